import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, matchesQuery, pageParams, paginate } from '../common.ts';
import { readAttachments } from './attachments.ts';
import { RECIPIENT_ERRORS, SEND_CHANGES, THREAD_NOT_FOUND, attachmentPaths, deliver, emailView, requireEmail, resolveRecipients, threadIdParam, userThread, visibleEmails, type EmailRow } from './store.ts';

const addresses = (what: string) => z.array(z.email()).min(1).describe(`Email addresses of the ${what}.`);

const quote = (ctx: ApiContext, text: string, sender: number, sentAt: string) => {
  const who = ctx.personById(sender);
  const name = who ? `${who.first_name} ${who.last_name} <${who.email}>` : 'someone';
  return `On ${sentAt.replace('T', ' ')}, ${name} wrote:\n${text.split('\n').map((l) => `> ${l}`).join('\n')}`;
};

function quoteThread(ctx: ApiContext, emails: readonly EmailRow[]): string {
  return emails
    .map((e) => {
      const who = ctx.personById(e.sender_id);
      return `From: ${who ? `${who.first_name} ${who.last_name} <${who.email}>` : 'someone'}\nDate: ${e.sent_at.replace('T', ' ')}\nSubject: ${e.subject}\n\n${e.body}`;
    })
    .join('\n\n');
}

/** Single emails: sending (new, reply, forward of one email or a whole thread) and search. */
export const emailApis: ApiDef[] = [
  api({
    name: 'send_email',
    method: 'POST',
    auth: true,
    description: 'Send a new email (a new thread) to people by email address, optionally with file attachments.',
    params: z.object({
      email_addresses: addresses('recipients'),
      subject: z.string().max(200).describe('Subject line.'),
      body: z.string().describe('Body text.'),
      attachment_file_paths: attachmentPaths,
    }),
    returns: message('email_thread_id', 'email_id'),
    changes: SEND_CHANGES,
    errors: RECIPIENT_ERRORS,
    handler: (ctx, args) => {
      const recipients = resolveRecipients(ctx, args.email_addresses);
      const attachments = readAttachments(ctx, args.attachment_file_paths);
      return { message: 'Email sent.', ...deliver(ctx, { recipients, subject: args.subject, body: args.body, attachments }) };
    },
  }),
  api({
    name: 'reply_to_email',
    method: 'POST',
    auth: true,
    description: 'Reply in the same thread to one email (its sender, or everyone on it with reply_all).',
    params: z.object({
      email_id: z.number().int().describe('Id of the email to reply to.'),
      body: z.string().min(1).describe('Reply text.'),
      reply_all: z.boolean().default(false).describe('Also send to every other recipient of the email.'),
      attachment_file_paths: attachmentPaths,
    }),
    returns: message('email_thread_id', 'email_id'),
    changes: SEND_CHANGES,
    errors: ['email_not_found: no such email', 'not_owner: you neither sent nor received it', 'email_thread_not_found: you deleted the thread', 'attachment_not_found: an attachment path is not a file'],
    handler: (ctx, args) => {
      const original = requireEmail(ctx, args.email_id);
      const others = fromJson<number[]>(original.recipient_ids, []);
      const ids = original.sender_id === ctx.user.id ? others : [original.sender_id, ...(args.reply_all ? others.filter((id) => id !== ctx.user.id) : [])];
      const recipients = [...new Set(ids)].flatMap((id) => ctx.personById(id) ?? []);
      const subject = /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`;
      const attachments = readAttachments(ctx, args.attachment_file_paths);
      const sent = deliver(ctx, { threadId: original.thread_id, recipients, subject, body: args.body, responseTo: original.id, attachments });
      return { message: 'Reply sent.', ...sent };
    },
  }),
  api({
    name: 'forward_email',
    method: 'POST',
    auth: true,
    description: 'Forward one email (with its attachments) to other people as a new thread.',
    params: z.object({
      email_id: z.number().int().describe('Id of the email to forward.'),
      email_addresses: addresses('people to forward to'),
      body: z.string().default('').describe('Your note above the forwarded text.'),
    }),
    returns: message('email_thread_id', 'email_id'),
    changes: SEND_CHANGES,
    errors: ['email_not_found: no such email', 'not_owner: you neither sent nor received it', 'recipient_not_found: an address belongs to no account'],
    handler: (ctx, args) => {
      const original = requireEmail(ctx, args.email_id);
      const recipients = resolveRecipients(ctx, args.email_addresses);
      const attachments = ctx.sql('SELECT file_name, content FROM gmail_attachments WHERE email_id = ? ORDER BY id').all(original.id) as { file_name: string; content: string }[];
      const subject = /^fwd:/i.test(original.subject) ? original.subject : `Fwd: ${original.subject}`;
      const body = `${args.body}${args.body ? '\n\n' : ''}---------- Forwarded message ----------\n${quote(ctx, original.body, original.sender_id, original.sent_at)}`;
      return { message: 'Email forwarded.', ...deliver(ctx, { recipients, subject, body, attachments }) };
    },
  }),
  api({
    name: 'forward_email_thread',
    method: 'POST',
    auth: true,
    description: 'Forward a whole thread (every email you can see in it, oldest first, with their attachments) as a new thread.',
    params: z.object({
      email_thread_id: threadIdParam,
      email_addresses: z.array(z.email()).min(1).describe('Email addresses of the people to forward to.'),
      body: z.string().default('').describe('Your note above the forwarded emails.'),
    }),
    returns: message('email_thread_id', 'email_id'),
    changes: ['gmail.threads', 'gmail.emails', 'gmail.user_threads', 'gmail.attachments'],
    errors: [...THREAD_NOT_FOUND, 'recipient_not_found: an address belongs to no account'],
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
    returns: list(record('email_id', 'email_thread_id', 'sender', 'recipients', 'subject', 'body', 'response_to_email_id', 'sent_at', 'attachments')),
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
