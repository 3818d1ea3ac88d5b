/** Splitwise group bills: a bill split equally in a group found by name, then a new total or a new payer. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, type ListAppDef } from '../../kit/package.ts';
import { caseRows } from '../../kit/rows.ts';
import { singleRecord } from '../../shapes/create-revise.ts';
import { recordCase, recordRow } from '../../shapes/record-rows.ts';
import { expenseEdit, splitwise } from './actions.ts';

/** A group bill split equally among the group found by name; the edit sets a new total. */
const groupBill = ({ appId: id, title, group }: { appId: string; title: string; group: string }): ListAppDef => ({
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

/**
 * A roommate bill's changed requirement: someone else actually paid it. The payer's share goes
 * and the sharers' are set, so the revision may insert, update and delete shares.
 */
const changePayer = expenseEdit({
  id: 'change_payer', label: 'Change who paid', goal: 'Record that a roommate paid a bill; the others (me included) share it equally.',
  more: [input('payer_email', 'Who paid (email)'), input('sharers', 'Who shares it (emails)', 'list')],
  changes: { payer_email: '{{inputs.payer_email}}', debtor_emails: '{{inputs.sharers}}' }, list: 'bills', fields: { total: '{{after.paid_amount}}' },
  said: 'Expense {{inputs.expense_id}} is now paid by {{after.payer.name}}.',
});

/** A bill of the group the row names (and, for a changed requirement, who paid it changed). */
const BillRow = z.object({ ...recordRow, group: z.string().min(1), next: z.literal('payer').optional() });

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { record: BillRow });
  return rows.record.map((c) => singleRecord('splitwise', recordCase(c, groupBill(c), c.next && { add: changePayer })));
}
