import type { BrowserSurface } from '../../runtime/browser/chromium.ts';
import { frameActions, type SurfaceDriver } from './driver.ts';

/**
 * The browser surface: the app's page is served and loaded in headless Chromium; a frame is the
 * page's `innerText` with its forms and a screenshot (`screens/<sha256>.png`); a click types the
 * drafted values into the rendered fields and presses the form's button, as the run stage does.
 */
export function browserDriver(browser: BrowserSurface): SurfaceDriver {
  return {
    observe: async (app) => {
      const surface = app.open();
      await browser.show({ surface, submit: (action, inputs) => app.submit(action, inputs) });
      return { text: await browser.text(), actions: frameActions(surface), screen: await browser.screenshot() };
    },
    submit: async (app, action, inputs) => {
      const rendered = app.open().actions.find((a) => a.id === action);
      // The session only clicks what the last frame rendered; this guards a page that changed since.
      if (!rendered) return app.submit(action, inputs);
      return (await browser.act(rendered, inputs)).result;
    },
  };
}
