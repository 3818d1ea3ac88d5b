/**
 * Reading 1's last sentences, at the reopen (issue #30, rubric `fidelity/2`; session 12, reopen12).
 * Runs after `withKeptHistory`, on the reopens of an app whose user is owed no kept list
 * (`keepsHistory` false):
 *
 * - **Service tasks.** A user who looks a record up by its id sees it in that look-up's result, in
 *   the episode where they ask (the followup checks the record's current values there, read from
 *   the service in that episode, so a stale look-up fails); the reopened first screen owes it only
 *   when a list was asked for. So the reopen of a service app owed no list asks for no record on
 *   screen (`persisted_visible`) and nothing of the app's own kept state (`state_retained`): what
 *   is left is the first screen's inputs, as in every reopen.
 * - **Sent messages.** An email or text the app's own steps sent is over once sent, like a
 *   payment: a check with no service record behind it that asks for the person it went to (an
 *   address or number among its forms) or for the text it was found by (its subject) goes.
 * - **Finished payments.** A payment the app's steps deleted or restored is a transfer the user
 *   already made (like one it made itself, `kept-history.ts` `withoutOver`): a record-less check
 *   of the person it was with goes.
 *
 * An app its user asks to remember what it did ("remembers it") keeps all of it.
 * - **Cancelled records.** The app's kept state is not asked to hold the id of an order or a
 *   return the user cancelled before the reopen.
 *
 * Checks read back from records the services still hold where the user looks stay (single and
 * multi tasks); a reopen of an app owed a list (a log, a tracker, "keep a list") is untouched.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { keepsHistory } from './kept-history.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** Tables a sent message lands in: once sent, the email or text is over (Reading 1). */
const MESSAGE_TABLES = new Set(['gmail.emails', 'phone.text_messages']);

/** Tables whose rows are a money transfer: a payment made, deleted or restored is over (Reading 1). */
const TRANSFER_TABLES = new Set(['venmo.transactions', 'splitwise.payments']);

const CANCELLED = ['cancelled', 'canceled'];

/** What the slot's own steps before the reopen finished. */
export type Finished = {
  /** A message sent or a payment made, deleted or restored. */
  finished: boolean;
  /** The texts the sent messages were found by (a subject, a body). */
  sent: Set<string>;
  /** The key values of the records cancelled (an order, a return). */
  cancelled: Set<string>;
};

const norm = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));

/** What the slot's own steps before the reopen finished: a message sent or a payment touched, and the keys of records cancelled. */
export function finishedBy(episodes: readonly Episode[], upTo: number, slot: string): Finished {
  let finished = false;
  const sent = new Set<string>();
  const cancelled = new Set<string>();
  episodes.slice(0, upTo).forEach((e) => {
    if ((e.slot ?? 'A') !== slot) return;
    for (const a of e.assertions ?? []) {
      if (a.type === 'db_changed' && a.op === 'inserted' && MESSAGE_TABLES.has(`${a.app}.${a.table}`)) {
        finished = true;
        for (const v of Object.values(a.where ?? {})) if (typeof v === 'string') sent.add(norm(v));
      }
      if (a.type === 'db_changed' && TRANSFER_TABLES.has(`${a.app}.${a.table}`)) finished = true;
      if (a.type === 'record_matches' && typeof a.fields.status === 'string' && CANCELLED.includes(a.fields.status.toLowerCase())) {
        for (const v of Object.values(a.key as Record<string, unknown>)) cancelled.add(JSON.stringify(v));
      }
    }
  });
  return { finished, sent, cancelled };
}

/** An email address or a phone number: the person a message went to or a payment was with. */
const ADDRESS = /^(?:[^\s@]+@[^\s@]+\.[a-z]{2,}|\+?[\d ().-]{7,})$/i;

/** A record-less check of what was sent or who it went to (or who a payment was with): the app's own copy of a finished step. */
function ofFinished(c: Assertion, over: Finished): boolean {
  // A `gone` check asks nothing shown: it refuses a line still telling the old state (s21).
  if (!over.finished || c.type !== 'persisted_visible' || c.record !== undefined || c.gone === true) return false;
  const forms = [c.value, ...((c.or as unknown[] | undefined) ?? [])];
  return forms.some((v) => typeof v === 'string' && ADDRESS.test(v.trim())) || over.sent.has(norm(c.value));
}

/**
 * One reopen's checks for an app owed no list: a service app's reopen keeps no record check and
 * no kept state; any app's reopen asks no record-less value once its steps sent a message or
 * touched a payment, and no kept id of a record cancelled. The checks left keep their ids.
 */
export function withoutFinished(checks: readonly Assertion[], over: Finished, service: boolean): Assertion[] {
  return checks.filter((c) => {
    if (service && (c.type === 'persisted_visible' || c.type === 'state_retained')) return false;
    if (c.type === 'state_retained' && over.cancelled.has(JSON.stringify(c.contains))) return false;
    if (ofFinished(c, over)) return false;
    return true;
  });
}

/** An app the user asks to remember what it did ("it sends a warm note and remembers it") keeps it. */
export const REMEMBERS = /\bremembers?\b/i;

/** The suite pass (after `withKeptHistory`): every reopen of an app owed no kept list. */
export function withReopenOver(task: TaskInput): TaskInput {
  const intention = new Map(task.apps.map((a) => [a.slot, a.intention]));
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    const slot = e.slot ?? 'A';
    const said = intention.get(slot) ?? '';
    if (e.stage !== 'reopen' || e.assertions === undefined || keepsHistory(said) || REMEMBERS.test(said)) return e;
    const checks = withoutFinished(e.assertions, finishedBy(task.episodes, i, slot), task.family === 'service');
    if (checks.length === e.assertions.length) return e;
    changed = true;
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
