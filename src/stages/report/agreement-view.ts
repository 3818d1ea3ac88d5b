import type { Agreement, FamilyMatrix } from '../../schemas/agreement.ts';
import { percent as asPercent } from '../../format.ts';
import { DASH, int } from './format.ts';

/** Disagreements listed per explored run in the report; the rest are counted (`liveui agreement` lists all). */
export const REPORT_DISAGREEMENTS = 50;

const percent = (value: number | null) => (value === null ? DASH : asPercent(value));
const kappa = (value: number | null) => (value === null ? DASH : value.toFixed(3));
const brief = (value: unknown, max = 200) => {
  const text = (typeof value === 'string' ? value : JSON.stringify(value) ?? '').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max)}…`;
};

/** The report's agreement sections, formatted: templates only loop and escape. */
export function agreementView(sections: readonly Agreement[] | undefined, nameOf: (run: string) => string) {
  return (sections ?? []).map((section) => {
    const row = (name: string, s: Pick<Agreement, 'compared' | 'agreed' | 'rate' | 'kappa' | 'table'>) => ({
      name,
      compared: int(s.compared),
      agreed: int(s.agreed),
      rate: percent(s.rate),
      kappa: kappa(s.kappa),
      checkerOnly: int(s.table.checker_only),
      judgeOnly: int(s.table.judge_only),
    });
    return {
      run: nameOf(section.run),
      explore: section.explore,
      models: `user ${section.user_model}, judge ${section.judge_model}`,
      rows: [...section.by_contract.map((c) => row(c.contract, c)), row('all', section)],
      unjudged: section.unjudged.length === 0 ? '' : `${int(section.unjudged.length)} task(s) had no verdict set (${[...new Set(section.unjudged.map((u) => u.status))].join(', ')}) and are not compared.`,
      disagreements: section.disagreements.slice(0, REPORT_DISAGREEMENTS).map((d) => ({
        task: d.task,
        contract: d.contract,
        checker: d.checker.passed ? 'pass' : 'fail',
        judge: d.judge.passed ? 'pass' : 'fail',
        checkerEvidence: d.checker.passed ? `all ${d.checker.assertions.length} assertion(s) passed` : d.checker.failed.map((f) => `${f.assertion}: observed ${brief(f.error ?? f.observed, 80)}`).join('; '),
        judgeEvidence: `${brief(d.judge.reason)} (frame ${d.judge.frame})`,
      })),
      more: section.disagreements.length > REPORT_DISAGREEMENTS ? `${int(section.disagreements.length - REPORT_DISAGREEMENTS)} more disagreement(s): see \`liveui agreement\`.` : '',
    };
  });
}

/** The per-family matrix, formatted (null when the report has none). */
export function familiesView(matrix: FamilyMatrix | undefined) {
  if (!matrix) return null;
  const stats = (s: FamilyMatrix['home']) => ({ compared: int(s.compared), agreed: int(s.agreed), rate: percent(s.rate), kappa: kappa(s.kappa) });
  const mapped = Object.entries(matrix.overrides).map(([model, family]) => `${model} = ${family}`);
  return {
    rows: [
      ...matrix.cells.map((c) => ({ generator: c.generator_family, judge: c.judge_family, side: c.home ? 'home' : 'held-out', explorations: int(c.explorations), ...stats(c) })),
      { generator: 'all', judge: 'same family', side: 'home', explorations: int(matrix.cells.filter((c) => c.home).reduce((n, c) => n + c.explorations, 0)), ...stats(matrix.home) },
      { generator: 'all', judge: 'other family', side: 'held-out', explorations: int(matrix.cells.filter((c) => !c.home).reduce((n, c) => n + c.explorations, 0)), ...stats(matrix.held_out) },
    ],
    gap: matrix.gap_points === null ? `Gap: ${DASH} (one side compared nothing).` : `Gap (home − held-out): ${matrix.gap_points > 0 ? '+' : ''}${matrix.gap_points.toFixed(1)} points.`,
    families: `Families are the model id's vendor prefix${mapped.length > 0 ? `, except ${mapped.join(', ')}` : ''}; a run without a model is named by its generator.`,
  };
}
