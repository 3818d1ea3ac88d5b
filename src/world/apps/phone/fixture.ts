import type { SeedContext } from '../../types.ts';
import { seedPhoneExtras } from './extras-fixture.ts';

const STREETS = ['Maple Ave', 'Cedar Lane', 'Lakeview Dr', 'Harbor St', '5th Ave', 'Juniper Ct', 'Broadway', 'Elm St'];
const WORK = ['Northwind Labs', 'Bluefin Analytics', 'Cascade Health', 'Pioneer Logistics'];

/** Conversations: `t` = them, `m` = the user. */
const CONVERSATIONS: { relation: string; lines: ['t' | 'm', string][] }[] = [
  { relation: 'mother', lines: [
    ['t', 'Did you get home ok?'], ['m', 'Yes, just walked in. Thanks for dinner!'], ['t', 'Anytime sweetheart. Take the leftovers to work tomorrow.'],
    ['m', 'Will do'], ['t', 'Also call your grandma this weekend, she misses you'], ['m', 'I will call her Sunday morning'],
  ] },
  { relation: 'sibling', lines: [
    ['t', 'Booked the cottage for Mom, June 9-11'], ['m', 'Amazing. How much do I owe you?'], ['t', '210, I will send a request'],
    ['m', 'Sounds good'], ['t', 'Do not tell her!!'], ['m', 'My lips are sealed'],
  ] },
  { relation: 'friend', lines: [
    ['m', 'Still on for Saturday?'], ['t', 'Yes! Meet at the trailhead at 8?'], ['m', 'Perfect, I will pick you up at 7:15'],
    ['t', 'Bring a rain jacket just in case'], ['m', 'Good call'],
  ] },
  { relation: 'roommate', lines: [
    ['t', 'We are out of dish soap and coffee'], ['m', 'I will grab some on my way home'], ['t', 'You are the best'],
    ['t', 'Also the plumber is coming Thursday'], ['m', 'I can be home until noon'], ['t', 'Great, I will take the afternoon'],
  ] },
  { relation: 'coworker', lines: [
    ['t', 'Running 10 min late to standup, can you start without me?'], ['m', 'Sure, no problem'],
    ['t', 'Thanks! Also, did you see the new deploy checklist?'], ['m', 'Yes, looks good. I left two comments'], ['t', 'Perfect, I will update it after lunch'],
  ] },
  { relation: 'cousin', lines: [
    ['t', 'Hey! Did you get the wedding invite?'], ['m', 'I did, congratulations again! I will RSVP this week'], ['t', 'Yay, cannot wait to see you there'],
  ] },
  { relation: 'neighbor', lines: [
    ['t', 'Hi, this is your neighbor from 4B. Your package ended up at my door'], ['m', 'Oh thank you! I will come grab it tonight'], ['t', 'No rush, I am home all evening'],
  ] },
];

const ALARMS = [
  { time: '06:30', repeat_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], label: 'Wake up', enabled: true, snooze_minutes: 10, vibration: true },
  { time: '18:15', repeat_days: ['monday', 'wednesday', 'friday'], label: 'Gym', enabled: true, snooze_minutes: 5, vibration: false },
  { time: '08:00', repeat_days: ['saturday', 'sunday'], label: 'Weekend run', enabled: false, snooze_minutes: 15, vibration: true },
  { time: '21:30', repeat_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], label: 'Take vitamins', enabled: true, snooze_minutes: 0, vibration: true },
  { time: '14:45', repeat_days: [], label: 'Call the dentist', enabled: true, snooze_minutes: 15, vibration: true },
];

function shift(now: string, minutes: number): string {
  return new Date(Date.parse(`${now}Z`) - minutes * 60_000).toISOString().slice(0, 19);
}

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  birthday: string;
  city: string;
}

/** Contacts for all but a few people of the world, 7 text conversations (≈38 texts), 5 alarms. */
export function seedPhone(ctx: SeedContext): void {
  const { user } = ctx;
  const people = ctx.db.prepare('SELECT id, first_name, last_name, email, phone_number, birthday, city FROM admin_people WHERE id != ? ORDER BY rowid').all(user.id) as PersonRow[];
  const rels = ctx.db.prepare('SELECT other_id, relation FROM admin_relationships WHERE person_id = ? ORDER BY id').all(user.id) as { other_id: number; relation: string }[];
  const relationOf = new Map(rels.map((r) => [r.other_id, r.relation]));
  // The last three people (neighbors and acquaintances) are not saved in the phone.
  for (const person of people.slice(0, people.length - 3)) {
    const relation = relationOf.get(person.id);
    const relationships = relation ? (relation === 'roommate' ? ['roommate', 'friend'] : [relation]) : [];
    ctx.insert('phone_contacts', {
      owner_id: user.id,
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone_number: person.phone_number,
      relationships,
      birthday: person.birthday,
      home_address: `${ctx.rng.int(10, 9999)} ${ctx.rng.pick(STREETS)}, ${person.city}`,
      work_address: relation === 'coworker' ? `${WORK[0]}, 400 Pine St, Seattle` : ctx.rng.chance(0.4) ? `${ctx.rng.pick(WORK)}, ${person.city}` : null,
      created_at: shift(ctx.now, ctx.rng.int(60 * 24 * 30, 60 * 24 * 900)),
    });
  }
  let minutesAgo = 60 * 24 * 12;
  for (const conversation of CONVERSATIONS) {
    const pool = rels.filter((r) => r.relation === conversation.relation);
    const them = ctx.rng.pick(pool.length > 0 ? pool : rels).other_id;
    minutesAgo -= ctx.rng.int(120, 1500);
    let at = Math.max(minutesAgo, 60);
    for (const [who, message] of conversation.lines) {
      const [sender, receiver] = who === 'm' ? [user.id, them] : [them, user.id];
      const id = ctx.insert('phone_text_messages', { sender_id: sender, receiver_id: receiver, message, sent_at: shift(ctx.now, at) });
      ctx.insert('phone_user_text_messages', { user_id: user.id, text_message_id: id });
      ctx.insert('phone_user_text_messages', { user_id: them, text_message_id: id });
      at = Math.max(at - ctx.rng.int(1, 45), 1);
    }
  }
  ALARMS.forEach((alarm, index) => ctx.insert('phone_alarms', { owner_id: user.id, ...alarm, created_at: shift(ctx.now, 60 * 24 * (40 - index * 5)) }));
  seedPhoneExtras(ctx);
}
