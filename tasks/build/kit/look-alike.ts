/**
 * A look-alike of the record a shared-world task makes, put into the task's own world (not only
 * its twin's): a record of the same table the user already has, named like the one app A makes
 * but not found by what the user later searches for, and newer than anything the run makes. App
 * B must find the record by the user's words; one that takes "the newest" of the list gets the
 * look-alike. (The twin adds its own look-alikes on top under `--twins on`.)
 */
import type { ExtraRow } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { isClockField } from '../../../src/stages/check/reference-state.ts';
import { fixtureIndex, type FixtureIndex } from '../../../src/suite/twins/fixture-index.ts';

const USER = '%USER';

/**
 * How a record of a table is one the user's lists show: the columns its template must hold
 * (`%USER`: the user's id) and rows of other tables that make it listed (a group's members).
 */
interface Listed {
  where: Record<string, unknown>;
  with?: string[];
}

const LISTED: Record<string, Listed> = {
  'todoist.tasks': { where: { creator_id: USER, is_completed: 0 } },
  'todoist.projects': { where: { owner_id: USER, is_inbox: 0 }, with: ['todoist.project_members'] },
  'simple_note.notes': { where: { user_id: USER } },
  'spotify.playlists': { where: { owner_id: USER } },
  'splitwise.expenses': { where: { payer_id: USER, deleted: 0 }, with: ['splitwise.expense_shares'] },
  'splitwise.groups': { where: { deleted: 0 }, with: ['splitwise.group_members'] },
  'venmo.payment_requests': { where: { requester_id: USER, status: 'pending' } },
  'venmo.transactions': { where: { sender_id: USER } },
  'gmail.drafts': { where: { user_id: USER } },
};

/** A day after the fixture's frozen clock: newer than the fixture and than anything a run makes. */
const dayAfter = (now: string): string => new Date(Date.parse(`${now}Z`) + 86_400_000).toISOString().slice(0, 19);

/** The smallest ids above 1,000,000 that no fixture row of the table holds. */
function freeIds(index: FixtureIndex, table: string, count: number, taken: Set<number>): number[] {
  const used = new Set((index.tables.get(table)?.rows ?? []).map((row) => Number(row.id)));
  const out: number[] = [];
  for (let id = 1_000_000; out.length < count; id += 1) if (!used.has(id) && !taken.has(id)) out.push(id);
  for (const id of out) taken.add(id);
  return out;
}

/** Does `cell` hold `text`, as a search does (case aside) or as the checker reads a screen (normalised)? */
const holds = (cell: unknown, text: string): boolean =>
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
export function lookAlikeRows(def: { app: string; table: string; column: string; original: string; query: string }): ExtraRow[] {
  const name = `${def.app}.${def.table}`;
  const listed = LISTED[name];
  if (!listed) throw new Error(`no look-alike rule for ${name}`);
  const index = fixtureIndex('base');
  const rows = index.tables.get(name)?.rows ?? [];
  const want = (value: unknown) => (value === USER ? index.userId : value);
  const pointedBy = (row: Row, table: string) => (index.pointing.get(Number(row.id)) ?? []).filter((p) => `${p.app}.${p.table}` === table);
  const template = rows.find((row) =>
    Object.entries(listed.where).every(([column, value]) => row[column] === want(value)) &&
    // Listed for the user: a row of each `with` table that points at it, the user's own where it names a user.
    (listed.with ?? []).every((table) => pointedBy(row, table).some((p) => !('user_id' in p.row) || p.row.user_id === index.userId)) &&
    !Object.values(row).some((cell) => holds(cell, def.query)));
  if (!template) throw new Error(`no ${name} record of the user to copy for a look-alike`);
  const taken = new Set<number>();
  const [id] = freeIds(index, name, 1, taken) as [number];
  const at = dayAfter(index.now);
  const alike = lookAlikeName(def.original, def.query, (n) => rows.some((row) => holds(row[def.column], n) && String(row[def.column]).length === n.length));
  const copy: Row = Object.fromEntries(Object.entries(template).map(([column, value]) => [column, column === 'id' ? id : column === def.column ? alike : isClockField(column) && typeof value === 'string' ? at : value]));
  const out: ExtraRow[] = [{ app: def.app, table: def.table, row: copy }];
  for (const table of listed.with ?? []) {
    const [app = '', short = ''] = table.split('.');
    for (const pointer of pointedBy(template, table)) {
      const [fresh] = freeIds(index, table, 1, taken) as [number];
      const row: Row = Object.fromEntries(Object.entries(pointer.row).map(([column, value]) => [column, column === 'id' ? fresh : column === pointer.column ? id : isClockField(column) && typeof value === 'string' ? at : value]));
      out.push({ app, table: short, row });
    }
  }
  return out;
}
