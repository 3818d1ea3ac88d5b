import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { message, sameAs } from '../../returns.ts';
import { insertRow, paginate } from '../common.ts';
import { THREAD_NOT_FOUND, listWhere, threadIdParam, threadQueryParams, userThread } from './store.ts';

/** Adds or removes the user's per-thread mark in `table` (spam). */
function markApi(name: string, description: string, on: boolean): ApiDef {
  return api({
    name,
    method: 'PATCH',
    auth: true,
    description,
    params: z.object({ email_thread_id: threadIdParam }),
    returns: message(),
    changes: ['gmail.spam_marks'],
    errors: [...THREAD_NOT_FOUND, on ? 'already_spam: the thread is already marked as spam' : 'not_spam: the thread is not marked as spam'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      const existing = ctx.sql('SELECT id FROM gmail_spam_marks WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, row.thread_id) as { id: number } | undefined;
      if (on) {
        if (existing) return ctx.fail(409, 'already_spam', 'The thread is already marked as spam.');
        insertRow(ctx, 'gmail_spam_marks', { user_id: ctx.user.id, thread_id: row.thread_id, marked_at: ctx.now() });
        return { message: 'Thread marked as spam.' };
      }
      if (!existing) return ctx.fail(409, 'not_spam', 'The thread is not marked as spam.');
      ctx.sql('DELETE FROM gmail_spam_marks WHERE id = ?').run(existing.id);
      return { message: 'Thread moved out of spam.' };
    },
  });
}

/** Spam marks: a thread marked as spam leaves the inbox and outbox lists. */
export const spamApis: ApiDef[] = [
  markApi('mark_thread_spam', 'Mark a thread as spam: it leaves your inbox and outbox lists.', true),
  markApi('mark_thread_not_spam', 'Move a thread out of spam, back to its box.', false),
  api({
    name: 'show_spam_threads',
    method: 'GET',
    auth: true,
    description: 'Threads you marked as spam, newest first.',
    params: threadQueryParams,
    returns: sameAs('show_inbox_threads'),
    changes: [],
    handler: (ctx, args) =>
      paginate(listWhere(ctx, 'SELECT u.* FROM gmail_user_threads u JOIN gmail_spam_marks m ON m.thread_id = u.thread_id AND m.user_id = u.user_id WHERE u.user_id = ?', [ctx.user.id], args.query), args),
  }),
];
