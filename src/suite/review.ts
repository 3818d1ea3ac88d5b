import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { InputError } from '../errors.ts';
import { hashValue } from '../io/hash.ts';
import { projectRoot } from '../io/meta.ts';
import { readNdjson } from '../io/ndjson.ts';
import { AUTO_REVIEWER, FidelityStateSchema, FindingKindSchema, RUBRIC_VERSION, ReviewRecordSchema, type ReviewProblem, type ReviewReport, type TaskReview } from '../schemas/review.ts';
import type { Task } from '../schemas/task.ts';
import { DEFAULT_TASK_DIR, loadTasks } from './load.ts';
import { selectTasks } from './select.ts';
import { foldFidelity, openOf, type Located } from './fidelity.ts';

export const DEFAULT_REVIEW_DIR = join(projectRoot, 'tasks', 'reviews');
export const AUTO_FILE = 'auto.ndjson';

/** A task's hash: its canonical JSON (the task-set hash's canonicalisation), parsed with defaults. */
export function taskHash(task: Task): string {
  return hashValue(task);
}

export type LocatedReview = Located;

/**
 * Every review record of a folder (`*.ndjson`, by file name), each with its file and line. A bad
 * line fails with `file:line`; the reviewer name `auto` is reserved for `auto.ndjson` and that
 * file holds nothing else, so a person's verdict and a mechanical finding cannot be confused.
 */
export function readReviews(dir: string = DEFAULT_REVIEW_DIR): LocatedReview[] {
  if (!existsSync(dir)) return [];
  const out: LocatedReview[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ndjson')).sort()) {
    const file = join(dir, name);
    const { header, records } = readNdjson(file, ReviewRecordSchema);
    records.forEach((record, index) => {
      // Blank lines are refused by the reader, so a record's line is its index after the header.
      const line = index + 1 + (header ? 1 : 0);
      const isAutoFile = basename(file) === AUTO_FILE;
      if (isAutoFile !== (record.reviewer === AUTO_REVIEWER) || (record.reviewer_kind === 'auto' && !isAutoFile)) {
        throw new InputError(isAutoFile ? `${AUTO_FILE} holds only the automatic reviewer's records (reviewer "${AUTO_REVIEWER}")` : `reviewer "${AUTO_REVIEWER}" is reserved for ${AUTO_FILE}`, { path: file, line });
      }
      out.push({ record, file, line });
    });
  }
  return out;
}

/**
 * Pure core of `liveui tasks review`: per task the latest human verdict (by `at`; equal times
 * go to the later file and line), whether the task changed since, and the automatic findings.
 */
export function reviewReport(tasks: readonly Task[], reviews: readonly LocatedReview[], rubric: string = RUBRIC_VERSION): ReviewReport {
  const problems: ReviewProblem[] = [];
  const known = new Set(tasks.map((t) => t.id));
  const byTask = new Map<string, LocatedReview[]>();
  for (const review of reviews) byTask.set(review.record.task, [...(byTask.get(review.record.task) ?? []), review]);
  const rows: TaskReview[] = tasks.map((task) => {
    const hash = taskHash(task);
    const all = byTask.get(task.id) ?? [];
    const human = all.filter((r) => r.record.reviewer !== AUTO_REVIEWER);
    const latest = human.reduce<LocatedReview | undefined>((best, r) => (!best || Date.parse(r.record.at) >= Date.parse(best.record.at) ? r : best), undefined);
    const auto = all.filter((r) => r.record.reviewer === AUTO_REVIEWER).map((r) => ({ comment: r.record.comment, current: r.record.task_hash === hash }));
    const folded = foldFidelity(task, hash, human, rubric);
    problems.push(...folded.problems);
    return {
      task: task.id,
      family: task.family,
      task_hash: hash,
      verdict: latest?.record.verdict ?? 'unreviewed',
      reviewer: latest?.record.reviewer ?? null,
      at: latest?.record.at ?? null,
      comment: latest?.record.comment ?? null,
      changed: latest !== undefined && latest.record.task_hash !== hash,
      reviews: human.length,
      auto,
      fidelity: folded.fidelity,
    };
  });
  const count = (verdict: string) => rows.filter((r) => r.verdict === verdict).length;
  return {
    kind: 'liveuibench.task-review/1',
    tasks: rows.length,
    rubric,
    counts: {
      accept: count('accept'),
      fix: count('fix'),
      reject: count('reject'),
      unreviewed: count('unreviewed'),
      changed: rows.filter((r) => r.changed).length,
      with_auto_findings: rows.filter((r) => r.auto.some((a) => a.current)).length,
    },
    fidelity: {
      states: Object.fromEntries(FidelityStateSchema.options.map((s) => [s, rows.filter((r) => r.fidelity.state === s).length])) as ReviewReport['fidelity']['states'],
      open: Object.fromEntries(FindingKindSchema.options.map((k) => [k, rows.reduce((n, r) => n + openOf(r.fidelity, k), 0)])) as ReviewReport['fidelity']['open'],
    },
    unknown_tasks: [...new Set(reviews.map((r) => r.record.task).filter((id) => !known.has(id)))].sort(),
    problems,
    rows,
  };
}

export interface ReviewOptions {
  dir?: string;
  reviews?: string;
  tasks?: string;
}

/** `liveui tasks review`: reads the tasks and every review file. */
export function taskReviews(options: ReviewOptions = {}): ReviewReport {
  const loaded = loadTasks(options.dir ?? DEFAULT_TASK_DIR);
  const tasks = selectTasks(loaded, options.tasks).map((t) => t.task);
  const reviews = readReviews(options.reviews ?? DEFAULT_REVIEW_DIR);
  // A selection must not make the other tasks' reviews look orphaned.
  const all = new Set(loaded.map((t) => t.task.id));
  const report = reviewReport(tasks, reviews);
  return { ...report, unknown_tasks: report.unknown_tasks.filter((id) => !all.has(id)) };
}

const FIDELITY_LABEL = {
  unreviewed: 'unreviewed',
  changed: 'CHANGED since review',
  older_rubric: 'reviewed under an older rubric',
  findings: 'findings',
  faithful: 'faithful',
} as const;

/** One task's fidelity line: its state, who reviewed it under which rubric, and its open findings. */
function fidelityLine(r: TaskReview): string {
  const f = r.fidelity;
  if (f.state === 'unreviewed') return 'fidelity: unreviewed';
  const who = ` (${f.reviewer_kind ?? '?'} ${f.reviewer ?? '?'}, ${f.rubric ?? '?'}, ${f.at ?? ''})`;
  const open = f.open.length > 0 ? `; ${f.open.length} open` : '';
  const details = f.open.map((o) => `\n    - ${o.id} [${o.kind}/${o.sub}]${o.assertions.length > 0 ? ` ${o.assertions.join(', ')}` : ''}: ${o.text}`).join('');
  return `fidelity: ${FIDELITY_LABEL[f.state]}${who}${open}${details}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The human-readable form: one line per task, then the counts. */
export function formatReviews(report: ReviewReport): string {
  const lines = report.rows.map((r) => {
    const legacy = r.verdict === 'unreviewed' || r.verdict === 'faithful' || r.verdict === 'findings' ? '' : `  ${r.verdict} by ${r.reviewer ?? '?'} ${r.at ?? ''}${r.changed ? ' CHANGED since' : ''}`;
    const current = r.auto.filter((a) => a.current);
    const stale = r.auto.length - current.length;
    const auto = current.length > 0 ? `  auto: ${current.length} finding${current.length === 1 ? '' : 's'}` : '';
    const staleNote = stale > 0 ? `  (${stale} auto finding${stale === 1 ? '' : 's'} on an older version)` : '';
    const details = current.map((a) => `\n    - ${a.comment}`).join('');
    return `${r.task.padEnd(44)} ${fidelityLine(r)}${legacy}${auto}${staleNote}${details}`;
  });
  const c = report.counts;
  const s = report.fidelity.states;
  const o = report.fidelity.open;
  lines.push(`${report.tasks} tasks under rubric ${report.rubric}: ${s.faithful} faithful, ${s.findings} with open findings, ${s.changed} changed since review, ${s.older_rubric} reviewed under an older rubric, ${s.unreviewed} unreviewed; open findings: ${plural(o.hole, 'hole')}, ${plural(o.over_specification, 'over-specification')}, ${plural(o.infidelity, 'infidelity', 'infidelities')}`);
  if (c.accept + c.fix + c.reject > 0) lines.push(`older verdicts: ${c.accept} accept, ${c.fix} fix, ${c.reject} reject; ${c.changed} changed since review`);
  lines.push(`${c.with_auto_findings} tasks with automatic findings`);
  if (report.unknown_tasks.length > 0) lines.push(`reviews of tasks not in the suite: ${report.unknown_tasks.join(', ')}`);
  for (const p of report.problems) lines.push(`problem: ${p.file}:${p.line}: ${p.task}: ${p.message}`);
  return `${lines.join('\n')}\n`;
}
