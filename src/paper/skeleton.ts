import { CONTRACTS, type AssertionType } from '../schemas/task.ts';
import type { Family, Split, Stage } from '../schemas/assertions.ts';
import { Rng } from './rng.ts';
import type { SkeletonAssertion, SkeletonEpisode, SkeletonTask } from './schemas.ts';

export const SERVICES = ['spotify', 'amazon', 'gmail', 'phone', 'venmo', 'splitwise', 'todoist', 'simple_note', 'file_system'] as const;

/** Per family: all, public, cross-service among all, cross-service among public (Table 1). */
export interface FamilyCounts {
  all: number;
  public: number;
  cross_all: number;
  cross_public: number;
}

export interface SkeletonSpec {
  seed: number;
  families: Record<'single' | 'multi_tool' | 'shared_world', FamilyCounts>;
  /** Record-centred service tasks outside the survey (Table 1's last row). */
  serviceTasks: number;
  /** Assigned assertions per run over the survey tasks. */
  assertions: number;
}

type Draft = { id: string; stage: Stage; slot: string; types: AssertionType[] };

function episode(id: string, stage: Stage, slot: string, types: AssertionType[]): Draft {
  return { id, stage, slot, types };
}

const maybe = (rng: Rng, p: number, type: AssertionType): AssertionType[] => (rng.chance(p) ? [type] : []);

function singleEpisodes(rng: Rng): Draft[] {
  const drafts = [
    episode('open', 'open', 'A', ['input_available', 'action_available', ...maybe(rng, 0.6, 'visible_contains')]),
    episode('submit', 'submit', 'A', [
      'route_enters_orchestrator', 'api_called', 'db_changed', 'record_matches',
      ...maybe(rng, 0.6, 'mutation_limit'), ...maybe(rng, 0.5, 'no_collateral'), 'visible_result_grounded',
    ]),
  ];
  // Half the revisions show a concrete result; the others are checked on the service side only.
  const reviseVisible = rng.chance(0.5);
  drafts.push(episode('revise', 'revise', 'A', [
    'route_enters_orchestrator', 'api_called', 'record_identity_preserved', 'record_matches',
    ...maybe(rng, 0.4, 'mutation_limit'), ...(reviseVisible ? (['visible_result_grounded'] as const) : []),
  ]));
  drafts.push(episode('reopen', 'reopen', 'A', ['persisted_visible', ...maybe(rng, 0.5, 'state_retained')]));
  if (rng.chance(0.35)) drafts.push(episode('followup', 'followup', 'A', ['route_enters_orchestrator', 'visible_result_grounded']));
  return drafts;
}

function multiToolEpisodes(rng: Rng): Draft[] {
  const drafts = [
    episode('open', 'open', 'A', ['input_available', 'action_available', 'visible_contains']),
    episode('submit', 'submit', 'A', [
      'route_enters_orchestrator', 'api_called', 'api_called', 'db_changed', 'record_matches',
      ...maybe(rng, 0.5, 'no_collateral'), 'visible_result_grounded',
    ]),
    episode('submit-2', 'submit', 'A', ['route_enters_orchestrator', 'api_called', 'db_changed', 'record_matches']),
    episode('revise', 'revise', 'A', [
      'route_enters_orchestrator', 'api_called', 'record_identity_preserved', 'record_matches', 'visible_result_grounded',
    ]),
    episode('reopen', 'reopen', 'A', ['persisted_visible', 'state_retained']),
  ];
  if (rng.chance(0.5)) drafts.push(episode('followup', 'followup', 'A', ['route_enters_orchestrator', 'visible_result_grounded']));
  return drafts;
}

function sharedWorldEpisodes(rng: Rng): Draft[] {
  return [
    episode('a-open', 'open', 'A', ['input_available', 'action_available']),
    episode('a-submit', 'submit', 'A', ['route_enters_orchestrator', 'api_called', 'db_changed', 'record_matches', 'visible_result_grounded']),
    // App B must discover what app A wrote: its opening checks the record is shown.
    episode('b-open', 'open', 'B', ['input_available', 'action_available', 'visible_contains']),
    episode('b-submit', 'submit', 'B', [
      'route_enters_orchestrator', 'api_called', 'record_matches', ...maybe(rng, 0.5, 'no_collateral'), 'visible_result_grounded',
    ]),
    episode('b-reopen', 'reopen', 'B', ['persisted_visible', ...maybe(rng, 0.5, 'state_retained')]),
  ];
}

function finish(drafts: readonly Draft[]): SkeletonEpisode[] {
  return drafts.map((draft) => {
    const seen = new Map<string, number>();
    const assertions: SkeletonAssertion[] = draft.types.map((type) => {
      const n = (seen.get(type) ?? 0) + 1;
      seen.set(type, n);
      const [contract, group] = CONTRACTS[type];
      return { id: `${draft.id}.${type}${n > 1 ? `-${n}` : ''}`, type, contract, group };
    });
    return { id: draft.id, stage: draft.stage, slot: draft.slot, assertions };
  });
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function servicesFor(rng: Rng, family: Family, cross: boolean): SkeletonTask['apps'] {
  const pool = rng.shuffle(SERVICES);
  const take = (n: number) => pool.splice(0, n);
  if (family === 'multi_tool') return [{ slot: 'A', services: take(rng.chance(0.5) ? 3 : 4).sort() }];
  if (family === 'shared_world') {
    const a = take(1);
    return [{ slot: 'A', services: a }, { slot: 'B', services: cross ? take(1) : [...a] }];
  }
  return [{ slot: 'A', services: take(cross ? 2 : 1).sort() }];
}

/** Assigns split and cross-service flags so that Table 1's four counts hold exactly. */
function flags(rng: Rng, counts: FamilyCounts): { split: Split; cross: boolean }[] {
  const { all, public: pub, cross_all, cross_public } = counts;
  const list: { split: Split; cross: boolean }[] = [];
  for (let i = 0; i < all; i += 1) {
    const cross = i < cross_all;
    const split: Split = (cross ? i < cross_public : i - cross_all < pub - cross_public) ? 'public' : 'sealed';
    list.push({ split, cross });
  }
  return rng.shuffle(list);
}

const builders = { single: singleEpisodes, multi_tool: multiToolEpisodes, shared_world: sharedWorldEpisodes } as const;

/**
 * The survey's task skeletons (and the service tasks outside it): families, splits and
 * cross-service counts of Table 1, five-contract episodes, and exactly `spec.assertions`
 * assigned assertions over the survey tasks. Returns tasks sorted by id and a latent
 * difficulty per survey task (the solver's only notion of which tasks are easy).
 */
export function buildSkeleton(spec: SkeletonSpec): { tasks: SkeletonTask[]; difficulty: Map<string, number> } {
  const rng = new Rng(spec.seed, 'skeleton');
  const survey: (SkeletonTask & { drafts: Draft[] })[] = [];
  const difficulty = new Map<string, number>();
  for (const family of ['single', 'multi_tool', 'shared_world'] as const) {
    const counts = spec.families[family];
    flags(rng, counts).forEach(({ split, cross }, index) => {
      const id = `${family.replace('_', '-')}-${pad(index + 1, 3)}`;
      difficulty.set(id, rng.next());
      survey.push({ id, family, split, survey: true, apps: servicesFor(rng, family, cross), episodes: [], drafts: builders[family](rng) });
    });
  }
  fitTotal(rng, survey.map((task) => task.drafts), spec.assertions);
  const tasks: SkeletonTask[] = survey.map(({ drafts, ...task }) => ({ ...task, episodes: finish(drafts) }));
  for (let index = 0; index < spec.serviceTasks; index += 1) {
    tasks.push({
      id: `service-${pad(index + 1, 3)}`,
      family: 'service',
      split: 'dev',
      survey: false,
      apps: servicesFor(rng, 'single', false),
      episodes: finish(singleEpisodes(rng).filter((draft) => draft.stage !== 'followup')),
    });
  }
  tasks.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { tasks, difficulty };
}

/** Adds independent record reads (or drops optional checks) until the total is exact. */
function fitTotal(rng: Rng, tasks: Draft[][], target: number): void {
  const episodes = tasks.flat();
  let total = episodes.reduce((sum, draft) => sum + draft.types.length, 0);
  const withService = episodes.filter((draft) => draft.types.includes('api_called'));
  while (total < target) {
    const draft = rng.pick(withService);
    if (draft.types.filter((type) => type === 'record_matches').length >= 4) continue;
    draft.types.splice(draft.types.indexOf('record_matches') + 1, 0, 'record_matches');
    total += 1;
  }
  const optional: AssertionType[] = ['mutation_limit', 'no_collateral', 'state_retained', 'visible_contains'];
  while (total > target) {
    const draft = rng.pick(episodes);
    const at = draft.types.findIndex((type) => optional.includes(type));
    if (at < 0 || draft.types.length <= 1) continue;
    draft.types.splice(at, 1);
    total -= 1;
  }
}
