/**
 * What an API answers, as a typed shape: built with the helpers below and rendered for the docs
 * by `renderReturns`. Generators have always received the rendered text, so it must not change
 * by a byte; a few shapes therefore keep the spelling they were first published with (`tight`
 * records such as `{name,email}`, labelled fields such as `owner: {name, email}` beside
 * unlabelled ones such as `owner{name, email}`, and `...` or `…` for "more fields").
 */
export type Shape =
  /** `{a, b, c}`; `tight` joins fields with `,` instead of `, `. */
  | { readonly kind: 'record'; readonly fields: readonly Field[]; readonly tight?: boolean }
  /** `[of]`, or `[]` after a field name when the items are not described; `note` follows after a space. */
  | { readonly kind: 'list'; readonly of?: Shape; readonly note?: string }
  /** A named value: `path`, `line`, `transaction`, `YYYY-MM-DD`, `string[]`. */
  | { readonly kind: 'value'; readonly name: string }
  /** One of some string literals: `"name"|"content"`. */
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  /** `same shape as <api>` (an API of the same app). */
  | { readonly kind: 'sameAs'; readonly api: string }
  /** `<what> as in <api>`: one item shaped as another API of the same app answers it. */
  | { readonly kind: 'asIn'; readonly what: string; readonly api: string };

/**
 * A field of a record: a plain name (`title`; `...`, `…` and `…task fields` stand for more
 * fields), or a name with its shape: `owner{name, email}`, `labels[]`, or `owner: {…}` when
 * `labeled`.
 */
export type Field = string | { readonly name: string; readonly shape: Shape; readonly labeled?: boolean };

/** `{f1, f2, …}` */
export const record = (...fields: Field[]): Shape => ({ kind: 'record', fields });
/** The same record written `{f1,f2}` (no space after the commas), as some docs were first published. */
export const tight = (shape: Shape): Shape => (shape.kind === 'record' ? { ...shape, tight: true } : shape);
/** `{message, f1, …}`: what most writes answer (a confirmation and the ids they made). */
export const message = (...fields: Field[]): Shape => record('message', ...fields);
/** `[of]`; without `of`, a bare `[]` (after a field name: `repeat_days[]`). */
export const list = (of?: Shape, note?: string): Shape => ({ kind: 'list', ...(of ? { of } : {}), ...(note ? { note } : {}) });
export const value = (name: string): Shape => ({ kind: 'value', name });
export const oneOf = (...values: string[]): Shape => ({ kind: 'oneOf', values });
export const sameAs = (api: string): Shape => ({ kind: 'sameAs', api });
export const asIn = (what: string, api: string): Shape => ({ kind: 'asIn', what, api });
/** A field with its shape right after its name: `owner{name, email}`, `items[]`. */
export const field = (name: string, shape: Shape): Field => ({ name, shape });
/** A field written `name: shape`: `owner: {name, email}`, `date: YYYY-MM-DD`. */
export const labeled = (name: string, shape: Shape): Field => ({ name, shape, labeled: true });

/** `{name, email}`: a person as apps show them. */
export const person = record('name', 'email');

function renderField(f: Field): string {
  if (typeof f === 'string') return f;
  return `${f.name}${f.labeled ? ': ' : ''}${renderReturns(f.shape)}`;
}

/** The docs text of a shape. */
export function renderReturns(shape: Shape): string {
  switch (shape.kind) {
    case 'record':
      return `{${shape.fields.map(renderField).join(shape.tight ? ',' : ', ')}}`;
    case 'list':
      return `[${shape.of ? renderReturns(shape.of) : ''}]${shape.note ? ` ${shape.note}` : ''}`;
    case 'value':
      return shape.name;
    case 'oneOf':
      return shape.values.map((v) => JSON.stringify(v)).join('|');
    case 'sameAs':
      return `same shape as ${shape.api}`;
    case 'asIn':
      return `${shape.what} as in ${shape.api}`;
  }
}
