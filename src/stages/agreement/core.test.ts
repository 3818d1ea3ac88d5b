import { describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import type { TrajectoryRecord, VerdictRecord } from '../explore/schemas.ts';
import { cohensKappa, compareOutcomes } from './core.ts';

describe("Cohen's kappa", () => {
  it('matches a worked table', () => {
    // a=20 both yes, b=5, c=10, d=15 (n=50): p_o = 0.7, p_e = (25·30 + 25·20)/2500 = 0.5, κ = 0.4.
    expect(cohensKappa({ both_pass: 20, checker_only: 5, judge_only: 10, both_fail: 15 })).toBeCloseTo(0.4, 12);
    // Perfect agreement with both answers present is 1; systematic opposition is −1.
    expect(cohensKappa({ both_pass: 7, checker_only: 0, judge_only: 0, both_fail: 3 })).toBe(1);
    expect(cohensKappa({ both_pass: 0, checker_only: 4, judge_only: 4, both_fail: 0 })).toBe(-1);
  });

  it('is undefined when nothing is compared or both raters are constant and equal', () => {
    expect(cohensKappa({ both_pass: 0, checker_only: 0, judge_only: 0, both_fail: 0 })).toBeNull();
    expect(cohensKappa({ both_pass: 9, checker_only: 0, judge_only: 0, both_fail: 0 })).toBeNull();
  });
});

const row = (task: string, contract: AssertionRow['contract'], assertion: string, passed: boolean, trial = 0): AssertionRow => ({
  run: 'r', trial, task, family: 'single', split: 'public', app: 'A', episode: 'e', episode_index: 0, stage: 'submit', assertion, type: 'api_called', contract, group: 'service', passed, expected: 'x', observed: passed ? 'x' : 'y', placeholder: false, error_kind: null, error: null,
});

const judged = (task: string, passes: Record<string, boolean>): VerdictRecord => ({
  task,
  status: 'judged',
  verdicts: (['C1', 'C2', 'C3', 'C4', 'C5'] as const).map((contract) => ({ contract, pass: passes[contract] ?? true, reason: `because ${contract}`, frame: 0 })),
});

const trajectory = (task: string): TrajectoryRecord => ({ task, end: 'done', failure: null, steps: [], frames: [{ index: 0, episode: 'open', slot: 'A', hash: 'h' }], contents: { h: { text: `screen of ${task}`, actions: [] } } });

describe('compareOutcomes', () => {
  it('pairs contracts the checker assigned with verdicts, lists disagreements with both evidences, and keeps unjudged tasks apart', () => {
    const rows = [row('t1', 'C1', 'a1', true), row('t1', 'C3', 'a2', true), row('t1', 'C3', 'a3', false), row('t2', 'C1', 'b1', true), row('t2', 'C3', 'b2', true), row('t3', 'C1', 'c1', false), row('t1', 'C1', 'a1', false, 1)];
    const verdicts: VerdictRecord[] = [judged('t1', { C3: true }), judged('t2', { C3: false }), { task: 't3', status: 'judge_failure', reason: 'not a verdict set', reply: '{}' }];
    const result = compareOutcomes(rows, verdicts, ['t1', 't2', 't3'].map(trajectory), { run: 'r', explore: 'e', judge_model: 'j', user_model: 'u' });
    // Compared: t1 C1 (agree), t1 C3 (checker fails, judge passes), t2 C1 (agree), t2 C3 (checker passes, judge fails).
    expect(result).toMatchObject({ compared: 4, agreed: 2, rate: 0.5, table: { both_pass: 2, checker_only: 1, judge_only: 1, both_fail: 0 } });
    expect(result.kappa).toBeCloseTo(cohensKappa({ both_pass: 2, checker_only: 1, judge_only: 1, both_fail: 0 })!, 6);
    expect(result.disagreements).toEqual([
      { task: 't1', contract: 'C3', checker: { passed: false, assertions: ['a2', 'a3'], failed: [{ assertion: 'a3', type: 'api_called', episode: 'e', expected: 'x', observed: 'y', error: null }] }, judge: { passed: true, reason: 'because C3', frame: 0, frame_text: 'screen of t1' } },
      { task: 't2', contract: 'C3', checker: { passed: true, assertions: ['b2'], failed: [] }, judge: { passed: false, reason: 'because C3', frame: 0, frame_text: 'screen of t2' } },
    ]);
    expect(result.unjudged).toEqual([{ task: 't3', status: 'judge_failure', reason: 'not a verdict set' }]);
    expect(result.tasks.find((t) => t.task === 't3')?.contracts[0]).toEqual({ contract: 'C1', checker: false, judge: null });
    expect(result.by_contract.find((c) => c.contract === 'C2')).toMatchObject({ compared: 0, rate: null, kappa: null });
  });
});
