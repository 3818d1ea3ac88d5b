import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../io/meta.ts';
import { writeRun } from '../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../__fixtures__/small.ts';
import { analyze } from '../analyze/index.ts';
import { diff } from './index.ts';

let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'liveui-diff-'));
  const [alpha, beta] = SMALL_RUNS;
  // "v1" and "v2" stand for the same archive checked by two tool versions: in v2 alpha's T1
  // fails its reopen check (pass → fail) and beta's T1 no longer fails v1 (changed failures).
  const v1 = [alpha!, beta!].map((spec) => writeRun(join(root, 'v1'), spec, SMALL_TASKS));
  const v2 = [
    writeRun(join(root, 'v2'), { ...alpha!, outcomes: [{ ...alpha!.outcomes![0], T1: { p1: 'fail' } }] }, SMALL_TASKS),
    writeRun(join(root, 'v2'), { ...beta!, outcomes: [{ ...beta!.outcomes![0], T1: { p1: 'fail' } }] }, SMALL_TASKS),
  ];
  await analyze({ runs: v1, out: join(root, 'reports', 'a') });
  await analyze({ runs: v2, out: join(root, 'reports', 'b') });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('diff', () => {
  it('lists metric deltas, flipped evaluations and changed assertions from report.json alone', () => {
    const result = diff({ a: join(root, 'reports', 'a'), b: join(root, 'reports', 'b') });
    expect(result.runs.map((run) => [run.run, run.fwr.delta, run.apr.delta])).toEqual([
      ['alpha', -20, -5.88], // FWR 1/5 → 0/5; APR 10/17 → 9/17
      ['beta', 0, 5.88], // APR 12/17 → 13/17
    ]);
    expect(result.changes).toEqual([
      { run: 'alpha', evaluation: 'T1@0', from: 'pass', to: 'fail', newly_failed: ['p1'], newly_passed: [] },
      { run: 'beta', evaluation: 'T1@0', from: 'fail', to: 'fail', newly_failed: [], newly_passed: ['v1'] },
    ]);
    expect(result.summary).toEqual({ pass_to_fail: 1, fail_to_pass: 0, changed_failures: 1, absent: 0, incomplete: 0 });
    expect(result.regressions).toEqual(['alpha: FWR 20% → 0%', 'alpha: APR 58.82% → 52.94%', '1 task evaluation(s) flipped pass → fail']);
  });

  it('exits 1 with --fail-on-regression only when something regressed', () => {
    const cli = (...args: string[]) => spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'diff', ...args], { encoding: 'utf8' });
    const forward = cli(join(root, 'reports', 'a'), join(root, 'reports', 'b'), '--fail-on-regression');
    expect(forward.status).toBe(1);
    expect(forward.stdout).toContain('alpha T1@0: pass → fail (now failing: p1)');
    const same = cli(join(root, 'reports', 'a'), join(root, 'reports', 'a'), '--fail-on-regression', '--json');
    expect(same.status).toBe(0);
    expect(JSON.parse(same.stdout)).toMatchObject({ regression: false, changes: [] });
    // backwards, alpha improves but beta's APR drops (13/17 → 12/17): still a regression
    const backward = cli(join(root, 'reports', 'b'), join(root, 'reports', 'a'), '--fail-on-regression');
    expect(backward.status).toBe(1);
    expect(backward.stderr).toContain('error: regression: beta: APR 76.47% → 70.59%');
  });
});
