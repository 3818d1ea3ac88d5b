import type { ExtraRow, Task } from '../../schemas/task.ts';

/**
 * The twin's world perturbation: look-alikes of the records the user names, so that the named
 * record is not the newest, not the first hit and not the only match.
 */
export function lookAlikes(_task: Task, _twin: Task): ExtraRow[] {
  return [];
}
