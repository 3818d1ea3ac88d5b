/**
 * Deletions the user asks for without naming a record (issue #30, s10 shown10, not_shown): "clear
 * out the missed calls", "delete all the ones I have read", "sweep away every read notification",
 * "skip the first one in the queue, position 1". The world checks count the rows gone, but the
 * step had no screen check at all — a correct screen names no record ("Missed calls cleared"), so
 * there was no value to ground it in (s7, s9), and an app that deleted silently, or still listed
 * the rows, or showed an error, passed.
 *
 * Such a step now gets a `visible_result_grounded` check with `whole`: a word of the deletion on a
 * line the action changed is enough, with no record's name and no count demanded (the count stays
 * the value, one form that also passes; the world checks still hold every row). The words are
 * results, not an app's bare verbs ("delete", "remove", "clear", which an error or a button
 * label repeats): "cleared", "deleted", "removed", "gone", "wiped", "none left", … and the user's
 * own verb in its done form ("swept", "skipped") and as said (Reading 4: "sweep", "clear").
 *
 * A deletion by a position the user typed ("remove position 4") names no record either: its screen
 * check, where it asks for the removed song's title beside a removal word, takes the word alone
 * (`whole`), and the position as another form of the value — unless the user named the song too.
 *
 * The reference keeps a word of it in its kept list, so an app that shows only values
 * (independent_vocabulary) still shows it (the builders: phone callBack, venmo purge).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

/** Words of a deletion done, as any app says it: no bare verb, which an error message repeats too. */
export const DELETION_DONE: readonly string[] = ['cleared', 'cleared out', 'deleted', 'removed', 'gone', 'erased', 'wiped', 'wiped out', 'purged', 'emptied', 'taken out', 'got rid of', 'none left', 'no more', 'all clear', 'all cleared'];

/** The user's verbs of deleting and their done forms. */
const USERS_DONE: readonly { said: RegExp; forms: readonly string[] }[] = [
  { said: /\bclear(s|ed|ing)?\b/, forms: ['cleared'] },
  { said: /\bdelet(e|es|ed|ing)\b/, forms: ['deleted'] },
  { said: /\bremov(e|es|ed|ing)\b/, forms: ['removed'] },
  { said: /\bwip(e|es|ed|ing)\b/, forms: ['wiped'] },
  { said: /\bpurg(e|es|ed|ing)\b/, forms: ['purged'] },
  { said: /\b(sweep|sweeps|swept|sweeping)\b/, forms: ['swept', 'swept away'] },
  { said: /\bskip(s|ped|ping)?\b/, forms: ['skipped'] },
  { said: /\bdrop(s|ped|ping)?\b/, forms: ['dropped'] },
  { said: /\berase(s|d)?\b|\berasing\b/, forms: ['erased'] },
  { said: /\bempt(y|ies|ied|ying)\b/, forms: ['emptied'] },
];

/** The deletion verb the user said in `text` (as said, lower case), and its done forms. */
export function usersDeletion(text: string): { said: string; forms: string[] } | undefined {
  const lower = text.toLowerCase();
  for (const v of USERS_DONE) {
    const m = v.said.exec(lower);
    if (m) return { said: m[0], forms: [...v.forms] };
  }
  return undefined;
}

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** The next assertion id of an episode: one number past its highest. */
export function nextId(episode: string, assertions: readonly Assertion[], type: string): string {
  const top = Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(a.id ?? '')?.[1] ?? 0)));
  return `${episode}.${String(top + 1).padStart(2, '0')}.${type}`;
}

/**
 * Every step of `task` that deletes without naming a record is told on screen: a step with a
 * deletion and no screen check gets a whole-set check; a deletion by a typed position lets its
 * screen check be told by the word alone.
 */
export function withUnnamedDeletions(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    if (episode.stage === 'open' || episode.stage === 'reopen') return episode;
    const assertions = episode.assertions ?? [];
    const deleted = assertions.filter((a): a is Extract<Assertion, { type: 'db_changed' }> => a.type === 'db_changed' && a.op === 'deleted');
    if (deleted.length === 0) return episode;
    const screen = assertions.filter((a) => a.type === 'visible_result_grounded' || a.type === 'visible_contains');
    const verb = usersDeletion(episode.message ?? '');
    if (screen.length === 0) {
      if (!verb) return episode;
      // The verb as the user said it too (Reading 4): a failed call leaves the world checks failing.
      const words = [...new Set([...DELETION_DONE, ...verb.forms, verb.said])];
      // The value: the position the user typed where the row went by it, else the count gone.
      const byPosition = deleted.find((d) => typeof d.where?.position === 'number' && Object.values(episode.values ?? {}).includes(d.where.position as number));
      const value = byPosition ? (byPosition.where!.position as number) : Math.max(...deleted.map((d) => d.min ?? 1));
      const check = {
        id: nextId(episode.id, assertions, 'visible_result_grounded'),
        type: 'visible_result_grounded' as const,
        value,
        match: 'normalized' as const,
        whole: true as const,
        because: byPosition ? String(value) : verb.said,
        state: words,
      };
      changed = true;
      // Before the secrets check, which stays last.
      const at = assertions.findIndex((a) => a.type === 'no_secret_exposed');
      const out = [...assertions];
      out.splice(at < 0 ? out.length : at, 0, check as Assertion);
      return { ...episode, assertions: out };
    }
    // A row removed by the position the user typed: the removal word alone tells it.
    const typedPositions = deleted.flatMap((d) => (typeof d.where?.position === 'number' && Object.entries(episode.values ?? {}).some(([k, v]) => /position/.test(k) && v === d.where!.position) ? [d.where!.position as number] : []));
    if (typedPositions.length === 0) return episode;
    const said = (episode.message ?? '').toLowerCase();
    const out = assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' || !a.state || a.whole) return a;
      // Where the user named the record too ("take out position 2, I am sick of Fifteen Minutes Late"), its name stays asked.
      if (typeof a.value === 'string' && said.includes(a.value.toLowerCase())) return a;
      changed = true;
      const or = [...(a.or ?? []), ...typedPositions.filter((p) => !(a.or ?? []).includes(p))];
      return { ...a, or, whole: true as const };
    });
    return { ...episode, assertions: out };
  });
  return changed ? { ...task, episodes } : task;
}
