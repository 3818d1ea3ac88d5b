import { DuckDBInstance, listValue, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIR_TIE_CAP } from '../analyses.ts';
import { sqlText } from '../duck.ts';

// The pair analyses count over 64-bit task words (task_words.sql): union_pairs.sql also prunes
// pairs by a size bound. These check both against their definitions (set union; paired trial-0
// outcomes on the tasks both runs evaluated) on random archives of every shape: none solved,
// all solved, a task set wider than one word, runs with no rows, runs missing some tasks, later
// trials.

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
      if (next() < 0.05) continue; // a task this run did not evaluate
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

/** The definition: every pair i < j on the tasks both evaluated at trial 0, as four cells. */
function mcnemarCounts(rows: readonly Row[], runs: number): Record<string, unknown>[] {
  const outcome = Array.from({ length: runs + 1 }, () => new Map<string, boolean>());
  for (const row of rows) if (row.trial === 0) outcome[row.pos]!.set(row.task, row.passed);
  const result: Record<string, unknown>[] = [];
  for (let i = 1; i <= runs; i += 1) {
    for (let j = i + 1; j <= runs; j += 1) {
      const cells = { tasks: 0, both_pass: 0, a_only: 0, b_only: 0, both_fail: 0 };
      for (const [task, a] of outcome[i]!) {
        const b = outcome[j]!.get(task);
        if (b === undefined) continue;
        cells.tasks += 1;
        if (a && b) cells.both_pass += 1;
        else if (a) cells.a_only += 1;
        else if (b) cells.b_only += 1;
        else cells.both_fail += 1;
      }
      result.push({ a: `run${i}`, b: `run${j}`, ...cells });
    }
  }
  return result;
}

async function load(rows: readonly Row[], runs: number): Promise<Record<string, unknown>> {
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
  const ids = listValue(Array.from({ length: runs }, (_, index) => `run${index + 1}`));
  await connection.run(sqlText('task_words'), { runs: ids });
  return { runs: ids };
}

async function unionPairs(rows: readonly Row[], runs: number): Promise<unknown[]> {
  const params = { ...(await load(rows, runs)), cap: PAIR_TIE_CAP };
  return (await connection.runAndReadAll(sqlText('union_pairs'), params)).getRowObjectsJS();
}

async function mcnemar(rows: readonly Row[], runs: number): Promise<unknown[]> {
  const left: number[] = [];
  const right: number[] = [];
  for (let i = 1; i <= runs; i += 1) {
    for (let j = i + 1; j <= runs; j += 1) {
      left.push(i);
      right.push(j);
    }
  }
  const params = { ...(await load(rows, runs)), left: listValue(left), right: listValue(right) };
  return (await connection.runAndReadAll(sqlText('mcnemar'), params)).getRowObjectsJS();
}

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
const cases = shapes.flatMap((shape, index) => [0, 1, 2].map((k) => [...shape, 100 * index + k] as const));

describe('union_pairs.sql', () => {
  it.each(cases)('%i runs × %i tasks (solve rate %f, seed %i) give the pairs of the definition', async (runs, tasks, rate, seed) => {
    const rows = archive(seed, runs, tasks, rate);
    expect(await unionPairs(rows, runs)).toEqual(bruteForce(rows, runs));
  });
});

describe('mcnemar.sql', () => {
  it.each(cases)('%i runs × %i tasks (solve rate %f, seed %i) give the paired counts of the definition', async (runs, tasks, rate, seed) => {
    const rows = archive(seed, runs, tasks, rate);
    expect(await mcnemar(rows, runs)).toEqual(mcnemarCounts(rows, runs));
  });
});
