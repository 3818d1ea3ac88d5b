import type { TaskInput } from '../../../src/schemas/task.ts';

/** Single-app tasks of the file_system domain. */
export function fileSystemTasks(): TaskInput[] {
  return [];
}
