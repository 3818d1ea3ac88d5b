import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, record } from '../../returns.ts';
import { pageParams, paginate } from '../common.ts';
import { songView, type SongRow } from './store.ts';

/** The listening history, one row per play. */
export const historyApis: ApiDef[] = [
  api({
    name: 'show_recently_played',
    method: 'GET',
    auth: true,
    description: 'Your listening history, most recent play first (a song played twice shows twice).',
    params: z.object({
      min_played_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().describe('Played at or after (YYYY-MM-DD or a full timestamp).'),
      max_played_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().describe('Played at or before (YYYY-MM-DD or a full timestamp; a bare date covers that whole day).'),
      ...pageParams,
    }),
    returns: list(record('song_id', 'title', 'artists', 'album_title', 'duration', '...', 'played_at')),
    changes: [],
    handler: (ctx, args) => {
      const max = args.max_played_at && args.max_played_at.length === 10 ? `${args.max_played_at}T23:59:59` : args.max_played_at;
      const rows = (ctx.sql('SELECT song_id, played_at FROM spotify_recently_played WHERE user_id = ? ORDER BY played_at DESC, id').all(ctx.user.id) as { song_id: number; played_at: string }[])
        .filter((r) => (!args.min_played_at || r.played_at >= args.min_played_at) && (!max || r.played_at <= max));
      return paginate(rows, args).map((r) => ({ ...songView(ctx, ctx.sql('SELECT * FROM spotify_songs WHERE id = ?').get(r.song_id) as SongRow), played_at: r.played_at }));
    },
  }),
];
