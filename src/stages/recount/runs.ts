import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { OptionError, StageError, UsageError } from '../../errors.ts';
import { readJson } from '../../io/ndjson.ts';
import { ManifestSchema, type Manifest } from '../../schemas/manifest.ts';
import { ARTIFACTS_DIR } from '../../infra/paths.ts';
import { fileSha256Async, PARQUET_FILE, verifyAssertions } from '../../infra/integrity.ts';

/** Where run folders live when `--runs` names a run rather than a path. */
export const RUNS_ROOT = join(ARTIFACTS_DIR, 'runs');

export interface RunFolder {
  /** The folder as resolved (absolute). */
  dir: string;
  manifest: Manifest;
  assertions: string;
  /** The sealed, verified assertions.parquet `liveui archive` wrote; readers prefer it. */
  parquet?: string;
}

/** A `--runs` value is a path when it contains a slash or names an existing folder; else a run id. */
export function resolveRunDir(value: string, cwd = process.cwd()): string {
  if (value.includes('/') || value.includes('\\') || value.startsWith('.')) return resolve(cwd, value);
  const local = resolve(cwd, value);
  if (existsSync(local) && statSync(local).isDirectory() && existsSync(join(local, 'manifest.json'))) return local;
  return resolve(cwd, RUNS_ROOT, value);
}

export interface LoadOptions {
  allowMismatch?: boolean;
  allowModified?: boolean;
  cwd?: string;
}

/**
 * Reads each run's manifest and checks the runs can be compared (warnings for allowed
 * mismatches). Nothing is verified yet: `parquet` is set where a sealed assertions.parquet is
 * present, as the copy to read once `verifyRuns` has vouched for it.
 */
export function openRuns(values: readonly string[], options: LoadOptions = {}): { runs: RunFolder[]; warnings: string[] } {
  if (values.length === 0) throw new OptionError('runs', 'needs at least one run');
  const runs = values.map((value) => loadRun(resolveRunDir(value, options.cwd)));
  const seen = new Map<string, string>();
  for (const run of runs) {
    const earlier = seen.get(run.manifest.run);
    if (earlier !== undefined) throw new UsageError(`run "${run.manifest.run}" is given twice (${earlier} and ${run.dir})`);
    seen.set(run.manifest.run, run.dir);
  }
  const warnings = checkTaskSets(runs, options.allowMismatch ?? false);
  // Parquet is read only when every run has a sealed copy: readers take one format for all runs,
  // and the NDJSON of a mix must be verified as the file that is read (not the run's Parquet).
  const sealed = runs.filter((run) => run.manifest.integrity?.artifacts[PARQUET_FILE] && existsSync(join(run.dir, PARQUET_FILE)) && statSync(join(run.dir, PARQUET_FILE)).isFile());
  if (sealed.length === runs.length) {
    for (const run of runs) run.parquet = join(run.dir, PARQUET_FILE);
  } else if (sealed.length > 0) {
    const names = (list: readonly RunFolder[]) => list.map((run) => run.manifest.run).join(', ');
    const bare = runs.filter((run) => !sealed.includes(run));
    warnings.push(`run(s) ${names(sealed)} have a sealed ${PARQUET_FILE} but ${names(bare)} do not: every run is read from assertions.ndjson (run \`liveui archive\` on all of them to read Parquet)`);
  }
  return { runs, warnings };
}

/**
 * Verifies the file each run will be read from, in run order; returns warnings. A sealed
 * Parquet copy by its hash; a changed one is an error, or with --allow-modified a warning, and
 * `parquet` is cleared so the NDJSON (verified here too) is read instead. An unsealed copy is
 * named and ignored. Else the NDJSON: its hash, or the strict row-by-row pass (path:line errors).
 * Hashes are read asynchronously, so a DuckDB scan started before runs on meanwhile; nothing
 * it counted may be used until this has resolved.
 */
export async function verifyRuns(runs: readonly RunFolder[], options: LoadOptions = {}): Promise<string[]> {
  const warnings: string[] = [];
  for (const run of runs) {
    const path = join(run.dir, PARQUET_FILE);
    if (!run.manifest.integrity?.artifacts[PARQUET_FILE] && existsSync(path)) {
      warnings.push(`${path}: not in the run's integrity record (ignored; ${basename(run.assertions)} is read instead — run \`liveui archive\` to seal it)`);
    }
  }
  // openRuns sets `parquet` on every run or on none. A changed copy (allowed) sends every run
  // back to its NDJSON, so every NDJSON is then verified: the files verified are the files read.
  let parquet = runs.length > 0 && runs.every((run) => run.parquet !== undefined);
  if (parquet) {
    for (const run of runs) {
      if (run.parquet === undefined) continue;
      if ((await fileSha256Async(run.parquet)) === run.manifest.integrity?.artifacts[PARQUET_FILE]?.sha256) continue;
      const message = `${run.parquet}: changed since \`liveui archive\` wrote it`;
      if (!options.allowModified) throw new StageError(`${message}; re-run \`liveui archive ${run.manifest.run}\`, or pass --allow-modified to read ${basename(run.assertions)} instead`, { code: 'E_INTEGRITY' });
      warnings.push(`${message} — every run's ${basename(run.assertions)} is read instead (--allow-modified)`);
      parquet = false;
    }
    if (parquet) return warnings;
    for (const run of runs) delete run.parquet;
  }
  for (const run of runs) warnings.push(...(await verifyAssertions(run.assertions, run.manifest, { allowModified: options.allowModified })));
  return warnings;
}

/**
 * The runs, read and verified before any reader (Node fold or DuckDB) counts a row: a sealed
 * Parquet copy by its hash (then it is what is read), else the NDJSON (hash, or the strict pass).
 */
export async function loadRuns(values: readonly string[], options: LoadOptions = {}): Promise<{ runs: RunFolder[]; warnings: string[] }> {
  const { runs, warnings } = openRuns(values, options);
  warnings.push(...(await verifyRuns(runs, options)));
  return { runs, warnings };
}

function loadRun(dir: string): RunFolder {
  if (!existsSync(dir)) throw new StageError(`run folder not found: ${dir}`);
  if (!statSync(dir).isDirectory()) throw new StageError(`${dir} is a file, not a run folder`);
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new StageError(`run folder ${dir} has no manifest.json (not a run folder, or the run never started)`);
  const manifest = readJson(manifestPath, ManifestSchema);
  const assertions = join(dir, 'assertions.ndjson');
  if (!existsSync(assertions)) {
    throw new StageError(`run folder ${dir} has no assertions.ndjson (run \`liveui check --run ${manifest.run}\` first)`);
  }
  return { dir, manifest, assertions };
}

function taskSetKey(manifest: Manifest): string {
  return `${manifest.task_set_hash}\u0000${[...manifest.tasks].sort().join('\u0000')}`;
}

/** Runs over different task sets are not comparable: refused unless explicitly allowed. */
function checkTaskSets(runs: readonly RunFolder[], allowMismatch: boolean): string[] {
  const first = runs[0];
  if (!first) return [];
  const reference = taskSetKey(first.manifest);
  const differing = runs.filter((run) => taskSetKey(run.manifest) !== reference);
  if (differing.length === 0) return [];
  const names = differing.map((run) => `${run.manifest.run} (${run.manifest.task_set_hash}, ${run.manifest.tasks.length} tasks)`);
  const message = `runs use different task sets: ${first.manifest.run} (${first.manifest.task_set_hash}, ${first.manifest.tasks.length} tasks) vs ${names.join(', ')}`;
  if (!allowMismatch) throw new StageError(`${message}; pass --allow-mismatch to compare them anyway`);
  return [`${message} (allowed by --allow-mismatch; union and paired tests use the tasks each run has)`];
}

/** The one provenance string of the runs, or null; differing provenances are joined. */
export function provenanceOf(manifests: readonly Manifest[]): string | null {
  const values = [...new Set(manifests.map((manifest) => manifest.provenance).filter((value): value is string => !!value))];
  return values.length === 0 ? null : values.join('; ');
}
