import { percent, textTable } from '../../format.ts';
import type { Agreement } from './core.ts';

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
    out.push(`    judge: ${oneLine(d.judge.reason)} [frame ${d.judge.frame}: ${oneLine(d.judge.frame_text)}]`);
  }
  return `${out.join('\n')}\n`;
}
