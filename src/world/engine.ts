import Database from 'better-sqlite3';
import type { z } from 'zod';
import type { CallRecord, Diff } from '../schemas/world.ts';
import { CHANGE_LOG_DDL, drainChanges, triggerDdl } from './changes.ts';
import { seededCode, seededId } from './ids.ts';
import { ApiFailure, type ApiContext, type ApiDef, type AppModule, type Person } from './types.ts';
import { argumentProblem } from './values.ts';
import { CallContext, failedRecord } from './call-context.ts';
import { TokenBook } from './tokens.ts';


/** Default frozen time of a fresh world (AppWorld's convention). */
export const DEFAULT_NOW = '2023-05-18T12:00:00';

const META_DDL = [
  `CREATE TABLE _meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE _counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`,
  `CREATE TABLE _auth_tokens (token TEXT PRIMARY KEY, app TEXT NOT NULL, person_id INTEGER NOT NULL, expires_at TEXT NOT NULL)`,
];

const MAX_POOLED = 16;
/** Strict versions of API parameter schemas, built once per API (building one per call is slow). */
const strictParams = new WeakMap<ApiDef, z.ZodObject>();
function strictOf(def: ApiDef): z.ZodObject {
  let schema = strictParams.get(def);
  if (!schema) strictParams.set(def, (schema = def.params.strict()));
  return schema;
}
const connectionPools = new WeakMap<Buffer, Database.Database[]>();
const statementCaches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** A serialized world: restored per use in well under a millisecond. */
export interface WorldImage {
  readonly buffer: Buffer;
}

interface Registered {
  module: AppModule;
  apis: Map<string, ApiDef>;
}

export interface CallOptions {
  token?: string;
}

/** Every API call made on a world is kept here, in order. */
export type CallListener = (record: CallRecord) => void;

/**
 * One service world: nine apps in one in-memory SQLite database, a frozen clock, seeded ids,
 * per-app access tokens, and an exact diff for every call.
 */
export class World {
  readonly db: Database.Database;
  private readonly apps = new Map<string, Registered>();
  private readonly owner = new Map<string, { app: string; table: string }>();
  private readonly statements: Map<string, Database.Statement>;
  private readonly drain: { read: Database.Statement; clear: Database.Statement };
  private seedValue: number;
  private nowValue: string;
  private userTokens = new Map<string, string>();
  private readonly tokens = new TokenBook(this);
  private listeners: CallListener[] = [];
  /** Set by close(): a closed world must not touch a connection another world may now hold. */
  private closed = false;
  /** Calls made so far; kept in memory and written to `_meta` when the world is snapshotted. */
  private callSeq = 0;
  /** Set while this world borrows a pooled connection (see `restore`). */
  private pool: Database.Database[] | undefined;

  private constructor(db: Database.Database, modules: readonly AppModule[]) {
    this.db = db;
    let cache = statementCaches.get(db);
    if (!cache) statementCaches.set(db, (cache = new Map()));
    this.statements = cache;
    for (const module of modules) {
      this.apps.set(module.name, { module, apis: new Map(module.apis.map((def) => [def.name, def])) });
      for (const table of Object.keys(module.tables)) this.owner.set(`${module.name}_${table}`, { app: module.name, table });
    }
    this.drain = {
      read: this.sql('SELECT tbl, op, row_id, before, after FROM _changes ORDER BY seq'),
      clear: this.sql('DELETE FROM _changes'),
    };
    this.seedValue = Number(this.meta('seed') ?? 0);
    this.nowValue = this.meta('now') ?? DEFAULT_NOW;
    this.callSeq = Number(this.meta('call_seq') ?? 0);
  }

  /** Creates an empty world with every app's tables and the change-log triggers. */
  static create(modules: readonly AppModule[], options: { seed: number; now?: string }): World {
    const db = new Database(':memory:');
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(CHANGE_LOG_DDL);
    for (const statement of META_DDL) db.exec(statement);
    for (const module of modules) {
      for (const [table, columns] of Object.entries(module.tables)) {
        const name = `${module.name}_${table}`;
        db.exec(`CREATE TABLE "${name}" (${columns})`);
        const cols = (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map((c) => c.name);
        if (!cols.includes('id')) throw new Error(`table ${name} has no id column`);
        for (const trigger of triggerDdl(name, cols)) db.exec(trigger);
      }
    }
    const setMeta = db.prepare('INSERT OR REPLACE INTO _meta(key, value) VALUES (?, ?)');
    setMeta.run('seed', String(options.seed));
    setMeta.run('now', options.now ?? DEFAULT_NOW);
    setMeta.run('call_seq', '0');
    return new World(db, modules);
  }

  /**
   * Opens a world from an image; `seed` re-seeds ids and codes made from now on.
   *
   * Opening a connection from an image is fast (~0.1 ms) but its first statement parses the
   * schema — some 170 change-log triggers — which costs ~2 ms. So connections are pooled per
   * image: a restored world runs inside one open transaction on a pooled connection, and
   * `close()` rolls it back, which returns the connection to exactly the image's content.
   * Two live worlds never share a connection, so they never see each other's writes.
   */
  static restore(image: WorldImage, modules: readonly AppModule[], options: { seed?: number } = {}): World {
    let pool = connectionPools.get(image.buffer);
    if (!pool) connectionPools.set(image.buffer, (pool = []));
    let db = pool.pop();
    if (!db) {
      db = new Database(image.buffer);
      db.pragma('journal_mode = MEMORY');
      db.pragma('synchronous = OFF');
    }
    db.exec('BEGIN');
    const world = new World(db, modules);
    world.pool = pool;
    if (options.seed !== undefined && options.seed !== world.seedValue) {
      world.setMeta('seed', String(options.seed));
      world.seedValue = options.seed;
    }
    return world;
  }

  /** Serializes the world as it is now. A pooled world commits and leaves the pool first. */
  snapshot(): WorldImage {
    this.setMeta('call_seq', String(this.callSeq));
    if (this.pool && this.db.inTransaction) {
      this.db.exec('COMMIT');
      this.pool = undefined;
    }
    return { buffer: this.db.serialize() };
  }

  close(): void {
    if (this.closed || !this.db.open) return;
    this.closed = true;
    if (this.pool) {
      this.db.exec('ROLLBACK');
      if (this.pool.length < MAX_POOLED) {
        this.pool.push(this.db);
        this.pool = undefined;
        return;
      }
    }
    statementCaches.delete(this.db);
    this.db.close();
  }

  get seed(): number {
    return this.seedValue;
  }

  now(): string {
    return this.nowValue;
  }

  /** Moves the frozen clock forward. */
  advanceClock(seconds: number): void {
    const next = new Date(Date.parse(`${this.nowValue}Z`) + seconds * 1000).toISOString().slice(0, 19);
    this.nowValue = next;
    this.setMeta('now', next);
  }

  onCall(listener: CallListener): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  appNames(): string[] {
    return [...this.apps.keys()];
  }

  module(app: string): AppModule | undefined {
    return this.apps.get(app)?.module;
  }

  /** The main user of this world (the person apps act for). */
  mainUser(): Person {
    const id = Number(this.meta('main_user_id'));
    const person = this.personById(id);
    if (!person) throw new Error('world has no main user');
    return person;
  }

  sql(text: string): Database.Statement {
    if (this.closed) throw new Error('this world is closed');
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** Runs one API call and returns its record; never throws for API-level failures. */
  call(app: string, apiName: string, args: Record<string, unknown>, options: CallOptions = {}): CallRecord {
    if (this.closed) throw new Error('this world is closed');
    this.callSeq += 1;
    const refused = argumentProblem(args);
    if (refused) {
      // Keep the evidence small and serialisable: the arguments themselves are not recorded.
      const error = { status: 422, code: 'invalid_arguments', message: `Invalid arguments for ${app}.${apiName}: ${refused}` };
      const record: CallRecord = { seq: this.callSeq, app, api: apiName, args: { $refused: refused }, ok: false, status: 422, response: null, error, diff: [] };
      for (const listener of this.listeners) listener(record);
      return record;
    }
    const seq = this.callSeq;
    const record = this.execute(seq, app, apiName, args, options);
    for (const listener of this.listeners) listener(record);
    return record;
  }

  private execute(seq: number, app: string, apiName: string, args: Record<string, unknown>, options: CallOptions): CallRecord {
    // failedRecord is a plain function, not a per-call closure: tsx wraps every named closure in
    // `__name`, which showed in profiles of this path.
    const registered = this.apps.get(app);
    if (!registered) return failedRecord(seq, app, apiName, args, new ApiFailure(404, 'unknown_app', `There is no app named "${app}".`));
    const def = registered.apis.get(apiName);
    if (!def) return failedRecord(seq, app, apiName, args, new ApiFailure(404, 'unknown_api', `The app "${app}" has no API named "${apiName}".`));
    if (args === null || typeof args !== 'object' || Array.isArray(args)) {
      return failedRecord(seq, app, apiName, args, new ApiFailure(422, 'invalid_arguments', `Arguments for ${app}.${apiName} must be a JSON object.`));
    }
    let user: Person | undefined;
    if (def.auth) {
      const checked = this.tokens.check(app, this.nowValue, options.token);
      if (checked instanceof ApiFailure) return failedRecord(seq, app, apiName, args, checked);
      user = checked;
    } else if (options.token) {
      const checked = this.tokens.check(app, this.nowValue, options.token);
      if (!(checked instanceof ApiFailure)) user = checked;
    }
    const parsed = strictOf(def).safeParse(args);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ');
      return failedRecord(seq, app, apiName, args, new ApiFailure(422, 'invalid_arguments', `Invalid arguments for ${app}.${apiName}: ${detail}`));
    }
    try {
      const { response, diff } = this.atomically(() => {
        const response = def.handler(this.context(app, user, options.token), parsed.data as never);
        return { response: response ?? null, diff: this.drainDiff() };
      });
      return { seq, app, api: apiName, args, ok: true, status: 200, response: JSON.parse(JSON.stringify(response)) as unknown, diff };
    } catch (error) {
      if (error instanceof ApiFailure) return failedRecord(seq, app, apiName, args, error);
      return failedRecord(seq, app, apiName, args, new ApiFailure(500, 'internal_error', `The ${app}.${apiName} API failed: ${(error as Error).message}`));
    }
  }

  /** Reads and clears the change log as a diff. */
  private drainDiff(): Diff {
    const diff = drainChanges(this.db, this.owner, this.drain);
    this.tokens.noticePeopleChanges(diff);
    return diff;
  }

  /** Issues a token (used by each app's `login` API). */
  issueToken(app: string, personId: number): { access_token: string; token_type: 'Bearer' } {
    const token = `${app}.${seededCode(this.seedValue, this.bump('token'), 24)}`;
    this.tokens.issue(token, app, personId, this.seedValue, this.nowValue);
    return { access_token: token, token_type: 'Bearer' };
  }

  revokeToken(token: string): void {
    this.tokens.revoke(token);
  }

  /**
   * Logs the main user in to `app` with the password from the user's account store and keeps
   * the token for `callAsUser`. Plans and agents never see it.
   */
  loginAsUser(app: string): string {
    const cached = this.userTokens.get(app);
    if (cached && !(this.tokens.check(app, this.nowValue, cached) instanceof ApiFailure)) return cached;
    const user = this.mainUser();
    const password = (this.sql('SELECT password FROM supervisor_account_passwords WHERE account_name = ?').get(app) as { password: string } | undefined)?.password;
    if (password === undefined) throw new Error(`the user's account store has no password for ${app}`);
    const username = app === 'phone' ? user.phone_number : user.email;
    const record = this.execute(0, app, 'login', { username, password }, {});
    if (!record.ok) throw new Error(`login to ${app} failed: ${record.error?.message}`);
    const token = (record.response as { access_token: string }).access_token;
    this.userTokens.set(app, token);
    return token;
  }

  /** Calls an API as the main user, logging in first when the API needs it. */
  callAsUser(app: string, apiName: string, args: Record<string, unknown>): CallRecord {
    const def = this.apps.get(app)?.apis.get(apiName);
    const token = def?.auth ? this.loginAsUser(app) : undefined;
    return this.call(app, apiName, args, { token });
  }

  personById(id: number): Person | undefined {
    return this.sql('SELECT id, first_name, last_name, email, phone_number FROM admin_people WHERE id = ?').get(id) as Person | undefined;
  }

  personByEmail(email: string): Person | undefined {
    return this.sql('SELECT id, first_name, last_name, email, phone_number FROM admin_people WHERE email = ? COLLATE NOCASE').get(email) as Person | undefined;
  }

  personByPhone(phone: string): Person | undefined {
    return this.sql('SELECT id, first_name, last_name, email, phone_number FROM admin_people WHERE phone_number = ?').get(phone) as Person | undefined;
  }

  /** Net change of a block of direct writes (fixtures, tests); normal calls get theirs from `call`. */
  captureDiff(block: () => void): Diff {
    return this.atomically(() => {
      block();
      return this.drainDiff();
    });
  }

  /**
   * Puts rows into the world as if the fixture had them (a task's extra rows): not a call, and
   * not evidence of anything, so the change log they leave is dropped. Tables and columns are
   * checked against the schema and values are bound, so rows from a task cannot inject SQL.
   */
  addRows(rows: readonly { app: string; table: string; row: Readonly<Record<string, unknown>> }[]): void {
    if (rows.length === 0) return;
    this.captureDiff(() => {
      for (const { app, table, row } of rows) {
        const sqlName = `${app}_${table}`;
        if (this.owner.get(sqlName)?.table !== table) throw new Error(`no table ${app}.${table} to add a row to`);
        const columns = new Set((this.sql(`PRAGMA table_info("${sqlName}")`).all() as { name: string }[]).map((c) => c.name));
        const fields = Object.keys(row);
        const unknown = fields.find((field) => !columns.has(field));
        if (unknown !== undefined) throw new Error(`table ${app}.${table} has no column "${unknown}"`);
        const values = fields.map((field) => {
          const value = row[field];
          if (typeof value === 'boolean') return value ? 1 : 0;
          return value === undefined || value === null || typeof value === 'number' || typeof value === 'string' ? (value ?? null) : JSON.stringify(value);
        });
        this.db.prepare(`INSERT INTO "${sqlName}" (${fields.map((f) => `"${f}"`).join(', ')}) VALUES (${fields.map(() => '?').join(', ')})`).run(...values);
      }
    });
  }

  /**
   * Runs `block` all-or-nothing: a savepoint inside the world's open transaction, or a
   * transaction of its own. Same semantics as better-sqlite3's `db.transaction(fn)()`, without
   * building a new wrapper per call (that wrapper cost ~13 µs of every API call).
   */
  private atomically<T>(block: () => T): T {
    const nested = this.db.inTransaction;
    this.sql(nested ? 'SAVEPOINT api_call' : 'BEGIN').run();
    let result: T;
    try {
      result = block();
    } catch (error) {
      this.tokens.forgetRows(); // a token issued inside the rolled-back block is gone again
      if (nested) {
        this.sql('ROLLBACK TO api_call').run();
        this.sql('RELEASE api_call').run();
      } else if (this.db.inTransaction) this.sql('ROLLBACK').run();
      throw error;
    }
    this.sql(nested ? 'RELEASE api_call' : 'COMMIT').run();
    return result;
  }

  newId(table: string): number {
    for (let attempt = 0; attempt < 64; attempt += 1) {
      const id = seededId(this.seedValue, table, this.bump(`id:${table}`));
      if (!this.sql(`SELECT 1 FROM "${table}" WHERE id = ?`).get(id)) return id;
    }
    throw new Error(`could not find a free id in ${table}`);
  }

  code(length: number): string {
    return seededCode(this.seedValue, this.bump('code'), length);
  }

  private bump(name: string): number {
    const row = this.sql('INSERT INTO _counters(name, value) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value').get(name) as { value: number };
    return row.value;
  }

  meta(key: string): string | undefined {
    return (this.sql('SELECT value FROM _meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.sql('INSERT INTO _meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  private context(app: string, user: Person | undefined, token?: string): ApiContext {
    return new CallContext(this, app, user, token);
  }

  /** Cross-app call from inside a handler (see `ApiContext.invoke`). */
  invokeFrom(user: Person | undefined, otherApp: string, apiName: string, args: Record<string, unknown>): unknown {
    const def = this.apps.get(otherApp)?.apis.get(apiName);
    if (!def) throw new Error(`cross-app call to unknown API ${otherApp}.${apiName}`);
    const parsed = strictOf(def).parse(args);
    return def.handler(this.context(otherApp, user), parsed as never);
  }

  /** `newId` for a handler of `app`: a bare table name belongs to that app. */
  newIdFor(app: string, table: string): number {
    return this.newId(table.includes('_') && this.owner.has(table) ? table : `${app}_${table}`);
  }

  /** Table names (app, table, SQL name) in registration order. */
  tables(): { app: string; table: string; sqlName: string }[] {
    return [...this.owner].map(([sqlName, o]) => ({ app: o.app, table: o.table, sqlName }));
  }
}

