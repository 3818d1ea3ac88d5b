import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record } from '../../returns.ts';
import { insertRow, pageParams, paginate, personRef, toBool } from '../common.ts';
import { visibleTransaction } from './store.ts';

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

const commentId = z.number().int().describe('Id of the comment.');
const transactionId = z.number().int().describe('Id of the transaction.');

/** Comments on transactions and their likes (counted from comment_likes; the comments table is unchanged). */
export const commentApis: ApiDef[] = [
  api({
    name: 'create_transaction_comment',
    method: 'POST',
    auth: true,
    description: 'Comment on a transaction (yours or a public one).',
    params: z.object({ transaction_id: transactionId, content: z.string().min(1).describe('The comment text.') }),
    returns: message('comment_id'),
    changes: ['venmo.comments', 'venmo.transactions'],
    errors: ['transaction_not_found: no such transaction visible to you'],
    handler: (ctx, args) => {
      const row = visibleTransaction(ctx, args.transaction_id);
      const id = ctx.newId('comments');
      ctx.sql('INSERT INTO venmo_comments (id, transaction_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(id, row.id, ctx.user.id, args.content, ctx.now());
      ctx.sql('UPDATE venmo_transactions SET comment_count = comment_count + 1 WHERE id = ?').run(row.id);
      return { message: 'Added the comment.', comment_id: id };
    },
  }),
  api({
    name: 'delete_transaction_comment',
    method: 'DELETE',
    auth: true,
    description: 'Delete one of your comments.',
    params: z.object({ comment_id: z.number().int().describe('Id of the comment.') }),
    returns: message(),
    changes: ['venmo.comments', 'venmo.transactions'],
    errors: ['comment_not_found: no such comment', 'not_owner: the comment belongs to someone else'],
    handler: (ctx, args) => {
      const comment = ctx.sql('SELECT id, transaction_id, user_id FROM venmo_comments WHERE id = ?').get(args.comment_id) as
        | { id: number; transaction_id: number; user_id: number }
        | undefined;
      if (!comment) return ctx.fail(404, 'comment_not_found', `The comment with id ${args.comment_id} does not exist.`);
      if (comment.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only delete your own comments.');
      ctx.sql('DELETE FROM venmo_comments WHERE id = ?').run(comment.id);
      ctx.sql('UPDATE venmo_transactions SET comment_count = comment_count - 1 WHERE id = ?').run(comment.transaction_id);
      return { message: 'Deleted the comment.' };
    },
  }),
  api({
    name: 'show_transaction_comments',
    method: 'GET',
    auth: true,
    description: 'The comments on a transaction (yours or a public one), oldest first.',
    params: z.object({ transaction_id: transactionId, ...pageParams }),
    returns: list(record('comment_id', 'transaction_id', field('user', person), 'content', 'created_at', 'like_count', 'liked_by_me')),
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
    returns: message(),
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
    returns: message(),
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
    returns: message(),
    changes: ['venmo.comment_likes'],
    errors: ['comment_not_found: no such comment visible to you', 'not_liked: you do not like it'],
    handler: (ctx, args) => {
      const row = visibleComment(ctx, args.comment_id);
      const result = ctx.sql('DELETE FROM venmo_comment_likes WHERE comment_id = ? AND user_id = ?').run(row.id, ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'not_liked', 'You have not liked this comment.');
      return { message: 'Unliked the comment.' };
    },
  }),
];
