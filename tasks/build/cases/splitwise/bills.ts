/** Splitwise group bills: a bill split equally in a group found by name, then a new total or a new payer. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, serviceActions, type ActionDef, type InputDef, type ListAppDef } from '../../kit/package.ts';
import { obj, spec } from '../../kit/row-fields.ts';
import { caseRows } from '../../kit/rows.ts';
import type { Obj } from '../../kit/types.ts';
import { singleRecord } from '../../shapes/create-revise.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { recordRow } from '../../shapes/record-row.ts';

const splitwise = serviceActions('splitwise');

/** The edit form of a bill kept in the list: `changes` are the update's arguments besides the id; the expense is read back as `after`. */
const billEdit = (a: { id: string; label: string; goal: string; more: InputDef[]; changes: Obj; fields: Obj; said: string }): ActionDef =>
  editAction({
    id: a.id, label: a.label, goal: a.goal, service: 'splitwise', key: ['expense_id', 'Expense id'], more: a.more,
    call: ['splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', ...a.changes }],
    readBack: ['splitwise.show_expense', { expense_id: '{{inputs.expense_id}}' }, 'after'], list: 'bills', fields: a.fields, said: a.said,
  });

/** A group bill split equally among the group found by name; the edit sets a new total. */
const groupBill = ({ appId: id, title, summary, group }: { appId: string; title: string; summary: string; group: string }): ListAppDef => ({
  id, title, summary,
  intro: `Enter what the bill was and how much you paid; it is split equally in "${group}".`,
  list: {
    name: 'bills', fields: { id: 'number', description: 'string', total: 'number', split: 'string' }, item: '{{item.description}} — ${{item.total}} (expense {{item.id}}), {{item.split}}',
    heading: 'Bills recorded here', empty: 'No bills yet.',
  },
  actions: [
    splitwise({
      id: 'record_bill', label: 'Record bill', goal: `Find the group "${group}" on Splitwise, record the bill there paid by me and split equally, and keep it in the list.`,
      inputs: [input('description', 'What the bill was'), input('amount', 'Amount paid', 'number')],
      plan: [
        call('splitwise.show_groups', { query: group, page_limit: 1 }, 'groups'),
        call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', group_id: '{{groups.0.group_id}}' }, 'created'),
        // The split read back, so the user sees what each owes (shares11).
        call('splitwise.show_expense', { expense_id: '{{created.expense_id}}' }, 'after'),
        // How it is split is kept as the row's own words, so any wording of the list still says it.
        append('bills', { id: '{{created.expense_id}}', description: '{{inputs.description}}', total: '{{inputs.amount}}', split: 'each person owes ${{after.shares.0.debt_amount}}' }),
        message('Recorded "{{inputs.description}}" (${{inputs.amount}}) in {{groups.0.name}} as expense {{created.expense_id}}; each person owes ${{after.shares.0.debt_amount}}.'),
      ],
    }),
    billEdit({
      id: 'change_total', label: 'Change total', goal: 'Set a new total on a bill recorded here; Splitwise splits it equally again.', more: [input('new_total', 'New total', 'number')],
      changes: { paid_amount: '{{inputs.new_total}}' }, fields: { total: '{{inputs.new_total}}', split: 'each person owes ${{after.shares.0.debt_amount}}' },
      said: 'Expense {{inputs.expense_id}} now totals ${{after.paid_amount}}; each person owes ${{after.shares.0.debt_amount}}.',
    }),
  ],
});

/**
 * A roommate bill's changed requirement: someone else actually paid it. The payer's share goes
 * and the sharers' are set, so the revision may insert, update and delete shares.
 */
const changePayer = billEdit({
  id: 'change_payer', label: 'Change who paid', goal: 'Record that a roommate paid a bill; the others (me included) share it equally.',
  more: [input('payer_email', 'Who paid (email)'), input('sharers', 'Who shares it (emails)', 'list')],
  changes: { payer_email: '{{inputs.payer_email}}', debtor_emails: '{{inputs.sharers}}' }, fields: { total: '{{after.paid_amount}}', split: 'paid by {{after.payer.name}}' },
  said: 'Expense {{inputs.expense_id}} is now paid by {{after.payer.name}}.',
});

/** Shares checked beyond the record (how many were made, what one person owes), as the suite writes them. */
const extra = { extra: z.array(spec).optional() };

/** A bill of the group the row names (and, for a changed requirement, who paid it changed). */
const BillRow = z
  .object({
    ...recordRow, group: z.string().min(1), next: z.literal('payer').optional(),
    create: recordRow.create.extend({ where: obj.optional(), ...extra }), revise: recordRow.revise.extend(extra),
  })
  .omit({ followup: true });

export function tasks(): TaskInput[] {
  return caseRows(import.meta.url, { record: BillRow }).record.map(({ appId, title, summary, group, next, ...c }) =>
    singleRecord('splitwise', { ...c, app: groupBill({ appId, title, summary, group }), next: next && { add: changePayer } }));
}
