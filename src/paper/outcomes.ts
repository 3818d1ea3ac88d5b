import type { Layout } from './layout.ts';
import type { RunPlan } from './plan.ts';
import { Rng } from './rng.ts';
import type { Category } from './joint.ts';

/** Per-assertion outcome codes of a run, indexed by the layout's global assertion index. */
export const Outcome = { fail: 0, pass: 1, generation: 2, episode: 3 } as const;
const FREE = 4;

export interface JointEpisodeRef {
  task: string;
  episode: number;
}

/** The joint episodes of a run that carry no placeholder, split into forced (passed task) and free. */
export function jointEpisodes(layout: Layout, plan: RunPlan): { forced: JointEpisodeRef[]; free: JointEpisodeRef[] } {
  const forced: JointEpisodeRef[] = [];
  const free: JointEpisodeRef[] = [];
  for (const info of layout.tasks) {
    const id = info.task.id;
    if (plan.generationFailures.has(id)) continue;
    for (const e of info.episodes) {
      if (e.kind !== 'joint' || plan.episodeErrors.get(id) === e.index) continue;
      (plan.passed.has(id) ? forced : free).push({ task: id, episode: e.index });
    }
  }
  return { forced, free };
}

export interface ResolvedRun {
  outcomes: Uint8Array;
  /** Bounds on passed assertions given the plan and patterns, and what was reached. */
  min: number;
  max: number;
  passed: number;
}

/**
 * Decides every assertion of a run. Plan and patterns fix some outcomes (placeholders, passed
 * tasks, opened tasks, one failure per failing pattern or failing task); the remaining free
 * assertions pass at random until the run's passed-assertion count is reached.
 */
export function resolveRun(seed: number, layout: Layout, plan: RunPlan, categories: ReadonlyMap<string, Category>): ResolvedRun {
  const rng = new Rng(seed, `assertions:${plan.target.run}`);
  const out = new Uint8Array(layout.assertions).fill(FREE);
  for (const info of layout.tasks) {
    const id = info.task.id;
    if (plan.generationFailures.has(id)) {
      out.fill(Outcome.generation, info.start, info.start + info.count);
      continue;
    }
    if (plan.passed.has(id)) {
      out.fill(Outcome.pass, info.start, info.start + info.count);
      continue;
    }
    const crashed = plan.episodeErrors.get(id);
    let failed = crashed !== undefined;
    const openEpisodes = info.episodes.filter((e) => e.kind === 'open' && e.index !== crashed);
    if (plan.open.has(id)) {
      for (const e of openEpisodes) out.fill(Outcome.pass, e.start, e.start + e.groups.length);
    } else if (!info.episodes.some((e) => e.kind === 'open' && e.index === crashed)) {
      const e = rng.pick(openEpisodes);
      out[e.start + rng.int(0, e.groups.length - 1)] = Outcome.fail;
      failed = true;
    }
    for (const e of info.episodes) {
      if (e.index === crashed) {
        out.fill(Outcome.episode, e.start, e.start + e.groups.length);
        continue;
      }
      const category = categories.get(`${id}#${e.index}`);
      if (e.kind !== 'joint' || category === undefined) continue;
      const at = (group: string) => e.groups.flatMap((g, i) => (g === group ? [e.start + i] : []));
      const service = at('service');
      const visible = at('visible');
      const route = at('route');
      const failOne = (list: number[]) => (out[rng.pick(list)] = Outcome.fail);
      const passAll = (list: number[]) => list.forEach((i) => (out[i] = Outcome.pass));
      if (category === 'both_pass') passAll([...service, ...visible, ...route]);
      if (category === 'service_pass_visible_fail') {
        passAll([...service, ...route]);
        failOne(visible);
      }
      if (category === 'visible_pass_service_fail') {
        passAll([...visible, ...route]);
        failOne(service);
      }
      if (category === 'both_fail') {
        failOne(service);
        failOne(visible);
      }
      if (category !== 'both_pass') failed = true;
    }
    if (!failed) {
      // A failing task with nothing failed yet fails on its first episode outside the joint table
      // (a service-only second submit or revision, else the reopen); categories.ts plans for this.
      const e = info.episodes.find((x) => x.kind === 'other') ?? info.episodes[info.episodes.length - 1];
      if (e) out[e.start + rng.int(0, e.groups.length - 1)] = Outcome.fail;
    }
  }
  const free: number[] = [];
  let min = 0;
  out.forEach((code, i) => {
    if (code === FREE) free.push(i);
    else if (code === Outcome.pass) min += 1;
  });
  const max = min + free.length;
  const want = Math.min(Math.max(plan.target.assertionsPassed, min), max);
  const passing = new Set(rng.sample(free, want - min));
  for (const i of free) out[i] = passing.has(i) ? Outcome.pass : Outcome.fail;
  return { outcomes: out, min, max, passed: want };
}
