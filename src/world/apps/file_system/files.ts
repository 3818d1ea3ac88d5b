import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { baseName, findDir, findFile, parentOf, requireDir, requireFile, resolvePath, type FileRow } from './paths.ts';

const filePath = (what: string) => z.string().min(1).describe(`${what} (absolute, or starting with ~/ for the home directory).`);
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
  source_file_path: filePath('File to take'),
  destination_file_path: filePath('Destination file path, or an existing directory to put it in'),
  overwrite: overwriteParam,
});

export const fileApis = [
  api({
    name: 'show_file',
    method: 'GET',
    auth: true,
    description: 'Show a file with its content.',
    params: z.object({ file_path: filePath('File to show') }),
    returns: '{file_id, path, content, created_at, updated_at}',
    changes: [],
    errors: ['file_not_found: no such file', 'not_owner: the path is outside your home'],
    handler: (ctx, args) => showFile(requireFile(ctx, resolvePath(ctx, args.file_path))),
  }),
  api({
    name: 'file_exists',
    method: 'GET',
    auth: true,
    description: 'Check whether a file exists.',
    params: z.object({ file_path: filePath('File to check') }),
    returns: '{exists}',
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
      file_path: filePath('Path of the new file'),
      content: z.string().default('').describe('Text content of the file.'),
      overwrite: overwriteParam,
    }),
    returns: '{message, file_id}',
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
    params: z.object({ file_path: filePath('File to update'), content: z.string().describe('The new content.') }),
    returns: '{message}',
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
    params: z.object({ file_path: filePath('File to delete') }),
    returns: '{message}',
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
    returns: '{message, file_id}',
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
    returns: '{message, file_id}',
    changes: ['file_system.files'],
    errors: transferErrors,
    handler: (ctx, args) => transfer(ctx, args, 'move'),
  }),
];
