/**
 * Tasks that act on things the user already has (a song they like, a thread in their inbox, an
 * order they placed) rather than create one record and revise it: each action finds what the user
 * names, makes one or two service calls, and logs what it did in a kept list. Cases stay plain
 * data; this file turns them into the app and its checked episodes.
 */
import { contact, fixtureRow, userThreadRow } from '../kit/fixture.ts';
import type { Change } from '../kit/changes.ts';
import { append, call, listApp, message, type ActionDef, type InputDef } from '../kit/package.ts';
import { A } from '../kit/checks.ts';
import { asksToKeep } from '../kit/record-names.ts';
import { wholeSet } from '../kit/whole-sets.ts';
import { allowOf, flowTask, serviceChecks, type ServiceChecks, type StepEpisode } from '../kit/flow.ts';
import { at, type Allow, type AppCase, type Json, type Obj, type Op, type Spec, type StepStage, type Value } from '../kit/types.ts';

/**
 * How an app finds a thing the user names: a listing call, the thing's id and name fields, the
 * fixture table that holds it, how the log names it, and the input the user types its name into.
 */
export const FINDERS = {
  song: { call: 'spotify.search_songs', id: 'song_id', name: 'title', table: 'spotify_songs', kind: 'song', input: ['song', 'Song title'] },
  album: { call: 'spotify.search_albums', id: 'album_id', name: 'title', table: 'spotify_albums', kind: 'album', input: ['album', 'Album title'] },
  artist: { call: 'spotify.search_artists', id: 'artist_id', name: 'name', table: 'spotify_artists', kind: 'artist', input: ['artist', 'Artist name'] },
  playlist: { call: 'spotify.search_playlists', id: 'playlist_id', name: 'title', table: 'spotify_playlists', kind: 'playlist', input: ['playlist', 'Playlist title'] },
  myPlaylist: { call: 'spotify.show_playlist_library', id: 'playlist_id', name: 'title', table: 'spotify_playlists', kind: 'playlist', input: ['playlist', 'Playlist'] },
  product: { call: 'amazon.search_products', id: 'product_id', name: 'name', table: 'amazon_products', kind: 'product', input: ['product', 'Product'] },
  thread: { call: 'gmail.show_inbox_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', kind: 'thread', input: ['subject', 'Email subject'] },
  archivedThread: { call: 'gmail.show_archived_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', kind: 'thread', input: ['subject', 'Email subject'] },
  spamThread: { call: 'gmail.show_spam_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', kind: 'thread', input: ['subject', 'Email subject'] },
  snoozedThread: { call: 'gmail.show_snoozed_threads', id: 'email_thread_id', name: 'subject', table: 'gmail_threads', kind: 'thread', input: ['subject', 'Email subject'] },
} as const;
export type Finder = keyof typeof FINDERS;

/** The fixture id of the thing the user names (the one the app must act on, not a look-alike). */
export const idOf = (finder: Finder, name: string): number => {
  const f = FINDERS[finder];
  return fixtureRow<{ id: number }>(`SELECT id FROM ${f.table} WHERE ${f.name} = ?`, name).id;
};

/** The number of a contact in the user's own phone book, by "First Last" (another user's book may hold the same name). */
export const phoneOf = (name: string): string => contact(name).phone;

/** One action: find the named thing (optional), call the services, log it, say what happened. */
export interface ActSpec {
  id: string;
  label: string;
  goal: string;
  /** The apps the action reaches, when a call reaches beyond its own app (default: the apps of the find and the calls). */
  services?: string[];
  /** The thing the user names, found through FINDERS by the text of its name input. */
  find?: Finder;
  /** The name input when it is not the finder's own. */
  nameInput?: readonly [name: string, label: string];
  inputs?: InputDef[];
  /** Calls after the find; in strings `@id` / `@name` stand for the found thing's id and name. */
  calls: [api: string, args: Obj, bind?: string][];
  /** The log entry: its reference (default the found id) and name (default the found name). */
  ref?: string;
  name?: string;
  what: string;
  say: string;
}

/** `@id` / `@name` in a plan's strings, as the found thing's fields. */
const fillText = (text: string, finder: Finder | undefined): string =>
  finder ? text.replace(/@id\b/g, `{{found.0.${FINDERS[finder].id}}}`).replace(/@name\b/g, `{{found.0.${FINDERS[finder].name}}}`) : text;
const fillJson = (value: Json, finder: Finder | undefined): Json => {
  if (typeof value === 'string') return fillText(value, finder);
  if (Array.isArray(value)) return value.map((v) => fillJson(v, finder));
  if (value !== null && typeof value === 'object') return fillObj(value, finder);
  return value;
};
const fillObj = (args: Obj, finder: Finder | undefined): Obj => Object.fromEntries(Object.entries(args).map(([k, v]) => [k, fillJson(v, finder)]));

/** The apps an action reaches, in the order it reaches them (the find first). */
const servicesOf = (spec: ActSpec): string[] => {
  const apis = [...(spec.find ? [FINDERS[spec.find].call] : []), ...spec.calls.map(([api]) => api)];
  return [...new Set(apis.map((api) => at(api)[0]))];
};

function actionOf(spec: ActSpec): ActionDef {
  const [nameInput, nameLabel] = spec.nameInput ?? (spec.find ? FINDERS[spec.find].input : ['name', 'Name']);
  const f = spec.find;
  const ref = fillText(spec.ref ?? '@id', f);
  return {
    id: spec.id,
    label: spec.label,
    goal: spec.goal,
    services: spec.services ?? servicesOf(spec),
    inputs: [...(f ? [{ name: nameInput, label: nameLabel, type: 'text' as const, required: true }] : []), ...(spec.inputs ?? [])],
    plan: [
      ...(f ? [call(FINDERS[f].call, { query: `{{inputs.${nameInput}}}`, page_limit: 1 }, 'found')] : []),
      ...spec.calls.map(([api, args, bind]) => call(api, fillObj(args, f), bind)),
      append('log', { id: `${spec.id} ${ref}`, ref, name: fillText(spec.name ?? '@name', f), what: spec.what }),
      message(fillText(spec.say, f)),
    ],
  };
}

/** One episode after open: what the user says and everything it must leave behind. */
export interface StepDef extends Omit<StepEpisode, 'stage' | 'checks'>, Pick<ServiceChecks, 'calls' | 'records' | 'show'> {
  /** By default the first step submits and the others revise. */
  stage?: StepStage;
  /** Each must have happened, and is allowed. */
  changes: Change[];
  /** Other changes allowed (counters the service keeps, e.g. a song's like_count). */
  alsoAllow?: Allow[];
  mutations: number;
  /** Words of the state the step leaves (any one will do), shown with the first `show` value on a changed line. */
  state?: readonly string[];
  /** The step changes every record of a set (empties the list): a word of the state alone tells it (`visible_result_grounded.whole`). */
  whole?: true;
}

/** What every case names: the task and the app the user would get. */
export type CaseBase = AppCase;

/** The rest of a logged app task: its page, its actions and what is checked. */
export interface AppShape {
  intro: string;
  /** The log's heading, what it says while empty, and how it names a reference ("song"). */
  heading: string;
  empty: string;
  kind: string;
  actions: ActSpec[];
  openInputs: string[][];
  openActions: string[];
  steps: StepDef[];
  reopenShows: Value[];
  retained: Value;
}

/** What the app keeps of each thing it did: the action and the thing's reference, its name, what was done. */
const LOG_FIELDS = { id: 'string', ref: 'number', name: 'string', what: 'string' } as const;

/**
 * A case and its app's shape as one task: open → one episode per step (`step1`, `step2`, …) →
 * reopen. The services are those the actions reach; the domain is the first (the app the task is
 * named after).
 */
export function logTask(c: CaseBase, shape: AppShape) {
  const actions = shape.actions.map(actionOf);
  const services = [...new Set(actions.flatMap((a) => a.services))];
  const log = { name: 'log', fields: LOG_FIELDS, item: `{{item.what}}: {{item.name}} (${shape.kind} {{item.ref}})`, heading: shape.heading, empty: shape.empty };
  return flowTask({
    id: c.id,
    split: c.split,
    domains: services.slice(0, 1),
    seed: c.seed,
    intention: c.intention,
    services,
    pkg: listApp({ id: c.appId, title: c.title, summary: c.summary, intro: shape.intro, list: log, actions }),
    open: { inputs: shape.openInputs, actions: shape.openActions, heading: c.title },
    naming: 'step',
    steps: shape.steps.map(({ changes, alsoAllow, mutations, calls, records, show, state, whole, ...step }, index) => ({
      ...step,
      stage: step.stage ?? (index === 0 ? 'submit' : 'revise'),
      checks: wholeSet(withState(serviceChecks({ calls, changes, records, max: mutations, allow: allowOf(changes, alsoAllow), show }), show[0], state), whole),
    })),
    reopen: [...shape.reopenShows.map((v) => A.persisted(v)), A.retained(shape.retained), A.input(...(shape.openInputs[0] ?? ['request']))],
    // The log is the app's own record of what it did: held to it only where the user asks for one (K12).
    reopenKeepsNothing: !asksToKeep(c.intention),
  });
}

/** The grounded check of `value` asking also for a word of the new state (issue #30, K2). */
function withState(checks: Spec[], value: unknown, state: readonly string[] | undefined): Spec[] {
  if (!state || state.length === 0 || value === undefined) return checks;
  const plain = typeof value === 'object' && value !== null && 'value' in value ? (value as { value: unknown }).value : value;
  return checks.map((c) => (c.type === 'visible_result_grounded' && (c as { value?: unknown }).value === plain ? { ...c, state: [...state] } : c));
}

/** One side of a toggle: the API, what it changes (by the found id's column), how it reads. */
export interface SideDef {
  api: string;
  actionId: string;
  label: string;
  goal: string;
  /** Past tense for the log and the message ("liked"). */
  what: string;
  /**
   * [app.table, op, column holding the thing's id], when not the pair's `rows`; the column
   * `@user_row` means the user's own row for the thing (gmail keeps a thread's flags per user, and
   * a change lists only the fields it touched, so the row is named by its id).
   */
  changes?: [table: string, op: Op, column: string][];
  /** Another finder for this side (an archived thread is not listed in the inbox). */
  find?: Finder;
  /**
   * Words any app would use to say the thing is now in this side's state ("archived", "back in
   * the inbox"): a changed line must show one beside the thing's name. Besides `what`, they are
   * the state's own words, not the reference's labels, and never the other side's.
   */
  shown: string[];
}

/** Two opposite calls on a thing the user names (like / unlike, star / unstar …). */
export interface PairDef {
  finder: Finder;
  /** The user's row for the thing that `on` adds and `off` deletes: [app.table, column holding the thing's id]. */
  rows?: [table: string, column: string];
  /** Counters the service keeps elsewhere (a song's like_count) that either call also updates. */
  counters?: Allow[];
  on: SideDef;
  off: SideDef;
  /**
   * World rows that put another thing of the user's in the `on` state, later than the task's own
   * step: where a case turns the thing on and then off, the thing is otherwise the newest (or the
   * only) one in that state when the user asks to turn it off, and an app that ignores the name
   * ("undo the last like") would pass (s20-Z1, trivial_target).
   */
  laterOn?: (id: number) => { app: string; table: string; row: Record<string, unknown> }[];
  /** Add `laterOn` wherever a case turns its thing off at all, first or after turning it on (a thread the user unarchives first). */
  laterAlways?: true;
  /**
   * Words a line would show the thing as still `on` with (s20-Z3, not_shown): where a case ends
   * turned off, the reopen asks that no line shows it so, unless a line tells it was turned off.
   */
  stillOn?: readonly string[];
  /** Words a line would show the thing as still `off` with, for a case that ends turned on again after turning it off (s20-Z4). */
  stillOff?: readonly string[];
  /** Words that tell the `off` side done on a reopened line, where the side's own words are too loose there ("inbox", "back"). */
  offTold?: readonly string[];
}

/** A toggle case: the app's page, the thing the user names, then which side each message asks for. */
export interface ToggleCase extends CaseBase {
  intro: string;
  heading: string;
  item: string;
  steps: [side: 'on' | 'off', message: string][];
}

/** A side's own changes, or else the pair's row: added by `on`, deleted by `off`. */
function sideChanges(pair: PairDef, which: 'on' | 'off'): NonNullable<SideDef['changes']> {
  const own = pair[which].changes;
  if (own) return own;
  if (!pair.rows) throw new Error(`a ${pair.finder} pair says nothing about what ${which} changes`);
  return [[pair.rows[0], which === 'on' ? 'inserted' : 'deleted', pair.rows[1]]];
}

const firstWord = (label: string): string => label.split(' ')[0]?.toLowerCase() ?? '';
/** "liked" → "Liked", to open the message an action says. */
export const capitalised = (text: string): string => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** The app of a pair for one case: one action per side, one episode per message. */
function toggleShape(pair: PairDef, c: ToggleCase): AppShape {
  const { id: idField, kind, input } = FINDERS[pair.finder];
  const [nameInput, nameLabel] = input;
  const id = idOf(pair.finder, c.item);
  const sideAction = (side: SideDef): ActSpec => ({
    id: side.actionId,
    label: side.label,
    goal: side.goal,
    find: side.find ?? pair.finder,
    calls: [[side.api, { [idField]: '@id' }]],
    what: side.what,
    say: `${capitalised(side.what)} @name (${kind} @id).`,
  });
  return {
    intro: c.intro,
    heading: c.heading,
    empty: 'Nothing done yet.',
    kind,
    actions: [sideAction(pair.on), sideAction(pair.off)],
    openInputs: [[nameInput, ...(nameLabel.toLowerCase().match(/[a-z]+/g) ?? [])]],
    openActions: [pair.on.actionId, pair.off.actionId, firstWord(pair.on.label)],
    steps: c.steps.map(([which, message]) => {
      const side = pair[which];
      const changes = sideChanges(pair, which);
      return {
        message,
        values: { [nameInput]: c.item },
        hint: [side.actionId, firstWord(side.label)],
        calls: [[side.api, { [idField]: id }]],
        changes: changes.map(([table, op, column]): Change => [table, op, column === '@user_row' ? { id: userThreadRow(id) } : { [column]: id }]),
        alsoAllow: pair.counters,
        // Each change and each counter is one mutation.
        mutations: changes.length + (pair.counters?.length ?? 0),
        show: [c.item, id],
        state: [...new Set([side.what, ...side.shown])],
      };
    }),
    reopenShows: [c.item, id],
    retained: id,
  };
}

/** A toggle case with its pair named from a table of pairs. */
export const toggleTasks = <P extends string>(pairs: Record<P, PairDef>, cases: (ToggleCase & { pair: P })[]) =>
  cases.map((c) => withLaterOn(withStaleGone(withOwnRow(logTask(c, toggleShape(pairs[c.pair], c)), pairs[c.pair], c), pairs[c.pair], c), pairs[c.pair], c));

/** The reopen of a case that ends turned off asks the thing not shown as still on (`stillOn`), unless a line tells it was turned off. */
function withStaleGone<T extends { episodes: unknown[] }>(task: T, pair: PairDef, c: ToggleCase): T {
  const last = c.steps.at(-1)?.[0];
  const endsOff = last === 'off' && pair.stillOn !== undefined;
  const endsOnAgain = last === 'on' && pair.stillOff !== undefined && c.steps.some(([side]) => side === 'off');
  if (!endsOff && !endsOnAgain) return task;
  const [now, was, words] = endsOff
    ? [pair.off, pair.stillOn!, pair.offTold ?? [pair.off.what, ...pair.off.shown]]
    : [pair.on, pair.stillOff!, [pair.on.what, ...pair.on.shown]];
  const episodes = (task.episodes as { id?: string; stage?: string; assertions?: Obj[] }[]).map((e) => {
    if (e.stage !== 'reopen' || (e.assertions ?? []).some((a) => a.type === 'persisted_visible' && a.gone === true)) return e;
    const n = Math.max(0, ...(e.assertions ?? []).map((a) => Number(/\.(\d+)\./.exec(String(a.id))?.[1] ?? 0)));
    const check = {
      id: `${e.id}.${String(n + 1).padStart(2, '0')}.persisted_visible`, type: 'persisted_visible', note: `s20: ${now.what}, not shown as it was before`,
      value: c.item, match: 'normalized', because: c.item, gone: true, state: [...new Set(words)], was: [...was], history: true,
      // s21 (star-for-taxes s20-z5-f1): nor listed under a heading that tells the old state ("Starred for taxes").
      was_headed: true,
    };
    return { ...e, assertions: [...(e.assertions ?? []), check] };
  });
  return { ...task, episodes };
}

/**
 * s20 (s20-Z2-f1, one_api): each step's check of the thing's name reads it from the thing's own
 * row as the step leaves it (`record`), a source because the step's change points at it (the like,
 * the follow, the spam mark; a thread's flags through its per-user row). An app that acts on the id
 * it kept from the first step, with no search, shows the name it typed and passes; a name not in
 * that row still fails.
 */
function withOwnRow<T extends { episodes: unknown[] }>(task: T, pair: PairDef, c: ToggleCase): T {
  const f = FINDERS[pair.finder];
  const [app, ...rest] = f.table.split('_');
  const id = idOf(pair.finder, c.item);
  const perUser = [pair.on, pair.off].some((side) => (side.changes ?? []).some(([, , column]) => column === '@user_row'));
  const record = { app, table: rest.join('_'), key: { id }, ...(perUser ? { via: { table: 'user_threads', id: userThreadRow(id) } } : {}) };
  const episodes = (task.episodes as { id?: string; assertions?: Obj[] }[]).map((e) =>
    !/^step\d/.test(e.id ?? '') ? e : { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.value === c.item && a.record === undefined ? { ...a, record } : a)) });
  return { ...task, episodes };
}

/** Whether a case turns its thing on and, in a later step, off again. */
const onThenOff = (c: ToggleCase): boolean => {
  const on = c.steps.findIndex(([side]) => side === 'on');
  return on >= 0 && c.steps.slice(on + 1).some(([side]) => side === 'off');
};

/** The pair's later look-alike in the `on` state, added to the world of a case that turns its thing on and then off. */
function withLaterOn<T extends { world?: unknown }>(task: T, pair: PairDef, c: ToggleCase): T {
  if (!pair.laterOn || !(onThenOff(c) || (pair.laterAlways === true && c.steps.some(([side]) => side === 'off')))) return task;
  const world = (task.world ?? {}) as { rows?: unknown[] };
  return { ...task, world: { ...world, rows: [...(world.rows ?? []), ...pair.laterOn(idOf(pair.finder, c.item))] } };
}
