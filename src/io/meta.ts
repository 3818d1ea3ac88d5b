import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

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
  if (cachedCommit === undefined) {
    try {
      cachedCommit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim();
    } catch {
      cachedCommit = 'unknown';
    }
  }
  return cachedCommit;
}
