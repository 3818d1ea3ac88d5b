/**
 * The user's own verb for a state change (issue #30, rubric fidelity/2 Reading 4): a state check
 * (`visible_result_grounded.state`, `persisted_visible.state`) accepts the verb the user used for
 * the change — in the episode's message or in the app's intention ("pull it out", "vetoed ones",
 * "prune tracks", "put it back on the shelf") — beside the words any app would use.
 *
 * A verb counts only where the user said it, and only for a state of its own side: a word of
 * taking out joins a list of a thing gone (its list holds "removed", "deleted", "unliked", …), a
 * word of bringing back joins a list of a thing back (its list holds "added", "saved", "liked",
 * "restored"). A list of neither side, or of both, is left as it is; so an app that shows the
 * opposite state still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Side = 'out' | 'back';

interface UsersVerb {
  /** The verb as the user says it, in any of its forms. */
  said: RegExp;
  /** The forms an app answering in those words shows. */
  forms: readonly string[];
  side: Side;
}

/** Within one clause: "take Runway out", "put it back on the shelf". */
const CLAUSE = '[^.;,!?]{0,40}';

export const USERS_VERBS: readonly UsersVerb[] = [
  { said: /\bpull(s|ed|ing)?\b/, forms: ['pulled', 'pull', 'pulling', 'pulled out', 'pull out'], side: 'out' },
  { said: /\bprun(e|es|ed|ing)\b/, forms: ['pruned', 'prune', 'pruning'], side: 'out' },
  { said: /\btrim(s|med|ming)?\b/, forms: ['trimmed', 'trim', 'trimming'], side: 'out' },
  { said: /\bveto(es|ed|ing)?\b/, forms: ['vetoed', 'veto'], side: 'out' },
  { said: /\bdrop(s|ped|ping)?\b/, forms: ['dropped', 'drop', 'dropping'], side: 'out' },
  { said: /\bremov(e|es|ed|ing)\b/, forms: ['removed', 'remove', 'removing'], side: 'out' },
  { said: /\bditch(es|ed|ing)?\b/, forms: ['ditched', 'ditch'], side: 'out' },
  { said: /\bpeel(s|ed|ing)?\b/, forms: ['peeled off', 'peeled', 'peel off', 'peel'], side: 'out' },
  { said: /\bclear(s|ed|ing)?\b/, forms: ['cleared', 'clear'], side: 'out' },
  { said: new RegExp(`\\b(take|takes|taking|took|taken)\\b${CLAUSE}\\b(out|off)\\b`), forms: ['taken out', 'took out', 'take out', 'taken off', 'took off', 'take off'], side: 'out' },
  { said: /\brestor(e|es|ed|ing)\b/, forms: ['restored', 'restore', 'restoring'], side: 'back' },
  { said: /\brescu(e|es|ed|ing)\b/, forms: ['rescued', 'rescue', 'rescuing'], side: 'back' },
  // "Move it out of spam": out of the place it was put, so back on the bringing-back side.
  { said: new RegExp(`\\b(move|moves|moved|moving|get|got|take|took|taken|bring|brought)\\b${CLAUSE}\\bout of (spam|junk|the spam|the junk|the trash|the bin)\\b`), forms: ['out of spam', 'out of junk', 'out of the spam', 'out of the trash', 'out of the bin', 'moved out'], side: 'back' },
  { said: /\bre-?add(s|ed|ing)?\b/, forms: ['re-added', 're-add', 'readded', 'added back', 'back', 'restored'], side: 'back' },
  { said: new RegExp(`\\b(put|puts|putting|add|adds|adding|bring|brings|brought|get|got)\\b${CLAUSE}\\bback\\b(?!${CLAUSE}\\bout\\b)`), forms: ['back', 'put back', 'added back', 'brought back', 'back on', 'back in', 'restored'], side: 'back' },
];

/** Words that mark a state list's side (exact entries of the list). */
const OUT_MARKS = new Set(['removed', 'deleted', 'unliked', 'unsaved', 'unwrapped', 'unfollowed', 'unfollow']);
const BACK_MARKS = new Set(['added', 'saved', 'liked', 'restored', 'following', 'followed']);

/** The side a state list tells, or none when it holds marks of neither or of both. */
export function sideOf(words: readonly string[]): Side | undefined {
  const out = words.some((w) => OUT_MARKS.has(w));
  const back = words.some((w) => BACK_MARKS.has(w));
  return out === back ? undefined : out ? 'out' : 'back';
}

/** The forms of the user's verbs in `text` for a state of `side`. */
export function usersVerbs(text: string, side: Side): string[] {
  const said = text.toLowerCase();
  return USERS_VERBS.filter((v) => v.side === side && v.said.test(said)).flatMap((v) => [...v.forms]);
}

/** Each state check of `task` also accepts the verbs its user said for that state. */
export function withUsersVerbs(task: TaskInput): TaskInput {
  const intention = (slot: string | undefined) => task.apps.find((a) => a.slot === (slot ?? 'A'))?.intention ?? '';
  return {
    ...task,
    episodes: task.episodes.map((episode) => {
      const text = `${episode.message ?? ''}\n${intention(episode.slot)}`;
      let grew = false;
      const assertions = (episode.assertions ?? []).map((a) => {
        if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || !Array.isArray(a.state)) return a;
        const side = sideOf(a.state);
        if (!side) return a;
        const extra = usersVerbs(text, side).filter((w) => !a.state?.includes(w));
        if (extra.length === 0) return a;
        grew = true;
        return { ...a, state: [...a.state, ...new Set(extra)] };
      });
      return grew ? { ...episode, assertions } : episode;
    }),
  };
}
