/**
 * The multi_tool combo: one app whose "make" action uses two or more services for one need and
 * whose "change" action edits the record the task follows; open → create → revise → reopen.
 * Two ways to state the checks, kept apart because their order is part of every assertion id:
 * `comboTask` reads them off the plans (every call, the docs' tables as collateral), `combo`
 * takes them as the pattern states them and hands them to `recordTask`.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi, worldDocs } from '../../../src/world/docs.ts';
import { A, madeUpTexts, sameScalar, type FreeDef, type InStepDef } from '../kit/checks.ts';
import { flowTask, serviceChecks } from '../kit/flow.ts';
import { slug } from '../kit/task.ts';
import { listApp, type ActionDef, type CollectionDef, type InputDef } from '../kit/package.ts';
import { at, type Allow, type Json, type Obj, type Op, type Values, type Value } from '../kit/types.ts';
import { caseHead } from '../kit/rows.ts';
import { recordTask, type StepDef } from './create-revise.ts';
import { type StateShown, withStateWords } from '../kit/state-words.ts';
import { withTold } from '../kit/told.ts';
import { allowInStep, maxInStep } from '../kit/in-step.ts';
import { inStepNamed } from '../kit/named-service.ts';
import { withKeptRecipients } from '../kit/kept-recipients.ts';


/** What every case of every pattern states about itself: the row head (its `title` names the app), what the user asks first and what they change. */
export const comboCase = { ...caseHead, message: z.string().min(1), changeMessage: z.string().min(1) };
export type ComboCase = z.infer<z.ZodObject<typeof comboCase>>;

type Fields = CollectionDef['fields'];

// ------------------------------------------------ checks read off the plans

/** An action with what its episode must change, show and stay under. */
export interface Flow extends ActionDef {
  inputs: [InputDef, ...InputDef[]];
  /** Tables the step must change, as `app.table` and op (the followed record's table aside). */
  touches: [table: string, op: Op][];
  /** Input names whose values the user must see in the result. */
  show: string[];
  /** Bound on changed rows in the episode. */
  max: number;
  /**
   * Fields of the step's writes the user leaves to the app beyond the plan's made-up texts (a
   * label they never give), or how to state them from the values typed by then.
   */
  /** Fields the step leaves to the app; a function gets the step's values, what the user said and the intention. */
  free?: FreeDef[] | ((values: Values, message: string, intention: string) => FreeDef[]);
  /**
   * Records the make action set up to follow the changed one (the alarm labelled with the chore,
   * the Venmo note of the same payment), stated from the values typed by then: the app may carry
   * the user's change over to them, or leave them (issue #30, reference_wrong).
   */
  inStep?: (values: Values, c: PlanCase) => InStepDef[];
  /** More records the make step captures, for a record kept in step by its id (`$todo`: the to-do it set up). */
  captures?: Record<string, { app: string; table: string; where?: Obj }>;
  /**
   * A state the step flips (a to-do done, a note pinned, a payment made private): the visible
   * check of the shown input `of` also asks for one of `words` on a changed line (issue #30).
   */
  state?: {
    of: string;
    words: readonly string[] | ((values: Values, intention: string) => readonly string[]);
    /**
     * The input whose final value the reopened list shows the record by, where not `of` (a job ticked off, listed by its title): that kept check asks for the state too.
     * `false`: the state is of another record, one that is over once the step is done (an email archived beside a to-do): the reopen asks neither it nor the state before it (kept13).
     */
    kept?: string | false;
  };
}

export interface ComboPattern {
  services: string[];
  /** The record the task follows: captured on create, edited (same id) on change. */
  anchor: { app: string; table: string };
  /** Record columns → the input that fills them, checked after create and after change. */
  fields: Record<string, string>;
  changeFields?: Record<string, string>;
  collection: { fields: Fields; item: string };
  /**
   * A second kept list, of the parts of the record the user dictated (a checklist's items), each
   * on its own line with its state (kept12, Reading 1): the flows' plans append to and update it.
   */
  entries?: { fields: Fields; item: string; heading: string };
  make: Flow;
  /** Its first input takes the followed record's id. */
  change: Flow;
  /** Input names whose final values the reopened app still shows. */
  keep: string[];
}

const ValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
/** A case of a pattern: what the user types to make the record and, but for its id, to change it. */
export const planCase = { ...comboCase, values: ValuesSchema, changeValues: ValuesSchema.optional() };
export type PlanCase = z.infer<z.ZodObject<typeof planCase>>;

const DOC_TABLES = new Map(worldDocs().map((d) => [`${d.app}.${d.api}`, d.changes]));
const REMOVES = /delete|remove|trash|move|merge|empty|leave|unshare/;

/** Every call of a plan, nested loops included. */
const planCalls = (steps: Obj[]): Obj[] => steps.flatMap((s) => [...(typeof s.call === 'string' ? [s] : []), ...(Array.isArray(s.steps) ? planCalls(s.steps as Obj[]) : [])]);

/** What the world's docs say the plan's calls may change (the anchor's own table as named). */
function allowed(steps: Obj[]): Allow[] {
  const out = new Map<string, Set<Op>>();
  for (const step of planCalls(steps)) {
    const name = String(step.call);
    const ops: Op[] = REMOVES.test(name) ? ['inserted', 'updated', 'deleted'] : ['inserted', 'updated'];
    for (const table of DOC_TABLES.get(name) ?? []) out.set(table, new Set([...(out.get(table) ?? []), ...ops]));
  }
  return [...out].map(([table, ops]) => [...at(table), ...ops]);
}

/** An argument's expected value when the plan passes the user's value (or a literal) through unchanged. */
function verbatim(value: Json, values: Values): Json | undefined {
  if (typeof value === 'string') {
    const m = /^\{\{inputs\.([A-Za-z0-9_]+)\}\}$/.exec(value);
    return m ? values[m[1] as string] : value.includes('{{') ? undefined : value;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => verbatim(v, values));
    return items.every((v) => v !== undefined) ? (items as Json[]) : undefined;
  }
  return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/**
 * Each call of the plan that writes, with the arguments the user's values determine (made-up
 * texts aside). A read is how this plan finds what it changes; another app may find it another
 * way, so a read is never demanded.
 */
function calls(steps: Obj[], values: Values): [api: string, args: Obj][] {
  const made = new Set(madeUpTexts(steps, values).map((f) => `${f.app}.${f.field}`));
  return planCalls(steps).filter((step) => findApi(...at(String(step.call)))?.method !== 'GET').map((step) => {
    const api = String(step.call);
    const args: Obj = {};
    for (const [k, v] of Object.entries((step.args ?? {}) as Obj)) {
      const resolved = verbatim(v, values);
      if (resolved !== undefined && !made.has(`${at(api)[0]}.${k}`)) args[k] = resolved;
    }
    return [api, args];
  });
}

const pick = (names: string[], values: Values): Value[] => names.map((n) => values[n]).filter((v): v is string | number => v !== undefined && typeof v !== 'boolean');
const mapFields = (fields: Record<string, string>, values: Values): Obj => Object.fromEntries(Object.entries(fields).map(([col, name]) => [col, values[name] as Json]));
/** The package of a pattern for one case: the list, the two actions (what a package keeps of them), nothing else. */
const comboPackage = (p: ComboPattern, c: PlanCase): Obj => {
  const pkg = listApp({
    id: slug(c.id), title: c.title, summary: c.intention, intro: 'Fill in the form; the app does the work across your services and keeps what it made.',
    list: { name: 'items', ...p.collection, heading: 'Made so far', empty: 'Nothing yet.' },
    actions: [p.make, p.change],
  });
  return p.entries ? withEntries(pkg, p.entries) : pkg;
};

/** The package with its second kept list (`entries`), shown under the first. */
function withEntries(pkg: Obj, entries: NonNullable<ComboPattern['entries']>): Obj {
  const state = pkg.state as { collections: Obj; values: Obj };
  const views = pkg.views as { components: Obj[] }[];
  const [main, ...rest] = views;
  if (!main) throw new Error('a combo package without a view');
  return {
    ...pkg,
    state: { ...state, collections: { ...state.collections, entries: { key: 'id', fields: entries.fields } } },
    views: [{ ...main, components: [...main.components, { type: 'heading', text: entries.heading }, { type: 'list', collection: 'entries', item: entries.item, empty: 'Nothing yet.' }] }, ...rest],
  };
}

const freeOf = (f: Flow, values: Values, message: string, intention = ''): FreeDef[] | undefined => (typeof f.free === 'function' ? f.free(values, message, intention) : f.free);

/** open → make (submit) → change (revise) → reopen, with checks on every service touched. */
export function comboTask(p: ComboPattern, c: PlanCase): TaskInput {
  const id = '$anchor';
  const anchor = `${p.anchor.app}.${p.anchor.table}`;
  const record = (field: string) => ({ ...p.anchor, key: { id }, field });
  const changeValues: Values = { ...c.changeValues, [p.change.inputs[0].name]: id };
  const final = { ...c.values, ...changeValues };
  const recordFinal = { ...mapFields(p.fields, c.values), ...mapFields(p.changeFields ?? {}, changeValues) };
  const words = (f: Flow) => f.id.split('_');
  // The followed record is only edited on change: a new one would be a different record.
  const editOnly = ([app, table, ...ops]: Allow): Allow => [app, table, ...(`${app}.${table}` === anchor ? ops.filter((o) => o === 'updated') : ops)];
  const made = createdIds(p.make.plan, { ...p.anchor, capture: 'anchor' });
  // A change the user scopes to one service by name does not carry over to another (kit/named-service.ts).
  const inStep = inStepNamed(p.change.inStep?.(final, c) ?? [], c.changeMessage, p.services);
  const states = ([['create', p.make, c.values], ['revise', p.change, changeValues]] as const).flatMap(([episode, f, values]): StateShown[] => {
    if (!f.state) return [];
    const value = values[f.state.of];
    if (!f.show.includes(f.state.of) || value === undefined || typeof value === 'boolean') throw new Error(`${c.id}: ${f.id} shows no ${f.state.of} to tell its state beside`);
    const words = typeof f.state.words === 'function' ? f.state.words(values, c.intention) : f.state.words;
    if (f.state.kept === false) return [{ episode, value, words, kept: false }];
    const kept = f.state.kept === undefined ? undefined : final[f.state.kept];
    if (f.state.kept !== undefined && (kept === undefined || typeof kept === 'boolean')) throw new Error(`${c.id}: ${f.id} keeps no ${f.state.kept} to tell its state beside after reopen`);
    return [{ episode, value, words, ...(kept !== undefined && typeof kept !== 'boolean' ? { kept } : {}) }];
  });
  return withTold(withStateWords(flowTask({
    id: c.id, family: 'multi_tool', split: c.split, seed: c.seed, domains: p.services, intention: c.intention, services: p.services, pkg: comboPackage(p, c),
    open: { inputs: p.make.inputs.slice(0, 2).map((i) => [i.name]), actions: words(p.make), heading: c.title },
    steps: [
      {
        stage: 'submit', message: c.message, values: c.values, hint: words(p.make), captures: { ...made.captures, ...p.make.captures, anchor: p.anchor }, free: ownFree(madeUpTexts(p.make.plan, c.values, made.known), freeOf(p.make, c.values, c.message, c.intention)),
        checks: serviceChecks({
          calls: calls(p.make.plan, c.values),
          changes: [[anchor, 'inserted'], ...p.make.touches],
          records: [[anchor, { id }, mapFields(p.fields, c.values)]],
          max: p.make.max,
          allow: allowed(p.make.plan),
          show: [id, ...pick(p.make.show, c.values)],
        }),
      },
      {
        stage: 'revise', message: c.changeMessage, values: changeValues, hint: words(p.change), free: appendedAfter(ownFree(madeUpTexts(p.change.plan, final), freeOf(p.change, final, c.changeMessage, c.intention)), p.change.plan, c.values),
        ...(inStep.length > 0 ? { inStep } : {}),
        checks: serviceChecks({
          calls: calls(p.change.plan, changeValues),
          changes: p.change.touches,
          same: [[anchor, id]],
          records: [[anchor, { id }, mapFields(p.changeFields ?? {}, changeValues)]],
          max: maxInStep(p.change.max, inStep),
          allow: allowInStep(allowed(p.change.plan).map(editOnly), inStep),
          show: pick(p.change.show, changeValues),
        }),
      },
    ],
    reopen: [
      A.persisted(id, 'normalized', record('id')),
      ...pick(p.keep, final).map((v) => {
        const field = Object.keys(recordFinal).find((f) => sameScalar(recordFinal[f], v));
        return A.persisted(v, 'normalized', field === undefined ? undefined : record(field));
      }),
      A.retained(id),
      A.input(p.make.inputs[0].name),
    ],
  }), states), anchor, p.make.id, p.change.id);
}

/**
 * What a pattern following a payment-like record states about it: its description and amount
 * come from the `what` and `amount` inputs, and the kept list shows both as `item` words them.
 */
export const moneyRecord = (app: string, table: string, item: string): Pick<ComboPattern, 'anchor' | 'fields' | 'collection'> => ({
  anchor: { app, table },
  fields: { amount: 'amount', description: 'what' },
  collection: { fields: { id: 'number', what: 'string', amount: 'number' }, item },
});

// ------------------------------------------------ checks as the pattern states them

export interface ComboDef {
  c: ComboCase;
  intro: string;
  /** The record the task follows through the revision. */
  anchor: { app: string; table: string; capture: string; where?: Obj };
  /** The kept list: its fields and item, and a name, heading and empty text when not the usual. */
  kept: Pick<CollectionDef, 'fields' | 'item'> & Partial<CollectionDef>;
  /** The task's services when they are not the make action's, in order. */
  services?: string[];
  make: ActionDef;
  change: ActionDef;
  open: { inputs: string[][]; actions: string[] };
  create: Omit<StepDef, 'message'> & { where?: Obj };
  revise: Omit<StepDef, 'message'> & { identity?: boolean };
  reopenShows: Value[];
  /** What the responses the plans bind stand for, per step (see `madeUpTexts`). */
  known?: { create?: Record<string, Value>; revise?: Record<string, Value> };
}

/**
 * The made-up texts of a plan with the step's own free fields: where the step states a field
 * itself (a label left wholly to the app), its statement replaces the one read off the plan.
 */
export const ownFree = (derived: FreeDef[], own: FreeDef[] = []): FreeDef[] => [
  ...derived.filter((d) => !own.some((o) => o.app === d.app && o.field === d.field && (o.table === d.table || d.table === '*'))),
  ...own,
];

const madeUp = (action: ActionDef, values: Values, more: FreeDef[] = [], known: Record<string, Value> = {}): FreeDef[] => ownFree(madeUpTexts(action.plan, values, known), more);

/**
 * A line appended to the file the first step wrote: the file's text must hold what the user first
 * typed into it and the new line after it, whichever API wrote it (`append_to_file`, or
 * `update_file` with the whole text). The rule says so (`at_end`), and the named append goes
 * (kit/task.ts `leftLooseBy`; issue #30, one_api).
 */
function appendedAfter(free: FreeDef[], plan: readonly unknown[], first: Values): FreeDef[] {
  const start = first.content;
  if (typeof start !== 'string' || start === '' || !JSON.stringify(plan).includes('"file_system.append_to_file"')) return free;
  return free.map((f) =>
    f.app === 'file_system' && f.field === 'content' && typeof f.constraint === 'object' && 'contains' in f.constraint
      ? { ...f, constraint: { contains: [start], at_end: f.constraint.contains }, why: `${f.why}; the line comes after what the file held` }
      : f,
  );
}

/**
 * What records a plan creates say in its made-up texts ("order {{order.order_id}}", "I paid you
 * {{settled.amount}}"): each is captured (the followed record's id under its own capture), so
 * the text must carry what the run made. The record's table is the first the API's docs say it
 * changes.
 */
function createdIds(plan: Obj[], anchor: ComboDef['anchor']): { captures: Record<string, { app: string; table: string; field?: string }>; known: Record<string, Value> } {
  const texts = planCalls(plan).flatMap((s) => Object.values((s.args ?? {}) as Obj)).filter((v): v is string => typeof v === 'string' && !/^\{\{[^}]+\}\}$/.test(v));
  const captures: Record<string, { app: string; table: string; field?: string }> = {};
  const known: Record<string, Value> = {};
  for (const step of planCalls(plan)) {
    const bind = step.bind;
    const table = DOC_TABLES.get(String(step.call))?.[0];
    if (typeof bind !== 'string' || !table || findApi(...at(String(step.call)))?.method === 'GET') continue;
    for (const text of texts) {
      for (const [, field = ''] of text.matchAll(new RegExp(`\\{\\{\\s*${bind}\\.([a-z_]+)\\s*\\}\\}`, 'g'))) {
        const [app, name] = at(table);
        const isId = /id$/.test(field);
        const capture = isId && table === `${anchor.app}.${anchor.table}` ? anchor.capture : `${bind}_${field}`.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
        // An id is the record's own; another field (a settle-up's amount) is read from the row made.
        if (capture !== anchor.capture) captures[capture] = { app, table: name, ...(isId ? {} : { field }) };
        known[`${bind}.${field}`] = `$${capture}`;
      }
    }
  }
  return { captures, known };
}

/** One multi_tool task from a pattern's actions and stated checks, through `recordTask`. */
export function combo(d: ComboDef): TaskInput {
  const { c } = d;
  const made = createdIds(d.make.plan, d.anchor);
  const pkg = listApp({
    id: slug(c.id), title: c.title, summary: c.intention, intro: d.intro, list: { name: 'items', heading: 'Made so far', empty: 'Nothing here yet.', ...d.kept },
    actions: [d.make, d.change],
  });
  // A readdressed draft is kept as it is now: its row tells the new recipient after reopen.
  return withKeptRecipients(withTold(recordTask({
    id: c.id, family: 'multi_tool', split: c.split, domains: d.services ?? d.make.services, seed: c.seed, intention: c.intention, services: d.services ?? d.make.services,
    app: d.anchor.app, table: d.anchor.table, capture: d.anchor.capture, captureWhere: d.anchor.where, pkg, openInputs: d.open.inputs, openActions: d.open.actions,
    heading: c.title,
    create: { ...d.create, message: c.message, captures: { ...made.captures, ...d.create.captures }, free: madeUp(d.make, d.create.values, d.create.free, { ...made.known, ...d.known?.create }) },
    revise: { ...d.revise, message: c.changeMessage, free: madeUp(d.change, d.revise.values, d.revise.free, d.known?.revise) }, reopenShows: d.reopenShows,
  }), `${d.anchor.app}.${d.anchor.table}`, d.make.id, d.change.id), d.change.id);
}

/** A service call the episode must have made, and the rows it must have added. */
export const touched = (app: string, api: string, args: Obj, table: string, where: Obj = {}) => [A.called(app, api, args), A.changed(app, table, 'inserted', where)];
