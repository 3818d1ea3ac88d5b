/**
 * Browser memory benchmark: the oracle's packages run on the browser surface (one worker) over
 * the whole suite while the Chromium processes this process started are sampled from /proc. It
 * reports the peak memory of each recycle window (one browser, from its start to its close after
 * RECYCLE_AFTER_PAGES page loads) and of each 100 page loads, so the first and the last window
 * can be compared: memory is flat when the last window peaks no higher than the first (a leak
 * across a browser's life shows inside each window; one across the whole run, from first to last).
 *
 * Memory of a window = the sum over its browser's processes (the root and every renderer, GPU or
 * utility child) of RSS, and of PSS, which shares pages the processes have in common among them
 * and so does not count them twice. Node's own RSS (the app server, the world) is kept beside it.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { generate } from '../src/stages/generate/index.ts';
import { run } from '../src/stages/run/index.ts';
import { BrowserSurface, CHROMIUM_PATH } from '../src/runtime/browser/chromium.ts';
import { RECYCLE_AFTER_PAGES } from '../src/stages/run/browser-pool.ts';

const SAMPLE_MS = 500;
const BUCKET_PAGES = 100;

export interface MemoryWindow {
  /** The browser's root process (recycle windows) or the first page load of the bucket (page windows). */
  label: string;
  pages: number;
  peak_rss_mb: number;
  peak_pss_mb: number;
  samples: number;
}

export interface BrowserMemoryBench {
  tasks: string;
  episodes: number;
  page_loads: number;
  seconds: number;
  browsers_started: number;
  recycle_after_pages: number;
  sample_ms: number;
  samples: number;
  peak_rss_mb: number;
  peak_pss_mb: number;
  node_peak_rss_mb: number;
  /** One row per browser, in start order; the last one may be shorter than RECYCLE_AFTER_PAGES. */
  recycle_windows: MemoryWindow[];
  /** One row per 100 page loads. */
  page_windows: MemoryWindow[];
  /**
   * Peak RSS of the last full recycle window over the first (≤ 1 is flat or shrinking). RSS, not
   * PSS: PSS splits a shared library's pages among every process on the machine that maps it, so on
   * a shared machine it moves with other users' Chromiums.
   */
  last_over_first: number | null;
  flat: boolean | null;
  skipped?: string;
}

/**
 * Every process under `root` (not `root` itself), walked down the kernel's children lists. Reads
 * are asynchronous: smaps_rollup walks a process's page tables (0.6 s on a loaded machine), and the
 * run being measured shares this event loop.
 */
async function descendants(root: number): Promise<Proc[]> {
  const out: Proc[] = [];
  const walk = async (pid: number): Promise<void> => {
    const children = (await safeRead(`/proc/${pid}/task/${pid}/children`)) ?? '';
    for (const child of children.split(' ').filter((c) => c !== '').map(Number)) {
      const comm = (await safeRead(`/proc/${child}/comm`)) ?? '';
      const memory = /chrom/i.test(comm) ? await memoryOf(child) : undefined;
      if (memory) out.push({ pid: child, ppid: pid, ...memory });
      await walk(child);
    }
  };
  await walk(root);
  return out;
}

interface Proc {
  pid: number;
  ppid: number;
  rssKb: number;
  pssKb: number;
}

async function safeRead(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

async function memoryOf(pid: number): Promise<{ rssKb: number; pssKb: number } | undefined> {
  const rollup = await safeRead(`/proc/${pid}/smaps_rollup`);
  if (rollup === undefined) return undefined;
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return { rssKb: field('Rss'), pssKb: field('Pss') };
}

interface Sample {
  /** Seconds since the run started. */
  t: number;
  pages: number;
  /** Browser root pid → its tree's memory now. */
  browsers: Map<number, { rssKb: number; pssKb: number }>;
  nodeRssKb: number;
}

/** A sample as one line of the samples log, so an interrupted run can still be summarised. */
function sampleLine(s: Sample): string {
  return `${JSON.stringify({ t: s.t, pages: s.pages, node_rss_kb: s.nodeRssKb, browsers: Object.fromEntries([...s.browsers].map(([pid, m]) => [pid, [m.rssKb, m.pssKb]])) })}\n`;
}

function sampleOfLine(line: string): Sample {
  const raw = JSON.parse(line) as { t: number; pages: number; node_rss_kb: number; browsers: Record<string, [number, number]> };
  return { t: raw.t, pages: raw.pages, nodeRssKb: raw.node_rss_kb, browsers: new Map(Object.entries(raw.browsers).map(([pid, [rssKb, pssKb]]) => [Number(pid), { rssKb, pssKb }])) };
}

/** One sample: every Chromium tree under this process, grouped by its root (the browser a window belongs to). */
async function sample(t: number, pages: () => number): Promise<Sample> {
  const procs = await descendants(process.pid);
  const chromium = new Set(procs.map((p) => p.pid));
  const parent = new Map(procs.map((p) => [p.pid, p.ppid]));
  const rootOf = (pid: number): number => {
    let at = pid;
    for (let up = parent.get(at); up !== undefined && chromium.has(up); up = parent.get(at)) at = up;
    return at;
  };
  const browsers = new Map<number, { rssKb: number; pssKb: number }>();
  for (const p of procs) {
    const root = rootOf(p.pid);
    const sum = browsers.get(root) ?? { rssKb: 0, pssKb: 0 };
    sum.rssKb += p.rssKb;
    sum.pssKb += p.pssKb;
    browsers.set(root, sum);
  }
  // The page count as the sample ends, so a window's pages are not credited to the one before.
  return { t, pages: pages(), browsers, nodeRssKb: Math.round(process.memoryUsage().rss / 1024) };
}

function windowOf(label: string, samples: Sample[], pages: number, pick: (s: Sample) => { rssKb: number; pssKb: number }): MemoryWindow {
  const values = samples.map(pick);
  return {
    label,
    pages,
    peak_rss_mb: Math.max(0, ...values.map((v) => v.rssKb)) / 1024,
    peak_pss_mb: Math.max(0, ...values.map((v) => v.pssKb)) / 1024,
    samples: samples.length,
  };
}

const total = (s: Sample) => [...s.browsers.values()].reduce((a, b) => ({ rssKb: a.rssKb + b.rssKb, pssKb: a.pssKb + b.pssKb }), { rssKb: 0, pssKb: 0 });

/**
 * Default: the whole suite. Every sample is also appended to `samplesLog` as it is taken, so a run
 * stopped early (a shared machine, a deadline) can be summarised with `summariseSamplesLog`.
 */
export async function benchBrowserMemory(tasks?: string, samplesLog?: string): Promise<BrowserMemoryBench> {
  const label = tasks ?? 'the whole suite';
  const empty = { tasks: label, episodes: 0, page_loads: 0, seconds: 0, browsers_started: 0, recycle_after_pages: RECYCLE_AFTER_PAGES, sample_ms: SAMPLE_MS, samples: 0, peak_rss_mb: 0, peak_pss_mb: 0, node_peak_rss_mb: 0, recycle_windows: [], page_windows: [], last_over_first: null, flat: null };
  if (!existsSync(CHROMIUM_PATH)) return { ...empty, skipped: `${CHROMIUM_PATH} is missing` };
  if (!existsSync('/proc/self/smaps_rollup') || !existsSync(`/proc/${process.pid}/task/${process.pid}/children`)) return { ...empty, skipped: 'no /proc/<pid>/smaps_rollup or task children lists (Linux 4.14+) to read memory from' };

  // Page loads are counted where they happen: every load of an app goes through `show`.
  let pages = 0;
  const show = BrowserSurface.prototype.show;
  BrowserSurface.prototype.show = function (this: BrowserSurface, ...args: Parameters<typeof show>) {
    pages += 1;
    return show.apply(this, args);
  };
  const dir = join(tmpdir(), `liveui-bench-browser-memory-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const samples: Sample[] = [];
  if (samplesLog) {
    mkdirSync(dirname(samplesLog), { recursive: true });
    rmSync(samplesLog, { force: true });
  }
  let start = performance.now();
  // One sample at a time, SAMPLE_MS apart (a slow read delays the next sample, never overlaps it).
  let sampling = true;
  const sampler = async () => {
    while (sampling) {
      const s = await sample(Math.round(performance.now() - start) / 1000, () => pages);
      samples.push(s);
      if (samplesLog) appendFileSync(samplesLog, sampleLine(s));
      await delay(SAMPLE_MS);
    }
  };
  let sampled: Promise<void> | undefined;
  try {
    await generate({ generator: 'oracle', run: dir, tasks });
    start = performance.now();
    sampled = sampler();
    const summary = await run({ run: dir, jobs: 1, surface: 'browser' });
    const seconds = (performance.now() - start) / 1000;
    sampling = false;
    await sampled;
    return summarise({ label, episodes: summary.episodes, pages, seconds, samples });
  } finally {
    sampling = false;
    await sampled;
    BrowserSurface.prototype.show = show;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The summary of a samples log, for a run that did not finish (episodes are not known then: 0). */
export function summariseSamplesLog(file: string, label: string): BrowserMemoryBench {
  const samples = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').map(sampleOfLine);
  const last = samples.at(-1);
  return summarise({ label: `${label} (stopped after ${last?.pages ?? 0} page loads)`, episodes: 0, pages: last?.pages ?? 0, seconds: last?.t ?? 0, samples });
}

function summarise(input: { label: string; episodes: number; pages: number; seconds: number; samples: Sample[] }): BrowserMemoryBench {
  const { samples } = input;
  // Recycle windows: one per browser root, in the order the browsers appeared.
  const roots: number[] = [];
  for (const s of samples) for (const root of s.browsers.keys()) if (!roots.includes(root)) roots.push(root);
  const recycle = roots.map((root) => {
    const seen = samples.filter((s) => s.browsers.has(root));
    const pages = (seen.at(-1)?.pages ?? 0) - (seen[0]?.pages ?? 0);
    return windowOf(`browser ${roots.indexOf(root) + 1} (pid ${root})`, seen, pages, (s) => s.browsers.get(root)!);
  });
  const buckets = new Map<number, Sample[]>();
  for (const s of samples) {
    const bucket = Math.floor(s.pages / BUCKET_PAGES);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), s]);
  }
  const page = [...buckets.entries()].map(([bucket, seen]) => windowOf(`pages ${bucket * BUCKET_PAGES}–${bucket * BUCKET_PAGES + BUCKET_PAGES - 1}`, seen, BUCKET_PAGES, total));
  // The last window that ran its full course (the final browser is closed early, at the end of the suite).
  const full = recycle.filter((w, i) => i < recycle.length - 1 || w.pages >= RECYCLE_AFTER_PAGES);
  const first = full[0];
  const last = full.at(-1);
  const ratio = first && last && full.length > 1 ? last.peak_rss_mb / first.peak_rss_mb : null;
  const totals = samples.map(total);
  return {
    tasks: input.label,
    episodes: input.episodes,
    page_loads: input.pages,
    seconds: input.seconds,
    browsers_started: roots.length,
    recycle_after_pages: RECYCLE_AFTER_PAGES,
    sample_ms: SAMPLE_MS,
    samples: samples.length,
    peak_rss_mb: Math.max(0, ...totals.map((t) => t.rssKb)) / 1024,
    peak_pss_mb: Math.max(0, ...totals.map((t) => t.pssKb)) / 1024,
    node_peak_rss_mb: Math.max(0, ...samples.map((s) => s.nodeRssKb)) / 1024,
    recycle_windows: recycle,
    page_windows: page,
    last_over_first: ratio,
    // Flat: the last full window peaks within a tenth of the first (sampling alone moves a peak by a few MB).
    flat: ratio === null ? null : ratio <= 1.1,
  };
}

/** One line for `make bench`'s summary. */
export function formatBrowserMemoryLine(m: BrowserMemoryBench): string {
  if (m.skipped) return `browser memory: skipped (${m.skipped})`;
  const f = (x: number) => x.toFixed(0);
  const first = m.recycle_windows[0];
  const last = m.recycle_windows.filter((w, i, all) => i < all.length - 1 || w.pages >= m.recycle_after_pages).at(-1);
  const windows = first && last ? `; recycle windows of ${m.recycle_after_pages} pages: first peak ${f(first.peak_rss_mb)} MB RSS (${f(first.peak_pss_mb)} MB PSS), last full ${f(last.peak_rss_mb)} MB RSS (${f(last.peak_pss_mb)} MB PSS) = ${m.last_over_first === null ? '–' : `${m.last_over_first.toFixed(2)}×`} → ${m.flat === null ? 'one window only' : m.flat ? 'flat' : 'GROWING'}` : '';
  return `browser memory: ${m.page_loads} page loads, ${m.episodes} episodes (${m.tasks}) in ${m.seconds.toFixed(0)} s, ${m.browsers_started} browsers; Chromium peak ${f(m.peak_rss_mb)} MB RSS / ${f(m.peak_pss_mb)} MB PSS; node peak RSS ${f(m.node_peak_rss_mb)} MB${windows}`;
}

// `tsx scripts/bench-browser-memory.ts [SEL] [--log FILE]` runs it; `--summarise FILE` summarises a log.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const summariseFile = option('--summarise');
  const selector = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const result = summariseFile ? summariseSamplesLog(summariseFile, selector ?? 'the whole suite') : await benchBrowserMemory(selector, option('--log'));
  console.log(JSON.stringify(result, null, 2));
  console.error(formatBrowserMemoryLine(result));
}
