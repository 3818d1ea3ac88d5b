import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, updateFields } from '../common.ts';
import { COLORS, TASK_ACCESS, requireTask } from './store.ts';

const taskId = z.number().int().describe('Id of the task.');

function requireLabel(ctx: ApiContext, labelId: number): { id: number; name: string } {
  const row = ctx.sql('SELECT id, name, owner_id FROM todoist_labels WHERE id = ?').get(labelId) as { id: number; name: string; owner_id: number } | undefined;
  if (!row) return ctx.fail(404, 'label_not_found', `The label with id ${labelId} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The label with id ${labelId} does not belong to you.`);
  return row;
}

const labelArgs = z.object({ task_id: taskId, label_id: z.number().int().describe('Id of the label.') });

function requireOwnLabel(ctx: ApiContext, id: number): { id: number; name: string; color: string } {
  const row = ctx.sql('SELECT * FROM todoist_labels WHERE id = ?').get(id) as { id: number; owner_id: number; name: string; color: string } | undefined;
  if (!row) return ctx.fail(404, 'label_not_found', `The label with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The label with id ${id} does not belong to you.`);
  return row;
}

/** The user's labels and the labels on tasks. */
export const labelApis: ApiDef[] = [
  api({
    name: 'show_labels',
    method: 'GET',
    auth: true,
    description: 'Your labels, by name.',
    params: z.object({}),
    returns: list(record('label_id', 'name', 'color')),
    changes: [],
    handler: (ctx) => ctx.sql('SELECT id AS label_id, name, color FROM todoist_labels WHERE owner_id = ? ORDER BY name, id').all(ctx.user.id),
  }),
  api({
    name: 'create_label',
    method: 'POST',
    auth: true,
    description: 'Create a label.',
    params: z.object({ name: z.string().trim().min(1).max(60).describe('Label name.'), color: z.enum(COLORS).default('charcoal').describe('Color.') }),
    returns: message('label_id'),
    changes: ['todoist.labels'],
    errors: ['already_exists: you have a label with this name'],
    handler: (ctx, args) => {
      if (ctx.sql('SELECT 1 FROM todoist_labels WHERE owner_id = ? AND name = ? COLLATE NOCASE').get(ctx.user.id, args.name)) {
        return ctx.fail(409, 'already_exists', `You already have a label named "${args.name}".`);
      }
      return { message: 'Label created.', label_id: insertRow(ctx, 'todoist_labels', { owner_id: ctx.user.id, name: args.name, color: args.color }) };
    },
  }),
  api({
    name: 'add_label_to_task',
    method: 'POST',
    auth: true,
    description: 'Put one of your labels on a task.',
    params: labelArgs,
    returns: message(),
    changes: ['todoist.task_labels'],
    errors: [...TASK_ACCESS, 'label_not_found: no such label', 'already_exists: the task has this label'],
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      const label = requireLabel(ctx, args.label_id);
      if (ctx.sql('SELECT 1 FROM todoist_task_labels WHERE task_id = ? AND label_id = ?').get(task.id, label.id)) return ctx.fail(409, 'already_exists', `The task already has the label "${label.name}".`);
      insertRow(ctx, 'todoist_task_labels', { task_id: task.id, label_id: label.id });
      return { message: 'Label added.' };
    },
  }),
  api({
    name: 'remove_label_from_task',
    method: 'DELETE',
    auth: true,
    description: 'Take a label off a task.',
    params: labelArgs,
    returns: message(),
    changes: ['todoist.task_labels'],
    errors: [...TASK_ACCESS, 'label_not_found: no such label', 'not_labeled: the task does not have this label'],
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      const label = requireLabel(ctx, args.label_id);
      const link = ctx.sql('SELECT id FROM todoist_task_labels WHERE task_id = ? AND label_id = ?').get(task.id, label.id) as { id: number } | undefined;
      if (!link) return ctx.fail(409, 'not_labeled', `The task does not have the label "${label.name}".`);
      ctx.sql('DELETE FROM todoist_task_labels WHERE id = ?').run(link.id);
      return { message: 'Label removed.' };
    },
  }),
  api({
    name: 'update_label',
    method: 'PATCH',
    auth: true,
    description: 'Rename or recolor one of your labels.',
    params: z.object({ label_id: z.number().int().describe('Id of the label.'), name: z.string().trim().min(1).max(60).optional().describe('New name.'), color: z.enum(COLORS).optional().describe('New color.') }),
    returns: message(),
    changes: ['todoist.labels'],
    errors: ['label_not_found: no such label', 'not_owner: the label is someone else\'s', 'already_exists: you have another label with this name', 'nothing_to_update: give name or color'],
    handler: (ctx, args) => {
      const row = requireOwnLabel(ctx, args.label_id);
      if (args.name === undefined && args.color === undefined) return ctx.fail(422, 'nothing_to_update', 'Give a new name or color.');
      if (args.name !== undefined && ctx.sql('SELECT 1 FROM todoist_labels WHERE owner_id = ? AND name = ? COLLATE NOCASE AND id != ?').get(ctx.user.id, args.name, row.id)) {
        return ctx.fail(409, 'already_exists', `You already have a label named "${args.name}".`);
      }
      updateFields(ctx, 'todoist_labels', row.id, { name: args.name, color: args.color });
      return { message: 'Label updated.' };
    },
  }),
  api({
    name: 'delete_label',
    method: 'DELETE',
    auth: true,
    description: 'Delete one of your labels; it comes off every task that had it.',
    params: z.object({ label_id: z.number().int().describe('Id of the label.') }),
    returns: message(),
    changes: ['todoist.labels', 'todoist.task_labels'],
    errors: ['label_not_found: no such label', 'not_owner: the label is someone else\'s'],
    handler: (ctx, args) => {
      const row = requireOwnLabel(ctx, args.label_id);
      ctx.sql('DELETE FROM todoist_task_labels WHERE label_id = ?').run(row.id);
      ctx.sql('DELETE FROM todoist_labels WHERE id = ?').run(row.id);
      return { message: 'Label deleted.' };
    },
  }),
];
