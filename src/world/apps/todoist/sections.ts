import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, updateFields } from '../common.ts';
import { requireProject } from './store.ts';

const projectId = z.number().int().min(0).describe('Id of the project; 0 means your Inbox.');
const ACCESS = ['project_not_found: no such project', 'not_owner: the project is not shared with you'];

function requireOwnSection(ctx: ApiContext, id: number): { id: number; project_id: number; name: string; order_index: number } {
  const row = ctx.sql('SELECT id, project_id, name, order_index FROM todoist_sections WHERE id = ?').get(id) as { id: number; project_id: number; name: string; order_index: number } | undefined;
  if (!row) return ctx.fail(404, 'section_not_found', `The section with id ${id} does not exist.`);
  requireProject(ctx, row.project_id);
  return row;
}

/** Sections of a project, in order; deleting one keeps its tasks in the project. */
export const sectionApis: ApiDef[] = [
  api({
    name: 'create_section',
    method: 'POST',
    auth: true,
    description: 'Add a section to a project (at the end unless order_index is given).',
    params: z.object({
      project_id: projectId,
      name: z.string().trim().min(1).max(120).describe('Section name.'),
      order_index: z.number().int().default(-1).describe('Position; -1 puts it last.'),
    }),
    returns: message('section_id'),
    changes: ['todoist.sections', 'todoist.projects', 'todoist.project_members'],
    errors: [...ACCESS, 'already_exists: the project has a section with this name'],
    handler: (ctx, args) => {
      const row = requireProject(ctx, args.project_id, { createInbox: true });
      if (ctx.sql('SELECT 1 FROM todoist_sections WHERE project_id = ? AND name = ? COLLATE NOCASE').get(row.id, args.name)) {
        return ctx.fail(409, 'already_exists', `The project already has a section named "${args.name}".`);
      }
      const last = (ctx.sql('SELECT COALESCE(MAX(order_index), -1) AS m FROM todoist_sections WHERE project_id = ?').get(row.id) as { m: number }).m;
      const id = insertRow(ctx, 'todoist_sections', { project_id: row.id, name: args.name, order_index: args.order_index < 0 ? last + 1 : args.order_index, created_at: ctx.now() });
      return { message: 'Section created.', section_id: id };
    },
  }),
  api({
    name: 'delete_section',
    method: 'DELETE',
    auth: true,
    description: "Delete a section; its tasks stay in the project without a section.",
    params: z.object({ section_id: z.number().int().describe('Id of the section.') }),
    returns: message(),
    changes: ['todoist.sections', 'todoist.tasks'],
    errors: ['section_not_found: no such section', 'not_owner: the project is not shared with you'],
    handler: (ctx, args) => {
      const section = ctx.sql('SELECT id, project_id FROM todoist_sections WHERE id = ?').get(args.section_id) as { id: number; project_id: number } | undefined;
      if (!section) return ctx.fail(404, 'section_not_found', `The section with id ${args.section_id} does not exist.`);
      requireProject(ctx, section.project_id);
      ctx.sql('UPDATE todoist_tasks SET section_id = NULL WHERE section_id = ?').run(section.id);
      ctx.sql('DELETE FROM todoist_sections WHERE id = ?').run(section.id);
      return { message: 'Section deleted.' };
    },
  }),
  api({
    name: 'show_sections',
    method: 'GET',
    auth: true,
    description: 'The sections of a project in order, with how many open tasks each has.',
    params: z.object({ project_id: z.number().int().min(0).describe('Id of the project; 0 means your Inbox.') }),
    returns: list(record('section_id', 'name', 'order_index', 'num_open_tasks')),
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
    returns: message(),
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
];
