/**
 * Wrong apps the way a model plausibly writes them (issue #28): each is the reference with one
 * mistake that a single seeded world cannot see, and each names the mechanism that must catch it.
 *
 * | control         | what it does                                                          | caught by |
 * |-----------------|-----------------------------------------------------------------------|-----------|
 * | ignore_inputs   | plans use the literal values the user typed, not the form's inputs    | the twin (other values) |
 * | pick_newest     | every look-up or typed id becomes the first record of its kind        | the twin's look-alikes, C3 |
 * | touch_other_row | the task done right, plus the same free value written on other rows   | C3 (free fields bind to the reference's rows) |
 * | partial_dump    | a look-up shows the record asked for among others of its kind         | C4 (a look-up identifies) |
 *
 * A control that cannot change a task says why (`whyUnchanged`), so the audit can list the tasks
 * it leaves untested.
 */
import type { Reference, Task } from '../schemas/task.ts';
import { findApi, paramDocs } from '../world/docs.ts';
import { twinOf } from '../suite/twins/index.ts';
import { referencePackageAt } from '../suite/twins/roles.ts';
import { inputFlows } from '../stages/run/data-flow.ts';
import { chooseAction } from '../stages/run/operator.ts';
import type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest } from './types.ts';
import { referencePackage } from './controls.ts';

type Obj = Record<string, any>;

const actionsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);


function apiOf(call: unknown): { app: string; method: string; params: ReturnType<typeof paramDocs> } | undefined {
  if (typeof call !== 'string') return undefined;
  const [app = '', api = ''] = call.split('.');
  const def = findApi(app, api);
  return def ? { app, method: def.method, params: paramDocs(def) } : undefined;
}

const fromInputs = (value: unknown): boolean => typeof value === 'string' && value.includes('{{inputs.');

/** Per id argument, the read that lists records of that kind (the first is the newest or the first hit). */
const LIST_OF: Record<string, string> = {
  note_id: 'simple_note.search_notes',
  task_id: 'todoist.show_tasks',
  project_id: 'todoist.show_projects',
  group_id: 'splitwise.show_groups',
  expense_id: 'splitwise.show_expenses',
  playlist_id: 'spotify.show_playlist_library',
  draft_id: 'gmail.show_drafts',
  email_thread_id: 'gmail.show_inbox_threads',
  contact_id: 'phone.search_contacts',
  alarm_id: 'phone.show_alarms',
  voice_message_id: 'phone.search_voice_messages',
  payment_request_id: 'venmo.show_received_payment_requests',
  transaction_id: 'venmo.show_transactions',
  order_id: 'amazon.show_orders',
  return_id: 'amazon.show_returns',
  call_log_id: 'phone.show_call_history',
  payment_id: 'splitwise.show_payments',
  label_id: 'todoist.show_labels',
  trash_id: 'file_system.show_trash',
  file_id: 'file_system.show_recent_files',
};

/**
 * Per path argument, the read that lists records of that kind newest first, and the id argument
 * whose look-alikes (kit/look-alike.ts) make the newest one differ from the one the user names.
 */
const PATH_LIST_OF: Record<string, { list: string; id: string }> = {
  file_path: { list: 'file_system.show_recent_files', id: 'file_id' },
  source_file_path: { list: 'file_system.show_recent_files', id: 'file_id' },
};

interface WrongApp {
  name: string;
  label: string;
  /** Changes one package in place; returns whether anything changed. */
  mutate(pkg: Obj, context: { slot: string; task: Task | undefined }): boolean;
  /** Why nothing changed in this task (called only when nothing did). */
  reason(task: Task): string;
}

function wrongApp(spec: WrongApp): Generator & { whyUnchanged(task: Task): string | undefined } {
  const produce = (request: GenerationRequest | RevisionRequest, reference?: Reference, task?: Task): GenerationOutcome => {
    const pkg = referencePackage(request, reference);
    if (!pkg) return { ok: false, kind: 'no_package', reasons: [`the reference has no package for app ${request.slot}`] };
    spec.mutate(pkg, { slot: request.slot, task });
    return { ok: true, package: pkg };
  };
  return {
    name: spec.name,
    label: spec.label,
    developer: 'liveuibench controls',
    readsReference: true,
    runtime: { apis: 'live', persist: 'kept' },
    generate: async (request, reference, task) => produce(request, reference, task),
    revise: async (request, reference, task) => produce(request, reference, task),
    whyUnchanged(task) {
      for (const [slot, entry] of Object.entries(task.reference)) {
        for (const raw of [entry.package, ...Object.values(entry.revisions)]) if (spec.mutate(structuredClone(raw) as Obj, { slot, task })) return undefined;
      }
      return spec.reason(task);
    },
  };
}

// ignore_inputs ---------------------------------------------------------------------------------

const literalReferences = new WeakMap<Task, { reference?: Reference; reason?: string }>();

/**
 * The task's reference with every input that a value the twin swaps fills replaced, in the plan,
 * by the literal value the base episode typed. Values the twin keeps (a value the intention names,
 * a record with no look-alike) are left to the inputs: an app may build those in, so hard-coding
 * them would not be a wrong app any check could tell.
 */
function literalReference(task: Task): { reference?: Reference; reason?: string } {
  const known = literalReferences.get(task);
  if (known) return known;
  const outcome = computeLiteral(task);
  literalReferences.set(task, outcome);
  return outcome;
}

function computeLiteral(task: Task): { reference?: Reference; reason?: string } {
  const twin = twinOf(task);
  if (!twin.ok) return { reason: `the task has no twin: ${twin.reason}` };
  const reference = structuredClone(task.reference) as Obj;
  const packages = referencePackageAt(task);
  let changed = false;
  task.episodes.forEach((episode, index) => {
    const twinValues = twin.task.episodes[index]?.values ?? {};
    const swapped = Object.entries(episode.values).filter(([key, value]) => !/^\$/.test(String(value)) && JSON.stringify(twinValues[key]) !== JSON.stringify(value));
    const pkg = packages[index];
    if (swapped.length === 0 || !pkg) return;
    const surface = pkg.actions.map((a) => ({ id: a.id, label: a.label, handler: (a.plan ? 'plan' : 'agent') as 'plan' | 'agent', inputs: a.inputs.map((i) => ({ name: i.name, label: i.label, type: i.type, required: i.required, ...(i.options ? { options: i.options } : {}) })) }));
    const flows = inputFlows(pkg);
    const chosen = chooseAction(surface, episode, { flows, goals: new Map(pkg.actions.map((a) => [a.id, a.goal])) })?.action;
    if (!chosen) return;
    const slot = reference[episode.slot] as Obj;
    for (const [key, value] of swapped) {
      const alone = chooseAction([chosen], { ...episode, values: { [key]: value }, message: undefined }, { flows });
      for (const input of Object.keys(alone?.inputs ?? {})) {
        if (input === 'request') continue;
        for (const target of [slot.package, ...Object.values(slot.revisions as Obj)] as Obj[]) {
          const action = actionsOf(target).find((a) => a.id === chosen.id);
          if (!action?.plan) continue;
          const before = JSON.stringify(action.plan);
          // A whole-value reference keeps the value's type; inside a text, its words.
          let text = before.split(`"{{inputs.${input}}}"`).join(JSON.stringify(value));
          text = text.split(`{{inputs.${input}}}`).join(JSON.stringify(String(value)).slice(1, -1));
          if (text === before) continue;
          action.plan = JSON.parse(text);
          changed = true;
        }
      }
    }
  });
  return changed ? { reference: reference as Reference } : { reason: 'no value the twin swaps fills an input the reference plans read' };
}

// pick_newest -----------------------------------------------------------------------------------

/**
 * The apps where the task's twin adds look-alikes of the records the user names. Only there can
 * "the newest" differ from the named record: a record the task made itself is the newest of its
 * kind in every world, so taking the newest is not a mistake any world shows.
 */
function lookAlikeApps(task: Task): Set<string> {
  const twin = twinOf(task);
  return new Set(twin.ok ? (twin.plan.rows ?? []).map((row) => row.app) : []);
}

/**
 * Every look-up by the user's words drops those words (it lists the kind and its first record is
 * taken), and every id the user types becomes the first record of that kind's list.
 */
function pickNewest(steps: Obj[], scope: NewestScope): boolean {
  let changed = false;
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index] as Obj;
    if (Array.isArray(step.steps)) changed = pickNewest(step.steps, scope) || changed;
    const api = apiOf(step.call);
    if (!api) continue;
    const args: Obj = step.args ?? {};
    if (api.method === 'GET' && typeof step.bind === 'string' && scope.searched(api.app, step.bind)) {
      for (const param of api.params) {
        if (param.required || !fromInputs(args[param.name])) continue;
        delete args[param.name];
        changed = true;
      }
    }
    for (const [name, value] of Object.entries(args)) {
      const byPath = PATH_LIST_OF[name];
      if (byPath && fromInputs(value) && step.call !== 'file_system.create_file' && scope.alike(api.app, byPath.id)) {
        // A path the user types (or a name in it) of a file a step reads, changes or unpacks, where the task's
        // world holds a newer look-alike file beside the made one: the newest file's path instead.
        const bind = `newest_${byPath.id}`;
        steps.splice(index, 0, { call: byPath.list, args: { page_limit: 1 }, bind });
        index += 1;
        args[name] = `{{${bind}.0.path}}`;
        changed = true;
        continue;
      }
      const list = LIST_OF[name];
      const input = typeof value === 'string' ? /^\{\{inputs\.([A-Za-z0-9_]+)\}\}$/.exec(value)?.[1] : undefined;
      if (!list || !input || (scope.captured.has(input) && !scope.alike(api.app, name)) || !scope.apps.has(api.app)) continue;
      const bind = `newest_${name}`;
      steps.splice(index, 0, { call: list, args: { page_limit: 1 }, bind });
      index += 1;
      args[name] = `{{${bind}.0.${name}}}`;
      changed = true;
    }
  }
  return changed;
}

/** The table an id argument names (`album_id` → albums). */
const idTable = (name: string): string => ({ email_thread_id: 'threads', trash_id: 'trash' } as Record<string, string>)[name] ?? `${name.slice(0, -3)}s`;

interface NewestScope {
  /** Apps where the twin adds look-alikes. */
  apps: ReadonlySet<string>;
  /** Inputs the user fills with a record the task made (a captured id): it is the newest in every world... */
  captured: ReadonlySet<string>;
  /** ...but one the task's own world puts a newer look-alike of (kit/look-alike.ts): the id argument `name` of `app`. */
  alike(app: string, name: string): boolean;
  /** Whether the look-up bound as `bind` finds a record of a table with look-alikes. */
  searched(app: string, bind: string): boolean;
}

function newestScope(task: Task | undefined, action: Obj): NewestScope {
  // Every app the action uses: where the twin adds no look-alike, the newest record may still
  // differ from the named one in the base world; where it is the same in both worlds, the task
  // has a hole the audit shows (pick_newest passes it).
  const apps = new Set<string>(Array.isArray(action.services) ? action.services : []);
  const rows = task && twinOf(task).ok ? (twinOf(task) as { plan: { rows?: { app: string; table: string }[] } }).plan.rows ?? [] : [];
  const tables = new Set(rows.map((row) => `${row.app}.${row.table}`));
  const captured = new Set((task?.episodes ?? []).flatMap((e) => Object.entries(e.values).filter(([, v]) => typeof v === 'string' && v.startsWith('$')).flatMap(([key]) => key.split('|'))));
  const text = JSON.stringify(action);
  const own = new Set((task?.world.rows ?? []).map((row) => `${row.app}.${row.table}`));
  return {
    apps,
    captured,
    alike: (app, name) => own.has(`${app}.${idTable(name)}`),
    searched(app, bind) {
      const ids = [...text.matchAll(new RegExp(`\\{\\{${bind}\\.\\d+\\.([a-z_]+_id)\\b`, 'g'))].map((m) => m[1] as string);
      return ids.length > 0 ? ids.some((id) => tables.has(`${app}.${idTable(id)}`) || LIST_OF[id] !== undefined) : apps.has(app);
    },
  };
}

// touch_other_row -------------------------------------------------------------------------------

/**
 * The edit of a kind a write makes (the inverse of replace_record's swap), with its id argument:
 * a create's row, and the row a copy, a merge or a label makes (a note the service fills in, a
 * label whose colour the app may pick).
 */
const EDIT_OF_CREATE: Record<string, [string, string]> = {
  'spotify.create_playlist': ['spotify.update_playlist', 'playlist_id'],
  'todoist.create_task': ['todoist.update_task', 'task_id'],
  'todoist.create_project': ['todoist.update_project', 'project_id'],
  'todoist.create_label': ['todoist.update_label', 'label_id'],
  'simple_note.create_note': ['simple_note.update_note', 'note_id'],
  'simple_note.duplicate_note': ['simple_note.update_note', 'note_id'],
  'simple_note.merge_notes': ['simple_note.update_note', 'note_id'],
  'gmail.create_draft': ['gmail.update_draft', 'draft_id'],
  'phone.create_alarm': ['phone.update_alarm', 'alarm_id'],
  'phone.add_contact': ['phone.update_contact', 'contact_id'],
  'splitwise.record_expense': ['splitwise.update_expense', 'expense_id'],
  'venmo.create_transaction': ['venmo.update_transaction', 'transaction_id'],
  'venmo.create_payment_request': ['venmo.update_payment_request', 'payment_request_id'],
};

/**
 * Per id argument, the list of the rows the user may edit where LIST_OF's list holds others' too
 * (only the sender edits a payment; only a pending request one made is changed): the other rows
 * this control edits come from it.
 */
const OWN_LIST_OF: Record<string, [string, Obj]> = {
  transaction_id: ['venmo.show_transactions', { direction: 'sent' }],
  payment_request_id: ['venmo.show_sent_payment_requests', { status: 'pending' }],
};

/** The list read of an edit's id argument with up to three rows (page_limit where the read takes one). */
function otherRowsList(id: string): [string, Obj] | undefined {
  const [call, args] = OWN_LIST_OF[id] ?? (LIST_OF[id] ? [LIST_OF[id] as string, {}] : [undefined, {}]);
  if (!call) return undefined;
  return [call, apiOf(call)?.params.some((p) => p.name === 'page_limit') ? { ...args, page_limit: 3 } : { ...args }];
}

/** Free fields the task declares for this slot's episodes: app and field (tables may be "*"). */
function freeFieldsOf(task: Task | undefined, slot: string): { app: string; field: string }[] {
  const out = new Map<string, { app: string; field: string }>();
  for (const episode of task?.episodes ?? []) {
    if (episode.slot !== slot) continue;
    for (const assertion of episode.assertions) if (assertion.type === 'world_matches_reference') for (const free of assertion.free) out.set(`${free.app}.${free.field}`, { app: free.app, field: free.field });
  }
  return [...out.values()];
}

/** The edit that changes `field` on any row of the kind `call` writes, with the edit's id argument. */
function editFor(call: string, field: string): [string, string] | undefined {
  const api = apiOf(call);
  if (!api) return undefined;
  const own = api.method === 'PATCH' ? api.params.find((p) => p.required && p.name.endsWith('_id') && LIST_OF[p.name]) : undefined;
  const edit: [string, string] | undefined = own ? [call, own.name] : EDIT_OF_CREATE[call];
  if (!edit || !otherRowsList(edit[1])) return undefined;
  const editApi = apiOf(edit[0]);
  return editApi?.params.some((p) => p.name === field) ? edit : undefined;
}

/**
 * Kinds no call edits once written (a sent text, a file's content only grows): the same free
 * value goes onto other rows by writing them anew — the same text sent to the first contacts, the
 * same content appended to the first files. `arg` is the argument that picks the row, filled from
 * each listed row's `from` field (the listed value itself when `from` is empty).
 */
const WRITE_TO_OTHERS: Record<string, { list: [string, Obj]; call?: string; arg: string; from: string }> = {
  'phone.send_text_message': { list: ['phone.search_contacts', { page_limit: 3 }], arg: 'phone_number', from: 'phone_number' },
  'phone.send_voice_message': { list: ['phone.search_contacts', { page_limit: 3 }], arg: 'phone_number', from: 'phone_number' },
  'file_system.create_file': { list: ['file_system.show_directory', { entry_type: 'files', recursive: true }], call: 'file_system.append_to_file', arg: 'file_path', from: '' },
  'file_system.append_to_file': { list: ['file_system.show_directory', { entry_type: 'files', recursive: true }], call: 'file_system.append_to_file', arg: 'file_path', from: '' },
  'file_system.update_file': { list: ['file_system.show_directory', { entry_type: 'files', recursive: true }], call: 'file_system.append_to_file', arg: 'file_path', from: '' },
  // A file an export fills with a note's text: other files get the app's words appended.
  'simple_note.export_note_to_file': { list: ['file_system.show_directory', { entry_type: 'files', recursive: true }], call: 'file_system.append_to_file', arg: 'file_path', from: '' },
  // A review no list of one's own reviews reaches: other songs of the library get the same review.
  'spotify.review_song': { list: ['spotify.show_song_library', { page_limit: 3 }], arg: 'song_id', from: 'song_id' },
};

/** The app whose rows a write of another app's service fills (an export writes a file). */
const WRITES_INTO: Record<string, string> = { 'simple_note.export_note_to_file': 'file_system' };

/** The app of the rows a write makes or changes. */
const writtenApp = (call: string): string => WRITES_INTO[call] ?? (call.split('.')[0] as string);

/**
 * The steps that put a write's free value onto other rows: an edit of the first rows of the kind
 * where one exists, else the write made anew on other rows (WRITE_TO_OTHERS), else the same
 * write once more (another row with the same free content, e.g. an email sent twice).
 */
function otherRowSteps(step: Obj, field: string, services: readonly string[], bind: string): Obj[] {
  const edit = editFor(step.call, field);
  const list = edit ? otherRowsList(edit[1]) : undefined;
  if (edit && list && services.includes(list[0].split('.')[0] as string)) {
    return [
      { call: list[0], args: list[1], bind },
      { for_each: `{{${bind}}}`, as: 'other_row', limit: 3, steps: [{ call: edit[0], args: { [edit[1]]: `{{other_row.${edit[1]}}}`, [field]: step.args[field] } }] },
    ];
  }
  const anew = WRITE_TO_OTHERS[step.call];
  if (anew && services.includes(anew.list[0].split('.')[0] as string)) {
    const args: Obj = anew.call ? { [field]: step.args[field] } : structuredClone(step.args);
    args[anew.arg] = anew.from ? `{{other_row.${anew.from}}}` : '{{other_row}}';
    return [
      { call: anew.list[0], args: anew.list[1], bind },
      { for_each: `{{${bind}}}`, as: 'other_row', limit: 3, steps: [{ call: anew.call ?? step.call, args }] },
    ];
  }
  return apiOf(step.call)?.method === 'POST' ? [{ call: step.call, args: structuredClone(step.args) }] : [];
}

/**
 * After each write that sets a free field, the same value is written into that field of other
 * rows of the kind (up to three: at least two are not the row the task is about).
 */
function touchOtherRows(steps: Obj[], free: readonly { app: string; field: string }[], services: readonly string[], unset = false): boolean {
  let changed = false;
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index] as Obj;
    if (Array.isArray(step.steps)) changed = touchOtherRows(step.steps, free, services, unset) || changed;
    if (typeof step.call !== 'string') continue;
    const app = step.call.split('.')[0] as string;
    const fields = unset ? unsetFree(step, free) : free.filter((f) => f.app === app && step.args?.[f.field] !== undefined);
    for (const { field, value } of fields.map((f) => ({ field: f.field, value: 'value' in f ? f.value : undefined }))) {
      const extra = value === undefined ? otherRowSteps(step, field, services, `other_rows_${index}`) : otherRowSteps({ ...step, args: { ...step.args, [field]: value } }, field, services, `other_rows_${index}`).filter((s) => s.call !== step.call || s.for_each !== undefined);
      if (extra.length === 0) continue;
      steps.splice(index + 1, 0, ...extra);
      index += extra.length;
      changed = true;
      break;
    }
  }
  return changed;
}

/**
 * A value of a free field's type that no row of the kind is likely to hold already (so writing it
 * onto a row changes that row): a text, a number, a list; a flag or an option only where nothing
 * else is free. Undefined for ids and paths.
 */
function strayValue(param: { name: string; type: string }): { value: unknown; rank: number } | undefined {
  if (/(_id|_ids|path)$/.test(param.name)) return undefined;
  if (param.type === 'string') return { value: 'Touched by the app', rank: 0 };
  if (param.type === 'integer' || param.type === 'number') return { value: 17, rank: 1 };
  if (param.type.startsWith('array')) {
    // A list of words, or of listed choices (a contact's relationships): the last choice.
    if (param.type.includes('string')) return { value: ['touched'], rank: 2 };
    const choices = /^array<(".*")>$/.exec(param.type)?.[1]?.split(' | ').map((t) => JSON.parse(t) as unknown) ?? [];
    return choices.length > 0 ? { value: [choices[choices.length - 1]], rank: 2 } : undefined;
  }
  const options = param.type.startsWith('"') ? param.type.split(' | ').filter((t) => t.startsWith('"')).map((t) => JSON.parse(t) as unknown) : [];
  if (options.length > 1) return { value: options[options.length - 1], rank: 3 };
  if (param.type === 'boolean') return { value: true, rank: 4 };
  return undefined;
}

/**
 * The free fields of a write's app that the write leaves unset (the user gave none: s11's
 * unfilled rule leaves them to the app) and that the edit of the kind sets, each with a value to
 * write onto other rows: an app that fills such a field in on the user's other records (another
 * to-do's description, another alarm's snooze) touches rows the task never asked about.
 */
function unsetFree(step: Obj, free: readonly { app: string; field: string }[]): { field: string; value: unknown }[] {
  const api = apiOf(step.call);
  if (!api || api.method === 'GET') return [];
  const app = writtenApp(String(step.call));
  const anew = WRITE_TO_OTHERS[step.call];
  return free
    .filter((f) => f.app === app && step.args?.[f.field] === undefined)
    .flatMap((f) => {
      // The edit of the kind sets it on other rows; where no call edits the kind, the write made
      // anew on other rows does (a voice message's length, a review's title, a file's content).
      const edit = editFor(step.call, f.field);
      const param = edit ? apiOf(edit[0])?.params.find((p) => p.name === f.field) : anew ? apiOf(anew.call ?? step.call)?.params.find((p) => p.name === f.field) : undefined;
      const stray = param ? strayValue(param) : undefined;
      return stray ? [{ field: f.field, value: stray.value, rank: stray.rank }] : [];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ field, value }) => ({ field, value }));
}

// partial_dump ----------------------------------------------------------------------------------

/**
 * Each look-up by the user's words whose result the action shows is joined by the first three
 * records of the same kind (the same read without those words), shown beside the answer.
 */
function partialDump(action: Obj): boolean {
  const plan: Obj[] = Array.isArray(action.plan) ? action.plan : [];
  const messages = plan.filter((s) => typeof s.message === 'string');
  let changed = false;
  for (let index = 0; index < plan.length; index += 1) {
    const step = plan[index] as Obj;
    const api = apiOf(step.call);
    if (!api || api.method !== 'GET' || typeof step.bind !== 'string') continue;
    const words = api.params.filter((p) => !p.required && fromInputs(step.args?.[p.name])).map((p) => p.name);
    if (words.length === 0 || !messages.some((m) => (m.message as string).includes(`{{${step.bind}.`))) continue;
    // A record the action goes on to edit or delete is shown too: the message names what it
    // changed, and others of its kind beside it no longer say which one that was.
    const args = Object.fromEntries(Object.entries(step.args ?? {}).filter(([k]) => !words.includes(k) && k !== 'page_limit'));
    const bind = `${step.bind}_others`;
    plan.splice(index + 1, 0, { call: step.call, args: { ...args, page_limit: 3 }, bind });
    index += 1;
    for (const m of messages) m.message = `${m.message as string} Also found: {{${bind}}}`;
    changed = true;
  }
  return changed;
}

export const wrongAppControls = {
  ignore_inputs: wrongApp({
    name: 'ignore_inputs',
    label: 'Control: ignores its inputs',
    mutate(pkg, { slot, task }) {
      if (!task) return false;
      const literal = literalReference(task).reference;
      if (!literal) return false;
      // Which reference package this is: the one whose actions' ids match, revision by revision.
      const entry = literal[slot];
      const original = task.reference[slot];
      if (!entry || !original) return false;
      const candidates: [unknown, unknown][] = [[original.package, entry.package], ...Object.keys(original.revisions).map((k) => [original.revisions[k], entry.revisions[k]] as [unknown, unknown])];
      const text = JSON.stringify(pkg);
      const match = candidates.find(([from]) => JSON.stringify(from) === text);
      if (!match || JSON.stringify(match[1]) === text) return false;
      for (const key of Object.keys(pkg)) delete pkg[key];
      Object.assign(pkg, structuredClone(match[1]));
      return true;
    },
    reason: (task) => literalReference(task).reason ?? 'nothing to hard-code',
  }),
  pick_newest: wrongApp({
    name: 'pick_newest',
    label: 'Control: picks the newest record',
    mutate: (pkg, { task }) => actionsOf(pkg).map((action) => (Array.isArray(action.plan) ? pickNewest(action.plan, newestScope(task, action)) : false)).some(Boolean),
    reason: (task) => (lookAlikeApps(task).size === 0 ? `the twin adds no look-alike record (${twinOf(task).ok ? 'the records the user names are ones the task made itself, or have no look-alike' : 'the task has no twin'})` : 'no call looks up a record by the user’s words, or takes an id the user types of a kind with a list to take the first from'),
  }),
  touch_other_row: wrongApp({
    name: 'touch_other_row',
    label: 'Control: touches another row',
    mutate: (pkg, { slot, task }) => {
      const free = freeFieldsOf(task, slot);
      if (free.length === 0) return false;
      const touch = (unset: boolean) => actionsOf(pkg).map((action) => (Array.isArray(action.plan) ? touchOtherRows(action.plan, free, Array.isArray(action.services) ? action.services : [], unset) : false)).some(Boolean);
      // Where no write sets a free field (the reference leaves them all to the app), the app fills
      // one in on other rows of the kind instead.
      return touch(false) || touch(true);
    },
    reason: (task) => {
      const free = [...new Set(task.apps.flatMap((app) => freeFieldsOf(task, app.slot).map((f) => `${f.app}.${f.field}`)))];
      if (free.length === 0) return 'the task declares no free field';
      // An id or a path names where a row is (an expense's group, a download's file): no edit
      // moves another row there, and writing one anew is another record (extra_writes' mistake).
      if (free.every((f) => /(_id|path)$/.test(f))) return `its free fields (${free.join(', ')}) are an id or a path that places the row the task makes (a group, a folder): no call moves another row there, and another row written anew is an extra record, extra_writes' mistake`;
      return `no free field (${free.join(', ')}) is written by a call this control can repeat on another row, nor set by an edit of the kind on other rows (the service writes it itself, or it is a kind no call edits or writes anew)`;
    },
  }),
  partial_dump: wrongApp({
    name: 'partial_dump',
    label: 'Control: partial dump',
    mutate: (pkg) => actionsOf(pkg).map(partialDump).some(Boolean),
    reason: () => 'no look-up by the user’s words is shown in a message without the action editing or deleting the record it found',
  }),
} as const satisfies Record<string, Generator>;
