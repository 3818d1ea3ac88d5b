import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the phone domain. */
export function phoneTasks(): TaskInput[] {
  return [];
}
