/**
 * A correct app in none of the reference's words: the oracle's package with every id, label,
 * heading and text said otherwise — other action ids and labels (a verb of the same meaning),
 * inputs named after what they hold rather than the argument (as `rename_inputs` does), other
 * headings, texts and messages that keep only the values they show, and absolute paths where the
 * reference writes home-relative ones. Behaviour is the oracle's, so it must pass everything: a
 * check it fails demands our vocabulary rather than what the user asked (issue 29, item 6).
 */
import type { Reference } from '../schemas/task.ts';
import { renameInputs } from './rename-inputs.ts';
import type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest } from './types.ts';

type Obj = Record<string, any>;

/** The account's home folder: `~/x` and `/home/alex/x` are the same file to the user. */
const HOME = '/home/alex/';

/** Verbs said another way, each within the same meaning (and never its opposite); "add", which means both a new record and an edit, has no such word and stays, nor does "read", which is as often a state ("the read ones", "mark as read") as a verb. */
const VERBS: Record<string, string> = {
  create: 'set up', start: 'set up', write: 'compose', record: 'log', log: 'record',
  delete: 'remove', remove: 'delete', erase: 'delete', drop: 'remove', clear: 'remove',
  update: 'change', edit: 'modify', change: 'update', rename: 'modify', rewrite: 'revise',
  find: 'look up', search: 'look for', show: 'display', open: 'view', check: 'view',
  like: 'heart', unlike: 'unheart', star: 'favourite', unstar: 'unfavourite', revoke: 'unshare',
  complete: 'finish', finish: 'complete', restore: 'recover', undelete: 'recover', approve: 'accept', accept: 'approve', decline: 'reject', reject: 'decline',
  email: 'mail', save: 'keep',
};

/** Each word of a label or goal that has another of the same meaning, replaced (case kept at the start). */
function reword(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const other = VERBS[word.toLowerCase()];
    if (!other) return word;
    return /^[A-Z]/.test(word) ? other.charAt(0).toUpperCase() + other.slice(1) : other;
  });
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40) || 'go';

/** The words of the user's own request (four letters or more), lower-cased: theirs, not ours. */
function usersWords(intention: string): Set<string> {
  return new Set((intention.toLowerCase().match(/[a-z]{4,}/g) ?? []).slice(0, 400));
}

/** Endings that make another form of the same word ("nudge" → "nudged", "remind" → "reminder"). */
const ENDINGS = ['s', 'es', 'd', 'ed', 'r', 'er', 'ing'];

/** Whether `word` is one of the user's words, or a form of one of them. */
function isTheirs(word: string, users: ReadonlySet<string>): boolean {
  const w = word.toLowerCase();
  if (users.has(w)) return true;
  if (w.length < 4) return false;
  for (const ending of ENDINGS) {
    if (w.endsWith(ending) && (users.has(w.slice(0, -ending.length)) || (ending === 'ing' && users.has(`${w.slice(0, -3)}e`)))) return true;
    if (users.has(w + ending)) return true;
  }
  // "empty" → "emptied", "empties"
  return /(ied|ies)$/.test(w) && users.has(`${w.slice(0, -3)}y`);
}

/**
 * A text with none of our words: the values it interpolates, with the spaces and punctuation
 * between two of them kept ("{{first}} {{last}}" stays one name) and every run of our words
 * replaced by a dot; a text without values becomes the neutral line. A word of that run the user
 * used in their request stays between the dots ("· gift wrapped ·" when they asked for wrapped
 * gifts), and so does one before the first value or after the last ("reminder · 42" of "Sent a
 * reminder for request 42" when they asked for a reminder), in any of its forms ("Nudged" when
 * they asked to nudge): an app in its own words still says what the user asked for in theirs.
 */
function onlyValues(text: string, otherwise: string, users: ReadonlySet<string> = new Set()): string {
  const parts = text.split(/(\{\{[^}]+\}\})/);
  if (parts.length < 2) return otherwise;
  const kept: string[] = [];
  const theirs = (part: string): string[] => (part.match(/[A-Za-z]+/g) ?? []).filter((word) => isTheirs(word, users));
  parts.forEach((part, index) => {
    if (index % 2 === 1) kept.push(part);
    else if (index > 0 && index < parts.length - 1) {
      if (!/[A-Za-z0-9]/.test(part)) kept.push(part);
      else kept.push(theirs(part).length > 0 ? ` · ${theirs(part).join(' ')} · ` : ' · ');
    } else if (theirs(part).length > 0) {
      // Before the first value or after the last: "Sent a reminder for request {{id}}" keeps the user's "reminder".
      kept.push(index === 0 ? `${theirs(part).join(' ')} · ` : ` · ${theirs(part).join(' ')}`);
    }
  });
  return kept.join('');
}

/** `~/x` → `/home/alex/x` in every string of a value. */
function absolute(value: unknown, depth = 0): unknown {
  if (depth > 64) return value;
  if (typeof value === 'string') return value.replace(/(^|[\s"'(:=])~\//g, `$1${HOME}`);
  if (Array.isArray(value)) return value.map((v) => absolute(v, depth + 1));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolute(v, depth + 1)]));
  return value;
}

/** Plan messages keep the values they show and lose our words. */
function rewordPlan(steps: Obj[], users: ReadonlySet<string>, depth = 0): Obj[] {
  if (depth > 16) return steps;
  return steps.map((step) => {
    const out: Obj = { ...step };
    if (Array.isArray(step.steps)) out.steps = rewordPlan(step.steps, users, depth + 1);
    if (typeof step.message === 'string') out.message = `Result: ${onlyValues(step.message, 'finished', users)}`;
    if (step.args !== undefined) out.args = absolute(step.args);
    return out;
  });
}

/** The package in other words (a copy); `intention` is what the user asked the app to be, `requirement` what a revision asks of it (its words are the user's too). */
export function independentVocabulary(reference: Obj, intention = '', requirement = ''): Obj {
  const pkg = renameInputs(reference);
  const users = usersWords(`${intention}\n${requirement}`);
  const ids = new Map<string, string>();
  const actions: Obj[] = Array.isArray(pkg.actions) ? pkg.actions : [];
  actions.forEach((action, index) => {
    if (typeof action.label === 'string') action.label = reword(action.label);
    if (typeof action.goal === 'string') action.goal = reword(action.goal);
    if (typeof action.id === 'string') {
      const id = `${slug(typeof action.label === 'string' ? action.label : 'action')}_${index + 1}`;
      ids.set(action.id, id);
      action.id = id;
    }
    for (const input of Array.isArray(action.inputs) ? action.inputs : []) {
      if (input && typeof input.label === 'string' && input.name !== 'request') input.label = reword(input.label);
    }
    if (Array.isArray(action.plan)) action.plan = rewordPlan(action.plan, users);
  });
  if (pkg.app && typeof pkg.app === 'object') {
    // Its title in the user's words, not ours: what they asked for.
    if (typeof pkg.app.title === 'string') pkg.app.title = intention.trim().slice(0, 300) || 'My corner';
    if (typeof pkg.app.summary === 'string') pkg.app.summary = 'Does what I asked for.';
  }
  for (const view of Array.isArray(pkg.views) ? pkg.views : []) {
    if (typeof view.title === 'string') view.title = 'Start';
    view.components = (Array.isArray(view.components) ? view.components : []).map((component: Obj) => {
      const c: Obj = { ...component };
      if (typeof c.action === 'string' && ids.has(c.action)) c.action = ids.get(c.action);
      if (c.type === 'heading' && typeof c.text === 'string') c.text = onlyValues(c.text, 'Here', users);
      if (c.type === 'text' && typeof c.text === 'string') c.text = onlyValues(c.text, 'Use the forms below.', users);
      if (typeof c.label === 'string') c.label = reword(c.label);
      if (typeof c.item === 'string') c.item = onlyValues(c.item, '•', users);
      if (typeof c.empty === 'string') c.empty = '(none)';
      return c;
    });
  }
  return pkg;
}

function produce(request: GenerationRequest | RevisionRequest, reference: Reference | undefined, intention: string, requirement = ''): GenerationOutcome {
  const slot = reference?.[request.slot];
  const pkg = slot ? ('episode' in request ? slot.revisions[request.episode] : slot.package) : undefined;
  if (pkg === undefined || pkg === null || typeof pkg !== 'object') return { ok: false, kind: 'no_package', reasons: [`the reference has no package for app ${request.slot}`] };
  return { ok: true, package: independentVocabulary(pkg as Obj, intention, requirement) };
}

export const independentVocabularyGenerator: Generator = {
  name: 'independent_vocabulary',
  label: 'Robustness: oracle in other words',
  developer: 'liveuibench controls',
  readsReference: true,
  runtime: { apis: 'live', persist: 'kept' },
  generate: async (request, reference) => produce(request, reference, request.intention),
  revise: async (request, reference) => produce(request, reference, request.intention, request.requirement),
};
