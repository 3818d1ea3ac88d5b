/**
 * A record the user names, typed in the user's form too (issue #30, K11). A revise, followup or
 * step episode gave the operator only the record's generated or fixture id (`note_id:
 * $noteId`, `group_id: 7396959`) while its message names the record ("tag the chickpea curry",
 * "make it beach house July"): an app that picks the record by its title, name, subject or
 * product had no value for its input. Each such id now comes with the record's name as the user
 * knows it, under its own key, and `names` pairs the two so the operator fills the one form the
 * action takes (`src/stages/run/operator.ts`, `formTaken`): an app with an id input still gets
 * the id, one that picks by name gets the name, one that keeps the record it made and asks for
 * neither gets nothing it cannot use.
 *
 * The checks that decide the right record (record_matches, the end state) stay as they are: they
 * are what catches an app acting on another record. Runs on the built task, after the aliases.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { freshWorld } from '../../../src/world/fixture.ts';
import { asksById } from './record-names.ts';
import { tableColumns } from './fixture.ts';

type Obj = Record<string, any>;
type World = ReturnType<typeof freshWorld>;

const CAPTURE = /^\$[A-Za-z]\w*$/;
const isId = (v: unknown): v is string | number => (typeof v === 'string' && CAPTURE.test(v)) || (typeof v === 'number' && Number.isInteger(v) && v >= 1_000_000);

/** The fields a record is named by, in order. */
export const NAME_FIELDS = ['title', 'name', 'subject', 'label', 'description', 'file_path', 'path', 'note'];
/** Fields a record without a name is known by, last of all: where it was (a trash entry), when it rings (an alarm). */
const LAST_NAMES = ['original_path', 'time'];
/** A short text (a comment) is named by itself. */
const SHORT_TEXT = 80;

export interface NamedBy {
  /** The field the name comes from (`title`, `label`, `product` for a review named by its product). */
  field: string;
  value: string;
  /**
   * The row that holds the name, where it is not the record's own row (a review's product, a
   * comment's expense, a call's contact): its app, table and key (issue #30, ids8).
   */
  at?: { app: string; table: string; key: Record<string, unknown> };
}

/** Short texts a record without a name is known by (a comment's words, a question). */
const TEXT_FIELDS = ['content', 'text', 'question', 'answer'];

/**
 * A record's own name in its fields: a name field, a person's full name, then (`texts`) a short
 * text — what a row holds that the user knows the record by.
 */
export function ownNameIn(fields: Obj | undefined, texts = true): NamedBy | undefined {
  if (!fields) return undefined;
  for (const field of NAME_FIELDS) {
    const v = fields[field];
    if (typeof v === 'string' && v.trim() !== '') return { field, value: v };
  }
  const { first_name: first, last_name: last } = fields;
  if (typeof first === 'string' && typeof last === 'string' && first.trim() !== '' && last.trim() !== '') return { field: 'name', value: `${first} ${last}` };
  if (!texts) return undefined;
  for (const field of TEXT_FIELDS) {
    const v = fields[field];
    if (typeof v === 'string' && v.trim() !== '' && v.length <= SHORT_TEXT) return { field, value: v };
  }
  return undefined;
}

let world: World | undefined;
const rows = new Map<string, Obj | undefined>();

/** A row of the base fixture by id (cached; the world is opened once per build). */
function fixtureRecord(app: string, table: string, id: number): Obj | undefined {
  const key = `${app}_${table}:${id}`;
  if (rows.has(key)) return rows.get(key);
  world ??= freshWorld();
  let row: Obj | undefined;
  try {
    row = world.db.prepare(`SELECT * FROM ${JSON.stringify(`${app}_${table}`)} WHERE id = ?`).get(id) as Obj | undefined;
  } catch {
    row = undefined;
  }
  rows.set(key, row);
  return row;
}

/** A row of the base fixture by one field's value (a contact by its phone number), if exactly one holds it. */
function fixtureRecordBy(app: string, table: string, field: string, value: unknown): Obj | undefined {
  const key = `${app}_${table}:${field}=${JSON.stringify(value)}`;
  if (rows.has(key)) return rows.get(key);
  world ??= freshWorld();
  let row: Obj | undefined;
  try {
    const found = world.db.prepare(`SELECT * FROM ${JSON.stringify(`${app}_${table}`)} WHERE ${JSON.stringify(field)} = ? LIMIT 2`).all(value) as Obj[];
    row = found.length === 1 ? found[0] : undefined;
  } catch {
    row = undefined;
  }
  rows.set(key, row);
  return row;
}

/** A fixture record's own name (title, label, full name…) and its field, if it has one. */
export function fixtureOwnNamed(app: string, table: string, id: number, texts = true): NamedBy | undefined {
  const row = fixtureRecord(app, table, id);
  return row ? ownNameIn(row, texts) : undefined;
}

/**
 * The name of what a record without a name of its own points at (a review's product, a
 * question's product, a return's order's product): the first `*_id` field whose row in the same
 * app has a name (or points, one step on, at one that has), named by that row's kind (`product`).
 */
function pointedName(app: string, fields: Obj, depth = 0): NamedBy | undefined {
  for (const [field, v] of Object.entries(fields)) {
    if (!field.endsWith('_id') || field === 'user_id' || field === 'owner_id' || typeof v !== 'number') continue;
    const entity = field.slice(0, -3);
    const row = fixtureRecord(app, `${entity}s`, v);
    if (!row) continue;
    const own = ownNameIn(row, false);
    if (own) return { field: entity, value: own.value, at: { app, table: `${entity}s`, key: { id: v } } };
    const further = depth < 1 ? pointedName(app, row, depth + 1) : undefined;
    if (further) return further;
  }
  // A call or text names its person by number: the contact of the app that has it (ids8).
  const phone = fields.phone_number;
  if (typeof phone === 'string' && phone.trim() !== '') {
    const contact = fixtureRecordBy(app, 'contacts', 'phone_number', phone);
    const own = contact ? ownNameIn(contact, false) : undefined;
    if (own) return { field: 'contact', value: own.value, at: { app, table: 'contacts', key: { phone_number: phone } } };
  }
  return undefined;
}

/**
 * The app and table a record with id `id` lives in, as the task's checks and captures say, else
 * (a fixture record only pointed at: `note_id` of a share) the table of its kind (`notes`) of one
 * of the task's services that holds a row with that id.
 */
export function tableOf(task: TaskInput, id: string | number, key = ''): { app: string; table: string } | undefined {
  const found = tableNamed(task, id);
  if (found || typeof id !== 'number') return found;
  const kind = slug(key.split('|')[0] ?? '').replace(/_?id$/, '');
  const kinds = [kind, kind.replace(/^.*_/, '')].filter((k) => k !== '');
  for (const app of new Set(task.apps.flatMap((a) => a.services))) for (const k of kinds) if (fixtureRecord(app, `${k}s`, id)) return { app, table: `${k}s` };
  return undefined;
}

function tableNamed(task: TaskInput, id: string | number): { app: string; table: string } | undefined {
  for (const e of task.episodes) {
    if (typeof id === 'string') {
      const c = (e.captures ?? {})[id.slice(1)];
      if (c) return { app: c.app, table: c.table };
    }
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type === 'record_matches' && a.key?.id === id) return { app: a.app, table: a.table };
      if (a.type === 'record_identity_preserved' && a.record_id === id) return { app: a.app, table: a.table };
      if (a.type === 'db_changed' && a.where?.id === id) return { app: a.app, table: a.table };
    }
  }
  return undefined;
}

/**
 * The fields the task's read-back checks hold for the record, nearest episode before `index`
 * first; then (ids8) the fields it was made with (its capture's `where`: the step "Repaint the
 * hallway"), the fields a delete of it names up to this episode (the row as it was), and the
 * fields of rows keyed by it (an order's items: what the order is of).
 */
function heldFields(task: TaskInput, index: number, id: string | number): Obj[] {
  const out: Obj[] = [];
  for (let i = index - 1; i >= 0; i--) {
    for (const a of ((task.episodes[i]?.assertions ?? []) as Obj[])) if (a.type === 'record_matches' && a.key?.id === id) out.push(a.fields as Obj);
  }
  const capture = typeof id === 'string' ? task.episodes.slice(0, index).map((e) => (e.captures ?? {})[id.slice(1)]).find((c) => c !== undefined) : undefined;
  if (capture && capture.field === 'id') out.push(capture.where ?? {});
  for (let i = index; i >= 0; i--) {
    for (const a of ((task.episodes[i]?.assertions ?? []) as Obj[])) if (a.type === 'db_changed' && a.op === 'deleted' && a.where?.id === id) out.push(a.where as Obj);
  }
  return out;
}

/** The fields of rows keyed by the record (`{order_id: $orderId}`: an order's items), read back or inserted before `index`. */
function childFields(task: TaskInput, index: number, id: string | number): { table: string; fields: Obj }[] {
  const out: { table: string; fields: Obj }[] = [];
  for (let i = index - 1; i >= 0; i--) {
    for (const a of ((task.episodes[i]?.assertions ?? []) as Obj[])) {
      if (a.type === 'record_matches' && a.key?.id === undefined && Object.entries((a.key ?? {}) as Obj).some(([f, v]) => f.endsWith('_id') && v === id)) out.push({ table: String(a.table), fields: a.fields as Obj });
      // A row inserted keyed by it (`order_items … where {order_id: $orderId, product_id: …}`).
      if (a.type === 'db_changed' && a.op === 'inserted' && Object.entries((a.where ?? {}) as Obj).some(([f, v]) => f.endsWith('_id') && v === id)) {
        out.push({ table: String(a.table), fields: Object.fromEntries(Object.entries(a.where as Obj).filter(([, v]) => v !== id)) });
      }
    }
  }
  return out;
}

/**
 * The user's name for the record with id `id` as episode `index` starts: the name a read-back
 * check of an earlier episode holds, else the fixture row's, else (a review, a return) the name
 * of what it points at; for a record this episode reads back only, the fields it keeps unchanged.
 */
export function nameBefore(task: TaskInput, index: number, id: string | number, key = ''): NamedBy | undefined {
  const where = tableOf(task, id, key);
  const held = heldFields(task, index, id);
  const row = where && typeof id === 'number' ? fixtureRecord(where.app, where.table, id) : undefined;
  const all = [...held, ...(row ? [row] : [])];
  for (const fields of all) {
    const named = ownNameIn(fields, false);
    if (named) return named;
  }
  for (const fields of where ? all : []) {
    const pointed = pointedName(where?.app ?? '', fields);
    if (pointed) return pointed;
  }
  for (const fields of all) {
    const named = ownNameIn(fields);
    if (named) return named;
  }
  // A record known by where it was (a trash entry's original path) or when it rings (an alarm's time).
  for (const fields of all) {
    const named = LAST_NAMES.map((field) => ({ field, value: fields[field] })).find((n): n is NamedBy => typeof n.value === 'string' && n.value.trim() !== '');
    if (named) return named;
  }
  // An order is of what its items are (ids8).
  for (const { fields } of where ? childFields(task, index, id) : []) {
    const pointed = pointedName(where?.app ?? '', fields);
    if (pointed) return pointed;
  }
  return madeAs(task, index, id);
}

const DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}$/;

/**
 * The name a record the task made was typed or shown by (ids8), where no row holds one: a
 * product captured as a cart row's `product_id` is the product the user typed (`product|query`);
 * a to-do, draft or thread the app worded itself is known by what its episode showed it by (the
 * album of a listening to-do, the product a hint draft names) where its table has a name column.
 * Such a name has no field of its own (`field: ''`): it is typed under the record's kind only.
 */
function madeAs(task: TaskInput, index: number, id: string | number): NamedBy | undefined {
  if (typeof id !== 'string' || !CAPTURE.test(id)) return undefined;
  const at = task.episodes.slice(0, index).findIndex((e) => Object.hasOwn(e.captures ?? {}, id.slice(1)));
  const episode = task.episodes[at];
  const capture = episode?.captures?.[id.slice(1)];
  if (!episode || !capture) return undefined;
  const field = capture.field ?? 'id';
  if (field !== 'id') {
    const kind = field.replace(/_id$/, '');
    const typed = Object.entries(episode.values ?? {}).find(([key, v]) => typeof v === 'string' && key.split('|').includes(kind));
    return typed ? { field: '', value: String(typed[1]) } : undefined;
  }
  if (!tableColumns(capture.app, capture.table).has('title') && !tableColumns(capture.app, capture.table).has('subject')) return undefined;
  const shown = ((episode.assertions ?? []) as Obj[]).find((a) => a.type === 'visible_result_grounded' && typeof a.value === 'string' && !CAPTURE.test(a.value) && /[a-z]/i.test(a.value) && !DAY_OR_TIME.test(a.value) && a.value.length <= SHORT_TEXT);
  return shown ? { field: '', value: String(shown.value) } : undefined;
}


const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** Whether an id was said in words (a message naming "group 8884715"): then the user types it. */
const saidId = (id: string | number, texts: readonly string[]): boolean => typeof id === 'number' && texts.some((t) => new RegExp(`(?<![0-9])${id}(?![0-9])`).test(t));

/** The fields an episode writes on the record (a rename's new title): a name form must not be called so. */
function writtenFields(episode: TaskInput['episodes'][number], id: string | number, name: string): Set<string> {
  const out = new Set<string>();
  for (const a of (episode.assertions ?? []) as Obj[]) {
    if (a.type !== 'record_matches' || a.key?.id !== id) continue;
    for (const [f, v] of Object.entries((a.fields ?? {}) as Obj)) if (v !== name) out.add(slug(f));
  }
  return out;
}

/** The keys a value was typed under in the episode that made the record `id` (none when it was not typed there). */
function typedKeys(task: TaskInput, index: number, id: string | number, value: string): string[] {
  if (typeof id !== 'string' || !CAPTURE.test(id)) return [];
  const made = task.episodes.slice(0, index).find((e) => Object.hasOwn(e.captures ?? {}, id.slice(1)));
  return Object.entries(made?.values ?? {}).filter(([, v]) => typeof v === 'string' && v.trim().toLowerCase() === value.trim().toLowerCase()).flatMap(([k]) => k.split('|'));
}

/**
 * What a user calls a record of this kind where the API's word differs: a venmo transaction is a
 * payment, so a form asking "Which payment" for the comment's payment gets its name (s21,
 * paddleboard-comment s20-z4-f1, birthday-comment-delete s20-z5-f1). Not the words the post form
 * found it by (`words|query`): they would make posting a second comment look like the edit.
 */
const USERS_NOUNS: Record<string, readonly string[]> = { transaction: ['payment', 'which_payment'] };

/** The record's own words (a question's, a comment's) as an earlier read-back check keyed by its id holds them. */
function textOfRecord(task: TaskInput, index: number, id: unknown): string | undefined {
  for (const e of task.episodes.slice(0, index)) {
    for (const a of (e.assertions ?? []) as { type?: string; key?: { id?: unknown }; fields?: Record<string, unknown> }[]) {
      if (a.type !== 'record_matches' || a.key?.id !== id) continue;
      const text = a.fields?.question ?? a.fields?.content ?? a.fields?.answer;
      if (typeof text === 'string') return text;
    }
  }
  return undefined;
}

export function withNameForms(task: TaskInput): TaskInput {
  const text = { family: task.family, apps: task.apps };
  if (asksById(text)) return task;
  const texts = [...task.apps.map((a) => a.intention), ...task.episodes.flatMap((e) => [e.message ?? '', e.requirement ?? ''])];
  let changed = false;
  const episodes = task.episodes.map((episode, index) => {
    const values = (episode.values ?? {}) as Record<string, string | number | boolean>;
    const names: Record<string, string> = { ...(episode.names ?? {}) };
    const added: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      if (!isId(value) || saidId(value, texts) || Object.values(names).includes(key)) continue;
      const named = nameBefore(task, index, value, key);
      if (!named || Object.values(values).some((v) => typeof v === 'string' && v.trim().toLowerCase() === named.value.trim().toLowerCase())) continue;
      const table = tableOf(task, value, key)?.table ?? '';
      // s20 (s20-Z3-f1): a file the step already names by its path is not named again by its old text
      // (an input for the new line, `content`, would get that text).
      if (table === 'files' && Object.keys(values).some((k) => k.split('|').some((part) => /path/.test(part)))) continue;
      // The record's kind, by every name its id goes by (`item_id|group_id` → item, group).
      const kinds = [...new Set(key.split('|').map((k) => slug(k).replace(/_?id$/, '')).filter((k) => k !== ''))];
      const entities = kinds.length > 0 ? kinds : [slug(table).replace(/s$/, '')];
      // Never a name another value of the episode goes by, nor a field the episode writes anew.
      // s20 (s20-Z2-f1): nor a key an earlier step typed another value of the record's under (the
      // question's own words went in as `question`: its product's name must not come in under it).
      const typedOther = task.episodes.slice(0, index).flatMap((e) => Object.entries(e.values ?? {}).filter(([, v]) => typeof v === 'string' && v.trim().toLowerCase() !== named.value.trim().toLowerCase() && textOfRecord(task, index, value) === v).flatMap(([k]) => k.split('|').map(slug)));
      const taken = new Set([...[...Object.keys(values), ...Object.keys(added)].flatMap((k) => k.split('|').map(slug)), ...writtenFields(episode, value, named.value), ...typedOther]);
      // s19 (s19-Z4-f1): a name the user typed when the record was made ("Sidewalk Chalk" as the song's
      // title) goes by that key too, so a form that finds the record the way it was made gets it.
      const typedAs = named.field === '' ? typedKeys(task, index, value, named.value) : [];
      const nouns = [named.field, ...entities].flatMap((e) => USERS_NOUNS[e] ?? []);
      const aliases = [...new Set((named.field === '' ? [...entities, ...typedAs] : [named.field, ...entities.map((e) => `${e}_${named.field}`), ...entities, ...nouns]).map(slug))].filter((a) => a !== '' && !taken.has(a));
      if (aliases.length === 0) continue;
      const nameKey = aliases.join('|');
      if (nameKey in values || nameKey in added) continue;
      added[nameKey] = named.value;
      names[nameKey] = key;
    }
    if (Object.keys(added).length === 0) return episode;
    changed = true;
    // The name form goes last, so every value of the request takes its own input first.
    return { ...episode, values: { ...values, ...added }, names };
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * s21 (thanksgiving-label s21-r1-f1): a step that renames a record it names by its old name
 * (`old_name`) and by its id (`label_id`) gives the old name under the record's kind too (`label`):
 * a rename form with fields "Label" and "New name" gets "Thanksgiving" there, not the label's id.
 */
export function withOldNameKinds(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const values = episode.values ?? {};
    const keys = Object.keys(values);
    const taken = new Set(keys.flatMap((k) => k.split('|')));
    const kinds = [...new Set(keys.flatMap((k) => k.split('|')).filter((a) => /^[a-z]+_id$/.test(a)).map((a) => a.slice(0, -3)))].filter((k) => !taken.has(k));
    const old = keys.find((k) => k.split('|').some((a) => a.startsWith('old_')) && typeof values[k] === 'string');
    if (!old || kinds.length === 0) return episode;
    changed = true;
    const renamed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k === old ? [old, ...kinds].join('|') : k, v]));
    const names = episode.names ? Object.fromEntries(Object.entries(episode.names).map(([k, v]) => [k === old ? [old, ...kinds].join('|') : k, v])) : undefined;
    return { ...episode, values: renamed, ...(names ? { names } : {}) };
  });
  return changed ? { ...task, episodes } : task;
}
