import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { InputError } from '../errors.ts';
import { hashValue } from '../io/hash.ts';
import { projectRoot } from '../io/meta.ts';
import { readNdjson } from '../io/ndjson.ts';
import { AUTO_REVIEWER, ReviewRecordSchema, type ReviewRecord, type ReviewReport, type TaskReview } from '../schemas/review.ts';
import type { Task } from '../schemas/task.ts';
import { DEFAULT_TASK_DIR, loadTasks } from './load.ts';
import { selectTasks } from './select.ts';

export const DEFAULT_REVIEW_DIR = join(projectRoot, 'tasks', 'reviews');
export const AUTO_FILE = 'auto.ndjson';

/** A task's hash: its canonical JSON (the task-set hash's canonicalisation), parsed with defaults. */
export function taskHash(task: Task): string {
  return hashValue(task);
}

export interface LocatedReview {
  record: ReviewRecord;
  file: string;
  line: number;
}

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
      if (isAutoFile !== (record.reviewer === AUTO_REVIEWER)) {
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
export function reviewReport(tasks: readonly Task[], reviews: readonly LocatedReview[]): ReviewReport {
  const known = new Set(tasks.map((t) => t.id));
  const byTask = new Map<string, LocatedReview[]>();
  for (const review of reviews) byTask.set(review.record.task, [...(byTask.get(review.record.task) ?? []), review]);
  const rows: TaskReview[] = tasks.map((task) => {
    const hash = taskHash(task);
    const all = byTask.get(task.id) ?? [];
    const human = all.filter((r) => r.record.reviewer !== AUTO_REVIEWER);
    const latest = human.reduce<LocatedReview | undefined>((best, r) => (!best || Date.parse(r.record.at) >= Date.parse(best.record.at) ? r : best), undefined);
    const auto = all.filter((r) => r.record.reviewer === AUTO_REVIEWER).map((r) => ({ comment: r.record.comment, current: r.record.task_hash === hash }));
    return {
      task: task.id,
      task_hash: hash,
      verdict: latest?.record.verdict ?? 'unreviewed',
      reviewer: latest?.record.reviewer ?? null,
      at: latest?.record.at ?? null,
      comment: latest?.record.comment ?? null,
      changed: latest !== undefined && latest.record.task_hash !== hash,
      reviews: human.length,
      auto,
    };
  });
  const count = (verdict: string) => rows.filter((r) => r.verdict === verdict).length;
  return {
    kind: 'liveuibench.task-review/1',
    tasks: rows.length,
    counts: {
      accept: count('accept'),
      fix: count('fix'),
      reject: count('reject'),
      unreviewed: count('unreviewed'),
      changed: rows.filter((r) => r.changed).length,
      with_auto_findings: rows.filter((r) => r.auto.some((a) => a.current)).length,
    },
    unknown_tasks: [...new Set(reviews.map((r) => r.record.task).filter((id) => !known.has(id)))].sort(),
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

/** The human-readable form: one line per task, then the counts. */
export function formatReviews(report: ReviewReport): string {
  const lines = report.rows.map((r) => {
    const verdict = r.verdict === 'unreviewed' ? 'unreviewed' : `${r.verdict} by ${r.reviewer ?? '?'} ${r.at ?? ''}`;
    const changed = r.changed ? '  CHANGED since review' : '';
    const current = r.auto.filter((a) => a.current);
    const stale = r.auto.length - current.length;
    const auto = current.length > 0 ? `  auto: ${current.length} finding${current.length === 1 ? '' : 's'}` : '';
    const staleNote = stale > 0 ? `  (${stale} auto finding${stale === 1 ? '' : 's'} on an older version)` : '';
    const details = current.map((a) => `\n    - ${a.comment}`).join('');
    return `${r.task.padEnd(44)} ${verdict}${changed}${auto}${staleNote}${details}`;
  });
  const c = report.counts;
  lines.push(`${report.tasks} tasks: ${c.accept} accept, ${c.fix} fix, ${c.reject} reject, ${c.unreviewed} unreviewed; ${c.changed} changed since review; ${c.with_auto_findings} with automatic findings`);
  if (report.unknown_tasks.length > 0) lines.push(`reviews of tasks not in the suite: ${report.unknown_tasks.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
