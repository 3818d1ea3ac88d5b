import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { labeled, list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate, updateFields } from '../common.ts';
import { TASK_ACCESS, requireTask, taskView, type TaskRow } from './store.ts';

export const RECUR_UNITS = ['day', 'week', 'month', 'year'] as const;

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

/** complete_task on a repeating task: the due date rolls forward and the rule counts it. */
export function completeRecurring(ctx: ApiContext, task: TaskRow, rule: RecurrenceRow): { message: string; next_due_date: string } {
  const next = nextDue(task.due_date ?? ctx.now().slice(0, 10), rule.every, rule.interval);
  ctx.sql('UPDATE todoist_tasks SET due_date = ? WHERE id = ?').run(next, task.id);
  ctx.sql('UPDATE todoist_recurrences SET times_completed = times_completed + 1, last_completed_at = ? WHERE id = ?').run(ctx.now(), rule.id);
  ctx.sql('UPDATE todoist_subtasks SET is_completed = 0 WHERE task_id = ? AND is_completed = 1').run(task.id);
  return { message: 'Task completed; it repeats.', next_due_date: next };
}

/** Repeat rules: completing a repeating task rolls its due date forward (the clock is frozen, so only when asked). */
export const recurrenceApis: ApiDef[] = [
  api({
    name: 'set_task_recurrence',
    method: 'POST',
    auth: true,
    description: 'Make a task repeat every N days/weeks/months/years. Completing it (complete_task) then moves its due date forward instead of closing it. The task needs a due date and must be open.',
    params: z.object({ task_id: taskId, every: z.enum(RECUR_UNITS).describe('Unit of the repeat.'), interval: z.number().int().min(1).max(365).default(1).describe('Repeat every this many units.') }),
    returns: message('next_due_date'),
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
    returns: message(),
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
    returns: list(record('task_id', 'title', 'project_name', 'due_date', labeled('recurrence', record('every', 'interval', 'times_completed', 'last_completed_at')))),
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
