import type { Person, SeedContext } from '../../types.ts';

const ago = (now: string, days: number, minutes = 0): string =>
  new Date(Date.parse(`${now}Z`) - (days * 1440 + minutes) * 60_000).toISOString().slice(0, 19);

// Person indices follow admin.seedPeople: 0 the user, 1-4 family, 5-12 friends, 13-14 roommates, 15-22 coworkers.
const GROUPS = [
  { key: 'apartment', name: 'Apartment 4B', description: 'Rent, utilities and shared groceries', members: [0, 13, 14], creator: 13, days: 300, deleted: false },
  { key: 'tahoe', name: 'Tahoe Ski Trip 2023', description: 'Cabin, lift tickets and food for the February trip', members: [0, 7, 8, 9, 10], creator: 0, days: 110, deleted: false },
  { key: 'lunch', name: 'Team Lunch Crew', description: 'Friday lunches with the platform team', members: [0, 15, 16, 17, 18], creator: 16, days: 200, deleted: false },
  { key: 'family', name: 'Family Gifts', description: 'Splitting presents for Mom and Dad', members: [0, 3, 4], creator: 0, days: 150, deleted: false },
  { key: 'bookclub', name: 'Book Club 2022', description: 'Wine and snacks for book nights', members: [0, 11, 12], creator: 0, days: 400, deleted: true },
] as const;

type GroupKey = (typeof GROUPS)[number]['key'];

// [group or null, payer index, debtor indices, paid amount, description, days ago, custom debts?, deleted?]
const EXPENSES: [GroupKey | null, number, number[], number, string, number, number[]?, boolean?][] = [
  ['apartment', 13, [0, 14], 142.35, 'PG&E electricity - April', 20],
  ['apartment', 0, [13, 14], 89.97, 'Costco: paper towels, detergent, coffee', 12],
  ['apartment', 14, [0, 13], 70, 'Comcast internet - May', 6],
  ['apartment', 0, [13, 14], 54.6, 'New shower curtain and bath mats', 33, undefined, true],
  ['tahoe', 0, [7, 8, 9, 10], 1240, 'Cabin rental, 3 nights', 95],
  ['tahoe', 8, [0, 7, 9, 10], 186.5, 'Gas and chains for the drive', 93],
  ['tahoe', 9, [0, 7, 8, 10], 415, 'Lift tickets (5 people)', 92, [83, 83, 83, 83]],
  ['tahoe', 0, [7, 8, 9, 10], 233.8, 'Groceries at Safeway Truckee', 92],
  ['tahoe', 10, [0, 8], 96, 'Fondue dinner (the three of us)', 91],
  ['lunch', 16, [0, 15, 17, 18], 87.5, 'Pizza from Tony\'s', 14],
  ['lunch', 0, [15, 16, 17, 18], 112.4, 'Sushi platter for the launch', 8],
  ['lunch', 17, [0, 16], 42, 'Birthday cake for Ava', 3, [14, 14]],
  ['family', 0, [3, 4], 180, 'Mom\'s birthday: spa gift card', 40],
  ['family', 3, [0, 4], 96, 'Father\'s Day grill tools', 2, [32, 32]],
  ['bookclub', 0, [11, 12], 64.5, 'Wine for the Dune discussion', 380],
  [null, 5, [0], 58, 'Dinner at Lola (your half)', 10, [29]],
  [null, 0, [6], 120, 'Concert tickets - Khruangbin', 26, [60]],
  [null, 12, [0], 35, 'Uber back from the airport', 17],
];

// [payer index, receiver index, amount, group or null, days ago]
const PAYMENTS: [number, number, number, GroupKey | null, number][] = [
  [7, 0, 200, 'tahoe', 80],
  [0, 8, 37.3, 'tahoe', 79],
  [15, 0, 20, 'lunch', 5],
  [0, 6, 15, null, 20],
];

// Added for breadth, after every row above so their ids stay: older history, comments and
// recurring expenses. Same shape as EXPENSES.
const MORE_EXPENSES: [GroupKey | null, number, number[], number, string, number, number[]?][] = [
  ['apartment', 13, [0, 14], 3150, 'Rent - February', 105],
  ['apartment', 14, [0, 13], 3150, 'Rent - March', 77],
  ['apartment', 13, [0, 14], 128.4, 'PG&E electricity - March', 50],
  ['apartment', 14, [0, 13], 45.75, 'Trader Joe\'s run for the housewarming', 160],
  ['lunch', 18, [0, 15, 16, 17], 96.25, 'Thai food for the on-call handover', 45],
  ['lunch', 0, [15, 16, 18], 64, 'Tacos at El Camion', 130],
  ['tahoe', 7, [0, 8, 9, 10], 150, 'Snowshoe rentals', 92],
  ['family', 4, [0, 3], 75, 'Flowers for Grandma', 120],
  [null, 0, [5], 42, 'Movie night: tickets and popcorn', 64, [21]],
  [null, 11, [0], 27.5, 'Farmers market pies', 170],
];

// [index into MORE_EXPENSES or EXPENSES by description, author index, text, days ago]
const COMMENTS: [string, number, string, number][] = [
  ['Rent - March', 13, 'Sent my part through Venmo, will record it here too.', 75],
  ['Cabin rental, 3 nights', 8, 'Best cabin yet, booking again next year?', 90],
  ['Cabin rental, 3 nights', 0, 'Yes! Same weekend if it is free.', 89],
  ['PG&E electricity - April', 14, 'Higher than usual because of the space heater.', 19],
  ['Pizza from Tony\'s', 0, 'Next round is on me.', 13],
];

// [group, description, amount, debtor indices, every, next date in days from today (negative = due)]
const RECURRING: [GroupKey | null, string, number, number[], 'week' | 'month' | 'year', number][] = [
  ['apartment', 'Water and trash', 96, [13, 14], 'month', 14],
  ['apartment', 'Comcast internet', 70, [13, 14], 'month', -3],
  [null, 'Spotify Family plan', 16.99, [1, 2], 'month', 9],
];

const dayFrom = (now: string, days: number): string => new Date(Date.parse(`${now.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Groups with members, expenses (with shares and debtor notifications) and payments. */
export function seedSplitwise(ctx: SeedContext): void {
  const { people, now, rng } = ctx;
  const at = (i: number): Person => people[i] ?? ctx.user;
  const groupIds = new Map<string, number>();
  for (const g of GROUPS) {
    const created = ago(now, g.days);
    const id = ctx.insert('splitwise_groups', {
      name: g.name, description: g.description, creator_id: at(g.creator).id, invitation_code: ctx.code(8), deleted: g.deleted, created_at: created, updated_at: g.deleted ? ago(now, 300) : created,
    });
    groupIds.set(g.key, id);
    g.members.forEach((m, index) => ctx.insert('splitwise_group_members', { group_id: id, user_id: at(m).id, joined_at: ago(now, g.days, -index * 5) }));
  }
  for (const [key, payer, debtors, paid, description, days, custom, deleted] of EXPENSES) {
    const created = ago(now, days, rng.int(0, 600));
    const creator = debtors.includes(0) ? at(payer) : ctx.user;
    const id = ctx.insert('splitwise_expenses', {
      creator_id: creator.id, group_id: key === null ? null : (groupIds.get(key) ?? null), payer_id: at(payer).id, description, paid_amount: paid,
      deleted: deleted ?? false, created_at: created, updated_at: created,
    });
    const even = Math.floor((paid * 100) / (debtors.length + 1)) / 100;
    debtors.forEach((d, index) => {
      const debt = custom?.[index] ?? even;
      ctx.insert('splitwise_expense_shares', { expense_id: id, debtor_id: at(d).id, share_amount: debt });
      ctx.insert('splitwise_notifications', {
        user_id: at(d).id, type: 'expense_added', message: `${creator.first_name} ${creator.last_name} added "${description}" ($${paid.toFixed(2)}). You owe ${at(payer).first_name} $${debt.toFixed(2)}.`,
        data: { expense_id: id }, read: days > 7, created_at: created,
      });
    });
  }
  for (const [payer, receiver, amount, key, days] of PAYMENTS) {
    const id = ctx.insert('splitwise_payments', {
      payer_id: at(payer).id, receiver_id: at(receiver).id, amount, group_id: key === null ? null : (groupIds.get(key) ?? null), description: '', deleted: false, created_at: ago(now, days),
    });
    ctx.insert('splitwise_notifications', {
      user_id: at(receiver).id, type: 'payment_received', message: `${at(payer).first_name} ${at(payer).last_name} paid you $${amount.toFixed(2)}.`,
      data: { payment_id: id }, read: days > 7, created_at: ago(now, days),
    });
  }
  const expenseIds = new Map<string, number>();
  for (const row of ctx.db.prepare('SELECT id, description FROM splitwise_expenses').all() as { id: number; description: string }[]) expenseIds.set(row.description, row.id);
  for (const [key, payer, debtors, paid, description, days, custom] of MORE_EXPENSES) {
    const created = ago(now, days, rng.int(0, 600));
    const creator = debtors.includes(0) ? at(payer) : ctx.user;
    const id = ctx.insert('splitwise_expenses', {
      creator_id: creator.id, group_id: key === null ? null : (groupIds.get(key) ?? null), payer_id: at(payer).id, description, paid_amount: paid,
      deleted: false, created_at: created, updated_at: created,
    });
    expenseIds.set(description, id);
    const even = Math.floor((paid * 100) / (debtors.length + 1)) / 100;
    debtors.forEach((d, index) => {
      const debt = custom?.[index] ?? even;
      ctx.insert('splitwise_expense_shares', { expense_id: id, debtor_id: at(d).id, share_amount: debt });
      ctx.insert('splitwise_notifications', {
        user_id: at(d).id, type: 'expense_added', message: `${creator.first_name} ${creator.last_name} added "${description}" ($${paid.toFixed(2)}). You owe ${at(payer).first_name} $${debt.toFixed(2)}.`,
        data: { expense_id: id }, read: true, created_at: created,
      });
    });
  }
  for (const [description, author, content, days] of COMMENTS) {
    const expense = expenseIds.get(description);
    if (expense === undefined) continue;
    const at2 = ago(now, days, rng.int(0, 600));
    ctx.insert('splitwise_comments', { expense_id: expense, author_id: at(author).id, content, created_at: at2, updated_at: at2 });
  }
  for (const [key, description, amount, debtors, every, next] of RECURRING) {
    ctx.insert('splitwise_recurring_expenses', {
      creator_id: ctx.user.id, group_id: key === null ? null : (groupIds.get(key) ?? null), description, paid_amount: amount,
      debtor_ids: debtors.map((d) => at(d).id), every, next_date: dayFrom(now, next), times_recorded: rng.int(2, 8), created_at: ago(now, 200),
    });
  }
}
