/**
 * Runtime speed: median render time of the example app's surface, and median dispatch overhead
 * of a submit (route, input coercion, plan execution, atomic state save, re-render) with a
 * caller that returns canned records, so the API itself is not measured.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { admit } from '../src/runtime/admission.ts';
import { AppRuntime } from '../src/runtime/runtime.ts';
import type { ApiCaller } from '../src/runtime/types.ts';
import type { CallRecord } from '../src/schemas/world.ts';

export interface RuntimeBench {
  render_median_us: number;
  dispatch_overhead_median_us: number;
  repetitions: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Canned responses shaped like spotify's; every call counts as a mutation-free read except creates. */
function cannedCaller(): ApiCaller {
  let seq = 0;
  const songs = Array.from({ length: 5 }, (_, i) => ({ song_id: 1_000_000 + i, title: `Song ${i}` }));
  return {
    call(app, api, args): CallRecord {
      seq += 1;
      const response = api === 'create_playlist' ? { message: 'Playlist created.', playlist_id: 2_000_000 + seq } : api === 'search_songs' ? songs : { message: 'ok' };
      return { seq, app, api, args, ok: true, status: 200, response, diff: [] };
    },
  };
}

export async function benchRuntime(repetitions = 1_000): Promise<RuntimeBench> {
  const admitted = admit(JSON.parse(readFileSync(new URL('../examples/commute-playlist.json', import.meta.url), 'utf8')));
  if (!admitted.ok) throw new Error('the example package is not admitted');
  const dir = mkdtempSync(join(tmpdir(), 'liveui-bench-runtime-'));
  try {
    const runtime = AppRuntime.install(admitted.package, dir, { caller: cannedCaller(), budgets: { steps: 1_000_000, calls: 1_000_000, mutations: 1_000_000 } });
    // Twenty kept playlists so lists have something to render.
    for (let i = 0; i < 20; i += 1) await runtime.submit('build_playlist', { title: `Warm-up ${i}`, genre: 'pop' });
    const render: number[] = [];
    for (let i = 0; i < repetitions; i += 1) {
      const start = process.hrtime.bigint();
      runtime.open();
      render.push(Number(process.hrtime.bigint() - start) / 1_000);
    }
    const ids = (runtime.state.collections.playlists ?? []).map((p) => p.id);
    const dispatch: number[] = [];
    for (let i = 0; i < repetitions; i += 1) {
      const inputs = { playlist_id: String(ids[i % ids.length]), new_title: `Renamed ${i}` };
      const start = process.hrtime.bigint();
      await runtime.submit('rename_playlist', inputs);
      dispatch.push(Number(process.hrtime.bigint() - start) / 1_000);
    }
    return { render_median_us: Math.round(median(render)), dispatch_overhead_median_us: Math.round(median(dispatch)), repetitions };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${JSON.stringify(await benchRuntime(), null, 2)}\n`);
}
