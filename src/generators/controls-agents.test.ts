/**
 * The schema_first and multi_agent controls (issue #18), through the real generate → run → check
 * chain on a sample of every family: each fails every task, and fails it where it is built to.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../io/ndjson.ts';
import { admit } from '../runtime/admission.ts';
import type { Action } from '../schemas/package.ts';
import { freshWorld } from '../world/fixture.ts';
import { AssertionRowSchema, type AssertionRow } from '../schemas/assertions.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../stages/eval/index.ts';
import { runFiles } from '../infra/paths.ts';
import { loadTasks } from '../suite/load.ts';
import { agentControls, referenceAgent, schemaFirstPackage } from './controls-agents.ts';

/** Two tasks of each family (the first ones by id), so every shape is met. */
const SAMPLE = (() => {
  const byFamily = new Map<string, string[]>();
  for (const { task } of loadTasks()) byFamily.set(task.family, [...(byFamily.get(task.family) ?? []), task.id]);
  return [...byFamily.values()].flatMap((ids) => ids.sort().slice(0, 2));
})();

async function rowsOf(generator: string): Promise<AssertionRow[]> {
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, run, tasks: SAMPLE.join(',') });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

const passRate = (rows: readonly AssertionRow[], contracts: readonly string[]) => {
  const mine = rows.filter((r) => contracts.includes(r.contract));
  return mine.filter((r) => r.passed).length / mine.length;
};

const tasksPassing = (rows: readonly AssertionRow[], contracts: readonly string[]) => {
  const failed = new Set(rows.filter((r) => contracts.includes(r.contract) && !r.passed).map((r) => r.task));
  return [...new Set(rows.map((r) => r.task))].filter((t) => !failed.has(t));
};

describe('multi_agent', () => {
  it('makes the reference calls through the scripted agent (C2, C3 pass) but shows and keeps nothing (C4, C5 fail on every task)', async () => {
    const rows = await rowsOf('multi_agent');
    expect(new Set(rows.map((r) => r.task)).size).toBe(SAMPLE.length);
    expect(passRate(rows, ['C2'])).toBe(1);
    expect(passRate(rows, ['C3'])).toBe(1);
    expect(tasksPassing(rows, ['C4', 'C5'])).toEqual([]);
    expect(tasksPassing(rows, ['C1', 'C2', 'C3', 'C4', 'C5'])).toEqual([]);
  });

  it('hands every action to the agent, whose scripted agent makes the reference calls and returns no state change and no value', async () => {
    const task = loadTasks().find((t) => t.task.id === 'single.spotify.commute-playlist')?.task;
    if (!task) throw new Error('the commute task is gone');
    const made = await agentControls.multi_agent.generate({ task: task.id, slot: 'A', intention: '', services: ['spotify'], trial: 0 }, task.reference, task);
    if (!made.ok) throw new Error('multi_agent built nothing');
    const actions = (made.package as { actions: Record<string, unknown>[] }).actions;
    expect(actions.every((a) => a.plan === undefined && typeof a.agent === 'object')).toBe(true);
    const world = freshWorld({ seed: 1 });
    const calls: string[] = [];
    const build = actions.find((a) => a.id === 'build_playlist') as never as Action;
    const result = await referenceAgent(task).run({
      action: build,
      inputs: { title: 'Monday Commute', genre: 'pop' },
      goal: build.goal,
      role: '',
      instructions: '',
      services: ['spotify'],
      state: { collections: { playlists: [] }, values: {} },
      tools: [],
      call: (app, api, args) => {
        calls.push(`${app}.${api}`);
        return world.callAsUser(app, api, args);
      },
    });
    world.close();
    expect(calls.slice(0, 2)).toEqual(['spotify.create_playlist', 'spotify.search_songs']);
    expect(calls.filter((c) => c === 'spotify.add_song_to_playlist').length).toBeGreaterThan(0);
    expect(result).toEqual({ state_ops: [], message: 'Done.' });
  });
});

describe('schema_first', () => {
  it('never reads the request: two intentions give the same package, admitted under the grant', () => {
    const base = { task: 't', slot: 'A', services: ['spotify', 'gmail'], trial: 0 };
    const one = schemaFirstPackage({ ...base, intention: 'Make my commute playlist' });
    const two = schemaFirstPackage({ ...base, intention: 'Email my landlord about the heating' });
    expect(one).toEqual(two);
    const admitted = admit(one, { services: base.services });
    expect(admitted.ok, JSON.stringify(admitted)).toBe(true);
  });

  it('fails every task of the sample, and fails C4 and C5 on each', async () => {
    const rows = await rowsOf('schema_first');
    expect(tasksPassing(rows, ['C4', 'C5'])).toEqual([]);
    expect(tasksPassing(rows, ['C1', 'C2', 'C3', 'C4', 'C5'])).toEqual([]);
  });
});
