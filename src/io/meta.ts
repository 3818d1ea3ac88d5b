import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

/** The project root (the folder holding package.json). */
export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let cachedVersion: string | undefined;
export function toolVersion(): string {
  if (cachedVersion === undefined) {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    cachedVersion = pkg.version;
  }
  return cachedVersion;
}

let cachedCommit: string | undefined;
/** The git commit of the tool, or "unknown" outside a checkout. `LIVEUI_COMMIT` overrides it. */
export function gitCommit(): string {
  if (process.env.LIVEUI_COMMIT) return process.env.LIVEUI_COMMIT;
  if (cachedCommit === undefined) cachedCommit = headFromFiles(projectRoot) ?? headFromGit();
  return cachedCommit;
}

const SHA = /^[0-9a-f]{40}$/;

/**
 * HEAD's commit read from the checkout's files (what `git rev-parse --short=12 HEAD` prints,
 * without starting git: a process start cost 10–20 ms of every command). Handles a detached
 * HEAD, loose and packed refs and linked worktrees; anything else (or any doubt) is undefined,
 * and git is asked instead.
 */
export function headFromFiles(root: string): string | undefined {
  try {
    let gitDir = join(root, '.git');
    if (statSync(gitDir).isFile()) {
      const pointer = /^gitdir: (.+)$/m.exec(readFileSync(gitDir, 'utf8'));
      if (!pointer?.[1]) return undefined;
      gitDir = resolve(root, pointer[1].trim());
    }
    const commonPath = join(gitDir, 'commondir');
    const commonDir = existsSync(commonPath) ? resolve(gitDir, readFileSync(commonPath, 'utf8').trim()) : gitDir;
    const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
    if (SHA.test(head)) return head.slice(0, 12);
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    if (!ref || ref.split('/').includes('..')) return undefined;
    for (const dir of [gitDir, commonDir]) {
      const loose = join(dir, ref);
      if (existsSync(loose)) {
        const sha = readFileSync(loose, 'utf8').trim();
        return SHA.test(sha) ? sha.slice(0, 12) : undefined;
      }
    }
    const packed = join(commonDir, 'packed-refs');
    if (!existsSync(packed)) return undefined;
    for (const line of readFileSync(packed, 'utf8').split('\n')) {
      const [sha, name] = line.trim().split(' ');
      if (name === ref && sha && SHA.test(sha)) return sha.slice(0, 12);
    }
    return undefined;
  } catch {
    return undefined;
  }
}

function headFromGit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}
