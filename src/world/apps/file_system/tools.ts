import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { matchesQuery, pageParams, paginate } from '../common.ts';
import { claimDestination, destinationFor, showFile, writeFile } from './files.ts';
import { baseName, belowPattern, findDir, findFile, homeOf, parentOf, requireDir, requireFile, resolvePath, type DirRow, type FileRow } from './paths.ts';

const path = (what: string) => z.string().min(1).describe(`${what} (absolute, or starting with ~/ for the home directory).`);
const overwrite = z.boolean().default(false).describe('Replace files that already exist at the destination.');
const pathList = z.array(path('A file')).min(1).max(50);
const OUTSIDE = 'not_owner: a path is outside your home';
/** First line of a compressed file; the rest is JSON (see compress_directory). */
const ARCHIVE_HEADER = 'LIVEUI-ARCHIVE 1\n';
const NAME = /^[^/\\]+$/;
const newName = z.string().trim().min(1).max(255).regex(NAME, 'must not contain "/"').refine((n) => n !== '.' && n !== '..', 'must not be "." or ".."').describe('New name (no "/").');

interface Archive {
  root: string;
  directories: string[];
  files: { path: string; content: string }[];
}

const filesBelow = (ctx: ApiContext, dir: string): FileRow[] =>
  ctx.sql("SELECT * FROM file_system_files WHERE path LIKE ? ESCAPE '\\' ORDER BY path").all(belowPattern(dir)) as FileRow[];
const dirsBelow = (ctx: ApiContext, dir: string): DirRow[] =>
  ctx.sql("SELECT * FROM file_system_directories WHERE path LIKE ? ESCAPE '\\' ORDER BY path").all(belowPattern(dir)) as DirRow[];

function insertDir(ctx: ApiContext, dirPath: string, createdAt: string): number {
  const id = ctx.newId('directories');
  ctx.sql('INSERT INTO file_system_directories (id, owner_id, path, created_at) VALUES (?, ?, ?, ?)').run(id, ctx.user.id, dirPath, createdAt);
  return id;
}

function info(row: FileRow) {
  const lines = row.content === '' ? 0 : row.content.split('\n').length - (row.content.endsWith('\n') ? 1 : 0);
  const words = row.content.split(/\s+/).filter((w) => w !== '').length;
  const dot = baseName(row.path).lastIndexOf('.');
  return {
    file_id: row.id,
    path: row.path,
    name: baseName(row.path),
    extension: dot > 0 ? baseName(row.path).slice(dot + 1).toLowerCase() : '',
    size_bytes: Buffer.byteLength(row.content, 'utf8'),
    line_count: lines,
    word_count: words,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Copies a tree below `source` to `target` (which must not exist yet); returns the new directory id. */
function copyTree(ctx: ApiContext, source: string, target: string): number {
  const id = insertDir(ctx, target, ctx.now());
  for (const dir of dirsBelow(ctx, source)) insertDir(ctx, target + dir.path.slice(source.length), ctx.now());
  for (const file of filesBelow(ctx, source)) writeFile(ctx, target + file.path.slice(source.length), file.content, undefined);
  return id;
}

function renameTarget(ctx: ApiContext, current: string, name: string): string {
  const target = `${parentOf(current)}/${name}`;
  if (target === current) return ctx.fail(409, 'same_path', 'The new name is the current name.');
  if (findDir(ctx, target) || findFile(ctx, target)) return ctx.fail(409, 'path_exists', `Something already exists at ${target}.`);
  return target;
}

export const toolApis = [
  api({
    name: 'show_file_by_id',
    method: 'GET',
    auth: true,
    description: 'Show one of your files by its id (as returned by create_file, copy_file and other apps).',
    params: z.object({ file_id: z.number().int().describe('Id of the file.') }),
    returns: '{file_id, path, content, created_at, updated_at}',
    changes: [],
    errors: ['file_not_found: no such file', 'not_owner: the file is someone else\'s'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT * FROM file_system_files WHERE id = ?').get(args.file_id) as FileRow | undefined;
      if (!row) return ctx.fail(404, 'file_not_found', `The file with id ${args.file_id} does not exist.`);
      if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'The file does not belong to you.');
      return showFile(row);
    },
  }),
  api({
    name: 'show_file_info',
    method: 'GET',
    auth: true,
    description: 'Show facts about a file without its content: size, line and word counts, extension, dates.',
    params: z.object({ file_path: path('File to describe') }),
    returns: '{file_id, path, name, extension, size_bytes, line_count, word_count, created_at, updated_at}',
    changes: [],
    errors: ['file_not_found: no such file', OUTSIDE],
    handler: (ctx, args) => info(requireFile(ctx, resolvePath(ctx, args.file_path))),
  }),
  api({
    name: 'show_directory_info',
    method: 'GET',
    auth: true,
    description: 'Show facts about a directory: how many files and sub-directories it holds (at any depth) and their total size.',
    params: z.object({ directory_path: path('Directory to describe').default('~/') }),
    returns: '{directory_id, path, file_count, directory_count, total_size_bytes, created_at}',
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
    returns: '{name, path, type: "directory", children: [{name, path, type, children?}]}',
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
    name: 'search_files',
    method: 'GET',
    auth: true,
    description: 'Find files below a directory whose name (and, with in_content=true, content) contains the query, case-insensitive. Sorted by path.',
    params: z.object({
      query: z.string().trim().min(1).describe('Text to look for.'),
      directory_path: path('Where to search').default('~/'),
      in_content: z.boolean().default(true).describe('Also match file contents, not only names.'),
      extension: z.string().trim().min(1).optional().describe('Only files with this extension (e.g. "txt", without the dot).'),
      ...pageParams,
    }),
    returns: '[{file_id, path, matched_in: "name"|"content"}]',
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const wantedExt = args.extension?.replace(/^\./, '').toLowerCase();
      const hits = filesBelow(ctx, root).flatMap((f) => {
        if (wantedExt !== undefined && info(f).extension !== wantedExt) return [];
        if (matchesQuery(args.query, baseName(f.path))) return [{ file_id: f.id, path: f.path, matched_in: 'name' }];
        if (args.in_content && matchesQuery(args.query, f.content)) return [{ file_id: f.id, path: f.path, matched_in: 'content' }];
        return [];
      });
      return paginate(hits, args);
    },
  }),
  api({
    name: 'show_recent_files',
    method: 'GET',
    auth: true,
    description: 'Your files by last change, newest first.',
    params: z.object({ directory_path: path('Only below this directory').default('~/'), ...pageParams }),
    returns: '[{file_id, path, updated_at}]',
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const rows = [...filesBelow(ctx, root)].sort((a, b) => (a.updated_at === b.updated_at ? (a.path < b.path ? -1 : 1) : a.updated_at < b.updated_at ? 1 : -1));
      return paginate(rows, args).map((f) => ({ file_id: f.id, path: f.path, updated_at: f.updated_at }));
    },
  }),
  api({
    name: 'find_duplicate_files',
    method: 'GET',
    auth: true,
    description: 'Groups of files below a directory that have exactly the same content (two or more per group).',
    params: z.object({ directory_path: path('Where to look').default('~/') }),
    returns: '[[path]]',
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const groups = new Map<string, string[]>();
      for (const f of filesBelow(ctx, root)) groups.set(f.content, [...(groups.get(f.content) ?? []), f.path]);
      return [...groups.values()].filter((g) => g.length > 1).sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1));
    },
  }),
  api({
    name: 'compare_files',
    method: 'GET',
    auth: true,
    description: 'Compare two files line by line: whether they are identical and which lines only one of them has.',
    params: z.object({ first_file_path: path('First file'), second_file_path: path('Second file') }),
    returns: '{identical, only_in_first: [line], only_in_second: [line]}',
    changes: [],
    errors: ['file_not_found: a file does not exist', OUTSIDE],
    handler: (ctx, args) => {
      const a = requireFile(ctx, resolvePath(ctx, args.first_file_path)).content.split('\n');
      const b = requireFile(ctx, resolvePath(ctx, args.second_file_path)).content.split('\n');
      const only = (x: string[], y: string[]) => x.filter((line) => line !== '' && !y.includes(line));
      return { identical: a.join('\n') === b.join('\n'), only_in_first: only(a, b), only_in_second: only(b, a) };
    },
  }),
  api({
    name: 'append_to_file',
    method: 'PATCH',
    auth: true,
    description: 'Add text to the end (or, with prepend=true, the start) of a file. No separator is added.',
    params: z.object({ file_path: path('File to extend'), content: z.string().min(1).describe('Text to add.'), prepend: z.boolean().default(false).describe('Add at the start instead.') }),
    returns: '{message}',
    changes: ['file_system.files'],
    errors: ['file_not_found: no such file', OUTSIDE],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      writeFile(ctx, file.path, args.prepend ? args.content + file.content : file.content + args.content, file);
      return { message: 'File updated.' };
    },
  }),
  api({
    name: 'replace_in_file',
    method: 'PATCH',
    auth: true,
    description: 'Replace every occurrence of a text in a file (case-sensitive).',
    params: z.object({ file_path: path('File to edit'), find: z.string().min(1).describe('Text to find.'), replace_with: z.string().describe('Replacement text.') }),
    returns: '{message, replaced_count}',
    changes: ['file_system.files'],
    errors: ['file_not_found: no such file', 'text_not_found: the file does not contain the text', OUTSIDE],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      const count = file.content.split(args.find).length - 1;
      if (count === 0) return ctx.fail(404, 'text_not_found', `The file does not contain "${args.find}".`);
      writeFile(ctx, file.path, file.content.split(args.find).join(args.replace_with), file);
      return { message: 'File updated.', replaced_count: count };
    },
  }),
  api({
    name: 'rename_file',
    method: 'PATCH',
    auth: true,
    description: 'Rename a file in place (same directory); it keeps its id and dates.',
    params: z.object({ file_path: path('File to rename'), new_name: newName }),
    returns: '{message, path}',
    changes: ['file_system.files'],
    errors: ['file_not_found: no such file', 'path_exists: something already has the new name', 'same_path: the name is unchanged', OUTSIDE],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      const target = renameTarget(ctx, file.path, args.new_name);
      ctx.sql('UPDATE file_system_files SET path = ? WHERE id = ?').run(target, file.id);
      return { message: 'File renamed.', path: target };
    },
  }),
  api({
    name: 'rename_directory',
    method: 'PATCH',
    auth: true,
    description: 'Rename a directory in place; everything inside moves with it.',
    params: z.object({ directory_path: path('Directory to rename'), new_name: newName }),
    returns: '{message, path}',
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
    returns: '{message, directory_id}',
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
  ...(['copy', 'move'] as const).map((mode) =>
    api({
      name: `${mode}_files_to_directory`,
      method: mode === 'copy' ? 'POST' : 'PATCH',
      auth: true,
      description: `${mode === 'copy' ? 'Copy' : 'Move'} several files into one directory, keeping their names. All or nothing: if one fails, none is ${mode === 'copy' ? 'copied' : 'moved'}.`,
      params: z.object({ file_paths: pathList.describe('Files to take (1 to 50).'), directory_path: path('Directory to put them in'), overwrite }),
      returns: '{message, file_ids}',
      changes: ['file_system.files'],
      errors: [
        'file_not_found: a source file does not exist',
        'directory_not_found: the directory does not exist',
        'file_exists: a destination exists and overwrite is false',
        'duplicate_name: two sources have the same name',
        'same_path: a file is already in that directory',
        OUTSIDE,
      ],
      handler: (ctx, args) => {
        const dir = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
        const sources = args.file_paths.map((p) => requireFile(ctx, resolvePath(ctx, p)));
        const names = sources.map((s) => baseName(s.path));
        if (new Set(names).size !== names.length) return ctx.fail(422, 'duplicate_name', 'Two of the files have the same name.');
        const ids: number[] = [];
        for (const source of sources) {
          const target = destinationFor(ctx, source.path, dir);
          if (target === source.path) return ctx.fail(409, 'same_path', `${source.path} is already in ${dir}.`);
          const existing = claimDestination(ctx, target, args.overwrite);
          if (mode === 'copy') ids.push(writeFile(ctx, target, source.content, existing));
          else {
            if (existing) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(existing.id);
            ctx.sql('UPDATE file_system_files SET path = ? WHERE id = ?').run(target, source.id);
            ids.push(source.id);
          }
        }
        return { message: mode === 'copy' ? 'Files copied.' : 'Files moved.', file_ids: ids };
      },
    }),
  ),
  api({
    name: 'delete_files',
    method: 'DELETE',
    auth: true,
    description: 'Delete several files at once. All or nothing: if one does not exist, none is deleted.',
    params: z.object({ file_paths: pathList.describe('Files to delete (1 to 50).') }),
    returns: '{message, deleted_count}',
    changes: ['file_system.files'],
    errors: ['file_not_found: a file does not exist', OUTSIDE],
    handler: (ctx, args) => {
      const rows = new Map(args.file_paths.map((p) => requireFile(ctx, resolvePath(ctx, p))).map((r) => [r.id, r]));
      for (const id of rows.keys()) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(id);
      return { message: 'Files deleted.', deleted_count: rows.size };
    },
  }),
  api({
    name: 'compress_directory',
    method: 'POST',
    auth: true,
    description: 'Pack a directory into one .zip file (default: next to it, named <directory>.zip). With delete_directory=true the directory is removed afterwards.',
    params: z.object({
      directory_path: path('Directory to compress'),
      compressed_file_path: path('Path of the .zip file').optional(),
      delete_directory: z.boolean().default(false).describe('Remove the directory after packing it.'),
      overwrite,
    }),
    returns: '{message, file_id, path}',
    changes: ['file_system.files', 'file_system.directories'],
    errors: [
      'directory_not_found: the directory or the destination directory does not exist',
      'file_exists: the .zip file exists and overwrite is false',
      'invalid_path: the .zip path does not end in .zip or is inside the directory',
      'cannot_change_home: the directory is your home',
      OUTSIDE,
    ],
    handler: (ctx, args) => {
      const dir = requireDir(ctx, resolvePath(ctx, args.directory_path));
      if (dir.path === homeOf(ctx.user)) return ctx.fail(409, 'cannot_change_home', 'You cannot compress your whole home directory.');
      const target = args.compressed_file_path === undefined ? `${dir.path}.zip` : resolvePath(ctx, args.compressed_file_path);
      if (!target.endsWith('.zip')) return ctx.fail(422, 'invalid_path', 'The compressed file name must end in .zip.');
      if (target.startsWith(`${dir.path}/`)) return ctx.fail(422, 'invalid_path', 'The compressed file cannot be inside the directory it packs.');
      const existing = claimDestination(ctx, target, args.overwrite);
      const rel = (p: string) => p.slice(dir.path.length + 1);
      const files = filesBelow(ctx, dir.path);
      const dirs = dirsBelow(ctx, dir.path);
      const archive: Archive = { root: baseName(dir.path), directories: dirs.map((d) => rel(d.path)), files: files.map((f) => ({ path: rel(f.path), content: f.content })) };
      if (args.delete_directory) {
        for (const f of files) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(f.id);
        for (const d of [...dirs, dir]) ctx.sql('DELETE FROM file_system_directories WHERE id = ?').run(d.id);
      }
      const id = writeFile(ctx, target, ARCHIVE_HEADER + JSON.stringify(archive), existing);
      return { message: 'Directory compressed.', file_id: id, path: target };
    },
  }),
  api({
    name: 'decompress_file',
    method: 'POST',
    auth: true,
    description: 'Unpack a .zip made by compress_directory into a directory (default: the one holding the .zip), recreating the packed directory there.',
    params: z.object({
      file_path: path('The .zip file'),
      destination_directory_path: path('Where to unpack').optional(),
      delete_compressed_file: z.boolean().default(false).describe('Remove the .zip afterwards.'),
    }),
    returns: '{message, path}',
    changes: ['file_system.files', 'file_system.directories'],
    errors: [
      'file_not_found: no such file',
      'not_an_archive: the file is not a compressed directory',
      'directory_not_found: the destination does not exist',
      'path_exists: the unpacked directory already exists there',
      OUTSIDE,
    ],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      const archive = readArchive(file.content);
      if (!archive) return ctx.fail(422, 'not_an_archive', `${file.path} is not a compressed directory.`);
      const dest = args.destination_directory_path === undefined ? parentOf(file.path) : resolvePath(ctx, args.destination_directory_path);
      requireDir(ctx, dest);
      const root = resolvePath(ctx, `${dest}/${archive.root}`);
      if (findDir(ctx, root) || findFile(ctx, root)) return ctx.fail(409, 'path_exists', `Something already exists at ${root}.`);
      insertDir(ctx, root, ctx.now());
      for (const d of archive.directories) insertDir(ctx, resolvePath(ctx, `${root}/${d}`), ctx.now());
      for (const f of archive.files) writeFile(ctx, resolvePath(ctx, `${root}/${f.path}`), f.content, undefined);
      if (args.delete_compressed_file) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(file.id);
      return { message: 'File decompressed.', path: root };
    },
  }),
];

/** Parses an archive's text; anything malformed or escaping its root is refused (undefined). */
function readArchive(content: string): Archive | undefined {
  if (!content.startsWith(ARCHIVE_HEADER)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.slice(ARCHIVE_HEADER.length));
  } catch {
    return undefined;
  }
  const shape = z.object({
    root: z.string().regex(NAME).refine((n) => n !== '.' && n !== '..'),
    directories: z.array(z.string().min(1)).max(10_000),
    files: z.array(z.object({ path: z.string().min(1), content: z.string() })).max(10_000),
  });
  const result = shape.safeParse(parsed);
  if (!result.success) return undefined;
  const safe = (p: string) => !p.startsWith('/') && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
  if (!result.data.directories.every(safe) || !result.data.files.every((f) => safe(f.path))) return undefined;
  // Every entry's parent must be the root or a packed directory; no path may appear twice.
  const dirs = new Set(result.data.directories);
  const all = [...result.data.directories, ...result.data.files.map((f) => f.path)];
  if (new Set(all).size !== all.length) return undefined;
  if (!all.every((p) => !p.includes('/') || dirs.has(p.slice(0, p.lastIndexOf('/'))))) return undefined;
  // Parents before children, so every directory exists before what goes in it.
  return { ...result.data, directories: [...result.data.directories].sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1)) };
}
