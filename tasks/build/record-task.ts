import { A, episode, task, type Json, type Obj, type TaskDef } from './lib.ts';

type Op = 'inserted' | 'updated' | 'deleted';
type Allow = [app: string, table: string, ...ops: Op[]];
type Spec = ReturnType<typeof A.route>;

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
  const [app, api] = def.create.api.split('.') as [string, string];
  const [rApp, rApi] = def.revise.api.split('.') as [string, string];
  const id = `$${def.capture}`;
  const episodes: Obj[] = [
    episode({
      id: 'open',
      stage: 'open',
      checks: [...def.openInputs.map((names) => A.input(...names)), A.action(...def.openActions), A.about(def.heading)],
    }),
    episode({
      id: 'create',
      stage: 'submit',
      message: def.create.message,
      values: def.create.values,
      hint: def.create.hint,
      captures: { [def.capture]: { app: def.app, table: def.table, where: def.captureWhere ?? {} } },
      checks: [
        A.route(),
        A.called(app, api, def.create.args ?? {}),
        A.changed(def.app, def.table, 'inserted', def.create.where ?? {}),
        A.record(def.app, def.table, { id }, def.create.fields),
        A.mutations(def.create.maxMutations),
        A.onlyChanges(...def.create.allow),
        A.grounded(id),
        ...def.create.show.map((v) => A.grounded(v)),
        ...(def.create.extra ?? []),
      ],
    }),
    episode({
      id: 'revise',
      stage: 'revise',
      message: def.revise.message,
      values: def.revise.values,
      hint: def.revise.hint,
      requirement: def.revise.requirement,
      checks: [
        A.route(),
        A.called(rApp, rApi, def.revise.args ?? {}),
        ...(def.revise.identity === false ? [] : [A.sameRecord(def.app, def.table, id)]),
        A.record(def.app, def.table, { id }, def.revise.fields),
        A.mutations(def.revise.maxMutations),
        A.onlyChanges(...def.revise.allow),
        ...def.revise.show.map((v) => A.grounded(v)),
        ...(def.revise.extra ?? []),
      ],
    }),
  ];
  if (def.followup) {
    episodes.push(episode({ id: 'followup', stage: 'followup', message: def.followup.message, values: def.followup.values, hint: def.followup.hint, checks: def.followup.checks }));
  }
  episodes.push(
    episode({
      id: 'reopen',
      stage: 'reopen',
      checks: [
        A.persisted(id, 'normalized', followupTouches(def, 'deleted') ? undefined : { app: def.app, table: def.table, key: { id }, field: 'id' }),
        ...def.reopenShows.map((v) => {
          const field = recordField(def, v);
          return A.persisted(v, 'normalized', field === undefined ? undefined : { app: def.app, table: def.table, key: { id }, field });
        }),
        A.retained(id), A.input(...(def.openInputs[0] ?? ['request'])), ...(def.reopenExtra ?? [])],
    }),
  );
  return task({
    id: def.id,
    family: def.family,
    split: def.split,
    domains: def.domains,
    example: def.example,
    seed: def.seed,
    apps: [{ slot: 'A', intention: def.intention, services: def.services }],
    episodes,
    reference: { A: { package: def.pkg, revisions: def.revise.requirement && def.revise.revisedPkg ? { revise: def.revise.revisedPkg } : {} } },
  });
}
