import { makeDir } from '../io/fs.ts';
import type { Action, AppState, LastResult, Package, StoredState } from '../schemas/package.ts';
import type { RouteEvent } from '../schemas/run.ts';
import { runAgent } from './agent.ts';
import { describeOver, LimitExceeded, measureJson } from './bounds.ts';
import { coerceInputs } from './inputs.ts';
import { defaultBudgets, limits, type Budgets } from './limits.ts';
import { ActionFailure, Meter } from './meter.ts';
import { grantedServices, packageCaller } from './permissions.ts';
import { runPlan, type PlanOutcome } from './plan.ts';
import { renderSurface } from './render.ts';
import { StateError, initialState, migrateState } from './state.ts';
import { archivePackage, readStore, writePackage, writeState } from './store.ts';
import { UnresolvedReference } from './template.ts';
import type { ApiCaller, RuntimeOptions, SubmitResult, Surface } from './types.ts';

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null)) as T;

interface ResultFields {
  ok: boolean;
  action: string;
  inputs: Record<string, unknown>;
  message?: string | null;
  error?: string;
  binds?: Record<string, unknown>;
  message_values?: string[];
}

/**
 * The last result as kept in state.json. A message must fit `limits.textChars` and the binds
 * (service responses) `limits.stateChars` and `limits.jsonDepth`, else LimitExceeded; an error
 * text is cut to `limits.textChars`.
 */
function keptResult(result: ResultFields): LastResult {
  if (result.message && result.message.length > limits.textChars) throw new LimitExceeded(`the message is longer than ${limits.textChars} characters`);
  const binds = result.binds ?? {};
  const caps = { maxDepth: limits.jsonDepth, maxChars: limits.stateChars };
  const measure = measureJson(binds, caps);
  if (!measure.ok) throw new LimitExceeded(`the responses the result keeps are ${describeOver(measure, caps)}`);
  const error = result.error === undefined ? null : result.error.length > limits.textChars ? `${result.error.slice(0, limits.textChars)}…` : result.error;
  const values = result.message ? { message_values: result.message_values ?? [] } : {};
  return plain({ action: result.action, ok: result.ok, message: result.message ?? null, error, inputs: result.inputs, binds, ...values }) as LastResult;
}

/**
 * One installed app: renders its views, dispatches submits to plans or the app-side agent,
 * keeps state on disk. Every change to disk is atomic; a reopen (`load`) sees only the files.
 */
export class AppRuntime {
  private pkg: Package;
  private stored: StoredState;
  private readonly dir: string;
  private readonly options: RuntimeOptions;
  private readonly budgets: Budgets;
  /** The task's grant (with the account store), when one was given; undefined: no limit here. */
  private readonly granted: ReadonlySet<string> | undefined;
  /** Every package call goes through the permission boundary: secrets masked, grants enforced. */
  private readonly caller: ApiCaller;
  /** Submits seen by this instance: the route event's index. */
  private clicks = 0;

  private constructor(dir: string, pkg: Package, stored: StoredState, options: RuntimeOptions) {
    this.dir = dir;
    this.pkg = pkg;
    this.stored = stored;
    this.options = options;
    this.budgets = { ...defaultBudgets, ...options.budgets };
    this.granted = options.services ? grantedServices(options.services) : undefined;
    this.caller = packageCaller(options.caller, this.granted);
  }

  /** Writes the package and its initial state to `storeDir` (replacing any store there). */
  static install(pkg: Package, storeDir: string, options: RuntimeOptions): AppRuntime {
    makeDir(storeDir);
    const stored: StoredState = { app_id: pkg.app.id, package_version: pkg.version, state: initialState(pkg.state), last_result: null };
    writePackage(storeDir, pkg, options.durable !== false);
    writeState(storeDir, stored, options.durable !== false);
    return new AppRuntime(storeDir, plain(pkg), stored, options);
  }

  /** Reopens an installed app from its files only. */
  static load(storeDir: string, options: RuntimeOptions): AppRuntime {
    const { pkg, stored } = readStore(storeDir);
    return new AppRuntime(storeDir, pkg, stored, options);
  }

  get package(): Package {
    return plain(this.pkg);
  }

  get state(): AppState {
    return plain(this.stored.state);
  }

  open(viewId?: string): Surface {
    return renderSurface(this.pkg, this.stored.state, this.stored.last_result, viewId);
  }

  /**
   * Runs one action. The route event is recorded before anything else (the click reached the
   * app); then inputs are validated, the plan or agent runs under the budgets, and only a
   * successful action's state is saved. A failure is shown in the result area.
   */
  async submit(actionId: string, inputs: Record<string, unknown>): Promise<SubmitResult> {
    const action = this.pkg.actions.find((a) => a.id === actionId);
    const handler = !action ? 'none' : action.agent ? 'agent' : (action.plan?.length ?? 0) > 0 ? 'plan' : 'none';
    // Submitted inputs come from outside; measured before anything copies them.
    const inputsFit = measureJson(inputs ?? {}, { maxDepth: limits.jsonDepth, maxChars: limits.valueChars }).ok;
    const route: RouteEvent = { index: this.clicks, action: actionId, handler, inputs: inputsFit ? plain(inputs ?? {}) : {}, validated: false };
    this.clicks += 1;
    if (!action) return this.fail(route, [], actionId, {}, `this app has no action "${actionId}"`);
    if (!inputsFit) return this.fail(route, [], actionId, {}, `invalid input: the inputs are larger than ${limits.valueChars} characters as JSON or nested deeper than ${limits.jsonDepth} levels`);
    const coerced = coerceInputs(action.inputs, inputs);
    if ('errors' in coerced) return this.fail(route, [], actionId, {}, `invalid input: ${coerced.errors.join('; ')}`);
    // The action runs from here on: C2 counts a route only when its inputs were accepted.
    route.validated = true;

    const meter = new Meter(this.budgets, this.caller);
    const working = plain(this.stored.state);
    let last: LastResult;
    let surface: Surface;
    try {
      const outcome = await this.dispatch(action, coerced.inputs, working, meter);
      if (meter.exhausted) throw new ActionFailure(meter.exhausted);
      last = keptResult({ ok: true, action: actionId, inputs: coerced.inputs, message: outcome.message, binds: outcome.binds, message_values: outcome.message_values });
      // The new state must render within the page caps before it is kept.
      surface = renderSurface(this.pkg, working, last, undefined, { strict: true });
    } catch (error) {
      if (!(error instanceof ActionFailure || error instanceof StateError || error instanceof UnresolvedReference || error instanceof LimitExceeded)) throw error;
      return this.fail(route, meter.calls, actionId, coerced.inputs, meter.exhausted ?? error.message);
    }
    this.stored = { ...this.stored, state: working };
    return this.finish(route, meter.calls, last, surface);
  }

  private async dispatch(action: Action, inputs: Record<string, unknown>, working: AppState, meter: Meter): Promise<PlanOutcome> {
    if (action.plan) return runPlan(action.plan, inputs, working, this.pkg.state, meter);
    if (!this.options.agent) throw new ActionFailure(`the action "${action.id}" needs an app-side agent, and none is configured`);
    // The agent's tool list offers granted services only.
    const granted = this.granted;
    const offered = granted ? { ...action, services: action.services.filter((s) => granted.has(s)) } : action;
    return runAgent(this.options.agent, offered, inputs, working, this.pkg.state, meter);
  }

  /** Ends a failed submit: only the last result (with the error) is kept. */
  private fail(route: RouteEvent, calls: SubmitResult['calls'], action: string, inputs: Record<string, unknown>, error: string): SubmitResult {
    return this.finish(route, calls, keptResult({ ok: false, action, inputs, error }));
  }

  private finish(route: RouteEvent, calls: SubmitResult['calls'], last: LastResult, surface?: Surface): SubmitResult {
    // The last result is kept even for a failure (the result area shows the error after a
    // reopen too); the app state only changes when the action succeeded.
    this.stored = { ...this.stored, last_result: last };
    writeState(this.dir, this.stored, this.options.durable !== false);
    return { route, calls, ok: last.ok, error: last.error, message: last.message, state: this.state, surface: surface ?? this.open() };
  }

  /**
   * Replaces the package with a revision of the same app, keeping the state. Refuses a changed
   * app id, a version that does not increase, and any change that would lose kept data.
   */
  revise(pkg: Package): { ok: true } | { ok: false; reason: string } {
    if (pkg.app.id !== this.pkg.app.id) return { ok: false, reason: `the revision changes the app id from "${this.pkg.app.id}" to "${pkg.app.id}"` };
    if (pkg.version <= this.pkg.version) return { ok: false, reason: `the revision's version ${pkg.version} is not above the current version ${this.pkg.version}` };
    const migrated = migrateState(this.stored.state, this.pkg.state, pkg.state);
    if ('reason' in migrated) return { ok: false, reason: migrated.reason };
    archivePackage(this.dir, this.pkg, this.options.durable !== false);
    const stored: StoredState = { ...this.stored, package_version: pkg.version, state: migrated.state };
    // Package first, then state: a crash in between leaves a version mismatch that `load` reports.
    writePackage(this.dir, pkg, this.options.durable !== false);
    writeState(this.dir, stored, this.options.durable !== false);
    this.pkg = plain(pkg);
    this.stored = stored;
    return { ok: true };
  }
}
