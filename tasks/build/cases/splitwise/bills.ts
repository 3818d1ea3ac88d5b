/** Splitwise group bills: a bill split equally in a group found by name, then a new total or a new payer. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, type ListAppDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { EXPENSE_OPEN, expenseEdit, NEW_EXPENSE, splitwise } from './create-revise.ts';

/** Fixture people (admin.people ids are the debtor ids of splitwise.expense_shares). */
const ALEX = 4973216;
const PRIYA = 4639871;
const SOFIA = { email: 'sofia.silva@proton.me', id: 7084317 };
const OMAR = 'omar.patel@yahoo.com';

/** A group bill split equally among the group found by name; the edit sets a new total. */
const groupBill = (id: string, title: string, group: string): ListAppDef => ({
  id, title,
  summary: `Records bills I paid for the Splitwise group "${group}", split equally among its members.`,
  intro: `Enter what the bill was and how much you paid; it is split equally in "${group}".`,
  list: {
    name: 'bills', fields: { id: 'number', description: 'string', total: 'number' }, item: '{{item.description}} — ${{item.total}} (expense {{item.id}})',
    heading: 'Bills recorded here', empty: 'No bills yet.',
  },
  actions: [
    splitwise({
      id: 'record_bill', label: 'Record bill', goal: `Find the group "${group}" on Splitwise, record the bill there paid by me and split equally, and keep it in the list.`,
      inputs: [input('description', 'What the bill was'), input('amount', 'Amount paid', 'number')],
      plan: [
        call('splitwise.show_groups', { query: group, page_limit: 1 }, 'groups'),
        call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', group_id: '{{groups.0.group_id}}' }, 'created'),
        append('bills', { id: '{{created.expense_id}}', description: '{{inputs.description}}', total: '{{inputs.amount}}' }),
        message('Recorded "{{inputs.description}}" (${{inputs.amount}}) in {{groups.0.name}} as expense {{created.expense_id}}.'),
      ],
    }),
    expenseEdit({
      id: 'change_total', label: 'Change total', goal: 'Set a new total on a bill recorded here; Splitwise splits it equally again.', more: [input('new_total', 'New total', 'number')],
      changes: { paid_amount: '{{inputs.new_total}}' }, list: 'bills', fields: { total: '{{inputs.new_total}}' },
      said: 'Expense {{inputs.expense_id}} now totals ${{after.paid_amount}}; each person owes ${{after.shares.0.debt_amount}}.',
    }),
  ],
});

const lunch = 'Friday lunch at Thai Basil';
const electricity = 'May electricity bill';

const cases: RecordCase[] = [
  {
    id: 'single.splitwise.team-lunch-bill', split: 'sealed', seed: 602,
    intention: 'I often pay for the Friday team lunch. Make an app that puts the bill into our "Team Lunch Crew" group on Splitwise, split evenly, and lets me fix the total and see what each of us owes.',
    app: groupBill('team-lunch-tab', 'Team Lunch Tab', 'Team Lunch Crew'),
    ...EXPENSE_OPEN, inputs: [['description', 'bill'], ['amount']], actions: ['record', 'bill'],
    create: {
      message: 'I paid $125 for Friday lunch at Thai Basil.', values: { description: lunch, amount: 125 }, hint: ['record', 'add', 'log'],
      api: 'splitwise.record_expense', args: { description: lunch, paid_amount: 125, group_id: 7662492 }, where: { description: lunch },
      fields: { description: lunch, paid_amount: 125, group_id: 7662492 }, show: [lunch, 'Team Lunch Crew'], allow: NEW_EXPENSE, maxMutations: 9,
      extra: [A.changed('splitwise', 'expense_shares', 'inserted', { expense_id: '$expenseId' }, 4)],
    },
    revise: {
      message: 'I forgot the tip, the lunch came to $150 in total.', values: { expense_id: '$expenseId', new_total: 150 }, hint: ['change', 'total', 'fix', 'update', 'edit'],
      api: 'splitwise.update_expense', args: { expense_id: '$expenseId', paid_amount: 150 }, fields: { description: lunch, paid_amount: 150 },
      show: ['150', '30'], allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'updated']], maxMutations: 5,
      extra: [A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: PRIYA }, { share_amount: 30 })],
    },
    reopen: [lunch, '150'],
  },
  {
    // A roommate bill; the changed requirement records that someone else actually paid it.
    id: 'single.splitwise.roommate-utilities', split: 'dev', seed: 604,
    intention: 'An app for our apartment bills: whoever pays, it goes into the Apartment 4B group on Splitwise split three ways.',
    app: groupBill('apartment-bills', 'Apartment Bills', 'Apartment 4B'),
    next: {
      add: expenseEdit({
        id: 'change_payer', label: 'Change who paid', goal: 'Record that a roommate paid a bill; the others (me included) share it equally.',
        more: [input('payer_email', 'Who paid (email)'), input('sharers', 'Who shares it (emails)', 'list')],
        changes: { payer_email: '{{inputs.payer_email}}', debtor_emails: '{{inputs.sharers}}' }, list: 'bills', fields: { total: '{{after.paid_amount}}' },
        said: 'Expense {{inputs.expense_id}} is now paid by {{after.payer.name}}.',
      }),
    },
    ...EXPENSE_OPEN, inputs: [['description', 'bill'], ['amount']], actions: ['record', 'bill'],
    create: {
      message: 'Add the May electricity bill, $96.', values: { description: electricity, amount: 96 }, hint: ['record', 'add', 'log'],
      api: 'splitwise.record_expense', args: { description: electricity, paid_amount: 96, group_id: 1106938 }, where: { description: electricity },
      fields: { description: electricity, paid_amount: 96, payer_id: ALEX, group_id: 1106938 }, show: [electricity], allow: NEW_EXPENSE, maxMutations: 5,
    },
    revise: {
      requirement: 'Sometimes a roommate pays a bill instead of me: let me change who paid and who shares it. Sofia actually paid the May electricity bill, shared by me and Omar.',
      message: 'Sofia paid the electricity bill, not me; Omar and I share it.',
      values: { expense_id: '$expenseId', payer_email: SOFIA.email, sharers: `alex.patel@outlook.com, ${OMAR}` }, hint: ['change', 'paid', 'payer', 'who'],
      api: 'splitwise.update_expense', args: { expense_id: '$expenseId', payer_email: SOFIA.email }, fields: { description: electricity, paid_amount: 96, payer_id: SOFIA.id },
      show: ['Sofia Silva'], allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'inserted', 'updated', 'deleted']],
      // The expense row, Sofia's share removed (she paid) and mine added: 3 rows.
      maxMutations: 3,
      extra: [
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: ALEX }, { share_amount: 32 }),
        A.changed('splitwise', 'expense_shares', 'deleted', { debtor_id: SOFIA.id }),
      ],
    },
    reopen: [electricity],
  },
];

export const tasks = (): TaskInput[] => cases.map((c) => singleRecord('splitwise', c));
