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
    // A text held to mention one of a few words (`mentions_one`, s17; `names_one`, s18) is constrained too: junk names none of them.
    .filter((f) => typeof f.constraint === 'object' || (f.mentions_one?.length ?? 0) > 0 || (f.names_one?.length ?? 0) > 0);
}

/**
 * Writes junk into every argument of a write call that fills a constrained free field (a text
 * becomes JUNK_TEXT, a list becomes empty). Where no such argument exists the package is left
 * as it is.
 */
/**
 * Per constrained free field (`app.field`) a call of the service writes itself from other records
 * (an export's file content, a merge's note content, a reply's subject taken from its thread): the
 * edit that rewrites it on the row written, with the argument naming that row.
 */
const JUNK_EDIT: Record<string, { call: string; id: string }> = {
  'file_system.content': { call: 'file_system.update_file', id: 'file_path' },
  'simple_note.content': { call: 'simple_note.update_note', id: 'note_id' },
  'gmail.subject': { call: 'gmail.update_draft', id: 'draft_id' },
};

/**
 * After a write that fills a constrained free field by itself (no argument of it names the field),
 * the edit of JUNK_EDIT writes junk into that field of the row written: the row is named by the
 * write's own argument (an export's file_path) or by what it returned (a merge's note_id). Only
 * where the action may call the edit's service. Returns whether it added any.
 */
function junkAfterServiceWrites(action: Obj, free: readonly FreeField[]): boolean {
  const services: string[] = Array.isArray(action.services) ? action.services : [];
  let added = false;
  const visit = (steps: Obj[]) => {
    for (let index = 0; index < steps.length; index += 1) {
      const step = steps[index] as Obj;
      if (Array.isArray(step.steps)) visit(step.steps);
      if (typeof step.call !== 'string' || step.args === null || typeof step.args !== 'object') continue;
      const [app = '', api = ''] = step.call.split('.');
      if (findApi(app, api)?.method === 'GET') continue;
      const edits = free.flatMap((f) => {
        const edit = JUNK_EDIT[`${f.app}.${f.field}`];
        if (!edit || f.field in step.args || !services.includes(edit.call.split('.')[0] as string)) return [];
        // The written row: named by the write's argument, else by its result (bound).
        const row = edit.id in step.args ? step.args[edit.id] : typeof step.bind === 'string' && f.app === app ? `{{${step.bind}.${edit.id}}}` : undefined;
        return row === undefined ? [] : [{ call: edit.call, args: { [edit.id]: row, [f.field]: JUNK_TEXT } }];
      });
      const unique = [...new Map(edits.map((e) => [JSON.stringify(e), e])).values()];
      if (unique.length === 0) continue;
      steps.splice(index + 1, 0, ...unique);
      index += unique.length;
      added = true;
    }
  };
  if (Array.isArray(action.plan)) visit(action.plan);
  return added;
}

function junkFreeFields(pkg: Obj, free: readonly FreeField[]): void {
  if (free.length === 0) return;
  for (const action of actions(pkg)) junkAfterServiceWrites(action, free);
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
  junk_free_fields: {
    ...transformed('junk_free_fields', 'Control: junk in free fields', (pkg, { request, task }) => junkFreeFields(pkg, constrainedFree(task, request.slot))),
    whyUnchanged: (task: Task) => {
      const fields = [...new Set(task.apps.flatMap((app) => constrainedFree(task, app.slot).map((f) => `${f.app}.${f.field}`)))];
      return fields.length === 0
        ? 'the task constrains no free field'
        : `no call writes its constrained free field (${fields.join(', ')}) by an argument, and no edit the app may call rewrites it (a path the service chose for a download, a sent email's text)`;
    },
  },
  stale_view: transformed('stale_view', 'Control: stale view', (pkg) => staleView(pkg)),
} as const satisfies Record<string, Generator>;
