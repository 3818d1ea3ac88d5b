/**
 * s16 words3 (issue #30, undictated_text; rubric fidelity/2 Reading 4): a text the app words
 * itself tells when in the user's own word for the day.
 *
 * "Saturday dinner with Aisha on May 27" and "Set up Soul Sunday for May 28 and text Caleb the
 * invite": the user dictates no words for the text to the guest, and names the day two ways, the
 * date and its weekday. A text that says "Saturday dinner at my place, see you then!" tells the
 * guest the day the user named, in the user's word, yet the rule asked for the date in a date form.
 *
 * Where a free text rule holds a date the user typed (`contains`), the episode's message names
 * that date's weekday, and the weekday is a word of the plan the rule names (`mentions_one`), the
 * rule becomes: the text names the plan by its other word (`contains`), and tells the day by the
 * date in any form or by the weekday (`mentions_one`). A text with neither the date nor the day
 * ("dinner at mine!") still fails, and so does one that names nothing of the plan ("see you May 27").
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { DAY_NAMES } from './day-words.ts';

type Obj = Record<string, any>;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekday of an ISO date, lower case ("2023-05-27" → "saturday"). */
export function weekdayOf(iso: string): string | undefined {
  const m = ISO.exec(iso);
  if (!m) return undefined;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  return DAY_NAMES[(day + 6) % 7];
}

const norm = (v: unknown): string => String(v).trim().toLowerCase();

function toldWhen(rule: Obj, message: string): Obj {
  const c = rule.constraint;
  if (typeof c !== 'object' || !Array.isArray(c.contains) || !Array.isArray(rule.mentions_one)) return rule;
  if (Object.keys(c).some((k) => k !== 'contains')) return rule;
  const date = c.contains.find((p: unknown) => typeof p === 'string' && ISO.test(p)) as string | undefined;
  const day = date === undefined ? undefined : weekdayOf(date);
  if (date === undefined || day === undefined || !new RegExp(`\\b${day}\\b`, 'i').test(message)) return rule;
  const words = (rule.mentions_one as unknown[]).filter((w): w is string => typeof w === 'string');
  if (!words.some((w) => norm(w) === day)) return rule;
  // The plan's one other word (its whole title holds it): "dinner" of "Saturday dinner".
  const rest = words.filter((w) => !/\s/.test(w.trim()) && norm(w) !== day);
  if (rest.length !== 1) return rule;
  const said = words.find((w) => norm(w) === day) as string;
  return {
    ...rule,
    constraint: { contains: [...c.contains.filter((p: unknown) => p !== date), rest[0]] },
    mentions_one: [date, said],
    why: `${rule.why ?? 'the app words it'}; it tells the day by the date in any form or by "${said}", the user's own word for it`,
  };
}

/** Each such text rule of the task tells the day in the date or the user's weekday for it. */
export function withToldWhen(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const message = e.message ?? '';
    const assertions = (e.assertions ?? []).map((x) => {
      const a = x as Obj;
      if (a.type !== 'world_matches_reference' || !Array.isArray(a.free)) return x;
      const free = a.free.map((r: Obj) => toldWhen(r, message));
      if (free.every((r: Obj, i: number) => r === a.free[i])) return x;
      changed = true;
      return { ...a, free } as typeof x;
    });
    return { ...e, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
