import type { RecountReport } from '../../schemas/report.ts';
import { recountRun } from './core.ts';
import { missingWithoutRows } from './incomplete.ts';
import { readEvaluations } from './read.ts';
import { loadRuns, provenanceOf } from './runs.ts';

export interface RecountOptions {
  /** Run ids (under artifacts/runs) or run folder paths, in report order. */
  runs: readonly string[];
  allowMismatch?: boolean;
  /** Use assertion files changed since `check` sealed them (each is named in a warning). */
  allowModified?: boolean;
  cwd?: string;
}

/** FWR, APR and Open per run (overall, per family, per split) with Wilson intervals and pass@k. */
export async function recount(options: RecountOptions): Promise<RecountReport> {
  const { runs, warnings } = await loadRuns(options.runs, { allowMismatch: options.allowMismatch, allowModified: options.allowModified, cwd: options.cwd });
  if (runs.length > 0 && runs.every((run) => run.parquet !== undefined)) {
    // Archived runs: the Parquet copies are read by DuckDB (same counts, same recountCounts).
    const { Duck } = await import('../analyze/duck.ts');
    const { loadEpisodes } = await import('../analyze/load.ts');
    const { recountLoaded } = await import('../analyze/compute.ts');
    await using duck = await Duck.open();
    await loadEpisodes(duck, runs);
    const { recounts } = await recountLoaded(duck, runs, warnings);
    return { provenance: provenanceOf(runs.map((run) => run.manifest)), runs: recounts, warnings };
  }
  const results = [];
  for (const run of runs) {
    const { evaluations, incomplete } = await readEvaluations(run);
    const recounted = recountRun(run.manifest, evaluations, incomplete);
    const rowless = missingWithoutRows(recounted);
    if (rowless) warnings.push(rowless);
    results.push(recounted);
  }
  return { provenance: provenanceOf(runs.map((run) => run.manifest)), runs: results, warnings };
}

export { recountRun, metrics, passK, EvaluationFolder, EvaluationSchema, rowPassed, rowIncomplete, evaluationKey, type Evaluation } from './core.ts';
export { incompleteLine, incompleteLines, incompleteMark, missingText, refuseIncomplete } from './incomplete.ts';
export { wilson, rate, passAtK, passHatK, mcnemarExact } from './stats.ts';
export { loadRuns, resolveRunDir, provenanceOf, type RunFolder } from './runs.ts';
export { formatRecount } from './format.ts';
