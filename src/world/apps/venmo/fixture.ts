import type { Person, SeedContext } from '../../types.ts';

/** `now` moved back by days and minutes, as `YYYY-MM-DDTHH:MM:SS`. */
export function ago(now: string, days: number, minutes = 0): string {
  return new Date(Date.parse(`${now}Z`) - (days * 1440 + minutes) * 60_000).toISOString().slice(0, 19);
}

// [person index (see admin.seedPeople: 1-4 family, 5-12 friends, 13-14 roommates, 15-22 coworkers), user sent?, amount, description, private, paid by card?]
const WITH_USER: [number, boolean, number, string, boolean, boolean][] = [
  [13, true, 925, 'May rent share', true, false],
  [14, false, 62.4, 'Internet + electricity, April', false, false],
  [5, false, 38.5, 'Thai food at Little Bangkok 🍜', false, false],
  [6, true, 24, 'Movie tickets + popcorn', false, false],
  [1, false, 150, 'Happy early birthday! Love, Dad', true, false],
  [7, true, 85, 'Taylor concert ticket 🎤', false, true],
  [15, false, 14.75, 'Coffee run for the sprint review', false, false],
  [16, true, 18.2, 'Burrito Friday', false, false],
  [13, true, 925, 'April rent share', true, false],
  [14, true, 47.9, 'Groceries - Trader Joes', false, false],
  [8, false, 120, 'Ski cabin weekend, my half of gas', false, false],
  [3, true, 60, "Mom's Mother's Day flowers (split)", true, false],
  [9, true, 32, 'Pickleball court rental', false, false],
  [10, false, 27.3, 'Brunch at Sunny Side', false, false],
  [17, false, 9.5, 'Bagels for standup', false, false],
  [2, false, 40, 'Gas money for the airport drive', true, false],
  [11, true, 55, 'Book club wine + cheese 🍷', false, true],
  [12, false, 210, 'Camping gear rental refund', false, false],
  [18, true, 22.6, 'Farewell card + cake for Dana', false, false],
  [4, true, 35, 'Fantasy football league dues 🏈', false, false],
  [6, false, 16, 'Uber home from the concert', false, false],
  [13, false, 73.15, 'Water bill + dish soap', false, false],
  [19, false, 12, 'Lunch - poke bowls', false, false],
  [5, true, 44, 'Birthday dinner at Canlis, your share', false, false],
  [14, true, 19.99, 'Streaming subscription split', true, false],
  [9, false, 65, 'Paddleboard rental', false, false],
];

// Public transactions between other people (the social feed).
const AMONG_OTHERS: [number, number, number, string][] = [
  [5, 6, 30, 'Tacos 🌮'], [7, 8, 120, 'Concert tickets'], [9, 10, 18, 'Coffee for a week'], [13, 14, 15, 'Paper towels'],
  [11, 12, 48, 'Climbing gym day pass'], [6, 9, 22, 'Pizza night'], [15, 16, 11, 'Team lunch'], [8, 5, 64, 'Cabin groceries'],
];

// [requester index (0 = the user), payer index, amount, description, status, days ago]
const REQUESTS: [number, number, number, string, 'pending' | 'approved' | 'denied', number][] = [
  [14, 0, 86.4, 'Costco run - paper goods and snacks', 'pending', 1],
  [7, 0, 45, 'Jazz night tickets', 'pending', 3],
  [16, 0, 23.5, 'Team lunch at Cafe Flora', 'pending', 5],
  [0, 9, 180, 'Airbnb deposit for Tahoe', 'pending', 2],
  [0, 3, 30, "Dad's retirement gift split", 'pending', 6],
  [0, 10, 26, 'Brunch - your eggs benedict', 'approved', 12],
  [13, 0, 58.3, 'Cleaning supplies + new vacuum bags', 'approved', 20],
  [0, 8, 300, 'Ski cabin, second night', 'denied', 25],
  [6, 0, 14, 'Parking at the stadium', 'denied', 30],
];

// Older history (October 2022 to February 2023), same layout as WITH_USER plus days ago.
const OLDER_WITH_USER: [number, boolean, number, string, boolean, number][] = [
  [13, true, 900, 'February rent share', true, 100],
  [13, true, 900, 'January rent share', true, 131],
  [13, true, 900, 'December rent share', true, 162],
  [14, false, 58.75, 'Internet + electricity, January', false, 118],
  [5, true, 72, 'Ski lift tickets 🎿', false, 124],
  [8, false, 320, 'Ski cabin MLK weekend', false, 122],
  [2, false, 100, 'Christmas money from Mom 🎄', true, 147],
  [6, true, 31.5, 'Ugly sweater party supplies', false, 152],
  [15, false, 21, 'Secret Santa top-up', false, 155],
  [10, true, 48, 'Friendsgiving wine', false, 178],
  [9, false, 26, 'Halloween pumpkins 🎃', false, 205],
  [12, true, 15, 'Pottery class supplies', false, 104],
  [17, false, 13.4, 'Pho lunch', false, 97],
  [11, true, 90, 'Book club annual dues 📚', false, 221],
];

const COMMENTS = ['So good!', 'Thanks again 🙌', 'Next one is on me', 'Worth every penny', 'Haha classic'];

/** Venmo accounts for every person, friendships, history, requests, likes, comments and notifications. */
export function seedVenmo(ctx: SeedContext): void {
  const { rng, people, now } = ctx;
  const user = ctx.user;
  const at = (i: number): Person => people[i] ?? user;
  for (const person of people) {
    const balance = person.id === user.id ? 842.35 : Math.round(rng.int(2_000, 150_000)) / 100;
    ctx.insert('venmo_users', { person_id: person.id, balance, created_at: ago(now, rng.int(200, 1500)) });
  }
  const befriend = (a: Person, b: Person, days: number) => {
    ctx.insert('venmo_friendships', { user_id: a.id, friend_id: b.id, created_at: ago(now, days) });
    ctx.insert('venmo_friendships', { user_id: b.id, friend_id: a.id, created_at: ago(now, days) });
  };
  for (const index of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]) befriend(user, at(index), rng.int(30, 900));
  befriend(at(5), at(6), 400);
  befriend(at(7), at(8), 300);
  befriend(at(13), at(14), 200);

  const cards = (ctx.db.prepare('SELECT id FROM supervisor_payment_cards ORDER BY is_default DESC, expiry_year DESC, id').all() as { id: number }[]).map((c) => c.id);
  const transactions: { id: number; sender: number; receiver: number; days: number; amount: number; description: string }[] = [];
  const addTransaction = (sender: Person, receiver: Person, amount: number, description: string, isPrivate: boolean, card: number | null, days: number) => {
    const created = ago(now, days, rng.int(0, 600));
    const id = ctx.insert('venmo_transactions', {
      sender_id: sender.id, receiver_id: receiver.id, amount, description, private: isPrivate, payment_card_id: card,
      like_count: 0, comment_count: 0, created_at: created, updated_at: created,
    });
    transactions.push({ id, sender: sender.id, receiver: receiver.id, days, amount, description });
    return id;
  };
  WITH_USER.forEach(([who, sent, amount, description, isPrivate, byCard], index) => {
    const other = at(who);
    addTransaction(sent ? user : other, sent ? other : user, amount, description, isPrivate, sent && byCard ? (cards[0] ?? null) : null, 2 + index * 3 + rng.int(0, 2));
  });
  // One of them is private: others must not see it.
  AMONG_OTHERS.forEach(([a, b, amount, description], index) => addTransaction(at(a), at(b), amount, description, index === 3, null, 4 + index * 5));

  REQUESTS.forEach(([requester, payer, amount, description, status, days]) => {
    const created = ago(now, days, rng.int(0, 300));
    const resolved = status === 'pending' ? null : ago(now, days - 1);
    const transactionId = status === 'approved' ? addTransaction(at(payer), at(requester), amount, description, false, null, days - 1) : null;
    ctx.insert('venmo_payment_requests', {
      requester_id: at(requester).id, payer_id: at(payer).id, amount, description, private: false, status, transaction_id: transactionId,
      created_at: created, updated_at: resolved ?? created, approved_at: status === 'approved' ? resolved : null, denied_at: status === 'denied' ? resolved : null,
      last_reminded_at: null,
    });
  });

  // Likes and comments on public transactions, with counters kept in step.
  for (const t of transactions.filter((_, i) => i % 4 === 2)) {
    const fans = rng.sample(people.slice(1, 18).filter((p) => p.id !== t.sender && p.id !== t.receiver), rng.int(1, 3));
    for (const fan of fans) ctx.insert('venmo_likes', { transaction_id: t.id, user_id: fan.id, created_at: ago(now, t.days - 1) });
    const commenter = rng.pick(fans);
    ctx.insert('venmo_comments', { transaction_id: t.id, user_id: commenter.id, content: rng.pick(COMMENTS), created_at: ago(now, t.days - 1, 30) });
    ctx.db.prepare('UPDATE venmo_transactions SET like_count = ?, comment_count = 1 WHERE id = ?').run(fans.length, t.id);
  }

  ctx.insert('venmo_bank_transfers', { user_id: user.id, payment_card_id: cards[0] ?? null, amount: 500, direction: 'card_to_venmo', created_at: ago(now, 40) });
  ctx.insert('venmo_bank_transfers', { user_id: user.id, payment_card_id: cards[1] ?? null, amount: 250, direction: 'venmo_to_card', created_at: ago(now, 15) });

  // The user's notifications: recent money received and requests made to them.
  for (const t of transactions.filter((t) => t.receiver === user.id && t.days <= 40)) {
    const sender = people.find((p) => p.id === t.sender) ?? user;
    ctx.insert('venmo_notifications', {
      user_id: user.id, type: 'transaction_received', title: 'You received money',
      message: `${sender.first_name} ${sender.last_name} paid you $${t.amount.toFixed(2)} for ${t.description}.`,
      data: { transaction_id: t.id }, read: t.days > 7, created_at: ago(now, t.days),
    });
  }
  const requests = ctx.db.prepare("SELECT id, requester_id, amount, description, created_at FROM venmo_payment_requests WHERE payer_id = ? AND status = 'pending' ORDER BY id").all(user.id) as {
    id: number; requester_id: number; amount: number; description: string; created_at: string;
  }[];
  for (const r of requests) {
    const requester = people.find((p) => p.id === r.requester_id) ?? user;
    ctx.insert('venmo_notifications', {
      user_id: user.id, type: 'payment_request_received', title: 'New payment request',
      message: `${requester.first_name} ${requester.last_name} requests $${r.amount.toFixed(2)} for ${r.description}.`,
      data: { payment_request_id: r.id }, read: false, created_at: r.created_at,
    });
  }

  // Likes on comments (appended after the original rows, so their ids stay as they were).
  const comments = ctx.db.prepare('SELECT id, user_id, created_at FROM venmo_comments ORDER BY rowid').all() as { id: number; user_id: number; created_at: string }[];
  comments.forEach((c, index) => {
    if (index % 3 !== 0) return;
    const fans = rng.sample(people.filter((p) => p.id !== c.user_id), index % 2 === 0 ? 2 : 1);
    for (const fan of fans) ctx.insert('venmo_comment_likes', { comment_id: c.id, user_id: fan.id, created_at: c.created_at });
  });
  // Older history, appended after every original row.
  for (const [who, sent, amount, description, isPrivate, days] of OLDER_WITH_USER) {
    const other = at(who);
    const created = ago(now, days, rng.int(0, 600));
    ctx.insert('venmo_transactions', {
      sender_id: sent ? user.id : other.id, receiver_id: sent ? other.id : user.id, amount, description, private: isPrivate, payment_card_id: null,
      like_count: 0, comment_count: 0, created_at: created, updated_at: created,
    });
  }
  ctx.insert('venmo_bank_transfers', { user_id: user.id, payment_card_id: cards[0] ?? null, amount: 300, direction: 'card_to_venmo', created_at: ago(now, 170) });
  ctx.insert('venmo_bank_transfers', { user_id: user.id, payment_card_id: cards[0] ?? null, amount: 120, direction: 'venmo_to_card', created_at: ago(now, 95) });
}
