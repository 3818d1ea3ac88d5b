/** Venmo record tasks: a payment request (amount changed, reminded, re-described) and a payment (re-described, made private). */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, serviceActions, type ActionDef, type CollectionDef, type InputDef, type ListAppDef } from '../../kit/package.ts';
import type { Allow, Obj } from '../../kit/types.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { findUser, requestMoney } from './actions.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';

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

/** Payment requests to a person found by name; the edit action changes the amount. */
const requestApp = (id: string, title: string, summary: string): ListAppDef => ({
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
const paymentApp = (id: string, title: string, summary: string): ListAppDef => ({
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

const REQUESTED: Allow[] = [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']];
const PAID: Allow[] = [['venmo', 'transactions', 'inserted'], ['venmo', 'users', 'updated'], ['venmo', 'notifications', 'inserted']];
const REQUEST_OPEN = { table: 'payment_requests', capture: 'requestId', actions: ['request'] };
const PAYER = ['payer', 'owes', 'who', 'user', 'name', 'friend'];
const PAYEE = ['friend', 'whom', 'receiver', 'recipient', 'name'];
const WHAT_FOR = ['what_for', 'description', 'note', 'memo'];

const cases: RecordCase[] = [
  {
    id: 'single.venmo.payment-requests', split: 'public', seed: 501,
    intention: 'I front money for friends all the time. Build me an app that sends Venmo payment requests and lets me correct the amount.',
    app: requestApp('money-owed', 'Money Owed', 'Sends Venmo payment requests to friends by name and keeps the open ones.'),
    ...REQUEST_OPEN, inputs: [PAYER, ['amount']],
    create: {
      message: 'Ask Caleb for 48 dollars for the concert tickets.', values: { payer: 'Caleb', amount: 48, what_for: 'Concert tickets' }, hint: ['request'],
      api: 'venmo.create_payment_request', args: { user_email: 'caleb.larsen@yahoo.com', amount: 48 }, fields: { amount: 48, description: 'Concert tickets', status: 'pending' },
      show: ['Caleb Larsen', 'Concert tickets'], allow: REQUESTED, maxMutations: 2,
    },
    revise: {
      message: 'I forgot the booking fee, make Caleb\'s request 52.50.', values: { request_id: '$requestId', new_amount: 52.5 }, hint: ['change', 'amount', 'update', 'edit'],
      api: 'venmo.update_payment_request', args: { payment_request_id: '$requestId', amount: 52.5 }, fields: { amount: 52.5, description: 'Concert tickets', status: 'pending' },
      show: ['52.50'], allow: [['venmo', 'payment_requests', 'updated']], maxMutations: 1,
    },
    reopen: ['Caleb Larsen', '52.50'],
  },
  {
    id: 'single.venmo.split-bill', split: 'sealed', seed: 502,
    intention: 'When a friend pays the bill I want to send my share on Venmo in two taps, and fix the description afterwards if I got it wrong.',
    app: paymentApp('bill-splitter', 'Bill Splitter', 'Sends my share of a shared bill to a friend on Venmo.'),
    table: 'transactions', capture: 'paymentId', inputs: [PAYEE, ['amount']], actions: ['pay'],
    create: {
      message: 'Elena paid for dinner, send her my share: 34.20.', values: { friend: 'Elena', amount: 34.2, what_for: 'Dinner' }, hint: ['pay'],
      api: 'venmo.create_transaction', args: { receiver_email: 'elena.haddad@outlook.com', amount: 34.2 }, fields: { amount: 34.2, description: 'Dinner' },
      show: ['Elena Haddad', '34.20'], allow: PAID, maxMutations: 4,
    },
    revise: {
      message: 'Call that payment "Ramen at Tanuki, my half" instead.', values: { payment_id: '$paymentId', new_description: 'Ramen at Tanuki, my half' },
      hint: ['change', 'description', 'rename', 'edit', 'update'],
      api: 'venmo.update_transaction', args: { transaction_id: '$paymentId', description: 'Ramen at Tanuki, my half' },
      fields: { amount: 34.2, description: 'Ramen at Tanuki, my half' },
      show: ['Ramen at Tanuki, my half'], allow: [['venmo', 'transactions', 'updated']], maxMutations: 1,
    },
    reopen: ['Ramen at Tanuki, my half', 'Elena Haddad'],
  },
  {
    id: 'single.venmo.rent-reminder', split: 'dev', seed: 503,
    intention: 'An app to collect my roommate\'s share of the rent through Venmo requests.',
    app: requestApp('rent-collector', 'Rent Collector', 'Requests my roommates\' share of the rent on Venmo.'),
    // A changed requirement: reminders for unpaid requests, a form (the request id is typed in) and a mark in the list.
    next: {
      add: editAction({
        id: 'send_reminder', label: 'Send reminder', goal: 'Remind the payer of a pending request made here and note it in the list.', service: 'venmo',
        key: ['request_id', 'Request id'], call: ['venmo.remind_payment_request', { payment_request_id: '{{inputs.request_id}}' }],
        list: 'requests', fields: { reminded: true }, said: 'Sent a reminder for request {{inputs.request_id}}.',
      }),
      list: {
        ...REQUESTS, fields: { ...REQUESTS.fields, reminded: 'boolean' },
        item: '{{item.payer}} owes ${{item.amount}} for {{item.what}} (request {{item.id}}, reminded: {{item.reminded}})',
      },
    },
    ...REQUEST_OPEN, inputs: [PAYER, ['amount']],
    create: {
      message: 'Request Sofia\'s half of June rent, 925, with the note "June rent share".', values: { payer: 'Sofia', amount: 925, what_for: 'June rent share' }, hint: ['request'],
      api: 'venmo.create_payment_request', args: { user_email: 'sofia.silva@proton.me', amount: 925 },
      fields: { amount: 925, description: 'June rent share', last_reminded_at: null },
      show: ['Sofia Silva', 'June rent share'], allow: REQUESTED, maxMutations: 2,
    },
    revise: {
      requirement: 'Add a way to nudge someone who has not paid yet.',
      message: 'Sofia has not paid yet, send her a reminder.', values: { request_id: '$requestId' }, hint: ['reminder', 'remind', 'nudge'],
      api: 'venmo.remind_payment_request', args: { payment_request_id: '$requestId' }, fields: { status: 'pending', amount: 925, last_reminded_at: '2023-05-18T12:00:00' },
      show: ['$requestId'], allow: [['venmo', 'payment_requests', 'updated'], ['venmo', 'notifications', 'inserted']], maxMutations: 2,
      // Sofia is notified; the notification's type is the service's word, held by the end state.
      extra: [{ type: 'db_changed', app: 'venmo', table: 'notifications', op: 'inserted', where: {}, min: 1 }],
    },
    reopen: ['June rent share', 'Sofia Silva'],
  },
  {
    id: 'single.venmo.private-payments', split: 'public', seed: 504,
    intention: 'I pay friends back on Venmo a lot; I want an app that does it by name and lets me clean up payments afterwards.',
    app: paymentApp('quiet-payments', 'Quiet Payments', 'Pays friends back on Venmo and lets me tidy up the payments afterwards.'),
    // A changed requirement: the edit form also makes a payment private.
    next: {
      replace: onPayment('Edit payment', 'Change the description of a payment made here and whether it is private.',
        [input('private', 'Private (only me and them)', 'boolean', { default: true })], { private: '{{inputs.private}}' },
        'Payment {{inputs.payment_id}} now reads "{{payment.description}}" (private: {{payment.private}}).'),
      list: {
        ...PAYMENTS, fields: { ...PAYMENTS.fields, private: 'boolean' },
        item: 'Paid {{item.to}} ${{item.amount}} for {{item.what}} (payment {{item.id}}, private: {{item.private}})',
      },
    },
    table: 'transactions', capture: 'paymentId', inputs: [PAYEE, WHAT_FOR], actions: ['pay'],
    create: {
      message: 'Pay Ethan back 60 for the physio co-pay he covered.', values: { friend: 'Ethan', amount: 60, what_for: 'Physio co-pay' }, hint: ['pay'],
      api: 'venmo.create_transaction', args: { receiver_email: 'ethan.garcia@gmail.com', amount: 60 }, fields: { amount: 60, description: 'Physio co-pay' },
      show: ['Ethan Garcia', 'Physio co-pay'], allow: PAID, maxMutations: 4,
    },
    revise: {
      requirement: 'Some payments are nobody\'s business: let me make a payment private when I edit it.',
      message: 'Make the Ethan payment private and just call it "Thanks!".', values: { payment_id: '$paymentId', new_description: 'Thanks!', private: true },
      hint: ['edit', 'private', 'change', 'update'],
      api: 'venmo.update_transaction', args: { transaction_id: '$paymentId', description: 'Thanks!', private: true }, fields: { description: 'Thanks!', private: true, amount: 60 },
      show: ['Thanks!'], allow: [['venmo', 'transactions', 'updated']], maxMutations: 1,
    },
    reopen: ['Thanks!', 'Ethan Garcia'],
  },
  {
    id: 'single.venmo.dinner-requests', split: 'sealed', seed: 505,
    intention: 'Our dinner club rotates who pays. Make me an app that sends each friend a Venmo request for their part.',
    app: requestApp('dinner-club', 'Dinner Club', 'Requests each friend\'s part of our monthly dinner club bill on Venmo.'),
    // A changed requirement: a request's description can be corrected too.
    next: {
      add: onRequest('fix_description', 'Fix what it is for', 'Change the description of a pending request made here.', [input('new_what_for', 'What it is for, corrected')],
        { description: '{{inputs.new_what_for}}' }, { what: '{{inputs.new_what_for}}' }, 'Request {{inputs.request_id}} is now for {{inputs.new_what_for}}.'),
    },
    ...REQUEST_OPEN, inputs: [PAYER, WHAT_FOR],
    create: {
      message: 'Request 41 from Omar for the May dinner club.', values: { payer: 'Omar', amount: 41, what_for: 'May dinner club' }, hint: ['request'],
      api: 'venmo.create_payment_request', args: { user_email: 'omar.patel@yahoo.com', amount: 41, description: 'May dinner club' },
      fields: { amount: 41, description: 'May dinner club' },
      show: ['Omar Patel', 'May dinner club'], allow: REQUESTED, maxMutations: 2,
    },
    revise: {
      requirement: 'I sometimes put the wrong month in; let me fix what a request is for.',
      message: 'Oops, that was the April dinner club, not May.', values: { request_id: '$requestId', new_what_for: 'April dinner club' },
      hint: ['fix', 'description', 'correct', 'edit', 'rename'],
      api: 'venmo.update_payment_request', args: { payment_request_id: '$requestId', description: 'April dinner club' }, fields: { amount: 41, description: 'April dinner club' },
      show: ['April dinner club'], allow: [['venmo', 'payment_requests', 'updated']], maxMutations: 1,
    },
    reopen: ['Omar Patel', 'April dinner club'],
  },
];

export const tasks = (): TaskInput[] => cases.map((c) => singleRecord('venmo', c));
