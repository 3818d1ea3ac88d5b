import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { insertRow } from '../gmail/store.ts';
import { COLORS, notify, requireProject, requireSection, requireTask, taskView, type TaskRow } from './store.ts';

/** Sub-tasks are a checklist under one task; recurrence rules roll a task's due date on completion. */
export const moreTodoistTables = {
  subtasks: 'id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL, title TEXT NOT NULL, is_completed INTEGER NOT NULL, order_index INTEGER NOT NULL, created_at TEXT NOT NULL',
  recurrences: 'id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL UNIQUE, every TEXT NOT NULL, interval INTEGER NOT NULL, times_completed INTEGER NOT NULL, last_completed_at TEXT, created_at TEXT NOT NULL',
} as const;

export const RECUR_UNITS = ['day', 'week', 'month', 'year'] as const;

interface SubtaskRow {
  id: number;
  task_id: number;
  title: string;
  is_completed: number;
  order_index: number;
  created_at: string;
}

interface RecurrenceRow {
  id: number;
  task_id: number;
  every: (typeof RECUR_UNITS)[number];
  interval: number;
  times_completed: number;
  last_completed_at: string | null;
  created_at: string;
}

const taskId = z.number().int().describe('Id of the task.');
const subtaskId = z.number().int().describe('Id of the sub-task.');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const TASK_ACCESS = ['task_not_found: no such task', 'not_owner: the task is in a project not shared with you'];
const SUBTASK_ACCESS = ['subtask_not_found: no such sub-task', 'not_owner: its task is in a project not shared with you'];

/** The next due date of a rule: months and years clamp to the month's last day (Jan 31 + 1 month = Feb 28). */
export function nextDue(due: string, every: RecurrenceRow['every'], interval: number): string {
  const [y, m, d] = due.split('-').map(Number) as [number, number, number];
  if (every === 'day' || every === 'week') {
    return new Date(Date.UTC(y, m - 1, d) + (every === 'day' ? 1 : 7) * interval * 86_400_000).toISOString().slice(0, 10);
  }
  const months = (every === 'month' ? 1 : 12) * interval;
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

export function recurrenceOf(ctx: ApiContext, id: number): RecurrenceRow | undefined {
  return ctx.sql('SELECT * FROM todoist_recurrences WHERE task_id = ?').get(id) as RecurrenceRow | undefined;
}

const ruleView = (r: RecurrenceRow) => ({ every: r.every, interval: r.interval, times_completed: r.times_completed, last_completed_at: r.last_completed_at });

function requireSubtask(ctx: ApiContext, id: number): SubtaskRow {
  const row = ctx.sql('SELECT * FROM todoist_subtasks WHERE id = ?').get(id) as SubtaskRow | undefined;
  if (!row) return ctx.fail(404, 'subtask_not_found', `The sub-task with id ${id} does not exist.`);
  requireTask(ctx, row.task_id);
  return row;
}

function requireOwnSection(ctx: ApiContext, id: number): { id: number; project_id: number; name: string; order_index: number } {
  const row = ctx.sql('SELECT id, project_id, name, order_index FROM todoist_sections WHERE id = ?').get(id) as { id: number; project_id: number; name: string; order_index: number } | undefined;
  if (!row) return ctx.fail(404, 'section_not_found', `The section with id ${id} does not exist.`);
  requireProject(ctx, row.project_id);
  return row;
}

function requireComment(ctx: ApiContext, id: number): { id: number; task_id: number; author_id: number; content: string } {
  const row = ctx.sql('SELECT * FROM todoist_comments WHERE id = ?').get(id) as { id: number; task_id: number; author_id: number; content: string } | undefined;
  if (!row) return ctx.fail(404, 'comment_not_found', `The comment with id ${id} does not exist.`);
  if (row.author_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only edit your own comments.');
  return row;
}

function requireOwnLabel(ctx: ApiContext, id: number): { id: number; name: string; color: string } {
  const row = ctx.sql('SELECT * FROM todoist_labels WHERE id = ?').get(id) as { id: number; owner_id: number; name: string; color: string } | undefined;
  if (!row) return ctx.fail(404, 'label_not_found', `The label with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The label with id ${id} does not belong to you.`);
  return row;
}

export const moreTaskApis: ApiDef[] = [
  api({
    name: 'show_sections',
    method: 'GET',
    auth: true,
    description: 'The sections of a project in order, with how many open tasks each has.',
    params: z.object({ project_id: z.number().int().min(0).describe('Id of the project; 0 means your Inbox.') }),
    returns: '[{section_id, name, order_index, num_open_tasks}]',
    changes: [],
    errors: ['project_not_found: no such project', 'not_owner: the project is not shared with you'],
    handler: (ctx, args) => {
      const project = requireProject(ctx, args.project_id);
      return ctx
        .sql('SELECT s.id AS section_id, s.name, s.order_index, (SELECT COUNT(*) FROM todoist_tasks t WHERE t.section_id = s.id AND t.is_completed = 0) AS num_open_tasks FROM todoist_sections s WHERE s.project_id = ? ORDER BY s.order_index, s.id')
        .all(project.id);
    },
  }),
  api({
    name: 'update_section',
    method: 'PATCH',
    auth: true,
    description: 'Rename a section or change its position.',
    params: z.object({ section_id: z.number().int().describe('Id of the section.'), name: z.string().trim().min(1).max(120).optional().describe('New name.'), order_index: z.number().int().min(0).optional().describe('New position.') }),
    returns: '{message}',
    changes: ['todoist.sections'],
    errors: ['section_not_found: no such section', 'not_owner: the project is not shared with you', 'already_exists: the project has another section with this name', 'nothing_to_update: give name or order_index'],
    handler: (ctx, args) => {
      const row = requireOwnSection(ctx, args.section_id);
      if (args.name === undefined && args.order_index === undefined) return ctx.fail(422, 'nothing_to_update', 'Give a new name or order_index.');
      if (args.name !== undefined && ctx.sql('SELECT 1 FROM todoist_sections WHERE project_id = ? AND name = ? COLLATE NOCASE AND id != ?').get(row.project_id, args.name, row.id)) {
        return ctx.fail(409, 'already_exists', `The project already has a section named "${args.name}".`);
      }
      updateFields(ctx, 'todoist_sections', row.id, { name: args.name, order_index: args.order_index });
      return { message: 'Section updated.' };
    },
  }),
  api({
    name: 'show_task_comments',
    method: 'GET',
    auth: true,
    description: 'Comments on a task, oldest first.',
    params: z.object({ task_id: taskId, ...pageParams }),
    returns: '[{comment_id, author, content, created_at}]',
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
    returns: '{message}',
    changes: ['todoist.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = requireComment(ctx, args.comment_id);
      updateFields(ctx, 'todoist_comments', row.id, { content: args.content });
      return { message: 'Comment updated.' };
    },
  }),
  api({
    name: 'update_label',
    method: 'PATCH',
    auth: true,
    description: 'Rename or recolor one of your labels.',
    params: z.object({ label_id: z.number().int().describe('Id of the label.'), name: z.string().trim().min(1).max(60).optional().describe('New name.'), color: z.enum(COLORS).optional().describe('New color.') }),
    returns: '{message}',
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
    returns: '{message}',
    changes: ['todoist.labels', 'todoist.task_labels'],
    errors: ['label_not_found: no such label', 'not_owner: the label is someone else\'s'],
    handler: (ctx, args) => {
      const row = requireOwnLabel(ctx, args.label_id);
      ctx.sql('DELETE FROM todoist_task_labels WHERE label_id = ?').run(row.id);
      ctx.sql('DELETE FROM todoist_labels WHERE id = ?').run(row.id);
      return { message: 'Label deleted.' };
    },
  }),
  api({
    name: 'reopen_task',
    method: 'PATCH',
    auth: true,
    description: 'Mark a completed task as not done again.',
    params: z.object({ task_id: taskId }),
    returns: '{message}',
    changes: ['todoist.tasks'],
    errors: [...TASK_ACCESS, 'not_completed: the task is not completed'],
    handler: (ctx, args) => {
      const row = requireTask(ctx, args.task_id);
      if (row.is_completed !== 1) return ctx.fail(409, 'not_completed', 'The task is not completed.');
      ctx.sql('UPDATE todoist_tasks SET is_completed = 0, completed_at = NULL WHERE id = ?').run(row.id);
      return { message: 'Task reopened.' };
    },
  }),
  api({
    name: 'show_completed_tasks',
    method: 'GET',
    auth: true,
    description: 'Your completion history: completed tasks, most recently completed first, optionally in one project and a date range.',
    params: z.object({
      project_id: z.number().int().min(0).optional().describe('Only this project (0 = Inbox).'),
      completed_on_or_after: date.optional().describe('Completed on or after this date.'),
      completed_on_or_before: date.optional().describe('Completed on or before this date.'),
      ...pageParams,
    }),
    returns: '[{task_id, project_id, project_name, title, completed_at, ...}] (same fields as show_tasks)',
    changes: [],
    errors: ['project_not_found: no such project', 'not_owner: the project is not shared with you'],
    handler: (ctx, args) => {
      const project = args.project_id === undefined ? undefined : requireProject(ctx, args.project_id);
      const rows = (
        ctx.sql(`SELECT t.* FROM todoist_tasks t JOIN todoist_project_members m ON m.project_id = t.project_id AND m.user_id = ?
          WHERE t.is_completed = 1 ORDER BY t.completed_at DESC, t.id`).all(ctx.user.id) as TaskRow[]
      ).filter(
        (t) =>
          (!project || t.project_id === project.id) &&
          (args.completed_on_or_after === undefined || (t.completed_at ?? '').slice(0, 10) >= args.completed_on_or_after) &&
          (args.completed_on_or_before === undefined || (t.completed_at ?? '').slice(0, 10) <= args.completed_on_or_before),
      );
      return paginate(rows, args).map((t) => taskView(ctx, t));
    },
  }),
  api({
    name: 'assign_or_unassign_task',
    method: 'PATCH',
    auth: true,
    description: 'Assign a task to a collaborator of its project (they are notified), or unassign it with assignee_email=null.',
    params: z.object({ task_id: taskId, assignee_email: z.string().trim().min(3).nullable().describe("The assignee's email, or null to unassign.") }),
    returns: '{message}',
    changes: ['todoist.tasks', 'todoist.notifications'],
    errors: [...TASK_ACCESS, 'user_not_found: nobody has that email', 'not_collaborator: the person is not in the project', 'no_change: the task already has that assignee'],
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      let assignee: number | null = null;
      if (args.assignee_email !== null) {
        const person = ctx.personByEmail(args.assignee_email);
        if (!person) return ctx.fail(404, 'user_not_found', `There is no Todoist user with the email ${args.assignee_email}.`);
        if (!ctx.sql('SELECT 1 FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(task.project_id, person.id)) {
          return ctx.fail(422, 'not_collaborator', `${person.email} is not a collaborator of this project.`);
        }
        assignee = person.id;
      }
      if (task.assignee_id === assignee) return ctx.fail(409, 'no_change', assignee === null ? 'The task is not assigned.' : 'The task is already assigned to that person.');
      ctx.sql('UPDATE todoist_tasks SET assignee_id = ? WHERE id = ?').run(assignee, task.id);
      if (assignee !== null && assignee !== ctx.user.id) {
        notify(ctx, assignee, 'task_assigned', `${ctx.user.first_name} ${ctx.user.last_name} assigned you "${task.title}".`, task.project_id);
      }
      return { message: assignee === null ? 'Task unassigned.' : 'Task assigned.' };
    },
  }),
  api({
    name: 'move_task',
    method: 'PATCH',
    auth: true,
    description: 'Move a task to another project (0 = Inbox) and/or section; it goes last there. Its assignee is cleared if not in the new project.',
    params: z.object({ task_id: taskId, project_id: z.number().int().min(0).describe('Destination project; 0 means your Inbox.'), section_id: z.number().int().optional().describe('Destination section of that project (none if omitted).') }),
    returns: '{message}',
    changes: ['todoist.tasks', 'todoist.projects', 'todoist.project_members'],
    errors: [...TASK_ACCESS, 'project_not_found: no such project', 'section_not_found: no such section', 'section_not_in_project: the section is in another project', 'no_change: the task is already there'],
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      const project = requireProject(ctx, args.project_id, { createInbox: true });
      const section = args.section_id === undefined ? null : requireSection(ctx, args.section_id, project.id).id;
      if (task.project_id === project.id && task.section_id === section) return ctx.fail(409, 'no_change', 'The task is already there.');
      const last = (ctx.sql('SELECT COALESCE(MAX(order_index), -1) AS m FROM todoist_tasks WHERE project_id = ?').get(project.id) as { m: number }).m;
      const keepsAssignee = task.assignee_id === null || ctx.sql('SELECT 1 FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(project.id, task.assignee_id) !== undefined;
      updateFields(ctx, 'todoist_tasks', task.id, {
        project_id: project.id,
        section_id: section,
        order_index: task.project_id === project.id ? undefined : last + 1,
        assignee_id: keepsAssignee ? undefined : null,
      });
      return { message: 'Task moved.' };
    },
  }),
  api({
    name: 'show_subtasks',
    method: 'GET',
    auth: true,
    description: 'The sub-tasks of a task in order.',
    params: z.object({ task_id: taskId }),
    returns: '[{subtask_id, title, is_completed, order_index, created_at}]',
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
    returns: '{message, subtask_id}',
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
    returns: '{message}',
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
    returns: '{message}',
    changes: ['todoist.subtasks'],
    errors: SUBTASK_ACCESS,
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM todoist_subtasks WHERE id = ?').run(requireSubtask(ctx, args.subtask_id).id);
      return { message: 'Sub-task deleted.' };
    },
  }),
  api({
    name: 'set_task_recurrence',
    method: 'POST',
    auth: true,
    description: 'Make a task repeat every N days/weeks/months/years. Completing it (complete_task) then moves its due date forward instead of closing it. The task needs a due date and must be open.',
    params: z.object({ task_id: taskId, every: z.enum(RECUR_UNITS).describe('Unit of the repeat.'), interval: z.number().int().min(1).max(365).default(1).describe('Repeat every this many units.') }),
    returns: '{message, next_due_date}',
    changes: ['todoist.recurrences'],
    errors: [...TASK_ACCESS, 'no_due_date: the task has no due date', 'already_completed: the task is completed', 'no_change: the task already repeats this way'],
    handler: (ctx, args) => {
      const task = requireTask(ctx, args.task_id);
      if (task.due_date === null) return ctx.fail(422, 'no_due_date', 'Give the task a due date before making it repeat.');
      if (task.is_completed === 1) return ctx.fail(409, 'already_completed', 'The task is completed; reopen it first.');
      const existing = recurrenceOf(ctx, task.id);
      if (existing) {
        if (existing.every === args.every && existing.interval === args.interval) return ctx.fail(409, 'no_change', 'The task already repeats this way.');
        updateFields(ctx, 'todoist_recurrences', existing.id, { every: args.every, interval: args.interval });
      } else {
        insertRow(ctx, 'todoist_recurrences', { task_id: task.id, every: args.every, interval: args.interval, times_completed: 0, last_completed_at: null, created_at: ctx.now() });
      }
      return { message: 'The task now repeats.', next_due_date: nextDue(task.due_date, args.every, args.interval) };
    },
  }),
  api({
    name: 'remove_task_recurrence',
    method: 'DELETE',
    auth: true,
    description: 'Stop a task from repeating (its due date stays).',
    params: z.object({ task_id: taskId }),
    returns: '{message}',
    changes: ['todoist.recurrences'],
    errors: [...TASK_ACCESS, 'not_recurring: the task does not repeat'],
    handler: (ctx, args) => {
      const rule = recurrenceOf(ctx, requireTask(ctx, args.task_id).id);
      if (!rule) return ctx.fail(404, 'not_recurring', 'The task does not repeat.');
      ctx.sql('DELETE FROM todoist_recurrences WHERE id = ?').run(rule.id);
      return { message: 'The task no longer repeats.' };
    },
  }),
  api({
    name: 'show_recurring_tasks',
    method: 'GET',
    auth: true,
    description: 'Your repeating tasks with their rules, by next due date.',
    params: z.object({ ...pageParams }),
    returns: '[{task_id, title, project_name, due_date, recurrence: {every, interval, times_completed, last_completed_at}}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx
        .sql(`SELECT t.* FROM todoist_tasks t JOIN todoist_recurrences r ON r.task_id = t.id JOIN todoist_project_members m ON m.project_id = t.project_id AND m.user_id = ?
          ORDER BY t.due_date, t.id`)
        .all(ctx.user.id) as TaskRow[];
      return paginate(rows, args).map((t) => {
        const view = taskView(ctx, t);
        return { task_id: t.id, title: t.title, project_name: view.project_name, due_date: t.due_date, recurrence: ruleView(recurrenceOf(ctx, t.id) as RecurrenceRow) };
      });
    },
  }),
];

/** complete_task on a repeating task: the due date rolls forward and the rule counts it. */
export function completeRecurring(ctx: ApiContext, task: TaskRow, rule: RecurrenceRow): { message: string; next_due_date: string } {
  const next = nextDue(task.due_date ?? ctx.now().slice(0, 10), rule.every, rule.interval);
  ctx.sql('UPDATE todoist_tasks SET due_date = ? WHERE id = ?').run(next, task.id);
  ctx.sql('UPDATE todoist_recurrences SET times_completed = times_completed + 1, last_completed_at = ? WHERE id = ?').run(ctx.now(), rule.id);
  ctx.sql('UPDATE todoist_subtasks SET is_completed = 0 WHERE task_id = ? AND is_completed = 1').run(task.id);
  return { message: 'Task completed; it repeats.', next_due_date: next };
}
