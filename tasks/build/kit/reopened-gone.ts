/**
 * s17 last21 (issue #30, rubric `fidelity/2` Reading 1, hole/not_shown): a to-do ticked off and then
 * made open again by the user ("Wait, the booking did not go through, make it open again") is not
 * shown as still done after reopen. The step that reopens it was checked in the world and on screen
 * right after, but the reopen asked only for an input: an app whose kept "ticked off" list is a
 * stale copy reopened on "Reserve ryokan in Kyoto — done" and passed.
 *
 * As kit/undone-gone.ts does for a like taken back, each reopen after such a step gets a `gone`
 * check: the record's name may be shown, but not beside a word of the done state its completion
 * was told with ("done", "ticked off", "✓"), unless the line tells it open again ("open again",
 * "reopened", "not done"), or another line does (`history`: a log "done", then "open again"). A
 * bare verb ("tick", "close", "reopen") is a button's label and tells neither. A to-do ticked off
 * again by a later step, or a check already asking it, adds nothing.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

/** Bare verbs and labels: a button beside the record, not a word of its state. */
const BUTTONS = new Set(['tick', 'check off', 'close', 'finish', 'complete', 'reopen', 'untick', 're-open', 'undo', 'mark done', 'mark as done']);

const sameKey = (a: Obj, b: Obj): boolean => a.app === b.app && a.table === b.table && JSON.stringify(a.key) === JSON.stringify(b.key);
const completion = (a: Obj, done: boolean): boolean => a.type === 'record_matches' && a.fields?.is_completed === done;
const shownOf = (e: Episode): Obj | undefined => (e.assertions ?? []).find((a) => a.type === 'visible_result_grounded' && typeof a.value === 'string' && Array.isArray(a.state)) as Obj | undefined;

interface Reopened { value: string; because: string; state: string[]; was: string[] }

/** What the episode at `at` made open again: a record an earlier step completed, told on screen both times. */
function reopenedIn(episodes: readonly Episode[], at: number): Reopened[] {
  const e = episodes[at]!;
  const out: Reopened[] = [];
  for (const a of (e.assertions ?? []) as Obj[]) {
    if (!completion(a, false)) continue;
    const before = episodes.slice(0, at).findLastIndex((x) => (x.assertions ?? []).some((b) => completion(b, true) && sameKey(b, a)));
    if (before < 0) continue;
    if (episodes.slice(at + 1).some((x) => (x.assertions ?? []).some((b) => completion(b, true) && sameKey(b, a)))) continue;
    const now = shownOf(e);
    const then = shownOf(episodes[before]!);
    if (!now || !then || now.value !== then.value) continue;
    const state = (now.state as string[]).filter((w) => !BUTTONS.has(w.toLowerCase()));
    const was = (then.state as string[]).filter((w) => !BUTTONS.has(w.toLowerCase()) && !state.some((s) => s.toLowerCase() === w.toLowerCase()));
    if (state.length > 0 && was.length > 0) out.push({ value: now.value, because: String(now.because ?? now.value), state, was });
  }
  return out;
}

const lastIndex = (checks: readonly Assertion[]): number => Math.max(0, ...checks.map((a) => Number(/\.(\d+)\./.exec(a.id)?.[1] ?? 0)));

/** The suite pass: each reopen after a to-do made open again asks it not shown as still done. */
export function withReopenedGone(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const slot = e.slot ?? 'A';
    const earlier = task.episodes.slice(0, i);
    const reopened = earlier.flatMap((x, j) => ((x.slot ?? 'A') === slot ? reopenedIn(earlier, j) : []));
    const checks = e.assertions;
    const fresh = reopened.filter((u) => !checks.some((a) => a.type === 'persisted_visible' && a.gone === true && String(a.value) === u.value));
    if (fresh.length === 0) return e;
    const from = lastIndex(checks);
    const added = fresh.map((u, k): Assertion => ({
      id: `${e.id}.${String(from + 1 + k).padStart(2, '0')}.persisted_visible`,
      type: 'persisted_visible',
      note: 's17 last21: a to-do made open again not shown as still done',
      value: u.value,
      match: 'normalized',
      because: u.because,
      gone: true,
      state: u.state,
      was: u.was,
      history: true,
    }));
    changed = true;
    return { ...e, assertions: [...checks, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}
