import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, revised, update, type ActionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { type Json, type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';

/** An action as package data (appPackage does the same for the first version's actions). */
const actionData = (a: ActionDef): Obj => ({ ...a, inputs: a.inputs as unknown as Json });

/** Fixture ids (admin.people / splitwise.groups) used to read share rows back. */
const ALEX = 4973216;
const PRIYA = 4639871;
const SOFIA = { email: 'sofia.silva@proton.me', id: 7084317 };
const OMAR = 'omar.patel@yahoo.com';
const NOAH = { email: 'noah.patel@proton.me', id: 1306547 };
const HANA = { email: 'hana.patel@gmail.com', id: 9084324 };

/** A group bill split equally among the group found by name; the revision raises the total. */
function groupBill(id: string, appTitle: string, group: string): Obj {
  return appPackage({
    id,
    title: appTitle,
    summary: `Records bills I paid for the Splitwise group "${group}", split equally among its members.`,
    intro: `Enter what the bill was and how much you paid; it is split equally in "${group}".`,
    collections: [
      {
        name: 'bills',
        fields: { id: 'number', description: 'string', total: 'number' },
        item: '{{item.description}} — ${{item.total}} (expense {{item.id}})',
        heading: 'Bills recorded here',
        empty: 'No bills yet.',
      },
    ],
    actions: [
      {
        id: 'record_bill',
        label: 'Record bill',
        goal: `Find the group "${group}" on Splitwise, record the bill there paid by me and split equally, and keep it in the list.`,
        services: ['splitwise'],
        inputs: [input('description', 'What the bill was'), input('amount', 'Amount paid', 'number')],
        plan: [
          call('splitwise.show_groups', { query: group, page_limit: 1 }, 'groups'),
          call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', group_id: '{{groups.0.group_id}}' }, 'created'),
          append('bills', { id: '{{created.expense_id}}', description: '{{inputs.description}}', total: '{{inputs.amount}}' }),
          message('Recorded "{{inputs.description}}" (${{inputs.amount}}) in {{groups.0.name}} as expense {{created.expense_id}}.'),
        ],
      },
      {
        id: 'change_total',
        label: 'Change total',
        goal: 'Set a new total on a bill recorded here; Splitwise splits it equally again.',
        services: ['splitwise'],
        inputs: [input('expense_id', 'Expense id', 'number'), input('new_total', 'New total', 'number')],
        plan: [
          call('splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', paid_amount: '{{inputs.new_total}}' }),
          call('splitwise.show_expense', { expense_id: '{{inputs.expense_id}}' }, 'after'),
          update('bills', '{{inputs.expense_id}}', { total: '{{inputs.new_total}}' }),
          message('Expense {{inputs.expense_id}} now totals ${{after.paid_amount}}; each person owes ${{after.shares.0.debt_amount}}.'),
        ],
      },
    ],
  });
}

function teamLunchTask(): TaskInput {
  const description = 'Friday lunch at Thai Basil';
  return recordTask({
    id: 'single.splitwise.team-lunch-bill',
    family: 'single',
    split: 'sealed',
    domains: ['splitwise'],
    seed: 602,
    intention: 'I often pay for the Friday team lunch. Make an app that puts the bill into our "Team Lunch Crew" group on Splitwise, split evenly, and lets me fix the total and see what each of us owes.',
    services: ['splitwise'],
    app: 'splitwise',
    table: 'expenses',
    capture: 'expenseId',
    pkg: groupBill('team-lunch-tab', 'Team Lunch Tab', 'Team Lunch Crew'),
    openInputs: [['description', 'bill'], ['amount']],
    openActions: ['record', 'bill'],
    heading: 'Team Lunch Tab',
    create: {
      message: 'I paid $125 for Friday lunch at Thai Basil.',
      values: { description, amount: 125 },
      hint: ['record', 'add', 'log'],
      api: 'splitwise.record_expense',
      args: { description, paid_amount: 125, group_id: 7662492 },
      where: { description },
      fields: { description, paid_amount: 125, group_id: 7662492 },
      show: [description, 'Team Lunch Crew'],
      allow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
      maxMutations: 9,
      extra: [A.changed('splitwise', 'expense_shares', 'inserted', { expense_id: '$expenseId' }, 4)],
    },
    revise: {
      message: 'I forgot the tip, the lunch came to $150 in total.',
      values: { expense_id: '$expenseId', new_total: 150 },
      hint: ['change', 'total', 'fix', 'update', 'edit'],
      api: 'splitwise.update_expense',
      args: { expense_id: '$expenseId', paid_amount: 150 },
      fields: { description, paid_amount: 150 },
      show: ['150', '30'],
      allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'updated']],
      maxMutations: 5,
      extra: [A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: PRIYA }, { share_amount: 30 })],
    },
    reopenShows: [description, '150'],
  });
}

/** A roommate bill; the changed requirement records that someone else actually paid it. */
function utilitiesTask(): TaskInput {
  const pkg = groupBill('apartment-bills', 'Apartment Bills', 'Apartment 4B');
  const revisedPkg = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push(actionData({
      id: 'change_payer',
      label: 'Change who paid',
      goal: 'Record that a roommate paid a bill; the others (me included) share it equally.',
      services: ['splitwise'],
      inputs: [input('expense_id', 'Expense id', 'number'), input('payer_email', 'Who paid (email)'), input('sharers', 'Who shares it (emails)', 'list')],
      plan: [
        call('splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', payer_email: '{{inputs.payer_email}}', debtor_emails: '{{inputs.sharers}}' }),
        call('splitwise.show_expense', { expense_id: '{{inputs.expense_id}}' }, 'after'),
        update('bills', '{{inputs.expense_id}}', { total: '{{after.paid_amount}}' }),
        message('Expense {{inputs.expense_id}} is now paid by {{after.payer.name}}.'),
      ],
    }));
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(4, 0, { type: 'form', action: 'change_payer' });
  });
  const description = 'May electricity bill';
  return recordTask({
    id: 'single.splitwise.roommate-utilities',
    family: 'single',
    split: 'dev',
    domains: ['splitwise'],
    seed: 604,
    intention: 'An app for our apartment bills: whoever pays, it goes into the Apartment 4B group on Splitwise split three ways.',
    services: ['splitwise'],
    app: 'splitwise',
    table: 'expenses',
    capture: 'expenseId',
    pkg,
    openInputs: [['description', 'bill'], ['amount']],
    openActions: ['record', 'bill'],
    heading: 'Apartment Bills',
    create: {
      message: 'Add the May electricity bill, $96.',
      values: { description, amount: 96 },
      hint: ['record', 'add', 'log'],
      api: 'splitwise.record_expense',
      args: { description, paid_amount: 96, group_id: 1106938 },
      where: { description },
      fields: { description, paid_amount: 96, payer_id: ALEX, group_id: 1106938 },
      show: [description],
      allow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
      maxMutations: 5,
    },
    revise: {
      requirement: 'Sometimes a roommate pays a bill instead of me: let me change who paid and who shares it. Sofia actually paid the May electricity bill, shared by me and Omar.',
      revisedPkg,
      message: 'Sofia paid the electricity bill, not me; Omar and I share it.',
      values: { expense_id: '$expenseId', payer_email: SOFIA.email, sharers: `alex.patel@outlook.com, ${OMAR}` },
      hint: ['change', 'paid', 'payer', 'who'],
      api: 'splitwise.update_expense',
      args: { expense_id: '$expenseId', payer_email: SOFIA.email },
      fields: { description, paid_amount: 96, payer_id: SOFIA.id },
      show: ['Sofia Silva'],
      allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'inserted', 'updated', 'deleted']],
      // The expense row, Sofia's share removed (she paid) and mine added: 3 rows.
      maxMutations: 3,
      extra: [
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: ALEX }, { share_amount: 32 }),
        A.changed('splitwise', 'expense_shares', 'deleted', { debtor_id: SOFIA.id }),
      ],
    },
    reopenShows: [description],
  });
}

/** A gift split with a brother; the revision lowers the price and adds a sister. */
function giftPoolTask(): TaskInput {
  const pkg = appPackage({
    id: 'gift-pool',
    title: 'Family Gift Pool',
    summary: 'Records presents I bought on Splitwise and splits them equally with the siblings who chip in.',
    intro: 'Say what the gift was, what it cost and who chips in (emails).',
    collections: [
      {
        name: 'gifts',
        fields: { id: 'number', gift: 'string', price: 'number', people: 'json' },
        item: '{{item.gift}} — ${{item.price}} with {{item.people}} (expense {{item.id}})',
        heading: 'Gifts',
        empty: 'No gifts yet.',
      },
    ],
    actions: [
      {
        id: 'record_gift',
        label: 'Record gift',
        goal: 'Record the gift as a Splitwise expense paid by me and split equally with the people chipping in.',
        services: ['splitwise'],
        inputs: [input('gift', 'Gift'), input('price', 'Price', 'number'), input('people', 'Who chips in (emails)', 'list')],
        plan: [
          call('splitwise.record_expense', { description: '{{inputs.gift}}', paid_amount: '{{inputs.price}}', debtor_emails: '{{inputs.people}}' }, 'created'),
          append('gifts', { id: '{{created.expense_id}}', gift: '{{inputs.gift}}', price: '{{inputs.price}}', people: '{{inputs.people}}' }),
          message('Recorded "{{inputs.gift}}" (${{inputs.price}}) as expense {{created.expense_id}}.'),
        ],
      },
      {
        id: 'update_gift',
        label: 'Update gift',
        goal: 'Change the price and who chips in on a gift recorded here; Splitwise re-splits it equally.',
        services: ['splitwise'],
        inputs: [input('expense_id', 'Expense id', 'number'), input('new_price', 'New price', 'number'), input('new_people', 'Who chips in now (emails)', 'list')],
        plan: [
          call('splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', paid_amount: '{{inputs.new_price}}', debtor_emails: '{{inputs.new_people}}' }),
          call('splitwise.show_expense', { expense_id: '{{inputs.expense_id}}' }, 'after'),
          update('gifts', '{{inputs.expense_id}}', { price: '{{inputs.new_price}}', people: '{{inputs.new_people}}' }),
          message('Expense {{inputs.expense_id}} is now ${{after.paid_amount}}, {{after.shares.length}} people owe ${{after.shares.0.debt_amount}} each.'),
        ],
      },
    ],
  });
  const gift = 'Grill set for Dad';
  return recordTask({
    id: 'single.splitwise.gift-pool',
    family: 'single',
    split: 'public',
    domains: ['splitwise'],
    seed: 605,
    intention: 'Make an app for family presents: I buy the gift, log it on Splitwise and split it with my brother and sister when they chip in, and it shows what each of them owes.',
    services: ['splitwise'],
    app: 'splitwise',
    table: 'expenses',
    capture: 'expenseId',
    pkg,
    openInputs: [['gift'], ['price']],
    openActions: ['record', 'gift'],
    heading: 'Family Gift Pool',
    create: {
      message: 'I bought the grill set for Dad for $180, Noah chips in.',
      values: { gift, price: 180, people: NOAH.email },
      hint: ['record', 'add', 'log'],
      api: 'splitwise.record_expense',
      args: { description: gift, paid_amount: 180, debtor_emails: [NOAH.email] },
      where: { description: gift },
      fields: { description: gift, paid_amount: 180, group_id: null },
      show: [gift],
      allow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
      maxMutations: 3,
      extra: [A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: NOAH.id }, { share_amount: 90 })],
    },
    revise: {
      message: 'The grill was on sale, it came to $150, and Hana wants to chip in too.',
      values: { expense_id: '$expenseId', new_price: 150, new_people: `${NOAH.email}, ${HANA.email}` },
      hint: ['update', 'change', 'edit', 'price'],
      api: 'splitwise.update_expense',
      args: { expense_id: '$expenseId', paid_amount: 150, debtor_emails: [NOAH.email, HANA.email] },
      fields: { description: gift, paid_amount: 150 },
      show: ['150', '50'],
      allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'inserted', 'updated']],
      maxMutations: 3,
      extra: [
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: HANA.id }, { share_amount: 50 }),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: NOAH.id }, { share_amount: 50 }),
      ],
    },
    reopenShows: [gift, '150'],
  });
}

export function splitwiseBillTasks(): TaskInput[] {
  return [teamLunchTask(), utilitiesTask(), giftPoolTask()];
}
