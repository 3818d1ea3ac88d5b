import { describe, expect, it } from 'vitest';
import { becauseFor, becauseProblems, userWords, withBecause } from './user-words.ts';
import type { AssertionSpec } from '../schemas/task.ts';

const task = {
  apps: [
    { slot: 'A', intention: 'Log the Splitwise dinners I name into a tally file.' },
    { slot: 'B', intention: 'Text a friend about a playlist.' },
  ],
  episodes: [
    { slot: 'A', message: 'Start the tally with Dinner at Lola on June 15, it was 18.20.', values: { expense: 'Dinner at Lola', who: 'Elena' } as Record<string, string> },
    { slot: 'A', message: 'Look it up again by its id.', values: { file: '$fileId' } as Record<string, string> },
  ],
};

describe('becauseFor', () => {
  const words = userWords(task);
  it('names a typed value, a span, a date in words, a number in another format and a word of a longer value', () => {
    expect(becauseFor('dinner at lola', words)).toBe('Dinner at Lola');
    expect(becauseFor('tally', words)).toBe('tally');
    expect(becauseFor('2023-06-15', words)).toBe('June 15');
    expect(becauseFor(18.2, words)).toBe('18.20');
    expect(becauseFor('Elena Haddad', words)).toBe('Elena');
    expect(becauseFor('$fileId', words)).toBe('$fileId');
  });
  it('names nothing for an id, a capture nobody typed or a text of the reference own', () => {
    expect(becauseFor(8788363, words)).toBeUndefined();
    expect(becauseFor('$emailId', words)).toBeUndefined();
    expect(becauseFor('Housewarming plans', words)).toBeUndefined();
  });
  it("reads an episode's own app's intention and only the messages so far", () => {
    const first = userWords(task, 0);
    expect(becauseFor('playlist', first)).toBeUndefined();
    expect(becauseFor('again', first)).toBeUndefined();
    expect(becauseFor('again', userWords(task, 1))).toBe('again');
  });
});

describe('withBecause', () => {
  const words = userWords(task);
  it('fills because, keeps only the alternatives the user wrote, and leaves out a check nobody asked for', () => {
    expect(withBecause({ type: 'visible_result_grounded', value: 'Dinner at Lola', match: 'normalized' }, words)).toEqual({ type: 'visible_result_grounded', value: 'Dinner at Lola', match: 'normalized', because: 'Dinner at Lola' });
    expect(withBecause({ type: 'visible_contains', text: ['tally', 'ledger'], match: 'normalized' }, words)).toEqual({ type: 'visible_contains', text: ['tally'], match: 'normalized', because: 'tally' });
    expect(withBecause({ type: 'persisted_visible', value: 4452580438, match: 'normalized' }, words)).toBeUndefined();
    expect(withBecause({ type: 'route_enters_orchestrator' }, words)).toEqual({ type: 'route_enters_orchestrator' });
  });
});

describe('becauseProblems', () => {
  it('refuses a visible check without because, and one whose because the user never said, by assertion id', () => {
    const assertions = [
      { id: 'create.01.visible_result_grounded', type: 'visible_result_grounded', value: 'x', match: 'normalized' },
      { id: 'create.02.visible_result_grounded', type: 'visible_result_grounded', value: 'x', match: 'normalized', because: 'housewarming' },
      { id: 'create.03.visible_result_grounded', type: 'visible_result_grounded', value: 'Dinner at Lola', match: 'normalized', because: 'Dinner at Lola' },
    ] as AssertionSpec[];
    const problems = becauseProblems({ apps: task.apps, episodes: [{ ...task.episodes[0]!, assertions }] });
    expect(problems).toEqual([
      { episode: 0, assertion: 0, message: 'assertion "create.01.visible_result_grounded" (visible_result_grounded) names no user\'s words it comes from (because)' },
      { episode: 0, assertion: 1, message: 'assertion "create.02.visible_result_grounded" (visible_result_grounded): because "housewarming" is not in the intention, a message so far or a typed value' },
    ]);
  });
});
