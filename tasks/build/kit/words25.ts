/**
 * s25 words (cousin-visit-voicemail, grandpa-voicemail-followup s24-d2-f1): "Left Hana a message",
 * "Left Dad a message" is how users say a voice message was left, with the person named inside
 * the verb phrase. The told check of a voice message took "left a message" only word for word
 * (bare "left" was dropped: "14 days left", s24 D1), so such a line failed. Here that check also
 * takes "left P a message" (and "a voice message", "a voicemail") for each form P of the person its
 * step's own "to whom" check names (first name, full name, number, the user's relation word). The
 * phrase names the person and the message together, so no other line of the step ("Created to-do
 * Call Dad again") holds it.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

const WHAT = 'told: phone.send_voice_message, what happened';
const TO_WHOM = 'told: phone.send_voice_message, to whom';
const KINDS = ['a message', 'a voice message', 'a voicemail', 'a voice note'];

export function withLeftNamed(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const checks = episode.assertions ?? [];
    const who = checks.find((a) => a.type === 'visible_result_grounded' && a.note === TO_WHOM);
    const people = who?.type === 'visible_result_grounded' ? (who.state ?? []).filter((p) => /\p{L}/u.test(p)) : [];
    if (people.length === 0) return episode;
    const assertions = checks.map((a) => {
      if (a.type !== 'visible_result_grounded' || a.note !== WHAT || !a.state?.includes('left a message')) return a;
      const have = new Set(a.state.map((w) => w.toLowerCase()));
      const more = people.flatMap((p) => KINDS.map((k) => `left ${p} ${k}`)).filter((w) => !have.has(w.toLowerCase()));
      if (more.length === 0) return a;
      changed = true;
      return { ...a, state: [...a.state, ...more] };
    });
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
