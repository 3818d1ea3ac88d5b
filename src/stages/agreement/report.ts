import { OptionError } from '../../errors.ts';
import type { Report } from '../../schemas/report.ts';
import { readExplore } from '../explore/index.ts';
import { runDir } from '../../infra/paths.ts';
import { agreement } from './index.ts';
import { familyMatrixOf } from './families.ts';

/**
 * The report with an agreement section per explore folder. Each folder is compared with the run
 * it explored (recorded in its manifest), which must be one of the report's runs. With several
 * folders (or family mappings) the report also carries the per-family matrix.
 */
export async function withAgreement(report: Report, explores: readonly string[], runs?: readonly string[], families?: ReadonlyMap<string, string>): Promise<Report> {
  const sections = [];
  // With the runs' folders at hand (analyze), the explored folder itself must be one of them; a
  // re-render (report) knows only their names.
  const dirs = runs?.map(runDir);
  for (const folder of explores) {
    const { manifest } = readExplore(folder);
    if (dirs ? !dirs.includes(manifest.run_dir) : !report.runs.some((run) => run.run === manifest.run)) throw new OptionError('explore', `${folder} explored run ${manifest.run}, which is not one of the report's runs (${report.runs.map((r) => r.run).join(', ')})`);
    sections.push(await agreement({ run: manifest.run_dir, explore: folder }));
  }
  // The family matrix needs more than one exploration to set sides against each other, or a mapping asked for.
  const matrix = sections.length > 1 || (families?.size ?? 0) > 0 ? { agreement_families: familyMatrixOf(sections, families) } : {};
  return { ...report, agreement: sections, ...matrix };
}
