import type { Action, AppState, StateOp, StateSpec } from '../schemas/package.ts';
import type { RouteEvent } from '../schemas/run.ts';
import type { ApiDoc, CallRecord } from '../schemas/world.ts';
import type { Budgets } from './limits.ts';
import type { Shown } from './provenance.ts';

export type { Budgets } from './limits.ts';
export type { AppState, StateOp } from '../schemas/package.ts';

/** Makes API calls for the app, logged in as the user (default: `world.callAsUser`). */
export interface ApiCaller {
  call(app: string, api: string, args: Record<string, unknown>): CallRecord;
}

/** What the app-side agent receives for one submit of an `agent` action. */
export interface AgentRequest {
  action: Action;
  /** Inputs after coercion to their declared types. */
  inputs: Record<string, unknown>;
  goal: string;
  role: string;
  instructions: string;
  services: string[];
  /** A copy of the app's state; the agent changes it only through `state_ops`. */
  state: AppState;
  /** The package's state spec (collections with their key and fields, values), so ops can be well formed. */
  spec?: StateSpec;
  /** API docs of the allowed services (login/logout left out: the runtime logs in). */
  tools: ApiDoc[];
  /**
   * Budgeted call as the user. A service outside `services` gives a failed record (403) without
   * reaching the world; an exhausted budget throws and fails the action.
   */
  call(app: string, api: string, args: Record<string, unknown>): CallRecord;
}

export interface AgentResult {
  state_ops: StateOp[];
  message: string;
}

/** The app-side agent for actions with an `agent` section. */
export interface AppAgent {
  run(request: AgentRequest): Promise<AgentResult>;
}

export interface SurfaceInput {
  name: string;
  label: string;
  type: string;
  required: boolean;
  options?: string[];
  /** The input's declared default, when it has one. */
  default?: unknown;
}

/** The list row a row action sits on (a "Delete" beside one item). */
export interface SurfaceRow {
  /** The list's collection and the item's position in it. */
  collection: string;
  index: number;
  /** The item as the row shows it. */
  text: string;
  /** The inputs the row fills from its item (the form's hidden fields), as the page holds them. */
  bound: Record<string, string>;
}

export interface SurfaceAction {
  id: string;
  label: string;
  handler: 'plan' | 'agent';
  /** The fields a person fills (a row action's bound inputs are not among them). */
  inputs: SurfaceInput[];
  /** Set for a row action: the row it acts on; submitting it sends `row.bound` with the typed inputs. */
  row?: SurfaceRow;
}

/** One rendering of a view: HTML, the text a person reads on it, and the actions it offers. */
export interface Surface {
  html: string;
  text: string;
  view: string;
  /**
   * The actions a person can reach on this page, in page order: one per rendered form (with the
   * fields it shows) or button (no field). An action the page does not render is not here.
   */
  actions: SurfaceAction[];
  /**
   * Every row action a rendered list declares, with all its inputs (the bound ones too), whether
   * the list has rows now or not: what the page can do once it lists records (C1 by capability).
   */
  rowActions?: SurfaceAction[];
  /** Render provenance: the page's interpolated text by source (see provenance.ts). */
  shown: Shown;
}

export interface SubmitResult {
  route: RouteEvent;
  calls: CallRecord[];
  ok: boolean;
  error: string | null;
  message: string | null;
  state: AppState;
  surface: Surface;
}

export interface RuntimeOptions {
  caller: ApiCaller;
  /**
   * The services the task granted this app (the account store is always added). Calls to any
   * other service are refused and the app-side agent is offered only these. Omitted: no limit
   * beyond admission (e.g. a package tried from the shell without --services).
   */
  services?: readonly string[];
  agent?: AppAgent;
  budgets?: Partial<Budgets>;
  /**
   * false: store writes skip fsync. The run stage's stores are throwaway folders under the temp
   * dir; a reopen still reads them back from the files, fsync only guards against power loss.
   */
  durable?: boolean;
}
