import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readJson } from '../../io/ndjson.ts';
import { OptionError } from '../../errors.ts';
import { VIEWER_INDEX, ViewerIndexSchema } from '../view/viewer-index.ts';

/** A named viewer folder must be one `liveui view` wrote; checked before a report is computed or written. */
export function requireViewer(viewer: string | undefined): void {
  if (viewer !== undefined && !existsSync(join(viewer, VIEWER_INDEX))) {
    throw new OptionError('viewer', `${viewer} is not a run viewer folder (it has no ${VIEWER_INDEX}); write one first with \`liveui view --out ${viewer}\``);
  }
}

/**
 * Links from a report to a run viewer: run id → the run's task list in the viewer, relative to
 * the report folder. The report knows the viewer only when it is named (`--viewer DIR`); runs the
 * viewer does not hold get no link.
 */
export function viewerLinks(viewer: string | undefined, reportDir: string): Record<string, string> {
  if (viewer === undefined) return {};
  requireViewer(viewer);
  const { runs } = readJson(join(viewer, VIEWER_INDEX), ViewerIndexSchema);
  const base = relative(resolve(reportDir), resolve(viewer)).split(sep).join('/');
  return Object.fromEntries(Object.entries(runs).map(([run, folder]) => [run, `${base === '' ? '.' : base}/${encodeURIComponent(folder)}/index.html`]));
}
