import { countForPercent, type Published } from './published.ts';

export interface Identity {
  name: string;
  /** The checklist key the identity puts in doubt when it fails. */
  key: string;
  holds: boolean;
  detail: string;
}

/**
 * Relations the published numbers must satisfy for any archive to reproduce them all; each is
 * checked before solving, and a failing one is reported as a conflict.
 */
export function identities(p: Published): Identity[] {
  const tasks = p.survey.tasks.value;
  const runs = p.survey.selected_runs.value;
  const t1 = p.table1;
  const t3 = p.table3;
  const sizes = { single: t1.single.all.value, multi_tool: t1.multi_tool.all.value, shared: t1.shared_world.all.value };
  const passes = p.table2.map((row) => ({
    model: row.model,
    single: countForPercent(row.single.value, sizes.single) ?? NaN,
    multi_tool: countForPercent(row.multi_tool.value, sizes.multi_tool) ?? NaN,
    shared: countForPercent(row.shared.value, sizes.shared) ?? NaN,
    overall: countForPercent(row.overall.value, tasks) ?? NaN,
  }));
  const totalPassed = passes.reduce((sum, row) => sum + row.overall, 0);
  const omitted = runs - p.table2.length;
  const best = Math.max(...passes.map((row) => row.overall));
  const out: Identity[] = [];
  const add = (name: string, key: string, holds: boolean, detail: string) => out.push({ name, key, holds, detail });
  add(
    'displayed runs = Table 2 rows = selected runs − omitted runs',
    'survey.displayed_runs',
    p.survey.displayed_runs.value === p.table2.length && p.table2.length === runs - p.survey.omitted_zero_fwr_runs.value.length,
    `${p.survey.displayed_runs.value} displayed, ${p.table2.length} Table 2 rows, ${runs} − ${p.survey.omitted_zero_fwr_runs.value.length} omitted`,
  );
  const familySum = sizes.single + sizes.multi_tool + sizes.shared;
  add('family sizes sum to the task count', 'survey.tasks', familySum === tasks, `${sizes.single} + ${sizes.multi_tool} + ${sizes.shared} = ${familySum}, tasks ${tasks}`);
  for (const row of passes) {
    const sum = row.single + row.multi_tool + row.shared;
    add(`${row.model}: family passes sum to the overall count`, `table2.${row.model}.overall`, sum === row.overall, `${row.single} + ${row.multi_tool} + ${row.shared} = ${sum}, overall ${row.overall}`);
  }
  add(
    'failed task assignments = runs × tasks − passed (omitted runs pass none)',
    'figure5.failed_task_assignments',
    runs * tasks - totalPassed === p.figure5.failed_task_assignments.value,
    `${runs} × ${tasks} − ${totalPassed} = ${runs * tasks - totalPassed}; Figure 5 prints ${p.figure5.failed_task_assignments.value} (${omitted} omitted runs)`,
  );
  add('best single run is the best Table 2 row', 'table3.best_single_run', best === t3.best_single_run.value, `Table 2 best ${best}, Table 3 ${t3.best_single_run.value}`);
  const famUnion = t3.single_union.value + t3.multi_tool_union.value + t3.shared_union.value;
  add('family unions sum to the all-run union', 'table3.all_runs_union', famUnion === t3.all_runs_union.value, `${famUnion} vs ${t3.all_runs_union.value}`);
  add('union + unsolved = tasks', 'table3.unsolved_by_every_run', t3.all_runs_union.value + t3.unsolved_by_every_run.value === tasks, `${t3.all_runs_union.value} + ${t3.unsolved_by_every_run.value}`);
  add('best single ≤ best pair ≤ all-run union', 'table3.best_pair_union', best <= t3.best_pair_union.value && t3.best_pair_union.value <= t3.all_runs_union.value, `${best} ≤ ${t3.best_pair_union.value} ≤ ${t3.all_runs_union.value}`);
  for (const [family, key, size] of [['single', 'single_union', sizes.single], ['multi_tool', 'multi_tool_union', sizes.multi_tool], ['shared', 'shared_union', sizes.shared]] as const) {
    const most = Math.max(...passes.map((row) => row[family]));
    const union = t3[key].value;
    add(`${family}: best run ≤ union ≤ family size`, `table3.${key}`, most <= union && union <= size, `${most} ≤ ${union} ≤ ${size}`);
  }
  const gain = t3.all_runs_union.value - best;
  const maxGainPerRun = t3.best_pair_union.value - best;
  add('the other runs can cover the union without a pair above the best pair', 'table3.best_pair_union', gain <= maxGainPerRun * (runs - 1), `${gain} tasks beyond the best run, at most ${maxGainPerRun} per other run`);
  return out;
}
