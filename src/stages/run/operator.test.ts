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

  it('uses action hints to break what values alone cannot', () => {
    const byValues = chooseAction(actions, episode({ values: { playlist_id: 42 } }));
    expect(byValues?.action.id).toBe('rename');
    const hinted = chooseAction(actions, episode({ values: { playlist_id: 42 }, action_hint: ['share'] }));
    expect(hinted?.action.id).toBe('share');
  });

  it('gives ties to the action shown first, and nothing when there is no action', () => {
    expect(chooseAction(actions, episode({}))?.action.id).toBe('build_playlist');
    expect(chooseAction([], episode({ values: { title: 'x' } }))).toBeUndefined();
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
    const choice = chooseAction(renamed, episode({ values: { title: 'Monday Commute', genre: 'pop' } }), flows);
    expect(choice).toMatchObject({ action: { id: 'make' }, inputs: { pl_name: 'Monday Commute', style: 'pop' }, score: 6 });
    // Without the flows the names say nothing: the values stay unfilled.
    expect(chooseAction(renamed.slice(0, 1), episode({ values: { title: 'Monday Commute', genre: 'pop' } }))?.inputs).toEqual({});
  });

  it('matches exactly before loosely, follows the data over a look-alike name, and reads new_x as x', () => {
    const choice = chooseAction(renamed, episode({ values: { 'stars|rating': 4, 'headline|title': 'Catchy', 'song|query': 'Sidewalk Chalk' }, action_hint: ['review'] }), flows);
    // The headline is review_song's title: it goes to `summary`, which feeds it, not to the input
    // merely named `title` (it feeds the song search). The song goes to the field labelled "Song".
    expect(choice?.inputs).toEqual({ score: 4, summary: 'Catchy', what: 'Sidewalk Chalk' });
    const loose = chooseAction(renamed, episode({ values: { new_rating: 2 }, action_hint: ['review'] }), flows);
    expect(loose?.inputs).toEqual({ score: 2 });
  });
});
