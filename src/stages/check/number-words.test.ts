import { describe, expect, it } from 'vitest';
import { mentionsPart, numberWords } from './number-words.ts';

describe('numberWords', () => {
  it('words small whole numbers and leaves others alone', () => {
    expect(numberWords(4)).toEqual(['four']);
    expect(numberWords(21)).toEqual(['twenty-one', 'twenty one']);
    expect(numberWords(30)).toEqual(['thirty']);
    expect([numberWords(100), numberWords(2.5), numberWords(-1)]).toEqual([[], [], []]);
  });
});

describe('mentionsPart', () => {
  it('accepts the digit or the word for a star count the user said in words', () => {
    expect(mentionsPart('I gave it four stars, great coffee', 4)).toBe(true);
    expect(mentionsPart('4 stars: great coffee', 4)).toBe(true);
    expect(mentionsPart('Four stars.', '4')).toBe(true);
  });

  it('still fails a text with another number or none', () => {
    expect(mentionsPart('I gave it two stars', 4)).toBe(false);
    expect(mentionsPart('I gave it 14 stars', 4)).toBe(false);
    expect(mentionsPart('someone said so', 1)).toBe(false);
    expect(mentionsPart('great coffee', 4)).toBe(false);
  });

  it('matches texts as before', () => {
    expect(mentionsPart('Paid $27.50 for parking', 27.5)).toBe(true);
    expect(mentionsPart('Deadlift Fuel is up', 'Deadlift Fuel')).toBe(true);
    expect(mentionsPart('Heavy Day is up', 'Deadlift Fuel')).toBe(false);
  });
});
