import type { Task } from '../../schemas/task.ts';
import type { TaskProblem } from '../load.ts';
import { declaredTwin, type DeclaredTwin } from './declared.ts';
import { settleTwin, type Settled } from './settle.ts';
import { taskHash } from '../review.ts';
import { twinOf } from './twin-of.ts';
import { verifyTwin } from './verify.ts';

/** Twins over a task set: what `liveui tasks validate` and `liveui tasks twins` report. */

export interface TwinsCheck {
  tasks: number;
  /** Tasks whose twin stands. */
  with_twin: number;
  /** Tasks declared without a twin (`none`, with the reason). */
  declared_none: number;
  problems: TaskProblem[];
}

/**
 * Every task's twin, replayed (`verifyTwin`): a twin that does not stand is a problem, and so is
 * a task with no twin that no declaration (the task's `twin.none`, or the suite's committed
 * table) says has none.
 */
export async function checkTwins(tasks: readonly { task: Task; file: string }[]): Promise<TwinsCheck> {
  const result: TwinsCheck = { tasks: tasks.length, with_twin: 0, declared_none: 0, problems: [] };
  for (const { task, file } of tasks) {
    const outcome = twinOf(task);
    if (!outcome.ok) {
      if ((task.twin ?? declaredTwin(task))?.none) result.declared_none += 1;
      else result.problems.push({ file, path: '$.twin', message: `its twin cannot be built: ${outcome.reason}; declare one (twin: {slots, keep, lookalikes}) or none with the reason, or run \`liveui tasks twins --write\`` });
      continue;
    }
    const verdict = await verifyTwin(task, outcome);
    if (verdict.ok) result.with_twin += 1;
    else for (const problem of verdict.problems) result.problems.push({ file, path: '$.twin', message: `its twin does not stand: ${problem}` });
  }
  return result;
}

/** The declarations that make each task's twin stand (settle.ts), as rows of the committed table. */
export async function settleTwins(tasks: readonly Task[], progress?: (done: number) => void): Promise<{ settled: Settled[]; rows: DeclaredTwin[] }> {
  const settled: Settled[] = [];
  const rows: DeclaredTwin[] = [];
  for (const task of tasks) {
    const found = await settleTwin(task);
    settled.push(found);
    if (found.declaration) rows.push({ task: task.id, task_hash: taskHash(task), twin: found.declaration, why: found.why.slice(0, 400) });
    progress?.(settled.length);
  }
  return { settled, rows };
}
