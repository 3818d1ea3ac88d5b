/**
 * s35 people (issue #30, hole/loose_check and over_specification/undictated_text): an amount asked
 * beside its person, read against the other people of the same bill.
 *
 * A share asked on its person's line ("Mira owes $45": revise's result, kept13's reopen check)
 * passed on any line that held both, so "Mira Ito owes $30.00, Tomas Rossi owes $45.00" told the
 * user Mira owes $45 (camping-expenses s32-s251-f1), while a card with each person's name over
 * their share failed (s32-re3-f1; gift-pool s32-re0-f3). Each such check now also names the task's
 * other people (`beside_others`: the people the messages and values name, by full name, first
 * name, email and phone), so the checker binds the amount to the name it is written with and reads
 * a name over its amount as a card (src/stages/check/s35.ts).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople } from './fixture.ts';

type Obj = Record<string, any>;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const KEPT_PART = 'kept13: the part as the change left it, beside whom it goes with';
const isAmount = (v: unknown): boolean => typeof v === 'number' || (typeof v === 'string' && /^\$?\d+(?:\.\d+)?$/.test(v.trim()));

/** The words a check reads as its person: `beside`, or the kept13 check's `state`. */
function personWords(a: Obj): string[] | undefined {
  const words = a.type === 'visible_result_grounded' ? a.beside : a.type === 'persisted_visible' && a.note === KEPT_PART ? a.state : undefined;
  // Not an equal split's share ("each", "per person"): the amount is everyone's, and the pairs-beside layouts ("$90 —
  // Chloe Patel") read it beside any of them (gift-pool; left to its earlier readings).
  return Array.isArray(words) && words.some((w) => typeof w === 'string' && EMAIL.test(w)) && !words.includes('each') ? (words as string[]) : undefined;
}

export function withPeopleApart(task: TaskInput): TaskInput {
  const asks = task.episodes.some((e) => (e.assertions ?? []).some((a) => isAmount((a as Obj).value) && (a as Obj).beside_others === undefined && personWords(a as Obj) !== undefined));
  if (!asks) return task;
  const said = JSON.stringify(task.episodes.map((e) => [e.message ?? '', e.values ?? {}])).toLowerCase();
  const people = fixturePeople().people.filter((p) => said.includes(p.email.toLowerCase()) || said.includes(`${p.first_name} ${p.last_name}`.toLowerCase()));
  let changed = false;
  const episodes = task.episodes.map((e) => {
    let grew = false;
    const assertions = (e.assertions ?? []).map((a) => {
      const own = personWords(a as Obj);
      if (own === undefined || !isAmount((a as Obj).value) || (a as Obj).beside_others !== undefined) return a;
      const mine = own.map((w) => w.toLowerCase());
      const others = people.filter((p) => !mine.includes(p.email.toLowerCase()));
      const words = [...new Set(others.flatMap((p) => [`${p.first_name} ${p.last_name}`, p.first_name, p.email, p.phone_number].filter((w): w is string => typeof w === 'string' && w.trim() !== '')))]
        .filter((w) => !mine.includes(w.toLowerCase()));
      if (words.length === 0) return a;
      grew = true;
      return { ...a, beside_others: words };
    });
    if (!grew) return e;
    changed = true;
    return { ...e, assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
