import { percent } from '../format.ts';
import type { FirstFailureRun, RunRecount } from '../schemas/report.ts';
import { rate, type ClaimContext, type ClaimRule, type Verdict } from './claim-context.ts';

/**
 * §5's account of Figure 5, each sentence made a comparison over the first-failure table. The
 * paper states no thresholds; the ones used are named in the claim's text in published.json.
 */

interface Row {
  run: RunRecount;
  ff: FirstFailureRun;
  failed: number;
}

const LATER_STAGES = ['revise', 'reopen', 'followup'] as const;

function rows(ctx: ClaimContext): Row[] {
  const byId = new Map(ctx.report.runs.map((run) => [run.run, run]));
  return ctx.report.first_failure.flatMap((ff) => {
    const run = byId.get(ff.run);
    return run ? [{ run, ff, failed: ff.evaluations - (ff.stages.success ?? 0) }] : [];
  });
}

const stage = (row: Row, name: string): number => row.ff.stages[name as keyof typeof row.ff.stages] ?? 0;
const group = (row: Row, name: string): number => row.ff.groups[name as keyof typeof row.ff.groups] ?? 0;

/** Every selected row must satisfy `test`; an empty selection decides nothing and fails. */
function each(selected: Row[], test: (row: Row) => boolean, describe: (row: Row) => string, what: string): Verdict {
  if (selected.length === 0) return [false, `no run is ${what}`];
  const failing = selected.filter((row) => !test(row));
  const detail = selected.map((row) => `${row.run.label} ${describe(row)}`).join('; ');
  return [failing.length === 0, failing.length === 0 ? detail : `fails for ${failing.map((row) => row.run.label).join(', ')}: ${detail}`];
}

const strongest = (ctx: ClaimContext) => rows(ctx).filter((row) => (row.run.fwr.rate ?? 0) >= 0.1);

export const failureClaims: Record<string, ClaimRule> = {
  first_failure_low_open_generation: (ctx) => {
    const low = rows(ctx).filter((row) => rate(row.run.open.passed, row.run.evaluations) < 0.4);
    return each(
      low,
      (row) => {
        const generation = group(row, 'generation_error');
        const others = Object.entries(row.ff.groups).filter(([name]) => name !== 'generation_error' && name !== 'success');
        return others.every(([, count]) => generation > count) && generation * 3 >= row.failed;
      },
      (row) => `generation ${group(row, 'generation_error')}/${row.failed}`,
      'below 40% Open',
    );
  },
  first_failure_strong_submit: (ctx) =>
    each(
      strongest(ctx),
      (row) => ['open', ...LATER_STAGES].every((name) => stage(row, 'submit') > stage(row, name)) && stage(row, 'submit') * 2 > row.failed,
      (row) => `submit ${stage(row, 'submit')}/${row.failed}`,
      'at FWR ≥ 10%',
    ),
  first_failure_revise_common: (ctx) =>
    each(
      strongest(ctx),
      (row) => stage(row, 'revise') > stage(row, 'reopen') && stage(row, 'revise') > stage(row, 'followup') && stage(row, 'revise') * 10 >= row.failed,
      (row) => `revise ${stage(row, 'revise')}/${row.failed} (reopen ${stage(row, 'reopen')}, follow-up ${stage(row, 'followup')})`,
      'at FWR ≥ 10%',
    ),
  first_failure_reopen_small: (ctx) => {
    const all = rows(ctx);
    const reopen = all.reduce((sum, row) => sum + stage(row, 'reopen'), 0);
    const failed = all.reduce((sum, row) => sum + row.failed, 0);
    const [perRun, detail] = each(all, (row) => stage(row, 'reopen') * 10 < row.failed, (row) => percent(rate(stage(row, 'reopen'), row.failed)), 'in the table');
    const pooled = failed > 0 && reopen * 20 < failed;
    return [pooled && perRun, `pooled ${reopen}/${failed} = ${percent(rate(reopen, failed))}; per run: ${detail}`];
  },
  open_rarely_first_failure: (ctx) =>
    each(
      rows(ctx).filter((row) => rate(row.run.open.passed, row.run.evaluations) >= 0.9),
      (row) => stage(row, 'open') * 10 < row.failed,
      (row) => `open ${stage(row, 'open')}/${row.failed}`,
      'at Open ≥ 90%',
    ),
  first_failure_partition: (ctx) => {
    const all = rows(ctx);
    const expected = ctx.published.survey.selected_runs.value;
    const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
    const broken = all.filter((row) => sum(row.ff.stages) !== row.ff.evaluations || sum(row.ff.groups) !== row.ff.evaluations || row.ff.evaluations !== row.run.evaluations);
    const complete = ctx.report.first_failure.length === expected && all.length === expected;
    return [complete && broken.length === 0, `${ctx.report.first_failure.length} runs in the table; ${broken.length === 0 ? 'every run partitions its tasks' : `no partition for ${broken.map((row) => row.run.label).join(', ')}`}`];
  },
};
