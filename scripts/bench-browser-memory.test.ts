import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { RECYCLE_AFTER_PAGES } from '../src/stages/run/browser-pool.ts';
import { summariseSamplesLog } from './bench-browser-memory.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/**
 * A samples log of three browsers in turn (two full recycle windows and a short last one), one
 * sample per 10 page loads; `growth` MB is added to each later browser's memory, as a leak across
 * browsers would (a leak within a browser climbs inside its window either way).
 */
function log(growth: number): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-browser-memory-'));
  roots.push(root);
  const lines: string[] = [];
  const browsers = [101, 202, 303];
  for (let pages = 0; pages < 2 * RECYCLE_AFTER_PAGES + 50; pages += 10) {
    const index = Math.floor(pages / RECYCLE_AFTER_PAGES);
    const inWindow = pages % RECYCLE_AFTER_PAGES;
    // Memory climbs inside a window (the page cache fills) and falls back when the browser is replaced.
    const pssMb = 200 + inWindow / 10 + index * growth;
    const rssMb = pssMb + 150;
    lines.push(JSON.stringify({ t: pages / 10, pages, node_rss_kb: 90_000, browsers: { [browsers[index]!]: [rssMb * 1024, pssMb * 1024] } }));
  }
  const file = join(root, 'samples.ndjson');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

it('reads a samples log into one window per browser and per 100 page loads; the same peak in the last full window as in the first is flat', () => {
  const result = summariseSamplesLog(log(0), 'sample');
  expect(result.browsers_started).toBe(3);
  expect(result.recycle_windows.map((w) => [w.pages, w.peak_pss_mb, w.peak_rss_mb])).toEqual([
    [290, 229, 379],
    [290, 229, 379],
    [40, 204, 354],
  ]);
  expect(result.page_windows).toHaveLength(7);
  expect(result.peak_pss_mb).toBe(229);
  expect(result.node_peak_rss_mb).toBeCloseTo(87.9, 1);
  expect(result.last_over_first).toBe(1);
  expect(result.flat).toBe(true);
  expect(result.tasks).toBe('sample (stopped after 640 page loads)');
});

it('a browser that starts higher than the one before it is growing memory (the measure can fail)', () => {
  const result = summariseSamplesLog(log(60), 'sample');
  expect(result.recycle_windows.map((w) => w.peak_pss_mb)).toEqual([229, 289, 324]);
  expect(result.last_over_first).toBeCloseTo(439 / 379, 6);
  expect(result.flat).toBe(false);
});

it('one browser only: nothing to compare', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-browser-memory-'));
  roots.push(root);
  const file = join(root, 'samples.ndjson');
  writeFileSync(file, `${JSON.stringify({ t: 0, pages: 3, node_rss_kb: 1024, browsers: { 7: [2048, 1024] } })}\n`);
  const result = summariseSamplesLog(file, 'one');
  expect(result.recycle_windows).toEqual([{ label: 'browser 1 (pid 7)', pages: 0, peak_rss_mb: 2, peak_pss_mb: 1, samples: 1 }]);
  expect(result.last_over_first).toBeNull();
  expect(result.flat).toBeNull();
});
