import { textTable } from '../format.ts';
import type { TaskStats } from '../schemas/task-stats.ts';

const FAMILY_LABEL = { single: 'single', multi_tool: 'multi_tool', shared_world: 'shared_world', service: 'service (extra)' } as const;

// Numbers align right, words left.
const table = (header: string[], rows: (string | number)[][]) => textTable(header, rows, { alignNumbers: true });

/** `live [paper]` for a printed cell, `live` alone where the paper prints nothing. */
function cell(stats: TaskStats, family: keyof typeof FAMILY_LABEL, column: string, live: number): string {
  const printed = stats.table1_vs_paper.cells.find((c) => c.family === family && (c.column === column || (column === 'all' && c.column === 'all_extra')));
  if (!printed) return String(live);
  return `${live} [${printed.paper}]${printed.equal ? '' : ' *'}`;
}

/** The human-readable form of `liveui tasks stats` (the JSON form carries the same figures). */
export function formatStats(stats: TaskStats): string {
  const families = Object.keys(FAMILY_LABEL) as (keyof typeof FAMILY_LABEL)[];
  const out: string[] = [];
  out.push(`Table 1 — live suite (${stats.tasks} tasks, set ${stats.task_set_hash}); [paper], * = differs`);
  out.push(
    table(
      ['family', 'all', 'public', 'cross-service (all)', 'cross-service (public)', 'dev', 'sealed'],
      families.map((f) => {
        const row = stats.table1[f];
        return [FAMILY_LABEL[f], cell(stats, f, 'all', row.all), cell(stats, f, 'public', row.public), cell(stats, f, 'cross_service_all', row.cross_service_all), cell(stats, f, 'cross_service_public', row.cross_service_public), row.dev, row.sealed];
      }),
    ),
  );
  out.push('', 'Episodes and assertions');
  out.push(table(['family', 'tasks', 'episodes', 'assertions'], families.map((f) => [f, stats.by_family[f].tasks, stats.by_family[f].episodes, stats.by_family[f].assertions])));
  out.push('');
  out.push(table(['stage', 'episodes', 'assertions'], Object.entries(stats.by_stage).map(([s, c]) => [s, c.episodes, c.assertions])));
  out.push('');
  out.push(table(['contract', 'assertions'], Object.entries(stats.by_contract).map(([c, n]) => [c, n])));
  const d = stats.diversity;
  out.push('', 'Diversity');
  out.push(`patterns: ${d.patterns}; largest (${d.largest_patterns[0]?.tasks.length ?? 0} tasks): ${d.largest_patterns.map((p) => `${p.pattern} [${p.tasks.join(', ')}]`).join('; ')}`);
  out.push(`single tasks per app: ${Object.entries(d.single_tasks_per_app).map(([a, n]) => `${a} ${n}`).join(', ')}`);
  out.push(table(['app', 'write APIs', 'used', 'share', 'unused'], d.write_api_coverage.map((c) => [c.app, c.write_apis, c.used, c.share.toFixed(2), c.unused.join(' ')])));
  out.push(`max word-trigram overlap over ${d.intentions} intentions: ${(d.max_trigram_overlap[0]?.overlap ?? 0).toFixed(2)} ${d.max_trigram_overlap.map((o) => `(${o.a} ~ ${o.b}, ${o.shared} shared)`).join(' ')}`);
  out.push('', 'Targets of the full-suite issue');
  out.push(table(['figure', 'value', 'target', 'holds', 'detail'], stats.targets.map((t) => [t.figure, t.value, t.target, t.holds ? 'yes' : 'not yet', t.detail])));
  const f = stats.fidelity;
  out.push('', `Fidelity (rubric ${f.rubric}; docs/fidelity-rubric.md)`);
  const withTasks = (findings: number, tasks: number) => (findings === 0 ? '0' : `${findings} (${tasks} task${tasks === 1 ? '' : 's'})`);
  const fidelityRow = (name: string, x: (typeof f)['all']) => [name, x.tasks, x.reviewed, x.current, x.faithful, withTasks(x.open_holes, x.tasks_with_holes), withTasks(x.open_over_specifications, x.tasks_with_over_specifications), withTasks(x.open_infidelities, x.tasks_with_infidelities), x.changed, x.older_rubric, x.unreviewed];
  out.push(
    table(
      ['family', 'tasks', 'reviewed', 'current', 'faithful', 'open holes', 'open over-spec.', 'open infidelities', 'changed', 'older rubric', 'unreviewed'],
      [...families.map((fam) => fidelityRow(fam, f.by_family[fam])), fidelityRow('all', f.all)],
    ),
  );
  if (Object.keys(f.open_by_sub).length > 0) out.push(`open findings by kind: ${Object.entries(f.open_by_sub).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  return `${out.join('\n')}\n`;
}
