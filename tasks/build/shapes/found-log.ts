/**
 * A small kit for tasks that act on things the user already has (a song they like, a thread in
 * their inbox, an order they placed) rather than create one record and revise it: each action
 * finds what the user names, makes one or two service calls, and logs what it did in a kept
 * list. Cases stay plain data; this file turns them into packages and checked episodes.
 */
import { fixturePeople, fixtureRow } from '../kit/fixture.ts';
import { appPackage, append, call, message, type InputDef } from '../kit/package.ts';
import { A, type FreeDef, type RowsDef } from '../kit/checks.ts';
import { type TaskDef } from '../kit/task.ts';

import { allowOf, flowTask, serviceChecks } from '../kit/flow.ts';
import type { Allow, Json, Obj, Op, Spec } from '../kit/types.ts';

/** How an app finds a thing the user names: a listing call, the thing's id and name fields. */
export const FINDERS = {
  song: { call: 'spotify.search_songs', id: 'song_id', name: 'title', table: 'spotify_songs', column: 'title', kind: 'song' },
  album: { call: 'spotify.search_albums', id: 'album_id', name: 'title', table: 'spotify_albums', column: 'title', kind: 'album' },
  artist: { call: 'spotify.search_artists', id: 'artist_id', name: 'name', table: 'spotify_artists', column: 'name', kind: 'artist' },
  playlist: { call: 'spotify.search_playlists', id: 'playlist_id', name: 'title', table: 'spotify_playlists', column: 'title', kind: 'playlist' },
  myPlaylist: { call: 'spotify.show_playlist_library', id: 'playlist_id', name: 'title', table: 'spotify_playlists', column: 'title', kind: 'playlist' },
  product: { call: 'amazon.search_products', id: 'product_id', name: 'name', table: 'amazon_products', column: 'name', kind: 'product' },
  thread: { call: 'gmail.show_inbox_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', column: 'subject', kind: 'thread' },
  archivedThread: { call: 'gmail.show_archived_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', column: 'subject', kind: 'thread' },
  spamThread: { call: 'gmail.show_spam_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', column: 'subject', kind: 'thread' },
  snoozedThread: { call: 'gmail.show_snoozed_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', column: 'subject', kind: 'thread' },
} as const;
export type Finder = keyof typeof FINDERS;

/** The fixture id of the thing the user names (the one the app must act on, not a look-alike). */
export const idOf = (finder: Finder, name: string): number => {
  const f = FINDERS[finder];
  return fixtureRow<{ id: number }>(`SELECT id FROM ${f.table} WHERE ${f.column} = ?`, name).id;
};

/** One action: find the named thing (optional), call the services, log it, say what happened. */
export interface ActSpec {
  id: string;
  label: string;
  goal: string;
  services: string[];
  /** The thing the user names, found through FINDERS by the text of `nameInput`. */
  find?: Finder;
  nameInput?: [name: string, label: string];
  inputs?: InputDef[];
  /** Calls after the find; in strings `@id` / `@name` stand for the found thing's id and name. */
  calls: [api: string, args: Obj, bind?: string][];
  /** The log entry: its reference (default the found id) and name (default the found name). */
  ref?: string;
  name?: string;
  what: string;
  say: string;
}

function fill(value: Json, finder: Finder | undefined): Json {
  if (finder === undefined) return value;
  const f = FINDERS[finder];
  if (typeof value === 'string') return value.replace(/@id\b/g, `{{found.0.${f.id}}}`).replace(/@name\b/g, `{{found.0.${f.name}}}`);
  if (Array.isArray(value)) return value.map((v) => fill(v, finder));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, finder)]));
  return value;
}

export function actionOf(spec: ActSpec): Obj {
  const [nameInput, nameLabel] = spec.nameInput ?? ['name', 'Name'];
  const inputs: InputDef[] = [...(spec.find ? [{ name: nameInput, label: nameLabel, type: 'text' as const, required: true }] : []), ...(spec.inputs ?? [])];
  const plan: Obj[] = [];
  if (spec.find) plan.push(call(FINDERS[spec.find].call, { query: `{{inputs.${nameInput}}}`, page_limit: 1 }, 'found'));
  for (const [api, args, bind] of spec.calls) plan.push(call(api, fill(args, spec.find) as Obj, bind));
  const ref = fill(spec.ref ?? '@id', spec.find) as string;
  plan.push(append('log', { id: `${spec.id} ${ref}`, ref, name: fill(spec.name ?? '@name', spec.find), what: spec.what }));
  plan.push(message(fill(spec.say, spec.find) as string));
  return { id: spec.id, label: spec.label, goal: spec.goal, services: spec.services, inputs: inputs as unknown as Json, plan };
}

export interface LogPackageDef {
  id: string;
  title: string;
  summary: string;
  intro: string;
  heading: string;
  empty: string;
  /** How the log names the reference, e.g. "song". */
  kind: string;
  actions: ActSpec[];
}

/** An app with one form per action and a kept log of what it did. */
export function logPackage(def: LogPackageDef): Obj {
  const pkg = appPackage({
    id: def.id,
    title: def.title,
    summary: def.summary,
    intro: def.intro,
    collections: [
      {
        name: 'log',
        fields: { id: 'string', ref: 'number', name: 'string', what: 'string' },
        item: `{{item.what}}: {{item.name}} (${def.kind} {{item.ref}})`,
        heading: def.heading,
        empty: def.empty,
      },
    ],
    actions: [],
  });
  pkg.actions = def.actions.map(actionOf) as Json;
  const components = ((pkg.views as Obj[])[0] as Obj).components as Obj[];
  components.splice(2, 0, ...def.actions.map((a) => ({ type: 'form', action: a.id })));
  return pkg;
}

/** One episode after open: what the user says and everything it must leave behind. */
export interface StepDef {
  stage?: 'submit' | 'revise' | 'followup';
  message: string;
  values: Record<string, string | number | boolean>;
  hint: string[];
  requirement?: string;
  captures?: Record<string, { app: string; table: string; field?: string; where?: Obj }>;
  calls: [api: string, args: Obj][];
  /** "app.table", op, where, min: each must have happened (and is allowed). */
  changes: [table: string, op: Op, where?: Obj, min?: number][];
  records?: [table: string, key: Obj, fields: Obj][];
  /** Other changes allowed (counters the service keeps, e.g. a song's like_count). */
  alsoAllow?: Allow[];
  mutations: number;
  show: Json[];
  extra?: Spec[];
  free?: FreeDef[];
  rows?: RowsDef[];
}

export interface ActTaskDef {
  id: string;
  split: TaskDef['split'];
  seed: number;
  domains: string[];
  services: string[];
  intention: string;
  heading: string;
  pkg: Obj;
  revisions?: Record<string, Obj>;
  openInputs: string[][];
  openActions: string[];
  steps: StepDef[];
  reopenShows: Json[];
  retained: Json;
}

/** open → one episode per step (`step1`, `step2`, …) → reopen, for a single app. */
export function actTask(def: ActTaskDef) {
  return flowTask({
    id: def.id,
    split: def.split,
    domains: def.domains,
    seed: def.seed,
    intention: def.intention,
    services: def.services,
    pkg: def.pkg,
    revisions: def.revisions,
    open: { inputs: def.openInputs, actions: def.openActions, heading: def.heading },
    naming: 'step',
    steps: def.steps.map((step, index) => ({
      stage: step.stage ?? (index === 0 ? 'submit' : 'revise'),
      message: step.message,
      values: step.values,
      hint: step.hint,
      requirement: step.requirement,
      captures: step.captures,
      free: step.free,
      rows: step.rows,
      checks: serviceChecks({ ...step, max: step.mutations, allow: allowOf(step.changes, step.alsoAllow) }),
    })),
    reopen: [...def.reopenShows.map((v) => A.persisted(v)), A.retained(def.retained), A.input(...(def.openInputs[0] ?? ['request']))],
  });
}

/** The user's own flags row of a gmail thread. */
export const userThreadRow = (threadId: number): number =>
  fixtureRow<{ id: number }>(
    'SELECT ut.id FROM gmail_user_threads ut JOIN admin_people p ON p.id = ut.user_id WHERE ut.thread_id = ? AND p.email = ?',
    threadId,
    fixturePeople().user.email,
  ).id;

/** One side of a toggle: the API, what it changes (by the found id's column), how it reads. */
export interface SideDef {
  api: string;
  actionId: string;
  label: string;
  goal: string;
  /** Past tense for the log and the message ("liked"). */
  what: string;
  /**
   * [app.table, op, column holding the thing's id]; the column `@user_row` means the user's own
   * row for the thing (gmail keeps a thread's flags per user, and a change lists only the fields
   * it touched, so the row is named by its id).
   */
  changes: [table: string, op: Op, column: string][];
  /** Counters the service keeps elsewhere (a song's like_count) that the call also updates. */
  counters?: Allow[];
  mutations: number;
  /** Another finder for this side (an archived thread is not listed in the inbox). */
  find?: Finder;
}

/** Two opposite calls on a thing the user names (like / unlike, star / unstar …). */
export interface PairDef {
  finder: Finder;
  nameInput: [name: string, label: string];
  services: string[];
  on: SideDef;
  off: SideDef;
}

export interface ToggleCase {
  id: string;
  split: TaskDef['split'];
  seed: number;
  appId: string;
  title: string;
  summary: string;
  intro: string;
  heading: string;
  intention: string;
  /** Each episode after open: which side, the thing's name as the user says it, the message. */
  steps: { side: 'on' | 'off'; item: string; message: string; hint?: string[]; stage?: StepDef['stage'] }[];
  openActions?: string[];
}

export function toggleTask(pair: PairDef, c: ToggleCase) {
  const [nameInput] = pair.nameInput;
  const kind = FINDERS[pair.finder].kind;
  const sideAction = (side: SideDef): ActSpec => ({
    id: side.actionId,
    label: side.label,
    goal: side.goal,
    services: pair.services,
    find: side.find ?? pair.finder,
    nameInput: pair.nameInput,
    calls: [[side.api, { [FINDERS[pair.finder].id]: '@id' }]],
    what: side.what,
    say: `${side.what[0]?.toUpperCase()}${side.what.slice(1)} @name (${kind} @id).`,
  });
  const pkg = logPackage({ id: c.appId, title: c.title, summary: c.summary, intro: c.intro, heading: c.heading, empty: 'Nothing done yet.', kind, actions: [sideAction(pair.on), sideAction(pair.off)] });
  const steps: StepDef[] = c.steps.map((s) => {
    const side = pair[s.side];
    const id = idOf(side.find ?? pair.finder, s.item);
    return {
      stage: s.stage,
      message: s.message,
      values: { [nameInput]: s.item },
      hint: s.hint ?? [side.actionId, side.label.split(' ')[0]?.toLowerCase() ?? side.actionId],
      calls: [[side.api, { [FINDERS[pair.finder].id]: id }]],
      changes: side.changes.map(([table, op, column]) => [table, op, column === '@user_row' ? { id: userThreadRow(id) } : { [column]: id }] as [string, Op, Obj]),
      alsoAllow: side.counters,
      mutations: side.mutations,
      show: [s.item, id],
    };
  });
  const first = c.steps[0];
  if (!first) throw new Error(`${c.id}: no steps`);
  const firstId = idOf(pair[first.side].find ?? pair.finder, first.item);
  return actTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: [pair.services[0] ?? ''],
    services: pair.services,
    intention: c.intention,
    heading: c.title,
    pkg,
    openInputs: [[nameInput, ...(pair.nameInput[1].toLowerCase().match(/[a-z]+/g) ?? [])]],
    openActions: c.openActions ?? [pair.on.actionId, pair.off.actionId, pair.on.label.split(' ')[0]?.toLowerCase() ?? ''],
    steps,
    reopenShows: [first.item, firstId],
    retained: firstId,
  });
}

/** What every case of these files names: the task and the app the user would get. */
export interface CaseBase {
  id: string;
  split: TaskDef['split'];
  seed: number;
  appId: string;
  title: string;
  summary: string;
  intention: string;
}

/** The rest of a logged app task: its services, its page, its actions and what is checked. */
export interface AppShape extends Omit<LogPackageDef, 'id' | 'title' | 'summary'> {
  services: string[];
  openInputs: string[][];
  openActions: string[];
  steps: StepDef[];
  reopenShows: Json[];
  retained: Json;
}

/** A case and its app's shape as one task (its domain is the first service: the app it is named after). */
export function caseTask(c: CaseBase, shape: AppShape) {
  const { services, intro, heading, empty, kind, actions, ...checks } = shape;
  return actTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: services.slice(0, 1),
    services,
    intention: c.intention,
    heading: c.title,
    pkg: logPackage({ id: c.appId, title: c.title, summary: c.summary, intro, heading, empty, kind, actions }),
    ...checks,
  });
}
