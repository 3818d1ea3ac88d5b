import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { sha256 } from '../../io/hash.ts';
import { makeDir } from '../../io/fs.ts';
import type { SurfaceAction } from '../types.ts';
import { AppServer, type Posted, type ServedApp } from './server.ts';
import { BrowserFault } from './fault.ts';
import { writeFileAtomic } from '../../io/disk.ts';

export { BrowserFault } from './fault.ts';

/** Debian's Chromium (`make browser` installs it). */
export const CHROMIUM_PATH = process.env.LIVEUI_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Every browser wait is bounded: a browser that does not answer stops the unit, it does not hang the run. */
const WAIT_MS = 30_000;

/** Runs one browser step; anything it throws is a BrowserFault. */
async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BrowserFault) throw error;
    throw new BrowserFault(`the browser failed to ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, { cause: error });
  }
}

/**
 * How often a read of the page (its text, a screenshot) is tried before it is a fault. Reads
 * change nothing, so trying again is safe; on a loaded machine Chromium now and then never
 * delivers the frame a screenshot waits for, and the next try does.
 */
const READ_TRIES = 3;

/** Runs one read of the page, tried up to READ_TRIES times; the last failure is the fault. */
export async function read<T>(what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step(what, work);
    } catch (error) {
      if (attempt >= READ_TRIES) throw error;
    }
  }
}

/** Every wait of a page is bounded by WAIT_MS. */
function bounded(page: Page): void {
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS);
}

/** Launches headless Chromium with a throw-away profile; `close` removes the profile too. */
export async function launchChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: install Chromium (make browser) or set LIVEUI_CHROMIUM`);
  const profile = mkdtempSync(join(tmpdir(), 'liveui-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, viewport: { width: 800, height: 600 } });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The visible text of a page as the evidence keeps it: the body's `innerText`, each line trimmed,
 * blank lines dropped (the same convention as the text surface's `htmlToText`).
 */
export function visibleLines(innerText: string): string {
  return innerText
    .split('\n')
    .map((line) => line.replace(/[ \u00a0]+/g, ' ').replace(/ ?\t ?/g, '\t').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const TRUE = /^(true|yes|on|1)$/i;

/** The text a person types for a value: lists as "a, b", everything else as written. */
function typed(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');
}

/**
 * One worker's browser surface: a local app server and one Chromium page. The operator's choice
 * is carried out through the DOM: fields are found by name inside the action's rendered form,
 * filled as a person would, and the form's button is clicked; the server dispatches the post.
 * Screenshots are PNGs named by their sha256 under `screensDir`.
 */
export class BrowserSurface {
  /** Pages loaded since this browser started (the pool recycles a browser after enough of them). */
  pagesShown = 0;

  private constructor(
    private readonly server: AppServer,
    private readonly browser: { context: BrowserContext; close: () => Promise<void> },
    private page: Page,
    private readonly screensDir: string,
  ) {}

  static async start(screensDir: string): Promise<BrowserSurface> {
    const server = await AppServer.start();
    try {
      const browser = await launchChromium();
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      bounded(page);
      makeDir(screensDir);
      return new BrowserSurface(server, browser, page, screensDir);
    } catch (error) {
      await server.close();
      throw error;
    }
  }

  /** Replaces the page with a new one in the same browser (after a fault the old page may be stuck). */
  async freshPage(): Promise<void> {
    const old = this.page;
    this.page = await step('open a fresh page', () => this.browser.context.newPage());
    bounded(this.page);
    await old.close().catch(() => undefined);
  }

  /** Serves this app and loads its page. */
  async show(app: ServedApp): Promise<void> {
    this.pagesShown += 1;
    this.server.show(app);
    await step('open the app', () => this.page.goto(`${this.server.origin}/`, { waitUntil: 'load' }));
  }

  /** The page's visible text now. */
  async text(): Promise<string> {
    // Evaluated over the DevTools protocol, not as a page script: the page's CSP (no scripts) still holds for the page itself.
    return visibleLines(String(await read('read the page', () => this.page.evaluate('document.body.innerText'))));
  }

  /** A PNG of the whole page, saved once under its sha256; returns the hash. */
  async screenshot(): Promise<string> {
    const png = await read('take a screenshot', () => this.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
    const hash = sha256(png);
    const file = join(this.screensDir, `${hash}.png`);
    // A temp name of its own: two pages of one run may save the same screen at once.
    if (!existsSync(file)) writeFileAtomic(file, png, { unique: true });
    return hash;
  }

  /** Fills the action's rendered fields with the operator's values, clicks its button, and waits for the result page. */
  async act(action: SurfaceAction, inputs: Record<string, unknown>): Promise<Posted> {
    // A row action is the form on its own row; any other is the action's form (or button) outside the lists' rows.
    const selector = action.row
      ? `form.row-action[data-action="${action.id}"][data-row="${action.row.index}"]`
      : action.inputs.length > 0
        ? `form:not(.button):not(.row-action)[data-action="${action.id}"]`
        : `form:not(.row-action)[data-action="${action.id}"]`;
    const forms = this.page.locator(selector);
    const form = forms.first();
    for (const [name, value] of Object.entries(inputs)) {
      const spec = action.inputs.find((i) => i.name === name);
      if (!spec) continue;
      await step(`fill the field "${name}"`, () => fill(form.locator(`[name="${name}"]`).first(), spec, value));
    }
    const posted = this.server.nextPost();
    // A submit that throws rejects `done`: that is the app's error (as on the text surface), not a fault.
    posted.done.catch(() => undefined);
    const expected = this.server.postCount + 1;
    await step(`click "${action.label}"`, () => form.locator('button[type="submit"]').first().click({ noWaitAfter: true }));
    // The browser gets WAIT_MS to deliver the post; the action itself runs under the runtime's budgets.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BrowserFault(`the click on "${action.label}" reached no app within ${WAIT_MS / 1000}s`)), WAIT_MS);
    });
    try {
      await Promise.race([posted.arrived, late]);
    } finally {
      clearTimeout(timer);
    }
    const result = await posted.done;
    await step('load the result page', () => this.page.waitForURL(this.server.afterUrl(expected), { waitUntil: 'load' }));
    return result;
  }

  async close(): Promise<void> {
    await this.browser.close();
    await this.server.close();
  }
}

/**
 * Types one value into one field. A value the control cannot take (a word in a number field, an
 * option the select does not offer) is left out, as a browser would refuse it.
 */
async function fill(field: Locator, spec: SurfaceAction['inputs'][number], value: unknown): Promise<void> {
  if (spec.type === 'boolean') {
    await field.setChecked(value === true || TRUE.test(typed(value).trim()));
    return;
  }
  if (spec.type === 'select') {
    if ((spec.options ?? []).includes(typed(value))) await field.selectOption(typed(value));
    return;
  }
  try {
    await field.fill(typed(value));
  } catch (error) {
    // Playwright refuses malformed values for number/date/time inputs; the field stays as it was.
    if (!(error instanceof Error) || !/Malformed value|Cannot type text/i.test(error.message)) throw error;
  }
}
