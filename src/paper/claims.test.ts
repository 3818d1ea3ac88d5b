import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../schemas/report.ts';
import { DEFAULT_TASK_DIR } from '../suite/load.ts';
import { computeReport } from '../stages/analyze/compute.ts';
import { buildPaper } from './build.ts';
import { CLAIM_IDS } from './claims.ts';
import { loadPublished } from './published.ts';
import { verifyPaper } from './verify.ts';

// One reconstruction and one analysis, then each claim is broken by the smallest edit of the
// analysis that should break it, and only it (plus the published numbers the edit touches).
const root = mkdtempSync(join(tmpdir(), 'paper-claims-'));
const tasks = join(root, 'tasks.json');
const solver = join(root, 'solver.json');
let base: Report;

beforeAll(async () => {
  const runs = join(root, 'runs');
  buildPaper({ out: runs });
  base = await computeReport({ runs: readdirSync(runs).sort().map((name) => join(runs, name)) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let serial = 0;
function verifyEdited(edit: (report: Report) => void, suite?: string) {
  const report = structuredClone(base);
  edit(report);
  const dir = join(root, `edited-${(serial += 1)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report));
  // A hand-edited report.json has no integrity.json: read as a modified folder.
  return verifyPaper({ report: dir, tasks, solver, suite, allowModified: true, warn: () => undefined });
}
const failing = (result: ReturnType<typeof verifyPaper>) => result.checks.filter((c) => c.status !== 'reproduced').map((c) => c.key).sort();

const run = (report: Report, label: string) => {
  const found = report.runs.find((r) => r.label === label);
  if (!found) throw new Error(`no run ${label}`);
  return found;
};
const ff = (report: Report, label: string) => {
  const id = run(report, label).run;
  const found = report.first_failure.find((r) => r.run === id);
  if (!found) throw new Error(`no first-failure row for ${label}`);
  return found;
};
const move = (record: Record<string, number>, from: string, to: string, count: number) => {
  record[from] = (record[from] ?? 0) - count;
  record[to] = (record[to] ?? 0) + count;
};

describe('paper verify: claims', () => {
  it('lists every claim with its place, keeps chosen values apart and says Table 1 is structural', () => {
    const published = loadPublished();
    expect(published.claims.map((c) => c.id).sort()).toEqual([...CLAIM_IDS]);
    const result = verifyEdited(() => {});
    expect(failing(result)).toEqual([]);
    expect(result.ok).toBe(true);
    const claims = result.checks.filter((c) => c.kind === 'claim');
    expect(claims).toHaveLength(published.claims.length);
    expect(claims.every((c) => c.where.length > 0 && typeof c.got === 'string')).toBe(true);
    expect(result.checks.some((c) => !c.printed)).toBe(false);
    expect(result.chosen.checks.map((c) => c.key)).toEqual(['chosen.Command A.open', 'chosen.Command A.apr', 'chosen.GLM-5.3.open', 'chosen.GLM-5.3.apr']);
    expect(result.numbers.structural).toBe(14);
    expect(result.checks.filter((c) => c.key.startsWith('table1.')).every((c) => c.basis === 'structural')).toBe(true);
    expect(result.checks.find((c) => c.key === 'survey.displayed_runs')?.got).toBe(15);
    expect(result.headline).toBe(`${result.numbers.total} of ${result.numbers.total} published numbers and ${claims.length} of ${claims.length} claims reproduced`);
  });

  it('a chosen value the archive does not hold fails verify but is not counted as a published number', () => {
    const result = verifyEdited((r) => {
      run(r, 'Command A').open.passed = 19;
    });
    expect(failing(result)).toEqual([]);
    expect(result.chosen.consistent).toBe(false);
    expect(result.ok).toBe(false);
    expect(result.headline).toMatch(/^(\d+) of \1 published numbers/);
  });

  const cases: [string, (r: Report) => void, string[]][] = [
    ['submit stops dominating for a strong run', (r) => move(ff(r, 'Grok 4.6').stages, 'submit', 'revise', 210), ['claims.first_failure_strong_submit']],
    ['revision becomes rare for a strong run', (r) => move(ff(r, 'Kimi K3').stages, 'revise', 'submit', 22), ['claims.first_failure_revise_common']],
    ['reopening grows in one run', (r) => move(ff(r, 'Grok 4.5').stages, 'submit', 'reopen', 30), ['claims.first_failure_reopen_small']],
    ['generation stops being the largest group of a low-Open run', (r) => move(ff(r, 'Nova Premier').groups, 'generation_error', 'visible_only', 40), ['claims.first_failure_low_open_generation']],
    ['opening fails first more often for a high-Open run', (r) => move(ff(r, 'Gemini 3.8 Flash').stages, 'submit', 'open', 20), ['claims.open_rarely_first_failure']],
    ['stages no longer partition the tasks', (r) => (ff(r, 'Grok 4.6').stages.followup += 5), ['claims.first_failure_partition']],
    [
      'a run dropped from the failure analysis',
      (r) => r.first_failure.pop(),
      ['claims.all_runs_kept', 'claims.first_failure_partition', 'figure5.failed_task_assignments'],
    ],
    [
      'success sets made nested',
      (r) => {
        const order = r.evaluations.find((e) => e.run === run(r, 'Grok 4.6').run)?.passed ?? [];
        for (const e of r.evaluations) e.passed = order.slice(0, e.passed.length);
      },
      ['claims.success_sets_not_nested'],
    ],
    [
      'an omitted run solves a task nobody else does',
      (r) => {
        const solved = new Set(r.evaluations.flatMap((e) => e.passed));
        const task = r.union.unsolved.tasks[0] as string;
        expect(solved.has(`${task}@0`)).toBe(false);
        (r.evaluations.find((e) => e.run === run(r, 'Command A').run) as { passed: string[] }).passed.push(`${task}@0`);
      },
      ['claims.omit_zero_fwr_union'],
    ],
    ['an omitted run leads a column', (r) => (run(r, 'GLM-5.3').apr.rate = 0.9), ['claims.omit_zero_fwr_leaders']],
    [
      'an omitted run completes a workflow',
      (r) => (run(r, 'GLM-5.3').fwr.passed = 1),
      ['claims.displayed_runs_nonzero', 'survey.displayed_runs', 'survey.omitted_zero_fwr_runs'],
    ],
    ['a developer group out of FWR order', (r) => (run(r, 'Hunyuan 4 Preview').fwr.rate = 0.05), ['claims.table2_row_order']],
    [
      // At 15% DeepSeek also joins the strongest runs, whose first failures it does not fit.
      'DeepSeek above all but one run overall',
      (r) => (run(r, 'DeepSeek V4 Pro').fwr.rate = 0.15),
      ['claims.deepseek_below_several', 'claims.first_failure_revise_common', 'claims.first_failure_strong_submit'],
    ],
    ['a leading-Open run below 95%', (r) => (run(r, 'Grok 4.5').open.passed = 470), ['claims.grok_variants', 'claims.open_far_easier', 'table2.Grok 4.5.open']],
    ['a high-APR run with a small gap', (r) => (run(r, 'Kimi K3').open.passed = 300), ['claims.gap_high_apr', 'table2.Kimi K3.open']],
    ['most tasks solved by someone', (r) => (r.union.unsolved.count = 200), ['claims.union_beyond_best', 'table3.unsolved_by_every_run']],
    [
      'the union covers a quarter of multi_tool',
      (r) => ((r.union.families.multi_tool as { count: number }).count = 33),
      ['claims.union_few_multi_shared', 'table3.multi_tool_union'],
    ],
  ];
  it.each(cases)('%s breaks exactly its claim', (_name, edit, expected) => {
    const result = verifyEdited(edit);
    expect(failing(result)).toEqual([...expected].sort());
    expect(result.ok).toBe(false);
    expect(result.claims.reproduced).toBeLessThan(result.claims.total);
  });

  it('checks Table 1 against the live suite only once it has the published composition', () => {
    const today = verifyEdited(() => {});
    // The live suite is smaller than Table 1 today; once it grows to the composition it must match.
    expect(['not_at_published_composition', 'reproduced']).toContain(today.live_suite.status);
    expect(today.ok).toBe(true);
    expect(today.live_suite.tasks).toBe(readdirSync(DEFAULT_TASK_DIR).filter((f) => f.endsWith('.json')).length);

    // A synthetic suite with the published composition: copies of one live task, ids, splits and services set per cell.
    const suite = join(root, 'suite');
    mkdirSync(suite);
    const template = JSON.parse(readFileSync(join(DEFAULT_TASK_DIR, readdirSync(DEFAULT_TASK_DIR).find((f) => f.endsWith('.json')) as string), 'utf8')) as Record<string, unknown>;
    const p = loadPublished();
    const write = (family: string, all: number, pub: number, crossAll: number, crossPub: number) => {
      for (let i = 0; i < all; i += 1) {
        const isPublic = i < pub;
        const cross = isPublic ? i < crossPub : i - pub < crossAll - crossPub;
        const id = `${family.replace('_', '-')}.t${String(i).padStart(3, '0')}`;
        const apps = [{ slot: 'main', intention: 'an app', services: cross ? ['gmail', 'phone'] : ['gmail'] }];
        writeFileSync(join(suite, `${id}.json`), JSON.stringify({ ...template, id, family, split: isPublic ? 'public' : 'dev', apps }));
      }
    };
    for (const family of ['single', 'multi_tool', 'shared_world'] as const) {
      const row = p.table1[family];
      write(family, row.all.value, row.public.value, row.cross_service_all.value, row.cross_service_public.value);
    }
    write('service', p.table1.service.all_extra.value, 0, 0, 0);
    const matched = verifyEdited(() => {}, suite);
    expect(matched.live_suite.status).toBe('reproduced');
    expect(matched.ok).toBe(true);

    // One public single task turned dev: the composition still matches, one cell differs, verify fails.
    const file = join(suite, 'single.t000.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), split: 'dev' }));
    const off = verifyEdited(() => {}, suite);
    expect(off.live_suite.status).toBe('differs');
    expect(off.live_suite.differences.map((d) => d.key)).toEqual(['table1.single.public', 'table1.single.cross_service_public']);
    expect(off.ok).toBe(false);
  });
});
