/**
 * s16 (issue #30, rubric fidelity/2 Reading 4): a state check accepts the plain word the user
 * said for the state, where the state lists leave it out.
 *
 * - "Turn the bins alarm off": an app that shows the alarm's line as "Bins out 20:30 — Off" shows
 *   the state in the user's word. Bare "off" is left out of the lists of a thing switched off
 *   (kit/state-words.ts), since a switch's label says it anywhere; but the check reads only a line
 *   the action changed, and its list already takes "turn off", the label such a switch shows. So
 *   "off" joins a list that tells a thing switched off ("turned off" in it) where the user said
 *   turning or switching it off, in the step's message or the app's intention.
 * - "Flag the newest one as unread again", "keep the newest one flagged unread": an app that shows
 *   "Costco run request — flagged" says it in the user's verb. "flagged" joins a list that tells a
 *   thing unread ("unread" in it) where the user said flagging it. Only the done form: a "Flag"
 *   button beside the record says nothing was done.
 * - "Text Omar that it is done" about a to-do app B ticks off: "done" joins the list that tells it
 *   ticked ("is done" in it), s18.
 * The other side's list (resumed, read) is left as it is, so an app that shows the opposite state
 * still fails, and the world checks still hold the record's state.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

const CLAUSE = '[^.;,!?]{0,40}';

interface OwnWord {
  /** A word of the list that says the list tells this state. */
  marks: string;
  /** The user's words for it. */
  said: RegExp;
  /** What joins the list. */
  forms: readonly string[];
}

export const OWN_STATE_WORDS: readonly OwnWord[] = [
  { marks: 'turned off', said: new RegExp(`\\b(turn|turns|turned|turning|switch|switches|switched|switching)\\b${CLAUSE}\\boff\\b`, 'i'), forms: ['off'] },
  { marks: 'unread', said: /\bflag(s|ged|ging)?\b/i, forms: ['flagged'] },
  // A to-do another app ticks off: bare "done" is left out of that list (a finder says "Done for …"
  // of anything it handled), but where the user calls the state "done" ("text Omar that it is
  // done") it is the user's word, and the world check holds the tick (s18-Z2-f1).
  { marks: 'is done', said: /\bdone\b/i, forms: ['done'] },
  // s27 verbs (project-brief-folder s27-s191-f1): "resend it" of a file already mailed once: the
  // user's verb as said and done ("Resend done", "resent it to Samuel") tells the mail sent.
  { marks: 'sent', said: /\bre-?(?:send|sends|sending|sent)\b/i, forms: ['resent', 'resend'] },
];

/**
 * s27 verbs (lunch-debt-venmo s27-s195-f1): "I want Splitwise updated": a list that tells the
 * change by its service ("on splitwise") takes the user's verb with that service beside it
 * ("Splitwise updated", "updated Splitwise"), not a bare "updated" (any record's).
 */
function ownServiceUpdate(text: string, state: readonly string[]): string[] {
  const services = [...new Set(state.map((w) => /^(?:in|on|to) ([a-z]+)$/i.exec(w.trim())?.[1]?.toLowerCase()).filter((s): s is string => s !== undefined))];
  return services.filter((s) => new RegExp(`\\b${s}\\s+(?:is\\s+|gets?\\s+|got\\s+)?updated\\b|\\bupdat(?:e|es|ed|ing)\\s+(?:my\\s+|the\\s+)?${s}\\b`, 'i').test(text))
    .flatMap((s) => [`${s} updated`, `${s}: updated`, `updated ${s}`, `updated on ${s}`, `updated in ${s}`]);
}

/** The intention of the app an episode of `task` drives (slot A where it names none). */
export const intentionOf = (task: TaskInput, slot: string | undefined): string => task.apps.find((a) => a.slot === (slot ?? 'A'))?.intention ?? '';

/** The words of the user's that join a state list `state`, said in `text`. */
export function ownStateWords(text: string, state: readonly string[]): string[] {
  const own = OWN_STATE_WORDS.filter((w) => state.includes(w.marks) && w.said.test(text)).flatMap((w) => w.forms);
  return [...new Set([...own, ...ownServiceUpdate(text, state)])].filter((f) => !state.includes(f));
}

/** Each state check of the task also takes the user's plain word for that state. */
export function withOwnStateWords(task: TaskInput): TaskInput {
  const intention = (slot: string | undefined) => intentionOf(task, slot);
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const text = `${episode.message ?? ''}\n${intention(episode.slot)}`;
    let grew = false;
    const assertions = (episode.assertions ?? []).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || !Array.isArray(a.state)) return a;
      const extra = ownStateWords(text, a.state);
      if (extra.length === 0) return a;
      grew = true;
      return { ...a, state: [...a.state, ...extra] };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
