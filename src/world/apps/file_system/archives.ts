import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { message } from '../../returns.ts';
import { NAME, OUTSIDE, baseName, dirsBelow, filesBelow, findDir, findFile, homeOf, insertDir, overwrite, parentOf, path, requireDir, requireFile, resolvePath } from './store.ts';
import { claimDestination, writeFile } from './files.ts';

/** First line of a compressed file; the rest is JSON (see compress_directory). */
const ARCHIVE_HEADER = 'LIVEUI-ARCHIVE 1\n';
interface Archive {
  root: string;
  directories: string[];
  files: { path: string; content: string }[];
}

/** Compressed directories: a .zip file holding a directory's tree (a header line, then JSON). */
export const archiveApis: ApiDef[] = [
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
    returns: message('file_id', 'path'),
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
    returns: message('path'),
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
      insertDir(ctx, root);
      for (const d of archive.directories) insertDir(ctx, resolvePath(ctx, `${root}/${d}`));
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
