/**
 * A reopen does not demand back a text the app was free to word (s13 act13, issue #30). A step
 * that leaves a field to the app (`world_matches_reference.free`, constraint `any`: a Venmo
 * request's description the plan words itself) lets a correct app write "Chloe's share of the
 * cabin" there; a reopen check that reads the user's words ("Cabin weekend") back from that field
 * (`persisted_visible.record.field`) failed it. Where the last step before the reopen that speaks
 * of the field frees it, the reopen check keeps its screen half (the value and its state words on
 * the reopened screen, which the app shows from the record the user named, e.g. the expense) and
 * drops the read of the free field. What the user gave (the amount, the person) is read back by
 * its own checks.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** The task with each reopen read of a field the app was free to word left to the screen. */
export function withFreeReopened(task: TaskInput): TaskInput {
  // app.table.field -> whether the latest step that speaks of it leaves it free.
  const free = new Map<string, boolean>();
  const freeAt = (app: string, table: string, field: string): boolean => free.get(`${app}.${table}.${field}`) ?? free.get(`${app}.*.${field}`) ?? false;
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    if (episode.stage !== 'reopen') {
      for (const a of assertions) {
        if (a.type === 'world_matches_reference') for (const f of a.free ?? []) free.set(`${f.app}.${f.table}.${f.field}`, f.constraint === 'any');
        if (a.type === 'record_matches') for (const field of Object.keys(a.fields ?? {})) {
          free.set(`${a.app}.${a.table}.${field}`, false);
          free.delete(`${a.app}.*.${field}`);
        }
      }
      return episode;
    }
    let touched = false;
    const next = assertions.map((a) => {
      if (a.type !== 'persisted_visible' || !a.record || !freeAt(a.record.app, a.record.table, a.record.field)) return a;
      touched = true;
      const { record: _record, ...rest } = a;
      return rest;
    });
    if (!touched) return episode;
    changed = true;
    return { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
