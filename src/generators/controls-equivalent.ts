/**
 * `equivalent_api` (issue #29, item 6): the oracle with every call it can make another way made
 * that other way — each write through the API the equivalence table (src/world/equivalences.ts)
 * says has the same effect, each read through an equivalent read that returns the fields the plan
 * uses. A correct app, so it must pass everything like `paraphrase`: a check it fails demands
 * one API where the user cannot tell two apart.
 */
import { apiArgs, EQUIVALENCES, equivalentsOf, SOFT_REMOVALS, viaArgs, type Equivalence } from '../world/equivalences.ts';
import type { Task } from '../schemas/task.ts';
import { transformed } from './controls.ts';

type Obj = Record<string, any>;

/** The fields a plan reads from a bound response (`{{found.0.subject}}` → subject); null when it uses the whole response. */
function fieldsUsed(text: string, bind: string): Set<string> | null {
  const fields = new Set<string>();
  const pattern = new RegExp(`\\{\\{\\s*${bind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}((?:\\.[A-Za-z0-9_]+)*)\\s*\\}\\}`, 'g');
  for (const match of text.matchAll(pattern)) {
    const field = (match[1] ?? '').split('.').filter((s) => s !== '' && !/^[0-9]+$/.test(s))[0];
    if (field === undefined) return null;
    fields.add(field);
  }
  return fields;
}

/** Whether what the plan reads from the step's response survives the other API. */
function responseKept(step: Obj, entry: Equivalence, actionText: string, toApi: boolean): boolean {
  if (typeof step.bind !== 'string') return true;
  const used = fieldsUsed(actionText, step.bind);
  if (used === null) return false;
  if (used.size === 0) return true;
  // Writes of the table answer with a message (and counts); reads keep the fields they share.
  const kept = entry.kind === 'read' && !toApi ? new Set(entry.keeps ?? []) : new Set(['message']);
  return [...used].every((field) => kept.has(field));
}

/**
 * Whether the task lets every step that removes a file or folder move it to the trash instead
 * (tasks/build/kit/trash-either.ts, s23 trash23): each episode whose checks demand a file or folder
 * deleted lets its end state add the trash entry. A task where one removal must be for good keeps
 * its hard deletes: a plan's call cannot tell which step runs it.
 */
export function trashAllowed(task: Task | undefined): boolean {
  const removing = (task?.episodes ?? []).filter((e) =>
    e.assertions.some((a) => a.type === 'db_changed' && a.app === 'file_system' && a.op === 'deleted' && (a.table === 'files' || a.table === 'directories')),
  );
  const trashes = (e: (typeof removing)[number]) =>
    e.assertions.some((a) => a.type === 'world_matches_reference' && (a.in_step ?? []).some((r) => r.app === 'file_system' && r.table === 'trash' && r.op === 'inserted'));
  return removing.length > 0 && removing.every(trashes);
}

/** A hard delete moved to the trash (SOFT_REMOVALS), where the task allows it and the plan reads nothing of the response but its message. */
function softWay(step: Obj, actionText: string): Obj | null {
  const soft = SOFT_REMOVALS.find((s) => s.api === step.call);
  const args = (step.args ?? {}) as Obj;
  if (!soft || Object.keys(args).some((name) => name !== soft.arg)) return null;
  const used = typeof step.bind === 'string' ? fieldsUsed(actionText, step.bind) : new Set<string>();
  if (used === null || [...used].some((field) => field !== 'message')) return null;
  return { ...step, call: soft.via, args };
}

/** The step made the other way, or null where the table has no way its arguments and response survive. */
function otherWay(step: Obj, actionText: string, trash = false): Obj | null {
  if (typeof step.call !== 'string' || step.args === null || typeof step.args !== 'object') return null;
  // The new alternative first where the task allows it: the removal through the trash (s23 trash23).
  const soft = trash ? softWay(step, actionText) : null;
  if (soft) return soft;
  for (const entry of equivalentsOf(step.call)) {
    const args = viaArgs(entry, step.args as Obj);
    if (args && responseKept(step, entry, actionText, false)) return { ...step, call: entry.via, args };
  }
  // A call of the other API that is one case of a table API (update_note with only pinned) goes the first way.
  for (const entry of EQUIVALENCES) {
    if (entry.via !== step.call || entry.kind !== 'write') continue;
    const args = apiArgs(entry, step.args as Obj);
    if (args && responseKept(step, entry, actionText, true)) return { ...step, call: entry.api, args };
  }
  return null;
}

function rewrite(steps: Obj[], actionText: string, trash: boolean): number {
  let changed = 0;
  steps.forEach((step, index) => {
    if (Array.isArray(step.steps)) changed += rewrite(step.steps as Obj[], actionText, trash);
    const other = otherWay(step, actionText, trash);
    if (other) {
      steps[index] = other;
      changed += 1;
    }
  });
  return changed;
}

/**
 * Rewrites every plan of a package in place; returns how many calls now go another way. With
 * `trash` (the task allows it: `trashAllowed`), hard deletes go to the trash.
 */
export function equivalentCalls(pkg: Obj, trash = false): number {
  let changed = 0;
  for (const action of Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []) {
    if (!Array.isArray(action.plan)) continue;
    changed += rewrite(action.plan as Obj[], JSON.stringify(action.plan), trash);
  }
  return changed;
}

export const equivalentApi = transformed('equivalent_api', 'Robustness: the oracle through equivalent APIs', (pkg, context) => {
  equivalentCalls(pkg, trashAllowed(context.task));
});
