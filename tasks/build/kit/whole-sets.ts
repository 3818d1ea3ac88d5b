/**
 * Steps on a whole set (ask9, issue #30 unrequested_value): "empty my wish list", "clear the
 * queue", "mark all read". The user names no one record to see and asks for no count, so the
 * step's screen check must not demand one item's name or the number removed: a word of the new
 * state (emptied, cleared, marked read) on a line the action changed tells it was done
 * (`visible_result_grounded.whole`). The world checks of the episode (`db_changed` with the
 * count, `world_matches_reference`) still hold every record of the set, so an app that clears
 * only one item, or only says it cleared, fails there.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Spec } from './types.ts';

/** The screen checks of one step on a whole set, marked so. */
export function wholeSet<S extends Spec>(checks: S[], whole: true | undefined): S[] {
  return whole ? checks.map((c) => (c.type === 'visible_result_grounded' ? { ...c, whole: true } : c)) : checks;
}

/** The task with the screen checks of the named episodes marked as steps on a whole set. */
export function withWholeSets(task: TaskInput, episodes: readonly string[]): TaskInput {
  const missing = episodes.filter((id) => !task.episodes.some((e) => e.id === id && (e.assertions ?? []).some((a) => a.type === 'visible_result_grounded')));
  if (missing.length > 0) throw new Error(`${task.id}: no screen check to mark whole in ${missing.join(', ')}`);
  return {
    ...task,
    episodes: task.episodes.map((e) => (episodes.includes(e.id) ? { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' ? { ...a, whole: true as const } : a)) } : e)),
  };
}
