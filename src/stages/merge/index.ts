import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sumUsage } from '../../agent/index.ts';
import { OptionError, StageError } from '../../errors.ts';
import { canonicalJson } from '../../io/hash.ts';
import { copyFileAtomic, writeFileAtomic } from '../../io/disk.ts';
import type { Assigned, Manifest } from '../../schemas/manifest.ts';
import { fileSha256, readAssigned, sealOf } from '../../infra/integrity.ts';
import { LOCK_FILE, runLock } from '../../infra/lock.ts';
import { readManifest, writeManifest } from '../../infra/manifest.ts';
import { ensureDir, runDir, runFiles } from '../../infra/paths.ts';
import { resolveRunDir } from '../recount/runs.ts';
import { shardOf } from '../../infra/shard.ts';

export interface MergeOptions {
  /** The shard run folders (or run ids), every shard of one run exactly once, in any order. */
  runs: readonly string[];
  /** The merged run: a run name (under artifacts/runs) or a folder; must not exist yet. */
  out: string;
  cwd?: string;
}

export interface MergeSummary {
  run: string;
  dir: string;
  shards: number;
  tasks: number;
  records: Record<string, number>;
}

/** The artifacts a merge joins, each task-major (task order of the selection, then trial). */
const JOINED = ['packages', 'evidence', 'assertions'] as const;

interface ShardRun {
  dir: string;
  manifest: Manifest & { shard: NonNullable<Manifest['shard']> };
}

/** Everything the shards must share: what produced them and the selection they split. */
function sharedIdentity(manifest: ShardRun['manifest']): Record<string, string> {
  // Where the task files were read from is not compared (each machine has its own path); what
  // they hold is, by the task set and fixture hashes below.
  const { llm_operational: _operational, task_dir: _taskDir, ...settings } = manifest.settings;
  return {
    run: manifest.run,
    'tool version': `${manifest.version} (${manifest.commit})`,
    generator: `${manifest.generator} / ${manifest.label} / ${manifest.developer}`,
    'generator settings': canonicalJson(settings),
    seed: String(manifest.seed),
    trials: String(manifest.trials),
    'shard count': String(manifest.shard.count),
    'task set': `${manifest.shard.task_set_hash} ${canonicalJson(manifest.shard.tasks)}`,
    'fixture hash': manifest.shard.fixture_hash,
  };
}

function loadShard(value: string, cwd: string | undefined): ShardRun {
  const dir = resolveRunDir(value, cwd);
  if (!existsSync(runFiles(dir).manifest)) throw new StageError(`${dir}: not a run folder (no manifest.json)`);
  const manifest = readManifest(dir);
  if (!manifest.shard) throw new StageError(`${dir}: run "${manifest.run}" is not a shard (it was generated without --shard)`);
  return { dir, manifest: { ...manifest, shard: manifest.shard } };
}

/** Refuses shards that are not exactly the N parts of one run, each complete and sealed. */
function checkShards(shards: readonly ShardRun[]): void {
  const first = shards[0];
  if (!first) throw new OptionError('runs', 'needs the shard run folders');
  const reference = sharedIdentity(first.manifest);
  for (const shard of shards.slice(1)) {
    const identity = sharedIdentity(shard.manifest);
    for (const [field, value] of Object.entries(reference)) {
      if (identity[field] !== value) {
        throw new StageError(`shards differ in ${field}: ${first.dir} (${value.slice(0, 120)}) vs ${shard.dir} (${(identity[field] ?? '').slice(0, 120)}); they are not parts of one run`, { code: 'E_MERGE' });
      }
    }
  }
  const count = first.manifest.shard.count;
  const byIndex = new Map<number, string>();
  for (const shard of shards) {
    const { index } = shard.manifest.shard;
    const earlier = byIndex.get(index);
    if (earlier !== undefined) throw new StageError(`shard ${index}/${count} is given twice (${earlier} and ${shard.dir})`, { code: 'E_MERGE' });
    byIndex.set(index, shard.dir);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0) throw new StageError(`missing shard(s) ${missing.map((index) => `${index}/${count}`).join(', ')}: a merge needs every shard`, { code: 'E_MERGE' });
  for (const shard of shards) {
    const { index, tasks: all } = shard.manifest.shard;
    const expected = all.filter((task) => shardOf(task, count) === index);
    if (canonicalJson(expected) !== canonicalJson(shard.manifest.tasks)) {
      throw new StageError(`${shard.dir}: its tasks are not the tasks of shard ${index}/${count} (shards would overlap or leave tasks out)`, { code: 'E_MERGE' });
    }
    const integrity = shard.manifest.integrity;
    if (!integrity) throw new StageError(`${shard.dir}: shard ${index}/${count} is not checked yet (run \`liveui check\` on it first)`, { code: 'E_MERGE' });
    for (const kind of JOINED) {
      const path = runFiles(shard.dir)[kind];
      const sealed = integrity.artifacts[`${kind}.ndjson`];
      if (!existsSync(path) || !sealed) throw new StageError(`${path}: missing from shard ${index}/${count}`, { code: 'E_MERGE' });
      if (fileSha256(path) !== sealed.sha256) throw new StageError(`${path}: changed since \`liveui check\` sealed it`, { code: 'E_INTEGRITY' });
    }
  }
}

/** The header of a shard's artifact with the shard's input hashes replaced by the whole selection's. */
function mergedHeader(line: string, manifest: ShardRun['manifest']): string {
  const header = JSON.parse(line) as { $header: { inputs?: Record<string, string> } };
  const inputs = Object.fromEntries(
    Object.entries(header.$header.inputs ?? {}).map(([key, value]) => [
      key,
      value === manifest.task_set_hash ? manifest.shard.task_set_hash : value === manifest.fixture_hash ? manifest.shard.fixture_hash : value,
    ]),
  );
  return JSON.stringify({ ...header, $header: { ...header.$header, inputs } });
}

/**
 * Joins one artifact: the shards' record lines, unchanged, grouped by task and written in the
 * selection's task order (every stage writes task-major), under one header. Headers must agree.
 */
function joinArtifact(kind: (typeof JOINED)[number], shards: readonly ShardRun[], order: readonly string[]): { text: string; records: number } {
  const byTask = new Map<string, string[]>();
  let header: string | undefined;
  for (const shard of shards) {
    const path = runFiles(shard.dir)[kind];
    const lines = readFileSync(path, 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    const own = mergedHeader(lines[0] ?? '{}', shard.manifest);
    if (header !== undefined && own !== header) throw new StageError(`${path}: its header differs from the other shards' (${own.slice(0, 160)})`, { code: 'E_MERGE' });
    header = own;
    for (let index = 1; index < lines.length; index += 1) {
      const line = lines[index] ?? '';
      const task = (JSON.parse(line) as { task?: unknown }).task;
      if (typeof task !== 'string' || shardOf(task, shard.manifest.shard.count) !== shard.manifest.shard.index) {
        throw new StageError(`${path}:${index + 1}: a record of task ${JSON.stringify(task)}, which is not in this shard`, { code: 'E_MERGE' });
      }
      const list = byTask.get(task);
      if (list) list.push(line);
      else byTask.set(task, [line]);
    }
  }
  const out: string[] = [header ?? ''];
  for (const task of order) for (const line of byTask.get(task) ?? []) out.push(line);
  return { text: `${out.join('\n')}\n`, records: out.length - 1 };
}

/**
 * `liveui merge --runs SHARD… --out RUN`: one run folder from the shards of a run. Refuses shards
 * of different runs (generator, settings, task set, fixtures, tool version), a shard given twice
 * or missing, and unchecked or changed shards. packages, evidence and assertions are byte-identical
 * to an unsharded run of the same inputs; the manifest is the unsharded one, sealed again.
 */
export function merge(options: MergeOptions): MergeSummary {
  const shards = options.runs.map((value) => loadShard(value, options.cwd));
  checkShards(shards);
  const first = shards[0] as ShardRun;
  const dir = options.out.includes('/') ? resolveRunDir(options.out, options.cwd) : runDir(options.out);
  // Every record carries the run's name, and a run's name is its folder's: the merged folder
  // must have the shards' name, or it would hold a run named after another folder.
  if (basename(dir) !== first.manifest.run) {
    throw new OptionError('out', `the shards are run "${first.manifest.run}", so the merged folder must be named "${first.manifest.run}" (e.g. ${join(dirname(dir), first.manifest.run)}), not "${basename(dir)}"`);
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new OptionError('out', `${dir} already exists and is not empty`);
  // Everything that can refuse the shards (headers, records, assigned ids) is read and joined
  // before the output folder is made: a refused merge leaves nothing behind.
  const order = first.manifest.shard.tasks;
  const joined = JOINED.map((kind) => ({ kind, ...joinArtifact(kind, shards, order) }));
  const assignedByTask = new Map<string, Assigned[string]>();
  for (const shard of shards) {
    for (const [task, pairs] of Object.entries(readAssigned(shard.dir, shard.manifest.integrity ?? { artifacts: {} }))) assignedByTask.set(task, pairs);
  }
  const screens = screenshotsOf(shards);
  ensureDir(dir, 'out');
  using _lock = runLock(dir, 'merge');
  const assigned: Assigned = {};
  for (const task of order) {
    const pairs = assignedByTask.get(task);
    if (pairs) assigned[task] = pairs;
  }
  const { shard, integrity: _integrity, usage: _usage, timings: _timings, browser_retries: _retries, ...rest } = first.manifest;
  const usages = shards.flatMap((s) => (s.manifest.usage ? [s.manifest.usage] : []));
  const retries = shards.flatMap((s) => s.manifest.browser_retries ?? []);
  const merged: Manifest = {
    ...rest,
    tasks: shard.tasks,
    task_set_hash: shard.task_set_hash,
    fixture_hash: shard.fixture_hash,
    ...(usages.length > 0 ? { usage: sumUsage(usages.map((usage) => ({ ...usage, cache_hits: usage.cache_hits ?? 0 }))) } : {}),
    ...(retries.length > 0 ? { browser_retries: retries } : {}),
    timings: { shards: shards.length, ...sumTimings(shards.map((s) => s.manifest.timings ?? {})) },
  };
  const records = Object.fromEntries(joined.map(({ kind, records: count }) => [kind, count]));
  // The folder was empty: a write that fails (a full disk) takes back everything this merge
  // wrote, so the same command can run again once there is room.
  try {
    for (const { kind, text } of joined) writeFileAtomic(runFiles(dir)[kind], text);
    if (screens.length > 0) {
      ensureDir(runFiles(dir).screens, 'out');
      for (const path of screens) {
        const target = join(runFiles(dir).screens, basename(path));
        if (!existsSync(target)) copyFileAtomic(path, target);
      }
    }
    writeManifest(dir, { ...merged, integrity: sealOf(dir, assigned) });
  } catch (error) {
    for (const name of readdirSync(dir)) if (name !== LOCK_FILE) rmSync(join(dir, name), { recursive: true, force: true });
    throw error;
  }
  return { run: merged.run, dir, shards: shards.length, tasks: order.length, records };
}

/**
 * The browser surface's screenshots of every shard (`screens/<sha256>.png`, named by content, so
 * shards that saw the same screen share a file). Each is checked against its name before it is
 * copied: a damaged one is refused, not spread into the merged run.
 */
function screenshotsOf(shards: readonly ShardRun[]): string[] {
  const paths = new Map<string, string>();
  for (const shard of shards) {
    const folder = runFiles(shard.dir).screens;
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.png') || paths.has(name)) continue;
      const path = join(folder, name);
      if (`${fileSha256(path)}.png` !== name) throw new StageError(`${path}: its content does not match its name (a damaged screenshot)`, { code: 'E_INTEGRITY' });
      paths.set(name, path);
    }
  }
  return [...paths.keys()].sort().map((name) => paths.get(name) as string);
}

/** Timings of the shards added up (machine-seconds, not wall time). */
function sumTimings(parts: readonly Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const part of parts) for (const [key, value] of Object.entries(part)) total[key] = Math.round(((total[key] ?? 0) + value) * 1000) / 1000;
  return total;
}
