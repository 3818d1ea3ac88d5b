import { describe, expect, it } from 'vitest';
import { EpisodeSpecSchema } from '../../schemas/task.ts';
import type { SurfaceAction } from '../../runtime/types.ts';
import { chooseAction } from './operator.ts';

const input = (name: string, label = name) => ({ name, label, type: 'text', required: true });
const actions: SurfaceAction[] = [
  { id: 'build_playlist', label: 'Build playlist', handler: 'plan', inputs: [input('title', 'Playlist title'), input('genre', 'Genre')] },
  { id: 'rename', label: 'Rename', handler: 'plan', inputs: [input('playlist_id', 'Playlist id'), input('title', 'New title'), input('request', 'Anything else?')] },
  { id: 'share', label: 'Share', handler: 'plan', inputs: [input('playlist_id')] },
];
const episode = (fields: Record<string, unknown>) => EpisodeSpecSchema.parse({ id: 'e', stage: 'submit', ...fields });

describe('chooseAction', () => {
  it('picks the action whose inputs match most values and fills them', () => {
    const choice = chooseAction(actions, episode({ values: { title: 'Monday Commute', genre: 'pop' } }));
    expect(choice).toMatchObject({ action: { id: 'build_playlist' }, inputs: { title: 'Monday Commute', genre: 'pop' }, score: 6 });
  });

  it('matches values to labels and to whole word parts of names, and puts the message in request', () => {
    const choice = chooseAction(actions, episode({ message: 'Rename it please', values: { playlist_id: 42, new_title: 'Weekly' } }));
    expect(choice).toMatchObject({ action: { id: 'rename' }, inputs: { playlist_id: 42, title: 'Weekly', request: 'Rename it please' }, score: 7 });
  });

  it('uses action hints (whole words of the id or label) to break what values alone cannot', () => {
    const more: SurfaceAction[] = [...actions, { id: 'unshare', label: 'Unshare', handler: 'plan', inputs: [input('playlist_id')] }];
    const byValues = chooseAction(more, episode({ values: { playlist_id: 42 } }));
    expect(byValues).toMatchObject({ action: { id: 'share' }, ambiguous: true, reason: 'as good as "unshare" on every ground: shown first' });
    // "share" is a word of "Share", not of "Unshare"; the rename form cannot be filled (no title).
    expect(chooseAction(more, episode({ values: { playlist_id: 42 }, action_hint: ['share'] }))).toMatchObject({ action: { id: 'share' }, ambiguous: false });
    expect(chooseAction(more, episode({ values: { playlist_id: 42 }, action_hint: ['unshare'] }))).toMatchObject({ action: { id: 'unshare' }, ambiguous: false });
  });

  it('gives ties to the action shown first and reports them, and gives nothing when there is no action', () => {
    expect(chooseAction(actions, episode({}))).toMatchObject({ action: { id: 'build_playlist' }, ambiguous: true });
    expect(chooseAction([], episode({ values: { title: 'x' } }))).toBeUndefined();
  });
});

describe('chooseAction: the grounds in order', () => {
  const number = (name: string) => ({ ...input(name), type: 'number' });

  it('first, an action whose required inputs it can all fill, even with fewer values', () => {
    const forms: SurfaceAction[] = [
      { id: 'rewrite_by_id', label: 'Rewrite by id', handler: 'plan', inputs: [number('file_id'), input('text')] },
      { id: 'open_by_id', label: 'Open by id', handler: 'plan', inputs: [number('file_id')] },
    ];
    expect(chooseAction(forms, episode({ values: { file_id: 7 } }))).toMatchObject({ action: { id: 'open_by_id' }, reason: 'it fills every required input; "rewrite_by_id" cannot fill text' });
    // A value the field cannot take does not fill it: a title is no file id.
    const choice = chooseAction(forms, episode({ values: { 'file_id|title': 'Gratitude', text: 'Warm bread' } }));
    expect(choice).toMatchObject({ action: { id: 'rewrite_by_id' }, reason: 'no action could be filled (this one cannot fill file_id); it takes more of the request\'s values and hints (score 6 over 3 for "open_by_id")' });
  });

  it('a required field showing a default is filled with it', () => {
    const forms: SurfaceAction[] = [
      { id: 'search', label: 'Search', handler: 'plan', inputs: [input('query'), input('genre')] },
      { id: 'build', label: 'Build', handler: 'plan', inputs: [input('title'), { ...input('genre'), default: 'pop' }] },
    ];
    expect(chooseAction(forms, episode({ values: { title: 'Commute' } }))).toMatchObject({ action: { id: 'build' }, inputs: { title: 'Commute', genre: 'pop' } });
  });

  it('then one that does not do the opposite of the message, then one that names what it asks, before values', () => {
    const forms: SurfaceAction[] = [
      { id: 'write', label: 'Write a new text file', handler: 'plan', inputs: [input('path'), input('text'), { ...input('folder'), required: false }] },
      { id: 'star', label: 'Star', handler: 'plan', inputs: [input('path')] },
      { id: 'rewrite', label: 'Rewrite a file', handler: 'plan', inputs: [input('path'), input('text')] },
    ];
    const values = { path: 'notes.txt', text: 'Hi', folder: 'docs' };
    expect(chooseAction(forms, episode({ message: 'Rewrite notes.txt to say Hi', values }))).toMatchObject({ action: { id: 'rewrite' }, reason: 'it names what the message asks (edit); "write" does not' });
    expect(chooseAction(forms, episode({ message: 'Save notes.txt with Hi', values }))).toMatchObject({ action: { id: 'write' }, reason: 'it takes more of the request\'s values and hints (score 9 over 6 for "rewrite")' });
    // Nothing names "unstar"; the action that stars loses to the one that is merely silent.
    expect(chooseAction(forms.slice(1), episode({ message: 'Unstar notes.txt', values: { path: 'notes.txt', text: 'Hi' } }))).toMatchObject({ action: { id: 'rewrite' }, reason: '"star" does the opposite (star) of what the message asks (unstar)' });
  });

  it('an action that names what is asked is not its opposite for naming something else too', () => {
    const forms: SurfaceAction[] = [
      { id: 'call', label: 'Call', handler: 'plan', inputs: [input('name')] },
      { id: 'erase', label: 'Erase and log it', handler: 'plan', inputs: [number('call_id')] },
    ];
    // The call id was never shown (a capture the app never made): neither form can be filled.
    expect(chooseAction(forms, episode({ message: 'Delete that call from the history.', values: { call_id: '$callId' } }))).toMatchObject({
      action: { id: 'erase' },
      reason: 'no action could be filled (this one cannot fill call_id); it names what the message asks (delete); "call" does not',
    });
  });

  it("reads an action's goal when its id and label name nothing", () => {
    const forms: SurfaceAction[] = [
      { id: 'go', label: 'Go', handler: 'plan', inputs: [input('song')] },
      { id: 'ok', label: 'OK', handler: 'plan', inputs: [input('song')] },
    ];
    const goals = new Map([
      ['go', 'Find the song and add it to my library.'],
      ['ok', 'Find the song and remove my like.'],
    ]);
    expect(chooseAction(forms, episode({ message: 'Take the like off Silver Garden.', values: { song: 'Silver Garden' } }), { goals })).toMatchObject({ action: { id: 'ok' }, reason: 'it names what the message asks (unlike); "go" does not' });
  });

  it("uses the free-text request action when no structured action can be filled, and only then", () => {
    const forms: SurfaceAction[] = [
      { id: 'share_by_id', label: 'Share (by note id)', handler: 'plan', inputs: [number('note_id'), input('email')] },
      { id: 'ask', label: 'Ask the assistant', handler: 'agent', inputs: [input('request')] },
      { id: 'new_note', label: 'New note', handler: 'plan', inputs: [input('title')] },
    ];
    const message = 'Share Groceries with ana@example.com';
    expect(chooseAction(forms, episode({ message, values: { note: 'Groceries', email: 'ana@example.com' } }))).toMatchObject({
      action: { id: 'ask' },
      inputs: { request: message },
      reason: 'no structured action could be filled ("share_by_id" cannot fill note_id): the free-text request action takes the message',
    });
    expect(chooseAction(forms, episode({ message: 'New note Groceries', values: { title: 'Groceries' } }))?.action.id).toBe('new_note');
  });
});

describe('chooseAction by data flow', () => {
  const renamed: SurfaceAction[] = [
    { id: 'make', label: 'Make', handler: 'plan', inputs: [input('pl_name', 'Playlist name'), input('style', 'Style of music')] },
    { id: 'review', label: 'Review', handler: 'plan', inputs: [input('what', 'Song'), input('score', 'Score'), input('summary', 'Summary'), input('title', 'Title of the song')] },
  ];
  const flows = new Map([
    ['make', new Map([['pl_name', ['spotify.create_playlist.title']], ['style', ['spotify.search_songs.genre']]])],
    ['review', new Map([['what', ['spotify.search_songs.query']], ['score', ['spotify.review_song.rating']], ['summary', ['spotify.review_song.title']], ['title', ['spotify.search_songs.query']]])],
  ]);

  it('fills inputs whose values flow into the API arguments the keys name', () => {
    const choice = chooseAction(renamed, episode({ values: { title: 'Monday Commute', genre: 'pop' } }), { flows });
    expect(choice).toMatchObject({ action: { id: 'make' }, inputs: { pl_name: 'Monday Commute', style: 'pop' }, score: 6 });
    // Without the flows the names say nothing: the values stay unfilled.
    expect(chooseAction(renamed.slice(0, 1), episode({ values: { title: 'Monday Commute', genre: 'pop' } }))?.inputs).toEqual({});
  });

  it('matches exactly before loosely, follows the data over a look-alike name, and reads new_x as x', () => {
    const choice = chooseAction(renamed, episode({ values: { 'stars|rating': 4, 'headline|title': 'Catchy', 'song|query': 'Sidewalk Chalk' }, action_hint: ['review'] }), { flows });
    // The headline is review_song's title: it goes to `summary`, which feeds it, not to the input
    // merely named `title` (it feeds the song search). The song goes to the field labelled "Song".
    expect(choice?.inputs).toEqual({ score: 4, summary: 'Catchy', what: 'Sidewalk Chalk' });
    const loose = chooseAction(renamed, episode({ values: { new_rating: 2 }, action_hint: ['review'] }), { flows });
    expect(loose?.inputs).toEqual({ score: 2 });
  });
});
