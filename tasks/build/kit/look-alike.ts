/**
 * A look-alike of the record a shared-world task makes, put into the task's own world (not only
 * its twin's): a record of the same table the user already has, named like the one app A makes
 * but not found by what the user later searches for, and newer than anything the run makes. App
 * B must find the record by the user's words; one that takes "the newest" of the list gets the
 * look-alike. (The twin adds its own look-alikes on top under `--twins on`.)
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { isClockField } from '../../../src/stages/check/reference-state.ts';
import { fixtureIndex, type FixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { TARGET_TABLES } from './look-alike-targets.ts';

const USER = '%USER';

/**
 * How a record of a table is one the user's lists show: the columns its template must hold
 * (`%USER`: the user's id) and rows of other tables that make it listed (a group's members).
 */
interface Listed {
  where: Record<string, unknown>;
  with?: string[];
  /** The column a user names the record by (a look-alike of a record a task makes is named like it). */
  name?: string;
  /**
   * How the app's list orders records before ties go to the smaller id (`+time`: earliest first,
   * `-pinned`: pinned first). The record copied is the first of that order, so the look-alike (its
   * sort values, the smallest free id, the newest dates) is first in the list and the newest.
   */
  rank?: string[];
  /**
   * A time-of-day column (`HH:MM`) the list orders by, earliest first: a look-alike of a record a
   * task makes is set a minute before every time the task says, so it stays first of the list.
   */
  clock?: string;
  /**
   * Values the look-alike takes over the copied record's: a state that keeps it among the records
   * an action on the made one could take (an open return, not a refunded one).
   */
  set?: Record<string, unknown>;
  /**
   * Where a record is with another person (a request's payer, an expense's debtor): a look-alike of
   * a record with that person is with the same person, so "the newest one with Jonah" is not the
   * one the user named (s22, request-privately-text s21-r4-f2, expense-text-owe s21-r4-f1). A
   * column of the record, or [table, column] of the rows pointing at it (one of them is set).
   */
  person?: string | [table: string, column: string];
  /**
   * Where a record is kept (a to-do's project): a look-alike of a record a task makes is kept where
   * the made one is, with the columns that belong to the old place cleared, so "the newest to-do of
   * Q2 Launch" is not the one the user named (s23, launch-checklist s22-r4-f1).
   */
  place?: { column: string; clears: Record<string, unknown> };
}

const LISTED: Record<string, Listed> = {
  'todoist.tasks': { where: { creator_id: USER, is_completed: 0 }, name: 'title', rank: ['+project_id', '+order_index'], place: { column: 'project_id', clears: { section_id: null } } },
  'todoist.projects': { where: { owner_id: USER, is_inbox: 0 }, with: ['todoist.project_members'], name: 'name' },
  'simple_note.notes': { where: { user_id: USER }, name: 'title', rank: ['-pinned'] },
  'spotify.playlists': { where: { owner_id: USER }, name: 'title' },
  'splitwise.expenses': { where: { payer_id: USER, deleted: 0 }, with: ['splitwise.expense_shares'], name: 'description', person: ['splitwise.expense_shares', 'debtor_id'] },
  'splitwise.groups': { where: { deleted: 0 }, with: ['splitwise.group_members'], name: 'name', person: ['splitwise.group_members', 'user_id'] },
  'venmo.payment_requests': { where: { requester_id: USER, status: 'pending' }, name: 'description', person: 'payer_id' },
  'venmo.transactions': { where: { sender_id: USER }, name: 'description', person: 'receiver_id' },
  'gmail.drafts': { where: { user_id: USER }, name: 'subject' },
  'phone.alarms': { where: { owner_id: USER, enabled: 1 }, name: 'label', rank: ['+time'], clock: 'time' },
  'phone.contacts': { where: { owner_id: USER }, name: 'first_name' },
  'amazon.orders': { where: { user_id: USER }, with: ['amazon.order_items'] },
  // Open, as the return the task makes is: a cancel that takes the newest open return gets it.
  'amazon.returns': { where: { user_id: USER }, set: { status: 'initiated' } },
  // Listed newest first (the user's payments to and from others).
  'splitwise.payments': { where: { payer_id: USER, deleted: 0 } },
  // Listed by name: the look-alike, a copy of another label of the user's, is named like it and marked old.
  'todoist.labels': { where: { owner_id: USER }, name: 'name' },
  // Newest first (show_trash): a copy of another entry of the user's trash, trashed after anything the run trashes.
  'file_system.trash': { where: { owner_id: USER } },
  // Newest first (show_recent_files); named by path: a sibling of the made file (kit: siblingPath).
  'file_system.files': { where: { owner_id: USER }, name: 'path' },
  // Named by path: an empty sibling of the made folder, made after it.
  'file_system.directories': { where: { owner_id: USER }, name: 'path' },
  'phone.call_logs': { where: { user_id: USER } },
};

/** A day after the fixture's frozen clock: newer than the fixture and than anything a run makes. */
export const dayAfter = (now: string): string => new Date(Date.parse(`${now}Z`) + 86_400_000).toISOString().slice(0, 19);

/** The smallest ids above 1,000,000 that no fixture row of the table holds. */
function freeIds(index: FixtureIndex, table: string, count: number, taken: Set<number>): number[] {
  const used = new Set((index.tables.get(table)?.rows ?? []).map((row) => Number(row.id)));
  const out: number[] = [];
  for (let id = 1_000_000; out.length < count; id += 1) if (!used.has(id) && !taken.has(id)) out.push(id);
  for (const id of out) taken.add(id);
  return out;
}

/** The largest id below 10,000,000 (the top of the ids a world makes) that no fixture row of the table holds. */
function topFreeId(index: FixtureIndex, table: string): number {
  const used = new Set((index.tables.get(table)?.rows ?? []).map((row) => Number(row.id)));
  let id = 9_999_999;
  while (used.has(id)) id -= 1;
  return id;
}

/** Does `cell` hold `text`, as a search does (case aside) or as the checker reads a screen (normalised)? */
export const holds = (cell: unknown, text: string): boolean =>
  typeof cell === 'string' && (cell.toLowerCase().includes(text.toLowerCase()) || normalizeText(cell).includes(normalizeText(text)));

/**
 * The look-alike's name: the name app A first gave its record (what the user said before the
 * rename) marked as an old one. Never one that holds `query` (a search for what the user
 * remembers finds only A's record), nor one that `query` holds: a result that names the record
 * the user meant must not also seem to name the look-alike.
 */
export function lookAlikeName(original: string, query: string, taken: (name: string) => boolean): string {
  const candidates = [`${original} (old)`, `Old ${original}`, `${original} (earlier)`];
  const name = candidates.find((candidate) => !holds(candidate, query) && !holds(query, candidate) && !taken(candidate));
  if (!name) throw new Error(`no look-alike name for "${original}" that a search for "${query}" misses`);
  return name;
}

/**
 * The rows of one look-alike of a record of `app.table` whose name column is `column`: a copy of
 * a record the user's lists show (and of the rows that make it listed), with a new id, the
 * look-alike's name and the newest dates.
 */
export function lookAlikeRows(def: { app: string; table: string; column: string; original: string; query: string; person?: number }): ExtraRow[] {
  const rows = copyListed(def.app, def.table, [def.query], false, (listed) => ({
    column: def.column,
    value: lookAlikeName(def.original, def.query, (n) => listed.some((row) => holds(row[def.column], n) && String(row[def.column]).length === n.length)),
  }));
  return def.person === undefined ? rows : withPerson(rows, `${def.app}.${def.table}`, def.person);
}

/** The look-alike's rows with the record put with `person` where its table says how (`Listed.person`). */
function withPerson(rows: ExtraRow[], table: string, person: number): ExtraRow[] {
  const how = LISTED[table]?.person;
  if (how === undefined) return rows;
  if (typeof how === 'string') return rows.map((r, i) => (i === 0 ? { ...r, row: { ...r.row, [how]: person } } : r));
  const [other, column] = how;
  const pointing = rows.filter((r) => `${r.app}.${r.table}` === other);
  if (pointing.some((r) => r.row[column] === person)) return rows;
  const user = fixtureIndex('base').userId;
  const first = pointing.find((r) => r.row[column] !== user);
  return rows.map((r) => (r === first ? { ...r, row: { ...r.row, [column]: person } } : r));
}

/** Orders rows as a list ranked by `rank` does (ties: the smaller id first). */
function ranked(rows: Row[], rank: readonly string[]): Row[] {
  const key = (row: Row, column: string) => row[column] as number | string;
  return [...rows].sort((a, b) => {
    for (const spec of rank) {
      const column = spec.slice(1);
      const sign = spec.startsWith('-') ? -1 : 1;
      if (key(a, column) !== key(b, column)) return key(a, column) < key(b, column) ? -sign : sign;
    }
    return Number(a.id) - Number(b.id);
  });
}

/**
 * A copy of a record of `app.table` the user's lists show that holds none of `said` (and of the
 * rows that list it), with the smallest free id, the newest dates and, where `rename` gives one, a
 * new value of its name column. With `first`, the record copied is the first of the list's order.
 */
export function copyListed(app: string, table: string, said: readonly string[], first: boolean | { times: readonly string[] }, rename: (rows: Row[], template: Row) => { column: string; value: string } | undefined): ExtraRow[] {
  const name = `${app}.${table}`;
  const listed = LISTED[name];
  if (!listed) throw new Error(`no look-alike rule for ${name}`);
  const index = fixtureIndex('base');
  const rows = index.tables.get(name)?.rows ?? [];
  const want = (value: unknown) => (value === USER ? index.userId : value);
  const pointedBy = (row: Row, other: string) => (index.pointing.get(Number(row.id)) ?? []).filter((p) => `${p.app}.${p.table}` === other);
  const template = (first !== false ? ranked(rows, listed.rank ?? []) : rows).find((row) =>
    Object.entries(listed.where).every(([column, value]) => row[column] === want(value)) &&
    // Listed for the user: a row of each `with` table that points at it, the user's own where it names a user.
    (listed.with ?? []).every((other) => pointedBy(row, other).some((p) => !('user_id' in p.row) || p.row.user_id === index.userId)) &&
    // A path is replaced by a sibling of the made file's (siblingPath), so the copied one's words do not matter.
    !Object.entries(row).some(([column, cell]) => !(column === 'path' && listed.name === 'path') && said.some((text) => holds(cell, text))));
  if (!template) throw new Error(`no ${name} record of the user to copy for a look-alike (said: ${JSON.stringify(said)})`);
  const taken = new Set<number>();
  // A table with no dates (labels) has no newest but by id: the look-alike takes the top of the id
  // space, above any id a run makes (ids below 10,000,000), so "the highest id" is the look-alike.
  const dated = Object.keys(template).some((column) => isClockField(column));
  const [id] = dated ? (freeIds(index, name, 1, taken) as [number]) : [topFreeId(index, name)];
  const at = dayAfter(index.now);
  const renamed = rename(rows, template);
  const copy: Row = Object.fromEntries(Object.entries(template).map(([column, value]) => [column, column === 'id' ? id : column === renamed?.column ? renamed.value : isClockField(column) && typeof value === 'string' ? at : value]));
  for (const [column, value] of Object.entries(listed.set ?? {})) if (column in copy) copy[column] = value;
  if (typeof first === 'object' && listed.clock && typeof copy[listed.clock] === 'string') copy[listed.clock] = minuteBefore([String(copy[listed.clock]), ...first.times]);
  const out: ExtraRow[] = [{ app, table, row: copy }];
  for (const other of listed.with ?? []) {
    const [otherApp = '', short = ''] = other.split('.');
    for (const pointer of pointedBy(template, other)) {
      const [fresh] = freeIds(index, other, 1, taken) as [number];
      const row: Row = Object.fromEntries(Object.entries(pointer.row).map(([column, value]) => [column, column === 'id' ? fresh : column === pointer.column ? id : isClockField(column) && typeof value === 'string' ? at : value]));
      out.push({ app: otherApp, table: short, row });
    }
  }
  return out;
}

/**
 * The name of a look-alike of a record the task makes and then names by its id: the record's name
 * with a word left out, marked as an old one ("Weekly Chores" → "Chores (old)"), or, for a name of
 * one word, the copied record's own name so marked. Never one that holds a text the user says or
 * that such a text holds, so a search by the user's words finds only the record the user means.
 */
export function olderName(original: string | undefined, own: string, said: readonly string[], taken: (name: string) => boolean): string | undefined {
  const words = (original ?? '').split(/\s+/).filter(Boolean);
  const fewer = words.length > 1 ? [trimmed(words.slice(1)), trimmed(words.slice(0, -1))] : [];
  // A shorter name starting with a number ("1 Miles" of "Highway 1 Miles") reads as no name.
  const candidates = [...fewer.filter((base) => !/^\d/.test(base)), own].filter((base) => base.trim().length > 0).flatMap((base) => [`${base} (old)`, `Old ${base}`]);
  return candidates.find((candidate) => !said.some((text) => holds(candidate, text) || holds(text, candidate)) && !taken(candidate));
}

/** The directories of the fixture (a look-alike file goes only into one that is there before the run). */
const fixtureDirs = (): Set<string> => new Set((fixtureIndex('base').tables.get('file_system.directories')?.rows ?? []).map((row) => String(row.path)));

/**
 * The path of a look-alike of a file the task makes: in the made file's folder (its nearest
 * folder there before the run, where the task makes the folder too), the made file's name marked old ("runs.txt" →
 * "runs_old.txt"), its name never holding or held by a name the user says, nor a path a file has.
 */
export function siblingPath(original: string | undefined, own: string, said: readonly string[], taken: (path: string) => boolean, dirs: ReadonlySet<string> = fixtureDirs()): string | undefined {
  const split = (path: string) => {
    const cut = path.lastIndexOf('/');
    const dir = path.slice(0, cut);
    const base = path.slice(cut + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? { dir, stem: base.slice(0, dot), ext: base.slice(dot) } : { dir, stem: base, ext: '' };
  };
  const absolute = original?.replace(/^~(?=\/)/, '/home/alex');
  const copied = split(own);
  // A bare file name (the app chooses the folder): beside the copied file.
  const made = absolute?.startsWith('/') ? split(absolute) : absolute ? split(`${copied.dir}/${absolute}`) : undefined;
  // The made file's folder, or where the run makes that folder, the nearest one there before it.
  let dir = made ? made.dir : copied.dir;
  while (dir.includes('/') && !dirs.has(dir)) dir = dir.slice(0, dir.lastIndexOf('/'));
  if (!dirs.has(dir)) dir = copied.dir;
  const { stem, ext } = made ?? copied;
  // The made file's name, then with a word left out ("gym_routine" → "routine", "gym"), then the copied file's.
  const words = stem.split(/[_\-\s]+/).filter(Boolean);
  const stems = [stem, ...(words.length > 1 ? [words.slice(1).join('_'), words.slice(0, -1).join('_')] : []), copied.stem];
  const candidates = stems.flatMap((base) => [`${dir}/${base}_old${ext}`, `${dir}/${base}_earlier${ext}`]);
  // Names compared as names: the folder is the made file's on purpose.
  const names = said.map((text) => text.slice(text.lastIndexOf('/') + 1)).filter((name) => name.length >= 3);
  return candidates.find((candidate) => {
    const name = candidate.slice(dir.length + 1);
    return !names.some((text) => holds(name, text) || holds(text, name)) && !taken(candidate);
  });
}

/** A minute before the earliest of `times` (`HH:MM`), not before midnight. */
export function minuteBefore(times: readonly string[]): string {
  const minutes = Math.max(0, Math.min(...times.filter((t) => /^\d{2}:\d{2}$/.test(t)).map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))) - 1);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Small words a shortened name does not start or end with ("Mow the lawn" → "Lawn", not "the lawn"). */
const SMALL = new Set(['a', 'an', 'the', 'my', 'our', 'at', 'in', 'into', 'on', 'for', 'to', 'of', 'with', 'and', 'or', 'up', 'from', 'by', 'about', '-', '&']);

/** Words joined without small words at either end, the first capitalised ('' when none is left). */
function trimmed(words: string[]): string {
  const out = [...words];
  while (out.length > 0 && SMALL.has((out[0] as string).toLowerCase())) out.shift();
  while (out.length > 0 && SMALL.has((out[out.length - 1] as string).toLowerCase())) out.pop();
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The texts a task's user types or says, and the names its checks look for: a look-alike holds none. */
export function saidTexts(task: TaskInput): string[] {
  const out = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= 3 && !value.startsWith('$')) out.add(value);
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  for (const episode of task.episodes) {
    add(episode.values ?? {});
    for (const assertion of episode.assertions ?? []) for (const key of ['value', 'text', 'because']) add((assertion as Record<string, unknown>)[key]);
  }
  return [...out].filter((text) => /[A-Za-z]/.test(text) && text.length <= 200);
}

/**
 * A task that makes a record and, in a later episode, acts on it by the id it captured: the
 * record is the newest of its table in every world, so an app that ignores which record and takes
 * "the most recent" passes. This puts into the task's world a look-alike of that table the user's
 * lists show first and newest, named like the record but not by what the user says (issue #30,
 * trivial targets). A task that already has rows of its own (a shared world) keeps them.
 */
export function withMadeLookAlikes(task: TaskInput): TaskInput {
  // A table the task's world already has rows of (a shared world's record, a look-alike of its
  // own) keeps them; a record of another table the task makes still gets its look-alike (s23,
  // alike23b: new-flat-group s23-r2-f1).
  const have = new Set((task.world.rows ?? []).map((r) => `${r.app}.${r.table}`));
  const used = new Set(task.episodes.flatMap((e) => Object.values(e.values ?? {}).filter((v): v is string => typeof v === 'string' && v.startsWith('$')).map((v) => v.slice(1))));
  const said = saidTexts(task);
  const times = task.episodes.flatMap((e) => Object.values(e.values ?? {}).filter((v): v is string => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v)));
  const rows: ExtraRow[] = [];
  const done = new Set<string>();
  // The look-alike of the record episode `at` makes in `app.table` (`key`: the capture of its id,
  // undefined where the task captures none).
  const add = (at: number, key: string | undefined, app: string, table: string): void => {
    const episode = task.episodes[at] as (typeof task.episodes)[number];
    const name = `${app}.${table}`;
    const listed = LISTED[name];
    if (!listed || done.has(name) || have.has(name) || (listed.with ?? []).some((other) => have.has(other))) return;
    done.add(name);
    const column = listed.name;
    const original = column ? (madeName(episode.assertions ?? [], key ?? '', app, table, column) ?? (key === undefined ? typedName(episode.values ?? {}, column) : undefined)) : undefined;
    const place = listed.place === undefined ? undefined : madeField(episode.assertions ?? [], key ?? '', app, table, listed.place.column);
    const copied = copyListed(app, table, said, { times }, (all, template) => {
      if (!column) return undefined;
      if (column === 'path') {
        // The path the user typed for the made file where no check names it.
        const typed = madePath(episode.values ?? {}, table) ?? madeFileName(episode.values ?? {}) ?? (table === 'files' ? shownFileName(episode.assertions ?? []) : undefined);
        const value = siblingPath(original ?? typed, String(template[column] ?? ''), said, (p) => all.some((row) => row.path === p));
        if (!value) throw new Error(`${task.id}: no look-alike path beside "${original ?? template[column]}" that the user's words miss`);
        return { column, value };
      }
      const value = olderName(original, String(template[column] ?? ''), said, (n) => all.some((row) => normalizeText(String(row[column] ?? '')) === normalizeText(n)));
      if (!value) throw new Error(`${task.id}: no look-alike name for "${original ?? template[column]}" that the user's words miss`);
      return { column, value };
    });
    // Kept where the made record is (its project), the old place's columns cleared.
    if (listed.place !== undefined && place !== undefined && copied[0] && copied[0].row[listed.place.column] !== place) {
      copied[0] = { ...copied[0], row: { ...copied[0].row, [listed.place.column]: place, ...listed.place.clears } };
    }
    rows.push(...copied);
  };
  for (const [at, episode] of task.episodes.entries()) {
    for (const [key, capture] of Object.entries(episode.captures ?? {})) {
      if (capture.from !== 'inserted' || capture.field !== 'id' || !capture.app || !capture.table) continue;
      if (!used.has(key) && !pathNamedLater(task, at, capture.app, capture.table)) continue;
      add(at, key, capture.app, capture.table);
    }
  }
  // s24 lane alike24 (gym-routine-file-note s24-s14-f1): a record one app makes from another app's
  // record (a note imported from a file, a file a note is exported to) that a later step acts on
  // with no id captured ("its note", "save the file again") was the user's newest of its kind: an
  // app that edits the newest note passed. A record a step inserts beside records of another app it
  // inserts, and a later step updates or deletes, gets its newer look-alike, named like it (the name
  // the user typed) but not by the user's words. Tables kit/look-alike-targets.ts gives a newer
  // record of (a project made beside a group) are left to it.
  for (const [at, episode] of task.episodes.entries()) {
    const inserts = ((episode.assertions ?? []) as Record<string, unknown>[]).filter((a) => a.type === 'db_changed' && a.op === 'inserted' && typeof a.app === 'string' && typeof a.table === 'string');
    for (const a of inserts) {
      const [app, table] = [a.app as string, a.table as string];
      if (TARGET_TABLES.has(`${app}.${table}`) || !inserts.some((b) => b.app !== app)) continue;
      const later = task.episodes.slice(at + 1).some((e) => ((e.assertions ?? []) as Record<string, unknown>[]).some((b) => b.type === 'db_changed' && (b.op === 'updated' || b.op === 'deleted') && b.app === app && b.table === table));
      if (later) add(at, undefined, app, table);
    }
  }
  return rows.length ? { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } } : task;
}

/** The path the user typed for a file (`files`) or folder (`directories`) an episode makes, where no check names it. */
function madePath(values: Record<string, unknown>, table: string): string | undefined {
  const paths = Object.entries(values).filter(([k, v]) => /path/.test(k) && typeof v === 'string' && /^(~|\/)/.test(v));
  const own = table === 'directories' ? /folder|directory/ : /file/;
  return (paths.find(([k]) => own.test(k)) ?? paths[0])?.[1] as string | undefined;
}

/**
 * The file name an episode shows for a file it makes where the user types none (an attachment
 * saved under its own name, "chicago_expenses.txt"): a visible value of the form name.ext.
 */
const shownFileName = (assertions: readonly Record<string, unknown>[]): string | undefined =>
  assertions.map((a) => (a.type === 'visible_result_grounded' ? a.value : undefined)).find((v): v is string => typeof v === 'string' && /^[\w.-]+\.[A-Za-z0-9]{1,5}$/.test(v));

/** A bare file name the user typed for a file an episode makes ("setlist_june_gig.txt"). */
const madeFileName = (values: Record<string, unknown>): string | undefined =>
  Object.entries(values).find(([k, v]) => /file|name/.test(k) && typeof v === 'string' && /^[\w.-]+\.[A-Za-z0-9]{1,5}$/.test(v))?.[1] as string | undefined;

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * Whether a file or folder episode `at` makes is named again, by its path or file name, by a value
 * a later episode types (the user rewrites, moves, renames, zips or unpacks the file or folder made
 * the step before): an app that takes the file it last wrote passes unless a newer look-alike
 * stands beside it.
 */
function pathNamedLater(task: TaskInput, at: number, app: string, table: string): boolean {
  if (app !== 'file_system' || (table !== 'files' && table !== 'directories')) return false;
  const values = task.episodes[at]?.values ?? {};
  const path = madePath(values, table);
  const made = table === 'files' && !path ? (madeFileName(values) ?? shownFileName(task.episodes[at]?.assertions ?? [])) : path;
  if (!made) return false;
  const name = baseName(made);
  return task.episodes.slice(at + 1).some((e) => Object.values(e.values ?? {}).some((v) => typeof v === 'string' && (v === made || baseName(v) === name)));
}

/** A number or text a create episode's checks give the made record's `column` (`record_matches` by the captured id, or `db_changed`). */
function madeField(assertions: readonly Record<string, unknown>[], key: string, app: string, table: string, column: string): unknown {
  for (const a of assertions) {
    if (a.app !== app || a.table !== table) continue;
    const fields = (a.type === 'record_matches' && JSON.stringify(a.key) === JSON.stringify({ id: `$${key}` }) ? a.fields : a.type === 'db_changed' ? a.where : undefined) as Record<string, unknown> | undefined;
    const value = fields?.[column];
    if (typeof value === 'number' || (typeof value === 'string' && !value.startsWith('$'))) return value;
  }
  return undefined;
}

/** The name the user typed for a record an episode makes (the value of an input named like the name column: `title`, `name`). */
const typedName = (values: Record<string, unknown>, column: string): string | undefined =>
  Object.entries(values).find(([k, v]) => k.split('|').includes(column) && typeof v === 'string' && !v.startsWith('$'))?.[1] as string | undefined;

/** The value a create episode's checks give the made record's name column (`record_matches` by the captured id, or `db_changed`). */
function madeName(assertions: readonly Record<string, unknown>[], key: string, app: string, table: string, column: string): string | undefined {
  for (const a of assertions) {
    if (a.app !== app || a.table !== table) continue;
    const fields = (a.type === 'record_matches' && JSON.stringify(a.key) === JSON.stringify({ id: `$${key}` }) ? a.fields : a.type === 'db_changed' ? a.where : undefined) as Record<string, unknown> | undefined;
    if (typeof fields?.[column] === 'string') return fields[column] as string;
  }
  // A name the end state leaves to the app's wording is still the user's name for it: the text it
  // must contain (kit/free-agrees.ts takes it out of the read by key).
  for (const a of assertions) {
    if (a.type !== 'world_matches_reference') continue;
    for (const f of (a.free ?? []) as { app: string; table: string; field: string; constraint?: unknown }[]) {
      const parts = typeof f.constraint === 'object' && f.constraint !== null && 'contains' in f.constraint ? (f.constraint as { contains: unknown[] }).contains : [];
      if (f.app === app && (f.table === table || f.table === '*') && f.field === column && parts.length === 1 && typeof parts[0] === 'string') return parts[0];
    }
  }
  return undefined;
}

/**
 * Another record of the user's already marked as the task's record is to be (a note with the same
 * tag), named `name` and newest: a task that marks one named record and clears the mark again is
 * not passed by an app that clears the mark from every record that has it, or from the newest one
 * (s23, tag-blog-ideas s22-s11-f1).
 */
export function otherMarked(def: { app: string; table: string; name: string; said: readonly string[]; set: Record<string, unknown> }): ExtraRow[] {
  const column = LISTED[`${def.app}.${def.table}`]?.name;
  if (!column) throw new Error(`no name column for ${def.app}.${def.table}`);
  const rows = copyListed(def.app, def.table, def.said, false, () => ({ column, value: def.name }));
  return rows.map((r, i) => (i === 0 ? { ...r, row: { ...r.row, ...def.set } } : r));
}
