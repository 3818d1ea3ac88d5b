import type { Layout, TaskInfo } from './layout.ts';
import { Rng } from './rng.ts';
import { byEase } from './sets.ts';
import type { Conflict } from './schemas.ts';
import type { RunTarget } from './targets.ts';

/** Which tasks a run opens, which generations fail and which episodes crash. */
export interface RunPlan {
  target: RunTarget;
  passed: Set<string>;
  open: Set<string>;
  generationFailures: Set<string>;
  /** Task → index of its crashed episode (at most one per task). */
  episodeErrors: Map<string, number>;
}

export interface PlacementTargets {
  /** Joint-table episodes summed over runs (both pass + the three failure patterns). */
  jointEpisodes: number;
  /** Episode records with error placeholders, summed over runs. */
  placeholderEpisodes: number;
}

const jointCount = (info: TaskInfo) => info.episodes.filter((e) => e.kind === 'joint').length;
const otherCount = (info: TaskInfo) => info.episodes.length - jointCount(info);

/**
 * Open sets, generation failures and episode crashes for every run. Over all runs the placeholder
 * episodes must number `placeholderEpisodes`, and the joint episodes left without placeholders
 * must number `jointEpisodes`; generation failures (whole tasks, concentrated where Open is low)
 * take most of both, and single episode crashes make up the exact remainder.
 */
export function planRuns(
  seed: number,
  layout: Layout,
  difficulty: ReadonlyMap<string, number>,
  targets: readonly RunTarget[],
  sets: ReadonlyMap<string, Set<string>>,
  totals: PlacementTargets,
): { plans: RunPlan[]; conflicts: Conflict[] } {
  const conflicts: Conflict[] = [];
  const n = layout.tasks.length;
  const ids = layout.tasks.map((t) => t.task.id);
  const plans: RunPlan[] = targets.map((target) => {
    const passed = sets.get(target.run) ?? new Set<string>();
    const rng = new Rng(seed, `open:${target.run}`);
    const rest = byEase(rng, difficulty, ids.filter((id) => !passed.has(id)), 0.6);
    const open = new Set([...passed, ...rest.slice(0, Math.max(0, target.open - passed.size))]);
    if (open.size !== target.open) conflicts.push({ key: `table2.${target.label}.open`, reason: `Open ${target.open} is below the ${passed.size} passed tasks` });
    return { target, passed, open, generationFailures: new Set<string>(), episodeErrors: new Map<string, number>() };
  });

  const jointTarget = totals.jointEpisodes;
  const pbTarget = targets.length * layout.jointEpisodes - jointTarget;
  const nbTarget = totals.placeholderEpisodes - pbTarget;
  if (pbTarget < 0 || nbTarget < 0) {
    conflicts.push({ key: 'joint.error_placeholder_records', reason: `the task skeleton has ${layout.jointEpisodes} joint episodes per run; the joint and placeholder totals cannot both hold` });
    return { plans, conflicts };
  }

  // Generation failures: quota ∝ tasks not opened, gated to runs that open under about half the
  // tasks. Figure 5: runs with low opening coverage fail most often while generating, so there
  // generation failures must outnumber the unopened tasks that fail their opening checks.
  const meanOther = layout.tasks.reduce((sum, t) => sum + otherCount(t), 0) / n;
  const weight = plans.map((p) => {
    const closed = n - p.open.size;
    return closed / (1 + Math.exp(-(closed - n / 2) / (n / 30)));
  });
  const kappa = (0.95 * nbTarget) / (meanOther * weight.reduce((a, b) => a + b, 0));
  const chosen = plans.map((plan, r) => {
    const rng = new Rng(seed, `generation:${plan.target.run}`);
    const closed = ids.filter((id) => !plan.open.has(id));
    return rng.shuffle(closed).slice(0, Math.min(closed.length, Math.round(kappa * (weight[r] ?? 0))));
  });
  let pb = 0;
  let nb = 0;
  for (const list of chosen) for (const id of list) {
    const info = layout.byId.get(id) as TaskInfo;
    pb += jointCount(info);
    nb += otherCount(info);
  }
  while (pb > pbTarget || nb > nbTarget) {
    const longest = chosen.reduce((best, list, r) => (list.length > (chosen[best]?.length ?? 0) ? r : best), 0);
    const id = chosen[longest]?.pop();
    if (id === undefined) break;
    const info = layout.byId.get(id) as TaskInfo;
    pb -= jointCount(info);
    nb -= otherCount(info);
  }
  plans.forEach((plan, r) => {
    for (const id of chosen[r] ?? []) plan.generationFailures.add(id);
  });

  // Single crashed episodes make up the rest: joint ones (pbTarget − pb), others (nbTarget − nb).
  spreadErrors(seed, layout, plans, pbTarget - pb, 'joint', conflicts);
  spreadErrors(seed, layout, plans, nbTarget - nb, 'other', conflicts);
  return { plans, conflicts };
}

function spreadErrors(seed: number, layout: Layout, plans: RunPlan[], count: number, kind: 'joint' | 'other', conflicts: Conflict[]): void {
  if (count <= 0) return;
  const candidates = plans.map((plan) =>
    layout.tasks.filter((t) => !plan.passed.has(t.task.id) && !plan.generationFailures.has(t.task.id) && !plan.episodeErrors.has(t.task.id)),
  );
  const weights = plans.map((plan, r) => (1 - plan.target.assertionsPassed / layout.assertions) * (candidates[r]?.length ?? 0));
  const quotas = apportion(count, weights);
  plans.forEach((plan, r) => {
    const rng = new Rng(seed, `episode-errors:${kind}:${plan.target.run}`);
    let left = quotas[r] ?? 0;
    for (const info of rng.shuffle(candidates[r] ?? [])) {
      if (left === 0) break;
      const eligible = info.episodes.filter((e) =>
        kind === 'joint' ? e.kind === 'joint' : e.kind === 'other' || (e.kind === 'open' && !plan.open.has(info.task.id)),
      );
      if (eligible.length === 0) continue;
      plan.episodeErrors.set(info.task.id, rng.pick(eligible).index);
      left -= 1;
    }
    if (left > 0) conflicts.push({ key: 'joint.error_placeholder_records', reason: `${left} ${kind} episode errors found no place in ${plan.target.run}` });
  });
}

/** Largest-remainder apportionment of `total` units by `weights`. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const base = exact.map(Math.floor);
  let left = total - base.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    base[i] = (base[i] ?? 0) + 1;
    left -= 1;
  }
  return base;
}
