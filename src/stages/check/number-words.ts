/**
 * Small whole numbers as a person writes them in words ("four stars", "twenty-one"). A free
 * text held to mentioning a number the user said in words passes with either form: the user's
 * "four stars" is no less the number 4 than "4/5" is (issue #30, K5). Only whole numbers up to
 * 99 have a word form here; amounts, dates and larger numbers are written in digits anyway.
 */
import { textShows } from './match.ts';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The word forms of a whole number from 0 to 99 ("twenty-one" and "twenty one"), or none. */
export function numberWords(value: number): string[] {
  if (!Number.isInteger(value) || value < 0 || value > 99) return [];
  if (value < 20) return [ONES[value] as string];
  const tens = TENS[Math.floor(value / 10)] as string;
  const ones = value % 10;
  return ones === 0 ? [tens] : [`${tens}-${ONES[ones] as string}`, `${tens} ${ONES[ones] as string}`];
}

/** The number written as a whole number in digits or words, or a text that is not a number. */
const wholeNumber = (part: string | number | boolean | null): number | undefined => {
  if (typeof part === 'number') return Number.isInteger(part) ? part : undefined;
  return typeof part === 'string' && /^\s*\d{1,2}\s*$/.test(part) ? Number(part) : undefined;
};

/**
 * Whether a text mentions one part of a `contains` rule: the part itself (normalised), or, for a
 * small whole number, one of its word forms as a whole word.
 */
export function mentionsPart(text: string, part: string | number | boolean | null): boolean {
  if (textShows(text, String(part), 'normalized')) return true;
  const n = wholeNumber(part);
  return n !== undefined && numberWords(n).some((word) => textShows(text, word, 'normalized'));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The number a part stands for, where it is one (8, "8", "$8.00"), else undefined. */
export function partNumber(part: string | number | boolean | null): number | undefined {
  if (typeof part === 'number') return Number.isFinite(part) ? part : undefined;
  if (typeof part !== 'string' || !/^\s*[$€£]?\s*\d[\d,]*(\.\d+)?\s*$/.test(part)) return undefined;
  const n = Number(part.replace(/[$€£,\s]/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Whether a text writes the sum as an amount of money: after a currency sign ("$8", "$ 8.00",
 * "€8"), with its cents ("8.00", "1,058.59"), or before a currency word ("8 dollars", "8 bucks").
 * A bare "8" ("see you at 8") is not an amount; nor is "8" inside "18" or "2023-05-08".
 */
export function amountShows(text: string, value: number): boolean {
  const cents = value.toFixed(2);
  const whole = Number.isInteger(value);
  const bodies = [...new Set([whole ? String(value) : cents, Number(whole ? value : cents).toLocaleString('en-US', whole ? {} : { minimumFractionDigits: 2 })])];
  const lower = text.toLowerCase();
  return bodies.some((body) => {
    const n = `${escape(body)}${whole ? '(?:\\.00?)?' : ''}`;
    const end = '(?![\\d]|[.,]\\d)';
    const start = '(?<![\\d.,])';
    return (
      new RegExp(`[$€£]\\s?${n}${end}`).test(lower) ||
      (whole ? new RegExp(`${start}${escape(body)}\\.00${end}`) : new RegExp(`${start}${n}${end}`)).test(lower) ||
      new RegExp(`${start}${n}\\s?(?:dollars?|bucks|usd|eur|euros?|pounds?|gbp)(?![a-z])`).test(lower)
    );
  });
}
