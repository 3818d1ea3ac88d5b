/**
 * A screen check that names a person asks for one form of her: the full name the reference's
 * service shows ("Liam Larsen"), or the address the reference typed. The user may have called her
 * otherwise: only by the address she typed ("Settle up with liam.larsen@proton.me"), or by her
 * first name ("for Ava"). Rubric fidelity/2, Reading 3: a person may be shown in any form the user
 * would recognise — the name, the first name the user said, the address or number the user typed
 * — so each such check (`visible_result_grounded`, `persisted_visible`) also takes those forms
 * (`or`), the form she said herself too (she typed an address; the app shows the name Splitwise
 * holds). Runs on the built task, after `withNamedPeople`.
 *
 * s12 (unfilled12): the one place for a person's forms — `personForms` (every form any user knows
 * her by, used where a recipient is asked beside what was sent, kit/pairs-beside.ts) and
 * `recognisedForms` (the forms this user said or typed). And a person the user brings in herself
 * (a contact she types: first name, last name, number) is a person too: a check that names her in
 * full ("Bruno Plumbing", after she said "delete Bruno") takes the first name she said and the
 * number she typed.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople } from './fixture.ts';

const digits = (text: string): string => text.replace(/\D/g, '');
/** A person as the kit knows her: a fixture person, or one the user typed (who may have no address or number). */
export interface PersonLike {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
}

const fullName = (p: PersonLike): string => `${p.first_name} ${p.last_name}`;

/** The forms of a person any user would know her by: full name, first name, address, number. */
export function personForms(p: PersonLike): string[] {
  return [fullName(p), p.first_name, ...(p.email ? [p.email] : []), ...(digits(p.phone_number ?? '').length >= 7 ? [p.phone_number as string] : [])];
}
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (text: string, word: string): boolean => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(text);

/**
 * The fixture person whose full name, email or phone number `value` is; or whose first name it
 * is, where the user named her by a fuller form ("Sofia Silva", her address, her number) or no
 * other person of the fixture has that first name and the user said it.
 */
function ownerOf(value: string, people: readonly PersonLike[], words = ''): PersonLike | undefined {
  const whole = wholeOf(value, people);
  if (whole) return whole;
  const lower = value.trim().toLowerCase();
  const named = people.filter((p) => p.first_name.toLowerCase() === lower);
  if (named.length === 0 || !wordIn(words, lower)) return undefined;
  const fuller = named.filter((p) => wordIn(words, fullName(p).toLowerCase()) || (p.email ? holdsDetail(words, p.email, false) : false) || (digits(p.phone_number ?? '').length >= 7 && holdsDetail(words, p.phone_number as string, true)));
  if (fuller.length === 1) return fuller[0];
  return named.length === 1 ? named[0] : undefined;
}

/** The person whose full name, email or phone number `value` is. */
function wholeOf(value: string, people: readonly PersonLike[]): PersonLike | undefined {
  const lower = value.trim().toLowerCase();
  return people.find((p) => fullName(p).toLowerCase() === lower || (p.email ?? '').toLowerCase() === lower || (digits(value).length >= 7 && digits(p.phone_number ?? '') === digits(value)));
}

/** Whether the user named `who` in any form: a name of hers, her address or her number. */
function namedBy(words: string, who: PersonLike): boolean {
  const bare = words.replace(/\S+@\S+/g, ' ');
  return wordIn(bare, who.first_name) || wordIn(bare, who.last_name) || (who.email ? holdsDetail(words, who.email, false) : false) || (digits(who.phone_number ?? '').length >= 7 && holdsDetail(words, who.phone_number as string, true));
}

/**
 * The people the user types in herself (a contact she saves: `first_name`, `last_name`, and her
 * `phone_number` or `email` in the same episode's values) in the episodes before `before`, not
 * already fixture people. In the episode that types them, each typed field is checked as itself.
 */
export function typedPeople(task: TaskInput, known: readonly PersonLike[], before = task.episodes.length): PersonLike[] {
  const out: PersonLike[] = [];
  for (const episode of task.episodes.slice(0, before)) {
    const values = Object.entries(episode.values ?? {});
    const get = (field: string): string | undefined => {
      const hit = values.find(([key, value]) => key.split('|').includes(field) && typeof value === 'string' && !value.startsWith('$'));
      return hit ? String(hit[1]).trim() : undefined;
    };
    const first = get('first_name');
    const last = get('last_name');
    if (!first || !last) continue;
    const who: PersonLike = { first_name: first, last_name: last, email: get('email') ?? null, phone_number: get('phone_number') ?? null };
    if ([...known, ...out].some((p) => fullName(p).toLowerCase() === fullName(who).toLowerCase())) continue;
    out.push(who);
  }
  // A number or address typed again later (a corrected number) makes the first one stale: neither is offered.
  const retyped = (field: string): number => task.episodes.slice(0, before).filter((e) => Object.keys(e.values ?? {}).some((key) => key.split('|').includes(field))).length;
  return out.map((who) => ({ ...who, ...(retyped('phone_number') > 1 ? { phone_number: null } : {}), ...(retyped('email') > 1 ? { email: null } : {}) }));
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
export function recognisedForms(who: PersonLike, said: string, typed: string, people: readonly PersonLike[]): string[] {
  const forms = [fullName(who)];
  const unique = people.filter((p) => p.first_name.toLowerCase() === who.first_name.toLowerCase()).length === 1;
  const words = `${said} ${typed}`;
  // A person the user never named ("text whoever paid") is hers in any form the app finds her
  // by: no form was asked, so the first name and the number or address count as the name does.
  const unnamed = !namedBy(words, who);
  // A first name inside an address ("liam" of liam.larsen@proton.me) is not said.
  if (unique && (unnamed || wordIn(said.replace(/\S+@\S+/g, ' '), who.first_name))) forms.push(who.first_name);
  if (who.email && (unnamed || holdsDetail(words, who.email, false))) forms.push(who.email);
  if (who.phone_number && digits(who.phone_number).length >= 7 && (unnamed || holdsDetail(words, who.phone_number, true))) forms.push(who.phone_number);
  return forms;
}

type PersonCheck = Extract<AssertionSpec, { type: 'visible_result_grounded' | 'persisted_visible' }>;

export function withPeopleForms(task: TaskInput): TaskInput {
  const { people: fixture } = fixturePeople();
  // The people she typed in herself are named in full only ("Bruno Plumbing"): a bare first name
  // of theirs is the record's own field, checked as such where the contact is made.
  // What the user said (her intention, messages and requirements) and typed, up to each episode.
  let said = task.apps.map((a) => a.intention).join(' ').toLowerCase();
  let typed = '';
  const episodes = task.episodes.map((episode, index) => {
    const typedIn = typedPeople(task, fixture, index);
    const people: PersonLike[] = [...fixture, ...typedIn];
    said = `${said} ${episode.message ?? ''} ${episode.requirement ?? ''}`.toLowerCase();
    typed = `${typed} ${Object.values(episode.values ?? {}).map(String).join(' ')}`.toLowerCase();
    if (!episode.assertions) return episode;
    let changed = false;
    const assertions = episode.assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return a;
      const check = a as PersonCheck;
      if (typeof check.value !== 'string') return a;
      const who = ownerOf(check.value, fixture, `${said} ${typed}`) ?? wholeOf(check.value, typedIn);
      const have = new Set([check.value, ...(check.or ?? [])].map((v) => String(v).toLowerCase()));
      // s31 samples (contact-book s30-s231-f1): in the episode she is typed in, her full name also
      // takes the first name the user said ("Saved Blake, Jordan", "Saved Jordan — …"), as reopen does.
      if (!who) {
        const here = typedPeople(task, fixture, index + 1).find((p) => fullName(p).toLowerCase() === String(check.value).trim().toLowerCase());
        const first = here?.first_name;
        if (!here || !first || have.has(first.toLowerCase()) || !wordIn(said, first.toLowerCase()) || people.some((p) => p.first_name.toLowerCase() === first.toLowerCase())) return a;
        changed = true;
        return { ...check, or: [...(check.or ?? []), first] };
      }
      const more = recognisedForms(who, said, typed, people).filter((f) => !have.has(f.toLowerCase()));
      if (more.length === 0) return a;
      changed = true;
      return { ...check, or: [...(check.or ?? []), ...more] };
    });
    return changed ? { ...episode, assertions } : episode;
  });
  return { ...task, episodes };
}
