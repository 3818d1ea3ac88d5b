/**
 * edge_of_constraints (issue #29 item 6), a control that must pass: the widest correct app the
 * task's declarations allow, built from the oracle's package.
 *
 * - Every free text field a write fills (a field the task declares free: an SMS text, an email
 *   subject, a note title) is written in other admissible words than the reference's: the
 *   reference's text with words of the app's own after it, so whatever it must mention is still
 *   there; an empty free text becomes a short text of the app's. Choice and date fields, and
 *   texts with a length limit, are left.
 * - Every form gets an optional "Aside" field that nothing fills and no plan reads.
 * - Every plan that writes first makes a harmless read of one of its services (an API that
 *   changes nothing and needs no argument); nothing uses the answer.
 * - The app, its views and its actions are worded otherwise (title, headings, labels).
 */
import type { FreeField, Task } from '../schemas/task.ts';
import { findApi, worldDocs } from '../world/docs.ts';
import { planWrites } from './controls-steps.ts';
import { transformed } from './controls.ts';
import { actionsOf, stepsOf, viewsOf } from './controls-per-item.ts';

type Obj = Record<string, any>;

/** Words an app may add to a text it words itself. */
export const APP_WORDS = '(sent from my organiser app)';
/** A free text the reference leaves empty becomes this. */
const APP_TEXT = 'Kept by my organiser app.';
/** Free fields that hold prose (not a choice, a date or a list). */
const PROSE = new Set(['message', 'subject', 'body', 'content', 'title', 'label', 'transcript', 'description', 'reason']);


/**
 * The fields free in every end-state check of one app slot's episodes (a text the user leaves to
 * the app in one request may be one they dictate in another, and the package serves both).
 */
function freeFields(task: Task | undefined, slot: string): FreeField[] {
  if (!task) return [];
  const checks = task.episodes.filter((e) => e.slot === slot).flatMap((e) => e.assertions.flatMap((a) => (a.type === 'world_matches_reference' ? [a.free] : [])));
  const [first = [], ...rest] = checks;
  return first.filter((f) => rest.every((free) => free.some((g) => g.app === f.app && g.field === f.field && (g.table === f.table || g.table === '*' || f.table === '*'))));
}

/** A free prose field's text in the app's own words: the reference's text and more, or a text where it had none. */
function reworded(value: string, field: FreeField): string | undefined {
  if (value.trim() === '') return field.constraint === 'any' || field.constraint === 'non_empty' ? APP_TEXT : undefined;
  // A text that must end its line as written (a dictated note) keeps its line: the app's words go below.
  const ownLine = typeof field.constraint === 'object' && 'contains' in field.constraint && (field.constraint.ends_line ?? []).length > 0;
  return ownLine ? `${value}\n${APP_WORDS}` : `${value} ${APP_WORDS}`;
}

/** Whether an API argument has a length limit (an alarm label): more words might not fit, so it is left. */
function capped(app: string, api: string, arg: string): boolean {
  const doc = worldDocs([app]).find((d) => d.api === api);
  return (doc?.parameters.find((p) => p.name === arg)?.constraints ?? []).some((c) => c.startsWith('length <='));
}

/** Rewrites every write call's argument that fills a free prose field. Returns how many it changed. */
function rewordFree(pkg: Obj, free: readonly FreeField[]): number {
  let changed = 0;
  for (const action of actionsOf(pkg)) {
    for (const step of stepsOf(action.plan)) {
      if (typeof step.call !== 'string' || step.args === null || typeof step.args !== 'object') continue;
      const [app = '', api = ''] = step.call.split('.');
      if (findApi(app, api)?.method === 'GET') continue;
      for (const [arg, value] of Object.entries(step.args as Obj)) {
        const field = free.find((f) => f.app === app && f.field === arg && PROSE.has(arg) && (typeof f.constraint === 'string' || 'contains' in f.constraint));
        if (!field || typeof value !== 'string' || capped(app, api, arg)) continue;
        const text = reworded(value, field);
        if (text === undefined) continue;
        step.args[arg] = text;
        changed += 1;
      }
    }
  }
  return changed;
}

/** Per app, a read that changes nothing and needs no argument (the first in the docs), if any. */
const harmlessReads = new Map<string, string | undefined>();
function harmlessRead(app: string): string | undefined {
  if (!harmlessReads.has(app)) {
    const doc = worldDocs([app]).find((d) => d.method === 'GET' && d.changes.length === 0 && d.requires_login && d.parameters.every((p) => !p.required));
    harmlessReads.set(app, doc ? `${app}.${doc.api}` : undefined);
  }
  return harmlessReads.get(app);
}

/** Rewrites the package in place (exported for tests); `free` are the task's free fields for its slot. */
export function edgeOfConstraints(pkg: Obj, free: readonly FreeField[]): void {
  rewordFree(pkg, free);
  const forms = new Set(viewsOf(pkg).flatMap((v) => (Array.isArray(v.components) ? v.components : []).filter((c: Obj) => c.type === 'form').map((c: Obj) => c.action)));
  for (const action of actionsOf(pkg)) {
    const inputs: Obj[] = Array.isArray(action.inputs) ? action.inputs : [];
    if (forms.has(action.id) && !inputs.some((i) => i.name === 'aside') && inputs.length < 12) action.inputs = [...inputs, { name: 'aside', label: 'Aside (optional)', type: 'text', required: false }];
    if (Array.isArray(action.plan) && planWrites(action.plan)) {
      const read = (Array.isArray(action.services) ? (action.services as string[]) : []).map(harmlessRead).find((r): r is string => r !== undefined);
      if (read) action.plan = [{ call: read, args: {} }, ...action.plan];
    }
    if (typeof action.label === 'string') action.label = `${action.label} ›`;
  }
  if (pkg.app && typeof pkg.app.title === 'string') pkg.app.title = `My ${pkg.app.title}`;
  for (const view of viewsOf(pkg)) {
    if (typeof view.title === 'string') view.title = 'Start page';
    for (const component of Array.isArray(view.components) ? view.components : []) if (component.type === 'heading') component.text = 'Here you go';
  }
}

export const edgeOfConstraintsControl = transformed('edge_of_constraints', 'Passing control: the widest app the declarations allow', (pkg, { request, task }) => edgeOfConstraints(pkg, freeFields(task, request.slot)));
