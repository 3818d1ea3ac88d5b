/**
 * Episodes with their assertion ids, and the task record. Task files in tasks/suite/ are
 * generated from the builders (`npm run tasks:build`) and committed; a test proves the committed
 * files are up to date.
 */
import type { z } from 'zod';
import type { EpisodeSpecSchema, TaskInput } from '../../../src/schemas/task.ts';
import { userWords, withBecause } from '../../../src/suite/user-words.ts';
import { A, type FreeDef, type RowsDef } from './checks.ts';
import type { Family, Obj, Spec, Split } from './types.ts';

/** Checks that say something about the services: an episode with any of them changes or reads the world. */
const SERVICE_CHECKS = new Set(['api_called', 'db_changed', 'record_matches', 'record_identity_preserved', 'mutation_limit', 'no_collateral']);

export interface EpisodeDef {
  id: string;
  stage: 'open' | 'submit' | 'revise' | 'reopen' | 'followup';
  slot?: string;
  message?: string;
  values?: Record<string, string | number | boolean>;
  hint?: string[];
  requirement?: string;
  captures?: Record<string, { app: string; table: string; field?: string; where?: Obj }>;
  checks: Spec[];
  /** Fields of this episode's changes the user leaves to the app. */
  free?: FreeDef[];
  /** Row sets of this episode the user constrains without enumerating. */
  rows?: RowsDef[];
}

type EpisodeInput = z.input<typeof EpisodeSpecSchema>;

/** An episode with assertion ids made from its id, position and type. */
export function episode(def: EpisodeDef): EpisodeInput {
  // Every episode that works with a service is also held to the reference's end state.
  const withWorld = def.checks.some((c) => SERVICE_CHECKS.has(c.type)) && !def.checks.some((c) => c.type === 'world_matches_reference') ? [...def.checks, A.sameWorld(def.free, def.rows)] : def.checks;
  // Every episode also checks that no secret of the fixture is shown or kept (last, so the
  // other assertions keep their ids).
  const checks = [...withWorld, A.noSecrets()];
  return {
    id: def.id,
    stage: def.stage,
    slot: def.slot ?? 'A',
    ...(def.message !== undefined ? { message: def.message } : {}),
    ...(def.values ? { values: def.values } : {}),
    ...(def.hint ? { action_hint: def.hint } : {}),
    ...(def.requirement !== undefined ? { requirement: def.requirement } : {}),
    ...(def.captures ? { captures: Object.fromEntries(Object.entries(def.captures).map(([k, v]) => [k, { from: 'inserted' as const, field: 'id', where: {}, ...v }])) } : {}),
    assertions: checks.map((check, index) => ({ id: `${def.id}.${String(index + 1).padStart(2, '0')}.${check.type}`, ...check })),
  };
}

export interface TaskDef {
  id: string;
  family: Family;
  split: Split;
  domains: string[];
  example?: string;
  seed: number;
  apps: { slot: string; intention: string; services: string[] }[];
  episodes: EpisodeInput[];
  reference: Record<string, { package: Obj; revisions?: Record<string, Obj> }>;
}

/**
 * Every visible or kept check names the user's words it comes from (`because`); one that cannot
 * asks for what the user never did (an id nobody asked to see, a reference text nobody dictated)
 * and is left out. Ids stay as `episode` numbered them, so the others keep theirs.
 */
function onlyWhatWasAsked(def: TaskDef): EpisodeInput[] {
  const said = { apps: def.apps, episodes: def.episodes.map((e) => ({ slot: e.slot, message: e.message, requirement: e.requirement, values: e.values })) };
  return def.episodes.map((e, index) => {
    const words = userWords(said, index);
    return { ...e, assertions: (e.assertions ?? []).flatMap((a) => withBecause(a, words) ?? []) };
  });
}

export function task(def: TaskDef): TaskInput {
  return {
    id: def.id,
    family: def.family,
    split: def.split,
    domains: def.domains,
    ...(def.example ? { example: def.example } : {}),
    context: { account: 'user' },
    world: { fixture: 'base', seed: def.seed },
    apps: def.apps,
    episodes: onlyWhatWasAsked(def),
    reference: Object.fromEntries(Object.entries(def.reference).map(([slot, r]) => [slot, { package: r.package, revisions: r.revisions ?? {} }])),
  };
}

/** A task id's last part (`single.todoist.chores` → `chores`): the reference app's id. */
export const slug = (taskId: string): string => taskId.slice(taskId.lastIndexOf('.') + 1);
