/**
 * Reference packages: inputs, plan steps, and the one-screen app most tasks build (intro, a
 * form per action, the result area, then the kept lists).
 */
import type { Json, Obj } from './types.ts';

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

/** An action of the app: one form, its inputs and its plan, in a line. */
export const action = (id: string, label: string, goal: string, services: string[], inputs: InputDef[], plan: Obj[]): ActionDef => ({ id, label, goal, services, inputs, plan });

/** Actions of an app that uses one service: each names it once, here. */
export const serviceActions = (service: string) => (action: Omit<ActionDef, 'services'>): ActionDef => ({ ...action, services: [service] });

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

/**
 * One main view: intro, each action's form, the result area, then the kept lists under their
 * headings. The page already shows the app's title once; the view is untitled (its one screen is
 * the app) and no heading repeats the title (issue #32, item 10).
 */
export function appPackage(def: PackageDef): Obj {
  const components: Obj[] = [{ type: 'text', text: def.intro }];
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
    views: [{ id: 'main', title: '', components }],
    actions: def.actions.map((a) => ({ id: a.id, label: a.label, goal: a.goal, services: a.services, inputs: a.inputs as unknown as Json, plan: a.plan })) as Json,
  };
}

/** A copy of a package as the next version (revisions keep the app id). */
export function revised(pkg: Obj, change: (copy: Obj) => void): Obj {
  const copy = structuredClone(pkg);
  copy.version = Number(copy.version) + 1;
  change(copy);
  return copy;
}

/** The shape most apps take: one kept list and the actions that fill or change it. */
export interface ListAppDef {
  id: string;
  title: string;
  summary: string;
  intro: string;
  list: CollectionDef;
  actions: ActionDef[];
}

export const listApp = (def: ListAppDef): Obj =>
  appPackage({ id: def.id, title: def.title, summary: def.summary, intro: def.intro, collections: [def.list], actions: def.actions });

/** What a changed requirement changes in an app: an action added, one rewritten (same id), the list reworded. */
export interface NextVersion {
  add?: ActionDef;
  replace?: ActionDef;
  list?: CollectionDef;
}

/** The app as its next version: the same screen rebuilt with the change, so forms stay in action order. */
export function nextVersion(app: ListAppDef, next: NextVersion): Obj {
  const actions = app.actions.map((a) => (a.id === next.replace?.id ? next.replace : a));
  return { ...listApp({ ...app, list: next.list ?? app.list, actions: next.add ? [...actions, next.add] : actions }), version: 2 };
}

/**
 * An action on one record of the app's list: a service call (and any `also` steps after it), the
 * list item's new fields if any, a message. `key` is the input holding the record's id; `more`
 * are the inputs after it.
 */
export function recordAction(a: {
  id: string;
  label: string;
  goal: string;
  service: string;
  key: [name: string, label: string];
  more?: InputDef[];
  call: [api: string, args: Obj];
  bind?: string;
  also?: Obj[];
  list?: string;
  fields?: Obj;
  said: string;
}): ActionDef & { inputs: [InputDef, ...InputDef[]] } {
  const keep = a.fields ? [update(a.list ?? 'items', `{{inputs.${a.key[0]}}}`, a.fields)] : [];
  return {
    id: a.id,
    label: a.label,
    goal: a.goal,
    services: [a.service],
    inputs: [input(a.key[0], a.key[1], 'number'), ...(a.more ?? [])],
    plan: [call(...a.call, a.bind), ...(a.also ?? []), ...keep, message(a.said)],
  };
}
