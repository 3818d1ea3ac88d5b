import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import { TaskSchema, type AssertionSpec, type Task, type TaskInput } from '../../schemas/task.ts';
import { withAliases } from '../../../tasks/build/kit/aliases.ts';
import { checkTaskEvaluation } from '../check/index.ts';
import { runTaskEpisodes } from '../run/episodes.ts';
import { referencePackages, referenceReplay } from '../run/reference.ts';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `liveui-${prefix}-`));
}

/** Writes tasks into a fresh task folder, as the suite build does (value aliases added), and returns it. */
export function writeTaskDir(tasks: readonly TaskInput[]): string {
  const dir = join(tempDir('tasks'), 'suite');
  mkdirSync(dir, { recursive: true });
  for (const task of tasks.map(withAliases)) writeFileSync(join(dir, `${task.id}.json`), `${JSON.stringify(task, null, 2)}\n`);
  return dir;
}

/** Packages are edited as plain JSON in these tests. */
export type Obj = Record<string, any>;

export interface Attacked {
  /** Every assertion row of the task evaluation. */
  rows: AssertionRow[];
  /** The episodes' evidence, by episode id. */
  records: Map<string, EpisodeRecord>;
}

/**
 * Runs the task with its reference packages changed by `attack` (a wrong app, or a correct one
 * built otherwise), with the real runtime in the real seeded world, and checks it against the
 * reference replay (cached under `cacheRoot`).
 */
export async function runAttacked(task: Task, attack: (reference: Record<string, Obj>) => void, cacheRoot: string): Promise<Attacked> {
  const packages = structuredClone(task.reference) as Record<string, Obj>;
  attack(packages);
  const records = await runTaskEpisodes({ task, trial: 0, run: 'attack', packages: referencePackages(task, packages as Task['reference']), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  const reference = await referenceReplay(task, 0, { cacheRoot });
  records.forEach((record, index) => {
    record.reference = reference[index];
  });
  const byEpisode = new Map(records.map((r) => [r.episode, r]));
  return { rows: checkTaskEvaluation(task, 0, 'attack', byEpisode), records: byEpisode };
}

/** A task of the built suite (tasks/suite), by id, parsed as the runner reads it. */
export const suiteTask = (id: string): Task => TaskSchema.parse(JSON.parse(readFileSync(join('tasks', 'suite', `${id}.json`), 'utf8')));

/** The suite task's assertion whose id starts with `prefix` ("reopen.05"). */
export function suiteCheck(task: string, prefix: string): AssertionSpec {
  const found = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(prefix));
  if (!found) throw new Error(`${task}: no ${prefix}`);
  return found;
}

/** A kept check (`persisted_visible`) of a task. */
export type KeptSpec = Extract<AssertionSpec, { type: 'persisted_visible' }>;
const isKeptSpec = (a: AssertionSpec): a is KeptSpec => a.type === 'persisted_visible';
/** Every kept check of the suite task's reopen episodes. */
export const reopenChecks = (task: string): KeptSpec[] => suiteTask(task).episodes.filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions).filter(isKeptSpec);
/** The suite task's reopen check that `value` is not shown as it was (`gone`). */
export function goneCheck(task: string, value: string): KeptSpec {
  const spec = reopenChecks(task).find((a) => a.gone === true && a.value === value);
  if (!spec) throw new Error(`${task}: no gone check of ${value}`);
  return spec;
}

/** The probes the reopen episodes of the task's reference run took in the real world, merged (read by `kept_by` and history checks). */
export async function reopenProbes(task: string, cacheRoot: string): Promise<EpisodeRecord['probes']> {
  const { records } = await runAttacked(suiteTask(task), () => undefined, cacheRoot);
  const reopen = [...records.values()].filter((r) => r.stage === 'reopen');
  return Object.assign({}, ...reopen.map((r) => r.probes)) as EpisodeRecord['probes'];
}

/** The ids of the assertions that failed. */
export const failed = (rows: readonly { passed: boolean; assertion: string }[]): string[] => rows.filter((r) => !r.passed).map((r) => r.assertion);

/** Every version of slot A's reference app (the first, and any a changed requirement made). */
export const versions = (ref: Record<string, Obj>): Obj[] => [ref.A?.package as Obj, ...Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)];

/** An attack: the app whose action `id` says `message`, and whose list shows `item`. */
export const telling = (id: string, message: string, item?: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message } : s));
    if (item !== undefined) for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = item;
  }
};

/**
 * A reopened screen for the checker alone: the app's h1 "App" over its rows, each a plain line (a
 * div) or a [tag, line] pair ("h2" for a heading). The checks that read headings, cards and kept
 * lines after reopen are tested on it (card23, regone, history, renames).
 */
export function reopenedScreen(rows: readonly (string | readonly [string, string])[]): EpisodeRecord {
  const pairs = rows.map((r) => (typeof r === 'string' ? (['div', r] as const) : r));
  const lines = pairs.map(([, line]) => line);
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: ['App', ...lines].join('\n'),
    html: `<h1>App</h1>${pairs.map(([tag, line]) => `<${tag}>${line}</${tag}>`).join('')}`,
    shown: { state: lines, result: [] },
  };
}

/** The reference's records of a task's episodes, run once per task and kept (for probing one check on many screens). */
export function referenceRecords(cacheRoot: string): (task: string) => Promise<Map<string, EpisodeRecord>> {
  const kept = new Map<string, Map<string, EpisodeRecord>>();
  return async (task) => {
    if (!kept.has(task)) kept.set(task, (await runAttacked(suiteTask(task), () => undefined, cacheRoot)).records);
    return kept.get(task)!;
  };
}

/**
 * Judges the result check `check` (an assertion id prefix such as 'revise.06') on the reference's record of its episode
 * with the lines its action added replaced by `lines`: a line's tags stay in the page's html (`<button>Stop</button>` is
 * a button there) and are dropped from its visible text.
 */
export function resultLinesPass(task: string, episodes: Map<string, EpisodeRecord>, check: string, lines: readonly string[]): boolean {
  const suite = suiteTask(task);
  const episode = suite.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(`${check}.`)))!.id;
  const r = episodes.get(episode)!;
  const before = new Set((r.visible_before ?? '').split('\n'));
  const text = lines.map((l) => l.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
  const kept = r.visible_text.split('\n').filter((l) => before.has(l));
  const changed = new Map(episodes);
  changed.set(episode, { ...r, visible_text: [...kept, ...text].join('\n'), html: `${r.html}${lines.map((l) => `<div>${l}</div>`).join('')}`, shown: { state: r.shown.state, result: [...text] } });
  return checkTaskEvaluation(suite, 0, 'attack', changed).find((x) => x.assertion.startsWith(`${check}.`))!.passed;
}

/** A screen row for reopenedScreen: a line, or [tag, text] such as ['h2', 'Saved'] for a heading. */
export type ScreenLine = string | readonly [string, string];

/**
 * A judge of reopen-style checks over `referenceRecords`: `judge(task, 'reopen.05')` gives a function that replaces the screen of that check's
 * episode in the reference's records by `lines` (probes and captures kept) and tells whether the check passes.
 */
export function screenJudge(recordsOf: (task: string) => Promise<Map<string, EpisodeRecord>>): (task: string, check: string) => Promise<(lines: readonly ScreenLine[]) => boolean> {
  return async (task, check) => {
    const suite = suiteTask(task);
    const records = await recordsOf(task);
    const episode = suite.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(`${check}.`)))!.id;
    const r = records.get(episode)!;
    return (lines) => {
      const s = reopenedScreen([...lines]);
      const changed = new Map(records);
      changed.set(episode, { ...r, visible_text: s.visible_text, html: s.html, shown: s.shown });
      return checkTaskEvaluation(suite, 0, 'attack', changed).find((x) => x.assertion.startsWith(`${check}.`))!.passed;
    };
  };
}

/** A probe of a result check: one line, or several lines added together. */
export type ResultForm = string | readonly string[];

/**
 * Result-line probes over the reference's records kept under `cacheRoot`: `passes` judges one probe, `which` lists
 * the forms whose check passes (or fails, with `want` false), and `both` is a test body asking every wrong form to
 * fail and every right one to pass.
 */
export function resultProbes(cacheRoot: string): {
  passes: (task: string, check: string, lines: readonly string[]) => Promise<boolean>;
  which: (task: string, check: string, forms: readonly ResultForm[], want: boolean) => Promise<ResultForm[]>;
  both: (task: string, check: string, wrong: readonly ResultForm[], right: readonly ResultForm[]) => () => Promise<void>;
} {
  const recordsOf = referenceRecords(cacheRoot);
  const passes = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
  const which = async (task: string, check: string, forms: readonly ResultForm[], want: boolean): Promise<ResultForm[]> => {
    const out: ResultForm[] = [];
    for (const f of forms) if ((await passes(task, check, typeof f === 'string' ? [f] : f)) === want) out.push(f);
    return out;
  };
  const both = (task: string, check: string, wrong: readonly ResultForm[], right: readonly ResultForm[]) => async (): Promise<void> => {
    expect(await which(task, check, wrong, true)).toEqual([]);
    expect(await which(task, check, right, false)).toEqual([]);
  };
  return { passes, which, both };
}

/** A probe case of either kind: a screen check judged on rows, or a result check on new lines. */
export type ProbeCase = readonly [kind: 'screen' | 'result', task: string, check: string, want: boolean, rows: readonly ScreenLine[]];
/**
 * Probe cases over the reference's records: `run` judges each and expects none against its wanted verdict (the
 * wrong ones are logged together); `sc` and `rs` make a screen and a result case.
 */
export function probeCases(recordsOf: (task: string) => Promise<Map<string, EpisodeRecord>>): {
  run: (cases: readonly ProbeCase[]) => Promise<void>;
  sc: (task: string, check: string, want: boolean, rows: readonly ScreenLine[]) => ProbeCase;
  rs: (task: string, check: string, want: boolean, rows: readonly string[]) => ProbeCase;
} {
  const judge = screenJudge(recordsOf);
  const run = async (cases: readonly ProbeCase[]): Promise<void> => {
    const wrong: string[] = [];
    for (const [kind, task, check, want, rows] of cases) {
      const got = kind === 'result' ? resultLinesPass(task, await recordsOf(task), check, rows as string[]) : (await judge(task, check))(rows);
      if (got !== want) wrong.push(`${task} ${check} want=${want} ${JSON.stringify(rows)}`);
    }
    if (wrong.length) console.log(`WRONG:\n${wrong.join('\n')}`);
    expect(wrong).toEqual([]);
  };
  return { run, sc: (task, check, want, rows) => ['screen', task, check, want, rows], rs: (task, check, want, rows) => ['result', task, check, want, rows] };
}

/** A reopen-screen case: the task, the check's id prefix, whether it should pass, the screen. */
export type ScreenCase = readonly [task: string, check: string, want: boolean, lines: readonly ScreenLine[]];

/** Judges every case of `task` among `cases` with `judge` (one judge per check), each against its wanted verdict. */
export async function expectScreenCases(judge: (task: string, check: string) => Promise<(lines: readonly ScreenLine[]) => boolean>, cases: readonly ScreenCase[], task: string): Promise<void> {
  const judges = new Map<string, (l: readonly ScreenLine[]) => boolean>();
  for (const [t, id, want, lines] of cases.filter((c) => c[0] === task)) {
    if (!judges.has(id)) judges.set(id, await judge(t, id));
    expect(judges.get(id)!(lines), `${id} ${JSON.stringify(lines)}`).toBe(want);
  }
}

/**
 * The rescheduled to-dos of the due-card tests (s32-duecard, s33-duecard): [task, title, new iso date, new date, old date].
 */
export const DUE_TODOS: readonly (readonly [string, string, string, string, string])[] = [
  ['multi.dad-garage-handoff', 'Fix the garage door', '2023-06-06', 'June 6', 'June 3'],
  ['multi.dinner-party', 'Saturday dinner', '2023-05-28', 'May 28', 'May 27'],
  ['multi.gift-run', 'Birthday gift', '2023-06-05', 'June 5', 'June 6'],
  ['multi.grandpa-voicemail-followup', 'Call Dad again', '2023-05-19', 'May 19', 'May 21'],
  ['multi.insurance-renewal-todo', 'Compare insurance quotes', '2023-06-14', 'June 14', 'June 10'],
  ['multi.landlord-voice-note', 'Check heater repair', '2023-05-20', 'May 20', 'May 22'],
  ['multi.move-in-day', 'Move into Pine Street', '2023-06-03', 'June 3', 'June 2'],
  ['multi.music-night', 'Soul Sunday', '2023-06-04', 'June 4', 'May 28'],
  ['multi.neighbor-mail-pickup', 'Collect my mail', '2023-06-16', 'June 16', 'June 12'],
  ['multi.tax-docs-todo', 'Send tax documents to accountant', '2023-06-09', 'June 9', 'June 5'],
  ['multi.passport-renewal-steps', 'Passport renewal', '2023-06-12', 'June 12', 'June 9'],
  ['single.todoist.home-renovation-chores', 'Buy paint samples for the kitchen', '2023-06-03', 'June 3', 'May 27'],
];
/** The rows of `DUE_TODOS` for `tasks`, in the table's order. */
export const dueTodos = (tasks: readonly string[]): (readonly [string, string, string, string, string])[] => DUE_TODOS.filter(([task]) => tasks.includes(task));

/** A named probe: its name, and a thunk telling whether the check passes. */
export type NamedProbe = readonly [string, () => Promise<boolean>];
/** Runs every probe and expects each to give `want`; the ones that do not are logged together by name. */
export async function expectProbes(want: boolean, probes: readonly NamedProbe[]): Promise<void> {
  const wrong: string[] = [];
  for (const [name, p] of probes) if ((await p()) !== want) wrong.push(name);
  if (wrong.length) console.log(`WRONG(${want}): ${wrong.join(' | ')}`);
  expect(wrong).toEqual([]);
}
