import type { TaskInput } from '../../../src/schemas/task.ts';

/** Tasks of the service family. */
export function serviceTasks(): TaskInput[] {
  return [];
}
