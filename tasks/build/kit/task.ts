/**
 * Episodes with their assertion ids, and the task record. Task files in tasks/suite/ are
 * generated from the builders (`npm run tasks:build`) and committed; a test proves the committed
 * files are up to date.
 */
import type { z } from 'zod';
import type { EpisodeSpecSchema, ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import { OTHER_SHAPES } from '../../../src/world/equivalences.ts';
import { userWords, withBecause } from '../../../src/suite/user-words.ts';
import { changesShown } from './changes-shown.ts';
import { argColumn } from './arg-columns.ts';
import { tableColumns } from './fixture.ts';
import { namesForIds, withoutDeleted } from './record-names.ts';
import { A, PASSED, type FreeDef, type InStepDef, type RowsDef } from './checks.ts';
import { inputLabels, saidParts } from './said-parts.ts';
import type { Family, Obj, Spec, Split } from './types.ts';

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
  /** Records kept in step with the one the episode changes: the app may change them the same way, or leave them. */
  inStep?: InStepDef[];
  /** A reopen after which the user expects nothing kept: its C5 checks are left out after numbering. */
  keepsNothing?: boolean;
}

type EpisodeInput = z.input<typeof EpisodeSpecSchema>;

/** An episode with assertion ids made from its id, position and type. */
export function episode(def: EpisodeDef): EpisodeInput {
  // Every episode that works with a service is also held to the reference's end state.
  const withWorld = def.checks.some((c) => SERVICE_CHECKS.has(c.type)) && !def.checks.some((c) => c.type === 'world_matches_reference') ? [...def.checks, A.sameWorld(def.free, def.rows, def.inStep)] : def.checks;
  // Every episode also checks that no secret of the fixture is shown or kept (last, so the
  // other assertions keep their ids).
  const checks = [...withWorld, A.noSecrets()];
  // Ids are numbered before a named write is dropped, so every other assertion keeps its id.
  const numbered = checks.map((check, index) => withoutFreeArgs({ id: `${def.id}.${String(index + 1).padStart(2, '0')}.${check.type}`, ...check }, def.free ?? []));
  const judgedByEndState = checks.some((c) => c.type === 'world_matches_reference');
  const world = checks.find((c) => c.type === 'world_matches_reference') as { free?: FreeDef[]; rows?: RowsDef[] } | undefined;
  return {
    id: def.id,
    stage: def.stage,
    slot: def.slot ?? 'A',
    ...(def.message !== undefined ? { message: def.message } : {}),
    ...(def.values ? { values: def.values } : {}),
    ...(def.hint ? { action_hint: def.hint } : {}),
    ...(def.requirement !== undefined ? { requirement: def.requirement } : {}),
    ...(def.captures ? { captures: Object.fromEntries(Object.entries(def.captures).map(([k, v]) => [k, { from: 'inserted' as const, field: 'id', where: {}, ...v }])) } : {}),
    assertions: numbered
      .filter((check) => !(judgedByEndState && namesAWrite(check) && !leftLooseBy(check, def.free ?? [])) && !asksNoWords(check) && !(def.keepsNothing && isKept(check)))
      .flatMap((check) => (world && namesAWrite(check) ? onlyUnjudgedArgs(check, world) : [check])),
  };
}

/**
 * An api_called on an API that changes the world. Where the episode's end state is compared
 * with the reference's, that comparison judges the write and any API with the same effect is as
 * right (issue #29, item 4; docs/decisions.md, "Equivalent APIs"): the named call goes. A read
 * changes nothing the end state could see, and the look-up is what the user asked for: it stays.
 */
function namesAWrite(check: Spec): boolean {
  if (check.type !== 'api_called') return false;
  const def = findApi(String(check.app), String(check.api));
  return def !== undefined && def.changes.length > 0;
}

/**
 * Writes whose effect another API has in another shape (src/world/equivalences.ts OTHER_SHAPES:
 * a rename is a move in place, a sent email a sent draft, a created file an exported note):
 * where the end state is compared, it judges them.
 */
const WHOLE_WRITES = new Set(OTHER_SHAPES.map((e) => e.api));

/**
 * Where the end state leaves a field of the table a named write changes free (held only to
 * containing the user's words, say), it cannot see how the write was made — appended or
 * prepended — and the call's arguments still say what the user fixed ("append the tweak"): the
 * api_called stays there.
 */
function leftLooseBy(check: Spec, free: readonly FreeDef[]): boolean {
  if (check.type !== 'api_called' || Object.keys((check.args ?? {}) as Obj).length === 0) return false;
  // A write that makes or renames a record whole places nothing inside a text the user's words
  // are in, and another API has its effect in another shape (issue #30, s11 unfilled11: one_api).
  if (WHOLE_WRITES.has(`${String(check.app)}.${String(check.api)}`)) return false;
  const changes = findApi(String(check.app), String(check.api))?.changes ?? [];
  // A text the user's value is passed into whole (a payment's note, an alarm's label: kit/said-parts.ts)
  // holds no user's words whose placing the call could show.
  const loosens = free.filter((f) => f.app === check.app && (f.table === '*' || changes.includes(`${f.app}.${f.table}`)) && f.why !== PASSED);
  // A text rule that says what comes at the end (the appended line after what the file held)
  // judges how the line was added whichever API wrote it (issue #30, one_api): not loose.
  const ordered = (f: FreeDef) => typeof f.constraint === 'object' && 'contains' in f.constraint && f.constraint.at_end !== undefined;
  // So does a rule that says what the text must carry (`mentions_one`: the note and the quoted text
  // of a forward, whichever API relays it; kit/text-carries.ts).
  const carries = (f: FreeDef) => f.mentions_one !== undefined;
  return loosens.length > 0 && !loosens.every((f) => ordered(f) || carries(f));
}

/**
 * A named write's arguments without the fields the end state leaves to the app entirely (`any`):
 * the user who names no tag for a receipt note is not held to the reference's `tags:
 * ["receipts"]` by the call either (issue #30, s5 review). Fields the user constrained stay.
 */
function withoutFreeArgs<C extends Spec>(check: C, free: readonly FreeDef[]): C {
  if (check.type !== 'api_called') return check;
  const changes = findApi(String(check.app), String(check.api))?.changes ?? [];
  const leftToApp = (field: string) =>
    free.some((f) => f.app === check.app && f.field === field && (f.constraint === undefined || f.constraint === 'any') && (f.table === '*' || changes.includes(`${f.app}.${f.table}`)));
  const args = (check.args ?? {}) as Obj;
  if (!Object.keys(args).some(leftToApp)) return check;
  return { ...check, args: Object.fromEntries(Object.entries(args).filter(([field]) => !leftToApp(field))) };
}

/**
 * A named write kept beside the end state (`leftLooseBy`) keeps only the arguments the end state
 * cannot see: one that is not a column of a table the API changes (`prepend`), or a column of a
 * row set judged by count and content that its rule does not name. An argument the end state
 * compares (a to-do's `due_date`) is judged there whichever API set it — `create_task` then
 * `update_task` with the date leaves the same world — so naming it in the call asks for one API
 * where another has the same effect (issue #30, one_api). A column the user leaves free is
 * judged by its free rule (the user's note inside the body), not by the reference's exact value.
 * With no argument left the check goes: the end state judges the whole write.
 */
function onlyUnjudgedArgs<T extends Spec>(check: T, world: { free?: FreeDef[]; rows?: RowsDef[] }): T[] {
  const call = check as Obj;
  const args = (call.args ?? {}) as Obj;
  const app = String(call.app);
  const tables = (findApi(app, String(call.api))?.changes ?? []).map((t) => t.slice(t.indexOf('.') + 1));
  const free = (table: string, field: string) => (world.free ?? []).some((f) => f.app === app && (f.table === '*' || f.table === table) && f.field === field);
  // A table judged as a row set by count and content compares only the fields its rule names.
  const rowSet = (table: string, field: string) => (world.rows ?? []).some((r) => r.app === app && r.table === table && !(field in (r.where ?? {})));
  const judged = (name: string) => {
    const arg = argColumn(app, String(call.api), name);
    return tables.some((table) => tableColumns(app, table).has(arg) && (free(table, arg) || !rowSet(table, arg)));
  };
  const kept = Object.fromEntries(Object.entries(args).filter(([arg]) => !judged(arg)));
  if (Object.keys(kept).length === Object.keys(args).length) return [check];
  return Object.keys(kept).length > 0 ? [{ ...check, args: kept }] : [];
}

/** A C5 check: shown or kept after reopen. */
const isKept = (check: Spec): boolean => check.type === 'persisted_visible' || check.type === 'state_retained';

/** An open page's `about` check with no word of the user's request left to look for. */
const asksNoWords = (check: Spec): boolean => check.type === 'visible_contains' && Array.isArray(check.text) && check.text.length === 0;

export interface TaskDef {
  id: string;
  family: Family;
  split: Split;
  domains: string[];
  example?: string;
  seed: number;
  apps: { slot: string; intention: string; services: string[] }[];
  episodes: EpisodeInput[];
  reference: Record<string, { package: Obj; revisions?: Record<string, Obj> }>;
  /** Records put into the task's world before the first episode (a look-alike of what it makes). */
  rows?: ExtraRow[];
}

/**
 * Every visible or kept check names the user's words it comes from (`because`); one that cannot
 * asks for what the user never did (an id nobody asked to see, a reference text nobody dictated)
 * and is left out. Ids stay as `episode` numbered them, so the others keep theirs.
 */
function onlyWhatWasAsked(def: TaskDef): EpisodeInput[] {
  const said = { apps: def.apps, episodes: def.episodes.map((e) => ({ slot: e.slot, message: e.message, requirement: e.requirement, values: e.values })) };
  return def.episodes.map((e, index) => {
    const words = userWords(said, index);
    return { ...e, assertions: (e.assertions ?? []).flatMap((a) => withBecause(a, words) ?? []) };
  });
}

/**
 * Every end-state check's free rules as the user asked them (`saidParts`): a made-up text keeps
 * only the typed values the user's words ask it to carry, and names them in any of its row's
 * prose fields.
 */
function withSaidParts(def: TaskDef, episodes: EpisodeInput[]): EpisodeInput[] {
  const said = { apps: def.apps, episodes: def.episodes.map((e) => ({ slot: e.slot, message: e.message, requirement: e.requirement, values: e.values })) };
  return episodes.map((e, index) => {
    if (!(e.assertions ?? []).some((a) => a.type === 'world_matches_reference')) return e;
    const ref = def.reference[e.slot ?? 'A'];
    const labels = inputLabels(ref ? [ref.package, ...Object.values(ref.revisions ?? {})] : [], def.episodes.flatMap((x) => Object.keys(x.values ?? {})));
    const texts = userWords(said, index).texts;
    return { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'world_matches_reference' ? { ...a, free: saidParts((a.free ?? []) as FreeDef[], texts, labels) } : a)) };
  });
}

export function task(def: TaskDef): TaskInput {
  return {
    id: def.id,
    family: def.family,
    split: def.split,
    domains: def.domains,
    ...(def.example ? { example: def.example } : {}),
    context: { account: 'user' },
    world: { fixture: 'base', seed: def.seed, ...(def.rows?.length ? { rows: def.rows } : {}) },
    apps: def.apps,
    // A typed value a change writes into a shown kept row is checked after the change and after reopen.
    // Records are checked by the user's names for them, and a deleted one is not asked for after reopen (issue #30, K1/K7).
    episodes: withSaidParts(def, onlyWhatWasAsked({ ...def, episodes: namesForIds(def, withoutDeleted(changesShown(def.episodes, def.reference, def.apps.map((a) => a.intention)))) })).map(withoutNamedRead),
    reference: Object.fromEntries(Object.entries(def.reference).map(([slot, r]) => [slot, { package: r.package, revisions: r.revisions ?? {} }])),
  };
}

/**
 * A read named with nothing left to pass (`show_alarm` once the id gave way to the record's name)
 * in an episode whose screen must show values the services returned in it (C4 grounds them in
 * this episode's calls): the grounding already proves the app looked the record up, and holding
 * the look-up to one API fails an app that lists the alarms, or searches them, and shows the one
 * asked for — the same record (issue #30, one_api). Ids stay as `episode` numbered them.
 */
function withoutNamedRead(e: EpisodeInput): EpisodeInput {
  const assertions = e.assertions ?? [];
  if (!assertions.some((a) => a.type === 'visible_result_grounded')) return e;
  const isBareRead = (a: (typeof assertions)[number]) =>
    a.type === 'api_called' && findApi(String(a.app), String(a.api))?.method === 'GET' && Object.keys((a.args ?? {}) as Obj).length === 0;
  return assertions.some(isBareRead) ? { ...e, assertions: assertions.filter((a) => !isBareRead(a)) } : e;
}

/** A task id's last part (`single.todoist.chores` → `chores`): the reference app's id. */
export const slug = (taskId: string): string => taskId.slice(taskId.lastIndexOf('.') + 1);
