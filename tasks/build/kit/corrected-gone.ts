/**
 * A text the user corrected ("replace 555-0199 with 555-0142", "change 10% to 12%") is not shown
 * after reopen as it was (s21, meeting-minutes-export s21-r2-f1, wifi-instructions-note
 * s21-r2-f1): a kept copy never updated tells the user what they corrected. The check is on the
 * clause of the made text that held the old words ("plumber 555-0199"), on any line, so a card
 * that shows the text under the record's title is read too; a line that also tells the new words
 * anywhere on the screen (a log: "Replaced 555-0199 with 555-0142") makes the rest history.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { nextId } from './unnamed-deletions.ts';
import { usersVerbs } from './users-verbs.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** The clause of `text` (between commas, semicolons or full stops) that holds `part`. */
export function clauseOf(text: string, part: string): string | undefined {
  const clause = text.split(/[,;.](?:\s+|$)/).map((c) => c.trim()).find((c) => c.includes(part));
  return clause && clause.length > part.length ? clause : undefined;
}

/**
 * s26 steps (reading-list-export s25-s17-f1): a `part` that is a whole item of a list ("Circe" in
 * "Piranesi, Circe, Educated") has no longer clause; the item itself is the old text, and it no
 * longer stands in the corrected list.
 */
export function itemOf(text: string, part: string): string | undefined {
  const items = text.split(/[,;.](?:\s+|$)/).map((c) => c.trim()).filter((c) => c !== '');
  return items.length >= 2 && items.some((c) => c.toLowerCase() === part.trim().toLowerCase()) ? part.trim() : undefined;
}

/**
 * s26 swap (reading-list-export s26-d1b-f2, rubric Reading 4): the done forms of the user's verb for
 * a correction ("Swap X for Y", "change X to Y"), each taking the old text as its object.
 */
const CORRECTING: readonly { said: RegExp; forms: readonly string[] }[] = [
  { said: /\bswap(s|ped|ping)?\b/, forms: ['swapped out', 'swapped'] },
  { said: /\bswitch(es|ed|ing)?\b/, forms: ['switched out', 'switched'] },
  { said: /\breplac(e|es|ed|ing)\b/, forms: ['replaced'] },
  { said: /\bchang(e|es|ed|ing)\b/, forms: ['changed'] },
  { said: /\bcorrect(s|ed|ing)?\b/, forms: ['corrected'] },
  { said: /\bfix(es|ed|ing)?\b/, forms: ['fixed'] },
];

/**
 * The `corrected_by` of a gone check of the text `find` the revise `message` corrected: the user's
 * verbs for it, the kit's taking-out verbs the user said ("drop", "remove"), and the words any app
 * uses for a replaced text ("replaced", "removed"). The checker reads them right beside `find` (or
 * the checked `clause` that holds it) only.
 */
export function correctedBy(message: string, find: string, clause?: string, intention = '', whole?: string): { verbs: string[]; of: string[] } {
  // The user's verb in the step's message or in the intention ("correct a word"; s26-d3c-f1).
  const said = `${message}\n${intention}`.toLowerCase();
  const verbs = [...CORRECTING.filter((v) => v.said.test(said)).flatMap((v) => v.forms), ...usersVerbs(message, 'out'), 'replaced', 'removed'];
  // A clause check ("bake 25 minutes") is told by the verb beside the clause too ("Changed squats 3x8").
  // And the whole old text quoted after the verb ('replaced "zest three lemons, bake 25 minutes"'; s26-d4b-f1, f2).
  return { verbs: [...new Set(verbs)], of: [...new Set([find, ...(clause === undefined ? [] : [clause]), ...(whole === undefined || whole === clause ? [] : [whole])])] };
}

/** The intention of the app a step is for. */
export const intentionOf = (task: TaskInput, slot: string | undefined): string => task.apps.find((a) => a.slot === (slot ?? 'A'))?.intention ?? '';

export function withCorrectedGone(task: TaskInput): TaskInput {
  const made = task.episodes.find((e) => e.stage === 'submit');
  const revise = task.episodes.find((e) => e.stage === 'revise');
  const value = (values: Record<string, unknown> | undefined, name: string) => Object.entries(values ?? {}).find(([k]) => k.split('|').includes(name))?.[1];
  const content = value(made?.values, 'content');
  const find = value(revise?.values, 'find');
  const replaced = value(revise?.values, 'replace_with');
  if (typeof content !== 'string' || typeof find !== 'string' || typeof replaced !== 'string') return task;
  const clause = clauseOf(content, find) ?? itemOf(content, find);
  if (!clause) return task;
  const episodes = task.episodes.map((e) => {
    if (e.stage !== 'reopen') return e;
    const check = { id: nextId(e.id, e.assertions ?? [], 'persisted_visible'), type: 'persisted_visible', note: 's21: corrected, its old text not shown', value: clause, match: 'normalized', because: clause, gone: true, state: [replaced], history: true, history_anywhere: true, corrected_by: correctedBy(revise?.message ?? '', find, clause, intentionOf(task, revise?.slot), content) };
    return { ...e, assertions: [...(e.assertions ?? []), check as Assertion] };
  });
  return { ...task, episodes };
}
