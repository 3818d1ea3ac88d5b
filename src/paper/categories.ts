import type { Stage } from '../schemas/assertions.ts';
import type { Layout, TaskInfo } from './layout.ts';
import type { JointEpisodeRef } from './outcomes.ts';
import type { RunPlan } from './plan.ts';
import { Rng } from './rng.ts';
import { byEase } from './sets.ts';
import { CATEGORIES, type Category } from './joint.ts';

/**
 * Shares of a run's failing tasks (opened, with no crash before their first joint episode) whose
 * first failure is placed on the revision and on the reopening. Everything else fails first on a
 * submit. Figure 5 reads: submit dominant, revision common, reopening a small share.
 */
const REVISE_SHARE = 0.17;
const REOPEN_SHARE = 0.06;

const FAILING: readonly Category[] = ['both_fail', 'visible_pass_service_fail', 'service_pass_visible_fail'];

/** How a failing task's joint episodes are set: all pass, or one failing lead (submit or revision). */
type Mode = 'clean' | 'submit' | 'revise' | 'flex';

interface Candidate {
  id: string;
  refs: JointEpisodeRef[];
  /** The stage a task fails first at when all its joint episodes pass (outcomes.ts' fallback). */
  cleanStage: Stage;
  /** The joint revision that can fail first while the submit before it passes. */
  reviseLead: JointEpisodeRef | undefined;
  mode: Mode;
}

function candidate(info: TaskInfo, plan: RunPlan, refs: JointEpisodeRef[]): Candidate {
  const id = info.task.id;
  const crashed = plan.episodeErrors.get(id) ?? Infinity;
  const firstJoint = refs[0]?.episode ?? Infinity;
  const firstOther = info.episodes.find((e) => e.kind === 'other')?.index ?? Infinity;
  const stageAt = (index: number) => info.episodes[index]?.stage ?? 'reopen';
  const opened = plan.open.has(id);
  const cleanStage: Stage = opened ? stageAt(Math.min(crashed, firstOther)) : 'open';
  const revise = refs.find((ref) => info.episodes[ref.episode]?.stage === 'revise');
  const reviseLead = revise && revise !== refs[0] && firstOther > revise.episode && crashed > revise.episode ? revise : undefined;
  // Unopened tasks and tasks crashing before any joint check fail first there, whatever their patterns.
  const mode: Mode = !opened || crashed < firstJoint ? 'flex' : 'submit';
  return { id, refs, cleanStage, reviseLead, mode };
}

/**
 * Gives the free joint episodes of a run their patterns (the run's column counts are fixed) so
 * that Figure 5's first failures fall where the paper puts them. Each failing task is planned
 * first: the easiest take a late first failure (a revision, or a small share the reopening, by
 * passing all joint checks or failing only the joint revision); the rest fail a submit. Runs with
 * fewer failing patterns than failing tasks let multi-tool tasks pass their joint checks and fail
 * the service-only second submit. Failing patterns then go to the planned leads, the hardest
 * tasks' remaining episodes, and last to episodes the plan wanted passing; the harder the task,
 * the more severe the pattern (both fail, then service, then visible), leads before the rest.
 */
export function assignCategories(
  seed: number,
  layout: Layout,
  plan: RunPlan,
  free: readonly JointEpisodeRef[],
  counts: readonly number[],
  difficulty: ReadonlyMap<string, number>,
): Map<string, Category> {
  const rng = new Rng(seed, `categories:${plan.target.run}`);
  const byTask = new Map<string, JointEpisodeRef[]>();
  for (const ref of free) byTask.set(ref.task, [...(byTask.get(ref.task) ?? []), ref]);
  const hardestFirst = byEase(rng, difficulty, [...byTask.keys()], 0.5).reverse();
  const rank = new Map(hardestFirst.map((id, i) => [id, i]));
  const tasks = hardestFirst.map((id) => candidate(layout.byId.get(id) as TaskInfo, plan, byTask.get(id) ?? []));
  const easiestFirst = [...tasks].reverse();
  const live = easiestFirst.filter((t) => t.mode !== 'flex');

  let reopen = Math.round(REOPEN_SHARE * live.length);
  let revise = Math.round(REVISE_SHARE * live.length);
  for (const t of live) {
    if (reopen > 0 && t.cleanStage === 'reopen') {
      t.mode = 'clean';
      reopen -= 1;
    } else if (revise > 0 && t.cleanStage === 'revise') {
      t.mode = 'clean';
      revise -= 1;
    } else if (revise > 0 && t.reviseLead) {
      t.mode = 'revise';
      revise -= 1;
    }
  }

  const failing = FAILING.reduce((sum, c) => sum + (counts[CATEGORIES.indexOf(c)] ?? 0), 0);
  const passing = free.length - failing;
  const leads = () => live.filter((t) => t.mode === 'submit' || t.mode === 'revise').length;
  const kept = () => live.reduce((sum, t) => sum + (t.mode === 'clean' ? t.refs.length : t.mode === 'revise' ? 1 : 0), 0);
  // Too few failing patterns: easy tasks pass their joint checks, first those still failing a submit.
  for (const stage of ['submit', 'revise', 'reopen'] as const) {
    for (const t of live) {
      if (leads() <= failing) break;
      if (t.mode === 'submit' && t.cleanStage === stage) t.mode = 'clean';
    }
  }
  // Too few passing patterns: the hardest late failures fall back to failing a submit.
  for (const t of tasks) {
    if (kept() <= passing) break;
    if (t.mode === 'revise' || (t.mode === 'clean' && t.cleanStage !== 'submit')) t.mode = 'submit';
  }

  // Episodes in order of how strongly the plan wants them to fail; the first `failing` fail.
  const lead: JointEpisodeRef[] = [];
  const flexible: JointEpisodeRef[] = [];
  const keep: JointEpisodeRef[] = [];
  for (const t of tasks) {
    const first = t.mode === 'revise' ? t.reviseLead : t.mode === 'submit' ? t.refs[0] : undefined;
    for (const ref of t.refs) {
      if (ref === first) lead.push(ref);
      else if (t.mode === 'clean' || (t.mode === 'revise' && ref.episode < (first?.episode ?? 0))) keep.push(ref);
      else flexible.push(ref);
    }
  }
  const failed = [...lead, ...flexible, ...keep].slice(0, failing);
  // Planned leads take the most severe patterns first (a weak run's opened tasks mostly fail both
  // kinds of check), then the hardest tasks do.
  const leading = new Set(lead);
  const order = (ref: JointEpisodeRef) => (leading.has(ref) ? 0 : 1);
  failed.sort((a, b) => order(a) - order(b) || (rank.get(a.task) ?? 0) - (rank.get(b.task) ?? 0) || a.episode - b.episode);

  const keyOf = (ref: JointEpisodeRef) => `${ref.task}#${ref.episode}`;
  const result = new Map<string, Category>();
  let cursor = 0;
  for (const category of FAILING) {
    for (const ref of failed.slice(cursor, cursor + (counts[CATEGORIES.indexOf(category)] ?? 0))) result.set(keyOf(ref), category);
    cursor += counts[CATEGORIES.indexOf(category)] ?? 0;
  }
  for (const ref of free) if (!result.has(keyOf(ref))) result.set(keyOf(ref), 'both_pass');
  return result;
}
