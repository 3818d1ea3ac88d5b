import { describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { tasks as serviceTasks } from '../../../tasks/build/cases/service/records.ts';
import type { TaskInput } from '../../schemas/task.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { join } from 'node:path';
import { tempDir, writeTaskDir } from './helpers.ts';

type Obj = Record<string, any>;

const noteLifecycle = () => structuredClone(serviceTasks().find((t) => t.id === 'service.note-lifecycle')) as TaskInput & Obj;

async function failuresOf(task: TaskInput & Obj, mutate: (pkg: Obj) => void): Promise<string[]> {
  mutate(task.reference.A!.package as Obj);
  const dir = writeTaskDir([task]);
  const summary = await evaluateGenerator({ generator: 'oracle', taskDir: dir, run: join(tempDir('run'), 'r') });
  return summary.failed.map((f) => f.assertion).sort();
}

const commute = () => structuredClone(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')) as TaskInput & Obj;

/** Runs the oracle on one task whose reference package was broken on purpose. */
async function failures(mutate: (pkg: Obj) => void): Promise<string[]> {
  const task = commute();
  mutate(task.reference.A!.package as Obj);
  const dir = writeTaskDir([task]);
  const summary = await evaluateGenerator({ generator: 'oracle', taskDir: dir, run: join(tempDir('run'), 'r') });
  return summary.failed.map((f) => f.assertion).sort();
}

const action = (pkg: Obj, id: string) => pkg.actions.find((a: Obj) => a.id === id);

describe('the checker fails broken apps on exactly the right assertions', () => {
  it('passes the intact reference', async () => {
    expect(await failures(() => {})).toEqual([]);
  });

  it('an app that never calls the API fails the service checks and what depends on them', async () => {
    const failed = await failures((pkg) => {
      action(pkg, 'build_playlist').plan = [
        { append: 'playlists', item: { id: 0, title: '{{inputs.title}}', genre: '{{inputs.genre}}', public: false } },
        { message: 'Saved {{inputs.title}}.' },
      ];
    });
    expect(failed).toEqual(
      expect.arrayContaining(['create.03.db_changed', 'create.04.record_matches', 'create.08.visible_result_grounded', 'create.09.visible_result_grounded', 'create.10.db_changed']),
    );
    expect(failed).not.toContain('create.01.route_enters_orchestrator');
    expect(failed).not.toContain('open.01.input_available');
  });

  it('a revision that updates the wrong record fails identity and the record read', async () => {
    const failed = await failures((pkg) => {
      const edit = action(pkg, 'edit_playlist');
      edit.plan[0] = { call: 'spotify.create_playlist', args: { title: '{{inputs.new_title}}' } };
    });
    // The followed record never got the new title, so the reopen's title check reads the world and fails too.
    // The named write (api_called) is left to the end state, which the wrong record fails too.
    expect(failed).toEqual(expect.arrayContaining(['reopen.02.persisted_visible', 'revise.03.record_identity_preserved', 'revise.04.record_matches', 'revise.06.no_collateral']));
  });

  it('an app that shows nothing concrete fails the visible checks only', async () => {
    const failed = await failures((pkg) => {
      const list = pkg.views[0].components.find((c: Obj) => c.type === 'list');
      list.item = 'a playlist';
      action(pkg, 'build_playlist').plan.at(-1).message = 'Done.';
      action(pkg, 'edit_playlist').plan.at(-1).message = 'Done.';
    });
    // The checks name the playlist by its title, as the user does (no generated id on screen),
    // and its genre, which only the songs it was filled with can show (s8).
    expect(failed).toEqual(['create.08.visible_result_grounded', 'create.09.visible_result_grounded', 'reopen.02.persisted_visible', 'revise.07.visible_result_grounded']);
  });

  it('an app that keeps nothing fails the reopen checks', async () => {
    const failed = await failures((pkg) => {
      for (const a of pkg.actions) a.plan = a.plan.filter((step: Obj) => !('append' in step) && !('update' in step));
      action(pkg, 'build_playlist').plan.at(-1).message = 'Created {{created.playlist_id}}: {{inputs.title}}, {{inputs.genre}} songs';
      action(pkg, 'edit_playlist').plan.at(-1).message = 'Now {{inputs.new_title}}';
    });
    // The last result stays on screen after a reopen, but a message is not kept data: the new
    // title in it does not persist (C5 reads only values rendered from kept state).
    // The reopen asks for the playlist by the title the user gave it (no generated id).
    expect(failed).toEqual(['reopen.02.persisted_visible']);
  });

  it('a revision that replaces the record instead of editing it fails identity', async () => {
    const failed = await failures((pkg) => {
      const edit = action(pkg, 'edit_playlist');
      edit.plan = [
        { call: 'spotify.delete_playlist', args: { playlist_id: '{{inputs.playlist_id}}' } },
        { call: 'spotify.create_playlist', args: { title: '{{inputs.new_title}}', is_public: '{{inputs.is_public}}' }, bind: 'fresh' },
        { update: 'playlists', key_value: '{{inputs.playlist_id}}', fields: { title: '{{inputs.new_title}}' } },
        { message: 'Playlist {{fresh.playlist_id}} is now "{{inputs.new_title}}".' },
      ];
    });
    expect(failed).toEqual(expect.arrayContaining(['revise.03.record_identity_preserved', 'revise.04.record_matches', 'revise.06.no_collateral']));
  });

  it('an app that echoes what the user typed, without asking the service, is not grounded', async () => {
    const failed = await failuresOf(noteLifecycle(), (pkg) => {
      action(pkg, 'look_up').plan = [{ message: '{{inputs.lookup_id}}: {{state.records.0.label}}' }];
    });
    // No look-up API is demanded (words7: the screen checks must be backed by what the service
    // returned); the echo fails on the record and on grounding.
    expect(failed).toEqual(expect.arrayContaining(['followup.03.record_matches', 'followup.06.visible_result_grounded']));
  });

  it('a failed action whose error repeats the input is not a grounded result', async () => {
    const failed = await failuresOf(noteLifecycle(), (pkg) => {
      action(pkg, 'look_up').inputs[0].type = 'date';
    });
    expect(failed).toEqual(expect.arrayContaining(['followup.06.visible_result_grounded']));
  });

  it('arguments left to their documented defaults still satisfy api_called', async () => {
    const failed = await failures((pkg) => {
      const build = action(pkg, 'build_playlist');
      build.plan[0].args = { title: '{{inputs.title}}', is_public: false };
    });
    expect(failed).toEqual([]);
  });
});
