import type { Row } from '../../schemas/world.ts';
import type { TwinSlot } from '../../schemas/twin.ts';
import { isClockField } from '../../stages/check/reference-state.ts';
import { normalizeText } from '../../stages/check/match.ts';
import { peopleOf, type FixtureIndex, type RowRef } from './fixture-index.ts';
import { isContentWord } from './words.ts';

/**
 * Another existing record of the same kind: where the user names a record of the world (by id,
 * by its title, or a person by email or phone), the twin names another one the user owns in the
 * same state, and every field of the first that the task mentions becomes the second's.
 */

/** A stable, seeded order of candidates (the same task always picks the same one). */
function pick<T>(candidates: readonly T[], seed: number, key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const item of candidates) {
    const score = Math.imul(key(item) ^ seed, 2654435761) >>> 0;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
}

const OWNER = /(^|_)(owner|user|person)_id$/;

/**
 * Columns that say what state a record is in (a status, a flag, a category): few distinct
 * values in the table. The twin's record must agree on them, so the same action is admissible.
 */
function stateColumns(rows: readonly Row[], columns: readonly string[]): string[] {
  return columns.filter((column) => {
    if (column === 'id' || isClockField(column) || OWNER.test(column)) return false;
    const values = new Set(rows.map((row) => JSON.stringify(row[column] ?? null)));
    return values.size <= 4 && values.size < rows.length;
  });
}

/** Columns that name a record (a title, a name, an address, a path): short texts nearly unique in the table. */
function nameColumns(rows: readonly Row[], columns: readonly string[]): string[] {
  return columns.filter((column) => {
    if (isClockField(column)) return false;
    const cells = rows.map((row) => row[column]).filter((cell): cell is string => typeof cell === 'string' && cell.length >= 3 && cell.length <= 200);
    return cells.length === rows.length && rows.length >= 2 && new Set(cells).size >= 0.8 * rows.length;
  });
}

/** Name columns per table, computed once per index. */
const namesByTable = new WeakMap<FixtureIndex, Map<string, string[]>>();
export function namesOf(index: FixtureIndex, table: string): string[] {
  let byTable = namesByTable.get(index);
  if (!byTable) namesByTable.set(index, (byTable = new Map()));
  let names = byTable.get(table);
  if (!names) {
    const rows = index.tables.get(table)?.rows ?? [];
    byTable.set(table, (names = nameColumns(rows, Object.keys(rows[0] ?? {}))));
  }
  return names;
}

/**
 * How the world points at a record: the `table.column`s of other tables whose rows (the user's,
 * where the table has an owner) hold its id — the user's likes of a song, the songs of a playlist
 * — with their counts, and, for rows that also point at a record the task names (the playlist a
 * song is in), that record. The twin's record must be pointed at alike, so "unlike it" finds a
 * like and "take the song out of Sunday Slow Jams" finds it there.
 */
function pointers(context: SwapContext, ref: RowRef, mapId: (id: unknown) => unknown): { presence: string[]; counts: string; ties: string[] } {
  const { index } = context;
  const presence: string[] = [];
  const counts = new Map<string, number>();
  const ties: string[] = [];
  const home = `${ref.app}.${ref.table}`;
  // Rows holding its id, and rows of its app holding one of its names (a thread's label by name).
  const byId = typeof ref.row.id === 'number' ? (index.pointing.get(ref.row.id) ?? []) : [];
  const byName = namesOf(index, home).flatMap((column) => {
    const cell = ref.row[column];
    return typeof cell === 'string' ? (index.byText.get(normalizeText(cell)) ?? []).filter((m) => m.app === ref.app && `${m.app}.${m.table}` !== home) : [];
  });
  for (const found of [...byId, ...byName]) {
    const name = `${found.app}.${found.table}`;
    if (name === home || !context.apps.has(found.app)) continue;
    const table = index.tables.get(name);
    const columns = Object.keys(found.row);
    if (!columns.filter((c) => OWNER.test(c)).every((owner) => found.row[owner] === index.userId)) continue;
    const state = stateColumns(table?.rows ?? [], columns).filter((c) => c !== found.column);
    // Present, and in which states (a thread the user has archived, read, starred).
    presence.push(`${name}.${found.column}`, `${name}.${found.column}{${state.map((c) => `${c}=${JSON.stringify(found.row[c] ?? null)}`).join(',')}}`);
    counts.set(`${name}.${found.column}`, (counts.get(`${name}.${found.column}`) ?? 0) + 1);
    for (const other of columns) {
      if (other === found.column || !other.endsWith('_id') || OWNER.test(other) || !tied(context, found.row[other])) continue;
      ties.push(`${name}.${found.column}:${other}=${String(mapId(found.row[other]))}`);
    }
  }
  return {
    presence: [...new Set(presence)].sort(),
    counts: [...counts].map(([k, n]) => `${k}=${n}`).sort().join(','),
    ties: [...new Set(ties)].sort(),
  };
}

/** Is this id one of a record the task names (by id or by its name), or one the twin swaps? */
function tied(context: SwapContext, id: unknown): boolean {
  if (typeof id !== 'number') return false;
  if (context.swapped.has(id) || context.taskNumbers.has(id)) return true;
  return (context.index.byId.get(id) ?? []).some((ref) => namesOf(context.index, `${ref.app}.${ref.table}`).some((column) => mentioned(ref.row[column], context.taskText, context.taskNumbers)));
}

/** Does the task's text mention this cell (so the twin must not reuse a record the task names)? */
function mentioned(cell: unknown, taskText: string, taskNumbers: ReadonlySet<number>): boolean {
  if (typeof cell === 'number') return taskNumbers.has(cell);
  return typeof cell === 'string' && taskText.includes(cell.toLowerCase());
}

export interface SwapContext {
  index: FixtureIndex;
  seed: number;
  /** Every text of the task, lower case. */
  taskText: string;
  /** Every number of the task. */
  taskNumbers: ReadonlySet<number>;
  /** Records already used by other swaps (never twice). */
  taken: Set<string>;
  /** Ids of swapped records and their twins' ids. */
  swapped: Map<number, number>;
  /** The services the task's apps use: only their rows tell records apart. */
  apps: ReadonlySet<string>;
}

const refKey = (ref: { app: string; table: string; row: Row }) => `${ref.app}.${ref.table}#${String(ref.row.id)}`;

/**
 * The slots of swapping record X for Y: its id, the fields that name it, the records it points
 * at (an album's artist) and any other field whose value the task mentions (an expense's amount).
 */
function fieldSlots(x: RowRef, y: Row, names: readonly string[], context: SwapContext): TwinSlot[] {
  const from = refKey(x);
  const out: TwinSlot[] = [];
  if (typeof x.row.id === 'number' && typeof y.id === 'number') out.push({ value: x.row.id, twin: y.id, kind: 'record', from });
  for (const [column, value] of Object.entries(x.row)) {
    const other = y[column];
    if (column === 'id' || value === other || isClockField(column) || OWNER.test(column)) continue;
    if (typeof value === 'string' && typeof other === 'string') {
      const naming = names.includes(column) && (value.match(/[A-Za-z]+/g) ?? []).some(isContentWord);
      if (naming || (value.length >= 3 && mentioned(value, context.taskText, context.taskNumbers))) out.push({ value, twin: other, kind: 'record', from });
    } else if (typeof value === 'number' && typeof other === 'number') {
      const pointer = column.endsWith('_id') && value >= 1_000_000;
      const said = String(value).replace('.', '').length >= 2 && (context.taskNumbers.has(value) || holdsNumber(context.taskText, value));
      if (pointer || said) out.push({ value, twin: other, kind: 'record', from });
      // The record it points at, by its names too (the album's artist by name).
      if (pointer) {
        const [target] = (context.index.byId.get(value) ?? []).filter((ref) => column.startsWith(ref.table.replace(/s$/, '')));
        const twinTarget = target ? context.index.tables.get(`${target.app}.${target.table}`)?.rows.find((row) => row.id === other) : undefined;
        if (target && twinTarget) {
          for (const name of namesOf(context.index, `${target.app}.${target.table}`)) {
            const [a, b] = [target.row[name], twinTarget[name]];
            if (typeof a === 'string' && typeof b === 'string' && a !== b && mentioned(a, context.taskText, context.taskNumbers)) out.push({ value: a, twin: b, kind: 'record', from });
          }
        }
      }
    }
  }
  return out;
}

const holdsNumber = (text: string, value: number): boolean => new RegExp(`(?<![\\d.])${String(value).replace('.', '\\.')}(?![\\d]|\\.\\d)`).test(text);

/**
 * Another record of X's table, owned alike, in the same state and pointed at alike, that the
 * task does not mention. Among those, one pointed at as many times is preferred.
 */
export function swapRecord(x: RowRef, context: SwapContext): { slots: TwinSlot[]; twin: Row } | string {
  const table = context.index.tables.get(`${x.app}.${x.table}`);
  if (!table) return `no table ${x.app}.${x.table} in the fixture`;
  const columns = Object.keys(x.row);
  const state = stateColumns(table.rows, columns);
  const names = nameColumns(table.rows, columns);
  const owners = columns.filter((column) => OWNER.test(column));
  const mine = pointers(context, x, (id) => (typeof id === 'number' ? (context.swapped.get(id) ?? id) : id));
  const candidates = table.rows.filter((row) => {
    if (row.id === x.row.id || context.taken.has(refKey({ ...x, row }))) return false;
    if (!owners.every((column) => row[column] === x.row[column])) return false;
    if (!state.every((column) => JSON.stringify(row[column] ?? null) === JSON.stringify(x.row[column] ?? null))) return false;
    if ([row.id, ...names.map((column) => row[column])].some((cell) => mentioned(cell, context.taskText, context.taskNumbers))) return false;
    const theirs = pointers(context, { ...x, row }, (id) => id);
    return theirs.presence.join() === mine.presence.join() && mine.ties.every((tie) => theirs.ties.includes(tie));
  });
  const alike = candidates.filter((row) => pointers(context, { ...x, row }, (id) => id).counts === mine.counts);
  const y = pick(alike.length > 0 ? alike : candidates, context.seed, (row) => Number(row.id));
  if (!y) return `no other ${x.app}.${x.table} record owned, kept and pointed at alike that the task does not mention`;
  context.taken.add(refKey({ ...x, row: y }));
  if (typeof x.row.id === 'number' && typeof y.id === 'number') context.swapped.set(x.row.id, y.id);
  return { slots: fieldSlots(x, y, names, context), twin: y };
}

/** What ties a person to the user in the world: contact, Venmo friend, shared Splitwise group, relations. */
function personTies(index: FixtureIndex, person: Row): Set<string> {
  const ties = new Set<string>();
  const user = index.userId;
  const rows = (name: string) => index.tables.get(name)?.rows ?? [];
  if (rows('phone.contacts').some((c) => c.owner_id === user && (c.email === person.email || c.phone_number === person.phone_number))) ties.add('contact');
  if (rows('venmo.users').some((u) => u.person_id === person.id)) ties.add('venmo');
  if (rows('venmo.friendships').some((f) => (f.user_id === user && f.friend_id === person.id) || (f.user_id === person.id && f.friend_id === user))) ties.add('venmo_friend');
  const groups = new Set(rows('splitwise.group_members').filter((m) => m.user_id === user).map((m) => m.group_id));
  if (rows('splitwise.group_members').some((m) => m.user_id === person.id && groups.has(m.group_id))) ties.add('splitwise_group');
  for (const relation of rows('admin.relationships')) if (relation.person_id === user && relation.other_id === person.id) ties.add(`relation:${String(relation.relation)}`);
  return ties;
}

/** The person a text names: their full name, or a first name no one else has. */
export function personNamed(index: FixtureIndex, value: string): Row | undefined {
  const lower = value.trim().toLowerCase();
  const people = peopleOf(index).filter((p) => p.id !== index.userId);
  const full = people.find((p) => `${String(p.first_name)} ${String(p.last_name)}`.toLowerCase() === lower);
  if (full) return full;
  const first = people.filter((p) => String(p.first_name).toLowerCase() === lower);
  return first.length === 1 ? first[0] : undefined;
}

/** The person an email address or phone number belongs to. */
export function personOf(index: FixtureIndex, value: string): Row | undefined {
  const lower = value.toLowerCase();
  return peopleOf(index).find((p) => String(p.email).toLowerCase() === lower || p.phone_number === value);
}

/**
 * Another person tied to the user at least as X is (a contact, a Venmo friend, in a shared
 * group …), named nowhere in the task: X's email, phone, full name and first name become theirs,
 * and so do the ids of X's contact card and Venmo account.
 */
export function swapPerson(x: Row, context: SwapContext): TwinSlot[] | string {
  const { index } = context;
  const people = peopleOf(index);
  const ties = personTies(index, x);
  const firstNames = new Map<string, number>();
  for (const p of people) firstNames.set(String(p.first_name), (firstNames.get(String(p.first_name)) ?? 0) + 1);
  const named = (p: Row) => [p.email, p.phone_number, p.first_name].some((cell) => typeof cell === 'string' && context.taskText.includes(cell.toLowerCase()));
  // Pointed at alike in the task's services: the same kinds of rows (a favourite, a debt, a
  // payment) point at the person, their contact card and their accounts.
  const contactOf = (p: Row) => index.tables.get('phone.contacts')?.rows.find((c) => c.owner_id === index.userId && (c.email === p.email || c.phone_number === p.phone_number));
  const venmoOf = (p: Row) => index.tables.get('venmo.users')?.rows.find((u) => u.person_id === p.id);
  const signature = (p: Row) => {
    const refs: RowRef[] = [{ app: 'admin', table: 'people', row: p }];
    const contact = contactOf(p);
    if (contact) refs.push({ app: 'phone', table: 'contacts', row: contact });
    const venmo = venmoOf(p);
    if (venmo) refs.push({ app: 'venmo', table: 'users', row: venmo });
    return refs.flatMap((ref) => pointers(context, ref, (id) => id).presence.map((entry) => `${ref.table}:${entry}`)).sort().join(' ');
  };
  const mine = signature(x);
  const candidates = people.filter(
    (p) => p.id !== x.id && p.id !== index.userId && !context.taken.has(`person#${String(p.id)}`) && !named(p) && [...ties].every((tie) => personTies(index, p).has(tie)) && firstNames.get(String(p.first_name)) === 1 && signature(p) === mine,
  );
  const y = pick(candidates, context.seed, (p) => Number(p.id));
  if (!y) return `no other person tied to the user as ${String(x.first_name)} is whom the task does not name`;
  context.taken.add(`person#${String(y.id)}`);
  const from = `person#${String(x.id)}`;
  const slots: TwinSlot[] = [
    { value: String(x.email), twin: String(y.email), kind: 'person', from },
    { value: String(x.phone_number), twin: String(y.phone_number), kind: 'person', from },
    { value: `${String(x.first_name)} ${String(x.last_name)}`, twin: `${String(y.first_name)} ${String(y.last_name)}`, kind: 'person', from },
  ];
  // A surname alone, as a whole value (others may share it: never swapped inside a text).
  if (x.last_name !== y.last_name) slots.push({ value: String(x.last_name), twin: String(y.last_name), kind: 'person', from, whole: true });
  // A first name alone says who only when no one else has it.
  if (firstNames.get(String(x.first_name)) === 1) slots.push({ value: String(x.first_name), twin: String(y.first_name), kind: 'person', from });
  for (const find of [contactOf, venmoOf]) {
    const [a, b] = [find(x), find(y)];
    if (a && b && typeof a.id === 'number' && typeof b.id === 'number') slots.push({ value: a.id, twin: b.id, kind: 'person', from });
  }
  slots.push({ value: Number(x.id), twin: Number(y.id), kind: 'person', from });
  return slots;
}
