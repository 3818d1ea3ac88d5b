/**
 * The reviewer's rule for free fields (issue #28, "free fields are earned"): a field may be free
 * only where the request leaves its content to the app. Read statically from the reference plan
 * the operator would run in the episode: where the text the reference writes into a free field is
 * built from a value the user typed or from a record the episode reads or changes (an order
 * number, a share, a song's title), the field's constraint must name that content — an `any` or
 * `non_empty` field, or a `contains` that leaves the value out, lets an app drop it and pass.
 * A typed value counts only where the user's words name what it is (`namesInput`): the medicine
 * typed for an alarm is not owed to "a note to track how I feel on it" (issue #30).
 */
import type { SurfaceAction } from '../runtime/types.ts';
import type { EpisodeSpec, FreeField, Task } from '../schemas/task.ts';
import { textShows } from '../stages/check/match.ts';
import { chooseAction } from '../stages/run/operator.ts';
import { findApi } from '../world/docs.ts';
import { idAsked, isIdPath, owedToSideText, owedToText, pathWords, sideChannel, userWords } from './user-words.ts';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCapture = (value: unknown): value is string => typeof value === 'string' && /^\$[A-Za-z][A-Za-z0-9_]*$/.test(value);

/** Every action of the slot's reference packages by id (the last package's wins), with its plan. */
function referencePlans(task: Task, slot: string): Map<string, { surface: SurfaceAction; plan: unknown[] }> {
  const out = new Map<string, { surface: SurfaceAction; plan: unknown[] }>();
  const ref = task.reference[slot];
  if (!ref) return out;
  for (const pkg of [ref.package, ...Object.values(ref.revisions)]) {
    if (!isObj(pkg) || !Array.isArray(pkg.actions)) continue;
    for (const action of pkg.actions.filter(isObj)) {
      if (!Array.isArray(action.plan)) continue;
      const inputs = Array.isArray(action.inputs) ? action.inputs.filter(isObj) : [];
      const surface: SurfaceAction = {
        id: String(action.id ?? ''),
        label: String(action.label ?? ''),
        handler: 'plan',
        inputs: inputs.map((i) => ({ name: String(i.name ?? ''), label: String(i.label ?? i.name ?? ''), type: String(i.type ?? 'text'), required: i.required === true })),
      };
      out.set(surface.id, { surface, plan: action.plan });
    }
  }
  return out;
}

/** The arguments a plan passes to write calls of `app`, nested steps included. */
function writeArgs(plan: readonly unknown[], app: string, out: Obj[] = []): Obj[] {
  for (const step of plan) {
    if (!isObj(step)) continue;
    if (Array.isArray(step.steps)) writeArgs(step.steps, app, out);
    if (typeof step.call !== 'string' || !isObj(step.args)) continue;
    const [callApp = '', api = ''] = step.call.split('.');
    if (callApp !== app || findApi(callApp, api)?.method === 'GET') continue;
    out.push(step.args);
  }
  return out;
}

/** The `{{path}}` references of a value (a text, or the texts of a list). */
function sourcesOf(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] as string);
  if (Array.isArray(value)) return value.flatMap(sourcesOf);
  return [];
}

const mentions = (entry: unknown, value: string | number) =>
  (typeof entry === 'string' || typeof entry === 'number') && !isCapture(entry) && (textShows(String(entry), String(value), 'normalized') || textShows(String(value), String(entry), 'normalized'));

/**
 * How a person is addressed ("Hi Sam,") is wording, not content the user asked for: a first or
 * last name read only to greet is not demanded of the text.
 */
const GREETING = /\.(first_name|last_name)$/;

/**
 * Why one free field of an episode is not earned, or undefined when it is: each value the user
 * typed into the text must be named by the constraint, and a text built from a record must be
 * held to some content beyond the typed values (the record's words or a captured id).
 */
function unearned(free: FreeField, writes: readonly Obj[], typed: Readonly<Record<string, unknown>>, asked: (input: string, value: unknown) => boolean, recordAsked: (path: string) => boolean = () => true): string | undefined {
  const sources = [...new Set(writes.flatMap((args) => sourcesOf(args[free.field])))];
  if (sources.length === 0) return undefined;
  // A typed value is owed to the text only where the user's words name what it is (issue #30).
  const fromInputs = sources.filter((s) => s.startsWith('inputs.')).map((s) => s.slice('inputs.'.length).split('.')[0] ?? '').filter((name) => asked(name, typed[name])).map((name) => typed[name]);
  const values = fromInputs.filter((v): v is string | number => (typeof v === 'string' && v.trim() !== '' && !isCapture(v)) || typeof v === 'number');
  const fromRecords = sources.filter((s) => !s.startsWith('inputs.') && !s.startsWith('state.') && !s.startsWith('item.') && !GREETING.test(s) && recordAsked(s));
  const constraint = free.constraint;
  const what = [...values.map((v) => JSON.stringify(v)), ...fromRecords.map((s) => `{{${s}}}`)].join(', ');
  if (values.length === 0 && fromRecords.length === 0) return undefined;
  // A text held to naming a record one of several ways ("the order": its number or its product; s12
  // world12) is held to the record's content: `mentions_one` carries a captured id or the record's words.
  // Only where the text is built from several values of the record (its number and its product), any one naming it.
  const readPaths = sources.filter((s) => !s.startsWith('inputs.') && !s.startsWith('state.') && !s.startsWith('item.') && !GREETING.test(s));
  const heldByMention = (free.mentions_one ?? []).some((m) => isCapture(m)) && values.length === 0 && readPaths.length >= 2;
  // A text held to mentioning what the user typed, as one accepted way of naming its subject (the
  // dose in the note or on the alarm; the topic note by its label or the first email's words; s15
  // free): `mentions_one` names every typed value, and the text is built from no record.
  const heldByTyped = values.length > 0 && fromRecords.length === 0 && values.every((v) => (free.mentions_one ?? []).some((m) => mentions(m, v)));
  // A text about another app's record held to one distinctive word of it (its title's words or its
  // amount; s15 carry, kit/record-words.ts): built from the record alone, `mentions_one` lists them.
  const heldByWords = constraint === 'non_empty' && fromRecords.length > 0 && values.length === 0 && (free.mentions_one ?? []).length > 0;
  if ((constraint === 'any' || constraint === 'non_empty') && !heldByMention && !heldByTyped && !heldByWords) return `is ${constraint} although the reference builds it from ${what}`;
  if (constraint === 'any' || constraint === 'non_empty') return undefined;
  const entries: unknown[] = 'contains' in constraint ? [...constraint.contains, ...(constraint.at_end ?? [])] : constraint.one_of;
  // A list field's choices (tags, a contact's relationships): a list names the value where one of its
  // items does; the empty list is the app filing none, where every list it may file names the value
  // (a relationship said in passing, s16 fields kit/said-relation.ts).
  const lists: unknown[][] = 'one_of' in constraint ? constraint.one_of.filter((e) => Array.isArray(e)) : [];
  const named = (e: unknown, v: string | number): boolean => (Array.isArray(e) ? e.some((x) => mentions(x, v)) : mentions(e, v));
  const oneOf = (v: string | number): boolean => {
    const filed = entries.filter((e) => !(Array.isArray(e) && e.length === 0));
    const none = lists.some((e) => e.length === 0);
    return filed.length > 0 && filed.every((e) => named(e, v)) && (none ? filed.every((e) => Array.isArray(e)) : true);
  };
  const every = 'contains' in constraint ? (v: string | number) => entries.some((e) => mentions(e, v)) : oneOf;
  // A typed value held as one accepted way of telling a thing beside the text's other words (the day
  // by its date or by the user's weekday for it; s16 words3 kit/told-when.ts): `mentions_one` names it.
  const told = (v: string | number): boolean => 'contains' in constraint && (free.mentions_one ?? []).some((m) => mentions(m, v));
  const missing = values.filter((v) => !every(v) && !told(v));
  if (missing.length > 0) return `does not name ${missing.map((v) => JSON.stringify(v)).join(', ')}, which the reference writes into it from the user's input`;
  if (fromRecords.length > 0 && 'contains' in constraint && entries.every((e) => values.some((v) => mentions(e, v)))) {
    return `names only the typed values, although the reference also writes ${fromRecords.map((s) => `{{${s}}}`).join(', ')} from a record into it`;
  }
  return undefined;
}

/** The reviewer's free-field findings of one task: unearned free fields, and free fields without a why. */
export function freeFieldFindings(task: Task): string[] {
  const out: string[] = [];
  task.episodes.forEach((episode, index) => {
    const frees = episode.assertions.flatMap((a) => (a.type === 'world_matches_reference' ? a.free : []));
    if (frees.length === 0) return;
    for (const free of frees) if (free.why === undefined) out.push(`[free-without-why] episode ${episode.id}: free field ${free.app}.${free.table}.${free.field} says no why`);
    const chosen = chosenPlan(task, episode);
    if (!chosen) return;
    const texts = userWords(task, index).texts;
    for (const free of frees) {
      // A message or side text (an SMS, an alarm's label, a payment's note) owes what a clause of the
      // user's words asks it to carry, typed or read (issue #30, undictated_text; kit/said-parts.ts).
      const channel = sideChannel(free.app, free.field);
      const asked = (input: string, value: unknown) => {
        const def = chosen.surface.inputs.find((i) => i.name === input);
        const names = def ? [def.name, def.label] : [input];
        return channel ? owedToSideText(value, names, texts, channel) : owedToText(value, names, texts);
      };
      const recordAsked = (path: string) => !channel || (owedToSideText(undefined, [pathWords(path)], texts, channel) && (!isIdPath(path) || idAsked(texts, channel)));
      const problem = unearned(free, writeArgs(chosen.plan, free.app), chosen.inputs, asked, recordAsked);
      if (problem) out.push(`[free-unearned] episode ${episode.id}: free field ${free.app}.${free.table}.${free.field} ${problem}`);
    }
  });
  return out;
}

/** The reference action the operator picks for the episode, with the inputs it fills. */
function chosenPlan(task: Task, episode: EpisodeSpec): { plan: unknown[]; inputs: Record<string, unknown>; surface: SurfaceAction } | undefined {
  const plans = referencePlans(task, episode.slot);
  const choice = chooseAction([...plans.values()].map((p) => p.surface), episode);
  const found = choice ? plans.get(choice.action.id) : undefined;
  return choice && found ? { plan: found.plan, inputs: choice.inputs, surface: found.surface } : undefined;
}
