/**
 * The user's name for a record in the visible and kept checks (issue #30, K1 and K7 of the s4
 * fidelity review). A user names a record by its title, product, person or subject; the id a
 * create returned is the app's business unless the user asks to look records up by id (the
 * service family: "look it up by its id"). So a check of an id gives way to the record's name:
 * dropped where the episode already looks for a name; a kept id with no name beside it becomes
 * a kept check of the name the task showed the record by; a result's lone id becomes the
 * record's own name (title, label, full name…) where the episode made or deleted the record, as
 * that change holds every field (an update's change holds only what it changed, so there the id
 * stays). And a record the user deleted is not demanded after reopen, by any name it had.
 *
 * Relaxing these checks opens no hole: the end state (world_matches_reference) still judges what
 * each episode did to which record, and a grounded name must come from the records the episode
 * changed or the reference shows (src/stages/check/grounding.ts).
 */
import type { z } from 'zod';
import type { EpisodeSpecSchema } from '../../../src/schemas/task.ts';
import type { Value } from './types.ts';
import { tableColumns } from './fixture.ts';
import { fixtureOwnNamed, NAME_FIELDS as ROW_NAME_FIELDS, ownNameIn, type NamedBy } from './name-forms.ts';

type EpisodeInput = z.input<typeof EpisodeSpecSchema>;
type Assertion = NonNullable<EpisodeInput['assertions']>[number];
type Loose = Assertion & { value?: unknown; contains?: unknown; record?: { key?: Record<string, unknown>; field?: string }; where?: Record<string, unknown>; op?: string };

const CAPTURE = /^\$[A-Za-z]\w*$/;
/** A generated id: a capture (`$reviewId`) or a fixture row's seven-digit id. */
const isId = (v: unknown): v is string | number => (typeof v === 'string' && CAPTURE.test(v)) || (typeof v === 'number' && Number.isInteger(v) && v >= 1_000_000);

/** Ids a shopper uses as such: an order number, where the user asks for it ("email Hana the order number"). */
const SHOPPER_IDS = /^\$order/i;
const ASKS_ORDER_NUMBER = /\border (?:number|no\.?|id|#)/i;

/**
 * Where the user asks to find records by their id or number ("look it up by its id"); "tick items
 * by number" picks lines of a list by position, not records by id (ids8).
 */
const BY_ID = /(?<!\bitems? )\bby (?:its |their |the )?(?:file )?(?:id|number)\b/i;

const SHOWN = new Set(['visible_result_grounded', 'persisted_visible', 'state_retained']);
const valueOf = (a: Loose): unknown => (a.type === 'state_retained' ? a.contains : a.value);

interface TaskText {
  family: string;
  apps: readonly { intention: string }[];
  /** The reference packages (what their screens can render). */
  reference?: unknown;
}

/** Whether the task's user looks records up by id, so ids on screen are theirs. */
export const asksById = (t: TaskText): boolean => t.family === 'service' || t.apps.some((a) => BY_ID.test(a.intention));

/** Whether an id was said in words (a message naming "group 8884715"): then it is the user's. */
function saidId(id: string | number, texts: readonly string[]): boolean {
  return typeof id === 'number' && texts.some((t) => new RegExp(`(?<![0-9])${id}(?![0-9])`).test(t));
}

/** Whether an episode's check JSON mentions the id (it captures it, changes it, reads it back). */
function mentions(episode: EpisodeInput, id: string | number): boolean {
  if (typeof id === 'string' && episode.captures && Object.hasOwn(episode.captures, id.slice(1))) return true;
  const text = JSON.stringify([episode.values ?? {}, episode.assertions ?? []]);
  return typeof id === 'string' ? text.includes(`"${id}"`) : new RegExp(`(?<![0-9])${id}(?![0-9])`).test(text);
}

/** The first value an episode shows as its result that is not an id: what it named its record by. */
const shownName = (episode: EpisodeInput): Value | undefined =>
  (episode.assertions ?? []).map((a) => a as Loose).find((a) => a.type === 'visible_result_grounded' && !isId(a.value) && a.value !== null && a.value !== undefined)?.value as Value | undefined;

/**
 * The name the task last showed a record by before episode `index`: the first shown name of the
 * nearest episode (this one included) that captured, changed or read the record.
 */
function nameOf(episodes: readonly EpisodeInput[], index: number, id: string | number): Value | undefined {
  for (let i = index; i >= 0; i--) {
    const e = episodes[i] as EpisodeInput;
    if (!mentions(e, id)) continue;
    const name = shownName(e);
    if (name !== undefined) return name;
  }
  return undefined;
}

/**
 * The name of the record an episode makes, as its read-back check holds it (the new draft's
 * subject): a row the episode inserts holds every field, so a result showing its name is
 * grounded in it. Undefined for any other episode.
 */
function madeName(episode: EpisodeInput, id: string | number): Value | undefined {
  if (typeof id !== 'string' || !episode.captures || !Object.hasOwn(episode.captures, id.slice(1))) return undefined;
  for (const a of (episode.assertions ?? []) as (Loose & { key?: Record<string, unknown>; fields?: Record<string, unknown> })[]) {
    if (a.type !== 'record_matches' || a.key?.id !== id) continue;
    const name = nameInFields({ ...a.fields, content: undefined });
    if (name !== undefined) return name;
  }
  return undefined;
}

/** The fields a record is named by, in order; a person by first and last name; a short text (a comment) by itself. */
const NAME_FIELDS = ['title', 'name', 'subject', 'label', 'description', 'file_path', 'path'];
const SHORT_TEXT = 80;

function nameInFields(fields: Record<string, unknown> | undefined): Value | undefined {
  if (!fields) return undefined;
  const named = NAME_FIELDS.map((f) => fields[f]).find((x): x is string => typeof x === 'string' && x.trim() !== '');
  if (named !== undefined) return named;
  const { first_name: first, last_name: last, content } = fields;
  if (typeof first === 'string' && typeof last === 'string' && first.trim() !== '' && last.trim() !== '') return `${first} ${last}`;
  if (typeof content === 'string' && content.trim() !== '' && content.length <= SHORT_TEXT) return content;
  return undefined;
}

type Keyed = Loose & { key?: Record<string, unknown>; fields?: Record<string, unknown> };

/** The name the task last showed a record by, where a capture made it (a to-do shown by its album). */
function shownAs(episodes: readonly EpisodeInput[], index: number, id: string | number): NamedBy | undefined {
  const name = typeof id === 'string' ? nameOf(episodes, index - 1, id) : undefined;
  const at = tableOfId(episodes, id);
  // Only a name a row of that kind can hold (a to-do's title holds its album; a return's row holds
  // no product name), and a name, not a time or an amount.
  const named = at !== undefined && ROW_NAME_FIELDS.some((f) => tableColumns(at.app, at.table).has(f));
  return typeof name === 'string' && /[a-z]/i.test(name) && named ? { field: '', value: name } : undefined;
}

/** The table a record with id `id` lives in, as the task's captures and checks keyed by it say. */
function tableOfId(episodes: readonly EpisodeInput[], id: string | number): { app: string; table: string } | undefined {
  for (const e of episodes) {
    if (typeof id === 'string') {
      const c = (e.captures ?? {})[id.slice(1)];
      if (c) return { app: c.app, table: c.table };
    }
    for (const a of (e.assertions ?? []) as (Loose & { app?: string; table?: string; record_id?: unknown })[]) {
      if ((a.type === 'record_matches' && (a as Keyed).key?.id === id) || (a.type === 'record_identity_preserved' && a.record_id === id) || (a.type === 'db_changed' && a.where?.id === id)) return { app: String(a.app), table: String(a.table) };
    }
  }
  return undefined;
}

/**
 * The table of the record with id `id` when the episode changes it in place (updated, read back
 * after a change) or changes a row pointing at it (a share of the note, a snooze of the alarm).
 */
function changedRecord(episodes: readonly EpisodeInput[], episode: EpisodeInput, id: string | number): { app: string; table: string } | undefined {
  const own = changedInPlace(episode, id);
  if (own) return own;
  const pointing = ((episode.assertions ?? []) as (Loose & { app?: string })[]).flatMap((a) => (a.type === 'db_changed' ? Object.entries(a.where ?? {}).filter(([field, v]) => field !== 'id' && v === id).map(([field]) => ({ app: String(a.app), field })) : []));
  const first = pointing[0];
  if (!first) return undefined;
  // A fixture record only pointed at (`note_id` of a share): the table of its kind in that app.
  const kind = `${first.field.replace(/_id$/, '').replace(/^.*_/, '')}s`;
  return tableOfId(episodes, id) ?? (typeof id === 'number' && fixtureOwnNamed(first.app, kind, id) ? { app: first.app, table: kind } : undefined);
}

function changedInPlace(episode: EpisodeInput, id: string | number): { app: string; table: string } | undefined {
  for (const a of (episode.assertions ?? []) as (Loose & { app?: string; table?: string; record_id?: unknown })[]) {
    if (a.type === 'record_identity_preserved' && a.record_id === id) return { app: String(a.app), table: String(a.table) };
    if (a.type === 'db_changed' && a.op === 'updated' && a.where?.id === id) return { app: String(a.app), table: String(a.table) };
  }
  for (const a of (episode.assertions ?? []) as (Loose & { app?: string; table?: string })[]) {
    if (a.type === 'record_matches' && (a as Keyed).key?.id === id) return { app: String(a.app), table: String(a.table) };
  }
  return undefined;
}

/** Whether the episode deletes the record with id `id` (a `db_changed … deleted` keyed by it). */
const deletes = (episode: EpisodeInput, id: string | number): boolean =>
  ((episode.assertions ?? []) as Loose[]).some((a) => a.type === 'db_changed' && a.op === 'deleted' && a.where?.id === id);

/**
 * The record's own name as a read-back check keyed by its id holds it (nearest episode first):
 * its title, name, subject, label, description, path or full name. Never a text (a comment's
 * body) nor a name of a record it points at (a review's product).
 */
export function ownName(episodes: readonly EpisodeInput[], index: number, id: string | number): Value | undefined {
  for (let i = index; i >= 0; i--) {
    for (const a of ((episodes[i] as EpisodeInput).assertions ?? []) as Keyed[]) {
      if (a.type !== 'record_matches' || a.key?.id !== id) continue;
      const name = nameInFields({ ...a.fields, content: undefined });
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

/**
 * The user's name for the record with id `id` as of episode `index`: its title, name, subject,
 * label, description, path or full name as the nearest read-back check (`record_matches` keyed
 * by the id, this episode first) holds it — the row the episode deletes or changes holds it, and
 * so does the service's answer — else the name the task last showed it by.
 */
export function recordName(episodes: readonly EpisodeInput[], index: number, id: string | number): Value | undefined {
  return heldName(episodes, index, id) ?? nameOf(episodes, index, id);
}

/** The record's name and the field it comes from, as the nearest read-back check keyed by its id holds it (this episode first). */
function heldNamed(episodes: readonly EpisodeInput[], index: number, id: string | number): NamedBy | undefined {
  for (let i = index; i >= 0; i--) {
    for (const a of ((episodes[i] as EpisodeInput).assertions ?? []) as Keyed[]) {
      if (a.type !== 'record_matches' || a.key?.id !== id) continue;
      const named = ownNameIn(a.fields);
      if (named) return named;
    }
  }
  return undefined;
}

/**
 * The name a result shows a record the episode deletes by: its own name (title, label, full
 * name), else, where the user typed its id to name it, its short text (a comment's words) or
 * the fixture row's name, where the reference's screen can show it. The deleted row holds them.
 */
function deletedName(t: TaskText, episodes: readonly EpisodeInput[], index: number, episode: EpisodeInput, id: string | number): Value | undefined {
  const own = ownName(episodes, index, id);
  if (own !== undefined || !Object.values(episode.values ?? {}).includes(id)) return own;
  // One record deleted (a result for several lists them by count or id).
  const deleted = ((episode.assertions ?? []) as (Loose & { app?: string; table?: string })[]).filter((a) => a.type === 'db_changed' && a.op === 'deleted');
  const table = deleted.length === 1 && deleted[0]?.where?.id === id ? deleted[0] : undefined;
  const named = typeof id === 'number' && table ? fixtureOwnNamed(String(table.app), String(table.table), id, false) : undefined;
  return named && shows(t, episodes, index, named) ? named.value : undefined;
}

/**
 * Whether the reference's screen can show a record's name: it renders the field the name comes
 * from (`{{item.label}}`); a name the task showed the record by (no field) where the user typed it
 * in an earlier episode (an app keeps and shows what it was given).
 */
function shows(t: TaskText, episodes: readonly EpisodeInput[], index: number, named: NamedBy): boolean {
  if (named.field !== '') return rendersField(t, named.field);
  return episodes.slice(0, index).some((e) => Object.values(e.values ?? {}).some((v) => typeof v === 'string' && v.trim().toLowerCase() === named.value.trim().toLowerCase()));
}

/** Whether the task's reference renders a record's field (`{{item.label}}`): its screen can show the name. */
function rendersField(t: TaskText, field: string): boolean {
  if (t.reference === undefined) return true;
  const text = JSON.stringify(t.reference);
  const fields = field === 'name' ? ['name', 'first_name'] : [field];
  return fields.some((f) => text.includes(`.${f}}}`) || text.includes(`{{${f}}}`));
}

/** The record's name as the nearest read-back check keyed by its id holds it (this episode first). */
function heldName(episodes: readonly EpisodeInput[], index: number, id: string | number): Value | undefined {
  for (let i = index; i >= 0; i--) {
    for (const a of ((episodes[i] as EpisodeInput).assertions ?? []) as Keyed[]) {
      if (a.type !== 'record_matches' || !Object.values(a.key ?? {}).includes(id)) continue;
      const name = nameInFields(a.fields);
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

/**
 * The episodes with each id check in a visible or kept check given way to the record's name
 * (dropped where the episode already checks a name of the same kind), unless the user looks
 * records up by id, the id is an order number, or they said the id in words.
 */
export function namesForIds(t: TaskText, episodes: readonly EpisodeInput[]): EpisodeInput[] {
  if (asksById(t)) return [...episodes];
  const texts = [...t.apps.map((a) => a.intention), ...episodes.flatMap((e) => [e.message ?? '', e.requirement ?? ''])];
  const theirs = (id: string | number) => (typeof id === 'string' && SHOPPER_IDS.test(id) && texts.some((x) => ASKS_ORDER_NUMBER.test(x))) || saidId(id, texts);
  return episodes.map((episode, index) => {
    const checks = [...(episode.assertions ?? [])] as Loose[];
    // A name of the same kind the episode checks already (a C5 of either kind counts for a retained id).
    const hasName = (type: string) =>
      checks.some((a) => SHOWN.has(a.type) && !isId(valueOf(a)) && (a.type === type || (type === 'state_retained' && a.type === 'persisted_visible')));
    const out: Assertion[] = [];
    const added = new Set<string>();
    for (const a of checks) {
      const v = valueOf(a);
      if (!SHOWN.has(a.type) || !isId(v) || theirs(v)) {
        out.push(a);
        continue;
      }
      // A result of a change to a record the episode neither made nor deleted (a flip, a share, a
      // snooze): the record's name, read from its row as the episode leaves it (issue #30, K11).
      // Only where the user typed the id to name the record (the check asked it back), and where
      // the reference's screen renders the field the name comes from (else no reference shows it).
      const typed = Object.values(episode.values ?? {}).includes(v);
      const about = typed && a.type === 'visible_result_grounded' && !madeName(episode, v) && !deletes(episode, v) ? changedRecord(episodes, episode, v) : undefined;
      const named = about ? (heldNamed(episodes, index, v) ?? (typeof v === 'number' ? fixtureOwnNamed(about.app, about.table, v) : undefined) ?? shownAs(episodes, index, v)) : undefined;
      const changedName = named && shows(t, episodes, index, named) ? named.value : undefined;
      if (about && changedName !== undefined) {
        const { because: _because, ...rest } = a as Loose & { because?: string };
        // The same name checked already: that check stands for both (a state this one told moves to it).
        const same = out.find((b) => b.type === a.type && (b as Loose).value === changedName) ?? checks.find((b) => b !== a && b.type === a.type && b.value === changedName);
        if (same) {
          if ((a as { state?: string[] }).state && !(same as { state?: string[] }).state) Object.assign(same, { state: (a as { state?: string[] }).state });
          continue;
        }
        if (added.has(`${a.type}:${String(changedName)}`)) continue;
        added.add(`${a.type}:${String(changedName)}`);
        out.push({ ...rest, value: changedName, record: { app: about.app, table: about.table, key: { id: v } } } as Assertion);
        continue;
      }
      if (hasName(a.type)) {
        // The state word the id's check asked for moves to the name's check, where that asks none:
        // "ordered" beside the product, else the name alone could be a search hit (Reading 2, s11 text11).
        const state = (a as { state?: string[] }).state;
        const named = state ? checks.find((b) => b.type === a.type && !isId(valueOf(b)) && !(b as { state?: string[] }).state) : undefined;
        if (named && state) {
          const at = out.indexOf(named);
          const moved = { ...named, state } as Loose;
          if (at >= 0) out[at] = moved as Assertion;
          else checks[checks.indexOf(named)] = moved;
        }
        continue;
      }
      // A result shows the record the episode changed; its name may not be in that change (a
      // deleted review row holds the product's id, not its title), so a lone id there stays,
      // unless the episode made the record and reads back its name.
      // A result names the record the user named where its name is in the episode's change: the
      // row it made, or the row it deletes ("Bruno Plumbing deleted"; issue #30, s5: an id after
      // a delete). An update's change holds only the fields it changed, so there the id stays.
      const name = a.type === 'visible_result_grounded' ? (madeName(episode, v) ?? (deletes(episode, v) ? deletedName(t, episodes, index, episode, v) : undefined)) : nameOf(episodes, index, v);
      // No name known: the id stays (nothing else would show the record).
      if (name === undefined) {
        out.push(a);
        continue;
      }
      // One check of a name per kind.
      if (added.has(`${a.type}:${String(name)}`)) continue;
      added.add(`${a.type}:${String(name)}`);
      const { record: _record, because: _because, ...rest } = a as Loose & { because?: string };
      out.push((a.type === 'state_retained' ? { ...rest, contains: name } : { ...rest, value: name }) as Assertion);
    }
    return { ...episode, assertions: out };
  });
}

/**
 * The reopen episodes without checks of a record the user deleted (K7): after "erase the call",
 * "delete the comment", "unblock the number" the reopened app need not show it. A record is
 * deleted by an episode whose `db_changed … deleted` names it (its id, its number); an episode
 * that only deletes also deleted what it showed (the song taken out of the library). A record a
 * later episode brings back (an undo) is kept again.
 */
export function withoutDeleted(episodes: readonly EpisodeInput[]): EpisodeInput[] {
  const gone = new Set<string>();
  // `$name` → the `app.table` its row was inserted into.
  const madeIn = new Map(episodes.flatMap((e) => Object.entries(e.captures ?? {}).map(([name, c]) => [`$${name}`, `${c.app}.${c.table}`] as const)));
  const key = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));
  return episodes.map((episode, index) => {
    const checks = [...(episode.assertions ?? [])] as Loose[];
    if (episode.stage === 'reopen') {
      // A `gone` check asks that the deleted record is not shown as still there: it stays (s16).
      const keepsGone = (a: Loose) =>
        (a.type === 'persisted_visible' || a.type === 'state_retained') && (a as { gone?: boolean }).gone !== true && (gone.has(key(valueOf(a))) || Object.values(a.record?.key ?? {}).some((k) => gone.has(key(k))));
      return { ...episode, assertions: checks.filter((a) => !keepsGone(a)) as Assertion[] };
    }
    const changes = checks.filter((a) => a.type === 'db_changed');
    const deletes = changes.filter((a) => a.op === 'deleted');
    const writes = changes.filter((a) => a.op !== 'deleted');
    // What the episode writes or shows while writing is there again.
    const written = new Set(writes.flatMap((a) => Object.values(a.where ?? {}).map(key)));
    for (const v of written) gone.delete(v);
    if (deletes.length === 0) {
      for (const a of checks) if (a.type === 'visible_result_grounded') gone.delete(key(a.value));
      return episode;
    }
    let deleted = false;
    const tables = new Set(deletes.map((a) => `${String((a as { app?: string }).app)}.${String((a as { table?: string }).table)}`));
    // A row that only points at a record the task made elsewhere (the snooze of an alarm, a
    // group's member) goes; the record stays.
    const madeElsewhere = (v: unknown) => {
      const made = typeof v === 'string' ? madeIn.get(v as `$${string}`) : undefined;
      return made !== undefined && !tables.has(made);
    };
    for (const a of deletes) {
      for (const v of Object.values(a.where ?? {})) {
        if (v === null || typeof v === 'object' || madeElsewhere(v)) continue;
        deleted = true;
        gone.add(key(v));
        // And the names the task showed the deleted record by, and the one it holds (a contact
        // shown only by its id is still "Bruno Plumbing") — unless the episode writes that name
        // anew (a sent draft's subject is the sent email's).
        // A delete whose own check names the record (a step by its title) needs no guess: the
        // name a nearer episode showed may be another record's (the task the step was made with).
        const own = nameInFields(a.where);
        const names = isId(v) ? (own !== undefined ? [own] : [nameOf(episodes, index, v), recordName(episodes, index, v)]) : [];
        for (const name of names) if (name !== undefined && !written.has(key(name))) gone.add(key(name));
      }
    }
    if (deleted && writes.length === 0) for (const a of checks) if (a.type === 'visible_result_grounded' && a.value !== null && a.value !== undefined && !madeElsewhere(a.value)) gone.add(key(a.value));
    return episode;
  });
}

/** Words of an intention that ask the app to keep a record of what it did ("give me a done list"). */
const KEEPS = /\b(?:done list|a log|history of|keep track|a record of|list of what|handy)\b/i;

/**
 * Whether a one-shot tool's user asks it to keep what it did (K12 of the s4 review): "archive a
 * thread by subject", "tick off a task" keep nothing, so a reopened app need not show the last
 * subject it touched; "give me a done list" does.
 */
export const asksToKeep = (intention: string): boolean => KEEPS.test(intention);

