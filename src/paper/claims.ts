import { percent } from '../format.ts';
import type { Report } from '../schemas/report.ts';
import { columnValue, displayedRuns, leaders, rate, runByLabel, type Column, type ClaimContext, type ClaimRule } from './claim-context.ts';
import { failureClaims } from './claim-failures.ts';
import { setClaims } from './claim-sets.ts';
import type { Published } from './published.ts';
import type { TaskTable } from './schemas.ts';

export interface ClaimCheck {
  id: string;
  text: string;
  where: string;
  holds: boolean;
  got: string;
}

const FAMILIES: Column[] = ['overall', 'single', 'multi_tool', 'shared_world'];

/** §5's ranking claims and Table 2's caption, decided on the recounted runs. */
const rankingClaims: Record<string, ClaimRule> = {
  sol_vs_kimi: ({ report }) => {
    const value = (label: string, column: Column) => columnValue(runByLabel(report, label), column);
    const gt = (a: string, b: string, column: Column) => value(a, column) > value(b, column);
    return [
      gt('GPT-5.6-sol', 'Kimi K3', 'open') && gt('GPT-5.6-sol', 'Kimi K3', 'apr') && FAMILIES.every((f) => gt('Kimi K3', 'GPT-5.6-sol', f)),
      `open ${value('GPT-5.6-sol', 'open')} vs ${value('Kimi K3', 'open')}; FWR Kimi higher in ${FAMILIES.filter((f) => gt('Kimi K3', 'GPT-5.6-sol', f)).join(', ') || 'none'}`,
    ];
  },
  grok_variants: ({ report }) => {
    const value = (label: string, column: Column) => columnValue(runByLabel(report, label), column);
    return [
      value('Grok 4.5', 'open') > value('Grok 4.6', 'open') && value('Grok 4.6', 'overall') > value('Grok 4.5', 'overall') && value('Grok 4.6', 'apr') > value('Grok 4.5', 'apr'),
      `open 4.5/4.6 ${value('Grok 4.5', 'open')}/${value('Grok 4.6', 'open')}; FWR ${percent(value('Grok 4.5', 'overall'))}/${percent(value('Grok 4.6', 'overall'))}`,
    ];
  },
  deepseek_multi_tool: (ctx) => {
    const deepseek = runByLabel(ctx.report, 'DeepSeek V4 Pro');
    const top = leaders(displayedRuns(ctx), 'multi_tool');
    return [
      top.length === 1 && top[0] === 'DeepSeek V4 Pro' && columnValue(deepseek, 'shared_world') === 0,
      `multi_tool leader(s) ${top.join(' = ')}; DeepSeek shared_world ${columnValue(deepseek, 'shared_world')}`,
    ];
  },
  grok_leads: (ctx) => {
    const columns: Column[] = ['overall', 'single', 'shared_world'];
    const tops = columns.map((column) => leaders(displayedRuns(ctx), column));
    return [tops.every((top) => top.length === 1 && top[0] === 'Grok 4.6'), columns.map((column, i) => `${column} ${(tops[i] as string[]).join(' = ')}`).join('; ')];
  },
  joint_asymmetry: ({ report }) => {
    const j = report.joint.totals;
    return [j.service_pass_visible_fail > j.visible_pass_service_fail, `${j.service_pass_visible_fail} vs ${j.visible_pass_service_fail}`];
  },
  deepseek_below_several: (ctx) => {
    const deepseek = columnValue(runByLabel(ctx.report, 'DeepSeek V4 Pro'), 'overall');
    const above = displayedRuns(ctx).filter((run) => columnValue(run, 'overall') > deepseek);
    return [above.length >= 3, `${above.length} runs above: ${above.map((run) => run.label).join(', ')}`];
  },
  open_far_easier: (ctx) => {
    const runs = [...displayedRuns(ctx)].sort((a, b) => b.open.passed - a.open.passed).slice(0, 3);
    const holds = runs.length === 3 && runs.every((run) => rate(run.open.passed, run.evaluations) >= 0.95 && (run.fwr.rate ?? 1) < 0.25);
    return [holds, runs.map((run) => `${run.label} Open ${percent(rate(run.open.passed, run.evaluations))}, FWR ${percent(run.fwr.rate ?? NaN)}`).join('; ')];
  },
  gap_high_apr: (ctx) => {
    const runs = displayedRuns(ctx).filter((run) => (run.apr.rate ?? 0) >= 0.6);
    const gap = (run: (typeof runs)[number]) => rate(run.open.passed, run.evaluations) - (run.fwr.rate ?? 1);
    return [runs.length > 0 && runs.every((run) => gap(run) >= 0.5), runs.map((run) => `${run.label} gap ${(gap(run) * 100).toFixed(1)} points`).join('; ') || 'no run at APR ≥ 60%'];
  },
  table2_row_order: (ctx) => {
    const groups = new Map<string, string[]>();
    let developer = '';
    for (const row of ctx.published.table2) {
      developer = row.developer || developer;
      groups.set(developer, [...(groups.get(developer) ?? []), row.model]);
    }
    const out: string[] = [];
    for (const [name, models] of groups) {
      const values = models.map((model) => columnValue(runByLabel(ctx.report, model), 'overall'));
      if (values.some((value, i) => i > 0 && !(value <= (values[i - 1] as number)))) out.push(`${name}: ${models.map((m, i) => `${m} ${percent(values[i] as number)}`).join(' before ')}`);
    }
    const multi = [...groups.values()].filter((models) => models.length > 1).length;
    return [out.length === 0, out.length === 0 ? `${multi} developer groups with more than one row, each in FWR order` : `out of order: ${out.join('; ')}`];
  },
};

const RULES: Record<string, ClaimRule> = { ...rankingClaims, ...failureClaims, ...setClaims };

/** Ids with a rule, so a test can hold published.json and the rules to the same list. */
export const CLAIM_IDS: readonly string[] = Object.keys(RULES).sort();

/** Every claim listed in published.json, decided on the report (a claim without a rule fails). */
export function claimChecks(p: Published, report: Report, table: TaskTable): ClaimCheck[] {
  const ctx: ClaimContext = { published: p, report, table };
  return p.claims.map((claim) => {
    const rule = RULES[claim.id];
    const [holds, got] = rule ? rule(ctx) : [false, 'no check is defined for this claim'];
    return { id: claim.id, text: claim.text, where: claim.where, holds, got };
  });
}

/** Statements of §5 and Appendix C this archive cannot decide, listed so their absence is explicit. */
export const NOT_DECIDABLE: readonly { where: string; text: string; why: string }[] = [
  {
    where: 'Table 2 caption',
    text: 'Bold marks the highest result in each column',
    why: 'the paper text carries no bold; the column leaders are checked by grok_leads, deepseek_multi_tool and omit_zero_fwr_leaders',
  },
  {
    where: 'Appendix C.1',
    text: "The shift-alarm execution of sol: service checks pass, the visible active-shift checks fail",
    why: 'the reconstruction holds stub records below the assertion level, not the recorded execution',
  },
  {
    where: "Section 5, 'Service activity and a supported visible result can disagree'",
    text: 'Service checks concern recorded calls and changes, not every semantic detail of saved values',
    why: 'a statement about what the checks mean, not about counts the archive holds',
  },
];
