/**
 * The record task: open → create one record → revise the same record → [followup] → reopen. The
 * single-app cases of every app are rows of a table (`RecordCase`); `singleRecord` turns a row
 * into the task, building the one-list app it describes and, for a changed requirement, the
 * app's next version.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, type FreeDef, type RowsDef } from '../kit/checks.ts';
import { type TaskDef } from '../kit/task.ts';
import { flowTask, serviceChecks, type StepEpisode } from '../kit/flow.ts';
import { listApp, type ActionDef, type CollectionDef } from '../kit/package.ts';
import type { Allow, Json, Obj, Op, Spec, Split, Values } from '../kit/types.ts';

export interface StepDef {
  message: string;
  values: Record<string, string | number | boolean>;
  hint?: string[];
  api: string;
  args?: Obj;
  /** Fields the record must have afterwards (independent read by its id). */
  fields: Obj;
  /** Values the user must see, each grounded in what the service returned or stored. */
  show: Json[];
  allow: Allow[];
  maxMutations: number;
  extra?: Spec[];
  /** What the user leaves to the app in this step (world_matches_reference). */
  free?: FreeDef[];
  rows?: RowsDef[];
}

export interface RecordTaskDef {
  id: string;
  family: TaskDef['family'];
  split: TaskDef['split'];
  domains: string[];
  seed: number;
  example?: string;
  intention: string;
  services: string[];
  /** The record the task follows: where it lives and the name its id is captured under. */
  app: string;
  table: string;
  capture: string;
  captureWhere?: Obj;
  pkg: Obj;
  openInputs: string[][];
  openActions: string[];
  heading: string;
  create: StepDef & { where?: Obj };
  revise: StepDef & { requirement?: string; revisedPkg?: Obj; identity?: boolean };
  /** An extra episode between revise and reopen (service tasks: an independent read). */
  followup?: { message: string; values: Record<string, string | number | boolean>; hint?: string[]; checks: Spec[] };
  reopenShows: Json[];
  reopenExtra?: Spec[];
}

const sameScalar = (a: unknown, b: unknown): boolean =>
  (typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number') && String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

function followupTouches(def: RecordTaskDef, op: Op): boolean {
  return (def.followup?.checks ?? []).some((c) => c.type === 'db_changed' && c.app === def.app && c.table === def.table && c.op === op);
}

/**
 * The field of the task's record that holds a reopen value after the revision (the create's
 * fields overridden by the revision's), so C5 reads the world too; undefined for other values.
 */
function recordField(def: RecordTaskDef, value: Json): string | undefined {
  // A followup that rewrites the record leaves only its id to check; one that deletes it, nothing.
  if (followupTouches(def, 'updated') || followupTouches(def, 'deleted')) return undefined;
  const final: Obj = { ...def.create.fields, ...def.revise.fields };
  return Object.keys(final).find((field) => sameScalar(final[field], value));
}

/**
 * The common shape of a record-centred task: open → submit (create) → revise (edit the same
 * record) → [followup] → reopen, with checks of all five contracts.
 */
export function recordTask(def: RecordTaskDef) {
  const id = `$${def.capture}`;
  const followup: StepEpisode[] = def.followup ? [{ stage: 'followup', message: def.followup.message, values: def.followup.values, hint: def.followup.hint, checks: def.followup.checks }] : [];
  return flowTask({
    id: def.id,
    family: def.family,
    split: def.split,
    domains: def.domains,
    example: def.example,
    seed: def.seed,
    intention: def.intention,
    services: def.services,
    pkg: def.pkg,
    revisions: def.revise.requirement && def.revise.revisedPkg ? { revise: def.revise.revisedPkg } : {},
    open: { inputs: def.openInputs, actions: def.openActions, heading: def.heading },
    steps: [
      {
        stage: 'submit',
        message: def.create.message,
        values: def.create.values,
        hint: def.create.hint,
        captures: { [def.capture]: { app: def.app, table: def.table, where: def.captureWhere ?? {} } },
        free: def.create.free,
        rows: def.create.rows,
        checks: serviceChecks({
          calls: [[def.create.api, def.create.args ?? {}]],
          changes: [[`${def.app}.${def.table}`, 'inserted', def.create.where ?? {}]],
          records: [[`${def.app}.${def.table}`, { id }, def.create.fields]],
          max: def.create.maxMutations,
          allow: def.create.allow,
          show: [id, ...def.create.show],
          extra: def.create.extra,
        }),
      },
      {
        stage: 'revise',
        message: def.revise.message,
        values: def.revise.values,
        hint: def.revise.hint,
        requirement: def.revise.requirement,
        free: def.revise.free,
        rows: def.revise.rows,
        checks: serviceChecks({
          calls: [[def.revise.api, def.revise.args ?? {}]],
          same: def.revise.identity === false ? [] : [[`${def.app}.${def.table}`, id]],
          records: [[`${def.app}.${def.table}`, { id }, def.revise.fields]],
          max: def.revise.maxMutations,
          allow: def.revise.allow,
          show: def.revise.show,
          extra: def.revise.extra,
        }),
      },
      ...followup,
    ],
    reopen: [
      A.persisted(id, 'normalized', followupTouches(def, 'deleted') ? undefined : { app: def.app, table: def.table, key: { id }, field: 'id' }),
      ...def.reopenShows.map((v) => {
        const field = recordField(def, v);
        return A.persisted(v, 'normalized', field === undefined ? undefined : { app: def.app, table: def.table, key: { id }, field });
      }),
      A.retained(id),
      A.input(...(def.openInputs[0] ?? ['request'])),
      ...(def.reopenExtra ?? []),
    ],
  });
}

/** The one-list app a case builds (kit/package.ts `listApp`). */
export type ListAppDef = Parameters<typeof listApp>[0];

/** What a changed requirement changes in an app: an action added, one rewritten (same id), the list reworded. */
export interface NextVersion {
  add?: ActionDef;
  replace?: ActionDef;
  list?: CollectionDef;
}

/** The app as its next version: the same screen rebuilt with the change, so forms stay in action order. */
export function nextVersion(app: ListAppDef, next: NextVersion): Obj {
  const actions = app.actions.map((a) => (a.id === next.replace?.id ? next.replace : a));
  return { ...listApp({ ...app, list: next.list ?? app.list, actions: next.add ? [...actions, next.add] : actions }), version: 2 };
}

/** One single-app task of one record, as a row of its app's case table. */
export interface RecordCase {
  id: string;
  split: Split;
  seed: number;
  example?: string;
  intention: string;
  /** The app the reference builds, and what the changed requirement (`revise.requirement`) changes in it. */
  app: ListAppDef;
  next?: NextVersion;
  /** The record the task follows, and the name its id is captured under. */
  table: string;
  capture: string;
  /** What the open episode looks for: each input (by any of its names) and the actions. */
  inputs: string[][];
  actions: string[];
  create: StepDef & { where?: Obj };
  revise: StepDef & { requirement?: string; identity?: boolean };
  followup?: { message: string; values: Values; hint?: string[]; checks: Spec[] };
  reopen: Json[];
}

/** The task of one case row of `service` (the app's only service, and its domain). */
export const singleRecord = (service: string, c: RecordCase): TaskInput =>
  recordTask({
    id: c.id,
    family: 'single',
    split: c.split,
    domains: [service],
    seed: c.seed,
    example: c.example,
    intention: c.intention,
    services: [service],
    app: service,
    table: c.table,
    capture: c.capture,
    pkg: listApp(c.app),
    openInputs: c.inputs,
    openActions: c.actions,
    heading: c.app.title,
    create: c.create,
    revise: { ...c.revise, revisedPkg: c.next && nextVersion(c.app, c.next) },
    followup: c.followup,
    reopenShows: c.reopen,
  });
