import { join } from 'node:path';
import { writeNdjson } from '../io/ndjson.ts';
import type { SurfaceAction } from '../runtime/types.ts';
import { AUTO_REVIEWER, type ReviewRecord } from '../schemas/review.ts';
import type { AssertionSpec, EpisodeSpec, Task } from '../schemas/task.ts';
import { normalizeText, textShows } from '../stages/check/match.ts';
import { fixtureByName } from '../stages/run/fixtures.ts';
import { freshWorld } from '../world/fixture.ts';
import { planCalls } from './diversity.ts';
import { isChoice, worldDocs } from '../world/docs.ts';
import { chooseAction } from '../stages/run/operator.ts';
import { AUTO_FILE, DEFAULT_REVIEW_DIR, taskHash } from './review.ts';
import { freeFieldFindings } from './free-field-review.ts';
import { jsonItems, requiredUnasked } from './required-inputs.ts';

/**
 * The automatic reviewer's records carry a fixed time: a finding is a function of the task's
 * content (its hash) and of this code, not of when it ran, and reruns must be byte-identical.
 */
export const AUTO_REVIEW_AT = '1970-01-01T00:00:00.000Z';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCapture = (value: unknown): value is string => typeof value === 'string' && /^\$[A-Za-z][A-Za-z0-9_]*$/.test(value);

/** Assertion fields that name places or limits (app, table, input names), not values a user gives. */
const PLACE_KEYS = new Set(['app', 'table', 'field']);
const NOT_VALUES = new Set(['id', 'type', 'note', 'match', 'names', 'app', 'api', 'table', 'op', 'min', 'max', 'allow']);

export interface AssertedValue {
  assertion: string;
  path: string;
  /** Alternatives: any one stated is enough (visible_contains lists them, and a flipped state's words). */
  values: (string | number)[];
}

/**
 * The literal values an assertion demands, with where they sit. Walks every field except the
 * NOT_VALUES ones, so assertion types added later are covered. Booleans and null are left out:
 * "not public" is rarely said in words and a default the user never touched is not demanded of them.
 */
export function assertedValues(assertion: AssertionSpec): AssertedValue[] {
  const out: AssertedValue[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') out.push({ assertion: assertion.id, path, values: [value] });
    else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`));
    // A nested place ({app, table, field} of a record reference) names where, not what.
    else if (isObj(value)) for (const [k, v] of Object.entries(value)) if (!PLACE_KEYS.has(k)) visit(v, `${path}.${k}`);
  };
  if (assertion.type === 'world_matches_reference') {
    // Its demands on content are the values of its row constraints and free-field constraints;
    // the rest (apps, tables, fields, bounds) is structure.
    assertion.rows.forEach((row, i) => {
      visit(row.where, `rows[${i}].where`);
      if (row.via) visit(row.via.where, `rows[${i}].via.where`);
    });
    assertion.free.forEach((free, i) => {
      // Options of which the app may choose any one (a one-off alarm, or one repeating on the
      // stated date's weekday) demand only one stated option, as a list of state words does.
      if (typeof free.constraint === 'object' && 'one_of' in free.constraint) {
        const options = free.constraint.one_of.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
        if (options.length > 0) out.push({ assertion: assertion.id, path: `free[${i}].constraint.one_of`, values: options });
      } else if (typeof free.constraint === 'object') visit(free.constraint, `free[${i}].constraint`);
    });
    return out;
  }
  for (const [key, value] of Object.entries(assertion)) {
    if (NOT_VALUES.has(key)) continue;
    // The words of an old state a stale copy still shows (`was`): never demanded, only refused.
    if (assertion.type === 'persisted_visible' && key === 'was') continue;
    // s23 regone: words that only excuse a line (`logged`: a log's "Created …"), or texts masked out of one
    // (`apart`, `state_apart` of a gone check): never demanded.
    if (assertion.type === 'persisted_visible' && assertion.gone === true && (key === 'logged' || key === 'logged_first' || key === 'apart' || key === 'state_apart')) continue;
    // Where a computed number is read from (an API and its field) names a place, not a value.
    if (assertion.type === 'visible_contains' && key === 'computed') continue;
    // Listed words of which any one is enough: a visible_contains list, a flipped state's words.
    if (((assertion.type === 'visible_contains' && key === 'text') || ((assertion.type === 'visible_result_grounded' || assertion.type === 'persisted_visible') && key === 'state') || ((assertion.type === 'visible_result_grounded' || assertion.type === 'persisted_visible') && key === 'beside')) && Array.isArray(value)) out.push({ assertion: assertion.id, path: key, values: value });
    else visit(value, key);
  }
  return out;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/**
 * The ways a person may say a value: itself, a date without its year ("June 15", "15 June",
 * "the 15th"), a time as "7:30 am" or "7 am", a weekday as part of "weekdays", "weekends" or
 * "every day". Anything else (relative dates such as "Saturday") is not recognised and is
 * reported, for a person to judge.
 */
export function spellings(value: string | number): string[] {
  const text = String(value);
  const out = [text];
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (date) {
    const month = MONTHS[Number(date[2]) - 1] ?? '';
    const day = Number(date[3]);
    out.push(`${month} ${day}`, `${month} ${ordinal(day)}`, `${month.slice(0, 3)} ${day}`, `${day} ${month}`, `the ${ordinal(day)}`);
  }
  const time = /^(\d{2}):(\d{2})$/.exec(text);
  if (time) {
    const hour = Number(time[1]);
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    const half = hour < 12 ? ['am', 'a.m.', 'in the morning'] : ['pm', 'p.m.', 'in the evening', 'at night'];
    for (const suffix of half) {
      out.push(`${h12}:${time[2]} ${suffix}`, `${h12}:${time[2]}${suffix}`);
      if (time[2] === '00') out.push(`${h12} ${suffix}`, `${h12}${suffix}`);
    }
    // "Medicine at 8": a whole hour said without am or pm.
    if (time[2] === '00') out.push(`at ${h12}`);
    if (hour === 12 && time[2] === '00') out.push('noon', 'midday');
  }
  // One word: its plural or singular ("playlists" states "playlist").
  if (/^[a-z]+$/i.test(text)) out.push(/s$/i.test(text) ? text.slice(0, -1) : `${text}s`);
  const phone = /^(\d{3})(\d{3})(\d{4})$/.exec(text);
  if (phone) out.push(`${phone[1]}-${phone[2]}-${phone[3]}`, `(${phone[1]}) ${phone[2]}-${phone[3]}`, `${phone[1]} ${phone[2]} ${phone[3]}`, `${phone[1]}.${phone[2]}.${phone[3]}`);
  // A small count in words ("make it ten bottles").
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < NUMBER_WORDS.length) out.push(NUMBER_WORDS[value] as string);
  const day = text.toLowerCase();
  if (WEEKDAYS.includes(day)) out.push('weekday', 'weekdays', 'every day', 'daily');
  if (day === 'saturday' || day === 'sunday') out.push('weekend', 'weekends', 'every day', 'daily');
  return out;
}

const stated = (text: string, value: string | number) => spellings(value).some((s) => textShows(text, s, 'normalized'));

/**
 * Every cell of the task's fixture world, normalised: a value already in the world (a
 * contact's phone number, a product's name, an existing id) is something the app can read, so
 * an assertion may demand it although the user never says it. Built once per fixture.
 */
const worldCells = new Map<string, { cells: Set<string>; composites: Set<string>[] }>();
function worldValues(fixture: string): { cells: Set<string>; composites: Set<string>[] } {
  const cached = worldCells.get(fixture);
  if (cached) return cached;
  const cells = new Set<string>();
  const composites: Set<string>[] = [];
  const world = freshWorld({ fixture: fixtureByName(fixture) });
  try {
    const tables = world.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").all() as { name: string }[];
    for (const { name } of tables) {
      for (const row of world.db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).iterate() as Iterable<Record<string, unknown>>) {
        for (const cell of Object.values(row)) {
          if ((typeof cell === 'string' && cell.length <= 200) || typeof cell === 'number') cells.add(normalizeText(String(cell)));
          // A JSON list cell (a note's tags) holds values one by one.
          for (const item of jsonItems(cell)) cells.add(normalizeText(item));
          if (typeof cell === 'string' && cell.length <= 20_000) {
            const parts = textParts(cell);
            if (parts.length >= 2) composites.push(new Set(parts.map(normalizeText)));
          }
        }
        // A person's full name is two cells; apps show it whole.
        if (typeof row.first_name === 'string' && typeof row.last_name === 'string') cells.add(normalizeText(`${row.first_name} ${row.last_name}`));
      }
    }
    // The clock and the APIs' own vocabulary (enum options such as "prepend") are the world's too.
    cells.add(normalizeText(world.now()));
    for (const doc of worldDocs()) for (const param of doc.parameters) for (const [, option] of param.type.matchAll(/"((?:[^"\\]|\\.)*)"/g)) cells.add(normalizeText(option ?? ''));
  } finally {
    world.close();
  }
  const out = { cells, composites };
  worldCells.set(fixture, out);
  return out;
}

/**
 * The parts of a composite text: its lines, list items and clauses, without bullet or
 * checklist marks ("- [x] tent\n- [ ] headlamp" → tent, headlamp).
 */
export function textParts(text: string): string[] {
  return text
    .split(/\n|[,;:]\s|\.\s/)
    .map((part) => part.replace(/^\s*(?:\d+\.\s+|[-*]\s*)?(?:\[[ xX]\]\s*)?/, '').replace(/[.\s]+$/, '').trim())
    .filter((part) => part.length > 0);
}

/**
 * A value derived from what the user said or the world holds:
 * - a stated text with a stated suffix ("Running late" + "- Alex", the signature a requirement gives);
 * - a piece of one world record ("Cookbook: Weeknight Vegetables" of a longer product name);
 * - several lines, each part of them stated: a checklist of the items the user named, a list
 *   with the items they added;
 * - an edit of one world record: at least half its parts are that record's, the rest stated (a
 *   copy with one phrase replaced, a shared note with a line added).
 * A one-line text of stated pieces in a format the user never gave ("Status, week 20";
 * "Plot 3: level 42 cm" for "plot 3, level 42 cm") is not derived, nor is a made-up sentence
 * among the parts or a single word borrowed from some record.
 */
function derived(known: string, value: string | number, composites: readonly Set<string>[]): boolean {
  if (typeof value !== 'string') return false;
  for (let i = value.indexOf(' '); i > 0; i = value.indexOf(' ', i + 1)) {
    const [head, tail] = [value.slice(0, i), value.slice(i + 1)];
    if (/^[^a-z0-9]/i.test(tail) && stated(known, head) && stated(known, tail)) return true;
  }
  const parts = textParts(value);
  // A whole clause of one world record, of four words or more (the sentence a forwarded email
  // still holds, whatever its layout: s11 text11).
  if (parts.length === 1 && (parts[0] ?? '').split(/\s+/).length >= 4 && composites.some((cell) => cell.has(normalizeText(parts[0] ?? '')))) return true;
  if (parts.length < 2) return false;
  const fromOneRecord = (list: string[]) => composites.some((cell) => list.every((part) => cell.has(part)));
  if (fromOneRecord(parts.map(normalizeText))) return true;
  const rest = parts.filter((part) => !stated(known, part)).map(normalizeText);
  if (rest.length === 0) return value.includes('\n');
  return rest.length * 2 >= parts.length && fromOneRecord(rest);
}

/**
 * A list field's value written as its JSON text (a reply's recipients `["sam@…"]`, or none `[]`):
 * known when each of its items is.
 */
function listOf(value: unknown, known: (item: string | number) => boolean): boolean {
  if (typeof value !== 'string' || !value.startsWith('[')) return false;
  try {
    const items = JSON.parse(value) as unknown;
    return Array.isArray(items) && items.every((item) => (typeof item === 'string' || typeof item === 'number') && known(item));
  } catch {
    return false;
  }
}

/**
 * Values an episode asserts that the user never stated: not in the intentions, nor in any
 * message or requirement up to and including this episode, and not a captured `$value`.
 */
function unstatedValues(task: Task): string[] {
  const out: string[] = [];
  const fixture = worldValues(task.world.fixture);
  // The rows the task adds to its world (a request the user's housemate sent) are the world's too.
  const own = (task.world.rows ?? []).flatMap(({ row }) => Object.values(row)).filter((cell) => (typeof cell === 'string' && cell.length <= 200) || typeof cell === 'number');
  const world = own.length === 0 ? fixture : { ...fixture, cells: new Set([...fixture.cells, ...own.map((cell) => normalizeText(String(cell)))]) };
  let known = task.apps.map((a) => a.intention).join('\n');
  for (const episode of task.episodes) {
    known += `\n${episode.message ?? ''}\n${episode.requirement ?? ''}`;
    // One finding per value and episode, naming every assertion that demands it.
    const where = new Map<string, string[]>();
    for (const assertion of episode.assertions) {
      // A number a service computes (a cart's total), read from an answer the reference's plan asks for.
      if (assertion.type === 'visible_contains' && assertion.computed && referenceCalls(task, episode, assertion.computed.api)) continue;
      for (const found of assertedValues(assertion)) {
        const fromWorld = (v: string | number): boolean => isCapture(v) || stated(known, v) || world.cells.has(normalizeText(String(v))) || derived(known, v, world.composites);
        if (found.values.some((v) => fromWorld(v) || listOf(v, fromWorld))) continue;
        const value = found.values.map((v) => JSON.stringify(v)).join(' | ');
        where.set(value, [...(where.get(value) ?? []), `${assertion.id} ${found.path}`]);
      }
    }
    for (const [value, places] of where) out.push(`[unstated-value] episode ${episode.id}: ${value} (${places.join(', ')}) is stated in no message, requirement or intention up to this episode and is not in the world`);
  }
  return out;
}

/**
 * Episodes that carry a user request but assert none of what it asked: no assertion demands a
 * value of the episode's message or `values` (captures the values refer to included).
 */
function assertsNothingAsked(task: Task): string[] {
  const out: string[] = [];
  for (const episode of task.episodes) {
    if (episode.message === undefined && Object.keys(episode.values).length === 0) continue;
    const given = Object.values(episode.values).filter((v): v is string | number => typeof v !== 'boolean');
    // Asked: equal to a given value, inside one or containing one (a message plus a signature), or said in the message.
    const asked = (v: string | number) =>
      given.some((g) => String(g) === String(v) || (typeof g === 'string' && !isCapture(g) && !isCapture(v) && (stated(g, v) || stated(String(v), g)))) || (!isCapture(v) && stated(episode.message ?? '', v));
    const hits = episode.assertions.flatMap(assertedValues).filter((found) => found.values.some(asked));
    // A yes/no condition on a field the message names ("delete the ones I have read" → read: true).
    const flags = episode.assertions.flatMap((a) => Object.entries((a.type === 'db_changed' ? a.where : a.type === 'record_matches' ? a.fields : {}) as Obj)).filter(([field, value]) => typeof value === 'boolean' && stated(episode.message ?? '', field));
    if (hits.length === 0 && flags.length === 0 && !assertsRemoval(task, episode, given)) out.push(`[asserts-nothing-asked] episode ${episode.id}: none of its ${episode.assertions.length} assertions checks a value its message or values give`);
  }
  return out;
}

/**
 * Whether the episode checks that a value it was given is gone: a record_matches on a fixture
 * record whose field holds the value in the fixture and not in the expected fields ("get rid of
 * the fun tag" → the note's tags without "fun").
 */
function assertsRemoval(task: Task, episode: EpisodeSpec, given: readonly (string | number)[]): boolean {
  const checks = episode.assertions.filter((a) => a.type === 'record_matches' && typeof a.key.id === 'number');
  if (checks.length === 0 || given.length === 0) return false;
  const world = freshWorld({ fixture: fixtureByName(task.world.fixture) });
  try {
    return checks.some((a) => {
      if (a.type !== 'record_matches') return false;
      const row = world.db.prepare(`SELECT * FROM "${`${a.app}_${a.table}`.replace(/"/g, '""')}" WHERE id = ?`).get(a.key.id) as Obj | undefined;
      if (!row) return false;
      return Object.entries(a.fields).some(([field, expected]) => {
        const before = row[field];
        return typeof before === 'string' && given.some((g) => !isCapture(g) && [...jsonItems(before), before].some((v) => normalizeText(v) === normalizeText(String(g))) && !JSON.stringify(expected).toLowerCase().includes(String(g).toLowerCase()));
      });
    });
  } catch {
    return false;
  } finally {
    world.close();
  }
}

/** Whether a plan of the episode's slot's packages calls `api` ("amazon.show_cart"). */
function referenceCalls(task: Task, episode: EpisodeSpec, api: string): boolean {
  const ref = task.reference[episode.slot];
  return ref !== undefined && [ref.package, ...Object.values(ref.revisions)].some((pkg) => planCalls(pkg).some((call) => call.replace(/^\*/, '') === api));
}

/** The reference actions an episode could meet: every action of its slot's packages. */
function referenceActions(task: Task, episode: EpisodeSpec): SurfaceAction[] {
  const ref = task.reference[episode.slot];
  if (!ref) return [];
  const actions: SurfaceAction[] = [];
  for (const pkg of [ref.package, ...Object.values(ref.revisions)]) {
    if (!isObj(pkg) || !Array.isArray(pkg.actions)) continue;
    for (const action of pkg.actions.filter(isObj)) {
      const inputs = Array.isArray(action.inputs) ? action.inputs.filter(isObj) : [];
      actions.push({
        id: String(action.id ?? ''),
        label: String(action.label ?? ''),
        handler: Array.isArray(action.plan) ? 'plan' : 'agent',
        inputs: inputs.map((i) => ({ name: String(i.name ?? ''), label: String(i.label ?? i.name ?? ''), type: String(i.type ?? 'text'), required: i.required === true })),
      });
    }
  }
  return actions;
}

/**
 * Alias collisions: two value keys of one episode that share an alias, or whose aliases fill the
 * same input of the reference action the operator picks for the episode (then which value lands
 * there depends on key order). Uses the operator's own matching rule, one key at a time.
 */
function aliasCollisions(task: Task): string[] {
  const out: string[] = [];
  for (const episode of task.episodes) {
    const keys = Object.keys(episode.values);
    const owner = new Map<string, string>();
    for (const key of keys) {
      for (const alias of key.split('|').filter(Boolean)) {
        const other = owner.get(alias.toLowerCase());
        if (other !== undefined && other !== key) out.push(`[alias-collision] episode ${episode.id}: keys "${other}" and "${key}" share the alias "${alias}"`);
        else owner.set(alias.toLowerCase(), key);
      }
    }
    if (keys.length < 2) continue;
    const chosen = chooseAction(referenceActions(task, episode), episode)?.action;
    if (!chosen) continue;
    const filledBy = new Map<string, string[]>();
    // A record's name form goes only where its id form finds no input (the operator's `formTaken`): not a rival of it.
    const nameForms = new Set(Object.keys(episode.names ?? {}));
    for (const key of keys) {
      if (nameForms.has(key)) continue;
      const alone = chooseAction([chosen], { ...episode, values: { [key]: episode.values[key] ?? '' }, message: undefined });
      for (const input of alone?.fromValues ?? []) filledBy.set(input, [...(filledBy.get(input) ?? []), key]);
    }
    for (const [input, by] of filledBy) {
      if (by.length > 1) out.push(`[alias-collision] episode ${episode.id}: keys ${by.map((k) => `"${k}"`).join(' and ')} all match input "${input}" of the reference action "${chosen.id}"`);
    }
  }
  return out;
}

/** Argument names whose literal values are places, ids or formats rather than words the app picks. */
const NOT_WORDING = /(_id|_ids|email|emails|addresses|path|phone|phone_number|date|time)$/;

/** Per write API (its docs declare `changes`), the parameters that choose among listed values. */
let writeApis: Map<string, Set<string>> | undefined;
function writeApiChoices(): Map<string, Set<string>> {
  writeApis ??= new Map(worldDocs().filter((d) => (d.changes ?? []).length > 0).map((d) => [`${d.app}.${d.api}`, new Set(d.parameters.filter(isChoice).map((p) => p.name))]));
  return writeApis;
}

/**
 * Wording the reference writes into the world that nobody gave: a literal text argument of a
 * write call (a label, a greeting, a priority left at the reference's taste) that no intention,
 * message or requirement states, that is not a world value, and that the task's end-state checks
 * do not free. A correct app that words it otherwise would fail `world_matches_reference`.
 */
function madeUpFixed(task: Task): string[] {
  const ends = task.episodes.flatMap((e) => e.assertions).filter((a) => a.type === 'world_matches_reference');
  if (ends.length === 0) return [];
  const freed = new Set(ends.flatMap((a) => (a.type === 'world_matches_reference' ? a.free.map((f) => `${f.app}.${f.field}`) : [])));
  const known = [...task.apps.map((a) => a.intention), ...task.episodes.flatMap((e) => [e.message ?? '', e.requirement ?? ''])].join('\n');
  const world = worldValues(task.world.fixture);
  const choices = writeApiChoices();
  const found = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth + 1));
    if (!isObj(node)) return;
    if (typeof node.call === 'string' && isObj(node.args)) {
      const [app = '', api = ''] = node.call.split('.');
      const listed = choices.get(node.call);
      for (const [field, value] of Object.entries(node.args)) {
        if (!listed || typeof value !== 'string' || value.includes('{{') || NOT_WORDING.test(field) || listed.has(field) || freed.has(`${app}.${field}`)) continue;
        if (stated(known, value) || world.cells.has(normalizeText(value)) || derived(known, value, world.composites)) continue;
        found.add(`[made-up-fixed] reference call ${app}.${api} writes ${field} = ${JSON.stringify(value)}, which no message states, and no end-state check leaves ${field} free`);
      }
    }
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  visit(task.reference, 0);
  return [...found].sort();
}

/** Every mechanical problem of one task, in a fixed order. */
export function taskFindings(task: Task): string[] {
  const said = (known: string, value: string | number) => stated(known, value) || derived(known, value, worldValues(task.world.fixture).composites);
  return [...unstatedValues(task), ...assertsNothingAsked(task), ...aliasCollisions(task), ...madeUpFixed(task), ...freeFieldFindings(task), ...requiredUnasked(task, { actions: referenceActions, said })];
}

/** The automatic reviewer's records for a task set: one `fix` record per finding, sorted by task. */
export function autoReview(tasks: readonly Task[]): ReviewRecord[] {
  return [...tasks]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .flatMap((task) => {
      const hash = taskHash(task);
      return taskFindings(task).map((comment) => ({ task: task.id, task_hash: hash, reviewer: AUTO_REVIEWER, verdict: 'fix' as const, comment, at: AUTO_REVIEW_AT }));
    });
}

/** Writes `auto.ndjson` (no header: the commit in a header would break byte-identical reruns). */
export function writeAutoReview(tasks: readonly Task[], dir: string = DEFAULT_REVIEW_DIR): { path: string; records: number } {
  const records = autoReview(tasks);
  const path = join(dir, AUTO_FILE);
  writeNdjson(path, records, { kind: 'task-review', header: false });
  return { path, records: records.length };
}
