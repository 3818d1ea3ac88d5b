/**
 * Controls for the content of what an app does, not whether it does something: each is the
 * reference package with the right APIs, wrong in a way only the end state (C3
 * `world_matches_reference`) or grounding precision (C4) can see.
 *
 * | control        | what it does                                                      | targets |
 * |----------------|-------------------------------------------------------------------|---------|
 * | wrong_content  | same APIs and given arguments; another value for one it left out  | C3      |
 * | extra_writes   | every create is made twice (the copy titled " (extra)")           | C3      |
 * | dump_lists     | after each action, lists every row of the app instead of a result | C4      |
 */
import { findApi, paramDocs } from '../world/docs.ts';
import type { ParamDoc } from '../schemas/world.ts';
import type { Reference } from '../schemas/task.ts';
import type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest } from './types.ts';

type Obj = Record<string, any>;

function fromReference(name: string, label: string, transform: (pkg: Obj) => void): Generator {
  const produce = (request: GenerationRequest | RevisionRequest, reference?: Reference): GenerationOutcome => {
    const slot = reference?.[request.slot];
    const pkg = slot === undefined ? undefined : 'episode' in request ? slot.revisions[request.episode] : slot.package;
    if (pkg === undefined) return { ok: false, kind: 'no_package', reasons: [`the reference has no package for app ${request.slot}`] };
    const copy = structuredClone(pkg) as Obj;
    transform(copy);
    return { ok: true, package: copy };
  };
  return {
    name,
    label,
    developer: 'liveuibench controls',
    readsReference: true,
    runtime: { apis: 'live', persist: 'kept' },
    generate: async (request, reference) => produce(request, reference),
    revise: async (request, reference) => produce(request, reference),
  };
}

const actions = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);

function apiOf(step: Obj): { app: string; method: string; params: ParamDoc[] } | undefined {
  if (typeof step.call !== 'string') return undefined;
  const [app = '', api = ''] = step.call.split('.');
  const def = findApi(app, api);
  return def ? { app, method: def.method, params: paramDocs(def) } : undefined;
}

/** Write calls of a plan, nested for_each steps included, in order. */
function writeSteps(steps: Obj[], out: Obj[] = []): Obj[] {
  for (const step of steps) {
    if (Array.isArray(step.steps)) writeSteps(step.steps, out);
    const api = apiOf(step);
    if (api && api.method !== 'GET') out.push(step);
  }
  return out;
}

/** Another value than `current` for a parameter, by its documented type; undefined when none fits. */
function otherValue(param: ParamDoc, current: unknown): unknown {
  const options = param.type.includes('"') ? param.type.split(' | ').map((t) => JSON.parse(t) as unknown) : [];
  if (options.length > 1) return options.find((o) => o !== current);
  if (param.type === 'boolean') return !(current === true);
  if (param.type === 'integer' || param.type === 'number') return typeof current === 'number' ? current + 1 : 1;
  if (param.type === 'string' && !/(_id|path|email|phone|date|time)$/.test(param.name)) return typeof current === 'string' && current !== '' ? `${current} (other)` : 'Other';
  return undefined;
}

const ORDER = ['boolean', 'enum', 'integer', 'number', 'string'];
const rank = (p: ParamDoc) => ORDER.indexOf(p.type.includes('"') ? 'enum' : p.type);

/** Arguments that steer how a call runs rather than what it stores. */
const FLAGS = /^(overwrite|reply_all|notify|force|recursive|dry_run|page_index|page_limit|sort_by)$/;
const TEXT = (name: string) => !/(_id|path|email|emails|addresses|phone|phone_number|date|time|_at)$/.test(name);

/**
 * One write call gets another value for one argument: first one the reference left to its
 * default (a repeat flag, a visibility, a priority), else a literal it passes, else a text it
 * passes from the user's input (the argument may be asserted; the end state must see it anyway).
 */
function changeOneArgument(step: Obj): void {
  const api = apiOf(step);
  if (!api) return;
  const args: Obj = (step.args ??= {});
  const unset = api.params.filter((p) => !p.required && !(p.name in args) && !p.name.endsWith('_id') && !FLAGS.test(p.name) && rank(p) >= 0).sort((a, b) => rank(a) - rank(b));
  for (const param of unset) {
    const value = otherValue(param, param.default);
    if (value !== undefined) {
      args[param.name] = value;
      return;
    }
  }
  for (const param of api.params) {
    const current = args[param.name];
    if (current === undefined || (typeof current === 'string' && current.includes('{{')) || param.name.endsWith('_id') || FLAGS.test(param.name)) continue;
    const value = otherValue(param, current);
    if (value !== undefined) {
      args[param.name] = value;
      return;
    }
  }
  for (const param of api.params) {
    const current = args[param.name];
    // A number from the user's input: another amount or quantity.
    if (typeof current === 'string' && current.includes('{{') && (param.type === 'integer' || param.type === 'number') && !param.name.endsWith('_id')) {
      args[param.name] = 7;
      return;
    }
    if (typeof current === 'string' && current.includes('{{') && param.type === 'string' && TEXT(param.name)) {
      args[param.name] = `${current} (other)`;
      return;
    }
  }
}

/** A call that adds something: every POST (creates, and adds to an existing record). */
function isCreate(step: Obj): boolean {
  return apiOf(step)?.method === 'POST';
}

/** A copy of a call that the world accepts beside the original: other texts, paths and numbers. */
function extraCopy(step: Obj): Obj {
  const params = new Map((apiOf(step)?.params ?? []).map((p) => [p.name, p]));
  const args: Obj = structuredClone(step.args ?? {});
  for (const [key, value] of Object.entries(args)) {
    if (typeof value !== 'string' || params.get(key)?.type !== 'string') continue;
    if (/path$/.test(key)) args[key] = `${value}.extra`;
    else if (/phone/.test(key)) args[key] = `${value}1`;
    else if (TEXT(key)) args[key] = `${value} (extra)`;
  }
  return { call: step.call, args };
}

/**
 * Every POST is made twice. Top-level copies go at the end of the plan, so the original flow
 * (its state and message) is untouched; copies inside a for_each stay beside their original.
 */
function insertExtraCreates(steps: Obj[], nested = false): void {
  const tail: Obj[] = [];
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index] as Obj;
    if (Array.isArray(step.steps)) insertExtraCreates(step.steps, true);
    if (!isCreate(step)) continue;
    if (nested) {
      steps.splice(index + 1, 0, extraCopy(step));
      index += 1;
    } else tail.push(extraCopy(step));
  }
  steps.push(...tail);
}

/** Per app, the read that lists everything of the kind an app of that service keeps. */
const LIST_ALL: Record<string, [string, Obj]> = {
  spotify: ['spotify.show_playlist_library', { page_limit: 20 }],
  amazon: ['amazon.search_products', { page_limit: 20 }],
  gmail: ['gmail.show_drafts', { page_limit: 20 }],
  phone: ['phone.search_contacts', { page_limit: 20 }],
  simple_note: ['simple_note.search_notes', { page_limit: 20 }],
  splitwise: ['splitwise.show_expenses', { page_limit: 20 }],
  todoist: ['todoist.show_tasks', { page_limit: 20 }],
  venmo: ['venmo.search_users', { page_limit: 20 }],
  file_system: ['file_system.show_directory', {}],
};

function dumpEverything(action: Obj): void {
  if (!Array.isArray(action.plan)) return;
  const writes = writeSteps(action.plan);
  const first = (writes[0] ?? action.plan.find((s: Obj) => typeof s.call === 'string')) as Obj | undefined;
  const app = typeof first?.call === 'string' ? (first.call.split('.')[0] as string) : undefined;
  const list = app === undefined ? undefined : LIST_ALL[app];
  if (!list) return;
  const [call, args] = list;
  const def = findApi(...(call.split('.') as [string, string]));
  const known = new Set(def ? paramDocs(def).map((p) => p.name) : []);
  const kept = Object.fromEntries(Object.entries(args).filter(([k]) => known.has(k)));
  const services: string[] = Array.isArray(action.services) ? action.services : [];
  if (!services.includes(app as string)) return;
  // The result is replaced by the whole list: every row, the episode's record somewhere in it.
  action.plan = [...action.plan.filter((s: Obj) => typeof s.message !== 'string'), { call, args: kept, bind: 'everything' }, { message: `Everything in ${app}: {{everything}}` }];
}

export const contentControls = {
  wrong_content: fromReference('wrong_content', 'Control: wrong content', (pkg) => {
    for (const action of actions(pkg)) for (const step of writeSteps(Array.isArray(action.plan) ? action.plan : [])) changeOneArgument(step);
  }),
  extra_writes: fromReference('extra_writes', 'Control: extra writes', (pkg) => {
    for (const action of actions(pkg)) if (Array.isArray(action.plan)) insertExtraCreates(action.plan);
  }),
  dump_lists: fromReference('dump_lists', 'Control: dump lists', (pkg) => {
    for (const action of actions(pkg)) dumpEverything(action);
  }),
} as const satisfies Record<string, Generator>;
