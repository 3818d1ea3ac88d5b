/**
 * Check benchmark: `liveui check` over an evidence file of 100,000 episodes, in a child process
 * (its own peak RSS, all threads), as users run it (the CLI, its worker under the heap cap) and,
 * beside it, the stage called in the main thread without a cap. The evidence is real evidence repeated: the oracle runs one suite task
 * once, then the run is widened to as many trials as 100,000 episodes need, each trial's
 * evidence a copy of trial 0's records with the trial number changed (so every episode is
 * evaluated, none is a duplicate). Beside it, the peak RSS of reading the same file whole with
 * `readNdjson` (what check held before it streamed). Run alone:
 * `npx tsx scripts/bench-check.ts [--episodes N]` (JSON on stdout).
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(import.meta.url);
const TASKS = 'single.spotify.commute-playlist';

/** Target of issue #15: check's peak RSS over 100,000 episodes. */
export const CHECK_TARGET_RSS_MB = 300;

async function widen(dir: string, episodes: number): Promise<{ trials: number; episodes: number }> {
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { trials: number; integrity?: unknown };
  const evidence = join(dir, 'evidence.ndjson');
  const lines: string[] = [];
  for await (const line of createInterface({ input: createReadStream(evidence, 'utf8'), crlfDelay: Infinity })) if (line !== '') lines.push(line);
  const [header = '', ...records] = lines;
  const trials = Math.ceil(episodes / records.length);
  const out = createWriteStream(`${evidence}.wide`);
  out.write(`${header}\n`);
  // Trial-major per task, as `run` writes: task by task, trials in order, episodes in order.
  const byTask = new Map<string, string[]>();
  for (const record of records) {
    const task = (JSON.parse(record) as { task: string }).task;
    byTask.set(task, [...(byTask.get(task) ?? []), record]);
  }
  for (const taskRecords of byTask.values()) {
    for (let trial = 0; trial < trials; trial += 1) {
      for (const record of taskRecords) {
        if (!out.write(`${record.replace('"trial":0,', `"trial":${trial},`)}\n`)) await once(out, 'drain');
      }
    }
  }
  out.end();
  await once(out, 'finish');
  rmSync(evidence);
  const { renameSync } = await import('node:fs');
  renameSync(`${evidence}.wide`, evidence);
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, trials, integrity: undefined }, null, 2)}\n`);
  return { trials, episodes: trials * records.length };
}

async function child(mode: string, dir: string): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let rows = 0;
  if (mode === 'check') {
    // The real command: the CLI's check (a worker thread under the default heap cap) in this process.
    let printed = '';
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => ((printed += String(chunk)), true)) as typeof process.stdout.write;
    process.argv = [process.argv[0] ?? 'node', 'liveui', 'check', '--run', dir];
    await import('../bin/cli.ts');
    process.stdout.write = write;
    rows = (JSON.parse(printed) as { assertions: number }).assertions;
  } else if (mode === 'in-thread') {
    const { check } = await import('../src/stages/check/index.ts');
    rows = (await check({ run: dir })).assertions;
  } else {
    const { readNdjson } = await import('../src/io/ndjson.ts');
    const { EpisodeRecordSchema } = await import('../src/schemas/run.ts');
    rows = readNdjson(join(dir, 'evidence.ndjson'), EpisodeRecordSchema, { kind: 'evidence' }).records.length;
  }
  const used = process.cpuUsage(cpu);
  process.stdout.write(`${JSON.stringify({ seconds: round((performance.now() - started) / 1000), cpu_seconds: round((used.user + used.system) / 1e6), peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024), rows })}\n`);
}

const round = (x: number) => Math.round(x * 1000) / 1000;

interface Measure {
  seconds: number;
  cpu_seconds: number;
  peak_rss_mb: number;
  rows: number;
}

function measure(mode: string, dir: string): Measure {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, '--child', mode, dir], { encoding: 'utf8', env: { ...process.env, LIVEUI_QUIET: '1' }, maxBuffer: 1 << 24 });
  if (result.status !== 0) throw new Error(`bench-check child ${mode} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as Measure;
}

/** The whole-file read may not fit at all (V8 caps a string at 512 MiB): its error, then. */
function measureOrError(mode: string, dir: string): Measure | { error: string } {
  try {
    return measure(mode, dir);
  } catch (error) {
    const message = (error as Error).message;
    return { error: /ERR_STRING_TOO_LONG|Cannot create a string longer/.test(message) ? 'the file does not fit in one string (V8 limit, 512 MiB)' : message.split('\n')[0] ?? 'failed' };
  }
}

export interface CheckBench {
  episodes: number;
  trials: number;
  evidence_mb: number;
  /** How the evidence was made (real records repeated, see the script's header). */
  evidence: string;
  /** `liveui check` as users run it: the stage in a worker thread under the default heap cap. */
  check: Measure;
  /** The stage called in the main thread, no cap (how check ran before the worker). */
  check_in_thread: Measure;
  /** The same file read whole by readNdjson (check's reader before it streamed). */
  read_whole: Measure | { error: string };
  target_rss_mb: number;
  target_met: boolean;
}

export async function benchCheck(options: { episodes?: number } = {}): Promise<CheckBench> {
  const root = mkdtempSync(join(tmpdir(), 'liveui-bench-check-'));
  try {
    const dir = join(root, 'run');
    const { evaluateGenerator } = await import('../src/stages/eval/index.ts');
    await evaluateGenerator({ generator: 'oracle', run: dir, tasks: TASKS });
    const { trials, episodes } = await widen(dir, options.episodes ?? 100_000);
    const checked = measure('check', dir);
    const inThread = measure('in-thread', dir);
    const whole = measureOrError('read', dir);
    return {
      episodes,
      trials,
      evidence_mb: Math.round(statSync(join(dir, 'evidence.ndjson')).size / 1e5) / 10,
      evidence: `oracle evidence of ${TASKS}, repeated over ${trials} trials`,
      check: checked,
      check_in_thread: inThread,
      read_whole: whole,
      target_rss_mb: CHECK_TARGET_RSS_MB,
      target_met: checked.peak_rss_mb <= CHECK_TARGET_RSS_MB,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatCheckLine(result: CheckBench): string {
  return `check: ${result.episodes} episodes (${result.evidence_mb} MB evidence; ${result.evidence}) in ${result.check.seconds.toFixed(2)} s, peak RSS ${result.check.peak_rss_mb} MB (target ≤ ${result.target_rss_mb} MB: ${result.target_met ? 'met' : 'NOT met'}); in the main thread without a cap ${result.check_in_thread.peak_rss_mb} MB in ${result.check_in_thread.seconds.toFixed(2)} s; reading the file whole: ${'error' in result.read_whole ? result.read_whole.error : `${result.read_whole.peak_rss_mb} MB`}`;
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') {
  await child(argv[1] ?? '', argv[2] ?? '');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = argv.indexOf('--episodes');
  const result = await benchCheck({ episodes: at >= 0 ? Number(argv[at + 1]) : undefined });
  process.stderr.write(`${formatCheckLine(result)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
