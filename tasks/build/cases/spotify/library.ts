/**
 * Spotify tasks on what the user already keeps: likes, the library, followed artists. Each
 * pattern is a pair of opposite calls; each case a different need and a different order.
 */
import { intoList, outOfList } from '../../kit/state-words.ts';
import { caseRows } from '../../kit/rows.ts';
import { toggleTasks, type PairDef, type SideDef } from '../../shapes/found-log.ts';
import { toggleRow } from '../../shapes/toggle-row.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { fixtureRow, userId } from '../../kit/fixture.ts';

type Thing = 'song' | 'album' | 'playlist';

/** After the task's own step (the frozen clock's day), so the look-alike is the newest in its list. */
const LATER = '2023-05-19T12:00:00';

/**
 * Another thing of the kind in the user's `table` (likes, library, follows), kept later than the
 * task's own step: the lowest id the user does not keep yet (a public playlist of someone else's).
 */
const laterIn = (table: string, column: string, time: string, things: string) => (id: number): { app: string; table: string; row: Record<string, unknown> }[] => {
  const user = userId();
  const other = fixtureRow<{ id: number }>(
    `SELECT id FROM spotify_${things} WHERE id <> ? ${things === 'playlists' ? 'AND is_public = 1 AND owner_id <> ?' : 'AND ? > 0'}
     AND id NOT IN (SELECT ${column} FROM spotify_${table} WHERE user_id = ?) ORDER BY id LIMIT 1`, id, user, user).id;
  const free = fixtureRow<{ id: number }>(`SELECT coalesce(max(id), 0) + 1000 AS id FROM spotify_${table}`).id;
  return [{ app: 'spotify', table, row: { id: free, user_id: user, [column]: other, [time]: LATER } }];
};

/** Like and unlike, found by title; the service counts a thing's likes on its own row. */
const likes = (thing: Thing): PairDef => ({
  finder: thing, rows: [`spotify.${thing}_likes`, `${thing}_id`], counters: [['spotify', `${thing}s`, 'updated']], laterOn: laterIn(`${thing}_likes`, `${thing}_id`, 'liked_at', `${thing}s`),
  on: { api: `spotify.like_${thing}`, actionId: `like_${thing}`, label: `Like ${thing}`, what: 'liked', shown: ['like', 'hearted', 'heart', 'loved', 'favourite', 'favorite', 'saved', 'bookmarked', 'bookmark', '♥', '❤', ...intoList(['likes', `liked ${thing}s`])], goal: `Find the ${thing} on Spotify by title and like it.` },
  off: { api: `spotify.unlike_${thing}`, actionId: `unlike_${thing}`, label: `Unlike ${thing}`, what: 'unliked', shown: ['unlike', 'unhearted', 'like removed', 'removed', 'remove', 'off', 'no longer liked', 'not liked', 'no longer hearted', 'not hearted', 'un-liked', 'un-hearted', 'no longer loved', 'unsaved', 'no longer saved', 'unfavorited', 'unfavourited', 'unfavorite', 'unfavourite', 'no longer a favorite', 'no longer a favourite', ...outOfList(['likes', `liked ${thing}s`])], goal: `Find the ${thing} on Spotify by title and remove my like.` },
});

/** Into my library and out of it, found by title; each app names its own two actions. */
const library = (thing: Thing, { on, off }: { on: Pick<SideDef, 'actionId' | 'label' | 'what'>; off: Pick<SideDef, 'actionId' | 'label'> }): PairDef => ({
  finder: thing, rows: [`spotify.library_${thing}s`, `${thing}_id`], laterOn: laterIn(`library_${thing}s`, `${thing}_id`, 'added_at', `${thing}s`),
  on: { api: `spotify.add_${thing}_to_library`, ...on, shown: ['saved', 'added', 'library'], goal: `Find the ${thing} by title and add it to my Spotify library.` },
  off: { api: `spotify.remove_${thing}_from_library`, ...off, what: 'removed', shown: ['remove', 'deleted', 'dropped', 'drop', 'taken out', 'off', 'out of', 'no longer in', 'unsaved'], goal: `Find the ${thing} by title and take it out of my Spotify library.` },
});

const PAIRS = {
  likeSong: likes('song'),
  librarySong: library('song', { on: { actionId: 'save_song', label: 'Save to library', what: 'saved' }, off: { actionId: 'drop_song', label: 'Remove from library' } }),
  followArtist: {
    finder: 'artist', rows: ['spotify.artist_followers', 'artist_id'], counters: [['spotify', 'artists', 'updated']], laterOn: laterIn('artist_followers', 'artist_id', 'followed_at', 'artists'),
    on: { api: 'spotify.follow_artist', actionId: 'follow', label: 'Follow artist', what: 'followed', shown: ['following', 'follow'], goal: 'Find the artist on Spotify by name and follow them.' },
    off: { api: 'spotify.unfollow_artist', actionId: 'unfollow', label: 'Unfollow artist', what: 'unfollowed', shown: ['unfollow', 'stopped following', 'no longer following', 'not following'],
      goal: 'Find the artist on Spotify by name and stop following them.' },
  },
  likeAlbum: likes('album'),
  libraryAlbum: library('album', {
    on: { actionId: 'shelve_album', label: 'Add album to library', what: 'added' }, off: { actionId: 'unshelve_album', label: 'Remove album from library' },
  }),
  likePlaylist: likes('playlist'),
} satisfies Record<string, PairDef>;

const builtTasks = () => toggleTasks(PAIRS, caseRows(import.meta.url, { toggle: toggleRow(PAIRS) }).toggle);

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
