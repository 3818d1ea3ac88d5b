import type { Published } from './published.ts';
import { Rng } from './rng.ts';
import type { Conflict } from './schemas.ts';
import { SURVEY_FAMILIES, type RunTarget, type SurveyFamily } from './targets.ts';

export interface SetInput {
  seed: number;
  targets: readonly RunTarget[];
  /** Survey task ids per family, each list sorted by latent difficulty (easiest first). */
  byFamily: Record<SurveyFamily, readonly string[]>;
  difficulty: ReadonlyMap<string, number>;
  table3: Published['table3'];
}

const unionKey = { single: 'table3.single_union', multi_tool: 'table3.multi_tool_union', shared_world: 'table3.shared_union' } as const;

/**
 * Chooses each run's set of passed tasks so that per-family pass counts (Table 2) and the
 * coverage of Table 3 hold: the best run solves a subset of a fixed pool of solvable tasks;
 * every other run solves mostly easy tasks inside the best run's set plus a window of the pool
 * outside it, and the windows together cover the whole pool. No other run adds more than
 * (best pair − best single) tasks to the best run, and the run with the most passes adds exactly
 * that many, so the best pair union is reached.
 */
export function choosePassedSets(input: SetInput): { sets: Map<string, Set<string>>; conflicts: Conflict[] } {
  const { targets, byFamily, difficulty, table3 } = input;
  const conflicts: Conflict[] = [];
  const total = (t: RunTarget) => t.passes.single + t.passes.multi_tool + t.passes.shared_world;
  const ranked = [...targets].sort((a, b) => total(b) - total(a) || a.run.localeCompare(b.run));
  const leader = ranked[0];
  if (!leader) return { sets: new Map(), conflicts };
  if (total(leader) !== table3.best_single_run.value) {
    conflicts.push({ key: 'table3.best_single_run', reason: `Table 2's best run passes ${total(leader)} tasks, Table 3 prints ${table3.best_single_run.value}` });
  }
  const slack = table3.best_pair_union.value - total(leader);
  const unions: Record<SurveyFamily, number> = {
    single: table3.single_union.value,
    multi_tool: table3.multi_tool_union.value,
    shared_world: table3.shared_union.value,
  };
  const others = ranked.slice(1);
  const outsideQuota = new Map<string, Record<SurveyFamily, number>>(others.map((t) => [t.run, { single: 0, multi_tool: 0, shared_world: 0 }]));
  const used = (run: string) => SURVEY_FAMILIES.reduce((sum, f) => sum + (outsideQuota.get(run)?.[f] ?? 0), 0);
  const pools = {} as Record<SurveyFamily, { inside: string[]; outside: string[] }>;
  const rng = new Rng(input.seed, 'sets');

  for (const family of SURVEY_FAMILIES) {
    const pool = byFamily[family].slice(0, unions[family]);
    if (pool.length < unions[family]) conflicts.push({ key: unionKey[family], reason: `family has only ${pool.length} tasks` });
    const order = byEase(rng, difficulty, pool);
    const g = leader.passes[family];
    pools[family] = { inside: order.slice(0, g), outside: order.slice(g) };
    // Mandatory: a run passing more tasks of this family than the leader must go outside its set.
    for (const t of others) {
      const q = outsideQuota.get(t.run);
      if (q) q[family] = Math.max(0, t.passes[family] - g);
    }
  }
  // Cover what is left of each pool outside the leader's set, one task per run in turn.
  for (const family of SURVEY_FAMILIES) {
    const size = pools[family].outside.length;
    let missing = size - others.reduce((sum, t) => sum + (outsideQuota.get(t.run)?.[family] ?? 0), 0);
    let progress = true;
    while (missing > 0 && progress) {
      progress = false;
      for (const t of others) {
        const q = outsideQuota.get(t.run);
        if (!q || missing <= 0 || q[family] >= Math.min(t.passes[family], size) || used(t.run) >= slack) continue;
        q[family] += 1;
        missing -= 1;
        progress = true;
      }
    }
    if (missing > 0) conflicts.push({ key: unionKey[family], reason: `${missing} pooled tasks cannot be covered without a pair union above ${table3.best_pair_union.value}` });
  }
  // The strongest other run reaches the best pair union exactly.
  const second = others[0];
  const q2 = second ? outsideQuota.get(second.run) : undefined;
  if (second && q2) {
    for (const family of SURVEY_FAMILIES) {
      while (used(second.run) < slack && q2[family] < Math.min(second.passes[family], pools[family].outside.length)) q2[family] += 1;
    }
    if (used(second.run) !== slack) conflicts.push({ key: 'table3.best_pair_union', reason: `no run can add ${slack} tasks to the best run` });
  }

  const sets = new Map<string, Set<string>>();
  sets.set(leader.run, new Set(SURVEY_FAMILIES.flatMap((f) => pools[f].inside)));
  const cursor: Record<SurveyFamily, number> = { single: 0, multi_tool: 0, shared_world: 0 };
  for (const t of others) {
    const q = outsideQuota.get(t.run) ?? { single: 0, multi_tool: 0, shared_world: 0 };
    const chosen = new Set<string>();
    for (const family of SURVEY_FAMILIES) {
      const { inside, outside } = pools[family];
      for (let i = 0; i < q[family]; i += 1) chosen.add(outside[(cursor[family] + i) % outside.length] as string);
      cursor[family] += q[family];
      for (const id of byEase(rng, difficulty, inside).slice(0, t.passes[family] - q[family])) chosen.add(id);
    }
    sets.set(t.run, chosen);
  }
  return { sets, conflicts };
}

/** Easiest first by latent difficulty plus a little noise, so runs agree on easy tasks but not exactly. */
export function byEase(rng: Rng, difficulty: ReadonlyMap<string, number>, ids: readonly string[], noise = 0.15): string[] {
  const keyed = ids.map((id) => ({ id, key: (difficulty.get(id) ?? 0.5) + noise * rng.next() }));
  keyed.sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : 1));
  return keyed.map((entry) => entry.id);
}
