/**
 * Kept lists after reopen (issue #30, rubric `fidelity/2`, Reading 1). An app owes a list of
 * what it did only when its user asks for one ("keep a list", a log, a history) or when its
 * purpose is to track what it makes (a gift list, a roster, a journal). Otherwise a reopen may
 * ask only for what the services still hold, read again: never the app's own copy, never a call,
 * transfer, answered request, removed membership or taken-off label that is over.
 *
 * `keepsHistory` decides it from the intention's words; `readAgain` turns one reopen check of
 * an app that keeps nothing into what a stateless app that reads the services again must show.
 */
import { asksToKeep } from './record-names.ts';
import { STATE_WORDS } from './state-words.ts';
import type { z } from 'zod';
import type { EpisodeSpecSchema, TaskInput } from '../../../src/schemas/task.ts';

type EpisodeInput = z.input<typeof EpisodeSpecSchema>;

/** Words of an intention whose app exists to track what it makes, or keeps a list the user asked for. */
const TRACKS = /\b(?:journal|diary|gift list|roster|tracker|track|logs|tally|ledger|keeper|history|keeps? (?:a|my|the) (?:\w+ )?list|list of|checklist|recipe box|done list|kept list)\b/i;

/**
 * "Log" as a noun (a field log, a payback log, a log of what I sent) names a kept list; "log" as a
 * verb (log the job as a to-do, log an expense on Splitwise, log each dose) names one step of
 * the app, and the phone's own call log is no list of the app's (kept11, Reading 1). A log kept "in a
 * text file" is that one file, held by the file system and read back by its id: no list of the
 * app's either (reopen12).
 */
const LOG_NOUN = /(?<!\bcall )\blog\b(?!\s+(?:the|a|an|it|each|every|what|costs?|flat|team|trip|my|this|that|them)\b)(?!\s+in (?:a|one|the) (?:text )?file\b)/i;

/** Whether the user of this intention is owed a list of what the app did, after reopen. */
export const keepsHistory = (intention: string): boolean => asksToKeep(intention) || TRACKS.test(intention) || LOG_NOUN.test(intention);

/**
 * Records that are an event, over once made: a money transfer between card and balance, a call. The
 * service's table still holds the row, but nothing the user looks at now shows it (the balance).
 */
const OVER_TABLES = new Set(['venmo.bank_transfers', 'phone.call_logs']);

/** States of a record that is over: a request answered is no longer waiting anywhere. */
const OVER_STATES = ['declined', 'paid'];

/**
 * States that tell a message went out (a text, an email, a voice message): the call is over once
 * made, and no service the app reads again shows it beside the person (ask9, Reading 1).
 */
const SENT_STATES = ['texted', 'emailed', 'voice message sent'];

/**
 * States that tell what was done to a record, not what it is now: a restored group is simply
 * active again, a group a member left simply lists the others. A stateless app that reads the
 * service shows the record without them.
 */
const EVENT_STATES = ['restored', 'removed'];

const key = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));

type Assertion = NonNullable<EpisodeInput['assertions']>[number];

/**
 * A reopen's checks for an app that owes no kept list. Its kept state (`state_retained`) goes;
 * so does the line of the kept list the builder paired with it (a shown value, with no state and
 * no service record read back for it, that the same reopen asked the kept state to hold: the
 * friend added by address, the call made); so does a record that is over (a transfer, an
 * answered request); a state word that tells an event is dropped from the record it was said
 * of. Everything else is what a stateless app that reads the services again shows (a record
 * read back, a state the service holds), and stays. The checks left keep their ids.
 */
export function readAgain(checks: readonly Assertion[]): Assertion[] {
  const kept = new Set(checks.flatMap((c) => (c.type === 'state_retained' ? [key(c.contains)] : [])));
  return checks.flatMap((check): Assertion[] => {
    if (check.type === 'state_retained') return [];
    if (check.type !== 'persisted_visible') return [check];
    // A check that the record is not shown as it was (`gone`) keeps the words that tell it undone (s20).
    if (check.gone === true) return [check];
    if (check.record === undefined && check.state === undefined && kept.has(key(check.value))) return [];
    if (check.record !== undefined && OVER_TABLES.has(`${check.record.app}.${check.record.table}`)) return [];
    if (check.state?.some((w) => OVER_STATES.includes(w))) return [];
    if (check.record === undefined && check.state?.some((w) => SENT_STATES.includes(w))) return [];
    if (check.state?.some((w) => EVENT_STATES.includes(w))) {
      const { state: _state, ...rest } = check;
      return [rest];
    }
    return [check];
  });
}

/** Statuses of a return or request the user called off: over, though the service still lists it. */
const CANCELLED = ['cancelled', 'canceled'];

/** State words of a reopened line that tell its record is over: called off, or ticked off (an errand done). */
const OVER_WORDS = [...CANCELLED, 'done', 'completed'];

/** State words of a to-do taken back off a done list: open again. */
const UNDONE_WORDS = ['not done', 'undone', 'reopened', 'open again', 'uncompleted'];

/**
 * A done list owes what is done now (Reading 1): a reopen of one does not ask for a task taken
 * back off it (a line told open again, and the kept state holding that task's title), but a stale
 * list that still shows it as done fails (kept12): its check becomes a `gone` one, no line telling
 * the title done (`was`) unless it also says it is open again.
 */
export function doneNow(checks: readonly Assertion[]): Assertion[] {
  const undone = new Set(checks.flatMap((c) => (c.type === 'persisted_visible' && c.state?.some((w) => UNDONE_WORDS.includes(w.toLowerCase())) ? [key(c.value)] : [])));
  if (undone.size === 0) return [...checks];
  return checks.flatMap((c): Assertion[] => {
    if (c.type === 'persisted_visible' && undone.has(key(c.value))) {
      if (c.state === undefined || !c.state.some((w) => UNDONE_WORDS.includes(w.toLowerCase()))) return [];
      const { record: _record, ...rest } = c;
      return [{ ...rest, gone: true, was: [...STATE_WORDS.done] }];
    }
    if (c.type === 'state_retained') return undone.has(key(c.contains)) ? [] : [c];
    return [c];
  });
}

const DONE_LIST = /\bdone list\b/i;

/** Tables whose rows are a money transfer: once made, the payment or settle-up is over (Reading 1). */
const TRANSFER_TABLES = new Set(['venmo.transactions', 'splitwise.payments']);

type Episode = TaskInput['episodes'][number];
type RecordRef = { app: string; table: string; key: unknown };
const refKey = (r: RecordRef): string => `${r.app}.${r.table}#${JSON.stringify(r.key)}`;

/**
 * What is over by the time a slot's app is reopened (s10, Reading 1 both ways): the transfers
 * that slot's own steps made (a payment, a settle-up: `made` tells whether it made any), and the
 * records some step before the reopen ticked off (a done errand, on either app of a shared world).
 */
function overBy(episodes: readonly Episode[], upTo: number, slot: string): { made: boolean; keys: Set<string> } {
  const keys = new Set<string>();
  const done = new Map<string, boolean>();
  let made = false;
  episodes.slice(0, upTo).forEach((e) => {
    const own = (e.slot ?? 'A') === slot;
    for (const a of e.assertions ?? []) {
      if (a.type === 'db_changed' && own && a.op === 'inserted' && TRANSFER_TABLES.has(`${a.app}.${a.table}`)) made = true;
      if (a.type !== 'record_matches') continue;
      const k = refKey(a);
      if (own && TRANSFER_TABLES.has(`${a.app}.${a.table}`)) keys.add(k);
      // A return or request the user cancelled is over (Reading 1).
      if (typeof a.fields.status === 'string' && CANCELLED.includes(a.fields.status.toLowerCase())) keys.add(k);
      // A to-do of its own; a ticked sub-task still shows on its open parent, where the user looks.
      if (a.table === 'tasks' && typeof a.fields.is_completed === 'boolean') done.set(k, a.fields.is_completed);
    }
  });
  for (const [k, d] of done) if (d) keys.add(k);
  return { made, keys };
}

/**
 * A reopen's checks with what is over taken out, for an app that owes no kept list: a check read
 * back from a transfer or a ticked-off record; and, where the app's own steps made a transfer, a
 * check with no service record behind it (the transfer's person or note in the app's own copy: a
 * correct pay-and-text form reopens on its empty form). Checks read back from records the services
 * still hold where the user looks (a pending request, an open to-do, a balance) stay.
 */
export function withoutOver(checks: readonly Assertion[], over: { made: boolean; keys: Set<string> }): Assertion[] {
  return checks.filter((c) => {
    if (c.type !== 'persisted_visible' && c.type !== 'state_retained') return true;
    // A `gone` check asks nothing shown, only that no line still tells the old state (s21, babysitter-pay).
    if (c.type === 'persisted_visible' && c.gone === true) return true;
    // A line told as cancelled or ticked off tells a record that is over (Reading 1); a ticked
    // sub-task still shows on its open parent, where the user looks.
    if (c.type === 'persisted_visible' && c.record?.table !== 'subtasks' && c.state?.some((w) => OVER_WORDS.includes(w.toLowerCase()))) return false;
    if (c.type === 'persisted_visible' && c.record !== undefined) return !over.keys.has(refKey(c.record));
    return !over.made;
  });
}

/**
 * The suite pass: in a single-app or service task whose user is owed no kept list (`keepsHistory`), every
 * reopen asks only what the services hold now (`readAgain`). In every family, service too (a
 * user who looks a record up by id sees it in that look-up, where they ask; kept11), a reopen of
 * an app owed no kept list asks for no transfer it made, no return or request cancelled and no
 * record ticked off before it (`withoutOver`). A done list's reopen asks for no task taken back
 * off it (`doneNow`). Tasks of other families keep
 * their other reopen checks: a multi-service app's kept list and a shared world's two apps are
 * judged by their own builders.
 */
export function withKeptHistory(task: TaskInput): TaskInput {
  const intention = new Map(task.apps.map((a) => [a.slot, a.intention]));
  // A service task's app is one single app too: its reopen is judged the same way (ask9).
  const again = task.family === 'single' || task.family === 'service';
  return {
    ...task,
    episodes: task.episodes.map((e, i) => {
      const slot = e.slot ?? 'A';
      if (e.stage !== 'reopen' || e.assertions === undefined) return e;
      if (keepsHistory(intention.get(slot) ?? '')) {
        if (!DONE_LIST.test(intention.get(slot) ?? '')) return e;
        const now = doneNow(e.assertions);
        return now.length === e.assertions.length ? e : { ...e, assertions: now };
      }
      let checks = e.assertions;
      if (again) checks = readAgain(checks);
      checks = withoutOver(checks, overBy(task.episodes, i, slot));
      return checks.length === e.assertions.length && !again ? e : { ...e, assertions: checks };
    }),
  };
}
