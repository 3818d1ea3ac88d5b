import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headFromFiles } from './meta.ts';

const root = mkdtempSync(join(tmpdir(), 'liveui-meta-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();

function repoWithCommits(name: string, commits: number): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  for (let i = 0; i < commits; i += 1) {
    writeFileSync(join(dir, 'f.txt'), String(i));
    git(dir, 'add', 'f.txt');
    git(dir, 'commit', '-q', '-m', `c${i}`);
  }
  return dir;
}

// HEAD read from files must say what git says, in every layout git leaves a checkout in.
describe('headFromFiles', () => {
  it('reads a branch HEAD through a loose ref, then through packed-refs', () => {
    const dir = repoWithCommits('loose', 2);
    expect(headFromFiles(dir)).toBe(git(dir, 'rev-parse', '--short=12', 'HEAD'));
    git(dir, 'pack-refs', '--all', '--prune');
    expect(headFromFiles(dir)).toBe(git(dir, 'rev-parse', '--short=12', 'HEAD'));
  });

  it('reads a detached HEAD', () => {
    const dir = repoWithCommits('detached', 2);
    git(dir, 'checkout', '-q', '--detach', 'HEAD~1');
    const head = headFromFiles(dir);
    expect(head).toBe(git(dir, 'rev-parse', '--short=12', 'HEAD'));
    expect(head).not.toBe(git(dir, 'rev-parse', '--short=12', 'main'));
  });

  it('reads a linked worktree on its own branch', () => {
    const dir = repoWithCommits('main-tree', 2);
    const linked = join(root, 'linked');
    git(dir, 'worktree', 'add', '-q', '-b', 'side', linked, 'HEAD~1');
    expect(headFromFiles(linked)).toBe(git(linked, 'rev-parse', '--short=12', 'HEAD'));
    expect(headFromFiles(linked)).not.toBe(headFromFiles(dir));
  });

  it('gives undefined outside a checkout and for a branch with no commit yet', () => {
    expect(headFromFiles(join(root, 'nowhere'))).toBeUndefined();
    const empty = repoWithCommits('empty', 0);
    expect(headFromFiles(empty)).toBeUndefined();
  });
});
