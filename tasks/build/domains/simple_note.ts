import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the simple_note domain. */
export function simpleNoteTasks(): TaskInput[] {
  return [];
}
