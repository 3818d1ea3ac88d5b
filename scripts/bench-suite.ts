/** Suite benchmark: the oracle over the whole suite on one core (jobs 1); episodes per second. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { evaluateGenerator } from '../src/stages/eval/index.ts';

export interface SuiteBench {
  tasks: number;
  episodes: number;
  seconds: number;
  episodes_per_second: number;
  fwr: number;
  target_seconds: number;
}

export async function benchSuite(): Promise<SuiteBench> {
  const dir = join(tmpdir(), `liveui-bench-suite-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const start = performance.now();
  const summary = await evaluateGenerator({ generator: 'oracle', run: dir, jobs: 1 });
  const seconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });
  return { tasks: summary.task_evaluations, episodes: summary.episodes, seconds, episodes_per_second: summary.episodes / seconds, fwr: summary.fwr, target_seconds: 10 };
}
