import type { TwinSlot } from '../../schemas/twin.ts';

/**
 * How a twin rewrites text: the ways a person writes a slot's value (a date as "May 26", a time
 * as "6 pm", an amount as "$27.50") paired with the same way of writing the twin value, and one
 * replacement pass that swaps every pair at once, whole words only.
 */

export interface Pair {
  from: string;
  to: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

function dateForms(text: string): string[] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = MONTHS[Number(match[2]) - 1] ?? '';
  const day = Number(match[3]);
  return [text, `${month} ${ordinal(day)}`, `${month} ${day}`, `${month.slice(0, 3)} ${day}`, `${day} ${month}`];
}

function timeForms(text: string): string[] | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const [half, dotted] = hour < 12 ? ['am', 'a.m.'] : ['pm', 'p.m.'];
  const whole = minutes === '00';
  // Longest first within a kind is not needed: the replacement pass prefers the longer match.
  return [
    text,
    `${hour}:${minutes}`,
    `${h12}:${minutes} ${half}`,
    `${h12}:${minutes}${half}`,
    `${h12}:${minutes} ${dotted}`,
    whole ? `${h12} ${half}` : `\u0000`,
    whole ? `${h12}${half}` : `\u0000`,
    whole ? `${h12} ${dotted}` : `\u0000`,
    whole ? `at ${h12}` : `\u0000`,
    hour === 12 && whole ? 'noon' : '\u0000',
  ];
}

function amountForms(value: number): string[] {
  const grouped = value >= 1000 ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : '\u0000';
  return [String(value), value.toFixed(2), grouped];
}

function smallNumberForms(value: number): string[] {
  return [String(value), NUMBER_WORDS[value] ?? '\u0000'];
}

function phoneForms(text: string): string[] | undefined {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, a, b, c] = match;
  return [text, `${a}-${b}-${c}`, `(${a}) ${b}-${c}`, `${a} ${b} ${c}`, `${a}.${b}.${c}`];
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Day names of a day list ("tuesday, thursday"), or undefined when it is not one. */
export function dayList(text: string): string[] | undefined {
  const parts = text.toLowerCase().split(/\s*,\s*|\s+and\s+/).filter(Boolean);
  return parts.length > 0 && parts.every((part) => DAYS.includes(part)) ? parts : undefined;
}

/** Day names in week order, as the user's list writes them. */
export function sortDays(days: readonly string[]): string[] {
  return [...new Set(days)].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b));
}

/** Pairs the forms of two values made by the same formatter (a blank form, `\u0000`, has no twin). */
function zip(from: readonly string[], to: readonly string[]): Pair[] {
  const out: Pair[] = [];
  from.forEach((form, index) => {
    const twin = to[index];
    if (form !== '\u0000' && twin !== undefined && twin !== '\u0000' && form !== twin) out.push({ from: form, to: twin });
  });
  return out;
}

/**
 * The pairs a slot gives for text a person writes (messages): every way of writing the value
 * that the twin can write the same way.
 */
export function prosePairs(slot: TwinSlot): Pair[] {
  const { value, twin } = slot;
  if (slot.whole) return [];
  if (slot.kind === 'day') {
    const from = dayList(String(value)) ?? [];
    const to = dayList(String(twin)) ?? [];
    const map = dayMapOf(from, to);
    return [...map].flatMap(([a, b]) => [
      { from: a, to: b },
      { from: `${a}s`, to: `${b}s` },
    ]);
  }
  if (typeof value === 'number' && typeof twin === 'number') {
    if (slot.kind === 'amount') return zip(amountForms(value), amountForms(twin));
    if (slot.kind === 'rating' || slot.kind === 'quantity') return zip(smallNumberForms(value), smallNumberForms(twin));
    return zip([String(value)], [String(twin)]);
  }
  const text = String(value);
  const other = String(twin);
  const forms = dateForms(text) ?? timeForms(text) ?? phoneForms(text);
  const twinForms = dateForms(other) ?? timeForms(other) ?? phoneForms(other);
  if (forms && twinForms) return zip(forms, twinForms);
  return zip([text], [other]);
}

/**
 * The pairs a slot gives for data (assertion values, captures' conditions): the value as it is
 * stored. Texts and long numbers are also found inside longer strings (a path, a composed
 * label); days and choices only as whole values.
 */
export function dataPairs(slot: TwinSlot): Pair[] {
  if (slot.kind === 'day' || slot.kind === 'choice' || slot.whole) return [];
  if (typeof slot.value === 'number') return String(slot.value).length >= 2 && slot.kind !== 'rating' && slot.kind !== 'quantity' ? zip([String(slot.value)], [String(slot.twin)]) : [];
  return zip([String(slot.value)], [String(slot.twin)]);
}

/** The day-to-day map behind a day slot (same positions of two sorted lists). */
export function dayMapOf(from: readonly string[], to: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  from.forEach((day, index) => {
    const other = to[index];
    if (other !== undefined && other !== day) map.set(day, other);
  });
  return map;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for one form: whole words at its ends; numbers not inside larger numbers ("45" in "$47.45"). */
function patternOf(form: string): RegExp {
  const head = /^[A-Za-z0-9]/.test(form) ? (/^\d/.test(form) ? '(?<![A-Za-z0-9])(?<!\\d[.,:/-])' : '(?<![A-Za-z0-9])') : '';
  const tail = /[A-Za-z0-9]$/.test(form) ? (/\d$/.test(form) ? '(?![A-Za-z0-9])(?![.,:/-]\\d)' : '(?![A-Za-z0-9])') : '';
  return new RegExp(`${head}${escape(form)}${tail}`, 'gi');
}

const patterns = new Map<string, RegExp>();
function cachedPattern(form: string): RegExp {
  let pattern = patterns.get(form);
  if (!pattern) {
    if (patterns.size > 20_000) patterns.clear();
    patterns.set(form, (pattern = patternOf(form)));
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** The twin in the case the text used for the value ("cabin weekend" → lower case twin). */
function inCase(found: string, from: string, to: string): string {
  if (found === from) return to;
  if (found === found.toLowerCase() && from !== from.toLowerCase()) return to.toLowerCase();
  if (found === found.toUpperCase() && found !== found.toLowerCase()) return to.toUpperCase();
  if (found[0] && found[0] === found[0].toUpperCase() && from[0] === from[0]?.toLowerCase()) return (to[0]?.toUpperCase() ?? '') + to.slice(1);
  return to;
}

/**
 * Replaces every pair in `text` at once: all matches are found first, then the longest match
 * wins where two overlap, so a title holding a day name ("Lazy Sunday") is swapped as a title.
 */
export function replacePairs(text: string, pairs: readonly Pair[]): string {
  if (pairs.length === 0 || text.length === 0) return text;
  const matches: { start: number; end: number; to: string }[] = [];
  for (const pair of pairs) {
    if (pair.from.length === 0) continue;
    const pattern = cachedPattern(pair.from);
    for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
      matches.push({ start: found.index, end: found.index + found[0].length, to: inCase(found[0], pair.from, pair.to) });
    }
  }
  if (matches.length === 0) return text;
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const match of matches) {
    if (match.start < at) continue;
    out += text.slice(at, match.start) + match.to;
    at = match.end;
  }
  return out + text.slice(at);
}

/** Does `text` hold `form` as a whole word (the test the replacement uses)? */
export function holds(text: string, form: string): boolean {
  return cachedPattern(form).test(text);
}
