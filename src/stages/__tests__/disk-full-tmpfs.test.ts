import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../io/meta.ts';
import { tempDir } from './helpers.ts';

/**
 * The same as disk-full.test.ts on a real small file system, where one can be had without root:
 * a 4 MiB tmpfs in a user and mount namespace (`unshare -rm`). Skipped where the kernel or the
 * container forbids that (the simulated full disk of disk-full.test.ts covers every stage
 * everywhere). Here the kernel fills the disk: short writes, DuckDB's own error text, and free
 * space given back by deleting a file, as a user would.
 */

const TASKS = 'multi.q3-slides-project,service.alarm-label,shared.call-plumber-voice,single.phone.contact-book';

function canMountTmpfs(): boolean {
  if (process.platform !== 'linux') return false;
  const probe = tempDir('tmpfs-probe');
  try {
    return spawnSync('unshare', ['-rm', 'sh', '-c', `mount -t tmpfs -o size=1m tmpfs '${probe}'`], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/**
 * The user's session on a small disk, in one shell (the mount lives as long as it): eval with the
 * disk nearly full, eval again after deleting the filler; archive with two pages left (the lock
 * fits, the Parquet copy does not), archive again after deleting it. Exit codes and stderr of
 * each step go to `out`, and then the finished run and cache are copied out of the mount.
 */
const SESSION = `
set -u
mount -t tmpfs -o size=4m tmpfs "$DISK" || exit 90
liveui() { LIVEUI_ARTIFACTS="$DISK" node bin/liveui.js "$@"; }
step() { name=$1; shift; liveui "$@" >"$OUT/$name.out" 2>"$OUT/$name.err"; echo $? >"$OUT/$name.rc"; find "$DISK" -name '*.tmp' >"$OUT/$name.tmp"; }
head -c $((4 * 1024 * 1024 - 160 * 1024)) /dev/zero >"$DISK/filler"
step eval-full eval --generator oracle --tasks "$TASKS" --run full
rm "$DISK/filler"
step eval-room eval --generator oracle --tasks "$TASKS" --run full
cat /dev/zero >"$DISK/filler" 2>/dev/null
truncate -s -8K "$DISK/filler"
step archive-full archive full
rm "$DISK/filler"
step archive-room archive full
cp -a "$DISK/runs" "$DISK/cache" "$OUT/"
`;

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else out.push(relative(dir, join(folder, entry.name)));
    }
  };
  walk(dir);
  return out.sort();
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!canMountTmpfs())('a full tmpfs', () => {
  it('eval and archive stop with exit 1 naming the file, and resume byte-identical once space is freed', async () => {
    const clean = tempDir('tmpfs-clean');
    const disk = tempDir('tmpfs-disk');
    const out = tempDir('tmpfs-out');
    roots.push(clean, disk, out);
    for (const args of [['eval', '--generator', 'oracle', '--tasks', TASKS, '--run', 'full'], ['archive', 'full']]) {
      expect(spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), ...args], { cwd: projectRoot, env: { ...process.env, LIVEUI_ARTIFACTS: clean }, stdio: 'ignore' }).status).toBe(0);
    }
    writeFileSync(join(out, 'session.sh'), SESSION);
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn('unshare', ['-rm', 'sh', join(out, 'session.sh')], { cwd: projectRoot, env: { ...process.env, DISK: disk, OUT: out, TASKS }, stdio: 'ignore' });
      child.on('error', fail);
      child.on('close', done);
    });
    expect(code).toBe(0);
    const read = (name: string) => readFileSync(join(out, name), 'utf8');
    for (const step of ['eval-full', 'archive-full']) {
      expect(read(`${step}.err`)).not.toContain('internal error');
      expect(read(`${step}.err`)).toMatch(/: no space left on the device \(ENOSPC\).*; free space and run the same command again/);
      expect(read(`${step}.rc`).trim(), read(`${step}.err`)).toBe('1');
    }
    expect(read('archive-full.err')).toContain('runs/full/assertions.parquet: no space left');
    for (const step of ['eval-full', 'eval-room', 'archive-full', 'archive-room']) expect(read(`${step}.tmp`), `temp files after ${step}`).toBe('');
    for (const step of ['eval-room', 'archive-room']) expect(read(`${step}.rc`).trim(), read(`${step}.err`)).toBe('0');

    for (const folder of ['runs', 'cache']) {
      const [mine, theirs] = [join(out, folder), join(clean, folder)];
      expect(files(mine)).toEqual(files(theirs));
      for (const file of files(theirs)) {
        if (file.endsWith('manifest.json')) {
          const untimed = (path: string) => ({ ...JSON.parse(readFileSync(path, 'utf8')), timings: undefined });
          expect(untimed(join(mine, file))).toEqual(untimed(join(theirs, file)));
        } else expect(readFileSync(join(mine, file)).equals(readFileSync(join(theirs, file))), file).toBe(true);
      }
    }
    expect(existsSync(join(out, 'runs', 'full', 'assertions.parquet'))).toBe(true);
  });
});
