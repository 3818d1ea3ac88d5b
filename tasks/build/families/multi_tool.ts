import type { TaskInput } from '../../../src/schemas/task.ts';

/** Tasks of the multi_tool family. */
export function multiToolTasks(): TaskInput[] {
  return [];
}
