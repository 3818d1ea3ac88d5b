/** Venmo record tasks: a payment request (amount changed, reminded, re-described) and a payment (re-described, made private). */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, serviceActions, type ActionDef, type CollectionDef, type InputDef, type ListAppDef, type NextVersion } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';
import { caseRows } from '../../kit/rows.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { findUser, requestMoney } from './actions.ts';
import { singleRecord } from '../../shapes/create-revise.ts';
import { recordRow } from '../../shapes/record-row.ts';
import { spec } from '../../kit/row-fields.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';

const venmo = serviceActions('venmo');

const REQUESTS: CollectionDef = {
  name: 'requests', fields: { id: 'number', payer: 'string', amount: 'number', what: 'string' },
  item: '{{item.payer}} owes ${{item.amount}} for {{item.what}} (request {{item.id}})', heading: 'Open requests', empty: 'No requests yet.',
};

/** A pending request of the list changed on Venmo (`changes` are the update's arguments), then rewritten in the list. */
const onRequest = (id: string, label: string, goal: string, more: InputDef[], changes: Obj, fields: Obj, said: string): ActionDef =>
  editAction({
    id, label, goal, service: 'venmo', key: ['request_id', 'Request id'], more,
    call: ['venmo.update_payment_request', { payment_request_id: '{{inputs.request_id}}', ...changes }], list: 'requests', fields, said,
  });

/** The words of a row's app. */
type AppWords = { appId: string; title: string; summary: string };

/** Payment requests to a person found by name; the edit action changes the amount. */
const requestApp = ({ appId: id, title, summary }: AppWords): ListAppDef => ({
  id, title, summary,
  intro: 'Who owes you (a name), how much and what for.',
  list: REQUESTS,
  actions: [
    requestMoney({
      id: 'request_money', goal: 'Find the person on Venmo and send them a payment request; keep it here.', payerLabel: 'Who owes me (name)', bind: 'created',
      said: 'Asked {{who.0.name}} for ${{inputs.amount}} for {{inputs.what_for}} (request {{created.payment_request_id}}).',
    }),
    onRequest('change_amount', 'Change amount', 'Change the amount of a pending request made here, on Venmo and in the list.', [input('new_amount', 'New amount ($)', 'number')],
      { amount: '{{inputs.new_amount}}' }, { amount: '{{inputs.new_amount}}' }, 'Request {{inputs.request_id}} is now ${{inputs.new_amount}}.'),
  ],
});

const PAYMENTS: CollectionDef = {
  name: 'payments', fields: { id: 'number', to: 'string', amount: 'number', what: 'string' },
  item: 'Paid {{item.to}} ${{item.amount}} for {{item.what}} (payment {{item.id}})', heading: 'Payments made here', empty: 'No payments yet.',
};

/** The `rename_payment` form: a new description (and `more`, passed on as `changes`), read back into the list. */
const onPayment = (label: string, goal: string, more: InputDef[], changes: Obj, said: string): ActionDef =>
  editAction({
    id: 'rename_payment', label, goal, service: 'venmo', key: ['payment_id', 'Payment id'], more: [input('new_description', 'New description'), ...more],
    call: ['venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_description}}', ...changes }],
    readBack: ['venmo.show_transaction', { transaction_id: '{{inputs.payment_id}}' }, 'payment'], list: 'payments', fields: { what: '{{payment.description}}', ...changes }, said,
  });

/** Pays a friend (found by name) from the Venmo balance; the edit action renames the payment. */
const paymentApp = ({ appId: id, title, summary }: AppWords): ListAppDef => ({
  id, title, summary,
  intro: 'Who to pay (a name), how much and what it was for.',
  list: PAYMENTS,
  actions: [
    venmo({
      id: 'pay_share', label: 'Pay my share', goal: 'Find the friend on Venmo and send them the amount from my Venmo balance; keep it here.',
      inputs: [input('friend', 'Pay whom (name)'), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
      plan: [
        findUser('friend'),
        call('venmo.create_transaction', { receiver_email: '{{who.0.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' }, 'sent'),
        append('payments', { id: '{{sent.transaction_id}}', to: '{{who.0.name}}', amount: '{{inputs.amount}}', what: '{{inputs.what_for}}' }),
        message('Paid {{who.0.name}} ${{inputs.amount}} for {{inputs.what_for}} (payment {{sent.transaction_id}}).'),
      ],
    }),
    onPayment('Change description', 'Change what a payment made here says it was for.', [], {}, 'Payment {{inputs.payment_id}} now reads "{{payment.description}}".'),
  ],
});

/** What a changed requirement adds to an app: reminders for unpaid requests, private payments, a request's description corrected. */
const nextVersions = {
  // A form (the request id is typed in) and a mark in the list.
  reminder: {
    add: editAction({
      id: 'send_reminder', label: 'Send reminder', goal: 'Remind the payer of a pending request made here and note it in the list.', service: 'venmo',
      key: ['request_id', 'Request id'], call: ['venmo.remind_payment_request', { payment_request_id: '{{inputs.request_id}}' }],
      // The reference tells it in the requirement's own word ("nudge") as well as the message's ("reminder").
      list: 'requests', fields: { reminded: true }, said: 'Nudged the payer of request {{inputs.request_id}}: reminder sent.',
    }),
    list: {
      ...REQUESTS, fields: { ...REQUESTS.fields, reminded: 'boolean' },
      item: '{{item.payer}} owes ${{item.amount}} for {{item.what}} (request {{item.id}}, reminded: {{item.reminded}})',
    },
  },
  // The edit form also makes a payment private.
  private: {
    replace: onPayment('Edit payment', 'Change the description of a payment made here and whether it is private.',
      [input('private', 'Private (only me and them)', 'boolean', { default: true })], { private: '{{inputs.private}}' },
      'Payment {{inputs.payment_id}} now reads "{{payment.description}}" (private: {{payment.private}}).'),
    list: {
      ...PAYMENTS, fields: { ...PAYMENTS.fields, private: 'boolean' },
      item: 'Paid {{item.to}} ${{item.amount}} for {{item.what}} (payment {{item.id}}, private: {{item.private}})',
    },
  },
  describe: {
    add: onRequest('fix_description', 'Fix what it is for', 'Change the description of a pending request made here.', [input('new_what_for', 'What it is for, corrected')],
      { description: '{{inputs.new_what_for}}' }, { what: '{{inputs.new_what_for}}' }, 'Request {{inputs.request_id}} is now for {{inputs.new_what_for}}.'),
  },
} satisfies Record<string, NextVersion>;

const apps = { requests: requestApp, payments: paymentApp };

/**
 * A request or payment task: the app it builds (and, for a changed requirement, what the change
 * adds); a revision may check more than its record (a reminder notifies the payer).
 */
const VenmoRow = z
  .object({
    ...recordRow, app: z.enum(['requests', 'payments']), next: z.enum(['reminder', 'private', 'describe']).optional(),
    revise: recordRow.revise.extend({ extra: z.array(spec).optional() }),
  })
  .omit({ followup: true });

function builtTasks(): TaskInput[] {
  return caseRows(import.meta.url, { record: VenmoRow }).record.map(({ appId, title, summary, app, next, ...c }) => {
    const task = singleRecord('venmo', { ...c, app: apps[app]({ appId, title, summary }), next: next && nextVersions[next] });
    // A payment made private must be said to be private, not only re-described (issue #30), or
    // its flag shown by value.
    const shown = c.revise.show?.[0];
    if (typeof shown !== 'string' && typeof shown !== 'number') return task;
    if (next === 'private') return withStateWords(task, [{ episode: 'revise', value: shown, words: [...STATE_WORDS.private, 'true'] }]);
    // A reminder sent is said too (issue #30, session 7), or its kept mark shown by value.
    // s19 (s19-S6-f1): not "true", which any flag of the request shows ("pending: true").
    if (next === 'reminder') return withStateWords(task, [{ episode: 'revise', value: shown, words: [...STATE_WORDS.reminded, 'reminder sent'] }]);
    return task;
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
