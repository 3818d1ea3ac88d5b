import type { ExtraRow, Task } from '../../schemas/task.ts';
import type { LookAlikes, TwinSlot } from '../../schemas/twin.ts';
import type { Row } from '../../schemas/world.ts';
import { isClockField } from '../../stages/check/reference-state.ts';
import { fixtureIndex, type FixtureIndex, type RowRef } from './fixture-index.ts';
import { namesOf } from './records.ts';

/**
 * The twin's world perturbation: two look-alikes of every record the user names, so that the
 * named record is not the newest, not the first hit and not the only match. Each look-alike is
 * a copy of a row the user owns in the same table whose name holds the named record's name
 * ("Sunday Slow Jams (copy)", "Copy of Sunday Slow Jams"): a search by the name finds three. One
 * has the smallest id and the newest dates, the other the largest id and the oldest dates, so
 * whichever way an app orders a list (by id or by date, either way) a look-alike comes first.
 * An app that acts on "the newest" or "the first hit" instead of what the user named fails.
 */

/** A day after the world's frozen clock: later than anything the fixture or a run makes. */
const newest = (now: string) => new Date(Date.parse(`${now}Z`) + 86_400_000).toISOString().slice(0, 19);
const OLDEST = '2000-01-01T00:00:00';

interface Target {
  app: string;
  table: string;
  /** The row the look-alikes copy (the named record itself, or another row the user owns). */
  template: Row;
  /** The named record's name column and name. */
  column: string;
  name: string;
}

const OWNER = /(^|_)(owner|user|person)_id$/;

/** Records the twin's user names by a swapped id or title: the other records of the swaps. */
function namedRecords(index: FixtureIndex, slots: readonly TwinSlot[]): Target[] {
  const out: Target[] = [];
  for (const slot of slots) {
    if (slot.kind !== 'record' || typeof slot.twin !== 'number') continue;
    const [, table] = /(\S+)#\d+$/.exec(slot.from) ?? [];
    if (!table || !slot.from.endsWith(`#${String(slot.value)}`)) continue;
    const row = index.tables.get(table)?.rows.find((r) => r.id === slot.twin);
    const column = namesOf(index, table)[0];
    const name = column ? row?.[column] : undefined;
    const [app = '', short = ''] = table.split('.');
    if (row && column && typeof name === 'string') out.push({ app, table: short, template: row, column, name });
  }
  return out;
}

/** Records the user names that the twin keeps: they get look-alikes too. */
function keptRecords(index: FixtureIndex, named: readonly RowRef[]): Target[] {
  return named.flatMap((ref) => {
    const column = namesOf(index, `${ref.app}.${ref.table}`)[0];
    const name = column ? ref.row[column] : undefined;
    return column && typeof name === 'string' ? [{ app: ref.app, table: ref.table, template: ref.row, column, name }] : [];
  });
}

/** Records the task makes and later names (captured), with the name the twin types for them. */
function madeRecords(index: FixtureIndex, twin: Task, slots: readonly TwinSlot[]): Target[] {
  const out: Target[] = [];
  const texts = new Set(slots.filter((s) => s.kind === 'text').map((s) => String(s.twin)));
  for (const episode of twin.episodes) {
    for (const capture of Object.values(episode.captures)) {
      const table = `${capture.app}.${capture.table}`;
      const column = namesOf(index, table)[0];
      const rows = index.tables.get(table)?.rows ?? [];
      const template = rows.find((row) => Object.keys(row).filter((c) => OWNER.test(c)).every((c) => row[c] === index.userId));
      const name = Object.values(episode.values).find((value): value is string => typeof value === 'string' && texts.has(value));
      if (column && template && name !== undefined) out.push({ app: capture.app, table: capture.table, template, column, name });
    }
  }
  return out;
}

/** Two ids of `table` no fixture row has, one at each end of the id range. */
function freeIds(index: FixtureIndex, table: string, taken: Set<number>): [number, number] {
  const used = new Set((index.tables.get(table)?.rows ?? []).map((row) => Number(row.id)));
  let low = 1_000_000;
  while (used.has(low) || taken.has(low)) low += 1;
  let high = 9_999_999;
  while (used.has(high) || taken.has(high)) high -= 1;
  taken.add(low).add(high);
  return [low, high];
}

function copy(target: Target, id: number, name: string, at: string, set: Row = {}): Row {
  const row: Row = {};
  for (const [column, value] of Object.entries(target.template)) {
    if (column === 'id') row[column] = id;
    else if (column in set) row[column] = set[column] as Row[string];
    else if (column === target.column) row[column] = name;
    else if (isClockField(column) && typeof value === 'string') row[column] = at;
    else row[column] = value;
  }
  return row;
}

/** Words for look-alikes that must not be found by a search for the named record. */
const OTHER = ['Orchard', 'Harbor', 'Meadow', 'Lantern', 'Pebble', 'Willow'];

/**
 * The two names of a record's look-alikes. `search`: names that hold the record's name, so a
 * search for it finds three; `list`: names that do not (its first word and another), so only
 * the order of a list can mislead an app — for tasks whose reference itself takes a search's
 * first hit (the side table records which).
 */
function alikeNames(name: string, mode: LookAlikes): [string, string] {
  // A path: siblings in the same folder (the file name changes, the extension stays).
  const path = /^(\/.*\/)([^/]+?)(\.[A-Za-z0-9]+)?$/.exec(name);
  if (path) {
    const [, folder = '/', stem = '', ext = ''] = path;
    return mode === 'search' ? [`${folder}${stem}_copy${ext}`, `${folder}copy_of_${stem}${ext}`] : [`${folder}orchard_notes${ext}`, `${folder}harbor_notes${ext}`];
  }
  if (mode === 'search') return [`${name} (copy)`, `Copy of ${name}`];
  const words = name.split(/\s+/).filter(Boolean);
  const head = words.length > 1 ? `${words[0]} ` : '';
  const [a, b] = OTHER.filter((word) => !`${head}${word}`.toLowerCase().includes(name.toLowerCase()) && !name.toLowerCase().includes(word.toLowerCase()));
  return [`${head}${a ?? 'Orchard'}`, `${head}${b ?? 'Harbor'}`];
}

/**
 * The rows of the task's services that point at a record (the user's thread state, a playlist's
 * songs, a thread's emails), copied for its look-alike: new ids, the pointer moved, and the
 * record's name in their texts replaced by the look-alike's, so lists show the look-alike as
 * they show the record.
 */
function pointingCopies(index: FixtureIndex, apps: ReadonlySet<string>, target: Target, id: number, name: string, taken: Set<number>): ExtraRow[] {
  const out: ExtraRow[] = [];
  for (const found of index.pointing.get(Number(target.template.id)) ?? []) {
    if (!apps.has(found.app) || (found.app === target.app && found.table === target.table)) continue;
    const owners = Object.keys(found.row).filter((c) => OWNER.test(c));
    if (!owners.every((owner) => found.row[owner] === index.userId)) continue;
    const [fresh] = freeIds(index, `${found.app}.${found.table}`, taken);
    const row: Row = {};
    for (const [column, value] of Object.entries(found.row)) {
      if (column === 'id') row[column] = fresh;
      else if (column === found.column) row[column] = id;
      // A code is unique in its table (an invite's code): the copy's is the code and its new id.
      else if (/(?:^|_)code$/.test(column) && typeof value === 'string') row[column] = `${value}${fresh}`;
      else if (typeof value === 'string' && value.includes(target.name)) row[column] = value.split(target.name).join(name);
      else row[column] = value;
    }
    out.push({ app: found.app, table: found.table, row });
  }
  return out;
}

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A look-alike of a record whose first name column is a time of day (an alarm's `time`): the time
 * stays a time — another one near the record's (a minute before, for the look-alike a list by time
 * shows first, and a minute after), one the task never says — and the name the look-alike is
 * marked by goes into the record's next name column (the alarm's label), whether the user named
 * the record by its time ("the 08:00 alarm") or by a label the task types for one it makes.
 * Undefined when the column holds no time or the table has no other name column.
 */
function clockAlike(index: FixtureIndex, target: Target, said: string): { target: Target; times: [string, string] } | undefined {
  const time = CLOCK.test(target.name) ? target.name : String(target.template[target.column] ?? '');
  const clock = CLOCK.exec(time);
  if (!clock) return undefined;
  const label = namesOf(index, `${target.app}.${target.table}`).find((column) => column !== target.column && typeof target.template[column] === 'string' && !CLOCK.test(String(target.template[column])));
  if (!label) return undefined;
  const at = Number(clock[1]) * 60 + Number(clock[2]);
  const free = (minutes: number) => !said.includes(hhmm(minutes)) && hhmm(minutes) !== time;
  const before = [1, 2, 3, 4, 5].map((d) => (at - d + 1440) % 1440).find(free) ?? (at + 1439) % 1440;
  const after = [1, 2, 3, 4, 5].map((d) => (at + d) % 1440).find(free) ?? (at + 1) % 1440;
  const name = CLOCK.test(target.name) ? String(target.template[label]) : target.name;
  return { target: { ...target, column: label, name }, times: [hhmm(before), hhmm(after)] };
}

/** Does the fixture already have a row of the target's table with this name? */
function existing(index: FixtureIndex, target: Target, name: string): boolean {
  return (index.tables.get(`${target.app}.${target.table}`)?.rows ?? []).some((row) => String(row[target.column]).toLowerCase() === name.toLowerCase());
}

/** The look-alike rows of a twin (none when the user names no record, or `mode` is off). */
export function lookAlikes(task: Task, twin: Task, derived: { slots: readonly TwinSlot[]; named: readonly RowRef[] }, mode: LookAlikes = 'search'): ExtraRow[] {
  if (mode === 'off') return [];
  const { slots } = derived;
  const apps = new Set(task.apps.flatMap((app) => app.services));
  const index = fixtureIndex(task.world.fixture);
  const rows: ExtraRow[] = [];
  const seen = new Set<string>();
  // Ids the task's own rows hold are taken too.
  const taken = new Set<number>((task.world.rows ?? []).map((extra) => Number(extra.row.id)));
  const names = new Map<string, Set<string>>();
  const said = JSON.stringify([task.episodes, twin.episodes]);
  for (const named of [...namedRecords(index, slots), ...keptRecords(index, derived.named), ...madeRecords(index, twin, slots)]) {
    const clock = clockAlike(index, named, said);
    const target = clock?.target ?? named;
    const [earlier, later] = clock ? clock.times : [];
    const key = `${named.app}.${named.table}\u0000${named.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [low, high] = freeIds(index, `${target.app}.${target.table}`, taken);
    // Names are unique per table (paths, labels): a second target of a table gets a number.
    const used = names.get(`${target.app}.${target.table}`) ?? new Set<string>();
    names.set(`${target.app}.${target.table}`, used);
    const [first, second] = alikeNames(target.name, mode).map((name) => {
      let unique = name;
      for (let n = 2; used.has(unique.toLowerCase()) || existing(index, target, unique); n += 1) unique = `${name} ${n}`;
      used.add(unique.toLowerCase());
      return unique;
    }) as [string, string];
    rows.push(
      { app: target.app, table: target.table, row: copy(target, low, first, newest(index.now), earlier ? { [named.column]: earlier } : {}) },
      ...pointingCopies(index, apps, target, low, first, taken),
      { app: target.app, table: target.table, row: copy(target, high, second, OLDEST, later ? { [named.column]: later } : {}) },
      ...pointingCopies(index, apps, target, high, second, taken),
    );
  }
  return rows;
}
