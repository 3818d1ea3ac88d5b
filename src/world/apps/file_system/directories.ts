import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { belowPattern, findDir, findFile, homeOf, parentOf, requireDir, resolvePath, type DirRow, type FileRow } from './paths.ts';

const dirPath = (what: string) => z.string().min(1).describe(`${what} (absolute, or starting with ~/ for the home directory).`);

function insertDir(ctx: ApiContext, path: string): number {
  const id = ctx.newId('directories');
  ctx.sql('INSERT INTO file_system_directories (id, owner_id, path, created_at) VALUES (?, ?, ?, ?)').run(id, ctx.user.id, path, ctx.now());
  return id;
}

function refuseHome(ctx: ApiContext, path: string, action: string): void {
  if (path === homeOf(ctx.user)) ctx.fail(409, 'cannot_change_home', `You cannot ${action} your home directory.`);
}

export const directoryApis = [
  api({
    name: 'show_directory',
    method: 'GET',
    auth: true,
    description: 'List the paths inside a directory. Directories end with "/". Sorted by path.',
    params: z.object({
      directory_path: dirPath('Directory to list').default('~/'),
      substring: z.string().optional().describe('Only entries whose name contains this text (case-insensitive).'),
      entry_type: z.enum(['all', 'files', 'directories']).default('all').describe('Which entries to list.'),
      recursive: z.boolean().default(true).describe('Also list entries of sub-directories.'),
    }),
    returns: '[path]',
    changes: [],
    errors: ['directory_not_found: no such directory', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => {
      const root = resolvePath(ctx, args.directory_path);
      requireDir(ctx, root);
      const pattern = belowPattern(root);
      const depth = root.split('/').length + 1;
      const keep = (path: string) => {
        if (!args.recursive && path.split('/').length !== depth) return false;
        if (!args.substring) return true;
        return path.slice(root.length + 1).toLowerCase().includes(args.substring.toLowerCase());
      };
      const entries: string[] = [];
      if (args.entry_type !== 'files') {
        const dirs = ctx.sql("SELECT path FROM file_system_directories WHERE path LIKE ? ESCAPE '\\'").all(pattern) as { path: string }[];
        entries.push(...dirs.map((d) => d.path).filter(keep).map((p) => `${p}/`));
      }
      if (args.entry_type !== 'directories') {
        const files = ctx.sql("SELECT path FROM file_system_files WHERE path LIKE ? ESCAPE '\\'").all(pattern) as { path: string }[];
        entries.push(...files.map((f) => f.path).filter(keep));
      }
      return entries.sort();
    },
  }),
  api({
    name: 'directory_exists',
    method: 'GET',
    auth: true,
    description: 'Check whether a directory exists.',
    params: z.object({ directory_path: dirPath('Directory to check') }),
    returns: '{exists}',
    changes: [],
    errors: ['not_owner: the path is outside your home'],
    handler: (ctx, args) => ({ exists: findDir(ctx, resolvePath(ctx, args.directory_path)) !== undefined }),
  }),
  api({
    name: 'create_directory',
    method: 'POST',
    auth: true,
    description: 'Create a directory. With recursive=true, missing parent directories are created too.',
    params: z.object({
      directory_path: dirPath('Directory to create'),
      recursive: z.boolean().default(false).describe('Create missing parent directories as well.'),
    }),
    returns: '{message, directory_id}',
    changes: ['file_system.directories'],
    errors: [
      'directory_exists: the directory already exists',
      'file_exists: a file has that path',
      'directory_not_found: the parent is missing and recursive is false',
      'not_owner: the path is outside your home',
    ],
    handler: (ctx, args) => {
      const path = resolvePath(ctx, args.directory_path);
      if (findDir(ctx, path)) return ctx.fail(409, 'directory_exists', `The directory ${path} already exists.`);
      if (findFile(ctx, path)) return ctx.fail(409, 'file_exists', `A file already exists at ${path}.`);
      const missing: string[] = [];
      for (let parent = parentOf(path); !findDir(ctx, parent); parent = parentOf(parent)) {
        if (findFile(ctx, parent)) return ctx.fail(409, 'file_exists', `A file already exists at ${parent}.`);
        if (!args.recursive) return ctx.fail(404, 'directory_not_found', `The parent directory ${parent} does not exist.`);
        missing.unshift(parent);
      }
      for (const parent of missing) insertDir(ctx, parent);
      return { message: 'Directory created.', directory_id: insertDir(ctx, path) };
    },
  }),
  api({
    name: 'delete_directory',
    method: 'DELETE',
    auth: true,
    description: 'Delete a directory with everything in it.',
    params: z.object({ directory_path: dirPath('Directory to delete') }),
    returns: '{message}',
    changes: ['file_system.directories', 'file_system.files'],
    errors: ['directory_not_found: no such directory', 'cannot_change_home: the path is your home directory', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => {
      const path = resolvePath(ctx, args.directory_path);
      const dir = requireDir(ctx, path);
      refuseHome(ctx, path, 'delete');
      const pattern = belowPattern(path);
      ctx.sql("DELETE FROM file_system_files WHERE path LIKE ? ESCAPE '\\'").run(pattern);
      ctx.sql("DELETE FROM file_system_directories WHERE path LIKE ? ESCAPE '\\'").run(pattern);
      ctx.sql('DELETE FROM file_system_directories WHERE id = ?').run(dir.id);
      return { message: 'Directory deleted.' };
    },
  }),
  api({
    name: 'move_directory',
    method: 'PATCH',
    auth: true,
    description: 'Move or rename a directory with everything in it. The destination must not exist; its parent must.',
    params: z.object({
      source_directory_path: dirPath('Directory to move'),
      destination_directory_path: dirPath('New path of the directory'),
    }),
    returns: '{message}',
    changes: ['file_system.directories', 'file_system.files'],
    errors: [
      'directory_not_found: the source or the destination parent does not exist',
      'directory_exists: the destination already exists',
      'invalid_path: the destination is inside the source',
      'cannot_change_home: the source is your home directory',
      'not_owner: a path is outside your home',
    ],
    handler: (ctx, args) => {
      const source = resolvePath(ctx, args.source_directory_path);
      const target = resolvePath(ctx, args.destination_directory_path);
      requireDir(ctx, source);
      refuseHome(ctx, source, 'move');
      if (target === source || target.startsWith(`${source}/`)) return ctx.fail(422, 'invalid_path', `Cannot move ${source} into itself.`);
      if (findDir(ctx, target) || findFile(ctx, target)) return ctx.fail(409, 'directory_exists', `Something already exists at ${target}.`);
      requireDir(ctx, parentOf(target));
      const pattern = belowPattern(source);
      const rename = (path: string) => target + path.slice(source.length);
      const dirs = ctx.sql("SELECT * FROM file_system_directories WHERE path = ? OR path LIKE ? ESCAPE '\\'").all(source, pattern) as DirRow[];
      for (const dir of dirs) ctx.sql('UPDATE file_system_directories SET path = ? WHERE id = ?').run(rename(dir.path), dir.id);
      const files = ctx.sql("SELECT * FROM file_system_files WHERE path LIKE ? ESCAPE '\\'").all(pattern) as FileRow[];
      for (const file of files) ctx.sql('UPDATE file_system_files SET path = ? WHERE id = ?').run(rename(file.path), file.id);
      return { message: 'Directory moved.' };
    },
  }),
];
