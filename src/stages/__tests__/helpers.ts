import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskInput } from '../../schemas/task.ts';
import { withAliases } from '../../../tasks/build/kit/aliases.ts';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `liveui-${prefix}-`));
}

/** Writes tasks into a fresh task folder, as the suite build does (value aliases added), and returns it. */
export function writeTaskDir(tasks: readonly TaskInput[]): string {
  const dir = join(tempDir('tasks'), 'suite');
  mkdirSync(dir, { recursive: true });
  for (const task of tasks.map(withAliases)) writeFileSync(join(dir, `${task.id}.json`), `${JSON.stringify(task, null, 2)}\n`);
  return dir;
}
