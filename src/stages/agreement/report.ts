import { OptionError } from '../../errors.ts';
import type { Report } from '../../schemas/report.ts';
import { readExplore } from '../explore/index.ts';
import { runDir } from '../../infra/paths.ts';
import { agreement } from './index.ts';

/**
 * The report with an agreement section per explore folder. Each folder is compared with the run
 * it explored (recorded in its manifest), which must be one of the report's runs.
 */
export async function withAgreement(report: Report, explores: readonly string[], runs?: readonly string[]): Promise<Report> {
  const sections = [];
  // With the runs' folders at hand (analyze), the explored folder itself must be one of them; a
  // re-render (report) knows only their names.
  const dirs = runs?.map(runDir);
  for (const folder of explores) {
    const { manifest } = readExplore(folder);
    if (dirs ? !dirs.includes(manifest.run_dir) : !report.runs.some((run) => run.run === manifest.run)) throw new OptionError('explore', `${folder} explored run ${manifest.run}, which is not one of the report's runs (${report.runs.map((r) => r.run).join(', ')})`);
    sections.push(await agreement({ run: manifest.run_dir, explore: folder }));
  }
  return { ...report, agreement: sections };
}
