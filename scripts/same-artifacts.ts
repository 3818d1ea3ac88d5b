/**
 * Proves that a change altered nothing but the code's shape: every artifact `make all` writes —
 * the 527 task files, the oracle's and every control's run records, the paper reconstruction and
 * both reports — is the same before and after, apart from what is meant to differ between two
 * checkouts (the commit id each artifact is stamped with, wall-clock timings, and the hashes of
 * files that carry those stamps).
 *
 *   npx tsx scripts/same-artifacts.ts fingerprint [--root DIR] [--out FILE]
 *       one line per artifact file: its path and the sha256 of its normalized content
 *   npx tsx scripts/same-artifacts.ts compare BEFORE AFTER
 *       the files that differ, are missing or are new; exit 1 if any
 *   scripts/prove-same-artifacts.sh REV
 *       both of the above around `make all` on REV and on the working tree
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fg from 'fast-glob';

/** What `make all` writes, and the committed task files. */
const ARTIFACTS = ['tasks/suite/*.json', 'artifacts/paper/**', 'artifacts/survey/**', 'reports/paper/**', 'reports/survey/**'];
/** Resume and cache state is not an artifact: it records how a run got there, not what it found. */
const NOT_ARTIFACTS = ['**/work/**', 'artifacts/cache/**', '**/*.lock'];
/** Fields that hold wall-clock measurements. */
const TIMING_KEYS = new Set(['timings', 'run_seconds', 'seconds', 'elapsed_ms', 'duration_ms', 'started_at', 'finished_at']);

/** The short commit ids a checkout stamps into its artifacts (`commit` fields, headers, footers). */
function stampedCommits(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/"commit"\s*:\s*"([0-9a-f]{7,40})"/g)) out.add(m[1] as string);
  return out;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * A file hash recorded beside the file (a manifest's `sha256`, a report's integrity list) changes
 * with the file's commit stamp; the file itself is compared in normalized form instead.
 */
function normalizeJson(value: unknown, hashes = false): unknown {
  if (Array.isArray(value)) return value.map((v) => normalizeJson(v, hashes));
  if (typeof value === 'string' && hashes && SHA256.test(value)) return '<sha256>';
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (TIMING_KEYS.has(key)) continue;
    out[key] = normalizeJson(v, hashes || key === 'sha256');
  }
  return out;
}

function normalize(path: string, raw: Buffer, commits: Set<string>): Buffer {
  if (!/\.(json|ndjson|md|html|svg|csv|txt)$/.test(path)) return raw;
  let text = raw.toString('utf8');
  for (const commit of commits) text = text.split(commit).join('<commit>');
  if (path.endsWith('.json')) return Buffer.from(JSON.stringify(normalizeJson(JSON.parse(text), path.endsWith('integrity.json'))));
  if (path.endsWith('.ndjson')) {
    const lines = text.split('\n').map((line) => (line.trim() === '' ? line : JSON.stringify(normalizeJson(JSON.parse(line)))));
    return Buffer.from(lines.join('\n'));
  }
  return Buffer.from(text);
}

export function fingerprint(root: string): Map<string, string> {
  const files = fg.sync(ARTIFACTS, { cwd: root, ignore: NOT_ARTIFACTS, onlyFiles: true, dot: false }).sort();
  // Every commit id any manifest or header of this tree carries.
  const commits = new Set<string>();
  for (const file of files) if (/manifest\.json$|\.ndjson$|report\.json$/.test(file)) for (const c of stampedCommits(readFileSync(join(root, file), 'utf8').slice(0, 4096))) commits.add(c);
  const out = new Map<string, string>();
  for (const file of files) out.set(file, createHash('sha256').update(normalize(file, readFileSync(join(root, file)), commits)).digest('hex'));
  return out;
}

export const readFingerprint = (file: string): Map<string, string> =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => {
        const [hash, path] = l.split('  ') as [string, string];
        return [path, hash];
      }),
  );

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  const flag = (name: string): string | undefined => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (command === 'fingerprint') {
    const root = resolve(flag('--root') ?? '.');
    const prints = fingerprint(root);
    if (prints.size === 0) {
      process.stderr.write(`same-artifacts: no artifacts under ${root} (run make all there first)\n`);
      return 1;
    }
    const text = [...prints].map(([path, hash]) => `${hash}  ${path}\n`).join('');
    const out = flag('--out');
    if (out) writeFileSync(out, text);
    else process.stdout.write(text);
    process.stderr.write(`same-artifacts: ${prints.size} artifact files fingerprinted under ${root}\n`);
    return 0;
  }
  if (command === 'compare' && rest.length === 2) {
    const [a, b] = rest as [string, string];
    for (const f of [a, b]) if (!existsSync(f)) {
      process.stderr.write(`same-artifacts: no fingerprint file ${f}\n`);
      return 1;
    }
    const before = readFingerprint(a);
    const after = readFingerprint(b);
    const lines: string[] = [];
    for (const [path, hash] of before) {
      if (!after.has(path)) lines.push(`missing  ${path}`);
      else if (after.get(path) !== hash) lines.push(`differs  ${path}`);
    }
    for (const path of after.keys()) if (!before.has(path)) lines.push(`new      ${path}`);
    for (const l of lines) process.stdout.write(`${l}\n`);
    process.stdout.write(lines.length === 0 ? `same: ${before.size} artifact files identical\n` : `${lines.length} of ${new Set([...before.keys(), ...after.keys()]).size} artifact files differ\n`);
    return lines.length === 0 ? 0 : 1;
  }
  process.stderr.write('usage: same-artifacts.ts fingerprint [--root DIR] [--out FILE] | compare BEFORE AFTER\n');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
