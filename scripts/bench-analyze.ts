/**
 * Analyze benchmark: synthetic archives (17 runs × 500 tasks ≈ 170k assertion rows, and
 * 1,000 runs × 500 tasks = 10M rows), timed for `recount` (strict streaming reader),
 * `analyze` (DuckDB + report rendering) and a plain streaming Node aggregation of FWR/APR/Open
 * (JSON.parse, no validation) as the baseline. Each measurement runs in its own child process
 * so its peak RSS is its own. Run alone: `npx tsx scripts/bench-analyze.ts [--small-only | --large-only]`.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { ManifestSchema } from '../src/schemas/manifest.ts';
import { sealRun } from '../src/stages/integrity.ts';

const SCRIPT = fileURLToPath(import.meta.url);
const FAMILIES = [['single', 302], ['multi_tool', 130], ['shared_world', 68]] as const;
const STAGES = ['open', 'submit', 'revise', 'reopen', 'followup'] as const;
const GROUPS = ['visible', 'service', 'visible', 'preservation'] as const;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  const { readFileSync } = await import('node:fs');
  const dirs = JSON.parse(readFileSync(listFile, 'utf8')) as string[];
  const started = performance.now();
  let fwr: number | null = null;
  if (mode === 'analyze') {
    const { analyze } = await import('../src/stages/analyze/index.ts');
    fwr = (await analyze({ runs: dirs, out })).report.runs[0]?.fwr.rate ?? null;
  } else if (mode === 'recount') {
    const { recount } = await import('../src/stages/recount/index.ts');
    fwr = (await recount({ runs: dirs })).runs[0]?.fwr.rate ?? null;
  } else {
    const first = Object.values(await plainNode(dirs))[0];
    fwr = first ? Math.round(first.fwr * 1e6) / 1e6 : null;
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ seconds: Math.round(seconds * 100) / 100, peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024), fwr })}\n`);
}

interface Measure {
  seconds: number;
  peak_rss_mb: number;
  fwr: number | null;
}

function measure(mode: string, listFile: string, out: string): Measure {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, '--child', mode, listFile, out], {
    encoding: 'utf8',
    env: { ...process.env, LIVEUI_QUIET: '1' },
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0) throw new Error(`bench child ${mode} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as Measure;
}

export interface ArchiveBench {
  runs: number;
  rows: number;
  bytes_written_s: number;
  analyze: Measure;
  recount: Measure | null;
  plain_node: Measure;
  /** analyze time / plain streaming Node time. */
  ratio: number;
  target_seconds: number;
  within_target: boolean;
}

export async function benchAnalyze(options: { sizes?: number[]; recountUpTo?: number } = {}): Promise<{ archives: ArchiveBench[]; rss_target_mb: number }> {
  const sizes = options.sizes ?? [17, 1000];
  const archives: ArchiveBench[] = [];
  for (const runs of sizes) {
    const root = mkdtempSync(join(tmpdir(), `liveui-bench-${runs}-`));
    try {
      const started = performance.now();
      const dirs = writeSyntheticArchive(join(root, 'runs'), runs);
      const written = (performance.now() - started) / 1000;
      const listFile = join(root, 'runs.json');
      writeFileSync(listFile, JSON.stringify(dirs));
      const analyzed = measure('analyze', listFile, join(root, 'report'));
      const recounted = runs <= (options.recountUpTo ?? 100) ? measure('recount', listFile, '') : null;
      const plain = measure('node', listFile, '');
      if (analyzed.fwr !== plain.fwr || (recounted && recounted.fwr !== plain.fwr)) {
        throw new Error(`bench disagreement on run 0 FWR: analyze ${analyzed.fwr}, recount ${recounted?.fwr}, node ${plain.fwr}`);
      }
      const target = runs <= 17 ? 3 : 60;
      archives.push({
        runs,
        rows: runs * 500 * 20,
        bytes_written_s: Math.round(written * 100) / 100,
        analyze: analyzed,
        recount: recounted,
        plain_node: plain,
        ratio: Math.round((analyzed.seconds / plain.seconds) * 100) / 100,
        target_seconds: target,
        within_target: analyzed.seconds <= target && analyzed.peak_rss_mb <= 2048,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { archives, rss_target_mb: 2048 };
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') {
  await child(argv[1] ?? '', argv[2] ?? '', argv[3] ?? '');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = argv.includes('--small-only') ? [17] : argv.includes('--large-only') ? [1000] : [17, 1000];
  const result = await benchAnalyze({ sizes });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (result.archives.some((archive) => !archive.within_target)) process.exitCode = 1;
}
