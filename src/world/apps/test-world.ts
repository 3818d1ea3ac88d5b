import { afterEach, beforeEach, expect } from 'vitest';
import type { CallRecord } from '../../schemas/world.ts';
import type { World } from '../engine.ts';
import type { Person } from '../types.ts';
import { freshWorld } from '../fixture.ts';

/** Every table a call changed must be declared in its API's `changes` (the docs promise it). */
export function expectDeclaredChanges(world: World, records: readonly CallRecord[]): void {
  for (const record of records) {
    const declared = world.module(record.app)?.apis.find((d) => d.name === record.api)?.changes ?? [];
    for (const change of record.diff) expect(declared, `${record.app}.${record.api}`).toContain(`${change.app}.${change.table}`);
  }
}

/** The call was refused with this status and code, and changed nothing. */
export function expectRefused(record: CallRecord, status: number, code: string): void {
  const api = record.api;
  expect({ api, ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ api, ok: false, status, code, diff: [] });
}

/**
 * A fresh world per test, restored from the base fixture under `seed`; after each test every
 * call it made is checked against its API's declared changes. Read `.current` inside tests.
 */
export function useWorld(seed: number): { readonly current: World } {
  const holder = { current: undefined as unknown as World };
  let records: CallRecord[] = [];
  beforeEach(() => {
    holder.current = freshWorld({ seed });
    records = [];
    holder.current.onCall((record) => records.push(record));
  });
  afterEach(() => {
    expectDeclaredChanges(holder.current, records);
    holder.current.close();
  });
  return holder;
}

/** Everyone in the world, in fixture order (the main user first). */
export function people(world: World): Person[] {
  return world.db.prepare('SELECT id, first_name, last_name, email, phone_number FROM admin_people ORDER BY rowid').all() as Person[];
}

/** A row as the tests read it: any columns, always an `id`. */
export type Row = Record<string, unknown> & { id: number };
type Args = Record<string, unknown>;
type DiffParts = { inserted?: unknown[]; updated?: unknown[]; deleted?: unknown[] };

/** One table's entry of a call's diff, as `CallRecord.diff` holds it. */
export type TableDiff = { app: string; table: string; inserted: unknown[]; updated: unknown[]; deleted: unknown[] };

/** What a test of one app needs: calls as the main user or as someone else, refusals, rows and diff entries. */
export interface AppTest {
  /** The fresh world of the running test (`.current`). */
  readonly world: { readonly current: World };
  /** Calls an API of the app as the main user. */
  call(api: string, args?: Args): CallRecord;
  /** Logs in to the app as another person of the world and calls an API (for ownership errors). */
  callAs(personId: number, api: string, args?: Args): CallRecord;
  /** Calls an API that must succeed; returns the record and its response. */
  succeeds<T = unknown>(api: string, args?: Args): { record: CallRecord; response: T };
  /** The call succeeded; returns its response. */
  succeeded<T = unknown>(record: CallRecord): T;
  /** The call succeeded and changed nothing; returns its response. */
  read<T>(record: CallRecord): T;
  /** Calls an API that must be refused with this status and code, changing nothing (or checks `record`, made otherwise). */
  fails(api: string, args: Args, status: number, code: string, record?: CallRecord): void;
  /** The call was refused with this status and code, changing nothing. */
  failed(record: CallRecord, status: number, code: string): void;
  /** The first row of a query (cast, not checked). */
  one<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T;
  /** All rows of a query (cast, not checked). */
  all<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[];
  /** Writes a row behind the change log, as if someone else had made it before the test. */
  foreignInsert(sql: string, ...params: unknown[]): void;
  /** The main user. */
  user(): Person;
  /** The world's frozen clock. */
  now(): string;
  /** Diff entries of this app's tables (another app's with `app`). */
  diff: {
    change(table: string, parts: DiffParts, app?: string): TableDiff;
    inserted(table: string, rows: unknown[], app?: string): TableDiff;
    updated(table: string, rows: unknown[], app?: string): TableDiff;
    deleted(table: string, rows: unknown[], app?: string): TableDiff;
  };
}

/** `useWorld(seed)` plus the helpers every test of `app` starts with. */
export function useApp(app: string, seed: number): AppTest {
  const world = useWorld(seed);
  const call = (api: string, args: Args = {}): CallRecord => world.current.callAsUser(app, api, args);
  const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]): T => world.current.db.prepare(sql).get(...params) as T;
  const change = (table: string, parts: DiffParts, otherApp = app): TableDiff => ({ app: otherApp, table, inserted: [], updated: [], deleted: [], ...parts });
  return {
    world,
    call,
    callAs(personId, api, args = {}) {
      const { email } = one<{ email: string }>('SELECT email FROM admin_people WHERE id = ?', personId);
      const { password } = one<{ password: string }>('SELECT password FROM admin_passwords WHERE person_id = ? AND app = ?', personId, app);
      const token = (world.current.call(app, 'login', { username: email, password }).response as { access_token: string }).access_token;
      return world.current.call(app, api, args, { token });
    },
    succeeds<T>(api: string, args: Args = {}) {
      const record = call(api, args);
      expect(record.error, `${api} ${JSON.stringify(args)}`).toBeUndefined();
      expect(record.ok).toBe(true);
      return { record, response: record.response as T };
    },
    succeeded<T>(record: CallRecord) {
      expect(record.error, record.api).toBeUndefined();
      expect(record.ok).toBe(true);
      return record.response as T;
    },
    read<T>(record: CallRecord) {
      expect({ ok: record.ok, error: record.error, diff: record.diff }).toEqual({ ok: true, error: undefined, diff: [] });
      return record.response as T;
    },
    fails: (api, args, status, code, record = call(api, args)) => expectRefused(record, status, code),
    failed: expectRefused,
    one,
    all: <T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] => world.current.db.prepare(sql).all(...params) as T[],
    foreignInsert(sql, ...params) {
      world.current.db.prepare(sql).run(...params);
      world.current.db.exec('DELETE FROM _changes');
    },
    user: () => world.current.mainUser(),
    now: () => world.current.now(),
    diff: {
      change,
      inserted: (table, rows, otherApp) => change(table, { inserted: rows }, otherApp),
      updated: (table, rows, otherApp) => change(table, { updated: rows }, otherApp),
      deleted: (table, rows, otherApp) => change(table, { deleted: rows }, otherApp),
    },
  };
}
