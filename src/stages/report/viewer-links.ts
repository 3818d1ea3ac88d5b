import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readJson } from '../../io/ndjson.ts';
import { VIEWER_INDEX, ViewerIndexSchema } from '../view/viewer-index.ts';

/**
 * Links from a report to a run viewer: run id → the run's task list in the viewer, relative to
 * the report folder. The report knows the viewer only when it is named (`--viewer DIR`) and the
 * folder holds a `viewer.json`; runs the viewer does not hold get no link.
 */
export function viewerLinks(viewer: string | undefined, reportDir: string): Record<string, string> {
  if (viewer === undefined) return {};
  const index = join(viewer, VIEWER_INDEX);
  if (!existsSync(index)) return {};
  const { runs } = readJson(index, ViewerIndexSchema);
  const base = relative(resolve(reportDir), resolve(viewer)).split(sep).join('/');
  return Object.fromEntries(Object.entries(runs).map(([run, folder]) => [run, `${base === '' ? '.' : base}/${encodeURIComponent(folder)}/index.html`]));
}
