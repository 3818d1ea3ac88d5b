/**
 * World benchmark: median restore time and median call+diff time, each over ≥ 1,000
 * repetitions, beside AppWorld's published reset time (about 0.5 s per task).
 */
import { freshWorld, baseImage } from '../src/world/fixture.ts';

export interface WorldBench {
  repetitions: number;
  image_bytes: number;
  restore_median_ms: number;
  restore_p90_ms: number;
  first_restore_ms: number;
  call_diff_median_us: number;
  call_diff_p90_us: number;
  read_call_median_us: number;
  appworld_reset_ms: number;
  speedup_vs_appworld: number;
  targets: { restore_ms: number; call_diff_us: number };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
}

export function benchWorld(repetitions = 2_000): WorldBench {
  const image = baseImage();
  const first = performance.now();
  freshWorld({ seed: 1 }).close();
  const firstRestore = performance.now() - first;
  const restores: number[] = [];
  for (let i = 0; i < repetitions; i += 1) {
    const start = performance.now();
    const world = freshWorld({ seed: i });
    restores.push(performance.now() - start);
    world.close();
  }
  const world = freshWorld({ seed: 99 });
  world.loginAsUser('simple_note');
  world.loginAsUser('spotify');
  // A real song, so the read takes the success path (id 0 does not exist: a failure path).
  const songId = (world.db.prepare('SELECT id FROM spotify_songs ORDER BY id LIMIT 1').get() as { id: number }).id;
  // Warm-up, untimed: the first few hundred calls include V8 compiling the call path.
  for (let i = 0; i < 200; i += 1) {
    world.callAsUser('simple_note', 'create_note', { title: `Warm ${i}`, content: 'x' });
    world.callAsUser('spotify', 'show_song', { song_id: songId });
  }
  const writes: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < repetitions; i += 1) {
    let start = performance.now();
    const record = world.callAsUser('simple_note', 'create_note', { title: `Bench ${i}`, content: 'x' });
    writes.push((performance.now() - start) * 1000);
    if (!record.ok || record.diff.length !== 1) throw new Error('bench call failed');
    start = performance.now();
    const read = world.callAsUser('spotify', 'show_song', { song_id: songId });
    reads.push((performance.now() - start) * 1000);
    if (!read.ok) throw new Error('bench read failed');
  }
  world.close();
  restores.sort((a, b) => a - b);
  writes.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  const restoreMedian = quantile(restores, 0.5);
  return {
    repetitions,
    image_bytes: image.buffer.length,
    restore_median_ms: restoreMedian,
    restore_p90_ms: quantile(restores, 0.9),
    first_restore_ms: firstRestore,
    call_diff_median_us: quantile(writes, 0.5),
    call_diff_p90_us: quantile(writes, 0.9),
    read_call_median_us: quantile(reads, 0.5),
    appworld_reset_ms: 500,
    speedup_vs_appworld: 500 / restoreMedian,
    targets: { restore_ms: 1, call_diff_us: 100 },
  };
}
