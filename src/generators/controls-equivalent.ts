/**
 * `equivalent_api` (issue #29, item 6): the oracle with every call it can make another way made
 * that other way — each write through the API the equivalence table (src/world/equivalences.ts)
 * says has the same effect, each read through an equivalent read that returns the fields the plan
 * uses. A correct app, so it must pass everything like `paraphrase`: a check it fails demands
 * one API where the user cannot tell two apart.
 */
import { apiArgs, EQUIVALENCES, equivalentsOf, viaArgs, type Equivalence } from '../world/equivalences.ts';
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

/** The step made the other way, or null where the table has no way its arguments and response survive. */
function otherWay(step: Obj, actionText: string): Obj | null {
  if (typeof step.call !== 'string' || step.args === null || typeof step.args !== 'object') return null;
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

function rewrite(steps: Obj[], actionText: string): number {
  let changed = 0;
  steps.forEach((step, index) => {
    if (Array.isArray(step.steps)) changed += rewrite(step.steps as Obj[], actionText);
    const other = otherWay(step, actionText);
    if (other) {
      steps[index] = other;
      changed += 1;
    }
  });
  return changed;
}

/** Rewrites every plan of a package in place; returns how many calls now go another way. */
export function equivalentCalls(pkg: Obj): number {
  let changed = 0;
  for (const action of Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []) {
    if (!Array.isArray(action.plan)) continue;
    changed += rewrite(action.plan as Obj[], JSON.stringify(action.plan));
  }
  return changed;
}

export const equivalentApi = transformed('equivalent_api', 'Robustness: the oracle through equivalent APIs', (pkg) => {
  equivalentCalls(pkg);
});
