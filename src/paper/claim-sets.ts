import { percent } from '../format.ts';
import type { RunRecount } from '../schemas/report.ts';
import { COLUMNS, displayedRuns, leaders, rate, type ClaimContext, type ClaimRule } from './claim-context.ts';

/**
 * Claims about which tasks the runs solve (§5's closing paragraphs, Appendix C). Solved sets are
 * read from the report's per-evaluation outcomes with the union's own rule (trial 0 only), so
 * these checks recompute Table 3 for a subset of runs instead of trusting its totals.
 */

type Solved = Map<string, Set<string>>;

function solvedSets(ctx: ClaimContext): Solved {
  const sets: Solved = new Map();
  for (const outcome of ctx.report.evaluations) {
    const tasks = outcome.passed.filter((key) => key.endsWith('@0')).map((key) => key.slice(0, -2));
    sets.set(outcome.run, new Set(tasks));
  }
  return sets;
}

const unionOf = (sets: Iterable<Set<string>>): Set<string> => {
  const out = new Set<string>();
  for (const set of sets) for (const task of set) out.add(task);
  return out;
};

/** Table 3's rows computed over the given runs. */
function table3Of(ctx: ClaimContext, runs: readonly RunRecount[], solved: Solved): Record<string, number> {
  const sets = runs.map((run) => solved.get(run.run) ?? new Set<string>());
  let bestPair = 0;
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) bestPair = Math.max(bestPair, unionOf([sets[i] as Set<string>, sets[j] as Set<string>]).size);
  }
  const union = unionOf(sets);
  const family = new Map(ctx.table.tasks.map((task) => [task.id, task.family]));
  const inFamily = (name: string) => [...union].filter((task) => family.get(task) === name).length;
  return {
    best_single_run: Math.max(0, ...sets.map((set) => set.size)),
    best_pair_union: bestPair,
    all_runs_union: union.size,
    unsolved_by_every_run: ctx.report.union.tasks - union.size,
    single_union: inFamily('single'),
    multi_tool_union: inFamily('multi_tool'),
    shared_union: inFamily('shared_world'),
  };
}

export const setClaims: Record<string, ClaimRule> = {
  union_beyond_best: (ctx) => {
    const u = ctx.report.union;
    return [u.all_runs.count > u.best_single.count && u.unsolved.count * 2 > u.tasks, `union ${u.all_runs.count} > best run ${u.best_single.count}; unsolved ${u.unsolved.count} of ${u.tasks}`];
  },
  union_few_multi_shared: (ctx) => {
    const fams = ctx.report.union.families;
    const share = (name: 'single' | 'multi_tool' | 'shared_world') => rate(fams[name]?.count ?? NaN, fams[name]?.of ?? 0);
    const single = share('single');
    const hard = [share('multi_tool'), share('shared_world')];
    return [hard.every((value) => value < 0.2 && value < single), `single ${percent(single)}, multi_tool ${percent(hard[0] as number)}, shared_world ${percent(hard[1] as number)}`];
  },
  success_sets_not_nested: (ctx) => {
    const solved = solvedSets(ctx);
    const runs = ctx.report.runs.filter((run) => (solved.get(run.run)?.size ?? 0) > 0);
    let ranked = 0;
    const witnesses: string[] = [];
    for (const low of runs) {
      for (const high of runs) {
        const a = solved.get(low.run) as Set<string>;
        const b = solved.get(high.run) as Set<string>;
        if (a.size >= b.size) continue;
        ranked += 1;
        const extra = [...a].filter((task) => !b.has(task)).length;
        if (extra > 0) witnesses.push(`${low.label} (${a.size}) solves ${extra} that ${high.label} (${b.size}) fails`);
      }
    }
    return [witnesses.length > 0, `${witnesses.length} of ${ranked} pairs ranked by completed tasks are not nested${witnesses.length > 0 ? `, e.g. ${witnesses[0]}` : ''}`];
  },
  displayed_runs_nonzero: (ctx) => {
    const shown = new Set(displayedRuns(ctx).map((run) => run.label));
    const nonzero = new Set(ctx.report.runs.filter((run) => run.fwr.passed > 0).map((run) => run.label));
    const omitted = ctx.report.runs.filter((run) => !shown.has(run.label));
    const same = shown.size === nonzero.size && [...shown].every((label) => nonzero.has(label));
    const count = ctx.published.survey.displayed_runs.value;
    const omittedText = omitted.map((run) => `${run.label} ${run.fwr.passed}/${run.evaluations}`).join(', ');
    return [same && shown.size === count && omitted.every((run) => run.fwr.passed === 0), `${nonzero.size} runs complete a workflow, ${shown.size} are Table 2 rows; omitted: ${omittedText}`];
  },
  all_runs_kept: (ctx) => {
    const ids = ctx.report.runs.map((run) => run.run).join(',');
    const inFailures = ctx.report.first_failure.map((row) => row.run).join(',');
    const inCoverage = ctx.report.union.runs.map((row) => row.run).join(',');
    const expected = ctx.published.survey.selected_runs.value;
    const holds = ctx.report.runs.length === expected && inFailures === ids && inCoverage === ids;
    return [holds, `${ctx.report.runs.length} runs; first-failure table ${ctx.report.first_failure.length}, coverage ${ctx.report.union.runs.length}`];
  },
  omit_zero_fwr_union: (ctx) => {
    const solved = solvedSets(ctx);
    const all = table3Of(ctx, ctx.report.runs, solved);
    const shown = table3Of(ctx, displayedRuns(ctx), solved);
    const changed = Object.keys(all).filter((key) => all[key] !== shown[key]);
    const omitted = ctx.report.runs.length - displayedRuns(ctx).length;
    return [changed.length === 0 && omitted > 0, changed.length === 0 ? `${omitted} runs omitted; ${Object.entries(shown).map(([k, v]) => `${k} ${v}`).join(', ')}` : `changes ${changed.map((key) => `${key} ${all[key]} → ${shown[key]}`).join(', ')}`];
  },
  omit_zero_fwr_leaders: (ctx) => {
    const shown = displayedRuns(ctx);
    const changed = COLUMNS.filter((column) => leaders(ctx.report.runs, column).join('|') !== leaders(shown, column).join('|'));
    const detail = COLUMNS.map((column) => `${column} ${leaders(shown, column).join(' = ')}`).join('; ');
    return [changed.length === 0 && shown.length < ctx.report.runs.length, changed.length === 0 ? detail : `leader changes in ${changed.join(', ')}`];
  },
};
