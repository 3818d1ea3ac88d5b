/**
 * Session 22's mechanisms (issue #30), each from a kind of finding, never one task.
 *
 * - withNamedOwnRow (one_api; archive-old-trip s21-s9-f1): a screen check of a record's name, in a
 *   step that changes that record by id and checks its name stays (`record_matches` with the name),
 *   reads the name from the record as the step leaves it (`record`). An app that restores the group
 *   it deleted by the id it kept, with no list read, shows the name it was told and passes; the name
 *   shown where the record was not changed (no call, another group) still fails, since the row is a
 *   source only where the step changed it.
 * - withTypedTextsApart (loose_check; chore-rota-draft s22-r2-f1): a screen check of a name the user
 *   typed ("Sofia", added to the draft) that also stands inside a longer text the user typed (the
 *   rota "June: Omar bins, Sofia bathroom, me kitchen") looks for it apart from that text, so the
 *   dictated text shown again does not show the name.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { fixturePeople } from './fixture.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, unknown>;

const NAME_FIELDS = ['name', 'title', 'subject', 'label', 'description'];

export function withNamedOwnRow(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = (e.assertions ?? []) as Obj[];
    const updated = assertions.filter((a) => a.type === 'db_changed' && a.op === 'updated');
    const owns = assertions.filter((a) => {
      if (a.type !== 'record_matches') return false;
      const key = a.key as Obj;
      if (Object.keys(key).length !== 1 || typeof key.id !== 'number') return false;
      // The step changes this very row (by its id).
      return updated.some((u) => u.app === a.app && u.table === a.table && (u.where as Obj | undefined)?.id === key.id);
    });
    if (owns.length === 0) return e;
    const next = assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' || a.record !== undefined || typeof a.value !== 'string') return a;
      const own = owns.filter((o) => NAME_FIELDS.some((f) => typeof (o.fields as Obj)[f] === 'string' && normalizeText(String((o.fields as Obj)[f])) === normalizeText(a.value as string)));
      if (own.length !== 1) return a;
      const [o] = own as [Obj];
      changed = true;
      // A reset code tells itself: the new code the step wrote counts as its state word (s22, family-code-reset s22-r1-f1).
      const code = o.app === 'splitwise' && o.table === 'groups' && Array.isArray(a.state) && a.state.includes('new invitation code') ? { state_field: 'invitation_code' } : {};
      return { ...a, record: { app: o.app, table: o.table, key: o.key }, ...code };
    });
    return { ...e, assertions: next } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/** The fixture people's first names, full names and addresses, normalised. */
let peopleCache: Set<string> | undefined;
export const people = (): Set<string> => {
  if (!peopleCache) {
    const { user, people: others } = fixturePeople();
    peopleCache = new Set([user, ...others].flatMap((p) => [p.first_name, `${p.first_name} ${p.last_name}`, p.email].map(normalizeText)));
  }
  return peopleCache;
};

export function withTypedTextsApart(task: TaskInput): TaskInput {
  // Dictated content only (a text, a body, a line): a record's longer name is the record, not content.
  const CONTENT = /^(content|text|body|message|line|note|transcript)$/;
  const typed = [...new Set(task.episodes.flatMap((e) => Object.entries(e.values ?? {}).filter(([k]) => k.split('|').some((alias) => CONTENT.test(alias))).map(([, v]) => v)).filter((v): v is string => typeof v === 'string' && !v.startsWith('$') && v.trim().split(/\s+/).length >= 3))];
  if (typed.length === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.gone === true || a.apart !== undefined || typeof a.value !== 'string' || a.value.startsWith('$')) return a;
      const value = a.value;
      // A person the step is about (a recipient added), not a part of the content itself (an item of a typed list).
      if (!people().has(normalizeText(value))) return a;
      const holders = typed.filter((t) => normalizeText(t) !== normalizeText(value) && textShows(t, value, 'normalized') && !textShows(value, t, 'normalized'));
      if (holders.length === 0) return a;
      changed = true;
      return { ...a, apart: holders };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * withTypedStateHeaded (undictated_text; capture-then-file-gutter s22-s11-f1): a reopen check whose
 * "state" is a name the user typed (the project a to-do was filed in), not a word of a state, may
 * find it on the heading the record is listed under, as a list grouped by project shows it.
 */
export function withTypedStateHeaded(task: TaskInput): TaskInput {
  const typed = new Set(task.episodes.flatMap((e) => Object.values(e.values ?? {})).filter((v): v is string => typeof v === 'string' && !v.startsWith('$')).map(normalizeText));
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if (a.type !== 'persisted_visible' || a.gone === true || a.state_headed !== undefined || !Array.isArray(a.state) || a.state.length === 0) return a;
      if (!(a.state as unknown[]).every((w) => typeof w === 'string' && typed.has(normalizeText(w)))) return a;
      changed = true;
      return { ...a, state_headed: true };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}
