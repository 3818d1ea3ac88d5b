import { dirname, join, resolve } from 'node:path';
import { writeJsonAtomic, writeNdjson } from '../io/ndjson.ts';
import { assignedOfRows, sealRun } from '../infra/integrity.ts';
import { runLock, sweepTemps } from '../infra/lock.ts';
import { makeDir } from '../io/fs.ts';
import { log } from '../log.ts';
import { DEFAULT_PUBLISHED, loadPublished } from './published.ts';
import { assertionRows, episodeRecords, manifestFor, packageRecords, PROVENANCE } from './records.ts';
import type { SolverReport, TaskTable } from './schemas.ts';
import { solve, type Solution } from './solve.ts';
import { OMITTED_RUNS } from './targets.ts';
import { Outcome } from './outcomes.ts';

export const PAPER_SEED = 2026;

export interface BuildOptions {
  /** Folder that receives one sub-folder per run. */
  out: string;
  /** Where the task table and solver report go (default: the parent of `out`). */
  tablesDir?: string;
  published?: string;
  seed?: number;
}

export interface BuildResult {
  runs: string[];
  tasks: string;
  solver: string;
  feasible: boolean;
  conflicts: SolverReport['conflicts'];
}

/**
 * `liveui paper build`: solves the reconstruction and writes it as ordinary run folders
 * (manifest, packages, evidence, assertions), plus `tasks.json` and `solver.json` beside them.
 */
export function buildPaper(options: BuildOptions): BuildResult {
  const seed = options.seed ?? PAPER_SEED;
  const out = resolve(options.out);
  const tablesDir = resolve(options.tablesDir ?? dirname(out));
  // Checked before the (slow) solve: a file in the way or an uncreatable folder is a usage error.
  makeDir(out, 'out');
  makeDir(tablesDir, 'out');
  sweepTemps(tablesDir);
  const published = loadPublished(options.published ?? DEFAULT_PUBLISHED);
  const solution = solve(published, seed);
  const taskIds = solution.layout.tasks.map((t) => t.task.id);
  const inputs = { task_set: solution.taskSetHash, seed: String(seed) };
  const runs: string[] = [];
  for (const run of solution.runs) {
    const dir = join(out, run.plan.target.run);
    using _lock = runLock(dir, 'paper build');
    sweepTemps(dir);
    const manifest = manifestFor(run, seed, solution.taskSetHash, taskIds);
    writeJsonAtomic(join(dir, 'manifest.json'), manifest);
    writeNdjson(join(dir, 'packages.ndjson'), packageRecords(solution.layout, run, seed), { kind: 'packages', inputs });
    writeNdjson(join(dir, 'evidence.ndjson'), episodeRecords(solution.layout, run), { kind: 'evidence', inputs });
    const rows = [...assertionRows(solution.layout, run)];
    writeNdjson(join(dir, 'assertions.ndjson'), rows, { kind: 'assertions', inputs });
    // Sealed like a checked run, so analyze verifies the reconstruction as strictly as a live run.
    sealRun(dir, manifest, assignedOfRows(rows));
    runs.push(dir);
  }
  const tasks = join(tablesDir, 'tasks.json');
  const table: TaskTable = { kind: 'liveuibench.paper-tasks/1', provenance: PROVENANCE, seed, task_set_hash: solution.taskSetHash, tasks: solution.tasks };
  writeJsonAtomic(tasks, table);
  const solver = join(tablesDir, 'solver.json');
  const report = solverReport(solution);
  writeJsonAtomic(solver, report);
  if (report.feasible) log.info(`paper: ${runs.length} runs written to ${out}; every published constraint was satisfied`);
  else log.warn(`paper: ${report.conflicts.length} published constraint(s) conflict: ${report.conflicts.map((c) => c.key).join(', ')}`);
  return { runs, tasks, solver, feasible: report.feasible, conflicts: report.conflicts };
}

function solverReport(solution: Solution): SolverReport {
  return {
    kind: 'liveuibench.paper-solver/1',
    provenance: PROVENANCE,
    seed: solution.seed,
    feasible: solution.conflicts.length === 0,
    conflicts: solution.conflicts,
    identities: solution.identities,
    chosen: OMITTED_RUNS.map((row) => {
      const run = solution.runs.find((r) => r.plan.target.label === row.label);
      return { run: run?.plan.target.run ?? '', label: row.label, open: row.open, apr: row.apr, reason: row.reason };
    }),
    runs: solution.runs.map((run) => {
      const { plan } = run;
      let passed = 0;
      for (const code of run.outcomes) if (code === Outcome.pass) passed += 1;
      const placeholderEpisodes = solution.layout.tasks.reduce(
        (sum, info) => sum + (plan.generationFailures.has(info.task.id) ? info.episodes.length : plan.episodeErrors.has(info.task.id) ? 1 : 0),
        0,
      );
      return {
        run: plan.target.run,
        label: plan.target.label,
        passed: plan.passed.size,
        open: plan.open.size,
        assertions_passed: passed,
        generation_failures: plan.generationFailures.size,
        episode_errors: plan.episodeErrors.size,
        placeholder_episodes: placeholderEpisodes,
      };
    }),
  };
}
