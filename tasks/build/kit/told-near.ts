/**
 * The user's own verb for a text sent, beside whom it went to (s16 told4, rubric Reading 4): "text
 * the payer", "SMS her". A check that a text went (its list holds "texted") took only the done
 * forms ("texted", "text sent"), so "Commented on Pizza from Tony's; text to Ava Larsen ✓" failed.
 * The user's bare word ("text", "sms") is a word of many lines of a step that also comments or
 * writes ("comment text"), so it counts only on a changed line that also shows the check's value
 * (the person texted, in any of the check's forms): `state_near`.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { intentionOf } from './own-state-words.ts';

/** The user's words for texting, by how they say it. */
const TEXT_VERBS: readonly { said: RegExp; forms: readonly string[] }[] = [
  { said: /\btext(s|ed|ing)?\b/, forms: ['text'] },
  { said: /\bsms\b/, forms: ['sms'] },
];

/** Each check that a text went also takes the user's bare verb for it, beside the check's value. */
export function withTextVerbNear(task: TaskInput): TaskInput {
  const intention = (slot: string | undefined) => intentionOf(task, slot);
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const said = `${episode.message ?? ''}\n${intention(episode.slot)}`.toLowerCase();
    // s29 (team-roadmap-share s29-s213-f1): "SMS" names the medium of every text ("→ Ava Larsen (SMS)"), said by the user or not.
    const forms = [...new Set([...TEXT_VERBS.filter((v) => v.said.test(said)).flatMap((v) => [...v.forms]), 'sms'])];
    if (forms.length === 0) return episode;
    let grew = false;
    const assertions = (episode.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded' || !a.state?.includes('texted')) return a;
      const have = new Set([...a.state, ...(a.state_near?.words ?? [])].map((w) => w.toLowerCase()));
      const words = forms.filter((w) => !have.has(w));
      if (words.length === 0) return a;
      grew = true;
      return { ...a, state_near: { ...(a.state_near ?? {}), words: [...(a.state_near?.words ?? []), ...words] } };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
