import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError, StageError } from '../../../errors.ts';
import { projectRoot } from '../../../io/meta.ts';
import { breakLine, writeRun } from '../../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../../__fixtures__/small.ts';
import { recount } from '../../recount/index.ts';
import { MCNEMAR_ALL_PAIRS_MAX } from '../analyses.ts';
import { analyze, computeReport, readReport } from '../index.ts';

let root: string;
let dirs: string[];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'liveui-analyze-'));
  dirs = SMALL_RUNS.map((spec) => writeRun(join(root, 'runs'), spec, SMALL_TASKS));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const zeroStages = { success: 0, open: 0, submit: 0, revise: 0, reopen: 0, followup: 0 };
const zeroGroups = { success: 0, generation_error: 0, episode_error: 0, joint: 0, service_only: 0, visible_only: 0, residual: 0 };

describe('analyze over the hand-built archive (numbers worked out in src/stages/__fixtures__/small.ts)', () => {
  it('recounts FWR, APR and Open per run and family', async () => {
    const report = await computeReport({ runs: dirs });
    const summary = report.runs.map((run) => [run.run, run.fwr.passed, run.fwr.total, run.apr.passed, run.apr.total, run.open.passed, run.missing_evaluations]);
    // alpha: T1 passes; APR 4+1+3+0+2; Open T1,T2 (T3's later opening o2 fails, T4 generation error, T5 o1 fails)
    expect(summary).toEqual([
      ['alpha', 1, 5, 10, 17, 2, 0],
      ['beta', 1, 5, 12, 17, 5, 0],
      ['gamma', 2, 5, 12, 17, 5, 0],
      ['delta', 0, 0, 0, 0, 0, 5],
    ]);
    const alpha = report.runs[0]!;
    expect(alpha.families.single).toMatchObject({ fwr: { passed: 1, total: 2 }, apr: { passed: 4, total: 7 }, open: { passed: 1, total: 2 } });
    expect(alpha.families.shared_world).toMatchObject({ fwr: { passed: 0, total: 1 }, apr: { passed: 3, total: 4 }, open: { passed: 0, total: 1 } });
    expect(alpha.splits.public).toMatchObject({ fwr: { passed: 0, total: 2 }, apr: { passed: 4, total: 7 }, open: { passed: 1, total: 2 } });
    expect(report.runs[3]).toMatchObject({ fwr: { rate: null, ci95: null }, families: {}, pass_k: null });
    expect(report.warnings).toEqual(['run delta: 5 task evaluation(s) of the manifest have no assertion rows']);
  });

  it('partitions every evaluation by first failed episode', async () => {
    const report = await computeReport({ runs: dirs });
    expect(report.first_failure.map(({ run, evaluations, stages, groups }) => ({ run, evaluations, stages, groups }))).toEqual([
      // T1 success; T2 submit joint; T3 open (later opening) visible; T4 open generation error; T5 open visible
      { run: 'alpha', evaluations: 5, stages: { ...zeroStages, success: 1, open: 3, submit: 1 }, groups: { ...zeroGroups, success: 1, generation_error: 1, joint: 1, visible_only: 2 } },
      // T1 submit visible; T2 success; T3 submit episode error; T4 submit service; T5 revise service
      { run: 'beta', evaluations: 5, stages: { ...zeroStages, success: 1, submit: 3, revise: 1 }, groups: { ...zeroGroups, success: 1, episode_error: 1, service_only: 2, visible_only: 1 } },
      // T1 reopen residual; T2 submit joint; T3, T4 success; T5 revise generation error
      { run: 'gamma', evaluations: 5, stages: { ...zeroStages, success: 2, submit: 1, revise: 1, reopen: 1 }, groups: { ...zeroGroups, success: 2, generation_error: 1, joint: 1, residual: 1 } },
      { run: 'delta', evaluations: 0, stages: zeroStages, groups: zeroGroups },
    ]);
  });

  it('builds the joint table, union coverage (with a tied best pair) and McNemar inputs', async () => {
    const report = await computeReport({ runs: dirs });
    expect(report.joint.totals).toEqual({
      both_pass: 5, // alpha T1,T5; beta T2; gamma T1,T4
      service_pass_visible_fail: 1, // beta T1
      visible_pass_service_fail: 2, // beta T4, T5
      both_fail: 2, // alpha T2, gamma T2
      error_placeholder_episodes: 4, // alpha T4 e1+e2, beta T3 e2, gamma T5 e2
      error_placeholder_joint_episodes: 2, // alpha T4 e2, gamma T5 e2
      placeholder_assertions: 6,
    });
    const { union } = report;
    expect(union.runs).toEqual([{ run: 'alpha', solved: 1 }, { run: 'beta', solved: 1 }, { run: 'gamma', solved: 2 }, { run: 'delta', solved: 0 }]);
    expect(union.best_single).toEqual({ count: 2, runs: ['gamma'] });
    expect(union.best_pair).toEqual({ count: 3, pair: ['alpha', 'gamma'], ties: [['alpha', 'gamma'], ['beta', 'gamma']], tie_count: 2 });
    expect(union.all_runs).toEqual({ count: 4, of: 5 });
    expect(union.unsolved).toEqual({ count: 1, tasks: ['T5'] });
    expect(union.families).toEqual({ single: { count: 2, of: 2 }, multi_tool: { count: 1, of: 1 }, shared_world: { count: 1, of: 1 }, service: { count: 0, of: 1 } });
    expect(report.mcnemar.pairs[1]).toEqual({ a: 'alpha', b: 'gamma', tasks: 5, both_pass: 0, a_only: 1, b_only: 2, both_fail: 2, p_value: 1 });
    expect(report.mcnemar.pairs).toHaveLength(6);
    expect(report.evaluations[0]).toEqual({
      run: 'alpha',
      passed: ['T1@0'],
      failed: { 'T2@0': ['s1', 'v1'], 'T3@0': ['o2'], 'T4@0': ['o1', 's1', 'v1'], 'T5@0': ['o1'] },
      incomplete: [],
    });
  });

  it('counts per contract the task evaluations in which every assertion of it passes', async () => {
    const report = await computeReport({ runs: dirs });
    const shown = (report.contracts ?? []).map(({ run, contracts }) => [run, Object.fromEntries(Object.entries(contracts).map(([c, r]) => [c, `${r.passed}/${r.total}`]))]);
    // C1 = opening checks (T3 has two), C3 = service, C4 = visible after a submit or revise, C5 =
    // T1's reopen; no task asserts C2. alpha: o2 (T3), o1 (T4 generation, T5) fail C1; T2's and
    // T4's s1/v1 fail C3 and C4. beta: T1 v1 and p1, T3 s1 (episode error), T4 s1, T5 s1.
    // gamma: T1 p1, T2 s1/v1, T5 s1/v1 (generation). delta has no rows.
    expect(shown).toEqual([
      ['alpha', { C1: '2/5', C3: '3/5', C4: '3/5', C5: '1/1' }],
      ['beta', { C1: '5/5', C3: '2/5', C4: '4/5', C5: '0/1' }],
      ['gamma', { C1: '5/5', C3: '3/5', C4: '3/5', C5: '0/1' }],
      ['delta', {}],
    ]);
    expect(report.contracts?.[0]?.contracts.C1).toEqual({ passed: 2, total: 5, rate: 0.4, percent: 40, ci95: expect.any(Object) });
  });

  it('gives the same recount through the streaming Node reader', async () => {
    const viaDuck = await computeReport({ runs: dirs });
    const viaNode = await recount({ runs: dirs });
    expect(viaNode.runs).toEqual(viaDuck.runs);
  });

  it('writes a report folder whose report.json validates, with provenance', async () => {
    const provDirs = SMALL_RUNS.slice(0, 2).map((spec) => writeRun(join(root, 'prov'), { ...spec, provenance: 'reconstruction (test)' }, SMALL_TASKS));
    const out = join(root, 'reports', 'prov');
    const { files } = await analyze({ runs: provDirs, out });
    expect(files.map((file) => file.slice(out.length + 1)).sort()).toEqual([
      'figures/contracts.svg', 'figures/failure-groups.svg', 'figures/first-failure-stage.svg', 'figures/fwr-heatmap.svg', 'figures/open-vs-fwr.svg',
      'report.html', 'report.json', 'report.md',
    ]);
    expect(readReport(out).provenance).toBe('reconstruction (test)');
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('> **Provenance:** reconstruction (test)');
  });
});

describe('McNemar past the all-pairs maximum', () => {
  it('tests each run against the run with the highest FWR, which waits for the recount', async () => {
    // MCNEMAR_ALL_PAIRS_MAX + 1 runs: clones of alpha, beta and gamma (FWR 1/5, 1/5, 2/5), so
    // the first gamma clone (position 3) is the best; the order of the clones fixes it.
    const specs = Array.from({ length: MCNEMAR_ALL_PAIRS_MAX + 1 }, (_, index) => ({ ...SMALL_RUNS[index % 3]!, run: `clone${String(index).padStart(2, '0')}` }));
    const many = specs.map((spec) => writeRun(join(root, 'many'), spec, SMALL_TASKS));
    const report = await computeReport({ runs: many });
    expect(report.mcnemar.rule).toBe('each run against the run with the highest FWR (clone02), on the tasks both evaluated (trial 0)');
    expect(report.mcnemar.pairs).toHaveLength(MCNEMAR_ALL_PAIRS_MAX);
    expect(report.mcnemar.pairs.every((pair) => pair.a === 'clone02' && pair.b !== 'clone02')).toBe(true);
    // gamma against alpha, as in the all-pairs table of the hand-built archive.
    expect(report.mcnemar.pairs[0]).toEqual({ a: 'clone02', b: 'clone00', tasks: 5, both_pass: 0, a_only: 2, b_only: 1, both_fail: 2, p_value: 1 });
  });
});

describe('refusals and bad input', () => {
  it('refuses runs over different task sets unless allowed', async () => {
    const other = writeRun(join(root, 'other'), { ...SMALL_RUNS[0]!, run: 'other', tasks: ['T1', 'T2'], taskSetHash: 'sha256:other' }, SMALL_TASKS);
    await expect(computeReport({ runs: [dirs[0]!, other] })).rejects.toThrow(StageError);
    await expect(recount({ runs: [dirs[0]!, other] })).rejects.toThrow(/different task sets.*--allow-mismatch/);
    const report = await computeReport({ runs: [dirs[0]!, other], allowMismatch: true });
    expect(report.warnings[0]).toMatch(/different task sets/);
  });

  it('names the folder when a manifest is missing', async () => {
    const dir = join(root, 'runs', 'alpha');
    const bare = mkdtempSync(join(root, 'bare-'));
    writeFileSync(join(bare, 'assertions.ndjson'), readFileSync(join(dir, 'assertions.ndjson')));
    await expect(computeReport({ runs: [bare] })).rejects.toThrow(`run folder ${bare} has no manifest.json`);
  });

  it('stops on a malformed line with path:line, in both readers and the CLI', async () => {
    const broken = writeRun(join(root, 'broken'), SMALL_RUNS[1]!, SMALL_TASKS);
    const file = join(broken, 'assertions.ndjson');
    breakLine(file, 4, '{"run":"beta","trial":0,');
    await expect(recount({ runs: [broken] })).rejects.toThrow(`${file}:4: not valid JSON`);
    await expect(computeReport({ runs: [broken] })).rejects.toThrow(InputError);
    await expect(computeReport({ runs: [broken] })).rejects.toThrow(`${file}:4:`);
    const result = spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'recount', '--runs', broken], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`error: ${file}:4: not valid JSON`);
    const viaAnalyze = spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'analyze', '--runs', broken, '--out', join(root, 'r-broken')], { encoding: 'utf8' });
    expect(viaAnalyze.status).toBe(1);
    expect(viaAnalyze.stderr).toContain(`${file}:4:`);
  });

  it('stops on a schema violation DuckDB would accept (a bad enum value) with path:line', async () => {
    const bad = writeRun(join(root, 'badenum'), SMALL_RUNS[2]!, SMALL_TASKS);
    const file = join(bad, 'assertions.ndjson');
    const lines = readFileSync(file, 'utf8').split('\n');
    breakLine(file, 2, (lines[1] ?? '').replace('"family":"single"', '"family":"solo"'));
    await expect(computeReport({ runs: [bad] })).rejects.toThrow(`${file}:2: Invalid option`);
  });

  it('prints JSON on stdout for recount --json', () => {
    const text = execFileSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'recount', '--runs', dirs[0]!, '--json'], { encoding: 'utf8' });
    expect(JSON.parse(text).runs[0]).toMatchObject({ run: 'alpha', fwr: { passed: 1, total: 5 } });
  });
});
