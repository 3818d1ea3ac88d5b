import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the amazon domain. */
export function amazonTasks(): TaskInput[] {
  return [];
}
