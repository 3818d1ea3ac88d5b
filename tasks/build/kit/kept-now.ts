/**
 * A kept list shows each record as it is now, on its own line (kept12, rubric Reading 1): where an
 * app keeps a list (`keepsHistory`), its reopen asks the value the user dictated for a record
 * (a job's due date, the project a to-do was filed into) on the line that names the record, not
 * anywhere on the screen (a select's option, a form's default, another record's line).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { keepsHistory } from './kept-history.ts';

/** One value the user dictated for a record, asked beside the record's name after reopen. */
export interface KeptBeside {
  /** The record's name as the user gave it (a job's title). */
  name: string;
  /** The value, and any other form of it (a date is compared by value). */
  words: readonly string[];
  /** The user's words it comes from. */
  because: string;
}

/**
 * The task with a check per value added to each reopen of `slot` (the record's name shown on a
 * line that also shows the value), where that app keeps a list and the reopen asks for the name.
 * A reopen that already asks the name with that value beside it is left as it is.
 */
export function withKeptBeside(task: TaskInput, beside: readonly KeptBeside[], slot = 'A'): TaskInput {
  const intention = task.apps.find((a) => a.slot === slot)?.intention ?? '';
  if (beside.length === 0 || !keepsHistory(intention)) return task;
  return {
    ...task,
    episodes: task.episodes.map((e) => {
      if (e.stage !== 'reopen' || (e.slot ?? 'A') !== slot || e.assertions === undefined) return e;
      const checks = e.assertions;
      const asksName = (name: string) => checks.some((a) => a.type === 'persisted_visible' && a.value === name);
      const has = (b: KeptBeside) => checks.some((a) => a.type === 'persisted_visible' && a.value === b.name && (a.state ?? []).some((w) => b.words.includes(w)));
      const fresh = beside.filter((b) => asksName(b.name) && !has(b));
      if (fresh.length === 0) return e;
      // New ids after the episode's last (ids already given keep theirs).
      const last = Math.max(0, ...checks.map((a) => Number(/\.(\d+)\./.exec(a.id)?.[1] ?? 0)));
      const added = fresh.map((b, i) => ({ id: `${e.id}.${String(last + 1 + i).padStart(2, '0')}.persisted_visible`, type: 'persisted_visible' as const, value: b.name, match: 'normalized' as const, because: b.because, state: [...b.words] }));
      return { ...e, assertions: [...checks, ...added] };
    }),
  };
}
