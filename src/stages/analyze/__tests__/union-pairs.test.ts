import { DuckDBInstance, listValue, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIR_TIE_CAP } from '../analyses.ts';
import { sqlText } from '../duck.ts';

// union_pairs.sql packs solved tasks into 64-bit words and prunes pairs by a size bound; this
// checks it against the definition (every pair, set union) on random archives of every shape:
// none solved, all solved, a task set wider than one word, runs with no rows, later trials.

let instance: DuckDBInstance;
let connection: DuckDBConnection;
beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  connection = await instance.connect();
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

interface Row { pos: number; trial: number; task: string; passed: boolean }

function archive(seed: number, runs: number, tasks: number, rate: number): Row[] {
  const next = random(seed);
  const rows: Row[] = [];
  for (let pos = 1; pos <= runs; pos += 1) {
    if (next() < 0.1) continue; // a run with no rows at all
    const skill = rate < 0 ? next() : rate;
    for (let t = 0; t < tasks; t += 1) {
      const task = `task-${String(t).padStart(3, '0')}`;
      rows.push({ pos, trial: 0, task, passed: next() < skill });
      if (next() < 0.2) rows.push({ pos, trial: 1, task, passed: true }); // later trials never count
    }
  }
  return rows;
}

/** The definition: |A ∪ B| of the trial-0 solved sets, every pair i < j, ties in run order. */
function bruteForce(rows: readonly Row[], runs: number): { a: string; b: string; size: number; tie_count: number }[] {
  const solved = Array.from({ length: runs + 1 }, () => new Set<string>());
  for (const row of rows) if (row.trial === 0 && row.passed) solved[row.pos]!.add(row.task);
  const pairs: { i: number; j: number; size: number }[] = [];
  for (let i = 1; i <= runs; i += 1) {
    for (let j = i + 1; j <= runs; j += 1) pairs.push({ i, j, size: new Set([...solved[i]!, ...solved[j]!]).size });
  }
  const best = Math.max(...pairs.map((pair) => pair.size));
  const ties = pairs.filter((pair) => pair.size === best);
  return ties.slice(0, PAIR_TIE_CAP).map((pair) => ({ a: `run${pair.i}`, b: `run${pair.j}`, size: best, tie_count: ties.length }));
}

async function unionPairs(rows: readonly Row[], runs: number): Promise<unknown[]> {
  await connection.run('CREATE OR REPLACE TABLE evaluations (pos INTEGER, trial INTEGER, task VARCHAR, passed BOOLEAN)');
  const appender = await connection.createAppender('evaluations');
  for (const row of rows) {
    appender.appendInteger(row.pos);
    appender.appendInteger(row.trial);
    appender.appendVarchar(row.task);
    appender.appendBoolean(row.passed);
    appender.endRow();
  }
  appender.closeSync();
  const params = { runs: listValue(Array.from({ length: runs }, (_, index) => `run${index + 1}`)), run_count: runs, cap: PAIR_TIE_CAP };
  const reader = await connection.runAndReadAll(sqlText('union_pairs'), params);
  return reader.getRowObjectsJS();
}

describe('union_pairs.sql', () => {
  const shapes: [runs: number, tasks: number, rate: number][] = [
    [2, 5, 0.5],
    [3, 1, 1],
    [8, 70, -1],
    [12, 130, 0.9],
    [25, 40, 0.05],
    [30, 10, 0],
    [30, 200, 1],
    [40, 150, -1],
  ];
  it.each(shapes.flatMap((shape, index) => [0, 1, 2].map((k) => [...shape, 100 * index + k] as const)))(
    '%i runs × %i tasks (solve rate %f, seed %i) give the pairs of the definition',
    async (runs, tasks, rate, seed) => {
      const rows = archive(seed, runs, tasks, rate);
      expect(await unionPairs(rows, runs)).toEqual(bruteForce(rows, runs));
    },
  );
});
