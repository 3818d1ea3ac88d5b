import { describe, expect, it } from 'vitest';
import type { CallRecord, Diff, Row } from '../../schemas/world.ts';
import { compareWithReference, foldEpisodeChanges } from './reference-state.ts';

let seq = 0;
const call = (diff: Diff, ok = true): CallRecord => ({ seq: (seq += 1), app: 'spotify', api: 'x', args: {}, ok, status: ok ? 200 : 400, response: null, diff });
const change = (table: string, part: Partial<Diff[number]>): Diff[number] => ({ app: 'spotify', table, inserted: [], updated: [], deleted: [], ...part });

const playlist = (id: number, title: string, extra = {}) => ({ id, title, is_public: 0, created_at: `2023-05-18T12:00:0${id % 10}`, ...extra });
const song = (id: number, playlistId: number, songId: number) => ({ id, playlist_id: playlistId, song_id: songId });

const reference = {
  changes: [change('playlist_songs', { inserted: [song(11, 100, 7), song(12, 100, 8)] }), change('playlists', { inserted: [playlist(100, 'Monday Commute')] })],
  captures: { playlistId: 100 },
};
const rules = { free: [], rows: [] };

describe('foldEpisodeChanges', () => {
  it('folds an insert then update into one inserted row, insert then delete into nothing, and drops a round trip', () => {
    const folded = foldEpisodeChanges([
      call([change('playlists', { inserted: [playlist(1, 'A')] })]),
      call([change('playlists', { updated: [{ id: 1, before: { title: 'A' }, after: { title: 'B' } }] })]),
      call([change('playlists', { inserted: [playlist(2, 'C')] })]),
      call([change('playlists', { deleted: [playlist(2, 'C')] })]),
      call([change('playlists', { updated: [{ id: 9, before: { is_public: 0 }, after: { is_public: 1 } }] })]),
      call([change('playlists', { updated: [{ id: 9, before: { is_public: 1 }, after: { is_public: 0 } }] })]),
      call([change('playlists', { inserted: [playlist(3, 'refused')] })], false),
    ]);
    expect(folded).toEqual([change('playlists', { inserted: [playlist(1, 'B')] })]);
  });
});

describe('compareWithReference', () => {
  it('pairs rows the run created under other ids, foreign keys included, and ignores clock fields', () => {
    const candidate = {
      changes: [change('playlists', { inserted: [playlist(200, 'Monday Commute', { created_at: 'later' })] }), change('playlist_songs', { inserted: [song(21, 200, 8), song(22, 200, 7)] })],
      captures: { playlistId: 200 },
      probed: [],
    };
    expect(compareWithReference(candidate, reference, rules)).toEqual([]);
  });

  it('names the row and field of a different value, an extra row and a missing one', () => {
    const candidate = {
      changes: [
        change('playlists', { inserted: [playlist(200, 'Monday Commute', { is_public: 1 }), playlist(201, 'junk')] }),
        change('playlist_songs', { inserted: [song(21, 200, 7)] }),
      ],
      captures: { playlistId: 200 },
      probed: [],
    };
    // Each difference is a sentence, and the row nearest the reference's is one row inserted
    // differently — never listed as both missing and extra.
    expect(compareWithReference(candidate, reference, rules)).toEqual([
      'the reference inserts spotify.playlist_songs row 12; the app inserted no row like it',
      'the app inserted spotify.playlists row 200 ("Monday Commute") with is_public 1; the reference inserts it with is_public 0',
      'the app inserted spotify.playlists row 201 ("junk"); the reference inserts no row like it',
    ]);
    // One row left on each side: the field that differs is named.
    const one = { ...candidate, changes: [change('playlists', { inserted: [playlist(200, 'Monday Commute', { is_public: 1 })] }), change('playlist_songs', { inserted: [song(21, 200, 7), song(22, 200, 8)] })] };
    expect(compareWithReference(one, reference, rules)).toEqual(['the app inserted spotify.playlists row 200 ("Monday Commute") with is_public 1; the reference inserts it with is_public 0']);
  });

  it('a song added to another playlist of the user is not the reference\'s song', () => {
    const candidate = {
      changes: [change('playlists', { inserted: [playlist(200, 'Monday Commute')] }), change('playlist_songs', { inserted: [song(21, 200, 7), song(22, 555, 8)] })],
      captures: { playlistId: 200 },
      probed: [],
    };
    expect(compareWithReference(candidate, reference, rules)).toEqual(['the app inserted spotify.playlist_songs row 22 with playlist_id 555; the reference inserts it with playlist_id 100']);
  });

  it('names a foreign key to a row the app created that matches none of the reference\'s, never "undefined"', () => {
    const ref = { changes: [change('playlists', { inserted: [playlist(100, 'Monday Commute')] }), change('playlist_songs', { inserted: [song(11, 100, 7)] })], captures: {} };
    const candidate = { changes: [change('playlists', { inserted: [playlist(200, 'Gym')] }), change('playlist_songs', { inserted: [song(21, 200, 7)] })], captures: {}, probed: [] };
    expect(compareWithReference(candidate, ref, rules)).toEqual([
      'the app inserted spotify.playlist_songs row 21 with playlist_id 200, a row the app created that matches none the reference created',
      'the app inserted spotify.playlists row 200 ("Gym") with title "Gym"; the reference inserts it with title "Monday Commute"',
    ]);
  });

  it('holds free fields to their constraint only, and row sets to their bounds and the rows they point at', () => {
    const free = [{ app: 'spotify', table: 'playlists', field: 'title', constraint: { contains: ['Commute'] } }];
    const rows = [{ app: 'spotify', table: 'playlist_songs', min: 2, where: { playlist_id: 200 }, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: 'pop' } } }];
    const probed = [
      { id: 7, genre: 'pop', __table: 'spotify.songs' },
      { id: 9, genre: 'classical', __table: 'spotify.songs' },
    ];
    const good = { changes: [change('playlists', { inserted: [playlist(200, 'My Commute')] }), change('playlist_songs', { inserted: [song(21, 200, 7), song(22, 200, 7)] })], captures: { playlistId: 200 }, probed };
    expect(compareWithReference(good, reference, { free, rows })).toEqual([]);
    const bad = { changes: [change('playlists', { inserted: [playlist(200, 'Gym')] }), change('playlist_songs', { inserted: [song(21, 200, 9)] })], captures: { playlistId: 200 }, probed };
    expect(compareWithReference(bad, reference, { free, rows })).toEqual([
      'the app inserted spotify.playlists row 200 ("Gym") with title "Gym", which the task does not allow',
      'the app inserted 1 spotify.playlist_songs row(s) where the task asks for 2 or more',
      'the app inserted spotify.playlist_songs row 21 whose song_id points at a spotify.songs row with genre "classical"; the task asks for "pop"',
    ]);
  });

  it('binds a free field to the rows the reference updated: the same field on another row is an extra write', () => {
    const free = [{ app: 'spotify', table: '*', field: 'description', constraint: 'non_empty' as const }];
    const described = (id: number, description: string) => ({ id, before: { description: null }, after: { description } });
    const ref = { changes: [change('playlists', { updated: [described(5, 'For the gym')] })], captures: {} };
    const own = { changes: [change('playlists', { updated: [described(5, 'Workout tunes')] })], captures: {}, probed: [] };
    expect(compareWithReference(own, ref, { free, rows: [] })).toEqual([]);
    const other = { changes: [change('playlists', { updated: [described(6, 'For the gym')] })], captures: {}, probed: [] };
    expect(compareWithReference(other, ref, { free, rows: [] })).toEqual([
      'the app left description of spotify.playlists row 5 as it was; the reference changes it (to a value the app may choose)',
      'the app set description of spotify.playlists row 6 to "For the gym"; the reference leaves it null',
    ]);
    const both = { changes: [change('playlists', { updated: [described(5, 'Workout tunes'), described(6, 'For the gym')] })], captures: {}, probed: [] };
    expect(compareWithReference(both, ref, { free, rows: [] })).toEqual(['the app set description of spotify.playlists row 6 to "For the gym"; the reference leaves it null']);
  });

  it('binds a row set to where the reference\'s rows hang: songs added to another playlist are extra writes', () => {
    const rows = [{ app: 'spotify', table: 'playlist_songs', min: 2, max: 5, where: {}, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: 'pop' } } }];
    const probed = [7, 8, 9].map((id) => ({ id, genre: 'pop', __table: 'spotify.songs' }));
    const made = change('playlists', { inserted: [playlist(200, 'Monday Commute')] });
    const good = { changes: [made, change('playlist_songs', { inserted: [song(21, 200, 9), song(22, 200, 8)] })], captures: { playlistId: 200 }, probed };
    expect(compareWithReference(good, reference, { free: [], rows })).toEqual([]);
    const elsewhere = { ...good, changes: [made, change('playlist_songs', { inserted: [song(21, 200, 9), song(22, 200, 8), song(23, 555, 7)] })] };
    expect(compareWithReference(elsewhere, reference, { free: [], rows })).toEqual(["the app inserted spotify.playlist_songs row 23 elsewhere than the reference's playlist_songs rows: its ids point at other records"]);
  });

  it('compares updates field by field and deletes by id', () => {
    const ref = { changes: [change('playlists', { updated: [{ id: 5, before: { title: 'A' }, after: { title: 'B' } }] })], captures: {} };
    const cand = {
      changes: [change('playlists', { updated: [{ id: 5, before: { title: 'A', is_public: 0 }, after: { title: 'B', is_public: 1 } }], deleted: [playlist(6, 'Old')] })],
      captures: {},
      probed: [],
    };
    expect(compareWithReference(cand, ref, rules)).toEqual(['the app set is_public of spotify.playlists row 5 to 1; the reference leaves it 0', 'the app deleted spotify.playlists row 6; the reference keeps it']);
  });
});

describe('a text a service copies from a free field', () => {
  const venmo = (table: string, part: Partial<Diff[number]>): Diff[number] => ({ ...change(table, part), app: 'venmo' });
  const free = { free: [{ app: 'venmo', table: 'transactions', field: 'description', constraint: { contains: ['babysitter'] }, why: 'the wording is the app’s' }], rows: [] };
  const side = (description: string, notice: string) => ({
    changes: [venmo('transactions', { inserted: [{ id: 5, amount: 60, description }] }), venmo('notifications', { inserted: [{ id: 6, message: notice }] })],
    captures: {},
    probed: [],
  });
  const ref = side('Pay the babysitter', 'Alex paid you $60.00 for Pay the babysitter');

  it('follows the app’s own free text: the notice that quotes it passes', () => {
    expect(compareWithReference(side('Babysitter, Tuesday', 'Alex paid you $60.00 for Babysitter, Tuesday'), ref, free)).toEqual([]);
  });

  it('still fails a notice that is not the service’s copy of the app’s text (another amount)', () => {
    expect(compareWithReference(side('Babysitter, Tuesday', 'Alex paid you $90.00 for Babysitter, Tuesday'), ref, free)).not.toEqual([]);
  });

  it('still fails a free text outside its bounds', () => {
    expect(compareWithReference(side('Tuesday', 'Alex paid you $60.00 for Tuesday'), ref, free)).not.toEqual([]);
  });
});

describe('a contains rule with or_in (issue #30: the user asks a text to name the thing, not one field of it)', () => {
  const email = (id: number, subject: string, body: string) => ({ id, subject, body, recipient_id: 4 });
  const ref = { changes: [{ ...change('emails', { inserted: [email(1, 'Slow Flow Thursdays', 'New class playlist is up.')] }), app: 'gmail' }], captures: {} };
  const free = [
    { app: 'gmail', table: '*', field: 'subject', constraint: { contains: ['Slow Flow Thursdays'] }, or_in: ['body'] },
    { app: 'gmail', table: '*', field: 'body', constraint: 'any' as const },
  ];
  const cand = (row: Record<string, unknown>) => ({ changes: [{ ...change('emails', { inserted: [row] }), app: 'gmail' }], captures: {}, probed: [] });

  it('takes the name in the body when the subject is the app\'s own', () => {
    expect(compareWithReference(cand(email(9, 'New class playlist', 'It is called Slow Flow Thursdays.')), ref, { free, rows: [] })).toEqual([]);
    expect(compareWithReference(cand(email(9, 'Slow Flow Thursdays', '')), ref, { free, rows: [] })).toEqual([]);
  });

  it('still fails an email that names it nowhere, or goes to someone else', () => {
    expect(compareWithReference(cand(email(9, 'New class playlist', 'Have a listen!')), ref, { free, rows: [] })).not.toEqual([]);
    expect(compareWithReference(cand({ ...email(9, 'Slow Flow Thursdays', ''), recipient_id: 5 }), ref, { free, rows: [] })).not.toEqual([]);
    // Without or_in the subject alone is asked.
    expect(compareWithReference(cand(email(9, 'New class playlist', 'It is called Slow Flow Thursdays.')), ref, { free: [{ ...free[0]!, or_in: undefined }, free[1]!], rows: [] })).not.toEqual([]);
  });
});

describe('compareWithReference: records kept in step (in_step)', () => {
  // The user renames the chore's to-do; the alarm labelled with it may follow, or stay.
  const todo = { app: 'todoist', table: 'tasks', inserted: [], deleted: [], updated: [{ id: 5, before: { title: 'Water the plants' }, after: { title: 'Water the succulents' } }] };
  const alarm = (id: number, before: string, after: string) => ({ app: 'phone', table: 'alarms', inserted: [], deleted: [], updated: [{ id, before: { label: before }, after: { label: after } }] });
  const inStep = [{ app: 'phone', table: 'alarms', field: 'label', from: 'Water the plants', to: 'Water the succulents' }];
  const ref = { changes: [todo], captures: {} };
  const cand = (...changes: Diff) => ({ changes, captures: {}, probed: [] });

  it('lets a correct app rename the alarm too, in its own case or with words around the name, or leave it', () => {
    expect(compareWithReference(cand(alarm(3, 'Water the plants', 'water the succulents')), { changes: [...ref.changes], captures: {} }, { free: [], rows: [], inStep })).toEqual(
      expect.arrayContaining([expect.stringContaining('todoist.tasks row 5')]),
    );
    expect(compareWithReference(cand(todo, alarm(3, 'Water the plants', 'water the succulents')), ref, { free: [], rows: [], inStep })).toEqual([]);
    expect(compareWithReference(cand(todo, alarm(3, 'Chore: Water the plants', 'Chore: Water the succulents')), ref, { free: [], rows: [], inStep })).toEqual([]);
    expect(compareWithReference(cand(todo), ref, { free: [], rows: [], inStep })).toEqual([]);
    // The reference that renames the alarm itself does not oblige the app to.
    expect(compareWithReference(cand(todo), { changes: [todo, alarm(3, 'Water the plants', 'Water the succulents')], captures: {} }, { free: [], rows: [], inStep })).toEqual([]);
  });

  it('fails an app that relabels the alarm to anything else, or renames another alarm to the new name', () => {
    const rules = { free: [], rows: [], inStep };
    expect(compareWithReference(cand(todo, alarm(3, 'Water the plants', 'Chore')), ref, rules)).toEqual([expect.stringContaining('phone.alarms row 3')]);
    expect(compareWithReference(cand(todo, alarm(4, 'Gym', 'Water the succulents')), ref, rules)).toEqual([expect.stringContaining('phone.alarms row 4')]);
    // Without the rule, the second change is an extra write, as before.
    expect(compareWithReference(cand(todo, alarm(3, 'Water the plants', 'Water the succulents')), ref, { free: [], rows: [] })).toEqual([expect.stringContaining('phone.alarms row 3')]);
  });
});

describe('compareWithReference: follow-ons kept in step (flags, deletes, new texts, retold labels; issue #30, ref9)', () => {
  // The user cancels a return; the reference changes only the return. The ship-by to-do (row 7,
  // captured when it was made) may be ticked off or deleted; nothing else may.
  const ret = { app: 'amazon', table: 'returns', inserted: [], deleted: [], updated: [{ id: 2, before: { status: 'initiated' }, after: { status: 'cancelled' } }] };
  const ref = { changes: [ret], captures: {} };
  const cand = (...changes: Diff) => ({ changes, captures: {}, probed: [] });
  const todo = (id: number, before: Row, after: Row) => ({ app: 'todoist', table: 'tasks', inserted: [], deleted: [], updated: [{ id, before, after }] });
  const gone = (id: number) => ({ app: 'todoist', table: 'tasks', inserted: [], deleted: [{ id, title: 'Ship back' }], updated: [] });
  const settled = [
    { app: 'todoist', table: 'tasks', field: 'is_completed', from: '0', to: '1', key: { id: 7 } },
    { app: 'todoist', table: 'tasks', field: 'id', from: '', to: '', op: 'deleted' as const, key: { id: 7 } },
  ];
  const rules = { free: [], rows: [], inStep: settled };

  it('passes an app that ticks the to-do off, deletes it, or leaves it', () => {
    expect(compareWithReference(cand(ret, todo(7, { is_completed: 0, completed_at: null }, { is_completed: 1, completed_at: '2023-05-20T10:00:00' })), ref, rules)).toEqual([]);
    expect(compareWithReference(cand(ret, gone(7)), ref, rules)).toEqual([]);
    expect(compareWithReference(cand(ret), ref, rules)).toEqual([]);
  });

  it('fails an app that ticks off or deletes another to-do, or edits the to-do otherwise', () => {
    expect(compareWithReference(cand(ret, todo(8, { is_completed: 0 }, { is_completed: 1 })), ref, rules)).toEqual([expect.stringContaining('todoist.tasks row 8')]);
    expect(compareWithReference(cand(ret, gone(8)), ref, rules)).toEqual([expect.stringContaining('todoist.tasks row 8')]);
    expect(compareWithReference(cand(ret, todo(7, { title: 'Ship back' }, { title: 'Keep earbuds' })), ref, rules)).toEqual([expect.stringContaining('todoist.tasks row 7')]);
    // Without the rules, both follow-ons are extra writes, as before.
    expect(compareWithReference(cand(ret, gone(7)), ref, { free: [], rows: [] })).toEqual([expect.stringContaining('todoist.tasks row 7')]);
  });

  // The user moves the dinner to the 28th; the app may text the guest (person 41) the new date.
  const moved = { app: 'todoist', table: 'tasks', inserted: [], deleted: [], updated: [{ id: 5, before: { due_date: '2023-05-27' }, after: { due_date: '2023-05-28' } }] };
  const text = (id: number, receiver: number, message: string) => [
    { app: 'phone', table: 'text_messages', inserted: [{ id, sender_id: 1, receiver_id: receiver, message }], deleted: [], updated: [] },
    { app: 'phone', table: 'user_text_messages', inserted: [{ id: id + 1, user_id: 1, text_message_id: id }, { id: id + 2, user_id: receiver, text_message_id: id }], deleted: [], updated: [] },
  ];
  const told = [{ app: 'phone', table: 'text_messages', field: 'message', from: '', to: '', op: 'inserted' as const, where: { receiver_id: 41 }, mentions: ['2023-05-28', 'May 28', '28th'] }];
  const refMoved = { changes: [moved], captures: {} };

  it('passes an app that texts the guest the new date in its own words, or sends nothing', () => {
    expect(compareWithReference(cand(moved, ...text(900, 41, 'Dinner moved to Sunday the 28th!')), refMoved, { free: [], rows: [], inStep: told })).toEqual([]);
    expect(compareWithReference(cand(moved, ...text(900, 41, 'New date: May 28, 2023')), refMoved, { free: [], rows: [], inStep: told })).toEqual([]);
    expect(compareWithReference(cand(moved), refMoved, { free: [], rows: [], inStep: told })).toEqual([]);
  });

  it('fails a text to someone else, a text without the new date, or two texts', () => {
    expect(compareWithReference(cand(moved, ...text(900, 42, 'Dinner moved to the 28th')), refMoved, { free: [], rows: [], inStep: told }).length).toBeGreaterThan(0);
    expect(compareWithReference(cand(moved, ...text(900, 41, 'Dinner moved to the 29th')), refMoved, { free: [], rows: [], inStep: told }).length).toBeGreaterThan(0);
    const [t1, u1] = text(900, 41, 'Moved to the 28th');
    const [t2, u2] = text(950, 41, 'Really, the 28th');
    const two = [{ ...t1!, inserted: [...t1!.inserted, ...t2!.inserted] }, { ...u1!, inserted: [...u1!.inserted, ...u2!.inserted] }];
    expect(compareWithReference(cand(moved, ...two), refMoved, { free: [], rows: [], inStep: told }).length).toBeGreaterThan(0);
  });

  it('lets the errand\'s alarm (row 3) be relabelled for the new day in any words, and nothing else', () => {
    const relabel = [{ app: 'phone', table: 'alarms', field: 'label', from: '', to: '', key: { id: 3 }, mentions: ['2023-06-12', 'June 12', 'Jun 12', '12 June'] }];
    const alarm = (id: number, label: string) => ({ app: 'phone', table: 'alarms', inserted: [], deleted: [], updated: [{ id, before: { label: 'Passport renewal' }, after: { label } }] });
    const r = { free: [], rows: [], inStep: relabel };
    expect(compareWithReference(cand(moved, alarm(3, 'Passport renewal June 12')), refMoved, r)).toEqual([]);
    expect(compareWithReference(cand(moved, alarm(3, 'Passport renewal June 13')), refMoved, r)).toEqual([expect.stringContaining('phone.alarms row 3')]);
    expect(compareWithReference(cand(moved, alarm(4, 'Passport renewal June 12')), refMoved, r)).toEqual([expect.stringContaining('phone.alarms row 4')]);
  });
});
