import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { comboTasks, moneyRecord, type ComboPattern, type PlanCase } from '../../shapes/combo.ts';
import { person } from '../../kit/fixture.ts';

/** Ask someone for money on Venmo and text them about it; later change the amount and text again. */
const requestAndText: ComboPattern = {
  services: ['venmo', 'phone'], ...moneyRecord('venmo', 'payment_requests', '{{item.what}} — ${{item.amount}} (request {{item.id}})'), changeFields: { amount: 'new_amount' },
  make: {
    id: 'request_money', label: 'Request money', goal: 'Send a Venmo payment request and text the person about it.', services: ['venmo', 'phone'],
    inputs: [input('what', 'What it is for'), input('amount', 'Amount', 'number'), input('email', 'Their email'), input('phone', 'Their phone number')],
    plan: [
      call('venmo.create_payment_request', { user_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'req'),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'Hi! I sent you a Venmo request for ${{inputs.amount}} ({{inputs.what}}).' }),
      append('items', { id: '{{req.payment_request_id}}', what: '{{inputs.what}}', amount: '{{inputs.amount}}' }),
      message('Requested ${{inputs.amount}} for {{inputs.what}} (request {{req.payment_request_id}}) and texted them.'),
    ],
    touches: [['phone.text_messages', 'inserted']], show: ['what', 'amount'], max: 6,
  },
  change: {
    id: 'change_amount', label: 'Change amount', goal: 'Change the amount of a pending request and text the person the new amount.', services: ['venmo', 'phone'],
    inputs: [input('request_id', 'Request id', 'number'), input('new_amount', 'New amount', 'number'), input('phone', 'Their phone number')],
    plan: [
      call('venmo.update_payment_request', { payment_request_id: '{{inputs.request_id}}', amount: '{{inputs.new_amount}}' }),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'Small fix: the Venmo request is now ${{inputs.new_amount}}.' }),
      update('items', '{{inputs.request_id}}', { amount: '{{inputs.new_amount}}' }),
      message('Request {{inputs.request_id}} is now ${{inputs.new_amount}}; texted them.'),
    ],
    touches: [['phone.text_messages', 'inserted']], show: ['new_amount'], max: 5,
  },
  keep: ['what', 'new_amount'],
};

/** Pay someone on Venmo and email them a receipt; later rename the payment and make it private. */
const payAndEmail: ComboPattern = {
  services: ['venmo', 'gmail'], ...moneyRecord('venmo', 'transactions', '{{item.what}}: paid ${{item.amount}} (payment {{item.id}})'),
  changeFields: { description: 'new_what', private: 'private' },
  make: {
    id: 'pay_and_email', label: 'Pay and send receipt', goal: 'Pay the person on Venmo from the balance and email them a receipt.', services: ['venmo', 'gmail'],
    inputs: [input('what', 'What it is for'), input('amount', 'Amount', 'number'), input('email', 'Their email')],
    plan: [
      call('venmo.create_transaction', { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'paid'),
      call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: 'Receipt: {{inputs.what}}', body: 'I just sent you ${{inputs.amount}} on Venmo for {{inputs.what}}. Thanks!' }),
      append('items', { id: '{{paid.transaction_id}}', what: '{{inputs.what}}', amount: '{{inputs.amount}}' }),
      message('Paid ${{inputs.amount}} for {{inputs.what}} (payment {{paid.transaction_id}}) and emailed a receipt.'),
    ],
    touches: [['gmail.emails', 'inserted']], show: ['what', 'amount'], max: 10,
  },
  change: {
    ...recordAction({ id: 'relabel_payment', label: 'Relabel payment', goal: 'Change the description of a payment and whether it is private.', service: 'venmo',
      key: ['payment_id', 'Payment id'], more: [input('new_what', 'New description'), input('private', 'Private', 'boolean')],
      call: ['venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_what}}', private: '{{inputs.private}}' }],
      fields: { what: '{{inputs.new_what}}' }, said: 'Payment {{inputs.payment_id}} now reads "{{inputs.new_what}}".' }),
    touches: [], show: ['new_what'], max: 1,
  },
  keep: ['new_what', 'amount'],
};

/** Pay someone on Venmo, comment on the payment and text them; later rename it and comment again. */
const payCommentText: ComboPattern = {
  services: ['venmo', 'phone'], ...moneyRecord('venmo', 'transactions', '{{item.what}}: sent ${{item.amount}} (payment {{item.id}})'), changeFields: { description: 'new_what' },
  make: {
    id: 'pay_with_comment', label: 'Pay with a comment', goal: 'Pay the person on Venmo, put the comment on the payment and text them.', services: ['venmo', 'phone'],
    inputs: [input('what', 'What it is for'), input('amount', 'Amount', 'number'), input('email', 'Their email'), input('comment', 'Comment'), input('phone', 'Their phone')],
    plan: [
      call('venmo.create_transaction', { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'paid'),
      call('venmo.create_transaction_comment', { transaction_id: '{{paid.transaction_id}}', content: '{{inputs.comment}}' }),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'Sent you ${{inputs.amount}} on Venmo for {{inputs.what}}.' }),
      append('items', { id: '{{paid.transaction_id}}', what: '{{inputs.what}}', amount: '{{inputs.amount}}' }),
      message('Paid ${{inputs.amount}} for {{inputs.what}} (payment {{paid.transaction_id}}), commented and texted.'),
    ],
    touches: [['venmo.comments', 'inserted'], ['phone.text_messages', 'inserted']], show: ['what', 'amount'], max: 12,
  },
  change: {
    ...recordAction({ id: 'rename_and_comment', label: 'Rename and comment', goal: 'Change the payment description and add another comment to it.', service: 'venmo',
      key: ['payment_id', 'Payment id'], more: [input('new_what', 'New description'), input('comment', 'Comment')],
      call: ['venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_what}}' }],
      also: [call('venmo.create_transaction_comment', { transaction_id: '{{inputs.payment_id}}', content: '{{inputs.comment}}' })],
      fields: { what: '{{inputs.new_what}}' }, said: 'Payment {{inputs.payment_id}} is "{{inputs.new_what}}" now, with your comment.' }),
    touches: [['venmo.comments', 'inserted']], show: ['new_what'], max: 4,
  },
  keep: ['new_what', 'amount'],
};

/** Log a shared cost in Splitwise and request one person's part on Venmo; later nudge them. */
const splitAndRequest: ComboPattern = {
  services: ['venmo', 'splitwise'], anchor: { app: 'venmo', table: 'payment_requests' }, fields: { amount: 'share', description: 'what' },
  collection: { fields: { id: 'number', what: 'string', share: 'number' }, item: '{{item.what}}: asked ${{item.share}} (request {{item.id}})' },
  make: {
    id: 'log_and_request', label: 'Log and request', goal: 'Record the whole cost in Splitwise with the person owing their share, and request that share on Venmo.',
    services: ['splitwise', 'venmo'],
    inputs: [input('what', 'What it was'), input('total', 'Total paid', 'number'), input('share', 'Their share', 'number'), input('email', 'Their email')],
    plan: [
      call('splitwise.record_expense', { description: '{{inputs.what}}', paid_amount: '{{inputs.total}}', debtor_emails: ['{{inputs.email}}'], debt_amounts: ['{{inputs.share}}'] }, 'exp'),
      call('venmo.create_payment_request', { user_email: '{{inputs.email}}', amount: '{{inputs.share}}', description: '{{inputs.what}}' }, 'req'),
      append('items', { id: '{{req.payment_request_id}}', what: '{{inputs.what}}', share: '{{inputs.share}}' }),
      message('Logged {{inputs.what}} (${{inputs.total}}, expense {{exp.expense_id}}) and requested ${{inputs.share}} (request {{req.payment_request_id}}).'),
    ],
    touches: [['splitwise.expenses', 'inserted'], ['splitwise.expense_shares', 'inserted']], show: ['what', 'share'], max: 7,
  },
  change: {
    ...recordAction({ id: 'nudge_request', label: 'Send a reminder', goal: 'Remind the person of a pending Venmo request.', service: 'venmo',
      key: ['request_id', 'Request id'], call: ['venmo.remind_payment_request', { payment_request_id: '{{inputs.request_id}}' }],
      said: 'Reminder sent for request {{inputs.request_id}}.' }),
    touches: [['venmo.notifications', 'inserted']], show: [], max: 3,
  },
  keep: ['what', 'share'],
};

export function tasks(): TaskInput[] {
  const my = (relation: string, first?: string) => person({ relation, first });
  const [roommate, neighbor, cousin, mother, sibling] = [my('roommate'), my('neighbor'), my('cousin'), my('mother'), my('sibling')];
  const [friend, friend2, coworker] = [my('friend', 'Ruby'), my('friend', 'Tomas'), my('coworker', 'Kenji')];
  const reqText: PlanCase[] = [
    { id: 'multi.concert-ticket-payback', split: 'public', seed: 5500, appTitle: 'Ticket Payback',
      intention: 'When I front the cash for concert tickets I want one button that asks my friend for their part on Venmo and also texts them so the request does not get lost.',
      message: `I bought her Lumen Fest ticket. Ask ${friend.first_name} ${friend.last_name} for $85 on Venmo and text her at ${friend.phone_number}.`,
      values: { what: 'Lumen Fest ticket', amount: 85, email: friend.email, phone: friend.phone_number },
      changeMessage: `Oops, the fee was refunded: make that request $78 and text ${friend.first_name} again.`, changeValues: { new_amount: 78, phone: friend.phone_number } },
    { id: 'multi.utility-bill-share', split: 'public', seed: 5501, appTitle: 'Power Bill Share',
      intention: 'Our power bill lands on my card. Build something that requests my roommate\'s half through Venmo and drops them an SMS heads-up.',
      message: `May power bill: request $62 from ${roommate.first_name} and text ${roommate.phone_number}.`,
      values: { what: 'May power bill', amount: 62, email: roommate.email, phone: roommate.phone_number },
      changeMessage: 'The final bill came in lower, change the request to $57 and let them know by text.', changeValues: { new_amount: 57, phone: roommate.phone_number } },
    { id: 'multi.carpool-gas-money', split: 'dev', seed: 5502, appTitle: 'Carpool Gas',
      intention: 'I drive the carpool; a tool that bills a rider for gas on Venmo and pings their phone would save me awkward conversations.',
      message: `Carpool gas for this week: ask ${coworker.first_name} ${coworker.last_name} for $18, phone ${coworker.phone_number}.`,
      values: { what: 'Carpool gas', amount: 18, email: coworker.email, phone: coworker.phone_number }, changeMessage: 'I forgot the toll, bump it to $21 and text again.',
      changeValues: { new_amount: 21, phone: coworker.phone_number } },
    { id: 'multi.group-gift-chip-in', split: 'sealed', seed: 5503, appTitle: 'Group Present Collector',
      intention: 'Collecting for a group present is tedious: make me an app where I say who owes what, it sends the Venmo request and a friendly text.',
      message: `Ask ${cousin.first_name} to chip in $30 for the retirement gift for Grandpa, her number is ${cousin.phone_number}.`,
      values: { what: 'Retirement gift for Grandpa', amount: 30, email: cousin.email, phone: cousin.phone_number },
      changeMessage: 'The gift was cheaper than planned; her part is $25 now, text her.', changeValues: { new_amount: 25, phone: cousin.phone_number } },
  ];
  const payEmail: PlanCase[] = [
    { id: 'multi.babysitter-payment', split: 'public', seed: 5504, appTitle: 'Sitter Pay',
      intention: 'After date night I pay the sitter on Venmo and she likes an emailed receipt for her records; do both at once for me.',
      message: `Pay ${neighbor.first_name} ${neighbor.last_name} $60 for Friday babysitting and email her the receipt.`,
      values: { what: 'Friday babysitting', amount: 60, email: neighbor.email }, changeMessage: 'Rename that payment to "Babysitting May 26" and keep it private.',
      changeValues: { new_what: 'Babysitting May 26', private: true } },
    { id: 'multi.tutor-fee', split: 'public', seed: 5505, appTitle: 'Tutor Fees',
      intention: 'My son\'s tutor is paid per lesson. I need a small tool that sends the fee via Venmo and mails the tutor a confirmation.',
      message: `Send ${friend2.first_name} ${friend2.last_name} $45 for the algebra lesson and mail a confirmation.`,
      values: { what: 'Algebra lesson', amount: 45, email: friend2.email }, changeMessage: 'Call it "Algebra lesson 3" instead and hide it from the feed.',
      changeValues: { new_what: 'Algebra lesson 3', private: true } },
  ];
  const payComment: PlanCase[] = [
    { id: 'multi.office-lunch-reimburse', split: 'dev', seed: 5506, appTitle: 'Lunch Repayments',
      intention: 'When a colleague covers lunch, I want to repay them on Venmo, leave a comment on the payment, and text them that the money is on its way.',
      message: `${coworker.first_name} paid for my lunch at Sol Taqueria: send him $14, comment "next one is on me" and text ${coworker.phone_number}.`,
      values: { what: 'Lunch at Sol Taqueria', amount: 14, email: coworker.email, comment: 'next one is on me', phone: coworker.phone_number },
      changeMessage: 'Rename the payment to "Team lunch Tuesday" and add the comment "thanks for the tacos".',
      changeValues: { new_what: 'Team lunch Tuesday', comment: 'thanks for the tacos' } },
    { id: 'multi.mom-flowers-payback', split: 'sealed', seed: 5507, appTitle: 'Family Payback',
      intention: 'Mom keeps buying things for me; help me pay her back on Venmo with a sweet comment on the payment and a text so she sees it.',
      message: `Pay Mom $35 back for the flowers, comment "you are the best" and text her at ${mother.phone_number}.`,
      values: { what: 'Flowers', amount: 35, email: mother.email, comment: 'you are the best', phone: mother.phone_number },
      changeMessage: 'Change it to "Birthday flowers" and comment "happy birthday again".', changeValues: { new_what: 'Birthday flowers', comment: 'happy birthday again' } },
  ];
  const splitReq: PlanCase[] = [
    { id: 'multi.airbnb-split-request', split: 'public', seed: 5508, appTitle: 'Trip Cost Splitter',
      intention: 'For trips I book the stay myself; I want the cost in Splitwise with my travel buddy\'s part, plus a Venmo request so I actually get paid.',
      message: `Cabin weekend: $420 in total, ${sibling.first_name} owes $210 of it. Log it and request her share.`,
      values: { what: 'Cabin weekend', total: 420, share: 210, email: sibling.email }, changeMessage: 'She has not paid yet, send her a Venmo reminder.' },
    { id: 'multi.grocery-run-split', split: 'public', seed: 5509, appTitle: 'Shared Groceries',
      intention: 'Shared groceries: record the full receipt in Splitwise so balances stay right, and request the other person\'s portion via Venmo in the same step.',
      message: `Groceries came to $96; ${roommate.first_name} owes $48. Record it and request it.`, values: { what: 'Groceries', total: 96, share: 48, email: roommate.email },
      changeMessage: 'Nudge them about the grocery request please.' },
    { id: 'multi.moving-truck-split', split: 'sealed', seed: 5510, appTitle: 'Moving Truck Costs',
      intention: 'I rented the moving truck for a friend and me. I want it logged in Splitwise and the friend\'s portion requested on Venmo without doing it twice by hand.',
      message: `Moving truck rental $150, ${friend2.first_name} covers $75. Log it and send the request.`,
      values: { what: 'Moving truck rental', total: 150, share: 75, email: friend2.email }, changeMessage: 'A week passed, remind him of the truck request.' },
  ];
  return comboTasks([requestAndText, reqText], [payAndEmail, payEmail], [payCommentText, payComment], [splitAndRequest, splitReq]);
}
