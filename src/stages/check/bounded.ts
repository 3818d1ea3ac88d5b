import { rmSync } from 'node:fs';
import { runLock } from '../../infra/lock.ts';
import { runDir, runFiles } from '../../infra/paths.ts';
import { runInHeapWorker } from '../../infra/heap-worker.ts';
import type { CheckOptions, CheckSummary } from './index.ts';

/**
 * `liveui check` under a heap cap: the same `check` in a worker thread with `heapMb` MiB of old
 * generation (docs/decisions.md). Light on purpose: this thread loads only the lock and the
 * paths; the evaluator, world docs and schemas load in the worker. This thread holds the run's
 * lock around the worker (which re-enters it, same pid), so a worker that dies out of memory
 * leaves no lock and no temp file behind.
 */
export async function checkInWorker(options: CheckOptions, heap: { heapMb: number }): Promise<CheckSummary> {
  const dir = runDir(options.run);
  using _lock = runLock(dir, 'check', { create: false });
  const temp = `${runFiles(dir).assertions}.${process.pid}.tmp`;
  return await runInHeapWorker<CheckSummary>({ module: new URL('./index.ts', import.meta.url).href, name: 'check', args: [options] }, { heapMb: heap.heapMb, stage: 'check', cleanup: () => rmSync(temp, { force: true }) });
}
