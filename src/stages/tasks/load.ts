import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { InputError } from '../../errors.ts';
import { canonicalJson, sha256 } from '../../io/hash.ts';
import { projectRoot } from '../../io/meta.ts';
import { TaskSchema, type Task } from '../../schemas/task.ts';

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

/** Parses one task file; returns the task or every problem with its JSON path. */
export function parseTaskFile(file: string): { task?: Task; problems: TaskProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [{ file, path: '$', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const parsed = TaskSchema.safeParse(raw);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => ({ file, path: jsonPath(issue.path), message: issue.message })) };
  }
  return { task: parsed.data, problems: [] };
}

export function taskFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new InputError('task folder not found', { path: dir });
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
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
