/** Splitwise record tasks: an expense split with friends (the split or the sharers changed afterwards) and a group renamed. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, type ListAppDef } from '../../kit/package.ts';
import { caseRows } from '../../kit/rows.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { singleRecord } from '../../shapes/create-revise.ts';
import { recordCase, recordRow } from '../../shapes/record-rows.ts';
import { expenseEdit, recordExpense, splitwise } from './actions.ts';

/** What a row says about its app: its id and words. */
type AppWords = { appId: string; title: string; summary: string; intro: string };
const words = ({ appId: id, title, summary, intro }: AppWords) => ({ id, title, summary, intro });

/** Trip expenses, paid by me and split equally with the friends named. */
const tripApp = (c: AppWords): ListAppDef => ({
  ...words(c),
  list: {
    name: 'expenses', fields: { id: 'number', description: 'string', total: 'number', split: 'string' },
    item: '{{item.description}} — ${{item.total}} (expense {{item.id}}), split: {{item.split}}', heading: 'Trip expenses', empty: 'No trip expenses yet.',
  },
  actions: [
    recordExpense({
      id: 'record_trip_expense', label: 'Record expense', goal: 'Record the expense on Splitwise, paid by me and split equally with the friends, and keep it in the list.',
      inputs: [input('description', 'What it was for'), input('amount', 'Total paid', 'number'), input('friends', 'Friends sharing it (emails)', 'list')],
      list: 'expenses', item: { description: '{{inputs.description}}', total: '{{inputs.amount}}', split: 'split equally' },
      said: 'Recorded "{{inputs.description}}" (${{inputs.amount}}) as expense {{created.expense_id}}, split equally.',
    }),
  ],
});

/** Splitwise groups made with the members named, renamed later. */
const groupsApp = (c: AppWords): ListAppDef => ({
  ...words(c),
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
});

/** Presents I bought, split equally with the siblings who chip in; the price and who chips in can change. */
const giftsApp = (c: AppWords): ListAppDef => ({
  ...words(c),
  list: {
    name: 'gifts', fields: { id: 'number', gift: 'string', price: 'number', people: 'json' },
    item: '{{item.gift}} — ${{item.price}} with {{item.people}} (expense {{item.id}})', heading: 'Gifts', empty: 'No gifts yet.',
  },
  actions: [
    recordExpense({
      id: 'record_gift', label: 'Record gift', goal: 'Record the gift as a Splitwise expense paid by me and split equally with the people chipping in.',
      inputs: [input('gift', 'Gift'), input('price', 'Price', 'number'), input('people', 'Who chips in (emails)', 'list')],
      list: 'gifts', item: { gift: '{{inputs.gift}}', price: '{{inputs.price}}', people: '{{inputs.people}}' }, said: 'Recorded "{{inputs.gift}}" (${{inputs.price}}) as expense {{created.expense_id}}.',
    }),
    expenseEdit({
      id: 'update_gift', label: 'Update gift', goal: 'Change the price and who chips in on a gift recorded here; Splitwise re-splits it equally.',
      more: [input('new_price', 'New price', 'number'), input('new_people', 'Who chips in now (emails)', 'list')],
      changes: { paid_amount: '{{inputs.new_price}}', debtor_emails: '{{inputs.new_people}}' },
      list: 'gifts', fields: { price: '{{inputs.new_price}}', people: '{{inputs.new_people}}' },
      said: 'Expense {{inputs.expense_id}} is now ${{after.paid_amount}}, {{after.shares.length}} people owe ${{after.shares.0.debt_amount}} each.',
    }),
  ],
});

/** The trip's changed requirement: splits are not always equal, so a new total and what each of two friends owes. */
const adjustSplit = expenseEdit({
  id: 'adjust_split', label: 'Adjust split', goal: 'Change the total of a trip expense and set how much each of two friends owes, on the same Splitwise expense.',
  more: [
    input('total', 'New total', 'number'), input('friend_one', 'First friend email'), input('owes_one', 'First friend owes', 'number'),
    input('friend_two', 'Second friend email'), input('owes_two', 'Second friend owes', 'number'),
  ],
  changes: { paid_amount: '{{inputs.total}}', debtor_emails: ['{{inputs.friend_one}}', '{{inputs.friend_two}}'], debt_amounts: ['{{inputs.owes_one}}', '{{inputs.owes_two}}'] },
  readBack: false, list: 'expenses', fields: { total: '{{inputs.total}}', split: '{{inputs.friend_one}} owes {{inputs.owes_one}}, {{inputs.friend_two}} owes {{inputs.owes_two}}' },
  said: 'Expense {{inputs.expense_id}} now totals ${{inputs.total}}: {{inputs.friend_one}} owes {{inputs.owes_one}}, {{inputs.friend_two}} owes {{inputs.owes_two}}.',
});

const apps = { trip: tripApp, groups: groupsApp, gifts: giftsApp };

/** An expense or group task: the app it builds, in the row's words (and, for the trip, the split adjusted as the changed requirement). */
const RecordRow = z.object({
  ...recordRow, summary: z.string().min(1), intro: z.string().min(1), app: z.enum(['trip', 'groups', 'gifts']), next: z.literal('split').optional(),
});

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { record: RecordRow });
  return rows.record.map((c) => singleRecord('splitwise', recordCase(c, apps[c.app](c), c.next && { add: adjustSplit })));
}
