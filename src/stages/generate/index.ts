import { existsSync } from 'node:fs';
import { makeDir } from '../../io/fs.ts';
import { join } from 'node:path';
import { z } from 'zod';
import { admit, formatProblems } from '../../runtime/admission.ts';
import { readWorkFile, writeJsonAtomic } from '../../io/ndjson.ts';
import { pipeline } from 'node:stream/promises';
import { AtomicFileSink, ndjsonText } from '../../io/ndjson-stream.ts';
import { isLlmGenerator, resolveGenerator, type Generator, type GenerationOutcome, type ResolveOptions } from '../../generators/index.ts';
import { generationPrompt } from '../../agent/prompts.ts';
import type { Budget, BudgetRecord } from '../../agent/budget.ts';
import { CacheMissError, CacheWriteError, LlmInfrastructureError, LlmUsageSchema, runModelSettings, sumUsage } from '../../agent/index.ts';
import { rmSync } from 'node:fs';
import { PackageRecordSchema, type PackageRecord } from '../../schemas/run.ts';
import type { Task } from '../../schemas/task.ts';
import { fixtureSetHash } from '../run/fixtures.ts';
import { revisionEpisodes } from '../run/package-groups.ts';
import { taskSetHash, DEFAULT_TASK_DIR } from '../../suite/load.ts';
import { loadValidTasks } from '../../suite/validate.ts';
import { selectTasks } from '../../suite/select.ts';
import { newManifest, startManifest, writeManifest } from '../../infra/manifest.ts';
import { runDir, runFiles, runName } from '../../infra/paths.ts';
import { forEachLimited } from '../../infra/progress.ts';
import { runLock, sweepTemps } from '../../infra/lock.ts';
import { DiskFullError, OptionError } from '../../errors.ts';
import { shardOf, type ShardSpec } from '../../infra/shard.ts';
import type { TwinsSetting } from '../../schemas/twin.ts';
import { twinSettings } from '../../infra/twins.ts';

export interface GenerateOptions {
  generator: string;
  run?: string;
  tasks?: string;
  taskDir?: string;
  trials?: number;
  seed?: number;
  jobs?: number;
  progress?: boolean;
  /** Model flags for `--generator llm`. */
  llm?: ResolveOptions;
  /** Only this shard of the selected tasks (`--shard K/N`, partition by task id; see shard.ts). */
  shard?: ShardSpec;
  /**
   * `on`: every task evaluation also runs the task's counterfactual twin on the same packages
   * (src/suite/twins); recorded in the manifest's settings. `off` (default): the paper's protocol.
   */
  twins?: TwinsSetting;
  /** A spending cap on model requests (`--max-cost`, `--max-tokens-total`); spent is kept in the manifest. */
  budget?: Budget;
}

export interface GenerateSummary {
  run: string;
  dir: string;
  tasks: number;
  packages: number;
  failures: number;
  infrastructure_failures: number;
  /** The budget's record when one was given: `stopped` says this attempt withheld requests. */
  budget?: BudgetRecord;
}

/** Admits a generated package against the services the task granted its app. */
function toRecord(base: Omit<PackageRecord, 'ok' | 'package' | 'failure'>, outcome: GenerationOutcome, services: readonly string[]): PackageRecord {
  if (!outcome.ok) return { ...base, ok: false, failure: { kind: outcome.kind, reasons: outcome.reasons, ...(outcome.text ? { text: outcome.text } : {}) } };
  let admitted: ReturnType<typeof admit>;
  try {
    admitted = admit(outcome.package, { services });
  } catch (error) {
    // Admission must never take the stage down: whatever it chokes on is a rejected package.
    return { ...base, ok: false, failure: { kind: 'rejected', reasons: [`$: admission could not read the package (${(error as Error).message})`] } };
  }
  if (!admitted.ok) return { ...base, ok: false, failure: { kind: 'rejected', reasons: formatProblems(admitted.problems).split('\n') } };
  return { ...base, ok: true, package: admitted.package };
}

/**
 * Calls the generator; a generator that throws on a reply (rather than returning a failure) is a
 * failed generation. A replay miss is not: it stops the stage, as `--replay` promises.
 */
async function attempt(produce: () => Promise<GenerationOutcome>): Promise<GenerationOutcome> {
  try {
    return await produce();
  } catch (error) {
    // Local faults stop the stage; they are not the model's failure.
    if (error instanceof CacheMissError || error instanceof CacheWriteError || error instanceof DiskFullError) throw error;
    if (error instanceof LlmInfrastructureError) return { ok: false, kind: 'infrastructure', reasons: [error.message] };
    return { ok: false, kind: 'no_package', reasons: [`the generator failed on this request: ${(error as Error).message}`] };
  }
}

/** Generates every slot's package and each requirement revision of one task evaluation. */
async function generateTask(generator: Generator, task: Task, trial: number, run: string): Promise<PackageRecord[]> {
  const reference = generator.readsReference ? task.reference : undefined;
  const answers = generator.readsReference ? task : undefined;
  const records: PackageRecord[] = [];
  for (const app of task.apps) {
    const request = { task: task.id, slot: app.slot, intention: app.intention, services: app.services, trial };
    let current = toRecord({ run, trial, task: task.id, slot: app.slot, revision: 0, episode: null, generator: generator.name }, await attempt(() => generator.generate(request, reference, answers)), app.services);
    records.push(current);
    let revision = 0;
    for (const episode of revisionEpisodes(task, app.slot)) {
      revision += 1;
      const base = { run, trial, task: task.id, slot: app.slot, revision, episode: episode.id, generator: generator.name };
      const outcome: GenerationOutcome = current.ok
        ? await attempt(() => generator.revise({ ...request, package: current.package, requirement: episode.requirement as string, episode: episode.id }, reference, answers))
        : current.failure?.kind === 'infrastructure'
          ? // Not attempted because of an infrastructure failure: retried with it, never a model failure.
            { ok: false, kind: 'infrastructure', reasons: ['not attempted: the package it revises hit an infrastructure failure'] }
          : { ok: false, kind: 'no_package', reasons: ['there is no admitted package to revise'] };
      const record = toRecord(base, outcome, app.services);
      records.push(record);
      if (record.ok) current = record;
    }
  }
  return records;
}

function readUnit(file: string): PackageRecord[] {
  return readWorkFile(file, z.array(PackageRecordSchema));
}

/** What a generation is of, worked out and checked before anything is written. */
export type GenerationPlan = ReturnType<typeof planGeneration>;

/**
 * Resolves the generator and selects the tasks; every refusal (an unknown generator, a selector
 * that matches nothing, a bad count) happens here, before a run folder exists.
 */
export function planGeneration(options: GenerateOptions) {
  for (const [option, value] of [['trials', options.trials], ['jobs', options.jobs]] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw new OptionError(option, `must be a whole number >= 1, got ${value}`);
  }
  const generator = resolveGenerator(options.generator, options.budget ? { ...options.llm, budget: options.budget } : options.llm);
  const taskDir = options.taskDir ?? DEFAULT_TASK_DIR;
  const selected = selectTasks(loadValidTasks(taskDir), options.tasks).map((t) => t.task);
  const shard = options.shard;
  const tasks = shard ? selected.filter((task) => shardOf(task.id, shard.count) === shard.index) : selected;
  return { generator, taskDir, selected, tasks, run: runName(options.run ?? generator.name), dir: runDir(options.run ?? generator.name) };
}

/** `liveui generate`: writes packages.ndjson (and the run's manifest). Resumable per task. */
export async function generate(options: GenerateOptions, plan: GenerationPlan = planGeneration(options)): Promise<GenerateSummary> {
  const { generator, taskDir, selected, tasks, run, dir } = plan;
  const shard = options.shard;
  // What shapes replies (model, endpoint, sampling) is part of the run's identity; how patiently
  // we wait (timeout, retries, concurrency) is not, so a resume may raise the timeout.
  const model = isLlmGenerator(generator) ? runModelSettings(generator.settings) : undefined;
  using _lock = runLock(dir, 'generate');
  const trials = options.trials ?? 1;
  const manifest = startManifest(
    dir,
    newManifest({
      run,
      generator: generator.name,
      label: generator.label,
      developer: generator.developer,
      // `twins` only when on, so a run without twins has the manifest it always had.
      settings: { runtime: generator.runtime, task_dir: taskDir === DEFAULT_TASK_DIR ? 'tasks/suite' : taskDir, ...model, ...(model ? { prompt: generationPrompt() } : {}), ...(options.twins === 'on' ? twinSettings(tasks) : {}) },
      task_set_hash: taskSetHash(tasks),
      tasks: tasks.map((t) => t.id),
      fixture_hash: fixtureSetHash(tasks),
      seed: options.seed ?? 0,
      trials,
      ...(shard
        ? { shard: { index: shard.index, count: shard.count, tasks: selected.map((t) => t.id), task_set_hash: taskSetHash(selected), fixture_hash: fixtureSetHash(selected) } }
        : {}),
    }),
  );
  // What earlier attempts spent counts against the cap: it is the run folder's total.
  options.budget?.resumeFrom(manifest.budget);
  const files = runFiles(dir);
  const work = join(files.work, 'generate');
  makeDir(work);
  sweepTemps(dir, work);
  const units = tasks.flatMap((task) => Array.from({ length: trials }, (_, trial) => ({ task, trial })));
  await forEachLimited(units, { jobs: options.jobs ?? 1, progress: options.progress ?? false, label: 'generate' }, async ({ task, trial }) => {
    const file = join(work, `${task.id}.${trial}.json`);
    // A unit is done unless it hit an infrastructure failure: those are retried on resume.
    if (existsSync(file) && !readUnit(file).some((r) => r.failure?.kind === 'infrastructure')) return;
    rmSync(file, { force: true });
    // Episodes run on the old packages are stale now: the run stage must run this unit again.
    rmSync(join(files.work, 'run', `${task.id}.${trial}.json`), { force: true });
    const records = await generateTask(generator, task, trial, manifest.run);
    if (isLlmGenerator(generator)) writeJsonAtomic(`${file.slice(0, -5)}.usage.json`, generator.usage({ task: task.id, trial }));
    writeJsonAtomic(file, records);
  });
  // Unit files → packages.ndjson as one stream: one unit's records in memory at a time.
  const tally = { packages: 0, failures: 0, infrastructure: 0 };
  async function* packageRecords(): AsyncGenerator<PackageRecord> {
    for (const { task, trial } of units) {
      for (const record of readUnit(join(work, `${task.id}.${trial}.json`))) {
        tally.packages += 1;
        if (!record.ok) tally.failures += 1;
        if (record.failure?.kind === 'infrastructure') tally.infrastructure += 1;
        yield record;
      }
    }
  }
  const sink = new AtomicFileSink(files.packages);
  try {
    await pipeline(packageRecords, ndjsonText({ kind: 'packages', inputs: { task_set: manifest.task_set_hash, fixture: manifest.fixture_hash } }), sink.stream);
  } catch (error) {
    sink.abort();
    throw error;
  }
  sink.commit();
  if (model) {
    const usage = sumUsage(units.flatMap(({ task, trial }) => {
      const path = join(work, `${task.id}.${trial}.usage.json`);
      return existsSync(path) ? [readWorkFile(path, LlmUsageSchema)] : [];
    }));
    writeManifest(dir, { ...manifest, usage, ...(options.budget ? { budget: options.budget.record() } : {}) });
  }
  return { run: manifest.run, dir, tasks: tasks.length, packages: tally.packages, failures: tally.failures, infrastructure_failures: tally.infrastructure, ...(options.budget ? { budget: options.budget.record() } : {}) };
}
