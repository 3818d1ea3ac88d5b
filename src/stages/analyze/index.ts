import type { Report } from '../../schemas/report.ts';
import { readReportFolder, writeReportFolder } from '../report/folder.ts';
import { computeReport, type ComputeOptions } from './compute.ts';
import { withAgreement } from '../agreement/report.ts';
import { requireViewer } from '../report/viewer-links.ts';
import { refuseIncomplete } from '../recount/incomplete.ts';

export interface AnalyzeOptions extends ComputeOptions {
  /** Report folder to write (report.json, report.md, report.html, figures/). */
  out: string;
  title?: string;
  /** A viewer folder (`liveui view --out`): the report links each run to its pages there. */
  viewer?: string;
  /** Explore folders (`liveui explore --out`) of these runs: adds the agreement section. */
  explore?: readonly string[];
  /** `MODEL=FAMILY` mappings for the agreement's family matrix (default: the model id's vendor prefix). */
  families?: ReadonlyMap<string, string>;
  /**
   * Report runs an infrastructure failure left incomplete (their unevaluated task evaluations
   * counted as missing, the runs marked in every table); without it such runs are refused.
   */
  allowIncomplete?: boolean;
}

/**
 * Recount + analyses over the runs (DuckDB over their NDJSON), written as a report folder. A run
 * with incomplete task evaluations is refused before anything is written, unless allowed.
 */
export async function analyze(options: AnalyzeOptions): Promise<{ report: Report; files: string[] }> {
  requireViewer(options.viewer);
  const computed = await computeReport(options);
  refuseIncomplete(computed.runs, { allow: options.allowIncomplete ?? false });
  const report = options.explore && options.explore.length > 0 ? await withAgreement(computed, options.explore, options.runs, options.families) : computed;
  const files = await writeReportFolder(report, { out: options.out, title: options.title, viewer: options.viewer });
  return { report, files };
}

/** Reads and validates `<dir>/report.json`, after checking the folder against its integrity.json. */
export function readReport(dir: string, options: { allowModified?: boolean; warn?: (message: string) => void } = {}): Report {
  return readReportFolder(dir.replace(/\/+$/, '') || dir, options);
}

export { computeReport, type ComputeOptions } from './compute.ts';
