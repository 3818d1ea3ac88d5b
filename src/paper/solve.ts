import { hashValue } from '../io/hash.ts';
import { buildSkeleton } from './skeleton.ts';
import { layoutOf, type Layout } from './layout.ts';
import { choosePassedSets } from './sets.ts';
import { planRuns, type RunPlan } from './plan.ts';
import { CATEGORIES, categoryWeights, fitMatrix, type Category } from './joint.ts';
import { assignCategories } from './categories.ts';
import { jointEpisodes, resolveRun } from './outcomes.ts';
import { identities } from './identities.ts';
import type { Published } from './published.ts';
import type { Conflict, SkeletonTask } from './schemas.ts';
import { runTargets, SURVEY_FAMILIES, type SurveyFamily } from './targets.ts';

export interface SolvedRun {
  plan: RunPlan;
  categories: Map<string, Category>;
  outcomes: Uint8Array;
}

export interface Solution {
  seed: number;
  tasks: SkeletonTask[];
  layout: Layout;
  taskSetHash: string;
  runs: SolvedRun[];
  conflicts: Conflict[];
  identities: { name: string; holds: boolean; detail: string }[];
}

/** Solves the whole reconstruction in memory (no I/O): task skeletons and every run's outcomes. */
export function solve(published: Published, seed: number): Solution {
  const t1 = published.table1;
  const family = (row: typeof t1.single) => ({
    all: row.all.value,
    public: row.public.value,
    cross_all: row.cross_service_all.value,
    cross_public: row.cross_service_public.value,
  });
  const { tasks, difficulty } = buildSkeleton({
    seed,
    families: { single: family(t1.single), multi_tool: family(t1.multi_tool), shared_world: family(t1.shared_world) },
    serviceTasks: t1.service.all_extra.value,
    assertions: published.survey.assertions_per_run.value,
  });
  const layout = layoutOf(tasks);
  const survey = tasks.filter((t) => t.survey);
  const taskSetHash = hashValue(survey.map((t) => ({ id: t.id, episodes: t.episodes })));
  const sizes = Object.fromEntries(SURVEY_FAMILIES.map((f) => [f, survey.filter((t) => t.family === f).length])) as Record<SurveyFamily, number>;
  const checks = identities(published);
  const conflicts: Conflict[] = checks.filter((c) => !c.holds).map((c) => ({ key: c.key, reason: c.detail }));

  const { targets, conflicts: targetConflicts } = runTargets(published, sizes);
  conflicts.push(...targetConflicts);
  const byFamily = Object.fromEntries(
    SURVEY_FAMILIES.map((f) => [f, survey.filter((t) => t.family === f).map((t) => t.id).sort((a, b) => (difficulty.get(a) ?? 0) - (difficulty.get(b) ?? 0))]),
  ) as Record<SurveyFamily, string[]>;
  const { sets, conflicts: setConflicts } = choosePassedSets({ seed, targets, byFamily, difficulty, table3: published.table3 });
  conflicts.push(...setConflicts);

  const j = published.joint;
  const columns = [j.both_pass.value, j.service_pass_visible_fail.value, j.visible_pass_service_fail.value, j.both_fail.value];
  const { plans, conflicts: planConflicts } = planRuns(seed, layout, difficulty, targets, sets, {
    jointEpisodes: columns.reduce((a, b) => a + b, 0),
    placeholderEpisodes: j.error_placeholder_records.value,
  });
  conflicts.push(...planConflicts);

  const episodes = plans.map((plan) => jointEpisodes(layout, plan));
  const forced = episodes.reduce((sum, e) => sum + e.forced.length, 0);
  const matrix = fitMatrix(
    plans.map((plan) => categoryWeights(plan.target.assertionsPassed / layout.assertions)),
    episodes.map((e) => e.free.length),
    [columns[0]! - forced, ...columns.slice(1)] as number[],
  );
  if (!matrix) conflicts.push({ key: 'joint.both_pass', reason: `the ${forced} joint episodes of passed tasks exceed the published both-pass count, or the totals disagree` });

  const runs: SolvedRun[] = plans.map((plan, r) => {
    const counts = matrix?.[r] ?? CATEGORIES.map(() => 0);
    const categories = assignCategories(seed, layout, plan, episodes[r]?.free ?? [], counts, difficulty);
    const resolved = resolveRun(seed, layout, plan, categories);
    if (resolved.passed !== plan.target.assertionsPassed) {
      const key = plan.target.published ? `table2.${plan.target.label}.apr` : `chosen.${plan.target.label}.apr`;
      conflicts.push({ key, reason: `passed assertions must lie in [${resolved.min}, ${resolved.max}] given the other constraints; wanted ${plan.target.assertionsPassed}` });
    }
    return { plan, categories, outcomes: resolved.outcomes };
  });
  return { seed, tasks, layout, taskSetHash, runs, conflicts, identities: checks.map(({ name, holds, detail }) => ({ name, holds, detail })) };
}
