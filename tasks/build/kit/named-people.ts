/**
 * The user picks people by name ("add Marcus from my contacts", "forward it to Nora") and a
 * visible check asked for their email address or phone number, a detail the user avoided (issue
 * #30, K13). Such a check asks for the person's full name instead, where the reference's app
 * shows people's names at all (its templates render a first and last name): the app that
 * confirms "Added Marcus Moreau" shows what the user said. Runs on the built task.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople, type FixturePerson } from './fixture.ts';

const digits = (text: string): string => text.replace(/\D/g, '');

/** The fixture person whose email or phone number `value` is. */
function ownerOf(value: string, people: readonly FixturePerson[]): FixturePerson | undefined {
  const lower = value.toLowerCase();
  return people.find((p) => p.email.toLowerCase() === lower || (digits(value).length >= 7 && digits(p.phone_number) === digits(value)));
}

export function withNamedPeople(task: TaskInput): TaskInput {
  // Where the reference's app shows no names, the check keeps the address the reference shows
  // and takes the person's name as well: a person the user named may be shown either way (issue #30).
  const showsNames = /first_name\}\}/.test(JSON.stringify(task.reference)) && /last_name\}\}/.test(JSON.stringify(task.reference));
  const { people } = fixturePeople();
  const said = task.episodes.map((e) => `${e.message ?? ''} ${e.requirement ?? ''}`).join(' ').toLowerCase();
  // A person picked by a name the operator types ("Mom" → the contact Nora Patel) is named too.
  const typedNames = task.episodes.flatMap((e) => Object.entries(e.values ?? {}).filter(([k]) => /name/.test(k)).map(([, v]) => String(v).toLowerCase()));
  const episodes = task.episodes.map((e) => ({
    ...e,
    assertions: (e.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded' || typeof a.value !== 'string') return a;
      const who = ownerOf(a.value, people);
      // Only a detail the user never said, of a person the user names.
      if (!who || said.includes(a.value.toLowerCase()) || (digits(a.value).length >= 7 && digits(said).includes(digits(a.value)))) return a;
      const name = `${who.first_name} ${who.last_name}`;
      if (!said.includes(who.first_name.toLowerCase()) && !(!showsNames && typedNames.includes(name.toLowerCase()))) return a;
      return showsNames ? { ...a, value: name, or: [a.value] } : { ...a, or: [name] };
    }),
  }));
  return { ...task, episodes };
}
