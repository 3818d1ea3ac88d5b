import { describe, expect, it } from 'vitest';
import { containsWhole, normalizeText, textShows, valuesEqual, phoneDigits } from './match.ts';

describe('text matching', () => {
  it('reads a score shown on its scale as the score, and never the scale as a value', () => {
    // A correct app writes a rating as "4/5" or "4 out of 5": it shows 4.
    expect(textShows('Velvet River: 5/5 stars', '5', 'normalized')).toBe(true);
    expect(textShows('Personal Blender, Red: 2/5', '2', 'normalized')).toBe(true);
    expect(textShows('Dune Riders - 7 out of 10', '7', 'normalized')).toBe(true);
    // A stale rating does not show the new one through its scale.
    expect(textShows('Velvet River: 4 out of 5 stars', '5', 'normalized')).toBe(false);
    expect(textShows('Velvet River: 4/5', '5', 'normalized')).toBe(false);
    // Dates, amounts and other fractions keep their meaning.
    expect(textShows('due 4/5/2023', '4', 'normalized')).toBe(false);
    expect(textShows('1/2 cup of flour', '1', 'normalized')).toBe(false);
    expect(textShows('$1.4/5 per unit', '4', 'normalized')).toBe(false);
  });
  it('matches whole words and numbers only', () => {
    expect(textShows('Note 12 is unpinned', 'pinned', 'normalized')).toBe(false);
    expect(textShows('Note 12 is pinned', 'pinned', 'normalized')).toBe(true);
    expect(textShows('playlist 1453', '45', 'normalized')).toBe(false);
    expect(textShows('Gift for Ava (wrapped)', 'Ava', 'exact')).toBe(true);
    expect(textShows('Seats available', 'Ava', 'normalized')).toBe(false);
    expect(containsWhole('total: $105.', '$105')).toBe(true);
  });

  it('matches numbers as whole numbers, never inside an amount, a time or a date', () => {
    expect(textShows('Total $47.45', '45', 'normalized')).toBe(false);
    expect(textShows('rings at 08:45:00', '45', 'normalized')).toBe(false);
    expect(textShows('due 2023-05-18', '18', 'normalized')).toBe(false);
    expect(textShows('Total $47.45', '47.45', 'normalized')).toBe(true);
    expect(textShows('You owe 45.', '45', 'normalized')).toBe(true);
    expect(textShows('45, 46 and 47', '45', 'normalized')).toBe(true);
    expect(textShows('rings at 08:45', '08:45', 'normalized')).toBe(true);
  });

  it('normalises case, whitespace, numbers and dates', () => {
    expect(normalizeText('  Due  May 18, 2023 — $1,250.50 ')).toBe('due 2023-05-18 — 1250.5');
    expect(textShows('due 5/18/2023', '2023-05-18', 'normalized')).toBe(true);
    expect(textShows('TOTAL 12.00', 'total 12', 'normalized')).toBe(true);
    expect(textShows('Monday Commute', 'monday commute', 'exact')).toBe(false);
  });

  it('matches a time by value in any clock spelling, and never another time (K6)', () => {
    for (const shown of ['Alarm at 9 am', 'alarm 9:00 AM', 'rings 9:00', 'rings 09:00:00', 'at 9 a.m.']) expect(textShows(shown, '09:00', 'normalized')).toBe(true);
    for (const shown of ['alarm 8:30 pm', 'alarm 20:30', 'alarm 8:30 p.m.']) expect(textShows(shown, '20:30', 'normalized')).toBe(true);
    expect(textShows('Pool at 6 am', '06:00', 'normalized')).toBe(true);
    expect(textShows('midnight 12 am, noon 12 pm', '00:00', 'normalized')).toBe(true);
    expect(textShows('noon 12 pm', '12:00', 'normalized')).toBe(true);
    // Another time, the other half of the day, or a bare number are not the time.
    expect(textShows('alarm 8:30 am', '20:30', 'normalized')).toBe(false);
    expect(textShows('alarm 9 pm', '09:00', 'normalized')).toBe(false);
    expect(textShows('alarm 10:00', '09:00', 'normalized')).toBe(false);
    expect(textShows('alarm at 9', '09:00', 'normalized')).toBe(false);
    expect(textShows('rings 09:00:30', '09:00', 'normalized')).toBe(false);
    // A time the user typed in 12-hour form is found in a 24-hour screen too.
    expect(textShows('rings 20:30', '8:30 pm', 'normalized')).toBe(true);
  });

  it('matches a date by value, shown with or without its year, and never another date (K6)', () => {
    for (const shown of ['due May 26', 'due 26 May', 'due May 26th', 'Due: Fri, May 26', 'due 2023-05-26', 'due May 26, 2023', 'due 5/26/2023', 'due the 26th of May']) {
      expect(textShows(shown, '2023-05-26', 'normalized')).toBe(true);
    }
    expect(textShows('updated 2023-05-26T08:00:00', '2023-05-26', 'normalized')).toBe(true);
    expect(textShows('due May 26, we settled it', '2023-05-26', 'normalized')).toBe(true);
    // The user's year-less words find the dated value on screen.
    expect(textShows('due 2023-05-26', 'May 26', 'normalized')).toBe(true);
    // Another day, month or year is not the date.
    expect(textShows('due May 27', '2023-05-26', 'normalized')).toBe(false);
    expect(textShows('due June 26', '2023-05-26', 'normalized')).toBe(false);
    expect(textShows('due 2024-05-26', '2023-05-26', 'normalized')).toBe(false);
    expect(textShows('due May 26, 2024', '2023-05-26', 'normalized')).toBe(false);
    expect(textShows('due 2023-05-27', 'May 26', 'normalized')).toBe(false);
    // Words that only look like months stay words.
    expect(textShows('you may 26 times', '2023-05-26', 'exact')).toBe(false);
    expect(textShows('3 decades', '2023-12-03', 'normalized')).toBe(false);
  });

  it('fuzzy matches close spellings and reordered words', () => {
    expect(textShows('Weekly Commute Mix', 'Weekly Comute', 'fuzzy')).toBe(true);
    expect(textShows('Commute Weekly', 'Weekly Commute', 'fuzzy')).toBe(true);
    expect(textShows('Workout', 'Weekly Commute', 'fuzzy')).toBe(false);
  });

  it('compares field values loosely but never treats blanks as zero', () => {
    expect(valuesEqual('12.50', 12.5)).toBe(true);
    expect(valuesEqual(1, true)).toBe(true);
    expect(valuesEqual('["monday"]', ['monday'])).toBe(true);
    expect(valuesEqual('["friday","Monday"]', ['monday', 'friday'])).toBe(true);
    expect(valuesEqual(['monday'], ['monday', 'friday'])).toBe(false);
    expect(valuesEqual(null, 0)).toBe(false);
    expect(valuesEqual('', 0)).toBe(false);
  });

  // Issue #29, item 4: values compare after normalising what the user cannot tell apart.
  it('treats a home-relative path and the same absolute path as one value', () => {
    expect(normalizeText('Saved to /home/alex/documents/x.txt.')).toBe('saved to ~/documents/x.txt.');
    expect(valuesEqual('/home/alex/documents/gratitude.txt', '~/documents/gratitude.txt')).toBe(true);
    expect(valuesEqual('~/documents/gratitude.txt', '/home/alex/documents/gratitude.txt')).toBe(true);
    expect(textShows('File: /home/alex/documents/gratitude.txt', '~/documents/gratitude.txt', 'normalized')).toBe(true);
    expect(textShows('File: ~/documents/gratitude.txt', '/home/alex/documents/gratitude.txt', 'normalized')).toBe(true);
    // Another file, another folder, or a home path inside a longer path stay different.
    expect(valuesEqual('/home/alex/documents/other.txt', '~/documents/gratitude.txt')).toBe(false);
    expect(valuesEqual('/home/alex/music/gratitude.txt', '~/documents/gratitude.txt')).toBe(false);
    expect(normalizeText('/mnt/home/alex/x')).toBe('/mnt/home/alex/x');
    // Exact mode keeps every character.
    expect(valuesEqual('/home/alex/x', '~/x', 'exact')).toBe(false);
  });

  it('treats one number in any of its spellings as one value', () => {
    for (const spelling of [12, 12.0, '12', '12.0', '12.00', '$12', '$12.00', ' 12 ']) {
      expect(valuesEqual(spelling, 12), String(spelling)).toBe(true);
      expect(valuesEqual(12, spelling), String(spelling)).toBe(true);
    }
    expect(valuesEqual('$1,250.50', 1250.5)).toBe(true);
    expect(valuesEqual('-$5', -5)).toBe(true);
    expect(valuesEqual('$12', '12.00')).toBe(true);
    expect(textShows('Total: $12.00', '12', 'normalized')).toBe(true);
    expect(valuesEqual('12.01', 12)).toBe(false);
    expect(valuesEqual('12 apples', 12)).toBe(false);
    expect(valuesEqual('555-0100', 5550100)).toBe(false);
  });

  it('compares free text without case and spacing', () => {
    expect(valuesEqual('  Buy   MILK ', 'buy milk')).toBe(true);
    expect(valuesEqual('buy milk', 'buy oat milk')).toBe(false);
  });
});

describe('phone numbers match by their digits', () => {
  it('shows the stored digits for the number as the user typed it, and in the usual other forms', () => {
    for (const shown of ['Saved Jordan Blake, 206-555-0142', 'Jordan Blake (206) 555-0142', 'Jordan: 206.555.0142', 'Jordan +1 206 555 0142', 'Jordan 2065550142']) {
      expect(textShows(shown, '2065550142', 'normalized'), shown).toBe(true);
      expect(textShows(shown, '206-555-0142', 'normalized'), shown).toBe(true);
    }
  });
  it('never matches another number, a longer run of digits or a date', () => {
    expect(textShows('Jordan 206-555-0143', '2065550142', 'normalized')).toBe(false);
    expect(textShows('ref 20655501429', '206-555-0142', 'normalized')).toBe(false);
    expect(textShows('due 2023-05-18', '2065550142', 'normalized')).toBe(false);
    expect(phoneDigits('due 2023-05-18 at 9:30')).toBe('due 2023-05-18 at 9:30');
  });
});

describe('a clock time with whole-minute seconds (s16, en-US toLocaleString)', () => {
  it('shows the time the user said', () => {
    const shown = 'Plumber coming Thursday snoozed until 5/24/2023, 6:00:00 PM';
    expect(textShows(shown, '6 pm', 'normalized')).toBe(true);
    expect(textShows(shown, '18:00', 'normalized')).toBe(true);
    expect(textShows(shown, '2023-05-24', 'normalized')).toBe(true);
  });
  it('does not show another time', () => {
    expect(textShows('until 5/24/2023, 7:00:00 PM', '6 pm', 'normalized')).toBe(false);
    expect(textShows('until 5/24/2023, 6:00:30 PM', '6 pm', 'normalized')).toBe(false);
  });
});
