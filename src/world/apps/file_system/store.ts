import { z } from 'zod';
import type { ApiContext, Person } from '../../types.ts';

/** The user's home directory: `/home/<first name, lower case>`. `~` resolves to it. */
export function homeOf(person: Pick<Person, 'first_name'>): string {
  return `/home/${person.first_name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

/**
 * Turns `~/x`, `/home/alex/./x/` or `/home/alex/y/../x` into one canonical absolute path
 * (no trailing slash). Paths outside the caller's home belong to someone else: 403.
 */
export function resolvePath(ctx: ApiContext, raw: string): string {
  const home = homeOf(ctx.user);
  let path = raw.trim();
  if (path === '~' || path.startsWith('~/')) path = home + path.slice(1);
  if (!path.startsWith('/')) return ctx.fail(422, 'invalid_path', `The path "${raw}" must start with "/" or "~/".`);
  const parts: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return ctx.fail(422, 'invalid_path', `The path "${raw}" goes above the root.`);
      parts.pop();
    } else parts.push(segment);
  }
  const resolved = `/${parts.join('/')}`;
  if (resolved !== home && !resolved.startsWith(`${home}/`)) {
    return ctx.fail(403, 'not_owner', `The path ${resolved} is outside your home directory ${home}.`);
  }
  return resolved;
}

export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export interface DirRow {
  id: number;
  owner_id: number;
  path: string;
  created_at: string;
}

export interface FileRow {
  id: number;
  owner_id: number;
  path: string;
  content: string;
  created_at: string;
  updated_at: string;
}

export function findDir(ctx: ApiContext, path: string): DirRow | undefined {
  return ctx.sql('SELECT * FROM file_system_directories WHERE path = ?').get(path) as DirRow | undefined;
}

export function findFile(ctx: ApiContext, path: string): FileRow | undefined {
  return ctx.sql('SELECT * FROM file_system_files WHERE path = ?').get(path) as FileRow | undefined;
}

/** Fails with 404 unless `path` is an existing directory. */
export function requireDir(ctx: ApiContext, path: string): DirRow {
  return findDir(ctx, path) ?? ctx.fail(404, 'directory_not_found', `The directory ${path} does not exist.`);
}

export function requireFile(ctx: ApiContext, path: string): FileRow {
  return findFile(ctx, path) ?? ctx.fail(404, 'file_not_found', `The file ${path} does not exist.`);
}

/** LIKE pattern for everything strictly below a directory (escapes `%` and `_`). */
export function belowPattern(path: string): string {
  return `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}

/** A path parameter: absolute, or `~/…` for the home directory. */
export const path = (what: string) => z.string().min(1).describe(`${what} (absolute, or starting with ~/ for the home directory).`);
export const overwrite = z.boolean().default(false).describe('Replace files that already exist at the destination.');
export const pathList = z.array(path('A file')).min(1).max(50);
export const OUTSIDE = 'not_owner: a path is outside your home';
export const NAME = /^[^/\\]+$/;
export const newName = z.string().trim().min(1).max(255).regex(NAME, 'must not contain "/"').refine((n) => n !== '.' && n !== '..', 'must not be "." or ".."').describe('New name (no "/").');

export const filesBelow = (ctx: ApiContext, dir: string): FileRow[] =>
  ctx.sql("SELECT * FROM file_system_files WHERE path LIKE ? ESCAPE '\\' ORDER BY path").all(belowPattern(dir)) as FileRow[];
export const dirsBelow = (ctx: ApiContext, dir: string): DirRow[] =>
  ctx.sql("SELECT * FROM file_system_directories WHERE path LIKE ? ESCAPE '\\' ORDER BY path").all(belowPattern(dir)) as DirRow[];

export function insertDir(ctx: ApiContext, dirPath: string): number {
  const id = ctx.newId('directories');
  ctx.sql('INSERT INTO file_system_directories (id, owner_id, path, created_at) VALUES (?, ?, ?, ?)').run(id, ctx.user.id, dirPath, ctx.now());
  return id;
}

/** The path a rename leads to (same directory), refused if unchanged or taken. */
export function renameTarget(ctx: ApiContext, current: string, name: string): string {
  const target = `${parentOf(current)}/${name}`;
  if (target === current) return ctx.fail(409, 'same_path', 'The new name is the current name.');
  if (findDir(ctx, target) || findFile(ctx, target)) return ctx.fail(409, 'path_exists', `Something already exists at ${target}.`);
  return target;
}
