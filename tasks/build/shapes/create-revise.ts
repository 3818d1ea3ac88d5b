/**
 * The record task: open → create one record → revise the same record → [followup] → reopen. The
 * single-app cases of every app are rows of a table (`RecordCase`); `singleRecord` turns a row
 * into the task, building the one-list app it describes and, for a changed requirement, the
 * app's next version.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, sameScalar, type FreeDef, type InStepDef, type RowsDef } from '../kit/checks.ts';
import { allowInStep, maxInStep } from '../kit/in-step.ts';
import { flowTask, serviceChecks, type StepEpisode } from '../kit/flow.ts';
import { TELLS, withTold } from '../kit/told.ts';
import { listApp, nextVersion, type ListAppDef, type NextVersion } from '../kit/package.ts';
import type { Allow, Family, Obj, Op, Spec, Split, Values, Value } from '../kit/types.ts';


/** One service step on the record: what the user says and types, and what the services must show for it. */
export interface StepDef {
  message: string;
  values: Values;
  hint?: string[];
  api: string;
  args?: Obj;
  /** Fields the record must have afterwards (independent read by its id). */
  fields: Obj;
  /** Values the user must see, each grounded in what the service returned or stored. */
  show: Value[];
  allow: Allow[];
  maxMutations: number;
  extra?: Spec[];
  /** What the user leaves to the app in this step (world_matches_reference). */
  free?: FreeDef[];
  rows?: RowsDef[];
  /** Records kept in step with the one the step changes (kit/in-step.ts). */
  inStep?: InStepDef[];
  /** More records the step captures (a created record whose id a made-up text names). */
  captures?: Record<string, { app: string; table: string; field?: string; where?: Obj }>;
}

/** An extra episode between revise and reopen (service tasks: an independent read). */
export interface FollowupDef {
  message: string;
  values: Values;
  hint?: string[];
  checks: Spec[];
}

export interface RecordTaskDef {
  id: string;
  family: Family;
  split: Split;
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
  followup?: FollowupDef;
  /**
   * Episodes between the revise and the followup: a look-alike record the user makes too (a
   * second expense, file or project), so the record the followup names by its id is not the one
   * the app made or changed last (issue #30, trivial_target).
   */
  between?: StepEpisode[];
  reopenShows: Value[];
  reopenExtra?: Spec[];
}

function followupTouches(def: RecordTaskDef, op: Op): boolean {
  return (def.followup?.checks ?? []).some((c) => c.type === 'db_changed' && c.app === def.app && c.table === def.table && c.op === op);
}

/**
 * The field of the task's record that holds a reopen value after the revision (the create's
 * fields overridden by the revision's), so C5 reads the world too; undefined for other values.
 */
function recordField(def: RecordTaskDef, value: Value): string | undefined {
  // A followup that rewrites the record leaves only its id to check; one that deletes it, nothing.
  if (followupTouches(def, 'updated') || followupTouches(def, 'deleted')) return undefined;
  const final: Obj = { ...def.create.fields, ...def.revise.fields };
  return Object.keys(final).find((field) => sameScalar(final[field], value));
}

/**
 * The common shape of a record-centred task: open → submit (create) → revise (edit the same
 * record) → [followup] → reopen, with checks of all five contracts.
 */
export function recordTask(def: RecordTaskDef): TaskInput {
  const { id: taskId, family, split, domains, seed, example, intention, services, pkg, create, revise } = def;
  const id = `$${def.capture}`;
  const table = `${def.app}.${def.table}`;
  const followup: StepEpisode[] = def.followup ? [{ stage: 'followup', ...def.followup }] : [];
  const recordAt = (field: string) => ({ app: def.app, table: def.table, key: { id }, field });
  return flowTask({
    id: taskId, family, split, domains, seed, example, intention, services, pkg,
    revisions: revise.requirement && revise.revisedPkg ? { revise: revise.revisedPkg } : {},
    open: { inputs: def.openInputs, actions: def.openActions, heading: def.heading },
    steps: [
      {
        stage: 'submit', message: create.message, values: create.values, hint: create.hint,
        captures: { ...create.captures, [def.capture]: { app: def.app, table: def.table, where: def.captureWhere ?? {} } },
        free: create.free, rows: create.rows,
        checks: serviceChecks({
          calls: [[create.api, create.args ?? {}]],
          changes: [[table, 'inserted', create.where ?? {}]],
          records: [[table, { id }, create.fields]],
          max: create.maxMutations, allow: create.allow, show: [id, ...create.show], extra: create.extra,
        }),
      },
      {
        stage: 'revise', message: revise.message, values: revise.values, hint: revise.hint, requirement: revise.requirement, free: revise.free, rows: revise.rows,
        ...(revise.inStep?.length ? { inStep: revise.inStep } : {}),
        checks: serviceChecks({
          calls: [[revise.api, revise.args ?? {}]],
          same: revise.identity === false ? [] : [[table, id]],
          records: [[table, { id }, revise.fields]],
          max: maxInStep(revise.maxMutations, revise.inStep), allow: allowInStep(revise.allow, revise.inStep ?? []), show: revise.show, extra: revise.extra,
        }),
      },
      ...(def.between ?? []),
      ...followup,
    ],
    reopen: [
      A.persisted(id, 'normalized', followupTouches(def, 'deleted') ? undefined : recordAt('id')),
      ...def.reopenShows.map((v) => {
        const field = recordField(def, v);
        return A.persisted(v, 'normalized', field === undefined ? undefined : recordAt(field));
      }),
      A.retained(id),
      A.input(...(def.openInputs[0] ?? ['request'])),
      ...(def.reopenExtra ?? []),
    ],
  });
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
  followup?: FollowupDef;
  reopen: Value[];
}

/** The task of one case row of `service` (the app's only service, and its domain). */
export function singleRecord(service: string, c: RecordCase): TaskInput {
  const { id, split, seed, example, intention, table, capture, create, followup } = c;
  const task = recordTask({
    id, family: 'single', split, seed, example, intention, domains: [service], services: [service], app: service, table, capture,
    pkg: listApp(c.app), openInputs: c.inputs, openActions: c.actions, heading: c.app.title,
    create, revise: { ...c.revise, revisedPkg: c.next && nextVersion(c.app, c.next) }, followup, reopenShows: c.reopen,
  });
  return withPeopleMade(task, `${service}.${table}`, c.app.actions as unknown as Obj[], create.api, c.next !== undefined);
}

/**
 * The people a single app's create adds to its record (a new group's members), told on screen
 * (issue #30, not_shown, shown9): where the create's own call takes people the user typed (a
 * `to` detail of kit/told.ts), the told checks of a multi-tool step apply to it too — one check per
 * person, in any form the user knows. Where the revise is a new version of the app, the create alone (s15).
 */
function withPeopleMade(task: TaskInput, anchor: string, actions: readonly Obj[], api: string, newVersion: boolean): TaskInput {
  const make = actions.find((a) => ((a.plan ?? []) as Obj[]).some((s) => s.call === api));
  const change = actions.find((a) => a !== make);
  if (!make || (!change && !newVersion) || task.episodes.length !== 4 || !task.episodes.some((e) => e.id === 'create') || !task.episodes.some((e) => e.id === 'revise')) return task;
  const tell = TELLS[api];
  const arg = tell?.detail?.kind === 'to' ? ((make.plan as Obj[]).find((s) => s.call === api)?.args as Obj | undefined)?.[tell.detail.arg] : undefined;
  if (arg === undefined || !JSON.stringify(arg).includes('{{inputs.')) return task;
  // Where the revise is a new version of the app (s15 shown15: whom a camping expense is split
  // with), the create's people are told all the same; the new version tells its own change.
  return withTold(task, anchor, String(make.id), newVersion || !change ? undefined : String(change.id));
}
