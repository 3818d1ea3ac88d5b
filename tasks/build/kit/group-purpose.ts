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
 * field (any value, empty too). The group's name and every other field stay checked. A user who
 * says "description …" dictated it, and keeps it pinned.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

const FREE = {
  app: 'splitwise',
  table: 'groups',
  field: 'description',
  constraint: 'any',
  why: 'the user says what the group is for ("for …") but dictates no description; whether the app writes one, and what, is the app\'s',
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
          if (free.some((f) => f.app === FREE.app && f.table === FREE.table && f.field === FREE.field)) return a;
          return { ...a, free: [...free, FREE] };
        }
        return a;
      });
    changed = true;
    return { ...e, assertions: next } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
