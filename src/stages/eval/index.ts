import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { NdjsonParser } from '../../io/ndjson-stream.ts';
import { requireArtifact } from '../../io/ndjson.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { check } from '../check/index.ts';
import { checkInWorker } from '../check/bounded.ts';
import { EvaluationFolder, metrics } from '../recount/core.ts';
import type { ResolveOptions } from '../../generators/index.ts';
import { generate } from '../generate/index.ts';
import { run } from '../run/index.ts';
import { runDir, runFiles } from '../../infra/paths.ts';
import { runLock } from '../../infra/lock.ts';
import { OptionError } from '../../errors.ts';
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
}

export interface EvalSummary {
  run: string;
  dir: string;
  generator: string;
  task_evaluations: number;
  passed_evaluations: number;
  fwr: number;
  assertions: number;
  passed_assertions: number;
  apr: number;
  /** Twins on: evaluations with a twin and those whose twin passed (null with twins off). */
  twin: { passed: number; total: number } | null;
  episodes: number;
  episode_errors: number;
  generation_failures: number;
  infrastructure_failures: number;
  /** The first FAILED_LISTED failed rows in file order (assertions.ndjson holds them all). */
  failed: { task: string; trial: number; assertion: string; type: string; observed: unknown; error: string | null }[];
  /** Every failed row, listed or not. */
  failed_total: number;
}

/** How many failed rows an eval summary lists: enough to read, and its memory stays bounded. */
export const FAILED_LISTED = 1000;

type HeadlineNumbers = Pick<EvalSummary, 'task_evaluations' | 'passed_evaluations' | 'fwr' | 'assertions' | 'passed_assertions' | 'apr' | 'twin' | 'failed' | 'failed_total'>;

/**
 * The headline numbers of a run, folded row by row with recount's own fold (one definition of
 * FWR/APR). Holds one small entry per evaluation and the listed fields of the first
 * FAILED_LISTED failed rows, never the rows themselves.
 */
export class SummaryFolder {
  private readonly folder = new EvaluationFolder();
  private readonly failed: EvalSummary['failed'] = [];
  private failedTotal = 0;

  add(row: AssertionRow): void {
    this.folder.add(row);
    if (row.passed) return;
    this.failedTotal += 1;
    const assertion = row.variant === 'twin' ? `twin:${row.assertion}` : row.assertion;
    if (this.failed.length < FAILED_LISTED) this.failed.push({ task: row.task, trial: row.trial, assertion, type: row.type, observed: row.observed, error: row.error });
  }

  result(): HeadlineNumbers {
    const totals = metrics(this.folder.result());
    return {
      task_evaluations: totals.evaluations,
      passed_evaluations: totals.fwr.passed,
      fwr: totals.fwr.rate ?? 0,
      assertions: totals.assertions,
      passed_assertions: totals.apr.passed,
      apr: totals.apr.rate ?? 0,
      twin: totals.twin ? { passed: totals.twin.passed, total: totals.twin.total } : null,
      failed: this.failed,
      failed_total: this.failedTotal,
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
  // Checked before the lock creates the run folder, so a bad count leaves nothing behind.
  for (const [option, value] of [['trials', options.trials], ['jobs', options.jobs]] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw new OptionError(option, `must be a whole number >= 1, got ${value}`);
  }
  // Held across generate → run → check so no other writer slips in between the stages.
  using _lock = runLock(runDir(options.run ?? options.generator), 'eval');
  const generated = await generate(options);
  const ran = await run({ run: generated.dir, jobs: options.jobs, progress: options.progress, replay: options.llm?.replay, cacheDir: options.llm?.cacheDir, surface: options.surface });
  if (options.heapMb === undefined) await check({ run: generated.dir });
  else await checkInWorker({ run: generated.dir }, { heapMb: options.heapMb });
  const headline = await summarizeFile(runFiles(generated.dir).assertions);
  return {
    run: generated.run,
    dir: generated.dir,
    generator: options.generator,
    ...headline,
    episodes: ran.episodes,
    episode_errors: ran.errors,
    generation_failures: generated.failures,
    infrastructure_failures: generated.infrastructure_failures + ran.infrastructure_failures,
  };
}
