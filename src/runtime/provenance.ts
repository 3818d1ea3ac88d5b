/**
 * Render provenance: which visible text came from data rather than from the package's own
 * words. Titles, labels, help, options, defaults and static text are literal package text; a
 * value substituted for `{{state.*}}`, a list item or table cell of a kept collection, or the
 * last result (`{{result.*}}`, `{{inputs.*}}`, the values inside the action's message) is
 * interpolated. Result checks (C4 shown, C5 persisted) read only the interpolated text, so a
 * package cannot ground or persist a value by printing it.
 */
import type { Package } from '../schemas/package.ts';
import { renderText, type OnMissing, type Reference } from './template.ts';

/** Where an interpolated value came from: the app's kept state, or the last action's result. */
export type Source = 'state' | 'result';

/** The interpolated text of one rendering, one masked piece per package text, by source. */
export interface Shown {
  state: string[];
  result: string[];
}

/**
 * Stands in for literal words between values, so a value is never read together with the
 * package text around it ("Rating: {{x}} of 5" keeps "5" only where `x` put it).
 */
export const GAP = ' ¦ ';

/** Literal text kept between two values: short runs without letters or digits ("$", " ", ":", ", "). */
const JOINER = /^[^\p{L}\p{N}]{0,3}$/u;

/** The source of a reference as the renderer's scope defines it; null for anything else. */
export function sourceOf(reference: Reference): Source | null {
  const head = reference.segments[0];
  if (head === 'state' || head === 'item') return 'state';
  if (head === 'result' || head === 'inputs') return 'result';
  return null;
}

const REFERENCE_TEXT = /\{\{[^{}]*\}\}/g;

/** Texts and numbers of a JSON value, templates with their references removed ("Weekly{{x}}" → "Weekly"). */
function literalLeaves(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    const text = value.replace(REFERENCE_TEXT, '').trim();
    if (text !== '') out.add(text);
  } else if (typeof value === 'number') out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) literalLeaves(item, out, depth + 1);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) literalLeaves(item, out, depth + 1);
}

function stepLiterals(steps: readonly unknown[], out: Set<string>, depth = 0): void {
  if (depth > 16) return;
  for (const step of steps as Record<string, unknown>[]) {
    if ('set' in step) literalLeaves(step.value, out);
    else if ('append' in step) literalLeaves(step.item, out);
    else if ('update' in step) literalLeaves(step.fields, out);
    else if (Array.isArray(step.steps)) stepLiterals(step.steps, out, depth + 1);
  }
}

const literalCache = new WeakMap<Package, ReadonlySet<string>>();

/**
 * Values the package itself writes into its state: defaults of kept values and the literal parts
 * of its plans' state steps. Rendered from state, they are still the package's own words (an app
 * that "keeps" the expected title as a default shows nothing it was given or told).
 */
export function packageLiterals(pkg: Package): ReadonlySet<string> {
  const known = literalCache.get(pkg);
  if (known) return known;
  const out = new Set<string>();
  for (const spec of Object.values(pkg.state.values)) literalLeaves(spec.default, out);
  for (const action of pkg.actions) stepLiterals(action.plan ?? [], out);
  literalCache.set(pkg, out);
  return out;
}

interface Piece {
  text: string;
  source: Source | null;
  literal: boolean;
}

/** The pieces of one source with every other piece masked; undefined when it holds none. */
function masked(pieces: readonly Piece[], source: Source): string | undefined {
  let out = '';
  let any = false;
  for (const piece of pieces) {
    if (!piece.literal && piece.source === source) {
      out += piece.text;
      if (piece.text.trim() !== '') any = true;
    } else if (piece.literal && JOINER.test(piece.text)) out += piece.text;
    else if (!out.endsWith(GAP)) out += GAP;
  }
  return any ? out : undefined;
}

export interface Traced {
  text: string;
  /** Masked interpolated text per source (absent when that source put nothing in). */
  state?: string;
  result?: string;
}

/** How `renderTraced` renders and attributes a text; every field has a default. */
export interface TraceOptions {
  /** What a reference to a missing value does (default: renders as empty). */
  onMissing?: OnMissing;
  maxChars?: number;
  /** Names the source of each reference (default: by its first segment). */
  classify?: (reference: Reference) => Source | null;
  /** Texts the package wrote itself: kept in state, they are still package text, not data. */
  literals?: ReadonlySet<string>;
}

/**
 * `renderText` that also returns the interpolated pieces, by source; a text without any `{{` is
 * all literal.
 */
export function renderTraced(text: string, scope: Readonly<Record<string, unknown>>, options: TraceOptions = {}): Traced {
  const { onMissing = 'empty', maxChars, classify = sourceOf, literals = new Set<string>() } = options;
  if (!text.includes('{{')) return { text: renderText(text, scope, onMissing, maxChars) };
  const pieces: Piece[] = [];
  const rendered = renderText(text, scope, onMissing, maxChars, (piece, reference) => {
    const source = reference ? classify(reference) : null;
    // A kept value the package wrote itself is package text, not data.
    const literal = reference === null || (source === 'state' && literals.has(piece.trim()));
    pieces.push({ text: piece, source, literal });
  });
  const state = masked(pieces, 'state');
  const result = masked(pieces, 'result');
  return { text: rendered, ...(state === undefined ? {} : { state }), ...(result === undefined ? {} : { result }) };
}

/** Collects the interpolated pieces of one page, in page order. */
export class ShownText {
  readonly shown: Shown = { state: [], result: [] };

  add(source: Source, text: string | undefined): void {
    if (text !== undefined && text.trim() !== '') this.shown[source].push(text);
  }

  traced(traced: Traced): string {
    this.add('state', traced.state);
    this.add('result', traced.result);
    return traced.text;
  }
}
