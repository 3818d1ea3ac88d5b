/**
 * Gmail tasks on threads already in the mailbox: stars, read marks, the archive and spam.
 * Each pattern is a pair of opposite calls on a thread the user names by its subject.
 */
import { caseRows } from '../../kit/rows.ts';
import { toggleTasks, type PairDef, type SideDef } from '../../shapes/found-log.ts';
import { toggleRow } from '../../shapes/toggle-row.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';

/** What a side that flips a flag changes: the user's own row of the thread. */
const FLAG: Pick<SideDef, 'changes'> = { changes: [['gmail.user_threads', 'updated', '@user_row']] };

const PAIRS = {
  star: {
    finder: 'thread',
    on: { api: 'gmail.mark_thread_starred', actionId: 'star', label: 'Star email', goal: 'Find the inbox thread by subject and star it.', what: 'starred', shown: ['star'], ...FLAG },
    off: { api: 'gmail.mark_thread_unstarred', actionId: 'unstar', label: 'Unstar email', what: 'unstarred', shown: ['unstar', 'star removed', 'remove the star', 'removed the star', 'no longer starred', 'not starred'], ...FLAG,
      goal: 'Find the inbox thread by subject and remove its star.' },
  },
  read: {
    finder: 'thread',
    on: { api: 'gmail.mark_thread_read', actionId: 'mark_read', label: 'Mark read', goal: 'Find the inbox thread by subject and mark it read.', what: 'marked read', shown: ['read'], ...FLAG },
    off: { api: 'gmail.mark_thread_unread', actionId: 'mark_unread', label: 'Mark unread', what: 'marked unread', shown: ['unread'], ...FLAG,
      goal: 'Find the inbox thread by subject and mark it unread again.' },
  },
  archive: {
    finder: 'thread',
    on: { api: 'gmail.archive_thread', actionId: 'archive', label: 'Archive email', goal: 'Find the inbox thread by subject and archive it.', what: 'archived', shown: ['archive'], ...FLAG },
    off: {
      api: 'gmail.unarchive_thread', actionId: 'unarchive', label: 'Bring back', what: 'brought back', shown: ['unarchived', 'unarchive', 'inbox', 'back', 'restored'], ...FLAG, find: 'archivedThread',
      goal: 'Find the archived thread by subject and move it back to the inbox.',
    },
  },
  spam: {
    finder: 'thread', rows: ['gmail.spam_marks', 'thread_id'],
    on: { api: 'gmail.mark_thread_spam', actionId: 'report_spam', label: 'Report spam', what: 'reported as spam', shown: ['spam', 'junk'], goal: 'Find the inbox thread by subject and mark it as spam.' },
    off: {
      api: 'gmail.mark_thread_not_spam', actionId: 'not_spam', label: 'Not spam', what: 'rescued from spam', shown: ['not spam', 'inbox', 'back', 'restored', 'no longer spam', 'removed from spam', 'unmarked as spam', 'unmarked', 'out of spam', 'not junk'], find: 'spamThread',
      goal: 'Find the thread in spam by subject and move it back to the inbox.',
    },
  },
} satisfies Record<string, PairDef>;

const builtTasks = () => toggleTasks(PAIRS, caseRows(import.meta.url, { toggle: toggleRow(PAIRS) }).toggle);

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
