import { percent, textTable } from '../../format.ts';
import type { Agreement } from './core.ts';
import type { FamilyMatrix } from '../../schemas/agreement.ts';

const DASH = '–';
const rate = (value: number | null) => (value === null ? DASH : percent(value));
const kappa = (value: number | null) => (value === null ? DASH : value.toFixed(3));
const oneLine = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 160)}…`;
};

/** The agreement as a table and a list of disagreements, for people (stdout). */
export function formatAgreement(result: Agreement): string {
  const header = ['contract', 'compared', 'agreed', 'rate', 'kappa', 'both pass', 'checker only', 'judge only', 'both fail'];
  const line = (name: string, s: Pick<Agreement, 'compared' | 'agreed' | 'rate' | 'kappa' | 'table'>) => [name, String(s.compared), String(s.agreed), rate(s.rate), kappa(s.kappa), String(s.table.both_pass), String(s.table.checker_only), String(s.table.judge_only), String(s.table.both_fail)];
  const rows = [...result.by_contract.map((c) => line(c.contract, c)), line('all', result)];
  const out = [
    `agreement of run ${result.run} (deterministic checker) with the behavior evaluator (user ${result.user_model}, judge ${result.judge_model})`,
    '',
    textTable(header, rows),
    '',
  ];
  if (result.unjudged.length > 0) {
    out.push(`not compared: ${result.unjudged.length} task(s) without a verdict set`);
    for (const u of result.unjudged) out.push(`  ${u.task}: ${u.status} — ${oneLine(u.reason)}`);
    out.push('');
  }
  const skipping = result.tasks.filter((t) => (t.skipped ?? []).length > 0);
  if (skipping.length > 0) {
    out.push(`requests not done: ${skipping.length} task(s) (each fails the contracts it needed)`);
    for (const t of skipping) out.push(`  ${t.task}: ${(t.skipped ?? []).map((r) => `${r.request} ${r.status === 'skipped' ? 'skipped' : 'not completed'} (frame ${r.frame}, ${r.by})`).join('; ')}`);
    out.push('');
  }
  out.push(result.disagreements.length === 0 ? 'no disagreements' : `${result.disagreements.length} disagreement(s):`);
  for (const d of result.disagreements) {
    out.push(`- ${d.task} ${d.contract}: checker ${d.checker.passed ? 'PASS' : 'FAIL'}, judge ${d.judge.passed ? 'PASS' : 'FAIL'}`);
    if (d.checker.passed) out.push(`    checker: all ${d.checker.assertions.length} assertion(s) passed (${d.checker.assertions.join(', ')})`);
    for (const f of d.checker.failed) out.push(`    checker: ${f.assertion} (${f.type}) failed — expected ${oneLine(f.expected)}, observed ${oneLine(f.error ?? f.observed)}`);
    out.push(`    judge: ${oneLine(d.judge.reason)} [frame ${d.judge.frame}${d.judge.screen ? ` (seen as screens/${d.judge.screen}.png)` : ''}: ${oneLine(d.judge.frame_text)}]`);
  }
  return `${out.join('\n')}\n`;
}

/** The symmetric protocol's matrix for people: one line per cell, then home, held-out and the gap. */
export function formatFamilies(matrix: FamilyMatrix): string {
  const header = ['generator family', 'judge family', 'side', 'explorations', 'compared', 'agreed', 'rate', 'kappa'];
  const stats = (s: FamilyMatrix['home']) => [String(s.compared), String(s.agreed), rate(s.rate), kappa(s.kappa)];
  const rows = [
    ...matrix.cells.map((c) => [c.generator_family, c.judge_family, c.home ? 'home' : 'held-out', String(c.explorations), ...stats(c)]),
    ['all', 'same family', 'home', String(matrix.cells.filter((c) => c.home).reduce((n, c) => n + c.explorations, 0)), ...stats(matrix.home)],
    ['all', 'other family', 'held-out', String(matrix.cells.filter((c) => !c.home).reduce((n, c) => n + c.explorations, 0)), ...stats(matrix.held_out)],
  ];
  const mapped = Object.entries(matrix.overrides).map(([model, family]) => `${model}=${family}`);
  const gap = matrix.gap_points === null ? `gap: ${DASH} (one side compared nothing)` : `gap: home − held-out = ${matrix.gap_points > 0 ? '+' : ''}${matrix.gap_points.toFixed(1)} points`;
  return `${[
    `agreement per (generator family × judge family): families are the model id's vendor prefix${mapped.length > 0 ? `, except ${mapped.join(', ')}` : ''}`,
    '',
    textTable(header, rows),
    '',
    gap,
  ].join('\n')}\n`;
}
