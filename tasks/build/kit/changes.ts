/**
 * What the common writes leave behind, as the tables an episode may change (`Allow`) or must
 * change (`Change`): a sent email is a new thread with one email, in both mailboxes; a text is
 * kept for both sides; a new to-do or note is one row.
 */
import type { ServiceChecks } from './flow.ts';
import type { Allow } from './types.ts';

export type Change = NonNullable<ServiceChecks['changes']>[number];

export const SENT_EMAIL: Allow[] = [['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']];
export const SENT_TEXT: Allow[] = [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']];
export const NEW_TODO: Allow[] = [['todoist', 'tasks', 'inserted']];
export const NEW_NOTE: Allow[] = [['simple_note', 'notes', 'inserted']];

/** The rows a sent message must add. */
export const SENT: Record<'email' | 'text', Change[]> = {
  email: [['gmail.threads', 'inserted', {}, 1], ['gmail.emails', 'inserted', {}, 1], ['gmail.user_threads', 'inserted', {}, 2]],
  text: [['phone.text_messages', 'inserted', {}, 1], ['phone.user_text_messages', 'inserted', {}, 2]],
};

/**
 * Room in an episode's mutation cap for the songs an app puts in a playlist when the user names
 * no number: how many is the app's choice (issue #30, K9), so the cap leaves room for a long one.
 */
export const SONGS_ROOM = 40;
