import type { Row } from '../../schemas/world.ts';
import { normalizeText } from '../../stages/check/match.ts';
import { fixtureByName } from '../../stages/run/fixtures.ts';
import { freshWorld } from '../../world/fixture.ts';

/**
 * What a twin needs to know about a fixture world, read once per fixture: its rows by table, by
 * id and by short text, its people and its words. The fixture is code and its image is built once
 * per process, so the index cannot change under a run.
 */

export interface IndexedTable {
  app: string;
  table: string;
  rows: Row[];
}

export interface RowRef {
  app: string;
  table: string;
  row: Row;
}

export interface FixtureIndex {
  /** The main user's person id (the account every app acts for). */
  userId: number;
  tables: Map<string, IndexedTable>;
  /** Rows by id (ids are unique per table, rarely across tables). */
  byId: Map<number, RowRef[]>;
  /** Rows by a short text cell (≤ 200 characters, normalised), with the column holding it. */
  byText: Map<string, (RowRef & { column: string })[]>;
  /** Every word of every text cell, lower case: a twin's made-up words avoid them. */
  words: Set<string>;
  /** Every text cell, normalised (long ones too: a file's content, a note's body). */
  texts: string[];
  /** Every segment of every file and folder path (`documents`, `bills_2023.txt`). */
  segments: Set<string>;
  /** Every file and folder path. */
  paths: Set<string>;
  /** The user's home folder (`/home/alex`). */
  home: string;
  /** Rows by an id they hold in a `*_id` column (not an owner column): who points at a record. */
  pointing: Map<number, (RowRef & { column: string })[]>;
  /** The frozen clock (`YYYY-MM-DDTHH:MM:SS`). */
  now: string;
}

/** Tables a user never names a record of (secrets, bookkeeping). */
const SKIPPED = new Set(['admin_passwords', 'supervisor_account_passwords', 'supervisor_payment_cards']);

const indexes = new Map<string, FixtureIndex>();

export function fixtureIndex(fixture: string): FixtureIndex {
  const cached = indexes.get(fixture);
  if (cached) return cached;
  const world = freshWorld({ fixture: fixtureByName(fixture) });
  try {
    const index: FixtureIndex = { userId: world.mainUser().id, tables: new Map(), byId: new Map(), byText: new Map(), words: new Set(), texts: [], segments: new Set(), paths: new Set(), home: '/home', pointing: new Map(), now: world.now() };
    for (const { app, table, sqlName } of world.tables()) {
      if (SKIPPED.has(sqlName)) continue;
      const rows = world.sql(`SELECT * FROM "${sqlName}" ORDER BY id`).all() as Row[];
      index.tables.set(`${app}.${table}`, { app, table, rows });
      for (const row of rows) {
        const ref = { app, table, row };
        if (typeof row.id === 'number') index.byId.set(row.id, [...(index.byId.get(row.id) ?? []), ref]);
        for (const [column, cell] of Object.entries(row)) {
          if (typeof cell === 'number' && column.endsWith('_id') && !/(^|_)(owner|user|person)_id$/.test(column)) index.pointing.set(cell, [...(index.pointing.get(cell) ?? []), { ...ref, column }]);
          if (typeof cell !== 'string') continue;
          for (const word of cell.toLowerCase().match(/[a-z]+/g) ?? []) index.words.add(word);
          index.texts.push(normalizeText(cell));
          if (column === 'path') {
            index.paths.add(cell);
            for (const segment of cell.split('/')) if (segment) index.segments.add(segment.toLowerCase());
          }
          if (cell.length > 200) continue;
          const key = normalizeText(cell);
          index.byText.set(key, [...(index.byText.get(key) ?? []), { ...ref, column }]);
        }
      }
    }
    // The home folder is the shortest folder two levels deep (`/home/alex`).
    index.home = [...index.paths].map((path) => path.split('/').slice(0, 3).join('/')).find((path) => path.startsWith('/home/')) ?? '/home';
    indexes.set(fixture, index);
    return index;
  } finally {
    world.close();
  }
}

/** The people of the fixture (admin.people), main user first. */
export function peopleOf(index: FixtureIndex): Row[] {
  const people = index.tables.get('admin.people')?.rows ?? [];
  return [...people].sort((a, b) => Number(b.id === index.userId) - Number(a.id === index.userId));
}
