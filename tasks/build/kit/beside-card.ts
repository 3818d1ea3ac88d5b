/**
 * s16 texts (issue #30, undictated_text): a bare small number shown on a card under its record's
 * name.
 *
 * kit/made-beside.ts asks a rating, a quantity or a snooze on its record's line ("Sweet Ghosts ★3"),
 * so a number elsewhere on screen does not count. But a correct app may show the record as a card:
 * the title on one line, "Stars: 3" or "Snooze 5 min" below it, a layout the user never asked
 * against. The check then also names the other records the task knows of (its look-alikes: the
 * other reviewed songs, the older alarm), and the checker accepts the name on one of the two lines
 * just above the value's where none of those lines names one of them (`beside_others`). A wrong
 * list, "Sweet Ghosts" above "Other Song ★3", still fails. A task with no such records is left as
 * it is (nothing tells its wrong list from a card).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRows } from './fixture.ts';

type Row = Record<string, unknown>;

/** Fields that name a record of their own. */
const NAMES = ['title', 'name', 'label', 'description', 'subject', 'time'];

/** Foreign keys that point at a person, a card or a place, never at the thing the number goes with. */
const NOT_THINGS = new Set(['user_id', 'owner_id', 'creator_id', 'sender_id', 'receiver_id', 'payer_id', 'debtor_id', 'assignee_id', 'payment_card_id', 'address_id', 'group_id', 'project_id', 'section_id']);

/** The name of the fixture's row `id` of `app`'s table for `field` (song_id → spotify_songs.title), if it has one. */
function foreignName(app: string, field: string, id: unknown): string | undefined {
  const table = `${app}_${field.slice(0, -3)}s`;
  if (!/^[a-z_]+$/.test(table)) return undefined;
  for (const column of ['title', 'name']) {
    try {
      const rows = fixtureRows<Row>(`SELECT ${column} AS n FROM ${table} WHERE id = ?`, id);
      const n = rows[0]?.n;
      if (typeof n === 'string' && n.trim() !== '') return n;
    } catch {
      // no such table or column
    }
  }
  return undefined;
}

/** The names of the records a task adds of its own (its look-alikes): what they point at, else their own name. */
export function otherNames(task: TaskInput, acted: ReadonlySet<string> = new Set()): string[] {
  const rows = (task.world as { rows?: { app: string; table: string; row: Row }[] } | undefined)?.rows ?? [];
  const out: string[] = [];
  for (const { app, row } of rows) {
    const pointers = Object.entries(row).filter(([k, v]) => k.endsWith('_id') && !NOT_THINGS.has(k) && typeof v === 'number');
    // A look-alike about the very thing the task acts on (another user's review of the reviewed
    // cookbook) names no other record: its thing's name is the task's own (s18-S7-f1).
    if (pointers.some(([k, v]) => acted.has(`${k}=${String(v)}`))) continue;
    const foreign = pointers
      .map(([k, v]) => foreignName(app, k, v))
      .filter((n): n is string => n !== undefined);
    const own = NAMES.map((k) => row[k]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    for (const n of foreign.length > 0 ? foreign : own) if (!out.includes(n)) out.push(n);
  }
  return out;
}

/**
 * The `field=id` pairs the task's own checks name (a review's product_id): a look-alike pointing at
 * the same thing (another user's review of the reviewed cookbook) names the task's own record, not
 * another one (s18-S7-f1).
 */
function ownIds(task: TaskInput): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value as Row)) {
      if (k.endsWith('_id') && typeof v === 'number') out.add(`${k}=${v}`);
      else walk(v, depth + 1);
    }
  };
  for (const e of task.episodes) for (const a of e.assertions ?? []) walk(a, 0);
  return out;
}

/** A whole number up to 10, as a check's value (as kit/made-beside.ts reads it). */
const small = (value: unknown): boolean => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 10;
};

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The names the task's screen checks show or show a value beside: its own records. */
const ownNames = (task: TaskInput): string[] =>
  task.episodes.flatMap((e) => (e.assertions ?? []).flatMap((a) => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible' ? [String(a.value), ...(a.beside ?? [])] : []))).map(norm);

/** The task with each small number asked beside its record's name also taking a card's title line above it. */
export function withBesideCards(task: TaskInput): TaskInput {
  let names: string[] | undefined;
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    let grew = false;
    const assertions = (episode.assertions ?? []).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.beside === undefined || a.beside_others !== undefined || !small(a.value)) return a;
      // The task's own records (a name any check of it shows a value beside) are never the others.
      names ??= otherNames(task, ownIds(task)).filter((n) => !ownNames(task).includes(norm(n)));
      const words = a.beside.map(norm);
      const others = names.filter((n) => !words.some((w) => w === norm(n) || w.includes(norm(n))) && norm(n) !== norm(String(a.value)));
      if (others.length === 0) return a;
      grew = true;
      return { ...a, beside_others: others };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
