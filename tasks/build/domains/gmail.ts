import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the gmail domain. */
export function gmailTasks(): TaskInput[] {
  return [];
}
