import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../runtime/browser/chromium.ts';
import { BrowserFault } from '../../runtime/browser/fault.ts';
import { worldCaller } from '../../runtime/caller.ts';
import { AppRuntime } from '../../runtime/runtime.ts';
import { admittedExample } from '../../runtime/test-helpers.ts';
import type { World } from '../../world/engine.ts';
import { freshWorld } from '../../world/fixture.ts';
import { BROWSER_TRIES, BrowserPool, type BrowserRetry } from './browser-pool.ts';
import type { SurfaceDriver } from './surface-driver.ts';

const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) process.stderr.write(`browser pool tests skipped: ${CHROMIUM_PATH} is missing (make browser installs it)\n`);

describe.skipIf(!hasChromium)('the browser pool', () => {
  let dir: string;
  let world: World;
  let app: AppRuntime;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'liveui-pool-'));
    world = freshWorld({ seed: 11 });
    app = AppRuntime.install(admittedExample('commute-playlist.json'), join(dir, 'store'), { caller: worldCaller(world) });
  });
  afterAll(() => {
    world.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A unit that loads the app's page and reads it, failing with a browser fault on the tries listed. */
  const unit = (failOn: number[], tries: { n: number }) => async (driver: SurfaceDriver) => {
    tries.n += 1;
    const surface = app.open();
    await driver.show(app, surface);
    if (failOn.includes(tries.n)) throw new BrowserFault(`the browser failed to take a screenshot: try ${tries.n}`);
    return (await driver.look(surface)).text;
  };

  it('tries a unit again on a fresh page, then on a fresh browser, and records each fault it absorbed', async () => {
    await using pool = new BrowserPool(join(dir, 'screens'));
    const retries: BrowserRetry[] = [];
    const tries = { n: 0 };
    const text = await pool.with(unit([1, 2], tries), retries);
    expect(text).toContain(app.open().text.split('\n')[0]);
    expect(tries.n).toBe(3);
    expect(retries).toEqual([
      { attempt: 1, fault: 'the browser failed to take a screenshot: try 1' },
      { attempt: 2, fault: 'the browser failed to take a screenshot: try 2' },
    ]);
    // The first retry kept the browser (a fresh page), the second started a new one.
    expect(pool.started).toBe(2);
  });

  it('lets a fault that persists reach the caller after the last try, and does not retry other errors', async () => {
    await using pool = new BrowserPool(join(dir, 'screens'));
    const tries = { n: 0 };
    await expect(pool.with(unit([1, 2, 3, 4], tries))).rejects.toThrow('try 3');
    expect(tries.n).toBe(BROWSER_TRIES);
    let calls = 0;
    const broken = pool.with(() => {
      calls += 1;
      throw new Error('an app bug');
    });
    await expect(broken).rejects.toThrow('an app bug');
    expect(calls).toBe(1);
  });

  it('replaces a browser after enough page loads, and reuses it before', async () => {
    await using pool = new BrowserPool(join(dir, 'screens'), { recycleAfterPages: 2 });
    const tries = { n: 0 };
    await pool.with(unit([], tries));
    expect(pool.started).toBe(1);
    await pool.with(unit([], tries));
    expect(pool.started).toBe(1);
    await pool.with(unit([], tries));
    expect(pool.started).toBe(2);
  });
});
