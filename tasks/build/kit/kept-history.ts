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
import type { z } from 'zod';
import type { EpisodeSpecSchema, TaskInput } from '../../../src/schemas/task.ts';

type EpisodeInput = z.input<typeof EpisodeSpecSchema>;

/** Words of an intention whose app exists to track what it makes, or keeps a list the user asked for. */
const TRACKS = /\b(?:journal|gift list|roster|tracker|track|log|logs|history|keeps? (?:a|my|the) (?:\w+ )?list|list of|checklist|recipe box|done list|kept list)\b/i;

/** Whether the user of this intention is owed a list of what the app did, after reopen. */
export const keepsHistory = (intention: string): boolean => asksToKeep(intention) || TRACKS.test(intention);

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

/**
 * The suite pass: in a single-app or service task whose user is owed no kept list (`keepsHistory`), every
 * reopen asks only what the services hold now (`readAgain`). Tasks of other families keep
 * their reopens: a multi-service app's kept list and a shared world's two apps are judged by
 * their own builders.
 */
export function withKeptHistory(task: TaskInput): TaskInput {
  // A service task's app is one single app too: its reopen is judged the same way (ask9).
  if (task.family !== 'single' && task.family !== 'service') return task;
  const intention = new Map(task.apps.map((a) => [a.slot, a.intention]));
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.stage === 'reopen' && !keepsHistory(intention.get(e.slot ?? 'A') ?? '') ? { ...e, assertions: readAgain(e.assertions ?? []) } : e)),
  };
}
