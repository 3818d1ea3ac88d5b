import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { projectRoot } from '../../io/meta.ts';
import type { Figure } from './figures.ts';
import type { ReportView } from './view-model.ts';

/** Handlebars renders only the project's own templates; every value arrives as data. */
const handlebars = Handlebars.create();

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;', '=': '&#61;' };

/** Text for a Markdown table cell: HTML-escaped, Markdown syntax and pipes backslash-escaped, one line. */
export function markdownCell(value: unknown): string {
  const text = String(value ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/[&<>"'`=]/g, (char) => HTML_ESCAPES[char] ?? char);
  return text.replace(/[\\|*_[\]~]/g, (char) => `\\${char}`);
}

handlebars.registerHelper('cell', (value: unknown) => new handlebars.SafeString(markdownCell(value)));

const compiled = new Map<string, HandlebarsTemplateDelegate>();

function template(name: string): HandlebarsTemplateDelegate {
  let found = compiled.get(name);
  if (!found) {
    found = handlebars.compile(readFileSync(join(projectRoot, 'templates', 'report', name), 'utf8'), { strict: true });
    compiled.set(name, found);
  }
  return found;
}

/** `viewer`: run id → its page in the run viewer, relative to the report (empty: no viewer). */
export type PageView = ReportView & { figures: Figure[]; viewer: Record<string, string> };

export function renderHtml(view: PageView): string {
  return template('report.html.hbs')(view);
}

export function renderMarkdown(view: PageView): string {
  return template('report.md.hbs')(view);
}
