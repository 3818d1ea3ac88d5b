import type { AssertionSpec, EpisodeSpec, Task } from '../../schemas/task.ts';
import type { TwinSlot } from '../../schemas/twin.ts';
import { normalizeText } from '../../stages/check/match.ts';
import { dataPairs, dayList, dayMapOf, holds, prosePairs, replacePairs, sortDays, type Pair } from './spell.ts';
import { WORD } from './words.ts';

/**
 * The twin task is the base task with one value map applied: messages get every way of writing
 * a value swapped, typed values and every assertion value that mentions one get the twin's, and
 * nothing else changes — not the intentions or requirements (the packages are the same), not the
 * app-shape checks of the open episodes (C1 is about the app, not the values).
 */

const CAPTURE = /^\$[A-Za-z][A-Za-z0-9_]*$/;

export interface ValueMap {
  /** Whole values (strings compared normalised). */
  exact: Map<string, string | number>;
  numbers: Map<number, number>;
  /** Pieces of longer strings (paths, composed labels). */
  data: Pair[];
  /** The texts' words, swapped in a string that holds one of the texts (a value composed from two typed ones). */
  words: Pair[];
  /** The typed texts whose words those are. */
  texts: string[];
  /** Ways of writing values in a message. */
  prose: Pair[];
}

export function valueMapOf(slots: readonly TwinSlot[]): ValueMap {
  const exact = new Map<string, string | number>();
  const numbers = new Map<number, number>();
  for (const slot of slots) {
    if (typeof slot.value === 'number' && typeof slot.twin === 'number') numbers.set(slot.value, slot.twin);
    else exact.set(normalizeText(String(slot.value)), slot.twin);
    if (slot.kind === 'day') {
      // Single days of a list stand alone in some places (an array of days).
      const map = dayMapOf(sortDays(dayList(String(slot.value)) ?? []), dayList(String(slot.twin)) ?? []);
      for (const [a, b] of map) if (!exact.has(a)) exact.set(a, b);
    }
  }
  // A typed text, and the items of a typed list ("tent, headlamp" → a checklist of both).
  const texts = slots.filter((slot) => slot.kind === 'text').flatMap((slot) => [String(slot.value), ...String(slot.value).split(/\s*[,;\n]\s*/).filter((part) => part.length >= 3)]);
  return { exact, numbers, data: slots.flatMap(dataPairs), prose: slots.flatMap(prosePairs), words: slots.flatMap(wordPairs), texts };
}

/** The words a text slot swapped, word for word (the twin keeps the text's shape). */
function wordPairs(slot: TwinSlot): Pair[] {
  if (slot.kind !== 'text') return [];
  const from = String(slot.value).match(WORD) ?? [];
  const to = String(slot.twin).match(WORD) ?? [];
  if (from.length !== to.length) return [];
  return from.flatMap((word, i) => (to[i] !== undefined && to[i] !== word ? [{ from: word, to: to[i] }] : []));
}

/** One value of data: a whole slot value, else its pieces swapped. Captures (`$x`) stay. */
export function mapLeaf(value: unknown, map: ValueMap): unknown {
  if (typeof value === 'number') return map.numbers.get(value) ?? value;
  if (typeof value !== 'string' || CAPTURE.test(value)) return value;
  const whole = map.exact.get(normalizeText(value));
  if (whole !== undefined) return whole;
  // A string composed from typed texts ("Mon 5k tempo" from "Mon 5k easy" and "tempo") gets
  // their words swapped too; any other string only whole values.
  return replacePairs(value, map.texts.some((text) => holds(value, text)) ? [...map.data, ...map.words] : map.data);
}

/** A single word of a typed text swapped as that text's words are ("vet" → the twin's word for it); any other value as `mapLeaf` maps it. */
export function wordOf<T extends string | number | boolean | null>(value: T, map: ValueMap): T | string {
  const pair = typeof value === 'string' ? map.words.find((p) => normalizeText(p.from) === normalizeText(value)) : undefined;
  return pair !== undefined ? pair.to : (mapLeaf(value, map) as T | string);
}

/** A JSON value with every leaf mapped (object keys are names, never values). */
export function mapDeep(value: unknown, map: ValueMap, depth = 0): unknown {
  if (depth > 40) return value;
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, map, depth + 1));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapDeep(v, map, depth + 1)]));
  return mapLeaf(value, map);
}

/** The value-bearing fields of an assertion mapped; ids, places, bounds and app-shape checks stay. */
function mapAssertion(spec: AssertionSpec, map: ValueMap): AssertionSpec {
  const deep = <T>(value: T): T => mapDeep(value, map) as T;
  switch (spec.type) {
    case 'api_called':
      return { ...spec, args: deep(spec.args) };
    case 'db_changed':
      return { ...spec, where: deep(spec.where) };
    case 'record_matches':
      return { ...spec, key: deep(spec.key), fields: deep(spec.fields) };
    case 'record_identity_preserved':
      return { ...spec, record_id: deep(spec.record_id) };
    case 'world_matches_reference':
      return {
        ...spec,
        free: spec.free.map((free) => ({
          ...free,
          ...(typeof free.constraint === 'object' ? { constraint: deep(free.constraint) } : {}),
          // A purpose's words stand alone (a description the app may leave blank, kit/group-purpose.ts): each swapped as its text's words are.
          ...(free.or_blank && typeof free.constraint === 'object' && 'contains' in free.constraint ? { constraint: { ...free.constraint, contains: free.constraint.contains.map((w) => wordOf(w, map)) } } : {}),
          ...(free.mentions_one ? { mentions_one: deep(free.mentions_one) } : {}),
          // The look-alikes a text must not name are the twin's (s24 world).
          ...(free.lacks ? { lacks: deep(free.lacks) } : {}),
          // A record's own words stand alone here ("vet" of "Book vet checkup"): each is swapped as its text's words are.
          ...(free.names_one ? { names_one: free.names_one.map((w) => wordOf(w, map)) } : {}),
        })),
        rows: spec.rows.map((row) => ({ ...row, where: deep(row.where), ...(row.via ? { via: { ...row.via, where: deep(row.via.where) } } : {}) })),
        // A row a step may add (a trash entry for the file removed, s23 trash23) is for the twin's record.
        ...(spec.in_step ? { in_step: spec.in_step.map((rule) => ({ ...rule, ...(rule.where ? { where: deep(rule.where) } : {}), ...(rule.mentions ? { mentions: deep(rule.mentions) } : {}) })) } : {}),
      };
    case 'visible_result_grounded':
      // A state's words may be values too (the person a text went to, an alarm's days): swapped like the value.
      // So may the words beside it (the person a share or a payment goes with).
      return { ...spec, value: deep(spec.value), ...(spec.or ? { or: deep(spec.or) } : {}), ...(spec.state ? { state: deep(spec.state) } : {}), ...(spec.beside ? { beside: deep(spec.beside) } : {}), ...(spec.apart ? { apart: deep(spec.apart) } : {}), ...(spec.state_apart ? { state_apart: deep(spec.state_apart) } : {}), ...(spec.state_near ? { state_near: { words: spec.state_near.words, ...(spec.state_near.values ? { values: deep(spec.state_near.values) } : {}) } } : {}), ...(spec.state_made?.texts ? { state_made: { ...spec.state_made, texts: deep(spec.state_made.texts) } } : {}) };
    case 'persisted_visible':
      // As above: a kept row told with the person it now goes to is swapped with that person.
      return { ...spec, value: deep(spec.value), ...(spec.or ? { or: deep(spec.or) } : {}), ...(spec.record ? { record: { ...spec.record, key: deep(spec.record.key) } } : {}), ...(spec.state ? { state: deep(spec.state) } : {}), ...(spec.beside ? { beside: deep(spec.beside) } : {}), ...(spec.apart ? { apart: deep(spec.apart) } : {}) };
    case 'state_retained':
      return { ...spec, contains: deep(spec.contains) };
    default:
      return spec;
  }
}

function mapEpisode(episode: EpisodeSpec, map: ValueMap): EpisodeSpec {
  const values = Object.fromEntries(Object.entries(episode.values).map(([key, value]) => [key, typeof value === 'boolean' ? value : (mapLeaf(value, map) as string | number)]));
  const captures = Object.fromEntries(Object.entries(episode.captures).map(([name, spec]) => [name, { ...spec, where: mapDeep(spec.where, map) as Record<string, unknown> }]));
  return {
    ...episode,
    ...(episode.message !== undefined ? { message: replacePairs(episode.message, map.prose) } : {}),
    values,
    captures,
    assertions: episode.assertions.map((spec) => mapAssertion(spec, map)),
  };
}

/** The base task with the value map applied to every episode, in a world seeded `seed`, with `rows` added. */
export function applyValueMap(task: Task, map: ValueMap, world: Task['world']): Task {
  const { twin: _declaration, ...rest } = task;
  return { ...rest, world, episodes: task.episodes.map((episode) => mapEpisode(episode, map)) };
}
