/**
 * The red team's wrong apps (issue #10), each run with the real runtime in the real seeded world
 * and checked against the reference replay: each must fail the assertion built to catch it, and
 * a correct app that differs from the reference where the user left a choice must pass.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { dailyRemindersTask } from '../../../tasks/build/cases/phone/alarms.ts';
import { tasks as multiToolTasks } from '../../../tasks/build/cases/multi_tool/planner.ts';
import { tasks as sharedWorldTasks } from '../../../tasks/build/cases/shared_world/pairs.ts';
import { tasks as venmoTasks } from '../../../tasks/build/cases/venmo/create-revise.ts';
import { withAliases } from '../../../tasks/build/kit/aliases.ts';
import { TaskSchema, type Task, type TaskInput } from '../../schemas/task.ts';
import type { AssertionRow } from '../../schemas/assertions.ts';
import { runAttacked, tempDir, type Obj } from './helpers.ts';

const cache = join(tempDir('reference-cache'), 'reference');

function taskOf(input: TaskInput | undefined): Task {
  if (!input) throw new Error('task not found');
  return TaskSchema.parse(withAliases(structuredClone(input)));
}

/** Runs the task with the reference packages changed by `attack`; returns the failed rows. */
async function attackRows(task: Task, attack: (reference: Record<string, Obj>) => void): Promise<AssertionRow[]> {
  return (await runAttacked(task, attack, cache)).rows.filter((row) => !row.passed);
}

const failedOf = (rows: AssertionRow[]) => rows.map((r) => r.assertion).sort();
const action = (pkg: Obj, id: string): Obj => pkg.actions.find((a: Obj) => a.id === id);
const observedText = (rows: AssertionRow[], assertion: string) => JSON.stringify(rows.find((r) => r.assertion === assertion)?.observed);

describe('wrong apps that passed whole tasks before reference-state equivalence', () => {
  const commute = () => taskOf(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist'));

  it('the intact reference passes everything', async () => {
    expect(failedOf(await attackRows(commute(), () => {}))).toEqual([]);
  });

  it('a commute playlist filled with classical songs plus a public junk playlist fails the end state', async () => {
    const rows = await attackRows(commute(), (ref) => {
      const plan = action(ref.A!.package, 'build_playlist').plan as Obj[];
      plan[1] = { call: 'spotify.search_songs', args: { genre: 'classical', page_limit: 5 }, bind: 'songs' };
      plan.splice(3, 0, { call: 'spotify.create_playlist', args: { title: 'zz junk', is_public: true } });
    });
    // Its genre field reaches no API any more (C1 by capability, issue #29), besides the end state.
    // (s8) and its screen shows no pop song's genre, which only songs of that genre can show.
    expect(failedOf(rows)).toEqual(['create.09.visible_result_grounded', 'create.11.world_matches_reference', 'open.02.input_available']);
    const observed = observedText(rows, 'create.11.world_matches_reference');
    expect(observed).toContain('genre \\"classical\\"; the task asks for \\"pop\\"');
    expect(observed).toMatch(/the app inserted spotify\.playlists row \d+ \(\\"zz junk\\"\); the reference inserts no row like it/);
  });

  it('a correct app that picks four other pop songs passes', async () => {
    const rows = await attackRows(commute(), (ref) => {
      const plan = action(ref.A!.package, 'build_playlist').plan as Obj[];
      plan[1] = { call: 'spotify.search_songs', args: { genre: '{{inputs.genre}}', page_limit: 4, page_index: 1 }, bind: 'songs' };
    });
    expect(failedOf(rows), JSON.stringify(rows[0])).toEqual([]);
  });

  it('a playlist-then-share app that also makes an unrelated private playlist public fails the end state', async () => {
    const task = taskOf(sharedWorldTasks().find((t) => t.id === 'shared.playlist-then-share'));
    const rows = await attackRows(task, (ref) => {
      const plan = action(ref.B!.package, 'find_and_handle').plan as Obj[];
      plan.splice(2, 0, { call: 'spotify.search_playlists', args: { is_public: false, page_limit: 5 }, bind: 'private' }, { call: 'spotify.update_playlist', args: { playlist_id: '{{private.1.playlist_id}}', is_public: true } });
    });
    expect(failedOf(rows)).toEqual(['b-find.09.world_matches_reference']);
    expect(observedText(rows, 'b-find.09.world_matches_reference')).toMatch(/the app set is_public of spotify\.playlists row \d+ to 1; the reference leaves it 0/);
  });

  it('a daily-reminders app that swaps the labels and leaves two alarms not repeating fails the end state', async () => {
    const task = taskOf(dailyRemindersTask());
    const rows = await attackRows(task, (ref) => {
      const calls = (action(ref.A!.package, 'set_reminders').plan as Obj[]).filter((s) => s.call === 'phone.create_alarm');
      const [medicine, water, stretch] = calls as [Obj, Obj, Obj];
      [medicine.args.label, water.args.label] = [water.args.label, medicine.args.label];
      medicine.args.repeat_days = [];
      stretch.args.repeat_days = [];
    });
    const names = failedOf(rows);
    expect(names).toContain('create.11.world_matches_reference');
    expect(names.filter((n) => n.endsWith('world_matches_reference'))).toEqual(['create.11.world_matches_reference']);
    expect(observedText(rows, 'create.11.world_matches_reference')).toContain('phone.alarms');
  });

  it('a book-club app that also files a junk note, a 03:00 alarm and an "x" email fails the end state', async () => {
    const task = taskOf(multiToolTasks().find((t) => t.id === 'multi.book-club'));
    const rows = await attackRows(task, (ref) => {
      const plan = action(ref.A!.package, 'make_plan').plan as Obj[];
      const email = plan.find((s) => s.call === 'gmail.send_email') as Obj;
      email.args.subject = 'x';
      email.args.body = 'x';
      plan.unshift({ call: 'simple_note.create_note', args: { title: 'junk', content: 'junk' } }, { call: 'phone.create_alarm', args: { time: '03:00', label: 'junk' } });
    });
    const names = failedOf(rows);
    expect(names).toContain('create.13.world_matches_reference');
    const observed = observedText(rows, 'create.13.world_matches_reference');
    expect(observed).toContain('gmail.');
    expect(observed).toContain('phone.alarms');
    expect(observed).toContain('simple_note.notes');
  });

  it('a book-club app that words its note, label and email its own way passes', async () => {
    const task = taskOf(multiToolTasks().find((t) => t.id === 'multi.book-club'));
    const rows = await attackRows(task, (ref) => {
      const plan = action(ref.A!.package, 'make_plan').plan as Obj[];
      for (const step of plan) {
        if (step.call === 'gmail.send_email') Object.assign(step.args, { subject: 'Next book club: {{inputs.book}}', body: 'See you {{inputs.due_date}}, bring notes!' });
        if (step.call === 'simple_note.create_note') Object.assign(step.args, { title: '{{inputs.book}} discussion', content: 'What did {{inputs.book}} say about trees?' });
      }
    });
    expect(failedOf(rows)).toEqual([]);
  });
});

describe('grounding points at the records the episode is about', () => {
  it('an app that shows the songs it added (records its changes point at) is still grounded', async () => {
    const task = taskOf(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist'));
    const rows = await attackRows(task, (ref) => {
      const plan = action(ref.A!.package, 'build_playlist').plan as Obj[];
      const last = plan.at(-1) as Obj;
      last.message = `${String(last.message)} Songs: {{songs.0.title}}, {{songs.1.title}}, {{songs.2.title}}, {{songs.3.title}}, {{songs.4.title}}.`;
    });
    expect(failedOf(rows)).toEqual([]);
  });

  it('a payment-request app that shows every user instead of the request is not grounded by the dump', async () => {
    const task = taskOf(venmoTasks().find((t) => t.id === 'single.venmo.payment-requests'));
    const rows = await attackRows(task, (ref) => {
      const request = action(ref.A!.package, 'request_money');
      request.plan = [...(request.plan as Obj[]).filter((s) => typeof s.message !== 'string'), { call: 'venmo.search_users', args: { page_limit: 20 }, bind: 'everyone' }, { message: 'People: {{everyone}}' }];
    });
    const grounded = rows.filter((r) => r.type === 'visible_result_grounded' && r.episode === 'create');
    expect(grounded.map((r) => r.assertion)).toContain('create.08.visible_result_grounded');
    expect(observedText(rows, 'create.08.visible_result_grounded')).toContain('a dump, not a result');
    expect(rows.filter((r) => r.type === 'world_matches_reference')).toEqual([]);
  });
});
