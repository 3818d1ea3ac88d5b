import { createReadStream } from 'node:fs';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import type { z } from 'zod';
import { InputError } from '../errors.ts';
import { AtomicFile } from './disk.ts';
import { jsonLine, makeHeader, parseNdjsonHeader, parseNdjsonLine, requireArtifact, type WriterOptions } from './ndjson.ts';

/**
 * Streaming halves of the NDJSON module, for `stream.pipeline`: a parser (bytes → validated
 * records, the same strictness and `path:line` errors as `readNdjson`), a serialiser (records →
 * header + lines, batched) and an atomic file sink (temp file, fsync, rename only on success).
 * Memory is bounded by one line plus one batch, whatever the file's size; backpressure comes from
 * the pipeline (a slow disk pauses the reader).
 */

/** Longest line the parser accepts (a runaway line is an input error, not an out-of-memory). */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * What a reader asks of an artifact beyond its records' shape: its kind (when it has a header), a
 * header at all (`requireHeader`), and input hashes its header must name (`inputs`: each given
 * key, when the header lists it, must have this value — an artifact made for another task set
 * or fixture is refused at line 1).
 */
export interface RecordOptions {
  kind?: string;
  requireHeader?: boolean;
  inputs?: Record<string, string>;
}

/**
 * The parsing core shared by `NdjsonParser` and `streamNdjson`: bytes in, validated records out,
 * in order. `take` and `end` are generators, so a bad line throws only after the records before
 * it have been handed on. Line 1 may be the header (checked, not emitted).
 */
export class NdjsonRecords<T> {
  /** Chunks of the line not yet ended (its newline not read yet). */
  private pending: string[] = [];
  private pendingChars = 0;
  private lineNo = 0;
  private readonly decoder = new TextDecoder('utf8');

  constructor(
    private readonly path: string,
    private readonly schema: z.ZodType<T>,
    private readonly options: RecordOptions = {},
  ) {}

  /** The line of the record taken last. */
  get line(): number {
    return this.lineNo;
  }

  private kindName(): string {
    return this.options.kind ? `an "${this.options.kind}" artifact` : 'an artifact';
  }

  /** The records of the lines this chunk ends. */
  *take(chunk: Uint8Array): Generator<T> {
    const text = this.decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const record = this.lineOf(this.finish(text.slice(start, end)));
      start = end + 1;
      if (record !== undefined) yield record.value;
    }
    if (start < text.length) {
      this.pending.push(text.slice(start));
      this.pendingChars += text.length - start;
    }
    if (this.pendingChars > MAX_LINE_BYTES) throw new InputError(`line longer than ${MAX_LINE_BYTES} bytes`, { path: this.path, line: this.lineNo + 1 });
  }

  /** The record of a final line without its newline, if any (a trailing newline ends the file cleanly). */
  *end(): Generator<T> {
    const last = this.finish(this.decoder.decode());
    if (last === '') {
      if (this.lineNo === 0 && this.options.requireHeader) throw new InputError(`empty file: missing header (line 1 must be the {"$header": …} of ${this.kindName()})`, { path: this.path, line: 1 });
      return;
    }
    const record = this.lineOf(last);
    if (record !== undefined) yield record.value;
  }

  /**
   * The line that ends with `tail`. A long line's earlier chunks wait in `pending` and are joined
   * once, when its newline arrives: searching and re-concatenating the growing rest on every
   * chunk made a 20 MB line cost seconds and several copies of itself in memory.
   */
  private finish(tail: string): string {
    if (this.pending.length === 0) return tail;
    this.pending.push(tail);
    const line = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    return line;
  }

  /** One line's record, or undefined for the header. */
  private lineOf(text: string): { value: T } | undefined {
    this.lineNo += 1;
    if (this.lineNo === 1) {
      const header = parseNdjsonHeader(text, this.path, this.options.kind);
      if (header) {
        for (const [key, expected] of Object.entries(this.options.inputs ?? {})) {
          const found = header.$header.inputs[key];
          if (found !== undefined && found !== expected) {
            throw new InputError(`made from another ${key.replace(/_/g, ' ')} (${found}) than the run's (${expected}): not this run's ${this.options.kind ?? 'artifact'}`, { path: this.path, line: 1 });
          }
        }
        return undefined;
      }
      if (this.options.requireHeader) throw new InputError(`missing header: line 1 must be the {"$header": …} of ${this.kindName()}`, { path: this.path, line: 1 });
    }
    if (text.trim() === '') throw new InputError('empty line', { path: this.path, line: this.lineNo });
    return { value: parseNdjsonLine(text, this.schema, this.path, this.lineNo) };
  }
}

/** Bytes in → one validated record out per line, for `stream.pipeline` (see `NdjsonRecords`). */
export class NdjsonParser<T> extends Transform {
  private readonly records: NdjsonRecords<T>;

  constructor(path: string, schema: z.ZodType<T>, options: RecordOptions = {}) {
    super({ readableObjectMode: true, writableObjectMode: false });
    this.records = new NdjsonRecords(path, schema, options);
  }

  /** The line of the record emitted last (for errors found downstream). */
  get line(): number {
    return this.records.line;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      for (const record of this.records.take(chunk)) this.push(record);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      for (const record of this.records.end()) this.push(record);
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

/** Bytes per write the serialiser batches lines into (one write call per batch, not per line). */
const BATCH_BYTES = 64 * 1024;

/**
 * Records in → NDJSON text out: the header line first (unless `header: false`), then one
 * `JSON.stringify` line per record, batched. Counts what it wrote in `counter.records`.
 */
export function ndjsonText(options: WriterOptions, counter: { records: number } = { records: 0 }) {
  return async function* serialise(records: AsyncIterable<unknown>): AsyncGenerator<string> {
    let batch = options.header === false ? '' : `${JSON.stringify(makeHeader(options.kind, options.inputs))}\n`;
    for await (const record of records) {
      batch += `${jsonLine(record)}\n`;
      counter.records += 1;
      if (batch.length >= BATCH_BYTES) {
        yield batch;
        batch = '';
      }
    }
    if (batch !== '') yield batch;
  };
}

/**
 * The end of a pipeline that writes an artifact: a stream into an `AtomicFile` (a temp file
 * beside `path`). `commit()` (after the pipeline resolved) fsyncs and renames it into place;
 * `abort()` (after it failed) removes it, so the artifact at `path`, if any, is left exactly as
 * it was. A full disk fails the pipeline with a `DiskFullError` naming `path`, its temp file
 * already gone.
 */
export class AtomicFileSink {
  readonly stream: Writable;
  private readonly file: AtomicFile;

  constructor(readonly path: string) {
    const file = (this.file = new AtomicFile(path));
    this.stream = new Writable({
      // Batches are 64 KiB (ndjsonText): one synchronous write each, as NdjsonWriter does.
      write(chunk: Buffer, _encoding, done) {
        try {
          file.write(chunk);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    });
  }

  commit(): void {
    this.file.commit();
  }

  abort(): void {
    this.stream.destroy();
    this.file.discard();
  }
}

/**
 * A file's records one chunk at a time, through `records` (which the caller keeps, e.g. for
 * `records.line`): each chunk's records are a plain iterable, so a consumer that folds rows
 * awaits once per chunk, not once per row. The records before a bad line come first; leaving
 * the loop early closes the file.
 */
export async function* recordChunks<T>(path: string, records: NdjsonRecords<T>): AsyncGenerator<Iterable<T>> {
  requireArtifact(path);
  const source = createReadStream(path);
  try {
    for await (const chunk of source) yield records.take(chunk as Buffer);
    yield records.end();
  } finally {
    source.destroy();
  }
}

/**
 * The records of an artifact, one at a time, for a `for await` loop (`recordChunks` through
 * `NdjsonRecords`, the parser of `NdjsonParser`: same strictness and `path:line` errors as
 * `readNdjson`).
 */
export async function* streamNdjson<T>(path: string, schema: z.ZodType<T>, options: { kind?: string } = {}): AsyncGenerator<T> {
  for await (const rows of recordChunks(path, new NdjsonRecords(path, schema, options))) yield* rows;
}
