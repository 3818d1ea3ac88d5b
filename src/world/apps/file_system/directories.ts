import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { labeled, list, message, oneOf, record, value } from '../../returns.ts';
import { OUTSIDE, baseName, belowPattern, dirsBelow, filesBelow, findDir, findFile, homeOf, insertDir, newName, parentOf, path, renameTarget, requireDir, resolvePath, type DirRow, type FileRow } from './store.ts';
import { writeFile } from './files.ts';

function refuseHome(ctx: ApiContext, path: string, action: string): void {
  if (path === homeOf(ctx.user)) ctx.fail(409, 'cannot_change_home', `You cannot ${action} your home directory.`);
}

/** Copies a tree below `source` to `target` (which must not exist yet); returns the new directory id. */
function copyTree(ctx: ApiContext, source: string, target: string): number {
  const id = insertDir(ctx, target);
  for (const dir of dirsBelow(ctx, source)) insertDir(ctx, target + dir.path.slice(source.length));
  for (const file of filesBelow(ctx, source)) writeFile(ctx, target + file.path.slice(source.length), file.content, undefined);
  return id;
}

/** Directories under the home directory (`~/`); the home itself cannot be moved, renamed or deleted. */
export const directoryApis: ApiDef[] = [
  api({
    name: 'show_directory',
    method: 'GET',
    auth: true,
    description: 'List the paths inside a directory. Directories end with "/". Sorted by path.',
    params: z.object({
      directory_path: path('Directory to list').default('~/'),
      substring: z.string().optional().describe('Only entries whose name contains this text (case-insensitive).'),
      entry_type: z.enum(['all', 'files', 'directories']).default('all').describe('Which entries to list.'),
      recursive: z.boolean().default(true).describe('Also list entries of sub-directories.'),
    }),
    returns: list(value('path')),
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
    params: z.object({ directory_path: path('Directory to check') }),
    returns: record('exists'),
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
      directory_path: path('Directory to create'),
      recursive: z.boolean().default(false).describe('Create missing parent directories as well.'),
    }),
    returns: message('directory_id'),
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
    params: z.object({ directory_path: path('Directory to delete') }),
    returns: message(),
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
      source_directory_path: path('Directory to move'),
      destination_directory_path: path('New path of the directory'),
    }),
    returns: message(),
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
  api({
    name: 'show_directory_info',
    method: 'GET',
    auth: true,
    description: 'Show facts about a directory: how many files and sub-directories it holds (at any depth) and their total size.',
    params: z.object({ directory_path: path('Directory to describe').default('~/') }),
    returns: record('directory_id', 'path', 'file_count', 'directory_count', 'total_size_bytes', 'created_at'),
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const dir = requireDir(ctx, resolvePath(ctx, args.directory_path));
      const files = filesBelow(ctx, dir.path);
      return {
        directory_id: dir.id,
        path: dir.path,
        file_count: files.length,
        directory_count: dirsBelow(ctx, dir.path).length,
        total_size_bytes: files.reduce((sum, f) => sum + Buffer.byteLength(f.content, 'utf8'), 0),
        created_at: dir.created_at,
      };
    },
  }),
  api({
    name: 'show_directory_tree',
    method: 'GET',
    auth: true,
    description: 'Show a directory as a nested tree: {name, type, children} down to max_depth levels.',
    params: z.object({ directory_path: path('Root of the tree').default('~/'), max_depth: z.number().int().min(1).max(10).default(3).describe('Levels to show below the root.') }),
    returns: record('name', 'path', labeled('type', oneOf('directory')), labeled('children', list(record('name', 'path', 'type', 'children?')))),
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const dirs = dirsBelow(ctx, root).map((d) => d.path);
      const files = filesBelow(ctx, root).map((f) => f.path);
      type Node = { name: string; path: string; type: 'file' | 'directory'; children?: Node[] };
      const build = (dir: string, depth: number): Node => {
        const node: Node = { name: baseName(dir), path: dir, type: 'directory', children: [] };
        if (depth >= args.max_depth) return node;
        const inside = (p: string) => parentOf(p) === dir;
        node.children = [...dirs.filter(inside).map((d) => build(d, depth + 1)), ...files.filter(inside).map((f): Node => ({ name: baseName(f), path: f, type: 'file' }))];
        return node;
      };
      return build(root, 0);
    },
  }),
  api({
    name: 'rename_directory',
    method: 'PATCH',
    auth: true,
    description: 'Rename a directory in place; everything inside moves with it.',
    params: z.object({ directory_path: path('Directory to rename'), new_name: newName }),
    returns: message('path'),
    changes: ['file_system.directories', 'file_system.files'],
    errors: ['directory_not_found: no such directory', 'cannot_change_home: the path is your home directory', 'path_exists: something already has the new name', 'same_path: the name is unchanged', OUTSIDE],
    handler: (ctx, args) => {
      const dir = requireDir(ctx, resolvePath(ctx, args.directory_path));
      if (dir.path === homeOf(ctx.user)) return ctx.fail(409, 'cannot_change_home', 'You cannot rename your home directory.');
      const target = renameTarget(ctx, dir.path, args.new_name);
      const move = (p: string) => target + p.slice(dir.path.length);
      for (const d of dirsBelow(ctx, dir.path)) ctx.sql('UPDATE file_system_directories SET path = ? WHERE id = ?').run(move(d.path), d.id);
      for (const f of filesBelow(ctx, dir.path)) ctx.sql('UPDATE file_system_files SET path = ? WHERE id = ?').run(move(f.path), f.id);
      ctx.sql('UPDATE file_system_directories SET path = ? WHERE id = ?').run(target, dir.id);
      return { message: 'Directory renamed.', path: target };
    },
  }),
  api({
    name: 'copy_directory',
    method: 'POST',
    auth: true,
    description: 'Copy a directory with everything in it. The destination must not exist; its parent must. Copies get new ids and the current time.',
    params: z.object({ source_directory_path: path('Directory to copy'), destination_directory_path: path('Path of the copy') }),
    returns: message('directory_id'),
    changes: ['file_system.directories', 'file_system.files'],
    errors: [
      'directory_not_found: the source or the destination parent does not exist',
      'path_exists: the destination already exists',
      'invalid_path: the destination is inside the source',
      OUTSIDE,
    ],
    handler: (ctx, args) => {
      const source = requireDir(ctx, resolvePath(ctx, args.source_directory_path)).path;
      const target = resolvePath(ctx, args.destination_directory_path);
      if (target === source || target.startsWith(`${source}/`)) return ctx.fail(422, 'invalid_path', `Cannot copy ${source} into itself.`);
      if (findDir(ctx, target) || findFile(ctx, target)) return ctx.fail(409, 'path_exists', `Something already exists at ${target}.`);
      requireDir(ctx, parentOf(target));
      return { message: 'Directory copied.', directory_id: copyTree(ctx, source, target) };
    },
  }),
];
