import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { pageParams, paginate, personRef, toBool } from '../common.ts';
import { insertRow } from '../gmail/store.ts';
import { venmoUser, visibleTransaction } from './shared.ts';

/** Likes on comments (a comment's like count is counted from here, the comments table is unchanged). */
export const venmoExtraTables = {
  comment_likes: 'id INTEGER PRIMARY KEY, comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at TEXT NOT NULL, UNIQUE(comment_id, user_id)',
} as const;

interface CommentRow {
  id: number;
  transaction_id: number;
  user_id: number;
  content: string;
  created_at: string;
}

function commentView(ctx: ApiContext, row: CommentRow) {
  const likes = ctx.sql('SELECT user_id FROM venmo_comment_likes WHERE comment_id = ? ORDER BY created_at, id').all(row.id) as { user_id: number }[];
  return {
    comment_id: row.id,
    transaction_id: row.transaction_id,
    user: personRef(ctx, row.user_id),
    content: row.content,
    created_at: row.created_at,
    like_count: likes.length,
    liked_by_me: likes.some((l) => l.user_id === ctx.user.id),
  };
}

/** A comment on a transaction the caller can see; otherwise 404 (so hidden comments stay hidden). */
function visibleComment(ctx: ApiContext, id: number): CommentRow {
  const row = ctx.sql('SELECT * FROM venmo_comments WHERE id = ?').get(id) as CommentRow | undefined;
  if (!row) return ctx.fail(404, 'comment_not_found', `The comment with id ${id} does not exist.`);
  const tx = ctx.sql('SELECT sender_id, receiver_id, private FROM venmo_transactions WHERE id = ?').get(row.transaction_id) as
    | { sender_id: number; receiver_id: number; private: number }
    | undefined;
  const visible = tx && (!toBool(tx.private) || tx.sender_id === ctx.user.id || tx.receiver_id === ctx.user.id);
  if (!visible) return ctx.fail(404, 'comment_not_found', `The comment with id ${id} does not exist.`);
  return row;
}

interface NotificationRow {
  id: number;
  user_id: number;
  read: number;
}

function ownNotification(ctx: ApiContext, id: number): NotificationRow {
  const row = ctx.sql('SELECT id, user_id, read FROM venmo_notifications WHERE id = ? AND user_id = ?').get(id, ctx.user.id) as NotificationRow | undefined;
  return row ?? ctx.fail(404, 'notification_not_found', `The notification with id ${id} does not exist.`);
}

const friendIds = (ctx: ApiContext, personId: number): number[] =>
  (ctx.sql('SELECT friend_id FROM venmo_friendships WHERE user_id = ? ORDER BY created_at, id').all(personId) as { friend_id: number }[]).map((r) => r.friend_id);

const commentId = z.number().int().describe('Id of the comment.');
const transactionId = z.number().int().describe('Id of the transaction.');
const email = z.string().min(3).describe("The person's email.");

function expired(ctx: ApiContext, year: number, month: number): boolean {
  const nowYear = Number(ctx.now().slice(0, 4));
  const nowMonth = Number(ctx.now().slice(5, 7));
  return year < nowYear || (year === nowYear && month < nowMonth);
}

export const venmoExtraApis: ApiDef[] = [
  api({
    name: 'show_transaction_comments',
    method: 'GET',
    auth: true,
    description: 'The comments on a transaction (yours or a public one), oldest first.',
    params: z.object({ transaction_id: transactionId, ...pageParams }),
    returns: '[{comment_id, transaction_id, user{name, email}, content, created_at, like_count, liked_by_me}]',
    changes: [],
    errors: ['transaction_not_found: no such transaction visible to you'],
    handler: (ctx, args) => {
      const tx = visibleTransaction(ctx, args.transaction_id);
      const rows = ctx.sql('SELECT * FROM venmo_comments WHERE transaction_id = ? ORDER BY created_at, id').all(tx.id) as CommentRow[];
      return paginate(rows, args).map((r) => commentView(ctx, r));
    },
  }),
  api({
    name: 'update_transaction_comment',
    method: 'PATCH',
    auth: true,
    description: 'Edit the text of one of your comments.',
    params: z.object({ comment_id: commentId, content: z.string().min(1).max(500).describe('The new comment text.') }),
    returns: '{message}',
    changes: ['venmo.comments'],
    errors: ['comment_not_found: no such comment visible to you', 'not_owner: the comment belongs to someone else'],
    handler: (ctx, args) => {
      const row = visibleComment(ctx, args.comment_id);
      if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only edit your own comments.');
      if (row.content !== args.content) ctx.sql('UPDATE venmo_comments SET content = ? WHERE id = ?').run(args.content, row.id);
      return { message: 'Updated the comment.' };
    },
  }),
  api({
    name: 'like_transaction_comment',
    method: 'POST',
    auth: true,
    description: 'Like a comment on a transaction you can see.',
    params: z.object({ comment_id: commentId }),
    returns: '{message}',
    changes: ['venmo.comment_likes'],
    errors: ['comment_not_found: no such comment visible to you', 'already_liked: you already like it'],
    handler: (ctx, args) => {
      const row = visibleComment(ctx, args.comment_id);
      if (ctx.sql('SELECT 1 FROM venmo_comment_likes WHERE comment_id = ? AND user_id = ?').get(row.id, ctx.user.id)) return ctx.fail(409, 'already_liked', 'You already like this comment.');
      insertRow(ctx, 'venmo_comment_likes', { comment_id: row.id, user_id: ctx.user.id, created_at: ctx.now() });
      return { message: 'Liked the comment.' };
    },
  }),
  api({
    name: 'unlike_transaction_comment',
    method: 'DELETE',
    auth: true,
    description: 'Remove your like from a comment.',
    params: z.object({ comment_id: commentId }),
    returns: '{message}',
    changes: ['venmo.comment_likes'],
    errors: ['comment_not_found: no such comment visible to you', 'not_liked: you do not like it'],
    handler: (ctx, args) => {
      const row = visibleComment(ctx, args.comment_id);
      const result = ctx.sql('DELETE FROM venmo_comment_likes WHERE comment_id = ? AND user_id = ?').run(row.id, ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'not_liked', 'You have not liked this comment.');
      return { message: 'Unliked the comment.' };
    },
  }),
  api({
    name: 'show_transaction_likes',
    method: 'GET',
    auth: true,
    description: 'Who liked a transaction (yours or a public one), earliest like first.',
    params: z.object({ transaction_id: transactionId, ...pageParams }),
    returns: '[{name, email, liked_at}]',
    changes: [],
    errors: ['transaction_not_found: no such transaction visible to you'],
    handler: (ctx, args) => {
      const tx = visibleTransaction(ctx, args.transaction_id);
      const rows = ctx.sql('SELECT user_id, created_at FROM venmo_likes WHERE transaction_id = ? ORDER BY created_at, id').all(tx.id) as { user_id: number; created_at: string }[];
      return paginate(rows, args).map((r) => ({ ...(personRef(ctx, r.user_id) ?? { name: '', email: '' }), liked_at: r.created_at }));
    },
  }),
  api({
    name: 'show_user',
    method: 'GET',
    auth: true,
    description: "A Venmo user's public profile: name, member since, whether you are friends, and how many friends you share.",
    params: z.object({ email }),
    returns: '{name, email, member_since, is_friend, friend_count, mutual_friend_count}',
    changes: [],
    errors: ['user_not_found: no Venmo user with that email'],
    handler: (ctx, args) => {
      const id = venmoUser(ctx, args.email);
      const since = (ctx.sql('SELECT created_at FROM venmo_users WHERE person_id = ?').get(id) as { created_at: string }).created_at;
      const theirs = friendIds(ctx, id);
      const mine = new Set(friendIds(ctx, ctx.user.id));
      return {
        ...(personRef(ctx, id) ?? { name: '', email: args.email }),
        member_since: since,
        is_friend: mine.has(id),
        friend_count: theirs.length,
        mutual_friend_count: id === ctx.user.id ? 0 : theirs.filter((f) => mine.has(f)).length,
      };
    },
  }),
  api({
    name: 'show_mutual_friends',
    method: 'GET',
    auth: true,
    description: 'The friends you and another Venmo user have in common.',
    params: z.object({ email, ...pageParams }),
    returns: '[{name, email}]',
    changes: [],
    errors: ['user_not_found: no Venmo user with that email', 'invalid_user: that is you'],
    handler: (ctx, args) => {
      const id = venmoUser(ctx, args.email, { code: 'invalid_user', message: 'You cannot compare friends with yourself.' });
      const mine = new Set(friendIds(ctx, ctx.user.id));
      return paginate(friendIds(ctx, id).filter((f) => mine.has(f)), args).map((f) => personRef(ctx, f));
    },
  }),
  api({
    name: 'show_bank_transfer',
    method: 'GET',
    auth: true,
    description: 'One transfer between a card and your Venmo balance.',
    params: z.object({ bank_transfer_id: z.number().int().describe('Id of the bank transfer.') }),
    returns: '{bank_transfer_id, amount, direction, payment_card_id, card_name, created_at}',
    changes: [],
    errors: ['bank_transfer_not_found: no such transfer of yours'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT * FROM venmo_bank_transfers WHERE id = ? AND user_id = ?').get(args.bank_transfer_id, ctx.user.id) as
        | { id: number; amount: number; direction: string; payment_card_id: number | null; created_at: string }
        | undefined;
      if (!row) return ctx.fail(404, 'bank_transfer_not_found', `The bank transfer with id ${args.bank_transfer_id} does not exist.`);
      const card = row.payment_card_id === null ? undefined : (ctx.sql('SELECT card_name FROM supervisor_payment_cards WHERE id = ?').get(row.payment_card_id) as { card_name: string } | undefined);
      return { bank_transfer_id: row.id, amount: row.amount, direction: row.direction, payment_card_id: row.payment_card_id, card_name: card?.card_name ?? null, created_at: row.created_at };
    },
  }),
  api({
    name: 'show_payment_card',
    method: 'GET',
    auth: true,
    description: 'One of your payment cards usable on Venmo, with its available balance.',
    params: z.object({ payment_card_id: z.number().int().describe('Id of the payment card.') }),
    returns: '{payment_card_id, card_name, last_four_digits, expiry_year, expiry_month, balance, expired}',
    changes: [],
    errors: ['payment_card_not_found: no such card of yours'],
    handler: (ctx, args) => {
      const c = ctx.sql('SELECT id, card_name, owner_name, card_number, expiry_year, expiry_month, balance FROM supervisor_payment_cards WHERE id = ?').get(args.payment_card_id) as
        | { id: number; card_name: string; owner_name: string; card_number: string; expiry_year: number; expiry_month: number; balance: number }
        | undefined;
      // Someone else's card is reported as missing: its existence is not the caller's business.
      if (!c || c.owner_name !== `${ctx.user.first_name} ${ctx.user.last_name}`) return ctx.fail(404, 'payment_card_not_found', `The payment card with id ${args.payment_card_id} does not exist.`);
      return {
        payment_card_id: c.id, card_name: c.card_name, last_four_digits: c.card_number.slice(-4), expiry_year: c.expiry_year, expiry_month: c.expiry_month,
        balance: c.balance, expired: expired(ctx, c.expiry_year, c.expiry_month),
      };
    },
  }),
  api({
    name: 'mark_notification_as_unread',
    method: 'PATCH',
    auth: true,
    description: 'Mark one notification as unread again.',
    params: z.object({ notification_id: z.number().int().describe('Id of the notification.') }),
    returns: '{message}',
    changes: ['venmo.notifications'],
    errors: ['notification_not_found: no such notification of yours', 'already_unread: the notification is unread'],
    handler: (ctx, args) => {
      const row = ownNotification(ctx, args.notification_id);
      if (!toBool(row.read)) return ctx.fail(409, 'already_unread', 'The notification is already unread.');
      ctx.sql('UPDATE venmo_notifications SET read = 0 WHERE id = ?').run(row.id);
      return { message: 'Marked the notification as unread.' };
    },
  }),
  api({
    name: 'delete_notification',
    method: 'DELETE',
    auth: true,
    description: 'Delete one of your notifications.',
    params: z.object({ notification_id: z.number().int().describe('Id of the notification.') }),
    returns: '{message}',
    changes: ['venmo.notifications'],
    errors: ['notification_not_found: no such notification of yours'],
    handler: (ctx, args) => {
      const row = ownNotification(ctx, args.notification_id);
      ctx.sql('DELETE FROM venmo_notifications WHERE id = ?').run(row.id);
      return { message: 'Deleted the notification.' };
    },
  }),
  api({
    name: 'delete_read_notifications',
    method: 'DELETE',
    auth: true,
    description: 'Delete all of your notifications that are already read.',
    params: z.object({}),
    returns: '{message, deleted_count}',
    changes: ['venmo.notifications'],
    errors: ['nothing_to_delete: you have no read notifications'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM venmo_notifications WHERE user_id = ? AND read = 1').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'nothing_to_delete', 'You have no read notifications.');
      return { message: 'Deleted the read notifications.', deleted_count: result.changes };
    },
  }),
];

