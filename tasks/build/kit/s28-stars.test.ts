/**
 * s28 stars lane, on the real built tasks: the reference's own episode record with the lines its
 * action added replaced (result checks), and the reopened screen with the reference's reopen probes
 * (kept checks), judged by the real checker.
 * - s27-w0-f1..f5, s27-w0-f7: a product review shown as a card (the product's line, the rating
 *   alone under it: "Stars: 3", "3 stars", "★★★☆☆", "three stars") passes the rating checks whose
 *   `apart` list asked the rating on the product's line; an average or count under the product,
 *   another product's rating, another rating, still fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { reopenedScreen, runAttacked, suiteCheck, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { chooseAction } from '../../../src/stages/run/operator.ts';

const cache = tempDir('s28-stars');

type Row = string | readonly [string, string];

/** The review tasks of kind 1 and their rating checks (result and kept) that read cards. */
const CARD_TASKS = ['multi.coffee-maker-verdict', 'multi.notebook-review-tip', 'multi.running-shoe-review-text', 'multi.yoga-mat-warning', 'single.amazon.product-reviews', 'single.amazon.honest-review'];
const cardChecks = (task: string): { episode: string; spec: AssertionSpec }[] =>
  suiteTask(task).episodes.flatMap((e) => e.assertions.filter((a) => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && a.apart !== undefined && a.beside_others !== undefined).map((spec) => ({ episode: e.id, spec })));

const records = new Map<string, EpisodeRecord>();
const captures = new Map<string, Record<string, unknown>>();
const probes = new Map<string, EpisodeRecord['probes']>();
beforeAll(async () => {
  for (const task of CARD_TASKS) {
    const run = await runAttacked(suiteTask(task), () => undefined, cache);
    expect(run.rows.filter((r) => !r.passed).map((r) => r.assertion), task).toEqual([]);
    for (const [id, r] of run.records) records.set(`${task}/${id}`, r);
    captures.set(task, Object.assign({}, ...[...run.records.values()].map((r) => (r.ok ? r.captures : {}))) as Record<string, unknown>);
    probes.set(task, Object.assign({}, ...[...run.records.values()].filter((r) => r.stage === 'reopen').map((r) => r.probes)) as EpisodeRecord['probes']);
  }
}, 600_000);

/** The reference's record of `episode` with the lines its action added replaced by `lines`. */
function replaced(task: string, episode: string, lines: readonly string[]): EpisodeRecord {
  const r = records.get(`${task}/${episode}`)!;
  const before = new Set((r.visible_before ?? '').split('\n'));
  const kept = r.visible_text.split('\n').filter((l) => before.has(l));
  return { ...r, visible_text: [...kept, ...lines].join('\n'), html: `${r.html}${lines.map((l) => `<p>${l}</p>`).join('')}`, shown: { state: r.shown.state, result: [...lines] } };
}

/** Whether the check passes on a screen of `rows` (new lines of a result, or the reopened screen). */
function judge(task: string, episode: string, spec: AssertionSpec, rows: readonly Row[]): boolean {
  if (spec.type === 'persisted_visible') return evaluate(spec, { ...reopenedScreen(rows), probes: probes.get(task)! }, captures.get(task)!).passed;
  return evaluate(spec, replaced(task, episode, rows.map((r) => (typeof r === 'string' ? r : r[1]))), captures.get(task)!).passed;
}

const SPELLED = ['zero', 'one', 'two', 'three', 'four', 'five'];
const glyphs = (r: number): string => '★'.repeat(r) + '☆'.repeat(5 - r);
const nameOf = (spec: AssertionSpec): string => String((spec as { beside?: unknown[] }).beside?.[0]);
const rivalOf = (spec: AssertionSpec): string => String((spec as { beside_others?: unknown[] }).beside_others?.[0]);

describe('s27-w0-f1..f5, s27-w0-f7: a review card (product line, its rating alone under it)', () => {
  it('the checks are there (each task has its rating checks with `apart` and `beside_others`)', () => {
    for (const task of CARD_TASKS) expect(cardChecks(task).length, task).toBeGreaterThan(0);
  });
  it('each rating check passes the card in its forms, with or without a label line between, under a heading or none', () => {
    for (const task of CARD_TASKS) {
      for (const { episode, spec } of cardChecks(task)) {
        const n = Number((spec as { value?: unknown }).value);
        const name = nameOf(spec);
        const cards: Row[][] = [[name, `Stars: ${n}`], [name, `${n} stars`], [name, `Rating ${n}/5`], [name, glyphs(n)], [name, `${SPELLED[n]} stars`], [name, 'Your review', `Stars: ${n}`],
          [['h2', 'My reviews'], name, `Stars: ${n}`], [name, `Stars: ${n}`, rivalOf(spec), `Stars: ${n === 5 ? 4 : n + 1}`]];
        for (const rows of cards) expect(judge(task, episode, spec, rows), `${task} ${spec.id}: ${rows.map(String).join(' / ')}`).toBe(true);
      }
    }
  });
  it('still fails: a count or average under the product, another rating, another product\'s rating, the rating above its product', () => {
    for (const task of CARD_TASKS) {
      for (const { episode, spec } of cardChecks(task)) {
        const n = Number((spec as { value?: unknown }).value);
        const other = n === 5 ? 4 : n + 1;
        const name = nameOf(spec);
        const rival = rivalOf(spec);
        const cards: Row[][] = [[name, `${n} reviews`], [name, `avg ${n}`], [name, `Average rating ${n}`], [name, `${n} customer ratings`], [name, `★ ${n}.4 · ${n} reviews`], [name, `Stars: ${other}`], [name, glyphs(other)],
          [rival, `Stars: ${n}`], [name, rival, `Stars: ${n}`], [name, `Stars: ${other}`, rival, `Stars: ${n}`], [rival, `Stars: ${n}`, name]];
        for (const rows of cards) expect(judge(task, episode, spec, rows), `${task} ${spec.id}: ${rows.map(String).join(' / ')}`).toBe(false);
      }
    }
  });
  it('the line forms pass as before', () => {
    for (const task of CARD_TASKS) {
      for (const { episode, spec } of cardChecks(task)) {
        const n = Number((spec as { value?: unknown }).value);
        expect(judge(task, episode, spec, [`${nameOf(spec)}: ${n} stars`]), `${task} ${spec.id}`).toBe(true);
        expect(judge(task, episode, spec, [`${nameOf(spec)}: ${n} reviews`]), `${task} ${spec.id}`).toBe(false);
      }
    }
  });
});

/**
 * - s27-s193-f3, s27-p1-f10, s27-p1-f15 (holes) and s27-q1-f2 (over-specification), the phone
 *   favourites' create.07: an offer or a promise ("X — add to favourites", "X will be a favourite.",
 *   "You can add X to favourites", "X — star as favourite", "tap ★ to add"), and a lone "★" off the
 *   contact's row, fail; "X: favourite", "X — favourite", "X (favourite)", "X: favourite now",
 *   "X (contact N): favourite" pass, as the done forms did.
 * - s27-p0-f13, s27-p0-f14, honest-review and review-then-regret step2.06: "Confirm delete X" and
 *   "X must be deleted." fail; the done forms pass.
 */
const FAV: Record<string, string> = { 'single.phone.emergency-favourites': 'Noah Patel', 'single.phone.family-favourites': 'Nora Patel', 'single.phone.new-roommate-favourite': 'Omar Patel' };
const DEL: Record<string, string> = { 'single.amazon.honest-review': 'Personal Blender, Red', 'single.amazon.review-then-regret': 'Hardcover Dot Grid Notebook, Emerald' };
const ONE = new Map<string, EpisodeRecord>();
const ONE_CAPS = new Map<string, Record<string, unknown>>();
beforeAll(async () => {
  for (const [task, episode] of [...Object.keys(FAV).map((t) => [t, 'create'] as const), ...Object.keys(DEL).map((t) => [t, 'step2'] as const)]) {
    const run = await runAttacked(suiteTask(task), () => undefined, cache);
    ONE.set(task, run.records.get(episode)!);
    ONE_CAPS.set(task, Object.assign({}, ...[...run.records.values()].map((r) => (r.ok ? r.captures : {}))) as Record<string, unknown>);
  }
}, 600_000);
function oneCheck(task: string, id: string, lines: readonly string[]): boolean {
  const r = ONE.get(task)!;
  const before = new Set((r.visible_before ?? '').split('\n'));
  const kept = r.visible_text.split('\n').filter((l) => before.has(l));
  const rec = { ...r, visible_text: [...kept, ...lines].join('\n'), html: `${r.html}${lines.map((l) => `<p>${l}</p>`).join('')}`, shown: { state: r.shown.state, result: [...lines] } };
  const spec = suiteCheck(task, id);
  return evaluate(spec, rec, ONE_CAPS.get(task)!).passed;
}

describe('s27-s193-f3, s27-p1-f10, s27-p1-f15, s27-q1-f2: the phone favourites\' create.07', () => {
  it('the reference record passes as it is', () => {
    for (const task of Object.keys(FAV)) {
      const spec = suiteCheck(task, 'create.07');
      expect(evaluate(spec, ONE.get(task)!, ONE_CAPS.get(task)!).passed, task).toBe(true);
    }
  });
  it('an offer, a promise, or a lone star off the contact\'s row fails', () => {
    for (const [task, x] of Object.entries(FAV)) {
      for (const lines of [[`${x} — add to favourites`], [`${x} will be a favourite.`], [`You can add ${x} to favourites`], [`${x} — star as favourite`], [`Make ${x} a favourite`],
        [`${x} — tap ★ to add`], [`★ Add ${x} to favourites`], [`${x} — press ★`], [`${x} — ★ to favourite`], [`${x} — 555-0101`, '★'], [`${x} saved`, '★ New'],
        [`${x} — tap to star`], [`Make ${x} a favourite?`], [`Could not add ${x} to favourites.`], [`${x} is not a favourite.`], [`${x}: not a favourite`], [`${x}: favourite?`]]) {
        expect(oneCheck(task, 'create.07', lines), `${task}: ${lines.join(' / ')}`).toBe(false);
      }
    }
  });
  it('the status after the name, and the done forms, pass', () => {
    for (const [task, x] of Object.entries(FAV)) {
      for (const lines of [[`${x}: favourite`], [`${x} — favourite`], [`${x} (favourite)`], [`${x}: favourite now`], [`${x} (contact 6997865): favourite`], [`${x}: favourite ✓`], [`${x} · favourite ★`],
        [`${x} is now a favourite.`], [`Favourite added: ${x}`], [`Added ${x} to favourites`], [`${x} added to favourites.`], [`${x} ★`], [`${x} — ★`], [`${x} — add to favourites ✓`], [`${x} is starred`]]) {
        expect(oneCheck(task, 'create.07', lines), `${task}: ${lines.join(' / ')}`).toBe(true);
      }
    }
  });
});

describe('s27-p0-f13, s27-p0-f14: honest-review and review-then-regret step2.06', () => {
  it('a confirmation asked, or a deletion said to be due, fails', () => {
    for (const [task, x] of Object.entries(DEL)) {
      const id = String(ONE_CAPS.get(task)!.reviewId);
      for (const line of [`Confirm delete ${x}`, `${x} must be deleted.`, `Review ${id} has to be removed.`, `Confirm delete review ${id}`, `Tap to delete review ${id}`, `Delete review ${id}?`, `Cancelled — ${x} review kept.`]) {
        expect(oneCheck(task, 'step2.06', [line]), `${task}: ${line}`).toBe(false);
      }
    }
  });
  it('the done forms pass', () => {
    for (const [task, x] of Object.entries(DEL)) {
      const id = String(ONE_CAPS.get(task)!.reviewId);
      for (const line of [`Deleted review ${id}.`, `review ${id} removed — Undo?`, `${x}: review deleted, undo?`, `Review ${id} is deleted.`, `Confirmed: deleted ${x}`, `${x} review deleted (confirmed)`, `Deletion confirmed — ${x} review removed`]) {
        expect(oneCheck(task, 'step2.06', [line]), `${task}: ${line}`).toBe(true);
      }
    }
  });
});

/** - s26-d2c-f1, hot-take reopen.07: the deleted one-star review kept as a lone star after the song's name fails. */
describe('s26-d2c-f1: hot-take reopen.07, a one-star rating drawn as one star', () => {
  const HOT = 'single.spotify.hot-take';
  const r07 = (): AssertionSpec => suiteTask(HOT).episodes.flatMap((e) => e.assertions).find((a) => a.id === 'reopen.07.persisted_visible')!;
  const caps = { reviewId: 2815436 };
  it('"Broken Letters — ★", "Broken Letters ★", "Broken Letters: ⭐" fail under "Songs", "My reviews" or none', () => {
    for (const heading of [['h2', 'Songs'], ['h2', 'My reviews'], undefined] as const) {
      for (const row of ['Broken Letters — ★', 'Broken Letters ★', 'Broken Letters: ⭐', 'Broken Letters · ★']) {
        expect(evaluate(r07(), reopenedScreen([...(heading ? [heading] : []), row]), caps).passed, `${heading?.[1] ?? '(none)'} / ${row}`).toBe(false);
      }
    }
  });
  it('still passes: the song alone, an average, another song\'s star, a star that is not alone on the row', () => {
    for (const row of ['Broken Letters', 'Broken Letters — ★ 4.1', 'Broken Letters — ♥', 'Other Song — ★', 'Broken Letters — ★ liked']) {
      expect(evaluate(r07(), reopenedScreen([['h2', 'Songs'], row]), caps).passed, row).toBe(true);
    }
  });
});

/**
 * - s27-db2-f1, antibiotic-course-alarm revise (cases/multi_tool/phone.ts): the medicine reaches a
 *   retime field under the other common words for it ("Medication", "Pill", the user's "pills",
 *   "Pill name", "Drug", "Course"), as it reached "Medicine" and "Alarm label".
 */
describe('s27-db2-f1: antibiotic-course-alarm revise, the medicine under its other names', () => {
  const COURSE = 'multi.antibiotic-course-alarm';
  const revise = () => {
    const e = suiteTask(COURSE).episodes.find((x) => x.id === 'revise')!;
    return { ...e, values: { ...e.values, alarm_id: 9000001 } };
  };
  const form = (inputs: [name: string, label: string, type?: string][]) => ({
    id: 'retime', label: 'Change time', handler: 'plan' as const,
    inputs: inputs.map(([name, label, type]) => ({ name, label, type: (type ?? 'text') as 'text', required: true })),
  });
  it('a name field labelled Medication, Pill, Pill name, Drug or Course gets "Amoxicillin"', () => {
    for (const [name, label] of [['medication', 'Medication'], ['pill', 'Pill'], ['pill_name', 'Pill name'], ['drug', 'Drug'], ['course', 'Course'], ['which', 'Medication name'], ['medicine', 'Medicine'], ['alarm_label', 'Alarm label']] as const) {
      const chosen = chooseAction([form([[name, label], ['new_time', 'New time', 'time']])], revise() as never);
      expect(chosen?.inputs, label).toEqual({ [name]: 'Amoxicillin', new_time: '12:30' });
    }
  });
  it('the id and time forms are as before', () => {
    expect(chooseAction([form([['alarm_time', 'Alarm time', 'time'], ['new_time', 'New time', 'time']])], revise() as never)?.inputs).toEqual({ alarm_time: '08:00', new_time: '12:30' });
    expect(chooseAction([form([['alarm_id', 'Alarm id', 'number'], ['time', 'New time', 'time']])], revise() as never)?.inputs).toEqual({ alarm_id: 9000001, time: '12:30' });
  });
});
