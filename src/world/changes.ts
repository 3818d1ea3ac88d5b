import type Database from 'better-sqlite3';
import type { Diff, Row, RowUpdate, TableChange } from '../schemas/world.ts';

/** Internal change log written by triggers; never part of any diff itself. */
export const CHANGE_LOG_DDL = `CREATE TABLE _changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  tbl TEXT NOT NULL, op TEXT NOT NULL, row_id INTEGER NOT NULL, before TEXT, after TEXT
)`;

/** DDL for three triggers that log every insert, update and delete on `table` with whole rows. */
export function triggerDdl(table: string, columns: readonly string[]): string[] {
  const row = (alias: 'NEW' | 'OLD') => `json_object(${columns.map((c) => `'${c}', ${alias}."${c}"`).join(', ')})`;
  return [
    `CREATE TRIGGER "_ins_${table}" AFTER INSERT ON "${table}" BEGIN INSERT INTO _changes(tbl, op, row_id, before, after) VALUES ('${table}', 'I', NEW.id, NULL, ${row('NEW')}); END`,
    `CREATE TRIGGER "_upd_${table}" AFTER UPDATE ON "${table}" BEGIN INSERT INTO _changes(tbl, op, row_id, before, after) VALUES ('${table}', 'U', NEW.id, ${row('OLD')}, ${row('NEW')}); END`,
    `CREATE TRIGGER "_del_${table}" AFTER DELETE ON "${table}" BEGIN INSERT INTO _changes(tbl, op, row_id, before, after) VALUES ('${table}', 'D', OLD.id, ${row('OLD')}, NULL); END`,
  ];
}

interface LogRow {
  tbl: string;
  op: 'I' | 'U' | 'D';
  row_id: number;
  before: string | null;
  after: string | null;
}

interface Net {
  existedBefore: boolean;
  before: Row | undefined;
  after: Row | undefined;
}

/**
 * Folds the change log into a net diff: an insert then update is one inserted row with its
 * final values; an insert then delete is nothing; updates list only fields whose value differs.
 */
export function foldChanges(log: readonly LogRow[], tableOwner: ReadonlyMap<string, { app: string; table: string }>): Diff {
  const byTable = new Map<string, Map<number, Net>>();
  for (const entry of log) {
    let rows = byTable.get(entry.tbl);
    if (!rows) byTable.set(entry.tbl, (rows = new Map()));
    let net = rows.get(entry.row_id);
    if (!net) {
      net = { existedBefore: entry.op !== 'I', before: entry.before ? (JSON.parse(entry.before) as Row) : undefined, after: undefined };
      rows.set(entry.row_id, net);
    }
    net.after = entry.after ? (JSON.parse(entry.after) as Row) : undefined;
  }
  const diff: TableChange[] = [];
  for (const [sqlTable, rows] of byTable) {
    const owner = tableOwner.get(sqlTable) ?? { app: '?', table: sqlTable };
    const change: TableChange = { app: owner.app, table: owner.table, inserted: [], updated: [], deleted: [] };
    for (const [id, net] of [...rows].sort((a, b) => a[0] - b[0])) {
      if (!net.existedBefore) {
        if (net.after) change.inserted.push(net.after);
      } else if (!net.after) {
        if (net.before) change.deleted.push(net.before);
      } else if (net.before) {
        const update = changedFields(id, net.before, net.after);
        if (update) change.updated.push(update);
      }
    }
    if (change.inserted.length + change.updated.length + change.deleted.length > 0) diff.push(change);
  }
  return diff.sort((a, b) => (a.app === b.app ? cmp(a.table, b.table) : cmp(a.app, b.app)));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function changedFields(id: number, before: Row, after: Row): RowUpdate | undefined {
  const b: Row = {};
  const a: Row = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      b[key] = before[key] ?? null;
      a[key] = after[key];
    }
  }
  return Object.keys(a).length > 0 ? { id, before: b, after: a } : undefined;
}

/** Reads and clears the change log (call inside the call's transaction). */
export function drainChanges(db: Database.Database, tableOwner: ReadonlyMap<string, { app: string; table: string }>, statements: { read: Database.Statement; clear: Database.Statement }): Diff {
  const log = statements.read.all() as LogRow[];
  if (log.length === 0) return [];
  statements.clear.run();
  return foldChanges(log, tableOwner);
}
