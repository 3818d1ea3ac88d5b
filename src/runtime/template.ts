/**
 * The package's own `{{path}}` resolver. Package text never reaches Handlebars: we find
 * references with one regular expression, look paths up in plain data, and never re-scan
 * substituted text (a song titled "{{state.x}}" stays literal).
 */

import { describeOver, LimitExceeded, measureJson } from './bounds.ts';
import { limits } from './limits.ts';

const REFERENCE = /\{\{\s*([^{}]*?)\s*\}\}/g;
const WHOLE = /^\{\{\s*([^{}]*?)\s*\}\}$/;
const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|\d{1,6})$/;

/** A parsed reference: `result.created.playlist_id` → ['result', 'created', 'playlist_id']. */
export interface Reference {
  raw: string;
  segments: string[];
  /** False when the text between the braces is not a dotted path. */
  valid: boolean;
}

function parsePath(raw: string): Reference {
  const segments = raw.split('.');
  const valid = segments.length > 0 && segments.every((s) => SEGMENT.test(s)) && !/^\d/.test(segments[0] ?? '');
  return { raw, segments, valid };
}

/** Every reference in one text, in order. */
export function referencesIn(text: string): Reference[] {
  return [...text.matchAll(REFERENCE)].map((m) => parsePath(m[1] ?? ''));
}

/** Every reference in any JSON value (strings at any depth). */
export function referencesInValue(value: unknown): Reference[] {
  if (typeof value === 'string') return referencesIn(value);
  if (Array.isArray(value)) return value.flatMap(referencesInValue);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(referencesInValue);
  return [];
}

/** The reference when the whole string is exactly one `{{path}}`, else undefined. */
export function wholeReference(text: string): Reference | undefined {
  const match = WHOLE.exec(text);
  return match ? parsePath(match[1] ?? '') : undefined;
}

export const MISSING: unique symbol = Symbol('missing');

/** Looks a path up in plain data; MISSING when any step is absent. Arrays also answer `length`. */
export function lookup(scope: Readonly<Record<string, unknown>>, segments: readonly string[]): unknown {
  let current: unknown = scope;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (segment === 'length') current = current.length;
      else if (/^\d+$/.test(segment)) current = Number(segment) < current.length ? current[Number(segment)] : MISSING;
      else return MISSING;
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return MISSING;
    }
    if (current === MISSING || current === undefined) return MISSING;
  }
  return current;
}

/** How a value reads inside running text. Refuses (LimitExceeded) a text over `maxChars` before building it. */
export function toText(value: unknown, maxChars: number = limits.textChars): string {
  return textWithin(value, maxChars, maxChars);
}

/** `toText` with `room` characters left of a text capped at `cap` (named in the error). */
function textWithin(value: unknown, room: number, cap: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    if (value.length > room) throw new LimitExceeded(tooLong(cap));
    return value;
  }
  const caps = { maxDepth: limits.jsonDepth, maxChars: room };
  const measure = measureJson(value, caps);
  if (!measure.ok) throw new LimitExceeded(measure.over === 'size' ? tooLong(cap) : `a value to show is ${describeOver(measure, caps)}`);
  return JSON.stringify(value) ?? '';
}

const tooLong = (maxChars: number): string => `a text would be longer than ${maxChars} characters`;

export class UnresolvedReference extends Error {
  readonly reference: string;
  constructor(reference: string) {
    super(`"{{${reference}}}" does not resolve to a value`);
    this.reference = reference;
  }
}

export type OnMissing = 'throw' | 'empty';

/**
 * Interpolates a text: each reference becomes its value as text. The result may hold at most
 * `maxChars` characters; lengths are added up piece by piece, so an over-long result is refused
 * (LimitExceeded) before it is built. `trace` sees every piece in order: literal text (reference
 * null) and each substituted value with its reference (render provenance, see provenance.ts).
 */
export function renderText(
  text: string,
  scope: Readonly<Record<string, unknown>>,
  onMissing: OnMissing = 'empty',
  maxChars: number = limits.textChars,
  trace?: (piece: string, reference: Reference | null) => void,
): string {
  const pieces: string[] = [];
  let length = 0;
  const add = (piece: string, reference: Reference | null = null): void => {
    length += piece.length;
    if (length > maxChars) throw new LimitExceeded(tooLong(maxChars));
    pieces.push(piece);
    trace?.(piece, reference);
  };
  let from = 0;
  for (const match of text.matchAll(REFERENCE)) {
    add(text.slice(from, match.index));
    from = match.index + match[0].length;
    const raw = match[1] ?? '';
    const ref = parsePath(raw);
    const value = ref.valid ? lookup(scope, ref.segments) : MISSING;
    if (value === MISSING) {
      if (onMissing === 'throw') throw new UnresolvedReference(raw);
      continue;
    }
    add(textWithin(value, maxChars - length, maxChars), ref);
  }
  add(text.slice(from));
  return pieces.join('');
}

/** What one resolution may still produce, in serialized characters. */
interface Allowance {
  chars: number;
}

function resolveIn(value: unknown, scope: Readonly<Record<string, unknown>>, allowance: Allowance, depth: number): unknown {
  if (depth > limits.jsonDepth) throw new LimitExceeded(`a templated value is nested deeper than ${limits.jsonDepth} levels`);
  if (typeof value === 'string') {
    const whole = wholeReference(value);
    if (whole) {
      const found = whole.valid ? lookup(scope, whole.segments) : MISSING;
      if (found === MISSING) throw new UnresolvedReference(whole.raw);
      const caps = { maxDepth: limits.jsonDepth - depth, maxChars: allowance.chars };
      const measure = measureJson(found, caps);
      if (!measure.ok) throw new LimitExceeded(`"{{${whole.raw}}}" is ${measure.over === 'size' ? `larger than ${limits.valueChars} characters as JSON (with the rest of the value)` : describeOver(measure, { ...caps, maxDepth: limits.jsonDepth })}`);
      allowance.chars -= measure.chars;
      return structuredClone(found);
    }
    const text = renderText(value, scope, 'throw', Math.min(limits.textChars, allowance.chars));
    allowance.chars -= text.length;
    return text;
  }
  if (Array.isArray(value)) return value.map((v) => resolveIn(v, scope, allowance, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = resolveIn(v, scope, allowance, depth + 1);
    return out;
  }
  return value;
}

/**
 * Resolves a templated JSON value: a string that is exactly `{{path}}` keeps the value's type,
 * other strings interpolate, arrays and objects resolve member by member. Throws
 * UnresolvedReference for a path that does not exist, and LimitExceeded when the result would
 * be deeper than `limits.jsonDepth`, hold an interpolated string over `limits.textChars`, or
 * bring in more than `limits.valueChars` characters (checked before anything is copied).
 */
export function resolveValue(value: unknown, scope: Readonly<Record<string, unknown>>): unknown {
  return resolveIn(value, scope, { chars: limits.valueChars }, 0);
}

/**
 * `resolveValue` of a record of templated values (a step's args, item or fields), with the same
 * limits: each member resolves one level down, and all of them share one character allowance.
 */
export function resolveFields(fields: Readonly<Record<string, unknown>>, scope: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const allowance = { chars: limits.valueChars };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = resolveIn(value, scope, allowance, 1);
  return out;
}

/** True when a value holds no reference anywhere (so it can be checked as a literal). */
export function isLiteral(value: unknown): boolean {
  return referencesInValue(value).length === 0;
}
