import type { z } from 'zod';
import type { BrowserSurface } from '../../runtime/browser/chromium.ts';
import type { BrowserRetrySchema } from '../../schemas/manifest.ts';
import { BrowserFault } from '../../runtime/browser/fault.ts';
import { browserDriver, textDriver, type SurfaceDriver } from './surface-driver.ts';

export const surfaceNames = ['text', 'browser'] as const;
export type SurfaceName = (typeof surfaceNames)[number];

/**
 * How often a unit is tried on the browser surface before its browser fault reaches the user:
 * the second try on a fresh page, the third on a fresh browser. A unit starts from a fresh
 * seeded world each time, so a retried unit records exactly what a first try would have.
 */
export const BROWSER_TRIES = 3;

/** A browser is closed and a new one started after this many page loads, so memory stays flat over a whole suite. */
export const RECYCLE_AFTER_PAGES = 300;

/** A browser fault a unit met and was tried again after. */
export type BrowserRetry = z.infer<typeof BrowserRetrySchema>;

export interface BrowserPoolOptions {
  recycleAfterPages?: number;
}

/**
 * One browser (with its app server) per worker of the run stage: a unit takes an idle one or
 * starts one, and gives it back when done; the unit meets it as a SurfaceDriver. Transient
 * faults are absorbed here (see BROWSER_TRIES); a browser that has loaded enough pages is
 * replaced. Without a screens folder (the text surface) it starts nothing and hands out the
 * text driver. Disposing closes every browser still open.
 */
export class BrowserPool implements AsyncDisposable {
  private readonly idle: BrowserSurface[] = [];
  private readonly open = new Set<BrowserSurface>();
  private readonly recycleAfter: number;
  /** Browsers started so far (recycled and replaced ones included). */
  started = 0;

  constructor(
    private readonly screensDir: string | undefined,
    options: BrowserPoolOptions = {},
  ) {
    this.recycleAfter = options.recycleAfterPages ?? RECYCLE_AFTER_PAGES;
  }

  /**
   * Runs one unit of work on a browser. A BrowserFault runs it again, on a fresh page and then
   * on a fresh browser; each fault absorbed is pushed to `retries`, and the last one is thrown.
   */
  async with<T>(work: (driver: SurfaceDriver) => Promise<T>, retries: BrowserRetry[] = []): Promise<T> {
    if (this.screensDir === undefined) return work(textDriver);
    let browser = this.idle.pop() ?? (await this.start());
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await work(browserDriver(browser));
        } catch (error) {
          if (!(error instanceof BrowserFault) || attempt >= BROWSER_TRIES) throw error;
          retries.push({ attempt, fault: error.message });
          browser = attempt === 1 ? await this.freshPage(browser) : await this.replace(browser);
        }
      }
    } finally {
      // A browser closed by a failed replacement goes back to no one.
      if (this.open.has(browser)) {
        if (browser.pagesShown >= this.recycleAfter) await this.close(browser);
        else this.idle.push(browser);
      }
    }
  }

  private async start(): Promise<BrowserSurface> {
    // Loaded only here: the text surface never needs playwright-core.
    const { BrowserSurface } = await import('../../runtime/browser/chromium.ts');
    const browser = await BrowserSurface.start(this.screensDir!);
    this.open.add(browser);
    this.started += 1;
    return browser;
  }

  /** The same browser with a new page, or a new browser when not even a page can be opened. */
  private async freshPage(browser: BrowserSurface): Promise<BrowserSurface> {
    try {
      await browser.freshPage();
      return browser;
    } catch {
      return this.replace(browser);
    }
  }

  private async replace(browser: BrowserSurface): Promise<BrowserSurface> {
    await this.close(browser);
    return this.start();
  }

  /** Closes a browser; one that will not close cleanly is let go (its profile is a temp folder). */
  private async close(browser: BrowserSurface): Promise<void> {
    this.open.delete(browser);
    await browser.close().catch(() => undefined);
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await Promise.all([...this.open].map((browser) => browser.close()));
  }
}
