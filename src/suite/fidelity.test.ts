import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUBRIC_VERSION, ReviewReportSchema, type Finding, type ReviewRecord } from '../schemas/review.ts';
import { TaskStatsSchema } from '../schemas/task-stats.ts';
import type { Task } from '../schemas/task.ts';
import { loadPublished } from '../paper/published.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { worldDocs } from '../world/docs.ts';
import { sampleIds } from './fidelity.ts';
import { loadTasks } from './load.ts';
import { formatReviews, readReviews, reviewReport, taskHash } from './review.ts';
import { computeStats } from './stats.ts';

const suite = loadTasks().map((t) => t.task);
const pick = (id: string) => suite.find((t) => t.id === id) as Task;
const playlist = pick('single.spotify.commute-playlist');
const draft = pick('single.gmail.draft-editor');
const multi = suite.find((t) => t.family === 'multi_tool') as Task;
const firstAssertion = (task: Task) => task.episodes.flatMap((e) => e.assertions)[1]!.id;

const finding = (id: string, extra: Partial<Finding> = {}): Finding => ({
  id,
  kind: 'over_specification',
  sub: 'undictated_text',
  assertions: [firstAssertion(playlist)],
  text: 'demands a sentence the user never dictated',
  status: 'open',
  ...extra,
});

/** A fidelity review of `task` as it is (or at `hash`), by an llm reviewer. */
const review = (task: Task, at: string, findings: Finding[], extra: Partial<ReviewRecord> = {}): ReviewRecord => ({
  task: task.id,
  task_hash: taskHash(task),
  reviewer: 'pilot',
  reviewer_kind: 'llm',
  rubric: RUBRIC_VERSION,
  verdict: findings.some((f) => f.status === 'open') ? 'findings' : 'faithful',
  findings,
  comment: '',
  at,
  ...extra,
});

function reviewDir(files: Record<string, (ReviewRecord | string | object)[]>): string {
  const dir = join(tempDir('fidelity'), 'reviews');
  mkdirSync(dir, { recursive: true });
  for (const [name, lines] of Object.entries(files)) writeFileSync(join(dir, name), lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return dir;
}

const edit = (task: Task, words: string): Task => {
  const copy = structuredClone(task);
  copy.apps[0]!.intention += ` ${words}`;
  return copy;
};

describe('fidelity review records', () => {
  it('refuses a bad fidelity record at file:line', () => {
    const good = review(playlist, '2026-05-01T10:00:00Z', [finding('f1')]);
    const cases: [object, RegExp][] = [
      [{ ...good, rubric: undefined }, /r\.ndjson:2: .*rubric/],
      [{ ...good, reviewer_kind: 'robot' }, /r\.ndjson:2: .*reviewer_kind/],
      [{ ...good, findings: [finding('f1', { sub: 'typo' })] }, /r\.ndjson:2: .*kind over_specification is one of reference_words/],
      [{ ...good, findings: [finding('f1', { kind: 'nitpick' as never })] }, /r\.ndjson:2: .*kind/],
      [{ ...good, findings: [finding('f1', { status: 'closed' })] }, /r\.ndjson:2: .*says what closed it/],
      [{ ...good, findings: [finding('f1'), finding('f2', { status: 'closed', closed_by: { justification: 'short' } })] }, /r\.ndjson:2: .*at least 20 characters/],
      [{ ...good, findings: [finding('f1', { status: 'closed', closed_by: { task_hash: '0123456789abcdef' } })], verdict: 'faithful' }, /r\.ndjson:2: .*closed by the task hash this record reviews/],
      [{ ...good, findings: [finding('f1', { closed_by: { justification: 'a long enough reason to close it' } })] }, /r\.ndjson:2: .*open finding has no closed_by/],
      [{ ...good, verdict: 'faithful' }, /r\.ndjson:2: .*verdict faithful with open findings \(f1\)/],
      [{ ...good, findings: [] }, /r\.ndjson:2: .*needs at least one open finding/],
      [{ ...good, findings: [finding('f1'), finding('f1')] }, /r\.ndjson:2: .*f1 appears twice/],
      [{ ...good, findings: [{ ...finding('f1'), severity: 'high' }] }, /r\.ndjson:2: .*severity/],
      [{ ...good, verdict: 'accept' }, /r\.ndjson:2: .*belongs to a fidelity review/],
      [{ ...good, reviewer_kind: 'auto' }, /r\.ndjson:2: reviewer "auto" is reserved/],
    ];
    for (const [bad, error] of cases) expect(() => readReviews(reviewDir({ 'r.ndjson': [good, bad] }))).toThrow(error);
    // The older form still reads.
    const legacy = { task: playlist.id, task_hash: taskHash(playlist), reviewer: 'rk', verdict: 'accept', comment: 'ok', at: '2026-05-01T10:00:00Z' };
    expect(readReviews(reviewDir({ 'r.ndjson': [legacy, good] }))).toHaveLength(2);
  });

  it('shows faithful, open findings, unreviewed, an older rubric and a change since review', () => {
    const older = edit(draft, 'Keep it short.');
    const dir = reviewDir({
      'p.ndjson': [
        review(playlist, '2026-05-01T10:00:00Z', [finding('f1'), finding('f2', { kind: 'hole', sub: 'not_shown', assertions: [] })]),
        review(draft, '2026-05-01T10:00:00Z', []),
        review(multi, '2026-05-01T10:00:00Z', [], { rubric: 'fidelity/0' }),
      ],
    });
    const report = reviewReport([playlist, older, multi, suite.find((t) => t.family === 'service') as Task], readReviews(dir));
    expect(ReviewReportSchema.parse(report)).toEqual(report);
    expect(report.rows.map((r) => [r.task, r.fidelity.state, r.fidelity.open.map((f) => f.id)])).toEqual([
      [playlist.id, 'findings', ['f1', 'f2']],
      [draft.id, 'changed', []],
      [multi.id, 'older_rubric', []],
      [expect.any(String), 'unreviewed', []],
    ]);
    expect(report.rows[0]!.fidelity.open[1]).toEqual({ id: 'f2', kind: 'hole', sub: 'not_shown', assertions: [], text: 'demands a sentence the user never dictated', reviewer: 'pilot', since_hash: taskHash(playlist), at: '2026-05-01T10:00:00Z' });
    expect(report.fidelity).toEqual({ states: { unreviewed: 1, changed: 1, older_rubric: 1, findings: 1, faithful: 0 }, open: { hole: 1, over_specification: 1, infidelity: 0 } });
    expect(report.problems).toEqual([]);
  });

  it('closes a finding by a later record on the changed task, or by a justification; a close on the same hash closes nothing', () => {
    const fixed = edit(playlist, 'Name it as I say.');
    const dir = reviewDir({
      'a.ndjson': [review(playlist, '2026-05-01T10:00:00Z', [finding('f1'), finding('f2', { kind: 'infidelity', sub: 'trivial_target' })])],
      'b.ndjson': [
        review(fixed, '2026-05-02T10:00:00Z', [
          finding('f1', { status: 'closed', closed_by: { task_hash: taskHash(fixed) } }),
          finding('f2', { status: 'closed', closed_by: { justification: 'the user names the only record on purpose: it is the one they just made' } }),
        ]),
      ],
    });
    const row = reviewReport([fixed], readReviews(dir)).rows[0]!;
    expect(row.fidelity).toMatchObject({ state: 'faithful', open: [], closed_by_change: 1, closed_by_justification: 1, reviewed_hash: taskHash(fixed) });

    // The same close made on the hash the finding was opened on: the task did not change.
    const same = reviewDir({
      'a.ndjson': [review(playlist, '2026-05-01T10:00:00Z', [finding('f1')]), review(playlist, '2026-05-02T10:00:00Z', [finding('f1', { status: 'closed', closed_by: { task_hash: taskHash(playlist) } })])],
    });
    const report = reviewReport([playlist], readReviews(same));
    expect(report.rows[0]!.fidelity).toMatchObject({ state: 'findings', open: [{ id: 'f1' }], closed_by_change: 0 });
    expect(report.problems).toEqual([{ task: playlist.id, file: join(same, 'a.ndjson'), line: 2, message: expect.stringMatching(/closed by the task hash it was opened on/) }]);
  });

  it('keeps an earlier finding open under a later sample record that says faithful, and reports no problem', () => {
    const dir = reviewDir({
      'a.ndjson': [review(playlist, '2026-05-01T10:00:00Z', [finding('f1')]), { ...review(playlist, '2026-05-02T10:00:00Z', []), sample: true }],
    });
    const report = reviewReport([playlist], readReviews(dir));
    expect(report.problems).toEqual([]);
    expect(report.rows[0]!.fidelity).toMatchObject({ state: 'findings', open: [{ id: 'f1' }] });
    // Without the mark, the faithful record forgets the open finding: a problem.
    const plain = reviewReport([playlist], readReviews(reviewDir({ 'a.ndjson': [review(playlist, '2026-05-01T10:00:00Z', [finding('f1')]), review(playlist, '2026-05-02T10:00:00Z', [])] })));
    expect(plain.problems).toEqual([expect.objectContaining({ message: expect.stringMatching(/earlier findings are still open/) })]);
  });

  it('lets a finding closed on the current hash name the assertions the change removed', () => {
    const dir = reviewDir({
      'a.ndjson': [
        review(playlist, '2026-05-01T10:00:00Z', [finding('f1', { assertions: ['no.such.check'] })], { task_hash: '0123456789abcdef' }),
        review(playlist, '2026-05-02T10:00:00Z', [finding('f1', { assertions: ['no.such.check'], status: 'closed', closed_by: { task_hash: taskHash(playlist) } })]),
      ],
    });
    const report = reviewReport([playlist], readReviews(dir));
    expect(report.problems).toEqual([]);
    expect(report.rows[0]!.fidelity).toMatchObject({ state: 'faithful', closed_by_change: 1 });
  });

  it('keeps an earlier finding open when a later faithful record leaves it out, and names unknown assertions', () => {
    const dir = reviewDir({
      'a.ndjson': [review(playlist, '2026-05-01T10:00:00Z', [finding('f1', { assertions: ['no.such.check'] })]), review(playlist, '2026-05-03T10:00:00Z', [])],
    });
    const report = reviewReport([playlist], readReviews(dir));
    expect(report.rows[0]!.fidelity).toMatchObject({ state: 'findings', open: [{ id: 'f1' }] });
    expect(report.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'finding f1 names assertions the task does not have: no.such.check'],
      [2, 'verdict faithful, but earlier findings are still open: f1 (repeat them closed, or open)'],
    ]);
  });

  it('forgets a slip about a finding once a later record closes it, and reports it while it is open', () => {
    const slips = [review(playlist, '2026-05-01T10:00:00Z', [finding('f1', { assertions: ['no.such.check'] })]), review(playlist, '2026-05-03T10:00:00Z', [])];
    const closed = reviewDir({ 'a.ndjson': [...slips, review(playlist, '2026-05-04T10:00:00Z', [finding('f1', { assertions: ['no.such.check'], status: 'closed', closed_by: { justification: 'the reviewer misread the screen' } })])] });
    const report = reviewReport([playlist], readReviews(closed));
    expect(report.problems).toEqual([]);
    expect(report.rows[0]!.fidelity).toMatchObject({ state: 'faithful', closed_by_justification: 1 });
    // Another finding still open keeps its own slip, named alone.
    const mixed = reviewDir({
      'a.ndjson': [
        review(playlist, '2026-05-01T10:00:00Z', [finding('f1'), finding('f2')]),
        review(playlist, '2026-05-02T10:00:00Z', []),
        review(playlist, '2026-05-03T10:00:00Z', [finding('f1', { status: 'closed', closed_by: { justification: 'the check reads what the user asked' } }), finding('f2')]),
      ],
    });
    expect(reviewReport([playlist], readReviews(mixed)).problems.map((p) => [p.line, p.message])).toEqual([[2, 'verdict faithful, but earlier findings are still open: f2 (repeat them closed, or open)']]);
  });

  it('counts the fidelity figures of tasks stats per family', () => {
    const dir = reviewDir({
      'p.ndjson': [
        review(playlist, '2026-05-01T10:00:00Z', [finding('f1'), finding('f2', { kind: 'hole', sub: 'loose_check' }), finding('f3', { kind: 'hole', sub: 'loose_check' })]),
        review(draft, '2026-05-01T10:00:00Z', []),
        review(edit(multi, 'x'), '2026-05-01T10:00:00Z', [finding('f1', { assertions: [] })]),
      ],
    });
    const tasks = [playlist, draft, multi];
    const stats = computeStats(tasks, worldDocs(), loadPublished().table1, ['spotify', 'gmail'], readReviews(dir));
    expect(TaskStatsSchema.parse(stats).fidelity).toEqual(stats.fidelity);
    const zero = { tasks: 0, reviewed: 0, current: 0, faithful: 0, open_holes: 0, open_over_specifications: 0, open_infidelities: 0, tasks_with_holes: 0, tasks_with_over_specifications: 0, tasks_with_infidelities: 0, changed: 0, older_rubric: 0, unreviewed: 0 };
    expect(stats.fidelity).toEqual({
      rubric: RUBRIC_VERSION,
      all: { ...zero, tasks: 3, reviewed: 3, current: 2, faithful: 1, open_holes: 2, open_over_specifications: 2, tasks_with_holes: 1, tasks_with_over_specifications: 2, changed: 1 },
      by_family: {
        single: { ...zero, tasks: 2, reviewed: 2, current: 2, faithful: 1, open_holes: 2, open_over_specifications: 1, tasks_with_holes: 1, tasks_with_over_specifications: 1 },
        multi_tool: { ...zero, tasks: 1, reviewed: 1, open_over_specifications: 1, tasks_with_over_specifications: 1, changed: 1 },
        shared_world: zero,
        service: zero,
      },
      open_by_sub: { 'hole/loose_check': 2, 'over_specification/undictated_text': 2 },
    });
  });

  it('prints each task\'s standing and its open findings, then the counts and the problems', () => {
    const dir = reviewDir({
      'p.ndjson': [
        review(playlist, '2026-05-01T10:00:00Z', [finding('f1'), finding('f2', { kind: 'hole', sub: 'not_shown', assertions: [], text: 'the new title is never checked on screen' })]),
        review(draft, '2026-05-01T10:00:00Z', [], { reviewer_kind: 'person', reviewer: 'rk' }),
        review(multi, '2026-05-01T10:00:00Z', [finding('f1', { assertions: [] })], { task_hash: '0123456789abcdef' }),
      ],
    });
    const text = formatReviews(reviewReport([playlist, draft, multi], readReviews(dir)))
      .replaceAll(multi.id.padEnd(44), 'MULTI'.padEnd(44))
      .replaceAll(firstAssertion(playlist), 'A1');
    expect(text).toMatchInlineSnapshot(`
      "single.spotify.commute-playlist              fidelity: findings (llm pilot, fidelity/2, 2026-05-01T10:00:00Z); 2 open
          - f1 [over_specification/undictated_text] A1: demands a sentence the user never dictated
          - f2 [hole/not_shown]: the new title is never checked on screen
      single.gmail.draft-editor                    fidelity: faithful (person rk, fidelity/2, 2026-05-01T10:00:00Z)
      MULTI                                        fidelity: CHANGED since review (llm pilot, fidelity/2, 2026-05-01T10:00:00Z); 1 open
          - f1 [over_specification/undictated_text]: demands a sentence the user never dictated
      3 tasks under rubric fidelity/2: 1 faithful, 1 with open findings, 1 changed since review, 0 reviewed under an older rubric, 0 unreviewed; open findings: 1 hole, 2 over-specifications, 0 infidelities
      0 tasks with automatic findings
      "
    `);
  });

  it('draws the same sample for the same seed, another for another', () => {
    const ids = suite.map((t) => t.id);
    const a = sampleIds(ids, 20, 30);
    expect(a).toEqual(sampleIds([...ids].reverse(), 20, 30));
    expect(new Set(a).size).toBe(20);
    expect(a).not.toEqual(sampleIds(ids, 20, 31));
  });
});
