/**
 * Reading 1 at the reopen, for one-off acts on a record (issue #30, rubric `fidelity/2`; session
 * 15, lane over). A reminder sent, a voicemail marked listened, a binned file or a deleted group
 * pulled back out: each is an act that is over once done, like an errand ticked off or a payment
 * sent. In an app whose user asked for no kept list, the reopened first screen owes nothing of
 * it: not the reminder word beside the request, not the voicemail told heard, not the restored
 * file or group (it is simply an ordinary record again, off this tool's plate).
 *
 * A reopen's `persisted_visible` check is of such an act where it asks for the act's word itself
 * (its state list is the act's), or where the last step of the same app before the reopen that
 * showed the record (a `visible_result_grounded` of any of its forms) told it by the act. Such a
 * check goes where it has no service record behind it (the app's own copy of what it did) or where
 * the act was a restore (the record is ordinary again). Where the record is still the service's
 * and still on the tool's plate (a request reminded about is still pending), the check stays read
 * back from it but asks no act word. Other reopen checks keep their ids. An app owed a list (a
 * log, a tracker, "remembers it") is untouched; so is a state list that merely contains such a
 * word among others (a done list's "listened").
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { keepsHistory } from './kept-history.ts';
import { REMEMBERS } from './reopen-over.ts';
import { STATE_WORDS } from './state-words.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** The word each over-once-done act's state list is known by (its first word). */
const ACTS_OVER = new Set([STATE_WORDS.reminded[0], STATE_WORDS.listened[0], STATE_WORDS.restored[0]].map((w) => w.toLowerCase()));


const norm = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));

const formsOf = (a: { value?: unknown; or?: unknown }): Set<string> => new Set([a.value, ...((a.or as unknown[] | undefined) ?? [])].map(norm));

/** The act a state list tells, where it is one that is over once done (the list is known by its first word). */
const actOver = (state: readonly string[] | undefined): string | undefined => {
  const first = state?.[0]?.toLowerCase();
  return first !== undefined && ACTS_OVER.has(first) ? first : undefined;
};

/**
 * The act over once done by which the last step of `slot` before episode `upTo` that showed any
 * of `forms` told it, if it told it by one.
 */
export function lastToldOver(episodes: readonly Episode[], upTo: number, slot: string, forms: ReadonlySet<string>): string | undefined {
  for (let i = upTo - 1; i >= 0; i--) {
    const e = episodes[i]!;
    if ((e.slot ?? 'A') !== slot || e.stage === 'reopen' || e.stage === 'open') continue;
    const shown = (e.assertions ?? []).filter((a) => a.type === 'visible_result_grounded' && [...formsOf(a)].some((f) => forms.has(f)));
    if (shown.length === 0) continue;
    return shown.map((a) => (a.type === 'visible_result_grounded' ? actOver(a.state) : undefined)).find((w) => w !== undefined);
  }
  return undefined;
}

const RESTORED = STATE_WORDS.restored[0];

/** The suite pass: each reopen of an app owed no kept list, without its checks of an act that is over. */
export function withActsOver(task: TaskInput): TaskInput {
  const intention = new Map(task.apps.map((a) => [a.slot, a.intention]));
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    const slot = e.slot ?? 'A';
    const said = intention.get(slot) ?? '';
    if (e.stage !== 'reopen' || e.assertions === undefined || keepsHistory(said) || REMEMBERS.test(said)) return e;
    const act = (c: Assertion): string | undefined =>
      c.type === 'persisted_visible' && c.gone !== true ? (actOver(c.state) ?? lastToldOver(task.episodes, i, slot, formsOf(c))) : undefined;
    if (!e.assertions.some((c) => act(c) !== undefined)) return e;
    changed = true;
    const checks = e.assertions.flatMap((c): Assertion[] => {
      const told = act(c);
      if (told === undefined || c.type !== 'persisted_visible') return [c];
      if (c.record === undefined || told === RESTORED) return [];
      // Still the service's and still pending: read back as it is, with no word of the act.
      if (actOver(c.state) === undefined) return [c];
      const { state: _state, ...rest } = c;
      return [rest];
    });
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
