/**
 * A fixture record the user names by its words that is already the newest of the list an app
 * would read it from (issue #30, trivial_target; s21 for thanksgiving-label s20-s8-f1 and
 * grill-tools-nudge s20-z5-f1): "Flights for Thanksgiving" is the top thread of the inbox, "Father's
 * Day grill tools" the newest expense, so an app that ignores the words and takes the first of the
 * list passes. This puts into the task's world a copy of another of the user's records of that
 * kind, in the named one's state, dated a day after the fixture's clock (newer than anything) and
 * named with words the user never says: taking the first of the list gets the copy.
 *
 * Kinds (by the check that names the record):
 * - a thread whose state the user changes (`gmail.user_threads` updated, by id): a thread of the
 *   user's inbox, with its emails and each party's thread state;
 * - an expense the user comments on (`splitwise.comments` inserted with its `expense_id`): an
 *   expense the user is in, with its shares.
 * A task with rows of those tables in its world already keeps them.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { isClockField } from '../../../src/stages/check/reference-state.ts';
import { fixtureIndex, type FixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { dayAfter, holds, olderName, saidTexts } from './look-alike.ts';
import { freeId } from './look-alike-targets.ts';

type Assertion = Record<string, unknown>;

interface Kind {
  /** The table of the record the user names, and the column its name is in. */
  table: string;
  name: string;
  /** The id of the named record, from a check of an episode (undefined: the check is not of this kind). */
  named: (a: Assertion, index: FixtureIndex) => number | undefined;
  /** The records of the user's list, in the list's order (first: what "the first one" gets). */
  list: (index: FixtureIndex) => Row[];
  /** The tables whose rows point at a record of this kind through `column`, copied with it. */
  with: [table: string, column: string][];
  /** Columns of the user's own pointing row the copy takes from the named record's (its state in the list). */
  state?: { table: string; columns: string[] };
}

const rowsOf = (index: FixtureIndex, table: string): Row[] => index.tables.get(table)?.rows ?? [];
const newestFirst = (clock: string) => (a: Row, b: Row) => String(b[clock]).localeCompare(String(a[clock])) || Number(b.id) - Number(a.id);

const KINDS: readonly Kind[] = [
  {
    table: 'gmail.threads',
    name: 'subject',
    named: (a, index) => {
      if (a.type !== 'db_changed' || `${a.app}.${a.table}` !== 'gmail.user_threads' || a.op !== 'updated') return undefined;
      const id = (a.where as Record<string, unknown> | undefined)?.id;
      const own = rowsOf(index, 'gmail.user_threads').find((r) => r.id === id && r.user_id === index.userId);
      return own ? Number(own.thread_id) : undefined;
    },
    list: (index) => {
      const inbox = new Set(rowsOf(index, 'gmail.user_threads').filter((r) => r.user_id === index.userId && r.incoming === 1 && r.is_archived === 0).map((r) => r.thread_id));
      return rowsOf(index, 'gmail.threads').filter((t) => inbox.has(t.id)).sort(newestFirst('updated_at'));
    },
    with: [['gmail.emails', 'thread_id'], ['gmail.user_threads', 'thread_id']],
    state: { table: 'gmail.user_threads', columns: ['is_read', 'is_starred', 'is_archived', 'label'] },
  },
  {
    table: 'splitwise.expenses',
    name: 'description',
    named: (a) => {
      if (a.type !== 'db_changed' || `${a.app}.${a.table}` !== 'splitwise.comments' || a.op !== 'inserted') return undefined;
      const id = (a.where as Record<string, unknown> | undefined)?.expense_id;
      return typeof id === 'number' ? id : undefined;
    },
    list: (index) => {
      const shared = new Set(rowsOf(index, 'splitwise.expense_shares').filter((s) => s.debtor_id === index.userId).map((s) => s.expense_id));
      return rowsOf(index, 'splitwise.expenses').filter((e) => e.deleted === 0 && (e.payer_id === index.userId || shared.has(e.id))).sort(newestFirst('created_at'));
    },
    with: [['splitwise.expense_shares', 'expense_id']],
  },
];

/** The copy of `template` (and of the rows that point at it) as the newest record of its kind, named `name`. */
function copyOf(index: FixtureIndex, kind: Kind, template: Row, named: Row, name: string, taken: Set<number>): ExtraRow[] {
  const at = dayAfter(index.now);
  const dated = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([c, v]) => [c, isClockField(c) && typeof v === 'string' ? at : v]));
  const own = String(template[kind.name] ?? '');
  const renamed = (value: unknown) => (typeof value === 'string' && own.length > 0 && value.includes(own) ? value.split(own).join(name) : value);
  const [app = '', table = ''] = kind.table.split('.');
  const id = freeId(index, kind.table, taken);
  const out: ExtraRow[] = [{ app, table, row: { ...dated(template), id, [kind.name]: name } }];
  for (const [other, column] of kind.with) {
    const [otherApp = '', short = ''] = other.split('.');
    const pointing = rowsOf(index, other).filter((r) => r[column] === template.id);
    // Ids inside the copied rows (an email answering another of the thread) follow the copies.
    const moved = new Map(pointing.map((r) => [r.id, freeId(index, other, taken)]));
    const stateFrom = kind.state?.table === other ? rowsOf(index, other).find((r) => r[column] === named.id && r.user_id === index.userId) : undefined;
    for (const row of pointing) {
      const copy: Row = Object.fromEntries(Object.entries(dated(row)).map(([c, v]) => [c, c === 'id' ? moved.get(row.id) : c === column ? id : typeof v === 'number' && moved.has(v) && c !== 'id' ? moved.get(v) : renamed(v)]));
      if (stateFrom && row.user_id === index.userId) for (const c of kind.state?.columns ?? []) copy[c] = stateFrom[c] ?? null;
      out.push({ app: otherApp, table: short, row: copy });
    }
  }
  return out;
}

export function withNewestNamed(task: TaskInput): TaskInput {
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const have = new Set((task.world.rows ?? []).map((r) => `${r.app}.${r.table}`));
  const said = saidTexts(task);
  const taken = new Set((task.world.rows ?? []).map((r) => Number(r.row.id)));
  const rows: ExtraRow[] = [];
  for (const kind of KINDS) {
    if (have.has(kind.table) || kind.with.some(([t]) => have.has(t))) continue;
    const ids = new Set(task.episodes.flatMap((e) => ((e.assertions ?? []) as Assertion[]).map((a) => kind.named(a, index)).filter((id): id is number => id !== undefined)));
    const list = kind.list(index);
    const first = list[0];
    if (!first || !ids.has(Number(first.id))) continue;
    // Another of the list the user never names or says anything of (nor its emails, its shares).
    const says = (row: Row) => Object.values(row).some((cell) => said.some((text) => holds(cell, text) || (typeof cell === 'string' && cell.length >= 3 && holds(text, cell))));
    const template = list.find((r) => !ids.has(Number(r.id)) && !says(r) && kind.with.every(([t, c]) => !rowsOf(index, t).some((p) => p[c] === r.id && says(p))));
    if (!template) continue;
    const names = rowsOf(index, kind.table).map((r) => normalizeText(String(r[kind.name] ?? '')));
    const name = olderName(undefined, String(template[kind.name] ?? ''), said, (n) => names.includes(normalizeText(n)));
    if (!name) continue;
    rows.push(...copyOf(index, kind, template, first, name, taken));
  }
  return rows.length ? { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } } : task;
}
