import { readJson } from '../../io/ndjson.ts';
import { ReportSchema, type Report } from '../../schemas/report.ts';
import { renderReport } from '../report/index.ts';
import { computeReport, type ComputeOptions } from './compute.ts';

export interface AnalyzeOptions extends ComputeOptions {
  /** Report folder to write (report.json, report.md, report.html, figures/). */
  out: string;
  title?: string;
}

/** Recount + analyses over the runs (DuckDB over their NDJSON), written as a report folder. */
export async function analyze(options: AnalyzeOptions): Promise<{ report: Report; files: string[] }> {
  const report = await computeReport(options);
  const files = await renderReport(report, { out: options.out, title: options.title });
  return { report, files };
}

/** Reads and validates `<dir>/report.json`. */
export function readReport(dir: string): Report {
  return readJson(`${dir.replace(/\/+$/, '')}/report.json`, ReportSchema);
}

export { computeReport, type ComputeOptions } from './compute.ts';
