import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the splitwise domain. */
export function splitwiseTasks(): TaskInput[] {
  return [];
}
