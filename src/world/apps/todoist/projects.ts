import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { COLORS, requireProject, type ProjectRow } from './store.ts';

const projectId = z.number().int().min(0).describe('Id of the project; 0 means your Inbox.');
const ACCESS = ['project_not_found: no such project', 'not_owner: the project is not shared with you'];

function projectView(ctx: ApiContext, row: ProjectRow) {
  const link = ctx.sql('SELECT is_favorite, is_archived FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(row.id, ctx.user.id) as
    | { is_favorite: number; is_archived: number }
    | undefined;
  const members = ctx.sql('SELECT user_id FROM todoist_project_members WHERE project_id = ? ORDER BY id').all(row.id) as { user_id: number }[];
  const counts = ctx.sql('SELECT COUNT(*) AS n, COALESCE(SUM(is_completed), 0) AS done FROM todoist_tasks WHERE project_id = ?').get(row.id) as { n: number; done: number };
  const sections = ctx.sql('SELECT id AS section_id, name, order_index FROM todoist_sections WHERE project_id = ? ORDER BY order_index, id').all(row.id);
  const invites = ctx.sql("SELECT invitee_id, created_at FROM todoist_invites WHERE project_id = ? AND status = 'pending' ORDER BY id").all(row.id) as { invitee_id: number; created_at: string }[];
  return {
    project_id: row.id,
    name: row.name,
    color: row.color,
    description: row.description,
    is_inbox: toBool(row.is_inbox),
    is_favorite: toBool(link?.is_favorite),
    is_archived: toBool(link?.is_archived),
    is_shared: members.length > 1,
    owner: personRef(ctx, row.owner_id),
    num_tasks: counts.n,
    num_completed_tasks: counts.done,
    sections,
    collaborators: members.map((m) => personRef(ctx, m.user_id)),
    pending_invites: invites.map((i) => ({ invitee: personRef(ctx, i.invitee_id), sent_at: i.created_at })),
    created_at: row.created_at,
  };
}

/** Deletes a project and everything in it (tasks, their labels and comments, sections, links, invites). */
function deleteProjectRows(ctx: ApiContext, id: number): void {
  const tasks = 'SELECT id FROM todoist_tasks WHERE project_id = ?';
  ctx.sql(`DELETE FROM todoist_subtasks WHERE task_id IN (${tasks})`).run(id);
  ctx.sql(`DELETE FROM todoist_recurrences WHERE task_id IN (${tasks})`).run(id);
  ctx.sql(`DELETE FROM todoist_comments WHERE task_id IN (${tasks})`).run(id);
  ctx.sql(`DELETE FROM todoist_task_labels WHERE task_id IN (${tasks})`).run(id);
  for (const table of ['todoist_tasks', 'todoist_sections', 'todoist_project_members', 'todoist_invites']) ctx.sql(`DELETE FROM ${table} WHERE project_id = ?`).run(id);
  ctx.sql('DELETE FROM todoist_projects WHERE id = ?').run(id);
}

/** Projects (0 = the Inbox), shared through member links; flags like favourite live on the link. */
export const projectApis: ApiDef[] = [
  api({
    name: 'show_projects',
    method: 'GET',
    auth: true,
    description: 'List your projects (own and shared with you), Inbox first, then by name.',
    params: z.object({
      query: z.string().optional().describe('Text to look for in name or description.'),
      is_favorite: z.boolean().optional().describe('Only favorite (true) or non-favorite (false) projects.'),
      is_archived: z.boolean().default(false).describe('Archived projects (true) or active ones (false).'),
      ...pageParams,
    }),
    returns: list(record('project_id', 'name', 'color', 'description', 'is_inbox', 'is_favorite', 'is_archived', 'is_shared', 'owner', 'num_tasks', 'num_completed_tasks', field('sections', list()), field('collaborators', list()), field('pending_invites', list()), 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx
        .sql(`SELECT p.* FROM todoist_projects p JOIN todoist_project_members m ON m.project_id = p.id AND m.user_id = ?
          ORDER BY p.is_inbox DESC, p.name COLLATE NOCASE, p.id`)
        .all(ctx.user.id) as ProjectRow[];
      const views = rows.filter((r) => matchesQuery(args.query, r.name, r.description)).map((r) => projectView(ctx, r));
      return paginate(views.filter((v) => v.is_archived === args.is_archived && (args.is_favorite === undefined || v.is_favorite === args.is_favorite)), args);
    },
  }),
  api({
    name: 'show_project',
    method: 'GET',
    auth: true,
    description: 'Show one project with its sections, collaborators and pending invites.',
    params: z.object({ project_id: projectId }),
    returns: record('project_id', 'name', 'color', 'description', 'is_inbox', 'is_favorite', 'is_archived', 'is_shared', 'owner', 'num_tasks', 'num_completed_tasks', field('sections', list(record('section_id', 'name', 'order_index'))), field('collaborators', list()), field('pending_invites', list()), 'created_at'),
    changes: [],
    errors: ACCESS,
    handler: (ctx, args) => projectView(ctx, requireProject(ctx, args.project_id)),
  }),
  api({
    name: 'create_project',
    method: 'POST',
    auth: true,
    description: 'Create a project.',
    params: z.object({
      name: z.string().trim().min(1).max(120).describe('Project name.'),
      color: z.enum(COLORS).default('charcoal').describe('Color.'),
      description: z.string().default('').describe('Description.'),
      is_favorite: z.boolean().default(false).describe('Mark it as a favorite.'),
    }),
    returns: message('project_id'),
    changes: ['todoist.projects', 'todoist.project_members'],
    errors: ['already_exists: you own a project with this name'],
    handler: (ctx, args) => {
      const clash = ctx.sql('SELECT id FROM todoist_projects WHERE owner_id = ? AND name = ? COLLATE NOCASE').get(ctx.user.id, args.name);
      if (clash) return ctx.fail(409, 'already_exists', `You already have a project named "${args.name}".`);
      const id = insertRow(ctx, 'todoist_projects', { owner_id: ctx.user.id, name: args.name, color: args.color, description: args.description, is_inbox: 0, created_at: ctx.now() });
      insertRow(ctx, 'todoist_project_members', { project_id: id, user_id: ctx.user.id, is_favorite: args.is_favorite, is_archived: 0, joined_at: ctx.now() });
      return { message: 'Project created.', project_id: id };
    },
  }),
  api({
    name: 'update_project',
    method: 'PATCH',
    auth: true,
    description: 'Rename or recolor a project you own, or set your own favorite/archived flags on any project you are in.',
    params: z.object({
      project_id: projectId,
      name: z.string().trim().min(1).max(120).optional().describe('New name.'),
      color: z.enum(COLORS).optional().describe('New color.'),
      description: z.string().optional().describe('New description.'),
      is_favorite: z.boolean().optional().describe('Favorite flag (yours).'),
      is_archived: z.boolean().optional().describe('Archived flag (yours).'),
    }),
    returns: message(),
    changes: ['todoist.projects', 'todoist.project_members'],
    errors: [...ACCESS, 'not_owner: only the owner may change name, color or description', 'inbox_locked: the Inbox cannot be renamed or archived'],
    handler: (ctx, args) => {
      const editsProject = args.name !== undefined || args.color !== undefined || args.description !== undefined;
      const row = requireProject(ctx, args.project_id, { owner: editsProject });
      if (row.is_inbox === 1 && (args.name !== undefined || args.is_archived !== undefined)) return ctx.fail(409, 'inbox_locked', 'The Inbox cannot be renamed or archived.');
      updateFields(ctx, 'todoist_projects', row.id, { name: args.name, color: args.color, description: args.description });
      const link = ctx.sql('SELECT id FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(row.id, ctx.user.id) as { id: number };
      updateFields(ctx, 'todoist_project_members', link.id, { is_favorite: args.is_favorite, is_archived: args.is_archived });
      return { message: 'Project updated.' };
    },
  }),
  api({
    name: 'delete_project',
    method: 'DELETE',
    auth: true,
    description: 'Delete a project you own with all its sections, tasks and comments.',
    params: z.object({ project_id: projectId }),
    returns: message(),
    changes: ['todoist.projects', 'todoist.project_members', 'todoist.sections', 'todoist.tasks', 'todoist.task_labels', 'todoist.comments', 'todoist.invites', 'todoist.subtasks', 'todoist.recurrences'],
    errors: [...ACCESS, 'not_owner: you are a collaborator, not the owner', 'inbox_locked: the Inbox cannot be deleted'],
    handler: (ctx, args) => {
      const row = requireProject(ctx, args.project_id, { owner: true });
      if (row.is_inbox === 1) return ctx.fail(409, 'inbox_locked', 'The Inbox cannot be deleted.');
      deleteProjectRows(ctx, row.id);
      return { message: 'Project deleted.' };
    },
  }),
];
