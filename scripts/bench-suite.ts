/** Suite benchmark: the oracle over the whole suite on one core (jobs 1); episodes per second. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { evaluateGenerator } from '../src/stages/eval/index.ts';
import { runAudit } from '../src/stages/audit/index.ts';
import { loadTasks } from '../src/suite/load.ts';

export interface SuiteBench {
  tasks: number;
  episodes: number;
  seconds: number;
  episodes_per_second: number;
  fwr: number | null;
  target_seconds: number;
}

export async function benchSuite(): Promise<SuiteBench> {
  const dir = join(tmpdir(), `liveui-bench-suite-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const start = performance.now();
  const summary = await evaluateGenerator({ generator: 'oracle', run: dir, jobs: 1 });
  const seconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });
  return { tasks: summary.task_evaluations, episodes: summary.episodes, seconds, episodes_per_second: summary.episodes / seconds, fwr: summary.fwr, target_seconds: 30 };
}

export interface AuditBench {
  tasks: number;
  generators: number;
  jobs: number;
  seconds: number;
  /** Task evaluations (task × generator) per second. */
  evaluations_per_second: number;
  target_seconds: number;
  /** The audit's verdicts, so a fast audit that stopped judging shows here. */
  unsound_tasks: number;
  over_specified: number;
  mutation_score: number | null;
}

/**
 * The full audit (oracle, every control, paraphrase, rename_inputs) over the whole suite, with
 * one job per core (the "≤ 6 minutes" is for the whole audit on this machine).
 */
export async function benchAudit(jobs = 2): Promise<AuditBench> {
  const dir = join(tmpdir(), `liveui-bench-audit-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const start = performance.now();
  const report = await runAudit({ out: dir, jobs });
  const seconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });
  const evaluations = report.tasks * report.generators.length;
  return {
    tasks: loadTasks().length,
    generators: report.generators.length,
    jobs,
    seconds,
    evaluations_per_second: evaluations / seconds,
    target_seconds: 360,
    unsound_tasks: report.unsound_tasks.length,
    over_specified: report.over_specified.length,
    mutation_score: report.mutation_score.rate,
  };
}
