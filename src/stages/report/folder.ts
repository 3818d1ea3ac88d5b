import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { InputError, OptionError, StageError } from '../../errors.ts';
import { makeDir } from '../../io/fs.ts';
import { sha256 } from '../../io/hash.ts';
import { readJson, writeJsonAtomic } from '../../io/ndjson.ts';
import { ReportSchema, type Report } from '../../schemas/report.ts';
import { beforeSeals } from '../../infra/formats.ts';
import { renderReport, type RenderOptions } from './index.ts';

/**
 * A report folder is written whole or not at all: it is built in a hidden sibling folder and
 * swapped in by rename, so a kill leaves either the old report or the new one, never a mix.
 * `integrity.json` lists every file the report wrote with its sha256; readers (report, diff,
 * paper verify) check it, and an existing `--out` is replaced only when every file in it is one
 * the earlier report listed — never a folder that is not a liveui report, never a stranger's file.
 */
export const REPORT_INTEGRITY = 'integrity.json';

const ReportFilesSchema = z.object({ kind: z.literal('liveuibench.report-files/1'), files: z.record(z.string(), z.string()) });
type ReportFiles = z.infer<typeof ReportFilesSchema>;

function listFiles(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  }
  return out.sort();
}

/** Refuses an existing `out` folder unless it is empty or a liveui report holding only its own files. */
function checkReplaceable(target: string): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) throw new OptionError('out', `${target} exists and is not a folder`);
  const present = listFiles(target);
  if (present.length === 0) return;
  const record = join(target, REPORT_INTEGRITY);
  if (!existsSync(record)) {
    throw new OptionError('out', `${target} is not a liveui report folder (no ${REPORT_INTEGRITY}); refusing to replace it — choose another folder`);
  }
  const listed = new Set([...Object.keys(readJson(record, ReportFilesSchema).files), REPORT_INTEGRITY]);
  const foreign = present.filter((file) => !listed.has(file));
  if (foreign.length > 0) {
    throw new OptionError('out', `${target} holds ${foreign.length} file(s) the report did not write (${foreign.slice(0, 3).join(', ')}); move them away or choose another folder`);
  }
}

/** Renders a report into `out` atomically (temporary sibling + rename); returns the written paths. */
export async function writeReportFolder(report: Report, options: RenderOptions): Promise<string[]> {
  const target = resolve(options.out);
  checkReplaceable(target);
  makeDir(dirname(target), 'out');
  const staging = join(dirname(target), `.${basename(target)}.building-${process.pid}`);
  const old = join(dirname(target), `.${basename(target)}.old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    makeDir(staging, 'out');
    await renderReport(report, { ...options, out: staging });
    const files: ReportFiles = { kind: 'liveuibench.report-files/1', files: {} };
    for (const file of listFiles(staging)) files.files[file] = sha256(readFileSync(join(staging, file)));
    writeJsonAtomic(join(staging, REPORT_INTEGRITY), files);
    if (existsSync(target)) renameSync(target, old);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target) && existsSync(old)) renameSync(old, target);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
  return listFiles(target)
    .filter((file) => file !== REPORT_INTEGRITY)
    .map((file) => join(options.out, file));
}

/** The tool version of a report.json written before report folders were sealed, else undefined. */
function olderRelease(path: string): string | undefined {
  try {
    const version = (JSON.parse(readFileSync(path, 'utf8')) as { tool?: { version?: unknown } }).tool?.version;
    return typeof version === 'string' && beforeSeals(version) ? version : undefined;
  } catch {
    return undefined; // not JSON: the schema read below says where
  }
}

/**
 * Says what was given and what is expected when a folder is no report at all (no report.json):
 * a run folder gets the command that makes a report of it. `--allow-modified` cannot help here,
 * so it is not offered.
 */
function refuseNonReport(dir: string): void {
  if (existsSync(join(dir, 'report.json'))) return;
  const expected = 'expected a report folder (report.json and integrity.json, written by `liveui analyze`)';
  if (existsSync(join(dir, 'manifest.json')) || existsSync(join(dir, 'assertions.ndjson'))) {
    throw new InputError(`this is a run folder, ${expected}; make a report of the run first: liveui analyze --runs ${dir} --out reports/${basename(resolve(dir))}`, { path: dir });
  }
  throw new InputError(`no report.json here: ${expected}`, { path: dir });
}

/**
 * Reads `<dir>/report.json` after checking the folder against its integrity.json: a missing
 * record or a changed or missing file is an error (with `allowModified`, a printed warning).
 */
export function readReportFolder(dir: string, options: { allowModified?: boolean; warn?: (message: string) => void } = {}): Report {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new InputError('report folder not found', { path: dir });
  refuseNonReport(dir);
  const problems: string[] = [];
  const record = join(dir, REPORT_INTEGRITY);
  const older = existsSync(record) ? undefined : olderRelease(join(dir, 'report.json'));
  if (older !== undefined) {
    (options.warn ?? (() => undefined))(`${dir} was written by liveuibench ${older}, before report folders were sealed: read as it is; whether its files changed since cannot be verified`);
  } else if (!existsSync(record)) problems.push(`${dir} has no ${REPORT_INTEGRITY}: not a complete report written by \`liveui analyze\``);
  else {
    const { files } = readJson(record, ReportFilesSchema);
    if (!files['report.json']) problems.push(`${record} does not list report.json`);
    for (const [file, hash] of Object.entries(files)) {
      const path = join(dir, file);
      if (!existsSync(path)) problems.push(`${path} is missing (listed in ${REPORT_INTEGRITY})`);
      else if (sha256(readFileSync(path)) !== hash) problems.push(`${path} changed since \`liveui analyze\` wrote it`);
    }
  }
  if (problems.length > 0) {
    if (!options.allowModified) throw new StageError(`${problems.join('; ')}; pass --allow-modified to read it anyway`, { code: 'E_INTEGRITY' });
    for (const problem of problems) (options.warn ?? (() => undefined))(`${problem} — read anyway (--allow-modified)`);
  }
  return readJson(join(dir, 'report.json'), ReportSchema);
}
