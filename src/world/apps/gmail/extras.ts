import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { fromJson, matchesQuery, pageParams, paginate } from '../common.ts';
import { deliver, emailView, insertRow, resolveRecipients, threadSummary, userThread, visibleEmails, type EmailRow, type UserThreadRow } from './store.ts';

/** The user's label list, snoozes and spam marks (per user, beside the per-user thread copies). */
export const gmailExtraTables = {
  labels: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL COLLATE NOCASE, created_at TEXT NOT NULL, UNIQUE(user_id, name)',
  snoozes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, thread_id INTEGER NOT NULL, snoozed_until TEXT NOT NULL, UNIQUE(user_id, thread_id)',
  spam_marks: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, thread_id INTEGER NOT NULL, marked_at TEXT NOT NULL, UNIQUE(user_id, thread_id)',
} as const;

/** Whether a thread is out of the user's inbox/outbox lists: marked spam, or snoozed until later than now. */
export function hiddenThread(ctx: ApiContext, userId: number, threadId: number): boolean {
  if (ctx.sql('SELECT 1 FROM gmail_spam_marks WHERE user_id = ? AND thread_id = ?').get(userId, threadId)) return true;
  const snooze = ctx.sql('SELECT snoozed_until FROM gmail_snoozes WHERE user_id = ? AND thread_id = ?').get(userId, threadId) as { snoozed_until: string } | undefined;
  return snooze !== undefined && snooze.snoozed_until > ctx.now();
}

const threadId = z.number().int().describe('Id of the email thread.');
const NOT_FOUND = ['email_thread_not_found: no such thread in your mailbox', 'not_owner: the thread is between other people'];
const labelName = z.string().trim().min(1).max(40);
const datetime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

function newestFirst<T extends { updated_at: string; email_thread_id: number }>(items: T[]): T[] {
  return items.sort((a, b) => (a.updated_at === b.updated_at ? b.email_thread_id - a.email_thread_id : a.updated_at < b.updated_at ? 1 : -1));
}

/** Summaries of the user's threads whose per-user row passes `keep`, newest first. */
function listWhere(ctx: ApiContext, sql: string, params: unknown[], query: string | undefined) {
  const rows = ctx.sql(sql).all(...params) as UserThreadRow[];
  const summaries = rows
    .map((row) => ({ row, summary: threadSummary(ctx, row) }))
    .filter(({ row, summary }) => {
      if (!query) return true;
      return matchesQuery(query, summary.subject, ...visibleEmails(ctx, row.thread_id, row.user_id).map((e) => e.body), ...summary.participants.flatMap((p) => [p?.name, p?.email]));
    })
    .map(({ summary }) => summary);
  return newestFirst(summaries);
}

const listParams = z.object({ query: z.string().optional().describe('Text to look for in subjects, bodies and participant names or emails.'), ...pageParams });

function requireLabel(ctx: ApiContext, name: string): { id: number; name: string } {
  const row = ctx.sql('SELECT id, name FROM gmail_labels WHERE user_id = ? AND name = ?').get(ctx.user.id, name) as { id: number; name: string } | undefined;
  return row ?? ctx.fail(404, 'label_not_found', `You have no label named "${name}".`);
}

const labelExists = (ctx: ApiContext, name: string) => ctx.sql('SELECT 1 FROM gmail_labels WHERE user_id = ? AND name = ?').get(ctx.user.id, name) !== undefined;

/** Adds or removes the user's per-thread mark in `table` (spam). */
function markApi(name: string, description: string, on: boolean): ApiDef {
  return api({
    name,
    method: 'PATCH',
    auth: true,
    description,
    params: z.object({ email_thread_id: threadId }),
    returns: '{message}',
    changes: ['gmail.spam_marks'],
    errors: [...NOT_FOUND, on ? 'already_spam: the thread is already marked as spam' : 'not_spam: the thread is not marked as spam'],
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

interface AttachmentRow {
  id: number;
  email_id: number;
  file_name: string;
  content: string;
}

/** An attachment of an email the user can read. */
function requireAttachment(ctx: ApiContext, id: number): AttachmentRow {
  const row = ctx.sql('SELECT * FROM gmail_attachments WHERE id = ?').get(id) as AttachmentRow | undefined;
  if (!row) return ctx.fail(404, 'attachment_not_found', `The attachment with id ${id} does not exist.`);
  const email = ctx.sql('SELECT * FROM gmail_emails WHERE id = ?').get(row.email_id) as EmailRow;
  const mine = ctx.sql('SELECT 1 FROM gmail_user_threads WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, email.thread_id) !== undefined &&
    (email.sender_id === ctx.user.id || fromJson<number[]>(email.recipient_ids, []).includes(ctx.user.id));
  if (!mine) return ctx.fail(403, 'not_owner', `The attachment with id ${id} is on an email that is not yours.`);
  return row;
}

function quoteThread(ctx: ApiContext, emails: readonly EmailRow[]): string {
  return emails
    .map((e) => {
      const who = ctx.personById(e.sender_id);
      return `From: ${who ? `${who.first_name} ${who.last_name} <${who.email}>` : 'someone'}\nDate: ${e.sent_at.replace('T', ' ')}\nSubject: ${e.subject}\n\n${e.body}`;
    })
    .join('\n\n');
}

export const gmailExtraApis: ApiDef[] = [
  // Labels.
  api({
    name: 'show_labels',
    method: 'GET',
    auth: true,
    description: 'Your labels with how many of your threads carry each (labels only set on threads are listed too).',
    params: z.object({}),
    returns: '[{name, thread_count}]',
    changes: [],
    handler: (ctx) => {
      const names = new Map<string, string>();
      for (const r of ctx.sql('SELECT name FROM gmail_labels WHERE user_id = ? ORDER BY name COLLATE NOCASE, id').all(ctx.user.id) as { name: string }[]) names.set(r.name.toLowerCase(), r.name);
      const used = ctx.sql('SELECT label FROM gmail_user_threads WHERE user_id = ? AND label IS NOT NULL').all(ctx.user.id) as { label: string }[];
      const counts = new Map<string, number>();
      for (const u of used) {
        const key = u.label.toLowerCase();
        if (!names.has(key)) names.set(key, u.label);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...names.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, name]) => ({ name, thread_count: counts.get(key) ?? 0 }));
    },
  }),
  api({
    name: 'create_label',
    method: 'POST',
    auth: true,
    description: 'Create a label to put on threads.',
    params: z.object({ name: labelName.describe('Label name (case-insensitive, unique).') }),
    returns: '{message, label_id}',
    changes: ['gmail.labels'],
    errors: ['label_exists: you already have a label with that name'],
    handler: (ctx, args) => {
      if (labelExists(ctx, args.name)) return ctx.fail(409, 'label_exists', `You already have a label named "${args.name}".`);
      return { message: 'Label created.', label_id: insertRow(ctx, 'gmail_labels', { user_id: ctx.user.id, name: args.name, created_at: ctx.now() }) };
    },
  }),
  api({
    name: 'rename_label',
    method: 'PATCH',
    auth: true,
    description: 'Rename a label; threads that carry it carry the new name.',
    params: z.object({ name: labelName.describe('Current label name.'), new_name: labelName.describe('New label name.') }),
    returns: '{message, relabeled_thread_count}',
    changes: ['gmail.labels', 'gmail.user_threads'],
    errors: ['label_not_found: no label with that name', 'label_exists: another label already has the new name'],
    handler: (ctx, args) => {
      const label = requireLabel(ctx, args.name);
      if (args.new_name.toLowerCase() !== label.name.toLowerCase() && labelExists(ctx, args.new_name)) return ctx.fail(409, 'label_exists', `You already have a label named "${args.new_name}".`);
      if (args.new_name !== label.name) ctx.sql('UPDATE gmail_labels SET name = ? WHERE id = ?').run(args.new_name, label.id);
      const result = ctx.sql('UPDATE gmail_user_threads SET label = ? WHERE user_id = ? AND lower(label) = lower(?) AND label != ?').run(args.new_name, ctx.user.id, label.name, args.new_name);
      return { message: 'Label renamed.', relabeled_thread_count: result.changes };
    },
  }),
  api({
    name: 'delete_label',
    method: 'DELETE',
    auth: true,
    description: 'Delete a label; threads that carry it lose it (the threads stay).',
    params: z.object({ name: labelName.describe('Label name.') }),
    returns: '{message, unlabeled_thread_count}',
    changes: ['gmail.labels', 'gmail.user_threads'],
    errors: ['label_not_found: no label with that name'],
    handler: (ctx, args) => {
      const label = requireLabel(ctx, args.name);
      ctx.sql('DELETE FROM gmail_labels WHERE id = ?').run(label.id);
      const result = ctx.sql('UPDATE gmail_user_threads SET label = NULL WHERE user_id = ? AND lower(label) = lower(?)').run(ctx.user.id, label.name);
      return { message: 'Label deleted.', unlabeled_thread_count: result.changes };
    },
  }),
  api({
    name: 'remove_thread_label',
    method: 'PATCH',
    auth: true,
    description: 'Take the label off a thread.',
    params: z.object({ email_thread_id: threadId }),
    returns: '{message}',
    changes: ['gmail.user_threads'],
    errors: [...NOT_FOUND, 'not_labeled: the thread has no label'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      if (row.label === null) return ctx.fail(409, 'not_labeled', 'The thread has no label.');
      ctx.sql('UPDATE gmail_user_threads SET label = NULL WHERE id = ?').run(row.id);
      return { message: 'Label removed.' };
    },
  }),
  // Snooze.
  api({
    name: 'snooze_thread',
    method: 'PATCH',
    auth: true,
    description: 'Hide a thread from your inbox and outbox until a later moment (snoozing again moves the moment).',
    params: z.object({ email_thread_id: threadId, snooze_until: datetime.describe('When it comes back (YYYY-MM-DDTHH:MM:SS, after now).') }),
    returns: '{message}',
    changes: ['gmail.snoozes'],
    errors: [...NOT_FOUND, 'invalid_datetime: the moment is not in the future'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      if (args.snooze_until <= ctx.now()) return ctx.fail(422, 'invalid_datetime', `${args.snooze_until} is not after now (${ctx.now()}).`);
      const existing = ctx.sql('SELECT id FROM gmail_snoozes WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, row.thread_id) as { id: number } | undefined;
      if (existing) ctx.sql('UPDATE gmail_snoozes SET snoozed_until = ? WHERE id = ?').run(args.snooze_until, existing.id);
      else insertRow(ctx, 'gmail_snoozes', { user_id: ctx.user.id, thread_id: row.thread_id, snoozed_until: args.snooze_until });
      return { message: `Thread snoozed until ${args.snooze_until}.` };
    },
  }),
  api({
    name: 'unsnooze_thread',
    method: 'PATCH',
    auth: true,
    description: 'Bring a snoozed thread back now.',
    params: z.object({ email_thread_id: threadId }),
    returns: '{message}',
    changes: ['gmail.snoozes'],
    errors: [...NOT_FOUND, 'not_snoozed: the thread is not snoozed'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      const result = ctx.sql('DELETE FROM gmail_snoozes WHERE user_id = ? AND thread_id = ? AND snoozed_until > ?').run(ctx.user.id, row.thread_id, ctx.now());
      if (result.changes === 0) return ctx.fail(409, 'not_snoozed', 'The thread is not snoozed.');
      return { message: 'Thread unsnoozed.' };
    },
  }),
  api({
    name: 'show_snoozed_threads',
    method: 'GET',
    auth: true,
    description: 'Threads snoozed until later than now, newest first.',
    params: listParams,
    returns: '[{email_thread_id, subject, participants, num_emails, latest_email, ..., snoozed_until}]',
    changes: [],
    handler: (ctx, args) => {
      const until = new Map((ctx.sql('SELECT thread_id, snoozed_until FROM gmail_snoozes WHERE user_id = ? AND snoozed_until > ?').all(ctx.user.id, ctx.now()) as { thread_id: number; snoozed_until: string }[]).map((s) => [s.thread_id, s.snoozed_until]));
      const list = listWhere(ctx, 'SELECT u.* FROM gmail_user_threads u JOIN gmail_snoozes s ON s.thread_id = u.thread_id AND s.user_id = u.user_id WHERE u.user_id = ? AND s.snoozed_until > ?', [ctx.user.id, ctx.now()], args.query);
      return paginate(list, args).map((t) => ({ ...t, snoozed_until: until.get(t.email_thread_id) ?? null }));
    },
  }),
  // Spam.
  markApi('mark_thread_spam', 'Mark a thread as spam: it leaves your inbox and outbox lists.', true),
  markApi('mark_thread_not_spam', 'Move a thread out of spam, back to its box.', false),
  api({
    name: 'show_spam_threads',
    method: 'GET',
    auth: true,
    description: 'Threads you marked as spam, newest first.',
    params: listParams,
    returns: 'same shape as show_inbox_threads',
    changes: [],
    handler: (ctx, args) =>
      paginate(listWhere(ctx, 'SELECT u.* FROM gmail_user_threads u JOIN gmail_spam_marks m ON m.thread_id = u.thread_id AND m.user_id = u.user_id WHERE u.user_id = ?', [ctx.user.id], args.query), args),
  }),
  api({
    name: 'show_starred_threads',
    method: 'GET',
    auth: true,
    description: 'Your starred threads (inbox, outbox or archived; not spam), newest first.',
    params: listParams,
    returns: 'same shape as show_inbox_threads',
    changes: [],
    handler: (ctx, args) =>
      paginate(listWhere(ctx, 'SELECT * FROM gmail_user_threads WHERE user_id = ? AND is_starred = 1', [ctx.user.id], args.query).filter((t) => !ctx.sql('SELECT 1 FROM gmail_spam_marks WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, t.email_thread_id)), args),
  }),
  api({
    name: 'show_archived_threads',
    method: 'GET',
    auth: true,
    description: 'Your archived threads (sent or received), newest first.',
    params: listParams,
    returns: 'same shape as show_inbox_threads',
    changes: [],
    handler: (ctx, args) => paginate(listWhere(ctx, 'SELECT * FROM gmail_user_threads WHERE user_id = ? AND is_archived = 1', [ctx.user.id], args.query), args),
  }),
  // Attachments.
  api({
    name: 'show_attachment',
    method: 'GET',
    auth: true,
    description: 'Show an attachment of an email you sent or received, with its text content.',
    params: z.object({ attachment_id: z.number().int().describe('Id of the attachment.') }),
    returns: '{attachment_id, email_id, file_name, content}',
    changes: [],
    errors: ['attachment_not_found: no such attachment', 'not_owner: the email is not yours'],
    handler: (ctx, args) => {
      const row = requireAttachment(ctx, args.attachment_id);
      return { attachment_id: row.id, email_id: row.email_id, file_name: row.file_name, content: row.content };
    },
  }),
  api({
    name: 'download_attachment',
    method: 'POST',
    auth: true,
    description: 'Save an attachment into your file system (default ~/downloads/<file name>).',
    params: z.object({
      attachment_id: z.number().int().describe('Id of the attachment.'),
      file_path: z.string().min(1).optional().describe('Where to save it (~/… or /…); default ~/downloads/<file name>.'),
      overwrite: z.boolean().default(false).describe('Replace a file already at the path.'),
    }),
    returns: '{message, file_path, file_id}',
    changes: ['file_system.files'],
    errors: [
      'attachment_not_found: no such attachment',
      'not_owner: the email is not yours, or the path is outside your home',
      'directory_not_found: the folder does not exist',
      'file_exists: a file is at the path and overwrite is false',
      'is_directory: a directory is at the path',
    ],
    handler: (ctx, args) => {
      const row = requireAttachment(ctx, args.attachment_id);
      const path = args.file_path ?? `~/downloads/${row.file_name}`;
      const created = ctx.invoke('file_system', 'create_file', { file_path: path, content: row.content, overwrite: args.overwrite }) as { file_id: number };
      return { message: 'Attachment saved.', file_path: path, file_id: created.file_id };
    },
  }),
  // Compose and search.
  api({
    name: 'forward_email_thread',
    method: 'POST',
    auth: true,
    description: 'Forward a whole thread (every email you can see in it, oldest first, with their attachments) as a new thread.',
    params: z.object({
      email_thread_id: threadId,
      email_addresses: z.array(z.email()).min(1).describe('Email addresses of the people to forward to.'),
      body: z.string().default('').describe('Your note above the forwarded emails.'),
    }),
    returns: '{message, email_thread_id, email_id}',
    changes: ['gmail.threads', 'gmail.emails', 'gmail.user_threads', 'gmail.attachments'],
    errors: [...NOT_FOUND, 'recipient_not_found: an address belongs to no account'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      const recipients = resolveRecipients(ctx, args.email_addresses);
      const emails = visibleEmails(ctx, row.thread_id, ctx.user.id);
      const subject = (ctx.sql('SELECT subject FROM gmail_threads WHERE id = ?').get(row.thread_id) as { subject: string }).subject;
      const attachments = emails.flatMap((e) => ctx.sql('SELECT file_name, content FROM gmail_attachments WHERE email_id = ? ORDER BY id').all(e.id) as { file_name: string; content: string }[]);
      const body = `${args.body}${args.body ? '\n\n' : ''}---------- Forwarded conversation ----------\n${quoteThread(ctx, emails)}`;
      return { message: 'Thread forwarded.', ...deliver(ctx, { recipients, subject: /^fwd:/i.test(subject) ? subject : `Fwd: ${subject}`, body, attachments }) };
    },
  }),
  api({
    name: 'search_emails',
    method: 'GET',
    auth: true,
    description: 'Search single emails you sent or received (threads you deleted excluded), newest first.',
    params: z.object({
      query: z.string().optional().describe('Text to look for in the subject or body.'),
      sender_email: z.string().optional().describe('Only emails from this address.'),
      recipient_email: z.string().optional().describe('Only emails to this address.'),
      min_sent_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().describe('Sent at or after (YYYY-MM-DD or full timestamp).'),
      max_sent_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().describe('Sent at or before (YYYY-MM-DD covers that whole day).'),
      has_attachments: z.boolean().optional().describe('Only emails with (true) or without (false) attachments.'),
      ...pageParams,
    }),
    returns: '[{email_id, email_thread_id, sender, recipients, subject, body, response_to_email_id, sent_at, attachments}]',
    changes: [],
    handler: (ctx, args) => {
      const sender = args.sender_email === undefined ? undefined : ctx.personByEmail(args.sender_email.trim());
      const recipient = args.recipient_email === undefined ? undefined : ctx.personByEmail(args.recipient_email.trim());
      if ((args.sender_email !== undefined && !sender) || (args.recipient_email !== undefined && !recipient)) return [];
      const max = args.max_sent_at && args.max_sent_at.length === 10 ? `${args.max_sent_at}T23:59:59` : args.max_sent_at;
      const threads = ctx.sql('SELECT thread_id FROM gmail_user_threads WHERE user_id = ?').all(ctx.user.id) as { thread_id: number }[];
      const emails = threads
        .flatMap((t) => visibleEmails(ctx, t.thread_id, ctx.user.id))
        .filter((e) => !sender || e.sender_id === sender.id)
        .filter((e) => !recipient || fromJson<number[]>(e.recipient_ids, []).includes(recipient.id))
        .filter((e) => (!args.min_sent_at || e.sent_at >= args.min_sent_at) && (!max || e.sent_at <= max))
        .filter((e) => matchesQuery(args.query, e.subject, e.body))
        .map((e) => emailView(ctx, e))
        .filter((v) => args.has_attachments === undefined || v.attachments.length > 0 === args.has_attachments)
        .sort((a, b) => (a.sent_at === b.sent_at ? b.email_id - a.email_id : a.sent_at < b.sent_at ? 1 : -1));
      return paginate(emails, args);
    },
  }),
];
