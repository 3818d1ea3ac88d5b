/**
 * Controls for what a spec leaves loose (issue #28): each is the reference package with one
 * plausible mistake that only an earned free field or a complete visible check can see.
 *
 * | control          | what it does                                                            | targets |
 * |------------------|-------------------------------------------------------------------------|---------|
 * | junk_free_fields | every text the task leaves free is written as unrelated words           | C3      |
 * | stale_view       | after a change the kept list keeps the old value of the changed field   | C5      |
 *
 * Each leaves a task's packages exactly as the oracle's where it has nothing to break (no free
 * field whose content the task constrains; no kept field a change writes a value into), so the
 * audit counts the task as one it does not apply to.
 */
import type { FreeField, Task } from '../schemas/task.ts';
import { findApi } from '../world/docs.ts';
import { transformed } from './controls.ts';
import type { Generator } from './types.ts';

type Obj = Record<string, any>;

/** Words no task asks for: admissible in any text field, about nothing the user said. */
export const JUNK_TEXT = 'Weather looks fine this weekend.';

const actions = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);

/** Every step of a plan, nested ones included. */
function allSteps(steps: readonly Obj[], out: Obj[] = []): Obj[] {
  for (const step of steps) {
    out.push(step);
    if (Array.isArray(step.steps)) allSteps(step.steps, out);
  }
  return out;
}

const plans = (pkg: Obj): Obj[][] => actions(pkg).flatMap((a) => (Array.isArray(a.plan) ? [a.plan as Obj[]] : []));

/** The free fields of the episodes of one app slot whose content the task constrains. */
function constrainedFree(task: Task | undefined, slot: string): FreeField[] {
  if (!task) return [];
  return task.episodes
    .filter((e) => e.slot === slot)
    .flatMap((e) => e.assertions.flatMap((a) => (a.type === 'world_matches_reference' ? a.free : [])))
    .filter((f) => typeof f.constraint === 'object');
}

/**
 * Writes junk into every argument of a write call that fills a constrained free field (a text
 * becomes JUNK_TEXT, a list becomes empty). Where no such argument exists the package is left
 * as it is.
 */
function junkFreeFields(pkg: Obj, free: readonly FreeField[]): void {
  if (free.length === 0) return;
  for (const plan of plans(pkg)) {
    for (const step of allSteps(plan)) {
      if (typeof step.call !== 'string' || step.args === null || typeof step.args !== 'object') continue;
      const [app = '', api = ''] = step.call.split('.');
      if (findApi(app, api)?.method === 'GET') continue;
      for (const field of Object.keys(step.args)) {
        if (!free.some((f) => f.app === app && f.field === field)) continue;
        const value = step.args[field];
        if (typeof value === 'string') step.args[field] = JUNK_TEXT;
        else if (Array.isArray(value)) step.args[field] = [];
      }
    }
  }
}

/** Whether a kept field's new value comes from the user's input or a service's answer (not a fixed word). */
const carriesValue = (value: unknown): boolean => typeof value === 'string' && value.includes('{{');

/**
 * The kept list is not updated after a change: every `update` step drops the fields that carry
 * the changed value (an input or what the service answered); an update left with no field is
 * removed. Fixed words (a status such as "done") stay: they are how the app words the change.
 */
function staleView(pkg: Obj): void {
  for (const action of actions(pkg)) {
    if (!Array.isArray(action.plan)) continue;
    const prune = (steps: Obj[]): Obj[] =>
      steps.flatMap((step) => {
        if (Array.isArray(step.steps)) step.steps = prune(step.steps);
        if (typeof step.update !== 'string' || step.fields === null || typeof step.fields !== 'object') return [step];
        const kept = Object.fromEntries(Object.entries(step.fields as Obj).filter(([, v]) => !carriesValue(v)));
        if (Object.keys(kept).length === Object.keys(step.fields).length) return [step];
        return Object.keys(kept).length === 0 ? [] : [{ ...step, fields: kept }];
      });
    action.plan = prune(action.plan);
  }
}

export const keptControls = {
  junk_free_fields: transformed('junk_free_fields', 'Control: junk in free fields', (pkg, { request, task }) => junkFreeFields(pkg, constrainedFree(task, request.slot))),
  stale_view: transformed('stale_view', 'Control: stale view', (pkg) => staleView(pkg)),
} as const satisfies Record<string, Generator>;
