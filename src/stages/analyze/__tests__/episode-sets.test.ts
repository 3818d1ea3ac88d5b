import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNdjson, writeJsonAtomic, writeNdjson } from '../../../io/ndjson.ts';
import { AssertionRowSchema } from '../../../schemas/assertions.ts';
import { ManifestSchema } from '../../../schemas/manifest.ts';
import { writeRun } from '../../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../../__fixtures__/small.ts';
import { assignedOfRows, sealRun } from '../../../infra/integrity.ts';
import { loadRuns } from '../../recount/runs.ts';
import { computeReport } from '../compute.ts';
import { Duck } from '../duck.ts';
import { chunksOf, loadEpisodes, runParams } from '../load.ts';

/**
 * evaluations.sql carries episode facts as bit sets over episode_index (0…62); beyond that the
 * loader folds episode by episode (evaluations_by_episode.sql). The two must agree: the same
 * archive with every episode_index moved past 62 (order kept) must give the same report.
 */

let root: string;
let plain: string[];
let shifted: string[];

/** A sealed copy of a run whose rows have episode_index + `by`. */
function shiftedCopy(dir: string, into: string, by: number): string {
  const out = join(into, dir.split('/').pop() ?? 'run');
  mkdirSync(out, { recursive: true });
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  const rows = readNdjson(join(dir, 'assertions.ndjson'), AssertionRowSchema).records.map((row) => ({ ...row, episode_index: row.episode_index + by }));
  const { integrity: _integrity, ...unsealed } = manifest;
  writeJsonAtomic(join(out, 'manifest.json'), unsealed);
  writeNdjson(join(out, 'assertions.ndjson'), rows, { kind: 'assertions' });
  sealRun(out, unsealed, assignedOfRows(rows));
  return out;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'liveui-episode-sets-'));
  plain = SMALL_RUNS.map((spec) => writeRun(join(root, 'plain'), spec, SMALL_TASKS));
  shifted = plain.map((dir) => shiftedCopy(dir, join(root, 'shifted'), 70));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function highestIndex(dirs: readonly string[]): Promise<number> {
  await using duck = await Duck.open();
  await loadEpisodes(duck, (await loadRuns(dirs)).runs);
  return Number(await duck.scalar('SELECT max(max_index) FROM evaluations'));
}

/** The loaded tables, whole and in a fixed order, for comparing two loads. */
async function loaded(dirs: readonly string[], chunkRows?: number): Promise<{ evaluations: unknown[]; words: unknown[]; statements: number }> {
  await using duck = await Duck.open();
  const { runs } = await loadRuns(dirs);
  await loadEpisodes(duck, runs, chunkRows);
  await duck.exec('task_words', runParams(runs));
  // Each table as one JSON list of its rows (a table alias is its row as a struct).
  const table = async (name: string, order: string) => JSON.parse(String(await duck.scalar(`SELECT CAST(to_json(list(t ORDER BY ${order})) AS VARCHAR) FROM ${name} AS t`))) as unknown[];
  return {
    evaluations: await table('evaluations', 't.pos, t.trial, t.task'),
    words: await table('task_words', 't.pos, t.word'),
    statements: chunkRows === undefined ? 1 : chunksOf(runs, (run) => run.manifest.integrity?.artifacts['assertions.ndjson']?.rows ?? 0, chunkRows).length,
  };
}

describe('the loader in chunks of files', () => {
  it.each([['bit sets', () => plain], ['per-episode fallback', () => shifted]] as const)(
    'gives the same tables run by run as in one statement (%s)',
    async (_, dirs) => {
      const whole = await loaded(dirs());
      const byRun = await loaded(dirs(), 1);
      // Not vacuous: one statement per run, appending to the table the first made.
      expect(byRun.statements).toBe(dirs().length);
      expect(byRun.statements).toBeGreaterThan(1);
      expect(byRun.evaluations).toEqual(whole.evaluations);
      expect(byRun.words).toEqual(whole.words);
      expect(whole.evaluations.length).toBeGreaterThan(0);
    },
  );
});

describe('episode bit sets and the per-episode fallback', () => {
  it('give the same report (first failure, joint table, recounts, contracts, outcomes)', async () => {
    expect(await highestIndex(plain)).toBeLessThanOrEqual(62);
    expect(await highestIndex(shifted)).toBeGreaterThan(62);
    const a = await computeReport({ runs: plain });
    const b = await computeReport({ runs: shifted });
    expect(b.first_failure).toEqual(a.first_failure);
    expect(b.joint).toEqual(a.joint);
    expect(b.runs).toEqual(a.runs);
    expect(b.contracts).toEqual(a.contracts);
    expect(b.evaluations).toEqual(a.evaluations);
    expect(b.union).toEqual(a.union);
    expect(b.mcnemar).toEqual(a.mcnemar);
    // Not vacuous: the archive has failures of every kind the classification tells apart.
    expect(a.first_failure.flatMap((run) => run.cells.map((cell) => cell.group))).toEqual(expect.arrayContaining(['success', 'generation_error', 'episode_error', 'joint', 'service_only', 'visible_only', 'residual']));
  });
});
