/**
 * What was made, on the made record's own line (issue #30, beside13; rubric Reading 2).
 *
 * - **A small number on its record's line** (`withNumbersBeside`, a pass of buildSuite): a rating,
 *   a quantity, a snooze's minutes or a queue position (a whole number up to 10) was asked anywhere
 *   on screen, where any other small number (a song's review count, a picker's "5 / 10 / 15", a
 *   stale "4 stars" beside a scale) met it. Each such check of a step or a reopen now asks the
 *   number on a line that also names its record (`beside`): the names the step's (or the reopen's)
 *   other checks look for, else those of the step that made the record (the song's title, the
 *   product's name, the alarm's time). Where the reopen's check is not yet tied to the world and an
 *   earlier step set that number in a record, it is read from that record after reopen (`record`).
 *   Checks that already say what goes with them (`beside`, `state`, a whole set) are left alone.
 * - **A record made beside another, told as itself** (`withKindBeside`, per case): where a step
 *   makes two records that share the values a check asks (an alarm at the snooze's time, a repeating
 *   to-do from the repeating expense's date and title), that check gains a word of the record's kind
 *   (alarm, to-do) beside the value, so an app that made it silently and shows only the other one
 *   fails. Also a product saved for later, named by what the search read: a word of the save.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { STATE_WORDS } from './state-words.ts';

type Episode = TaskInput['episodes'][number];
type Spec = NonNullable<Episode['assertions']>[number];

/** Words of a record's kind, said beside its value where another record of the step shares it. */
export const KIND_WORDS = {
  /** A phone alarm (set, moved): "alarm set for 16:00", "rings at 18:00". */
  alarm: STATE_WORDS.toldAlarm,
  /** A to-do (Todoist task) made: "to-do", "task", "reminder". */
  todo: ['to-do', 'to-dos', 'todo', 'todos', 'to do', 'task', 'tasks', 'todoist', 'reminder', 'reminders'],
  /** A product saved to the wish list ("save it for later"). */
  savedForLater: [...STATE_WORDS.wishListed, 'saved', 'save', 'for later', 'later'],
} as const;

/** How a check's note says why it was tied to its record. */
export const NUMBER_BESIDE_NOTE = 'beside: the number on its record\'s line';

/**
 * The step's visible check of `value` that says nothing of what it goes with gains `beside` words
 * (the kind of record it is). An episode with no such check is an error: the case states a fact
 * the task no longer has.
 */
export function withKindBeside(task: TaskInput, episodeId: string, value: string | number, words: readonly string[], anyLine = false): TaskInput {
  let done = false;
  const episodes = task.episodes.map((e) => {
    if (e.id !== episodeId) return e;
    const assertions = (e.assertions ?? []).map((a) => {
      if (done || a.type !== 'visible_result_grounded' || String(a.value) !== String(value) || a.beside !== undefined || a.state !== undefined || a.whole !== undefined) return a;
      done = true;
      // `anyLine`: the kind's word on any line the step changed (s16 lines): one date for the whole
      // setup, told on the expense's line, and "Added a monthly to-do" on its own line.
      return anyLine ? { ...a, state: [...words] } : { ...a, beside: [...words] };
    });
    return { ...e, assertions };
  });
  if (!done) throw new Error(`${task.id}: ${episodeId} has no plain visible check of ${String(value)} to tell beside ${words[0] ?? ''}`);
  return { ...task, episodes };
}

/** A whole number up to 10, as a check's value (4, "4"). */
function smallNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : undefined;
}

/** Typed values whose keys say they are free text the user dictated (a review's text, a note's thought), not a name. */
const CONTENT_KEY = /^(?:text|content|thought|body|message|note|comment|reason|why)$/;

/** The names an episode's checks look for: plain texts, not ids, numbers or dictated content. */
function namesOf(episode: Episode): string[] {
  const content = new Set(Object.entries(episode.values ?? {}).filter(([k]) => k.split('|').some((part) => CONTENT_KEY.test(part))).map(([, v]) => String(v).toLowerCase()));
  const out: string[] = [];
  for (const a of episode.assertions ?? []) {
    if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') continue;
    if ((a.type === 'visible_result_grounded' && a.whole) || (a.type === 'persisted_visible' && a.gone)) continue;
    const v = a.value;
    if (typeof v !== 'string' || v.startsWith('$') || v.trim() === '' || smallNumber(v) !== undefined || /^\s*[$€£]?\d[\d,.]*\s*$/.test(v)) continue;
    if (content.has(v.toLowerCase())) continue;
    for (const form of [v, ...(a.or ?? []).filter((o): o is string => typeof o === 'string' && !o.startsWith('$'))]) if (!out.includes(form)) out.push(form);
  }
  return out;
}

/** The record an earlier step set the number in (by key, with the field), for a reopen to read it back. */
function recordOf(task: TaskInput, upTo: number, value: number): { app: string; table: string; key: Record<string, unknown>; field: string } | undefined {
  for (let i = upTo - 1; i >= 0; i -= 1) {
    for (const a of task.episodes[i]?.assertions ?? []) {
      if (a.type !== 'record_matches') continue;
      const field = Object.entries(a.fields).find(([, v]) => smallNumber(v) === value)?.[0];
      if (field !== undefined) return { app: a.app, table: a.table, key: a.key, field };
    }
  }
  return undefined;
}

/** The task with each bare small number asked on its record's line. */
export function withNumbersBeside(task: TaskInput): TaskInput {
  let changed = false;
  const first = task.episodes.find((e) => e.stage !== 'open' && e.stage !== 'reopen' && namesOf(e).length > 0);
  const episodes = task.episodes.map((episode, index) => {
    if (episode.stage === 'open') return episode;
    let names: string[] | undefined;
    const assertions = (episode.assertions ?? []).map((a): Spec => {
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return a;
      const n = smallNumber(a.value);
      if (n === undefined || a.beside !== undefined || a.state !== undefined || a.or !== undefined || a.apart !== undefined) return a;
      if ((a.type === 'visible_result_grounded' && a.whole) || (a.type === 'persisted_visible' && a.gone)) return a;
      names ??= namesOf(episode).length > 0 ? namesOf(episode) : first ? namesOf(first) : [];
      if (names.length === 0) return a;
      changed = true;
      if (a.type === 'persisted_visible' && a.record === undefined) {
        const record = recordOf(task, index, n);
        return { ...a, beside: [...names], ...(record ? { record } : {}) };
      }
      return { ...a, beside: [...names] };
    });
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
