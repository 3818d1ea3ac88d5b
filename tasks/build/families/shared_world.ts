import type { TaskInput } from '../../../src/schemas/task.ts';

/** Tasks of the shared_world family. */
export function sharedWorldTasks(): TaskInput[] {
  return [];
}
