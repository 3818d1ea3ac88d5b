/**
 * Analyze benchmark: synthetic sealed archives (17 runs × 500 tasks = 170k assertion rows, and
 * 1,000 runs × 500 tasks = 10M rows). Timed side by side: the plain streaming Node aggregation
 * of FWR/APR/Open (JSON.parse, no validation) as the baseline; `analyze` from NDJSON; `liveui
 * archive`; `analyze` from the Parquet copies; `recount` from each (small archive); and the floor
 * under any reader of the rows (DuckDB started, reading the fold's fields from each format, and
 * closed). analyze's figure is computeReport (verification + every analysis); module loading and
 * report rendering are reported beside it. Each measurement is a fresh child process (its own peak RSS), repeated
 * in interleaved rounds (plain Node, NDJSON, Parquet, …, then again; medians; 5 rounds on the
 * small archive, 3 on the large one). Run alone:
 * `npx tsx scripts/bench-analyze.ts [--small-only | --large-only] [--cache DIR] [--repeats N]` (table on stderr,
 * JSON on stdout; `--cache` or LIVEUI_BENCH_CACHE keeps the synthetic archives there for reuse).
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { mulberry32 } from '../src/random.ts';
import { ManifestSchema } from '../src/schemas/manifest.ts';
import { sealRun } from '../src/infra/integrity.ts';

const SCRIPT = fileURLToPath(import.meta.url);
const FAMILIES = [['single', 302], ['multi_tool', 130], ['shared_world', 68]] as const;
const STAGES = ['open', 'submit', 'revise', 'reopen', 'followup'] as const;
const GROUPS = ['visible', 'service', 'visible', 'preservation'] as const;

/** Writes `runs` run folders of 500 tasks × 5 episodes × 4 assertions; returns their paths. */
export function writeSyntheticArchive(root: string, runs: number, seed = 7): string[] {
  const tasks: { id: string; family: string; split: string }[] = [];
  for (const [family, count] of FAMILIES) {
    for (let i = 0; i < count; i += 1) tasks.push({ id: `t${String(tasks.length).padStart(3, '0')}`, family, split: i % 3 === 0 ? 'public' : 'dev' });
  }
  const pairs: [string, string][] = [];
  for (let e = 0; e < 5; e += 1) for (let a = 0; a < 4; a += 1) pairs.push([`e${e}`, `a${e}${a}`]);
  const assigned = Object.fromEntries(tasks.map((task) => [task.id, pairs]));
  const header = `{"$header":{"kind":"assertions","tool":"liveuibench","version":"0.1.0","commit":"bench","inputs":{}}}\n`;
  const dirs: string[] = [];
  for (let r = 0; r < runs; r += 1) {
    const random = mulberry32(seed * 1_000_003 + r);
    const run = `r${String(r).padStart(4, '0')}`;
    const skill = 0.55 + 0.4 * random();
    const parts: string[] = [header];
    for (const task of tasks) {
      const generationFails = random() < 0.08;
      const prefix = `{"run":"${run}","trial":0,"task":"${task.id}","family":"${task.family}","split":"${task.split}","app":"A","episode":"e`;
      for (let e = 0; e < 5; e += 1) {
        const stage = STAGES[e];
        for (let a = 0; a < 4; a += 1) {
          const group = GROUPS[a];
          const placeholder = generationFails && e >= 1;
          const passed = !placeholder && random() < skill + (e === 0 ? 0.04 : 0);
          parts.push(
            `${prefix}${e}","episode_index":${e},"stage":"${stage}","assertion":"a${e}${a}","type":"x","contract":"C${a + 1}","group":"${group}","passed":${passed},"expected":null,"observed":null,"placeholder":${placeholder},"error_kind":${placeholder ? '"generation"' : 'null'},"error":${placeholder ? '"no package"' : 'null'}}\n`,
          );
        }
      }
    }
    const dir = join(root, run);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'assertions.ndjson'), parts.join(''));
    const manifest = ManifestSchema.parse({
      run, tool: 'liveuibench', version: '0.1.0', commit: 'bench', generator: 'synthetic', label: `Synthetic ${r}`, developer: `Lab ${r % 7}`,
      settings: {}, task_set_hash: 'sha256:bench', tasks: tasks.map((task) => task.id), fixture_hash: 'sha256:bench', seed, trials: 1,
    });
    // Sealed like a checked run, so analyze measures its integrity pass too.
    sealRun(dir, manifest, assigned);
    dirs.push(dir);
  }
  return dirs;
}

/** The baseline: stream every file, JSON.parse each line, fold FWR/APR/Open per run. */
async function plainNode(dirs: readonly string[]): Promise<Record<string, { fwr: number; apr: number; open: number }>> {
  const result: Record<string, { fwr: number; apr: number; open: number }> = {};
  for (const dir of dirs) {
    const evaluations = new Map<string, { ok: boolean; open: boolean }>();
    let assertions = 0;
    let passed = 0;
    for await (const line of createInterface({ input: createReadStream(join(dir, 'assertions.ndjson'), 'utf8'), crlfDelay: Infinity })) {
      if (line.startsWith('{"$header"')) continue;
      const row = JSON.parse(line) as { trial: number; task: string; stage: string; passed: boolean; placeholder: boolean };
      const ok = row.passed && !row.placeholder;
      const key = `${row.task}@${row.trial}`;
      const entry = evaluations.get(key) ?? { ok: true, open: true };
      entry.ok &&= ok;
      if (row.stage === 'open') entry.open &&= ok;
      evaluations.set(key, entry);
      assertions += 1;
      if (ok) passed += 1;
    }
    const list = [...evaluations.values()];
    result[dir] = { fwr: list.filter((e) => e.ok).length / list.length, apr: passed / assertions, open: list.filter((e) => e.open).length / list.length };
  }
  return result;
}

async function child(mode: string, listFile: string, out: string): Promise<void> {
  const dirs = JSON.parse(readFileSync(listFile, 'utf8')) as string[];
  const loading = performance.now();
  let cpu = process.cpuUsage();
  let fwr: number | null = null;
  let started = loading;
  let renderSeconds: number | null = null;
  if (mode === 'analyze') {
    // Module loading (tsx transpiling, DuckDB's binding) is timed apart: it is not analysis.
    const { computeReport } = await import('../src/stages/analyze/compute.ts');
    const { writeReportFolder } = await import('../src/stages/report/folder.ts');
    started = performance.now();
    cpu = process.cpuUsage();
    const report = await computeReport({ runs: dirs });
    fwr = report.runs[0]?.fwr.rate ?? null;
    const computed = performance.now();
    const used = process.cpuUsage(cpu);
    await writeReportFolder(report, { out });
    renderSeconds = (performance.now() - computed) / 1000;
    const seconds = (computed - started) / 1000;
    process.stdout.write(`${JSON.stringify({ seconds: round(seconds), cpu_seconds: round((used.user + used.system) / 1e6), render_seconds: round(renderSeconds), import_seconds: round((started - loading) / 1000), peak_rss_mb: peakRss(), fwr })}\n`);
    return;
  } else if (mode === 'recount') {
    const { recount } = await import('../src/stages/recount/index.ts');
    started = performance.now();
    cpu = process.cpuUsage();
    fwr = (await recount({ runs: dirs })).runs[0]?.fwr.rate ?? null;
  } else if (mode === 'scan-ndjson' || mode === 'scan-parquet') {
    // The floor under analyze: DuckDB started, reading only the fields the fold uses with every
    // value hashed (so each is decoded; a count could come from Parquet's metadata), and closed;
    // no grouping, verification or analysis. Starting and closing DuckDB are in it because
    // analyze pays them too (they matter on the small archive).
    const { DuckDBInstance, listValue } = await import('@duckdb/node-api');
    const { sqlText } = await import('../src/stages/analyze/duck.ts');
    const parquet = mode === 'scan-parquet';
    const rows = sqlText(parquet ? 'rows_parquet' : 'rows_ndjson').replace(/^--.*$/gm, '');
    const fields = ['run', 'trial', 'task', 'family', 'split', 'episode_index', 'stage', 'assertion', 'contract', '"group"', 'passed', 'placeholder', 'error_kind'];
    const sql = `SELECT ${fields.map((field) => `sum(hash(${field}))`).join(', ')} FROM (${rows})`;
    started = performance.now();
    cpu = process.cpuUsage();
    const instance = await DuckDBInstance.create(':memory:', { threads: String(availableParallelism()) });
    const connection = await instance.connect();
    await connection.run(sql, { files: listValue(dirs.map((dir) => join(dir, parquet ? 'assertions.parquet' : 'assertions.ndjson'))) });
    connection.closeSync();
    instance.closeSync();
  } else if (mode === 'archive') {
    const { archive } = await import('../src/stages/archive/index.ts');
    started = performance.now();
    cpu = process.cpuUsage();
    await archive({ runs: dirs });
  } else {
    const first = Object.values(await plainNode(dirs))[0];
    fwr = first ? Math.round(first.fwr * 1e6) / 1e6 : null;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  process.stdout.write(`${JSON.stringify({ seconds: round(seconds), cpu_seconds: round((used.user + used.system) / 1e6), import_seconds: round((started - loading) / 1000), peak_rss_mb: peakRss(), fwr })}\n`);
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const peakRss = () => Math.round(process.resourceUsage().maxRSS / 1024);

interface Measure {
  /** Median over the repeats. */
  seconds: number;
  /** Every repeat, in order. */
  samples: number[];
  /** CPU seconds (all threads) of the median run: less sensitive than wall time to a shared machine. */
  cpu_seconds: number;
  /** analyze only: writing report.json/md/html and figures (not part of `seconds`). */
  render_seconds?: number;
  import_seconds: number;
  peak_rss_mb: number;
  fwr: number | null;
}

function once(mode: string, listFile: string, out: string): Omit<Measure, 'samples'> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, '--child', mode, listFile, out], {
    encoding: 'utf8',
    env: { ...process.env, LIVEUI_QUIET: '1' },
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0) throw new Error(`bench child ${mode} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as Omit<Measure, 'samples'>;
}

/** The median run's figures of a measurement's samples (each a fresh process), every sample kept. */
function medianOf(runs: readonly Omit<Measure, 'samples'>[]): Measure {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0]!;
  return { ...median, samples: runs.map((run) => run.seconds), peak_rss_mb: Math.max(...runs.map((run) => run.peak_rss_mb)) };
}
/** Targets of issue #15. */
export const TARGETS = { speedup: 5, large_ndjson_seconds: 6, large_parquet_seconds: 2, rss_mb: 1024 } as const;

export interface ArchiveBench {
  runs: number;
  rows: number;
  bytes_written_s: number;
  plain_node: Measure;
  analyze_ndjson: Measure;
  /** null: a cached archive's Parquet copies were reused, not written again. */
  archive: Measure | null;
  analyze_parquet: Measure;
  recount_ndjson: Measure | null;
  recount_parquet: Measure | null;
  /** The floors: DuckDB started, reading the fold's fields and nothing else, and closed. */
  scan_ndjson: Measure;
  scan_parquet: Measure;
  /** plain Node seconds / analyze seconds (how many times faster the analysis is). */
  speedup_ndjson: number;
  speedup_parquet: number;
  targets_met: Record<string, boolean>;
}

/**
 * The archive of `runs` runs: built in a fresh temp folder, or with `cache` kept in
 * `<cache>/<runs>` and reused on the next call (the 10M-row archive takes minutes to write).
 */
function archiveOf(runs: number, cache: string | undefined): { root: string; dirs: string[]; written: number; owned: boolean } {
  const root = cache ? join(cache, String(runs)) : mkdtempSync(join(tmpdir(), `liveui-bench-${runs}-`));
  const listFile = join(root, 'runs.json');
  if (cache && existsSync(listFile)) return { root, dirs: JSON.parse(readFileSync(listFile, 'utf8')) as string[], written: 0, owned: false };
  rmSync(join(root, 'runs'), { recursive: true, force: true });
  const started = performance.now();
  const dirs = writeSyntheticArchive(join(root, 'runs'), runs);
  const written = (performance.now() - started) / 1000;
  writeFileSync(listFile, JSON.stringify(dirs));
  return { root, dirs, written, owned: !cache };
}

/**
 * Sets the runs' Parquet copies aside (`.kept`, so readers take the NDJSON) or puts them back;
 * false when some run has no copy in the asked-for place.
 */
function parquetCopies(dirs: readonly string[], state: 'aside' | 'back'): boolean {
  const live = dirs.map((dir) => join(dir, 'assertions.parquet'));
  const from = state === 'aside' ? live : live.map((path) => `${path}.kept`);
  if (!from.every((path) => existsSync(path))) return false;
  from.forEach((path, index) => renameSync(path, state === 'aside' ? `${path}.kept` : live[index]!));
  return true;
}

export async function benchAnalyze(options: { sizes?: number[]; recountUpTo?: number; repeats?: (runs: number) => number; cache?: string } = {}): Promise<{ archives: ArchiveBench[]; targets: typeof TARGETS }> {
  const sizes = options.sizes ?? [17, 1000];
  const repeatsOf = options.repeats ?? ((runs: number) => (runs <= 100 ? 5 : 3));
  const archives: ArchiveBench[] = [];
  for (const runs of sizes) {
    const { root, dirs, written, owned } = archiveOf(runs, options.cache);
    try {
      const listFile = join(root, 'runs.json');
      const repeats = repeatsOf(runs);
      const withRecount = runs <= (options.recountUpTo ?? 100);
      // `liveui archive` once, unless the cache kept the copies (then it is not re-measured).
      parquetCopies(dirs, 'back');
      const live = dirs.every((dir) => existsSync(join(dir, 'assertions.parquet')));
      const archived = live ? null : medianOf([once('archive', listFile, '')]);
      // Interleaved, one round per repeat, so a machine that speeds up or slows down meanwhile
      // moves the baseline and the readers alike (their ratios are what the targets judge).
      const samples: Record<'plain' | 'ndjson' | 'parquet' | 'recountNdjson' | 'recountParquet' | 'scanNdjson' | 'scanParquet', Omit<Measure, 'samples'>[]> = {
        plain: [], ndjson: [], parquet: [], recountNdjson: [], recountParquet: [], scanNdjson: [], scanParquet: [],
      };
      for (let round = 0; round < repeats; round += 1) {
        if (!parquetCopies(dirs, 'aside')) throw new Error('bench: the Parquet copies went missing');
        try {
          samples.plain.push(once('node', listFile, ''));
          samples.ndjson.push(once('analyze', listFile, join(root, 'report-ndjson')));
          if (withRecount) samples.recountNdjson.push(once('recount', listFile, ''));
          samples.scanNdjson.push(once('scan-ndjson', listFile, ''));
        } finally {
          parquetCopies(dirs, 'back');
        }
        samples.parquet.push(once('analyze', listFile, join(root, 'report-parquet')));
        if (withRecount) samples.recountParquet.push(once('recount', listFile, ''));
        samples.scanParquet.push(once('scan-parquet', listFile, ''));
      }
      const plain = medianOf(samples.plain);
      const ndjson = medianOf(samples.ndjson);
      const parquet = medianOf(samples.parquet);
      const recountNdjson = withRecount ? medianOf(samples.recountNdjson) : null;
      const recountParquet = withRecount ? medianOf(samples.recountParquet) : null;
      const scanNdjson = medianOf(samples.scanNdjson);
      const scanParquet = medianOf(samples.scanParquet);
      for (const [name, value] of [['analyze ndjson', ndjson], ['analyze parquet', parquet], ['recount ndjson', recountNdjson], ['recount parquet', recountParquet]] as const) {
        if (value && value.fwr !== plain.fwr) throw new Error(`bench disagreement on run 0 FWR: ${name} ${value.fwr}, plain node ${plain.fwr}`);
      }
      const speedupNdjson = Math.round((plain.seconds / ndjson.seconds) * 100) / 100;
      const speedupParquet = Math.round((plain.seconds / parquet.seconds) * 100) / 100;
      const large = runs >= 1000;
      archives.push({
        runs,
        rows: runs * 500 * 20,
        bytes_written_s: Math.round(written * 100) / 100,
        plain_node: plain,
        analyze_ndjson: ndjson,
        archive: archived,
        analyze_parquet: parquet,
        recount_ndjson: recountNdjson,
        recount_parquet: recountParquet,
        scan_ndjson: scanNdjson,
        scan_parquet: scanParquet,
        speedup_ndjson: speedupNdjson,
        speedup_parquet: speedupParquet,
        targets_met: {
          speedup_ndjson: speedupNdjson >= TARGETS.speedup,
          speedup_parquet: speedupParquet >= TARGETS.speedup,
          rss: Math.max(ndjson.peak_rss_mb, parquet.peak_rss_mb) <= TARGETS.rss_mb,
          ...(large ? { ndjson_seconds: ndjson.seconds <= TARGETS.large_ndjson_seconds, parquet_seconds: parquet.seconds <= TARGETS.large_parquet_seconds } : {}),
        },
      });
    } finally {
      if (owned) rmSync(root, { recursive: true, force: true });
      else for (const name of ['report-ndjson', 'report-parquet']) rmSync(join(root, name), { recursive: true, force: true });
    }
  }
  return { archives, targets: TARGETS };
}

/** The bench table: one line per archive and reader, medians and ratios beside the baseline. */
export function formatAnalyzeTable(result: { archives: ArchiveBench[] }): string {
  const lines = [`${'archive'.padEnd(24)}${'reader'.padEnd(18)}median s    CPU s   peak RSS MB   speed vs plain Node`];
  for (const archive of result.archives) {
    const name = `${archive.runs} runs (${(archive.rows / 1e6).toFixed(2)}M rows)`.padEnd(24);
    const row = (reader: string, m: Measure | null, ratio: string) =>
      m ? lines.push(`${name}${reader.padEnd(18)}${m.seconds.toFixed(3).padStart(8)} ${m.cpu_seconds.toFixed(2).padStart(8)}   ${String(m.peak_rss_mb).padStart(11)}   ${ratio}`) : 0;
    row('plain Node loop', archive.plain_node, 'baseline');
    row('analyze NDJSON', archive.analyze_ndjson, `${archive.speedup_ndjson}×`);
    row('analyze Parquet', archive.analyze_parquet, `${archive.speedup_parquet}×`);
    row('recount NDJSON', archive.recount_ndjson, archive.recount_ndjson ? `${(archive.plain_node.seconds / archive.recount_ndjson.seconds).toFixed(2)}×` : '');
    row('recount Parquet', archive.recount_parquet, archive.recount_parquet ? `${(archive.plain_node.seconds / archive.recount_parquet.seconds).toFixed(2)}×` : '');
    // The most a reader could gain on this machine, beside what the targets ask.
    const large = archive.runs >= 1000;
    const floor = (m: Measure, target: number) =>
      `at most ${(archive.plain_node.seconds / m.seconds).toFixed(2)}×; target ${large ? `≤ ${target} s and ` : ''}≥ ${TARGETS.speedup}× (≤ ${(archive.plain_node.seconds / TARGETS.speedup).toFixed(3)} s)`;
    row('scan NDJSON only', archive.scan_ndjson, floor(archive.scan_ndjson, TARGETS.large_ndjson_seconds));
    row('scan Parquet only', archive.scan_parquet, floor(archive.scan_parquet, TARGETS.large_parquet_seconds));
    if (archive.archive) row('archive (once)', archive.archive, '');
    else lines.push(`${name}${'archive'.padEnd(18)}  (cached Parquet copies reused)`);
    lines.push(`${' '.repeat(24)}targets: ${Object.entries(archive.targets_met).map(([k, v]) => `${k} ${v ? 'met' : 'NOT met'}`).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') {
  await child(argv[1] ?? '', argv[2] ?? '', argv[3] ?? '');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = argv.includes('--small-only') ? [17] : argv.includes('--large-only') ? [1000] : [17, 1000];
  const cacheAt = argv.indexOf('--cache');
  const cache = cacheAt >= 0 ? argv[cacheAt + 1] : process.env.LIVEUI_BENCH_CACHE;
  const repeatsAt = argv.indexOf('--repeats');
  const repeats = repeatsAt >= 0 ? Number(argv[repeatsAt + 1]) : undefined;
  const result = await benchAnalyze({ sizes, cache: cache || undefined, ...(repeats ? { repeats: () => repeats } : {}) });
  process.stderr.write(formatAnalyzeTable(result));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
