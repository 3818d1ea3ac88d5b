import type { AppModule } from '../types.ts';
import { catalogApis } from './spotify/catalog.ts';
import { spotifyExtraApis, spotifyExtraTables } from './spotify/extras.ts';
import { seedSpotify } from './spotify/fixture.ts';
import { libraryApis } from './spotify/library.ts';
import { playlistApis } from './spotify/playlists.ts';
import { reviewApis } from './spotify/reviews.ts';
import { spotifyTables } from './spotify/shared.ts';

/**
 * Music streaming (AppWorld's spotify): a public catalog of songs, albums and artists; the
 * user's playlists, library, likes, follows and song reviews. Likes and follows bump the
 * song's like_count / artist's follower_count; reviews keep a song's rating as their mean.
 */
export const spotify: AppModule = {
  name: 'spotify',
  description: 'Music streaming: search songs, albums and artists; manage playlists, the song and album library, likes of songs, albums and playlists, follows, song reviews, the play queue and listening history.',
  tables: { ...spotifyTables, ...spotifyExtraTables },
  apis: [...catalogApis, ...playlistApis, ...libraryApis, ...reviewApis, ...spotifyExtraApis],
  seed: seedSpotify,
};
