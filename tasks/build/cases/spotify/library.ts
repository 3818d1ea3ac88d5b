/**
 * Spotify tasks on what the user already keeps: likes, the library, followed artists. Each
 * pattern is a pair of opposite calls; each case a different need and a different order.
 */
import type { Allow } from '../../kit/types.ts';
import { caseRows } from '../../kit/rows.ts';
import { toggleTasks, type PairDef } from '../../shapes/found-log.ts';
import { toggleRow } from '../../shapes/toggle-row.ts';

const counter = (table: string): Allow[] => [['spotify', table, 'updated']];

const PAIRS = {
  likeSong: {
    finder: 'song', rows: ['spotify.song_likes', 'song_id'], counters: counter('songs'),
    on: { api: 'spotify.like_song', actionId: 'like_song', label: 'Like song', what: 'liked', goal: 'Find the song on Spotify by title and like it.' },
    off: { api: 'spotify.unlike_song', actionId: 'unlike_song', label: 'Unlike song', what: 'unliked', goal: 'Find the song on Spotify by title and remove my like.' },
  },
  librarySong: {
    finder: 'song', rows: ['spotify.library_songs', 'song_id'],
    on: { api: 'spotify.add_song_to_library', actionId: 'save_song', label: 'Save to library', what: 'saved', goal: 'Find the song by title and add it to my Spotify library.' },
    off: { api: 'spotify.remove_song_from_library', actionId: 'drop_song', label: 'Remove from library', what: 'removed',
      goal: 'Find the song by title and take it out of my Spotify library.' },
  },
  followArtist: {
    finder: 'artist', rows: ['spotify.artist_followers', 'artist_id'], counters: counter('artists'),
    on: { api: 'spotify.follow_artist', actionId: 'follow', label: 'Follow artist', what: 'followed', goal: 'Find the artist on Spotify by name and follow them.' },
    off: { api: 'spotify.unfollow_artist', actionId: 'unfollow', label: 'Unfollow artist', what: 'unfollowed',
      goal: 'Find the artist on Spotify by name and stop following them.' },
  },
  likeAlbum: {
    finder: 'album', rows: ['spotify.album_likes', 'album_id'], counters: counter('albums'),
    on: { api: 'spotify.like_album', actionId: 'like_album', label: 'Like album', what: 'liked', goal: 'Find the album on Spotify by title and like it.' },
    off: { api: 'spotify.unlike_album', actionId: 'unlike_album', label: 'Unlike album', what: 'unliked', goal: 'Find the album on Spotify by title and remove my like.' },
  },
  libraryAlbum: {
    finder: 'album', rows: ['spotify.library_albums', 'album_id'],
    on: { api: 'spotify.add_album_to_library', actionId: 'shelve_album', label: 'Add album to library', what: 'added',
      goal: 'Find the album by title and add it to my Spotify library.' },
    off: { api: 'spotify.remove_album_from_library', actionId: 'unshelve_album', label: 'Remove album from library', what: 'removed',
      goal: 'Find the album by title and take it out of my Spotify library.' },
  },
  likePlaylist: {
    finder: 'playlist', rows: ['spotify.playlist_likes', 'playlist_id'], counters: counter('playlists'),
    on: { api: 'spotify.like_playlist', actionId: 'like_playlist', label: 'Like playlist', what: 'liked', goal: 'Find the playlist on Spotify by title and like it.' },
    off: { api: 'spotify.unlike_playlist', actionId: 'unlike_playlist', label: 'Unlike playlist', what: 'unliked',
      goal: 'Find the playlist on Spotify by title and remove my like.' },
  },
} satisfies Record<string, PairDef>;

export const tasks = () => toggleTasks(PAIRS, caseRows(import.meta.url, { toggle: toggleRow(PAIRS) }).toggle);
