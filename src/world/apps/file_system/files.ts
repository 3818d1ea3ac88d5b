import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { message, record } from '../../returns.ts';
import { OUTSIDE, baseName, findDir, findFile, newName, overwrite, parentOf, path, pathList, renameTarget, requireDir, requireFile, resolvePath, type FileRow } from './store.ts';

const overwriteParam = z.boolean().default(false).describe('Replace a file that already exists at the destination.');

export function showFile(row: FileRow) {
  return { file_id: row.id, path: row.path, content: row.content, created_at: row.created_at, updated_at: row.updated_at };
}

/**
 * Checks a destination for a new or replaced file: its parent must exist and it must not be a
 * directory; an existing file is returned when overwriting is allowed, otherwise 409.
 */
export function claimDestination(ctx: ApiContext, path: string, overwrite: boolean): FileRow | undefined {
  requireDir(ctx, parentOf(path));
  if (findDir(ctx, path)) return ctx.fail(409, 'is_directory', `${path} is a directory.`);
  const existing = findFile(ctx, path);
  if (existing && !overwrite) return ctx.fail(409, 'file_exists', `The file ${path} already exists; pass overwrite=true to replace it.`);
  return existing;
}

/** A destination that names an existing directory means "into that directory, same name". */
export function destinationFor(ctx: ApiContext, source: string, raw: string): string {
  const target = resolvePath(ctx, raw);
  return findDir(ctx, target) ? `${target}/${baseName(source)}` : target;
}

export function writeFile(ctx: ApiContext, path: string, content: string, existing: FileRow | undefined): number {
  if (existing) {
    ctx.sql('UPDATE file_system_files SET content = ?, updated_at = ? WHERE id = ?').run(content, ctx.now(), existing.id);
    return existing.id;
  }
  const id = ctx.newId('files');
  ctx.sql('INSERT INTO file_system_files (id, owner_id, path, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    ctx.user.id,
    path,
    content,
    ctx.now(),
    ctx.now(),
  );
  return id;
}

const transferErrors = [
  'file_not_found: the source file does not exist',
  'directory_not_found: the destination directory does not exist',
  'file_exists: the destination exists and overwrite is false',
  'is_directory: the destination is a directory path that cannot be replaced',
  'same_path: source and destination are the same file',
  'not_owner: a path is outside your home',
];

/** Copies a file (a new id) or moves it (the same row, a new path) to a destination the caller may claim. */
function transfer(ctx: ApiContext, args: { source_file_path: string; destination_file_path: string; overwrite: boolean }, mode: 'copy' | 'move') {
  const source = requireFile(ctx, resolvePath(ctx, args.source_file_path));
  const target = destinationFor(ctx, source.path, args.destination_file_path);
  if (target === source.path) return ctx.fail(409, 'same_path', 'The source and the destination are the same file.');
  const existing = claimDestination(ctx, target, args.overwrite);
  if (mode === 'copy') return { message: 'File copied.', file_id: writeFile(ctx, target, source.content, existing) };
  if (existing) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(existing.id);
  ctx.sql('UPDATE file_system_files SET path = ? WHERE id = ?').run(target, source.id);
  return { message: 'File moved.', file_id: source.id };
}

const transferParams = z.object({
  source_file_path: path('File to take'),
  destination_file_path: path('Destination file path, or an existing directory to put it in'),
  overwrite: overwriteParam,
});

export function info(row: FileRow) {
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

/** Files: text content at a path; other apps save theirs through create_file. */
export const fileApis: ApiDef[] = [
  api({
    name: 'show_file',
    method: 'GET',
    auth: true,
    description: 'Show a file with its content.',
    params: z.object({ file_path: path('File to show') }),
    returns: record('file_id', 'path', 'content', 'created_at', 'updated_at'),
    changes: [],
    errors: ['file_not_found: no such file', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => showFile(requireFile(ctx, resolvePath(ctx, args.file_path))),
  }),
  api({
    name: 'file_exists',
    method: 'GET',
    auth: true,
    description: 'Check whether a file exists.',
    params: z.object({ file_path: path('File to check') }),
    returns: record('exists'),
    changes: [],
    errors: ['not_owner: the path is outside your home'],
    handler: (ctx, args) => ({ exists: findFile(ctx, resolvePath(ctx, args.file_path)) !== undefined }),
  }),
  api({
    name: 'create_file',
    method: 'POST',
    auth: true,
    description: 'Create a text file. Its directory must exist. With overwrite=true an existing file is replaced.',
    params: z.object({
      file_path: path('Path of the new file'),
      content: z.string().default('').describe('Text content of the file.'),
      overwrite: overwriteParam,
    }),
    returns: message('file_id'),
    changes: ['file_system.files'],
    errors: [
      'directory_not_found: the parent directory does not exist',
      'file_exists: a file exists at the path and overwrite is false',
      'is_directory: a directory exists at the path',
      'not_owner: the path is outside your home',
    ],
    handler: (ctx, args) => {
      const path = resolvePath(ctx, args.file_path);
      const existing = claimDestination(ctx, path, args.overwrite);
      return { message: existing ? 'File overwritten.' : 'File created.', file_id: writeFile(ctx, path, args.content, existing) };
    },
  }),
  api({
    name: 'update_file',
    method: 'PATCH',
    auth: true,
    description: "Replace a file's content.",
    params: z.object({ file_path: path('File to update'), content: z.string().describe('The new content.') }),
    returns: message(),
    changes: ['file_system.files'],
    errors: ['file_not_found: no such file', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      writeFile(ctx, file.path, args.content, file);
      return { message: 'File updated.' };
    },
  }),
  api({
    name: 'delete_file',
    method: 'DELETE',
    auth: true,
    description: 'Delete a file.',
    params: z.object({ file_path: path('File to delete') }),
    returns: message(),
    changes: ['file_system.files'],
    errors: ['file_not_found: no such file', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(file.id);
      return { message: 'File deleted.' };
    },
  }),
  api({
    name: 'copy_file',
    method: 'POST',
    auth: true,
    description: 'Copy a file. The copy gets a new id and the current time as its dates.',
    params: transferParams,
    returns: message('file_id'),
    changes: ['file_system.files'],
    errors: transferErrors,
    handler: (ctx, args) => transfer(ctx, args, 'copy'),
  }),
  api({
    name: 'move_file',
    method: 'PATCH',
    auth: true,
    description: 'Move or rename a file; it keeps its id and dates. A replaced destination file is deleted.',
    params: transferParams,
    returns: message('file_id'),
    changes: ['file_system.files'],
    errors: transferErrors,
    handler: (ctx, args) => transfer(ctx, args, 'move'),
  }),
  api({
    name: 'show_file_by_id',
    method: 'GET',
    auth: true,
    description: 'Show one of your files by its id (as returned by create_file, copy_file and other apps).',
    params: z.object({ file_id: z.number().int().describe('Id of the file.') }),
    returns: record('file_id', 'path', 'content', 'created_at', 'updated_at'),
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
    returns: record('file_id', 'path', 'name', 'extension', 'size_bytes', 'line_count', 'word_count', 'created_at', 'updated_at'),
    changes: [],
    errors: ['file_not_found: no such file', OUTSIDE],
    handler: (ctx, args) => info(requireFile(ctx, resolvePath(ctx, args.file_path))),
  }),
  api({
    name: 'append_to_file',
    method: 'PATCH',
    auth: true,
    description: 'Add text to the end (or, with prepend=true, the start) of a file. No separator is added.',
    params: z.object({ file_path: path('File to extend'), content: z.string().min(1).describe('Text to add.'), prepend: z.boolean().default(false).describe('Add at the start instead.') }),
    returns: message(),
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
    returns: message('replaced_count'),
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
    returns: message('path'),
    changes: ['file_system.files'],
    errors: ['file_not_found: no such file', 'path_exists: something already has the new name', 'same_path: the name is unchanged', OUTSIDE],
    handler: (ctx, args) => {
      const file = requireFile(ctx, resolvePath(ctx, args.file_path));
      const target = renameTarget(ctx, file.path, args.new_name);
      ctx.sql('UPDATE file_system_files SET path = ? WHERE id = ?').run(target, file.id);
      return { message: 'File renamed.', path: target };
    },
  }),
  ...(['copy', 'move'] as const).map((mode) =>
    api({
      name: `${mode}_files_to_directory`,
      method: mode === 'copy' ? 'POST' : 'PATCH',
      auth: true,
      description: `${mode === 'copy' ? 'Copy' : 'Move'} several files into one directory, keeping their names. All or nothing: if one fails, none is ${mode === 'copy' ? 'copied' : 'moved'}.`,
      params: z.object({ file_paths: pathList.describe('Files to take (1 to 50).'), directory_path: path('Directory to put them in'), overwrite }),
      returns: message('file_ids'),
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
    returns: message('deleted_count'),
    changes: ['file_system.files'],
    errors: ['file_not_found: a file does not exist', OUTSIDE],
    handler: (ctx, args) => {
      const rows = new Map(args.file_paths.map((p) => requireFile(ctx, resolvePath(ctx, p))).map((r) => [r.id, r]));
      for (const id of rows.keys()) ctx.sql('DELETE FROM file_system_files WHERE id = ?').run(id);
      return { message: 'Files deleted.', deleted_count: rows.size };
    },
  }),
];
