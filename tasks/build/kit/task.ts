/**
 * Episodes with their assertion ids, and the task record. Task files in tasks/suite/ are
 * generated from the builders (`npm run tasks:build`) and committed; a test proves the committed
 * files are up to date.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, type FreeDef, type RowsDef } from './checks.ts';
import type { Json, Obj, Spec } from './types.ts';

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

/** An episode with assertion ids made from its id, position and type. */
export function episode(def: EpisodeDef): Obj {
  const out: Obj = { id: def.id, stage: def.stage, slot: def.slot ?? 'A' };
  if (def.message !== undefined) out.message = def.message;
  if (def.values) out.values = def.values;
  if (def.hint) out.action_hint = def.hint;
  if (def.requirement !== undefined) out.requirement = def.requirement;
  if (def.captures) out.captures = Object.fromEntries(Object.entries(def.captures).map(([k, v]) => [k, { from: 'inserted', field: 'id', where: {}, ...v }])) as Obj;
  // Every episode that works with a service is also held to the reference's end state.
  const withWorld = def.checks.some((c) => SERVICE_CHECKS.has(c.type)) && !def.checks.some((c) => c.type === 'world_matches_reference') ? [...def.checks, A.sameWorld(def.free, def.rows)] : def.checks;
  // Every episode also checks that no secret of the fixture is shown or kept (last, so the
  // other assertions keep their ids).
  const checks = [...withWorld, A.noSecrets()];
  out.assertions = checks.map((check, index) => ({ id: `${def.id}.${String(index + 1).padStart(2, '0')}.${check.type}`, ...check }));
  return out;
}

export interface TaskDef {
  id: string;
  family: 'single' | 'multi_tool' | 'shared_world' | 'service';
  split: 'dev' | 'public' | 'sealed';
  domains: string[];
  example?: string;
  seed: number;
  apps: { slot: string; intention: string; services: string[] }[];
  episodes: Obj[];
  reference: Record<string, { package: Obj; revisions?: Record<string, Obj> }>;
}

export function task(def: TaskDef): TaskInput {
  const out: Obj = {
    id: def.id,
    family: def.family,
    split: def.split,
    domains: def.domains,
    ...(def.example ? { example: def.example } : {}),
    context: { account: 'user' },
    world: { fixture: 'base', seed: def.seed },
    apps: def.apps as unknown as Json,
    episodes: def.episodes,
    reference: Object.fromEntries(Object.entries(def.reference).map(([slot, r]) => [slot, { package: r.package, revisions: r.revisions ?? {} }])) as Obj,
  };
  return out as unknown as TaskInput;
}

/** A task id's last part (`single.todoist.chores` → `chores`): the reference app's id. */
export const slug = (taskId: string): string => taskId.slice(taskId.lastIndexOf('.') + 1);
