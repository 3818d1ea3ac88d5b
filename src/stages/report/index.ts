import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../io/disk.ts';
import type { Report } from '../../schemas/report.ts';
import { renderFigures } from './figures.ts';
import { formatJson } from './json.ts';
import { renderHtml, renderMarkdown } from './render.ts';
import { buildView } from './view-model.ts';
import { viewerLinks } from './viewer-links.ts';

export interface RenderOptions {
  /** Report folder, e.g. reports/paper. */
  out: string;
  title?: string;
  /** A viewer folder written by `liveui view`; runs it holds are linked to their pages in it. */
  viewer?: string;
}

/** Writes report.json, report.md, report.html and figures/*.svg into `out`; returns the paths. */
export async function renderReport(report: Report, options: RenderOptions): Promise<string[]> {
  const view = buildView(report, options.title ?? (report.provenance ? 'liveuibench report (reconstruction)' : 'liveuibench report'));
  // Before anything is written: a bad viewer folder is refused with the report folder untouched.
  const viewer = viewerLinks(options.viewer, options.out);
  const figures = await renderFigures(view);
  const figuresDir = join(options.out, 'figures');
  rmSync(figuresDir, { recursive: true, force: true });
  mkdirSync(figuresDir, { recursive: true });
  const written: string[] = [];
  const write = (path: string, text: string) => {
    writeFileAtomic(path, text);
    written.push(path);
  };
  write(join(options.out, 'report.json'), `${formatJson(report)}\n`);
  for (const figure of figures) write(join(figuresDir, figure.file), figure.svg);
  const page = { ...view, figures, viewer };
  write(join(options.out, 'report.md'), renderMarkdown(page));
  write(join(options.out, 'report.html'), renderHtml(page));
  return written;
}

export { buildView, type ReportView } from './view-model.ts';
export { formatJson } from './json.ts';
export { markdownCell } from './render.ts';
