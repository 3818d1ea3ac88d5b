import type { SeedContext } from '../../types.ts';
import { normalizePhone } from './store.ts';

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

function minutesBefore(now: string, minutes: number): string {
  return new Date(Date.parse(`${now}Z`) - minutes * 60_000).toISOString().slice(0, 19);
}

/**
 * Call log (about four months, ~40 calls), voicemail, older text conversations, favourites and
 * one blocked number.
 * Runs after the original phone rows, so their ids and content stay as they were.
 */
export function seedPhoneExtras(ctx: SeedContext): void {
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
