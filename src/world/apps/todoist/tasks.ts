import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate, personRef, updateFields } from '../common.ts';
import { DURATION_UNITS, PRIORITIES, TASK_ACCESS, notify, requireProject, requireSection, requireTask, taskView, type TaskRow } from './store.ts';
import { completeRecurring, recurrenceOf } from './recurrences.ts';

const taskId = z.number().int().describe('Id of the task.');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const RANK: Record<string, number> = { high: 3, medium: 2, low: 1 };

function checkDuration(ctx: ApiContext, duration: number | null | undefined, unit: string | null | undefined): void {
  if ((duration === null || duration === undefined) !== (unit === null || unit === undefined)) {
    ctx.fail(422, 'invalid_duration', 'Give duration and duration_unit together (or neither).');
  }
}

function deleteTaskRows(ctx: ApiContext, id: number): void {
  ctx.sql('DELETE FROM todoist_subtasks WHERE task_id = ?').run(id);
  ctx.sql('DELETE FROM todoist_recurrences WHERE task_id = ?').run(id);
  ctx.sql('DELETE FROM todoist_comments WHERE task_id = ?').run(id);
  ctx.sql('DELETE FROM todoist_task_labels WHERE task_id = ?').run(id);
  ctx.sql('DELETE FROM todoist_tasks WHERE id = ?').run(id);
}
/** Dates of the completion history (their own schema: a bad one is reported as "must be YYYY-MM-DD"). */
const completedDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** Tasks: due dates, priorities, durations, assignment, completion (a repeating task rolls forward instead). */
export const taskApis: ApiDef[] = [
  api({
    name: 'show_tasks',
    method: 'GET',
    auth: true,
    description: 'List tasks in your projects (or one project/section), filtered; ordered by project then position unless sorted.',
    params: z.object({
      project_id: z.number().int().min(0).optional().describe('Only this project (0 = Inbox).'),
      section_id: z.number().int().min(0).optional().describe('Only this section (0 = tasks without a section).'),
      priority: z.enum(PRIORITIES).optional().describe('Only this priority.'),
      is_completed: z.boolean().optional().describe('Only completed (true) or open (false) tasks.'),
      label_id: z.number().int().optional().describe('Only tasks with this label.'),
      query: z.string().optional().describe('Text to look for in title or description.'),
      due_date_min: date.optional().describe('Due on or after this date.'),
      due_date_max: date.optional().describe('Due on or before this date.'),
      sort_by: z.enum(['+order_index', '-order_index', '+due_date', '-due_date', '+priority', '-priority']).optional().describe('Sort field; priority ranks high > medium > low; tasks without due date go last.'),
      ...pageParams,
    }),
    returns: list(record('task_id', 'project_id', 'project_name', 'section_id', 'section_name', 'title', 'description', 'due_date', 'priority', 'is_completed', 'completed_at', 'duration', 'duration_unit', 'order_index', field('labels', list(record('label_id', 'name'))), 'creator', 'assignee', 'created_at')),
    changes: [],
    errors: ['project_not_found: no such project', 'not_owner: the project is not shared with you'],
    handler: (ctx, args) => {
      const project = args.project_id === undefined ? undefined : requireProject(ctx, args.project_id);
      let rows = ctx
        .sql(`SELECT t.* FROM todoist_tasks t JOIN todoist_project_members m ON m.project_id = t.project_id AND m.user_id = ?
          ORDER BY t.project_id, t.order_index, t.id`)
        .all(ctx.user.id) as TaskRow[];
      const labelled = args.label_id === undefined ? undefined : new Set((ctx.sql('SELECT task_id FROM todoist_task_labels WHERE label_id = ?').all(args.label_id) as { task_id: number }[]).map((r) => r.task_id));
      rows = rows.filter(
        (t) =>
          (!project || t.project_id === project.id) &&
          (args.section_id === undefined || (args.section_id === 0 ? t.section_id === null : t.section_id === args.section_id)) &&
          (args.priority === undefined || t.priority === args.priority) &&
          (args.is_completed === undefined || (t.is_completed === 1) === args.is_completed) &&
          (!labelled || labelled.has(t.id)) &&
          matchesQuery(args.query, t.title, t.description) &&
          (args.due_date_min === undefined || (t.due_date !== null && t.due_date >= args.due_date_min)) &&
          (args.due_date_max === undefined || (t.due_date !== null && t.due_date <= args.due_date_max)),
      );
      if (args.sort_by) {
        const dir = args.sort_by.startsWith('-') ? -1 : 1;
        const field = args.sort_by.slice(1);
        const key = (t: TaskRow): number | string | null => (field === 'priority' ? (RANK[t.priority] ?? 0) : field === 'due_date' ? t.due_date : t.order_index);
        rows = [...rows].sort((a, b) => {
          const x = key(a);
          const y = key(b);
          if (x === y) return a.id - b.id;
          if (x === null) return 1;
          if (y === null) return -1;
          return (x < y ? -1 : 1) * dir;
        });
      }
      return paginate(rows, args).map((t) => taskView(ctx, t));
    },
  }),
  api({
    name: 'show_task',
    method: 'GET',
    auth: true,
    description: 'Show one task with its comments.',
    params: z.object({ task_id: taskId }),
    returns: record('…task fields', field('comments', list(record('comment_id', 'author', 'content', 'created_at')))),
    changes: [],
    errors: TASK_ACCESS,
    handler: (ctx, args) => {
      const row = requireTask(ctx, args.task_id);
      const comments = ctx.sql('SELECT * FROM todoist_comments WHERE task_id = ? ORDER BY created_at, id').all(row.id) as { id: number; author_id: number; content: string; created_at: string }[];
      return { ...taskView(ctx, row), comments: comments.map((c) => ({ comment_id: c.id, author: personRef(ctx, c.author_id), content: c.content, created_at: c.created_at })) };
    },
  }),
  api({
    name: 'create_task',
    method: 'POST',
    auth: true,
    description: 'Add a task at the end of a project (0 = Inbox) or one of its sections.',
    params: z.object({
      project_id: z.number().int().min(0).describe('Project id; 0 means your Inbox.'),
      title: z.string().trim().min(1).max(300).describe('Task title.'),
      section_id: z.number().int().optional().describe('Section of that project.'),
      description: z.string().default('').describe('Longer description.'),
      due_date: date.optional().describe('Due date, YYYY-MM-DD.'),
      priority: z.enum(PRIORITIES).default('medium').describe('Priority: high, medium or low.'),
      duration: z.number().int().min(1).optional().describe('Expected duration (with duration_unit).'),
      duration_unit: z.enum(DURATION_UNITS).optional().describe('Unit of duration.'),
    }),
    returns: message('task_id'),
    changes: ['todoist.tasks', 'todoist.projects', 'todoist.project_members'],
    errors: ['project_not_found: no such project', 'not_owner: the project is not shared with you', 'section_not_found: no such section', 'section_not_in_project: the section is in another project', 'invalid_duration: duration and unit must come together'],
    handler: (ctx, args) => {
      const project = requireProject(ctx, args.project_id, { createInbox: true });
      if (args.section_id !== undefined) requireSection(ctx, args.section_id, project.id);
      checkDuration(ctx, args.duration, args.duration_unit);
      const last = (ctx.sql('SELECT COALESCE(MAX(order_index), -1) AS m FROM todoist_tasks WHERE project_id = ?').get(project.id) as { m: number }).m;
      const id = insertRow(ctx, 'todoist_tasks', {
        project_id: project.id,
        section_id: args.section_id ?? null,
        creator_id: ctx.user.id,
        assignee_id: null,
        title: args.title,
        description: args.description,
        due_date: args.due_date ?? null,
        priority: args.priority,
        is_completed: 0,
        completed_at: null,
        duration: args.duration ?? null,
        duration_unit: args.duration_unit ?? null,
        order_index: last + 1,
        created_at: ctx.now(),
      });
      return { message: 'Task created.', task_id: id };
    },
  }),
  api({
    name: 'update_task',
    method: 'PATCH',
    auth: true,
    description: 'Change fields of a task (omitted fields stay; null clears due_date, duration or section).',
    params: z.object({
      task_id: taskId,
      title: z.string().trim().min(1).max(300).optional().describe('New title.'),
      description: z.string().optional().describe('New description.'),
      due_date: date.nullable().optional().describe('New due date, YYYY-MM-DD, or null.'),
      priority: z.enum(PRIORITIES).optional().describe('New priority: high, medium or low.'),
      is_completed: z.boolean().optional().describe('Mark done (true) or open again (false).'),
      section_id: z.number().int().nullable().optional().describe('Move to this section of the same project, or null for none.'),
      duration: z.number().int().min(1).nullable().optional().describe('Expected duration.'),
      duration_unit: z.enum(DURATION_UNITS).nullable().optional().describe('Unit of duration.'),
    }),
    returns: message(),
    changes: ['todoist.tasks'],
    errors: [...TASK_ACCESS, 'section_not_found: no such section', 'section_not_in_project: the section is in another project', 'invalid_duration: duration and unit must come together'],
    handler: (ctx, args) => {
      const row = requireTask(ctx, args.task_id);
      if (args.section_id !== undefined && args.section_id !== null) requireSection(ctx, args.section_id, row.project_id);
      checkDuration(ctx, args.duration === undefined ? row.duration : args.duration, args.duration_unit === undefined ? row.duration_unit : args.duration_unit);
      const completedAt = args.is_completed === undefined || args.is_completed === (row.is_completed === 1) ? undefined : args.is_completed ? ctx.now() : null;
      const { task_id: _id, ...fields } = args;
      updateFields(ctx, 'todoist_tasks', row.id, { ...fields, completed_at: completedAt });
      return { message: 'Task updated.' };
    },
  }),
  api({
    name: 'complete_task',
    method: 'PATCH',
    auth: true,
    description: 'Mark a task as done (same as update_task with is_completed=true). A repeating task instead moves to its next due date (its sub-tasks reopen) and returns next_due_date.',
    params: z.object({ task_id: taskId }),
    returns: message(),
    changes: ['todoist.tasks', 'todoist.recurrences', 'todoist.subtasks'],
    errors: [...TASK_ACCESS, 'already_completed: the task is already done'],
    handler: (ctx, args) => {
      const row = requireTask(ctx, args.task_id);
      if (row.is_completed === 1) return ctx.fail(409, 'already_completed', 'The task is already completed.');
      const rule = recurrenceOf(ctx, row.id);
      if (rule) return completeRecurring(ctx, row, rule);
      ctx.sql('UPDATE todoist_tasks SET is_completed = 1, completed_at = ? WHERE id = ?').run(ctx.now(), row.id);
      return { message: 'Task completed.' };
    },
  }),
  api({
    name: 'delete_task',
    method: 'DELETE',
    auth: true,
    description: 'Delete a task with its comments, labels, sub-tasks and repeat rule.',
    params: z.object({ task_id: taskId }),
    returns: message(),
    changes: ['todoist.tasks', 'todoist.comments', 'todoist.task_labels', 'todoist.subtasks', 'todoist.recurrences'],
    errors: TASK_ACCESS,
    handler: (ctx, args) => {
      deleteTaskRows(ctx, requireTask(ctx, args.task_id).id);
      return { message: 'Task deleted.' };
    },
  }),
  api({
    name: 'reopen_task',
    method: 'PATCH',
    auth: true,
    description: 'Mark a completed task as not done again.',
    params: z.object({ task_id: taskId }),
    returns: message(),
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
      completed_on_or_after: completedDate.optional().describe('Completed on or after this date.'),
      completed_on_or_before: completedDate.optional().describe('Completed on or before this date.'),
      ...pageParams,
    }),
    returns: list(record('task_id', 'project_id', 'project_name', 'title', 'completed_at', '...'), '(same fields as show_tasks)'),
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
    returns: message(),
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
    returns: message(),
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
];
