/**
 * The one task skeleton: open → service steps → reopen, for one app slot. Every task shape in
 * the suite builds its episodes' checks its own way, then hands them here; this file owns the
 * open episode's checks, the episode ids and the task record itself.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, groundedCheck, isSaid, type FreeDef, type InStepDef, type RowsDef, type Said } from './checks.ts';
import { episode, task } from './task.ts';
import { at, type Allow, type Family, type Obj, type Value, type Op, type Spec, type Split, type StepStage, type Values } from './types.ts';

/** A row an episode inserts whose id later episodes refer to as `$name`. */
export interface CaptureDef {
  app: string;
  table: string;
  field?: string;
  where?: Obj;
}

/** One episode after open, with its checks already composed (see `serviceChecks`). */
export interface StepEpisode {
  stage: StepStage;
  /** The episode id; by default it follows the task's `naming`. */
  id?: string;
  message?: string;
  values?: Values;
  hint?: string[];
  /** A changed requirement: the reference's revision serves from this step on. */
  requirement?: string;
  captures?: Record<string, CaptureDef>;
  checks: Spec[];
  /** Fields of this episode's changes the user leaves to the app. */
  free?: FreeDef[];
  /** Row sets of this episode the user constrains without enumerating. */
  rows?: RowsDef[];
  /** Records kept in step with the one the episode changes (see InStepDef). */
  inStep?: InStepDef[];
}

/**
 * How repeated stages are named. The three rules are the suite's history (the ids are part of
 * every archived assertion id, so they stay): `step1, step2, …`; `create, create-2, …`;
 * `create, create2, …`.
 */
export type Naming = 'step' | 'stage-dash' | 'stage-joined';

const STAGE_IDS: Record<StepStage, string> = { submit: 'create', revise: 'revise', followup: 'followup' };

function episodeIds(steps: StepEpisode[], naming: Naming): string[] {
  const seen = new Map<string, number>();
  return steps.map((step, index) => {
    if (step.id !== undefined) return step.id;
    if (naming === 'step') return `step${index + 1}`;
    const base = STAGE_IDS[step.stage];
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    if (n === 1) return base;
    return naming === 'stage-dash' ? `${base}-${n}` : `${base}${n}`;
  });
}

/** What the open episode checks: the inputs and actions the task needs, and what the app is about. */
export interface OpenDef {
  inputs: string[][];
  actions: string[];
  heading: string;
}

export const openChecks = (open: OpenDef, intention: string): Spec[] => [...open.inputs.map((names) => A.input(...names)), A.action(...open.actions), A.about(open.heading, intention)];

export interface FlowTaskDef {
  id: string;
  family?: Family;
  split: Split;
  seed: number;
  domains: string[];
  example?: string;
  intention: string;
  services: string[];
  pkg: Obj;
  revisions?: Record<string, Obj>;
  open: OpenDef;
  steps: StepEpisode[];
  /** The reopen episode's checks, in order. */
  reopen: Spec[];
  /** The user asks the app to keep nothing (a one-shot tool): the reopen's C5 checks are left out, the others keep their ids. */
  reopenKeepsNothing?: boolean;
  naming?: Naming;
}

/** open → one episode per step → reopen. */
export function flowTask(def: FlowTaskDef): TaskInput {
  const ids = episodeIds(def.steps, def.naming ?? 'stage-dash');
  return task({
    id: def.id,
    family: def.family ?? 'single',
    split: def.split,
    domains: def.domains,
    example: def.example,
    seed: def.seed,
    apps: [{ slot: 'A', intention: def.intention, services: def.services }],
    episodes: [
      episode({ id: 'open', stage: 'open', checks: openChecks(def.open, def.intention) }),
      ...def.steps.map((step, index) =>
        episode({
          id: ids[index] as string,
          stage: step.stage,
          message: step.message,
          values: step.values,
          hint: step.hint,
          requirement: step.requirement,
          captures: step.captures,
          free: step.free,
          rows: step.rows,
          ...(step.inStep?.length ? { inStep: step.inStep } : {}),
          checks: step.checks,
        }),
      ),
      episode({ id: 'reopen', stage: 'reopen', checks: def.reopen, ...(def.reopenKeepsNothing ? { keepsNothing: true } : {}) }),
    ],
    reference: { A: { package: def.pkg, revisions: def.revisions ?? {} } },
  });
}

/**
 * A service episode's checks, always in this order: the route, the calls made, the changes seen,
 * the rows that kept their id, the rows read back, any other service checks, the mutation cap,
 * the tables it may change, what the user must see, and the shape's extra checks.
 */
export interface ServiceChecks {
  /** `app.api` and the arguments that must be passed. */
  calls?: [api: string, args?: Obj][];
  /** `app.table`, op, where and minimum count: each must have happened. */
  changes?: [table: string, op: Op, where?: Obj, min?: number][];
  /** `app.table` rows that must keep their id (an edit, not delete-and-recreate). */
  same?: [table: string, id: Value][];
  /** `app.table` rows read back by key afterwards, with the fields they must hold. */
  records?: [table: string, key: Obj, fields: Obj][];
  /** Other service checks, in the shape's own order. */
  checks?: Spec[];
  max: number;
  allow: Allow[];
  /** Values the user must see, grounded in what the service returned or changed (with the user's words they come from when those are not the value). */
  show: (Value | Said)[];
  extra?: Spec[];
}

export const serviceChecks = (s: ServiceChecks): Spec[] => [
  A.route(),
  ...(s.calls ?? []).map(([api, args]) => A.called(...at(api), args ?? {})),
  ...(s.changes ?? []).map(([table, op, where, min]) => A.changed(...at(table), op, where ?? {}, min ?? 1)),
  ...(s.same ?? []).map(([table, id]) => A.sameRecord(...at(table), id)),
  ...(s.records ?? []).map(([table, key, fields]) => A.record(...at(table), key, fields)),
  ...(s.checks ?? []),
  A.mutations(s.max),
  A.onlyChanges(...s.allow),
  ...s.show.map(groundedCheck),
  ...(s.extra ?? []),
];

/** The tables a list of changes touches, merged with others the step allows, ops sorted. */
export function allowOf(changes: [table: string, op: Op, ...rest: unknown[]][], also: Allow[] = []): Allow[] {
  const allow = new Map<string, Set<Op>>();
  const add = (key: string, op: Op) => allow.set(key, (allow.get(key) ?? new Set()).add(op));
  for (const [table, op] of changes) add(table, op);
  for (const [app, table, ...ops] of also) for (const op of ops) add(`${app}.${table}`, op);
  return [...allow].map(([table, ops]) => [...at(table), ...[...ops].sort()] as Allow);
}

/** A service episode as a shape writes it: what the user asks, then the checks of `serviceChecks`. */
export interface ServiceStep extends ServiceChecks {
  stage: StepStage;
  message: string;
  values: Values;
  hint?: string[];
}

/** A step that changes one row in place (a toggle, an edit): the row keeps its id, nothing else moves. */
export function inPlaceStep(s: { stage: StepStage; message: string; values: Values; hint: string[]; call: [api: string, args: Obj]; table: string; id: Value; fields: Obj; show: Value[] }): ServiceStep {
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

/** A step that deletes one row by its id: one call naming it, the row gone, nothing else moves but `also`. */
export function deleteStep(s: { stage?: StepStage; message: string; values: Values; hint: string[]; call: [api: string, arg: string]; table: string; id: Value; max?: number; also?: Allow[] }): ServiceStep {
  const [app, table] = at(s.table);
  return {
    stage: s.stage ?? 'revise',
    message: s.message,
    values: s.values,
    hint: s.hint,
    calls: [[s.call[0], { [s.call[1]]: s.id }]],
    changes: [[s.table, 'deleted', { id: s.id }]],
    max: s.max ?? 1,
    allow: [[app, table, 'deleted'], ...(s.also ?? [])],
    show: [s.id],
  };
}

/** A value shown after reopen; with `field`, the world must still hold it in that row (`app.table`). */
export type Kept = Value | Said | KeptRecord;
interface KeptRecord {
  value: Value;
  table: string;
  key: Obj;
  field: string;
  because?: string;
}

const isKeptRecord = (k: Kept): k is KeptRecord => typeof k === 'object' && k !== null && !Array.isArray(k) && 'field' in k;

/** A value kept in the row with this id (`app.table`): by default the id itself. */
export const keptIn = (table: string, id: Value, field = 'id', value: Value = id, because?: string): KeptRecord => ({ value, table, key: { id }, field, ...(because ? { because } : {}) });

/** The reopen check of a kept value: shown, and read back from its row when it names one. */
export function keptCheck(k: Kept): Spec {
  if (isSaid(k)) return A.persisted(k.value, 'normalized', undefined, k.because);
  if (!isKeptRecord(k)) return A.persisted(k);
  const [app, table] = at(k.table);
  return A.persisted(k.value, 'normalized', { app, table, key: k.key, field: k.field }, k.because);
}

