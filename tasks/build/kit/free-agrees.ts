/**
 * A field the end state leaves to the app is not demanded verbatim by another check of the same
 * episode (issue #30, undictated_text).
 *
 * The episode's `world_matches_reference` says which texts are the app's to word ("todoist title:
 * any value that contains 'Gym membership'"), but a `record_matches` read by key, or a
 * `db_changed` row filter, made from the reference's row may still ask that field to equal the
 * reference's value ("title = 'Gym membership'"): a correct app that titles the to-do "Check the
 * Gym membership charge" passes the one and fails the other. Such a field goes from the other
 * check; the end-state check still holds it to its rule (what it must contain or mention), and
 * the record itself is still read by key (an emptied `record_matches` asks that it exists).
 * A rule that pins the field to listed values (`one_of`) keeps the exact checks.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

type Free = { app: string; table: string; field: string; constraint?: unknown };

/** Whether the rule leaves the field's wording to the app (anything but a pinned list of values). */
const wordedByApp = (f: Free): boolean => !(typeof f.constraint === 'object' && f.constraint !== null && 'one_of' in f.constraint);

export function withFreeAgreed(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = (e.assertions ?? []) as Obj[];
    const free = assertions.filter((a) => a.type === 'world_matches_reference').flatMap((a) => ((a.free ?? []) as Free[]).filter(wordedByApp));
    if (free.length === 0) return e;
    const leftFree = (app: unknown, table: unknown, field: string): boolean => free.some((f) => f.app === app && (f.table === '*' || f.table === table) && f.field === field);
    const next = assertions.map((a) => {
      const key = a.type === 'record_matches' ? 'fields' : a.type === 'db_changed' ? 'where' : undefined;
      if (!key || typeof a[key] !== 'object' || a[key] === null) return a;
      const values = a[key] as Obj;
      const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !leftFree(a.app, a.table, field)));
      if (Object.keys(kept).length === Object.keys(values).length) return a;
      changed = true;
      return { ...a, [key]: kept };
    });
    return { ...e, assertions: next };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
