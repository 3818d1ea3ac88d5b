/**
 * A look-up by id tells the record's state beside that record (issue #30, s17 picks18, loose_check;
 * rubric fidelity/2, Completeness: the right record).
 *
 * "Look up the party fund payment again by its id" (service.venmo-private-payment): the check
 * wanted "Surprise party fund" on a line the look-up changed and a word of the private state on
 * any changed line. An app whose look-up ignores the typed id and lists payments with their
 * visibility ("Party fund (old): public", "Surprise party fund: private", "Birthday card: public")
 * told "private" of whichever payment, and passed. The s17 holes17 lane asked a looked-up tag or
 * colour beside the record (cases/service/records.ts, `besideName`); this does the same for a
 * state word: in a service task's look-up, a state check of the looked-up record is told only on a
 * changed line that shows the record's name or the id the user typed (`state_near` alone, see
 * src/stages/check/evaluate.ts), or on its card: within two lines under the name, no other record
 * the task knows named between (`beside_others`).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { otherNames } from './beside-card.ts';
type Obj = Record<string, any>;

const CAPTURE = /^\$[A-Za-z]\w*$/;
const NAME_FIELDS = ['title', 'name', 'description', 'subject', 'label', 'product_name'];
const norm = (s: string) => s.trim().toLowerCase();

/**
 * The names of other records the task holds: in read-back checks of another record, in the words
 * other checks ask a value beside, and the first name an episode that makes a record it does not
 * capture shows (the second payment the user sends).
 */
function madeNames(task: TaskInput, own: unknown): string[] {
  const out: string[] = [];
  for (const e of task.episodes) {
    const shown = ((e.assertions ?? []) as Obj[]).filter((a) => a.type === 'visible_result_grounded');
    const made = ((e.assertions ?? []) as Obj[]).some((a) => a.type === 'db_changed' && a.op === 'inserted');
    const first = shown.map((a) => a.value).find((v): v is string => typeof v === 'string' && !CAPTURE.test(v));
    if (made && e.captures === undefined && first !== undefined) out.push(first);
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type === 'visible_result_grounded') for (const w of [...((a.beside ?? []) as unknown[]), ...((a.beside_others ?? []) as unknown[])]) if (typeof w === 'string' && !CAPTURE.test(w)) out.push(w);
      if (a.type !== 'record_matches' || a.key?.id === own) continue;
      for (const f of NAME_FIELDS) if (typeof a.fields?.[f] === 'string') out.push(a.fields[f] as string);
    }
  }
  return out;
}

export function withStateBeside(task: TaskInput): TaskInput {
  if (task.family !== 'service') return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    if (e.stage !== 'followup') return e;
    const typed = Object.values((e.values ?? {}) as Obj).filter((v): v is string => typeof v === 'string' && CAPTURE.test(v));
    if (typed.length === 0) return e;
    let touched = false;
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if (a.type !== 'visible_result_grounded' || a.state === undefined || a.beside !== undefined || a.whole !== undefined || a.state_near !== undefined || typeof a.value !== 'string') return a;
      const own = norm(a.value);
      const others = [...new Set([...otherNames(task), ...typed.flatMap((id) => madeNames(task, id))])].filter((n) => n.trim() !== '' && norm(n) !== own && !own.includes(norm(n)));
      touched = true;
      const { state, ...rest } = a;
      return { ...rest, state_near: { words: state, values: [a.value, ...((a.or ?? []) as unknown[]), ...typed] }, ...(others.length > 0 ? { beside_others: others } : {}) };
    });
    if (!touched) return e;
    changed = true;
    return { ...e, assertions } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
