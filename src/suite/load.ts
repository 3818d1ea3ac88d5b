import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fg from 'fast-glob';
import { InputError } from '../errors.ts';
import { canonicalJson, sha256 } from '../io/hash.ts';
import { projectRoot } from '../io/meta.ts';
import { TaskSchema, type Task } from '../schemas/task.ts';

export const DEFAULT_TASK_DIR = join(projectRoot, 'tasks', 'suite');

export interface LoadedTask {
  task: Task;
  file: string;
}

export interface TaskProblem {
  file: string;
  path: string;
  message: string;
}

function jsonPath(segments: readonly PropertyKey[]): string {
  return `$${segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${String(s)}`)).join('')}`;
}

/**
 * Parsed task files of this process, by path, with the exact text they were parsed from. An
 * audit evaluates the suite once per generator (17 times); the file is still read each time and
 * a changed byte parses afresh, so the cache never serves a stale task.
 */
const parsedFiles = new Map<string, { text: string; result: { task?: Task; problems: TaskProblem[] } }>();

/** Parses one task file; returns the task or every problem with its JSON path. */
export function parseTaskFile(file: string): { task?: Task; problems: TaskProblem[] } {
  const kind = entryKind(file);
  if (kind !== 'file') return { problems: [{ file, path: '$', message: kind }] };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [{ file, path: '$', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` }] };
  }
  const cached = parsedFiles.get(file);
  if (cached && cached.text === text) return cached.result;
  const result = parseTaskText(file, text);
  // Shared by every caller from now on: frozen, so no stage can change another's task.
  if (result.task) deepFreeze(result.task);
  parsedFiles.set(file, { text, result });
  return result;
}

function parseTaskText(file: string, text: string): { task?: Task; problems: TaskProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, path: '$', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const deep = tooDeep(raw, MAX_DEPTH);
  if (deep) return { problems: [{ file, path: deep, message: `nested deeper than ${MAX_DEPTH} levels` }] };
  const parsed = TaskSchema.safeParse(raw);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => ({ file, path: jsonPath(issue.path), message: issue.message })) };
  }
  return { task: parsed.data, problems: [] };
}

/** Freezes a parsed value and everything in it (bounded by MAX_DEPTH, checked before). */
function deepFreeze(value: unknown): void {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object' || Object.isFrozen(item)) continue;
    Object.freeze(item);
    for (const child of Object.values(item)) stack.push(child);
  }
}

/** Task files nest a few levels; anything past this is refused before recursive code sees it. */
export const MAX_DEPTH = 64;

/** The JSON path of the first value nested deeper than `limit`, or undefined (iterative). */
export function tooDeep(value: unknown, limit: number): string | undefined {
  const stack: [unknown, number, string][] = [[value, 0, '$']];
  while (stack.length > 0) {
    const [item, depth, path] = stack.pop() as [unknown, number, string];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return path;
    if (Array.isArray(item)) item.forEach((v, i) => stack.push([v, depth + 1, `${path}[${i}]`]));
    else for (const [k, v] of Object.entries(item)) stack.push([v, depth + 1, `${path}.${k}`]);
  }
  return undefined;
}

/** 'file', or why this directory entry is not a readable task file. */
function entryKind(file: string): string {
  let stat;
  try {
    stat = statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) return 'a dangling symbolic link (its target does not exist)';
    return `cannot be read (${code ?? (error as Error).message})`;
  }
  if (stat.isDirectory()) return 'a folder, not a task file';
  if (!stat.isFile()) return 'not a regular file';
  return 'file';
}

export function taskFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new InputError('task folder not found', { path: dir });
  if (!statSync(dir).isDirectory()) throw new InputError('not a folder (give the folder that holds the task files)', { path: dir });
  // Every entry named *.json, folders and dangling links included: validate reports what is not a task file.
  return fg
    .sync('*.json', { cwd: dir, onlyFiles: false, dot: true })
    .sort()
    .map((name) => join(dir, name));
}

/** Loads every task of a folder, failing on the first broken file (validate lists them all). */
export function loadTasks(dir: string = DEFAULT_TASK_DIR): LoadedTask[] {
  return taskFiles(dir).map((file) => {
    const { task, problems } = parseTaskFile(file);
    if (!task) {
      const first = problems[0];
      throw new InputError(`${first?.path}: ${first?.message} (run: liveui tasks validate)`, { path: file });
    }
    if (`${task.id}.json` !== basename(file)) throw new InputError(`task id "${task.id}" does not match the file name`, { path: file });
    return { task, file };
  });
}

/** Hash of a task set (ids and contents), for manifests and resume checks. */
export function taskSetHash(tasks: readonly Task[]): string {
  return sha256(canonicalJson(tasks)).slice(0, 16);
}
