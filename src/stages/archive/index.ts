import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { StageError } from '../../errors.ts';
import { Duck } from '../analyze/duck.ts';
import { checkWritten } from '../../io/disk.ts';
import { fileSha256, PARQUET_FILE, verifyAssertions } from '../../infra/integrity.ts';
import { runLock } from '../../infra/lock.ts';
import { readManifest, writeManifest } from '../../infra/manifest.ts';
import { resolveRunDir } from '../recount/runs.ts';

export interface ArchiveOptions {
  /** Run ids (under artifacts/runs) or run folders. */
  runs: readonly string[];
  cwd?: string;
}

export interface ArchivedRun {
  run: string;
  parquet: string;
  rows: number;
  sha256: string;
}

const CountSchema = z.object({ rows: z.number().int() });

/**
 * `liveui archive RUN…`: writes each run's assertions.parquet — every field of every row, in file
 * order — beside its assertions.ndjson and seals it in the manifest (sha256, rows), so analyze
 * and recount can read the columnar copy and still verify it. Only a sealed, unchanged NDJSON is
 * archived (no --allow-modified here: an archive must mirror what `check` wrote).
 */
export async function archive(options: ArchiveOptions): Promise<ArchivedRun[]> {
  const results: ArchivedRun[] = [];
  // One thread and insertion order kept: the same rows give the same Parquet bytes.
  await using duck = await Duck.open({ threads: 1, preserveOrder: true });
  for (const value of options.runs) {
    const dir = resolveRunDir(value, options.cwd);
    if (!existsSync(join(dir, 'manifest.json'))) throw new StageError(`run folder ${dir} has no manifest.json (not a run folder)`);
    using _lock = runLock(dir, 'archive');
    const manifest = readManifest(dir);
    const ndjson = join(dir, 'assertions.ndjson');
    if (!manifest.integrity) throw new StageError(`run "${manifest.run}" is not sealed (run \`liveui check --run ${manifest.run}\` first)`, { code: 'E_INTEGRITY' });
    await verifyAssertions(ndjson, manifest);
    const target = join(dir, PARQUET_FILE);
    const tmp = `${target}.${process.pid}.tmp`;
    const rows = manifest.integrity.artifacts['assertions.ndjson']?.rows ?? 0;
    try {
      await duck.exec('archive_rows', { file: ndjson });
      const [read] = await duck.query('archive_count', CountSchema);
      if (read?.rows !== rows) throw new StageError(`${ndjson}: DuckDB read ${read?.rows ?? 0} rows, the seal says ${rows}`);
      await duck.copyToParquet('archive_rows', tmp, target);
      // DuckDB wrote the file itself; the test hook of a full disk counts it as one write.
      checkWritten(tmp, target);
      renameSync(tmp, target);
    } finally {
      rmSync(tmp, { force: true });
    }
    const sha256 = fileSha256(target);
    writeManifest(dir, { ...manifest, integrity: { ...manifest.integrity, artifacts: { ...manifest.integrity.artifacts, [PARQUET_FILE]: { sha256, rows } } } });
    results.push({ run: manifest.run, parquet: target, rows, sha256: `sha256:${sha256}` });
  }
  return results;
}
