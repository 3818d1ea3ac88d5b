/**
 * Building blocks for the task suite: reference packages and episodes with assertions.
 * Task files in tasks/suite/ are generated from these builders (`npm run tasks:build`) and
 * committed; a test proves the committed files are up to date.
 */
import type { TaskInput } from '../../src/schemas/task.ts';
import { apiDoc, findApi, isChoice } from '../../src/world/docs.ts';

import type { Json, Obj, Spec } from './kit/types.ts';

export type { Json, Obj };

// ---------------------------------------------------------------- packages

export interface InputDef {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'time' | 'select' | 'boolean' | 'list';
  required?: boolean;
  options?: string[];
  default?: string | number | boolean | string[];
}

export interface ActionDef {
  id: string;
  label: string;
  goal: string;
  services: string[];
  inputs: InputDef[];
  plan: Obj[];
}

export const input = (name: string, label: string, type: InputDef['type'] = 'text', extra: Partial<InputDef> = {}): InputDef => ({ name, label, type, required: true, ...extra });
export const optional = (name: string, label: string, type: InputDef['type'] = 'text', extra: Partial<InputDef> = {}): InputDef => ({ name, label, type, required: false, ...extra });

export const call = (api: string, args: Obj, bind?: string): Obj => (bind ? { call: api, args, bind } : { call: api, args });
export const append = (collection: string, item: Obj): Obj => ({ append: collection, item });
export const update = (collection: string, keyValue: Json, fields: Obj): Obj => ({ update: collection, key_value: keyValue, fields });
export const set = (name: string, value: Json): Obj => ({ set: name, value });
export const message = (text: string): Obj => ({ message: text });
export const forEach = (list: string, as: string, limit: number, steps: Obj[]): Obj => ({ for_each: list, as, limit, steps });

export interface CollectionDef {
  name: string;
  key?: string;
  fields: Record<string, 'string' | 'number' | 'boolean' | 'json'>;
  /** How one item reads in the list, e.g. "{{item.title}} (note {{item.id}})". */
  item: string;
  heading: string;
  empty: string;
}

export interface PackageDef {
  id: string;
  title: string;
  summary: string;
  intro: string;
  collections: CollectionDef[];
  values?: Record<string, { type: 'string' | 'number' | 'boolean' | 'json'; default?: Json }>;
  /** Extra components shown after the lists (e.g. the active configuration). */
  status?: Obj[];
  actions: ActionDef[];
  version?: number;
}

/** One main view: heading, intro, each action's form, the result area, then the kept lists. */
export function appPackage(def: PackageDef): Obj {
  const components: Obj[] = [{ type: 'heading', text: def.title }, { type: 'text', text: def.intro }];
  for (const action of def.actions) components.push({ type: 'form', action: action.id });
  components.push({ type: 'result' });
  for (const c of def.collections) {
    components.push({ type: 'heading', text: c.heading });
    components.push({ type: 'list', collection: c.name, item: c.item, empty: c.empty });
  }
  components.push(...(def.status ?? []));
  return {
    app: { id: def.id, title: def.title, summary: def.summary },
    version: def.version ?? 1,
    state: {
      collections: Object.fromEntries(def.collections.map((c) => [c.name, { key: c.key ?? 'id', fields: c.fields }])),
      values: (def.values ?? {}) as Json,
    } as Obj,
    views: [{ id: 'main', title: def.title, components }],
    actions: def.actions.map((a) => ({ id: a.id, label: a.label, goal: a.goal, services: a.services, inputs: a.inputs as unknown as Json, plan: a.plan })) as Json,
  };
}

// ---------------------------------------------------------------- assertions

/** Title words that say nothing about what an app does. */
const GENERIC_WORDS = new Set(['builder', 'helper', 'manager', 'tracker', 'keeper', 'maker', 'organizer', 'planner', 'starter', 'desk', 'card', 'app']);

type Match = 'exact' | 'normalized' | 'fuzzy';

export const A = {
  input: (...names: string[]): Spec => ({ type: 'input_available', names }),
  action: (...names: string[]): Spec => ({ type: 'action_available', names }),
  shows: (text: Json, match: Match = 'normalized'): Spec => ({ type: 'visible_contains', text, match }),
  /**
   * The surface shows what the app is about: any significant word of the reference's title (an
   * app of another generator has its own title, but an app about a "Gift Queue" shows "gift").
   */
  about: (title: string): Spec => ({
    type: 'visible_contains',
    text: [...new Set(title.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w)))],
    match: 'normalized',
  }),
  route: (): Spec => ({ type: 'route_enters_orchestrator' }),
  called: (app: string, api: string, args: Obj = {}): Spec => ({ type: 'api_called', app, api, args }),
  changed: (app: string, table: string, op: 'inserted' | 'updated' | 'deleted', where: Obj = {}, min = 1): Spec => ({ type: 'db_changed', app, table, op, where, min }),
  record: (app: string, table: string, key: Obj, fields: Obj, match: Match = 'normalized'): Spec => ({ type: 'record_matches', app, table, key, fields, match }),
  sameRecord: (app: string, table: string, recordId: Json): Spec => ({ type: 'record_identity_preserved', app, table, record_id: recordId }),
  mutations: (max: number): Spec => ({ type: 'mutation_limit', max }),
  onlyChanges: (...allow: [app: string, table: string, ...ops: ('inserted' | 'updated' | 'deleted')[]][]): Spec => ({
    type: 'no_collateral',
    allow: allow.map(([app, table, ...ops]) => ({ app, table, ops })),
  }),
  grounded: (value: Json, match: Match = 'normalized'): Spec => ({ type: 'visible_result_grounded', value, match }),
  /** C5: shown from kept state after reopen; with `record`, the world must still hold the value in that field. */
  persisted: (value: Json, match: Match = 'normalized', record?: { app: string; table: string; key: Obj; field: string }): Spec => ({
    type: 'persisted_visible',
    value,
    match,
    ...(record ? { record } : {}),
  }),
  retained: (value: Json): Spec => ({ type: 'state_retained', contains: value }),
  noSecrets: (): Spec => ({ type: 'no_secret_exposed' }),
  /** C3 end state: the world ends where the reference leaves it (free fields and row sets aside). */
  sameWorld: (free: FreeDef[] = [], rows: RowsDef[] = []): Spec => ({ type: 'world_matches_reference', free: free as unknown as Json, rows: rows as unknown as Json }),
};

/** A field the user leaves to the app (see FreeFieldSchema). */
export interface FreeDef {
  app: string;
  table: string;
  field: string;
  constraint?: 'any' | 'non_empty' | { one_of: Json[] } | { contains: Json[] };
}

/** Every plan step of a package's actions. */
export const planSteps = (pkg: Obj): Obj[] => ((pkg.actions ?? []) as Obj[]).flatMap((a) => (Array.isArray(a.plan) ? (a.plan as Obj[]) : []));

/**
 * The texts a plan makes up itself are the app's choice: a literal ("Tent, stove, headlamps")
 * or a template with words around the user's values ("Questions to discuss for {{inputs.book}}").
 * Each becomes a free field of its app (any table), held only to mentioning the user's values
 * it uses (or to being non-empty). Arguments passed through as they are ("{{inputs.title}}")
 * stay exact; so do ids, addresses, paths, dates and times.
 */
function isChoiceParam(app: string, api: string, field: string): boolean {
  const def = findApi(app, api);
  const param = def ? apiDoc(app, def).parameters.find((p) => p.name === field) : undefined;
  return param !== undefined && isChoice(param);
}

export function madeUpTexts(steps: Obj[], values: Record<string, Json>): FreeDef[] {
  const out = new Map<string, FreeDef>();
  const visit = (list: Obj[]) => {
    for (const step of list) {
      if (Array.isArray(step.steps)) visit(step.steps as Obj[]);
      if (typeof step.call !== 'string') continue;
      const [app, api] = step.call.split('.') as [string, string];
      for (const [field, value] of Object.entries((step.args ?? {}) as Obj)) {
        if (typeof value !== 'string' || /^\{\{inputs\.[A-Za-z0-9_]+\}\}$/.test(value) || /(_id|email|emails|addresses|path|phone|phone_number|date|time)$/.test(field)) continue;
        // A choice among the API's listed values (a priority, a color, a visibility) is the user's
        // pick, not text the app makes up: it stays fixed in the reference.
        if (isChoiceParam(app, api, field)) continue;
        const used = [...value.matchAll(/\{\{inputs\.([A-Za-z0-9_]+)\}\}/g)].map((m) => values[m[1] as string]).filter((v): v is Json => v !== undefined && v !== null && v !== '');
        out.set(`${app}.${field}`, { app, table: '*', field, constraint: used.length > 0 ? { contains: used } : 'non_empty' });
      }
    }
  };
  visit(steps);
  return [...out.values()];
}

/** A set of rows the user constrains without enumerating (see RowConstraintSchema). */
export interface RowsDef {
  app: string;
  table: string;
  min?: number;
  max?: number;
  where?: Obj;
  via?: { field: string; app: string; table: string; where: Obj };
}

/** Checks that say something about the services: an episode with any of them changes or reads the world. */
const SERVICE_CHECKS = new Set(['api_called', 'db_changed', 'record_matches', 'record_identity_preserved', 'mutation_limit', 'no_collateral']);

export interface EpisodeDef {
  id: string;
  stage: 'open' | 'submit' | 'revise' | 'reopen' | 'followup';
  slot?: string;
  message?: string;
  values?: Record<string, string | number | boolean>;
  hint?: string[];
  requirement?: string;
  captures?: Record<string, { app: string; table: string; field?: string; where?: Obj }>;
  checks: Spec[];
  /** Fields of this episode's changes the user leaves to the app. */
  free?: FreeDef[];
  /** Row sets of this episode the user constrains without enumerating. */
  rows?: RowsDef[];
}

/** An episode with assertion ids made from its id, position and type. */
export function episode(def: EpisodeDef): Obj {
  const out: Obj = { id: def.id, stage: def.stage, slot: def.slot ?? 'A' };
  if (def.message !== undefined) out.message = def.message;
  if (def.values) out.values = def.values;
  if (def.hint) out.action_hint = def.hint;
  if (def.requirement !== undefined) out.requirement = def.requirement;
  if (def.captures) out.captures = Object.fromEntries(Object.entries(def.captures).map(([k, v]) => [k, { from: 'inserted', field: 'id', where: {}, ...v }])) as Obj;
  // Every episode that works with a service is also held to the reference's end state.
  const withWorld = def.checks.some((c) => SERVICE_CHECKS.has(c.type)) && !def.checks.some((c) => c.type === 'world_matches_reference') ? [...def.checks, A.sameWorld(def.free, def.rows)] : def.checks;
  // Every episode also checks that no secret of the fixture is shown or kept (last, so the
  // other assertions keep their ids).
  const checks = [...withWorld, A.noSecrets()];
  out.assertions = checks.map((check, index) => ({ id: `${def.id}.${String(index + 1).padStart(2, '0')}.${check.type}`, ...check }));
  return out;
}

export interface TaskDef {
  id: string;
  family: 'single' | 'multi_tool' | 'shared_world' | 'service';
  split: 'dev' | 'public' | 'sealed';
  domains: string[];
  example?: string;
  seed: number;
  apps: { slot: string; intention: string; services: string[] }[];
  episodes: Obj[];
  reference: Record<string, { package: Obj; revisions?: Record<string, Obj> }>;
}

export function task(def: TaskDef): TaskInput {
  const out: Obj = {
    id: def.id,
    family: def.family,
    split: def.split,
    domains: def.domains,
    ...(def.example ? { example: def.example } : {}),
    context: { account: 'user' },
    world: { fixture: 'base', seed: def.seed },
    apps: def.apps as unknown as Json,
    episodes: def.episodes,
    reference: Object.fromEntries(Object.entries(def.reference).map(([slot, r]) => [slot, { package: r.package, revisions: r.revisions ?? {} }])) as Obj,
  };
  return out as unknown as TaskInput;
}

/** A copy of a package as the next version (revisions keep the app id). */
export function revised(pkg: Obj, change: (copy: Obj) => void): Obj {
  const copy = structuredClone(pkg);
  copy.version = Number(copy.version) + 1;
  change(copy);
  return copy;
}
