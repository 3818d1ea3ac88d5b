/**
 * An item still open on a kept checklist is not shown ticked after reopen (tags12, Reading 1):
 * party-shopping-tick's user ticks lemonade only; balloons, candles and paper plates are still to
 * buy. The real built checks: an app whose reopened list shows every line ticked fails; a correct
 * app in its own layout and words (a plain name, "[ ] candles", "still to buy") passes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import { AssertionSpecSchema, type AssertionSpec } from '../../../src/schemas/task.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

type Obj = Record<string, unknown>;
const reopenChecks = (task: string): AssertionSpec[] => {
  const t = JSON.parse(readFileSync(`tasks/suite/${task}.json`, 'utf8')) as { episodes: { id: string; assertions: Obj[] }[] };
  return t.episodes.filter((e) => e.id === 'reopen').flatMap((e) => e.assertions).filter((a) => a.type === 'persisted_visible').map((a) => AssertionSpecSchema.parse(a));
};

const reopened = (lines: string[]): EpisodeRecord => ({
  ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 4, stage: 'reopen' }),
  visible_before: null,
  visible_text: ['Party list', ...lines].join('\n'),
  shown: { state: lines, result: [] },
});

describe('items still open after reopen (party-shopping-tick)', () => {
  const checks = reopenChecks('single.simple_note.party-shopping-tick');
  // the open items' checks: not shown ticked (the ticked item's own check, "not still listed open", has gone too)
  const open = checks.filter((a) => a.type === 'persisted_visible' && a.gone === true && a.state?.includes('open') === true);
  const failed = (lines: string[]) => checks.filter((a) => !evaluate(a, reopened(lines), {}).passed).map((a) => a.id);

  it('asks each of the three open items, and not the ticked one', () => {
    expect(open.map((a) => (a.type === 'persisted_visible' ? a.value : undefined)).sort()).toEqual(['balloons', 'candles', 'paper plates']);
  });

  it('fails a reopened list that shows every item ticked (attack)', () => {
    expect(failed(['✓ balloons', '✓ candles', '✓ paper plates', '✓ lemonade']).length).toBe(3);
    expect(failed(['balloons — bought', 'candles — bought', 'paper plates — bought', 'lemonade — bought']).length).toBe(3);
    expect(failed(['[x] balloons', '[ ] candles', '[ ] paper plates', '[x] lemonade'])).toHaveLength(1);
  });

  it('passes a correct list in other words and layouts', () => {
    expect(failed(['[ ] balloons', '[ ] candles', '[ ] paper plates', '[x] lemonade'])).toEqual([]);
    expect(failed(['balloons', 'candles', 'paper plates', 'lemonade ✓'])).toEqual([]);
    expect(failed(['Still to buy: balloons, candles, paper plates', 'Bought: lemonade'])).toEqual([]);
    expect(failed(['1. balloons — open', '2. candles — open', '3. paper plates — open', '4. lemonade — done'])).toEqual([]);
  });
});
