import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate } from '../common.ts';
import { normalizePhone, phoneNumber, textView, type TextRow } from './store.ts';

const textId = z.number().int().describe('Id of the text message.');
const OWNED = ['text_message_not_found: no such message in your phone', 'not_owner: the message is between other people'];

/** A text the user sent or received and has not deleted. */
function requireText(ctx: ApiContext, id: number): TextRow {
  const row = ctx.sql('SELECT * FROM phone_text_messages WHERE id = ?').get(id) as TextRow | undefined;
  if (!row) return ctx.fail(404, 'text_message_not_found', `The text message with id ${id} does not exist.`);
  if (row.sender_id !== ctx.user.id && row.receiver_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The text message with id ${id} does not belong to you.`);
  const kept = ctx.sql('SELECT 1 FROM phone_user_text_messages WHERE user_id = ? AND text_message_id = ?').get(ctx.user.id, id);
  if (!kept) return ctx.fail(404, 'text_message_not_found', `The text message with id ${id} was deleted from your phone.`);
  return row;
}

const datetime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** Texts: one global row per message plus one row per party (deleting removes only yours). */
export const textMessageApis: ApiDef[] = [
  api({
    name: 'send_text_message',
    method: 'POST',
    auth: true,
    description: 'Send a text message to a phone number (anyone with a phone in the world, in your contacts or not).',
    params: z.object({
      phone_number: z.string().min(1).describe('Phone number of the receiver.'),
      message: z.string().min(1).max(1600).describe('Text to send.'),
    }),
    returns: message('text_message_id'),
    changes: ['phone.text_messages', 'phone.user_text_messages'],
    errors: ['recipient_not_found: no phone has that number', 'invalid_recipient: the number is your own'],
    handler: (ctx, args) => {
      const receiver = ctx.personByPhone(normalizePhone(args.phone_number));
      if (!receiver) return ctx.fail(404, 'recipient_not_found', `No phone with the number ${args.phone_number} exists.`);
      if (receiver.id === ctx.user.id) return ctx.fail(422, 'invalid_recipient', 'You cannot text your own number.');
      const id = insertRow(ctx, 'phone_text_messages', { sender_id: ctx.user.id, receiver_id: receiver.id, message: args.message, sent_at: ctx.now() });
      insertRow(ctx, 'phone_user_text_messages', { user_id: ctx.user.id, text_message_id: id });
      insertRow(ctx, 'phone_user_text_messages', { user_id: receiver.id, text_message_id: id });
      return { message: 'Text message sent.', text_message_id: id };
    },
  }),
  api({
    name: 'search_text_messages',
    method: 'GET',
    auth: true,
    description: 'Search your text messages, newest first; optionally only those with one phone number, or only the latest per conversation.',
    params: z.object({
      query: z.string().optional().describe('Text to look for in the message.'),
      phone_number: z.string().optional().describe('Only messages exchanged with this number.'),
      only_latest_per_contact: z.boolean().default(false).describe('Keep only the newest message of each conversation.'),
      ...pageParams,
    }),
    returns: list(record('text_message_id', field('sender', record('contact_id', 'name', 'phone_number')), field('receiver', record('…')), 'message', 'sent_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx
        .sql(`SELECT m.* FROM phone_text_messages m JOIN phone_user_text_messages u ON u.text_message_id = m.id AND u.user_id = ?
          ORDER BY m.sent_at DESC, m.id DESC`)
        .all(ctx.user.id) as TextRow[];
      const other = (r: TextRow) => (r.sender_id === ctx.user.id ? r.receiver_id : r.sender_id);
      const partner = args.phone_number === undefined ? undefined : ctx.personByPhone(normalizePhone(args.phone_number));
      if (args.phone_number !== undefined && !partner) return [];
      const seen = new Set<number>();
      const hits = rows.filter((r) => {
        if (partner && other(r) !== partner.id) return false;
        if (!matchesQuery(args.query, r.message)) return false;
        if (args.only_latest_per_contact) {
          if (seen.has(other(r))) return false;
          seen.add(other(r));
        }
        return true;
      });
      return paginate(hits, args).map((r) => textView(ctx, r));
    },
  }),
  api({
    name: 'show_text_message',
    method: 'GET',
    auth: true,
    description: 'Show one text message.',
    params: z.object({ text_message_id: textId }),
    returns: record('text_message_id', 'sender', 'receiver', 'message', 'sent_at'),
    changes: [],
    errors: OWNED,
    handler: (ctx, args) => textView(ctx, requireText(ctx, args.text_message_id)),
  }),
  api({
    name: 'delete_text_message',
    method: 'DELETE',
    auth: true,
    description: 'Delete a text message from your phone (the other person keeps theirs).',
    params: z.object({ text_message_id: textId }),
    returns: message(),
    changes: ['phone.user_text_messages'],
    errors: OWNED,
    handler: (ctx, args) => {
      const row = requireText(ctx, args.text_message_id);
      ctx.sql('DELETE FROM phone_user_text_messages WHERE user_id = ? AND text_message_id = ?').run(ctx.user.id, row.id);
      return { message: 'Text message deleted.' };
    },
  }),
  api({
    name: 'show_text_message_window',
    method: 'GET',
    auth: true,
    description: 'The conversation with one number between two moments, pages ordered oldest to newest.',
    params: z.object({
      phone_number: phoneNumber,
      min_datetime: datetime.optional().describe('Sent at or after (YYYY-MM-DDTHH:MM:SS).'),
      max_datetime: datetime.optional().describe('Sent at or before (YYYY-MM-DDTHH:MM:SS).'),
      ...pageParams,
    }),
    returns: list(record('text_message_id', 'sender', 'receiver', 'message', 'sent_at')),
    changes: [],
    errors: ['recipient_not_found: no phone has that number'],
    handler: (ctx, args) => {
      const partner = ctx.personByPhone(normalizePhone(args.phone_number)) ?? ctx.fail(404, 'recipient_not_found', `No phone with the number ${args.phone_number} exists.`);
      const rows = (
        ctx
          .sql(`SELECT m.* FROM phone_text_messages m JOIN phone_user_text_messages u ON u.text_message_id = m.id AND u.user_id = ?
            WHERE (m.sender_id = ? OR m.receiver_id = ?) ORDER BY m.sent_at, m.id`)
          .all(ctx.user.id, partner.id, partner.id) as TextRow[]
      ).filter((r) => (!args.min_datetime || r.sent_at >= args.min_datetime) && (!args.max_datetime || r.sent_at <= args.max_datetime));
      return paginate(rows, args).map((r) => textView(ctx, r));
    },
  }),
];
