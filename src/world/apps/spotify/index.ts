import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { albumApis } from './albums.ts';
import { artistApis } from './artists.ts';
import { seedSpotify } from './fixture.ts';
import { historyApis } from './history.ts';
import { libraryApis } from './library.ts';
import { playlistApis } from './playlists.ts';
import { queueApis } from './queue.ts';
import { reviewApis } from './reviews.ts';
import { songApis } from './songs.ts';

/**
 * Music streaming (AppWorld's spotify): a public catalog of songs, albums and artists; the
 * user's playlists, library, likes, follows and song reviews. Likes and follows bump the
 * song's like_count / artist's follower_count; reviews keep a song's rating as their mean.
 */
export const spotify: AppModule = {
  name: 'spotify',
  description: 'Music streaming: search songs, albums and artists; manage playlists, the song and album library, likes of songs, albums and playlists, follows, song reviews, the play queue and listening history.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    artists: 'id INTEGER PRIMARY KEY, name TEXT NOT NULL, genre TEXT NOT NULL, follower_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL',
    albums: 'id INTEGER PRIMARY KEY, title TEXT NOT NULL, artist_ids TEXT NOT NULL, genre TEXT NOT NULL, release_date TEXT NOT NULL, like_count INTEGER NOT NULL DEFAULT 0',
    songs: `id INTEGER PRIMARY KEY, title TEXT NOT NULL, album_id INTEGER NOT NULL, artist_ids TEXT NOT NULL, duration INTEGER NOT NULL,
    release_date TEXT NOT NULL, genre TEXT NOT NULL, play_count INTEGER NOT NULL DEFAULT 0, rating REAL NOT NULL DEFAULT 0,
    like_count INTEGER NOT NULL DEFAULT 0, review_count INTEGER NOT NULL DEFAULT 0`,
    playlists: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, title TEXT NOT NULL, is_public INTEGER NOT NULL DEFAULT 0, like_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL',
    playlist_songs: 'id INTEGER PRIMARY KEY, playlist_id INTEGER NOT NULL, song_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(playlist_id, song_id)',
    song_likes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, liked_at TEXT NOT NULL, UNIQUE(user_id, song_id)',
    library_songs: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, song_id)',
    artist_followers: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, artist_id INTEGER NOT NULL, followed_at TEXT NOT NULL, UNIQUE(user_id, artist_id)',
    song_reviews: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, rating INTEGER NOT NULL, title TEXT NOT NULL,
    text TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE(user_id, song_id)`,
    album_likes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, album_id INTEGER NOT NULL, liked_at TEXT NOT NULL, UNIQUE(user_id, album_id)',
    library_albums: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, album_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, album_id)',
    playlist_likes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, playlist_id INTEGER NOT NULL, liked_at TEXT NOT NULL, UNIQUE(user_id, playlist_id)',
    queue_songs: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, position INTEGER NOT NULL, added_at TEXT NOT NULL',
    recently_played: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, played_at TEXT NOT NULL',
  },
  apis: inDocsOrder('spotify', [
    'search_songs',
    'show_song',
    'show_song_privates',
    'search_albums',
    'show_album',
    'search_artists',
    'show_artist',
    'show_playlist_library',
    'search_playlists',
    'show_playlist',
    'create_playlist',
    'update_playlist',
    'delete_playlist',
    'add_song_to_playlist',
    'remove_song_from_playlist',
    'like_song',
    'unlike_song',
    'show_liked_songs',
    'add_song_to_library',
    'remove_song_from_library',
    'show_song_library',
    'follow_artist',
    'unfollow_artist',
    'show_following_artists',
    'show_song_reviews',
    'review_song',
    'update_song_review',
    'delete_song_review',
    'like_album',
    'unlike_album',
    'show_liked_albums',
    'add_album_to_library',
    'remove_album_from_library',
    'show_album_library',
    'like_playlist',
    'unlike_playlist',
    'show_liked_playlists',
    'show_song_queue',
    'add_to_queue',
    'remove_song_from_queue',
    'clear_song_queue',
    'show_recently_played',
  ], songApis, albumApis, artistApis, playlistApis, libraryApis, reviewApis, queueApis, historyApis),
  seed: seedSpotify,
};
