/**
 * Changes never looked for on screen (issue #30, the rubric's `not_shown`): a mechanical pass over
 * what the reference does in each episode. Every change it makes that the user asked for — a
 * value their words state landing in a record, a flipped field, a deleted record — should be
 * checked where the user looks, on the screen right after the episode. A change whose episode has
 * no screen check that could tell it is listed here: a flip or a deletion needs a visible check
 * with words of the new state (`visible_result_grounded.state`); a value the user said needs a
 * screen check of that value.
 *
 * This is a screening rule, not a verdict: a listed change may be one the user never asked to see
 * (a side effect). The audit prints the list so a reviewer can judge each one, and the count so a
 * builder fix can be measured.
 */
import type { EpisodeRecord } from '../schemas/run.ts';
import type { AssertionSpec, Task } from '../schemas/task.ts';
import type { Row } from '../schemas/world.ts';
import { isClockField, foldEpisodeChanges } from '../stages/check/reference-state.ts';
import { asNumber, normalizeText } from '../stages/check/match.ts';

export interface UnshownChange {
  task: string;
  episode: string;
  /** `app.table`. */
  table: string;
  kind: 'flip' | 'value' | 'deleted';
  /** The changed field (flips and values). */
  field?: string;
  value?: string | number | boolean | null;
}

/** Fields no user asks to see: keys, clocks, positions and counts the service keeps for itself. */
const bookkeeping = (field: string): boolean => field === 'id' || field.endsWith('_id') || isClockField(field) || /(^|_)(count|index|position|order)$/.test(field);

/** A value stored as a flag (0/1, true/false, null): a state, told in words rather than shown. */
const isFlag = (value: unknown): boolean => value === null || typeof value === 'boolean' || value === 0 || value === 1;

/** Does the user's text (normalised) state this value? Numbers by value, texts whole. */
export function userStates(words: string, value: unknown): boolean {
  if (typeof value === 'number') return new RegExp(`(?<![\\d.])${String(value).replace('.', '\\.')}(?!\\.?\\d)`).test(words);
  if (typeof value !== 'string') return false;
  const text = normalizeText(value);
  return text.length >= 2 && words.includes(text);
}

/** The values an episode's screen checks look for. */
function screenValues(assertions: readonly AssertionSpec[], captures: Record<string, unknown>): string[] {
  const out: string[] = [];
  const resolve = (v: unknown) => (typeof v === 'string' && v.startsWith('$') && v.slice(1) in captures ? captures[v.slice(1)] : v);
  for (const a of assertions) {
    if (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') out.push(String(resolve(a.value)));
    if (a.type === 'visible_contains') out.push(...(Array.isArray(a.text) ? a.text : [String(a.text)]));
  }
  return out;
}

/** Does a screen check look for this value (by value for numbers; a text whole or a long part of it)? */
function looksFor(values: readonly string[], value: unknown): boolean {
  const number = typeof value === 'number' ? value : Number.NaN;
  const text = normalizeText(String(value));
  return values.some((v) => {
    if (!Number.isNaN(number) && asNumber(v) === number) return true;
    const shown = normalizeText(v);
    return shown === text || (shown.length >= 4 && text.includes(shown));
  });
}

/**
 * The reference's changes in each episode that no screen check of that episode looks for.
 * `records` are the reference's episode records, in the task's episode order.
 */
export function unshownChanges(task: Task, records: readonly EpisodeRecord[]): UnshownChange[] {
  const out: UnshownChange[] = [];
  let words = normalizeText(task.apps.map((a) => a.intention).join(' \n '));
  const captures: Record<string, unknown> = {};
  task.episodes.forEach((episode, index) => {
    const record = records[index];
    const typed = Object.values(episode.values).filter((v) => !(typeof v === 'string' && v.startsWith('$')));
    words = `${words} \n ${normalizeText([episode.message ?? '', episode.requirement ?? '', ...typed.map(String)].join(' \n '))}`;
    if (!record) return;
    Object.assign(captures, record.captures ?? {});
    const values = screenValues(episode.assertions, captures);
    const stateTold = episode.assertions.some((a) => a.type === 'visible_result_grounded' && a.state !== undefined);
    const add = (change: Omit<UnshownChange, 'task' | 'episode'>) => out.push({ task: task.id, episode: episode.id, ...change });
    for (const change of foldEpisodeChanges(record.calls)) {
      const table = `${change.app}.${change.table}`;
      const valuesOf = (row: Row, kindOf: (field: string, value: unknown) => 'flip' | 'value' | undefined) => {
        for (const [field, value] of Object.entries(row)) {
          if (bookkeeping(field)) continue;
          const kind = kindOf(field, value);
          if (kind === 'flip' && !stateTold) add({ table, kind, field, value: value as boolean | number | null });
          if (kind === 'value' && !looksFor(values, value)) add({ table, kind, field, value: value as string | number });
        }
      };
      // A record made: the values of it the user stated.
      for (const row of change.inserted) valuesOf(row, (_f, v) => (!isFlag(v) && userStates(words, v) ? 'value' : undefined));
      // A record changed: a flipped flag, or a value the user stated.
      for (const update of change.updated) valuesOf(update.after, (_f, v) => (isFlag(v) ? 'flip' : userStates(words, v) ? 'value' : undefined));
      if (change.deleted.length > 0 && !stateTold) add({ table, kind: 'deleted' });
    }
  });
  return out;
}
