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
  const showsNames = /first_name\}\}/.test(JSON.stringify(task.reference)) && /last_name\}\}/.test(JSON.stringify(task.reference));
  if (!showsNames) return task;
  const { people } = fixturePeople();
  const said = task.episodes.map((e) => `${e.message ?? ''} ${e.requirement ?? ''}`).join(' ').toLowerCase();
  const episodes = task.episodes.map((e) => ({
    ...e,
    assertions: (e.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded' || typeof a.value !== 'string') return a;
      const who = ownerOf(a.value, people);
      // Only a detail the user never said, of a person the user names.
      if (!who || said.includes(a.value.toLowerCase()) || (digits(a.value).length >= 7 && digits(said).includes(digits(a.value)))) return a;
      if (!said.includes(who.first_name.toLowerCase())) return a;
      return { ...a, value: `${who.first_name} ${who.last_name}` };
    }),
  }));
  return { ...task, episodes };
}
