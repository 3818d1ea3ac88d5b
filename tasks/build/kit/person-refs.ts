/**
 * Fixture values in case rows. The fixture makes up its people's surnames, emails and phone
 * numbers (and the ids of its records), so a row does not copy them: it names its people under
 * `people` (a first name, or what `person` takes) and writes `{name.field}` where a detail goes,
 * e.g. `{aisha.email}`; `fillPeople` looks the people up and puts their details in. A builder
 * that knows other fixture values (a note's id found by the row's title) passes them as named
 * things, and the row writes them the same way: `{note.id}`.
 */
import { z } from 'zod';
import { person, type FixturePerson } from './fixture.ts';

/** Who a row means: a first name, or a relation of the user (the `nth` of them, counting from 0), or both. */
export const PersonRef = z.union([
  z.string().min(1),
  z.strictObject({ first: z.string().min(1).optional(), relation: z.string().min(1).optional(), nth: z.number().int().min(0).optional() }),
]);
export type PersonRef = z.infer<typeof PersonRef>;

/** The field a row schema spreads to name its people, by the names its placeholders use. */
export const peopleField = { people: z.record(z.string(), PersonRef).optional() };

/** Fixture values a builder looked up, by the name the row's placeholders use: `{ note: { id: 7 } }`. */
export type Known = Record<string, Record<string, string | number>>;

const DETAILS = ['first_name', 'last_name', 'email', 'phone_number'] as const satisfies (keyof FixturePerson)[];
/** `{name.field}`, but not inside a plan's own `{{…}}` templates. */
const PLACEHOLDER = /(?<!\{)\{(\w+)\.(\w+)\}(?!\})/g;

/**
 * The row without `people`, each placeholder in its strings (at any depth) replaced by that
 * person's detail or that known thing's value. A name or field nobody gave is an error.
 */
export function fillPeople<T extends object>(row: T, known: Known = {}): Omit<T, 'people'> {
  const { people = {}, ...rest } = row as { people?: Record<string, PersonRef> };
  const found = new Map(Object.entries(people).map(([name, ref]) => [name, person(typeof ref === 'string' ? { first: ref } : ref)]));
  const detail = (text: string, name: string, field: string): string => {
    const thing = known[name];
    if (thing) {
      const value = thing[field];
      if (value === undefined) throw new Error(`${text}: "${name}" has no field "${field}" (${Object.keys(thing).join(', ')})`);
      return String(value);
    }
    const who = found.get(name);
    if (!who) throw new Error(`${text}: no person "${name}" in the row's people (${[...found.keys()].join(', ')})`);
    const detailName = DETAILS.find((d) => d === field);
    if (!detailName) throw new Error(`${text}: a person's detail is one of ${DETAILS.join(', ')}`);
    return who[detailName];
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(PLACEHOLDER, detail);
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(rest) as Omit<T, 'people'>;
}
