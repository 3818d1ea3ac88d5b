import type { Task } from '../../schemas/task.ts';
import { findApi } from '../../world/docs.ts';

/**
 * schema_first's target, read from the task (issue #30 follow-up): the control is a console with
 * one form per write API that echoes what it sent and keeps nothing. It is wrong where the task
 * needs the app to show what the service did or to keep something — a visible check of a value
 * the service makes (an id, a count, a found record), a word of a new state, or any kept check
 * after a reopen. A one-shot tool whose every visible check asks for a value the user typed, and
 * (a record id the user types counts), whose reference passes the services only typed values,
 * and which asks nothing kept (K12), is answered by the echo exactly as a correct app answers it:
 * such a task is not a test of the control, and this says why.
 */

export interface EchoTarget {
  holds: boolean;
  reason?: string;
}

const KEPT = new Set(['persisted_visible', 'state_retained']);

/** Per episode, the values it and the episodes before it type, as normalised text (an id shown before the user types it is the service's). */
function typedSoFar(task: Task): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const seen = new Set<string>();
  for (const episode of task.episodes) {
    for (const value of Object.values(episode.values)) seen.add(String(value).trim().toLowerCase());
    out.set(episode.id, new Set(seen));
  }
  return out;
}

/** Is the call a write (a read's answer is something the service found, which an echo cannot show)? */
function isWrite(call: string): boolean {
  const [app = '', api = ''] = call.split('.');
  const method = findApi(app, api)?.method;
  return method !== undefined && method !== 'GET';
}

/** Does every call of every reference package write, passing only what the user typed (no read, no answer of an earlier call)? */
function callsFromInputsOnly(task: Task): boolean {
  const steps: Record<string, unknown>[] = [];
  const visit = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const step of list as Record<string, unknown>[]) {
      steps.push(step);
      visit(step.steps);
    }
  };
  for (const entry of Object.values(task.reference)) {
    for (const pkg of [entry.package, ...Object.values(entry.revisions)] as Record<string, unknown>[]) {
      for (const action of Array.isArray(pkg?.actions) ? (pkg.actions as Record<string, unknown>[]) : []) visit(action.plan);
    }
  }
  const calls = steps.filter((s) => typeof s.call === 'string');
  return calls.length > 0 && calls.every((s) => isWrite(String(s.call)) && [...JSON.stringify(s.args ?? {}).matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)/g)].every((m) => m[1] === 'inputs'));
}

export function echoTarget(task: Task): EchoTarget {
  const assertions = task.episodes.flatMap((e) => e.assertions);
  // A `gone` check asks only that a stale copy is not shown: an app that keeps nothing passes it.
  if (assertions.some((a) => KEPT.has(a.type) && !(a.type === 'persisted_visible' && a.gone === true))) return { holds: true };
  const typed = typedSoFar(task);
  const visible = task.episodes.flatMap((e) => e.assertions.map((a) => ({ a, typed: typed.get(e.id) ?? new Set<string>() })));
  if (!visible.some(({ a }) => a.type === 'visible_result_grounded')) return { holds: false };
  const echoed = visible.every(({ a, typed }) => a.type !== 'visible_result_grounded' || (a.state === undefined && typed.has(String(a.value).trim().toLowerCase())));
  if (!echoed || !callsFromInputsOnly(task)) return { holds: true };
  return { holds: false, reason: 'a one-shot tool: nothing kept is asked (K12) and every visible check asks for a value the user typed, and the reference passes each service only typed values, so echoing what was sent shows what a correct app shows' };
}
