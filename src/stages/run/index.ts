import { existsSync, rmSync } from 'node:fs';
import { makeDir } from '../../io/fs.ts';
import type { Budget } from '../../agent/budget.ts';
import { createAppAgent, runModelOptions, LlmUsageSchema, sumUsage, type LlmUsage } from '../../agent/index.ts';
import { join } from 'node:path';
import { z } from 'zod';
import { OptionError, StageError } from '../../errors.ts';
import type { ShardSpec } from '../../infra/shard.ts';
import { pipeline } from 'node:stream/promises';
import { readWorkFile, writeJsonAtomic } from '../../io/ndjson.ts';
import { AtomicFileSink, ndjsonText } from '../../io/ndjson-stream.ts';
import { EpisodeRecordSchema, type EpisodeRecord } from '../../schemas/run.ts';
import { BrowserRetrySchema } from '../../schemas/manifest.ts';
import type { RuntimeSettings } from '../../generators/types.ts';
import { referenceAgent } from '../../generators/controls-agents.ts';
import { loadTasks, taskSetHash, DEFAULT_TASK_DIR } from '../../suite/load.ts';
import { fixtureSetHash } from './fixtures.ts';
import { readManifest, writeManifest } from '../../infra/manifest.ts';
import { runDir, runFiles } from '../../infra/paths.ts';
import { forEachLimited } from '../../infra/progress.ts';
import { runLock, sweepTemps } from '../../infra/lock.ts';
import { runTaskEpisodes, type SlotPackages } from './episodes.ts';
import { openPackageGroups } from './package-groups.ts';
import { referencePackages, referenceReplay } from './reference.ts';
import { canonicalJson } from '../../io/hash.ts';
import type { Task } from '../../schemas/task.ts';
import type { Variant } from '../../schemas/assertions.ts';
import { twinOf } from '../../suite/twins/index.ts';
import { checkTwinSettings, twinsOfRun } from '../../infra/twins.ts';
import { BROWSER_TRIES, BrowserPool, type BrowserRetry, type SurfaceName } from './browser-pool.ts';
import { BrowserFault } from '../../runtime/browser/fault.ts';

export interface RunOptions {
  run: string;
  jobs?: number;
  progress?: boolean;
  /** Test hook: stop after this many task evaluations, as if killed. */
  stopAfter?: number;
  /** Model runs: answer the app-side agent from the cache only (a miss fails the run). */
  replay?: boolean;
  cacheDir?: string;
  /** `--shard K/N`: must be the shard the run was generated as (a guard against running the wrong folder). */
  shard?: ShardSpec;
  /** Where the operator meets the app: the rendered HTML as text (default) or a real page in headless Chromium. */
  surface?: SurfaceName;
  /** A spending cap shared with the generate stage (eval); the app-side agent's requests count. */
  budget?: Budget;
}

export interface RunSummary {
  run: string;
  dir: string;
  episodes: number;
  /** Episodes that failed for the app's or the generation's sake (infrastructure failures are not counted here). */
  errors: number;
  /** Task evaluations whose app-side agent hit an infrastructure failure (run again on resume). */
  infrastructure_failures: number;
}

/** The tasks a run was started on, checked against the suite as it is now. */
export function tasksOfRun(dir: string): { tasks: Task[]; manifest: ReturnType<typeof readManifest> } {
  const manifest = readManifest(dir);
  const taskDir = manifest.settings.task_dir === 'tasks/suite' || manifest.settings.task_dir === undefined ? DEFAULT_TASK_DIR : String(manifest.settings.task_dir);
  const byId = new Map(loadTasks(taskDir).map(({ task }) => [task.id, task]));
  const tasks = manifest.tasks.map((id) => {
    const task = byId.get(id);
    if (!task) throw new StageError(`run ${manifest.run} names task "${id}", which is no longer in ${taskDir}`);
    return task;
  });
  if (taskSetHash(tasks) !== manifest.task_set_hash) throw new StageError(`the tasks of run ${manifest.run} changed since it was generated; start a new run`, { code: 'E_RESUME_MISMATCH' });
  if (fixtureSetHash(tasks) !== manifest.fixture_hash) throw new StageError(`the world (fixture or app APIs) changed since run ${manifest.run} was generated; start a new run`, { code: 'E_RESUME_MISMATCH' });
  checkTwinSettings(manifest.settings, tasks, manifest.run);
  return { tasks, manifest };
}

/** An episode record tagged with its world (the tag sits after `task`, as in the schema). */
function withVariant(record: EpisodeRecord, variant: Variant): EpisodeRecord {
  const { run: name, trial, task, ...rest } = record;
  return { run: name, trial, task, variant, ...rest };
}

/** Did this unit run exactly the task's reference packages with the reference's settings? */
function isReference(task: Task, slots: ReadonlyMap<string, SlotPackages>, settings: RuntimeSettings): boolean {
  if (settings.apis !== 'live' || (settings.persist ?? 'kept') !== 'kept') return false;
  const own = referencePackages(task);
  if (own.size !== slots.size) return false;
  for (const [slot, ref] of own) {
    const mine = slots.get(slot);
    if (!mine?.initial?.ok || canonicalJson(mine.initial.package) !== canonicalJson(ref.initial?.package)) return false;
    if (mine.revisions.size !== ref.revisions.size) return false;
    for (const [episode, revision] of ref.revisions) {
      const other = mine.revisions.get(episode);
      if (!other?.ok || canonicalJson(other.package) !== canonicalJson(revision.package)) return false;
    }
  }
  return true;
}

/** Model usage of generation and of the app-side agent, summed over every unit. */
function totalUsage(work: string, units: readonly { task: Task; trial: number }[]) {
  const parts: LlmUsage[] = [];
  for (const stage of ['generate', 'run']) {
    for (const { task, trial } of units) {
      const path = join(work, stage, `${task.id}.${trial}.usage.json`);
      if (existsSync(path)) parts.push(readWorkFile(path, LlmUsageSchema));
    }
  }
  return sumUsage(parts);
}

/** `liveui run`: executes every episode of every task evaluation and writes evidence.ndjson. */
export async function run(options: RunOptions): Promise<RunSummary> {
  const dir = runDir(options.run);
  using _lock = runLock(dir, 'run', { create: false });
  const { tasks, manifest } = tasksOfRun(dir);
  if (options.shard && (manifest.shard?.index !== options.shard.index || manifest.shard.count !== options.shard.count)) {
    const was = manifest.shard ? `shard ${manifest.shard.index}/${manifest.shard.count}` : 'not sharded';
    throw new OptionError('shard', `${options.shard.index}/${options.shard.count}: run ${manifest.run} was generated ${was === 'not sharded' ? 'unsharded' : `as ${was}`} (shard at generate or eval; run follows the generated tasks)`);
  }
  const files = runFiles(dir);
  const settings = { apis: 'live', persist: 'kept', ...(manifest.settings.runtime as Partial<RuntimeSettings> | undefined) } as RuntimeSettings;
  const twins = twinsOfRun(manifest.settings) === 'on';
  // Read before any unit runs: a malformed entry stops the stage at once, naming the manifest.
  const appModel = runModelOptions(manifest.settings, { replay: options.replay, cacheDir: options.cacheDir, path: files.manifest, ...(options.budget ? { budget: options.budget } : {}) });
  options.budget?.resumeFrom(manifest.budget);
  const work = join(files.work, 'run');
  makeDir(work);
  sweepTemps(dir, work);
  const units = tasks.flatMap((task) => Array.from({ length: manifest.trials }, (_, trial) => ({ task, trial })));
  // Validated whole first (path:line before any unit runs), then handed to units as they start.
  await using packages = await openPackageGroups(files.packages, units, manifest);
  const started = performance.now();
  let done = 0;
  await using browsers = new BrowserPool(options.surface === 'browser' ? files.screens : undefined);
  await forEachLimited(units, { jobs: options.jobs ?? 1, progress: options.progress ?? false, label: 'run' }, async ({ task, trial }) => {
    // First, in every unit: units start in order, and packages.ndjson is read in that order.
    const slots = await packages.take(`${task.id}\u0000${trial}`);
    const file = join(work, `${task.id}.${trial}.json`);
    const infraMarker = `${file.slice(0, -5)}.infra.json`;
    // Done unless the app-side agent hit an infrastructure failure: those units run again.
    if (existsSync(file) && !existsSync(infraMarker)) return;
    if (options.stopAfter !== undefined && done >= options.stopAfter) throw new StageError('stopped on request (test hook)', { code: 'E_STOPPED' });
    const agent = appModel ? createAppAgent({ ...appModel, trial }) : undefined;
    // The multi_agent control's scripted agent stands in where no model serves the app side.
    const appAgent = agent ?? (settings.agent === 'reference' ? referenceAgent(task) : undefined);
    const agentFailures = agent ? () => agent.problems().flatMap((p) => (p.kind === 'infrastructure' ? [p.message] : [])) : undefined;
    const retries: BrowserRetry[] = [];
    // With twins on, the task's twin runs on the same packages after it (a unit is both).
    const twin = twins ? twinOf(task) : undefined;
    const worlds = await browsers
      .with(async (driver) => {
        const episodes = (of: Task) => runTaskEpisodes({ task: of, trial, run: manifest.run, packages: slots, settings, seedOffset: manifest.seed, agent: appAgent, driver, agentFailures });
        return { base: await episodes(task), twin: twin?.ok ? await episodes(twin.task) : undefined };
      }, retries)
      .catch((error: unknown) => {
        if (!(error instanceof BrowserFault)) throw error;
        throw new StageError(`${task.id}: ${error.message} (tried ${BROWSER_TRIES} times); run the same command again to resume`, { cause: error, code: 'E_BROWSER' });
      });
    // Kept beside the unit, so a resumed run still reports the faults it absorbed.
    if (retries.length > 0) writeJsonAtomic(`${file.slice(0, -5)}.browser.json`, retries);
    // The yardstick of C3 end-state and C4 grounding: the reference in the same seeded world.
    const sameAsReference = !agent && isReference(task, slots, settings);
    const attach = async (of: Task, list: EpisodeRecord[]) => {
      const reference = await referenceReplay(of, manifest.seed, { fixtureKey: manifest.fixture_hash, sameAsReference: sameAsReference ? list : undefined });
      list.forEach((record, index) => {
        const replayed = reference[index];
        if (replayed) record.reference = replayed;
      });
    };
    await attach(task, worlds.base);
    if (twin?.ok && worlds.twin) await attach(twin.task, worlds.twin);
    const records = twins ? [...worlds.base.map((r) => withVariant(r, 'base')), ...(worlds.twin ?? []).map((r) => withVariant(r, 'twin'))] : worlds.base;
    const problems = agent?.problems() ?? [];
    const miss = problems.find((p) => p.kind === 'cache_miss');
    if (miss) throw new StageError(`replay: ${miss.message}`, { code: 'E_CACHE_MISS' });
    const unwritable = problems.find((p) => p.kind === 'cache_write');
    if (unwritable) throw new StageError(unwritable.message, { code: 'E_CACHE_WRITE' });
    if (agent) writeJsonAtomic(`${file.slice(0, -5)}.usage.json`, agent.usage());
    // Marker before the unit file, and removed only after it: a kill in between re-runs the unit.
    if (problems.some((p) => p.kind === 'infrastructure')) writeJsonAtomic(infraMarker, problems);
    writeJsonAtomic(file, records);
    if (!problems.some((p) => p.kind === 'infrastructure')) rmSync(infraMarker, { force: true });
    done += 1;
  });
  // Unit files → evidence.ndjson as one stream: a unit is read only when the writer wants more.
  const tally = { episodes: 0, errors: 0 };
  async function* evidenceRecords(): AsyncGenerator<EpisodeRecord> {
    for (const { task, trial } of units) {
      for (const record of readWorkFile(join(work, `${task.id}.${trial}.json`), z.array(EpisodeRecordSchema))) {
        tally.episodes += 1;
        if (!record.ok && record.error_kind !== 'infrastructure') tally.errors += 1;
        yield record;
      }
    }
  }
  const sink = new AtomicFileSink(files.evidence);
  try {
    await pipeline(evidenceRecords, ndjsonText({ kind: 'evidence', inputs: { task_set: manifest.task_set_hash, fixture: manifest.fixture_hash } }), sink.stream);
  } catch (error) {
    sink.abort();
    throw error;
  }
  sink.commit();
  const seconds = (performance.now() - started) / 1000;
  const infrastructure = units.filter(({ task, trial }) => existsSync(join(work, `${task.id}.${trial}.infra.json`))).length;
  const usage = appModel ? totalUsage(files.work, units) : undefined;
  const browserRetries = units.flatMap(({ task, trial }) => {
    const path = join(work, `${task.id}.${trial}.browser.json`);
    return existsSync(path) ? readWorkFile(path, z.array(BrowserRetrySchema)).map((retry) => ({ task: task.id, trial, ...retry })) : [];
  });
  writeManifest(dir, { ...manifest, ...(usage ? { usage } : {}), ...(options.budget ? { budget: options.budget.record() } : {}), ...(browserRetries.length > 0 ? { browser_retries: browserRetries } : {}), timings: { ...manifest.timings, run_seconds: Math.round(seconds * 1000) / 1000, episodes: tally.episodes } });
  return { run: manifest.run, dir, episodes: tally.episodes, errors: tally.errors, infrastructure_failures: infrastructure };
}
