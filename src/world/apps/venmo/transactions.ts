import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { field, list, message, person, record, tight, value } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, personRef, sortParam, sortRows, updateFields } from '../common.ts';
import { fullName, money, notify, transactionView, transfer, venmoUser, visibleTransaction, type TransactionRow } from './store.ts';

const amount = z.number().positive().describe('Amount in dollars (more than 0).');
const transactionId = z.number().int().describe('Id of the transaction.');

/** Payments between people (public or private), their likes, and the friends' feed. */
export const transactionApis: ApiDef[] = [
  api({
    name: 'create_transaction',
    method: 'POST',
    auth: true,
    description: 'Send money to another Venmo user, from your Venmo balance (no card) or from one of your payment cards. The receiver is notified.',
    params: z.object({
      receiver_email: z.string().describe('Email of the person to pay.'),
      amount,
      description: z.string().default('').describe('What the payment is for.'),
      payment_card_id: z.number().int().nullable().default(null).describe('Card to pay with (see show_payment_cards); null pays from your Venmo balance.'),
      private: z.boolean().default(false).describe('Hide the transaction from the social feed.'),
    }),
    returns: message('transaction_id'),
    changes: ['venmo.transactions', 'venmo.users', 'venmo.notifications', 'supervisor.payment_cards'],
    errors: [
      'user_not_found: no Venmo user has the receiver email',
      'self_payment: the receiver is yourself',
      'payment_card_not_found: no card with that id',
      'not_owner: the card is not yours',
      'card_expired: the card has expired',
      'insufficient_card_balance: the card cannot cover the amount',
      'insufficient_balance: your Venmo balance cannot cover the amount (no card given)',
    ],
    handler: (ctx, args) => {
      const receiverId = venmoUser(ctx, args.receiver_email, { code: 'self_payment', message: 'You cannot pay yourself.' });
      const id = transfer(ctx, receiverId, args.amount, { description: args.description, private: args.private, payment_card_id: args.payment_card_id });
      notify(ctx, receiverId, 'transaction_received', 'You received money', `${fullName(ctx)} paid you ${money(args.amount)}${args.description ? ` for ${args.description}` : ''}.`, {
        transaction_id: id,
      });
      return { message: 'Sent money.', transaction_id: id };
    },
  }),
  api({
    name: 'show_transactions',
    method: 'GET',
    auth: true,
    description: 'List transactions you sent or received, newest first by default.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the description.'),
      user_email: z.string().optional().describe('Only transactions with this person.'),
      direction: z.enum(['sent', 'received']).optional().describe('Only money you sent, or only money you received.'),
      private: z.boolean().optional().describe('Only private (true) or public (false) transactions.'),
      min_amount: z.number().optional().describe('Smallest amount to include.'),
      max_amount: z.number().optional().describe('Largest amount to include.'),
      min_created_at: z.string().optional().describe('Earliest creation time, YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS.'),
      max_created_at: z.string().optional().describe('Latest creation time, YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (a date includes that whole day).'),
      sort_by: sortParam(['created_at', 'amount', 'like_count'], '-created_at'),
      ...pageParams,
    }),
    returns: list(record('transaction_id', 'amount', 'description', 'private', 'payment_card_id', 'like_count', 'comment_count', 'created_at', 'updated_at', field('sender', tight(person)), field('receiver', tight(person)))),
    changes: [],
    handler: (ctx, args) => {
      const me = ctx.user.id;
      const other = args.user_email === undefined ? undefined : ctx.personByEmail(args.user_email)?.id ?? -1;
      const maxTime = args.max_created_at && args.max_created_at.length === 10 ? `${args.max_created_at}T23:59:59` : args.max_created_at;
      const rows = (ctx.sql('SELECT * FROM venmo_transactions WHERE sender_id = ? OR receiver_id = ? ORDER BY id').all(me, me) as TransactionRow[]).filter(
        (row) =>
          matchesQuery(args.query, row.description) &&
          (other === undefined || row.sender_id === other || row.receiver_id === other) &&
          (args.direction === undefined || (args.direction === 'sent' ? row.sender_id === me : row.receiver_id === me)) &&
          (args.private === undefined || Boolean(row.private) === args.private) &&
          (args.min_amount === undefined || row.amount >= args.min_amount) &&
          (args.max_amount === undefined || row.amount <= args.max_amount) &&
          (args.min_created_at === undefined || row.created_at >= args.min_created_at) &&
          (maxTime === undefined || row.created_at <= maxTime),
      );
      return paginate(sortRows(rows, args.sort_by), args).map((row) => transactionView(ctx, row));
    },
  }),
  api({
    name: 'show_transaction',
    method: 'GET',
    auth: true,
    description: 'Show one transaction (yours, or a public one) with its comments.',
    params: z.object({ transaction_id: transactionId }),
    returns: record('transaction_id', 'amount', 'description', 'private', '...', 'sender', 'receiver', field('comments', list(record('comment_id', 'user', 'content', 'created_at')))),
    changes: [],
    errors: ['transaction_not_found: no such transaction, or a private one you are not part of'],
    handler: (ctx, args) => {
      const row = visibleTransaction(ctx, args.transaction_id);
      const comments = (ctx.sql('SELECT id, user_id, content, created_at FROM venmo_comments WHERE transaction_id = ? ORDER BY created_at, id').all(row.id) as {
        id: number;
        user_id: number;
        content: string;
        created_at: string;
      }[]).map((c) => ({ comment_id: c.id, user: personRef(ctx, c.user_id), content: c.content, created_at: c.created_at }));
      return { ...transactionView(ctx, row), comments };
    },
  }),
  api({
    name: 'update_transaction',
    method: 'PATCH',
    auth: true,
    description: 'Change the description or privacy of a transaction you sent.',
    params: z.object({
      transaction_id: transactionId,
      description: z.string().optional().describe('New description.'),
      private: z.boolean().optional().describe('New privacy setting.'),
    }),
    returns: message(),
    changes: ['venmo.transactions'],
    errors: ['transaction_not_found: no such transaction visible to you', 'not_owner: you did not send this transaction'],
    handler: (ctx, args) => {
      const row = visibleTransaction(ctx, args.transaction_id);
      if (row.sender_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the sender can update a transaction.');
      if (args.description === undefined && args.private === undefined) return { message: 'Nothing to update.' };
      updateFields(ctx, 'venmo_transactions', row.id, { description: args.description, private: args.private, updated_at: ctx.now() });
      return { message: 'Updated the transaction.' };
    },
  }),
  api({
    name: 'like_transaction',
    method: 'POST',
    auth: true,
    description: 'Like a transaction (yours or a public one).',
    params: z.object({ transaction_id: transactionId }),
    returns: message(),
    changes: ['venmo.likes', 'venmo.transactions'],
    errors: ['transaction_not_found: no such transaction visible to you', 'already_liked: you already like it'],
    handler: (ctx, args) => {
      const row = visibleTransaction(ctx, args.transaction_id);
      if (ctx.sql('SELECT 1 FROM venmo_likes WHERE transaction_id = ? AND user_id = ?').get(row.id, ctx.user.id)) {
        return ctx.fail(409, 'already_liked', 'You already like this transaction.');
      }
      ctx.sql('INSERT INTO venmo_likes (id, transaction_id, user_id, created_at) VALUES (?, ?, ?, ?)').run(ctx.newId('likes'), row.id, ctx.user.id, ctx.now());
      ctx.sql('UPDATE venmo_transactions SET like_count = like_count + 1 WHERE id = ?').run(row.id);
      return { message: 'Liked the transaction.' };
    },
  }),
  api({
    name: 'unlike_transaction',
    method: 'DELETE',
    auth: true,
    description: 'Remove your like from a transaction.',
    params: z.object({ transaction_id: transactionId }),
    returns: message(),
    changes: ['venmo.likes', 'venmo.transactions'],
    errors: ['transaction_not_found: no such transaction visible to you', 'not_liked: you do not like it'],
    handler: (ctx, args) => {
      const row = visibleTransaction(ctx, args.transaction_id);
      const like = ctx.sql('SELECT id FROM venmo_likes WHERE transaction_id = ? AND user_id = ?').get(row.id, ctx.user.id) as { id: number } | undefined;
      if (!like) return ctx.fail(409, 'not_liked', 'You have not liked this transaction.');
      ctx.sql('DELETE FROM venmo_likes WHERE id = ?').run(like.id);
      ctx.sql('UPDATE venmo_transactions SET like_count = like_count - 1 WHERE id = ?').run(row.id);
      return { message: 'Unliked the transaction.' };
    },
  }),
  api({
    name: 'show_transaction_likes',
    method: 'GET',
    auth: true,
    description: 'Who liked a transaction (yours or a public one), earliest like first.',
    params: z.object({ transaction_id: transactionId, ...pageParams }),
    returns: list(record('name', 'email', 'liked_at')),
    changes: [],
    errors: ['transaction_not_found: no such transaction visible to you'],
    handler: (ctx, args) => {
      const tx = visibleTransaction(ctx, args.transaction_id);
      const rows = ctx.sql('SELECT user_id, created_at FROM venmo_likes WHERE transaction_id = ? ORDER BY created_at, id').all(tx.id) as { user_id: number; created_at: string }[];
      return paginate(rows, args).map((r) => ({ ...(personRef(ctx, r.user_id) ?? { name: '', email: '' }), liked_at: r.created_at }));
    },
  }),
  api({
    name: 'show_social_feed',
    method: 'GET',
    auth: true,
    description: "Public transactions of your friends, newest first.",
    params: z.object({ ...pageParams }),
    returns: list(value('transaction')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT t.* FROM venmo_transactions t WHERE t.private = 0 AND (t.sender_id IN (SELECT friend_id FROM venmo_friendships WHERE user_id = ?)
        OR t.receiver_id IN (SELECT friend_id FROM venmo_friendships WHERE user_id = ?)) ORDER BY t.created_at DESC, t.id`).all(ctx.user.id, ctx.user.id) as TransactionRow[];
      return paginate(rows, args).map((row) => transactionView(ctx, row));
    },
  }),
];
