import type { ChoiceLog } from '../../schemas/run.ts';
import type { EpisodeSpec } from '../../schemas/task.ts';
import type { SurfaceAction, SurfaceInput, SurfaceRow } from '../../runtime/types.ts';
import type { InputFlows } from './data-flow.ts';
import { InputTypeSchema } from '../../schemas/package.ts';
import { coerceInputs } from '../../runtime/inputs.ts';
import { normalizeText } from '../check/match.ts';
import { actionConcepts, namedIn, oppositesOf, placesOf, wordsOf } from './intent.ts';
import { confirmingValue, confirmsLabel, followsAnother } from './confirmation.ts';

const slug = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

function keyMatches(key: string, input: { name: string; label: string }): boolean {
  const k = slug(key);
  const name = slug(input.name);
  const label = slug(input.label);
  if (k === name || k === label || (k.length >= 3 && (label.includes(k) || name.includes(k)))) return true;
  // "new_title" fills an input named "title"; "due_date" one named "due" (whole word parts only).
  return name.length >= 3 && (k.endsWith(`_${name}`) || k.startsWith(`${name}_`));
}

/**
 * The input a value goes to, for one of its names: first one matched exactly (by name, label,
 * or an API argument its value flows into), then one matched loosely by the same three.
 */
function findInput(alias: string, candidates: readonly SurfaceInput[], flows: ReadonlyMap<string, readonly string[]> | undefined): SurfaceInput | undefined {
  const k = slug(alias);
  // Flows are `app.api.argument`; a key names the argument.
  const argsOf = (input: SurfaceInput) => (flows?.get(input.name) ?? []).map((flow) => flow.slice(flow.lastIndexOf('.') + 1));
  const exact = candidates.find((i) => k === slug(i.name) || k === slug(i.label) || argsOf(i).some((arg) => slug(arg) === k));
  if (exact) return exact;
  // Loose by argument: "new_title" → an input whose value flows into `title` (whole word parts only).
  return candidates.find((i) => keyMatches(alias, i) || argsOf(i).some((arg) => keyMatches(alias, { name: arg, label: '' })));
}

/**
 * The input a value's name or label names exactly, when no input's value flows into an argument
 * of that name (then the data decides, in the second pass: a headline goes to the field feeding
 * the review's `title`, not to one merely named title that feeds a search).
 */
function namedInput(alias: string, candidates: readonly SurfaceInput[], flows: ReadonlyMap<string, readonly string[]> | undefined): SurfaceInput | undefined {
  const k = slug(alias);
  const flowsThere = candidates.some((i) => (flows?.get(i.name) ?? []).some((flow) => slug(flow.slice(flow.lastIndexOf('.') + 1)) === k));
  return flowsThere ? undefined : candidates.find((i) => k === slug(i.name) || k === slug(i.label));
}

/** The name-form and id-form keys of each record the episode gives in two forms (`EpisodeSpec.names`). */
function nameForms(episode: EpisodeSpec): [nameKey: string, idKey: string][] {
  return Object.entries(episode.names ?? {}).filter(([nameKey, idKey]) => nameKey in episode.values && idKey in episode.values);
}

/** The other form of a record given in two forms (the id key of a name key, and back), if any. */
export function otherForm(episode: EpisodeSpec, key: string): string | undefined {
  for (const [nameKey, idKey] of nameForms(episode)) {
    if (key === nameKey) return idKey;
    if (key === idKey) return nameKey;
  }
  return undefined;
}

/**
 * Whether an input's value goes into a new record (an argument of a `create_*` API): a record's
 * name form finds a record that exists, so it never fills such an input (the label form would
 * make a second "deep-work" label instead of recolouring the first).
 */
function makesNew(input: SurfaceInput, flows: ReadonlyMap<string, readonly string[]> | undefined): boolean {
  return (flows?.get(input.name) ?? []).some((flow) => /\.create_[a-z_]+\.[a-z_]+$/.test(flow));
}

/** Whether an input's value reaches an id argument (`note_id`, `id`) or is a number. */
function takesId(input: SurfaceInput, flows: ReadonlyMap<string, readonly string[]> | undefined): boolean {
  if (input.type === 'number') return true;
  return (flows?.get(input.name) ?? []).some((flow) => /(?:^|_)id$/.test(slug(flow.slice(flow.lastIndexOf('.') + 1))));
}

/**
 * Which form of a record given both ways an action takes (issue #30, K11): the id where an input
 * is named for it (by name, label or the argument its value reaches), else the name where an
 * input is named for that, else the id where an input loosely named for it takes an id (a number
 * field, one reaching an id argument), else the name where any input is loosely named for it,
 * else the id. The other form is left out of the action.
 */
function formTaken(action: SurfaceAction, nameKey: string, idKey: string, flows: ReadonlyMap<string, readonly string[]> | undefined): 'name' | 'id' {
  const inputs = action.inputs.filter((i) => i.name !== 'request');
  const findable = inputs.filter((i) => !makesNew(i, flows));
  const argsOf = (input: SurfaceInput) => (flows?.get(input.name) ?? []).map((flow) => slug(flow.slice(flow.lastIndexOf('.') + 1)));
  const exactly = (key: string, among: readonly SurfaceInput[]) => key.split('|').filter(Boolean).some((alias) => among.some((i) => slug(alias) === slug(i.name) || slug(alias) === slug(i.label) || argsOf(i).includes(slug(alias))));
  if (exactly(idKey, inputs)) return 'id';
  if (exactly(nameKey, findable)) return 'name';
  const loosely = (key: string, among: readonly SurfaceInput[]) => key.split('|').filter(Boolean).map((alias) => findInput(alias, among, flows)).find(Boolean);
  const idInput = loosely(idKey, inputs);
  if (idInput && takesId(idInput, flows)) return 'id';
  if (loosely(nameKey, findable)) return 'name';
  // A form that finds the record through a search of its kind ("Which minutes", "Search") takes its name (s21).
  return findable.some((i) => searches(i, flows, kindWords(nameKey))) ? 'name' : 'id';
}

/** Words of a key that say what a record is (`comment_transaction` → comment, transaction), not which field. */
const GENERIC = new Set(['name', 'title', 'description', 'query', 'which', 'words', 'current', 'text']);
const kindWords = (key: string): string[] => [...new Set(key.split('|').flatMap((alias) => alias.split('_')).filter((w) => w.length >= 4 && !GENERIC.has(w)))];

/**
 * Whether an input's value reaches a search's `query` argument (the form finds a record by it);
 * with `kinds`, a search of records of one of those kinds (`show_transactions` for a payment's
 * description, `search_notes` for a note's title; not `search_projects` for a section's name).
 */
function searches(input: SurfaceInput, flows: ReadonlyMap<string, readonly string[]> | undefined, kinds?: readonly string[]): boolean {
  return (flows?.get(input.name) ?? []).some((flow) => {
    const parts = flow.split('.');
    if (slug(parts.at(-1) ?? '') !== 'query') return false;
    return kinds === undefined || kinds.some((kind) => (parts[1] ?? '').includes(kind));
  });
}

/** Whether an input takes an email address: so named or labelled, or its value reaches an argument for one (`user_email`, `email_addresses`). */
function takesAddress(input: SurfaceInput, flows: ReadonlyMap<string, readonly string[]> | undefined): boolean {
  // The field's last word says it: "Recipient email", `cousin_email`, "Email address" (not "Email subject").
  const address = /(?:^|_)e_?mail(?:s|_address|_addresses)?$/;
  // …and nothing in it names a part of a mail ("Subject of the email", "Email thread").
  const part = /(?:^|_)(?:subject|body|thread|title|label|text|message|note|content|attachment|id)(?:_|$)/;
  if ([slug(input.name), slug(input.label)].some((words) => address.test(words) && !part.test(words))) return true;
  return (flows?.get(input.name) ?? []).some((flow) => address.test(slug(flow.slice(flow.lastIndexOf('.') + 1))));
}

const ADDRESS = /^[^@\s,]+@[^@\s,]+\.[a-z]{2,}$/i;

/** Whether a value is one or more email addresses (a list, or a comma-separated text). */
function isAddress(value: unknown): boolean {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/,\s*/) : [];
  return parts.length > 0 && parts.every((part) => typeof part === 'string' && ADDRESS.test(part.trim()));
}

/**
 * Whether a value may go into an input by its shape (issue #30, s20-z3-f2): a field that takes an
 * address gets an address, never a person's name ("Recipient email" is not where "Ruby Silva" goes).
 */
function fitsShape(input: SurfaceInput, value: unknown, flows: ReadonlyMap<string, readonly string[]> | undefined): boolean {
  return isAddress(value) || !takesAddress(input, flows);
}

export interface Choice extends ChoiceLog {
  action: SurfaceAction;
  inputs: Record<string, unknown>;
  /** The inputs the episode's values went into (the rest of `inputs`: the message, shown defaults, ticked confirmations). */
  fromValues: string[];
  /** The keys of the episode's values this choice used (a later step continues with the others). */
  usedKeys: string[];
  /** The value-and-hint score of the chosen action (third ground of the rule). */
  score: number;
}

/** Whether the field takes the value as the runtime will read it (no product name in a number field). */
function accepts(input: SurfaceInput, value: unknown): boolean {
  const type = InputTypeSchema.safeParse(input.type);
  if (!type.success) return true;
  const spec = { name: input.name, label: input.label, type: type.data, required: true, ...(input.options ? { options: input.options } : {}) };
  return 'inputs' in coerceInputs([spec], { [input.name]: value });
}

/** A word of a field's name or label that says it holds a person ("Who", "Contact", "Tradesperson") or a name. */
const PERSON_WORD = /^(?:name|who|whom|contact|person|people)$|.person$/;
/** Words that say the field holds something else: another thing's name ("Playlist name"), a way to reach a person ("Contact number"). */
const NOT_PERSON = new Set([
  'file', 'filename', 'folder', 'path', 'user', 'username', 'group', 'project', 'playlist', 'label', 'list', 'tag', 'company', 'business', 'organization', 'organisation', 'team',
  'song', 'album', 'track', 'event', 'task', 'note', 'title', 'device', 'network', 'wifi', 'app', 'account', 'channel', 'room', 'place', 'venue', 'pet', 'product', 'item',
  'category', 'brand', 'store', 'shop', 'recipe', 'book', 'page', 'site', 'domain', 'server', 'repo', 'branch', 'bank', 'card', 'plan', 'trip', 'section', 'thread', 'subject',
  'phone', 'number', 'tel', 'telephone', 'mobile', 'cell', 'email', 'emails', 'mail', 'address', 'id', 'date', 'time', 'birthday', 'notes', 'message', 'search', 'query', 'first', 'last',
]);

/**
 * Whether a field takes a person's name by its words (s25-s16-f1 residue): a word says a person or
 * a name and none says another thing; where its value's flow is known, it reaches an argument that
 * is a name or a search, not a playlist's title.
 */
function takesPersonName(input: SurfaceInput, args: readonly string[]): boolean {
  const words = [slug(input.name), slug(input.label)].flatMap((t) => t.split('_')).filter(Boolean);
  if (!words.some((w) => PERSON_WORD.test(w)) || words.some((w) => NOT_PERSON.has(w))) return false;
  return args.length === 0 || args.some((a) => /(?:^|_)name$|^(?:query|contact|person)$/.test(a));
}

/** What the operator knows of the package beyond the page: data flows and each action's goal. */
export interface OperatorContext {
  flows?: InputFlows;
  /** Each action's declared goal, by action id. */
  goals?: ReadonlyMap<string, string>;
  /** A later step's pick from the shown results: a value for a required input nothing else fills. */
  fromPage?: (input: SurfaceInput) => unknown;
  /** A step is pending: a button that confirms or continues it is what completes it, not a late start. */
  pending?: boolean;
  /** Only actions this accepts are candidates (a later step of a multi-step episode: fillable, not repeated). */
  accept?: (candidate: { action: SurfaceAction; inputs: Record<string, unknown>; usedKeys: readonly string[]; missing: readonly string[]; contrary: string | undefined }) => boolean;
}

/** One action as the operator weighs it. */
interface Candidate {
  action: SurfaceAction;
  position: number;
  inputs: Record<string, unknown>;
  fromValues: string[];
  usedKeys: string[];
  /** Required inputs nothing fills, or filled with a value the field cannot take. */
  missing: string[];
  /** A row action on a row that is not the record the user names (never pressed: it would act on that record). */
  otherRecord: boolean;
  /** Only the message went in: the app's free-text `request` action. */
  freeText: boolean;
  /** A concept the action names whose opposite the message asks for ("star" for an unstar request). */
  contrary: string | undefined;
  /** Concepts of the message the action names. */
  named: string[];
  score: number;
  /** It only confirms or continues another action shown beside it (nothing is pending on a first view). */
  follower: boolean;
  /** 1: it goes where the message sends the record; -1: it takes it away from there; 0: neither. */
  place: number;
  /** Content words of the message its id or label shares (last ground before the shown order). */
  shared: number;
}

/**
 * Words of the message that say what to do, without what the user dictates: quoted text and the
 * episode's own text values ("Rewrite x.txt to say: <text>" — the text is content, not a verb).
 */
function askingWords(episode: EpisodeSpec): string {
  let text = (episode.message ?? '').replace(/"[^"]*"|“[^”]*”/g, ' ');
  const dictated = Object.values(episode.values).filter((v): v is string => typeof v === 'string' && v.trim().length >= 3);
  for (const value of dictated.sort((a, b) => b.length - a.length)) {
    const at = text.toLowerCase().indexOf(value.trim().toLowerCase());
    if (at >= 0) text = `${text.slice(0, at)} ${text.slice(at + value.trim().length)}`;
  }
  return text;
}

/** What the message asks: one entry per asking word, with the concepts it may mean. */
interface Asked {
  words: readonly (readonly string[])[];
  concepts: ReadonlySet<string>;
  /** The action hints some action on the page has as whole words of its id or label. */
  literal: ReadonlySet<string>;
  /** Where the message sends the record ("back to my wish list"). */
  to: ReadonlySet<string>;
  /** Its content words (four letters or more). */
  content: ReadonlySet<string>;
  /** Every action on the page (a confirm button is weighed against the others). */
  page: readonly SurfaceAction[];
}

/** The concepts a hint word means, as an asking word of a message (`edit` → edit). */
const hintMeans = (hint: string): string[] => namedIn(hint, 'message').flat();

/** Content words of a text: four letters or more, not the commonest function words. */
const COMMON = new Set(['that', 'this', 'with', 'from', 'into', 'them', 'they', 'then', 'than', 'have', 'what', 'when', 'will', 'would', 'should', 'could', 'please', 'just', 'also', 'again', 'every', 'some', 'there', 'their', 'about']);
/** Words that turn the next one around: "Not done after all" does not say "done". */
const NEGATING = new Set(['not', 'no', 'never', 'dont', 'stop']);
const contentWords = (text: string) => new Set(wordsOf(text).filter((w, i, all) => w.length >= 4 && !COMMON.has(w) && !/^\d+$/.test(w) && !NEGATING.has(all[i - 1] ?? '')));

const overlaps = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((w) => b.has(w));

function weigh(action: SurfaceAction, position: number, episode: EpisodeSpec, asked: Asked, context: OperatorContext): Candidate {
  const inputs: Record<string, unknown> = {};
  let score = 0;
  const fromValues: string[] = [];
  const usedKeys: string[] = [];
  // A record given by name and by id goes in one form only: the one this action takes.
  const flows = context.flows?.get(action.id);
  const leftOut = new Set(nameForms(episode).map(([nameKey, idKey]) => (formTaken(action, nameKey, idKey, flows) === 'id' ? nameKey : idKey)));
  const nameKeys = new Set(nameForms(episode).map(([nameKey]) => nameKey));
  // A person's name given in parts goes whole into a form's one name field ("Name", "Full name")
  // where the form has no field for a part: a person types "Bruno Plumbing" there, not the first
  // name alone (s25, plumber-contact and movers-contact s25-s16-f1).
  const partKey = (part: string) => Object.keys(episode.values).find((k) => k.split('|').includes(part) && !leftOut.has(k));
  const [firstKey, lastKey] = [partKey('first_name'), partKey('last_name')];
  // The arguments an input's value flows into, by their own names.
  const argsOf = (i: SurfaceInput) => (flows?.get(i.name) ?? []).map((flow) => slug(flow.slice(flow.lastIndexOf('.') + 1)));
  const aliasesOf = (key: string) => key.split('|').map(slug);
  // A form has a field for a part where one is so named or labelled, or its value is the last name
  // the service saves (s26-d1b-f1 residue of s25-s16-f1).
  const parted = (lastKey: string) => action.inputs.some((i) => /(^|_)(first|last|given|family|surname|middle)(_|$)/.test(`${slug(i.name)}_${slug(i.label)}`) || argsOf(i).some((a) => aliasesOf(lastKey).includes(a)));
  if (firstKey !== undefined && lastKey !== undefined && !parted(lastKey)) {
    const WHOLE = new Set(['name', 'full_name', 'contact_name', 'person_name', 'contact', 'person']);
    const value = `${String(episode.values[firstKey])} ${String(episode.values[lastKey])}`.trim();
    const open = action.inputs.filter((i) => i.name !== 'request' && fitsShape(i, value, flows));
    // The one field that takes the person's name, whatever it is called (s25-s16-f1 residue): the
    // one whose value the service saves as the first name, else one named for a whole name, else
    // one whose words say it holds a person's name ("Name of contact", "Tradesperson", "Who").
    const whole = open.find((i) => argsOf(i).some((a) => aliasesOf(firstKey).includes(a)) && accepts(i, value))
      ?? open.find((i) => WHOLE.has(slug(i.name)) || WHOLE.has(slug(i.label)))
      ?? open.find((i) => takesPersonName(i, argsOf(i)) && accepts(i, value));
    if (whole !== undefined) {
      inputs[whole.name] = value;
      fromValues.push(whole.name);
      usedKeys.push(firstKey, lastKey);
      score += 6;
    }
  }
  // Two passes over the values: first each takes an input its own name or label names outright,
  // then the rest go by data flow or loosely — so "song" keeps the input named song even when
  // another value's alias ("playlist|query") would reach it through the search's query argument.
  for (const pass of ['named', 'any'] as const) {
    for (const [key, value] of Object.entries(episode.values)) {
      if (usedKeys.includes(key) || leftOut.has(key)) continue;
      // "description|what_for": alternative names for the same value, tried in order.
      const aliases = key.split('|').filter(Boolean);
      const candidates = action.inputs.filter((i) => i.name !== 'request' && !(i.name in inputs) && !(nameKeys.has(key) && makesNew(i, flows)) && fitsShape(i, value, flows));
      const input = aliases.map((alias) => (pass === 'named' ? namedInput(alias, candidates, context.flows?.get(action.id)) : findInput(alias, candidates, context.flows?.get(action.id)))).find(Boolean);
      if (input && !(input.name in inputs)) {
        inputs[input.name] = value;
        fromValues.push(input.name);
        usedKeys.push(key);
        score += 3;
      }
    }
  }
  // An address no input is named for goes to the next field that takes one, as a person types the
  // address where the form asks for it whatever the field is called ("Cousin's email", "To"); a
  // record's name no input is named for goes to the field the form searches records by (s21).
  for (const [key, value] of Object.entries(episode.values)) {
    if (usedKeys.includes(key) || leftOut.has(key) || !(isAddress(value) || nameKeys.has(key))) continue;
    const fits = (i: SurfaceInput) => (isAddress(value) ? takesAddress(i, flows) : searches(i, flows, kindWords(key)) && !makesNew(i, flows));
    const input = action.inputs.find((i) => i.name !== 'request' && !(i.name in inputs) && fits(i));
    if (!input) continue;
    inputs[input.name] = value;
    fromValues.push(input.name);
    usedKeys.push(key);
    score += 3;
  }
  // A hint counts where its whole words stand in the id or label ("like" is not in "unlike_song"),
  // or where the action names what the hint means in other words ("edit" of "Modify comment", s21).
  const words = `_${slug(action.id)}_${slug(action.label)}_`;
  const does = actionConcepts(`${action.id} ${action.label}`, context.goals?.get(action.id) ?? '');
  // A hint some action on the page says in its own words counts only there.
  for (const hint of episode.action_hint) if (slug(hint) !== '' && (words.includes(`_${slug(hint)}_`) || (!asked.literal.has(hint) && hintMeans(hint).some((c) => does.has(c))))) score += 2;
  const request = action.inputs.find((i) => i.name === 'request');
  if (request && episode.message !== undefined) {
    inputs.request = episode.message;
    score += 1;
  }
  // A required field showing a default is filled as shown.
  for (const input of action.inputs) if (input.required && !(input.name in inputs) && input.default !== undefined) inputs[input.name] = input.default;
  // A button for one item ("Delete 'Groceries'") takes the value its label names.
  if (action.inputs.length === 0) {
    const label = ` ${slug(action.label)} `.replace(/_/g, ' ');
    for (const [key, value] of Object.entries(episode.values)) {
      const named = typeof value === 'string' ? slug(value).replace(/_/g, ' ') : '';
      if (named.length >= 3 && label.includes(` ${named} `)) {
        usedKeys.push(key);
        score += 3;
      }
    }
  }
  // A row action ("Mark done" beside one item) is the user's record's row or no candidate.
  const row = action.row ? weighRow(action.row, action.id, episode, context, usedKeys) : undefined;
  if (row) score += row.score;
  // A pick from the shown results fills a required field nothing fills with a value it can take.
  for (const input of action.inputs) {
    if (!input.required || !context.fromPage || (input.name in inputs && accepts(input, inputs[input.name]))) continue;
    const picked = context.fromPage(input);
    if (picked !== undefined) inputs[input.name] = picked;
  }
  // A required box or yes/no choice whose label confirms is ticked, as a person would.
  for (const input of action.inputs) {
    if (!input.required || input.name in inputs || !confirmsLabel(input.label)) continue;
    const yes = confirmingValue(input);
    if (yes !== undefined) inputs[input.name] = yes;
  }
  const missing = action.inputs.filter((i) => i.required && !(i.name in inputs && accepts(i, inputs[i.name]))).map((i) => i.name);
  // Contrary: it names the undoing of something asked and not that thing itself ("Erase from log"
  // names deleting, so its "log" does not make it the opposite of a delete request).
  const contrary = [...does].find((c) => !asked.concepts.has(c) && oppositesOf(c).some((o) => asked.concepts.has(o) && !does.has(o)));
  // An asking word counts once, whichever of its meanings the action names.
  const named = asked.words.map((meanings) => meanings.filter((c) => does.has(c)).join('/')).filter((c) => c !== '');
  const follower = context.pending !== true && usedKeys.length === 0 && followsAnother(action, asked.page);
  const places = placesOf(`${action.label}. ${context.goals?.get(action.id) ?? ''}`);
  const place = overlaps(asked.to, places.to) ? 1 : overlaps(asked.to, places.from) ? -1 : 0;
  const own = contentWords(`${action.id} ${action.label}`);
  const shared = [...asked.content].filter((w) => own.has(w)).length;
  return { action, position, inputs, fromValues, usedKeys, missing, otherRecord: (row?.other.length ?? 0) > 0, freeText: request !== undefined && 'request' in inputs && fromValues.length === 0, contrary, named, score, follower, place, shared };
}

/**
 * How a row action's row fits the request: a value the user gave for one of its bound inputs
 * (by name or data flow) must be the row's own (else the row is another record: `other`), and
 * each such value, or one the row's text names whole, counts as used (3 points each).
 */
function weighRow(row: SurfaceRow, actionId: string, episode: EpisodeSpec, context: OperatorContext, usedKeys: string[]): { score: number; other: string[] } {
  const bound = Object.keys(row.bound).map((name) => ({ name, label: name, type: 'text', required: true }));
  const text = ` ${slug(row.text).replace(/_/g, ' ')} `;
  let score = 0;
  const other: string[] = [];
  const forms = nameForms(episode);
  const nameKeys = new Set(forms.map(([nameKey]) => nameKey));
  for (const [key, value] of Object.entries(episode.values)) {
    if (usedKeys.includes(key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    // A record's name form binds only an input named for it; its id form gives way where the row
    // holds the record's name in that input (a row bound by title, not by id).
    const input = nameKeys.has(key)
      ? key.split('|').filter(Boolean).map((alias) => bound.find((i) => slug(alias) === slug(i.name))).find(Boolean)
      : key.split('|').filter(Boolean).map((alias) => findInput(alias, bound, context.flows?.get(actionId))).find(Boolean);
    const given = normalizeText(String(value));
    const name = forms.find(([, idKey]) => idKey === key)?.[0];
    const byName = input !== undefined && name !== undefined && normalizeText(row.bound[input.name] ?? '') === normalizeText(String(episode.values[name]));
    if (input && !byName) {
      if (normalizeText(row.bound[input.name] ?? '') !== given) {
        other.push(`${input.name} (this row is another record)`);
        continue;
      }
    } else {
      const named = slug(String(value)).replace(/_/g, ' ');
      if (named.length < 3 || !text.includes(` ${named} `)) continue;
    }
    usedKeys.push(key);
    score += 3;
  }
  return { score, other };
}

/** The grounds in order; each compares two candidates (negative: `a` is better). */
const GROUNDS: readonly { name: string; compare: (a: Candidate, b: Candidate) => number }[] = [
  { name: 'fillable', compare: (a, b) => Number(a.missing.length > 0) - Number(b.missing.length > 0) },
  { name: 'an entry point', compare: (a, b) => Number(a.follower) - Number(b.follower) },
  { name: 'not contrary', compare: (a, b) => Number(a.contrary !== undefined) - Number(b.contrary !== undefined) },
  { name: 'names the request', compare: (a, b) => b.named.length - a.named.length },
  { name: 'values', compare: (a, b) => b.score - a.score },
  { name: 'goes where asked', compare: (a, b) => b.place - a.place },
  { name: 'shares words', compare: (a, b) => b.shared - a.shared },
];

const list = (items: readonly string[]) => items.join(', ');

/** Why `best` won over `next`: the first ground that tells them apart. */
function explain(best: Candidate, next: Candidate | undefined, asked: Asked): ChoiceLog {
  const facts: string[] = [];
  if (best.missing.length > 0) facts.push(`no action could be filled (this one cannot fill ${list(best.missing)})`);
  if (!next) return { reason: [...facts, 'the only action on the page'].join('; '), ambiguous: false };
  const ground = GROUNDS.find((g) => g.compare(best, next) !== 0)?.name;
  const other = `"${next.action.id}"`;
  switch (ground) {
    case 'fillable':
      facts.push(best.freeText ? `no structured action could be filled (${other} cannot fill ${list(next.missing)}): the free-text request action takes the message` : `it fills every required input; ${other} cannot fill ${list(next.missing)}`);
      break;
    case 'not contrary':
      facts.push(`${other} does the opposite (${next.contrary ?? ''}) of what the message asks (${list([...asked.concepts])})`);
      break;
    case 'names the request':
      facts.push(`it names what the message asks (${list(best.named)}); ${other} ${next.named.length > 0 ? `names ${list(next.named)}` : 'does not'}`);
      break;
    case 'an entry point':
      facts.push(`${other} only confirms or continues another action, and nothing is pending`);
      break;
    case 'values':
      facts.push(`it takes more of the request's values and hints (score ${best.score} over ${next.score} for ${other})`);
      break;
    case 'goes where asked':
      facts.push(best.place > 0 ? `it goes where the message sends the record (${list([...asked.to])}); ${other} does not` : `${other} takes the record away from where the message sends it (${list([...asked.to])})`);
      break;
    case 'shares words':
      facts.push(`its id or label shares more of the message's words (${best.shared} over ${next.shared} for ${other})`);
      break;
    default:
      facts.push(`as good as ${other} on every ground: shown first`);
  }
  return { reason: facts.join('; '), ambiguous: ground === undefined };
}

/**
 * The operator's documented rule for picking and filling an action (docs/decisions.md). Among the
 * rendered actions it prefers, in order:
 * 1. one whose required inputs it can all fill (values, the message in `request`, shown defaults);
 * 2. one that does not do the opposite of what the message asks (unstar vs star, revoke vs share);
 * 3. one whose id/label (else goal) names more of what the message asks (`intent.ts`);
 * 4. the higher score: 3 per episode value whose key (or one of its `|` aliases) matches an input
 *    by name, label or data flow (exact before loose), 2 per action-hint word in its id or label,
 *    1 for a `request` input taking the message;
 * 5. one that goes where the message sends the record ("back to my wish list"), over one that
 *    takes it away from there (`placesOf`);
 * 6. one whose id or label shares more of the message's content words;
 * 7. the one shown first — reported as ambiguous.
 * Before (2), a button that only confirms or continues another shown action ("Confirm: Start
 * return") ranks after every entry point: nothing is pending on a first view.
 * A required box or yes/no select whose label confirms is ticked; other unmatched inputs stay empty.
 * When no structured action can be filled, the app's free-text `request` action wins by (1).
 * A row action (a button beside one listed item) whose row holds another value than the user
 * gave for its bound input is never a candidate; its row's values, or a value its row's text
 * names, count in (4) like filled inputs.
 * Inputs are filled from matching values; the message always goes to `request`.
 */
export function chooseAction(actions: readonly SurfaceAction[], episode: EpisodeSpec, context: OperatorContext = {}): Choice | undefined {
  const asking = askingWords(episode);
  const words = namedIn(asking, 'message');
  const literal = new Set(episode.action_hint.filter((hint) => slug(hint) !== '' && actions.some((a) => `_${slug(a.id)}_${slug(a.label)}_`.includes(`_${slug(hint)}_`))));
  const asked: Asked = { words, concepts: new Set(words.flat()), literal, to: placesOf(asking).to, content: contentWords(asking), page: actions };
  const ranked = actions.map((action, position) => weigh(action, position, episode, asked, context)).filter((c) => !c.otherRecord && (!context.accept || context.accept(c)));
  ranked.sort((a, b) => GROUNDS.reduce((order, g) => order || g.compare(a, b), 0) || a.position - b.position);
  const [best, next] = ranked;
  if (!best) return undefined;
  return { action: best.action, inputs: best.inputs, fromValues: best.fromValues, usedKeys: best.usedKeys, score: best.score, ...explain(best, next, asked) };
}
