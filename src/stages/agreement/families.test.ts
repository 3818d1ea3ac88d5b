import { describe, expect, it } from 'vitest';
import { familyMatrix, familyOf } from './families.ts';

const table = (both_pass: number, checker_only: number, judge_only: number, both_fail: number) => ({ both_pass, checker_only, judge_only, both_fail });

describe('the per-family agreement matrix', () => {
  it('names families by vendor prefix, with overrides', () => {
    expect(familyOf('openai/gpt-4o-mini')).toBe('openai');
    expect(familyOf('llama3')).toBe('llama3');
    expect(familyOf('meta-llama/llama-3-70b', new Map([['meta-llama/llama-3-70b', 'meta']]))).toBe('meta');
  });

  it('pools each (generator × judge) cell and sets home against held-out, with the gap', () => {
    // A hand-built table: the openai judge agrees 9/10 on openai apps and 6/10 on anthropic apps;
    // the anthropic judge 8/10 on its own and 7/10 on openai's (two explorations pooled).
    const matrix = familyMatrix([
      { generator_model: 'openai/gpt-4o', judge_model: 'openai/gpt-4o-mini', table: table(5, 1, 0, 4) },
      { generator_model: 'anthropic/claude-3.5-sonnet', judge_model: 'openai/gpt-4o-mini', table: table(3, 2, 2, 3) },
      { generator_model: 'anthropic/claude-3.5-sonnet', judge_model: 'anthropic/claude-3-haiku', table: table(4, 1, 1, 4) },
      { generator_model: 'openai/gpt-4o', judge_model: 'anthropic/claude-3-haiku', table: table(2, 1, 0, 2) },
      { generator_model: 'openai/gpt-4o-mini', judge_model: 'anthropic/claude-3-haiku', table: table(2, 0, 2, 1) },
    ]);
    expect(matrix.cells.map((c) => [c.generator_family, c.judge_family, c.home, c.compared, c.agreed, c.rate])).toEqual([
      ['anthropic', 'anthropic', true, 10, 8, 0.8],
      ['anthropic', 'openai', false, 10, 6, 0.6],
      ['openai', 'anthropic', false, 10, 7, 0.7],
      ['openai', 'openai', true, 10, 9, 0.9],
    ]);
    expect(matrix.home).toMatchObject({ compared: 20, agreed: 17, rate: 0.85 });
    expect(matrix.held_out).toMatchObject({ compared: 20, agreed: 13, rate: 0.65 });
    expect(matrix.gap_points).toBe(20);
    // κ of the home cells pooled: a = 9, b = 2, c = 1, d = 8 → p_o 0.85, p_e 0.5 → 0.7.
    expect(matrix.home.kappa).toBe(0.7);
    // One family judging everything has no held-out side: no gap.
    expect(familyMatrix([{ generator_model: 'x/a', judge_model: 'x/b', table: table(1, 0, 0, 1) }]).gap_points).toBeNull();
  });
});
