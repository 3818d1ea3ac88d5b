import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { Task } from '../../schemas/task.ts';
import { loadTasks } from '../../suite/load.ts';
import { twinOf } from '../../suite/twins/index.ts';
import { checkTaskEvaluation } from '../check/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { recount } from '../recount/index.ts';
import { runTaskEpisodes } from '../run/episodes.ts';
import { referencePackages, referenceReplay } from '../run/reference.ts';
import { tempDir } from './helpers.ts';

const task = loadTasks().map((t) => t.task).find((t) => t.id === 'single.spotify.commute-playlist') as Task;

type Json = Record<string, any>;

/** The task's reference with its plans edited: a wrong app written as the right one, then changed. */
function wrongApp(edit: (actions: Json[]) => void): Task['reference'] {
  const reference = structuredClone(task.reference) as Json;
  edit(reference.A.package.actions as Json[]);
  return reference as Task['reference'];
}

/** Runs an app in one world of the task (its base or its twin) and checks every assertion. */
async function rowsOf(world: Task, reference: Task['reference'], cacheRoot: string): Promise<AssertionRow[]> {
  const records: EpisodeRecord[] = await runTaskEpisodes({ task: world, trial: 0, run: 't', packages: referencePackages(world, reference), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  const replay = await referenceReplay(world, 0, { cacheRoot });
  records.forEach((record, index) => {
    const replayed = replay[index];
    if (replayed) record.reference = replayed;
  });
  return checkTaskEvaluation(world, 0, 't', new Map(records.map((r) => [r.episode, r])));
}

const failedIds = (rows: readonly AssertionRow[]) => rows.filter((row) => !row.passed).map((row) => row.assertion);

describe('counterfactual twins catch the wrong apps one seeded world cannot', () => {
  const twin = twinOf(task);
  if (!twin.ok) throw new Error(`the commute playlist task has no twin: ${twin.reason}`);

  it('an app that writes the request\'s literal title instead of its input passes the base and fails the twin', async () => {
    const cache = tempDir('twin-cache');
    const literal = wrongApp((actions) => {
      const build = actions.find((a) => a.id === 'build_playlist') as Json;
      build.plan[0].args.title = 'Monday Commute';
    });
    expect(failedIds(await rowsOf(task, literal, cache))).toEqual([]);
    const failed = failedIds(await rowsOf(twin.task, literal, cache));
    expect(failed).toEqual(expect.arrayContaining(['create.03.db_changed', 'create.04.record_matches', 'create.11.world_matches_reference']));
  });

  it('an app that renames "the newest playlist" instead of the one the user typed passes the base and fails the twin', async () => {
    const cache = tempDir('twin-cache');
    const newest = wrongApp((actions) => {
      const edit = actions.find((a) => a.id === 'edit_playlist') as Json;
      edit.plan = [
        { call: 'spotify.show_playlist_library', args: { sort_by: '-created_at', page_limit: 1 }, bind: 'mine' },
        ...(edit.plan as Json[]).map((step) => JSON.parse(JSON.stringify(step).replaceAll('{{inputs.playlist_id}}', '{{mine.0.playlist_id}}')) as Json),
      ];
    });
    // The task's own world now holds a newer look-alike of the playlist it makes (kit/look-alike.ts,
    // issue #30): the base fails the app too. Without it the base passes, and the twin still fails it.
    expect(failedIds(await rowsOf(task, newest, cache))).toEqual(expect.arrayContaining(['revise.04.record_matches']));
    const bare = structuredClone(task);
    bare.world.rows = (bare.world.rows ?? []).filter((row) => row.table !== 'playlists');
    expect(failedIds(await rowsOf(bare, newest, cache))).toEqual([]);
    // The twin's world has a look-alike made a day later than anything else: "the newest" is it.
    expect(twin.plan.rows.some((row) => row.table === 'playlists')).toBe(true);
    const failed = failedIds(await rowsOf(twin.task, newest, cache));
    expect(failed).toEqual(expect.arrayContaining(['revise.04.record_matches', 'revise.08.world_matches_reference']));
  });

  it('--twins off writes what a run without the flag writes; on, the rows carry their variant and recount counts FWR over both, APR over the base', async () => {
    const root = tempDir('twins-eval');
    const tasks = 'single.spotify.commute-playlist,single.spotify.study-focus';
    await evaluateGenerator({ generator: 'oracle', run: join(root, 'plain'), tasks });
    await evaluateGenerator({ generator: 'oracle', run: join(root, 'off'), tasks, twins: 'off' });
    for (const file of ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson', 'assigned.json']) {
      expect(readFileSync(join(root, 'off', file), 'utf8').replaceAll('"run":"off"', '"run":"plain"'), file).toBe(readFileSync(join(root, 'plain', file), 'utf8').replaceAll('"run":"off"', '"run":"plain"'));
    }
    const on = await evaluateGenerator({ generator: 'hidden_state', run: join(root, 'on'), tasks, twins: 'on' });
    const rows = readFileSync(join(root, 'on', 'assertions.ndjson'), 'utf8').trim().split('\n').slice(1).map((line) => JSON.parse(line) as AssertionRow);
    expect(new Set(rows.map((row) => row.variant))).toEqual(new Set(['base', 'twin']));
    const base = rows.filter((row) => row.variant === 'base');
    expect(on.assertions).toBe(base.length);
    expect(on.twin?.total).toBe(2);
    const [recounted] = (await recount({ runs: [join(root, 'on')] })).runs;
    expect(recounted?.twins).toBe('on');
    expect(recounted?.apr.total).toBe(base.length);
    expect(recounted?.twin?.total).toBe(2);
    const [plain] = (await recount({ runs: [join(root, 'plain')] })).runs;
    expect(plain?.twins).toBe('off');
    expect(plain?.twin).toBeUndefined();
    // The seal lists the twin's rows too: one cut out is missing, even with --allow-modified.
    const file = join(root, 'on', 'assertions.ndjson');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const cut = lines.findIndex((line) => line.includes('"variant":"twin"'));
    writeFileSync(file, `${lines.filter((_, i) => i !== cut).join('\n')}\n`);
    await expect(recount({ runs: [join(root, 'on')], allowModified: true })).rejects.toThrow(/assigned assertion row\(s\) are missing \(first: .*\(twin\)\)/);
  });
});
