import { readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { z } from 'zod';
import { DiskFullError, InternalError } from '../../errors.ts';

const sqlCache = new Map<string, string>();

/** The text of `sql/<name>.sql` (one analysis per file). */
export function sqlText(name: string): string {
  let text = sqlCache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./sql/${name}.sql`, import.meta.url), 'utf8');
    sqlCache.set(name, text);
  }
  return text;
}

export type Params = Record<string, DuckDBValue>;

/** A statement file with its `/*part*\/` markers replaced by the text of other files (comments dropped). */
function composed(name: string, parts: Record<string, string>): string {
  return sqlText(name).replace(/\/\*([a-z_]+)\*\//g, (marker, part: string) => {
    const file = parts[part];
    if (file === undefined) throw new InternalError(`sql/${name}.sql: no part given for ${marker}`);
    return sqlText(file).replace(/^--.*$/gm, '').trim();
  });
}

/** Only the parameters a statement names (DuckDB refuses to bind unknown names). */
function usedParams(sql: string, params: Params): Params {
  const names = new Set([...sql.matchAll(/\$([a-z_][a-z0-9_]*)/gi)].map((match) => match[1]));
  return Object.fromEntries(Object.entries(params).filter(([name]) => names.has(name)));
}

/**
 * A DuckDB failure to write (its spill files, a COPY target) because the disk is full, as the
 * user's error naming the file DuckDB names (else, or with `named: false`, `where`); anything
 * else as it came. DuckDB
 * reports it as text: `IO Error: Could not write file "<path>": No space left on device`.
 */
export function duckFailure(error: unknown, where: string, options: { named?: boolean } = {}): unknown {
  const message = error instanceof Error ? error.message : String(error);
  const quota = /Disk quota exceeded/i.test(message);
  if (!quota && !/No space left on device/i.test(message)) return error;
  const named = options.named === false ? undefined : /"([^"]+)"/.exec(message)?.[1];
  return new DiskFullError({ path: named ?? where, quota }, { cause: error });
}

/**
 * An in-memory DuckDB with bounded threads and memory; spills to a temp folder past the limit.
 * Statements with an effect (`exec`, `fill`, `scalar`, `copyToParquet`) run on the first
 * connection; read-only `query` calls borrow any idle connection, so independent analyses
 * awaited together run side by side (each small query is mostly single-threaded and fixed
 * cost). Tables are plain tables of the private in-memory database, not TEMP ones: a temp table
 * is visible only to the connection that made it.
 */
export class Duck implements AsyncDisposable {
  private readonly idle: DuckDBConnection[];
  private readonly waiting: ((connection: DuckDBConnection) => void)[] = [];

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    private readonly readers: readonly DuckDBConnection[],
  ) {
    this.idle = [...readers];
  }

  /** Where DuckDB spills past its memory limit (named when that disk fills). */
  private static spillDir(): string {
    return join(tmpdir(), `liveui-duckdb-${process.pid}`);
  }

  /** Runs DuckDB work; its spill files filling the disk is the user's error (see duckFailure). */
  private static async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw duckFailure(error, Duck.spillDir());
    }
  }

  static async open(options: { threads?: number; memoryLimit?: string; preserveOrder?: boolean; readers?: number } = {}): Promise<Duck> {
    const instance = await DuckDBInstance.create(':memory:', {
      // One thread per core: the scan and the aggregations parallelise across files.
      threads: String(options.threads ?? availableParallelism()),
      // Keeps the whole process (Node + DuckDB) under 1 GB; larger archives spill to disk.
      memory_limit: options.memoryLimit ?? '640MB',
      temp_directory: Duck.spillDir(),
      preserve_insertion_order: options.preserveOrder ? 'true' : 'false',
    });
    const readers = await Promise.all(Array.from({ length: Math.max(1, options.readers ?? availableParallelism()) }, () => instance.connect()));
    return new Duck(instance, readers[0]!, readers);
  }

  /** An idle connection for one read-only query (waits for one when all are busy). */
  private async borrow<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const connection = this.idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(connection);
    } finally {
      const next = this.waiting.shift();
      if (next) next(connection);
      else this.idle.push(connection);
    }
  }

  /** Runs a statement file for its effect (CREATE TABLE …). */
  async exec(name: string, params: Params = {}): Promise<void> {
    const sql = sqlText(name);
    await Duck.guard(() => this.connection.run(sql, usedParams(sql, params)));
  }

  /**
   * Runs a statement file with `/*name*\/` markers replaced by the text of other statement files
   * (one statement, several interchangeable parts, e.g. the NDJSON or the Parquet row source).
   */
  async execWith(name: string, parts: Record<string, string>, params: Params = {}): Promise<void> {
    const sql = composed(name, parts);
    await Duck.guard(() => this.connection.run(sql, usedParams(sql, params)));
  }

  /**
   * Fills a temp table with the rows of a query file (parts spliced as in `execWith`): replaces
   * the table, or with `append` adds to it (the loader feeds it one chunk of files at a time).
   */
  async fill(table: 'evaluations', name: string, parts: Record<string, string>, params: Params, options: { append: boolean }): Promise<void> {
    const query = composed(name, parts);
    const sql = options.append ? `INSERT INTO ${table} ${query}` : `CREATE OR REPLACE TABLE ${table} AS ${query}`;
    await Duck.guard(() => this.connection.run(sql, usedParams(sql, params)));
  }

  /** One value of a one-row, one-column query (NULL as null). */
  async scalar(sql: string): Promise<DuckDBValue> {
    const reader = await Duck.guard(() => this.connection.runAndReadAll(sql));
    return reader.getRows()[0]?.[0] ?? null;
  }

  /**
   * Writes a table to a Parquet file (zstd). COPY takes no bound parameters, so the path goes
   * in as a quoted SQL string literal (quotes doubled; DuckDB literals have no other escapes).
   * A full disk is reported as `file`'s (the file the temp `path` will become).
   */
  async copyToParquet(table: 'archive_rows', path: string, file: string = path): Promise<void> {
    if (path.includes('\u0000')) throw new InternalError('a NUL byte in a Parquet path');
    try {
      await this.connection.run(`COPY ${table} TO '${path.replaceAll("'", "''")}' (FORMAT parquet, COMPRESSION zstd)`);
    } catch (error) {
      throw duckFailure(error, file, { named: false });
    }
  }

  /** Runs a query file and parses every row with `schema` (a mismatch is our bug, not the input's). */
  async query<T>(name: string, schema: z.ZodType<T>, params: Params = {}): Promise<T[]> {
    const sql = sqlText(name);
    const rows = await Duck.guard(() => this.borrow(async (connection) => (await connection.runAndReadAll(sql, usedParams(sql, params))).getRowObjectsJS()));
    return rows.map((row, index) => {
      const parsed = schema.safeParse(row);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InternalError(`sql/${name}.sql row ${index}: ${issue?.message ?? 'invalid'} at ${issue?.path.join('.') ?? '?'}`);
      }
      return parsed.data;
    });
  }

  /** Asks every running statement to stop (it then fails with an interrupt error). */
  interrupt(): void {
    for (const connection of this.readers) connection.interrupt();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    for (const connection of this.readers) connection.closeSync();
    this.instance.closeSync();
  }
}
