import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { matchesQuery, pageParams, paginate, toBool } from '../common.ts';
import { insertRow } from '../gmail/store.ts';
import { contactView, normalizePhone, partyView, requireContact, textView, type AlarmRow, type ContactRow, type TextRow } from './store.ts';

/** Tables of the call log, voicemail, favourites, blocked numbers and alarm snoozes. */
export const phoneExtraTables = {
  call_logs: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, phone_number TEXT NOT NULL, direction TEXT NOT NULL, started_at TEXT NOT NULL, duration INTEGER NOT NULL',
  voice_messages: 'id INTEGER PRIMARY KEY, sender_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, transcript TEXT NOT NULL, duration INTEGER NOT NULL, sent_at TEXT NOT NULL',
  user_voice_messages: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, voice_message_id INTEGER NOT NULL, is_listened INTEGER NOT NULL DEFAULT 0, UNIQUE(user_id, voice_message_id)',
  favorite_contacts: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, contact_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, contact_id)',
  blocked_numbers: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, phone_number TEXT NOT NULL, blocked_at TEXT NOT NULL, UNIQUE(user_id, phone_number)',
  alarm_snoozes: 'id INTEGER PRIMARY KEY, alarm_id INTEGER NOT NULL UNIQUE, snoozed_until TEXT NOT NULL',
} as const;

export const CALL_DIRECTIONS = ['incoming', 'outgoing', 'missed'] as const;

interface CallRow {
  id: number;
  user_id: number;
  phone_number: string;
  direction: string;
  started_at: string;
  duration: number;
}

interface VoiceRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  transcript: string;
  duration: number;
  sent_at: string;
  is_listened: number;
}

const phoneNumber = z.string().min(1).max(32).describe('A phone number; spaces, dashes, brackets and a leading +1 are ignored.');

/** A number the user can dial: at least 7 digits after normalising. */
function dialable(ctx: ApiContext, raw: string): string {
  const digits = normalizePhone(raw);
  if (digits.length < 7 || digits.length > 15) return ctx.fail(422, 'invalid_phone_number', `"${raw}" is not a phone number.`);
  return digits;
}

function isBlocked(ctx: ApiContext, digits: string): boolean {
  return ctx.sql('SELECT 1 FROM phone_blocked_numbers WHERE user_id = ? AND phone_number = ?').get(ctx.user.id, digits) !== undefined;
}

function callView(ctx: ApiContext, row: CallRow) {
  const contact = ctx.sql('SELECT id, first_name, last_name FROM phone_contacts WHERE owner_id = ? AND phone_number = ? ORDER BY id LIMIT 1').get(ctx.user.id, row.phone_number) as
    | { id: number; first_name: string; last_name: string }
    | undefined;
  return {
    call_log_id: row.id,
    phone_number: row.phone_number,
    contact_id: contact?.id ?? null,
    name: contact ? `${contact.first_name} ${contact.last_name}` : null,
    direction: row.direction,
    started_at: row.started_at,
    duration: row.duration,
  };
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

function requireCall(ctx: ApiContext, id: number): CallRow {
  const row = ctx.sql('SELECT * FROM phone_call_logs WHERE id = ? AND user_id = ?').get(id, ctx.user.id) as CallRow | undefined;
  return row ?? ctx.fail(404, 'call_log_not_found', `No call log entry with id ${id} is in your phone.`);
}

function requireOwnAlarm(ctx: ApiContext, id: number): AlarmRow {
  const row = ctx.sql('SELECT * FROM phone_alarms WHERE id = ?').get(id) as AlarmRow | undefined;
  if (!row) return ctx.fail(404, 'alarm_not_found', `The alarm with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The alarm with id ${id} does not belong to you.`);
  return row;
}

const ALARM_OWNED = ['alarm_not_found: no such alarm', 'not_owner: the alarm is on someone else’s phone'];
const alarmId = z.number().int().describe('Id of the alarm.');
const contactId = z.number().int().describe('Id of the contact.');

function plusMinutes(stamp: string, minutes: number): string {
  return new Date(Date.parse(`${stamp}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

function setAlarmEnabled(name: string, enabled: boolean): ApiDef {
  return api({
    name,
    method: 'PATCH',
    auth: true,
    description: enabled ? 'Turn an alarm on.' : 'Turn an alarm off (a pending snooze is cancelled with it).',
    params: z.object({ alarm_id: alarmId }),
    returns: '{message}',
    changes: enabled ? ['phone.alarms'] : ['phone.alarms', 'phone.alarm_snoozes'],
    errors: [...ALARM_OWNED, enabled ? 'already_enabled: the alarm is already on' : 'already_disabled: the alarm is already off'],
    handler: (ctx, args) => {
      const alarm = requireOwnAlarm(ctx, args.alarm_id);
      if (toBool(alarm.enabled) === enabled) return ctx.fail(409, enabled ? 'already_enabled' : 'already_disabled', `The alarm is already ${enabled ? 'on' : 'off'}.`);
      ctx.sql('UPDATE phone_alarms SET enabled = ? WHERE id = ?').run(enabled ? 1 : 0, alarm.id);
      if (!enabled) ctx.sql('DELETE FROM phone_alarm_snoozes WHERE alarm_id = ?').run(alarm.id);
      return { message: enabled ? 'Alarm enabled.' : 'Alarm disabled.' };
    },
  });
}

const datetime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

export const phoneExtraApis: ApiDef[] = [
  // Call log.
  api({
    name: 'show_call_history',
    method: 'GET',
    auth: true,
    description: 'List your call log, newest first.',
    params: z.object({
      direction: z.enum(CALL_DIRECTIONS).optional().describe('Only incoming, outgoing or missed calls.'),
      phone_number: z.string().optional().describe('Only calls with this number.'),
      ...pageParams,
    }),
    returns: '[{call_log_id, phone_number, contact_id, name, direction, started_at, duration}]',
    changes: [],
    handler: (ctx, args) => {
      const only = args.phone_number === undefined ? undefined : normalizePhone(args.phone_number);
      const rows = (ctx.sql('SELECT * FROM phone_call_logs WHERE user_id = ? ORDER BY started_at DESC, id DESC').all(ctx.user.id) as CallRow[])
        .filter((r) => (args.direction === undefined || r.direction === args.direction) && (only === undefined || r.phone_number === only));
      return paginate(rows, args).map((r) => callView(ctx, r));
    },
  }),
  api({
    name: 'make_call',
    method: 'POST',
    auth: true,
    description: 'Call a number; the call is logged as outgoing, starting now. The receiver logs it as incoming.',
    params: z.object({
      phone_number: phoneNumber,
      duration: z.number().int().min(0).max(86_400).default(0).describe('How long the call lasted, in seconds (0 = not answered).'),
    }),
    returns: '{message, call_log_id}',
    changes: ['phone.call_logs'],
    errors: ['invalid_phone_number: not a phone number', 'invalid_recipient: the number is your own', 'number_blocked: you blocked this number'],
    handler: (ctx, args) => {
      const digits = dialable(ctx, args.phone_number);
      if (digits === normalizePhone(ctx.user.phone_number)) return ctx.fail(422, 'invalid_recipient', 'You cannot call your own number.');
      if (isBlocked(ctx, digits)) return ctx.fail(409, 'number_blocked', `You blocked ${digits}; unblock it first.`);
      const id = insertRow(ctx, 'phone_call_logs', { user_id: ctx.user.id, phone_number: digits, direction: 'outgoing', started_at: ctx.now(), duration: args.duration });
      const receiver = ctx.personByPhone(digits);
      if (receiver) {
        insertRow(ctx, 'phone_call_logs', {
          user_id: receiver.id,
          phone_number: normalizePhone(ctx.user.phone_number),
          direction: args.duration > 0 ? 'incoming' : 'missed',
          started_at: ctx.now(),
          duration: args.duration,
        });
      }
      return { message: 'Call logged.', call_log_id: id };
    },
  }),
  api({
    name: 'delete_call_log_entry',
    method: 'DELETE',
    auth: true,
    description: 'Remove one call from your call log.',
    params: z.object({ call_log_id: z.number().int().describe('Id of the call log entry.') }),
    returns: '{message}',
    changes: ['phone.call_logs'],
    errors: ['call_log_not_found: no such entry in your call log'],
    handler: (ctx, args) => {
      const row = requireCall(ctx, args.call_log_id);
      ctx.sql('DELETE FROM phone_call_logs WHERE id = ?').run(row.id);
      return { message: 'Call log entry deleted.' };
    },
  }),
  api({
    name: 'clear_call_history',
    method: 'DELETE',
    auth: true,
    description: 'Remove every call from your call log, or only those of one direction.',
    params: z.object({ direction: z.enum(CALL_DIRECTIONS).optional().describe('Only clear incoming, outgoing or missed calls.') }),
    returns: '{message, deleted_count}',
    changes: ['phone.call_logs'],
    errors: ['nothing_to_clear: no matching calls in the log'],
    handler: (ctx, args) => {
      const result =
        args.direction === undefined
          ? ctx.sql('DELETE FROM phone_call_logs WHERE user_id = ?').run(ctx.user.id)
          : ctx.sql('DELETE FROM phone_call_logs WHERE user_id = ? AND direction = ?').run(ctx.user.id, args.direction);
      if (result.changes === 0) return ctx.fail(409, 'nothing_to_clear', 'There are no matching calls in the log.');
      return { message: 'Call history cleared.', deleted_count: result.changes };
    },
  }),
  // Voicemail.
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
    returns: '[{voice_message_id, sender, receiver, transcript, duration, sent_at, is_listened}]',
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
    params: z.object({ voice_message_id: z.number().int().describe('Id of the voice message.') }),
    returns: '{voice_message_id, sender, receiver, transcript, duration, sent_at, is_listened}',
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
    returns: '{message, voice_message_id}',
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
    params: z.object({ voice_message_id: z.number().int().describe('Id of the voice message.') }),
    returns: '{message}',
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
    params: z.object({ voice_message_id: z.number().int().describe('Id of the voice message.') }),
    returns: '{message}',
    changes: ['phone.user_voice_messages'],
    errors: VOICE_OWNED,
    handler: (ctx, args) => {
      const row = requireVoice(ctx, args.voice_message_id);
      ctx.sql('DELETE FROM phone_user_voice_messages WHERE user_id = ? AND voice_message_id = ?').run(ctx.user.id, row.id);
      return { message: 'Voice message deleted.' };
    },
  }),
  // Favourites.
  api({
    name: 'show_favorite_contacts',
    method: 'GET',
    auth: true,
    description: 'List your favourite contacts in the order you added them.',
    params: z.object({ ...pageParams }),
    returns: '[{contact_id, first_name, last_name, email, phone_number, relationships, ..., added_at}]',
    changes: [],
    handler: (ctx, args) => {
      // A deleted contact drops out of the list (its favourite row stays inert).
      const rows = ctx
        .sql('SELECT c.*, f.added_at AS favorite_added_at FROM phone_favorite_contacts f JOIN phone_contacts c ON c.id = f.contact_id WHERE f.user_id = ? ORDER BY f.added_at, f.id')
        .all(ctx.user.id) as (ContactRow & { favorite_added_at: string })[];
      return paginate(rows, args).map((r) => ({ ...contactView(r), added_at: r.favorite_added_at }));
    },
  }),
  api({
    name: 'add_contact_to_favorites',
    method: 'POST',
    auth: true,
    description: 'Mark a contact as a favourite.',
    params: z.object({ contact_id: contactId }),
    returns: '{message}',
    changes: ['phone.favorite_contacts'],
    errors: ['contact_not_found: no such contact', 'not_owner: the contact is in someone else’s phone', 'already_favorite: the contact is already a favourite'],
    handler: (ctx, args) => {
      const contact = requireContact(ctx, args.contact_id);
      if (ctx.sql('SELECT 1 FROM phone_favorite_contacts WHERE user_id = ? AND contact_id = ?').get(ctx.user.id, contact.id)) {
        return ctx.fail(409, 'already_favorite', 'The contact is already a favourite.');
      }
      insertRow(ctx, 'phone_favorite_contacts', { user_id: ctx.user.id, contact_id: contact.id, added_at: ctx.now() });
      return { message: 'Contact added to favourites.' };
    },
  }),
  api({
    name: 'remove_contact_from_favorites',
    method: 'DELETE',
    auth: true,
    description: 'Remove a contact from your favourites.',
    params: z.object({ contact_id: contactId }),
    returns: '{message}',
    changes: ['phone.favorite_contacts'],
    errors: ['not_favorite: the contact is not a favourite'],
    handler: (ctx, args) => {
      const result = ctx.sql('DELETE FROM phone_favorite_contacts WHERE user_id = ? AND contact_id = ?').run(ctx.user.id, args.contact_id);
      if (result.changes === 0) return ctx.fail(409, 'not_favorite', `The contact ${args.contact_id} is not a favourite.`);
      return { message: 'Contact removed from favourites.' };
    },
  }),
  // Blocked numbers.
  api({
    name: 'show_blocked_numbers',
    method: 'GET',
    auth: true,
    description: 'List the numbers you blocked, most recent first.',
    params: z.object({ ...pageParams }),
    returns: '[{phone_number, contact_id, name, blocked_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM phone_blocked_numbers WHERE user_id = ? ORDER BY blocked_at DESC, id DESC').all(ctx.user.id) as { phone_number: string; blocked_at: string; id: number }[];
      return paginate(rows, args).map((r) => {
        const { contact_id, name } = callView(ctx, { id: r.id, user_id: ctx.user.id, phone_number: r.phone_number, direction: '', started_at: '', duration: 0 });
        return { phone_number: r.phone_number, contact_id, name, blocked_at: r.blocked_at };
      });
    },
  }),
  api({
    name: 'block_number',
    method: 'POST',
    auth: true,
    description: 'Block a phone number: you can no longer call it or leave it voice messages until you unblock it.',
    params: z.object({ phone_number: phoneNumber }),
    returns: '{message}',
    changes: ['phone.blocked_numbers'],
    errors: ['invalid_phone_number: not a phone number', 'invalid_recipient: the number is your own', 'already_blocked: the number is already blocked'],
    handler: (ctx, args) => {
      const digits = dialable(ctx, args.phone_number);
      if (digits === normalizePhone(ctx.user.phone_number)) return ctx.fail(422, 'invalid_recipient', 'You cannot block your own number.');
      if (isBlocked(ctx, digits)) return ctx.fail(409, 'already_blocked', `${digits} is already blocked.`);
      insertRow(ctx, 'phone_blocked_numbers', { user_id: ctx.user.id, phone_number: digits, blocked_at: ctx.now() });
      return { message: 'Number blocked.' };
    },
  }),
  api({
    name: 'unblock_number',
    method: 'DELETE',
    auth: true,
    description: 'Unblock a phone number.',
    params: z.object({ phone_number: phoneNumber }),
    returns: '{message}',
    changes: ['phone.blocked_numbers'],
    errors: ['not_blocked: the number is not blocked'],
    handler: (ctx, args) => {
      const result = ctx.sql('DELETE FROM phone_blocked_numbers WHERE user_id = ? AND phone_number = ?').run(ctx.user.id, normalizePhone(args.phone_number));
      if (result.changes === 0) return ctx.fail(409, 'not_blocked', `${args.phone_number} is not blocked.`);
      return { message: 'Number unblocked.' };
    },
  }),
  // Alarms.
  setAlarmEnabled('enable_alarm', true),
  setAlarmEnabled('disable_alarm', false),
  api({
    name: 'snooze_alarm',
    method: 'POST',
    auth: true,
    description: "Snooze an enabled alarm for its snooze length from now (snoozing again restarts it). Alarms with snooze 0 can't be snoozed.",
    params: z.object({ alarm_id: alarmId }),
    returns: '{message, snoozed_until}',
    changes: ['phone.alarm_snoozes'],
    errors: [...ALARM_OWNED, 'alarm_disabled: the alarm is off', 'snooze_not_allowed: the alarm has snooze 0'],
    handler: (ctx, args) => {
      const alarm = requireOwnAlarm(ctx, args.alarm_id);
      if (!toBool(alarm.enabled)) return ctx.fail(409, 'alarm_disabled', 'The alarm is off; enable it first.');
      if (alarm.snooze_minutes === 0) return ctx.fail(409, 'snooze_not_allowed', 'The alarm has no snooze (snooze_minutes is 0).');
      const until = plusMinutes(ctx.now(), alarm.snooze_minutes);
      const existing = ctx.sql('SELECT id FROM phone_alarm_snoozes WHERE alarm_id = ?').get(alarm.id) as { id: number } | undefined;
      if (existing) ctx.sql('UPDATE phone_alarm_snoozes SET snoozed_until = ? WHERE id = ?').run(until, existing.id);
      else insertRow(ctx, 'phone_alarm_snoozes', { alarm_id: alarm.id, snoozed_until: until });
      return { message: 'Alarm snoozed.', snoozed_until: until };
    },
  }),
  api({
    name: 'cancel_alarm_snooze',
    method: 'DELETE',
    auth: true,
    description: 'Cancel the pending snooze of an alarm.',
    params: z.object({ alarm_id: alarmId }),
    returns: '{message}',
    changes: ['phone.alarm_snoozes'],
    errors: [...ALARM_OWNED, 'not_snoozed: the alarm has no pending snooze'],
    handler: (ctx, args) => {
      const alarm = requireOwnAlarm(ctx, args.alarm_id);
      const result = ctx.sql('DELETE FROM phone_alarm_snoozes WHERE alarm_id = ?').run(alarm.id);
      if (result.changes === 0) return ctx.fail(409, 'not_snoozed', 'The alarm has no pending snooze.');
      return { message: 'Snooze cancelled.' };
    },
  }),
  // Texts.
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
    returns: '[{text_message_id, sender, receiver, message, sent_at}]',
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
