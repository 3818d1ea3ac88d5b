import type { AssertionRow } from '../../schemas/assertions.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { EpisodeSpec, Task } from '../../schemas/task.ts';
import { compareText, EvaluationFolder, metrics, rowPassed, type Evaluation } from '../recount/core.ts';
import { pct } from '../report/format.ts';

/**
 * View-models of the run viewer: every text already formatted and cut to size; the templates
 * only loop, branch and escape (package and model text is untrusted, and shown escaped).
 */

/** A JSON value shown in the viewer: pretty-printed, cut at this many characters. */
const JSON_CHARS = 4_000;
/** Task evaluations per page of a run's list. */
export const PAGE_SIZE = 50;

export function shownJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return text.length > JSON_CHARS ? `${text.slice(0, JSON_CHARS)}\n… (${text.length - JSON_CHARS} more characters)` : text;
}

/** A file-name-safe form of a run or task id (ids are already close to it). */
export const safeName = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, '_');

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

export function evaluationsOf(run: RunData): Evaluation[] {
  const folder = new EvaluationFolder();
  for (const row of run.assertions) folder.add(row);
  return folder.result();
}

export function runSummary(run: RunData) {
  const evaluations = evaluationsOf(run);
  const m = metrics(evaluations);
  return {
    run: run.manifest.run,
    folder: run.folder,
    label: run.manifest.label,
    generator: run.manifest.generator,
    evaluations: String(m.evaluations),
    failed: String(m.failed_evaluations),
    fwr: pct(m.fwr.percent),
    apr: pct(m.apr.percent),
    open: pct(m.open.percent),
    episodes: String(run.evidence.length),
  };
}

/** The run's task list, failed evaluations first, in pages of PAGE_SIZE. */
export function runPages(run: RunData) {
  const evaluations = evaluationsOf(run).sort((a, b) => Number(a.passed) - Number(b.passed) || a.task.localeCompare(b.task) || a.trial - b.trial);
  const firstFailed = firstFailures(run.assertions);
  const pages = Math.max(1, Math.ceil(evaluations.length / PAGE_SIZE));
  return Array.from({ length: pages }, (_, index) => {
    const slice = evaluations.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE);
    return {
      file: runPage(index + 1),
      summary: runSummary(run),
      page: String(index + 1),
      pages: String(pages),
      previous: index > 0 ? runPage(index) : '',
      next: index + 1 < pages ? runPage(index + 2) : '',
      rows: slice.map((e) => ({ e, first: firstFailed.get(evaluationKey(e.task, e.trial)) ?? '' })).map(({ e, first }) => ({
        task: e.task,
        trial: String(e.trial),
        family: e.family,
        passed: e.passed,
        score: `${e.assertions_passed}/${e.assertions}`,
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

function episodeView(record: EpisodeRecord, spec: EpisodeSpec | undefined, screens: ReadonlySet<string>) {
  const screen = (hash: string | undefined) => (hash && screens.has(hash) ? `../screens/${hash}.png` : '');
  // A twin's episodes (twins on) are shown after the base's, under their own ids.
  const twin = record.variant === 'twin' ? 'twin-' : '';
  return {
    id: `${twin ? 'twin: ' : ''}${record.episode}`,
    anchor: `e-${twin}${safeName(record.episode)}`,
    index: String(record.episode_index + 1),
    stage: record.stage,
    slot: record.slot,
    ok: record.ok,
    error: record.error ?? '',
    message_in: spec?.message ?? '',
    values: spec && Object.keys(spec.values).length > 0 ? shownJson(spec.values) : '',
    action: record.action ?? '',
    inputs: record.action ? shownJson(record.inputs) : '',
    result: record.message ?? '',
    route: record.route.map((r) => ({ action: r.action, handler: r.handler, validated: r.validated ? 'yes' : 'no', inputs: shownJson(r.inputs) })),
    calls: record.calls.map((c) => ({
      name: `${c.app}.${c.api}`,
      status: String(c.status),
      ok: c.ok,
      args: shownJson(c.args),
      response: shownJson(c.ok ? c.response : (c.error ?? c.response)),
      diff: c.diff.length > 0 ? shownJson(c.diff) : '',
    })),
    screen_before: screen(record.screen_before),
    screen: screen(record.screen),
    // Without a screenshot the rendered HTML is shown in a sandboxed frame (no scripts, no forms).
    html: screen(record.screen) === '' ? record.html : '',
    visible_text: record.visible_text,
  };
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
    id: row.variant === 'twin' ? `twin: ${row.assertion}` : row.assertion,
    anchor: assertionAnchor(row.variant === 'twin' ? `twin-${row.assertion}` : row.assertion),
    passed,
    status: passed ? 'pass' : 'fail',
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

/** One task evaluation's page: episodes in order, assertions failed first with filters. */
export function taskView(run: RunData, records: EvaluationRecords, other?: { label: string; href: string }) {
  const { task, trial, rows } = records;
  const spec = run.tasks.get(task);
  const episodes = [...records.episodes].sort((a, b) => Number(a.variant === 'twin') - Number(b.variant === 'twin') || a.episode_index - b.episode_index);
  const assertions = [...rows].sort(inEpisodeOrder).map(assertionView).sort((a, b) => Number(a.passed) - Number(b.passed));
  const failed = assertions.filter((a) => !a.passed);
  return {
    run: runSummary(run),
    task,
    trial: String(trial),
    request: spec?.apps.map((app) => `${app.slot}: ${app.intention}`).join(' · ') ?? '',
    family: rows[0]?.family ?? spec?.family ?? '',
    passed: rows.length > 0 && failed.length === 0,
    score: `${rows.length - failed.length}/${rows.length}`,
    failed: failed.map((a) => ({ id: a.id, anchor: a.anchor, contract: a.contract })),
    filters: {
      contracts: options(assertions.map((a) => a.contract)),
      stages: options(assertions.map((a) => a.stage)),
      types: options(assertions.map((a) => a.type)),
    },
    assertions,
    episodes: episodes.map((e) => episodeView(e, episodeSpec(spec, e.episode), run.screens)),
    other_label: other?.label ?? '',
    other_href: other?.href ?? '',
  };
}

/** Two runs of the same tasks side by side: every shared evaluation, the flipped ones first. */
export function compareView(a: RunData, b: RunData) {
  const byKey = (run: RunData) => new Map(evaluationsOf(run).map((e) => [evaluationKey(e.task, e.trial), e]));
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
