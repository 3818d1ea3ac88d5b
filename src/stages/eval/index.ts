import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { NdjsonParser } from '../../io/ndjson-stream.ts';
import { requireArtifact } from '../../io/ndjson.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { check } from '../check/index.ts';
import { checkInWorker } from '../check/bounded.ts';
import { EvaluationFolder, metrics, rowIncomplete } from '../recount/core.ts';
import type { Budget, BudgetRecord } from '../../agent/budget.ts';
import { runModelOptions } from '../../agent/index.ts';
import { readManifest } from '../../infra/manifest.ts';
import type { ResolveOptions } from '../../generators/index.ts';
import { generate, planGeneration } from '../generate/index.ts';
import { run } from '../run/index.ts';
import { runFiles } from '../../infra/paths.ts';
import { runLock } from '../../infra/lock.ts';
import type { ShardSpec } from '../../infra/shard.ts';
import type { SurfaceName } from '../run/browser-pool.ts';
import type { TwinsSetting } from '../../schemas/twin.ts';

export interface EvalOptions {
  generator: string;
  run?: string;
  tasks?: string;
  taskDir?: string;
  trials?: number;
  jobs?: number;
  progress?: boolean;
  /** The run stage's surface (default text). */
  surface?: SurfaceName;
  /** Model flags for `--generator llm` (model, base URL, replay, cache dir …). */
  llm?: ResolveOptions;
  /** Only this shard of the selected tasks (`--shard K/N`). */
  shard?: ShardSpec;
  /** Counterfactual twins (`--twins on|off`, default off: the paper's protocol). */
  twins?: TwinsSetting;
  /**
   * Run the check stage in a worker with this heap cap, MiB, as `liveui check` does (the CLI
   * always passes one); unset, it runs in this thread.
   */
  heapMb?: number;
  /** A spending cap over generate and run together. */
  budget?: Budget;
}

export interface EvalSummary {
  run: string;
  dir: string;
  generator: string;
  /** Complete task evaluations: the only ones FWR, APR and Open count. */
  task_evaluations: number;
  passed_evaluations: number;
  /** Null when no task evaluation is complete. */
  fwr: number | null;
  assertions: number;
  passed_assertions: number;
  apr: number | null;
  /** Twins on: evaluations with a twin and those whose twin passed (null with twins off). */
  twin: { passed: number; total: number } | null;
  episodes: number;
  /** Episodes that failed for the app's or its generation's sake (not the infrastructure's). */
  episode_errors: number;
  /** Generations the model failed (no package, invalid JSON, rejected); infrastructure failures are apart. */
  generation_failures: number;
  infrastructure_failures: number;
  /**
   * Task evaluations an infrastructure failure left incomplete: counted as missing, never in
   * FWR/APR/Open, and run again by the same command.
   */
  incomplete_evaluations: number;
  /** What failed, each distinct message once (at most CAUSES_LISTED). */
  incomplete_causes: string[];
  /** The model endpoint of an llm run (null for the built-in generators). */
  endpoint: string | null;
  /** The first FAILED_LISTED failed rows of complete evaluations, in file order (assertions.ndjson holds them all). */
  failed: { task: string; trial: number; assertion: string; type: string; observed: unknown; error: string | null }[];
  /** Every failed row of a complete evaluation, listed or not. */
  failed_total: number;
  /** The budget's record when one was given. */
  budget?: BudgetRecord;
}

/** How many failed rows an eval summary lists: enough to read, and its memory stays bounded. */
export const FAILED_LISTED = 1000;
/** How many distinct infrastructure causes an eval summary lists. */
export const CAUSES_LISTED = 5;

type HeadlineNumbers = Pick<EvalSummary, 'task_evaluations' | 'passed_evaluations' | 'fwr' | 'assertions' | 'passed_assertions' | 'apr' | 'twin' | 'incomplete_evaluations' | 'incomplete_causes' | 'failed' | 'failed_total'>;

type FailedRow = EvalSummary['failed'][number];

const rowKey = (row: Pick<AssertionRow, 'run' | 'trial' | 'task'>) => `${row.run}\u0000${row.trial}\u0000${row.task}`;
/** An evaluation within one run (the summary is of one run). */
const taskKey = (row: Pick<AssertionRow, 'trial' | 'task'>) => `${row.trial}\u0000${row.task}`;

/**
 * The headline numbers of a run, folded row by row with recount's own fold (one definition of
 * FWR/APR, incomplete evaluations apart). Holds one small entry per evaluation and the listed
 * fields of the first FAILED_LISTED failed rows, never the rows themselves. `check` writes each
 * evaluation's rows together, so an evaluation's failures wait until its last row has said
 * whether it is incomplete: an incomplete one lists none (its rows are not the model's failures).
 */
export class SummaryFolder {
  private readonly folder = new EvaluationFolder();
  private readonly failed: FailedRow[] = [];
  private readonly causes = new Set<string>();
  private pending: { key: string; incomplete: boolean; rows: FailedRow[]; twinFailed: number } | undefined;
  /** Failed twin rows of complete evaluations (recount's fold counts the base's). */
  private twinFailed = 0;

  add(row: AssertionRow): void {
    this.folder.add(row);
    const key = rowKey(row);
    if (this.pending?.key !== key) {
      this.settle();
      this.pending = { key, incomplete: false, rows: [], twinFailed: 0 };
    }
    if (rowIncomplete(row)) {
      this.pending.incomplete = true;
      if (this.causes.size < CAUSES_LISTED) this.causes.add(row.error ?? 'an infrastructure failure');
    }
    if (row.passed || this.pending.incomplete) return;
    if (row.variant === 'twin') this.pending.twinFailed += 1;
    if (this.failed.length + this.pending.rows.length < FAILED_LISTED) this.pending.rows.push({ task: row.task, trial: row.trial, assertion: row.variant === 'twin' ? `twin:${row.assertion}` : row.assertion, type: row.type, observed: row.observed, error: row.error });
  }

  /** The evaluation being read is over: its failures are listed unless it was incomplete. */
  private settle(): void {
    if (this.pending && !this.pending.incomplete) {
      this.failed.push(...this.pending.rows.slice(0, FAILED_LISTED - this.failed.length));
      this.twinFailed += this.pending.twinFailed;
    }
    this.pending = undefined;
  }

  result(): HeadlineNumbers {
    this.settle();
    const complete = this.folder.result();
    const incomplete = this.folder.incomplete();
    const totals = metrics(complete);
    // Rows out of evaluation order (hand-made files) may have listed a failure of an evaluation found incomplete later.
    const unfinished = new Set(incomplete.map(taskKey));
    return {
      task_evaluations: totals.evaluations,
      passed_evaluations: totals.fwr.passed,
      fwr: totals.fwr.rate,
      assertions: totals.assertions,
      passed_assertions: totals.apr.passed,
      apr: totals.apr.rate,
      twin: totals.twin ? { passed: totals.twin.passed, total: totals.twin.total } : null,
      incomplete_evaluations: incomplete.length,
      incomplete_causes: [...this.causes],
      failed: this.failed.filter((row) => !unfinished.has(taskKey(row))),
      // The base's failed rows (recount's fold) and, with twins on, the twin's.
      failed_total: complete.reduce((sum, evaluation) => sum + evaluation.assertions - evaluation.assertions_passed, 0) + this.twinFailed,
    };
  }
}

/** The headline numbers of rows already in memory. */
export function summarize(rows: readonly AssertionRow[]): HeadlineNumbers {
  const folder = new SummaryFolder();
  for (const row of rows) folder.add(row);
  return folder.result();
}

/** The headline numbers of an assertions file, read record by record (strict, `path:line` errors). */
export async function summarizeFile(path: string): Promise<HeadlineNumbers> {
  requireArtifact(path);
  const folder = new SummaryFolder();
  await pipeline(createReadStream(path), new NdjsonParser(path, AssertionRowSchema, { kind: 'assertions' }), async (rows: AsyncIterable<AssertionRow>) => {
    for await (const row of rows) folder.add(row);
  });
  return folder.result();
}

/** `liveui eval`: generate → run → check for one generator. */
export async function evaluateGenerator(options: EvalOptions): Promise<EvalSummary> {
  // Worked out before the lock creates the run folder, so a refused command leaves nothing behind.
  const plan = planGeneration(options);
  // Held across generate → run → check so no other writer slips in between the stages.
  using _lock = runLock(plan.dir, 'eval');
  const generated = await generate(options, plan);
  const ran = await run({ run: generated.dir, jobs: options.jobs, progress: options.progress, replay: options.llm?.replay, cacheDir: options.llm?.cacheDir, surface: options.surface, ...(options.budget ? { budget: options.budget } : {}) });
  if (options.heapMb === undefined) await check({ run: generated.dir, progress: options.progress });
  else await checkInWorker({ run: generated.dir, progress: options.progress }, { heapMb: options.heapMb });
  const headline = await summarizeFile(runFiles(generated.dir).assertions);
  return {
    run: generated.run,
    dir: generated.dir,
    generator: options.generator,
    ...headline,
    endpoint: runModelOptions(readManifest(generated.dir).settings)?.baseUrl ?? null,
    episodes: ran.episodes,
    episode_errors: ran.errors,
    generation_failures: generated.failures - generated.infrastructure_failures,
    infrastructure_failures: generated.infrastructure_failures + ran.infrastructure_failures,
    ...(options.budget ? { budget: options.budget.record() } : {}),
  };
}
