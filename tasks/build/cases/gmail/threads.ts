/**
 * Gmail tasks on threads already in the mailbox: stars, read marks, the archive and spam.
 * Each pattern is a pair of opposite calls on a thread the user names by its subject.
 */
import { caseRows } from '../../kit/rows.ts';
import { toggleTasks, type PairDef, type SideDef } from '../../shapes/found-log.ts';
import { toggleRow } from '../../shapes/toggle-row.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { fixtureRow, userId } from '../../kit/fixture.ts';

/** What a side that flips a flag changes: the user's own row of the thread. */
const FLAG: Pick<SideDef, 'changes'> = { changes: [['gmail.user_threads', 'updated', '@user_row']] };

/**
 * Another thread of the user's in spam, marked later than the task's own step: the newest thread
 * of the inbox besides the one the user names. The fixture's spam is empty, so otherwise the
 * thread the user marks is the only one there when they ask to take it back out (s20-Z1).
 */
const laterSpam = (id: number): { app: string; table: string; row: Record<string, unknown> }[] => {
  const user = userId();
  const other = fixtureRow<{ id: number }>(
    `SELECT u.thread_id AS id FROM gmail_user_threads u JOIN gmail_emails e ON e.thread_id = u.thread_id
     WHERE u.user_id = ? AND u.incoming = 1 AND u.is_archived = 0 AND u.thread_id <> ? GROUP BY u.thread_id ORDER BY max(e.sent_at) DESC, u.thread_id LIMIT 1`, user, id).id;
  const free = fixtureRow<{ id: number }>('SELECT coalesce(max(id), 0) + 1000 AS id FROM gmail_spam_marks').id;
  return [{ app: 'gmail', table: 'spam_marks', row: { id: free, user_id: user, thread_id: other, marked_at: '2023-05-19T12:00:00' } }];
};

/**
 * A thread of the user's newer than every one the task names, already in the pair's `on` state
 * (starred, archived): otherwise the thread the user names may be the newest in the list the app
 * reads (the inbox, the archive, the starred ones) when they ask to flip it, and an app that flips
 * the first one, whatever the subject, passes (s20-Z3, trivial_target).
 */
const laterFlagged = (flags: { is_starred?: number; is_archived?: number }) => (): { app: string; table: string; row: Record<string, unknown> }[] => {
  const user = userId();
  const from = fixtureRow<{ id: number }>(
    'SELECT p.id FROM admin_people p JOIN admin_relationships r ON r.other_id = p.id WHERE r.person_id = ? ORDER BY r.relation, p.first_name LIMIT 1', user).id;
  const free = (table: string): number => fixtureRow<{ id: number }>(`SELECT coalesce(max(id), 0) + 2000 AS id FROM ${table}`).id;
  const at = '2023-05-19T12:00:00';
  const thread = free('gmail_threads');
  const row = free('gmail_user_threads');
  const subject = flags.is_archived ? 'Old warranty card, filed' : 'Keep: the new insurance card';
  return [
    { app: 'gmail', table: 'threads', row: { id: thread, subject, created_at: at, updated_at: at } },
    { app: 'gmail', table: 'emails', row: { id: free('gmail_emails'), thread_id: thread, sender_id: from, recipient_ids: JSON.stringify([user]), subject, body: 'For your records.', response_to_email_id: null, sent_at: at } },
    { app: 'gmail', table: 'user_threads', row: { id: row, thread_id: thread, user_id: user, incoming: 1, outgoing: 0, is_read: 1, is_starred: flags.is_starred ?? 0, is_archived: flags.is_archived ?? 0, label: null } },
    { app: 'gmail', table: 'user_threads', row: { id: row + 1, thread_id: thread, user_id: from, incoming: 0, outgoing: 1, is_read: 1, is_starred: 0, is_archived: 0, label: null } },
  ];
};

const PAIRS = {
  star: {
    finder: 'thread', laterOn: laterFlagged({ is_starred: 1 }), laterAlways: true, stillOn: ['starred', '★', '⭐'],
    // Every wording of the star taken off: the checker reads "star" inside "star removed" as that phrase, not as starred (s21, unstar-done s20-z5-f1).
    stillOff: ['unstarred', 'unstar', 'star removed', 'remove the star', 'removed the star', 'removed star', 'no longer starred', 'not starred', 'star cleared', 'cleared the star', 'from starred', 'from your starred', 'removed', 'cleared', 'done',
      // The star's symbol taken off, spelt apart, and the user's "done" said as a list of finished threads (s22, unstar-done s21-r6-f1).
      'un-starred', 'un-star', '★ removed', 'removed ★', '⭐ removed', 'removed ⭐', 'finished', 'completed'],
    // A reopen tells the star taken off in its words, not by "done": "Done: starred Tax documents" still says starred (s22, star-for-taxes s21-r5-f1).
    offTold: ['unstarred', 'unstar', 'star removed', 'remove the star', 'removed the star', 'removed star', 'no longer starred', 'not starred', 'from starred', 'from your starred', 'star cleared'],
    on: { api: 'gmail.mark_thread_starred', actionId: 'star', label: 'Star email', goal: 'Find the inbox thread by subject and star it.', what: 'starred', shown: ['star', '★', '⭐'], ...FLAG },
    off: { api: 'gmail.mark_thread_unstarred', actionId: 'unstar', label: 'Unstar email', what: 'unstarred', shown: ['unstar', 'star removed', 'remove the star', 'removed the star', 'removed star', 'no longer starred', 'not starred', 'from starred', 'from your starred', 'star cleared', 'done'], ...FLAG,
      goal: 'Find the inbox thread by subject and remove its star.' },
  },
  read: {
    finder: 'thread',
    on: { api: 'gmail.mark_thread_read', actionId: 'mark_read', label: 'Mark read', goal: 'Find the inbox thread by subject and mark it read.', what: 'marked read', shown: ['read'], ...FLAG },
    off: { api: 'gmail.mark_thread_unread', actionId: 'mark_unread', label: 'Mark unread', what: 'marked unread', shown: ['unread'], ...FLAG,
      goal: 'Find the inbox thread by subject and mark it unread again.' },
  },
  archive: {
    finder: 'thread', laterOn: laterFlagged({ is_archived: 1 }), laterAlways: true, stillOn: ['archived'],
    // Every word the step that brings it back accepts, so a kept "Put back: …" is stale once it is archived again (s21, dig-out-archive s20-z6-f1).
    stillOff: ['back in the inbox', 'back in your inbox', 'back in inbox', 'unarchived', 'unarchive', 'brought back', 'moved back', 'restored', 'inbox', 'in inbox', 'in your inbox', 'put back', 'added back', 'back on', 'back in', 'back'],
    // "Moved to inbox", "Back to the inbox": the user's own words for it (s21, archive-finished s20-z5-f1).
    offTold: ['brought back', 'unarchived', 'back in the inbox', 'back in your inbox', 'back in inbox', 'moved back', 'restored', 'returned to the inbox', 'returned to inbox', 'in the inbox again', 'no longer archived', 'not archived', 'pulled back', 'pulled it back', 'returned to your inbox', 'now in your inbox', 'now in the inbox', 'back into the inbox', 'back into your inbox',
      'back to the inbox', 'back to inbox', 'back to your inbox', 'moved to inbox', 'moved to the inbox', 'moved to your inbox',
      // Every word the step that brings it back accepts but a bare "inbox" (s21, archive-finished s21-r1-f1).
      'put back', 'added back', 'back on', 'back in', 'is back', 'back', 'unarchive'],
    on: { api: 'gmail.archive_thread', actionId: 'archive', label: 'Archive email', goal: 'Find the inbox thread by subject and archive it.', what: 'archived', shown: ['archive'], ...FLAG },
    off: {
      api: 'gmail.unarchive_thread', actionId: 'unarchive', label: 'Bring back', what: 'brought back', shown: ['unarchived', 'unarchive', 'inbox', 'back', 'restored'], ...FLAG, find: 'archivedThread',
      goal: 'Find the archived thread by subject and move it back to the inbox.',
    },
  },
  spam: {
    finder: 'thread', rows: ['gmail.spam_marks', 'thread_id'], laterOn: laterSpam,
    on: { api: 'gmail.mark_thread_spam', actionId: 'report_spam', label: 'Report spam', what: 'reported as spam', shown: ['spam', 'junk', 'reported'], goal: 'Find the inbox thread by subject and mark it as spam.' },
    off: {
      api: 'gmail.mark_thread_not_spam', actionId: 'not_spam', label: 'Not spam', what: 'rescued from spam', shown: ['not spam', 'inbox', 'back', 'restored', 'no longer spam', 'removed from spam', 'unmarked as spam', 'unmarked', 'out of spam', 'not junk', 'removed', 'no longer marked', 'no longer', 'cleared', 'rescued', 'rescue'], find: 'spamThread',
      goal: 'Find the thread in spam by subject and move it back to the inbox.',
    },
  },
} satisfies Record<string, PairDef>;

const builtTasks = () => toggleTasks(PAIRS, caseRows(import.meta.url, { toggle: toggleRow(PAIRS) }).toggle);

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
