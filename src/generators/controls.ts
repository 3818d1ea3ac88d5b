/**
 * Scripted controls: real generators behind the same boundary as every other, each built to
 * fail one contract and pass the others. Each is a documented transformation of the task's
 * reference packages (so they read the reference, like the oracle), or a runtime setting.
 *
 * | control        | what it does                                         | targets |
 * |----------------|------------------------------------------------------|---------|
 * | direct_answer  | answers in chat, builds no package                   | all     |
 * | static_shell   | keeps views, inputs and labels; every plan is empty  | C2      |
 * | route_only     | plans run but call no service; a fixed message       | C3      |
 * | hidden_state   | calls the right APIs; shows nothing concrete         | C4      |
 * | no_persist     | the app keeps nothing: reopen starts from scratch    | C5      |
 * | replace_record | a revision creates a new record instead of editing   | identity|
 * | no_grounding   | the oracle's packages with API execution disabled    | C3      |
 */
import type { Reference, Task } from '../schemas/task.ts';
import { findApi, paramDocs } from '../world/docs.ts';
import type { ApiDef } from '../world/types.ts';
import type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest, RuntimeSettings } from './types.ts';

type Obj = Record<string, any>;

/** The reference's package for this request (a copy), or undefined when the task has none. */
export function referencePackage(request: GenerationRequest | RevisionRequest, reference: Reference | undefined): Obj | undefined {
  const slot = reference?.[request.slot];
  if (!slot) return undefined;
  const pkg = 'episode' in request ? slot.revisions[request.episode] : slot.package;
  return pkg === undefined ? undefined : (structuredClone(pkg) as Obj);
}

/** What a transformation may look at besides the package: the request, and the task for controls that read the answers. */
export interface TransformContext {
  request: GenerationRequest | RevisionRequest;
  task?: Task;
}

export function transformed(name: string, label: string, transform: (pkg: Obj, context: TransformContext) => void, runtime: RuntimeSettings = { apis: 'live', persist: 'kept' }): Generator {
  const produce = (request: GenerationRequest | RevisionRequest, reference?: Reference, task?: Task): GenerationOutcome => {
    const pkg = referencePackage(request, reference);
    if (!pkg) return { ok: false, kind: 'no_package', reasons: [`the reference has no package for app ${request.slot}`] };
    transform(pkg, { request, ...(task ? { task } : {}) });
    return { ok: true, package: pkg };
  };
  return {
    name,
    label,
    developer: 'liveuibench controls',
    readsReference: true,
    runtime,
    generate: async (request, reference, task) => produce(request, reference, task),
    revise: async (request, reference, task) => produce(request, reference, task),
  };
}

const actions = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);

/** Removes every `{{...}}` reference from a text, leaving its words. */
const blank = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '…');

const UPDATE_TO_CREATE: Record<string, { api: string; drop: string[]; add?: Obj }> = {
  'spotify.update_playlist': { api: 'spotify.create_playlist', drop: ['playlist_id'] },
  'todoist.update_task': { api: 'todoist.create_task', drop: ['task_id', 'is_completed'], add: { project_id: 0 } },
  'todoist.update_project': { api: 'todoist.create_project', drop: ['project_id', 'is_archived'] },
  'simple_note.update_note': { api: 'simple_note.create_note', drop: ['note_id'] },
  'gmail.update_draft': { api: 'gmail.create_draft', drop: ['draft_id'] },
  'phone.update_alarm': { api: 'phone.create_alarm', drop: ['alarm_id'] },
  'phone.update_contact': { api: 'phone.add_contact', drop: ['contact_id'] },
  'splitwise.update_expense': { api: 'splitwise.record_expense', drop: ['expense_id'] },
  'splitwise.update_group': { api: 'splitwise.create_group', drop: ['group_id'] },
  'venmo.update_payment_request': { api: 'venmo.create_payment_request', drop: ['payment_request_id'] },
  'file_system.update_file': { api: 'file_system.create_file', drop: [] },
  'file_system.move_file': { api: 'file_system.copy_file', drop: [] },
  'amazon.update_product_review': { api: 'amazon.write_product_review', drop: ['product_review_id'] },
  'spotify.update_song_review': { api: 'spotify.review_song', drop: ['song_review_id'] },
};

/** Where no specific swap is known, an edit of an app's record becomes that app's main create. */
const PRIMARY_CREATE: Record<string, string> = {
  spotify: 'spotify.create_playlist',
  amazon: 'amazon.add_product_to_cart',
  gmail: 'gmail.create_draft',
  phone: 'phone.create_alarm',
  venmo: 'venmo.create_payment_request',
  splitwise: 'splitwise.record_expense',
  todoist: 'todoist.create_task',
  simple_note: 'simple_note.create_note',
  file_system: 'file_system.create_file',
};

function swapFor(call: string): { api: string; drop: string[]; add?: Obj } | undefined {
  const known = UPDATE_TO_CREATE[call];
  if (known) return known;
  const [app = '', api = ''] = call.split('.');
  const def = findApi(app, api);
  const primary = PRIMARY_CREATE[app];
  if (!def || !primary || call === primary) return undefined;
  // Edits (PATCH) and actions on an existing record (a POST naming one by a required *_id).
  const onExisting = def.method === 'POST' && paramDocs(def).some((p) => p.required && p.name.endsWith('_id'));
  if (def.method !== 'PATCH' && !onExisting) return undefined;
  return { api: primary, drop: paramDocs(def).filter((p) => p.name.endsWith('_id') || p.name === 'file_path').map((p) => p.name) };
}

function replaceUpdates(steps: Obj[]): void {
  for (const step of steps) {
    if (Array.isArray(step.steps)) replaceUpdates(step.steps);
    const swap = typeof step.call === 'string' ? swapFor(step.call) : undefined;
    if (!swap) continue;
    const args: Obj = { ...(swap.add ?? {}) };
    for (const [key, value] of Object.entries(step.args ?? {})) if (!swap.drop.includes(key)) args[key] = value;
    // Fill the create API's required parameters the edit did not carry, so the call is made.
    const [app = '', api = ''] = swap.api.split('.');
    for (const param of findApi(app, api) ? paramDocs(findApi(app, api) as ApiDef) : []) {
      if (!param.required || param.name in args) continue;
      args[param.name] = param.type === 'number' || param.type === 'integer' ? 1 : param.type.startsWith('array') ? [] : param.type === 'boolean' ? false : 'Replacement';
    }
    // A new file beside the old one, rather than the old file rewritten.
    if (swap.api === 'file_system.create_file' && typeof args.file_path === 'string') args.file_path = `${args.file_path}.new`;
    step.call = swap.api;
    step.args = args;
  }
}

export const controls = {
  direct_answer: {
    name: 'direct_answer',
    label: 'Control: direct answer',
    developer: 'liveuibench controls',
    readsReference: false,
    runtime: { apis: 'live', persist: 'kept' },
    async generate(request) {
      return { ok: false, kind: 'no_package', reasons: ['the generator answered in chat and built no app'], text: `Sure! To ${request.intention.slice(0, 200)} you can open the app and do it yourself.` };
    },
    async revise() {
      return { ok: false, kind: 'no_package', reasons: ['the generator answered in chat and built no app'] };
    },
  } satisfies Generator,
  static_shell: transformed('static_shell', 'Control: static shell', (pkg) => {
    for (const action of actions(pkg)) {
      delete action.agent;
      action.plan = [];
    }
  }),
  route_only: transformed('route_only', 'Control: route only', (pkg) => {
    for (const action of actions(pkg)) {
      delete action.agent;
      action.plan = [{ message: `${typeof action.label === 'string' ? action.label : 'Action'}: request received.` }];
    }
  }),
  hidden_state: transformed('hidden_state', 'Control: hidden state', (pkg) => {
    for (const view of Array.isArray(pkg.views) ? pkg.views : []) {
      view.components = (view.components ?? []).map((component: Obj) => {
        if (component.type === 'list' || component.type === 'table') return { type: 'text', text: 'Your items are kept here.' };
        if (component.type === 'text' && typeof component.text === 'string') return { ...component, text: blank(component.text) };
        return component;
      });
    }
    for (const action of actions(pkg)) {
      if (Array.isArray(action.plan)) for (const step of action.plan) if (typeof step.message === 'string') step.message = 'Done.';
    }
  }),
  no_persist: transformed('no_persist', 'Control: no persistence', () => {}, { apis: 'live', persist: 'none' }),
  replace_record: transformed('replace_record', 'Control: replace record', (pkg) => {
    // The first action creates; every later action (the edits a revision uses) creates anew
    // where it should have edited.
    for (const action of actions(pkg).slice(1)) if (Array.isArray(action.plan)) replaceUpdates(action.plan);
  }),
  no_grounding: transformed('no_grounding', 'Ablation: no grounding', () => {}, { apis: 'disabled', persist: 'kept' }),
} as const satisfies Record<string, Generator>;

/**
 * Names each input after the API argument it is passed to verbatim (`what_for` → `description`),
 * as a generator reading the API docs would, and rewrites the action's references to it.
 */
function renameInputsAfterArguments(action: Obj): void {
  const inputs: Obj[] = Array.isArray(action.inputs) ? action.inputs : [];
  const taken = new Set(inputs.map((i) => i.name));
  const renames = new Map<string, string>();
  const visit = (steps: Obj[]) => {
    for (const step of steps) {
      if (Array.isArray(step.steps)) visit(step.steps);
      for (const [arg, value] of Object.entries((step.args ?? {}) as Obj)) {
        const match = typeof value === 'string' ? /^\{\{inputs\.([A-Za-z_][A-Za-z0-9_]*)\}\}$/.exec(value) : null;
        const from = match?.[1];
        if (!from || from === arg || renames.has(from) || taken.has(arg) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(arg)) continue;
        renames.set(from, arg);
        taken.add(arg);
      }
    }
  };
  visit(Array.isArray(action.plan) ? action.plan : []);
  if (renames.size === 0) return;
  let text = JSON.stringify({ inputs: action.inputs, plan: action.plan });
  for (const [from, to] of renames) text = text.replace(new RegExp(`inputs\\.${from}\\b`, 'g'), `inputs.${to}`);
  const rewritten = JSON.parse(text) as Obj;
  action.plan = rewritten.plan;
  action.inputs = (rewritten.inputs as Obj[]).map((input) => (renames.has(input.name) ? { ...input, name: renames.get(input.name) } : input));
}

/**
 * The opposite of a control: the oracle's apps reworded and rearranged the way another correct
 * generator might build them — other titles, headings, labels, messages and layout order, same
 * behaviour and the same input names. It should pass everything; a check it fails is
 * over-specified (it demands the reference's wording rather than the task's substance).
 */
export const paraphrase = transformed('paraphrase', 'Robustness: reworded oracle', (pkg) => {
  if (pkg.app && typeof pkg.app.title === 'string') pkg.app.title = `Helper: ${pkg.app.title.split(' ').reverse().join(' ')}`;
  for (const view of Array.isArray(pkg.views) ? pkg.views : []) {
    if (typeof view.title === 'string') view.title = 'Home';
    const components: Obj[] = view.components ?? [];
    const result = components.filter((c) => c.type === 'result');
    const rest = components.filter((c) => c.type !== 'result');
    view.components = [...result, ...rest].map((component) => {
      if (component.type === 'heading') return { ...component, text: 'Section' };
      if (component.type === 'text' && typeof component.text === 'string') return { ...component, text: `Note: ${component.text}` };
      if (component.type === 'list' && typeof component.item === 'string') return { ...component, item: `• ${component.item}` };
      return component;
    });
  }
  for (const action of actions(pkg)) {
    renameInputsAfterArguments(action);
    if (typeof action.label === 'string') action.label = `${action.label} now`;
    for (const input of Array.isArray(action.inputs) ? action.inputs : []) if (typeof input.label === 'string') input.label = `${input.label}:`;
    for (const step of Array.isArray(action.plan) ? action.plan : []) if (typeof step.message === 'string') step.message = `All set. ${step.message}`;
  }
});

