/** Spotify's record tasks: playlists built from a genre, then renamed or shared; a song review, then re-rated. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, forEach, input, message, optional, recordAction } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { SONGS_ROOM } from '../../kit/changes.ts';
import { caseHead, caseRows } from '../../kit/rows.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { findThenAct } from '../../shapes/record-actions.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import type { FreeDef } from '../../kit/checks.ts';

/** A playlist's visibility, where the user never says public or private (ask9, unrequested_value). */
const PUBLIC_LEFT: FreeDef = { app: 'spotify', table: 'playlists', field: 'is_public', constraint: 'any', why: 'the user never says public or private; the playlist\'s visibility is the app\'s' };

const GENRES = ['pop', 'rock', 'jazz', 'electronic', 'indie', 'hip-hop', 'country', 'classical', 'folk', 'latin', 'soul'] as const;

/** A playlist case: the app is named for what the playlists are for; the revision renames and/or shares the playlist. */
const PlaylistCase = z.object({
  ...caseHead, example: z.string().optional(), purpose: z.string(), playlist: z.string(), genre: z.enum(GENRES), newTitle: z.string(), makePublic: z.boolean(),
  createMessage: z.string(), reviseMessage: z.string(),
});
type PlaylistCase = z.infer<typeof PlaylistCase>;

const playlist = (c: PlaylistCase): RecordCase => ({
  id: c.id, split: c.split, seed: c.seed, example: c.example, intention: c.intention,
  app: {
    id: c.id.split('.').pop() as string,
    title: c.title,
    summary: `Builds ${c.purpose} playlists on Spotify from a title and a genre and keeps the ones it made.`,
    intro: 'Give the playlist a title and pick a genre; up to five matching songs are added.',
    list: {
      name: 'playlists', fields: { id: 'number', title: 'string', genre: 'string', public: 'boolean' },
      item: '{{item.title}} — playlist {{item.id}} ({{item.genre}})', heading: 'Playlists made here', empty: 'No playlists yet.',
    },
    actions: [
      {
        id: 'build_playlist', label: 'Build playlist', services: ['spotify'],
        goal: 'Create a Spotify playlist with the title, add up to five songs of the genre, and keep it in the list.',
        inputs: [input('title', 'Playlist title'), input('genre', 'Genre', 'select', { options: [...GENRES], default: 'pop' })],
        plan: [
          call('spotify.create_playlist', { title: '{{inputs.title}}' }, 'created'),
          call('spotify.search_songs', { genre: '{{inputs.genre}}', page_limit: 5 }, 'songs'),
          forEach('{{songs}}', 'song', 5, [call('spotify.add_song_to_playlist', { playlist_id: '{{created.playlist_id}}', song_id: '{{song.song_id}}' })]),
          append('playlists', { id: '{{created.playlist_id}}', title: '{{inputs.title}}', genre: '{{inputs.genre}}', public: false }),
          message('Created "{{inputs.title}}" as playlist {{created.playlist_id}} with {{songs.length}} songs.'),
        ],
      },
      recordAction({
        id: 'edit_playlist', label: 'Update playlist', service: 'spotify', goal: 'Rename a playlist made here, or change whether it is public, on Spotify and in the list.',
        key: ['playlist_id', 'Playlist id'], more: [input('new_title', 'New title'), optional('is_public', 'Public', 'boolean', { default: false })],
        call: ['spotify.update_playlist', { playlist_id: '{{inputs.playlist_id}}', title: '{{inputs.new_title}}', is_public: '{{inputs.is_public}}' }],
        // Read back, so what the playlist is now called and whether it is public come from Spotify.
        also: [call('spotify.show_playlist', { playlist_id: '{{inputs.playlist_id}}' }, 'now')],
        list: 'playlists', fields: { title: '{{inputs.new_title}}', public: '{{inputs.is_public}}' }, said: 'Playlist {{inputs.playlist_id}} is now "{{now.title}}" (public: {{now.is_public}}).',
      }),
    ],
  },
  table: 'playlists', capture: 'playlistId', inputs: [['title'], ['genre']], actions: ['build', 'create', 'playlist'],
  create: {
    message: c.createMessage, values: { title: c.playlist, genre: c.genre }, hint: ['build', 'create'],
        // The genre the user picked (issue #30, not_shown: the title alone passed); it is grounded
    // only in the songs the playlist got, so showing it tells that songs of it went in.
    api: 'spotify.create_playlist', args: { title: c.playlist }, where: { title: c.playlist }, fields: { title: c.playlist }, show: [c.playlist, c.genre],
    // The user never says public or private: the playlist's visibility is the app's (ask9).
    free: [PUBLIC_LEFT],
    allow: [['spotify', 'playlists', 'inserted'], ['spotify', 'playlist_songs', 'inserted']], maxMutations: 8 + SONGS_ROOM,
    extra: [{ type: 'db_changed', app: 'spotify', table: 'playlist_songs', op: 'inserted', where: { playlist_id: '$playlistId' }, min: 1 }],
    // Which songs, and how many, is the app's choice (the user names no number); that they are songs of the genre, in this playlist, is not.
    rows: [{ app: 'spotify', table: 'playlist_songs', min: 1, where: { playlist_id: '$playlistId' }, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: c.genre } } }],
  },
  revise: {
    // Whether it is public is typed only where the user asks to make it so (ask9).
    message: c.reviseMessage, values: { playlist_id: '$playlistId', new_title: c.newTitle, ...(c.makePublic ? { is_public: true } : {}) }, hint: ['update', 'rename', 'share', 'public'],
    api: 'spotify.update_playlist',
    // Only what the user asked to change: a new title, and/or making it public.
    args: { playlist_id: '$playlistId', ...(c.newTitle !== c.playlist ? { title: c.newTitle } : {}), ...(c.makePublic ? { is_public: true } : {}) },
    fields: { title: c.newTitle, ...(c.makePublic ? { is_public: true } : {}) },
    ...(c.makePublic ? {} : { free: [PUBLIC_LEFT] }),
    // Only a changed title comes back from the service; an unchanged one is nothing new, unless
    // the playlist goes public: then its name is shown with that (issue #30).
    show: c.newTitle === c.playlist && !c.makePublic ? [] : [c.newTitle],
    allow: [['spotify', 'playlists', 'updated']], maxMutations: 1,
  },
  reopen: [c.newTitle],
});

const songCritic = (): RecordCase => ({
  id: 'single.spotify.song-critic', split: 'public', seed: 105,
  intention: 'Make me an app where I can rate songs I hear on Spotify and later change my rating.',
  app: {
    id: 'song-critic', title: 'Song Critic',
    summary: 'Rates songs on Spotify and keeps my reviews so I can change my mind later.',
    intro: 'Find a song by its title, give it 1 to 5 stars and a few words.',
    list: {
      name: 'reviews', fields: { id: 'number', song: 'string', rating: 'number' }, item: '{{item.song}}: {{item.rating}} stars (review {{item.id}})', heading: 'My reviews',
      empty: 'No reviews yet.',
    },
    actions: [
      findThenAct({
        id: 'review_song', label: 'Post review', service: 'spotify', goal: 'Review the song found by title on Spotify and keep the review here.',
        inputs: [input('song_title', 'Song title'), input('rating', 'Stars (1-5)', 'number'), optional('text', 'Review text')], find: ['spotify.search_songs', 'song_title'],
        act: ['spotify.review_song', { song_id: '{{found.0.song_id}}', rating: '{{inputs.rating}}', text: '{{inputs.text}}' }, 'created'],
        list: 'reviews', item: { id: '{{created.song_review_id}}', song: '{{found.0.title}}', rating: '{{inputs.rating}}' },
        said: 'Reviewed {{found.0.title}} with {{inputs.rating}} stars (review {{created.song_review_id}}).',
      }),
      recordAction({
        id: 'change_rating', label: 'Change rating', service: 'spotify', goal: 'Change the stars of one of my reviews on Spotify and here.',
        key: ['review_id', 'Review id'], more: [input('new_rating', 'New stars (1-5)', 'number')],
        call: ['spotify.update_song_review', { song_review_id: '{{inputs.review_id}}', rating: '{{inputs.new_rating}}' }],
        list: 'reviews', fields: { rating: '{{inputs.new_rating}}' }, said: 'Review {{inputs.review_id}} now has {{inputs.new_rating}} stars.',
      }),
    ],
  },
  table: 'song_reviews', capture: 'reviewId', inputs: [['song', 'title'], ['rating', 'stars']], actions: ['review', 'rate'],
  create: {
    // Reading 5: "it has a great hook" is the user's reason for the stars, not a review text they
    // dictate; the review's text is the app's (even none) and the operator types none.
    message: 'Give Sidewalk Chalk four stars, it has a great hook.', values: { song_title: 'Sidewalk Chalk', rating: 4 }, hint: ['review', 'post'],
    free: [{ app: 'spotify', table: 'song_reviews', field: 'text', constraint: 'any', why: 'the user gives a reason for the stars, not a review text; what the review says, if anything, is the app\'s' }],
    api: 'spotify.review_song',
    // The song the user named, not any song.
    args: { song_id: fixtureRow<{ id: number }>('SELECT id FROM spotify_songs WHERE title = ?', 'Sidewalk Chalk').id, rating: 4 },
    fields: { rating: 4 }, show: ['Sidewalk Chalk'], allow: [['spotify', 'song_reviews', 'inserted'], ['spotify', 'songs', 'updated']], maxMutations: 2,
  },
  revise: {
    // s19: not two stars, the song's review count once the user's review is in (kit/stars-apart.ts).
    message: 'I have heard it far too often now, make that review one star.', values: { review_id: '$reviewId', new_rating: 1 }, hint: ['change', 'rating'],
    api: 'spotify.update_song_review', args: { song_review_id: '$reviewId', rating: 1 }, fields: { rating: 1 }, show: [],
    allow: [['spotify', 'song_reviews', 'updated'], ['spotify', 'songs', 'updated']], maxMutations: 2,
  },
  reopen: ['Sidewalk Chalk'],
});

/**
 * The genre the user picked is told by the word, or by the songs of it the playlist got (issue #30,
 * s10: the user picks the genre and asks for songs, not to see the genre back): any title of a
 * song of that genre (and of no other) is as good as "pop". A song of another genre is not.
 */
function genreOrSongs(task: TaskInput, genre: string): TaskInput {
  const titles = JSON.parse(fixtureRow<{ x: string }>(
    'SELECT json_group_array(title) AS x FROM (SELECT title FROM spotify_songs GROUP BY title HAVING count(DISTINCT genre) = 1 AND max(genre) = ? ORDER BY min(id))', genre).x) as string[];
  return {
    ...task,
    episodes: task.episodes.map((e) => e.stage !== 'submit' ? e : {
      ...e,
      assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.value === genre ? { ...a, because: genre, or: titles } : a)),
    }),
  };
}

/** A playlist made public must be said to be public, not only named (issue #30), or its flag shown by value. */
const publicShown = (c: PlaylistCase): TaskInput => {
  const task = genreOrSongs(singleRecord('spotify', playlist(c)), c.genre);
  return c.makePublic ? withStateWords(task, [{ episode: 'revise', value: c.newTitle, words: [...STATE_WORDS.public, 'true'] }]) : task;
};

const builtTasks = (): TaskInput[] => [...caseRows(import.meta.url, { playlist: PlaylistCase }).playlist.map(publicShown), singleRecord('spotify', songCritic())];

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
