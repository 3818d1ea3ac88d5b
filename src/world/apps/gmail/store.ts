import { z } from 'zod';
import type { ApiContext, Person } from '../../types.ts';
import { fromJson, insertRow, matchesQuery, pageParams, personRef, toBool } from '../common.ts';

/** File paths to attach, read from the user's file system when the email is sent. */
export const attachmentPaths = z.array(z.string().min(1)).default([]).describe('File-system paths (~/… or /…) of files to attach.');
/** What sending an email writes. */
export const SEND_CHANGES = ['gmail.threads', 'gmail.emails', 'gmail.user_threads', 'gmail.attachments'];
export const RECIPIENT_ERRORS = ['recipient_not_found: an address belongs to no account', 'attachment_not_found: an attachment path is not a file'];
export const threadIdParam = z.number().int().describe('Id of the email thread.');
export const THREAD_NOT_FOUND = ['email_thread_not_found: no such thread in your mailbox', 'not_owner: the thread is between other people'];

export interface EmailRow {
  id: number;
  thread_id: number;
  sender_id: number;
  recipient_ids: string;
  subject: string;
  body: string;
  response_to_email_id: number | null;
  sent_at: string;
}

export interface UserThreadRow {
  id: number;
  thread_id: number;
  user_id: number;
  incoming: number;
  outgoing: number;
  is_read: number;
  is_starred: number;
  is_archived: number;
  label: string | null;
}

/** The user's copy of a thread: 404 if no such thread, 403 if the user is not in it. */
export function userThread(ctx: ApiContext, threadId: number): UserThreadRow {
  const row = ctx.sql('SELECT * FROM gmail_user_threads WHERE thread_id = ? AND user_id = ?').get(threadId, ctx.user.id) as UserThreadRow | undefined;
  if (row) return row;
  const exists = ctx.sql('SELECT 1 FROM gmail_threads WHERE id = ?').get(threadId);
  if (!exists) return ctx.fail(404, 'email_thread_not_found', `The email thread with id ${threadId} does not exist.`);
  // A participant who deleted the thread and a stranger both see it as missing from their mailbox.
  const everIn = visibleEmails(ctx, threadId, ctx.user.id).length > 0;
  return everIn
    ? ctx.fail(404, 'email_thread_not_found', `The email thread with id ${threadId} is not in your mailbox.`)
    : ctx.fail(403, 'not_owner', `The email thread with id ${threadId} does not belong to you.`);
}

/** Emails of a thread the person sent or received, oldest first. */
export function visibleEmails(ctx: ApiContext, threadId: number, personId: number): EmailRow[] {
  const rows = ctx.sql('SELECT * FROM gmail_emails WHERE thread_id = ? ORDER BY sent_at, id').all(threadId) as EmailRow[];
  return rows.filter((r) => r.sender_id === personId || fromJson<number[]>(r.recipient_ids, []).includes(personId));
}

export function emailView(ctx: ApiContext, row: EmailRow) {
  const attachments = ctx.sql('SELECT id, file_name FROM gmail_attachments WHERE email_id = ? ORDER BY id').all(row.id) as { id: number; file_name: string }[];
  return {
    email_id: row.id,
    email_thread_id: row.thread_id,
    sender: personRef(ctx, row.sender_id),
    recipients: fromJson<number[]>(row.recipient_ids, []).map((id) => personRef(ctx, id)),
    subject: row.subject,
    body: row.body,
    response_to_email_id: row.response_to_email_id,
    sent_at: row.sent_at,
    attachments: attachments.map((a) => ({ attachment_id: a.id, file_name: a.file_name })),
  };
}

/** A thread as the inbox/outbox lists show it. */
export function threadSummary(ctx: ApiContext, ut: UserThreadRow) {
  const emails = visibleEmails(ctx, ut.thread_id, ut.user_id);
  const thread = ctx.sql('SELECT subject, updated_at FROM gmail_threads WHERE id = ?').get(ut.thread_id) as { subject: string; updated_at: string };
  const ids = new Set<number>();
  for (const e of emails) {
    ids.add(e.sender_id);
    for (const r of fromJson<number[]>(e.recipient_ids, [])) ids.add(r);
  }
  const latest = emails[emails.length - 1];
  const hasAttachments = emails.some((e) => ctx.sql('SELECT 1 FROM gmail_attachments WHERE email_id = ?').get(e.id) !== undefined);
  return {
    email_thread_id: ut.thread_id,
    subject: thread.subject,
    participants: [...ids].sort((a, b) => a - b).map((id) => personRef(ctx, id)),
    num_emails: emails.length,
    latest_email: latest
      ? { email_id: latest.id, sender: personRef(ctx, latest.sender_id), snippet: latest.body.slice(0, 120), sent_at: latest.sent_at }
      : null,
    is_read: toBool(ut.is_read),
    is_starred: toBool(ut.is_starred),
    is_archived: toBool(ut.is_archived),
    label: ut.label,
    has_attachments: hasAttachments,
    updated_at: latest?.sent_at ?? thread.updated_at,
  };
}

/** Recipients by email, de-duplicated; anyone not in the world is a 404. */
export function resolveRecipients(ctx: ApiContext, emails: readonly string[]): Person[] {
  const seen = new Map<number, Person>();
  for (const email of emails) {
    const person = ctx.personByEmail(email.trim());
    if (!person) return ctx.fail(404, 'recipient_not_found', `No account with the email address ${email} exists.`);
    seen.set(person.id, person);
  }
  return [...seen.values()];
}

/** Sets fields of a user's thread copy, creating it if the person has none. */
function upsertUserThread(ctx: ApiContext, threadId: number, personId: number, fields: Partial<Omit<UserThreadRow, 'id' | 'thread_id' | 'user_id'>>): void {
  const row = ctx.sql('SELECT id FROM gmail_user_threads WHERE thread_id = ? AND user_id = ?').get(threadId, personId) as { id: number } | undefined;
  if (!row) {
    insertRow(ctx, 'gmail_user_threads', { thread_id: threadId, user_id: personId, incoming: 0, outgoing: 0, is_read: 0, is_starred: 0, is_archived: 0, label: null, ...fields });
    return;
  }
  const entries = Object.entries(fields);
  ctx.sql(`UPDATE gmail_user_threads SET ${entries.map(([k]) => `"${k}" = ?`).join(', ')} WHERE id = ?`).run(...entries.map(([, v]) => v), row.id);
}

export interface Attachment {
  file_name: string;
  content: string;
}

export interface Delivery {
  threadId?: number;
  recipients: readonly Person[];
  subject: string;
  body: string;
  responseTo?: number | null;
  attachments?: readonly Attachment[];
}

/**
 * Writes one email from the current user: a new thread unless `threadId` is given, the email,
 * its attachments, and every participant's thread copy (the sender's marked read and outgoing,
 * each recipient's unread, incoming and back in the inbox).
 */
export function deliver(ctx: ApiContext, mail: Delivery): { email_thread_id: number; email_id: number } {
  const now = ctx.now();
  let threadId = mail.threadId;
  if (threadId === undefined) threadId = insertRow(ctx, 'gmail_threads', { subject: mail.subject, created_at: now, updated_at: now });
  else ctx.sql('UPDATE gmail_threads SET updated_at = ? WHERE id = ?').run(now, threadId);
  const emailId = insertRow(ctx, 'gmail_emails', {
    thread_id: threadId,
    sender_id: ctx.user.id,
    recipient_ids: mail.recipients.map((p) => p.id),
    subject: mail.subject,
    body: mail.body,
    response_to_email_id: mail.responseTo ?? null,
    sent_at: now,
  });
  for (const attachment of mail.attachments ?? []) insertRow(ctx, 'gmail_attachments', { email_id: emailId, ...attachment });
  upsertUserThread(ctx, threadId, ctx.user.id, { outgoing: 1, is_read: 1 });
  for (const person of mail.recipients) {
    if (person.id === ctx.user.id) upsertUserThread(ctx, threadId, person.id, { incoming: 1, is_archived: 0 });
    else upsertUserThread(ctx, threadId, person.id, { incoming: 1, is_read: 0, is_archived: 0 });
  }
  return { email_thread_id: threadId, email_id: emailId };
}

/** An email the user sent or received (and whose thread is still in the mailbox). */
export function requireEmail(ctx: ApiContext, emailId: number): EmailRow {
  const row = ctx.sql('SELECT * FROM gmail_emails WHERE id = ?').get(emailId) as EmailRow | undefined;
  if (!row) return ctx.fail(404, 'email_not_found', `The email with id ${emailId} does not exist.`);
  const mine = visibleEmails(ctx, row.thread_id, ctx.user.id).some((e) => e.id === row.id);
  if (!mine) return ctx.fail(403, 'not_owner', `The email with id ${emailId} does not belong to you.`);
  userThread(ctx, row.thread_id);
  return row;
}

/** Whether a thread is out of the user's inbox/outbox lists: marked spam, or snoozed until later than now. */
export function hiddenThread(ctx: ApiContext, userId: number, threadId: number): boolean {
  if (ctx.sql('SELECT 1 FROM gmail_spam_marks WHERE user_id = ? AND thread_id = ?').get(userId, threadId)) return true;
  const snooze = ctx.sql('SELECT snoozed_until FROM gmail_snoozes WHERE user_id = ? AND thread_id = ?').get(userId, threadId) as { snoozed_until: string } | undefined;
  return snooze !== undefined && snooze.snoozed_until > ctx.now();
}

export function newestFirst<T extends { updated_at: string; email_thread_id: number }>(items: T[]): T[] {
  return items.sort((a, b) => (a.updated_at === b.updated_at ? b.email_thread_id - a.email_thread_id : a.updated_at < b.updated_at ? 1 : -1));
}

/** Summaries of the user's threads whose per-user row passes `keep`, newest first. */
export function listWhere(ctx: ApiContext, sql: string, params: unknown[], query: string | undefined) {
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

/** Parameters of the thread lists beyond the inbox and outbox. */
export const threadQueryParams = z.object({ query: z.string().optional().describe('Text to look for in subjects, bodies and participant names or emails.'), ...pageParams });
