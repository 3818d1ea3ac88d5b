import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppRuntime } from '../../runtime/runtime.ts';
import type { ApiCaller, AppAgent, RuntimeOptions, Surface } from '../../runtime/types.ts';
import type { Package } from '../../schemas/package.ts';
import type { ErrorKind } from '../../schemas/assertions.ts';
import { emptyEpisode, type EpisodeRecord, type PackageRecord } from '../../schemas/run.ts';
import type { EpisodeSpec, Task } from '../../schemas/task.ts';
import type { CallRecord } from '../../schemas/world.ts';
import type { RuntimeSettings } from '../../generators/types.ts';
import { World } from '../../world/engine.ts';
import { worldModules } from '../../world/apps/index.ts';
import { baseImage } from '../../world/fixture.ts';
import { fixtureByName } from './fixtures.ts';
import { actionReach, inputFlows } from './data-flow.ts';
import { choiceLog, takeSteps } from './steps.ts';
import { capture, probe } from './probes.ts';
import { probeConstraintTargets } from './reference.ts';
import { CAPTURE_REF } from '../check/evaluate.ts';
import { textDriver, type SurfaceDriver } from './surface-driver.ts';
import { BrowserFault } from '../../runtime/browser/fault.ts';
import { DiskFullError } from '../../errors.ts';

class EpisodeFailure extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An episode that has no package to run: the model's failure (`generation`), or, when the
 * generation hit the endpoint or the cache (`infrastructure`), nobody's yet — it is run again on
 * resume and counted as missing until then.
 */
function failedGeneration(record: PackageRecord | undefined, heading: string, what: string): EpisodeFailure {
  const reasons = record?.failure?.reasons.join('; ') ?? 'no package';
  if (record?.failure?.kind === 'infrastructure') return new EpisodeFailure('infrastructure', `${what} did not complete (infrastructure): ${reasons}`);
  return new EpisodeFailure('generation', `${heading}: ${reasons}`);
}

/** Packages of one task evaluation, by slot: the initial one and revisions by episode id. */
export interface SlotPackages {
  initial: PackageRecord | undefined;
  revisions: Map<string, PackageRecord>;
}

/** A caller for the no-grounding ablation: nothing reaches the world. */
function disabledCaller(): ApiCaller {
  let seq = 0;
  return {
    call: (app, api, args): CallRecord => {
      seq += 1;
      const error = { status: 503, code: 'api_disabled', message: 'API execution is disabled in this run.' };
      return { seq, app, api, args, ok: false, status: 503, response: null, error, diff: [] };
    },
  };
}

/** One task evaluation to run: the task, its packages by slot, and how the operator meets the apps. */
export interface TaskEpisodesOptions {
  task: Task;
  trial: number;
  /** The run's name, written into every record. */
  run: string;
  packages: ReadonlyMap<string, SlotPackages>;
  settings: RuntimeSettings;
  /** Added to the task's world seed: the run's seed. */
  seedOffset: number;
  /** Serves actions the package hands to an agent (absent: no agent answers). */
  agent?: AppAgent;
  /** Where the operator meets the app (default: the text surface). */
  driver?: SurfaceDriver;
  /**
   * The app-side agent's infrastructure failures so far (its model endpoint or reply cache): an
   * episode during which one is added is recorded as `infrastructure`, never as the app's failure.
   */
  agentFailures?: () => readonly string[];
}

/**
 * Runs every episode of one task evaluation in order against a freshly restored world and
 * returns one evidence record per episode. An episode that throws is recorded as an error and
 * the operator moves on; later episodes still run.
 */
export async function runTaskEpisodes(options: TaskEpisodesOptions): Promise<EpisodeRecord[]> {
  const { task, trial, run: runName, packages, settings, seedOffset, agent, driver = textDriver, agentFailures } = options;
  const fixture = fixtureByName(task.world.fixture);
  if (!fixture) throw new Error(`unknown fixture ${task.world.fixture}`);
  const world = World.restore(baseImage(fixture), worldModules, { seed: task.world.seed + seedOffset });
  // A counterfactual twin's look-alike records (absent for every task file today).
  if (task.world.rows) {
    try {
      world.addRows(task.world.rows);
    } catch (error) {
      world.close();
      throw error;
    }
  }
  const storeRoot = mkdtempSync(join(storeParent(), 'liveui-store-'));
  const calls: CallRecord[] = [];
  const stopListening = world.onCall((record) => calls.push(record));
  const liveCaller: ApiCaller = { call: (app, api, args) => world.callAsUser(app, api, args) };
  // The store is a throwaway folder: no fsync (RuntimeOptions.durable); a reopen still reads the files.
  const shared: RuntimeOptions = { caller: settings.apis === 'disabled' ? disabledCaller() : liveCaller, durable: false, ...(agent ? { agent } : {}) };
  // Each app runs with the services its task granted it (admission checked the same grant).
  const grants = new Map(task.apps.map((app) => [app.slot, { ...shared, services: app.services }]));
  const runtimes = new Map<string, AppRuntime | undefined>();
  const captures: Record<string, unknown> = {};
  const records: EpisodeRecord[] = [];
  try {
    for (const [index, episode] of task.episodes.entries()) {
      calls.length = 0;
      const failuresBefore = agentFailures?.().length ?? 0;
      const record = emptyEpisode({ run: runName, trial, task: task.id, slot: episode.slot, episode: episode.id, episode_index: index, stage: episode.stage });
      try {
        const storeDir = join(storeRoot, episode.slot);
        const options = grants.get(episode.slot) ?? shared;
        const slot = packages.get(episode.slot);
        if (!slot?.initial?.ok) throw failedGeneration(slot?.initial, `generation failed for app ${episode.slot}`, `generation of app ${episode.slot}`);
        let runtime = runtimes.get(episode.slot);
        if (episode.stage === 'reopen') {
          // Real teardown: drop the runtime; the new one is built from the files on disk only.
          runtimes.set(episode.slot, undefined);
          if (settings.persist === 'none' && runtime) {
            const current = runtime.package;
            rmSync(storeDir, { recursive: true, force: true });
            runtime = AppRuntime.install(current, storeDir, options);
          } else {
            runtime = AppRuntime.load(storeDir, options);
          }
        } else if (!runtime) {
          runtime = AppRuntime.install(slot.initial.package as Package, storeDir, options);
        }
        runtimes.set(episode.slot, runtime);
        if (episode.stage === 'revise' && episode.requirement !== undefined) {
          const revised = slot.revisions.get(episode.id);
          if (!revised?.ok) throw failedGeneration(revised, 'revision failed', 'the revision');
          const outcome = runtime.revise(revised.package as Package);
          if (!outcome.ok) throw new EpisodeFailure('generation', `the runtime refused the revised package: ${outcome.reason}`);
        }
        let surface: Surface = runtime.open();
        await driver.show(runtime, surface);
        if (needsSubmit(episode)) {
          // The user types what they saw on screen: `$name` values are captured ids and titles.
          const values = Object.fromEntries(
            Object.entries(episode.values).map(([k, v]) => [k, typeof v === 'string' && CAPTURE_REF.test(v) && Object.hasOwn(captures, v.slice(1)) ? (captures[v.slice(1)] as string | number | boolean) : v]),
          );
          const goals = new Map(runtime.package.actions.map((a) => [a.id, a.goal]));
          const before = await driver.look(surface);
          record.visible_before = before.text;
          if (before.screen !== undefined) record.screen_before = before.screen;
          const taken = await takeSteps({ driver, runtime, surface, episode: { ...episode, values }, context: { flows: inputFlows(runtime.package), goals } });
          const [first] = taken.steps;
          const last = taken.steps[taken.steps.length - 1];
          if (first && last) {
            // The first step is the entry point; the route keeps every step, each with its reason
            // when there were several (a one-step record stays as it was).
            record.action = first.choice.action.id;
            record.inputs = first.choice.inputs;
            record.choice = choiceLog(first.choice);
            record.route = taken.steps.map((step) => (taken.steps.length > 1 ? { ...step.result.route, choice: choiceLog(step.choice) } : step.result.route));
            record.message = last.result.error ?? last.result.message;
            surface = taken.surface;
          } else {
            record.message = 'the surface offers no action';
          }
        }
        record.state = JSON.parse(JSON.stringify(runtime.state)) as unknown;
        const flows = inputFlows(runtime.package);
        const reach = actionReach(runtime.package);
        // A list's row action counts once, with every input (its row fills some), rows or none.
        const plain = surface.actions.filter((a) => !a.row);
        const offered = [...plain, ...(surface.rowActions ?? []).filter((r) => !plain.some((a) => a.id === r.id))];
        record.surface = offered.map((a) => {
          const { calls = [], services = [] } = reach.get(a.id) ?? {};
          return {
            id: a.id,
            label: a.label,
            handler: a.handler,
            inputs: a.inputs.map((i) => {
              const args = flows.get(a.id)?.get(i.name);
              return { name: i.name, label: i.label, type: i.type, required: i.required, ...(args && args.length > 0 ? { flows_to: [...args] } : {}) };
            }),
            ...(calls.length > 0 ? { calls: [...calls] } : {}),
            ...(services.length > 0 ? { services: [...services] } : {}),
          };
        });
        const after = await driver.look(surface);
        record.visible_text = after.text;
        if (after.screen !== undefined) record.screen = after.screen;
        record.shown = surface.shown;
        record.html = surface.html;
      } catch (error) {
        // A browser fault or a full disk (the app's store, a screenshot) is the machine's, never
        // the app's: the unit stops, and the same command runs it again.
        if (error instanceof BrowserFault || error instanceof DiskFullError) throw error;
        record.ok = false;
        record.error_kind = error instanceof EpisodeFailure ? error.kind : 'episode';
        record.error = error instanceof Error ? error.message : String(error);
      }
      // The runtime turned the agent's failed model call into a failed action; it was the machine's.
      const agentFailure = agentFailures?.()[failuresBefore];
      if (agentFailure !== undefined) {
        record.ok = false;
        record.error_kind = 'infrastructure';
        record.error = `the app-side agent's model call did not complete (infrastructure): ${agentFailure}`;
      }
      record.calls = [...calls];
      record.captures = capture(record.calls, episode.captures);
      Object.assign(captures, record.captures);
      record.probes = { ...probe(world, episode.assertions, captures), ...probeConstraintTargets(world, episode.assertions, record.calls, captures) };
      records.push(record);
    }
  } finally {
    stopListening();
    world.close();
    rmSync(storeRoot, { recursive: true, force: true });
  }
  return records;
}

function needsSubmit(episode: EpisodeSpec): boolean {
  if (episode.stage === 'submit' || episode.stage === 'followup') return true;
  if (episode.stage === 'revise') return episode.message !== undefined || Object.keys(episode.values).length > 0;
  return false;
}

/**
 * Where the throwaway app stores go: LIVEUI_STORE_DIR, else a RAM-backed /dev/shm where the
 * system has one (a task makes and removes a store folder; on a busy disk that was a third of an
 * audit's time), else the temp folder. A reopen reads the files back either way.
 */
function storeParent(): string {
  const chosen = process.env.LIVEUI_STORE_DIR;
  if (chosen) return chosen;
  return process.platform === 'linux' && existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}
