/**
 * A word of the record's own name does not tell what was done (s15 words2, issue #30
 * loose_check). A told check of what a call did asks for a word of the action on a line the
 * action changed ("emailed", "mail", "sent"). Where that word is also a word of the record the
 * check shows ("Collect my mail", "Confirm deck sent", "May power bill"), the record's name alone
 * met it: an app that made the to-do but showed no word of the email passed. Such a check gets its
 * value (and each of its other forms holding the word) as `state_apart`: masked out of the line
 * before the state words are looked for, so "Collect my mail — emailed Lucas" passes and
 * "Collect my mail, due 2023-06-12" does not.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** Whether `word` is a whole word (or words) of `text`, case aside. */
export function wordIn(text: string, word: string): boolean {
  const w = word.toLowerCase().trim();
  if (w === '') return false;
  const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text.toLowerCase());
}

export function withOwnWordsApart(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    let grew = false;
    const assertions = ((episode.assertions ?? []) as Assertion[]).map((a) => {
      if (a.type !== 'visible_result_grounded' || !Array.isArray(a.state) || typeof a.note !== 'string' || !a.note.endsWith(', what happened')) return a;
      const forms = [a.value, ...(a.or ?? [])].filter((v): v is string => typeof v === 'string');
      const inside = forms.filter((form) => a.state!.some((word) => wordIn(form, word)));
      const add = inside.filter((form) => !(a.state_apart ?? []).includes(form));
      if (add.length === 0) return a;
      grew = true;
      return { ...a, state_apart: [...(a.state_apart ?? []), ...add] };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
