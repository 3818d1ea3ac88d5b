/**
 * A declarative task shape for the phone, venmo and splitwise slice: open, then any number of
 * service steps (submit, revise, followup) each listing the calls, changes and records it must
 * show, then reopen. Record-centred tasks that do not fit create → revise (toggle then undo, act
 * on a record the user names, delete then restore) are written as a list of these steps.
 */
import { appPackage, call, input, message, update, type ActionDef, type InputDef } from '../kit/package.ts';
import { A, type FreeDef, type RowsDef } from '../kit/checks.ts';
import { type TaskDef } from '../kit/task.ts';
import { flowTask as skeleton, serviceChecks } from '../kit/flow.ts';
import { at, type Allow, type Json, type Obj, type Op, type Spec, type Values } from '../kit/types.ts';

export type { Allow };


export interface FlowStep {
  stage: 'submit' | 'revise' | 'followup';
  message: string;
  values: Values;
  hint?: string[];
  /** A changed requirement: the reference's revision `revise` serves from this step on. */
  requirement?: string;
  /** Rows this step inserts whose ids later steps and the reopen refer to (`$name`). */
  captures?: Record<string, { at: string; where?: Obj }>;
  /** API calls (`app.api`) with the arguments that must be passed. */
  calls: [api: string, args?: Obj][];
  /** Table changes (`app.table`) that must be seen, with optional where and minimum. */
  changes?: [table: string, op: Op, where?: Obj, min?: number][];
  /** Independent reads afterwards: the row with this key has these fields. */
  records?: [table: string, key: Obj, fields: Obj][];
  /** The row keeps its id (an edit, not delete-and-recreate). */
  same?: [table: string, id: Json][];
  max: number;
  allow: Allow[];
  /** Values the user must see, grounded in what the service returned or changed. */
  show: Json[];
  extra?: Spec[];
  free?: FreeDef[];
  rows?: RowsDef[];
}

/** A value shown after reopen; with `field`, the world must still hold it in that row. */
export type Kept = Json | { value: Json; table: string; key: Obj; field: string };

export interface FlowDef {
  id: string;
  split: TaskDef['split'];
  seed: number;
  example?: string;
  intention: string;
  services: string[];
  domains?: string[];
  pkg: Obj;
  revision?: Obj;
  open: { inputs: string[][]; actions: string[]; heading: string };
  steps: FlowStep[];
  reopen: { shows: Kept[]; retained: Json[]; input: string[] };
}

const isKeptRecord = (k: Kept): k is { value: Json; table: string; key: Obj; field: string } => typeof k === 'object' && k !== null && !Array.isArray(k) && 'field' in k;

/** open → steps → reopen, one app slot. */
export function flowTask(def: FlowDef) {
  const needsRevision = def.steps.some((s) => s.requirement !== undefined);
  if (needsRevision !== (def.revision !== undefined)) throw new Error(`${def.id}: a revision goes with a step that states the changed requirement`);
  return skeleton({
    id: def.id,
    split: def.split,
    domains: def.domains ?? [def.id.split('.')[1] as string],
    example: def.example,
    seed: def.seed,
    intention: def.intention,
    services: def.services,
    pkg: def.pkg,
    revisions: def.revision ? { revise: def.revision } : {},
    open: def.open,
    steps: def.steps.map((step) => ({
      stage: step.stage,
      message: step.message,
      values: step.values,
      hint: step.hint,
      requirement: step.requirement,
      captures: step.captures ? Object.fromEntries(Object.entries(step.captures).map(([name, c]) => [name, { app: at(c.at)[0], table: at(c.at)[1], where: c.where ?? {} }])) : undefined,
      free: step.free,
      rows: step.rows,
      checks: serviceChecks(step),
    })),
    reopen: [
      ...def.reopen.shows.map((k) => (isKeptRecord(k) ? A.persisted(k.value, 'normalized', { app: at(k.table)[0], table: at(k.table)[1], key: k.key, field: k.field }) : A.persisted(k))),
      ...def.reopen.retained.map((v) => A.retained(v)),
      ...(def.reopen.input.length > 0 ? [A.input(...def.reopen.input)] : []),
    ],
  });
}

/** The words a case gives an app: its id, title, what it says about itself and its first line. */
export interface Naming {
  appId: string;
  title: string;
  summary: string;
  intro: string;
}

/** A one-list package from a case's naming and the pattern's list and actions. */
export function namedPackage(n: Naming, list: { name: string; fields: Record<string, 'string' | 'number' | 'boolean' | 'json'>; item: string; heading: string; empty: string; key?: string }, actions: ActionDef[]): Obj {
  return appPackage({ id: n.appId, title: n.title, summary: n.summary, intro: n.intro, collections: [list], actions });
}

/** What every case of the slice states about itself. */
export interface CaseBase extends Naming {
  id: string;
  split: TaskDef['split'];
  seed: number;
  intention: string;
}

/** The fields of a case that go straight into its task. */
export const head = (c: CaseBase) => ({ id: c.id, split: c.split, seed: c.seed, intention: c.intention });

/**
 * An action on one record of the app's list: one service call, the list item's fields, a
 * message. `key` is the input holding the record's id; `more` are the inputs after it.
 */
export function recordAction(a: { id: string; label: string; goal: string; service: string; key: [name: string, label: string]; more?: InputDef[]; call: [api: string, args: Obj]; list: string; fields: Obj; said: string; bind?: string }): ActionDef {
  return {
    id: a.id,
    label: a.label,
    goal: a.goal,
    services: [a.service],
    inputs: [input(a.key[0], a.key[1], 'number'), ...(a.more ?? [])],
    plan: [call(...a.call, a.bind), update(a.list, `{{inputs.${a.key[0]}}}`, a.fields), message(a.said)],
  };
}

/** A step that changes one row in place (a toggle, an edit): the row keeps its id, nothing else moves. */
export function inPlaceStep(s: { stage: FlowStep['stage']; message: string; values: FlowStep['values']; hint: string[]; call: [api: string, args: Obj]; table: string; id: Json; fields: Obj; show: Json[] }): FlowStep {
  const [app, table] = at(s.table);
  return {
    stage: s.stage,
    message: s.message,
    values: s.values,
    hint: s.hint,
    calls: [s.call],
    same: [[s.table, s.id]],
    records: [[s.table, { id: s.id }, s.fields]],
    max: 1,
    allow: [[app, table, 'updated']],
    show: s.show,
  };
}
