/**
 * A screen check that names a person asks for one form of her: the full name the reference's
 * service shows ("Liam Larsen"), or the address the reference typed. The user may have called her
 * otherwise: only by the address she typed ("Settle up with liam.larsen@proton.me"), or by her
 * first name ("for Ava"). Rubric fidelity/2, Reading 3: a person may be shown in any form the user
 * would recognise — the name, the first name the user said, the address or number the user typed
 * — so each such check (`visible_result_grounded`, `persisted_visible`) also takes those forms
 * (`or`), the form she said herself too (she typed an address; the app shows the name Splitwise
 * holds). Runs on the built task, after `withNamedPeople`.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople, type FixturePerson } from './fixture.ts';

const digits = (text: string): string => text.replace(/\D/g, '');
const fullName = (p: FixturePerson): string => `${p.first_name} ${p.last_name}`;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (text: string, word: string): boolean => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(text);

/**
 * The fixture person whose full name, email or phone number `value` is; or whose first name it
 * is, where the user named her by a fuller form ("Sofia Silva", her address, her number) or no
 * other person of the fixture has that first name and the user said it.
 */
function ownerOf(value: string, people: readonly FixturePerson[], words = ''): FixturePerson | undefined {
  const lower = value.trim().toLowerCase();
  const whole = people.find((p) => fullName(p).toLowerCase() === lower || p.email.toLowerCase() === lower || (digits(value).length >= 7 && digits(p.phone_number) === digits(value)));
  if (whole) return whole;
  const named = people.filter((p) => p.first_name.toLowerCase() === lower);
  if (named.length === 0 || !wordIn(words, lower)) return undefined;
  const fuller = named.filter((p) => wordIn(words, fullName(p).toLowerCase()) || holdsDetail(words, p.email, false) || (digits(p.phone_number).length >= 7 && holdsDetail(words, p.phone_number, true)));
  if (fuller.length === 1) return fuller[0];
  return named.length === 1 ? named[0] : undefined;
}

/** Whether the user named `who` in any form: a name of hers, her address or her number. */
function namedBy(words: string, who: FixturePerson): boolean {
  const bare = words.replace(/\S+@\S+/g, ' ');
  return wordIn(bare, who.first_name) || wordIn(bare, who.last_name) || holdsDetail(words, who.email, false) || (digits(who.phone_number).length >= 7 && holdsDetail(words, who.phone_number, true));
}

/** Whether the words hold the phone number (any spacing) or the address. */
function holdsDetail(words: string, detail: string, isPhone: boolean): boolean {
  return isPhone ? digits(words).includes(digits(detail)) : words.includes(detail.toLowerCase());
}

/**
 * The forms of `who` the user would recognise, from what she said and typed: her full name (the
 * name is how any app shows a person), the first name she said (where no other person of the
 * fixture shares it), the address and the number she said or typed.
 */
export function recognisedForms(who: FixturePerson, said: string, typed: string, people: readonly FixturePerson[]): string[] {
  const forms = [fullName(who)];
  const unique = people.filter((p) => p.first_name.toLowerCase() === who.first_name.toLowerCase()).length === 1;
  const words = `${said} ${typed}`;
  // A person the user never named ("text whoever paid") is hers in any form the app finds her
  // by: no form was asked, so the first name and the number or address count as the name does.
  const unnamed = !namedBy(words, who);
  // A first name inside an address ("liam" of liam.larsen@proton.me) is not said.
  if (unique && (unnamed || wordIn(said.replace(/\S+@\S+/g, ' '), who.first_name))) forms.push(who.first_name);
  if (unnamed || holdsDetail(words, who.email, false)) forms.push(who.email);
  if (digits(who.phone_number).length >= 7 && (unnamed || holdsDetail(words, who.phone_number, true))) forms.push(who.phone_number);
  return forms;
}

type PersonCheck = Extract<AssertionSpec, { type: 'visible_result_grounded' | 'persisted_visible' }>;

export function withPeopleForms(task: TaskInput): TaskInput {
  const { people } = fixturePeople();
  // What the user said (her intention, messages and requirements) and typed, up to each episode.
  let said = task.apps.map((a) => a.intention).join(' ').toLowerCase();
  let typed = '';
  const episodes = task.episodes.map((episode) => {
    said = `${said} ${episode.message ?? ''} ${episode.requirement ?? ''}`.toLowerCase();
    typed = `${typed} ${Object.values(episode.values ?? {}).map(String).join(' ')}`.toLowerCase();
    if (!episode.assertions) return episode;
    let changed = false;
    const assertions = episode.assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return a;
      const check = a as PersonCheck;
      if (typeof check.value !== 'string') return a;
      const who = ownerOf(check.value, people, `${said} ${typed}`);
      if (!who) return a;
      const have = new Set([check.value, ...(check.or ?? [])].map((v) => String(v).toLowerCase()));
      const more = recognisedForms(who, said, typed, people).filter((f) => !have.has(f.toLowerCase()));
      if (more.length === 0) return a;
      changed = true;
      return { ...check, or: [...(check.or ?? []), ...more] };
    });
    return changed ? { ...episode, assertions } : episode;
  });
  return { ...task, episodes };
}
