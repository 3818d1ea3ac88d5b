import type { AppRuntime } from '../../runtime/runtime.ts';
import type { SubmitResult, Surface, SurfaceAction } from '../../runtime/types.ts';
import type { BrowserSurface } from '../../runtime/browser/chromium.ts';

/** What the operator sees of a page: its visible text and, on a real screen, the screenshot's sha256. */
export interface Look {
  text: string;
  screen?: string;
}

/**
 * Where the operator meets an app. The episode loop is the same on every surface; only these
 * three steps differ: putting the app's page in front of the operator, reading it, and carrying
 * out the operator's choice.
 */
export interface SurfaceDriver {
  /** Puts the app's current page (just opened) in front of the operator. */
  show(app: AppRuntime, surface: Surface): Promise<void>;
  /** What the operator sees now; `surface` is the runtime's own rendering of the same page. */
  look(surface: Surface): Promise<Look>;
  /** Submits the chosen action with the operator's values; the result's surface is the next page. */
  act(app: AppRuntime, action: SurfaceAction, inputs: Record<string, unknown>): Promise<SubmitResult>;
}

/** The text surface: the operator reads the rendered HTML as text and submits straight to the runtime. */
export const textDriver: SurfaceDriver = {
  show: () => Promise.resolve(),
  look: (surface) => Promise.resolve({ text: surface.text }),
  // A row action also sends its row's hidden fields, as a browser posts them.
  act: (app, action, inputs) => app.submit(action.id, action.row ? { ...inputs, ...action.row.bound } : inputs),
};

/**
 * The browser surface: the page is served and driven in Chromium. What the operator sees is the
 * page's own text (read before the screenshot), and a choice is typed into the page's form, so
 * the runtime receives what the fields held.
 */
export function browserDriver(browser: BrowserSurface): SurfaceDriver {
  return {
    show: (app, surface) => browser.show({ surface, submit: (action, inputs) => app.submit(action, inputs) }),
    look: async () => {
      const text = await browser.text();
      return { text, screen: await browser.screenshot() };
    },
    act: async (_app, action, inputs) => (await browser.act(action, inputs)).result,
  };
}
