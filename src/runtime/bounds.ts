/**
 * Size and depth of JSON-like values, measured without recursion and without building the
 * serialized text, so that an oversized or deeply nested value is refused before anything
 * (JSON.stringify, structuredClone, zod) walks it recursively or allocates a huge string.
 */

/** A size or depth cap was hit while running an action or rendering a page. */
export class LimitExceeded extends Error {}

export type Measure = { ok: true; chars: number; depth: number } | { ok: false; over: 'depth' | 'size' | 'value' };

export interface MeasureLimits {
  /** Deepest allowed nesting: a scalar is depth 0, `[]` and `{}` are 1, `[[1]]` is 2. */
  maxDepth: number;
  /** Largest allowed length of `JSON.stringify(value)`. */
  maxChars: number;
}

/** Length of a string as a JSON string literal, quotes included (what JSON.stringify writes). */
export function jsonStringChars(text: string): number {
  let chars = 2;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c || code === 0x08 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d) chars += 2;
    else if (code < 0x20) chars += 6;
    else if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        chars += 2;
        i += 1;
      } else chars += 6; // a lone surrogate is written as \uXXXX
    } else chars += 1;
  }
  return chars;
}

/** Left out of objects and written as null in arrays, as JSON.stringify does. */
const skipped = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function scalarChars(value: unknown): number | undefined {
  if (value === null) return 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4;
  if (typeof value === 'string') return jsonStringChars(value);
  return undefined;
}

/**
 * Measures the serialized length and the nesting depth of a value, stopping as soon as either
 * passes its cap. Work is bounded by the caps, even for shared or cyclic objects (every node
 * visited adds at least one character, and a cycle only deepens). `over: 'value'` is a value
 * JSON cannot hold (a bigint).
 */
export function measureJson(value: unknown, caps: MeasureLimits): Measure {
  let chars = 0;
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  const over = (): boolean => chars > caps.maxChars;
  while (stack.length > 0) {
    const top = stack.pop();
    if (!top) break;
    let current = top.value;
    if (current !== null && typeof current === 'object' && typeof (current as { toJSON?: unknown }).toJSON === 'function') {
      current = (current as { toJSON: () => unknown }).toJSON(); // a Date, as JSON.stringify would
    }
    if (skipped(current)) continue; // only reached at the top: members are handled by their parent
    if (typeof current === 'bigint') return { ok: false, over: 'value' };
    const scalar = scalarChars(current);
    if (scalar !== undefined) {
      if (typeof current === 'string' && current.length + 2 > caps.maxChars - chars) return { ok: false, over: 'size' };
      chars += scalar;
      if (over()) return { ok: false, over: 'size' };
      continue;
    }
    const depth = top.depth + 1;
    if (depth > caps.maxDepth) return { ok: false, over: 'depth' };
    if (depth > deepest) deepest = depth;
    if (Array.isArray(current)) {
      chars += 2 + Math.max(0, current.length - 1);
      if (over()) return { ok: false, over: 'size' };
      for (const member of current) {
        if (skipped(member)) chars += 4;
        else stack.push({ value: member, depth });
        if (over()) return { ok: false, over: 'size' };
      }
      continue;
    }
    chars += 2;
    let first = true;
    for (const key of Object.keys(current as object)) {
      const member = (current as Record<string, unknown>)[key];
      if (skipped(member)) continue;
      chars += jsonStringChars(key) + 1 + (first ? 0 : 1);
      first = false;
      if (over()) return { ok: false, over: 'size' };
      stack.push({ value: member, depth });
    }
  }
  return { ok: true, chars, depth: deepest };
}

/** The problem a failed measure describes, for messages. */
export function describeOver(measure: Extract<Measure, { ok: false }>, caps: MeasureLimits): string {
  if (measure.over === 'depth') return `nested deeper than ${caps.maxDepth} levels`;
  if (measure.over === 'size') return `larger than ${caps.maxChars} characters as JSON`;
  return 'not a JSON value';
}

/** A short JSON preview of any value for an error message; never walks or builds a large text. */
export function preview(value: unknown, maxChars = 80): string {
  const measure = measureJson(value, { maxDepth: 8, maxChars: 4 * maxChars });
  if (!measure.ok) return measure.over === 'value' ? 'a non-JSON value' : 'a large value';
  const text = JSON.stringify(value) ?? 'undefined';
  return text.slice(0, maxChars);
}
