import type { AssertionRow, Stage } from '../../schemas/assertions.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { AssertionType } from '../../schemas/task.ts';
import { CAPTURE_REF, NEVER_CAPTURED } from '../check/evaluate.ts';
import { normalizeText } from '../check/match.ts';

/**
 * Why an assertion failed, in one plain sentence a person can read without knowing the check:
 * "'Fever Dream' is not shown after reopen: the page shows "… No boards yet."". One builder per
 * assertion type reads the row's expected and observed values (and the episode's page, when the
 * evidence is at hand); a shape it does not recognise, or a type without a builder, gets the
 * fallback, which still names the check, its expectation and what was seen.
 */

/** Longest quoted value, and longest piece of page text (at most PAGE_LINES lines), in a sentence. */
const VALUE_CHARS = 80;
const PAGE_CHARS = 140;
const PAGE_LINES = 3;

/** When a visible check looked, by stage. */
const AFTER: Record<Stage, string> = { open: 'when the app opens', submit: 'after the submit', revise: 'after the revision', reopen: 'after reopen', followup: 'after the follow-up' };
/** When a service check looked, by stage. */
const DURING: Record<Stage, string> = { open: 'when the app opened', submit: 'on submit', revise: 'on the revision', reopen: 'on reopen', followup: 'on the follow-up' };

interface Facts {
  row: AssertionRow;
  expected: Record<string, unknown>;
  observed: unknown;
  after: string;
  during: string;
  episode: EpisodeRecord | undefined;
}

/** A sentence, or undefined when the row does not have the shape the builder knows. */
type Builder = (facts: Facts) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const strings = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined);

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** A value as a sentence quotes it: text in quotes, numbers and booleans bare, anything else as short JSON. */
export function quote(value: unknown): string {
  if (typeof value === 'string') return `'${cut(value, VALUE_CHARS)}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return cut(JSON.stringify(value) ?? String(value), VALUE_CHARS);
}

/** "a", "a and b", "a, b and c", "a, b, c and 4 more" (or "or"). */
function listed(items: readonly string[], max = 3, joiner: 'and' | 'or' = 'and'): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} ${joiner} ${rest} more`;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} ${joiner} ${shown.at(-1) ?? ''}`;
}

/** "title 'Monday', genre 'pop'". */
function fields(values: unknown): string {
  if (!isRecord(values)) return quote(values);
  return Object.entries(values).map(([key, value]) => `${key} ${quote(value)}`).join(', ');
}

/**
 * The end of a page as a person reads it (where results and lists usually are): its last few
 * lines joined with " · ", at most PAGE_CHARS, in double quotes.
 */
export function pageEnd(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
  if (lines.length === 0) return 'an empty page';
  const kept: string[] = [];
  let length = 0;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index] as string;
    if (kept.length >= PAGE_LINES || (kept.length > 0 && length + line.length + 3 > PAGE_CHARS)) break;
    kept.unshift(line);
    length += line.length + 3;
  }
  const joined = kept.join(' · ');
  const shown = joined.length > PAGE_CHARS ? `…${joined.slice(joined.length - PAGE_CHARS + 1)}` : joined;
  return `"${kept.length < lines.length && !shown.startsWith('…') ? '…' : ''}${shown}"`;
}

/** What the page showed, for sentences about visible checks: the episode's page, else the excerpt the check kept. */
function pageOf(facts: Facts): string {
  if (facts.episode) return pageEnd(facts.episode.visible_text);
  const text = isRecord(facts.observed) && typeof facts.observed.text === 'string' ? facts.observed.text : typeof facts.observed === 'string' ? facts.observed : '';
  return text === '' ? 'nothing that was recorded' : `"${cut(text, PAGE_CHARS)}"`;
}

const verb = { inserted: 'inserted into', updated: 'updated in', deleted: 'deleted from' } as const;

const BUILDERS: Record<AssertionType, Builder> = {
  input_available: ({ expected, observed, after }) => {
    const names = strings(expected.names);
    const offered = strings(observed);
    if (!names || !offered) return undefined;
    const inputs = offered.map((entry) => `'${entry.split(' ')[0] ?? entry}'`);
    return `No input for ${listed(names.map(quote), 3, 'or')} ${after}: ${inputs.length > 0 ? `the page offers ${listed(inputs, 5)}` : 'the page offers no input at all'}.`;
  },
  action_available: ({ expected, observed, after }) => {
    const names = strings(expected.names);
    const offered = strings(observed);
    if (!names || !offered) return undefined;
    const actions = offered.map((entry) => `'${entry.split(' ')[0] ?? entry}'`);
    return `No action to ${listed(names.map(quote), 3, 'or')} ${after}: ${actions.length > 0 ? `the page offers ${listed(actions, 5)}` : 'the page offers no action at all'}.`;
  },
  visible_contains: (facts) => {
    const text = facts.expected.text;
    const options = Array.isArray(text) ? text : [text];
    const subject = options.length > 1 ? `None of ${listed(options.map(quote), 4, 'or')} is shown` : `${quote(options[0])} is not shown`;
    return `${subject} ${facts.after}: the page shows ${pageOf(facts)}.`;
  },
  route_enters_orchestrator: ({ observed, during, episode }) => {
    if (!Array.isArray(observed)) return undefined;
    const clicks = observed.filter(isRecord);
    if (clicks.length === 0) return `Nothing was clicked ${during}: no action on the page fit the request, so no workflow ran.`;
    const last = clicks.at(-1) as Record<string, unknown>;
    // The button's label, as the page showed it, when the evidence has it.
    const label = episode?.surface.find((a) => a.id === last.action)?.label;
    const action = label ? quote(label) : quote(last.action);
    if (last.handler === 'none') return `${action} was clicked ${during} but leads to no workflow: the button does nothing.`;
    const said = episode?.message ? ` (the app said ${quote(episode.message)})` : '';
    return `${action} was clicked ${during} but refused its inputs, so no workflow ran${said}.`;
  },
  api_called: ({ expected, observed, during }) => {
    if (typeof expected.app !== 'string' || typeof expected.api !== 'string' || !Array.isArray(observed)) return undefined;
    const api = `${expected.app}.${expected.api}`;
    const args = isRecord(expected.args) && Object.keys(expected.args).length > 0 ? expected.args : undefined;
    const made = strings(observed);
    if (made) return `${api} was not called ${during}: ${made.length === 0 ? 'the app made no service call' : `the app called ${listed(made, 4)}`}.`;
    const calls = observed.filter(isRecord);
    return `${api} was called ${during}, but not with ${args ? fields(args) : 'the expected arguments'}: it was called with ${calls.length > 0 ? listed(calls.map(fields), 2) : 'other arguments'}.`;
  },
  db_changed: ({ expected, observed, during }) => {
    const op = expected.op;
    if (typeof expected.app !== 'string' || typeof expected.table !== 'string' || (op !== 'inserted' && op !== 'updated' && op !== 'deleted') || !isRecord(observed)) return undefined;
    const table = `${expected.app}.${expected.table}`;
    const where = isRecord(expected.where) && Object.keys(expected.where).length > 0 ? ` with ${fields(expected.where)}` : '';
    const matching = Number(observed.rows);
    const all = Number(observed.of);
    const min = Number(expected.min ?? 1);
    if (matching > 0) return `Only ${matching} row(s)${where} were ${verb[op]} ${table} ${during}; at least ${min} were needed.`;
    return `No row${where} was ${verb[op]} ${table} ${during}${all > 0 ? `: ${all} row(s) were, none matching` : ''}.`;
  },
  record_matches: ({ expected, observed, after }) => {
    if (typeof expected.app !== 'string' || typeof expected.table !== 'string' || !isRecord(expected.fields)) return undefined;
    const record = `the ${expected.app}.${expected.table} record${isRecord(expected.key) ? ` with ${fields(expected.key)}` : ''}`;
    if (typeof observed === 'string') return `${capital(record)} was not read ${after}: ${observed}.`;
    if (!Array.isArray(observed)) return undefined;
    const row = observed.find(isRecord);
    if (!row) return `${capital(record)} is not in the world ${after}.`;
    const wrong = Object.entries(expected.fields).filter(([field, value]) => normalizeText(String(row[field] ?? '')) !== normalizeText(String(value)));
    const [field, value] = wrong[0] ?? Object.entries(expected.fields)[0] ?? ['?', undefined];
    return `${capital(record)} has ${field} ${quote(row[field] ?? null)} ${after}, not ${quote(value)}.`;
  },
  record_identity_preserved: ({ expected, observed, during }) => {
    if (!isRecord(observed) || typeof expected.app !== 'string' || typeof expected.table !== 'string') return undefined;
    const what: string[] = [];
    if (observed.edited !== true) what.push('it was not updated');
    if (Number(observed.inserted) > 0) what.push(`${Number(observed.inserted)} new row(s) were inserted instead`);
    if (observed.still_there !== true) what.push('it is gone');
    return `Record ${quote(expected.record_id)} of ${expected.app}.${expected.table} was not edited in place ${during}: ${what.join(', ') || 'the edit was not recognised'}.`;
  },
  mutation_limit: ({ expected, observed, during }) => {
    if (typeof observed === 'string') return `The number of changed rows was not checked ${during}: ${observed}.`;
    if (!isRecord(observed)) return undefined;
    return `${Number(observed.mutated_rows)} row(s) changed ${during}; the request allows at most ${Number(expected.max)}.`;
  },
  no_collateral: ({ observed, during }) => {
    if (typeof observed === 'string') return `Changes outside the request were not checked ${during}: ${observed}.`;
    const outside = isRecord(observed) ? strings(observed.outside) : undefined;
    if (!outside) return undefined;
    return `The app changed more than the request allows ${during}: ${listed(outside, 3)}.`;
  },
  world_matches_reference: ({ observed, during }) => {
    if (typeof observed === 'string') return `The world was not compared with the reference ${during}: ${observed}.`;
    const differences = isRecord(observed) ? strings(observed.differences) : undefined;
    if (!differences || differences.length === 0) return undefined;
    const more = differences.length > 1 ? ` (and ${differences.length - 1} more difference(s))` : '';
    return `The world does not end where the reference leaves it ${during}: ${cut(differences[0] as string, 200)}${more}.`;
  },
  visible_result_grounded: (facts) => {
    const { expected, observed, after } = facts;
    if (!isRecord(observed)) return undefined;
    if (observed.shown !== true) {
      const said = facts.episode?.message ? `the app said ${quote(facts.episode.message)} and ` : '';
      return `${quote(expected.value)} is not shown as the result ${after}: ${said}the page shows ${pageOf(facts)}.`;
    }
    const why = typeof observed.why === 'string' ? ` (${observed.why})` : '';
    return `${quote(expected.value)} is shown ${after}, but no service call of this episode returned or stored it${why}.`;
  },
  persisted_visible: (facts) => {
    const { expected, observed, after, episode } = facts;
    if (!isRecord(observed)) return undefined;
    // "3654669 (todoist.projects id)" says more than a bare number.
    const record = isRecord(expected.record) ? `${String(expected.record.app)}.${String(expected.record.table)}` : 'the service';
    const named = isRecord(expected.record) && typeof expected.record.field === 'string' ? `${quote(expected.value)} (${record} ${expected.record.field})` : quote(expected.value);
    if (observed.from_state !== true) {
      const onPage = episode !== undefined && normalizeText(episode.visible_text).includes(normalizeText(String(expected.value)));
      if (onPage) return `${capital(named)} appears ${after} only in the app's fixed text, not in what the app kept.`;
      return `${capital(named)} is not shown ${after}: the page shows ${pageOf(facts)}.`;
    }
    if (observed.state === null && observed.in_world !== false && Array.isArray(expected.state)) {
      return `${capital(named)} is shown ${after}, but no line showing it tells its state in any of ${listed(expected.state.map((w) => quote(w)), 4, 'or')}.`;
    }
    return `${capital(named)} is still shown ${after}, but ${record} no longer holds it.`;
  },
  state_retained: ({ expected, observed, after }) =>
    `The app's kept state ${after} does not hold ${quote(expected.contains)}: it keeps ${cut(JSON.stringify(observed) ?? 'nothing', VALUE_CHARS)}.`,
  no_secret_exposed: ({ observed, after }) => {
    if (typeof observed === 'string') return `Secrets were not looked for ${after}: ${observed}.`;
    const exposed = isRecord(observed) && Array.isArray(observed.exposed) ? observed.exposed.filter(isRecord) : undefined;
    if (!exposed) return undefined;
    return `A secret of the user's is exposed ${after}: ${listed(exposed.map((e) => `${String(e.shown)} in ${String(e.where)}`), 2)}.`;
  },
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The `$name`s of the captures an assertion needed (in its unresolved spec). */
function captureNames(value: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8) return out;
  if (typeof value === 'string' && CAPTURE_REF.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const item of value) captureNames(item, out, depth + 1);
  else if (isRecord(value)) for (const item of Object.values(value)) captureNames(item, out, depth + 1);
  return out;
}

/** The fallback: the check's name, what it expected and what it saw, briefly. */
function fallback({ row, after }: Facts): string {
  const shown = (value: unknown) => cut(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing'), VALUE_CHARS);
  return `Check ${row.type} failed ${after}: it expected ${shown(row.expected)} and saw ${shown(row.observed)}.`;
}

/**
 * The plain-language reason a failed assertion failed. `episode` is the evidence of the row's
 * episode (absent: the sentence is built from the row alone).
 */
export function failureReason(row: AssertionRow, episode?: EpisodeRecord): string {
  if (row.placeholder) {
    const error = row.error ? `: ${cut(row.error, 200)}` : '';
    if (row.error_kind === 'generation') return `Not checked: the app was never generated${error}.`;
    if (row.error_kind === 'episode') return `Not checked: the episode did not run to its end${error}.`;
    return `Not checked${error || ': the episode left no result'}.`;
  }
  if (row.observed === NEVER_CAPTURED) {
    const names = [...captureNames(row.expected)];
    return `Not checked: it needs ${names.length > 0 ? listed(names) : 'a value'}, which an earlier episode was to capture from a record the app inserted, and none was inserted.`;
  }
  const facts: Facts = {
    row,
    expected: isRecord(row.expected) ? row.expected : {},
    observed: row.observed,
    after: AFTER[row.stage],
    during: DURING[row.stage],
    episode,
  };
  const builder = (BUILDERS as Partial<Record<string, Builder>>)[row.type];
  return (builder ? builder(facts) : undefined) ?? fallback(facts);
}
