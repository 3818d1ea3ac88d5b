/**
 * A record the user names by the other person in it (issue #30, unnatural_episode): "Caleb paid
 * me cash, cancel that request" names a payment request by its payer, yet the episode typed only
 * the request's id or its description, so an app whose cancel form asks who the request was for
 * got nothing it could use. Where an episode gives a record by id (`names` pairs a name form
 * with the id), the record was made with a person's id in one of its fields (the capture's
 * `where`: `payer_id`), and the message names that person by first name while not saying the
 * record's own name, the person's full name joins as one more name form of the same id, under
 * the field's role (`payer|payer_name|person|who`). The operator fills the one form the app's
 * action takes (src/stages/run/operator.ts, `formTaken`); the checks that decide the right
 * record stay as they are. Runs on the built task, after `withNameForms`.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { freshWorld } from '../../../src/world/fixture.ts';

type Obj = Record<string, any>;

/** Fields of a record that hold the account's own person, never the other party. */
const OWN = new Set(['user_id', 'owner_id', 'creator_id', 'requester_id', 'sender_id', 'author_id']);

let people: Map<number, { first: string; last: string }> | undefined;

/** The fixture's people by id. */
function personById(id: number): { first: string; last: string } | undefined {
  if (!people) {
    const world = freshWorld();
    try {
      const rows = world.sql('SELECT id, first_name, last_name FROM admin_people').all() as { id: number; first_name: string; last_name: string }[];
      people = new Map(rows.map((r) => [r.id, { first: r.first_name, last: r.last_name }]));
    } finally {
      world.close();
    }
  }
  return people.get(id);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
const saysWord = (text: string, word: string) => new RegExp(`(^|[^a-z])${word.toLowerCase().replace(/[^a-z0-9 ]/g, '')}([^a-z]|$)`).test(text.toLowerCase());

/** The other party of the record made under capture `name` before episode `index`: its role and full name. */
function partyOf(task: TaskInput, index: number, name: string): { role: string; full: string; first: string } | undefined {
  const capture = task.episodes.slice(0, index).map((e) => (e.captures ?? {})[name]).find((c) => c !== undefined) as Obj | undefined;
  if (!capture || (capture.field ?? 'id') !== 'id') return undefined;
  for (const [field, value] of Object.entries((capture.where ?? {}) as Obj)) {
    if (!field.endsWith('_id') || OWN.has(field) || typeof value !== 'number') continue;
    const who = personById(value);
    if (who) return { role: field.slice(0, -3), full: `${who.first} ${who.last}`, first: who.first };
  }
  return undefined;
}

export function withPartyNames(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode, index) => {
    const message = episode.message ?? '';
    const values = (episode.values ?? {}) as Record<string, string | number | boolean>;
    const names: Record<string, string> = { ...(episode.names ?? {}) };
    const added: Record<string, string> = {};
    for (const [nameKey, idKey] of Object.entries(episode.names ?? {})) {
      const id = values[idKey];
      const ownName = values[nameKey];
      if (typeof id !== 'string' || !id.startsWith('$')) continue;
      // The message says the record's own name: that form is the user's, nothing to add.
      if (typeof ownName === 'string' && saysWord(message, ownName)) continue;
      const party = partyOf(task, index, id.slice(1));
      if (!party || !saysWord(message, party.first)) continue;
      const taken = new Set(Object.keys(values).flatMap((k) => k.split('|').map(slug)));
      const aliases = [party.role, `${party.role}_name`, 'person', 'who'].map(slug).filter((a) => a !== '' && !taken.has(a));
      if (aliases.length === 0) continue;
      added[aliases.join('|')] = party.full;
      names[aliases.join('|')] = idKey;
    }
    if (Object.keys(added).length === 0) return episode;
    changed = true;
    return { ...episode, values: { ...values, ...added }, names };
  });
  return changed ? { ...task, episodes } : task;
}
