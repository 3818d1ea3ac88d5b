import type { ApiContext } from '../../types.ts';
import { insertRow, personRef, toBool } from '../common.ts';

export const TASK_ACCESS = ['task_not_found: no such task', 'not_owner: the task is in a project not shared with you'];

export const COLORS = ['charcoal', 'red', 'blue', 'green', 'orange', 'yellow', 'purple', 'teal'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;

export interface ProjectRow {
  id: number;
  owner_id: number;
  name: string;
  color: string;
  description: string;
  is_inbox: number;
  created_at: string;
}

export interface TaskRow {
  id: number;
  project_id: number;
  section_id: number | null;
  creator_id: number;
  assignee_id: number | null;
  title: string;
  description: string;
  due_date: string | null;
  priority: string;
  is_completed: number;
  completed_at: string | null;
  duration: number | null;
  duration_unit: string | null;
  order_index: number;
  created_at: string;
}

/** The user's Inbox, created on first write for people who never opened Todoist. */
export function inbox(ctx: ApiContext, create: boolean): ProjectRow | undefined {
  const row = ctx.sql('SELECT * FROM todoist_projects WHERE owner_id = ? AND is_inbox = 1').get(ctx.user.id) as ProjectRow | undefined;
  if (row || !create) return row;
  const id = insertRow(ctx, 'todoist_projects', { owner_id: ctx.user.id, name: 'Inbox', color: 'charcoal', description: '', is_inbox: 1, created_at: ctx.now() });
  insertRow(ctx, 'todoist_project_members', { project_id: id, user_id: ctx.user.id, is_favorite: 0, is_archived: 0, joined_at: ctx.now() });
  return ctx.sql('SELECT * FROM todoist_projects WHERE id = ?').get(id) as ProjectRow;
}

/** A project the user is a member of; `0` is the Inbox. 404 if missing, 403 if not shared with the user. */
export function requireProject(ctx: ApiContext, projectId: number, options: { owner?: boolean; createInbox?: boolean } = {}): ProjectRow {
  const row = projectId === 0 ? inbox(ctx, options.createInbox ?? false) : (ctx.sql('SELECT * FROM todoist_projects WHERE id = ?').get(projectId) as ProjectRow | undefined);
  if (!row) return ctx.fail(404, 'project_not_found', `The project with id ${projectId} does not exist.`);
  const member = ctx.sql('SELECT 1 FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(row.id, ctx.user.id);
  if (!member || (options.owner && row.owner_id !== ctx.user.id)) {
    return ctx.fail(403, 'not_owner', `The project with id ${projectId} ${member ? 'is owned by someone else' : 'is not shared with you'}.`);
  }
  return row;
}

export function requireTask(ctx: ApiContext, taskId: number): TaskRow {
  const row = ctx.sql('SELECT * FROM todoist_tasks WHERE id = ?').get(taskId) as TaskRow | undefined;
  if (!row) return ctx.fail(404, 'task_not_found', `The task with id ${taskId} does not exist.`);
  const member = ctx.sql('SELECT 1 FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(row.project_id, ctx.user.id);
  if (!member) return ctx.fail(403, 'not_owner', `The task with id ${taskId} is in a project not shared with you.`);
  return row;
}

/** A section of the given project; 404 if missing, 422 if it belongs to another project. */
export function requireSection(ctx: ApiContext, sectionId: number, projectId: number): { id: number; name: string } {
  const row = ctx.sql('SELECT id, name, project_id FROM todoist_sections WHERE id = ?').get(sectionId) as { id: number; name: string; project_id: number } | undefined;
  if (!row) return ctx.fail(404, 'section_not_found', `The section with id ${sectionId} does not exist.`);
  if (row.project_id !== projectId) return ctx.fail(422, 'section_not_in_project', `The section with id ${sectionId} is not in project ${projectId}.`);
  return row;
}

export function taskView(ctx: ApiContext, row: TaskRow) {
  const project = ctx.sql('SELECT name FROM todoist_projects WHERE id = ?').get(row.project_id) as { name: string } | undefined;
  const section = row.section_id === null ? undefined : (ctx.sql('SELECT name FROM todoist_sections WHERE id = ?').get(row.section_id) as { name: string } | undefined);
  const labels = ctx.sql('SELECT l.id, l.name FROM todoist_task_labels tl JOIN todoist_labels l ON l.id = tl.label_id WHERE tl.task_id = ? ORDER BY l.name').all(row.id) as { id: number; name: string }[];
  return {
    task_id: row.id,
    project_id: row.project_id,
    project_name: project?.name ?? null,
    section_id: row.section_id,
    section_name: section?.name ?? null,
    title: row.title,
    description: row.description,
    due_date: row.due_date,
    priority: row.priority,
    is_completed: toBool(row.is_completed),
    completed_at: row.completed_at,
    duration: row.duration,
    duration_unit: row.duration_unit,
    order_index: row.order_index,
    labels: labels.map((l) => ({ label_id: l.id, name: l.name })),
    creator: personRef(ctx, row.creator_id),
    assignee: personRef(ctx, row.assignee_id),
    created_at: row.created_at,
  };
}

export function notify(ctx: ApiContext, userId: number, type: string, message: string, projectId: number | null): void {
  insertRow(ctx, 'todoist_notifications', { user_id: userId, type, message, project_id: projectId, is_read: 0, created_at: ctx.now() });
}
