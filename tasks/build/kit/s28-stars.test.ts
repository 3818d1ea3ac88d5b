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
import { reopenedScreen, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

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
        const n = Number(spec.value);
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
        const n = Number(spec.value);
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
        const n = Number(spec.value);
        expect(judge(task, episode, spec, [`${nameOf(spec)}: ${n} stars`]), `${task} ${spec.id}`).toBe(true);
        expect(judge(task, episode, spec, [`${nameOf(spec)}: ${n} reviews`]), `${task} ${spec.id}`).toBe(false);
      }
    }
  });
});
