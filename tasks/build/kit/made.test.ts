/**
 * s24 made (findings s23-s13-f1, s23-r3-f1 and their kind): a step that makes a record is told done
 * by a value only the action made (the new id, the text dictated for the new record) or by the
 * user's own verb in any inflection, through the real runtime, operator, checker and seeded world.
 * Each correct app passes; an app that never made the record, or shows only the look-alike, fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('made24');

const check = (task: string, id: string): AssertionSpec & Obj => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === id);
  if (!spec) throw new Error(`${task}: no ${id}`);
  return spec as AssertionSpec & Obj;
};

/** Slot A's action `id` says `message`; its log entries' words are `what`; `drop` calls are left out. */
const acting = (id: string, message: string, what: string, drop: readonly string[] = []) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) {
      a.plan = (a.plan as Obj[])
        .filter((s) => !drop.includes(String(s.call)))
        .map((s) => (typeof s.message === 'string' ? { message } : s.append !== undefined ? { ...s, item: { ...(s.item as Obj), ...('what' in (s.item as Obj) ? { what } : {}), ...('made' in (s.item as Obj) ? { made: what } : {}) } } : s));
    }
  }
};

describe('the new record\'s id or dictated text tells it made (Reading 2)', () => {
  it('jacket-return: "Started a return for … (return N): reason" passes step1.07', async () => {
    const rows = (await runAttacked(suiteTask('single.amazon.jacket-return'), acting('start_return', 'Started a return for {{found.0.name}} (return {{started.return_id}}): {{inputs.reason}}.', 'open'), cache)).rows;
    expect(failed(rows)).not.toContain('step1.07.visible_result_grounded');
  });
  it('jacket-return: the return\'s id and reason alone ("Return N for …: reason") pass step1.07', async () => {
    const rows = (await runAttacked(suiteTask('single.amazon.jacket-return'), acting('start_return', 'Return {{started.return_id}} for {{found.0.name}}: {{inputs.reason}}.', 'open'), cache)).rows;
    expect(failed(rows)).not.toContain('step1.07.visible_result_grounded');
  });
  it('jacket-return: an app that never starts the return but echoes the reason fails step1.07', async () => {
    const rows = (await runAttacked(suiteTask('single.amazon.jacket-return'), acting('start_return', 'For {{found.0.name}}: {{inputs.reason}}.', 'open', ['amazon.initiate_return']), cache)).rows;
    expect(failed(rows)).toContain('step1.07.visible_result_grounded');
  });
  it('playlist-voice-gift: "For Dad (playlist N)" passes a-create.10', async () => {
    const rows = (await runAttacked(suiteTask('shared.playlist-voice-gift'), acting('create', '{{inputs.title}} (playlist {{created.playlist_id}})', 'mine'), cache)).rows;
    expect(failed(rows)).not.toContain('a-create.10.visible_result_grounded');
  });
  it('playlist-voice-gift: an app that makes no playlist and shows the typed title fails a-create.10', async () => {
    const rows = (await runAttacked(suiteTask('shared.playlist-voice-gift'), acting('create', '{{inputs.title}}', 'mine', ['spotify.create_playlist']), cache)).rows;
    expect(failed(rows)).toContain('a-create.10.visible_result_grounded');
  });
  it('classical-notes: "Saved your review of …: 4 stars — text" passes step1.07', async () => {
    const task = suiteTask('single.spotify.classical-notes');
    const id = (task.reference.A?.package as unknown as Obj & { actions: Obj[] }).actions[0]?.id as string;
    const rows = (await runAttacked(task, acting(id, 'Saved your review of {{inputs.song}}: {{inputs.rating}} stars — {{inputs.text}}', 'kept'), cache)).rows;
    expect(failed(rows)).not.toContain('step1.07.visible_result_grounded');
  });
});

describe('the user\'s own verb in any inflection (Reading 4)', () => {
  it('snooze-plumber: "Hid …" and "… will be back in your inbox on … at 18:00" pass step1.06', async () => {
    for (const message of ['Hid {{found.0.subject}} until {{inputs.date}} {{inputs.time}}.', '{{found.0.subject}} will be back in your inbox on {{inputs.date}} at {{inputs.time}}.']) {
      const rows = (await runAttacked(suiteTask('single.gmail.snooze-plumber'), acting('snooze', message, 'later'), cache)).rows;
      expect(failed(rows), message).not.toContain('step1.06.visible_result_grounded');
    }
  });
  it('snooze-plumber: an app that snoozes nothing but says it hid the thread fails (the world checks) and showing the time alone fails step1.06', async () => {
    const rows = (await runAttacked(suiteTask('single.gmail.snooze-plumber'), acting('snooze', '{{found.0.subject}} at {{inputs.time}}.', 'later', ['gmail.snooze_thread']), cache)).rows;
    expect(failed(rows)).toContain('step1.06.visible_result_grounded');
  });
  it('the lists take the user\'s verbs and not the old state\'s', () => {
    expect(check('single.gmail.snooze-until-monday', 'step1.06.visible_result_grounded').state).toEqual(expect.arrayContaining(['hid', 'hiding', 'hidden']));
    expect(check('single.gmail.snooze-plumber', 'step2.06.visible_result_grounded').state).not.toContain('hid');
    expect(check('single.gmail.status-report', 'followup.08.visible_result_grounded').state).toEqual(expect.arrayContaining(['emailed']));
    expect(check('shared.call-plumber-voice', 'b-find.08.visible_result_grounded').state).toEqual(expect.arrayContaining(['voicemail', 'left a voicemail']));
    // Not bare "left": "14 days left" on a to-do told nothing (s24 D1, cousin-visit-voicemail).
    expect(check('shared.call-plumber-voice', 'b-find.08.visible_result_grounded').state).not.toContain('left');
    expect(check('shared.draft-voice-warning', 'b-find.08.visible_result_grounded').state).toEqual(expect.arrayContaining(['warned']));
    expect(check('shared.garden-project-email', 'b-find.08.visible_result_grounded').state).toEqual(expect.arrayContaining(['told']));
    expect(check('single.amazon.jacket-return', 'step1.07.visible_result_grounded').state).toEqual(expect.arrayContaining(['started a return']));
    expect(check('single.amazon.jacket-return', 'step2.07.visible_result_grounded').state ?? []).not.toContain('started');
  });
  it('a property list (made public) takes no made value; a told check of a call takes its own table', () => {
    expect(check('shared.roadtrip-playlist-invite', 'b-find.10.visible_result_grounded').state_made).toBeUndefined();
    // A told check of a call takes its table's new id, never the dictated texts: beside the alarm the
    // same step makes, "Trail Start" told the alarm as well (s24 D1).
    expect(check('multi.weekend-run-alarm-mix', 'create.15.visible_result_grounded').state_made).toEqual({ app: 'spotify', table: 'playlists' });
    expect(check('multi.weekend-run-alarm-mix', 'create.16.visible_result_grounded').state_made).toBeUndefined();
  });
});

describe('state_made in the checker', () => {
  const spec = check('shared.playlist-voice-gift', 'a-create.10.visible_result_grounded');
  const episode = (lines: string[], inserted: boolean): EpisodeRecord => ({
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'a-create', episode_index: 1, stage: 'submit' }),
    visible_before: 'Gift mixes\nFor Dad (old)',
    visible_text: ['Gift mixes', 'For Dad (old)', ...lines].join('\n'),
    html: '',
    shown: { state: ['For Dad (old)', ...lines], result: lines },
    calls: inserted ? [{ seq: 1, app: 'spotify', api: 'create_playlist', args: { title: 'For Dad' }, ok: true, status: 201, response: { playlist_id: 6469788 }, diff: [{ app: 'spotify', table: 'playlists', inserted: [{ id: 6469788, title: 'For Dad', owner_id: 1 }], updated: [], deleted: [] }] }] : [{ seq: 1, app: 'spotify', api: 'show_playlist_library', args: {}, ok: true, status: 200, response: [{ playlist_id: 1000000, title: 'For Dad (old)' }], diff: [] }],
  }) as EpisodeRecord;
  it('the new id passes; the same screen with nothing inserted fails', () => {
    expect(evaluate(spec, episode(['For Dad (playlist 6469788)'], true), {}).passed).toBe(true);
    expect(evaluate(spec, episode(['For Dad (playlist 6469788)'], false), {}).passed).toBe(false);
  });
  it('the look-alike alone does not tell the new title', () => {
    const outcome = evaluate(spec, episode(['For Dad (old) — 2 songs'], true), {});
    expect(outcome.passed).toBe(false);
  });
  // s24 D1 (many s24-d1-f1): where the step also makes a row of another table or changes another
  // app, the new id may be that record's; it tells nothing of this one.
  const withExtra = (extra: { app: string; table: string; inserted: Obj[]; updated: { before: Obj; after: Obj }[]; deleted: Obj[] }): EpisodeRecord => {
    const base = episode(['For Dad (playlist 6469788)'], true);
    const call = base.calls[0]!;
    return { ...base, calls: [...base.calls, { ...call, seq: 2, app: extra.app, api: 'extra', diff: [extra] }] } as EpisodeRecord;
  };
  it('an id stops telling it where the step also makes a row of another app or table', () => {
    expect(evaluate(spec, withExtra({ app: 'phone', table: 'text_messages', inserted: [{ id: 6469790, message: 'For Dad' }], updated: [], deleted: [] }), {}).passed).toBe(false);
    expect(evaluate(spec, withExtra({ app: 'spotify', table: 'playlist_songs', inserted: [{ id: 7000001, playlist_id: 6469788 }], updated: [], deleted: [] }), {}).passed).toBe(false);
    expect(evaluate(spec, withExtra({ app: 'phone', table: 'contacts', inserted: [], updated: [{ before: { id: 5, name: 'Dad' }, after: { id: 5, name: 'Dad Ito' } }], deleted: [] }), {}).passed).toBe(false);
  });
  it('a change to another row of the same app stays a side effect: the id still tells it', () => {
    expect(evaluate(spec, withExtra({ app: 'spotify', table: 'songs', inserted: [], updated: [{ before: { id: 9, play_count: 1 }, after: { id: 9, play_count: 2 } }], deleted: [] }), {}).passed).toBe(true);
  });
  it('the reference making another record takes the made reading away too', () => {
    const base = episode(['For Dad (playlist 6469788)'], true);
    const ref = { ...base, reference: { ok: true, calls: 2, captures: {}, about: [], changes: [{ app: 'phone', table: 'text_messages', inserted: [{ id: 1 }], updated: [], deleted: [] }] } } as EpisodeRecord;
    expect(evaluate(spec, ref, {}).passed).toBe(false);
    const same = { ...base, reference: { ok: true, calls: 1, captures: {}, about: [], changes: [{ app: 'spotify', table: 'playlists', inserted: [{ id: 1 }], updated: [], deleted: [] }] } } as EpisodeRecord;
    expect(evaluate(spec, same, {}).passed).toBe(true);
  });
});
