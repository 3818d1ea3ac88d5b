/** Splitwise record tasks: an expense split with friends (the split or the sharers changed afterwards) and a group renamed. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, serviceActions, type ActionDef, type InputDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import type { Allow, Obj } from '../../kit/types.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';

export const splitwise = serviceActions('splitwise');

/** Fixture people (admin.people ids are the debtor ids of splitwise.expense_shares). */
const MIRA = { email: 'mira.ito@proton.me', id: 5417655 };
const TOMAS = { email: 'tomas.rossi@yahoo.com', id: 2973209 };
const NOAH = { email: 'noah.patel@proton.me', id: 1306547 };
const HANA = { email: 'hana.patel@gmail.com', id: 9084324 };

export const NEW_EXPENSE: Allow[] = [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']];
const GROUP_EMAIL: Allow[] = [['gmail', 'threads', 'inserted'], ['gmail', 'emails', 'inserted'], ['gmail', 'user_threads', 'inserted'], ['gmail', 'attachments', 'inserted']];
export const EXPENSE_OPEN = { table: 'expenses', capture: 'expenseId' };

/**
 * The edit form of an expense kept in the list: `changes` are the update's arguments besides the
 * id; unless `readBack` is false, the expense is read back as `after` for the message.
 */
export const expenseEdit = (a: { id: string; label: string; goal: string; more: InputDef[]; changes: Obj; readBack?: boolean; list: string; fields: Obj; said: string }): ActionDef =>
  editAction({
    id: a.id, label: a.label, goal: a.goal, service: 'splitwise', key: ['expense_id', 'Expense id'], more: a.more,
    call: ['splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', ...a.changes }],
    readBack: a.readBack === false ? undefined : ['splitwise.show_expense', { expense_id: '{{inputs.expense_id}}' }, 'after'], list: a.list, fields: a.fields, said: a.said,
  });

const camping = 'Tent and gear rental';
const grill = 'Grill set for Dad';

const cases: RecordCase[] = [
  {
    // Paper example: a camping gear rental shared equally; the revision sets who owes how much.
    id: 'single.splitwise.camping-expenses', split: 'public', seed: 601, example: 'camping expenses',
    intention: 'We are going camping. Give me an app to log what I pay for the trip on Splitwise and share it with my friends.',
    app: {
      id: 'camping-expenses', title: 'Camping Trip Expenses',
      summary: 'Records what I paid for our camping trip on Splitwise, split equally with the friends I name.',
      intro: 'Say what you paid for, how much, and which friends share it (their emails). The cost is split equally, you included.',
      list: {
        name: 'expenses', fields: { id: 'number', description: 'string', total: 'number', split: 'string' },
        item: '{{item.description}} — ${{item.total}} (expense {{item.id}}), split: {{item.split}}', heading: 'Trip expenses', empty: 'No trip expenses yet.',
      },
      actions: [
        splitwise({
          id: 'record_trip_expense', label: 'Record expense', goal: 'Record the expense on Splitwise, paid by me and split equally with the friends, and keep it in the list.',
          inputs: [input('description', 'What it was for'), input('amount', 'Total paid', 'number'), input('friends', 'Friends sharing it (emails)', 'list')],
          plan: [
            call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: '{{inputs.friends}}' }, 'created'),
            append('expenses', { id: '{{created.expense_id}}', description: '{{inputs.description}}', total: '{{inputs.amount}}', split: 'split equally' }),
            message('Recorded "{{inputs.description}}" (${{inputs.amount}}) as expense {{created.expense_id}}, split equally.'),
          ],
        }),
      ],
    },
    next: {
      add: expenseEdit({
        id: 'adjust_split', label: 'Adjust split', goal: 'Change the total of a trip expense and set how much each of two friends owes, on the same Splitwise expense.',
        more: [
          input('total', 'New total', 'number'), input('friend_one', 'First friend email'), input('owes_one', 'First friend owes', 'number'),
          input('friend_two', 'Second friend email'), input('owes_two', 'Second friend owes', 'number'),
        ],
        changes: { paid_amount: '{{inputs.total}}', debtor_emails: ['{{inputs.friend_one}}', '{{inputs.friend_two}}'], debt_amounts: ['{{inputs.owes_one}}', '{{inputs.owes_two}}'] },
        readBack: false, list: 'expenses', fields: { total: '{{inputs.total}}', split: '{{inputs.friend_one}} owes {{inputs.owes_one}}, {{inputs.friend_two}} owes {{inputs.owes_two}}' },
        said: 'Expense {{inputs.expense_id}} now totals ${{inputs.total}}: {{inputs.friend_one}} owes {{inputs.owes_one}}, {{inputs.friend_two}} owes {{inputs.owes_two}}.',
      }),
    },
    ...EXPENSE_OPEN, inputs: [['description', 'what'], ['amount', 'total']], actions: ['record', 'expense'],
    create: {
      message: 'I paid $90 for the tent and gear rental, split it with Mira and Tomas.', values: { description: camping, amount: 90, friends: `${MIRA.email}, ${TOMAS.email}` },
      hint: ['record', 'expense', 'add', 'log'],
      api: 'splitwise.record_expense', args: { description: camping, paid_amount: 90, debtor_emails: [MIRA.email, TOMAS.email] }, where: { description: camping },
      fields: { description: camping, paid_amount: 90, payer_id: 4973216, deleted: false }, show: [camping], allow: NEW_EXPENSE, maxMutations: 5,
      extra: [
        A.changed('splitwise', 'expense_shares', 'inserted', { expense_id: '$expenseId' }, 2),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: MIRA.id }, { share_amount: 30 }),
      ],
    },
    revise: {
      requirement: 'Splits are not always equal: let me change an expense\'s total and say how much each friend owes. Mira added a sleeping bag, so the rental is $105 now and she owes $45 while Tomas owes $30.',
      message: 'Mira rented an extra sleeping bag: the total is $105, Mira owes $45 and Tomas $30.',
      values: { expense_id: '$expenseId', total: 105, friend_one: MIRA.email, owes_one: 45, friend_two: TOMAS.email, owes_two: 30 },
      hint: ['adjust', 'split', 'change', 'update', 'edit', 'owes'],
      api: 'splitwise.update_expense', args: { expense_id: '$expenseId', paid_amount: 105, debt_amounts: [45, 30] }, fields: { description: camping, paid_amount: 105 },
      show: ['105', '45'], allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'updated']],
      // The expense row and Mira's share (Tomas's share stays at 30).
      maxMutations: 2,
      extra: [
        A.changed('splitwise', 'expense_shares', 'updated', { share_amount: 45 }),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: MIRA.id }, { share_amount: 45 }),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: TOMAS.id }, { share_amount: 30 }),
      ],
    },
    // What the user named and the new total, in whatever wording the app lists them.
    reopen: [camping, '105'],
  },
  {
    // create_group → update_group: a group for a shared weekend, renamed later.
    id: 'single.splitwise.lake-house-group', split: 'sealed', seed: 603,
    intention: 'I want a quick way to set up a Splitwise group with my roommates whenever we go away for a weekend, and fix its name later.',
    app: {
      id: 'weekend-groups', title: 'Weekend Groups',
      summary: 'Sets up Splitwise groups for weekends away with the people I name, and lets me rename them.',
      intro: 'Name the group and list the members\' emails; you are added automatically.',
      list: { name: 'groups', fields: { id: 'number', name: 'string' }, item: '{{item.name}} (group {{item.id}})', heading: 'Groups made here', empty: 'No groups yet.' },
      actions: [
        splitwise({
          id: 'create_group', label: 'Create group', goal: 'Create a Splitwise group with the members and keep it in the list.',
          inputs: [input('name', 'Group name'), input('members', 'Member emails', 'list')],
          plan: [
            call('splitwise.create_group', { name: '{{inputs.name}}', member_emails: '{{inputs.members}}' }, 'created'),
            append('groups', { id: '{{created.group_id}}', name: '{{inputs.name}}' }),
            message('Created the group "{{inputs.name}}" (group {{created.group_id}}).'),
          ],
        }),
        editAction({
          id: 'rename_group', label: 'Rename group', goal: 'Give a group made here a new name on Splitwise and in the list.', service: 'splitwise',
          key: ['group_id', 'Group id'], more: [input('new_name', 'New name')], call: ['splitwise.update_group', { group_id: '{{inputs.group_id}}', name: '{{inputs.new_name}}' }],
          list: 'groups', fields: { name: '{{inputs.new_name}}' }, said: 'Group {{inputs.group_id}} is now "{{inputs.new_name}}".',
        }),
      ],
    },
    table: 'groups', capture: 'groupId', inputs: [['name'], ['member']], actions: ['create', 'group'],
    create: {
      message: 'Make a group called Lake House Weekend with Sofia and Omar.', values: { name: 'Lake House Weekend', members: 'sofia.silva@proton.me, omar.patel@yahoo.com' },
      hint: ['create', 'new', 'make', 'start'],
      api: 'splitwise.create_group', args: { name: 'Lake House Weekend' }, where: { name: 'Lake House Weekend' }, fields: { name: 'Lake House Weekend', deleted: false },
      show: ['Lake House Weekend'],
      // Splitwise tells the new members by email.
      allow: [['splitwise', 'groups', 'inserted'], ['splitwise', 'group_members', 'inserted'], ...GROUP_EMAIL],
      maxMutations: 9,
      extra: [A.changed('splitwise', 'group_members', 'inserted', { group_id: '$groupId' }, 3)],
    },
    revise: {
      message: 'We picked the cabin by the river instead: rename it to River Cabin Weekend.', values: { group_id: '$groupId', new_name: 'River Cabin Weekend' },
      hint: ['rename', 'edit', 'update', 'change'],
      api: 'splitwise.update_group', args: { group_id: '$groupId', name: 'River Cabin Weekend' }, fields: { name: 'River Cabin Weekend', deleted: false },
      show: ['River Cabin Weekend'], allow: [['splitwise', 'groups', 'updated']], maxMutations: 1,
    },
    reopen: ['River Cabin Weekend'],
  },
  {
    // A gift split with a brother; the revision lowers the price and adds a sister.
    id: 'single.splitwise.gift-pool', split: 'public', seed: 605,
    intention: 'Make an app for family presents: I buy the gift, log it on Splitwise and split it with my brother and sister when they chip in, and it shows what each of them owes.',
    app: {
      id: 'gift-pool', title: 'Family Gift Pool',
      summary: 'Records presents I bought on Splitwise and splits them equally with the siblings who chip in.',
      intro: 'Say what the gift was, what it cost and who chips in (emails).',
      list: {
        name: 'gifts', fields: { id: 'number', gift: 'string', price: 'number', people: 'json' },
        item: '{{item.gift}} — ${{item.price}} with {{item.people}} (expense {{item.id}})', heading: 'Gifts', empty: 'No gifts yet.',
      },
      actions: [
        splitwise({
          id: 'record_gift', label: 'Record gift', goal: 'Record the gift as a Splitwise expense paid by me and split equally with the people chipping in.',
          inputs: [input('gift', 'Gift'), input('price', 'Price', 'number'), input('people', 'Who chips in (emails)', 'list')],
          plan: [
            call('splitwise.record_expense', { description: '{{inputs.gift}}', paid_amount: '{{inputs.price}}', debtor_emails: '{{inputs.people}}' }, 'created'),
            append('gifts', { id: '{{created.expense_id}}', gift: '{{inputs.gift}}', price: '{{inputs.price}}', people: '{{inputs.people}}' }),
            message('Recorded "{{inputs.gift}}" (${{inputs.price}}) as expense {{created.expense_id}}.'),
          ],
        }),
        expenseEdit({
          id: 'update_gift', label: 'Update gift', goal: 'Change the price and who chips in on a gift recorded here; Splitwise re-splits it equally.',
          more: [input('new_price', 'New price', 'number'), input('new_people', 'Who chips in now (emails)', 'list')],
          changes: { paid_amount: '{{inputs.new_price}}', debtor_emails: '{{inputs.new_people}}' },
          list: 'gifts', fields: { price: '{{inputs.new_price}}', people: '{{inputs.new_people}}' },
          said: 'Expense {{inputs.expense_id}} is now ${{after.paid_amount}}, {{after.shares.length}} people owe ${{after.shares.0.debt_amount}} each.',
        }),
      ],
    },
    ...EXPENSE_OPEN, inputs: [['gift'], ['price']], actions: ['record', 'gift'],
    create: {
      message: 'I bought the grill set for Dad for $180, Noah chips in.', values: { gift: grill, price: 180, people: NOAH.email }, hint: ['record', 'add', 'log'],
      api: 'splitwise.record_expense', args: { description: grill, paid_amount: 180, debtor_emails: [NOAH.email] }, where: { description: grill },
      fields: { description: grill, paid_amount: 180, group_id: null }, show: [grill], allow: NEW_EXPENSE, maxMutations: 3,
      extra: [A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: NOAH.id }, { share_amount: 90 })],
    },
    revise: {
      message: 'The grill was on sale, it came to $150, and Hana wants to chip in too.',
      values: { expense_id: '$expenseId', new_price: 150, new_people: `${NOAH.email}, ${HANA.email}` },
      hint: ['update', 'change', 'edit', 'price'],
      api: 'splitwise.update_expense', args: { expense_id: '$expenseId', paid_amount: 150, debtor_emails: [NOAH.email, HANA.email] },
      fields: { description: grill, paid_amount: 150 },
      show: ['150', '50'], allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'inserted', 'updated']], maxMutations: 3,
      extra: [
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: HANA.id }, { share_amount: 50 }),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: NOAH.id }, { share_amount: 50 }),
      ],
    },
    reopen: [grill, '150'],
  },
];

export const tasks = (): TaskInput[] => cases.map((c) => singleRecord('splitwise', c));