/**
 * Record-centred tasks on one kept list: open, then any number of service steps (submit, revise,
 * followup) each listing the calls, changes and records it must show, then reopen. Tasks that do
 * not fit create → revise (toggle then undo, act on a record the user names, delete then
 * restore) are written as a list of these steps; the phone, splitwise, venmo and file_system
 * cases build on it.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, retainedCheck, type FreeDef, type RowsDef, type Said } from '../kit/checks.ts';
import { flowTask as skeleton, keptCheck, serviceChecks, type Kept, type ServiceStep } from '../kit/flow.ts';
import { listApp, type ActionDef, type CollectionDef } from '../kit/package.ts';
import { at, type AppCase, type Obj, type Value } from '../kit/types.ts';


/** One service step: what the user asks, then the checks of `serviceChecks`. */
export interface FlowStep extends ServiceStep {
  /** The episode id, where the step is not named by its stage (a look before the first change). */
  id?: string;
  /** Rows this step inserts whose ids later steps and the reopen refer to (`$name`), by `app.table`. */
  captures?: Record<string, { at: string; where?: Obj }>;
  free?: FreeDef[];
  rows?: RowsDef[];
}

/** What every case of these shapes states about itself: the task's head and the app's words. */
export interface CaseBase extends AppCase {
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
  reopen: { shows: Kept[]; retained: (Value | Said)[]; input?: string[] };
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
      ...(step.id !== undefined ? { id: step.id } : {}),
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
      ...def.reopen.shows.map(keptCheck),
      ...def.reopen.retained.map(retainedCheck),
      ...(input.length > 0 ? [A.input(...input)] : []),
    ],
  });
}

const appTable = (where: string) => {
  const [app, table] = at(where);
  return { app, table };
};
