/**
 * Assertions as the task builders write them (`A.called(...)`), and the fields and row sets a
 * user leaves to the app.
 */
import { apiDoc, findApi, isChoice } from '../../../src/world/docs.ts';
import { at, type Json, type Obj, type Spec, type Value } from './types.ts';
import { readValues } from './reads.ts';
import { FILLER } from '../../../src/stages/check/capability.ts';

/** Title words that say nothing about what an app does. */
const GENERIC_WORDS = new Set(['builder', 'helper', 'manager', 'tracker', 'keeper', 'maker', 'organizer', 'planner', 'starter', 'desk', 'card', 'app']);

type Match = 'exact' | 'normalized' | 'fuzzy';

export const A = {
  input: (...names: string[]): Spec => ({ type: 'input_available', names }),
  action: (...names: string[]): Spec => ({ type: 'action_available', names }),
  shows: (text: Value | string[], match: Match = 'normalized'): Spec => ({ type: 'visible_contains', text, match }),
  /**
   * The open page shows what the app is about in the user's words: the significant words of the
   * reference's title that the user's own request uses ("club" of "Club Mailer" for "Email Aisha,
   * who hosts the club, …"; never "mailer", a name the reference made up). None left: the request
   * requires no word on the page, and the check is dropped (see `episode`). The checker also
   * counts the request's words outside the services' vocabulary (issue #29, item 3).
   */
  about: (title: string, intention: string): Spec => {
    const stem = (w: string) => w.replace(/(es|s)$/, '');
    const said = new Set(intention.toLowerCase().split(/[^a-z0-9-]+/).flatMap((w) => [w, ...w.split('-')]).map(stem));
    // A word that says nothing about the app ("before" of "Ask Before Buying", "back") is never
    // listed (issue #30, reference_words). The checker takes each listed word in any form.
    const words = title.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w) && !FILLER.has(w) && said.has(stem(w)));
    return { type: 'visible_contains', text: [...new Set(words)], match: 'normalized' };
  },
  route: (): Spec => ({ type: 'route_enters_orchestrator' }),
  called: (app: string, api: string, args: Obj = {}): Spec => ({ type: 'api_called', app, api, args }),
  changed: (app: string, table: string, op: 'inserted' | 'updated' | 'deleted', where: Obj = {}, min = 1): Spec => ({ type: 'db_changed', app, table, op, where, min }),
  record: (app: string, table: string, key: Obj, fields: Obj, match: Match = 'normalized'): Spec => ({ type: 'record_matches', app, table, key, fields, match }),
  sameRecord: (app: string, table: string, recordId: Value): Spec => ({ type: 'record_identity_preserved', app, table, record_id: recordId }),
  mutations: (max: number): Spec => ({ type: 'mutation_limit', max }),
  onlyChanges: (...allow: [app: string, table: string, ...ops: ('inserted' | 'updated' | 'deleted')[]][]): Spec => ({
    type: 'no_collateral',
    allow: allow.map(([app, table, ...ops]) => ({ app, table, ops })),
  }),
  grounded: (value: Value, match: Match = 'normalized', because?: string): Spec => ({ type: 'visible_result_grounded', value, match, ...(because ? { because } : {}) }),
  /** C5: shown from kept state after reopen; with `record`, the world must still hold the value in that field. */
  persisted: (value: Value, match: Match = 'normalized', record?: { app: string; table: string; key: Obj; field: string }, because?: string, state?: readonly string[]): Spec => ({
    type: 'persisted_visible',
    value,
    match,
    ...(record ? { record } : {}),
    ...(because ? { because } : {}),
    ...(state ? { state: [...state] } : {}),
  }),
  retained: (value: Value, because?: string): Spec => ({ type: 'state_retained', contains: value, ...(because ? { because } : {}) }),
  noSecrets: (): Spec => ({ type: 'no_secret_exposed' }),
  /** C3 end state: the world ends where the reference leaves it (free fields and row sets aside). */
  sameWorld: (free: FreeDef[] = [], rows: RowsDef[] = [], inStep: InStepDef[] = []): Spec => ({
    type: 'world_matches_reference', free, rows, ...(inStep.length > 0 ? { in_step: inStep.map(({ also: _also, rows: _rows, ...rule }) => rule) } : {}),
  }),
};

/**
 * A shown value the user asked for in other words than the value itself (the amount of the
 * expense they named, the phone number of the person they named): `because` is their words.
 * Without it, the kit looks for the value in what the user said (src/suite/user-words.ts).
 */
export interface Said {
  value: Value;
  because: string;
  /** Other forms that show it as well (the title the user named a note by, for its text). */
  or?: Value[];
}
export const said = (value: Value, because: string, or?: Value[]): Said => ({ value, because, ...(or && or.length > 0 ? { or } : {}) });
export const isSaid = (v: unknown): v is Said => typeof v === 'object' && v !== null && !Array.isArray(v) && 'because' in v && 'value' in v && !('field' in v);
/** The C4 check of a shown value. */
export const groundedCheck = (v: Value | Said): Spec => (isSaid(v) ? { ...A.grounded(v.value, 'normalized', v.because), ...(v.or ? { or: v.or } : {}) } : A.grounded(v));
/** The C5 check of a value kept in state. */
export const retainedCheck = (v: Value | Said): Spec => (isSaid(v) ? A.retained(v.value, v.because) : A.retained(v));

/**
 * A record kept in step with the one the user changes (see InStepSchema): the app may carry the
 * change `from` → `to` over to `field` of app.table, or leave it.
 */
export interface InStepDef {
  app: string;
  table: string;
  field: string;
  from: string;
  to: string;
  /** Why the record follows the changed one (one line). */
  why: string;
  /** `updated` (default), `deleted` (the row may go) or `inserted` (one row may be added); see InStepSchema. */
  op?: 'updated' | 'inserted' | 'deleted';
  /** The one row the rule is about (`{ id: '$todo' }`). */
  key?: Record<string, string | number | boolean | null>;
  /** An added row's fields (`inserted`), and words its `field` mentions one of. */
  where?: Record<string, string | number | boolean | null>;
  mentions?: string[];
  /** Old values the keyed row may not still show after the episode without a new one (see InStepSchema). */
  stale?: string[];
  /** The keyed text may grow around the change, the old text kept whole (see InStepSchema). */
  may_add?: boolean;
  /**
   * Build-time only: the tables and ops the follow-on writes besides its own row (a text's
   * user_text_messages), and how many rows it writes in all (default 1).
   */
  also?: [app: string, table: string, ...ops: ('inserted' | 'updated' | 'deleted')[]][];
  rows?: number;
}

/** A field the user leaves to the app (see FreeFieldSchema). */
export interface FreeDef {
  app: string;
  table: string;
  field: string;
  constraint?: 'any' | 'non_empty' | { one_of: (Value | Value[])[] } | { contains: Value[]; at_end?: Value[]; lacks?: Value[]; heads?: Value[]; ends_line?: Value[]; lines_apart?: Value[]; joined_with?: string[] };
  /** Why the request leaves this field's content to the app (one line; see FreeFieldSchema). */
  why: string;
  /** Other fields of the same row where a `contains` part may be said instead (see FreeFieldSchema). */
  or_in?: string[];
  /** Besides the constraint, the text mentions one of these (see FreeFieldSchema; kit/text-carries.ts). */
  mentions_one?: Value[];
  /** Parts of `mentions_one` the field must hold itself, not its `or_in` fields (see FreeFieldSchema). */
  own_only?: Value[];
  /** The rule's numbers are sums of money, written as amounts (see FreeFieldSchema). */
  as_amount?: boolean;
  /** Other records' fields where the `mentions_one` value may be said instead (see FreeFieldSchema). */
  mentions_or_at?: { app: string; table: string; field: string }[];
  /** Set instead of these fields of the row the reference sets (see FreeFieldSchema). */
  instead_of?: string[];
  /** A time of day within this span (see FreeFieldSchema). */
  within?: [string, string];
  /** Per reference row, what the app's paired row mentions (see FreeFieldSchema). */
  by_reference?: { value: Value; mentions_one: Value[] }[];
  /** A path updated keeps its folder (see FreeFieldSchema). */
  keeps_folder?: boolean;
  /**
   * Build-time only (`task` drops it): for each `contains` part, the input the user typed it
   * into, or '' for a record the run read or made. `task` keeps a typed part only where the
   * user's words ask for that input's value (tasks/build/kit/said-parts.ts).
   */
  typedFrom?: string[];
}

/**
 * The texts a plan makes up itself are the app's choice: a literal ("Tent, stove, headlamps")
 * or a template with words around the user's values ("Questions to discuss for {{inputs.book}}").
 * Each becomes a free field of its app (any table), held only to mentioning the user's values
 * it uses (or to being non-empty). Arguments passed through as they are ("{{inputs.title}}")
 * stay exact; so do ids, addresses, paths, dates and times.
 */
function isChoiceParam(app: string, api: string, field: string): boolean {
  const def = findApi(app, api);
  const param = def ? apiDoc(app, def).parameters.find((p) => p.name === field) : undefined;
  return param !== undefined && isChoice(param);
}

/**
 * `known`: what a response the plan binds stands for in the task (`{ 'order.order_id': '$orderId' }`,
 * a capture or a fixture value): a text built from it must mention it, so an email about "the
 * order number" that leaves the number out fails (issue #28, free fields are earned).
 */
/**
 * Made-up texts whose blank is still the thing the user asked for: an email with no subject or
 * body is sent, an alarm with no label rings, a note with no title is kept. A thread's label or a
 * text message left blank is not (a thread left unlabelled was not labelled).
 */
const BLANK_IS_WORDING = new Set(['body', 'content', 'description', 'subject']);
export const blankIsWording = (app: string, field: string): boolean =>
  BLANK_IS_WORDING.has(field) || (app === 'phone' && field === 'label') || (app === 'simple_note' && field === 'title');

/**
 * Texts beside the record the user asks for, which the user words only when they say so: an
 * alarm's label, a payment's or request's note, an email's subject, a to-do's description — and a
 * to-do's title, which keeps the words the user typed for it (`'keeps'`) but not all of them exact.
 */
/** Why a value passed whole into a side text is held only to being in it (kit/said-parts.ts reads it). */
export const PASSED = 'the plan passes what the user typed into a text of its own choosing; the text must mention it, its wording is the app\'s';

export function sideText(app: string, field: string): 'owes' | 'keeps' | undefined {
  if (app === 'todoist' && field === 'title') return 'keeps';
  // A return's reason the user gives is theirs to word: it carries their words, not only them (Reading 5; s12 world12).
  return ['phone.label', 'venmo.description', 'gmail.subject', 'todoist.description', 'amazon.reason'].includes(`${app}.${field}`) ? 'owes' : undefined;
}

/**
 * Where each input is passed whole (`{{inputs.x}}` alone) into a call's text: `app.field` per
 * input. A to-do's title that takes a value the user typed as another record's own name (the
 * expense's description) is a title the user did not dictate (s13 words13, `sharedName`).
 */
function wholeUses(steps: Obj[]): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  const visit = (list: Obj[]) => {
    for (const step of list) {
      if (Array.isArray(step.steps)) visit(step.steps as Obj[]);
      if (typeof step.call !== 'string') continue;
      const [app] = at(step.call);
      for (const [field, value] of Object.entries((step.args ?? {}) as Obj)) {
        const m = typeof value === 'string' ? /^\{\{inputs\.([A-Za-z0-9_]+)\}\}$/.exec(value) : null;
        if (m) uses.set(m[1] as string, new Set([...(uses.get(m[1] as string) ?? []), `${app}.${field}`]));
      }
    }
  };
  visit(steps);
  return uses;
}

/** The record's own name fields another service keeps a typed value in (an expense's description, a note's title). */
const OWN_NAME_FIELDS = new Set(['description', 'title', 'name', 'subject']);

export function madeUpTexts(steps: Obj[], values: Record<string, Json>, known: Record<string, Value> = {}): FreeDef[] {
  const out = new Map<string, FreeDef>();
  const uses = wholeUses(steps);
  // The input is another app's record's own name (not a side text there): a to-do titled by it is named by the user only through that record.
  const sharedName = (name: string, app: string): boolean =>
    [...(uses.get(name) ?? [])].some((use) => {
      const [other, field] = use.split('.') as [string, string];
      return other !== app && OWN_NAME_FIELDS.has(field) && sideText(other, field) === undefined;
    });
  let found: Record<string, Value> | undefined;
  // What the plan's reads return in the fixture, worked out once and only when a text uses one.
  const reads = () => (found ??= readValues(steps, values, textsOf(steps)));
  const visit = (list: Obj[]) => {
    for (const step of list) {
      if (Array.isArray(step.steps)) visit(step.steps as Obj[]);
      if (typeof step.call !== 'string') continue;
      const [app, api] = at(step.call);
      // A read's arguments (a search's query) are not texts the world keeps.
      if (findApi(app, api)?.method === 'GET') continue;
      for (const [field, value] of Object.entries((step.args ?? {}) as Obj)) {
        // A list of the plan's own words (a note's tags) that no input fills is the app's filing,
        // not the user's: any list, even none (issue #30, unrequested_value).
        if (isOwnWordList(value) && !isChoiceParam(app, api, field) && !/(_ids|emails|addresses|days)$/.test(field)) {
          out.set(`${app}.${field}`, { app, table: '*', field, constraint: 'any', why: 'the plan files the record under words of its own; the user names none' });
          continue;
        }
        // A replace's `find` is the text looked for (s13), not a text the world keeps.
        if (typeof value !== 'string' || /(_id|email|emails|addresses|path|phone|phone_number|date|time)$/.test(field) || field === 'find') continue;
        const passed = /^\{\{inputs\.([A-Za-z0-9_]+)\}\}$/.exec(value);
        if (passed) {
          // A value the user typed for one thing that the plan also passes into a side text (an alarm's
          // label, a payment's note, a to-do's title beside the note it is for) must be in that
          // text, not be all of it (issue #30, undictated_text; kit/said-parts.ts `sideText`).
          const typedValue = values[passed[1] as string];
          const side = sideText(app, field);
          if (side === undefined || typedValue === undefined || typedValue === null || typedValue === '' || typeof typedValue === 'object' || isChoiceParam(app, api, field)) continue;
          out.set(`${app}.${field}`, {
            app,
            table: '*',
            field,
            constraint: { contains: [typedValue as Value] },
            // A to-do's title keeps the user's words for it; the other side texts owe them only where the user says so.
            typedFrom: [`${side === 'owes' ? '' : sharedName(passed[1] as string, app) ? '~' : '='}${passed[1] as string}`],
            why: PASSED,
          });
          continue;
        }
        // A choice among the API's listed values (a priority, a color, a visibility) is the user's
        // pick, not text the app makes up: it stays fixed in the reference.
        if (isChoiceParam(app, api, field)) continue;
        const typedNames = [...value.matchAll(/\{\{inputs\.([A-Za-z0-9_]+)\}\}/g)].map((m) => m[1] as string);
        const typed = typedNames.map((name) => values[name]);
        const read = [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] as string).filter((p) => !p.startsWith('inputs.')).map((p) => known[p] ?? reads()[p]);
        const readPaths = [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] as string).filter((p) => !p.startsWith('inputs.'));
        // A record's value is named by its path ('@order.order_id'): kit/said-parts.ts asks whether the user's words name it.
        const parts = [...typed.map((v, i) => [v, typedNames[i] as string] as const), ...read.map((v, i) => [v, `@${readPaths[i] as string}`] as const)].filter(
          (p): p is readonly [Value, string] => p[0] !== undefined && p[0] !== null && p[0] !== '' && typeof p[0] !== 'object',
        );
        const used = parts.map(([v]) => v);
        out.set(`${app}.${field}`, {
          app,
          table: '*',
          field,
          // A text the user gives none of is the app's to word: a body or description even blank (issue
          // #30: a body nobody dictated); a label, title, subject or message must still be there — a
          // thread left unlabelled was not labelled.
          constraint: used.length > 0 ? { contains: used } : blankIsWording(app, field) ? 'any' : 'non_empty',
          ...(used.length > 0 ? { typedFrom: parts.map(([, from]) => from) } : {}),
          why:
            used.length === 0
              ? 'the plan words this text itself; the user gives none of its content'
              : read.some((v) => v !== undefined)
                ? 'the plan words this text itself; it must carry what the user typed and the records it names'
                : 'the plan words this text itself around the values the user typed, which it must mention',
        });
      }
    }
  };
  visit(steps);
  return [...out.values()];
}

/** A list of literal words of the plan's own (`["health"]`): no input, no response in it. */
const isOwnWordList = (value: unknown): boolean => Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && !v.includes('{{'));

/** Every text argument of a plan's calls, nested steps included. */
function textsOf(steps: Obj[]): string[] {
  return steps.flatMap((step) => [
    ...(Array.isArray(step.steps) ? textsOf(step.steps as Obj[]) : []),
    ...Object.values((step.args ?? {}) as Obj).filter((v): v is string => typeof v === 'string'),
  ]);
}

/** A set of rows the user constrains without enumerating (see RowConstraintSchema). */
export interface RowsDef {
  app: string;
  table: string;
  min?: number;
  max?: number;
  where?: Obj;
  via?: { field: string; app: string; table: string; where: Obj };
  anywhere?: boolean;
}

/**
 * A C5 check: the value shown from kept state after reopen, read back from the world's field
 * when one is named (`id` a capture's name, or a fixture row's id).
 */
export const kept = (value: Value, app?: string, table?: string, id?: string | number, field?: string): Spec =>
  A.persisted(value, 'normalized', app && table && id !== undefined && field ? { app, table, key: { id: typeof id === 'number' ? id : `$${id}` }, field } : undefined);

/** Whether a record's field holds a shown value (text and numbers alike, case and edge spaces aside). */
export const sameScalar = (a: unknown, b: unknown): boolean =>
  (typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number') && String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
