/**
 * A look-alike of a contact the user names (issue #30, trivial_target): another contact of the
 * user's with the same relationships (another flatmate, another sister), not a favourite, added
 * after everything in the fixture, named so it sorts first among the user's contacts. An app that
 * ignores the typed name and takes "the flatmate who is not starred yet", the newest contact or
 * the first of a relationship search gets the look-alike, not the person the user named.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { dayAfter, holds, saidTexts } from './look-alike.ts';

/** Names no fixture person has, sorting before every fixture first name. */
const NAMES: readonly [string, string][] = [['Aarav', 'Lindqvist'], ['Abebe', 'Okafor'], ['Adele', 'Moreau'], ['Aiko', 'Brandt']];

/** The contact row of the look-alike of the user's contact `name` ("First Last"), or undefined where none is free. */
export function lookAlikeContact(task: TaskInput, name: string): Row | undefined {
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const contacts = index.tables.get('phone.contacts')?.rows ?? [];
  const mine = contacts.filter((r) => r.owner_id === index.userId);
  const named = mine.find((r) => `${String(r.first_name)} ${String(r.last_name)}` === name);
  if (!named) throw new Error(`${task.id}: no contact "${name}" of the user to copy for a look-alike`);
  const said = saidTexts(task);
  const used = new Set(contacts.flatMap((r) => [String(r.first_name).toLowerCase(), String(r.last_name).toLowerCase()]));
  const pick = NAMES.find(([first, last]) => !used.has(first.toLowerCase()) && !used.has(last.toLowerCase()) && !said.some((text) => holds(`${first} ${last}`, text) || holds(text, first) || holds(text, last)));
  if (!pick) return undefined;
  const ids = new Set(contacts.map((r) => Number(r.id)));
  let id = 1_000_000;
  while (ids.has(id)) id += 1;
  const phones = new Set(contacts.map((r) => String(r.phone_number)));
  let phone = 5550100100;
  while (phones.has(String(phone))) phone += 1;
  const [first, last] = pick;
  return { ...named, id, first_name: first, last_name: last, email: `${first}.${last}@example.com`.toLowerCase(), phone_number: String(phone), birthday: null, created_at: dayAfter(index.now) };
}

/** The task with a look-alike of the user's contact `name` in its world (see `lookAlikeContact`). */
export function withLookAlikeContact(task: TaskInput, name: string): TaskInput {
  const row = lookAlikeContact(task, name);
  if (!row) return task;
  const extra: ExtraRow = { app: 'phone', table: 'contacts', row };
  return { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), extra] } };
}
