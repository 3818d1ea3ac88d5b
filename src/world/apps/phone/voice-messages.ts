import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate, toBool } from '../common.ts';
import { isBlocked } from './blocking.ts';
import { normalizePhone, partyView, phoneNumber } from './store.ts';

interface VoiceRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  transcript: string;
  duration: number;
  sent_at: string;
  is_listened: number;
}

function voiceView(ctx: ApiContext, row: VoiceRow) {
  return {
    voice_message_id: row.id,
    sender: partyView(ctx, row.sender_id),
    receiver: partyView(ctx, row.receiver_id),
    transcript: row.transcript,
    duration: row.duration,
    sent_at: row.sent_at,
    is_listened: toBool(row.is_listened),
  };
}

const VOICE_OWNED = ['voice_message_not_found: no such voice message in your phone'];

/** A voice message in the user's phone (sent or received, not deleted); others' are 404 too, so ids leak nothing. */
function requireVoice(ctx: ApiContext, id: number): VoiceRow {
  const row = ctx
    .sql('SELECT v.*, u.is_listened FROM phone_voice_messages v JOIN phone_user_voice_messages u ON u.voice_message_id = v.id AND u.user_id = ? WHERE v.id = ?')
    .get(ctx.user.id, id) as VoiceRow | undefined;
  return row ?? ctx.fail(404, 'voice_message_not_found', `No voice message with id ${id} is in your phone.`);
}

const voiceMessageId = z.number().int().describe('Id of the voice message.');

/** Voicemail: one global row per message plus one row per party (deleting removes only yours). */
export const voiceMessageApis: ApiDef[] = [
  api({
    name: 'search_voice_messages',
    method: 'GET',
    auth: true,
    description: 'Search your voice messages (sent and received), newest first.',
    params: z.object({
      query: z.string().optional().describe('Text to look for in the transcript.'),
      phone_number: z.string().optional().describe('Only messages exchanged with this number.'),
      is_listened: z.boolean().optional().describe('Only listened (true) or new (false) messages.'),
      ...pageParams,
    }),
    returns: list(record('voice_message_id', 'sender', 'receiver', 'transcript', 'duration', 'sent_at', 'is_listened')),
    changes: [],
    handler: (ctx, args) => {
      const partner = args.phone_number === undefined ? undefined : ctx.personByPhone(normalizePhone(args.phone_number));
      if (args.phone_number !== undefined && !partner) return [];
      const rows = (
        ctx
          .sql('SELECT v.*, u.is_listened FROM phone_voice_messages v JOIN phone_user_voice_messages u ON u.voice_message_id = v.id AND u.user_id = ? ORDER BY v.sent_at DESC, v.id DESC')
          .all(ctx.user.id) as VoiceRow[]
      ).filter(
        (r) =>
          matchesQuery(args.query, r.transcript) &&
          (!partner || r.sender_id === partner.id || r.receiver_id === partner.id) &&
          (args.is_listened === undefined || toBool(r.is_listened) === args.is_listened),
      );
      return paginate(rows, args).map((r) => voiceView(ctx, r));
    },
  }),
  api({
    name: 'show_voice_message',
    method: 'GET',
    auth: true,
    description: 'Show one voice message with its transcript.',
    params: z.object({ voice_message_id: voiceMessageId }),
    returns: record('voice_message_id', 'sender', 'receiver', 'transcript', 'duration', 'sent_at', 'is_listened'),
    changes: [],
    errors: VOICE_OWNED,
    handler: (ctx, args) => voiceView(ctx, requireVoice(ctx, args.voice_message_id)),
  }),
  api({
    name: 'send_voice_message',
    method: 'POST',
    auth: true,
    description: 'Leave a voice message for a phone number (its transcript is what you say).',
    params: z.object({
      phone_number: phoneNumber,
      transcript: z.string().min(1).max(2000).describe('What the message says.'),
      duration: z.number().int().min(1).max(600).default(20).describe('Length in seconds.'),
    }),
    returns: message('voice_message_id'),
    changes: ['phone.voice_messages', 'phone.user_voice_messages'],
    errors: ['recipient_not_found: no phone has that number', 'invalid_recipient: the number is your own', 'number_blocked: you blocked this number'],
    handler: (ctx, args) => {
      const receiver = ctx.personByPhone(normalizePhone(args.phone_number));
      if (!receiver) return ctx.fail(404, 'recipient_not_found', `No phone with the number ${args.phone_number} exists.`);
      if (receiver.id === ctx.user.id) return ctx.fail(422, 'invalid_recipient', 'You cannot leave yourself a voice message.');
      if (isBlocked(ctx, normalizePhone(receiver.phone_number))) return ctx.fail(409, 'number_blocked', 'You blocked this number; unblock it first.');
      const id = insertRow(ctx, 'phone_voice_messages', { sender_id: ctx.user.id, receiver_id: receiver.id, transcript: args.transcript, duration: args.duration, sent_at: ctx.now() });
      insertRow(ctx, 'phone_user_voice_messages', { user_id: ctx.user.id, voice_message_id: id, is_listened: 1 });
      insertRow(ctx, 'phone_user_voice_messages', { user_id: receiver.id, voice_message_id: id, is_listened: 0 });
      return { message: 'Voice message sent.', voice_message_id: id };
    },
  }),
  api({
    name: 'mark_voice_message_listened',
    method: 'PATCH',
    auth: true,
    description: 'Mark a voice message as listened to.',
    params: z.object({ voice_message_id: voiceMessageId }),
    returns: message(),
    changes: ['phone.user_voice_messages'],
    errors: [...VOICE_OWNED, 'already_listened: the message is already marked as listened'],
    handler: (ctx, args) => {
      const row = requireVoice(ctx, args.voice_message_id);
      if (toBool(row.is_listened)) return ctx.fail(409, 'already_listened', 'The voice message is already marked as listened.');
      ctx.sql('UPDATE phone_user_voice_messages SET is_listened = 1 WHERE user_id = ? AND voice_message_id = ?').run(ctx.user.id, row.id);
      return { message: 'Voice message marked as listened.' };
    },
  }),
  api({
    name: 'delete_voice_message',
    method: 'DELETE',
    auth: true,
    description: 'Delete a voice message from your phone (the other person keeps theirs).',
    params: z.object({ voice_message_id: voiceMessageId }),
    returns: message(),
    changes: ['phone.user_voice_messages'],
    errors: VOICE_OWNED,
    handler: (ctx, args) => {
      const row = requireVoice(ctx, args.voice_message_id);
      ctx.sql('DELETE FROM phone_user_voice_messages WHERE user_id = ? AND voice_message_id = ?').run(ctx.user.id, row.id);
      return { message: 'Voice message deleted.' };
    },
  }),
];
