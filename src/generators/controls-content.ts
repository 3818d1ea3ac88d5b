/**
 * Controls for the content of what an app does, not whether it does something: each is the
 * reference package with the right APIs, wrong in a way only the end state (C3
 * `world_matches_reference`) or grounding precision (C4) can see.
 *
 * | control        | what it does                                                      | targets |
 * |----------------|-------------------------------------------------------------------|---------|
 * | wrong_content  | same APIs; another value for one argument (one it left out, else   | C3      |
 * |                | a literal, a typed text replaced (not extended), the next record   |         |
 * |                | found, another path)                                              |         |
 * | extra_writes   | every create is made twice (the copy titled " (extra)"); an app    | C3      |
 * |                | that only edits repeats each edit on two more records of the kind |         |
 * | dump_lists     | after each action, lists every row of the app instead of a result | C4      |
 */
import { findApi, paramDocs } from '../world/docs.ts';
import type { ParamDoc } from '../schemas/world.ts';
import type { Reference, Task } from '../schemas/task.ts';
import type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest } from './types.ts';

type Obj = Record<string, any>;

/** `reason`: why the transform leaves a task's packages exactly the reference's, asked only where it does. */
function fromReference(name: string, label: string, transform: (pkg: Obj) => void, reason?: string): Generator {
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
    ...(reason === undefined
      ? {}
      : {
          whyUnchanged: (task: Task) => {
            const packages = Object.values(task.reference).flatMap((entry) => [entry.package, ...Object.values(entry.revisions)]);
            const changes = packages.some((pkg) => {
              const copy = structuredClone(pkg) as Obj;
              transform(copy);
              return JSON.stringify(copy) !== JSON.stringify(pkg);
            });
            return changes ? undefined : reason;
          },
        }),
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
  // An enum ('"a" | "b"'); an array of enum values ('array<"a" | …>') is not one value to swap.
  const options = param.type.startsWith('"') ? param.type.split(' | ').filter((t) => t.startsWith('"')).map((t) => JSON.parse(t) as unknown) : [];
  if (options.length > 1) return options.find((o) => o !== current);
  if (param.type === 'boolean') return !(current === true);
  if (param.type === 'integer' || param.type === 'number') return typeof current === 'number' ? current + 1 : 1;
  // Another text replaces the value, never extends it: "<the user's words> (other)" still holds
  // the user's words, and a check that leaves the wording free (s12: a subject that names the event)
  // rightly passes it.
  if (param.type === 'string' && !/(_id|path|email|phone|date|time)$/.test(param.name)) return replacedText(current);
  return undefined;
}

/**
 * A text that replaces `current` and holds none of it: the wrong content of a text the user gave
 * (a subject, a message, a note's words) is another text, not the user's words with more after them.
 */
export function replacedText(current: unknown): string {
  return typeof current === 'string' && current.trim().toLowerCase() === 'other' ? 'Something else' : 'Other';
}

const ORDER = ['boolean', 'enum', 'integer', 'number', 'string'];
const rank = (p: ParamDoc) => ORDER.indexOf(p.type.startsWith('"') ? 'enum' : p.type);

/** Arguments that steer how a call runs rather than what it stores. */
const FLAGS = /^(overwrite|reply_all|notify|force|recursive|dry_run|page_index|page_limit|sort_by)$/;
const TEXT = (name: string) => !/(_id|path|email|emails|addresses|phone|phone_number|date|time|_at)$/.test(name);
/**
 * Settings a user never names that `kit/unfilled.ts` leaves to the app when the reference leaves
 * them out (s11: an alarm's snooze and vibration, a label's or project's colour; s12: a to-do's
 * priority): setting one is the app's choice, not wrong content. Nor is swapping a literal one the
 * reference chose itself (a to-do it files as "high" though the user gave no priority); where the
 * user did give it, the control changes another argument instead. s13 (people13): who may see a
 * Venmo payment (`private`), a voice message's length (`duration`), a contact's relationships.
 */
const APPS_CHOICE = /^(snooze_minutes|vibration|color|priority|private|duration|relationships)$/;

/**
 * The same field of the next record a look-up found: `{{found.0.album_id}}` becomes
 * `{{found.1.album_id}}`, and the look-up bound as `found` returns at least two records. Undefined
 * when the value is not a whole reference into a look-up of this plan.
 */
function neighbour(plan: Obj[], value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^\{\{([A-Za-z_][A-Za-z0-9_]*)\.0\.([A-Za-z0-9_.]+)\}\}$/.exec(value) : null;
  if (!match) return undefined;
  const [, bind, field] = match;
  const lookUp = allSteps(plan).find((s) => s.bind === bind && apiOf(s)?.method === 'GET');
  if (!lookUp) return undefined;
  const args: Obj = (lookUp.args ??= {});
  if (typeof args.page_limit === 'number' && args.page_limit < 2) args.page_limit = 2;
  return `{{${bind}.1.${field}}}`;
}

function allSteps(steps: Obj[], out: Obj[] = []): Obj[] {
  for (const step of steps) {
    out.push(step);
    if (Array.isArray(step.steps)) allSteps(step.steps, out);
  }
  return out;
}

/**
 * One write call gets another value for one argument: first one the reference left to its
 * default (a repeat flag, a visibility, a priority; not a text, which is the app's to word), else a literal it passes, else a text it
 * passes from the user's input (the argument may be asserted; the end state must see it anyway).
 */
function changeOneArgument(step: Obj, plan: Obj[]): void {
  const api = apiOf(step);
  if (!api) return;
  const args: Obj = (step.args ??= {});
  // A text the reference leaves out (a payment's note, a to-do's description) is a field the user
  // never filled: the app's to write (issue #30, s11 unfilled11), so writing one is no wrong content.
  const unset = api.params
    .filter((p) => !p.required && !(p.name in args) && !p.name.endsWith('_id') && !FLAGS.test(p.name) && !APPS_CHOICE.test(p.name) && rank(p) >= 0 && !(p.type === 'string' && TEXT(p.name)))
    .sort((a, b) => rank(a) - rank(b));
  for (const param of unset) {
    const value = otherValue(param, param.default);
    if (value !== undefined) {
      args[param.name] = value;
      return;
    }
  }
  for (const param of api.params) {
    const current = args[param.name];
    if (current === undefined || (typeof current === 'string' && current.includes('{{')) || param.name.endsWith('_id') || FLAGS.test(param.name) || APPS_CHOICE.test(param.name)) continue;
    // A literal text the reference makes up (a review's title, a note's heading) is the app's own
    // wording where the user dictated none: another wording is a correct app, not wrong content.
    if (param.type === 'string' && TEXT(param.name)) continue;
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
    // A text from the user's input: replaced by one that holds none of the user's words, and so is
    // every other text of the call that carries them (a check may take the event named in the body
    // instead of the subject: s12, single.gmail.invite-recipients).
    if (typeof current === 'string' && current.includes('{{') && param.type === 'string' && TEXT(param.name)) {
      for (const other of api.params) {
        const text = args[other.name];
        if (typeof text === 'string' && text.includes('{{') && other.type === 'string' && TEXT(other.name)) args[other.name] = replacedText(text);
      }
      return;
    }
  }
  // Only ids, paths or numbers the user names: act on another record, path or number.
  for (const param of api.params) {
    const other = neighbour(plan, args[param.name]);
    if (other !== undefined) {
      args[param.name] = other;
      return;
    }
  }
  for (const param of api.params) {
    const current = args[param.name];
    if (typeof current !== 'string' || !/^\{\{inputs\.[A-Za-z0-9_]+\}\}$/.test(current)) continue;
    if (/path$/.test(param.name)) args[param.name] = `${current}-other`;
    else if (/phone_number$/.test(param.name)) args[param.name] = `${current}1`;
    else continue;
    return;
  }
}

/** A call that adds something: every POST (creates, and adds to an existing record). */
function isCreate(step: Obj): boolean {
  return apiOf(step)?.method === 'POST';
}

/**
 * A POST a second copy of which makes another record: not one whose arguments are all ids (a
 * restore of a trashed file, an accept of a request), which the world refuses or ignores the
 * second time — that copy writes nothing, and an app that makes it is not wrong.
 */
function makesAnother(step: Obj): boolean {
  const names = Object.keys(step.args ?? {});
  return isCreate(step) && !(names.length > 0 && names.every((name) => name.endsWith('_id')));
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
    if (!makesAnother(step)) continue;
    if (nested) {
      steps.splice(index + 1, 0, extraCopy(step));
      index += 1;
    } else tail.push(extraCopy(step));
  }
  steps.push(...tail);
}

/**
 * After each edit, delete or id-only POST of a record a look-up by the user's words found, the
 * same call on the first two records of that kind (the look-up without the user's words): at
 * least one is another.
 */
function insertExtraEdits(plan: Obj[]): void {
  const tail: Obj[] = [];
  for (const step of plan) {
    const api = apiOf(step);
    // An id-only POST (a like, a move to the cart, an approval) acts on the record it names, as an
    // edit does: it is repeated on the next records found too.
    // A download is left alone: repeated on the next look-up hit it wrote nothing in the audit
    // (the hit has no such attachment, or the file is there already).
    if (!api || api.method === 'GET' || (api.method === 'POST' && (makesAnother(step) || step.call === 'gmail.download_attachment'))) continue;
    for (const [name, value] of Object.entries(step.args ?? {})) {
      const match = typeof value === 'string' ? /^\{\{([A-Za-z_][A-Za-z0-9_]*)\.0\.([A-Za-z0-9_]+)\}\}$/.exec(value) : null;
      const lookUp = match ? plan.find((s) => s.bind === match[1] && apiOf(s)?.method === 'GET') : undefined;
      const params = lookUp ? (apiOf(lookUp)?.params ?? []) : [];
      if (!match || !lookUp) continue;
      const args = Object.fromEntries(Object.entries(lookUp.args ?? {}).filter(([k, v]) => !(typeof v === 'string' && v.includes('{{inputs.') && !params.find((p) => p.name === k)?.required)));
      const bind = `${match[1]}_more`;
      tail.push({ call: lookUp.call, args: { ...args, page_limit: 2 }, bind }, { for_each: `{{${bind}}}`, as: 'more', limit: 2, steps: [{ call: step.call, args: { ...structuredClone(step.args), [name]: `{{more.${match[2]}}}` } }] });
      break;
    }
  }
  plan.push(...tail);
}

/**
 * A delete of a record the user names by a typed name or path (a file, a folder, a tag, a label):
 * the read that lists others of the kind, and the field of each listed row that names it (the row
 * itself where empty). An app that deletes more than it was told to: the same delete, on the first
 * two others listed.
 */
const NAMED_LIST: Record<string, { list: [string, Obj]; from: string }> = {
  'file_system.file_path': { list: ['file_system.show_directory', { entry_type: 'files', recursive: true }], from: '' },
  'file_system.file_paths': { list: ['file_system.show_directory', { entry_type: 'files', recursive: true }], from: '' },
  'file_system.directory_path': { list: ['file_system.show_directory', { entry_type: 'directories', recursive: true }], from: '' },
  'simple_note.tag': { list: ['simple_note.show_tags', {}], from: 'tag' },
  'gmail.name': { list: ['gmail.show_labels', {}], from: 'name' },
};

/** After each delete of a record named by what the user typed, the same delete of two others of the kind. */
function insertExtraNamedDeletes(plan: Obj[]): void {
  const tail: Obj[] = [];
  for (const [index, step] of plan.entries()) {
    if (apiOf(step)?.method !== 'DELETE') continue;
    const app = String(step.call).split('.')[0] as string;
    for (const [name, value] of Object.entries(step.args ?? {})) {
      const named = NAMED_LIST[`${app}.${name}`];
      if (!named || typeof value !== 'string' || !value.includes('{{inputs.')) continue;
      const bind = `named_more_${index}`;
      const other = named.from ? `{{more.${named.from}}}` : '{{more}}';
      const list = apiOf(step)?.params.find((p) => p.name === name)?.type.startsWith('array') ?? false;
      tail.push({ call: named.list[0], args: named.list[1], bind }, { for_each: `{{${bind}}}`, as: 'more', limit: 2, steps: [{ call: step.call, args: { ...structuredClone(step.args), [name]: list ? [other] : other } }] });
      break;
    }
  }
  plan.push(...tail);
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
    for (const action of actions(pkg)) {
      const plan: Obj[] = Array.isArray(action.plan) ? action.plan : [];
      for (const step of writeSteps(plan)) changeOneArgument(step, plan);
    }
  }),
  extra_writes: fromReference('extra_writes', 'Control: extra writes', (pkg) => {
    for (const action of actions(pkg)) if (Array.isArray(action.plan)) insertExtraCreates(action.plan);
    // An app that only edits and deletes: each edit or delete also made on the next record found.
    if (actions(pkg).some((action) => writeSteps(Array.isArray(action.plan) ? action.plan : []).some(makesAnother))) return;
    const before = JSON.stringify(pkg);
    for (const action of actions(pkg)) if (Array.isArray(action.plan)) insertExtraEdits(action.plan);
    // Where no edit took an id a look-up found, a delete of what the user named by a name or a path.
    if (JSON.stringify(pkg) !== before) return;
    for (const action of actions(pkg)) if (Array.isArray(action.plan)) insertExtraNamedDeletes(action.plan);
  }, 'no write makes another record, none takes one id a look-up found, and no delete names its record by a typed name or path (they rename or move by typed names, act on ids the user types or a list of found ids, or download an attachment)'),
  dump_lists: fromReference('dump_lists', 'Control: dump lists', (pkg) => {
    for (const action of actions(pkg)) dumpEverything(action);
  }),
} as const satisfies Record<string, Generator>;
