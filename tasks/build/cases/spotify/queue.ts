/**
 * Spotify tasks on the play queue, my own playlists' contents, old playlists and my reviews:
 * removal and its undo are the needs here.
 */
import { input } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { type ActSpec, capitalised, type CaseBase, idOf, logTask, type StepDef } from '../../shapes/found-log.ts';
import { type Change } from '../../kit/changes.ts';
import { userCount } from '../../kit/fixture.ts';
import { postStep, takeDown } from '../../shapes/found-log-posts.ts';

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
  mutations: 1, show: [song, shown],
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

interface QueueCase extends CaseBase {
  song: string;
  queueMessage: string;
  /** Which position to remove: the new song's (an undo) or an old one the user names. */
  dropOld?: { position: number; song: string };
  dropMessage: string;
}

function queueTask(c: QueueCase) {
  const song = idOf('song', c.song);
  const position = queueLength() + 1;
  const drop = c.dropOld ?? { position, song: c.song };
  // The songs after the removed position move up one place.
  const later = queueLength() + 1 - drop.position;
  return logTask(c, {
    intro: 'Queue a song by title, or remove a queue position.', heading: 'Queue changes', empty: 'No changes yet.', kind: 'song', actions: [QUEUE_SONG, DROP_POSITION],
    openInputs: [['song', 'title'], ['position']], openActions: ['queue', 'next'],
    steps: [
      queueStep(c.queueMessage, c.song, position, position),
      { message: c.dropMessage, values: { position: drop.position }, hint: ['remove', 'drop'],
        calls: [['spotify.remove_song_from_queue', { position: drop.position }]],
        changes: [['spotify.queue_songs', 'deleted', { song_id: idOf('song', drop.song) }], ...(later > 0 ? [['spotify.queue_songs', 'updated', {}, later] satisfies Change] : [])],
        mutations: 1 + Math.max(later, 0), show: [drop.song] },
    ],
    reopenShows: [c.song, drop.song], retained: song,
  });
}

const queueCases: QueueCase[] = [
  { id: 'single.spotify.play-next', split: 'public', seed: 2016, appId: 'play-next', title: 'Request Queue',
    summary: 'Adds songs to my Spotify queue by title and removes queue positions.',
    intention: 'At dinner parties guests shout requests. I want to drop a requested title into the Spotify queue and pull a position out again if someone objects.',
    song: 'Coffee at Dawn', queueMessage: 'Someone asked for Coffee at Dawn, queue it.', dropMessage: 'Everyone groaned. Remove position 4 from the queue.' },
  { id: 'single.spotify.queue-fix', split: 'sealed', seed: 2017, appId: 'queue-fixer', title: 'Queue Fixer',
    summary: 'Queues a song by title and removes an unwanted song from the Spotify queue by its position.',
    intention: 'My queue often has a song I am tired of near the top. Let me add a song by title and knock a queue position out.',
    song: 'Velvet Avenue', queueMessage: 'Add Velvet Avenue to the queue.', dropOld: { position: 2, song: 'Fifteen Minutes Late' },
    dropMessage: 'And take out position 2 of the queue, I am sick of Fifteen Minutes Late.' },
  { id: 'single.spotify.road-queue', split: 'public', seed: 2018, appId: 'car-queue', title: 'Car Queue',
    summary: 'A big-button Spotify queue for the car: add a title, remove a position.',
    intention: 'Driving, I want a dead simple screen: type a song to queue it on Spotify, or type a queue number to skip that one.',
    song: 'Just Another Tuesday', queueMessage: 'Queue Just Another Tuesday.', dropOld: { position: 1, song: 'Falling Waves' },
    dropMessage: 'Skip the first one in the queue, position 1.' },
];

// ---------------------------------------------------------------- queue: clear it, start over

const CLEAR_QUEUE: ActSpec = {
  id: 'clear_queue', label: 'Clear queue', goal: 'Empty my Spotify play queue.', inputs: [input('confirm', 'Type yes to confirm', 'text', { required: false })],
  calls: [['spotify.clear_song_queue', {}, 'cleared']],
  ref: '{{cleared.removed_count}}', name: 'cleared queue', what: 'emptied', say: 'Cleared the queue: {{cleared.removed_count}} songs removed.',
};

type ClearCase = CaseBase & { clearMessage: string; song: string; queueMessage: string };

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
        mutations: removed, show: [removed] },
      queueStep(c.queueMessage, c.song, 1, song),
    ],
    reopenShows: [c.song], retained: song,
  });
}

const clearCases: ClearCase[] = [
  { id: 'single.spotify.fresh-queue', split: 'dev', seed: 2019, appId: 'fresh-queue', title: 'Fresh Queue',
    summary: 'Empties my Spotify queue and lines up one song to start again.',
    intention: 'After a party my Spotify queue is full of other people\'s picks. I want one button to wipe it and then queue the song I actually want.',
    clearMessage: 'Wipe the whole queue, all 3 songs.', song: 'Golden Compass', queueMessage: 'Now queue Golden Compass.' },
  { id: 'single.spotify.bedtime-queue', split: 'sealed', seed: 2020, appId: 'bedtime-queue', title: 'Bedtime Queue',
    summary: 'Clears whatever is queued on Spotify and queues a calm song for bedtime.',
    intention: 'At bedtime I want to clear out the upbeat stuff still queued on Spotify and put one calm song in.',
    clearMessage: 'Clear my queue, it is bedtime; those 3 songs can go.', song: 'Distant River', queueMessage: 'Queue Distant River to fall asleep to.' },
];

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

type PlaylistEditCase = CaseBase & { playlist: string; song: string; removeMessage: string; restoreMessage: string };

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
        mutations: 1, show: [c.song, song] },
    ],
    reopenShows: [c.song, song], retained: song,
  });
}

const playlistEditCases: PlaylistEditCase[] = [
  { id: 'single.spotify.slow-jams-prune', split: 'public', seed: 2021, appId: 'playlist-pruner', title: 'Playlist Pruner',
    summary: 'Takes songs out of my own Spotify playlists by title and can put them back.',
    intention: 'Some songs in my playlists no longer fit the mood. I want to pull a song out of one of my playlists by names alone, and put it back if the playlist feels empty.',
    playlist: 'Sunday Slow Jams', song: 'Runway', removeMessage: 'Runway is too upbeat for Sunday Slow Jams, take it out.',
    restoreMessage: 'It feels thin now. Put Runway back into Sunday Slow Jams.' },
  { id: 'single.spotify.focus-flow-edit', split: 'dev', seed: 2022, appId: 'focus-editor', title: 'Focus Flow Editor',
    summary: 'Edits the songs of my focus playlists on Spotify by title.',
    intention: 'Songs with lyrics break my concentration. Let me remove such a song from my focus playlist by name and re-add it if I was wrong.',
    playlist: 'Focus Flow', song: 'Midnight Fire', removeMessage: 'Remove Midnight Fire from Focus Flow, the vocals distract me.',
    restoreMessage: 'Actually the vocals were fine. Add Midnight Fire back to Focus Flow.' },
  { id: 'single.spotify.campfire-swap', split: 'sealed', seed: 2023, appId: 'campfire-edit', title: 'Campfire Setlist',
    summary: 'Keeps my campfire playlist on Spotify singable by removing and restoring songs.',
    intention: 'Only songs everyone can sing along to belong in my campfire playlist. Give me removal by title, and a way back.',
    playlist: 'Campfire Songs', song: 'Burning Shadows', removeMessage: 'Nobody knows the words to Burning Shadows; drop it from Campfire Songs.',
    restoreMessage: 'The kids learned it this summer, add Burning Shadows to Campfire Songs again.' },
];

// ---------------------------------------------------------------- old playlist: delete it, start a new one

const REPLACE: ActSpec[] = [
  { id: 'delete_playlist', label: 'Delete playlist', find: 'myPlaylist', nameInput: ['playlist', 'Playlist title'], goal: 'Delete one of my Spotify playlists, found by title.',
    calls: [['spotify.delete_playlist', { playlist_id: '@id' }]],
    what: 'deleted', say: 'Deleted @name (playlist @id).' },
  { id: 'new_playlist', label: 'New playlist', goal: 'Create an empty private Spotify playlist with the title.', inputs: [input('title', 'New title')],
    calls: [['spotify.create_playlist', { title: '{{inputs.title}}' }, 'made']],
    ref: '{{made.playlist_id}}', name: '{{inputs.title}}', what: 'created', say: 'Created {{inputs.title}} (playlist {{made.playlist_id}}).' },
];

type ReplaceCase = CaseBase & { old: string; fresh: string; deleteMessage: string; createMessage: string };

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
        call: ['spotify.create_playlist', { title: c.fresh }], where: { title: c.fresh }, fields: { title: c.fresh, is_public: false }, mutations: 1, show: [c.fresh],
      }),
    ],
    reopenShows: [c.old, c.fresh], retained: '$freshId',
  });
}

const replaceCases: ReplaceCase[] = [
  { id: 'single.spotify.retire-road-trip', split: 'dev', seed: 2024, appId: 'playlist-retire', title: 'Playlist Retirement',
    summary: 'Deletes stale Spotify playlists of mine and starts fresh ones in their place.',
    intention: 'Last year\'s playlists clutter my library. I want to delete an old one by title and start an empty replacement with a new name.',
    old: 'Road Trip 2022', fresh: 'Road Trip 2023', deleteMessage: 'Delete Road Trip 2022, that trip is long over.',
    createMessage: 'Start a new empty playlist called Road Trip 2023.' },
  { id: 'single.spotify.morning-run-reset', split: 'sealed', seed: 2025, appId: 'run-reset', title: 'Running Playlist Reset',
    summary: 'Throws away my old running playlist on Spotify and makes an empty new one.',
    intention: 'My running playlist has gone stale. Throw the old one away by its title and give me a blank new one to fill.',
    old: 'Morning Run', fresh: 'Tempo Run Mix', deleteMessage: 'Get rid of the Morning Run playlist.', createMessage: 'Make a blank playlist named Tempo Run Mix.' },
];

// ---------------------------------------------------------------- song review: post, then take down

const POST_REVIEW: ActSpec = {
  id: 'post_review', label: 'Review song', find: 'song', goal: 'Review the song found by title on Spotify with stars and a line of text.',
  inputs: [input('rating', 'Stars (1-5)', 'number'), input('text', 'Review text')],
  calls: [['spotify.review_song', { song_id: '@id', rating: '{{inputs.rating}}', text: '{{inputs.text}}' }, 'posted']],
  ref: '{{posted.song_review_id}}', what: 'reviewed', say: 'Reviewed @name with {{inputs.rating}} stars (review {{posted.song_review_id}}).',
};

const TAKE_DOWN = takeDown({
  id: 'take_down', label: 'Delete review', goal: 'Delete one of my song reviews.', api: 'spotify.delete_song_review', arg: 'song_review_id', key: ['review_id', 'Review id'],
  table: 'spotify.song_reviews', name: 'deleted review', what: 'deleted', say: 'Review {{inputs.review_id}} is gone.',
});

type ReviewCase = CaseBase & { song: string; rating: number; text: string; postMessage: string; deleteMessage: string };

function reviewTask(c: ReviewCase) {
  const song = idOf('song', c.song);
  return logTask(c, {
    intro: 'Rate a song; delete the review when you want.', heading: 'My song reviews', empty: 'No reviews yet.', kind: 'review', actions: [POST_REVIEW, TAKE_DOWN.action],
    openInputs: [['song', 'title'], ['rating', 'stars']], openActions: ['review'],
    steps: [
      postStep({
        message: c.postMessage, values: { song: c.song, rating: c.rating, text: c.text }, hint: ['review'], capture: ['reviewId', 'spotify.song_reviews'],
        call: ['spotify.review_song', { song_id: song, rating: c.rating, text: c.text }], where: { song_id: song, rating: c.rating },
        fields: { song_id: song, rating: c.rating, text: c.text }, alsoAllow: [['spotify', 'songs', 'updated']], mutations: 2, show: [c.song],
      }),
      TAKE_DOWN.step({ message: c.deleteMessage, id: '$reviewId', hint: ['delete'], alsoAllow: [['spotify', 'songs', 'updated']], mutations: 2 }),
    ],
    reopenShows: [c.song, '$reviewId'], retained: '$reviewId',
  });
}

const reviewCases: ReviewCase[] = [
  { id: 'single.spotify.hot-take', split: 'dev', seed: 2026, appId: 'hot-takes', title: 'Hot Takes',
    summary: 'Posts quick song reviews on Spotify and deletes the ones I regret.',
    intention: 'I like posting hot takes on songs, but sometimes I regret them. Post a star rating with a line on Spotify, and let me delete it.',
    song: 'Broken Letters', rating: 1, text: 'The beat goes nowhere.', postMessage: 'One star for Broken Letters: The beat goes nowhere.',
    deleteMessage: 'That was harsh. Delete my review.' },
  { id: 'single.spotify.classical-notes', split: 'sealed', seed: 2027, appId: 'concert-notes', title: 'Classical Reviews',
    summary: 'Writes short reviews of classical recordings on Spotify and removes them.',
    intention: 'After listening to a classical piece I want to leave a short rated review on Spotify, and remove it if I want to rewrite from scratch.',
    song: 'Bright Fever', rating: 4, text: 'Lovely slow movement, rushed finale.', postMessage: 'Review Bright Fever with 4 stars: Lovely slow movement, rushed finale.',
    deleteMessage: 'I want to start over, remove that review.' },
];

export const tasks = () => [
  ...queueCases.map(queueTask),
  ...clearCases.map(clearTask),
  ...playlistEditCases.map(playlistEditTask),
  ...replaceCases.map(replaceTask),
  ...reviewCases.map(reviewTask),
];
