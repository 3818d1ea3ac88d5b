import { DEFAULT_TASK_DIR, loadTasks } from './load.ts';
import { selectTasks } from './select.ts';

export interface TaskListRow {
  id: string;
  family: string;
  split: string;
  domains: string[];
  example: string | null;
  episodes: number;
  assertions: number;
}

/** One line per task, for `liveui tasks list`. */
export function listTasks(dir: string = DEFAULT_TASK_DIR, selector?: string): TaskListRow[] {
  return selectTasks(loadTasks(dir), selector).map(({ task }) => ({
    id: task.id,
    family: task.family,
    split: task.split,
    domains: task.domains,
    example: task.example ?? null,
    episodes: task.episodes.length,
    assertions: task.episodes.reduce((n, e) => n + e.assertions.length, 0),
  }));
}
