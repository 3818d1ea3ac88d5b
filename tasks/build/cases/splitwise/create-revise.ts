import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, revised, update, type ActionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { type Json, type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { splitwiseBillTasks } from './bills.ts';

/** An action as package data (appPackage does the same for the first version's actions). */
const actionData = (a: ActionDef): Obj => ({ ...a, inputs: a.inputs as unknown as Json });

/** Fixture people (admin.people ids are the debtor ids of splitwise.expense_shares). */
const MIRA = { email: 'mira.ito@proton.me', id: 5417655 };
const TOMAS = { email: 'tomas.rossi@yahoo.com', id: 2973209 };

/** Paper example: a camping gear rental shared equally; the revision sets who owes how much. */
function campingExpensesTask(): TaskInput {
  const pkg = appPackage({
    id: 'camping-expenses',
    title: 'Camping Trip Expenses',
    summary: 'Records what I paid for our camping trip on Splitwise, split equally with the friends I name.',
    intro: 'Say what you paid for, how much, and which friends share it (their emails). The cost is split equally, you included.',
    collections: [
      {
        name: 'expenses',
        fields: { id: 'number', description: 'string', total: 'number', split: 'string' },
        item: '{{item.description}} — ${{item.total}} (expense {{item.id}}), split: {{item.split}}',
        heading: 'Trip expenses',
        empty: 'No trip expenses yet.',
      },
    ],
    actions: [
      {
        id: 'record_trip_expense',
        label: 'Record expense',
        goal: 'Record the expense on Splitwise, paid by me and split equally with the friends, and keep it in the list.',
        services: ['splitwise'],
        inputs: [input('description', 'What it was for'), input('amount', 'Total paid', 'number'), input('friends', 'Friends sharing it (emails)', 'list')],
        plan: [
          call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: '{{inputs.friends}}' }, 'created'),
          append('expenses', { id: '{{created.expense_id}}', description: '{{inputs.description}}', total: '{{inputs.amount}}', split: 'split equally' }),
          message('Recorded "{{inputs.description}}" (${{inputs.amount}}) as expense {{created.expense_id}}, split equally.'),
        ],
      },
    ],
  });
  const revisedPkg = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push(actionData({
      id: 'adjust_split',
      label: 'Adjust split',
      goal: 'Change the total of a trip expense and set how much each of two friends owes, on the same Splitwise expense.',
      services: ['splitwise'],
      inputs: [
        input('expense_id', 'Expense id', 'number'),
        input('total', 'New total', 'number'),
        input('friend_one', 'First friend email'),
        input('owes_one', 'First friend owes', 'number'),
        input('friend_two', 'Second friend email'),
        input('owes_two', 'Second friend owes', 'number'),
      ],
      plan: [
        call('splitwise.update_expense', {
          expense_id: '{{inputs.expense_id}}',
          paid_amount: '{{inputs.total}}',
          debtor_emails: ['{{inputs.friend_one}}', '{{inputs.friend_two}}'],
          debt_amounts: ['{{inputs.owes_one}}', '{{inputs.owes_two}}'],
        }),
        update('expenses', '{{inputs.expense_id}}', { total: '{{inputs.total}}', split: '{{inputs.friend_one}} owes {{inputs.owes_one}}, {{inputs.friend_two}} owes {{inputs.owes_two}}' }),
        message('Expense {{inputs.expense_id}} now totals ${{inputs.total}}: {{inputs.friend_one}} owes {{inputs.owes_one}}, {{inputs.friend_two}} owes {{inputs.owes_two}}.'),
      ],
    }));
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(3, 0, { type: 'form', action: 'adjust_split' });
  });
  const description = 'Tent and gear rental';
  return recordTask({
    id: 'single.splitwise.camping-expenses',
    family: 'single',
    split: 'public',
    domains: ['splitwise'],
    seed: 601,
    example: 'camping expenses',
    intention: 'We are going camping. Give me an app to log what I pay for the trip on Splitwise and share it with my friends.',
    services: ['splitwise'],
    app: 'splitwise',
    table: 'expenses',
    capture: 'expenseId',
    pkg,
    openInputs: [['description', 'what'], ['amount', 'total']],
    openActions: ['record', 'expense'],
    heading: 'Camping Trip Expenses',
    create: {
      message: 'I paid $90 for the tent and gear rental, split it with Mira and Tomas.',
      values: { description, amount: 90, friends: `${MIRA.email}, ${TOMAS.email}` },
      hint: ['record', 'expense', 'add', 'log'],
      api: 'splitwise.record_expense',
      args: { description, paid_amount: 90, debtor_emails: [MIRA.email, TOMAS.email] },
      where: { description },
      fields: { description, paid_amount: 90, payer_id: 4973216, deleted: false },
      show: [description],
      allow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
      maxMutations: 5,
      extra: [
        A.changed('splitwise', 'expense_shares', 'inserted', { expense_id: '$expenseId' }, 2),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: MIRA.id }, { share_amount: 30 }),
      ],
    },
    revise: {
      requirement: 'Splits are not always equal: let me change an expense\'s total and say how much each friend owes. Mira added a sleeping bag, so the rental is $105 now and she owes $45 while Tomas owes $30.',
      revisedPkg,
      message: 'Mira rented an extra sleeping bag: the total is $105, Mira owes $45 and Tomas $30.',
      values: { expense_id: '$expenseId', total: 105, friend_one: MIRA.email, owes_one: 45, friend_two: TOMAS.email, owes_two: 30 },
      hint: ['adjust', 'split', 'change', 'update', 'edit', 'owes'],
      api: 'splitwise.update_expense',
      args: { expense_id: '$expenseId', paid_amount: 105, debt_amounts: [45, 30] },
      fields: { description, paid_amount: 105 },
      show: ['105', '45'],
      allow: [['splitwise', 'expenses', 'updated'], ['splitwise', 'expense_shares', 'updated']],
      // The expense row and Mira's share (Tomas's share stays at 30).
      maxMutations: 2,
      extra: [
        A.changed('splitwise', 'expense_shares', 'updated', { share_amount: 45 }),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: MIRA.id }, { share_amount: 45 }),
        A.record('splitwise', 'expense_shares', { expense_id: '$expenseId', debtor_id: TOMAS.id }, { share_amount: 30 }),
      ],
    },
    // What the user named and the new total, in whatever wording the app lists them.
    reopenShows: [description, '105'],
  });
}

/** create_group → update_group: a group for a shared weekend, renamed and described later. */
function groupSetupTask(): TaskInput {
  const pkg = appPackage({
    id: 'weekend-groups',
    title: 'Weekend Groups',
    summary: 'Sets up Splitwise groups for weekends away with the people I name, and lets me rename them.',
    intro: 'Name the group and list the members\' emails; you are added automatically.',
    collections: [
      {
        name: 'groups',
        fields: { id: 'number', name: 'string' },
        item: '{{item.name}} (group {{item.id}})',
        heading: 'Groups made here',
        empty: 'No groups yet.',
      },
    ],
    actions: [
      {
        id: 'create_group',
        label: 'Create group',
        goal: 'Create a Splitwise group with the members and keep it in the list.',
        services: ['splitwise'],
        inputs: [input('name', 'Group name'), input('members', 'Member emails', 'list')],
        plan: [
          call('splitwise.create_group', { name: '{{inputs.name}}', member_emails: '{{inputs.members}}' }, 'created'),
          append('groups', { id: '{{created.group_id}}', name: '{{inputs.name}}' }),
          message('Created the group "{{inputs.name}}" (group {{created.group_id}}).'),
        ],
      },
      {
        id: 'rename_group',
        label: 'Rename group',
        goal: 'Give a group made here a new name on Splitwise and in the list.',
        services: ['splitwise'],
        inputs: [input('group_id', 'Group id', 'number'), input('new_name', 'New name')],
        plan: [
          call('splitwise.update_group', { group_id: '{{inputs.group_id}}', name: '{{inputs.new_name}}' }),
          update('groups', '{{inputs.group_id}}', { name: '{{inputs.new_name}}' }),
          message('Group {{inputs.group_id}} is now "{{inputs.new_name}}".'),
        ],
      },
    ],
  });
  return recordTask({
    id: 'single.splitwise.lake-house-group',
    family: 'single',
    split: 'sealed',
    domains: ['splitwise'],
    seed: 603,
    intention: 'I want a quick way to set up a Splitwise group with my roommates whenever we go away for a weekend, and fix its name later.',
    services: ['splitwise'],
    app: 'splitwise',
    table: 'groups',
    capture: 'groupId',
    pkg,
    openInputs: [['name'], ['member']],
    openActions: ['create', 'group'],
    heading: 'Weekend Groups',
    create: {
      message: 'Make a group called Lake House Weekend with Sofia and Omar.',
      values: { name: 'Lake House Weekend', members: 'sofia.silva@proton.me, omar.patel@yahoo.com' },
      hint: ['create', 'new', 'make', 'start'],
      api: 'splitwise.create_group',
      args: { name: 'Lake House Weekend' },
      where: { name: 'Lake House Weekend' },
      fields: { name: 'Lake House Weekend', deleted: false },
      show: ['Lake House Weekend'],
      allow: [
        ['splitwise', 'groups', 'inserted'],
        ['splitwise', 'group_members', 'inserted'],
        ['gmail', 'threads', 'inserted'],
        ['gmail', 'emails', 'inserted'],
        ['gmail', 'user_threads', 'inserted'],
        ['gmail', 'attachments', 'inserted'],
      ],
      maxMutations: 9,
      extra: [A.changed('splitwise', 'group_members', 'inserted', { group_id: '$groupId' }, 3)],
    },
    revise: {
      message: 'We picked the cabin by the river instead: rename it to River Cabin Weekend.',
      values: { group_id: '$groupId', new_name: 'River Cabin Weekend' },
      hint: ['rename', 'edit', 'update', 'change'],
      api: 'splitwise.update_group',
      args: { group_id: '$groupId', name: 'River Cabin Weekend' },
      fields: { name: 'River Cabin Weekend', deleted: false },
      show: ['River Cabin Weekend'],
      allow: [['splitwise', 'groups', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['River Cabin Weekend'],
  });
}

export function tasks(): TaskInput[] {
  return [campingExpensesTask(), groupSetupTask(), ...splitwiseBillTasks()];
}
