/**
 * Spotify tasks on the play queue, my own playlists' contents, old playlists and my reviews:
 * removal and its undo are the needs here.
 */
import { z } from 'zod';
import { input } from '../../kit/package.ts';
import { appCase, caseTasks } from '../../kit/rows.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { type ActSpec, capitalised, idOf, logTask, type StepDef } from '../../shapes/found-log.ts';
import { type Change } from '../../kit/changes.ts';
import { userCount } from '../../kit/fixture.ts';
import { postStep, takeDown } from '../../shapes/found-log-posts.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { ACTION_WORDS } from '../../kit/action-words.ts';

const queueLength = () => userCount('spotify_queue_songs');

const QUEUE_SONG: ActSpec = {
  id: 'queue_song', label: 'Play next', find: 'song', goal: 'Find the song by title and add it to the end of my Spotify queue.',
  calls: [['spotify.add_to_queue', { song_id: '@id' }, 'queued']],
  what: 'queued', say: 'Queued @name (song @id) at position {{queued.position}}.',
};

/** The song queued at the end, at the position it lands in; the user sees its title and `shown`. */
const queueStep = (message: string, song: string, position: number, shown: number): StepDef => ({
  message, values: { song }, hint: ['queue', 'play next'],
  calls: [['spotify.add_to_queue', { song_id: idOf('song', song) }]],
  changes: [['spotify.queue_songs', 'inserted', { song_id: idOf('song', song), position }]],
  // The title alone could come from the search: that it was queued is said too (Reading 2).
  mutations: 1, show: [song, shown], state: ACTION_WORDS.queued,
});

// ---------------------------------------------------------------- queue: add a song, drop a position

const DROP_POSITION: ActSpec = {
  id: 'drop_position', label: 'Remove from queue', goal: 'Remove the song at a position of my Spotify queue.', inputs: [input('position', 'Queue position', 'number')],
  calls: [
    ['spotify.remove_song_from_queue', { position: '{{inputs.position}}' }, 'dropped'],
    ['spotify.show_song', { song_id: '{{dropped.song_id}}' }, 'song'],
  ],
  ref: '{{dropped.song_id}}', name: '{{song.title}}', what: 'removed from the queue',
  say: 'Removed {{song.title}} (song {{dropped.song_id}}) from position {{inputs.position}}.',
};

const QueueCase = z.object({
  ...appCase, song: z.string(), queueMessage: z.string(),
  /** Which position to remove: the new song's (an undo) or an old one the user names. */
  dropOld: z.object({ position: z.number().int(), song: z.string() }).optional(),
  /**
   * Another request queued after the new song, before the drop (s17 picks18, trivial_target): the
   * position the user removes is then not the newest in the queue, so an app that ignores the
   * position and pops the song it queued last fails.
   */
  then: z.object({ song: z.string(), message: z.string() }).optional(),
  dropMessage: z.string(),
});
type QueueCase = z.infer<typeof QueueCase>;

function queueTask(c: QueueCase) {
  const song = idOf('song', c.song);
  const position = queueLength() + 1;
  const drop = c.dropOld ?? { position, song: c.song };
  const queued = c.then === undefined ? 1 : 2;
  // The songs after the removed position move up one place.
  const later = queueLength() + queued - drop.position;
  return logTask(c, {
    intro: 'Queue a song by title, or remove a queue position.', heading: 'Queue changes', empty: 'No changes yet.', kind: 'song', actions: [QUEUE_SONG, DROP_POSITION],
    openInputs: [['song', 'title'], ['position']], openActions: ['queue', 'next'],
    steps: [
      queueStep(c.queueMessage, c.song, position, position),
      ...(c.then === undefined ? [] : [queueStep(c.then.message, c.then.song, position + 1, position + 1)]),
      { message: c.dropMessage, values: { position: drop.position }, hint: ['remove', 'drop'],
        calls: [['spotify.remove_song_from_queue', { position: drop.position }]],
        changes: [['spotify.queue_songs', 'deleted', { song_id: idOf('song', drop.song), position: drop.position }], ...(later > 0 ? [['spotify.queue_songs', 'updated', {}, later] satisfies Change] : [])],
        mutations: 1 + Math.max(later, 0), show: [drop.song] },
    ],
    reopenShows: [c.song, drop.song], retained: song,
  });
}

// ---------------------------------------------------------------- queue: clear it, start over

const CLEAR_QUEUE: ActSpec = {
  id: 'clear_queue', label: 'Clear queue', goal: 'Empty my Spotify play queue.', inputs: [input('confirm', 'Type yes to confirm', 'text', { required: false })],
  calls: [['spotify.clear_song_queue', {}, 'cleared']],
  ref: '{{cleared.removed_count}}', name: 'cleared queue', what: 'emptied', say: 'Cleared the queue: {{cleared.removed_count}} songs removed.',
};

const ClearCase = z.object({ ...appCase, clearMessage: z.string(), song: z.string(), queueMessage: z.string() });
type ClearCase = z.infer<typeof ClearCase>;

function clearTask(c: ClearCase) {
  const song = idOf('song', c.song);
  const removed = queueLength();
  return logTask(c, {
    intro: 'Start the queue over, then add what you want first.', heading: 'Queue history', empty: 'Nothing yet.', kind: 'item', actions: [CLEAR_QUEUE, QUEUE_SONG],
    openInputs: [['song', 'title']], openActions: ['clear', 'queue'],
    steps: [
      { message: c.clearMessage, values: {}, hint: ['clear'],
        calls: [['spotify.clear_song_queue', {}]],
        changes: [['spotify.queue_songs', 'deleted', {}, removed]],
        mutations: removed, show: [removed], whole: true },
      queueStep(c.queueMessage, c.song, 1, song),
    ],
    reopenShows: [c.song], retained: song,
  });
}

// ---------------------------------------------------------------- my playlist: take a song out, put it back

const playlistEdit = (edit: { id: string; label: string; api: string; what: string }): ActSpec => ({
  id: edit.id, label: edit.label, find: 'myPlaylist', goal: `${edit.label} in one of my Spotify playlists, both found by title.`, inputs: [input('song', 'Song title')],
  calls: [
    ['spotify.search_songs', { query: '{{inputs.song}}', page_limit: 1 }, 'song'],
    [edit.api, { playlist_id: '@id', song_id: '{{song.0.song_id}}' }],
  ],
  ref: '{{song.0.song_id}}', name: '{{song.0.title}}', what: edit.what,
  say: `${capitalised(edit.what)} {{song.0.title}} (song {{song.0.song_id}}) — playlist @name.`,
});

const PLAYLIST_EDITS = [
  playlistEdit({ id: 'take_out', label: 'Remove a song', api: 'spotify.remove_song_from_playlist', what: 'taken out of' }),
  playlistEdit({ id: 'put_back', label: 'Add a song', api: 'spotify.add_song_to_playlist', what: 'added to' }),
];

const PlaylistEditCase = z.object({ ...appCase, playlist: z.string(), song: z.string(), removeMessage: z.string(), restoreMessage: z.string() });
type PlaylistEditCase = z.infer<typeof PlaylistEditCase>;

function playlistEditTask(c: PlaylistEditCase) {
  const song = idOf('song', c.song);
  const where = { playlist_id: idOf('myPlaylist', c.playlist), song_id: song };
  const values = { playlist: c.playlist, song: c.song };
  return logTask(c, {
    intro: 'Pick one of your playlists and a song in it.', heading: 'Playlist edits', empty: 'No edits yet.', kind: 'song', actions: PLAYLIST_EDITS,
    openInputs: [['playlist'], ['song', 'title']], openActions: ['remove', 'take_out'],
    steps: [
      { message: c.removeMessage, values, hint: ['remove', 'take out'],
        calls: [['spotify.remove_song_from_playlist', where]],
        changes: [['spotify.playlist_songs', 'deleted', where]],
        mutations: 1, show: [c.song, song] },
      { message: c.restoreMessage, values, hint: ['add', 'put back'],
        calls: [['spotify.add_song_to_playlist', where]],
        changes: [['spotify.playlist_songs', 'inserted', where]],
        // That it is back in the playlist is said, not only its title (issue #30, session 7).
        mutations: 1, show: [c.song, song], state: STATE_WORDS.backInPlaylist },
    ],
    reopenShows: [c.song, song], retained: song,
  });
}

// ---------------------------------------------------------------- old playlist: delete it, start a new one

const REPLACE: ActSpec[] = [
  { id: 'delete_playlist', label: 'Delete playlist', find: 'myPlaylist', nameInput: ['playlist', 'Playlist title'], goal: 'Delete one of my Spotify playlists, found by title.',
    calls: [['spotify.delete_playlist', { playlist_id: '@id' }]],
    what: 'deleted', say: 'Deleted @name (playlist @id).' },
  { id: 'new_playlist', label: 'New playlist', goal: 'Create an empty private Spotify playlist with the title.', inputs: [input('title', 'New title')],
    calls: [['spotify.create_playlist', { title: '{{inputs.title}}' }, 'made']],
    ref: '{{made.playlist_id}}', name: '{{inputs.title}}', what: 'created', say: 'Created {{inputs.title}} (playlist {{made.playlist_id}}).' },
];

const ReplaceCase = z.object({ ...appCase, old: z.string(), fresh: z.string(), deleteMessage: z.string(), createMessage: z.string() });
type ReplaceCase = z.infer<typeof ReplaceCase>;

function replaceTask(c: ReplaceCase) {
  const old = idOf('myPlaylist', c.old);
  const songs = fixtureRow<{ n: number }>('SELECT count(*) AS n FROM spotify_playlist_songs WHERE playlist_id = ?', old).n;
  return logTask(c, {
    intro: 'Delete a stale playlist by title, or start an empty one.', heading: 'Playlist changes', empty: 'No changes yet.', kind: 'playlist', actions: REPLACE,
    openInputs: [['playlist', 'title']], openActions: ['delete'],
    steps: [
      { message: c.deleteMessage, values: { playlist: c.old }, hint: ['delete'],
        calls: [['spotify.delete_playlist', { playlist_id: old }]],
        changes: [['spotify.playlists', 'deleted', { id: old }], ['spotify.playlist_songs', 'deleted', { playlist_id: old }, songs]],
        mutations: songs + 1, show: [c.old, old] },
      postStep({
        message: c.createMessage, values: { title: c.fresh }, hint: ['new', 'create'], capture: ['freshId', 'spotify.playlists'],
        call: ['spotify.create_playlist', { title: c.fresh }], where: { title: c.fresh }, fields: { title: c.fresh }, mutations: 1, show: [c.fresh],
        // The user asks only for an empty playlist by name: public or private is the app's (ask9).
        free: [{ app: 'spotify', table: 'playlists', field: 'is_public', constraint: 'any', why: 'the user never says public or private; the new playlist\'s visibility is the app\'s' }],
      }),
    ],
    reopenShows: [c.old, c.fresh], retained: '$freshId',
  });
}

// ---------------------------------------------------------------- song review: post, then take down

const POST_REVIEW: ActSpec = {
  id: 'post_review', label: 'Review song', find: 'song', goal: 'Review the song found by title on Spotify with stars and a line of text.',
  inputs: [input('rating', 'Stars (1-5)', 'number'), input('text', 'Review text')],
  calls: [['spotify.review_song', { song_id: '@id', rating: '{{inputs.rating}}', text: '{{inputs.text}}' }, 'posted']],
  ref: '{{posted.song_review_id}}', what: 'reviewed', say: 'Reviewed @name with {{inputs.rating}} stars (review {{posted.song_review_id}}): {{inputs.text}}',
};

const TAKE_DOWN = takeDown({
  id: 'take_down', label: 'Delete review', goal: 'Delete one of my song reviews.', api: 'spotify.delete_song_review', arg: 'song_review_id', key: ['review_id', 'Review id'],
  table: 'spotify.song_reviews', name: 'deleted review', what: 'deleted', say: 'Review {{inputs.review_id}} is gone.',
});

const ReviewCase = z.object({ ...appCase, song: z.string(), rating: z.number().int(), text: z.string(), postMessage: z.string(), deleteMessage: z.string() });
type ReviewCase = z.infer<typeof ReviewCase>;

function reviewTask(c: ReviewCase) {
  const song = idOf('song', c.song);
  return logTask(c, {
    intro: 'Rate a song; delete the review when you want.', heading: 'My song reviews', empty: 'No reviews yet.', kind: 'review', actions: [POST_REVIEW, TAKE_DOWN.action],
    openInputs: [['song', 'title'], ['rating', 'stars']], openActions: ['review'],
    steps: [
      { ...postStep({
        message: c.postMessage, values: { song: c.song, rating: c.rating, text: c.text }, hint: ['review'], capture: ['reviewId', 'spotify.song_reviews'],
        call: ['spotify.review_song', { song_id: song, rating: c.rating, text: c.text }], where: { song_id: song, rating: c.rating },
        fields: { song_id: song, rating: c.rating, text: c.text }, alsoAllow: [['spotify', 'songs', 'updated']], mutations: 2, show: [c.song, c.rating, c.text],
      }), state: STATE_WORDS.reviewPosted },
      TAKE_DOWN.step({ message: c.deleteMessage, id: '$reviewId', hint: ['delete'], alsoAllow: [['spotify', 'songs', 'updated']], mutations: 2 }),
    ],
    reopenShows: [c.song, '$reviewId'], retained: '$reviewId',
  });
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    queue: [QueueCase, queueTask],
    clear: [ClearCase, clearTask],
    playlistEdit: [PlaylistEditCase, playlistEditTask],
    replace: [ReplaceCase, replaceTask],
    review: [ReviewCase, reviewTask],
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
