/**
 * A person the user calls by a relation ("Dad", "my mom", "my sister") may be shown by that word
 * (issue #30, s13 people13; rubric fidelity/2, Reading 3: any form the user would recognise).
 *
 * The screen checks that name a person (kit/people-forms.ts, kit/told.ts's "to whom", the
 * `beside` lists of kit/pairs-beside.ts and the told checks) took her names, her address and her
 * number, never the word the user herself used: an app whose line reads "Texted Mom" or "Left Dad
 * a voicemail" failed though it names her exactly as the user does. Here, wherever a screen
 * check's list of forms (`value`/`or`, `state`, `beside`) holds a form of a fixture person, the
 * relation words the user said for her are added, when
 *   - the words are the user's: her intentions, messages and requirements up to the episode (not
 *     a holiday: "Father's Day" names no one), and
 *   - the word names exactly that person: the fixture has one person of that relation (one
 *     father, one mother, one sibling, one cousin; two roommates are no one person).
 * Not another's relation ("the birthday person's sibling", "her sister"), nor one of several ("a cousin").
 * A relation word for someone else stays wrong (Noah's list gains "Dad", never "Mom"). Where the
 * word is also inside a text the user dictated in that step ("Call Dad again"), a line showing
 * that text does not tell to whom: the check's `state_apart` masks those texts before the state
 * words are looked for, so the word must be said beside them ("Left Dad a voicemail").
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople, type FixturePerson } from './fixture.ts';

/** How a user calls a relation of the fixture's people ("Mom" for the mother). */
export const RELATION_WORDS: Readonly<Record<string, readonly string[]>> = {
  mother: ['mom', 'mum', 'mother', 'mommy', 'mummy'],
  father: ['dad', 'father', 'daddy'],
  sibling: ['sister', 'sibling'],
  cousin: ['cousin'],
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (text: string, word: string): boolean => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(text.toLowerCase());
const digits = (text: string): string => text.replace(/\D/g, '');

/** The user's words without holidays named after a relation ("Father's Day", "Mother's Day"). */
const withoutHolidays = (words: string): string => words.replace(/\b(father|mother)['’]?s['’]?\s+day\b/gi, ' ');

/**
 * The relation words the user said for `who` ("dad"; "father" too if she said that), where the
 * fixture has no other person of that relation; none otherwise. Only her own words: a word she
 * never used ("mother" where she says "Mom") is no form she gave.
 */
export function relationWords(who: FixturePerson, said: string, people: readonly FixturePerson[] = fixturePeople().people): string[] {
  const words = RELATION_WORDS[who.relation];
  if (!words || people.filter((p) => p.relation === who.relation).length !== 1) return [];
  const text = withoutHolidays(said);
  return words.filter((w) => callsBy(text, w));
}

/**
 * Whether the user calls someone of hers by the word: "Dad", "my mom", "Mom's birthday", not
 * another's relation ("the birthday person's sibling", "her sister") nor one of several ("a cousin").
 */
function callsBy(text: string, word: string): boolean {
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}(?=$|[^\\p{L}\\p{N}])`, 'giu');
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, (m.index ?? 0) + m[1]!.length);
    if (!/(\b\p{L}+['’]s|\b(his|her|their|your|a|an|another|any|some))\s+$/iu.test(before)) return true;
  }
  return false;
}

/** The fixture person one of whose full name, address or number is in the list. */
function personIn(list: readonly unknown[], people: readonly FixturePerson[]): FixturePerson[] {
  const forms = list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map((v) => String(v).trim().toLowerCase());
  return people.filter((p) => forms.some((f) => f === `${p.first_name} ${p.last_name}`.toLowerCase() || f === p.email.toLowerCase() || (digits(f).length >= 7 && digits(f) === digits(p.phone_number) && digits(f).length === f.replace(/[\s()+-]/g, '').length)));
}

/** The words to add to a list of forms: each named person's relation words not already there. */
function more(list: readonly unknown[], said: string, people: readonly FixturePerson[]): string[] {
  const have = new Set(list.map((v) => String(v).toLowerCase()));
  return [...new Set(personIn(list, people).flatMap((p) => relationWords(p, said, people)))].filter((w) => !have.has(w));
}

type Check = { [key: string]: unknown; type: string; value?: unknown; or?: unknown[]; state?: string[]; beside?: string[]; state_apart?: string[]; apart?: string[]; gone?: boolean };

export function withRelationNames(task: TaskInput): TaskInput {
  const { people } = fixturePeople();
  let said = task.apps.map((a) => a.intention).join('\n');
  const dictatedAll = task.episodes.flatMap((e) => Object.values(e.values ?? {}).filter((v): v is string => typeof v === 'string' && !v.startsWith('$')));
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    said = `${said}\n${episode.message ?? ''}\n${episode.requirement ?? ''}`;
    if (!episode.assertions) return episode;
    // The texts the user dictates in this step: a relation word inside one of them tells no one.
    const dictated = Object.values(episode.values ?? {}).filter((v): v is string => typeof v === 'string' && !v.startsWith('$'));
    let touched = false;
    const assertions = episode.assertions.map((spec) => {
      const a = spec as unknown as Check;
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return spec;
      let next: Check = a;
      const values = a.value === undefined ? [] : [a.value, ...(a.or ?? [])];
      const add = more(values, said, people);
      if (add.length > 0) {
        // A dictated text holding the word ("Dad, this is your kind of country") does not show the
        // person: it is masked out (`apart`), unless it holds a form the check already took.
        const forms = values.map((v) => String(v));
        const inside = dictated.filter((text) => add.some((w) => wordIn(text, w)) && !forms.some((f) => wordIn(text, f)));
        next = { ...next, or: [...(next.or ?? []), ...add], ...(inside.length > 0 ? { apart: [...new Set([...(a.apart ?? []), ...inside])] } : {}) };
      }
      if (a.state && !(a.type === 'persisted_visible' && a.gone === true)) {
        // After reopen a state word counts beside the value only, with no mask for other texts:
        // a word inside a dictated text is not added there.
        const words = more(a.state, said, people).filter((w) => a.type === 'visible_result_grounded' || !dictatedAll.some((text) => wordIn(text, w) && !wordIn(text, String(a.value))));
        if (words.length > 0) {
          const inside = dictated.filter((text) => words.some((w) => wordIn(text, w)));
          next = { ...next, state: [...a.state, ...words], ...(inside.length > 0 && a.type === 'visible_result_grounded' ? { state_apart: [...new Set([...(a.state_apart ?? []), ...inside])] } : {}) };
        }
      }
      if (a.beside) {
        // The value is masked out of its line; another dictated text holding the word is not.
        const words = more(a.beside, said, people).filter((w) => !dictated.some((text) => wordIn(text, w) && !wordIn(text, String(a.value))));
        if (words.length > 0) next = { ...next, beside: [...a.beside, ...words] };
      }
      if (next === a) return spec;
      touched = true;
      return next as unknown as typeof spec;
    });
    if (!touched) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
