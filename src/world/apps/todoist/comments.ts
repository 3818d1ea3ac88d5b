import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate, personRef, updateFields } from '../common.ts';
import { TASK_ACCESS, requireTask } from './store.ts';

const taskId = z.number().int().describe('Id of the task.');

function requireComment(ctx: ApiContext, id: number): { id: number; task_id: number; author_id: number; content: string } {
  const row = ctx.sql('SELECT * FROM todoist_comments WHERE id = ?').get(id) as { id: number; task_id: number; author_id: number; content: string } | undefined;
  if (!row) return ctx.fail(404, 'comment_not_found', `The comment with id ${id} does not exist.`);
  if (row.author_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only edit your own comments.');
  return row;
}

/** Comments on tasks. */
export const commentApis: ApiDef[] = [
  api({
    name: 'post_task_comment',
    method: 'POST',
    auth: true,
    description: 'Comment on a task.',
    params: z.object({ task_id: taskId, content: z.string().trim().min(1).max(2000).describe('Comment text.') }),
    returns: message('comment_id'),
    changes: ['todoist.comments'],
    errors: TASK_ACCESS,
    handler: (ctx, args) => {
      const row = requireTask(ctx, args.task_id);
      const id = insertRow(ctx, 'todoist_comments', { task_id: row.id, author_id: ctx.user.id, content: args.content, created_at: ctx.now() });
      return { message: 'Comment posted.', comment_id: id };
    },
  }),
  api({
    name: 'delete_task_comment',
    method: 'DELETE',
    auth: true,
    description: 'Delete a comment you wrote.',
    params: z.object({ comment_id: z.number().int().describe('Id of the comment.') }),
    returns: message(),
    changes: ['todoist.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT id, author_id FROM todoist_comments WHERE id = ?').get(args.comment_id) as { id: number; author_id: number } | undefined;
      if (!row) return ctx.fail(404, 'comment_not_found', `The comment with id ${args.comment_id} does not exist.`);
      if (row.author_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only delete your own comments.');
      ctx.sql('DELETE FROM todoist_comments WHERE id = ?').run(row.id);
      return { message: 'Comment deleted.' };
    },
  }),
  api({
    name: 'show_task_comments',
    method: 'GET',
    auth: true,
    description: 'Comments on a task, oldest first.',
    params: z.object({ task_id: taskId, ...pageParams }),
    returns: list(record('comment_id', 'author', 'content', 'created_at')),
    changes: [],
    errors: TASK_ACCESS,
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      const rows = ctx.sql('SELECT * FROM todoist_comments WHERE task_id = ? ORDER BY created_at, id').all(task.id) as { id: number; author_id: number; content: string; created_at: string }[];
      return paginate(rows, args).map((r) => ({ comment_id: r.id, author: personRef(ctx, r.author_id), content: r.content, created_at: r.created_at }));
    },
  }),
  api({
    name: 'update_task_comment',
    method: 'PATCH',
    auth: true,
    description: 'Edit a comment you wrote.',
    params: z.object({ comment_id: z.number().int().describe('Id of the comment.'), content: z.string().trim().min(1).max(2000).describe('New text.') }),
    returns: message(),
    changes: ['todoist.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = requireComment(ctx, args.comment_id);
      updateFields(ctx, 'todoist_comments', row.id, { content: args.content });
      return { message: 'Comment updated.' };
    },
  }),
];
