import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, insertRow, matchesQuery, pageParams, paginate, updateFields } from '../common.ts';
import { readAttachments } from './attachments.ts';
import { RECIPIENT_ERRORS, SEND_CHANGES, attachmentPaths, deliver, resolveRecipients, userThread, visibleEmails } from './store.ts';

interface DraftRow {
  id: number;
  user_id: number;
  recipient_emails: string;
  subject: string;
  body: string;
  email_thread_id: number | null;
  response_to_email_id: number | null;
  attachment_file_paths: string;
  created_at: string;
  updated_at: string;
}

function draftView(row: DraftRow) {
  return {
    draft_id: row.id,
    email_addresses: fromJson<string[]>(row.recipient_emails, []),
    subject: row.subject,
    body: row.body,
    email_thread_id: row.email_thread_id,
    response_to_email_id: row.response_to_email_id,
    attachment_file_paths: fromJson<string[]>(row.attachment_file_paths, []),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function requireDraft(ctx: ApiContext, draftId: number): DraftRow {
  const row = ctx.sql('SELECT * FROM gmail_drafts WHERE id = ?').get(draftId) as DraftRow | undefined;
  if (!row) return ctx.fail(404, 'draft_not_found', `The draft with id ${draftId} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The draft with id ${draftId} does not belong to you.`);
  return row;
}

/** Drafts: saved, edited, sent (in their thread when they reply) or deleted. */
export const draftApis: ApiDef[] = [
  api({
    name: 'show_drafts',
    method: 'GET',
    auth: true,
    description: 'List your drafts, most recently updated first.',
    params: z.object({ query: z.string().optional().describe('Text to look for in subject, body or recipients.'), ...pageParams }),
    returns: list(record('draft_id', 'email_addresses', 'subject', 'body', 'email_thread_id', 'response_to_email_id', 'attachment_file_paths', 'created_at', 'updated_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM gmail_drafts WHERE user_id = ? ORDER BY updated_at DESC, id DESC').all(ctx.user.id) as DraftRow[];
      return paginate(rows.filter((r) => matchesQuery(args.query, r.subject, r.body, r.recipient_emails)).map(draftView), args);
    },
  }),
  api({
    name: 'show_draft',
    method: 'GET',
    auth: true,
    description: 'Show one draft.',
    params: z.object({ draft_id: z.number().int().describe('Id of the draft.') }),
    returns: record('draft_id', 'email_addresses', 'subject', 'body', 'email_thread_id', 'response_to_email_id', 'attachment_file_paths', 'created_at', 'updated_at'),
    changes: [],
    errors: ['draft_not_found: no such draft', 'not_owner: the draft is someone else’s'],
    handler: (ctx, args) => draftView(requireDraft(ctx, args.draft_id)),
  }),
  api({
    name: 'create_draft',
    method: 'POST',
    auth: true,
    description: 'Save a draft. Give email_thread_id to draft a reply in that thread (replying to its latest email).',
    params: z.object({
      email_addresses: z.array(z.email()).default([]).describe('Email addresses of the recipients (may be filled in later).'),
      subject: z.string().max(200).default('').describe('Subject line.'),
      body: z.string().default('').describe('Body text.'),
      email_thread_id: z.number().int().optional().describe('Thread this draft replies in.'),
      attachment_file_paths: attachmentPaths,
    }),
    returns: message('draft_id'),
    changes: ['gmail.drafts'],
    errors: ['email_thread_not_found: no such thread in your mailbox', 'not_owner: the thread is between other people'],
    handler: (ctx, args) => {
      let responseTo: number | null = null;
      if (args.email_thread_id !== undefined) {
        userThread(ctx, args.email_thread_id);
        responseTo = visibleEmails(ctx, args.email_thread_id, ctx.user.id).at(-1)?.id ?? null;
      }
      const now = ctx.now();
      const draftId = insertRow(ctx, 'gmail_drafts', {
        user_id: ctx.user.id,
        recipient_emails: args.email_addresses,
        subject: args.subject,
        body: args.body,
        email_thread_id: args.email_thread_id ?? null,
        response_to_email_id: responseTo,
        attachment_file_paths: args.attachment_file_paths,
        created_at: now,
        updated_at: now,
      });
      return { message: 'Draft saved.', draft_id: draftId };
    },
  }),
  api({
    name: 'update_draft',
    method: 'PATCH',
    auth: true,
    description: 'Change the recipients, subject, body or attachments of a draft (omitted fields stay).',
    params: z.object({
      draft_id: z.number().int().describe('Id of the draft.'),
      email_addresses: z.array(z.email()).optional().describe('New recipient list.'),
      subject: z.string().max(200).optional().describe('New subject.'),
      body: z.string().optional().describe('New body.'),
      attachment_file_paths: z.array(z.string().min(1)).optional().describe('New attachment paths.'),
    }),
    returns: message(),
    changes: ['gmail.drafts'],
    errors: ['draft_not_found: no such draft', 'not_owner: the draft is someone else’s'],
    handler: (ctx, args) => {
      const row = requireDraft(ctx, args.draft_id);
      const set = updateFields(ctx, 'gmail_drafts', row.id, {
        recipient_emails: args.email_addresses,
        subject: args.subject,
        body: args.body,
        attachment_file_paths: args.attachment_file_paths,
      });
      if (set > 0) updateFields(ctx, 'gmail_drafts', row.id, { updated_at: ctx.now() });
      return { message: 'Draft updated.' };
    },
  }),
  api({
    name: 'delete_draft',
    method: 'DELETE',
    auth: true,
    description: 'Delete a draft.',
    params: z.object({ draft_id: z.number().int().describe('Id of the draft.') }),
    returns: message(),
    changes: ['gmail.drafts'],
    errors: ['draft_not_found: no such draft', 'not_owner: the draft is someone else’s'],
    handler: (ctx, args) => {
      const row = requireDraft(ctx, args.draft_id);
      ctx.sql('DELETE FROM gmail_drafts WHERE id = ?').run(row.id);
      return { message: 'Draft deleted.' };
    },
  }),
  api({
    name: 'send_email_from_draft',
    method: 'POST',
    auth: true,
    description: 'Send a draft (in its thread if it is a reply) and delete it.',
    params: z.object({ draft_id: z.number().int().describe('Id of the draft.') }),
    returns: message('email_thread_id', 'email_id'),
    changes: [...SEND_CHANGES, 'gmail.drafts'],
    errors: ['draft_not_found: no such draft', 'not_owner: the draft is someone else’s', 'no_recipients: the draft has no recipients', ...RECIPIENT_ERRORS, 'email_thread_not_found: the thread was deleted'],
    handler: (ctx, args) => {
      const row = requireDraft(ctx, args.draft_id);
      const emails = fromJson<string[]>(row.recipient_emails, []);
      if (emails.length === 0) return ctx.fail(409, 'no_recipients', 'The draft has no recipients; add some with update_draft.');
      const recipients = resolveRecipients(ctx, emails);
      const attachments = readAttachments(ctx, fromJson<string[]>(row.attachment_file_paths, []));
      if (row.email_thread_id !== null) userThread(ctx, row.email_thread_id);
      const sent = deliver(ctx, {
        threadId: row.email_thread_id ?? undefined,
        recipients,
        subject: row.subject,
        body: row.body,
        responseTo: row.response_to_email_id,
        attachments,
      });
      ctx.sql('DELETE FROM gmail_drafts WHERE id = ?').run(row.id);
      return { message: 'Draft sent.', ...sent };
    },
  }),
];
