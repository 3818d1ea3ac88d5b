import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record, tight } from '../../returns.ts';
import { pageParams, paginate, personRef, updateFields } from '../common.ts';
import { notify, visibleExpense } from './store.ts';

interface CommentRow {
  id: number;
  expense_id: number;
  author_id: number;
  content: string;
  created_at: string;
  updated_at: string;
}

const expenseId = z.number().int().describe('Id of the expense.');
const commentId = z.number().int().describe('Id of the comment.');
const text = z.string().trim().min(1).max(2000).describe('Comment text.');

function requireComment(ctx: ApiContext, id: number): CommentRow {
  const row = ctx.sql('SELECT * FROM splitwise_comments WHERE id = ?').get(id) as CommentRow | undefined;
  if (!row) return ctx.fail(404, 'comment_not_found', `The comment with id ${id} does not exist.`);
  visibleExpense(ctx, row.expense_id);
  if (row.author_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only change your own comments.');
  return row;
}

/** Comments on expenses; the others in the expense are notified. */
export const commentApis: ApiDef[] = [
  api({
    name: 'post_expense_comment',
    method: 'POST',
    auth: true,
    description: 'Comment on an expense you can see; everyone else in it (payer and debtors) is notified.',
    params: z.object({ expense_id: expenseId, content: text }),
    returns: message('comment_id'),
    changes: ['splitwise.comments', 'splitwise.notifications'],
    errors: ['expense_not_found: no such expense you can see'],
    handler: (ctx, args) => {
      const expense = visibleExpense(ctx, args.expense_id);
      const id = ctx.newId('comments');
      ctx.sql('INSERT INTO splitwise_comments (id, expense_id, author_id, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, expense.id, ctx.user.id, args.content, ctx.now(), ctx.now());
      const debtors = (ctx.sql('SELECT debtor_id FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id').all(expense.id) as { debtor_id: number }[]).map((r) => r.debtor_id);
      for (const other of new Set([expense.payer_id, ...debtors])) {
        if (other !== ctx.user.id) notify(ctx, other, 'expense_comment', `${ctx.user.first_name} ${ctx.user.last_name} commented on "${expense.description}".`, { expense_id: expense.id, comment_id: id });
      }
      return { message: 'Posted the comment.', comment_id: id };
    },
  }),
  api({
    name: 'show_expense_comments',
    method: 'GET',
    auth: true,
    description: 'Comments on an expense, oldest first.',
    params: z.object({ expense_id: expenseId, ...pageParams }),
    returns: list(record('comment_id', field('author', tight(person)), 'content', 'created_at', 'updated_at')),
    changes: [],
    errors: ['expense_not_found: no such expense you can see'],
    handler: (ctx, args) => {
      const expense = visibleExpense(ctx, args.expense_id);
      const rows = ctx.sql('SELECT * FROM splitwise_comments WHERE expense_id = ? ORDER BY created_at, id').all(expense.id) as CommentRow[];
      return paginate(rows, args).map((c) => ({ comment_id: c.id, author: personRef(ctx, c.author_id), content: c.content, created_at: c.created_at, updated_at: c.updated_at }));
    },
  }),
  api({
    name: 'update_expense_comment',
    method: 'PATCH',
    auth: true,
    description: 'Edit a comment you wrote.',
    params: z.object({ comment_id: commentId, content: text }),
    returns: message(),
    changes: ['splitwise.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = requireComment(ctx, args.comment_id);
      if (row.content === args.content) return { message: 'Nothing to update.' };
      updateFields(ctx, 'splitwise_comments', row.id, { content: args.content, updated_at: ctx.now() });
      return { message: 'Updated the comment.' };
    },
  }),
  api({
    name: 'delete_expense_comment',
    method: 'DELETE',
    auth: true,
    description: 'Delete a comment you wrote.',
    params: z.object({ comment_id: commentId }),
    returns: message(),
    changes: ['splitwise.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM splitwise_comments WHERE id = ?').run(requireComment(ctx, args.comment_id).id);
      return { message: 'Deleted the comment.' };
    },
  }),
];
