import { existsSync, readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import { InputError } from '../errors.ts';
import { AtomicFile, writeFileAtomic } from './disk.ts';
import { gitCommit, toolVersion } from './meta.ts';
import { HeaderSchema, type Header } from '../schemas/header.ts';

export interface WriterOptions {
  /** Artifact kind written in the header, e.g. "evidence". */
  kind: string;
  /** Hashes of the inputs this artifact was made from. */
  inputs?: Record<string, string>;
  /** Omit the header line (for artifacts consumed by other tools). */
  header?: boolean;
}

/** A path an artifact is read from must be a regular file (a folder there fails with a path-less EISDIR). */
export function requireArtifact(path: string): void {
  if (!existsSync(path)) throw new InputError('file not found', { path });
  if (!statSync(path).isFile()) throw new InputError('not a file (a folder or a special file is where the artifact should be)', { path });
}

/**
 * One JSON text per record. JSON.stringify writes a lone UTF-16 surrogate (half of an emoji,
 * cut apart by a slice of untrusted text) as a `\udXXX` escape, which strict readers such as
 * DuckDB's refuse; such strings are written with U+FFFD in its place instead. The fast test also
 * matches an escaped backslash before "ud" (then nothing is replaced).
 */
export function jsonLine(value: unknown): string {
  const line = JSON.stringify(value);
  return /\\u[dD][89a-fA-F]/.test(line) ? JSON.stringify(wellFormedValue(value)) : line;
}

// Node 20 has String.prototype.toWellFormed (ES2024); the ES2023 lib does not declare it.
declare global {
  interface String {
    toWellFormed(): string;
  }
}

function wellFormedValue(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormedValue);
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.toWellFormed(), wellFormedValue(item)]));
  }
  return value;
}

export function makeHeader(kind: string, inputs: Record<string, string> = {}): Header {
  return { $header: { kind, tool: 'liveuibench', version: toolVersion(), commit: gitCommit(), inputs } };
}

/**
 * Appending NDJSON writer. Lines go to a temp file beside `path` (`AtomicFile`); `close()` fsyncs
 * and renames it into place, so a reader never sees a half-written artifact. Disposing without
 * `close()` (an exception, a full disk) removes the temp file and leaves any earlier artifact untouched.
 */
export class NdjsonWriter implements Disposable {
  readonly path: string;
  private file: AtomicFile | undefined;
  private count = 0;

  constructor(path: string, options: WriterOptions) {
    this.path = path;
    this.file = new AtomicFile(path);
    if (options.header !== false) this.writeLine(makeHeader(options.kind, options.inputs));
  }

  write(record: unknown): void {
    this.writeLine(record);
    this.count += 1;
  }

  get records(): number {
    return this.count;
  }

  private writeLine(value: unknown): void {
    if (this.file === undefined) throw new Error(`writer for ${this.path} is closed`);
    this.file.write(`${jsonLine(value)}\n`);
  }

  close(): void {
    if (this.file === undefined) return;
    const file = this.file;
    this.file = undefined;
    file.commit();
  }

  [Symbol.dispose](): void {
    this.file?.discard();
    this.file = undefined;
  }
}

/** Writes a whole artifact at once (header + records), atomically. */
export function writeNdjson(path: string, records: Iterable<unknown>, options: WriterOptions): void {
  using writer = new NdjsonWriter(path, options);
  for (const record of records) writer.write(record);
  writer.close();
}

export interface ReadResult<T> {
  header: Header | undefined;
  records: T[];
}

function parseLine<T>(text: string, schema: z.ZodType<T>, path: string, line: number): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`not valid JSON (${(error as Error).message})`, { path, line });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new InputError(`${issue?.message ?? 'invalid record'}${where}`, { path, line });
  }
  return parsed.data;
}

function parseHeader(text: string, path: string, expectKind: string | undefined): Header | undefined {
  if (!text.startsWith('{"$header"')) return undefined;
  const header = parseLine(text, HeaderSchema, path, 1);
  if (expectKind !== undefined && header.$header.kind !== expectKind) {
    throw new InputError(`expected a "${expectKind}" artifact, found "${header.$header.kind}"`, { path, line: 1 });
  }
  return header;
}

/** Strict synchronous reader: every line must parse with `schema`, else `path:line: reason`. */
export function readNdjson<T>(path: string, schema: z.ZodType<T>, options: { kind?: string } = {}): ReadResult<T> {
  requireArtifact(path);
  const lines = readFileSync(path, 'utf8').split('\n');
  const records: T[] = [];
  let header: Header | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (text.trim() === '') {
      if (index === lines.length - 1) break;
      throw new InputError('empty line', { path, line: index + 1 });
    }
    if (index === 0) {
      header = parseHeader(text, path, options.kind);
      if (header) continue;
    }
    records.push(parseLine(text, schema, path, index + 1));
  }
  return { header, records };
}

/**
 * Atomic JSON file write (manifest, state): temp file + rename, fsynced unless `fsync: false`
 * (a throwaway store under the temp folder, where durability buys nothing but disk waits).
 */
export function writeJsonAtomic(path: string, value: unknown, options: { fsync?: boolean } = {}): void {
  writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`, options);
}

/** Reads a JSON file and parses it with a schema; errors name the file and the JSON path. */
export function readJson<T>(path: string, schema: z.ZodType<T>): T {
  requireArtifact(path);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new InputError(`not valid JSON (${(error as Error).message})`, { path });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.length ? `$.${issue.path.join('.')}` : '$'}: ${issue.message}`);
    throw new InputError(issues.join('; '), { path });
  }
  return parsed.data;
}

/**
 * A resume file a stage wrote for one unit of work (atomically), read back: damage (an edit, a
 * disk fault) is the input's, named with the way out.
 */
export function readWorkFile<T>(path: string, schema: z.ZodType<T>): T {
  try {
    return readJson(path, schema);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(`${error.message.replace(`${path}: `, '')} — a resume file of an earlier run of this stage; delete it to redo that unit`, { path });
  }
}

/** One line's record, parsed and validated (`path:line` errors); shared with the streaming parser. */
export const parseNdjsonLine = parseLine;
/** Line 1's header when the line is one (its kind checked), else undefined; shared with the streaming parser. */
export const parseNdjsonHeader = parseHeader;
