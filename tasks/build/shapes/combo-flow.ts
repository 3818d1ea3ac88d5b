/**
 * A compact builder for multi_tool tasks whose one app coordinates several services around one
 * record of its leading service (a Venmo request, a Splitwise expense, a to-do, a note, a file).
 * A pattern is a package shape (a "make" action and a "change" action, each a plan over several
 * services); a case is plain data (intention, messages, values). The checks follow from the
 * plans: every call of an action is asserted with the arguments the user's values fill in
 * verbatim, the changed tables each pattern names are asserted, collateral is bounded by the
 * tables the world's docs say the called APIs touch, and the followed record is read back.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { worldDocs } from '../../../src/world/docs.ts';
import { appPackage, type InputDef } from '../kit/package.ts';
import { A, madeUpTexts, type RowsDef } from '../kit/checks.ts';
import { episode, task } from '../kit/task.ts';
import { type Json, type Obj } from '../kit/types.ts';

type Op = 'inserted' | 'updated' | 'deleted';
type Allow = [app: string, table: string, ...ops: Op[]];
type Values = Record<string, string | number | boolean>;

export interface Flow {
  id: string;
  label: string;
  goal: string;
  services: string[];
  inputs: InputDef[];
  /** The plan: service calls, then the kept-state step and the message. */
  steps: Obj[];
  /** Tables the step must change, as [app, table, op] (the followed record's table aside). */
  touches: [string, string, Op][];
  /** Input names whose values the user must see in the result. */
  show: string[];
  /** Bound on changed rows in the episode. */
  max: number;
}

export interface ComboPattern {
  services: string[];
  /** The record the task follows: captured on create, edited (same id) on change. */
  anchor: { app: string; table: string };
  /** Record columns → the input that fills them, checked after create and after change. */
  fields: Record<string, string>;
  changeFields: Record<string, string>;
  /** The input of the change action that takes the record's id. */
  idInput: string;
  collection: { fields: Record<string, 'string' | 'number' | 'boolean' | 'json'>; item: string };
  make: Flow;
  change: Flow;
  /** Input names whose final values the reopened app still shows. */
  keep: string[];
  /** Row sets the user leaves open (per flow). */
  rows?: { make?: RowsDef[]; change?: RowsDef[] };
}

export interface ComboCase {
  id: string;
  split: 'dev' | 'public' | 'sealed';
  seed: number;
  appTitle: string;
  intention: string;
  message: string;
  values: Values;
  changeMessage: string;
  changeValues: Values;
}

const DOC_TABLES = new Map(worldDocs().map((d) => [`${d.app}.${d.api}`, d.changes]));
const REMOVES = /delete|remove|trash|move|merge|empty|leave|unshare/;

/** Every `app.api` a plan calls, nested loops included. */
function planCalls(steps: Obj[]): Obj[] {
  return steps.flatMap((s) => [...(typeof s.call === 'string' ? [s] : []), ...(Array.isArray(s.steps) ? planCalls(s.steps as Obj[]) : [])]);
}

/** What the world's docs say the plan's calls may change (the anchor's own table as named). */
function allowed(steps: Obj[]): Allow[] {
  const out = new Map<string, Allow>();
  for (const step of planCalls(steps)) {
    const name = String(step.call);
    const ops: Op[] = REMOVES.test(name) ? ['inserted', 'updated', 'deleted'] : ['inserted', 'updated'];
    for (const table of DOC_TABLES.get(name) ?? []) {
      const [app, t] = table.split('.') as [string, string];
      const prev = out.get(table);
      out.set(table, [app, t, ...new Set([...(prev ? (prev.slice(2) as Op[]) : []), ...ops])]);
    }
  }
  return [...out.values()];
}

/** An argument's expected value when the plan passes the user's value through unchanged. */
function verbatim(value: Json, values: Values): Json | undefined {
  if (typeof value === 'string') {
    const m = /^\{\{inputs\.([A-Za-z0-9_]+)\}\}$/.exec(value);
    return m ? (values[m[1] as string] as Json | undefined) : typeof value === 'string' && !value.includes('{{') ? value : undefined;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => verbatim(v, values));
    return items.every((v) => v !== undefined) ? (items as Json[]) : undefined;
  }
  return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** One api_called per call of the flow, with the arguments the user's values determine. */
function callChecks(steps: Obj[], values: Values) {
  const made = new Set(madeUpTexts(steps, values).map((f) => `${f.app}.${f.field}`));
  return planCalls(steps).map((step) => {
    const [app, api] = String(step.call).split('.') as [string, string];
    const args: Obj = {};
    for (const [k, v] of Object.entries((step.args ?? {}) as Obj)) {
      const resolved = verbatim(v, values);
      if (resolved !== undefined && !made.has(`${app}.${k}`)) args[k] = resolved;
    }
    return A.called(app, api, args);
  });
}

const pick = (names: string[], values: Values): Json[] => names.map((n) => values[n]).filter((v): v is string | number => v !== undefined && typeof v !== 'boolean');
const mapFields = (fields: Record<string, string>, values: Values): Obj => Object.fromEntries(Object.entries(fields).map(([col, name]) => [col, values[name] as Json]));
const sameScalar = (a: Json, b: Json) => (typeof a === 'string' || typeof a === 'number') && String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/** The package of a pattern for one case: the list, the two actions, nothing else. */
export function comboPackage(p: ComboPattern, c: ComboCase): Obj {
  const flow = (f: Flow) => ({ id: f.id, label: f.label, goal: f.goal, services: f.services, inputs: f.inputs, plan: f.steps });
  return appPackage({
    id: c.id.split('.').pop() as string,
    title: c.appTitle,
    summary: c.intention,
    intro: 'Fill in the form; the app does the work across your services and keeps what it made.',
    collections: [{ name: 'items', fields: p.collection.fields, item: p.collection.item, heading: `${c.appTitle}: kept`, empty: 'Nothing yet.' }],
    actions: [flow(p.make), flow(p.change)],
  });
}

/** open → make (submit) → change (revise) → reopen, with checks on every service touched. */
export function comboTask(p: ComboPattern, c: ComboCase): TaskInput {
  const id = '$anchor';
  const changeValues: Values = { ...c.changeValues, [p.idInput]: id };
  const final = { ...c.values, ...changeValues };
  const recordFinal: Obj = { ...mapFields(p.fields, c.values), ...mapFields(p.changeFields, changeValues) };
  const anchorKey = { id };
  const words = (f: Flow) => f.id.split('_');
  const episodes = [
    episode({
      id: 'open',
      stage: 'open',
      checks: [...p.make.inputs.slice(0, 2).map((i) => A.input(i.name)), A.action(...words(p.make)), A.about(c.appTitle)],
    }),
    episode({
      id: 'create',
      stage: 'submit',
      message: c.message,
      values: c.values,
      hint: words(p.make),
      captures: { anchor: { app: p.anchor.app, table: p.anchor.table } },
      free: madeUpTexts(p.make.steps, c.values),
      rows: p.rows?.make,
      checks: [
        A.route(),
        ...callChecks(p.make.steps, c.values),
        A.changed(p.anchor.app, p.anchor.table, 'inserted'),
        ...p.make.touches.map(([app, table, op]) => A.changed(app, table, op)),
        A.record(p.anchor.app, p.anchor.table, anchorKey, mapFields(p.fields, c.values)),
        A.mutations(p.make.max),
        A.onlyChanges(...allowed(p.make.steps)),
        A.grounded(id),
        ...pick(p.make.show, c.values).map((v) => A.grounded(v)),
      ],
    }),
    episode({
      id: 'revise',
      stage: 'revise',
      message: c.changeMessage,
      values: changeValues,
      hint: words(p.change),
      free: madeUpTexts(p.change.steps, final),
      rows: p.rows?.change,
      checks: [
        A.route(),
        ...callChecks(p.change.steps, changeValues),
        ...p.change.touches.map(([app, table, op]) => A.changed(app, table, op)),
        A.sameRecord(p.anchor.app, p.anchor.table, id),
        A.record(p.anchor.app, p.anchor.table, anchorKey, mapFields(p.changeFields, changeValues)),
        A.mutations(p.change.max),
        // The followed record is only edited here: a new one would be a different record.
        A.onlyChanges(...allowed(p.change.steps).map(([app, table, ...ops]) => [app, table, ...(app === p.anchor.app && table === p.anchor.table ? ops.filter((o) => o === 'updated') : ops)] as Allow)),
        ...pick(p.change.show, changeValues).map((v) => A.grounded(v)),
      ],
    }),
    episode({
      id: 'reopen',
      stage: 'reopen',
      checks: [
        A.persisted(id, 'normalized', { app: p.anchor.app, table: p.anchor.table, key: anchorKey, field: 'id' }),
        ...pick(p.keep, final).map((v) => {
          const field = Object.keys(recordFinal).find((f) => sameScalar(recordFinal[f] as Json, v));
          return A.persisted(v, 'normalized', field === undefined ? undefined : { app: p.anchor.app, table: p.anchor.table, key: anchorKey, field });
        }),
        A.retained(id),
        A.input(p.make.inputs[0]?.name ?? 'request'),
      ],
    }),
  ];
  return task({
    id: c.id,
    family: 'multi_tool',
    split: c.split,
    domains: p.services,
    seed: c.seed,
    apps: [{ slot: 'A', intention: c.intention, services: p.services }],
    episodes,
    reference: { A: { package: comboPackage(p, c) } },
  });
}
