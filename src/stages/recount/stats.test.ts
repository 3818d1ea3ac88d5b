import { describe, expect, it } from 'vitest';
import { mcnemarExact, passAtK, passHatK, rate, wilson } from './stats.ts';
import { passK, recountRun, type Evaluation } from './core.ts';
import { manifestFor } from '../__fixtures__/archive.ts';

describe('stats', () => {
  it('Wilson interval for 1/5 is [0.0362, 0.6245] (textbook value)', () => {
    expect(wilson(1, 5)).toEqual({ low: 0.036224, high: 0.624465 });
    expect(wilson(0, 0)).toBeNull();
    expect(rate(0, 0)).toEqual({ passed: 0, total: 0, rate: null, percent: null, ci95: null });
    expect(rate(98, 500)).toMatchObject({ rate: 0.196, percent: 19.6 });
  });

  it('exact McNemar: p = 2·P(X ≤ min(b, c)) under Binomial(b + c, 1/2)', () => {
    expect(mcnemarExact(0, 6)).toBe(0.03125); // 2 · 1/64
    expect(mcnemarExact(1, 9)).toBe(0.021484375); // 2 · 11/1024
    expect(mcnemarExact(3, 3)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(0, 2000)).toBe(0);
  });

  it('pass@k and pass^k: n = 4 trials, c = 2 passes', () => {
    expect(passAtK(4, 2, 1)).toBeCloseTo(0.5, 12);
    expect(passAtK(4, 2, 2)).toBeCloseTo(1 - 1 / 6, 12); // 1 − C(2,2)/C(4,2)
    expect(passAtK(4, 2, 3)).toBe(1);
    expect(passHatK(4, 2, 2)).toBeCloseTo(1 / 6, 12); // C(2,2)/C(4,2)
    expect(passHatK(4, 2, 3)).toBe(0);
  });
});

describe('recountRun over several trials', () => {
  const evaluation = (task: string, trial: number, passed: boolean): Evaluation => ({
    run: 'r', trial, task, family: 'single', split: 'dev', assertions: 2, assertions_passed: passed ? 2 : 1,
    passed, open_passed: true, twin_passed: null, failed: passed ? [] : ['a2'],
  });
  // task A passes 2 of 2 trials, task B 1 of 2 (trial 1 only).
  const evaluations = [evaluation('A', 0, true), evaluation('A', 1, true), evaluation('B', 0, false), evaluation('B', 1, true)];

  it('pools trials in FWR and gives pass@k / pass^k per task', () => {
    expect(passK(evaluations)).toEqual([
      { k: 1, tasks: 2, pass_at_k: 0.75, pass_hat_k: 0.75 }, // (1 + 0.5) / 2
      { k: 2, tasks: 2, pass_at_k: 1, pass_hat_k: 0.5 }, // A: 1/1, B: 0
    ]);
    const recounted = recountRun(manifestFor({ run: 'r', trials: 2, tasks: ['A', 'B', 'C'] }, []), evaluations);
    expect(recounted).toMatchObject({
      evaluations: 4,
      failed_evaluations: 1,
      fwr: { passed: 3, total: 4 },
      apr: { passed: 7, total: 8 },
      trials_seen: 2,
      tasks: 2,
      missing_evaluations: 2, // task C has no rows in either trial
    });
    expect(passK([evaluation('A', 0, true)])).toBeNull();
  });
});
