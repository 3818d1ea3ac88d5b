/**
 * Splitwise forms and steps more than one case file builds: an expense recorded and split
 * equally, an expense edited, a record deleted or restored by its `deleted` flag.
 * A helper module (no `tasks()`).
 */
import { append, call, message, serviceActions, type ActionDef, type InputDef } from '../../kit/package.ts';
import { at, type Obj, type StepStage, type Value, type Values } from '../../kit/types.ts';
import { editAction } from '../../shapes/edit-action.ts';
import type { FlowStep } from '../../shapes/record-steps.ts';

export const splitwise = serviceActions('splitwise');

/**
 * The form that records an expense paid by me and split equally: its inputs are what it was,
 * the amount and who shares it (emails); the new expense (bound as `bind`, by default `created`)
 * is kept in `list` with `item` after its id.
 */
export function recordExpense(a: { id: string; label: string; goal: string; inputs: [InputDef, InputDef, InputDef]; bind?: string; list: string; item: Obj; said: string }): ActionDef {
  const [what, amount, people] = a.inputs;
  const typed = (i: InputDef) => `{{inputs.${i.name}}}`;
  const bind = a.bind ?? 'created';
  return splitwise({
    id: a.id, label: a.label, goal: a.goal, inputs: a.inputs,
    plan: [
      call('splitwise.record_expense', { description: typed(what), paid_amount: typed(amount), debtor_emails: typed(people) }, bind),
      append(a.list, { id: `{{${bind}.expense_id}}`, ...a.item }),
      message(a.said),
    ],
  });
}

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

/**
 * A step that deletes or restores a record of the fixture (`app.table`, by id): one call naming
 * it (`call`: the API and its id argument), the row's `deleted` flag set in place, its other
 * `fields` unchanged, nothing else moved.
 */
export function deletedFlagStep(s: { stage: StepStage; message: string; values: Values; hint: string[]; call: [api: string, arg: string]; table: string; id: number; deleted: boolean; fields: Obj; show: Value[] }): FlowStep {
  const { table, id, deleted } = s;
  return {
    stage: s.stage, message: s.message, values: s.values, hint: s.hint, calls: [[s.call[0], { [s.call[1]]: id }]], changes: [[table, 'updated', { id, deleted }]],
    records: [[table, { id }, { deleted, ...s.fields }]], max: 1, allow: [[...at(table), 'updated']], show: s.show,
  };
}
