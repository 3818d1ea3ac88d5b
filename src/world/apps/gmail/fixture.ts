import type { Person, SeedContext } from '../../types.ts';

interface Template {
  relation: string;
  subject: string;
  /** Alternating voices; `them` is the counterpart, `me` the user. */
  mails: ['them' | 'me', string][];
  label?: string;
  starred?: boolean;
  archived?: boolean;
  attachment?: { file_name: string; content: string };
}

const THREADS: Template[] = [
  { relation: 'mother', subject: 'Sunday dinner plans', label: 'family', starred: true, mails: [
    ['them', 'Hi {me},\n\nAre you still coming over on Sunday? I was thinking of making the lemon chicken. Let me know if you want to bring anything.\n\nLove, {name}'],
    ['me', 'Hi {name}, yes, I will be there around 5. I can bring a salad and some bread.'],
    ['them', 'Perfect. Your dad says to bring the board game you borrowed too!'],
  ] },
  { relation: 'father', subject: 'Car insurance renewal', label: 'family', mails: [
    ['them', '{me}, the renewal notice for the car came to our address again. The premium went up by about 40 dollars a month. Do you want me to forward it or should I just scan it?'],
    ['me', 'Could you scan it? I will call them and ask about the multi-policy discount.'],
  ] },
  { relation: 'sibling', subject: "Mom's birthday gift", starred: true, mails: [
    ['them', 'Hey, Mom turns 60 next month. Want to split something nice? I was looking at a weekend at the coast, maybe around 400 total.'],
    ['me', 'Love that idea. I am in for half. Should we ask Dad to keep the dates free?'],
    ['them', 'Already did. I will book the cottage and send you the Venmo request.'],
  ] },
  { relation: 'cousin', subject: 'Wedding RSVP reminder', mails: [
    ['them', 'Hi {me}! Just a reminder that RSVPs for the wedding are due by June 1st. We would love to have you there. Plus-ones are welcome.\n\n{name}'],
  ] },
  { relation: 'friend', subject: 'Hiking this weekend?', label: 'friends', mails: [
    ['them', 'The weather looks great for Saturday. Thinking about the Rattlesnake Ledge trail, leaving around 8. You in?'],
    ['me', 'Count me in. I can drive if you bring snacks.'],
    ['them', 'Deal. Trail mix and those peanut butter bars it is.'],
  ] },
  { relation: 'friend', subject: 'Book club: next pick', label: 'friends', mails: [
    ['them', 'For June we are voting between "Tomorrow, and Tomorrow, and Tomorrow" and "The Overstory". Reply with your vote by Friday!'],
  ] },
  { relation: 'friend', subject: 'Photos from the lake trip', attachment: { file_name: 'lake_trip_photos.txt', content: 'Album link: photos.example.com/lake-trip-2023 (42 photos)' }, mails: [
    ['them', 'Finally uploaded everything from the lake. The sunset ones came out really well. Album link is in the attached note.'],
  ] },
  { relation: 'friend', subject: 'Concert tickets', mails: [
    ['them', 'I got two extra tickets for the Fleet Foxes show on the 27th. Do you want them? Face value, 55 each.'],
    ['me', 'Yes please! I will send you the money tonight.'],
  ] },
  { relation: 'roommate', subject: 'Utilities for May', label: 'home', mails: [
    ['them', 'The electric bill came in at 138.40 and internet is 70. So 104.20 each for May. I already paid both.'],
    ['me', 'Thanks! I will settle up on Splitwise this week.'],
  ] },
  { relation: 'roommate', subject: 'Plumber coming Thursday', label: 'home', mails: [
    ['them', 'Heads up, the landlord is sending a plumber Thursday between 10 and 2 to fix the kitchen sink. Can you be home for part of it?'],
  ] },
  { relation: 'coworker', subject: 'Q2 planning doc', label: 'work', starred: true, mails: [
    ['them', 'Hi {me},\n\nI put together a first draft of the Q2 planning doc. Could you review the roadmap section before Thursday\'s sync?\n\nThanks,\n{name}'],
    ['me', 'Will do. I have a few comments on the staffing estimates already.'],
    ['them', 'Great, just leave them inline. Thanks!'],
  ] },
  { relation: 'coworker', subject: 'Lunch and learn slides', label: 'work', attachment: { file_name: 'lunch_and_learn_outline.txt', content: '1. Why observability\n2. Tracing basics\n3. Demo\n4. Q&A' }, mails: [
    ['them', 'Here is the outline for next week\'s lunch and learn. Let me know if you want to co-present the demo part.'],
  ] },
  { relation: 'coworker', subject: 'Offsite hotel booking', label: 'work', archived: true, mails: [
    ['them', 'Booking hotel rooms for the Portland offsite. Do you need a room for both nights (June 14 and 15)?'],
    ['me', 'Just the 14th please, I am driving back the next evening.'],
    ['them', 'Got it, booked.'],
  ] },
  { relation: 'coworker', subject: 'Code review for the billing fix', label: 'work', mails: [
    ['them', 'When you get a chance, could you look at my pull request for the billing rounding bug? It is small, about 40 lines.'],
  ] },
  { relation: 'coworker', subject: 'Team dinner on Friday', mails: [
    ['them', 'We are doing a team dinner Friday at 7 at the Thai place on Pike. Let me know about any dietary restrictions.'],
    ['me', 'Sounds great. No restrictions for me.'],
  ] },
  { relation: 'neighbor', subject: 'Package left at my door', mails: [
    ['them', 'Hi! A package for you was delivered to my door by mistake. I will leave it by your mailbox this evening.'],
    ['me', 'Thank you so much, that is very kind.'],
  ] },
  { relation: 'friend', subject: 'Recipe you asked for', archived: true, mails: [
    ['them', 'Here is the shakshuka recipe: 6 eggs, 2 cans of crushed tomatoes, 1 onion, 1 red pepper, garlic, cumin and paprika. Simmer the sauce 15 minutes before adding the eggs.'],
  ] },
  { relation: 'sibling', subject: 'Flights for Thanksgiving', mails: [
    ['me', 'Flights to Denver are cheap right now if we book before June. Should I look for dates?'],
    ['them', 'Yes, Wednesday to Sunday works for me. Window seat if possible!'],
  ] },
];

const DRAFTS: { relation: string; subject: string; body: string }[] = [
  { relation: 'coworker', subject: 'Vacation days in July', body: 'Hi, I would like to take July 10 to 14 off. I will make sure the release notes are done before I leave.' },
  { relation: 'friend', subject: 'Game night?', body: 'Thinking of hosting a game night next Saturday. Bring your favorite board game.' },
  { relation: 'mother', subject: 'Garden photos', body: 'The tomatoes are finally coming in! Sending photos soon.' },
];

const UNREAD = new Set([3, 5, 9, 11, 13, 17]);

function shift(now: string, minutes: number): string {
  return new Date(Date.parse(`${now}Z`) - minutes * 60_000).toISOString().slice(0, 19);
}

/** ≈18 threads between the user and family, friends, roommates, coworkers and neighbors; 3 drafts. */
export function seedGmail(ctx: SeedContext): void {
  const { user } = ctx;
  const rels = ctx.db.prepare('SELECT other_id, relation FROM admin_relationships WHERE person_id = ? ORDER BY id').all(user.id) as { other_id: number; relation: string }[];
  const byId = new Map(ctx.people.map((p) => [p.id, p]));
  const pick = (relation: string): Person => {
    const pool = rels.filter((r) => r.relation === relation).map((r) => byId.get(r.other_id)).filter((p): p is Person => p !== undefined);
    return ctx.rng.pick(pool.length > 0 ? pool : ctx.people.slice(1));
  };
  const fill = (text: string, them: Person) => text.replaceAll('{me}', user.first_name).replaceAll('{name}', them.first_name);
  let minutesAgo = 60 * 24 * 24;
  THREADS.forEach((t, index) => {
    const them = pick(t.relation);
    minutesAgo -= ctx.rng.int(600, 2400);
    let at = Math.max(minutesAgo, 30);
    const threadId = ctx.insert('gmail_threads', { subject: t.subject, created_at: shift(ctx.now, at), updated_at: shift(ctx.now, at) });
    let last = '';
    let previous: number | null = null;
    let fromThem = false;
    t.mails.forEach(([who, body], position) => {
      const sender = who === 'me' ? user : them;
      const receiver = who === 'me' ? them : user;
      last = shift(ctx.now, at);
      const subject = position === 0 ? t.subject : `Re: ${t.subject}`;
      const emailId = ctx.insert('gmail_emails', { thread_id: threadId, sender_id: sender.id, recipient_ids: [receiver.id], subject, body: fill(body, them), response_to_email_id: previous, sent_at: last });
      if (t.attachment && position === 0) ctx.insert('gmail_attachments', { email_id: emailId, ...t.attachment });
      previous = emailId;
      fromThem = who === 'them';
      at = Math.max(at - ctx.rng.int(20, 300), 1);
    });
    ctx.db.prepare('UPDATE gmail_threads SET updated_at = ? WHERE id = ?').run(last, threadId);
    const hasIncoming = t.mails.some(([w]) => w === 'them');
    const hasOutgoing = t.mails.some(([w]) => w === 'me');
    // Some threads whose last word is theirs are still unread.
    const unread = fromThem && UNREAD.has(index);
    ctx.insert('gmail_user_threads', { thread_id: threadId, user_id: user.id, incoming: hasIncoming, outgoing: hasOutgoing, is_read: !unread, is_starred: t.starred ?? false, is_archived: t.archived ?? false, label: t.label ?? null });
    ctx.insert('gmail_user_threads', { thread_id: threadId, user_id: them.id, incoming: hasOutgoing, outgoing: hasIncoming, is_read: true, is_starred: false, is_archived: false, label: null });
  });
  // One thread between two coworkers the user is not part of (for not_owner checks).
  const a = pick('coworker');
  const b = ctx.people.find((p) => p.id !== a.id && p.id !== user.id) as Person;
  const privateThread = ctx.insert('gmail_threads', { subject: 'Quick question about the budget', created_at: shift(ctx.now, 300), updated_at: shift(ctx.now, 300) });
  ctx.insert('gmail_emails', { thread_id: privateThread, sender_id: a.id, recipient_ids: [b.id], subject: 'Quick question about the budget', body: 'Do you know if the travel budget was approved?', response_to_email_id: null, sent_at: shift(ctx.now, 300) });
  ctx.insert('gmail_user_threads', { thread_id: privateThread, user_id: a.id, incoming: false, outgoing: true, is_read: true, is_starred: false, is_archived: false, label: null });
  ctx.insert('gmail_user_threads', { thread_id: privateThread, user_id: b.id, incoming: true, outgoing: false, is_read: false, is_starred: false, is_archived: false, label: null });
  DRAFTS.forEach((d, index) => {
    const at = shift(ctx.now, 60 * (index + 2));
    ctx.insert('gmail_drafts', { user_id: user.id, recipient_emails: [pick(d.relation).email], subject: d.subject, body: d.body, email_thread_id: null, response_to_email_id: null, attachment_file_paths: [], created_at: at, updated_at: at });
  });
  // The user's label list: the labels their threads carry plus two not used yet (appended rows only).
  const used = (ctx.db.prepare('SELECT DISTINCT label FROM gmail_user_threads WHERE user_id = ? AND label IS NOT NULL ORDER BY label').all(user.id) as { label: string }[]).map((r) => r.label);
  [...used, 'receipts', 'travel'].forEach((name, index) => ctx.insert('gmail_labels', { user_id: user.id, name, created_at: shift(ctx.now, 60 * 24 * (200 - index * 7)) }));
  seedSecondWave(ctx);
}

interface OldThread {
  /** Relations of the counterparts (two for a group thread). */
  with: string[];
  subject: string;
  /** `0`/`1` = that counterpart writes, `me` = the user. */
  mails: ['me' | 0 | 1, string][];
  /** Days before now the thread starts. */
  daysAgo: number;
  label?: string;
  starred?: boolean;
  archived?: boolean;
  attachment?: { file_name: string; content: string };
}

/** Older mail, November 2022 to March 2023; topics differ from the recent threads. */
const OLD_THREADS: OldThread[] = [
  { with: ['coworker'], subject: 'Year-end performance review', daysAgo: 185, label: 'work', archived: true, mails: [
    [0, 'Your self-review form is due December 9. Focus on the three projects you led this year.'],
  ] },
  { with: ['mother'], subject: 'Holiday travel dates', daysAgo: 176, label: 'family', mails: [
    [0, 'When are you flying in for the holidays? Grandpa wants to plan the big breakfast.'],
    ['me', 'Landing December 22 around 4pm, leaving on the 28th.'],
    [0, 'Perfect, your father will pick you up.'],
  ] },
  { with: ['friend', 'friend'], subject: 'Ski cabin split', daysAgo: 160, mails: [
    [0, 'The cabin for MLK weekend is 960 for three nights. That is 320 each if all three of us go.'],
    [1, 'Count me in. I can drive if someone brings snacks.'],
    ['me', 'In as well. I will bring snacks and board games.'],
  ] },
  { with: ['coworker'], subject: 'Expense report for the Chicago trip', daysAgo: 150, label: 'receipts', attachment: { file_name: 'chicago_expenses.txt', content: 'Hotel 3 nights: $612.40\nTaxis: $88.15\nMeals: $143.70\nTotal: $844.25\n' }, mails: [
    ['me', 'Attached is my expense report for the Chicago client visit. Total is $844.25.'],
    [0, 'Approved, it will be in the next paycheck.'],
  ] },
  { with: ['roommate'], subject: 'New lease terms', daysAgo: 138, label: 'home', starred: true, mails: [
    [0, 'The landlord sent the renewal: rent goes up 4% starting March 1, still a 12 month lease.'],
    ['me', 'That is better than I feared. Let us sign it this week.'],
  ] },
  { with: ['cousin'], subject: 'Wedding save the date', daysAgo: 126, archived: true, mails: [
    [0, 'Save the date! We are getting married on August 19 in Portland. Formal invite to follow.'],
    ['me', 'Congratulations!! I will be there.'],
  ] },
  { with: ['father'], subject: 'Tax documents', daysAgo: 110, label: 'family', mails: [
    [0, 'Did you get the 1099 from the old savings account? They mailed mine in late January.'],
    ['me', 'Not yet, I will download it from the website.'],
  ] },
  { with: ['coworker', 'coworker'], subject: 'Q1 roadmap kickoff', daysAgo: 102, label: 'work', mails: [
    [1, 'Kickoff for the Q1 roadmap is Monday at 10. Please bring your top three priorities.'],
    [0, 'I will present the search latency work.'],
    ['me', 'I will cover the onboarding flow and the billing cleanup.'],
  ] },
  { with: ['friend'], subject: 'Marathon training plan', daysAgo: 95, starred: true, mails: [
    [0, 'Here is the 16 week plan we talked about. Long runs are on Sundays, building to 20 miles.'],
    ['me', 'Great, I will start this Sunday with 8 miles.'],
  ] },
  { with: ['neighbor'], subject: 'Snow shoveling schedule', daysAgo: 88, archived: true, mails: [
    [0, 'Shall we alternate shoveling the shared walkway? I can take odd weeks.'],
    ['me', 'Deal, I will take the even weeks.'],
  ] },
  { with: ['sibling'], subject: 'Mom and Dad anniversary gift', daysAgo: 74, label: 'family', mails: [
    [0, 'Their 35th is in April. Thinking of a framed photo book, around 120 dollars total?'],
    ['me', 'Love it. I can scan the old wedding photos.'],
    [0, 'Perfect, I will order the book once you send them.'],
  ] },
  { with: ['coworker'], subject: 'On-call handover', daysAgo: 60, label: 'work', attachment: { file_name: 'oncall_notes.txt', content: 'Open incidents: none\nWatch: disk usage on db-3 at 81%\nRunbook updated for cache flushes\n' }, mails: [
    [0, 'Handing on-call over to you tomorrow at 9. Notes attached.'],
    ['me', 'Got it, thanks for the notes.'],
  ] },
  { with: ['friend'], subject: 'Concert tickets', daysAgo: 45, mails: [
    [0, 'I got two tickets for The Velvet Echoes in June. Want the second one? It is 65.'],
    ['me', 'Yes please! I will send you the money.'],
  ] },
  { with: ['coworker'], subject: 'Conference budget approved', daysAgo: 33, label: 'work', archived: true, mails: [
    [0, 'Good news, the budget for the developer conference in September is approved. Book flights by July.'],
  ] },
];

/**
 * About six months of older, read mail (some archived, labeled, starred, with attachments, one
 * with three people). Appended after the original gmail rows, so their ids stay as they were.
 */
function seedSecondWave(ctx: SeedContext): void {
  const { user, rng } = ctx;
  const rels = ctx.db.prepare('SELECT other_id, relation FROM admin_relationships WHERE person_id = ? ORDER BY id').all(user.id) as { other_id: number; relation: string }[];
  const byId = new Map(ctx.people.map((p) => [p.id, p]));
  const pick = (relation: string, not: readonly number[]): Person => {
    const pool = rels.filter((r) => r.relation === relation && !not.includes(r.other_id)).map((r) => byId.get(r.other_id)).filter((p): p is Person => p !== undefined);
    return rng.pick(pool.length > 0 ? pool : ctx.people.slice(1).filter((p) => !not.includes(p.id)));
  };
  for (const t of OLD_THREADS) {
    const them: Person[] = [];
    for (const relation of t.with) them.push(pick(relation, them.map((p) => p.id)));
    let at = 60 * 24 * t.daysAgo - rng.int(0, 600);
    const threadId = ctx.insert('gmail_threads', { subject: t.subject, created_at: shift(ctx.now, at), updated_at: shift(ctx.now, at) });
    let previous: number | null = null;
    let last = '';
    const writers = new Set<number>();
    t.mails.forEach(([who, body], position) => {
      const sender = who === 'me' ? user : (them[Number(who)] ?? them[0]!);
      writers.add(sender.id);
      const recipients = [user, ...them].filter((p) => p.id !== sender.id).map((p) => p.id);
      last = shift(ctx.now, at);
      const emailId = ctx.insert('gmail_emails', { thread_id: threadId, sender_id: sender.id, recipient_ids: recipients, subject: position === 0 ? t.subject : `Re: ${t.subject}`, body, response_to_email_id: previous, sent_at: last });
      if (t.attachment && position === 0) ctx.insert('gmail_attachments', { email_id: emailId, ...t.attachment });
      previous = emailId;
      at -= rng.int(30, 900);
    });
    ctx.db.prepare('UPDATE gmail_threads SET updated_at = ? WHERE id = ?').run(last, threadId);
    const userWrote = writers.has(user.id);
    const userGot = t.mails.some(([w]) => w !== 'me');
    ctx.insert('gmail_user_threads', { thread_id: threadId, user_id: user.id, incoming: userGot, outgoing: userWrote, is_read: true, is_starred: t.starred ?? false, is_archived: t.archived ?? false, label: t.label ?? null });
    for (const person of them) {
      ctx.insert('gmail_user_threads', { thread_id: threadId, user_id: person.id, incoming: true, outgoing: writers.has(person.id), is_read: true, is_starred: false, is_archived: false, label: null });
    }
  }
}
