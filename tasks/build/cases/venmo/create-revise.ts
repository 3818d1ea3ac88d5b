import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, revised, update } from '../../kit/package.ts';
import { type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { paymentRequestTask, rentReminderTask, requestPackage } from './requests.ts';

/** Pays a friend (found by name) from the Venmo balance; the edit action renames the payment. */
function paymentPackage(id: string, title: string, summary: string): Obj {
  return appPackage({
    id,
    title,
    summary,
    intro: 'Who to pay (a name), how much and what it was for.',
    collections: [
      {
        name: 'payments',
        fields: { id: 'number', to: 'string', amount: 'number', what: 'string' },
        item: 'Paid {{item.to}} ${{item.amount}} for {{item.what}} (payment {{item.id}})',
        heading: 'Payments made here',
        empty: 'No payments yet.',
      },
    ],
    actions: [
      {
        id: 'pay_share',
        label: 'Pay my share',
        goal: 'Find the friend on Venmo and send them the amount from my Venmo balance; keep it here.',
        services: ['venmo'],
        inputs: [input('friend', 'Pay whom (name)'), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
        plan: [
          call('venmo.search_users', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'),
          call('venmo.create_transaction', { receiver_email: '{{who.0.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' }, 'sent'),
          append('payments', { id: '{{sent.transaction_id}}', to: '{{who.0.name}}', amount: '{{inputs.amount}}', what: '{{inputs.what_for}}' }),
          message('Paid {{who.0.name}} ${{inputs.amount}} for {{inputs.what_for}} (payment {{sent.transaction_id}}).'),
        ],
      },
      {
        id: 'rename_payment',
        label: 'Change description',
        goal: 'Change what a payment made here says it was for.',
        services: ['venmo'],
        inputs: [input('payment_id', 'Payment id', 'number'), input('new_description', 'New description')],
        plan: [
          call('venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_description}}' }),
          call('venmo.show_transaction', { transaction_id: '{{inputs.payment_id}}' }, 'payment'),
          update('payments', '{{inputs.payment_id}}', { what: '{{payment.description}}' }),
          message('Payment {{inputs.payment_id}} now reads "{{payment.description}}".'),
        ],
      },
    ],
  });
}

const paid: [string, string, ...('inserted' | 'updated')[]][] = [
  ['venmo', 'transactions', 'inserted'],
  ['venmo', 'users', 'updated'],
  ['venmo', 'notifications', 'inserted'],
];

const created: [string, string, 'inserted'][] = [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']];

function splitBillTask() {
  return recordTask({
    id: 'single.venmo.split-bill',
    family: 'single',
    split: 'sealed',
    seed: 502,
    domains: ['venmo'],
    intention: 'When a friend pays the bill I want to send my share on Venmo in two taps, and fix the description afterwards if I got it wrong.',
    services: ['venmo'],
    app: 'venmo',
    table: 'transactions',
    capture: 'paymentId',
    pkg: paymentPackage('bill-splitter', 'Bill Splitter', 'Sends my share of a shared bill to a friend on Venmo.'),
    openInputs: [['friend', 'whom', 'receiver', 'recipient', 'name'], ['amount']],
    openActions: ['pay'],
    heading: 'Bill Splitter',
    create: {
      message: 'Elena paid for dinner, send her my share: 34.20.',
      values: { friend: 'Elena', amount: 34.2, what_for: 'Dinner' },
      hint: ['pay'],
      api: 'venmo.create_transaction',
      args: { receiver_email: 'elena.haddad@outlook.com', amount: 34.2 },
      fields: { amount: 34.2, description: 'Dinner' },
      show: ['Elena Haddad', '34.20'],
      allow: paid,
      maxMutations: 4,
    },
    revise: {
      message: 'Call that payment "Ramen at Tanuki, my half" instead.',
      values: { payment_id: '$paymentId', new_description: 'Ramen at Tanuki, my half' },
      hint: ['change', 'description', 'rename', 'edit', 'update'],
      api: 'venmo.update_transaction',
      args: { transaction_id: '$paymentId', description: 'Ramen at Tanuki, my half' },
      fields: { amount: 34.2, description: 'Ramen at Tanuki, my half' },
      show: ['Ramen at Tanuki, my half'],
      allow: [['venmo', 'transactions', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Ramen at Tanuki, my half', 'Elena Haddad'],
  });
}

/** A changed requirement: the edit form also makes a payment private. */
function privatePaymentTask() {
  const pkg = paymentPackage('quiet-payments', 'Quiet Payments', 'Pays friends back on Venmo and lets me tidy up the payments afterwards.');
  const next = revised(pkg, (copy) => {
    const edit = (copy.actions as Obj[])[1] as Obj;
    edit.label = 'Edit payment';
    edit.goal = 'Change the description of a payment made here and whether it is private.';
    edit.inputs = [input('payment_id', 'Payment id', 'number'), input('new_description', 'New description'), input('private', 'Private (only me and them)', 'boolean', { default: true })] as unknown as Obj[];
    edit.plan = [
      call('venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_description}}', private: '{{inputs.private}}' }),
      call('venmo.show_transaction', { transaction_id: '{{inputs.payment_id}}' }, 'payment'),
      update('payments', '{{inputs.payment_id}}', { what: '{{payment.description}}', private: '{{inputs.private}}' }),
      message('Payment {{inputs.payment_id}} now reads "{{payment.description}}" (private: {{payment.private}}).'),
    ];
    const state = copy.state as { collections: Record<string, { fields: Record<string, string> }> };
    (state.collections.payments as { fields: Record<string, string> }).fields.private = 'boolean';
    const list = (((copy.views as Obj[])[0] as Obj).components as Obj[]).find((c) => c.type === 'list') as Obj;
    list.item = 'Paid {{item.to}} ${{item.amount}} for {{item.what}} (payment {{item.id}}, private: {{item.private}})';
  });
  return recordTask({
    id: 'single.venmo.private-payments',
    family: 'single',
    split: 'public',
    seed: 504,
    domains: ['venmo'],
    intention: 'I pay friends back on Venmo a lot; I want an app that does it by name and lets me clean up payments afterwards.',
    services: ['venmo'],
    app: 'venmo',
    table: 'transactions',
    capture: 'paymentId',
    pkg,
    openInputs: [['friend', 'whom', 'receiver', 'recipient', 'name'], ['what_for', 'description', 'note', 'memo']],
    openActions: ['pay'],
    heading: 'Quiet Payments',
    create: {
      message: 'Pay Ethan back 60 for the physio co-pay he covered.',
      values: { friend: 'Ethan', amount: 60, what_for: 'Physio co-pay' },
      hint: ['pay'],
      api: 'venmo.create_transaction',
      args: { receiver_email: 'ethan.garcia@gmail.com', amount: 60 },
      fields: { amount: 60, description: 'Physio co-pay' },
      show: ['Ethan Garcia', 'Physio co-pay'],
      allow: paid,
      maxMutations: 4,
    },
    revise: {
      requirement: 'Some payments are nobody\'s business: let me make a payment private when I edit it.',
      revisedPkg: next,
      message: 'Make the Ethan payment private and just call it "Thanks!".',
      values: { payment_id: '$paymentId', new_description: 'Thanks!', private: true },
      hint: ['edit', 'private', 'change', 'update'],
      api: 'venmo.update_transaction',
      args: { transaction_id: '$paymentId', description: 'Thanks!', private: true },
      fields: { description: 'Thanks!', private: true, amount: 60 },
      show: ['Thanks!'],
      allow: [['venmo', 'transactions', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Thanks!', 'Ethan Garcia'],
  });
}

/** A changed requirement: a request's description can be corrected too. */
function dinnerRequestTask() {
  const pkg = requestPackage('dinner-club', 'Dinner Club', 'Requests each friend\'s part of our monthly dinner club bill on Venmo.');
  const next = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push({
      id: 'fix_description',
      label: 'Fix what it is for',
      goal: 'Change the description of a pending request made here.',
      services: ['venmo'],
      inputs: [input('request_id', 'Request id', 'number'), input('new_what_for', 'What it is for, corrected')] as unknown as Obj[],
      plan: [
        call('venmo.update_payment_request', { payment_request_id: '{{inputs.request_id}}', description: '{{inputs.new_what_for}}' }),
        update('requests', '{{inputs.request_id}}', { what: '{{inputs.new_what_for}}' }),
        message('Request {{inputs.request_id}} is now for {{inputs.new_what_for}}.'),
      ],
    });
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(4, 0, { type: 'form', action: 'fix_description' });
  });
  return recordTask({
    id: 'single.venmo.dinner-requests',
    family: 'single',
    split: 'sealed',
    seed: 505,
    domains: ['venmo'],
    intention: 'Our dinner club rotates who pays. Make me an app that sends each friend a Venmo request for their part.',
    services: ['venmo'],
    app: 'venmo',
    table: 'payment_requests',
    capture: 'requestId',
    pkg,
    openInputs: [['payer', 'owes', 'who', 'user', 'name', 'friend'], ['what_for', 'description', 'note', 'memo']],
    openActions: ['request'],
    heading: 'Dinner Club',
    create: {
      message: 'Request 41 from Omar for the May dinner club.',
      values: { payer: 'Omar', amount: 41, what_for: 'May dinner club' },
      hint: ['request'],
      api: 'venmo.create_payment_request',
      args: { user_email: 'omar.patel@yahoo.com', amount: 41, description: 'May dinner club' },
      fields: { amount: 41, description: 'May dinner club' },
      show: ['Omar Patel', 'May dinner club'],
      allow: created,
      maxMutations: 2,
    },
    revise: {
      requirement: 'I sometimes put the wrong month in; let me fix what a request is for.',
      revisedPkg: next,
      message: 'Oops, that was the April dinner club, not May.',
      values: { request_id: '$requestId', new_what_for: 'April dinner club' },
      hint: ['fix', 'description', 'correct', 'edit', 'rename'],
      api: 'venmo.update_payment_request',
      args: { payment_request_id: '$requestId', description: 'April dinner club' },
      fields: { amount: 41, description: 'April dinner club' },
      show: ['April dinner club'],
      allow: [['venmo', 'payment_requests', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Omar Patel', 'April dinner club'],
  });
}

/** Single-app tasks of the venmo domain. */
export function tasks(): TaskInput[] {
  return [paymentRequestTask(), splitBillTask(), rentReminderTask(), privatePaymentTask(), dinnerRequestTask()];
}
