import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate } from '../common.ts';
import { contactByNumber, dialable, normalizePhone, phoneNumber } from './store.ts';

/** Whether the user blocked this number (digits): they can neither call it nor leave it voice messages. */
export function isBlocked(ctx: ApiContext, digits: string): boolean {
  return ctx.sql('SELECT 1 FROM phone_blocked_numbers WHERE user_id = ? AND phone_number = ?').get(ctx.user.id, digits) !== undefined;
}

export const blockingApis: ApiDef[] = [
  api({
    name: 'show_blocked_numbers',
    method: 'GET',
    auth: true,
    description: 'List the numbers you blocked, most recent first.',
    params: z.object({ ...pageParams }),
    returns: list(record('phone_number', 'contact_id', 'name', 'blocked_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM phone_blocked_numbers WHERE user_id = ? ORDER BY blocked_at DESC, id DESC').all(ctx.user.id) as { phone_number: string; blocked_at: string; id: number }[];
      return paginate(rows, args).map((r) => {
        const contact = contactByNumber(ctx, r.phone_number);
        return { phone_number: r.phone_number, contact_id: contact?.id ?? null, name: contact ? `${contact.first_name} ${contact.last_name}` : null, blocked_at: r.blocked_at };
      });
    },
  }),
  api({
    name: 'block_number',
    method: 'POST',
    auth: true,
    description: 'Block a phone number: you can no longer call it or leave it voice messages until you unblock it.',
    params: z.object({ phone_number: phoneNumber }),
    returns: message(),
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
    returns: message(),
    changes: ['phone.blocked_numbers'],
    errors: ['not_blocked: the number is not blocked'],
    handler: (ctx, args) => {
      const result = ctx.sql('DELETE FROM phone_blocked_numbers WHERE user_id = ? AND phone_number = ?').run(ctx.user.id, normalizePhone(args.phone_number));
      if (result.changes === 0) return ctx.fail(409, 'not_blocked', `${args.phone_number} is not blocked.`);
      return { message: 'Number unblocked.' };
    },
  }),
];
