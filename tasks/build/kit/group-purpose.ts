/**
 * A group's purpose said with "for …" is not a description to store (issue #30, s16 words:
 * undictated_text; rubric fidelity/2, Soundness: no verbatim text the user did not dictate).
 *
 * "Create Road trip to Big Sur, for Gas, motels, snacks": the "for …" phrase tells what the group
 * is for, the way a person says it aloud; it is not a text the user asks to be written into the
 * group's description field. An app with only a group-name input makes the group the user asked
 * for. Where a step's record check pins a Splitwise group's `description` to a text the user said
 * only after "for" (and never called a description), the description is the app's: the record
 * check drops it, a screen check that asks only for that text goes, and the world check frees the
 * field. The group's name and every other field stay checked. A user who says "description …"
 * dictated it, and keeps it pinned.
 *
 * Freed, not unchecked (s23, housemates-from-contacts s23-s12-f1, loose_check): the app may leave
 * the description blank, but one it writes holds each of the user's own words for the purpose
 * ("Seeds, tools & plot fee" for "Seeds, tools and the plot fee"), so a group described as another
 * group is ("Rent, utilities and shared groceries") fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

/** Small words a purpose's key words leave out. */
const SMALL = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'our', 'your', 'my', 'its', 'all', 'any', 'some', 'this', 'that', 'of', 'to', 'a', 'an', 'in', 'on', 'at', 'or']);

/** The user's words for a purpose ("Seeds, tools and the plot fee" → seeds, tools, plot, fee). */
export const purposeWords = (text: string): string[] =>
  [...new Set(text.split(/[^\p{L}\p{N}'-]+/u).map((w) => w.toLowerCase()).filter((w) => w.length >= 3 && !SMALL.has(w)))];

/** The description left to the app, held to the user's words for the purpose where the app writes one. */
const freeFor = (purposes: readonly string[]) => {
  const words = [...new Set(purposes.flatMap(purposeWords))];
  return {
    app: 'splitwise',
    table: 'groups',
    field: 'description',
    ...(words.length > 0 ? { constraint: { contains: words }, or_blank: true } : { constraint: 'any' as const }),
    why: 'the user says what the group is for ("for …") but dictates no description: the app may write none, and one it writes says the purpose in the user\'s words, in any order or wording around them',
  };
};

const norm = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the message gives `text` only as what the group is for, never as a description. */
function saidAsPurpose(message: string, text: string): boolean {
  const said = norm(message);
  if (/\bdescri(be|bed|ption)\b/.test(said)) return false;
  return new RegExp(`\\bfor ${escape(norm(text))}`).test(said);
}

const isGroupRecord = (a: Obj): boolean => a.type === 'record_matches' && a.app === 'splitwise' && a.table === 'groups';

export function withGroupPurpose(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const message = String((e as { message?: string }).message ?? '');
    const assertions = (e.assertions ?? []) as Obj[];
    const purposes = assertions
      .filter((a) => isGroupRecord(a) && typeof (a.fields as Obj | undefined)?.description === 'string')
      .map((a) => String((a.fields as Obj).description))
      .filter((text) => text.trim() !== '' && saidAsPurpose(message, text));
    if (purposes.length === 0) return e;
    const next = assertions
      .filter((a) => !(a.type === 'visible_result_grounded' && typeof a.value === 'string' && purposes.includes(a.value) && a.state === undefined && a.or === undefined))
      .map((a) => {
        if (isGroupRecord(a) && purposes.includes(String((a.fields as Obj).description))) {
          const { description: _d, ...fields } = a.fields as Obj;
          return { ...a, fields };
        }
        if (a.type === 'world_matches_reference') {
          const free = (a.free ?? []) as Obj[];
          const rule = freeFor(purposes);
          const other = (f: Obj) => !(f.app === rule.app && f.table === rule.table && f.field === rule.field);
          return { ...a, free: [...free.filter(other), rule] };
        }
        return a;
      });
    changed = true;
    return { ...e, assertions: next } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
