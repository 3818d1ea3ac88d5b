import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReviewReportSchema, type ReviewRecord } from '../schemas/review.ts';
import type { Task } from '../schemas/task.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { loadTasks } from './load.ts';
import { readReviews, reviewReport, taskHash, taskReviews } from './review.ts';

const suite = loadTasks().map((t) => t.task);
const pick = (id: string) => suite.find((t) => t.id === id) as Task;
const [playlist, draft, alarm] = [pick('single.spotify.commute-playlist'), pick('single.gmail.draft-editor'), pick('single.phone.wake-up-alarm')];
const tasks = [playlist, draft, alarm];

const record = (task: Task, verdict: ReviewRecord['verdict'], at: string, extra: Partial<ReviewRecord> = {}): ReviewRecord => ({
  task: task.id,
  task_hash: taskHash(task),
  reviewer: 'rk',
  verdict,
  comment: `${verdict} at ${at}`,
  at,
  ...extra,
});

function reviewDir(files: Record<string, (ReviewRecord | string)[]>): string {
  const dir = join(tempDir('reviews'), 'reviews');
  mkdirSync(dir, { recursive: true });
  for (const [name, lines] of Object.entries(files)) writeFileSync(join(dir, name), lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return dir;
}

describe('task reviews', () => {
  it('shows the latest human verdict by time, not by file order; equal times go to the later line', () => {
    const dir = reviewDir({
      'a.ndjson': [record(playlist, 'fix', '2026-05-02T10:00:00Z'), record(playlist, 'accept', '2026-05-01T10:00:00Z'), record(draft, 'accept', '2026-05-01T10:00:00Z')],
      'b.ndjson': [record(draft, 'reject', '2026-05-01T12:00:00+02:00'), record(draft, 'fix', '2026-05-01T10:00:00Z')],
    });
    const report = reviewReport(tasks, readReviews(dir));
    const row = (id: string) => report.rows.find((r) => r.task === id);
    expect(row(playlist.id)).toMatchObject({ verdict: 'fix', at: '2026-05-02T10:00:00Z', reviews: 2, changed: false });
    // 12:00+02:00 is 10:00Z: the same time as a.ndjson's accept and b's fix; the last of them (b line 2) wins.
    expect(row(draft.id)).toMatchObject({ verdict: 'fix', reviews: 3 });
    expect(ReviewReportSchema.parse(report)).toEqual(report);
  });

  it('shows a task nobody reviewed as unreviewed, whatever the automatic reviewer found', () => {
    const auto = { task: alarm.id, task_hash: taskHash(alarm), reviewer: 'auto', verdict: 'fix' as const, comment: '[unstated-value] x', at: '1970-01-01T00:00:00.000Z' };
    const report = reviewReport(tasks, readReviews(reviewDir({ 'auto.ndjson': [auto] })));
    expect(report.rows.find((r) => r.task === alarm.id)).toEqual({
      task: alarm.id,
      family: 'single',
      task_hash: taskHash(alarm),
      verdict: 'unreviewed',
      reviewer: null,
      at: null,
      comment: null,
      changed: false,
      reviews: 0,
      auto: [{ comment: '[unstated-value] x', current: true }],
      fidelity: { state: 'unreviewed', rubric: null, reviewer: null, reviewer_kind: null, at: null, reviewed_hash: null, open: [], closed_by_change: 0, closed_by_justification: 0 },
    });
    expect(report.counts).toMatchObject({ unreviewed: 3, accept: 0, with_auto_findings: 1 });
  });

  it('flags a task changed since its review, and an automatic finding made on an older version', () => {
    const edited = structuredClone(playlist);
    edited.apps[0]!.intention += ' Also keep it short.';
    const dir = reviewDir({
      'rk.ndjson': [record(playlist, 'accept', '2026-05-01T10:00:00Z'), record(draft, 'accept', '2026-05-01T10:00:00Z')],
      'auto.ndjson': [{ ...record(playlist, 'fix', '1970-01-01T00:00:00Z'), reviewer: 'auto' }],
    });
    const report = reviewReport([edited, draft], readReviews(dir));
    expect(taskHash(edited)).not.toBe(taskHash(playlist));
    expect(report.rows[0]).toMatchObject({ task: playlist.id, verdict: 'accept', changed: true, auto: [{ current: false }] });
    expect(report.rows[1]).toMatchObject({ task: draft.id, verdict: 'accept', changed: false });
    expect(report.counts.changed).toBe(1);
    expect(report.counts.with_auto_findings).toBe(0);
  });

  it('lists reviews of tasks that are not in the suite', () => {
    const gone = { ...record(playlist, 'accept', '2026-05-01T10:00:00Z'), task: 'single.spotify.gone' };
    expect(reviewReport(tasks, readReviews(reviewDir({ 'rk.ndjson': [gone] }))).unknown_tasks).toEqual(['single.spotify.gone']);
  });

  it('refuses a bad line with file:line: a verdict outside accept|fix|reject|faithful|findings, an unknown key, bad JSON, a misplaced auto reviewer', () => {
    const good = record(playlist, 'accept', '2026-05-01T10:00:00Z');
    const cases: [string, (ReviewRecord | string)[], RegExp][] = [
      ['rk.ndjson', [good, { ...good, verdict: 'ok' as never }], /rk\.ndjson:2: .*verdict/],
      ['rk.ndjson', [good, good, { ...good, verdit: 'fix' } as never], /rk\.ndjson:3: .*verdit/],
      ['rk.ndjson', ['{"task": '], /rk\.ndjson:1: not valid JSON/],
      ['rk.ndjson', [{ ...good, at: 'yesterday' }], /rk\.ndjson:1: .*at/],
      ['rk.ndjson', [good, { ...good, reviewer: 'auto' }], /rk\.ndjson:2: reviewer "auto" is reserved/],
      ['auto.ndjson', [good], /auto\.ndjson:1: auto\.ndjson holds only/],
    ];
    for (const [name, lines, error] of cases) expect(() => readReviews(reviewDir({ [name]: lines }))).toThrow(error);
  });

  it('runs from the command line: JSON on stdout, a bad line exits 1 naming file and line', () => {
    const dir = reviewDir({ 'rk.ndjson': [record(playlist, 'accept', '2026-05-01T10:00:00Z')] });
    const out = JSON.parse(execFileSync('node', ['bin/liveui.js', 'tasks', 'review', '--json', '--reviews', dir, '--tasks', 'single.spotify.*'], { encoding: 'utf8' })) as unknown;
    const report = ReviewReportSchema.parse(out);
    expect(report.rows.find((r) => r.task === playlist.id)?.verdict).toBe('accept');
    expect(report.rows.every((r) => r.task.startsWith('single.spotify.'))).toBe(true);
    expect(report).toEqual(taskReviews({ reviews: dir, tasks: 'single.spotify.*' }));
    const bad = reviewDir({ 'rk.ndjson': ['{"task": 1}'] });
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync('node', ['bin/liveui.js', 'tasks', 'review', '--reviews', bad], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain(`${join(bad, 'rk.ndjson')}:1:`);
  });
});
