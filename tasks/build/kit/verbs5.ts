/**
 * s16 verbs5 (issue #30, undictated_text; rubric fidelity/2 Reading 4): the user's own verb.
 *
 * 1. A told check of a record made (`visible_result_grounded.state`) also takes the done form of
 *    the verb the user said for making it, where its list tells that making: "import it as a tagged
 *    note" → "imported", "keep the visit details in a note" → "kept", "Capture: grant report." →
 *    "captured", "Repay Elena $25" → "repaid". A verb that names no kind of its own ("keep",
 *    "import") counts only where the user's clause names the note it makes. Only done forms: an
 *    "Import" button beside the record says nothing was done.
 * 2. A text the app words itself about a plan (a free `message` rule that holds the plan's other
 *    word and tells the day, kit/told-when.ts) may name the night in the user's own words for it, in
 *    the app's intention ("Host a music night" → "music night"), where the plan's word is not one
 *    of them: "Music night at mine on May 28, come over!" invites to the night "Soul Sunday" is.
 *    It still names the plan, the user's name for it, or its day: "Hi!" fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { intentionOf } from './own-state-words.ts';

type Obj = Record<string, any>;

interface MakingVerb {
  said: RegExp;
  /** A word the clause must hold as well (the thing made), if any. */
  clause?: RegExp;
  forms: readonly string[];
  /** Entries of a state list that say it tells this making. */
  marks: readonly string[];
}

export const VERBS5: readonly MakingVerb[] = [
  { said: /\bimport(s|ed|ing)?\b/, clause: /\bnotes?\b/, forms: ['imported'], marks: ['note', 'created', 'added'] },
  { said: /\b(keep|keeps|keeping|kept)\b/, clause: /\bnotes?\b/, forms: ['kept'], marks: ['note'] },
  { said: /\bcaptur(e|es|ed|ing)\b/, forms: ['captured'], marks: ['created', 'added'] },
  { said: /\brepa(y|ys|id|ying)\b/, forms: ['repaid'], marks: ['paid'] },
  // s20 (s20-S7-f1): "Open Splitwise groups with my neighbor" → "opened", for a group or a tab the user opens.
  { said: /\b(open|opens|opened|opening)\b/, clause: /\b(groups?|tabs?)\b/, forms: ['opened'], marks: ['created', 'added'] },
];

/** The done forms of the user's making verbs in `text` for a state list `state`. */
export function verbs5(text: string, state: readonly string[]): string[] {
  const clauses = text.toLowerCase().split(/[.;,!?\n]+/);
  return VERBS5.filter((v) => v.marks.some((m) => state.includes(m)) && clauses.some((c) => v.said.test(c) && (!v.clause || v.clause.test(c))))
    .flatMap((v) => v.forms.filter((f) => !state.includes(f)));
}

/** The user's name for the event in an intention: "Host a music night" → "music night". */
export function eventName(intention: string): string | undefined {
  return /\b(?:a|an|my)\s+([a-z]+\s+(?:night|party|evening))\b/i.exec(intention)?.[1]?.toLowerCase();
}

function namedByIntention(rule: Obj, intention: string): Obj {
  const c = rule.constraint;
  if (rule.field !== 'message' || rule.app !== 'phone' || typeof c !== 'object' || !Array.isArray(c.contains) || c.contains.length !== 1 || Object.keys(c).length !== 1) return rule;
  if (!Array.isArray(rule.mentions_one) || !/tells the day/.test(String(rule.why ?? ''))) return rule;
  const word = String(c.contains[0]);
  const name = eventName(intention);
  if (!name || new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(intention)) return rule;
  return {
    ...rule,
    constraint: 'non_empty',
    mentions_one: [word, name, ...rule.mentions_one],
    why: `the user dictates no words for the text: they are the app's, but it names the plan ("${word}"), the night in the user's own words ("${name}") or its day, by the date in any form or the user's weekday`,
  };
}

/** Each told making check takes the user's verb; each plan text may name the night the user's way. */
export function withVerbs5(task: TaskInput): TaskInput {
  const intention = (slot: string | undefined) => intentionOf(task, slot);
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const text = `${episode.message ?? ''}\n${intention(episode.slot)}`;
    let grew = false;
    const assertions = (episode.assertions ?? []).map((x) => {
      const a = x as Obj;
      if (a.type === 'visible_result_grounded' && Array.isArray(a.state)) {
        const extra = verbs5(text, a.state);
        if (extra.length === 0) return x;
        grew = true;
        return { ...a, state: [...a.state, ...extra] } as typeof x;
      }
      if (a.type === 'world_matches_reference' && Array.isArray(a.free)) {
        const free = a.free.map((r: Obj) => namedByIntention(r, intention(episode.slot)));
        if (free.every((r: Obj, i: number) => r === a.free[i])) return x;
        grew = true;
        return { ...a, free } as typeof x;
      }
      return x;
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
