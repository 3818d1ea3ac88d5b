/**
 * Render provenance: which visible text came from data rather than from the package's own
 * words. Titles, labels, help, options, defaults and static text are literal package text; a
 * value substituted for `{{state.*}}`, a list item or table cell of a kept collection, or the
 * last result (`{{result.*}}`, `{{inputs.*}}`, the values inside the action's message) is
 * interpolated. Result checks (C4 shown, C5 persisted) read only the interpolated text, so a
 * package cannot ground or persist a value by printing it.
 */
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

/**
 * `renderText` that also returns the interpolated pieces. `classify` names the source of each
 * reference (default: by its first segment); a text without any `{{` is all literal.
 */
export function renderTraced(
  text: string,
  scope: Readonly<Record<string, unknown>>,
  onMissing: OnMissing = 'empty',
  maxChars?: number,
  classify: (reference: Reference) => Source | null = sourceOf,
): Traced {
  if (!text.includes('{{')) return { text: renderText(text, scope, onMissing, maxChars) };
  const pieces: Piece[] = [];
  const rendered = renderText(text, scope, onMissing, maxChars, (piece, reference) => {
    pieces.push({ text: piece, source: reference ? classify(reference) : null, literal: reference === null });
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
