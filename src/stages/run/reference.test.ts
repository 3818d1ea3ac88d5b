import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { withAliases } from '../../../tasks/build/kit/aliases.ts';
import { TaskSchema } from '../../schemas/task.ts';
import { tempDir } from '../__tests__/helpers.ts';
import { referenceReplay } from './reference.ts';

const commute = () => TaskSchema.parse(withAliases(structuredClone(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')!)));

describe('reference replay', () => {
  it('is deterministic, cached on disk by task content and seed, and read back from the cache', async () => {
    const cache = join(tempDir('ref'), 'reference');
    const first = await referenceReplay(commute(), 0, { cacheRoot: cache });
    expect(first.map((e) => e.changes.map((c) => `${c.table}+${c.inserted.length}~${c.updated.length}`))).toEqual([[], ['playlist_songs+5~0', 'playlists+1~0'], ['playlists+0~1'], []]);
    const files = readdirSync(cache);
    expect(files).toHaveLength(1);
    // A later call reads the file: prove it by planting a marker the replay would not produce.
    const file = join(cache, files[0]!);
    const planted = JSON.parse(readFileSync(file, 'utf8'));
    planted[0].captures = { planted: 1 };
    writeFileSync(file, JSON.stringify(planted));
    expect((await referenceReplay(commute(), 0, { cacheRoot: cache }))[0]?.captures).toEqual({ planted: 1 });
    // Another seed is another world: another entry.
    await referenceReplay(commute(), 7, { cacheRoot: cache });
    expect(readdirSync(cache)).toHaveLength(2);
  });
});
