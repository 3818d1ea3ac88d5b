/**
 * Reading 1 at the reopen, both ways (issue #30, rubric `fidelity/2`; session 13, kept13): a
 * record the reopen asks for is shown as it is now, parts and all; a record the user switched
 * off for good is over, and the reopen owes nothing of it.
 *
 * - **Parts as they are now** (`withPartsNow`). Where a reopen asks for a record the user changed
 *   (an expense read back by its description and total) and a step after the first make said how
 *   much goes with whom (a share beside its person: "Mira owes $45", "Chloe and Nora owe $50
 *   each"; a payment's new amount beside its payee), the reopen asks that amount beside that
 *   person too, as the step last left it. A stale list that still says "split equally" or
 *   "Chloe owes $90", or shows the total without the shares, fails; the shares may be laid out
 *   in any way that puts each amount on a line with its person (or with "each").
 * - **Over for good** (`withOverForGood`). A record the user switched off because its need ended
 *   ("my shifts ended this month, disable that alarm") is over, like an errand ticked off: in an
 *   app owed no kept list, the reopen asks nothing of it (its check goes, as a payment made or an
 *   errand ticked off does in `kept-history.ts` `withoutOver`), nor the app's own copy of what it
 *   set up with it (a check with no service record behind it). An alarm paused for a holiday or
 *   "for now" is not over and keeps its check.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { keepsHistory } from './kept-history.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Shown = Extract<Assertion, { type: 'visible_result_grounded' }>;

/** An amount (a share, a payment): a number, or a text that is one. */
const isAmount = (v: unknown): boolean => typeof v === 'number' || (typeof v === 'string' && /^\$?\d+(?:\.\d+)?$/.test(v.trim()));

/**
 * Words naming a person: the person forms the kit writes carry an email address or a phone number
 * beside the names. A number beside a product or an alarm's time (`made-beside.ts`) is not a share.
 */
const namesPerson = (words: readonly string[]): boolean => words.some((w) => /^[^\s@]+@[^\s@]+$/.test(w) || /^\+?\d{10,}$/.test(w));

/** The episode's index in its assertions' ids ("reopen.03.persisted_visible" → 3). */
const lastIndex = (checks: readonly Assertion[]): number => Math.max(0, ...checks.map((a) => Number(/\.(\d+)\./.exec(a.id)?.[1] ?? 0)));

/**
 * The amount-beside-person checks a reopen owes: of the steps of `slot` before episode `upTo`,
 * the last one told for each person (keyed by the first word of `beside`), where that last one
 * came from a step after the first make (a change the user asked for).
 */
export function partsNow(episodes: readonly Episode[], upTo: number, slot: string): Shown[] {
  const last = new Map<string, { check: Shown; changed: boolean }>();
  episodes.slice(0, upTo).forEach((e, i) => {
    if ((e.slot ?? 'A') !== slot) return;
    const changed = e.stage !== 'open' && episodes.slice(0, i).some((p) => (p.slot ?? 'A') === slot && p.stage === 'submit');
    for (const a of e.assertions ?? []) {
      if (a.type !== 'visible_result_grounded' || a.beside === undefined || !namesPerson(a.beside) || !isAmount(a.value)) continue;
      last.set(a.beside[0]!.toLowerCase(), { check: a, changed });
    }
  });
  return [...last.values()].filter((l) => l.changed).map((l) => l.check);
}

/**
 * The suite pass: each reopen that asks for a record read back from a service (`record`) also asks
 * every amount a change left beside its person (`partsNow`), on the same line as the person (a
 * `persisted_visible` whose `state` is the person's forms). A reopen that already asks the amount
 * with a person beside it is left as it is; the checks added take ids after the episode's last.
 */
export function withPartsNow(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const checks = e.assertions;
    if (!checks.some((a) => a.type === 'persisted_visible' && a.record !== undefined)) return e;
    const asked = (p: Shown) => checks.some((a) => a.type === 'persisted_visible' && String(a.value) === String(p.value) && (a.state ?? []).some((w) => (p.beside ?? []).includes(w)));
    const owed = partsNow(task.episodes, i, e.slot ?? 'A').filter((p) => !asked(p));
    if (owed.length === 0) return e;
    const from = lastIndex(checks);
    const added = owed.map((p, k): Assertion => ({
      id: `${e.id}.${String(from + 1 + k).padStart(2, '0')}.persisted_visible`,
      type: 'persisted_visible',
      note: 'kept13: the part as the change left it, beside whom it goes with',
      value: String(p.value),
      match: 'normalized',
      ...(p.because !== undefined ? { because: p.because } : {}),
      state: [...(p.beside ?? [])],
    }));
    changed = true;
    return { ...e, assertions: [...checks, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}

/** A message telling the need behind a record ended: switched off for good, not paused. */
const OVER_FOR_GOOD = /\b(?:ended|(?:is|are) over|for good|no longer|any ?more|not needed)\b/i;

const sameKey = (a: { app: string; table: string; key: Record<string, unknown> }, b: { app: string; table: string; key: Record<string, unknown> }): boolean =>
  a.app === b.app && a.table === b.table && JSON.stringify(a.key) === JSON.stringify(b.key);

/**
 * The suite pass: in an app owed no kept list, a reopen check that tells a record's state, where
 * the step that set that state (a check of the same record with the same state words) came from
 * a message saying its need ended, is not asked: the record is over (Reading 1, like a payment
 * made or an errand ticked off; `withoutOver`). A plain check of that reopen with no service
 * record behind it (the app's own copy of what it set up with the record: the playlist's name on
 * the over alarm's line) goes with it. The checks left keep their ids.
 */
export function withOverForGood(task: TaskInput): TaskInput {
  const intention = new Map(task.apps.map((a) => [a.slot, a.intention]));
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    const slot = e.slot ?? 'A';
    if (e.stage !== 'reopen' || e.assertions === undefined || keepsHistory(intention.get(slot) ?? '')) return e;
    const before = task.episodes.slice(0, i).filter((p) => (p.slot ?? 'A') === slot && OVER_FOR_GOOD.test(p.message ?? ''));
    const over = (c: Assertion): boolean => {
      if (c.type !== 'persisted_visible' || c.record === undefined || c.state === undefined) return false;
      const record = c.record;
      const words = new Set(c.state);
      return before.some((p) => (p.assertions ?? []).some((a) => a.type === 'visible_result_grounded' && a.record !== undefined && sameKey(a.record, record) && (a.state ?? []).some((w) => words.has(w))));
    };
    if (!e.assertions.some(over)) return e;
    changed = true;
    // What the app set up with the record, kept only in its own copy (no service record behind the check), is over with it.
    return { ...e, assertions: e.assertions.filter((c) => !over(c) && !(c.type === 'persisted_visible' && c.record === undefined && c.state === undefined)) };
  });
  return changed ? { ...task, episodes } : task;
}
