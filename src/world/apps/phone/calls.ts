import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate } from '../common.ts';
import { isBlocked } from './blocking.ts';
import { contactByNumber, dialable, normalizePhone, phoneNumber } from './store.ts';

export const CALL_DIRECTIONS = ['incoming', 'outgoing', 'missed'] as const;

interface CallRow {
  id: number;
  user_id: number;
  phone_number: string;
  direction: string;
  started_at: string;
  duration: number;
}

function callView(ctx: ApiContext, row: CallRow) {
  const contact = contactByNumber(ctx, row.phone_number);
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

function requireCall(ctx: ApiContext, id: number): CallRow {
  const row = ctx.sql('SELECT * FROM phone_call_logs WHERE id = ? AND user_id = ?').get(id, ctx.user.id) as CallRow | undefined;
  return row ?? ctx.fail(404, 'call_log_not_found', `No call log entry with id ${id} is in your phone.`);
}

/** The call log: one row per call and party (the caller's outgoing, the receiver's incoming or missed). */
export const callApis: ApiDef[] = [
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
    returns: list(record('call_log_id', 'phone_number', 'contact_id', 'name', 'direction', 'started_at', 'duration')),
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
    returns: message('call_log_id'),
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
    returns: message(),
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
    returns: message('deleted_count'),
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
];
