/**
 * The browser itself failed (a crash, a wait past its bound): a local fault, never the app's. The
 * run stage stops on it without writing the unit, so running the same command again resumes.
 * Its own file so the text surface can recognise it without loading playwright-core.
 */
export class BrowserFault extends Error {
  override name = 'BrowserFault';
}
