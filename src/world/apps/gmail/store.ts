import { fromJson, personRef, toBool } from '../common.ts';
import { toSql } from '../../engine.ts';
import type { ApiContext, Person } from '../../types.ts';

/**
 * Gmail keeps one global row per thread and per email, plus one `user_threads` row per
 * participant holding that person's flags (read, starred, archived, label), as AppWorld does.
 */
export const gmailTables = {
  threads: 'id INTEGER PRIMARY KEY, subject TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL',
  emails: `id INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, sender_id INTEGER NOT NULL, recipient_ids TEXT NOT NULL,
    subject TEXT NOT NULL, body TEXT NOT NULL, response_to_email_id INTEGER, sent_at TEXT NOT NULL`,
  user_threads: `id INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, user_id INTEGER NOT NULL, incoming INTEGER NOT NULL DEFAULT 0,
    outgoing INTEGER NOT NULL DEFAULT 0, is_read INTEGER NOT NULL DEFAULT 0, is_starred INTEGER NOT NULL DEFAULT 0,
    is_archived INTEGER NOT NULL DEFAULT 0, label TEXT, UNIQUE(thread_id, user_id)`,
  attachments: 'id INTEGER PRIMARY KEY, email_id INTEGER NOT NULL, file_name TEXT NOT NULL, content TEXT NOT NULL',
  drafts: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, recipient_emails TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
    email_thread_id INTEGER, response_to_email_id INTEGER, attachment_file_paths TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
} as const;

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

/** Inserts a row with a fresh seeded id; returns the id. */
export function insertRow(ctx: ApiContext, table: string, row: Record<string, unknown>): number {
  const id = ctx.newId(table);
  const full: Record<string, unknown> = { id, ...row };
  const keys = Object.keys(full);
  ctx.sql(`INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => toSql(full[k])));
  return id;
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
