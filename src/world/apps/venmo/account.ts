import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { fromJson, matchesQuery, pageParams, paginate, personRef, toBool } from '../common.ts';
import { balanceOf, round2, setBalance, setCardBalance, transactionView, usableCard, venmoUser, type TransactionRow } from './shared.ts';

const email = (what: string) => z.string().describe(`Email of the ${what}.`);
const cardErrors = ['payment_card_not_found: no card with that id', 'not_owner: the card is not yours', 'card_expired: the card has expired'];

function bankTransfer(ctx: ApiContext, cardId: number, amount: number, direction: 'card_to_venmo' | 'venmo_to_card'): number {
  const id = ctx.newId('bank_transfers');
  ctx.sql('INSERT INTO venmo_bank_transfers (id, user_id, payment_card_id, amount, direction, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id, ctx.user.id, cardId, amount, direction, ctx.now(),
  );
  return id;
}

export const accountApis = [
  api({
    name: 'search_users',
    method: 'GET',
    auth: true,
    description: 'Find Venmo users by name or email.',
    params: z.object({ query: z.string().default('').describe('Text to find in the name or email.'), ...pageParams }),
    returns: '[{name, email, is_friend}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT p.id, p.first_name, p.last_name, p.email, f.id AS friendship FROM venmo_users u JOIN admin_people p ON p.id = u.person_id
        LEFT JOIN venmo_friendships f ON f.user_id = ? AND f.friend_id = p.id WHERE p.id != ? ORDER BY p.first_name, p.last_name, p.id`).all(ctx.user.id, ctx.user.id) as {
        first_name: string; last_name: string; email: string; friendship: number | null;
      }[];
      const hits = rows.filter((r) => matchesQuery(args.query, `${r.first_name} ${r.last_name}`, r.email));
      return paginate(hits, args).map((r) => ({ name: `${r.first_name} ${r.last_name}`, email: r.email, is_friend: r.friendship !== null }));
    },
  }),
  api({
    name: 'show_friends',
    method: 'GET',
    auth: true,
    description: 'List your Venmo friends.',
    params: z.object({ query: z.string().optional().describe('Text to find in the name or email.'), ...pageParams }),
    returns: '[{name, email, friends_since}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT friend_id, created_at FROM venmo_friendships WHERE user_id = ? ORDER BY created_at, id').all(ctx.user.id) as { friend_id: number; created_at: string }[];
      const friends = rows
        .map((r) => ({ ...(personRef(ctx, r.friend_id) ?? { name: '', email: '' }), friends_since: r.created_at }))
        .filter((f) => matchesQuery(args.query, f.name, f.email));
      return paginate(friends, args);
    },
  }),
  api({
    name: 'add_friend',
    method: 'POST',
    auth: true,
    description: 'Add a Venmo user to your friends.',
    params: z.object({ user_email: email('person to befriend') }),
    returns: '{message}',
    changes: ['venmo.friendships'],
    errors: ['user_not_found: no Venmo user has that email', 'self_friend: that is you', 'already_friends: they are already your friend'],
    handler: (ctx, args) => {
      const other = venmoUser(ctx, args.user_email, { code: 'self_friend', message: 'You cannot befriend yourself.' });
      if (ctx.sql('SELECT 1 FROM venmo_friendships WHERE user_id = ? AND friend_id = ?').get(ctx.user.id, other)) {
        return ctx.fail(409, 'already_friends', 'You are already friends.');
      }
      ctx.sql('INSERT INTO venmo_friendships (id, user_id, friend_id, created_at) VALUES (?, ?, ?, ?)').run(ctx.newId('friendships'), ctx.user.id, other, ctx.now());
      return { message: 'Added the friend.' };
    },
  }),
  api({
    name: 'remove_friend',
    method: 'DELETE',
    auth: true,
    description: 'Remove a person from your friends.',
    params: z.object({ user_email: email('friend to remove') }),
    returns: '{message}',
    changes: ['venmo.friendships'],
    errors: ['user_not_found: no Venmo user has that email', 'not_friends: they are not your friend'],
    handler: (ctx, args) => {
      const other = venmoUser(ctx, args.user_email);
      const row = ctx.sql('SELECT id FROM venmo_friendships WHERE user_id = ? AND friend_id = ?').get(ctx.user.id, other) as { id: number } | undefined;
      if (!row) return ctx.fail(409, 'not_friends', 'That person is not your friend.');
      ctx.sql('DELETE FROM venmo_friendships WHERE id = ?').run(row.id);
      return { message: 'Removed the friend.' };
    },
  }),
  api({
    name: 'show_social_feed',
    method: 'GET',
    auth: true,
    description: "Public transactions of your friends, newest first.",
    params: z.object({ ...pageParams }),
    returns: '[transaction]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT t.* FROM venmo_transactions t WHERE t.private = 0 AND (t.sender_id IN (SELECT friend_id FROM venmo_friendships WHERE user_id = ?)
        OR t.receiver_id IN (SELECT friend_id FROM venmo_friendships WHERE user_id = ?)) ORDER BY t.created_at DESC, t.id`).all(ctx.user.id, ctx.user.id) as TransactionRow[];
      return paginate(rows, args).map((row) => transactionView(ctx, row));
    },
  }),
  api({
    name: 'show_payment_cards',
    method: 'GET',
    auth: true,
    description: "Your payment cards usable on Venmo (the cards of your account store, with their available balance).",
    params: z.object({}),
    returns: '[{payment_card_id, card_name, last_four_digits, expiry_year, expiry_month, balance, expired}]',
    changes: [],
    handler: (ctx) => {
      const year = Number(ctx.now().slice(0, 4));
      const month = Number(ctx.now().slice(5, 7));
      const rows = ctx.sql('SELECT id, card_name, card_number, expiry_year, expiry_month, balance FROM supervisor_payment_cards WHERE owner_name = ? ORDER BY id').all(
        `${ctx.user.first_name} ${ctx.user.last_name}`,
      ) as { id: number; card_name: string; card_number: string; expiry_year: number; expiry_month: number; balance: number }[];
      return rows.map((c) => ({
        payment_card_id: c.id, card_name: c.card_name, last_four_digits: c.card_number.slice(-4), expiry_year: c.expiry_year, expiry_month: c.expiry_month,
        balance: c.balance, expired: c.expiry_year < year || (c.expiry_year === year && c.expiry_month < month),
      }));
    },
  }),
  api({
    name: 'add_to_venmo_balance',
    method: 'POST',
    auth: true,
    description: 'Move money from one of your payment cards into your Venmo balance.',
    params: z.object({ amount: z.number().positive().describe('Amount in dollars.'), payment_card_id: z.number().int().describe('Card to take the money from.') }),
    returns: '{message, bank_transfer_id}',
    changes: ['venmo.bank_transfers', 'venmo.users', 'supervisor.payment_cards'],
    errors: [...cardErrors, 'insufficient_card_balance: the card cannot cover the amount'],
    handler: (ctx, args) => {
      const amount = round2(args.amount);
      const card = usableCard(ctx, args.payment_card_id);
      if (card.balance < amount) return ctx.fail(422, 'insufficient_card_balance', `The card ${card.card_name} does not have that much available.`);
      setCardBalance(ctx, card.id, card.balance - amount);
      setBalance(ctx, ctx.user.id, balanceOf(ctx, ctx.user.id) + amount);
      return { message: 'Added money to your Venmo balance.', bank_transfer_id: bankTransfer(ctx, card.id, amount, 'card_to_venmo') };
    },
  }),
  api({
    name: 'withdraw_from_venmo_balance',
    method: 'POST',
    auth: true,
    description: 'Move money from your Venmo balance to one of your payment cards.',
    params: z.object({ amount: z.number().positive().describe('Amount in dollars.'), payment_card_id: z.number().int().describe('Card to send the money to.') }),
    returns: '{message, bank_transfer_id}',
    changes: ['venmo.bank_transfers', 'venmo.users', 'supervisor.payment_cards'],
    errors: [...cardErrors, 'insufficient_balance: your Venmo balance is less than the amount'],
    handler: (ctx, args) => {
      const amount = round2(args.amount);
      const card = usableCard(ctx, args.payment_card_id);
      const balance = balanceOf(ctx, ctx.user.id);
      if (balance < amount) return ctx.fail(422, 'insufficient_balance', `Your Venmo balance ($${balance.toFixed(2)}) is less than that.`);
      setBalance(ctx, ctx.user.id, balance - amount);
      setCardBalance(ctx, card.id, card.balance + amount);
      return { message: 'Withdrew money to your card.', bank_transfer_id: bankTransfer(ctx, card.id, amount, 'venmo_to_card') };
    },
  }),
  api({
    name: 'show_bank_transfers',
    method: 'GET',
    auth: true,
    description: 'Your transfers between cards and your Venmo balance, newest first.',
    params: z.object({ direction: z.enum(['card_to_venmo', 'venmo_to_card']).optional().describe('Only this direction.'), ...pageParams }),
    returns: '[{bank_transfer_id, amount, direction, payment_card_id, created_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT id, amount, direction, payment_card_id, created_at FROM venmo_bank_transfers WHERE user_id = ? ORDER BY created_at DESC, id').all(ctx.user.id) as {
        id: number; amount: number; direction: string; payment_card_id: number; created_at: string;
      }[];
      const hits = rows.filter((r) => args.direction === undefined || r.direction === args.direction);
      return paginate(hits, args).map(({ id, ...rest }) => ({ bank_transfer_id: id, ...rest }));
    },
  }),
  api({
    name: 'show_notifications',
    method: 'GET',
    auth: true,
    description: 'Your Venmo notifications, newest first.',
    params: z.object({ read: z.boolean().optional().describe('Only read (true) or unread (false) notifications.'), ...pageParams }),
    returns: '[{notification_id, type, title, message, data, read, created_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM venmo_notifications WHERE user_id = ? ORDER BY created_at DESC, id').all(ctx.user.id) as {
        id: number; type: string; title: string; message: string; data: string; read: number; created_at: string;
      }[];
      const hits = rows.filter((r) => args.read === undefined || toBool(r.read) === args.read);
      return paginate(hits, args).map((r) => ({
        notification_id: r.id, type: r.type, title: r.title, message: r.message, data: fromJson(r.data, {}), read: toBool(r.read), created_at: r.created_at,
      }));
    },
  }),
  api({
    name: 'mark_notifications_as_read',
    method: 'PATCH',
    auth: true,
    description: 'Mark one notification, or all of yours when no id is given, as read.',
    params: z.object({ notification_id: z.number().int().optional().describe('The notification to mark; omit for all.') }),
    returns: '{message}',
    changes: ['venmo.notifications'],
    errors: ['notification_not_found: no such notification of yours'],
    handler: (ctx, args) => {
      if (args.notification_id === undefined) {
        ctx.sql('UPDATE venmo_notifications SET read = 1 WHERE user_id = ? AND read = 0').run(ctx.user.id);
        return { message: 'Marked all notifications as read.' };
      }
      const row = ctx.sql('SELECT id FROM venmo_notifications WHERE id = ? AND user_id = ?').get(args.notification_id, ctx.user.id);
      if (!row) return ctx.fail(404, 'notification_not_found', `The notification with id ${args.notification_id} does not exist.`);
      ctx.sql('UPDATE venmo_notifications SET read = 1 WHERE id = ?').run(args.notification_id);
      return { message: 'Marked the notification as read.' };
    },
  }),
];
