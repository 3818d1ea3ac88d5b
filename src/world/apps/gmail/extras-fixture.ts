import type { Person, SeedContext } from '../../types.ts';

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

function shift(now: string, minutes: number): string {
  return new Date(Date.parse(`${now}Z`) - minutes * 60_000).toISOString().slice(0, 19);
}

/**
 * About six months of older, read mail (some archived, labeled, starred, with attachments, one
 * with three people). Appended after the original gmail rows, so their ids stay as they were.
 */
export function seedGmailExtras(ctx: SeedContext): void {
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
