import { describe, expect, it } from 'vitest';
import { containsWhole, normalizeText, textShows, valuesEqual } from './match.ts';

describe('text matching', () => {
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
