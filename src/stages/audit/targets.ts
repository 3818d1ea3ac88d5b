import type { Task } from '../../schemas/task.ts';
import { findApi, paramDocs } from '../../world/docs.ts';
import { twinOf } from '../../suite/twins/index.ts';
import { typedValues } from '../../suite/twins/roles.ts';
import { echoTarget } from './echo-target.ts';
import { staleTarget } from './stale-target.ts';

/**
 * What each wrong-app control attacks, read from the task alone (issue #28 item 7): a task
 * "holds the target" of a control when it has the thing the control breaks — a free field, a
 * record the user names, a look-up it shows, a kept value it changes, a write. The audit counts
 * a control as applying to the tasks holding its target whose apps it changed, so a control that
 * leaves a target task untouched shows up as a gap instead of vanishing from the denominator.
 * Controls without an entry here target every task that asserts their contract.
 */

type Obj = Record<string, any>;

export interface TargetPredicate {
  /** The target in a few words, for the audit's table. */
  what: string;
  holds(task: Task): boolean;
  /** Why a task that has the thing the control mutates is still not a target (the mutation cannot be seen there), for the audit. */
  whyNot?(task: Task): string | undefined;
}

/** Every step of every action of every reference package of the task, nested ones included. */
function referenceSteps(task: Task): { action: Obj; step: Obj }[] {
  const out: { action: Obj; step: Obj }[] = [];
  const visit = (action: Obj, steps: unknown) => {
    if (!Array.isArray(steps)) return;
    for (const step of steps as Obj[]) {
      out.push({ action, step });
      visit(action, step.steps);
    }
  };
  for (const entry of Object.values(task.reference)) {
    for (const pkg of [entry.package, ...Object.values(entry.revisions)] as Obj[]) {
      for (const action of Array.isArray(pkg?.actions) ? (pkg.actions as Obj[]) : []) visit(action, action.plan);
    }
  }
  return out;
}

function methodOf(call: unknown): string | undefined {
  if (typeof call !== 'string') return undefined;
  const [app = '', api = ''] = call.split('.');
  return findApi(app, api)?.method;
}

/** The free fields the task's end-state checks declare. */
function freeFields(task: Task) {
  return task.episodes.flatMap((e) => e.assertions.flatMap((a) => (a.type === 'world_matches_reference' ? a.free : [])));
}

const fromInputs = (value: unknown): boolean => JSON.stringify(value ?? null).includes('{{inputs.');

/** A read whose optional arguments carry the user's words (a search), with the name it binds. */
function lookUps(task: Task): { action: Obj; step: Obj }[] {
  return referenceSteps(task).filter(({ step }) => {
    if (methodOf(step.call) !== 'GET' || typeof step.bind !== 'string') return false;
    const [app = '', api = ''] = String(step.call).split('.');
    const def = findApi(app, api);
    return def !== undefined && paramDocs(def).some((p) => !p.required && fromInputs(step.args?.[p.name]));
  });
}

/** Whether any message of the action shows what a look-up bound as `bind` found. */
function shown(action: Obj, bind: string): boolean {
  return JSON.stringify(action.plan ?? []).includes(`{{${bind}.`) && referenceStepsOf(action).some((s) => typeof s.message === 'string' && s.message.includes(`{{${bind}`));
}

function referenceStepsOf(action: Obj): Obj[] {
  const out: Obj[] = [];
  const visit = (steps: unknown) => {
    if (!Array.isArray(steps)) return;
    for (const step of steps as Obj[]) {
      out.push(step);
      visit(step.steps);
    }
  };
  visit(action.plan);
  return out;
}

/**
 * A record the task makes and a later episode names by its captured id, of a table the task's own
 * world holds a look-alike of (kit/look-alike.ts): "the newest" of the table is the look-alike.
 */
function madeWithLookAlike(task: Task): boolean {
  const tables = new Set((task.world.rows ?? []).map((row) => `${row.app}.${row.table}`));
  if (tables.size === 0) return false;
  const used = new Set(task.episodes.flatMap((e) => Object.values(e.values).filter((v): v is string => typeof v === 'string' && v.startsWith('$')).map((v) => v.slice(1))));
  // A file the task makes is named again by its path (kit/look-alike.ts gives it a look-alike then too).
  return task.episodes.some((e) => Object.entries(e.captures).some(([key, c]) => (used.has(key) || (c.app === 'file_system' && c.table === 'files')) && c.field === 'id' && tables.has(`${c.app}.${c.table}`)));
}

/**
 * no_persist's target: a reopen check that asks for something kept (a `persisted_visible` that is
 * not only an absence, or a `state_retained`). A reopen check with `gone` asks only that an undone
 * like, a deleted comment or a struck-off item is not shown as current (s17, undone-gone): an app
 * that keeps nothing shows nothing stale, so it is a correct app there, not a wrong one.
 */
const keptAsked = (task: Task): boolean =>
  task.episodes.some((e) => e.assertions.some((a) => a.type === 'state_retained' || (a.type === 'persisted_visible' && (a as Obj).gone !== true)));
const onlyAbsenceAsked = (task: Task): boolean =>
  !keptAsked(task) && task.episodes.some((e) => e.assertions.some((a) => a.type === 'persisted_visible'));

export const TARGET_PREDICATES: Record<string, TargetPredicate> = {
  no_persist: {
    what: 'a reopen check that asks for something kept (not only that an undone record is not shown)',
    holds: keptAsked,
    whyNot: (task) => (onlyAbsenceAsked(task) ? 'its reopen checks ask only that an undone record is not shown as current; an app that keeps nothing shows nothing stale' : undefined),
  },
  ignore_inputs: {
    what: 'a typed value the twin swaps that the reference passes to a service',
    holds(task) {
      const twin = twinOf(task);
      if (!twin.ok) return false;
      return typedValues(task).some((typed) => typed.flows.length > 0 && JSON.stringify(twin.task.episodes[typed.episode]?.values[typed.key]) !== JSON.stringify(typed.value));
    },
  },
  pick_newest: {
    what: 'a record the user names (by id, or by words a look-up searches) that the task did not make, or one it made that its world has a newer look-alike of',
    holds: (task) =>
      typedValues(task).some((typed) => typed.flows.some((flow) => /_id$/.test(flow) || methodOf(flow.split('.').slice(0, 2).join('.')) === 'GET')) ||
      madeWithLookAlike(task),
  },
  junk_free_fields: {
    what: 'a free field whose content the task constrains',
    holds: (task) => freeFields(task).some((f) => typeof f.constraint === 'object'),
  },
  touch_other_row: {
    what: 'a free field',
    holds: (task) => freeFields(task).length > 0,
  },
  partial_dump: {
    what: 'a look-up by the user’s words whose result a message shows',
    holds: (task) => lookUps(task).some(({ action, step }) => shown(action, step.bind as string)),
  },
  stale_view: {
    what: 'a kept item whose shown field an episode changes to a value the user types, with a reopen after it',
    holds: (task) => staleTarget(task).holds,
    whyNot: (task) => staleTarget(task).reason,
  },
  schema_first: {
    what: 'a visible check of what the service did, a new state, or a kept value (not a one-shot tool that shows only typed values)',
    holds: (task) => echoTarget(task).holds,
    whyNot: (task) => echoTarget(task).reason,
  },
  extra_writes: {
    what: 'a write to a service',
    holds: (task) => referenceSteps(task).some(({ step }) => { const m = methodOf(step.call); return m !== undefined && m !== 'GET'; }),
  },
};

/** Per control with a predicate, whether each task holds its target. */
export function targetHolders(names: readonly string[], tasks: Iterable<Task>): Map<string, Map<string, boolean>> {
  const list = [...tasks];
  const out = new Map<string, Map<string, boolean>>();
  for (const name of names) {
    const predicate = TARGET_PREDICATES[name];
    if (predicate) out.set(name, new Map(list.map((task) => [task.id, predicate.holds(task)])));
  }
  return out;
}

/** Per control whose predicate says so, the tasks that have what it mutates but are not its target, with why. */
export function targetExclusions(names: readonly string[], tasks: Iterable<Task>): Map<string, Map<string, string>> {
  const list = [...tasks];
  const out = new Map<string, Map<string, string>>();
  for (const name of names) {
    const predicate = TARGET_PREDICATES[name];
    if (!predicate?.whyNot) continue;
    const why = new Map<string, string>();
    for (const task of list) {
      if (predicate.holds(task)) continue;
      const reason = predicate.whyNot(task);
      if (reason !== undefined) why.set(task.id, reason);
    }
    out.set(name, why);
  }
  return out;
}
