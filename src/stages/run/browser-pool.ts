import type { BrowserSurface } from '../../runtime/browser/chromium.ts';
import { browserDriver, textDriver, type SurfaceDriver } from './surface-driver.ts';

export const surfaceNames = ['text', 'browser'] as const;
export type SurfaceName = (typeof surfaceNames)[number];

/**
 * One browser (with its app server) per worker of the run stage: a unit takes an idle one or
 * starts one, and gives it back when done; the unit meets it as a SurfaceDriver. Without a
 * screens folder (the text surface) it starts nothing and hands out the text driver. Disposing
 * closes every browser it started.
 */
export class BrowserPool implements AsyncDisposable {
  private readonly idle: BrowserSurface[] = [];
  private readonly started: BrowserSurface[] = [];

  constructor(private readonly screensDir: string | undefined) {}

  async with<T>(work: (driver: SurfaceDriver) => Promise<T>): Promise<T> {
    if (this.screensDir === undefined) return work(textDriver);
    let browser = this.idle.pop();
    if (!browser) {
      // Loaded only here: the text surface never needs playwright-core.
      const { BrowserSurface } = await import('../../runtime/browser/chromium.ts');
      browser = await BrowserSurface.start(this.screensDir);
      this.started.push(browser);
    }
    try {
      return await work(browserDriver(browser));
    } finally {
      this.idle.push(browser);
    }
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await Promise.all(this.started.map((browser) => browser.close()));
  }
}
