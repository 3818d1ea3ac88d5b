import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppRuntime } from '../../runtime/runtime.ts';
import type { ApiCaller, AppAgent, RuntimeOptions } from '../../runtime/types.ts';
import type { Package } from '../../schemas/package.ts';
import type { EpisodeSpec, Task } from '../../schemas/task.ts';
import type { RuntimeSettings } from '../../generators/types.ts';
import { World } from '../../world/engine.ts';
import { worldModules } from '../../world/apps/index.ts';
import { baseImage } from '../../world/fixture.ts';
import { fixtureByName } from '../run/fixtures.ts';
import type { SlotPackages } from '../run/episodes.ts';

/** The no-grounding ablation's caller: nothing reaches the world. */
function disabledCaller(): ApiCaller {
  let seq = 0;
  return {
    call: (app, api, args) => {
      seq += 1;
      const error = { status: 503, code: 'api_disabled', message: 'API execution is disabled in this run.' };
      return { seq, app, api, args, ok: false, status: 503, response: null, error, diff: [] };
    },
  };
}

/**
 * The app side of one exploratory session: a freshly restored seeded world, and per app slot an
 * installed runtime whose store lives in a throwaway folder. A reopen is a real teardown (the
 * runtime is rebuilt from its files only), as in the run stage.
 */
export class SessionApps implements Disposable {
  readonly world: World;
  private readonly storeRoot: string;
  private readonly runtimes = new Map<string, AppRuntime>();
  private readonly options: Map<string, RuntimeOptions>;
  /** Why a slot has no app (its generation failed), by slot. */
  private readonly missing = new Map<string, string>();
  /** `persist: none` (the no_persist control): a reopen starts from the package with empty state. */
  private readonly forget: boolean;

  constructor(
    private readonly task: Task,
    private readonly packages: ReadonlyMap<string, SlotPackages>,
    settings: RuntimeSettings,
    seedOffset: number,
    agent: AppAgent | undefined,
  ) {
    const fixture = fixtureByName(task.world.fixture);
    if (!fixture) throw new Error(`unknown fixture ${task.world.fixture}`);
    this.world = World.restore(baseImage(fixture), worldModules, { seed: task.world.seed + seedOffset });
    this.storeRoot = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'liveui-explore-'));
    // The run's runtime settings hold here too: the no-grounding ablation reaches no service.
    const caller: ApiCaller = settings.apis === 'disabled' ? disabledCaller() : { call: (app, api, args) => this.world.callAsUser(app, api, args) };
    this.forget = settings.persist === 'none';
    const shared: RuntimeOptions = { caller, durable: false, ...(agent ? { agent } : {}) };
    this.options = new Map(task.apps.map((app) => [app.slot, { ...shared, services: app.services }]));
  }

  /** The slot's runtime, installed on first use; undefined (with the reason) when its generation failed. */
  runtime(slot: string): AppRuntime | undefined {
    const existing = this.runtimes.get(slot);
    if (existing) return existing;
    if (this.missing.has(slot)) return undefined;
    const initial = this.packages.get(slot)?.initial;
    if (!initial?.ok) {
      this.missing.set(slot, `the app could not be built: ${initial?.failure?.reasons.join('; ') ?? 'no package was generated'}`);
      return undefined;
    }
    const runtime = AppRuntime.install(initial.package as Package, join(this.storeRoot, slot), this.optionsOf(slot));
    this.runtimes.set(slot, runtime);
    return runtime;
  }

  private optionsOf(slot: string): RuntimeOptions {
    const options = this.options.get(slot);
    if (!options) throw new Error(`the task has no app slot ${slot}`);
    return options;
  }

  whyMissing(slot: string): string {
    return this.missing.get(slot) ?? 'the app is not available';
  }

  /**
   * Entering a request: a revise episode with a changed requirement swaps in the generator's
   * revision (keeping state), as the run stage does. Returns a note for the user, if any.
   */
  enter(episode: EpisodeSpec): string | undefined {
    const runtime = this.runtime(episode.slot);
    if (!runtime || episode.stage !== 'revise' || episode.requirement === undefined) return undefined;
    const revised = this.packages.get(episode.slot)?.revisions.get(episode.id);
    if (!revised?.ok) return `the app could not be updated: ${revised?.failure?.reasons.join('; ') ?? 'no revision was generated'}`;
    const outcome = runtime.revise(revised.package as Package);
    return outcome.ok ? 'the app was updated for your changed requirement' : `the app could not be updated: ${outcome.reason}`;
  }

  /** Closes the slot's app and opens it again from its saved files. */
  reopen(slot: string): AppRuntime | undefined {
    const current = this.runtimes.get(slot);
    if (!current) return this.runtime(slot);
    this.runtimes.delete(slot);
    const dir = join(this.storeRoot, slot);
    let runtime: AppRuntime;
    if (this.forget) {
      rmSync(dir, { recursive: true, force: true });
      runtime = AppRuntime.install(current.package, dir, this.optionsOf(slot));
    } else {
      runtime = AppRuntime.load(dir, this.optionsOf(slot));
    }
    this.runtimes.set(slot, runtime);
    return runtime;
  }

  get episodes(): readonly EpisodeSpec[] {
    return this.task.episodes;
  }

  [Symbol.dispose](): void {
    this.world.close();
    rmSync(this.storeRoot, { recursive: true, force: true });
  }
}
