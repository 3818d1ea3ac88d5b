import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, toBool, updateFields } from '../common.ts';
import { TASK_ACCESS, requireTask } from './store.ts';

interface SubtaskRow {
  id: number;
  task_id: number;
  title: string;
  is_completed: number;
  order_index: number;
  created_at: string;
}

const taskId = z.number().int().describe('Id of the task.');
const subtaskId = z.number().int().describe('Id of the sub-task.');
const SUBTASK_ACCESS = ['subtask_not_found: no such sub-task', 'not_owner: its task is in a project not shared with you'];

function requireSubtask(ctx: ApiContext, id: number): SubtaskRow {
  const row = ctx.sql('SELECT * FROM todoist_subtasks WHERE id = ?').get(id) as SubtaskRow | undefined;
  if (!row) return ctx.fail(404, 'subtask_not_found', `The sub-task with id ${id} does not exist.`);
  requireTask(ctx, row.task_id);
  return row;
}

/** Sub-tasks: a checklist under one task. */
export const subtaskApis: ApiDef[] = [
  api({
    name: 'show_subtasks',
    method: 'GET',
    auth: true,
    description: 'The sub-tasks of a task in order.',
    params: z.object({ task_id: taskId }),
    returns: list(record('subtask_id', 'title', 'is_completed', 'order_index', 'created_at')),
    changes: [],
    errors: TASK_ACCESS,
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      const rows = ctx.sql('SELECT * FROM todoist_subtasks WHERE task_id = ? ORDER BY order_index, id').all(task.id) as SubtaskRow[];
      return rows.map((r) => ({ subtask_id: r.id, title: r.title, is_completed: toBool(r.is_completed), order_index: r.order_index, created_at: r.created_at }));
    },
  }),
  api({
    name: 'create_subtask',
    method: 'POST',
    auth: true,
    description: 'Add a sub-task (a checklist step) at the end of a task.',
    params: z.object({ task_id: taskId, title: z.string().trim().min(1).max(300).describe('What the step is.') }),
    returns: message('subtask_id'),
    changes: ['todoist.subtasks'],
    errors: [...TASK_ACCESS, 'already_exists: the task has a sub-task with this title'],
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      if (ctx.sql('SELECT 1 FROM todoist_subtasks WHERE task_id = ? AND title = ? COLLATE NOCASE').get(task.id, args.title)) return ctx.fail(409, 'already_exists', `The task already has a sub-task "${args.title}".`);
      const last = (ctx.sql('SELECT COALESCE(MAX(order_index), -1) AS m FROM todoist_subtasks WHERE task_id = ?').get(task.id) as { m: number }).m;
      const id = insertRow(ctx, 'todoist_subtasks', { task_id: task.id, title: args.title, is_completed: 0, order_index: last + 1, created_at: ctx.now() });
      return { message: 'Sub-task created.', subtask_id: id };
    },
  }),
  api({
    name: 'update_subtask',
    method: 'PATCH',
    auth: true,
    description: 'Rename a sub-task or mark it done / not done.',
    params: z.object({ subtask_id: subtaskId, title: z.string().trim().min(1).max(300).optional().describe('New title.'), is_completed: z.boolean().optional().describe('Done or not.') }),
    returns: message(),
    changes: ['todoist.subtasks'],
    errors: [...SUBTASK_ACCESS, 'nothing_to_update: give title or is_completed'],
    handler: (ctx, args) => {
      const row = requireSubtask(ctx, args.subtask_id);
      if (args.title === undefined && args.is_completed === undefined) return ctx.fail(422, 'nothing_to_update', 'Give a new title or is_completed.');
      updateFields(ctx, 'todoist_subtasks', row.id, { title: args.title, is_completed: args.is_completed });
      return { message: 'Sub-task updated.' };
    },
  }),
  api({
    name: 'delete_subtask',
    method: 'DELETE',
    auth: true,
    description: 'Delete a sub-task.',
    params: z.object({ subtask_id: subtaskId }),
    returns: message(),
    changes: ['todoist.subtasks'],
    errors: SUBTASK_ACCESS,
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM todoist_subtasks WHERE id = ?').run(requireSubtask(ctx, args.subtask_id).id);
      return { message: 'Sub-task deleted.' };
    },
  }),
];
