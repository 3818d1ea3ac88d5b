import { existsSync, readFileSync } from 'node:fs';
import { InputError, OptionError } from '../errors.ts';
import { log } from '../log.ts';
import { packageJsonSchema, type Package } from '../schemas/package.ts';
import { worldModules } from '../world/apps/index.ts';
import { World } from '../world/engine.ts';
import { freshWorld } from '../world/fixture.ts';
import { admit, formatProblems, type Admission } from './admission.ts';
import { worldCaller } from './caller.ts';
import { AppRuntime } from './runtime.ts';
import { hasStore, readBytes, storeFiles, writeBytesAtomic } from './store.ts';
import type { SubmitResult, Surface } from './types.ts';

/** `liveui package schema`: the package JSON Schema. */
export function packageSchema(): unknown {
  return packageJsonSchema();
}

/** Reads a package file as JSON; a missing or non-JSON file is an InputError naming it. */
export function readPackageFile(path: string): unknown {
  if (!existsSync(path)) throw new InputError('file not found', { path });
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new InputError(`not valid JSON (${(error as Error).message})`, { path });
  }
}

/** `liveui package check FILE [--services a,b]` (without a grant, any service is allowed). */
export function checkPackageFile(path: string, services?: readonly string[]): Admission {
  return admit(readPackageFile(path), services ? { services } : {});
}

function admitted(path: string, services?: readonly string[]): Package {
  const result = checkPackageFile(path, services);
  if (!result.ok) throw new InputError(`the package is not admitted:\n${formatProblems(result.problems)}`, { path });
  return result.package;
}

export interface AppCommandOptions {
  pkg: string;
  store: string;
  seed?: number;
  /** Services granted to the app (`--services`); omitted: every service. */
  services?: readonly string[];
}

/**
 * Opens an app store for a shell session: installs the package the first time, applies it as a
 * revision when its version is higher than the stored one, and keeps the world in
 * `<store>/world.sqlite` between invocations.
 */
function session<T>(options: AppCommandOptions, use: (runtime: AppRuntime) => Promise<T>): Promise<T> {
  const pkg = admitted(options.pkg, options.services);
  const files = storeFiles(options.store);
  const image = readBytes(files.world);
  let world: World;
  try {
    world = image ? World.restore({ buffer: image }, worldModules, { seed: options.seed }) : freshWorld({ seed: options.seed });
  } catch (error) {
    // A store's world file is input: a garbage or foreign file is the user's, not a bug.
    if (!image) throw error;
    throw new InputError(`not a liveui world image (${(error as Error).message}); delete it to start from a fresh world`, { path: files.world });
  }
  const close = () => {
    writeBytesAtomic(files.world, world.snapshot().buffer);
    world.close();
  };
  try {
    const runtimeOptions = { caller: worldCaller(world), ...(options.services ? { services: options.services } : {}) };
    let runtime: AppRuntime;
    if (!hasStore(options.store)) {
      runtime = AppRuntime.install(pkg, options.store, runtimeOptions);
    } else {
      runtime = AppRuntime.load(options.store, runtimeOptions);
      const current = runtime.package;
      if (current.app.id !== pkg.app.id) throw new InputError(`the store ${options.store} holds the app "${current.app.id}", not "${pkg.app.id}"`, { path: options.pkg });
      if (pkg.version > current.version) {
        const revised = runtime.revise(pkg);
        if (!revised.ok) throw new InputError(`revision to version ${pkg.version} refused: ${revised.reason}`, { path: options.pkg });
        log.info(`revised ${pkg.app.id} from version ${current.version} to ${pkg.version}`);
      } else if (pkg.version < current.version) {
        log.warn(`the store holds version ${current.version} of ${pkg.app.id}; ${options.pkg} is version ${pkg.version} and is not used`);
      }
    }
    return use(runtime).finally(close);
  } catch (error) {
    close();
    throw error;
  }
}

/** `liveui app open`: the surface of the first view. */
export function appOpen(options: AppCommandOptions): Promise<Surface> {
  return session(options, async (runtime) => runtime.open());
}

/** Parses `NAME=VALUE` pairs into action inputs; a repeated name collects its values into a list. */
export function parseInputs(pairs: readonly string[]): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new OptionError('inputs', `expected NAME=VALUE, got "${pair}"`);
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const previous = inputs[name];
    inputs[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return inputs;
}

/** `liveui app submit`: runs one action and returns everything it did. */
export function appSubmit(options: AppCommandOptions & { action: string; inputs: Record<string, unknown> }): Promise<SubmitResult> {
  return session(options, (runtime) => runtime.submit(options.action, options.inputs));
}

/** The human-readable report of a submit. */
export function formatSubmit(result: SubmitResult): string {
  const lines = [`route: ${result.route.action} → ${result.route.handler} (click ${result.route.index}) inputs ${JSON.stringify(result.route.inputs)}`];
  lines.push(`calls: ${result.calls.length}`);
  for (const call of result.calls) {
    lines.push(`  #${call.seq} ${call.app}.${call.api} ${JSON.stringify(call.args)} → ${call.ok ? 'ok' : `failed ${call.status} ${call.error?.code ?? ''}`}`);
    for (const change of call.diff) {
      lines.push(`      ${change.app}.${change.table}: +${change.inserted.length} ~${change.updated.length} -${change.deleted.length} ${JSON.stringify({ inserted: change.inserted, updated: change.updated, deleted: change.deleted })}`);
    }
  }
  lines.push(result.ok ? `result: ok${result.message ? ` — ${result.message}` : ''}` : `result: failed — ${result.error ?? ''}`);
  lines.push(`state: ${JSON.stringify(result.state, null, 2)}`);
  lines.push('--- visible text ---', result.surface.text);
  return lines.join('\n');
}
