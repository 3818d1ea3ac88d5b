import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRun, type RunSpec } from '../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../__fixtures__/small.ts';
import { analyze } from '../analyze/index.ts';
import { computeReport } from '../analyze/compute.ts';
import { PARQUET_FILE, sealRun, assignedOfRows } from '../../infra/integrity.ts';
import { readManifest, writeManifest } from '../../infra/manifest.ts';
import { recount } from '../recount/index.ts';
import { archive } from './index.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { InputError } from '../../errors.ts';

/** The hand-built runs plus one of three trials (so pass@k goes through both readers). */
const RUNS: RunSpec[] = [...SMALL_RUNS, { run: 'trials', trials: 3, outcomes: [{ T1: { s1: 'fail' } }, {}, { T1: { s1: 'fail' }, T2: { v1: 'ep' } }] }];

let root: string;
let plain: string[];
let archived: string[];
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'liveui-archive-'));
  plain = RUNS.map((spec) => writeRun(join(root, 'plain'), spec, SMALL_TASKS));
  archived = RUNS.map((spec) => writeRun(join(root, 'archived'), spec, SMALL_TASKS));
  await archive({ runs: archived });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Damages a file in place: its middle byte inverted. */
function flipByte(file: string): void {
  const bytes = readFileSync(file);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  writeFileSync(file, bytes);
}

/** Takes the Parquet copy out of a run's seal (the file stays). */
function unseal(dir: string): void {
  const manifest = readManifest(dir);
  const artifacts = { ...manifest.integrity?.artifacts };
  delete artifacts[PARQUET_FILE];
  writeManifest(dir, { ...manifest, integrity: { ...manifest.integrity, artifacts } } as Manifest);
}

/** A copy of the archived runs under `name`, for one test to damage. */
function copyArchived(name: string): string[] {
  cpSync(join(root, 'archived'), join(root, name), { recursive: true });
  return archived.map((dir) => dir.replace(join(root, 'archived'), join(root, name)));
}

describe('liveui archive: a sealed Parquet copy read with identical results', () => {
  it('writes assertions.parquet, seals it in the manifest, and the same rows give the same bytes', async () => {
    const manifest = readManifest(archived[0]!);
    const sealed = manifest.integrity?.artifacts[PARQUET_FILE];
    expect(sealed?.rows).toBe(manifest.integrity?.artifacts['assertions.ndjson']?.rows);
    const again = await archive({ runs: [archived[0]!] });
    expect(again[0]?.sha256).toBe(`sha256:${sealed?.sha256}`);
  });

  it('analyze writes a byte-identical report.json from Parquet and from NDJSON', async () => {
    await analyze({ runs: plain, out: join(root, 'report-ndjson') });
    await analyze({ runs: archived, out: join(root, 'report-parquet') });
    const fromNdjson = readFileSync(join(root, 'report-ndjson', 'report.json'), 'utf8');
    const fromParquet = readFileSync(join(root, 'report-parquet', 'report.json'), 'utf8');
    expect(fromParquet).toBe(fromNdjson);
    const report = JSON.parse(fromParquet) as { runs: { run: string; pass_k: unknown }[] };
    expect(report.runs.map((run) => run.run)).toEqual(RUNS.map((spec) => spec.run));
    expect(report.runs.at(-1)?.pass_k).toHaveLength(3);
  });

  it('recount gives the same numbers from Parquet (DuckDB) as from NDJSON (the Node fold)', async () => {
    expect(await recount({ runs: archived })).toEqual(await recount({ runs: plain }));
  });

  it('reads the Parquet copy, not the NDJSON, once archived (a later NDJSON edit does not change numbers)', async () => {
    const dirs = copyArchived('ndjson-edited');
    const file = join(dirs[0]!, 'assertions.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('"passed":false', '"passed":true'));
    expect(await recount({ runs: dirs })).toEqual(await recount({ runs: plain }));
  });

  it('refuses a changed Parquet file unless --allow-modified, which reads the NDJSON and says so', async () => {
    const dirs = copyArchived('parquet-changed');
    const file = join(dirs[1]!, PARQUET_FILE);
    flipByte(file);
    await expect(recount({ runs: dirs })).rejects.toThrow(`${file}: changed since \`liveui archive\` wrote it`);
    const allowed = await recount({ runs: dirs, allowModified: true });
    expect(allowed.warnings.join('\n')).toContain(`${file}: changed since`);
    expect(allowed.runs).toEqual((await recount({ runs: plain })).runs);
  });

  it('analyze, which scans while it verifies, refuses a changed Parquet file too, and with --allow-modified counts the NDJSON', async () => {
    const dirs = copyArchived('parquet-changed-analyze');
    const file = join(dirs[2]!, PARQUET_FILE);
    flipByte(file);
    await expect(computeReport({ runs: dirs })).rejects.toThrow(`${file}: changed since \`liveui archive\` wrote it`);
    const allowed = await computeReport({ runs: dirs, allowModified: true });
    expect(allowed.warnings.join('\n')).toContain(`${file}: changed since`);
    const { warnings: _warnings, ...counted } = allowed;
    const { warnings: _plainWarnings, ...expected } = await computeReport({ runs: plain });
    expect(counted).toEqual(expected);
  });

  it('reads and verifies every NDJSON when only some runs are archived (an edited NDJSON of an archived run is refused)', async () => {
    const dirs = copyArchived('mixed');
    unseal(dirs[1]!);
    rmSync(join(dirs[1]!, PARQUET_FILE));
    const mixed = await recount({ runs: dirs });
    expect(mixed.warnings.join('\n')).toContain(`do not: every run is read from assertions.ndjson`);
    expect(mixed.runs).toEqual((await recount({ runs: plain })).runs);
    const file = join(dirs[0]!, 'assertions.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"passed":false', '"passed":true'));
    await expect(recount({ runs: dirs })).rejects.toThrow(`${file}: changed since`);
    await expect(computeReport({ runs: dirs })).rejects.toThrow(`${file}: changed since`);
  });

  it('with --allow-modified, a changed Parquet copy sends every run to its NDJSON, and each NDJSON is verified', async () => {
    const dirs = copyArchived('parquet-changed-mix');
    const parquet = join(dirs[1]!, PARQUET_FILE);
    flipByte(parquet);
    const file = join(dirs[0]!, 'assertions.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"passed":false', '"passed":true'));
    for (const counted of [await recount({ runs: dirs, allowModified: true }), await computeReport({ runs: dirs, allowModified: true })]) {
      const warnings = counted.warnings.join('\n');
      expect(warnings).toContain(`${parquet}: changed since`);
      expect(warnings).toContain(`${file}: changed since \`liveui check\` sealed it`);
    }
  });

  it('with --allow-modified, a changed row DuckDB cannot read (a duplicate key) is the input\'s error, not a crash', async () => {
    cpSync(join(root, 'plain'), join(root, 'plain-duplicate'), { recursive: true });
    const dirs = plain.map((dir) => dir.replace(join(root, 'plain'), join(root, 'plain-duplicate')));
    const file = join(dirs[0]!, 'assertions.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"passed":false', '"passed":false,"passed":false'));
    await expect(computeReport({ runs: dirs })).rejects.toThrow(`${file}: changed since`);
    await expect(computeReport({ runs: dirs, allowModified: true })).rejects.toThrow(InputError);
  });

  it('ignores an unsealed Parquet file with a warning and reads the NDJSON', async () => {
    const dirs = copyArchived('parquet-unsealed');
    unseal(dirs[0]!);
    const counted = await recount({ runs: dirs });
    expect(counted.warnings.join('\n')).toContain('not in the run\'s integrity record (ignored');
    expect(counted.runs).toEqual((await recount({ runs: plain })).runs);
  });

  it('refuses to archive an NDJSON changed since check sealed it', async () => {
    const dirs = copyArchived('archive-refused');
    const file = join(dirs[0]!, 'assertions.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"passed":false', '"passed":true'));
    await expect(archive({ runs: [dirs[0]!] })).rejects.toThrow(`${file}: changed since`);
  });

  it('a new seal (check run again) removes the stale Parquet copy', () => {
    const dirs = copyArchived('resealed');
    const manifest = readManifest(dirs[0]!);
    const rows = readNdjson(join(dirs[0]!, 'assertions.ndjson'), AssertionRowSchema).records;
    const sealed = sealRun(dirs[0]!, manifest, assignedOfRows(rows));
    expect(sealed.integrity?.artifacts[PARQUET_FILE]).toBeUndefined();
    expect(() => readFileSync(join(dirs[0]!, PARQUET_FILE))).toThrow(/ENOENT/);
  });
});
