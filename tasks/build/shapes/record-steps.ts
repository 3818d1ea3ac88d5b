/**
 * Record-centred tasks on one kept list: open, then any number of service steps (submit, revise,
 * followup) each listing the calls, changes and records it must show, then reopen. Tasks that do
 * not fit create → revise (toggle then undo, act on a record the user names, delete then
 * restore) are written as a list of these steps; the phone, splitwise, venmo and file_system
 * cases build on it.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, type FreeDef, type RowsDef } from '../kit/checks.ts';
import { flowTask as skeleton, serviceChecks, type ServiceChecks } from '../kit/flow.ts';
import { call, input, listApp, message, update, type ActionDef, type CollectionDef, type InputDef } from '../kit/package.ts';
import { at, type Allow, type Json, type Obj, type Split, type StepStage, type Values } from '../kit/types.ts';

/** One service step: what the user asks, then the checks of `serviceChecks`. */
export interface FlowStep extends ServiceChecks {
  stage: StepStage;
  message: string;
  values: Values;
  hint?: string[];
  /** Rows this step inserts whose ids later steps and the reopen refer to (`$name`), by `app.table`. */
  captures?: Record<string, { at: string; where?: Obj }>;
  free?: FreeDef[];
  rows?: RowsDef[];
}

/** A value shown after reopen; with `field`, the world must still hold it in that row. */
export type Kept = Json | KeptRecord;
interface KeptRecord {
  value: Json;
  table: string;
  key: Obj;
  field: string;
}

const isKeptRecord = (k: Kept): k is KeptRecord => typeof k === 'object' && k !== null && !Array.isArray(k) && 'field' in k;

/** A value kept in the row with this id (`app.table`): by default the id itself. */
export const keptIn = (table: string, id: Json, field = 'id', value: Json = id): KeptRecord => ({ value, table, key: { id }, field });

/** What every case of these shapes states about itself: the task's head and the app's words. */
export interface CaseBase {
  id: string;
  split: Split;
  seed: number;
  intention: string;
  appId: string;
  title: string;
  summary: string;
  intro: string;
}

/** What a pattern makes of a case: the app (one kept list and its actions) and the episodes. */
export interface StepsDef {
  /** Every service the actions use. */
  services: string[];
  /** By default the app of the task id (`single.<app>.…`). */
  domains?: string[];
  list: CollectionDef;
  actions: ActionDef[];
  /** The inputs and action words the open episode looks for (the heading is the case's title). */
  open: { inputs: string[][]; actions: string[] };
  steps: FlowStep[];
  /** What reopen shows and keeps; the input it looks for is by default the first of open's. */
  reopen: { shows: Kept[]; retained: Json[]; input?: string[] };
}

/** open → the steps → reopen, for one case. */
export function stepsTask(c: CaseBase, def: StepsDef): TaskInput {
  const input = def.reopen.input ?? def.open.inputs[0] ?? [];
  const [, app = c.id] = c.id.split('.');
  return skeleton({
    id: c.id,
    split: c.split,
    domains: def.domains ?? [app],
    seed: c.seed,
    intention: c.intention,
    services: def.services,
    pkg: listApp({ id: c.appId, title: c.title, summary: c.summary, intro: c.intro, list: def.list, actions: def.actions }),
    open: { ...def.open, heading: c.title },
    steps: def.steps.map((step) => ({
      stage: step.stage,
      message: step.message,
      values: step.values,
      hint: step.hint,
      captures: step.captures && Object.fromEntries(Object.entries(step.captures).map(([name, cap]) => [name, { ...appTable(cap.at), where: cap.where ?? {} }])),
      free: step.free,
      rows: step.rows,
      checks: serviceChecks(step),
    })),
    reopen: [
      ...def.reopen.shows.map((k) => (isKeptRecord(k) ? A.persisted(k.value, 'normalized', { ...appTable(k.table), key: k.key, field: k.field }) : A.persisted(k))),
      ...def.reopen.retained.map((v) => A.retained(v)),
      ...(input.length > 0 ? [A.input(...input)] : []),
    ],
  });
}

const appTable = (where: string) => {
  const [app, table] = at(where);
  return { app, table };
};

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
export function inPlaceStep(s: { stage: StepStage; message: string; values: Values; hint: string[]; call: [api: string, args: Obj]; table: string; id: Json; fields: Obj; show: Json[] }): FlowStep {
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
export function deleteStep(s: { stage?: StepStage; message: string; values: Values; hint: string[]; call: [api: string, arg: string]; table: string; id: Json; max?: number; also?: Allow[] }): FlowStep {
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

