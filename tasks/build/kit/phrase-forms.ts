/**
 * A record the user names by a phrase ("the dentist voicemail", "the Little Bangkok payment")
 * was shown only by its whole text: the voicemail's full transcript, the payment's description
 * with its emoji. The user never asked to read them (ask9, issue #30 unrequested_value); a
 * correct app says "Dentist voicemail marked listened" or "Little Bangkok payment: comment
 * hearted". So a screen check (`visible_result_grounded`, `persisted_visible`) whose value is a
 * record's text holding the phrase the user typed to find it (a `…|query` value of that episode
 * or an earlier one), and said in her message, also takes the phrase as a form
 * (`or`). The phrase is still judged as data: on a line the action changed, grounded in the
 * record the episode read or changed, with the state word beside it where the check asks one.
 * A value the user dictated (a title, a comment) is never given a shorter form: it appears in a
 * message or is typed whole.
 */
import type { z } from 'zod';
import type { AssertionSpecSchema, TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';

type Shown = Extract<z.input<typeof AssertionSpecSchema>, { type: 'visible_result_grounded' | 'persisted_visible' }>;

/** A typed value that finds a record by the user's words (`words|query`, `query`, `query|group|…`). */
const isFinder = (key: string): boolean => key.split('|').includes('query');

/** The phrases an episode's user typed to find a record, each said in her message. */
function phrasesOf(episode: TaskInput['episodes'][number]): string[] {
  const message = normalizeText(episode.message ?? '');
  return Object.entries(episode.values ?? {}).flatMap(([key, v]) =>
    isFinder(key) && typeof v === 'string' && !v.startsWith('$') && normalizeText(v) !== '' && message.includes(normalizeText(v)) ? [v] : []);
}

/** Everything the user said or typed whole: a value found there is dictated, not a record's text. */
function dictated(task: TaskInput): { said: string; typed: Set<string> } {
  const said = normalizeText([...task.apps.map((a) => a.intention), ...task.episodes.map((e) => `${e.message ?? ''} ${e.requirement ?? ''}`)].join('\n'));
  // A name form (`names`) is the record's name offered beside its id, not a value the user dictated.
  const typed = new Set(task.episodes.flatMap((e) => Object.entries(e.values ?? {}).filter(([key]) => !(key in (e.names ?? {}))).map(([, v]) => v).filter((v): v is string => typeof v === 'string').map(normalizeText)));
  return { said, typed };
}

/** The phrase forms a check's value takes, from the phrases in `pool`. */
export function phraseForms(check: Shown, pool: readonly string[], user: { said: string; typed: Set<string> }): string[] {
  if (typeof check.value !== 'string' || check.value.startsWith('$')) return [];
  const value = normalizeText(check.value);
  if (user.typed.has(value) || user.said.includes(value)) return [];
  const have = new Set([value, ...(check.or ?? []).map((o) => normalizeText(String(o)))]);
  return [...new Set(pool)].filter((p) => value.includes(normalizeText(p)) && !have.has(normalizeText(p)));
}

/** The task with the user's own phrase offered beside each record text its screen checks ask for. */
export function withPhraseForms(task: TaskInput): TaskInput {
  const user = dictated(task);
  const earlier: string[] = [];
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    earlier.push(...phrasesOf(episode));
    const assertions = (episode.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return a;
      // The phrase of this episode or an earlier one: the value holding it ties it to the record.
      const forms = phraseForms(a, earlier, user);
      if (forms.length === 0) return a;
      changed = true;
      return { ...a, or: [...(a.or ?? []), ...forms] };
    });
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
