import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record, sameAs } from '../../returns.ts';
import { matchesQuery, pageParams, paginate } from '../common.ts';
import { THREAD_NOT_FOUND, emailView, hiddenThread, listWhere, requireEmail, threadIdParam, threadQueryParams, threadSummary, userThread, visibleEmails, type UserThreadRow } from './store.ts';


function listThreads(ctx: ApiContext, box: 'incoming' | 'outgoing', args: {
  query?: string | undefined; is_read?: boolean | undefined; is_starred?: boolean | undefined; label?: string | undefined;
  is_archived?: boolean | undefined; page_index: number; page_limit: number;
}) {
  const rows = ctx.sql(`SELECT * FROM gmail_user_threads WHERE user_id = ? AND ${box} = 1`).all(ctx.user.id) as UserThreadRow[];
  const summaries = rows
    // Spam and snoozed threads live in their own lists (show_spam_threads, show_snoozed_threads).
    .filter((r) => !hiddenThread(ctx, r.user_id, r.thread_id))
    .filter((r) => args.is_read === undefined || (r.is_read === 1) === args.is_read)
    .filter((r) => args.is_starred === undefined || (r.is_starred === 1) === args.is_starred)
    .filter((r) => args.is_archived === undefined || (r.is_archived === 1) === args.is_archived)
    .filter((r) => args.label === undefined || (r.label ?? '').toLowerCase() === args.label.toLowerCase())
    .map((r) => ({ row: r, summary: threadSummary(ctx, r) }))
    .filter(({ row, summary }) => {
      if (!args.query) return true;
      const emails = visibleEmails(ctx, row.thread_id, row.user_id);
      return matchesQuery(args.query, summary.subject, ...emails.map((e) => e.body), ...summary.participants.flatMap((p) => [p?.name, p?.email]));
    })
    .map(({ summary }) => summary)
    .sort((a, b) => (a.updated_at === b.updated_at ? b.email_thread_id - a.email_thread_id : a.updated_at < b.updated_at ? 1 : -1));
  return paginate(summaries, args);
}

const listParams = z.object({
  query: z.string().optional().describe('Text to look for in subjects, bodies and participant names or emails.'),
  is_read: z.boolean().optional().describe('Only read (true) or unread (false) threads.'),
  is_starred: z.boolean().optional().describe('Only starred (true) or unstarred (false) threads.'),
  label: z.string().optional().describe('Only threads with this label (case-insensitive).'),
  is_archived: z.boolean().default(false).describe('Archived threads (true) or threads still in the box (false).'),
  ...pageParams,
});

/** Sets one flag on the user's copy of a thread. */
function flagApi(name: string, description: string, field: 'is_read' | 'is_starred' | 'is_archived', value: 0 | 1, confirmation: string): ApiDef {
  return api({
    name,
    method: 'PATCH',
    auth: true,
    description,
    params: z.object({ email_thread_id: threadIdParam }),
    returns: message(),
    changes: ['gmail.user_threads'],
    errors: THREAD_NOT_FOUND,
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      ctx.sql(`UPDATE gmail_user_threads SET ${field} = ? WHERE id = ?`).run(value, row.id);
      return { message: confirmation };
    },
  });
}

/** The user's copies of threads: the boxes and lists, flags, one label, deletion. */
export const threadApis: ApiDef[] = [
  api({
    name: 'show_inbox_threads',
    method: 'GET',
    auth: true,
    description: 'List threads with emails you received, newest first (not archived unless asked).',
    params: listParams,
    returns: list(record('email_thread_id', 'subject', field('participants', list(person)), 'num_emails', field('latest_email', record('email_id', 'sender', 'snippet', 'sent_at')), 'is_read', 'is_starred', 'is_archived', 'label', 'has_attachments', 'updated_at')),
    changes: [],
    handler: (ctx, args) => listThreads(ctx, 'incoming', args),
  }),
  api({
    name: 'show_outbox_threads',
    method: 'GET',
    auth: true,
    description: 'List threads with emails you sent, newest first.',
    params: listParams,
    returns: sameAs('show_inbox_threads'),
    changes: [],
    handler: (ctx, args) => listThreads(ctx, 'outgoing', args),
  }),
  api({
    name: 'show_thread',
    method: 'GET',
    auth: true,
    description: 'Show a thread with all its emails (oldest first). Does not mark it read.',
    params: z.object({ email_thread_id: threadIdParam }),
    returns: record('email_thread_id', 'subject', 'is_read', 'is_starred', 'is_archived', 'label', field('emails', list(record('email_id', 'sender', 'recipients', 'subject', 'body', 'response_to_email_id', 'sent_at', field('attachments', list(record('attachment_id', 'file_name'))))))),
    changes: [],
    errors: THREAD_NOT_FOUND,
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      const summary = threadSummary(ctx, row);
      const emails = visibleEmails(ctx, row.thread_id, ctx.user.id).map((e) => emailView(ctx, e));
      return { email_thread_id: row.thread_id, subject: summary.subject, is_read: summary.is_read, is_starred: summary.is_starred, is_archived: summary.is_archived, label: summary.label, emails };
    },
  }),
  api({
    name: 'show_email',
    method: 'GET',
    auth: true,
    description: 'Show one email you sent or received.',
    params: z.object({ email_id: z.number().int().describe('Id of the email.') }),
    returns: record('email_id', 'email_thread_id', 'sender', 'recipients', 'subject', 'body', 'response_to_email_id', 'sent_at', 'attachments'),
    changes: [],
    errors: ['email_not_found: no such email', 'not_owner: you neither sent nor received it'],
    handler: (ctx, args) => emailView(ctx, requireEmail(ctx, args.email_id)),
  }),
  flagApi('mark_thread_read', 'Mark a thread as read.', 'is_read', 1, 'Thread marked as read.'),
  flagApi('mark_thread_unread', 'Mark a thread as unread.', 'is_read', 0, 'Thread marked as unread.'),
  flagApi('mark_thread_starred', 'Star a thread.', 'is_starred', 1, 'Thread starred.'),
  flagApi('mark_thread_unstarred', 'Remove the star from a thread.', 'is_starred', 0, 'Thread unstarred.'),
  flagApi('archive_thread', 'Archive a thread (it leaves the inbox list; a new email brings it back).', 'is_archived', 1, 'Thread archived.'),
  flagApi('unarchive_thread', 'Move an archived thread back to its box.', 'is_archived', 0, 'Thread moved back.'),
  api({
    name: 'label_thread',
    method: 'PATCH',
    auth: true,
    description: 'Set the label of a thread (one label per thread), or clear it with null.',
    params: z.object({
      email_thread_id: threadIdParam,
      label: z.string().trim().min(1).max(40).nullable().describe('Label text such as "work" or "family"; null removes the label.'),
    }),
    returns: message(),
    changes: ['gmail.user_threads'],
    errors: THREAD_NOT_FOUND,
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      ctx.sql('UPDATE gmail_user_threads SET label = ? WHERE id = ?').run(args.label, row.id);
      return { message: args.label === null ? 'Label removed.' : `Thread labeled "${args.label}".` };
    },
  }),
  api({
    name: 'delete_thread',
    method: 'DELETE',
    auth: true,
    description: 'Delete a thread from your mailbox (other participants keep their copies).',
    params: z.object({ email_thread_id: threadIdParam }),
    returns: message(),
    changes: ['gmail.user_threads'],
    errors: THREAD_NOT_FOUND,
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      ctx.sql('DELETE FROM gmail_user_threads WHERE id = ?').run(row.id);
      return { message: 'Thread deleted.' };
    },
  }),
  api({
    name: 'show_starred_threads',
    method: 'GET',
    auth: true,
    description: 'Your starred threads (inbox, outbox or archived; not spam), newest first.',
    params: threadQueryParams,
    returns: sameAs('show_inbox_threads'),
    changes: [],
    handler: (ctx, args) =>
      paginate(listWhere(ctx, 'SELECT * FROM gmail_user_threads WHERE user_id = ? AND is_starred = 1', [ctx.user.id], args.query).filter((t) => !ctx.sql('SELECT 1 FROM gmail_spam_marks WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, t.email_thread_id)), args),
  }),
  api({
    name: 'show_archived_threads',
    method: 'GET',
    auth: true,
    description: 'Your archived threads (sent or received), newest first.',
    params: threadQueryParams,
    returns: sameAs('show_inbox_threads'),
    changes: [],
    handler: (ctx, args) => paginate(listWhere(ctx, 'SELECT * FROM gmail_user_threads WHERE user_id = ? AND is_archived = 1', [ctx.user.id], args.query), args),
  }),
];
