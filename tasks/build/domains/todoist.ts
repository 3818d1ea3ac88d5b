import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the todoist domain. */
export function todoistTasks(): TaskInput[] {
  return [];
}
