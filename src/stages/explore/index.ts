import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ChatClient, type ClientOptions } from '../../agent/client.ts';
import type { Budget, BudgetRecord } from '../../agent/budget.ts';
import { createAppAgent, runModelOptions, type LlmAppAgent } from '../../agent/index.ts';
import { emptyUsage, sumUsage, type LlmUsage } from '../../agent/usage.ts';
import { OptionError, StageError } from '../../errors.ts';
import { canonicalJson, sha256 } from '../../io/hash.ts';
import { gitCommit, toolVersion } from '../../io/meta.ts';
import { readJson, readNdjson, writeJsonAtomic, writeNdjson } from '../../io/ndjson.ts';
import { referenceAgent } from '../../generators/controls-agents.ts';
import type { RuntimeSettings } from '../../generators/types.ts';
import { PackageRecordSchema } from '../../schemas/run.ts';
import type { Task } from '../../schemas/task.ts';
import type { AppAgent } from '../../runtime/types.ts';
import { runLock, sweepTemps } from '../../infra/lock.ts';
import { runDir, runFiles } from '../../infra/paths.ts';
import { forEachLimited } from '../../infra/progress.ts';
import { tasksOfRun } from '../run/index.ts';
import type { SlotPackages } from '../run/episodes.ts';
import { selectTasks } from '../../suite/select.ts';
import { SessionApps } from './apps.ts';
import type { SurfaceDriver } from '../run/surface-driver.ts';
import { BrowserPool } from '../run/browser-pool.ts';
import { judgeTrajectory } from './judge.ts';
import { judgeScreens, VISION_MAX_BYTES, VISION_MAX_FRAMES } from './screens.ts';
import { exploreSession } from './session.ts';
import { ExploreManifestSchema, TrajectoryRecordSchema, UsageSchema, VerdictRecordSchema, type ExploreManifest, type TrajectoryRecord, type VerdictRecord } from './schemas.ts';

export { ExploreManifestSchema, TrajectoryRecordSchema, VerdictRecordSchema, type ExploreManifest, type TrajectoryRecord, type VerdictRecord } from './schemas.ts';

export const DEFAULT_STEPS = 40;
/** Steps per session at most, whatever the flag says: every loop is bounded. */
export const MAX_STEPS = 500;

export interface ExploreOptions {
  /** The generated run to explore (its packages.ndjson and tasks). */
  run: string;
  /** The explore folder (written; resumed when it exists). */
  out: string;
  tasks?: string;
  user: ClientOptions;
  judge: ClientOptions;
  steps?: number;
  surface?: 'text' | 'browser';
  jobs?: number;
  progress?: boolean;
  /** A spending cap over the user, the judge and the apps' agent together; spent is kept in the manifest. */
  budget?: Budget;
  /**
   * Whether the judge sees the archived screenshots (image content parts) as well as the frames'
   * text. Default: on when the surface keeps screenshots (browser), off otherwise.
   */
  judgeVision?: 'on' | 'off';
  /** Screenshots per judge request at most, and their PNG bytes (defaults: VISION_MAX_FRAMES, VISION_MAX_BYTES). */
  visionCaps?: { maxFrames?: number; maxBytes?: number };
}

export interface ExploreSummary {
  out: string;
  tasks: number;
  judged: number;
  judge_failures: number;
  /** Sessions whose user reply was not a step (not judged). */
  model_failures: number;
  /** Tasks left for the next attempt: the user or judge endpoint failed. */
  infrastructure_failures: number;
  /** The budget's record when one was given. */
  budget?: BudgetRecord;
}

export const exploreFiles = (dir: string) => ({
  manifest: join(dir, 'manifest.json'),
  trajectories: join(dir, 'trajectories.ndjson'),
  verdicts: join(dir, 'verdicts.ndjson'),
  work: join(dir, 'work'),
  screens: join(dir, 'screens'),
});

const UnitSchema = z.object({ trajectory: TrajectoryRecordSchema, verdict: VerdictRecordSchema });
type Unit = z.infer<typeof UnitSchema>;

const isInfra = (unit: Unit) => unit.trajectory.end === 'infrastructure' || unit.verdict.status === 'infrastructure';

/** What must not change for an explore folder to resume (waiting settings and replay may). */
function identity(manifest: ExploreManifest): string {
  const models = (s: ExploreManifest['user']) => ({ model: s.model, base_url: s.base_url, temperature: s.temperature, max_tokens: s.max_tokens });
  // A folder from before judge vision was judged from text.
  const vision = manifest.judge_vision ?? { images: false, max_frames: 0, max_bytes: 0 };
  return canonicalJson({ run_dir: manifest.run_dir, packages: manifest.packages_sha256, task_set: manifest.task_set_hash, fixture: manifest.fixture_hash, seed: manifest.seed, tasks: manifest.tasks, steps: manifest.steps, surface: manifest.surface, user: models(manifest.user), judge: models(manifest.judge), vision });
}

function slotsByTask(packagesPath: string): Map<string, Map<string, SlotPackages>> {
  const byTask = new Map<string, Map<string, SlotPackages>>();
  for (const record of readNdjson(packagesPath, PackageRecordSchema, { kind: 'packages' }).records) {
    // Exploration follows trial 0, as agreement compares it with trial 0's assertions.
    if (record.trial !== 0) continue;
    let slots = byTask.get(record.task);
    if (!slots) byTask.set(record.task, (slots = new Map()));
    let slot = slots.get(record.slot);
    if (!slot) slots.set(record.slot, (slot = { initial: undefined, revisions: new Map() }));
    if (record.revision === 0) slot.initial = record;
    else if (record.episode) slot.revisions.set(record.episode, record);
  }
  return byTask;
}

/**
 * `liveui explore`: for every selected task of a generated run, an LLM user works the app one
 * step at a time over the rendered surface (every surface archived as a frame), then an LLM judge
 * gives a verdict per contract over the trajectory. Writes trajectories.ndjson, verdicts.ndjson
 * and manifest.json; resumes (done tasks are skipped, infrastructure failures run again).
 */
export async function explore(options: ExploreOptions): Promise<ExploreSummary> {
  const steps = options.steps ?? DEFAULT_STEPS;
  if (!Number.isInteger(steps) || steps < 1 || steps > MAX_STEPS) throw new OptionError('steps', `a whole number from 1 to ${MAX_STEPS} (got ${steps})`);
  const surface = options.surface ?? 'text';
  const vision = options.judgeVision ?? (surface === 'browser' ? 'on' : 'off');
  if (vision === 'on' && surface !== 'browser') throw new OptionError('judgeVision', 'the judge can see screenshots only of a browser-surface exploration (the text surface keeps none)');
  const caps = { maxFrames: options.visionCaps?.maxFrames ?? VISION_MAX_FRAMES, maxBytes: options.visionCaps?.maxBytes ?? VISION_MAX_BYTES };
  if (!Number.isInteger(caps.maxFrames) || caps.maxFrames < 1) throw new OptionError('visionCaps', `at least one screenshot per request (got ${caps.maxFrames})`);
  const source = runDir(options.run);
  const { tasks: runTasks, manifest: runManifest } = tasksOfRun(source);
  const tasks = selectTasks(runTasks.map((task) => ({ task })), options.tasks).map(({ task }) => task);
  const files = runFiles(source);
  if (!existsSync(files.packages)) throw new StageError(`run ${runManifest.run} has no packages.ndjson: run \`liveui generate\` first`);
  const packages = slotsByTask(files.packages);
  // The run's own model serves its apps' agent actions, read as the run stage reads it
  // (before anything is written: a malformed entry refuses the run, naming its manifest).
  const budget = options.budget;
  const capped = budget ? { budget } : {};
  const appModel = runModelOptions(runManifest.settings, { replay: options.user.replay, cacheDir: options.user.cacheDir, path: files.manifest, ...capped });
  const user = new ChatClient({ ...options.user, ...capped });
  const judge = new ChatClient({ ...options.judge, ...capped });
  const out = resolve(options.out);
  const paths = exploreFiles(out);
  using _lock = runLock(out, 'explore');
  const fresh: ExploreManifest = {
    kind: 'explore',
    tool: 'liveuibench',
    version: toolVersion(),
    commit: gitCommit(),
    run: runManifest.run,
    run_dir: source,
    packages_sha256: sha256(readFileSync(files.packages)),
    task_set_hash: runManifest.task_set_hash,
    fixture_hash: runManifest.fixture_hash,
    seed: runManifest.seed,
    tasks: tasks.map((t) => t.id),
    steps,
    surface,
    user: user.settings,
    judge: judge.settings,
    judge_vision: vision === 'on' ? { images: true, max_frames: caps.maxFrames, max_bytes: caps.maxBytes } : { images: false, max_frames: 0, max_bytes: 0 },
  };
  if (existsSync(paths.manifest)) {
    const existing = readJson(paths.manifest, ExploreManifestSchema);
    if (identity(existing) !== identity(fresh)) throw new StageError(`refusing to resume ${out}: the run, its packages, the tasks, the models, the steps, the surface or the judge's vision changed since it started (use another --out)`, { code: 'E_RESUME_MISMATCH' });
    // What earlier attempts spent counts against the cap: it is the folder's total.
    budget?.resumeFrom(existing.budget);
  }
  writeJsonAtomic(paths.manifest, fresh);
  sweepTemps(out, paths.work);

  const settings = { apis: 'live', persist: 'kept', ...(runManifest.settings.runtime as Partial<RuntimeSettings> | undefined) } as RuntimeSettings;
  await using browsers = new BrowserPool(surface === 'browser' ? paths.screens : undefined);

  await forEachLimited(tasks, { jobs: options.jobs ?? 1, progress: options.progress ?? false, label: 'explore' }, async (task) => {
    const file = join(paths.work, `${task.id}.json`);
    if (existsSync(file) && !isInfra(readJson(file, UnitSchema))) return;
    const usage = { user: { value: emptyUsage() }, judge: { value: emptyUsage() } };
    const agent: LlmAppAgent | undefined = appModel ? createAppAgent({ ...appModel, trial: 0 }) : undefined;
    const appAgent = agent ?? (settings.agent === 'reference' ? referenceAgent(task) : undefined);
    // A browser fault (Chromium gone) throws out of the stage: the machine's, never the app's.
    const unit = await browsers.with((driver) => exploreTask({ task, slots: packages.get(task.id) ?? new Map(), settings, seed: runManifest.seed, agent: appAgent, driver, user, judge, steps, usage, screens: vision === 'on' ? { dir: paths.screens, caps } : undefined }));
    const problems = agent?.problems() ?? [];
    const miss = problems.find((p) => p.kind !== 'infrastructure');
    if (miss) throw new StageError(miss.message, { code: miss.kind === 'cache_miss' ? 'E_CACHE_MISS' : 'E_CACHE_WRITE' });
    if (problems.length > 0 && !isInfra(unit)) unit.verdict = { task: task.id, status: 'infrastructure', reason: `the app-side agent's endpoint failed: ${problems[0]?.message ?? ''}` };
    writeJsonAtomic(join(paths.work, `${task.id}.usage.json`), { user: usage.user.value, judge: usage.judge.value, ...(agent ? { app: agent.usage() } : {}) });
    writeJsonAtomic(file, unit);
  });

  const units = tasks.map((task) => readJson(join(paths.work, `${task.id}.json`), UnitSchema));
  const inputs = { packages: fresh.packages_sha256, task_set: fresh.task_set_hash, fixture: fresh.fixture_hash };
  writeNdjson(paths.trajectories, units.map((u) => u.trajectory), { kind: 'trajectories', inputs });
  writeNdjson(paths.verdicts, units.map((u) => u.verdict), { kind: 'verdicts', inputs });
  const summary: ExploreSummary = {
    out,
    tasks: units.length,
    judged: units.filter((u) => u.verdict.status === 'judged').length,
    judge_failures: units.filter((u) => u.verdict.status === 'judge_failure').length,
    model_failures: units.filter((u) => u.trajectory.end === 'model_failure').length,
    infrastructure_failures: units.filter(isInfra).length,
  };
  const usages = tasks.map((task) => readJson(join(paths.work, `${task.id}.usage.json`), z.object({ user: UsageSchema, judge: UsageSchema })));
  const total = (part: 'user' | 'judge') => sumUsage(usages.map((u) => u[part]));
  writeJsonAtomic(paths.manifest, { ...fresh, usage: { user: total('user'), judge: total('judge') }, counts: { judged: summary.judged, judge_failures: summary.judge_failures, model_failures: summary.model_failures, infrastructure_failures: summary.infrastructure_failures }, ...(budget ? { budget: budget.record() } : {}) } satisfies ExploreManifest);
  return budget ? { ...summary, budget: budget.record() } : summary;
}

/** One task: a fresh world and apps, the user's session, then the judge. */
interface TaskSession {
  task: Task;
  slots: ReadonlyMap<string, SlotPackages>;
  settings: RuntimeSettings;
  seed: number;
  agent: AppAgent | undefined;
  driver: SurfaceDriver;
  user: ChatClient;
  judge: ChatClient;
  steps: number;
  usage: { user: { value: LlmUsage }; judge: { value: LlmUsage } };
  /** Where the screenshots are and how many the judge sees (vision on); undefined: text only. */
  screens: { dir: string; caps: { maxFrames: number; maxBytes: number } } | undefined;
}

async function exploreTask(session: TaskSession): Promise<Unit> {
  const { task, usage } = session;
  let trajectory: TrajectoryRecord;
  {
    using apps = new SessionApps(task, session.slots, session.settings, session.seed, session.agent);
    trajectory = await exploreSession({ task, apps, driver: session.driver, user: session.user, budget: session.steps, usage: usage.user });
  }
  const screens = session.screens ? judgeScreens(trajectory, session.screens.dir, session.screens.caps) : [];
  const verdict: VerdictRecord = await judgeTrajectory(task, trajectory, session.judge, usage.judge, screens);
  return { trajectory, verdict };
}

/** Reads an explore folder's verdicts and trajectories (for agreement, report and viewer). */
export function readExplore(dir: string): { manifest: ExploreManifest; trajectories: TrajectoryRecord[]; verdicts: VerdictRecord[] } {
  const out = resolve(dir);
  const paths = exploreFiles(out);
  if (!existsSync(paths.manifest)) throw new OptionError('explore', `${out} is not an explore folder (no manifest.json; run \`liveui explore\` first)`);
  const manifest = readJson(paths.manifest, ExploreManifestSchema);
  return {
    manifest,
    trajectories: readNdjson(paths.trajectories, TrajectoryRecordSchema, { kind: 'trajectories' }).records,
    verdicts: readNdjson(paths.verdicts, VerdictRecordSchema, { kind: 'verdicts' }).records,
  };
}
