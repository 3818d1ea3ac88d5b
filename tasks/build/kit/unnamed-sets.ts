/**
 * A change over a whole set the user named only as a set (issue #30, s11 verbs11,
 * unrequested_value): "get rid of the fun tag on all my notes", "remove the learning tag wherever
 * it is", "empty the trash; it only holds … and …, both can go". The step's screen checks asked
 * for each changed record's title or path beside a word of the change, though the user named no
 * record to see: only the tag, or the trash. A correct app that tells "Removed the tag fun from 2
 * notes" or "Trash emptied: 2 items gone for good" failed.
 *
 * Such a step is now told the way `kit/unnamed-deletions.ts` tells a deletion that names no
 * record: one `visible_result_grounded` check with `whole` — a word of the new state on a line
 * the action changed is enough on its own, with no record's name demanded. Its value is what the
 * user did name where the user typed it (the tag), else the first record's, and either stays one
 * form that also passes. The other per-record checks of the step go: they asked the same word, so
 * a second copy adds nothing. The world checks still hold every record (each note's tags read by
 * key, each trash row counted), so an app that takes the tag off one note only, or purges one
 * entry, still fails.
 *
 * A record is "unnamed" when the user typed nothing in the step that holds its name, and either
 * typed nothing at all (the names in the message only say what the set holds) or did not say the
 * name either. The step must speak of a set: "all", "every", "wherever", "the whole …", or
 * emptying or clearing the trash or bin.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';

/** The words of a step over a whole set. */
const SET_SAID = /\b(all|every|everything|everywhere|wherever|whole)\b|\b(empty|empties|emptied|clear|clean)\b[^.;!?]{0,20}\b(trash|bin)\b/;

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];
type Grounded = Extract<Assertion, { type: 'visible_result_grounded' }>;

/** Does the step's message speak of a whole set? */
export const speaksOfSet = (message: string): boolean => SET_SAID.test(message.toLowerCase());

export function withUnnamedSets(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    if (episode.stage === 'open' || episode.stage === 'reopen') return episode;
    const message = episode.message ?? '';
    if (!speaksOfSet(message)) return episode;
    const typed = Object.values(episode.values ?? {}).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    const typedTexts = typed.map((v) => normalizeText(String(v))).filter((v) => v !== '');
    const said = normalizeText(message);
    const unnamed = (a: Assertion): a is Grounded => {
      if (a.type !== 'visible_result_grounded' || !a.state || a.whole) return false;
      if (typeof a.value !== 'string' || a.value.startsWith('$')) return false;
      const forms = [a.value, ...(a.or ?? [])].map((v) => normalizeText(String(v)));
      if (forms.some((f) => typedTexts.some((t) => t.includes(f) || f.includes(t)))) return false;
      return typed.length === 0 || !forms.some((f) => said.includes(f));
    };
    const assertions = episode.assertions ?? [];
    const checks = assertions.filter(unnamed);
    if (checks.length === 0) return episode;
    const first = checks[0]!;
    // What the user did name, where the user typed it (the tag): one form that also passes.
    const named = typed.length === 1 && typeof typed[0] === 'string' ? typed[0] : undefined;
    const told: Grounded = { ...first, value: named ?? first.value, whole: true, because: named ?? first.because ?? String(first.value) };
    delete (told as { record?: unknown }).record;
    delete (told as { or?: unknown }).or;
    changed = true;
    const out = assertions.flatMap((a) => (a === first ? [told as Assertion] : checks.includes(a as Grounded) ? [] : [a]));
    return { ...episode, assertions: out };
  });
  return changed ? { ...task, episodes } : task;
}
