/**
 * The person a made record is with, on the record's own line (issue #30, s15 shown15, rubric
 * Readings 2 and 3). A step that pays, asks money of, splits with, writes to or makes a group with
 * someone was checked on screen by the record's name and amount alone, while the person was
 * checked in the world only: an app that showed "Museum tickets · 22" never told the user the
 * money went to Mira. The step's plain check of the record's name now also asks, on that same
 * changed line (`beside`), for the person in any form the user knows (full name, first name,
 * address, number).
 *
 * `detail` is the address or number the step's call names (read off the reference's plan, since
 * the call's own check may accept any API with the same effect). A step whose checks already name
 * the person is left as it is.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { personAt } from './pairs-beside.ts';
import { personForms } from './people-forms.ts';

type Visible = Extract<AssertionSpec, { type: 'visible_result_grounded' }>;

/** How a check's note says why the person was asked beside the record. */
export const PERSON_BESIDE_NOTE = 'beside: the person the made record is with, on its line';

/** The task with `episodeId`'s check of `value` asking for the person at `detail` on its line. */
export function withPersonBeside(task: TaskInput, episodeId: string, value: string | number, detail: string): TaskInput {
  const who = personAt(detail);
  if (!who) return task;
  const forms = personForms(who);
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    if (episode.id !== episodeId) return episode;
    const assertions = [...(episode.assertions ?? [])];
    const visible = assertions.filter((a): a is Visible => a.type === 'visible_result_grounded');
    const named = visible.some((a) => [a.value, ...(a.or ?? []), ...(a.beside ?? [])].some((w) => forms.some((f) => String(w).toLowerCase() === f.toLowerCase() || textShows(String(w), f, 'normalized'))));
    if (named) return episode;
    const at = assertions.findIndex((a) => a.type === 'visible_result_grounded' && a.beside === undefined && a.whole === undefined && String(a.value) === String(value));
    if (at < 0) throw new Error(`${task.id}: ${episodeId} has no plain visible check of ${String(value)} to ask ${forms[0] ?? detail} beside`);
    const check = assertions[at] as Visible;
    assertions[at] = { ...check, beside: forms, note: check.note ? `${check.note}; ${PERSON_BESIDE_NOTE}` : PERSON_BESIDE_NOTE };
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
