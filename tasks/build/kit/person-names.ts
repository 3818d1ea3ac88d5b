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
import { fixturePeople, type FixturePerson } from './fixture.ts';

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

export function withPersonNames(task: TaskInput): TaskInput {
  const { people } = fixturePeople();
  let said = '';
  const episodes = task.episodes.map((episode) => {
    const message = `${episode.message ?? ''} ${episode.requirement ?? ''}`.toLowerCase();
    // A person named in an earlier message may be "her" in this one.
    said = `${said} ${message}`;
    if (!episode.values) return episode;
    const taken = new Set(Object.keys(episode.values).flatMap((k) => k.split('|')));
    // The name goes before the address: a field asking for the person ("Friend") takes the name,
    // though the address's key ("friend_phone") would loosely reach it too.
    const values: Record<string, string | number | boolean> = {};
    let added = false;
    for (const [key, value] of Object.entries(episode.values)) {
      // A companion would compete for one input with a value already there: an input called
      // "name" (a group's or project's), or one the address itself reaches by a bare alias
      // ("friends"). Which value lands would then hang on key order, so those keep the address only.
      const competes = taken.has('name') || key.split('|').some((alias) => !alias.includes('_') && alias.length >= 3 && !NOT_ROLES.has(alias));
      const name = competes ? undefined : namesFor(value, said, message, people);
      const keys = name === undefined ? [] : nameKeys(key).split('|').filter((k) => !taken.has(k));
      if (name !== undefined && keys.length > 0) {
        for (const k of keys) taken.add(k);
        values[keys.join('|')] = name;
        added = true;
      }
      values[key] = value;
    }
    return added ? { ...episode, values } : episode;
  });
  return { ...task, episodes };
}
