/**
 * The user names a person ("shared with Omar", "text Mira", "email it to Mom") and the reference
 * app takes that person's email address or phone number, so the episode's typed value was a
 * detail the user never said and an app that asks for the person by name got nothing (issue #30,
 * K4). Each such value gets a companion: the person's full name under person-name keys
 * (`friend_name|contact_name|…`), which the operator types into a field asking for a person by
 * name. The address stays for a field that asks for an address, as a user would copy it from her
 * contacts when a form insists on one. Runs on the built task, after the aliases.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople, fixtureRow, userId, type FixturePerson } from './fixture.ts';

const digits = (text: string): string => text.replace(/\D/g, '');

/** The fixture person whose email or phone number `value` is. */
function ownerOf(value: string, people: readonly FixturePerson[]): FixturePerson | undefined {
  const lower = value.trim().toLowerCase();
  return people.find((p) => p.email.toLowerCase() === lower || (digits(value).length >= 7 && digits(p.phone_number) === digits(value)));
}

/** How a user calls a relation ("Mom" for a mother). */
const RELATION_WORDS: Record<string, readonly string[]> = {
  mother: ['mom', 'mum', 'mother'],
  father: ['dad', 'father'],
  sibling: ['sister', 'brother', 'sibling'],
  cousin: ['cousin'],
};

const wordIn = (text: string, word: string) => new RegExp(`\\b${word.toLowerCase()}\\b`).test(text);

/** Whether the words name the person, by first name or by relation. */
function names(said: string, who: FixturePerson): boolean {
  return wordIn(said, who.first_name) || (RELATION_WORDS[who.relation] ?? []).some((w) => wordIn(said, w));
}

/** Words of an address key that name a role rather than the address ("friend" in `friend_email`). */
const NOT_ROLES = new Set(['email', 'emails', 'phone', 'number', 'address', 'addresses', 'user', 'new', 'to', 'first', 'extra', 'contact', 'person', 'people', 'name', 'one', 'two', 'family', 'guests']);

/** The companion's keys where a `_name` key would reach another value's input. */
const BARE_KEYS = ['person', 'contact', 'recipient'];

/** The companion's keys: names a field asking for this person by name would have. */
function nameKeys(key: string): string {
  const roles = new Set<string>();
  for (const alias of key.split('|')) for (const part of alias.split('_')) if (part.length >= 3 && !NOT_ROLES.has(part)) roles.add(part);
  return [...[...roles].map((role) => `${role}_name`), 'person_name', 'contact_name', 'recipient_name'].join('|');
}

/** The full name of the person whose detail `value` is, when the user names that person and never says the detail. */
function nameFor(value: string, said: string, message: string, people: readonly FixturePerson[]): string | undefined {
  const who = ownerOf(value, people);
  if (!who || message.includes(value.toLowerCase()) || (digits(value).length >= 7 && digits(message).includes(digits(value)))) return undefined;
  return names(said, who) ? `${who.first_name} ${who.last_name}` : undefined;
}

/** The names for a value holding one detail or a comma-separated list of them, if every one qualifies. */
function namesFor(value: unknown, said: string, message: string, people: readonly FixturePerson[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const found = value.split(/,\s*/).map((part) => nameFor(part, said, message, people));
  return found.every((n): n is string => n !== undefined) ? found.join(', ') : undefined;
}

/** Whether this message names every person of `names` by first name or by relation. */
function namedHere(names: string | undefined, message: string): boolean {
  return names !== undefined && names.split(', ').every((full) => wordIn(message, full.split(' ')[0]!.toLowerCase()));
}

export function withPersonNames(task: TaskInput): TaskInput {
  const { people } = fixturePeople();
  let said = '';
  // The keys of the addresses typed beside a name: the open screen's check for their input.
  const byName = new Set<string>();
  // The keys of addresses the user gives by a name the contacts hold: a check naming the API
  // argument they reach takes a look-up too.
  const looked = new Set<string>();
  const episodes = task.episodes.map((episode) => {
    const message = `${episode.message ?? ''} ${episode.requirement ?? ''}`.toLowerCase();
    // A person named in an earlier message may be "her" in this one.
    said = `${said} ${message}`;
    if (!episode.values) return episode;
    const taken = new Set(Object.keys(episode.values).flatMap((k) => k.split('|')));
    const entries = Object.entries(episode.values);
    const names = entries.map(([, value]) => namesFor(value, said, message, people));
    // The person-name keys go first to a person this message names ("Include Sofia on that
    // draft"): the current recipient, named in an earlier message, is a detail the app already
    // holds, and gets a name only from keys left over.
    const order = entries.map((_, index) => index).sort((a, b) => Number(!namedHere(names[a], message)) - Number(!namedHere(names[b], message)) || a - b);
    const keysOf = new Map<number, string[]>();
    for (const index of order) {
      const name = names[index];
      if (name === undefined) continue;
      const key = entries[index]![0];
      // Beside a value called "name" (a group's or project's) or an address with a bare alias
      // ("friends"), a key ending in "_name" would reach that value's input too ("person_name"
      // loosely fills an input called name; "friends_name" one called friends): the name then
      // goes under bare words that reach neither.
      const competes = taken.has('name') || key.split('|').some((alias) => !alias.includes('_') && alias.length >= 3 && !NOT_ROLES.has(alias));
      const keys = (competes ? BARE_KEYS : nameKeys(key).split('|')).filter((k) => !taken.has(k));
      for (const k of keys) taken.add(k);
      if (keys.length > 0) keysOf.set(index, keys);
    }
    // The name goes before the address: a field asking for the person ("Friend") takes the name,
    // though the address's key ("friend_phone") would loosely reach it too. A group's or
    // project's own name ("name") takes its input by exact name first, so the companion competes
    // with it for nothing.
    const values: Record<string, string | number | boolean> = {};
    entries.forEach(([key, value], index) => {
      const keys = keysOf.get(index);
      if (keys) values[keys.join('|')] = names[index]!;
      values[key] = value;
    });
    const added = keysOf.size > 0;
    for (const index of keysOf.keys()) for (const alias of entries[index]![0].split('|')) byName.add(alias);
    // An address whose person the case already gives by name ("text it to Tomas": `friend_name`
    // beside `friend_phone`) is asked by name all the same: the app may look it up (s24 world;
    // road-trip-mix-text s23-s13-f1, gym-buddy-playlist s23-r3-f1).
    // Only where the contacts hold the person: a friend the phone has no contact for
    // (breakup-comfort-mix's Ruby) is found by no look-up.
    names.forEach((name, index) => {
      if (name !== undefined && inContacts(String(entries[index]![1]))) for (const alias of entries[index]![0].split('|')) looked.add(alias);
    });
    return added ? { ...episode, values } : episode;
  });
  return { ...task, episodes: withLookUps(task, episodes, byName, looked) };
}

/** Whether every address of a value (one, or a comma-separated list) is one of the user's phone contacts'. */
function inContacts(value: string): boolean {
  return value.split(/,\s*/).every((part) => {
    const d = digits(part);
    return fixtureRow<{ n: number }>('SELECT COUNT(*) AS n FROM phone_contacts WHERE owner_id = ? AND (lower(email) = ? OR (? <> \'\' AND phone_number = ?))', userId(), part.trim().toLowerCase(), d.length >= 7 ? d : '', d.length >= 7 ? d : '').n > 0;
  });
}

/** Searches that find a person's address by the name the user says, by the service that grants them. */
const LOOK_UPS: Record<string, string> = { phone: 'phone.search_contacts.query', venmo: 'venmo.search_users.query' };

/**
 * An app that asks for the person by name finds her address itself, so the first screen's
 * check for an input of the address (`input_available` naming the address's key) also takes an
 * input that reaches a search of contacts or users the app is granted.
 */
function withLookUps(task: TaskInput, episodes: TaskInput['episodes'], byName: ReadonlySet<string>, looked: ReadonlySet<string>): TaskInput['episodes'] {
  if (byName.size === 0 && looked.size === 0) return episodes;
  return episodes.map((episode) => {
    const services = task.apps.find((app) => app.slot === episode.slot)?.services ?? [];
    const searches = services.flatMap((service) => (LOOK_UPS[service] === undefined ? [] : [LOOK_UPS[service]]));
    if (searches.length === 0 || !episode.assertions) return episode;
    const assertions = episode.assertions.map((a) =>
      a.type === 'input_available' && a.names.some((name) => byName.has(name) || (name.includes('.') && looked.has(name.slice(name.lastIndexOf('.') + 1)))) ? { ...a, names: [...a.names, ...searches.filter((s) => !a.names.includes(s))] } : a);
    return { ...episode, assertions };
  });
}
