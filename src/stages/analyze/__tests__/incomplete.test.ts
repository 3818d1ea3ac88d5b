import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsFor, writeRun, type RunSpec } from '../../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../../__fixtures__/small.ts';
import { archive } from '../../archive/index.ts';
import { SummaryFolder } from '../../eval/index.ts';
import { recount } from '../../recount/index.ts';
import { computeReport } from '../index.ts';

/**
 * Every counter takes a task evaluation with an infrastructure row as missing: the Node fold
 * (recount, eval's summary), DuckDB's scan (bit sets and the per-episode fallback) and the
 * Parquet copy agree, and nothing of it reaches FWR, APR, Open, first failure, the joint table,
 * the union or the outcomes. Numbers worked out from src/stages/__fixtures__/small.ts.
 */

// alpha of the small archive, where T1 (which passes there) and T2 each lost one episode to the
// endpoint: T1's reopen check, and one of T2's two submit checks (the other still fails).
const ALPHA = SMALL_RUNS[0]!;
const INCOMPLETE: RunSpec = { ...ALPHA, outcomes: [{ ...ALPHA.outcomes![0], T1: { p1: 'infra' }, T2: { s1: 'infra', v1: 'fail' } }] };

let root: string;
let dir: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'liveui-incomplete-'));
  dir = writeRun(join(root, 'runs'), INCOMPLETE, SMALL_TASKS);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('an evaluation with an infrastructure failure is missing, in every counter', () => {
  it('recounts only the complete evaluations and counts the others as missing (Node and DuckDB alike)', async () => {
    const report = await computeReport({ runs: [dir] });
    const run = report.runs[0]!;
    // Complete: T3 (o2 fails), T4 (generation error), T5 (o1 fails); APR 3/4 + 0/3 + 2/3.
    expect([run.evaluations, run.fwr.passed, run.fwr.total, run.apr.passed, run.apr.total, run.open.passed, run.open.total]).toEqual([3, 0, 3, 5, 10, 0, 3]);
    expect([run.missing_evaluations, run.incomplete_evaluations]).toEqual([2, 2]);
    expect(run.families.single).toMatchObject({ evaluations: 1, fwr: { passed: 0, total: 1 } }); // T4 only: T1 is missing
    expect(report.evaluations[0]).toEqual({ run: 'alpha', passed: [], failed: { 'T3@0': ['o2'], 'T4@0': ['o1', 's1', 'v1'], 'T5@0': ['o1'] }, incomplete: ['T1@0', 'T2@0'] });
    expect(report.first_failure[0]).toMatchObject({ evaluations: 3, groups: { success: 0, generation_error: 1 } });
    // T2's submit episode (service and visible) would be a joint-table cell; T4's placeholders stay counted apart.
    expect(report.joint.totals).toMatchObject({ both_pass: 1, visible_pass_service_fail: 0, both_fail: 0, error_placeholder_episodes: 2, placeholder_assertions: 3 });
    expect(report.union).toMatchObject({ tasks: 3, all_runs: { count: 0, of: 3 } });
    // No rows-missing warning: the evaluations have rows, they are incomplete.
    expect(report.warnings).toEqual([]);

    const viaNode = await recount({ runs: [dir] });
    expect(viaNode.runs).toEqual(report.runs);
  });

  it('gives the same report from the Parquet copy and through the per-episode fallback', async () => {
    const plain = await computeReport({ runs: [dir] });
    const sealed = join(root, 'sealed');
    cpSync(join(root, 'runs'), sealed, { recursive: true });
    await archive({ runs: [join(sealed, 'alpha')] });
    const fromParquet = await computeReport({ runs: [join(sealed, 'alpha')] });
    expect({ ...fromParquet, tool: null }).toEqual({ ...plain, tool: null });
    // Episodes past index 62 take evaluations_by_episode.sql: a task of 70 episodes, one lost to the endpoint.
    const long = { task: 'L', family: 'single' as const, split: 'dev' as const, episodes: Array.from({ length: 70 }, (_, i) => ({ episode: `e${i}`, app: 'A', stage: i === 0 ? ('open' as const) : ('submit' as const), checks: [{ assertion: `c${i}`, group: 'visible' as const }] })) };
    const tasks = [...SMALL_TASKS, long];
    const longDir = writeRun(join(root, 'long'), { ...INCOMPLETE, outcomes: [{ ...INCOMPLETE.outcomes![0], L: { c66: 'infra' } }] }, tasks);
    const withLong = await computeReport({ runs: [longDir] });
    expect(withLong.runs[0]).toMatchObject({ evaluations: 3, missing_evaluations: 3, incomplete_evaluations: 3 });
    expect(withLong.evaluations[0]?.incomplete).toEqual(['L@0', 'T1@0', 'T2@0']);
    expect((await recount({ runs: [longDir] })).runs).toEqual(withLong.runs);
  });

  it("eval's summary lists no failure of an incomplete evaluation and names each cause once", () => {
    const folder = new SummaryFolder();
    for (const row of rowsFor(INCOMPLETE, SMALL_TASKS)) folder.add(row);
    const summary = folder.result();
    expect([summary.task_evaluations, summary.passed_evaluations, summary.fwr, summary.assertions, summary.passed_assertions, summary.apr]).toEqual([3, 0, 0, 10, 5, 0.5]);
    expect(summary.incomplete_evaluations).toBe(2);
    expect(summary.incomplete_causes).toEqual(['model call failed (http): HTTP 503: down']);
    expect(summary.failed.map((row) => `${row.task} ${row.assertion}`)).toEqual(['T3 o2', 'T4 o1', 'T4 s1', 'T4 v1', 'T5 o1']);
    expect(summary.failed_total).toBe(5);
  });
});
