/**
 * Session 15, lane look2 (issue #30, rubric `fidelity/2` Reading 1): a reopened single-app Todoist
 * planner shows its records as they are now, so a stale copy of the app's own fails.
 *
 * - A to-do whose date a later step moved (a chore planner's "move the paint samples job to June
 *   3"): the reopen asked the title and the new date anywhere on screen, so a stale line "Buy paint
 *   samples - due 2023-05-27" beside a log line "task 7633847 moved to 2023-06-03" passed. The date
 *   is now asked on the title's own line (`beside`).
 * - A step the user dropped from a task kept with its steps ("remove the repainting step"): the
 *   reopen asked the remaining steps only, so a stale list still showing "Repaint the hallway -
 *   open" passed. A `gone` check of the dropped step is added: it may be left out, or shown on a
 *   line that says it was removed (the user's verbs too: struck, cut, dropped).
 *
 * Only single-app tasks (the planner is the app's purpose); the checks added take ids after the
 * episode's last.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { STATE_WORDS } from './state-words.ts';
import { BARE } from './regone.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Kept = Extract<Assertion, { type: 'persisted_visible' }>;

/** Fields that date a to-do. */
const DATE_FIELDS = new Set(['due_date', 'due_datetime']);
/** Fields that name it. */
const NAME_FIELDS = new Set(['title', 'content', 'name']);

/** Words for a step removed, the users' verbs among them ("strike steps", "cut steps we skip"). */
export const STEP_REMOVED = [...STATE_WORDS.deleted, 'struck', 'struck off', 'struck out', 'strike', 'crossed off', 'crossed out', 'cut', 'skipped', 'skip'];
/**
 * s28 steps (open-house-drop s27-db1-f8, science-fair-drop s27-db3-f6): the dropped step's check reads
 * a removal told as done: no bare verb (a row's "Remove" or "Delete" button, "— drop", "skip if short
 * on time", "take it to school"), no part said under a condition or asked (`told_headed`), buttons masked.
 */
const STEP_REMOVED_TOLD = STEP_REMOVED.filter((w) => (!BARE.has(w.toLowerCase()) && !['strike', 'skip'].includes(w)) || ['no longer', 'not any more'].includes(w));

const lastIndex = (checks: readonly Assertion[]): number => Math.max(0, ...checks.map((a) => Number(/\.(\d+)\./.exec(a.id)?.[1] ?? 0)));
const sameKey = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether a step after the create set the field of the record (`record_matches` on its key). */
function moved(before: readonly Episode[], app: string, table: string, key: unknown, field: string): boolean {
  return before.some((e) => e.stage !== 'open' && e.stage !== 'submit' && (e.assertions ?? []).some((a) => a.type === 'record_matches' && a.app === app && a.table === table && sameKey(a.key, key) && field in a.fields));
}

/** The titles of Todoist steps a step before the reopen deleted (`db_changed … deleted` with the title). */
function droppedSteps(before: readonly Episode[]): string[] {
  return before.flatMap((e) => (e.assertions ?? []).flatMap((a) => (a.type === 'db_changed' && a.app === 'todoist' && a.table === 'subtasks' && a.op === 'deleted' && typeof a.where?.title === 'string' ? [a.where.title] : [])));
}

function reopenNow(task: TaskInput, e: Episode, i: number): Episode {
  if (e.stage !== 'reopen' || e.assertions === undefined) return e;
  const before = task.episodes.slice(0, i);
  const checks = e.assertions;
  const kept = checks.filter((a): a is Kept => a.type === 'persisted_visible' && a.gone !== true);
  let touched = false;
  const dated = checks.map((a): Assertion => {
    if (a.type !== 'persisted_visible' || a.gone === true || a.beside !== undefined || a.record === undefined || !DATE_FIELDS.has(a.record.field)) return a;
    const { app, table, key, field } = a.record;
    if (app !== 'todoist' || !moved(before, app, table, key, field)) return a;
    const names = kept.filter((k) => k.record !== undefined && k.record.app === app && k.record.table === table && sameKey(k.record.key, key) && NAME_FIELDS.has(k.record.field) && typeof k.value === 'string').map((k) => String(k.value));
    if (names.length === 0) return a;
    touched = true;
    return { ...a, beside: names };
  });
  // A dropped step, where the reopen asks the steps that remain (a task kept with its steps).
  const steps = kept.filter((k) => k.record === undefined);
  const dropped = steps.length === 0 ? [] : droppedSteps(before).filter((t) => !checks.some((a) => a.type === 'persisted_visible' && a.gone === true && a.value === t));
  const from = lastIndex(checks);
  const added = dropped.map((title, k): Assertion => ({
    id: `${e.id}.${String(from + 1 + k).padStart(2, '0')}.persisted_visible`,
    type: 'persisted_visible',
    note: 'look2: a dropped step not shown as still there',
    value: title,
    match: 'normalized',
    because: title,
    gone: true,
    state: STEP_REMOVED_TOLD,
    told_headed: true,
    actions_apart: true,
  }));
  if (!touched && added.length === 0) return e;
  return { ...e, assertions: [...dated, ...added] };
}

/** The suite pass: a single-app Todoist planner's reopen tells a moved date beside its to-do and no dropped step as still there. */
export function withReopenNow(task: TaskInput): TaskInput {
  if (task.family !== 'single') return task;
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    const next = reopenNow(task, e, i);
    if (next !== e) changed = true;
    return next;
  });
  return changed ? { ...task, episodes } : task;
}
