import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, pageParams, paginate } from '../common.ts';
import { belowPattern, findDir, findFile, homeOf, parentOf, path, requireDir, requireFile, resolvePath, type DirRow, type FileRow } from './store.ts';

interface TrashRow {
  id: number;
  owner_id: number;
  kind: 'file' | 'directory';
  original_path: string;
  items: string;
  trashed_at: string;
}

interface Trashed {
  directories: DirRow[];
  files: FileRow[];
}

const trashId = z.number().int().describe('Id of the trash entry (from show_trash).');

function requireTrash(ctx: ApiContext, id: number): TrashRow {
  const row = ctx.sql('SELECT * FROM file_system_trash WHERE id = ?').get(id) as TrashRow | undefined;
  if (!row) return ctx.fail(404, 'trash_not_found', `The trash entry with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'The trash entry does not belong to you.');
  return row;
}

function putInTrash(ctx: ApiContext, kind: 'file' | 'directory', original: string, items: Trashed): number {
  for (const file of items.files) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(file.id);
  for (const dir of items.directories) ctx.sql('DELETE FROM file_system_directories WHERE id = ?').run(dir.id);
  const id = ctx.newId('trash');
  ctx.sql('INSERT INTO file_system_trash (id, owner_id, kind, original_path, items, trashed_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id, ctx.user.id, kind, original, JSON.stringify(items), ctx.now(),
  );
  return id;
}

/** Re-inserts a row with its old id unless a new row took that id meanwhile. */
function reinsert(ctx: ApiContext, table: 'directories' | 'files', row: DirRow | FileRow): void {
  const sqlName = `file_system_${table}`;
  const taken = ctx.sql(`SELECT 1 FROM "${sqlName}" WHERE id = ?`).get(row.id) !== undefined;
  const full: Record<string, unknown> = { ...row, id: taken ? ctx.newId(table) : row.id };
  const keys = Object.keys(full);
  ctx.sql(`INSERT INTO "${sqlName}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => full[k]));
}

const trashView = (row: TrashRow) => {
  const items = fromJson<Trashed>(row.items, { directories: [], files: [] });
  return { trash_id: row.id, kind: row.kind, original_path: row.original_path, file_count: items.files.length, trashed_at: row.trashed_at };
};

/**
 * Trash: trashing removes the rows from the live tables and keeps them (with their ids and
 * dates) in one `trash` row, so restoring puts back exactly what was there.
 */
export const trashApis: ApiDef[] = [
  api({
    name: 'trash_file',
    method: 'DELETE',
    auth: true,
    description: 'Move a file to the trash; it can be restored with restore_from_trash.',
    params: z.object({ file_path: path('File to trash') }),
    returns: message('trash_id'),
    changes: ['file_system.files', 'file_system.trash'],
    errors: ['file_not_found: no such file', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      return { message: 'File moved to the trash.', trash_id: putInTrash(ctx, 'file', file.path, { directories: [], files: [file] }) };
    },
  }),
  api({
    name: 'trash_directory',
    method: 'DELETE',
    auth: true,
    description: 'Move a directory with everything in it to the trash.',
    params: z.object({ directory_path: path('Directory to trash') }),
    returns: message('trash_id'),
    changes: ['file_system.directories', 'file_system.files', 'file_system.trash'],
    errors: ['directory_not_found: no such directory', 'cannot_change_home: the path is your home directory', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => {
      const target = resolvePath(ctx, args.directory_path);
      const dir = requireDir(ctx, target);
      if (target === homeOf(ctx.user)) return ctx.fail(409, 'cannot_change_home', 'You cannot trash your home directory.');
      const pattern = belowPattern(target);
      const directories = [dir, ...(ctx.sql("SELECT * FROM file_system_directories WHERE path LIKE ? ESCAPE '\\' ORDER BY path").all(pattern) as DirRow[])];
      const files = ctx.sql("SELECT * FROM file_system_files WHERE path LIKE ? ESCAPE '\\' ORDER BY path").all(pattern) as FileRow[];
      return { message: 'Directory moved to the trash.', trash_id: putInTrash(ctx, 'directory', target, { directories, files }) };
    },
  }),
  api({
    name: 'show_trash',
    method: 'GET',
    auth: true,
    description: 'List what is in your trash, most recently trashed first.',
    params: z.object({ ...pageParams }),
    returns: list(record('trash_id', 'kind', 'original_path', 'file_count', 'trashed_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM file_system_trash WHERE owner_id = ? ORDER BY trashed_at DESC, original_path').all(ctx.user.id) as TrashRow[];
      return paginate(rows, args).map(trashView);
    },
  }),
  api({
    name: 'restore_from_trash',
    method: 'POST',
    auth: true,
    description: 'Put a trashed file or directory back where it was, with its ids and dates. Its parent directory must exist.',
    params: z.object({ trash_id: trashId }),
    returns: message('path'),
    changes: ['file_system.directories', 'file_system.files', 'file_system.trash'],
    errors: [
      'trash_not_found: no such trash entry',
      'not_owner: the entry is someone else\'s',
      'directory_not_found: the original parent directory no longer exists',
      'path_exists: something now exists at the original path',
    ],
    handler: (ctx, args) => {
      const row = requireTrash(ctx, args.trash_id);
      requireDir(ctx, parentOf(row.original_path));
      if (findDir(ctx, row.original_path) || findFile(ctx, row.original_path)) {
        return ctx.fail(409, 'path_exists', `Something already exists at ${row.original_path}; move it away first.`);
      }
      const items = fromJson<Trashed>(row.items, { directories: [], files: [] });
      for (const dir of items.directories) reinsert(ctx, 'directories', dir);
      for (const file of items.files) reinsert(ctx, 'files', file);
      ctx.sql('DELETE FROM file_system_trash WHERE id = ?').run(row.id);
      return { message: row.kind === 'file' ? 'File restored.' : 'Directory restored.', path: row.original_path };
    },
  }),
  api({
    name: 'delete_from_trash',
    method: 'DELETE',
    auth: true,
    description: 'Delete one trash entry for good.',
    params: z.object({ trash_id: trashId }),
    returns: message(),
    changes: ['file_system.trash'],
    errors: ['trash_not_found: no such trash entry', 'not_owner: the entry is someone else\'s'],
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM file_system_trash WHERE id = ?').run(requireTrash(ctx, args.trash_id).id);
      return { message: 'Deleted for good.' };
    },
  }),
  api({
    name: 'empty_trash',
    method: 'DELETE',
    auth: true,
    description: 'Delete everything in your trash for good.',
    params: z.object({}),
    returns: message('deleted_count'),
    changes: ['file_system.trash'],
    errors: ['trash_empty: there is nothing in the trash'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM file_system_trash WHERE owner_id = ?').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'trash_empty', 'The trash is already empty.');
      return { message: 'Trash emptied.', deleted_count: result.changes };
    },
  }),
];
