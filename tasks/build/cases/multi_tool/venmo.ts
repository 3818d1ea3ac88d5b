import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { moneyRecord, type ComboPattern } from '../../shapes/combo.ts';
import { comboRows } from '../../shapes/combo-rows.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { REQUEST_WORDS, asksReceipt, subjectWords, WENT_THROUGH, withCarries } from '../../kit/text-carries.ts';
import { CHANGED_WORDS, forWords } from '../../kit/record-words.ts';
import type { Obj } from '../../kit/types.ts';

/** Ask someone for money on Venmo and text them about it; later change the amount and text again. */
const requestAndText: ComboPattern = {
  services: ['venmo', 'phone'], ...moneyRecord('venmo', 'payment_requests', '{{item.what}} — ${{item.amount}} (request {{item.id}})'), changeFields: { amount: 'new_amount' },
  make: {
    id: 'request_money', label: 'Request money', goal: 'Send a Venmo payment request and text the person about it.', services: ['venmo', 'phone'],
    inputs: [input('what', 'What it is for'), input('amount', 'Amount', 'number'), input('email', 'Their email'), input('phone', 'Their phone number')],
    plan: [
      call('venmo.create_payment_request', { user_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'req'),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'Hi! I sent you a Venmo request for ${{inputs.amount}}.' }),
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
  // Who sees the payment is kept beside it once the user sets it.
  collection: { fields: { id: 'number', what: 'string', amount: 'number', shown: 'string' }, item: '{{item.what}}: paid ${{item.amount}}, {{item.shown}} (payment {{item.id}})' },
  changeFields: { description: 'new_what', private: 'private' },
  make: {
    id: 'pay_and_email', label: 'Pay and send receipt', goal: 'Pay the person on Venmo from the balance and email them a receipt.', services: ['venmo', 'gmail'],
    inputs: [input('what', 'What it is for'), input('amount', 'Amount', 'number'), input('email', 'Their email')],
    plan: [
      call('venmo.create_transaction', { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'paid'),
      call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: 'Payment sent', body: 'I just sent you ${{inputs.amount}} on Venmo. Thanks!' }),
      append('items', { id: '{{paid.transaction_id}}', what: '{{inputs.what}}', amount: '{{inputs.amount}}', shown: 'sent' }),
      message('Paid ${{inputs.amount}} for {{inputs.what}} (payment {{paid.transaction_id}}) and emailed a receipt.'),
    ],
    touches: [['gmail.emails', 'inserted']], show: ['what', 'amount'], max: 10,
  },
  change: {
    ...recordAction({ id: 'relabel_payment', label: 'Relabel payment', goal: 'Change the description of a payment and whether it is private.', service: 'venmo',
      key: ['payment_id', 'Payment id'], more: [input('new_what', 'New description'), input('private', 'Private', 'boolean')],
      call: ['venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_what}}', private: '{{inputs.private}}' }],
      fields: { what: '{{inputs.new_what}}', shown: 'private: {{inputs.private}}' }, said: 'Payment {{inputs.payment_id}} now reads "{{inputs.new_what}}" (private: {{inputs.private}}).' }),
    // Every case makes it private; were one to make it public, its state words would be other ones.
    touches: [], show: ['new_what'], max: 1, state: { of: 'new_what', words: STATE_WORDS.madePrivate },
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
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'Sent you ${{inputs.amount}} on Venmo.' }),
      append('items', { id: '{{paid.transaction_id}}', what: '{{inputs.what}}', amount: '{{inputs.amount}}' }),
      message('Paid ${{inputs.amount}} for {{inputs.what}} (payment {{paid.transaction_id}}), commented "{{inputs.comment}}" and texted.'),
    ],
    touches: [['venmo.comments', 'inserted'], ['phone.text_messages', 'inserted']], show: ['what', 'amount', 'comment'], max: 12,
  },
  change: {
    ...recordAction({ id: 'rename_and_comment', label: 'Rename and comment', goal: 'Change the payment description and add another comment to it.', service: 'venmo',
      key: ['payment_id', 'Payment id'], more: [input('new_what', 'New description'), input('comment', 'Comment')],
      call: ['venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', description: '{{inputs.new_what}}' }],
      also: [call('venmo.create_transaction_comment', { transaction_id: '{{inputs.payment_id}}', content: '{{inputs.comment}}' })],
      fields: { what: '{{inputs.new_what}}' }, said: 'Payment {{inputs.payment_id}} is "{{inputs.new_what}}" now, with your comment "{{inputs.comment}}".' }),
    touches: [['venmo.comments', 'inserted']], show: ['new_what', 'comment'], max: 4,
  },
  keep: ['new_what', 'amount'],
};

/** Log a shared cost in Splitwise and request one person's part on Venmo; later nudge them. */
const splitAndRequest: ComboPattern = {
  services: ['venmo', 'splitwise'], anchor: { app: 'venmo', table: 'payment_requests' }, fields: { amount: 'share', description: 'what' },
  collection: { fields: { id: 'number', what: 'string', share: 'number', status: 'string' }, item: '{{item.what}}: asked ${{item.share}}, {{item.status}} (request {{item.id}})' },
  make: {
    id: 'log_and_request', label: 'Log and request', goal: 'Record the whole cost in Splitwise with the person owing their share, and request that share on Venmo.',
    services: ['splitwise', 'venmo'],
    inputs: [input('what', 'What it was'), input('total', 'Total paid', 'number'), input('share', 'Their share', 'number'), input('email', 'Their email')],
    plan: [
      call('splitwise.record_expense', { description: '{{inputs.what}}', paid_amount: '{{inputs.total}}', debtor_emails: ['{{inputs.email}}'], debt_amounts: ['{{inputs.share}}'] }, 'exp'),
      call('venmo.create_payment_request', { user_email: '{{inputs.email}}', amount: '{{inputs.share}}', description: '{{inputs.what}}' }, 'req'),
      append('items', { id: '{{req.payment_request_id}}', what: '{{inputs.what}}', share: '{{inputs.share}}', status: 'requested' }),
      message('Logged {{inputs.what}} (${{inputs.total}}, expense {{exp.expense_id}}) and requested ${{inputs.share}} (request {{req.payment_request_id}}).'),
    ],
    touches: [['splitwise.expenses', 'inserted'], ['splitwise.expense_shares', 'inserted']], show: ['what', 'total', 'share'], max: 7,
  },
  change: {
    ...recordAction({ id: 'nudge_request', label: 'Send a reminder', goal: 'Remind the person of a pending Venmo request.', service: 'venmo',
      key: ['request_id', 'Request id'], call: ['venmo.remind_payment_request', { payment_request_id: '{{inputs.request_id}}' }], fields: { status: 'reminder sent' },
      said: 'Reminder sent for request {{inputs.request_id}}.' }),
    touches: [['venmo.notifications', 'inserted']], show: ['request_id'], max: 3, state: { of: 'request_id', words: STATE_WORDS.reminded },
  },
  keep: ['what', 'share'],
};

export function tasks(): TaskInput[] {
  // The receipt mailed for a payment ("mail a confirmation") tells it went through: the amount or a
  // word of the payment, in the subject or the body (kit/text-carries.ts); its words are the app's.
  return comboRows(import.meta.url, { requestAndText, payAndEmail, payCommentText, splitAndRequest }).map((t) => {
    const pkg = (t.reference as Record<string, { package: Obj }>).A?.package;
    const acts = (pkg?.actions as Obj[] | undefined) ?? [];
    const valuesOf = (id: string) => t.episodes.find((e) => e.id === id)?.values ?? {};
    if (acts.some((a) => a.id === 'request_money')) {
      // The heads-up tells of the request (its amount, what it is for, or a word of it); the text
      // after the change tells the new amount. Their words are the app's (kit/text-carries.ts).
      const { amount, what } = valuesOf('create');
      const { new_amount: newAmount } = valuesOf('revise');
      return withCarries(t, [
        { episode: 'create', app: 'phone', field: 'message', one: [...(typeof amount === 'number' ? [amount] : []), ...(typeof what === 'string' ? subjectWords(what) : []), ...REQUEST_WORDS], why: 'the user asks for a heads-up about the request: its words are the app\'s, but it tells the amount, what it is for, or that money was requested' },
        // s15 (carry): the text after the change tells it by the new amount or by a word of the
        // change ("I updated the Venmo request"); the old text sent again says neither.
        ...(typeof newAmount === 'number' ? [{ episode: 'revise', app: 'phone', field: 'message', one: [newAmount, ...CHANGED_WORDS], why: 'the user asks to let them know of the change: its words are the app\'s, but it tells the new amount or that the request was changed' }] : []),
        // s15 (carry): the request says what it is for in one of the words the user typed for it
        // ("Carpool gas" → "gas"), not a blank or another thing's name (kept where a rule holds them whole).
        ...(typeof what === 'string' ? [{ episode: 'create', app: 'venmo', field: 'description', one: forWords(what), why: 'the user types what the request is for: its words are the app\'s, but it says what it is for in one of the user\'s words', unlessHeld: true }] : []),
      ]);
    }
    if (acts.some((a) => a.id === 'pay_with_comment')) {
      // "Text them that the money is on its way" / "a text so she sees it": the text's words are
      // the app's, but it tells of the payment — its amount (as money) or a word of it (s11 text11).
      const { amount } = valuesOf('create');
      return withCarries(t, [{ episode: 'create', app: 'phone', field: 'message', one: [...(typeof amount === 'number' ? [amount] : []), ...WENT_THROUGH, 'on its way', 'on the way'], why: 'the user asks to text them about the payment: its words are the app\'s, but it tells the amount or that the money was sent', asAmount: true }]);
    }
    if (acts.some((a) => a.id === 'log_and_request')) {
      // s15 (carry2, loose_check): the request of a logged cost says what it is for in one of the
      // words the user gave it ("Groceries"), as the carpool request does; not a blank or another thing.
      const { what } = valuesOf('create');
      return typeof what === 'string' ? withCarries(t, [{ episode: 'create', app: 'venmo', field: 'description', one: forWords(what), why: 'the user says what the request is for: its words are the app\'s, but it says what it is for in one of the user\'s words', unlessHeld: true }]) : t;
    }
    if (!acts.some((a) => a.id === 'pay_and_email')) return t;
    const create = t.episodes.find((e) => e.id === 'create');
    const amount = create?.values?.amount;
    // A receipt "for her records" is a record of the amount: it names the amount, not only a paid word.
    if (typeof amount === 'number' && asksReceipt(`${t.apps.map((a) => a.intention).join(' ')} ${create?.message ?? ''}`)) {
      return withCarries(t, [{ episode: 'create', app: 'gmail', field: 'body', orIn: ['subject'], one: [amount], why: 'the user asks to email a receipt of the payment: its words are the app\'s, but it records the amount' }]);
    }
    return withCarries(t, [{ episode: 'create', app: 'gmail', field: 'body', orIn: ['subject'], one: [...(typeof amount === 'number' ? [amount] : []), ...WENT_THROUGH], why: 'the user asks to mail a confirmation of the payment: its words are the app\'s, but it tells the amount or that it was paid' }]);
  });
}
