import type { AssertionRow } from '../../schemas/assertions.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { EpisodeSpec, Task } from '../../schemas/task.ts';
import { compareText, EvaluationFolder, metrics, recountRun, rowIncomplete, rowPassed, type Evaluation } from '../recount/core.ts';
import { incompleteLines, missingText } from '../recount/incomplete.ts';
import { countAndPercent, DASH, pct } from '../report/format.ts';
import { safeName, shownJson } from './text.ts';
import { episodeTimeline } from './timeline.ts';
import { whyItFailed } from './why.ts';

/**
 * View-models of the run viewer: every text already formatted and cut to size; the templates
 * only loop, branch and escape (package and model text is untrusted, and shown escaped).
 */

/** Task evaluations per page of a run's list. */
export const PAGE_SIZE = 50;

export { safeName, shownJson };

export const taskPage = (task: string, trial: number): string => `${safeName(task)}.${trial}.html`;
export const runPage = (page: number): string => (page <= 1 ? 'index.html' : `page-${page}.html`);
export const assertionAnchor = (id: string): string => `a-${safeName(id)}`;

export interface RunData {
  manifest: Manifest;
  /** The folder name the run's pages go under. */
  folder: string;
  evidence: EpisodeRecord[];
  assertions: AssertionRow[];
  /** The run's tasks as the suite has them now (absent: the task left the suite). */
  tasks: Map<string, Task>;
  /** Screenshot hashes present in the run's `screens/`. */
  screens: ReadonlySet<string>;
}

const evaluationKey = (task: string, trial: number) => `${task}\u0000${trial}`;

/** The run's task evaluations: the complete ones (all that is counted) and the incomplete ones. */
export function evaluationsOf(run: RunData): { evaluations: Evaluation[]; incomplete: Evaluation[] } {
  const folder = new EvaluationFolder();
  for (const row of run.assertions) folder.add(row);
  return { evaluations: folder.result(), incomplete: folder.incomplete() };
}

export function runSummary(run: RunData) {
  const { evaluations, incomplete } = evaluationsOf(run);
  const m = metrics(evaluations);
  const recount = recountRun(run.manifest, evaluations, incomplete);
  return {
    run: run.manifest.run,
    folder: run.folder,
    label: run.manifest.label,
    generator: run.manifest.generator,
    evaluations: String(m.evaluations),
    failed: String(m.failed_evaluations),
    missing: missingText(recount),
    fwr: pct(m.fwr.percent),
    apr: pct(m.apr.percent),
    /** Open as the report shows it: the count of opening-clean evaluations and its share. */
    open: countAndPercent(m.open),
    episodes: String(run.evidence.length),
    /** The line the run's pages lead with when an infrastructure failure left evaluations incomplete. */
    incomplete: incompleteLines([recount])[0] ?? '',
  };
}

/** The run's task list — incomplete evaluations first, then failed, then passed — in pages of PAGE_SIZE. */
export function runPages(run: RunData) {
  const { evaluations: complete, incomplete } = evaluationsOf(run);
  const byTask = (a: Evaluation, b: Evaluation) => a.task.localeCompare(b.task) || a.trial - b.trial;
  const listed = [...incomplete.sort(byTask).map((e) => ({ e, incomplete: true })), ...complete.sort((a, b) => Number(a.passed) - Number(b.passed) || byTask(a, b)).map((e) => ({ e, incomplete: false }))];
  const firstFailed = firstFailures(run.assertions);
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
  const summary = runSummary(run);
  return Array.from({ length: pages }, (_, index) => {
    const slice = listed.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE);
    return {
      file: runPage(index + 1),
      summary,
      page: String(index + 1),
      pages: String(pages),
      previous: index > 0 ? runPage(index) : '',
      next: index + 1 < pages ? runPage(index + 2) : '',
      rows: slice.map(({ e, incomplete: unfinished }) => ({ e, unfinished, first: unfinished ? '' : (firstFailed.get(evaluationKey(e.task, e.trial)) ?? '') })).map(({ e, unfinished, first }) => ({
        task: e.task,
        trial: String(e.trial),
        family: e.family,
        passed: e.passed && !unfinished,
        // Neither passed nor failed: an infrastructure failure kept it from being evaluated.
        incomplete: unfinished,
        score: unfinished ? DASH : `${e.assertions_passed}/${e.assertions}`,
        href: taskPage(e.task, e.trial),
        // A failed evaluation links straight to its first failed assertion.
        first_failed: first,
        first_failed_href: first ? `${taskPage(e.task, e.trial)}#${assertionAnchor(first)}` : '',
      })),
    };
  });
}

function episodeSpec(task: Task | undefined, id: string): EpisodeSpec | undefined {
  return task?.episodes.find((e) => e.id === id);
}

/**
 * Assertions as the user met them: by episode, then by position in it (an assertion id is
 * `<episode>.<NN>.<type>`, so within one episode its text order is its position).
 */
export function inEpisodeOrder(a: AssertionRow, b: AssertionRow): number {
  // A twin's rows (twins on) come after the base's.
  return Number(a.variant === 'twin') - Number(b.variant === 'twin') || a.episode_index - b.episode_index || compareText(a.assertion, b.assertion);
}

/** Each evaluation's first failed assertion in episode order, by `evaluationKey`. */
function firstFailures(rows: readonly AssertionRow[]): Map<string, string> {
  const first = new Map<string, AssertionRow>();
  for (const row of rows) {
    if (rowPassed(row)) continue;
    const key = evaluationKey(row.task, row.trial);
    const current = first.get(key);
    if (!current || inEpisodeOrder(row, current) < 0) first.set(key, row);
  }
  return new Map([...first].map(([key, row]) => [key, row.assertion]));
}

function assertionView(row: AssertionRow) {
  const passed = rowPassed(row);
  return {
    id: row.assertion,
    anchor: assertionAnchor(row.assertion),
    passed,
    // An infrastructure placeholder was never evaluated: not the app's failure.
    status: passed ? 'pass' : rowIncomplete(row) ? 'incomplete' : 'fail',
    contract: row.contract,
    stage: row.stage,
    type: row.type,
    episode: row.episode,
    episode_anchor: `e-${row.variant === 'twin' ? 'twin-' : ''}${safeName(row.episode)}`,
    expected: shownJson(row.expected),
    observed: shownJson(row.observed),
    error: row.error ?? (row.placeholder ? 'not evaluated' : ''),
  };
}

const options = (values: Iterable<string>) => [...new Set(values)].sort();

export interface EvaluationRecords {
  task: string;
  trial: number;
  episodes: EpisodeRecord[];
  rows: AssertionRow[];
}

/** A run's records grouped by task evaluation (one pass, so large runs stay linear). */
export function byEvaluation(run: RunData): Map<string, EvaluationRecords> {
  const groups = new Map<string, EvaluationRecords>();
  const group = (task: string, trial: number) => {
    const key = evaluationKey(task, trial);
    let found = groups.get(key);
    if (!found) groups.set(key, (found = { task, trial, episodes: [], rows: [] }));
    return found;
  };
  for (const row of run.assertions) group(row.task, row.trial).rows.push(row);
  for (const episode of run.evidence) group(episode.task, episode.trial).episodes.push(episode);
  return groups;
}

const TWIN_PREFIX = /^twin: /;

/** A twin's record under its shown ids (`twin: <episode>`, `twin: <assertion>`); a base record as it is. */
function twinNamed<T extends { variant?: 'base' | 'twin' | undefined; episode: string; assertion?: string }>(record: T): T {
  if (record.variant !== 'twin') return record;
  return { ...record, episode: `twin: ${record.episode}`, ...(record.assertion === undefined ? {} : { assertion: `twin: ${record.assertion}` }) };
}

/**
 * One task evaluation's page: why it failed in plain words (episode order), the episodes as a
 * timeline, then every assertion, failed first, with filters.
 */
export function taskView(run: RunData, records: EvaluationRecords, other?: { label: string; href: string }) {
  const { task, trial } = records;
  const spec = run.tasks.get(task);
  // A twin's episodes and assertions (twins on) come after the base's, under their own ids.
  const rows = records.rows.map(twinNamed);
  const episodes = [...records.episodes].sort((a, b) => Number(a.variant === 'twin') - Number(b.variant === 'twin') || a.episode_index - b.episode_index).map(twinNamed);
  const assertions = [...rows].sort(inEpisodeOrder).map(assertionView).sort((a, b) => Number(a.passed) - Number(b.passed));
  const failed = assertions.filter((a) => a.status === 'fail');
  const cause = rows.find(rowIncomplete);
  const ordered = [...rows].sort(inEpisodeOrder);
  const episodeAnchor = (id: string) => `e-${safeName(id)}`;
  // An incomplete row was never judged: it is named by the incomplete line, not given a reason.
  const why = whyItFailed({ failed: ordered.filter((row) => !rowPassed(row) && !rowIncomplete(row)), episodes: new Map(episodes.map((e) => [e.episode, e])), assertionAnchor, episodeAnchor });
  const rowsOf = new Map<string, AssertionRow[]>();
  for (const row of ordered) {
    const list = rowsOf.get(row.episode);
    if (list) list.push(row);
    else rowsOf.set(row.episode, [row]);
  }
  return {
    run: runSummary(run),
    task,
    trial: String(trial),
    request: spec?.apps.map((app) => `${app.slot}: ${app.intention}`).join(' · ') ?? '',
    family: rows[0]?.family ?? spec?.family ?? '',
    passed: rows.length > 0 && failed.length === 0 && !cause,
    /** Set when an infrastructure failure left this evaluation incomplete: what failed, and that it is not counted. */
    incomplete: cause ? `incomplete: this task evaluation (infrastructure) is counted as missing, not as failed, rerun to resume — ${cause.error ?? 'an infrastructure failure'}` : '',
    score: cause ? DASH : `${rows.length - failed.length}/${rows.length}`,
    failed: failed.map((a) => ({ id: a.id, anchor: a.anchor, contract: a.contract })),
    filters: {
      contracts: options(assertions.map((a) => a.contract)),
      stages: options(assertions.map((a) => a.stage)),
      types: options(assertions.map((a) => a.type)),
    },
    // What went wrong, in plain words, first; then the episodes; then every assertion.
    reasons: why.lines,
    reasons_hidden: why.hidden,
    verdict: rows.length > 0 && why.lines.length === 0 ? `All ${rows.length} assertions passed.` : '',
    assertions: assertions.map((a) => ({ ...a, reason: why.byId.get(a.id)?.text ?? '' })),
    episodes: episodes.map((e) =>
      episodeTimeline({ record: e, spec: episodeSpec(spec, e.episode.replace(TWIN_PREFIX, '')), kept: run.screens, rows: rowsOf.get(e.episode) ?? [], reasons: why.byId, anchor: episodeAnchor(e.episode) }),
    ),
    other_label: other?.label ?? '',
    other_href: other?.href ?? '',
  };
}

/** Two runs of the same tasks side by side: every shared evaluation, the flipped ones first. */
export function compareView(a: RunData, b: RunData) {
  // Only complete evaluations are compared: an incomplete one has no outcome to flip.
  const byKey = (run: RunData) => new Map(evaluationsOf(run).evaluations.map((e) => [evaluationKey(e.task, e.trial), e]));
  const left = byKey(a);
  const right = byKey(b);
  const rows = [...left.entries()]
    .filter(([key]) => right.has(key))
    .map(([key, ea]) => {
      const eb = right.get(key) as Evaluation;
      const onlyA = ea.failed.filter((id) => !eb.failed.includes(id));
      const onlyB = eb.failed.filter((id) => !ea.failed.includes(id));
      return {
        task: ea.task,
        trial: String(ea.trial),
        flipped: ea.passed !== eb.passed,
        a_passed: ea.passed,
        b_passed: eb.passed,
        a_href: `${a.folder}/${taskPage(ea.task, ea.trial)}`,
        b_href: `${b.folder}/${taskPage(eb.task, eb.trial)}`,
        failed_only_a: onlyA.join(', '),
        failed_only_b: onlyB.join(', '),
      };
    })
    .sort((x, y) => Number(y.flipped) - Number(x.flipped) || x.task.localeCompare(y.task) || Number(x.trial) - Number(y.trial));
  return { a: runSummary(a), b: runSummary(b), flipped: String(rows.filter((r) => r.flipped).length), shared: String(rows.length), rows };
}
