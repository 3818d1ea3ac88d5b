import { gitCommit, toolVersion } from '../../io/meta.ts';
import type { EvaluationOutcomes, Report, RunRecount } from '../../schemas/report.ts';
import { EvaluationSchema, evaluationKey, recountRun, type Evaluation } from '../recount/core.ts';
import { loadRuns, provenanceOf } from '../recount/runs.ts';
import { firstFailure, joint, mcnemar, unionCoverage } from './analyses.ts';
import { Duck } from './duck.ts';
import { loadEpisodes, runParams } from './load.ts';

export interface ComputeOptions {
  runs: readonly string[];
  allowMismatch?: boolean;
  /** Use assertion files changed since `check` sealed them (each is named in a warning). */
  allowModified?: boolean;
  cwd?: string;
}

function outcomes(run: string, evaluations: readonly Evaluation[]): EvaluationOutcomes {
  const passed: string[] = [];
  const failed: Record<string, string[]> = {};
  for (const evaluation of evaluations) {
    const key = evaluationKey(evaluation.task, evaluation.trial);
    if (evaluation.passed) passed.push(key);
    else failed[key] = evaluation.failed;
  }
  return { run, passed, failed };
}

/** Recount and every analysis over the runs, computed by DuckDB straight from the NDJSON files. */
export async function computeReport(options: ComputeOptions): Promise<Report> {
  const { runs, warnings } = loadRuns(options.runs, { allowMismatch: options.allowMismatch, allowModified: options.allowModified, cwd: options.cwd });
  const runIds = runs.map((run) => run.manifest.run);
  const params = runParams(runs);
  await using duck = await Duck.open();
  await loadEpisodes(duck, runs);
  await duck.exec('evaluations');
  const byRun = new Map<string, Evaluation[]>(runIds.map((run) => [run, []]));
  for (const evaluation of await duck.query('evaluation_rows', EvaluationSchema, params)) byRun.get(evaluation.run)?.push(evaluation);

  const recounts: RunRecount[] = runs.map((run) => {
    const recounted = recountRun(run.manifest, byRun.get(run.manifest.run) ?? []);
    if (recounted.missing_evaluations > 0) {
      warnings.push(`run ${recounted.run}: ${recounted.missing_evaluations} task evaluation(s) of the manifest have no assertion rows`);
    }
    return recounted;
  });
  return {
    schema: 'liveuibench.report/1',
    tool: { version: toolVersion(), commit: gitCommit() },
    provenance: provenanceOf(runs.map((run) => run.manifest)),
    runs: recounts,
    first_failure: await firstFailure(duck, params, runIds),
    joint: await joint(duck, params, runIds),
    union: await unionCoverage(duck, params, runIds),
    mcnemar: await mcnemar(duck, params, recounts),
    evaluations: runIds.map((run) => outcomes(run, byRun.get(run) ?? [])),
    warnings,
  };
}
