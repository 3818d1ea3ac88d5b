import type { SeedContext } from '../../types.ts';
import { normalizePhone } from './store.ts';

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

function minutesBefore(now: string, minutes: number): string {
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
      created_at: minutesBefore(ctx.now, ctx.rng.int(60 * 24 * 30, 60 * 24 * 900)),
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
      const id = ctx.insert('phone_text_messages', { sender_id: sender, receiver_id: receiver, message, sent_at: minutesBefore(ctx.now, at) });
      ctx.insert('phone_user_text_messages', { user_id: user.id, text_message_id: id });
      ctx.insert('phone_user_text_messages', { user_id: them, text_message_id: id });
      at = Math.max(at - ctx.rng.int(1, 45), 1);
    }
  }
  ALARMS.forEach((alarm, index) => ctx.insert('phone_alarms', { owner_id: user.id, ...alarm, created_at: minutesBefore(ctx.now, 60 * 24 * (40 - index * 5)) }));
  seedSecondWave(ctx);
}

const VOICEMAILS: readonly string[] = [
  'Hi, it is me. Call me back when you get a chance, it is about the weekend plans.',
  'Hey, your dentist appointment moved to Tuesday at 3pm, please confirm.',
  'Happy birthday! Sorry I missed you, I will try again tonight.',
  'The landlord stopped by about the heating, he will come back Friday morning.',
  'Quick one: can you bring the folding chairs on Saturday?',
  'Just checking in. No rush, talk soon.',
  'I left the spare key under the blue pot by the door.',
];

/** Older conversations, 3 to 4 months back: `t` = them, `m` = the user. */
const OLD_TEXTS: { relation: string; daysAgo: number; lines: ['t' | 'm', string][] }[] = [
  { relation: 'father', daysAgo: 118, lines: [['t', 'The car passed inspection, you can pick it up Saturday'], ['m', 'Great, thanks Dad. Morning ok?'], ['t', 'Any time after 9']] },
  { relation: 'friend', daysAgo: 104, lines: [['m', 'Are we still doing the pottery class on Thursday?'], ['t', 'Yes, 6:30, I already paid for both of us'], ['m', 'I owe you 45 then']] },
  { relation: 'coworker', daysAgo: 96, lines: [['t', 'Fire drill at 2pm today, meet in the north parking lot'], ['m', 'Thanks for the heads up']] },
  { relation: 'roommate', daysAgo: 90, lines: [['t', 'Can you pick up the dry cleaning on your way home?'], ['m', 'Sure, anything else?'], ['t', 'Milk and eggs please'], ['m', 'On it']] },
  { relation: 'sibling', daysAgo: 77, lines: [['t', 'Happy birthday!! Dinner on me next week'], ['m', 'Thank you! Wednesday works'], ['t', 'Wednesday it is, the ramen place']] },
  { relation: 'coworker', daysAgo: 63, lines: [['t', 'Can we move our 1:1 to Friday at 11?'], ['m', 'Yes, Friday at 11 works']] },
  { relation: 'mother', daysAgo: 49, lines: [['t', 'Your aunt Linda is visiting in May, she would love to see you'], ['m', 'Tell her I will come for lunch that Sunday'], ['t', 'She will be thrilled']] },
  { relation: 'roommate', daysAgo: 36, lines: [['m', 'The internet bill went up to 70 this month'], ['t', 'Ugh. I will call them to ask about the promo rate'], ['t', 'Done, back to 55 starting next month'], ['m', 'Hero']] },
];

/**
 * Call log (about four months, ~40 calls), voicemail, older text conversations, favourites and
 * one blocked number.
 * Runs after the original phone rows, so their ids and content stay as they were.
 */
function seedSecondWave(ctx: SeedContext): void {
  const { rng, user } = ctx;
  const contacts = ctx.db.prepare('SELECT id, phone_number FROM phone_contacts WHERE owner_id = ? ORDER BY id').all(user.id) as { id: number; phone_number: string }[];
  const strangers = ['2065550187', '4255550142', '8005550199'];
  const calls: { phone: string; at: number }[] = [];
  for (let index = 0; index < 40; index += 1) {
    const phone = rng.chance(0.85) && contacts.length > 0 ? rng.pick(contacts).phone_number : rng.pick(strangers);
    calls.push({ phone: normalizePhone(phone), at: rng.int(30, 60 * 24 * 120) });
  }
  calls.sort((a, b) => b.at - a.at);
  for (const call of calls) {
    const roll = rng.int(1, 10);
    const direction = roll <= 4 ? 'outgoing' : roll <= 8 ? 'incoming' : 'missed';
    ctx.insert('phone_call_logs', { user_id: user.id, phone_number: call.phone, direction, started_at: minutesBefore(ctx.now, call.at), duration: direction === 'missed' ? 0 : rng.int(15, 2400) });
  }
  const people = ctx.people.slice(1);
  VOICEMAILS.forEach((transcript, index) => {
    const sender = people[(index * 3 + 1) % people.length] ?? people[0]!;
    const id = ctx.insert('phone_voice_messages', { sender_id: sender.id, receiver_id: user.id, transcript, duration: rng.int(8, 90), sent_at: minutesBefore(ctx.now, 60 * 24 * (index * 9 + 2) + rng.int(0, 600)) });
    ctx.insert('phone_user_voice_messages', { user_id: user.id, voice_message_id: id, is_listened: index >= 2 });
    ctx.insert('phone_user_voice_messages', { user_id: sender.id, voice_message_id: id, is_listened: true });
  });
  for (const contact of contacts.slice(0, 4)) ctx.insert('phone_favorite_contacts', { user_id: user.id, contact_id: contact.id, added_at: minutesBefore(ctx.now, rng.int(60 * 24 * 10, 60 * 24 * 300)) });
  const rels = ctx.db.prepare('SELECT other_id, relation FROM admin_relationships WHERE person_id = ? ORDER BY id').all(user.id) as { other_id: number; relation: string }[];
  OLD_TEXTS.forEach((conversation, index) => {
    const pool = rels.filter((r) => r.relation === conversation.relation);
    const them = (pool[index % Math.max(pool.length, 1)] ?? rels[index % rels.length])!.other_id;
    let at = 60 * 24 * conversation.daysAgo - rng.int(0, 600);
    for (const [who, message] of conversation.lines) {
      const [sender, receiver] = who === 'm' ? [user.id, them] : [them, user.id];
      const id = ctx.insert('phone_text_messages', { sender_id: sender, receiver_id: receiver, message, sent_at: minutesBefore(ctx.now, at) });
      ctx.insert('phone_user_text_messages', { user_id: user.id, text_message_id: id });
      ctx.insert('phone_user_text_messages', { user_id: them, text_message_id: id });
      at -= rng.int(2, 90);
    }
  });
  ctx.insert('phone_blocked_numbers', { user_id: user.id, phone_number: strangers[2], blocked_at: minutesBefore(ctx.now, 60 * 24 * 21) });
}
