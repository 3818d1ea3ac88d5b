/**
 * A flow task: open → one or more action episodes → reopen, each episode stating its own C3
 * checks. recordTask covers create → revise of one record; the todoist, simple_note and
 * file_system slices also act on records the user names, undo, delete and move things, so
 * each pattern lists what every episode must change and show, and this file adds the checks
 * every action episode shares (route, mutation cap, no collateral, grounded results).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, type FreeDef, type RowsDef } from '../kit/checks.ts';
import { type TaskDef } from '../kit/task.ts';
import { flowTask as skeleton, serviceChecks } from '../kit/flow.ts';
import type { Allow, Json, Obj, Spec, Values } from '../kit/types.ts';

export type { Allow };

export interface ActDef {
  stage: 'submit' | 'revise' | 'followup';
  message: string;
  values: Record<string, string | number | boolean | string[] | undefined>;
  hint: string[];
  /** Captured ids, by name: the first inserted row of that table (matching `where`). */
  captures?: Record<string, { app: string; table: string; field?: string; where?: Obj }>;
  /** What the service must have been asked and what must have changed (C3). */
  checks: Spec[];
  /** Values the user must see, each grounded in what the service returned or changed (C4). */
  show: Json[];
  allow: Allow[];
  max: number;
  free?: FreeDef[];
  rows?: RowsDef[];
}

export interface FlowDef {
  id: string;
  split: TaskDef['split'];
  seed: number;
  domains: string[];
  intention: string;
  services: string[];
  pkg: Obj;
  inputs: string[][];
  actions: string[];
  heading: string;
  acts: ActDef[];
  /** C5 after the teardown: `A.persisted(...)` per value the kept list must still show. */
  reopen: Spec[];
  /** What the kept state must hold: a captured id ("$taskId") or a value the user named. */
  retained: Json;
}

export function flowTask(def: FlowDef): TaskInput {
  return skeleton({
    id: def.id,
    split: def.split,
    seed: def.seed,
    domains: def.domains,
    intention: def.intention,
    services: def.services,
    pkg: def.pkg,
    open: { inputs: def.inputs, actions: def.actions, heading: def.heading },
    naming: 'stage-joined',
    steps: def.acts.map((act) => ({
      stage: act.stage,
      message: act.message,
      values: act.values as Values,
      hint: act.hint,
      captures: act.captures,
      free: act.free,
      rows: act.rows,
      checks: serviceChecks({ checks: act.checks, max: act.max, allow: act.allow, show: act.show }),
    })),
    reopen: [...def.reopen, A.retained(def.retained), A.input(...(def.inputs[0] ?? ['request']))],
  });
}

/** The kept value of a C5 check, read back from the world's field when there is one. */
export const kept = (value: Json, app?: string, table?: string, id?: string, field?: string): Spec =>
  A.persisted(value, 'normalized', app && table && id && field ? { app, table, key: { id: `$${id}` }, field } : undefined);

export const slug = (id: string): string => id.split('.').pop() as string;

/** Case fields every pattern shares. */
export interface CaseBase {
  id: string;
  split: TaskDef['split'];
  seed: number;
  title: string;
  intention: string;
}

export type { Json, Obj };
