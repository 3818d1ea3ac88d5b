/**
 * Reading 1 in a shared world (issue #30, rubric `fidelity/2`; session 15, lane over): an app
 * whose purpose is to track what it makes (app A: "track the chores for our dog in Todoist") owes
 * each kept record as it is now after reopen. Where the other app ticked one of them off (app B:
 * "tick off book vet checkup for Biscuit"), A's reopen read the title back but never its state, so
 * a stale A that still lists the chore as open passed.
 *
 * The package language has no read on open, so the reference's kept list cannot show the tick
 * itself (docs/decisions.md, kept12). What any A must not do is tell the ticked record as still
 * open: the pass adds, beside the reopen's read-back of the record, a `gone` check of the same
 * name whose `was` words are the words of an open to-do. A line that shows the name with such a
 * word fails unless it also tells it done (`state`); a line with the name alone (the reference's
 * "— added") passes. The checks added take ids after the episode's last.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { keepsHistory } from './kept-history.ts';
import { STATE_WORDS } from './state-words.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** Words that tell a to-do is still open: a stale list's status for a chore the other app ticked off. */
// An empty tick box beside the title ("☐ Book vet checkup", "[ ] …") tells it open too (s15 look2).
export const OPEN_WORDS = ['open', 'to do', 'not done', 'pending', 'incomplete', 'not completed', 'outstanding', 'unchecked', 'unticked', 'undone', 'not yet done', '☐', '□', '[ ]'];

const sameRecord = (a: { app: string; table: string; key: unknown }, b: { app: string; table: string; key: unknown }): boolean =>
  a.app === b.app && a.table === b.table && JSON.stringify(a.key) === JSON.stringify(b.key);

/** The episode's index in its assertions' ids ("a-reopen.03.persisted_visible" → 3). */
const lastIndex = (checks: readonly Assertion[]): number => Math.max(0, ...checks.map((a) => Number(/\.(\d+)\./.exec(a.id)?.[1] ?? 0)));

/**
 * Whether a step of another app before episode `upTo` left the record ticked off (`is_completed`
 * true by its last read-back check).
 */
function tickedElsewhere(episodes: readonly Episode[], upTo: number, slot: string, record: { app: string; table: string; key: unknown }): boolean {
  let ticked: boolean | undefined;
  for (const e of episodes.slice(0, upTo)) {
    for (const a of e.assertions ?? []) {
      if (a.type !== 'record_matches' || !sameRecord(a, record) || typeof a.fields.is_completed !== 'boolean') continue;
      ticked = a.fields.is_completed && (e.slot ?? 'A') !== slot ? true : a.fields.is_completed ? ticked : false;
    }
  }
  return ticked === true;
}

/** The suite pass: in a shared world, a tracking app's reopen may not tell a record the other app ticked off as still open. */
export function withTickedElsewhere(task: TaskInput): TaskInput {
  if (task.family !== 'shared_world') return task;
  const intention = new Map(task.apps.map((a) => [a.slot, a.intention]));
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    const slot = e.slot ?? 'A';
    if (e.stage !== 'reopen' || e.assertions === undefined || !keepsHistory(intention.get(slot) ?? '')) return e;
    const checks = e.assertions;
    const owed = checks.filter(
      (c): c is Extract<Assertion, { type: 'persisted_visible' }> =>
        c.type === 'persisted_visible' && c.gone !== true && c.record !== undefined && c.record.table === 'tasks' && tickedElsewhere(task.episodes, i, slot, c.record),
    );
    const fresh = owed.filter((c) => !checks.some((a) => a.type === 'persisted_visible' && a.gone === true && a.value === c.value));
    if (fresh.length === 0) return e;
    const from = lastIndex(checks);
    const added = fresh.map((c, k): Assertion => ({
      id: `${e.id}.${String(from + 1 + k).padStart(2, '0')}.persisted_visible`,
      type: 'persisted_visible',
      note: 'over15: ticked off by the other app, not told still open',
      value: c.value,
      match: c.match,
      ...(c.because !== undefined ? { because: c.because } : {}),
      gone: true,
      state: [...STATE_WORDS.done],
      was: [...OPEN_WORDS],
    }));
    changed = true;
    return { ...e, assertions: [...checks, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}
