import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InternalError, StageError } from '../../errors.ts';
import { generate } from '../generate/index.ts';
import { runFiles } from '../../infra/paths.ts';
import { tempDir } from '../__tests__/helpers.ts';
import { run, tasksOfRun } from './index.ts';
import { openPackageGroups } from './package-groups.ts';

/**
 * `run` hands each unit its packages as it starts, reading packages.ndjson forward (issue #15),
 * instead of holding every package of the run. Whatever the file's order, each unit must get
 * exactly the packages the whole-file grouping gave it, and the evidence must not change.
 */

const TASKS = 'single.spotify.*,single.gmail.*';
let root: string;
let good: string;
let header: string;
let records: string[];

const unitsOf = (dir: string) => {
  const { tasks, manifest } = tasksOfRun(dir);
  return tasks.flatMap((task) => Array.from({ length: manifest.trials }, (_, trial) => ({ task, trial })));
};
const manifestOf = (dir: string) => tasksOfRun(dir).manifest;
const keyOf = (unit: { task: { id: string }; trial: number }) => `${unit.task.id}\u0000${unit.trial}`;

/** A copy of the generated run whose packages file holds `lines` after the header. */
function variant(name: string, lines: readonly string[]): string {
  const dir = join(root, name);
  cpSync(good, dir, { recursive: true });
  writeFileSync(runFiles(dir).packages, `${[header, ...lines].join('\n')}\n`);
  return dir;
}

beforeAll(async () => {
  root = tempDir('package-groups');
  good = join(root, 'good');
  await generate({ generator: 'oracle', run: good, tasks: TASKS, trials: 2 });
  [header = '', ...records] = readFileSync(runFiles(good).packages, 'utf8').split('\n').filter((line) => line !== '');
});

describe('packages per unit', () => {
  it('gives every unit the packages the in-memory grouping gives, in order or not', async () => {
    const units = unitsOf(good);
    expect(records.length).toBeGreaterThan(units.length);
    await using lazy = await openPackageGroups(runFiles(variant('lazy', records)).packages, units, manifestOf(good));
    await using whole = await openPackageGroups(runFiles(variant('whole', [...records].reverse())).packages, units, manifestOf(good));
    expect([lazy.lazy, whole.lazy]).toEqual([true, false]);
    // Asked concurrently, as units start: each read waits for the one before it.
    const [fromLazy, fromWhole] = await Promise.all([Promise.all(units.map((unit) => lazy.take(keyOf(unit)))), Promise.all(units.map((unit) => whole.take(keyOf(unit))))]);
    expect(fromLazy).toEqual(fromWhole);
    expect(fromLazy.every((slots, index) => slots.size > 0 && [...slots.values()].every((slot) => slot.initial?.task === units[index]?.task.id && slot.initial?.trial === units[index]?.trial))).toBe(true);
  });

  it('refuses a file that is not this run\'s whole packages: a unit left out, an empty file, another run\'s records, another task set', async () => {
    const units = unitsOf(good);
    const path = (dir: string) => runFiles(dir).packages;
    // generate writes a record for every unit (failed generations too): a gap is a cut file, not the model's failure.
    const gap = records.filter((line) => !(line.includes(`"task":"${units[1]!.task.id}"`) && line.includes(`"trial":${units[1]!.trial},`)));
    const cut = variant('gap', gap);
    await expect(openPackageGroups(path(cut), units, manifestOf(cut))).rejects.toThrow(new RegExp(`^${path(cut)}: \\d+ of \\d+ package record\\(s\\) are missing \\(first: task ${units[1]!.task.id.replace(/\./g, '\\.')} trial ${units[1]!.trial} app A\\)`));
    // One revision record left out (the last line of a file of revisions): the same refusal.
    const revisionLine = records.findLastIndex((line) => !line.includes('"revision":0,'));
    expect(revisionLine).toBeGreaterThan(-1);
    const noRevision = variant('no-revision', records.filter((_, index) => index !== revisionLine));
    await expect(openPackageGroups(path(noRevision), units, manifestOf(noRevision))).rejects.toThrow(/1 of \d+ package record\(s\) are missing \(first: .* revision for episode /);
    const empty = variant('empty', []);
    writeFileSync(path(empty), '');
    await expect(openPackageGroups(path(empty), units, manifestOf(empty))).rejects.toThrow(`${path(empty)}:1: empty file: missing header`);
    const foreign = variant('foreign', records.map((line) => line.replace(/^\{"run":"good"/, '{"run":"other"')));
    await expect(openPackageGroups(path(foreign), units, manifestOf(foreign))).rejects.toThrow(`${path(foreign)}:2: a record of run "other", but this is run "good"`);
    const otherSet = variant('other-set', records);
    writeFileSync(path(otherSet), readFileSync(path(otherSet), 'utf8').replace(manifestOf(good).task_set_hash, 'sha256:other'));
    await expect(openPackageGroups(path(otherSet), units, manifestOf(otherSet))).rejects.toThrow(`${path(otherSet)}:1: made from another task set`);
    // run itself: exit through the same error, and no evidence written.
    await expect(run({ run: cut })).rejects.toThrow(/package record\(s\) are missing/);
    expect(existsSync(runFiles(cut).evidence)).toBe(false);
  });

  it('refuses a request behind the reader, and any request after closing', async () => {
    const units = unitsOf(good);
    const groups = await openPackageGroups(runFiles(variant('order', records)).packages, units, manifestOf(good));
    await groups.take(keyOf(units[2]!));
    await expect(groups.take(keyOf(units[1]!))).rejects.toThrow(InternalError);
    await groups[Symbol.asyncDispose]();
    await expect(groups.take(keyOf(units[3]!))).rejects.toThrow(StageError);
  });

  it('a bad line anywhere stops before any unit, with path:line', async () => {
    const dir = variant('bad', [...records.slice(0, 3), '{"task": 1}', ...records.slice(3)]);
    await expect(openPackageGroups(runFiles(dir).packages, unitsOf(dir), manifestOf(dir))).rejects.toThrow(`${runFiles(dir).packages}:5: `);
  });

  it('run writes the same evidence from packages in order, reversed, or read whole before', async () => {
    const inOrder = variant('run-in-order', records);
    const reversed = variant('run-reversed', [...records].reverse());
    for (const dir of [inOrder, reversed]) rmSync(join(runFiles(dir).work, 'run'), { recursive: true, force: true });
    await run({ run: inOrder, jobs: 3 });
    await run({ run: reversed, jobs: 2 });
    const evidence = readFileSync(runFiles(inOrder).evidence);
    expect(evidence.length).toBeGreaterThan(10_000);
    expect(readFileSync(runFiles(reversed).evidence).equals(evidence)).toBe(true);
  });
});
