import type { Report, RunRecount } from '../../schemas/report.ts';
import type { Published } from './published.ts';

export interface ClaimCheck {
  id: string;
  text: string;
  where: string;
  holds: boolean;
  got: string;
}

type Col = 'open' | 'apr' | 'overall' | 'single' | 'multi_tool' | 'shared_world';

function value(run: RunRecount | undefined, col: Col): number {
  if (!run) return NaN;
  if (col === 'open') return run.open.passed;
  if (col === 'apr') return run.apr.rate ?? NaN;
  if (col === 'overall') return run.fwr.rate ?? NaN;
  return run.families[col]?.fwr.rate ?? NaN;
}

/** The paper's ranking and asymmetry claims, evaluated on the report (ids as in published.json). */
export function claimChecks(p: Published, report: Report): ClaimCheck[] {
  const run = (label: string) => report.runs.find((r) => r.label === label);
  const table2 = new Set(p.table2.map((row) => row.model));
  const displayed = report.runs.filter((r) => table2.has(r.label));
  const leads = (label: string, col: Col) => displayed.every((r) => r.label === label || value(r, col) < value(run(label), col));
  const gt = (a: string, b: string, col: Col) => value(run(a), col) > value(run(b), col);
  const families: Col[] = ['overall', 'single', 'multi_tool', 'shared_world'];
  const j = report.joint.totals;
  const results: Record<string, [boolean, string]> = {
    sol_vs_kimi: [
      gt('GPT-5.6-sol', 'Kimi K3', 'open') && gt('GPT-5.6-sol', 'Kimi K3', 'apr') && families.every((f) => gt('Kimi K3', 'GPT-5.6-sol', f)),
      `open ${value(run('GPT-5.6-sol'), 'open')} vs ${value(run('Kimi K3'), 'open')}; FWR Kimi higher in ${families.filter((f) => gt('Kimi K3', 'GPT-5.6-sol', f)).join(', ')}`,
    ],
    grok_variants: [
      gt('Grok 4.5', 'Grok 4.6', 'open') && gt('Grok 4.6', 'Grok 4.5', 'overall') && gt('Grok 4.6', 'Grok 4.5', 'apr'),
      `open 4.5/4.6 ${value(run('Grok 4.5'), 'open')}/${value(run('Grok 4.6'), 'open')}`,
    ],
    deepseek_multi_tool: [
      leads('DeepSeek V4 Pro', 'multi_tool') && value(run('DeepSeek V4 Pro'), 'shared_world') === 0,
      `DeepSeek multi_tool ${value(run('DeepSeek V4 Pro'), 'multi_tool')}, shared_world ${value(run('DeepSeek V4 Pro'), 'shared_world')}`,
    ],
    grok_leads: [
      leads('Grok 4.6', 'overall') && leads('Grok 4.6', 'single') && leads('Grok 4.6', 'shared_world'),
      `leads overall/single/shared: ${leads('Grok 4.6', 'overall')}/${leads('Grok 4.6', 'single')}/${leads('Grok 4.6', 'shared_world')}`,
    ],
    joint_asymmetry: [j.service_pass_visible_fail > j.visible_pass_service_fail, `${j.service_pass_visible_fail} vs ${j.visible_pass_service_fail}`],
  };
  return p.claims.map((claim) => {
    const [holds, got] = results[claim.id] ?? [false, 'no check is defined for this claim'];
    return { id: claim.id, text: claim.text, where: claim.where, holds, got };
  });
}
