/**
 * What the user sees after reopen, not how the app keeps it (issue #30, s16 fields:
 * unrequested_value; rubric fidelity/2, Reading 1).
 *
 * A reopen that asks the screen to show a record the service still holds (`persisted_visible`
 * with the record read back: the expense's id, which the world still has) already tells that the
 * user finds it again. A `state_retained` of the same value on that reopen asks, besides, that
 * the app's own kept state hold it: an app that rebuilds its list on reopen by reading the
 * records back from the service, and keeps nothing, shows the user the same and failed. That
 * check goes; the screen checks stay, so an app that shows nothing after reopen still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

const key = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));

export function withKeptShown(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = (e.assertions ?? []) as Obj[];
    const shown = new Set(assertions.filter((a) => a.type === 'persisted_visible' && a.record !== undefined && a.record !== null).map((a) => key(a.value)));
    const kept = assertions.filter((a) => !(a.type === 'state_retained' && shown.has(key(a.contains))));
    if (kept.length === assertions.length) return e;
    changed = true;
    return { ...e, assertions: kept };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
