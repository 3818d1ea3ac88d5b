import type { AppModule, Person, SeedContext } from '../../types.ts';

/**
 * The hidden ground truth about people (AppWorld's "admin" app): no public APIs. Every app
 * refers to people by these ids; passwords for every app account live here.
 */
export const admin: AppModule = {
  name: 'admin',
  description: 'Hidden ground truth: people, their relationships and account passwords.',
  tables: {
    people: `id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL UNIQUE,
      phone_number TEXT NOT NULL UNIQUE, birthday TEXT NOT NULL, sex TEXT NOT NULL, city TEXT NOT NULL`,
    relationships: `id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL, other_id INTEGER NOT NULL, relation TEXT NOT NULL`,
    passwords: `id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL, app TEXT NOT NULL, password TEXT NOT NULL, UNIQUE(person_id, app)`,
  },
  apis: [],
};

const FIRST = [
  ['Ava', 'female'], ['Liam', 'male'], ['Maya', 'female'], ['Noah', 'male'], ['Priya', 'female'], ['Diego', 'male'],
  ['Chloe', 'female'], ['Ethan', 'male'], ['Zoe', 'female'], ['Marcus', 'male'], ['Hana', 'female'], ['Omar', 'male'],
  ['Grace', 'female'], ['Lucas', 'male'], ['Isla', 'female'], ['Mateo', 'male'], ['Nora', 'female'], ['Kenji', 'male'],
  ['Leah', 'female'], ['Samuel', 'male'], ['Aisha', 'female'], ['Felix', 'male'], ['Ruby', 'female'], ['Tomas', 'male'],
  ['Elena', 'female'], ['Jonah', 'male'], ['Sofia', 'female'], ['Caleb', 'male'], ['Mira', 'female'], ['Owen', 'male'],
] as const;
const LAST = ['Chen', 'Patel', 'Garcia', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Kim', 'Silva', 'Novak', 'Haddad', 'Larsen', 'Ito', 'Moreau', 'Brooks', 'Reyes'];
const CITIES = ['Seattle', 'Portland', 'Austin', 'Denver', 'Boston', 'Chicago'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me'];

export const PEOPLE_COUNT = 30;

/**
 * Seeds the main user, their family, friends, roommates and coworkers. The main user is
 * always first. Relationship names follow AppWorld's phone contact relationships.
 */
export function seedPeople(ctx: SeedContext): Person[] {
  const people: Person[] = [];
  const sexes = new Map<number, string>();
  const used = new Set<string>();
  const userLast = ctx.rng.pick(LAST);
  const make = (first: string, sex: string, last: string): Person => {
    let email = `${first}.${last}@${ctx.rng.pick(DOMAINS)}`.toLowerCase();
    while (used.has(email)) email = `${first}.${last}${ctx.rng.int(1, 99)}@${ctx.rng.pick(DOMAINS)}`.toLowerCase();
    used.add(email);
    const phone = `${ctx.rng.int(200, 989)}${String(ctx.rng.int(0, 9999999)).padStart(7, '0')}`;
    const birthday = `${ctx.rng.int(1950, 2004)}-${String(ctx.rng.int(1, 12)).padStart(2, '0')}-${String(ctx.rng.int(1, 28)).padStart(2, '0')}`;
    const id = ctx.insert('admin_people', { first_name: first, last_name: last, email, phone_number: phone, birthday, sex, city: ctx.rng.pick(CITIES) });
    const person = { id, first_name: first, last_name: last, email, phone_number: phone };
    sexes.set(id, sex);
    people.push(person);
    return person;
  };
  // The main user: fixed first name so tasks can speak of "me" stably; surname seeded.
  make('Alex', 'female', userLast);
  const pool = ctx.rng.shuffle(FIRST);
  for (let index = 0; people.length < PEOPLE_COUNT; index += 1) {
    const [first, sex] = pool[index % pool.length] ?? ['Sam', 'male'];
    make(first, sex, index < 4 ? userLast : ctx.rng.pick(LAST));
  }
  const user = people[0] as Person;
  const relate = (other: Person, relation: string) => ctx.insert('admin_relationships', { person_id: user.id, other_id: other.id, relation });
  // Family shares the surname: a father (a man), a mother (a woman), a sibling and a cousin.
  const family = people.slice(1, 5);
  const father = family.find((p) => sexes.get(p.id) === 'male') ?? family[0];
  const mother = family.find((p) => p !== father && sexes.get(p.id) === 'female') ?? family.find((p) => p !== father);
  const others = family.filter((p) => p !== father && p !== mother);
  if (father) relate(father, 'father');
  if (mother) relate(mother, 'mother');
  others.forEach((person, index) => relate(person, index === 0 ? 'sibling' : 'cousin'));
  people.slice(5, 13).forEach((person) => relate(person, 'friend'));
  people.slice(13, 15).forEach((person) => relate(person, 'roommate'));
  people.slice(15, 23).forEach((person) => relate(person, 'coworker'));
  people.slice(23).forEach((person) => relate(person, ctx.rng.pick(['friend', 'coworker', 'neighbor'])));
  return people;
}
