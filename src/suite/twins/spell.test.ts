import { describe, expect, it } from 'vitest';
import { valueMapOf, wordOf } from './apply.ts';
import { prosePairs, replacePairs } from './spell.ts';
import { WordMap } from './words.ts';

describe('twin spelling', () => {
  it('swaps every pair at once, whole words only, the longest match first, in the case it was written', () => {
    const pairs = [
      { from: 'Lazy Sunday', to: 'Maple Sunday' },
      { from: 'sunday', to: 'saturday' },
      { from: '45', to: '67.5' },
    ];
    expect(replacePairs('Every sunday at 09:30, jazz playlist Lazy Sunday, $45 (not $47.45 or 145).', pairs)).toBe('Every saturday at 09:30, jazz playlist Maple Sunday, $67.5 (not $47.45 or 145).');
    expect(replacePairs('lazy sunday', pairs)).toBe('maple sunday');
    expect(replacePairs('Sundayish', pairs)).toBe('Sundayish');
  });

  it('writes the twin value the way the message wrote the base value', () => {
    const date = prosePairs({ value: '2023-05-26', twin: '2023-06-02', kind: 'date', from: 'x:due' });
    expect(replacePairs('Remind me by May 26, not May 27.', date)).toBe('Remind me by June 2, not May 27.');
    const time = prosePairs({ value: '18:00', twin: '19:00', kind: 'time', from: 'x:time' });
    expect(replacePairs('Alarm at 6 pm, or 18:00 sharp.', time)).toBe('Alarm at 7 pm, or 19:00 sharp.');
    const amount = prosePairs({ value: 27.5, twin: 41.25, kind: 'amount', from: 'x:amount' });
    expect(replacePairs('Send $27.50 for lunch.', amount)).toBe('Send $41.25 for lunch.');
    const rating = prosePairs({ value: 5, twin: 4, kind: 'rating', from: 'x:stars' });
    expect(replacePairs('five stars, 5 of 5', rating)).toBe('four stars, 4 of 4');
    const days = prosePairs({ value: 'tuesday, thursday', twin: 'monday, wednesday', kind: 'day', from: 'x:days' });
    expect(replacePairs('Tuesdays and Thursdays at 06:50', days)).toBe('Mondays and Wednesdays at 06:50');
  });

  it('makes a text twin word by word through one map, so a longer text holding a shorter one stays consistent', () => {
    const words = new WordMap(3, new Set());
    const short = words.textFor('Housewarming');
    const long = words.textFor('Housewarming Saturday');
    expect(short).toMatch(/^[A-Z][a-z]+$/);
    expect(long).toBe(`${short} Saturday`);
    expect(words.textFor('May 20, 2023')).toBeUndefined();
  });
});

describe('twin words standing alone', () => {
  it('swaps a lone word of a typed text as the text swapped it, and leaves other words and values to the whole-value map', () => {
    const map = valueMapOf([{ value: 'Book vet checkup', twin: 'Rosehip sandpiper tamarind', kind: 'text', from: 'a:title' }]);
    expect(wordOf('vet', map)).toBe('sandpiper');
    expect(wordOf('Checkup', map)).toBe('tamarind');
    expect(wordOf('groom', map)).toBe('groom');
    expect(wordOf('Book vet checkup', map)).toBe('Rosehip sandpiper tamarind');
  });
});
