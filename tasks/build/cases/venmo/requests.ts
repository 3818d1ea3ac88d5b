import { appPackage, append, call, input, message, revised, update } from '../../kit/package.ts';
import { type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';

/** Payment requests to a person found by name; the edit action changes the amount. */
export function requestPackage(id: string, title: string, summary: string): Obj {
  return appPackage({
    id,
    title,
    summary,
    intro: 'Who owes you (a name), how much and what for.',
    collections: [
      {
        name: 'requests',
        fields: { id: 'number', payer: 'string', amount: 'number', what: 'string' },
        item: '{{item.payer}} owes ${{item.amount}} for {{item.what}} (request {{item.id}})',
        heading: 'Open requests',
        empty: 'No requests yet.',
      },
    ],
    actions: [
      {
        id: 'request_money',
        label: 'Request money',
        goal: 'Find the person on Venmo and send them a payment request; keep it here.',
        services: ['venmo'],
        inputs: [input('payer', 'Who owes me (name)'), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
        plan: [
          call('venmo.search_users', { query: '{{inputs.payer}}', page_limit: 1 }, 'who'),
          call('venmo.create_payment_request', { user_email: '{{who.0.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' }, 'created'),
          append('requests', { id: '{{created.payment_request_id}}', payer: '{{who.0.name}}', amount: '{{inputs.amount}}', what: '{{inputs.what_for}}' }),
          message('Asked {{who.0.name}} for ${{inputs.amount}} for {{inputs.what_for}} (request {{created.payment_request_id}}).'),
        ],
      },
      {
        id: 'change_amount',
        label: 'Change amount',
        goal: 'Change the amount of a pending request made here, on Venmo and in the list.',
        services: ['venmo'],
        inputs: [input('request_id', 'Request id', 'number'), input('new_amount', 'New amount ($)', 'number')],
        plan: [
          call('venmo.update_payment_request', { payment_request_id: '{{inputs.request_id}}', amount: '{{inputs.new_amount}}' }),
          update('requests', '{{inputs.request_id}}', { amount: '{{inputs.new_amount}}' }),
          message('Request {{inputs.request_id}} is now ${{inputs.new_amount}}.'),
        ],
      },
    ],
  });
}

const created: [string, string, 'inserted'][] = [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']];

export function paymentRequestTask() {
  return recordTask({
    id: 'single.venmo.payment-requests',
    family: 'single',
    split: 'public',
    seed: 501,
    domains: ['venmo'],
    intention: 'I front money for friends all the time. Build me an app that sends Venmo payment requests and lets me correct the amount.',
    services: ['venmo'],
    app: 'venmo',
    table: 'payment_requests',
    capture: 'requestId',
    pkg: requestPackage('money-owed', 'Money Owed', 'Sends Venmo payment requests to friends by name and keeps the open ones.'),
    openInputs: [['payer', 'owes', 'who', 'user', 'name', 'friend'], ['amount']],
    openActions: ['request'],
    heading: 'Money Owed',
    create: {
      message: 'Ask Caleb for 48 dollars for the concert tickets.',
      values: { payer: 'Caleb', amount: 48, what_for: 'Concert tickets' },
      hint: ['request'],
      api: 'venmo.create_payment_request',
      args: { user_email: 'caleb.larsen@yahoo.com', amount: 48 },
      fields: { amount: 48, description: 'Concert tickets', status: 'pending' },
      show: ['Caleb Larsen', 'Concert tickets'],
      allow: created,
      maxMutations: 2,
    },
    revise: {
      message: 'I forgot the booking fee, make Caleb\'s request 52.50.',
      values: { request_id: '$requestId', new_amount: 52.5 },
      hint: ['change', 'amount', 'update', 'edit'],
      api: 'venmo.update_payment_request',
      args: { payment_request_id: '$requestId', amount: 52.5 },
      fields: { amount: 52.5, description: 'Concert tickets', status: 'pending' },
      show: ['52.50'],
      allow: [['venmo', 'payment_requests', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Caleb Larsen', '52.50'],
  });
}

/** A changed requirement: reminders for unpaid requests. */
export function rentReminderTask() {
  const pkg = requestPackage('rent-collector', 'Rent Collector', 'Requests my roommates\' share of the rent on Venmo.');
  const next = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push({
      id: 'send_reminder',
      label: 'Send reminder',
      goal: 'Remind the payer of a pending request made here and note it in the list.',
      services: ['venmo'],
      inputs: [input('request_id', 'Request id', 'number')] as unknown as Obj[],
      plan: [
        call('venmo.remind_payment_request', { payment_request_id: '{{inputs.request_id}}' }),
        update('requests', '{{inputs.request_id}}', { reminded: true }),
        message('Sent a reminder for request {{inputs.request_id}}.'),
      ],
    });
    const state = copy.state as { collections: Record<string, { fields: Record<string, string> }> };
    (state.collections.requests as { fields: Record<string, string> }).fields.reminded = 'boolean';
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    const list = components.find((c) => c.type === 'list') as Obj;
    list.item = '{{item.payer}} owes ${{item.amount}} for {{item.what}} (request {{item.id}}, reminded: {{item.reminded}})';
    // A form, not a bare button: the reminder needs the request id typed in.
    components.splice(4, 0, { type: 'form', action: 'send_reminder' });
  });
  return recordTask({
    id: 'single.venmo.rent-reminder',
    family: 'single',
    split: 'dev',
    seed: 503,
    domains: ['venmo'],
    intention: 'An app to collect my roommate\'s share of the rent through Venmo requests.',
    services: ['venmo'],
    app: 'venmo',
    table: 'payment_requests',
    capture: 'requestId',
    pkg,
    openInputs: [['payer', 'owes', 'who', 'user', 'name', 'friend'], ['amount']],
    openActions: ['request'],
    heading: 'Rent Collector',
    create: {
      message: 'Request Sofia\'s half of June rent, 925, with the note "June rent share".',
      values: { payer: 'Sofia', amount: 925, what_for: 'June rent share' },
      hint: ['request'],
      api: 'venmo.create_payment_request',
      args: { user_email: 'sofia.silva@proton.me', amount: 925 },
      fields: { amount: 925, description: 'June rent share', last_reminded_at: null },
      show: ['Sofia Silva', 'June rent share'],
      allow: created,
      maxMutations: 2,
    },
    revise: {
      requirement: 'Add a way to nudge someone who has not paid yet.',
      revisedPkg: next,
      message: 'Sofia has not paid yet, send her a reminder.',
      values: { request_id: '$requestId' },
      hint: ['reminder', 'remind', 'nudge'],
      api: 'venmo.remind_payment_request',
      args: { payment_request_id: '$requestId' },
      fields: { status: 'pending', amount: 925, last_reminded_at: '2023-05-18T12:00:00' },
      show: ['$requestId'],
      allow: [['venmo', 'payment_requests', 'updated'], ['venmo', 'notifications', 'inserted']],
      maxMutations: 2,
      // Sofia is notified; the notification's type is the service's word, held by the end state.
      extra: [{ type: 'db_changed', app: 'venmo', table: 'notifications', op: 'inserted', where: {}, min: 1 }],
    },
    reopenShows: ['June rent share', 'Sofia Silva'],
  });
}
