/**
 * s25 edits lane (issue #30, over_specification; weekly-cleaner s25-s16-f1): a repeat's unit the
 * user chose ("every week") was looked for as the bare unit "week", matched as a whole word, so a
 * correct screen "Cleaner — $60 weekly from 2023-05-22" or "Repeats: Weekly" failed. Where a step
 * sets a record's repeat field (`every`) to a unit, each screen check of that unit also takes its
 * adjective ("weekly", "monthly", "daily", "yearly"/"annually"), the forms kit/state-words.ts
 * `cadenceWords` tells a repeat by. Every other form of it ("every week", "each week") already
 * shows the unit; no form is added that holds no word of the unit, so a line about something else
 * still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { cadenceWords } from './state-words.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, any>;

const UNITS = new Set(['day', 'week', 'month', 'year']);
const REPEAT_FIELD = /^(every|repeat|repeats|frequency|recurrence|interval_unit)$/;
const MORE: Record<string, string[]> = { year: ['annually', 'annual'] };

export function withCadenceForms(task: TaskInput): TaskInput {
  const units = new Set(task.episodes.flatMap((e) => ((e.assertions ?? []) as Obj[]).filter((a) => a.type === 'record_matches')
    .flatMap((a) => Object.entries(a.fields ?? {}).filter(([k, v]) => REPEAT_FIELD.test(k) && typeof v === 'string' && UNITS.has(normalizeText(v).trim())).map(([, v]) => normalizeText(v as string).trim()))));
  if (units.size === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.gone === true || typeof a.value !== 'string') return a;
      const unit = normalizeText(a.value).trim();
      if (!units.has(unit)) return a;
      const have = [a.value, ...((a.or ?? []) as unknown[]), ...((a.spelled ?? []) as unknown[])].map((f) => normalizeText(String(f)).trim());
      const forms = [...cadenceWords(unit, 1), ...(MORE[unit] ?? [])].filter((f) => !textShows(f, unit, 'normalized') && !have.includes(normalizeText(f).trim()));
      if (forms.length === 0) return a;
      changed = true;
      // No record holds "weekly": a result check grounds it as the unit (`spelled`); a reopen check needs no grounding.
      return a.type === 'visible_result_grounded' ? { ...a, spelled: forms } : { ...a, or: [...((a.or ?? []) as unknown[]), ...forms] };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}
