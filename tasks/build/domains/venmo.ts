import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the venmo domain. */
export function venmoTasks(): TaskInput[] {
  return [];
}
