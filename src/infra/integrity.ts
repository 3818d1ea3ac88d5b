import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createHash, type Hash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { InputError, StageError } from '../errors.ts';
import { readJson, requireArtifact, writeJsonAtomic as writeFileSyncAtomic } from '../io/ndjson.ts';
import { writeFileAtomic } from '../io/disk.ts';
import { MAX_LINE_BYTES } from '../io/ndjson-stream.ts';
import { HeaderSchema } from '../schemas/header.ts';
import { beforeSeals } from './formats.ts';
import { AssertionRowSchema } from '../schemas/assertions.ts';
import { AssignedSchema, type Assigned, type Integrity, type Manifest } from '../schemas/manifest.ts';

/**
 * Archive integrity. `check` seals a run: the sha256 and row count of each artifact and, per
 * task, the assertion ids it assigned (`assigned.json`, itself sealed). Every reader of
 * assertions (recount, analyze) first verifies the file here: a file whose sha256 is the sealed
 * one is exactly what `check` wrote and needs nothing more (a streaming hash, ~1 GB/s); any other
 * file gets one strict pass, so an edited, cut, duplicated or foreign row is an error naming
 * `file:line`, never a silently different number.
 */

/** The artifacts a run seals (those present when `check` finishes). */
export const SEALED_ARTIFACTS = ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson'] as const;

/** sha256 and data rows (lines after the header) of an NDJSON artifact, read in 1 MiB chunks (bounded memory for any size). */
export function fingerprint(path: string): { sha256: string; rows: number } {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(path, 'r');
  let lines = 0;
  let size = 0;
  let last = 10;
  let headed = false;
  try {
    for (let read = readSync(fd, buffer, 0, buffer.length, null); read > 0; read = readSync(fd, buffer, 0, buffer.length, null)) {
      const chunk = buffer.subarray(0, read);
      if (size === 0) headed = chunk.subarray(0, 10).toString('utf8') === '{"$header"';
      hash.update(chunk);
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
      last = chunk[read - 1] ?? 10;
      size += read;
    }
  } finally {
    closeSync(fd);
  }
  if (size > 0 && last !== 10) lines += 1;
  return { sha256: hash.digest('hex'), rows: Math.max(0, lines - (headed ? 1 : 0)) };
}

/** The columnar copy `liveui archive` writes beside assertions.ndjson. */
export const PARQUET_FILE = 'assertions.parquet';

/** The side file holding the sealed per-task assertion ids (kept out of manifest.json so reading a manifest stays cheap). */
export const ASSIGNED_FILE = 'assigned.json';

/** sha256 of a file, read in 1 MiB chunks (bounded memory for any size). */
export function fileSha256(path: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let read = readSync(fd, buffer, 0, buffer.length, null); read > 0; read = readSync(fd, buffer, 0, buffer.length, null)) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * sha256 of a file like `fileSha256`, but reading asynchronously: the event loop keeps turning
 * between chunks, so work waiting on it (a DuckDB scan started before) goes on meanwhile.
 */
export async function fileSha256Async(path: string): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const handle = await open(path, 'r');
  try {
    for (let { bytesRead } = await handle.read(buffer, 0, buffer.length, null); bytesRead > 0; { bytesRead } = await handle.read(buffer, 0, buffer.length, null)) {
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/**
 * The integrity record of a run folder as it is now. Writes `assigned.json` (compact JSON) and
 * seals it with the artifacts; an archived `assertions.parquet` older than this seal is removed,
 * since it no longer mirrors the assertions (re-run `liveui archive`).
 */
export function sealOf(dir: string, assigned: Assigned): Integrity {
  const artifacts: Integrity['artifacts'] = {};
  for (const name of SEALED_ARTIFACTS) {
    const path = `${dir}/${name}`;
    if (existsSync(path)) artifacts[name] = fingerprint(path);
  }
  const assignedPath = join(dir, ASSIGNED_FILE);
  writeFileAtomic(assignedPath, `${JSON.stringify(assigned)}\n`);
  artifacts[ASSIGNED_FILE] = { sha256: fileSha256(assignedPath), rows: Object.keys(assigned).length };
  rmSync(join(dir, PARQUET_FILE), { force: true });
  return { artifacts };
}

/** The sealed assigned ids of a run: inline (older seals) or from its verified `assigned.json`. */
export function readAssigned(dir: string, integrity: Integrity): Assigned {
  if (integrity.assigned) return integrity.assigned;
  const path = join(dir, ASSIGNED_FILE);
  const sealed = integrity.artifacts[ASSIGNED_FILE];
  if (!sealed || !existsSync(path)) throw new StageError(`${path}: missing (the run's seal lists the assigned assertions there); re-run \`liveui check\``, { code: 'E_INTEGRITY' });
  if (fileSha256(path) !== sealed.sha256) throw new StageError(`${path}: changed since \`liveui check\` sealed it; re-run \`liveui check\``, { code: 'E_INTEGRITY' });
  return readJson(path, AssignedSchema);
}

export interface VerifyOptions {
  /** Downgrade a changed hash (and a missing seal) to a warning. Structural problems stay errors. */
  allowModified?: boolean;
}

// Unknown fields are found by counting keys (cheaper than zod's strict mode, which doubles the cost).
const ROW_FIELDS: ReadonlySet<string> = new Set(Object.keys(AssertionRowSchema.shape));

function reason(issue: { message: string; path: PropertyKey[] } | undefined): string {
  if (!issue) return 'invalid record';
  return `${issue.message}${issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : ''}`;
}

/**
 * Verifies one run's assertions.ndjson against its manifest: a header of kind "assertions" on
 * line 1 and nowhere else, every row a well-formed assertion row with no unknown fields, of this
 * run, of a task of the manifest, a trial in range, an assigned assertion, once; no assigned
 * assertion missing; the file's hash as sealed. Returns warnings (allowed modifications).
 */
export async function verifyAssertions(path: string, manifest: Manifest, options: VerifyOptions = {}): Promise<string[]> {
  requireArtifact(path);
  const sealed = manifest.integrity?.artifacts[basename(path)];
  // The fast path: byte for byte what `check` wrote (and validated while writing). The hash is
  // read asynchronously, so a DuckDB scan started before goes on meanwhile (analyze).
  if (sealed && (await fileSha256Async(path)) === sealed.sha256) return [];
  return verifyStrictly(path, manifest, options);
}

/**
 * The lines of a file (without their newlines; a final newline ends the file cleanly), read in
 * 1 MiB chunks with every byte fed to `hash`: the strict pass holds one line, not the file (a
 * changed file over 512 MB did not fit in one string). Lines are cut at the newline byte and
 * decoded strictly one by one, so invalid UTF-8 is an error at its line (DuckDB refuses it too;
 * a lenient decoder would have read U+FFFD). A line is bounded like the stream parser's.
 */
export function* fileLines(path: string, hash: Hash): Generator<string> {
  const fd = openSync(path, 'r');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let parts: Buffer[] = [];
  let size = 0;
  let line = 0;
  const text = (bytes: Uint8Array): string => {
    try {
      return strict.decode(bytes);
    } catch {
      throw new InputError('not valid UTF-8', { path, line });
    }
  };
  try {
    for (let read = readSync(fd, buffer, 0, buffer.length, null); read > 0; read = readSync(fd, buffer, 0, buffer.length, null)) {
      const chunk = buffer.subarray(0, read);
      hash.update(chunk);
      let start = 0;
      for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
        line += 1;
        const piece = chunk.subarray(start, end);
        yield text(parts.length > 0 ? Buffer.concat([...parts, piece]) : piece);
        parts = [];
        size = 0;
        start = end + 1;
      }
      // The buffer is reused by the next read: the unfinished line is copied out.
      if (start < read) {
        parts.push(Buffer.from(chunk.subarray(start)));
        size += read - start;
      }
      if (size > MAX_LINE_BYTES) throw new InputError(`line longer than ${MAX_LINE_BYTES} bytes`, { path, line: line + 1 });
    }
    if (size > 0) {
      line += 1;
      yield text(Buffer.concat(parts));
    }
  } finally {
    closeSync(fd);
  }
}

/** The strict pass: every line parsed and checked against the manifest and the seal. */
function verifyStrictly(path: string, manifest: Manifest, options: VerifyOptions): string[] {
  const warnings: string[] = [];
  const hashing = createHash('sha256');
  const integrity = manifest.integrity;
  const assigned = new Map<string, Set<string>>();
  for (const [task, pairs] of Object.entries(integrity ? readAssigned(dirname(path), integrity) : {})) assigned.set(task, new Set(pairs.map(([episode, assertion, twin]) => pairKey(episode, assertion, twin))));
  const tasks = new Set(manifest.tasks);
  const seen = new Map<string, number>();
  let line = 0;
  let versionNote: string | undefined;
  let headerVersion: string | undefined;
  for (const raw of fileLines(path, hashing)) {
    line += 1;
    if (raw.trim() === '') throw new InputError('empty line', { path, line });
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new InputError(`not valid JSON (${(error as Error).message})`, { path, line });
    }
    const isHeader = value !== null && typeof value === 'object' && '$header' in value;
    if (line === 1) {
      if (!isHeader) throw new InputError('missing header: line 1 must be the {"$header": …} of an "assertions" artifact', { path, line });
      const header = HeaderSchema.safeParse(value);
      if (!header.success) throw new InputError(`bad header: ${reason(header.error.issues[0])}`, { path, line });
      if (header.data.$header.kind !== 'assertions') throw new InputError(`expected an "assertions" artifact, found "${header.data.$header.kind}"`, { path, line });
      // Only worth saying when the seal cannot vouch for the file (no seal, or a changed hash).
      headerVersion = header.data.$header.version;
      if (header.data.$header.version !== manifest.version) versionNote = `${path}: written by liveuibench ${header.data.$header.version}, the run's manifest by ${manifest.version}`;
      continue;
    }
    if (isHeader) throw new InputError('a second header (only line 1 may be a header)', { path, line });
    const parsed = AssertionRowSchema.safeParse(value);
    if (!parsed.success) throw new InputError(reason(parsed.error.issues[0]), { path, line });
    // `variant` is the one optional field (twins on): a row without it has one field fewer.
    if (Object.keys(value as object).length !== ROW_FIELDS.size - ('variant' in (value as object) ? 0 : 1)) {
      const unknown = Object.keys(value as object).find((key) => !ROW_FIELDS.has(key));
      if (unknown !== undefined) throw new InputError(`unknown field "${unknown}" (not part of an assertion row)`, { path, line });
    }
    const row = parsed.data;
    if (row.run !== manifest.run) throw new InputError(`row belongs to run "${row.run}" but the folder's manifest is run "${manifest.run}"`, { path, line });
    if (!tasks.has(row.task)) throw new InputError(`row of task "${row.task}", which is not a task of run "${manifest.run}"`, { path, line });
    if (row.trial >= manifest.trials) throw new InputError(`trial ${row.trial} is out of range: run "${manifest.run}" has ${manifest.trials} trial(s) (0…${manifest.trials - 1})`, { path, line });
    const pair = pairKey(row.episode, row.assertion, row.variant === 'twin' ? 'twin' : undefined);
    const ids = assigned.get(row.task);
    const of = row.variant === 'twin' ? ' (twin)' : '';
    if (integrity && !ids?.has(pair)) throw new InputError(`assertion "${row.assertion}"${of} of episode "${row.episode}" was not assigned to task "${row.task}"`, { path, line });
    const key = `${row.task}\u0000${row.trial}\u0000${pair}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new InputError(`duplicate row: task "${row.task}" trial ${row.trial} assertion "${row.assertion}"${of} is also on line ${earlier}`, { path, line });
    seen.set(key, line);
  }
  if (line === 0) throw new InputError('empty file: missing header', { path, line: 1 });
  if (!integrity && headerVersion !== undefined && beforeSeals(headerVersion) && beforeSeals(manifest.version)) {
    // Written by a release that sealed nothing: every row was checked above; only completeness
    // and changes since cannot be told.
    warnings.push(`run "${manifest.run}" was written by liveuibench ${headerVersion}, before runs were sealed: its rows are read as they are (each checked); whether any is missing or changed since cannot be verified`);
    return warnings;
  }
  if (!integrity) {
    const message = `run "${manifest.run}" has no integrity record (its manifest was not sealed by \`liveui check\`): rows cannot be checked for completeness or changes`;
    if (!options.allowModified) throw new StageError(`${message}; re-run \`liveui check --run ${manifest.run}\`, or pass --allow-modified to use it anyway`, { code: 'E_INTEGRITY' });
    warnings.push(message);
    if (versionNote) warnings.push(versionNote);
    return warnings;
  }
  let missing = 0;
  let first: string | undefined;
  for (const task of manifest.tasks) {
    for (let trial = 0; trial < manifest.trials; trial += 1) {
      for (const pair of assigned.get(task) ?? []) {
        if (seen.has(`${task}\u0000${trial}\u0000${pair}`)) continue;
        missing += 1;
        first ??= `task "${task}" trial ${trial} assertion "${pair.split('\u0000')[1]}"${pair.endsWith('\u0000twin') ? ' (twin)' : ''}`;
      }
    }
  }
  if (missing > 0) throw new InputError(`${missing} assigned assertion row(s) are missing (first: ${first}); the file was cut or edited`, { path, line: line + 1 });
  const sealed = integrity.artifacts[basename(path)];
  const hash = hashing.digest('hex');
  if (!sealed) {
    const message = `${path}: not in the run's integrity record`;
    if (!options.allowModified) throw new StageError(`${message}; pass --allow-modified to use it anyway`, { code: 'E_INTEGRITY' });
    warnings.push(message);
  } else if (sealed.sha256 !== hash) {
    const message = `${path}: changed since \`liveui check\` sealed it (sha256 ${hash.slice(0, 12)}…, sealed ${sealed.sha256.slice(0, 12)}…)`;
    if (!options.allowModified) throw new StageError(`${message}; pass --allow-modified to use it anyway`, { code: 'E_INTEGRITY' });
    warnings.push(`${message} — used anyway (--allow-modified)`);
    if (versionNote) warnings.push(versionNote);
  }
  return warnings;
}

/** The key of an assigned pair; a twin's pairs are apart from the base's. */
function pairKey(episode: string, assertion: string, twin: 'twin' | undefined): string {
  return `${episode}\u0000${assertion}${twin ? '\u0000twin' : ''}`;
}

/** Per task, the [episode, assertion] pairs that occur in rows (for archives built without task files). */
export function assignedOfRows(rows: Iterable<{ task: string; episode: string; assertion: string; variant?: 'base' | 'twin' }>): Assigned {
  const byTask = new Map<string, Map<string, Assigned[string][number]>>();
  for (const row of rows) {
    let pairs = byTask.get(row.task);
    if (!pairs) byTask.set(row.task, (pairs = new Map()));
    const twin = row.variant === 'twin' ? 'twin' : undefined;
    pairs.set(pairKey(row.episode, row.assertion, twin), twin ? [row.episode, row.assertion, twin] : [row.episode, row.assertion]);
  }
  return Object.fromEntries([...byTask].map(([task, pairs]) => [task, [...pairs.values()]]));
}

/** Seals a run folder whose artifacts are all written (`check`, the paper build, test archives). */
export function sealRun(dir: string, manifest: Manifest, assigned: Assigned): Manifest {
  const sealed = { ...manifest, integrity: sealOf(dir, assigned) };
  writeFileSyncAtomic(`${dir}/manifest.json`, sealed);
  return sealed;
}
