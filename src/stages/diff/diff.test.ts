import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../io/meta.ts';
import { writeRun } from '../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../__fixtures__/small.ts';
import { analyze } from '../analyze/index.ts';
import { readFileSync } from 'node:fs';
import { ReportSchema } from '../../schemas/report.ts';
import { diff, diffReports, formatDiff } from './index.ts';

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
  await analyze({ runs: [v1[0]!], out: join(root, 'reports', 'alpha-only') });
  runFolders = v1;
});
let runFolders: string[];
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('diff', () => {
  it('shows the generation prompt version per run, and says when it changed', () => {
    const read = (name: string) => ReportSchema.parse(JSON.parse(readFileSync(join(root, 'reports', name, 'report.json'), 'utf8')));
    const a = read('a');
    const b = read('a');
    a.runs[0]!.prompt_version = '1';
    b.runs[0]!.prompt_version = '2';
    b.runs[1]!.prompt_version = '2';
    a.runs[1]!.prompt_version = '2';
    const result = diffReports(a, b);
    expect(result.runs.map((run) => [run.run, run.prompt])).toEqual([
      ['alpha', { a: '1', b: '2' }],
      ['beta', { a: '2', b: '2' }],
    ]);
    const text = formatDiff(result);
    expect(text).toContain('prompt changed v1 → v2 (other cache keys: new model replies)');
    expect(text).toMatch(/beta: .*; prompt v2\n/);
    // Runs of built-in generators record none: their lines are as they were.
    expect(formatDiff(diffReports(read('a'), read('a')))).not.toContain('prompt');
  });

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

  it('says a run is in one report only once, on its line — its evaluations are not "now passing"', () => {
    const result = diff({ a: join(root, 'reports', 'a'), b: join(root, 'reports', 'alpha-only') });
    expect(result.changes).toEqual([]);
    expect(result.summary).toEqual({ pass_to_fail: 0, fail_to_pass: 0, changed_failures: 0, absent: 0, incomplete: 0 });
    const text = formatDiff(result);
    expect(text).toContain('beta: only in report a (5 task evaluation(s), not compared)');
    expect(text).not.toMatch(/absent|now passing/);
  });

  it('given two run folders, says they are run folders and how to make reports of them, not --allow-modified', () => {
    const cli = spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'diff', ...runFolders], { encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`${runFolders[0]}: this is a run folder, expected a report folder (report.json and integrity.json, written by \`liveui analyze\`); make a report of the run first: liveui analyze --runs ${runFolders[0]} --out reports/alpha`);
    expect(cli.stderr).not.toContain('--allow-modified');
    const empty = mkdtempSync(join(root, 'empty-'));
    expect(() => diff({ a: empty, b: join(root, 'reports', 'a') })).toThrow(`${empty}: no report.json here: expected a report folder`);
  });
});
