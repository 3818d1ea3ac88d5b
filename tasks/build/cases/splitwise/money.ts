/**
 * Splitwise money: payments recorded and corrected, settling up, deleted and restored payments
 * and expenses, recurring bills, comments.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { madeUpTexts } from '../../kit/checks.ts';
import { contact, fixtureRow, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, update, type ActionDef, type CollectionDef, type InputDef } from '../../kit/package.ts';
import type { Allow, Json, Obj, Values } from '../../kit/types.ts';
import { stepsTask, type CaseBase, type FlowStep } from '../../shapes/record-steps.ts';
import { deleteStep, inPlaceStep, keptIn } from '../../kit/flow.ts';

const USER = userId();

const PAYMENTS = 'splitwise.payments';

const paymentList: CollectionDef = {
  name: 'payments', fields: { id: 'number', to: 'string', amount: 'number', note: 'string' },
  item: '${{item.amount}} to {{item.to}} (payment {{item.id}}) {{item.note}}', heading: 'Payments recorded here', empty: 'No payments yet.',
};

/** Writes a note on a payment of the list (how it was paid, where it went). */
const noteAction = (id: string, goal: string, keyLabel: string, noteLabel: string, said: string): ActionDef =>
  recordAction({
    id, label: 'Add note', goal, service: 'splitwise', key: ['payment_id', keyLabel], more: [input('note', noteLabel)],
    call: ['splitwise.update_payment', { payment_id: '{{inputs.payment_id}}', description: '{{inputs.note}}' }], list: 'payments', fields: { note: '— {{inputs.note}}' }, said,
  });

/** The revise of the payment tasks: one field of the payment made in the first step changes in place. */
const paymentFix = (text: string, hint: string[], [name, value]: [string, string | number], field: string, kept: Record<string, Json>): FlowStep =>
  inPlaceStep({
    stage: 'revise', message: text, values: { payment_id: '$paymentId', [name]: value }, hint, call: ['splitwise.update_payment', { payment_id: '$paymentId', [field]: value }],
    table: PAYMENTS, id: '$paymentId', fields: { [field]: value, ...kept }, show: [value],
  });

const paid: Allow[] = [['splitwise', 'payments', 'inserted'], ['splitwise', 'notifications', 'inserted']];

/** A form whose one call makes a payment (bound as `bind`): read back as `p`, then kept in the payments list with `amount`. */
const paymentAction = (a: { id: string; label: string; goal: string; inputs: InputDef[]; call: [api: string, args: Obj]; bind: string; amount: string; said: string }): ActionDef => ({
  id: a.id, label: a.label, goal: a.goal, services: ['splitwise'], inputs: a.inputs,
  plan: [
    call(...a.call, a.bind),
    call('splitwise.show_payment', { payment_id: `{{${a.bind}.payment_id}}` }, 'p'),
    append('payments', { id: `{{${a.bind}.payment_id}}`, to: '{{p.receiver.name}}', amount: a.amount, note: '' }),
    message(a.said),
  ],
});

/** The first step of the payment tasks: my one payment to `to` (of `amount`, when the user names it) is made and read back. */
const paymentStep = (s: { message: string; values: Values; hint: string[]; call: [api: string, args: Obj]; to: { id: number; name: string }; amount?: number }): FlowStep => {
  const amount: Obj = s.amount === undefined ? {} : { amount: s.amount };
  return {
    stage: 'submit', message: s.message, values: s.values, hint: s.hint, captures: { paymentId: { at: PAYMENTS, where: { receiver_id: s.to.id } } }, calls: [s.call],
    changes: [[PAYMENTS, 'inserted', { payer_id: USER, receiver_id: s.to.id, ...amount }]],
    records: [[PAYMENTS, { id: '$paymentId' }, { ...amount, receiver_id: s.to.id, deleted: false }]], max: 2, allow: paid, show: ['$paymentId', s.to.name],
  };
};

// ---------------------------------------------------------------- a cash payment recorded, then its amount corrected

interface CashCase extends CaseBase { to: string; amount: number; fixed: number; recordMessage: string; fixMessage: string }

const cashCases: CashCase[] = [
  {
    id: 'single.splitwise.cash-payback-log', split: 'public', seed: 3211, appId: 'cash-payback', title: 'Cash Paybacks',
    summary: 'Records on Splitwise when I pay someone back in cash, and lets me fix the amount.', intro: 'Who did you pay (their email) and how much?',
    intention: 'I often pay friends back in cash and then forget to tell Splitwise. I want a quick form to record a cash payment and to correct the amount if I got it wrong.',
    to: 'Elena Haddad', amount: 20, fixed: 25, recordMessage: 'I gave elena.haddad@outlook.com 20 in cash, record it.', fixMessage: 'It was 25 actually, fix that payment.',
  },
  {
    id: 'single.splitwise.coffee-debt-payment', split: 'sealed', seed: 3212, appId: 'payback-log', title: 'Payback Log',
    summary: 'Logs paybacks made outside Splitwise and corrects their amounts.', intro: 'Email of the person, amount paid.',
    intention: 'Make me a payback log for Splitwise: when I hand someone money outside the app, I record it there, and I can edit the amount afterwards.',
    to: 'Hana Patel', amount: 30, fixed: 35, recordMessage: 'Log that I paid hana.patel@gmail.com 30.', fixMessage: 'Correction: I paid Hana 35, update it.',
  },
];

function cashTask(c: CashCase): TaskInput {
  const to = personNamed(c.to);
  return stepsTask(c, {
    services: ['splitwise'], list: paymentList,
    actions: [
      paymentAction({
        id: 'record_payment', label: 'Record payment', goal: 'Record on Splitwise that I paid the person back outside the app.',
        inputs: [input('receiver_email', 'Paid to (email)'), input('amount', 'Amount ($)', 'number')],
        call: ['splitwise.record_payment', { receiver_email: '{{inputs.receiver_email}}', amount: '{{inputs.amount}}' }], bind: 'rec', amount: '{{inputs.amount}}',
        said: 'Recorded ${{inputs.amount}} to {{p.receiver.name}} (payment {{rec.payment_id}}).',
      }),
      recordAction({
        id: 'fix_amount', label: 'Fix amount', goal: 'Change the amount of a payment recorded here.', service: 'splitwise', key: ['payment_id', 'Payment id'],
        more: [input('new_amount', 'Correct amount ($)', 'number')], call: ['splitwise.update_payment', { payment_id: '{{inputs.payment_id}}', amount: '{{inputs.new_amount}}' }],
        list: 'payments', fields: { amount: '{{inputs.new_amount}}' }, said: 'Payment {{inputs.payment_id}} is now ${{inputs.new_amount}}.',
      }),
    ],
    open: { inputs: [['receiver_email', 'email', 'who'], ['amount']], actions: ['record', 'payment'] },
    steps: [
      paymentStep({
        message: c.recordMessage, values: { receiver_email: to.email, amount: c.amount }, hint: ['record'],
        call: ['splitwise.record_payment', { receiver_email: to.email, amount: c.amount }], to, amount: c.amount,
      }),
      paymentFix(c.fixMessage, ['fix', 'amount', 'correct'], ['new_amount', c.fixed], 'amount', { receiver_id: to.id }),
    ],
    reopen: { shows: [keptIn(PAYMENTS, '$paymentId'), keptIn(PAYMENTS, '$paymentId', 'amount', c.fixed)], retained: ['$paymentId'] },
  });
}

// ---------------------------------------------------------------- a payment deleted as a duplicate, then restored

const undoCase: CaseBase = {
  id: 'single.splitwise.payment-undo', split: 'dev', seed: 3213, appId: 'payment-undo', title: 'Payment Undo',
  summary: 'Deletes a payment I recorded to someone and restores it if the deletion was a mistake.', intro: 'Whose payment (their email)?',
  intention: 'I think I recorded a Splitwise payment twice. I want to delete my payment to a person, and undo the deletion if it turns out it was not a duplicate.',
};

function undoPaymentTask(c: CaseBase): TaskInput {
  const aisha = personNamed('Aisha Schmidt');
  const old = fixtureRow<{ id: number; amount: number }>('SELECT id, amount FROM splitwise_payments WHERE payer_id = ? AND receiver_id = ?', USER, aisha.id);
  const find = call('splitwise.show_payments', { user_email: '{{inputs.user_email}}', include_deleted: true, page_limit: 1 }, 'found');
  const said = (note: string) => message(`Payment {{found.0.payment_id}} of \${{found.0.amount}} to {{found.0.receiver.name}} <{{found.0.receiver.email}}> ${note}.`);
  const act = (id: string, label: string, api: string, keep: Obj, note: string): ActionDef => ({
    id, label, goal: `${label}: my latest payment to the person.`, services: ['splitwise'], inputs: [input('user_email', 'Their email')],
    plan: [find, call(`splitwise.${api}`, { payment_id: '{{found.0.payment_id}}' }), keep, said(note)],
  });
  const step = (stage: 'submit' | 'revise', text: string, api: string, deleted: boolean, hint: string[]): FlowStep => ({
    stage, message: text, values: { user_email: aisha.email }, hint, calls: [[`splitwise.${api}`, { payment_id: old.id }]],
    changes: [[PAYMENTS, 'updated', { id: old.id, deleted }]], records: [[PAYMENTS, { id: old.id }, { deleted, amount: old.amount }]],
    max: 1, allow: [['splitwise', 'payments', 'updated']], show: [old.id, aisha.email],
  });
  const listed = { id: '{{found.0.payment_id}}', to: '{{found.0.receiver.name}} <{{found.0.receiver.email}}>', amount: '{{found.0.amount}}', note: 'deleted' };
  return stepsTask(c, {
    services: ['splitwise'], list: paymentList,
    actions: [
      act('delete_payment', 'Delete payment', 'delete_payment', append('payments', listed), 'deleted'),
      act('restore_payment', 'Restore payment', 'undelete_payment', update('payments', '{{found.0.payment_id}}', { note: 'restored' }), 'restored'),
    ],
    open: { inputs: [['user_email', 'email']], actions: ['delete'] },
    steps: [
      step('submit', 'Delete my payment to aisha.schmidt@proton.me, it is a duplicate.', 'delete_payment', true, ['delete']),
      step('revise', 'Hmm, it was not a duplicate after all, restore the payment to aisha.schmidt@proton.me.', 'undelete_payment', false, ['restore', 'undelete']),
    ],
    reopen: { shows: [keptIn(PAYMENTS, old.id), old.amount], retained: [old.id] },
  });
}

// ---------------------------------------------------------------- settle up with someone, then say how

interface SettleCase extends CaseBase { with: string; how: string; settleMessage: string; noteMessage: string }

const settleCases: SettleCase[] = [
  {
    id: 'single.splitwise.settle-with-liam', split: 'public', seed: 3214, appId: 'settle-up', title: 'Settle Up',
    summary: 'Settles everything I owe a person on Splitwise and notes how I paid.', intro: 'Who are you settling with (email)?',
    intention: 'I hate owing people. I want one button that settles everything I owe a person on Splitwise, and a way to note how I actually paid them.',
    with: 'Liam Larsen', how: 'Paid in cash at lunch', settleMessage: 'Settle up with liam.larsen@proton.me.', noteMessage: 'Note on that payment: Paid in cash at lunch.',
  },
  {
    id: 'single.splitwise.settle-rent-sofia', split: 'dev', seed: 3215, appId: 'clean-slate', title: 'Clean Slate',
    summary: 'Pays off my whole Splitwise balance with one person and records the payment method.', intro: 'Email of the person to settle with.',
    intention: 'Before I move out I want a clean slate with my flatmate on Splitwise: settle all I owe her and add a note saying it went by bank transfer.',
    with: 'Sofia Silva', how: 'Bank transfer before moving out', settleMessage: 'Settle everything with sofia.silva@proton.me.',
    noteMessage: 'Add the note Bank transfer before moving out to that payment.',
  },
];

function settleTask(c: SettleCase): TaskInput {
  const who = personNamed(c.with);
  return stepsTask(c, {
    services: ['splitwise'], list: paymentList,
    actions: [
      paymentAction({
        id: 'settle', label: 'Settle up', goal: 'Pay back everything I owe the person on Splitwise and keep the payment here.', inputs: [input('user_email', 'Settle with (email)')],
        call: ['splitwise.settle_up', { user_email: '{{inputs.user_email}}' }], bind: 'settled', amount: '{{settled.amount}}',
        said: 'Settled ${{settled.amount}} with {{p.receiver.name}} (payment {{settled.payment_id}}).',
      }),
      noteAction('add_note', 'Write how a payment made here was paid.', 'Payment id', 'How it was paid', 'Payment {{inputs.payment_id}}: {{inputs.note}}.'),
    ],
    open: { inputs: [['user_email', 'email']], actions: ['settle'] },
    steps: [
      paymentStep({ message: c.settleMessage, values: { user_email: who.email }, hint: ['settle'], call: ['splitwise.settle_up', { user_email: who.email }], to: who }),
      paymentFix(c.noteMessage, ['note'], ['note', c.how], 'description', { receiver_id: who.id }),
    ],
    reopen: { shows: [keptIn(PAYMENTS, '$paymentId'), c.with], retained: ['$paymentId'] },
  });
}

// ---------------------------------------------------------------- paid on Venmo, recorded on Splitwise (splitwise + venmo)

interface VenmoCase extends CaseBase { to: string; amount: number; whatFor: string; payMessage: string; noteMessage: string }

const venmoCases: VenmoCase[] = [
  {
    id: 'single.splitwise.pay-via-venmo', split: 'dev', seed: 3216, appId: 'venmo-bridge', title: 'Venmo Bridge',
    summary: 'Pays someone on Venmo and records the same payment on Splitwise so both apps agree.', intro: 'Email, amount and what it is for.',
    intention: 'I pay people back on Venmo but my debts live on Splitwise, and I always forget to record the payment there. Make one form that does both, and lets me annotate the Splitwise side.',
    to: 'Sofia Silva', amount: 300, whatFor: 'Rent catch-up', payMessage: 'Send sofia.silva@proton.me 300 on Venmo for Rent catch-up and record it on Splitwise.',
    noteMessage: 'On the Splitwise payment, note: Rent catch-up, part one.',
  },
  {
    id: 'single.splitwise.venmo-then-splitwise', split: 'sealed', seed: 3217, appId: 'two-ledgers', title: 'Venmo to Splitwise',
    summary: 'Keeps Venmo and Splitwise in step: a Venmo payment is recorded on Splitwise too.', intro: 'Who gets the money and how much.',
    intention: 'Give me a tool that pays a person on Venmo and writes that payment into Splitwise at the same time; sometimes I add a note to the Splitwise record afterwards.',
    to: 'Omar Patel', amount: 50, whatFor: 'Utilities share', payMessage: 'Pay omar.patel@yahoo.com 50 on Venmo, Utilities share, and log it on Splitwise.',
    noteMessage: 'Note on the Splitwise payment: Utilities share for May.',
  },
  {
    id: 'single.splitwise.lunch-debt-venmo', split: 'dev', seed: 3218, appId: 'pay-and-log', title: 'Debt Clearer',
    summary: 'Pays on Venmo and logs the payment on Splitwise.', intro: 'Pay someone and keep Splitwise honest.',
    intention: 'When I clear a small debt I send the money on Venmo; I want Splitwise updated in the same step and a way to add a note there later.',
    to: 'Liam Larsen', amount: 8, whatFor: 'Dinner at Lola', payMessage: 'Pay liam.larsen@proton.me 8 on Venmo for Dinner at Lola and put it on Splitwise.',
    noteMessage: 'Add the note: Dinner at Lola, all square now.',
  },
];

function venmoTask(c: VenmoCase): TaskInput {
  const to = personNamed(c.to);
  // The note is what the message says after its first colon.
  const note = c.noteMessage.split(': ').slice(1).join(': ').replace(/\.$/, '');
  const paying = { receiver_email: '{{inputs.receiver_email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' };
  return stepsTask(c, {
    services: ['venmo', 'splitwise'], domains: ['splitwise', 'venmo'], list: paymentList,
    actions: [
      {
        id: 'pay_and_record', label: 'Pay and record', goal: 'Pay the person on Venmo from my balance and record the same payment on Splitwise.',
        services: ['venmo', 'splitwise'], inputs: [input('receiver_email', 'Pay to (email)'), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
        plan: [
          call('venmo.create_transaction', paying, 'sent'),
          call('splitwise.record_payment', paying, 'rec'),
          append('payments', { id: '{{rec.payment_id}}', to: '{{inputs.receiver_email}} via Venmo payment {{sent.transaction_id}}', amount: '{{inputs.amount}}', note: '' }),
          message('Paid ${{inputs.amount}} on Venmo (payment {{sent.transaction_id}}) and recorded it on Splitwise (payment {{rec.payment_id}}).'),
        ],
      },
      noteAction('note_payment', 'Change the note of a Splitwise payment recorded here.', 'Splitwise payment id', 'Note', 'Payment {{inputs.payment_id}} now reads: {{inputs.note}}.'),
    ],
    open: { inputs: [['receiver_email', 'email', 'who'], ['amount']], actions: ['pay', 'record'] },
    steps: [
      {
        stage: 'submit', message: c.payMessage, values: { receiver_email: to.email, amount: c.amount, what_for: c.whatFor }, hint: ['pay'],
        captures: { paymentId: { at: PAYMENTS, where: { receiver_id: to.id } }, venmoId: { at: 'venmo.transactions', where: { receiver_id: to.id } } },
        calls: [['venmo.create_transaction', { receiver_email: to.email, amount: c.amount }], ['splitwise.record_payment', { receiver_email: to.email, amount: c.amount }]],
        changes: [['venmo.transactions', 'inserted', { receiver_id: to.id, amount: c.amount }], [PAYMENTS, 'inserted', { receiver_id: to.id, amount: c.amount }]],
        records: [
          [PAYMENTS, { id: '$paymentId' }, { amount: c.amount, receiver_id: to.id }],
          ['venmo.transactions', { id: '$venmoId' }, { amount: c.amount, description: c.whatFor }],
        ],
        max: 6, allow: [...paid, ['venmo', 'transactions', 'inserted'], ['venmo', 'users', 'updated'], ['venmo', 'notifications', 'inserted']],
        show: ['$paymentId', '$venmoId'],
      },
      paymentFix(c.noteMessage, ['note'], ['note', note], 'description', { amount: c.amount }),
    ],
    reopen: { shows: [keptIn(PAYMENTS, '$paymentId'), '$venmoId'], retained: ['$paymentId'] },
  });
}

// ---------------------------------------------------------------- a recurring bill set up, then stopped

/** A list of expenses (or recurring bills) made here: what, how much, and where each stands now. */
const expenseList = (name: string, item: string, heading: string, empty: string): CollectionDef => ({
  name, fields: { id: 'number', what: 'string', amount: 'number', status: 'string' }, item, heading, empty,
});

interface RecurringCase extends CaseBase {
  description: string;
  amount: number;
  debtors: string[];
  every: 'week' | 'month' | 'year';
  start: string;
  setMessage: string;
  stopMessage: string;
}

const recurringCases: RecurringCase[] = [
  {
    id: 'single.splitwise.streaming-recurring', split: 'public', seed: 3219, appId: 'shared-subscriptions', title: 'Shared Subscriptions',
    summary: 'Sets up the subscriptions I share as recurring Splitwise expenses and stops them when we cancel.',
    intro: 'What is the subscription, what does it cost, who shares it?',
    intention: 'We share a few streaming subscriptions and I pay them all. I want each one set up as a recurring expense on Splitwise, and to stop it when we cancel.',
    description: 'Netflix premium', amount: 22.99, debtors: ['Omar Patel', 'Sofia Silva'], every: 'month', start: '2023-06-01',
    setMessage: 'Netflix premium, 22.99 a month from 2023-06-01, shared with omar.patel@yahoo.com and sofia.silva@proton.me.',
    stopMessage: 'We cancelled Netflix, stop that recurring expense.',
  },
  {
    id: 'single.splitwise.weekly-cleaner', split: 'sealed', seed: 3220, appId: 'cleaner-split', title: 'Cleaner Split',
    summary: 'Splits the weekly cleaner with my flatmate as a recurring Splitwise expense, and stops it when needed.', intro: 'Describe the recurring cost and who shares it.',
    intention: 'Our cleaner comes every week and I pay her. Make me something that puts the cost on Splitwise as a weekly recurring expense shared with my flatmate, which I can stop later.',
    description: 'Cleaner', amount: 60, debtors: ['Omar Patel'], every: 'week', start: '2023-05-22',
    setMessage: 'Cleaner, 60 every week starting 2023-05-22, split with omar.patel@yahoo.com.', stopMessage: 'The cleaner quit, stop the weekly expense.',
  },
];

function recurringTask(c: RecurringCase): TaskInput {
  const emails = c.debtors.map((name) => personNamed(name).email);
  const set = { description: c.description, paid_amount: c.amount, debtor_emails: emails, every: c.every, start_date: c.start };
  return stepsTask(c, {
    services: ['splitwise'],
    list: expenseList('bills', '{{item.what}}: ${{item.amount}} (recurring {{item.id}}, {{item.status}})', 'Recurring bills', 'No recurring bills yet.'),
    actions: [
      {
        id: 'set_up', label: 'Set up recurring', goal: 'Create the recurring Splitwise expense, split equally with the people given.', services: ['splitwise'],
        inputs: [
          input('description', 'What it is'), input('paid_amount', 'Cost ($)', 'number'), input('debtor_emails', 'Shared with (emails)', 'list'),
          input('every', 'How often', 'select', { options: ['week', 'month', 'year'], default: 'month' }), input('start_date', 'First date', 'date'),
        ],
        plan: [
          call('splitwise.create_recurring_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.paid_amount}}', debtor_emails: '{{inputs.debtor_emails}}', every: '{{inputs.every}}', start_date: '{{inputs.start_date}}' }, 'rule'),
          append('bills', { id: '{{rule.recurring_expense_id}}', what: '{{inputs.description}}', amount: '{{inputs.paid_amount}}', status: 'every {{inputs.every}}' }),
          message('{{inputs.description}} repeats every {{inputs.every}} from {{inputs.start_date}} (recurring {{rule.recurring_expense_id}}).'),
        ],
      },
      recordAction({
        id: 'stop', label: 'Stop recurring', goal: 'Stop a recurring expense set up here.', service: 'splitwise', key: ['recurring_id', 'Recurring id'],
        call: ['splitwise.delete_recurring_expense', { recurring_expense_id: '{{inputs.recurring_id}}' }], list: 'bills', fields: { status: 'stopped' }, said: 'Recurring {{inputs.recurring_id}} is stopped.',
      }),
    ],
    open: { inputs: [['description', 'what'], ['paid_amount', 'amount', 'cost']], actions: ['recurring', 'set'] },
    steps: [
      {
        stage: 'submit', message: c.setMessage, values: { ...set, debtor_emails: emails.join(', ') }, hint: ['set', 'recurring'],
        captures: { ruleId: { at: 'splitwise.recurring_expenses', where: { description: c.description } } }, calls: [['splitwise.create_recurring_expense', set]],
        changes: [['splitwise.recurring_expenses', 'inserted', { description: c.description }]],
        records: [['splitwise.recurring_expenses', { id: '$ruleId' }, { description: c.description, paid_amount: c.amount, every: c.every, next_date: c.start }]],
        max: 1, allow: [['splitwise', 'recurring_expenses', 'inserted']], show: ['$ruleId', c.description],
      },
      deleteStep({ message: c.stopMessage, values: { recurring_id: '$ruleId' }, hint: ['stop'], call: ['splitwise.delete_recurring_expense', 'recurring_expense_id'], table: 'splitwise.recurring_expenses', id: '$ruleId' }),
    ],
    reopen: { shows: ['$ruleId', c.description], retained: ['$ruleId'] },
  });
}

// ---------------------------------------------------------------- comments on expenses

/** An expense of the fixture by words of its description. */
const expense = (words: string) => fixtureRow<{ id: number; description: string; payer_id: number }>('SELECT id, description, payer_id FROM splitwise_expenses WHERE description LIKE ?', `%${words}%`);

const COMMENTS = 'splitwise.comments';
const commentList: CollectionDef = {
  name: 'comments', fields: { id: 'number', on: 'string', text: 'string' }, item: 'On "{{item.on}}": {{item.text}} (comment {{item.id}})', heading: 'My comments', empty: 'No comments yet.',
};
const findExpense = call('splitwise.show_expenses', { query: '{{inputs.words}}', page_limit: 1 }, 'found');
const posted = [
  call('splitwise.post_expense_comment', { expense_id: '{{found.0.expense_id}}', content: '{{inputs.content}}' }, 'posted'),
  append('comments', { id: '{{posted.comment_id}}', on: '{{found.0.description}}', text: '{{inputs.content}}' }),
] as const;
const commentInputs = [input('words', 'Which expense (words from it)'), input('content', 'Comment')];
const commentOpen = [['words', 'query', 'expense'], ['content', 'comment']];

/** The first step of the comment tasks: a comment posted on the expense found by its words. */
const postStep = (e: { id: number; description: string }, words: string, content: string, text: string, hint: string[], more: Partial<FlowStep> = {}): FlowStep => ({
  stage: 'submit', message: text, values: { words, content }, hint,
  captures: { commentId: { at: COMMENTS, where: { expense_id: e.id } } }, calls: [['splitwise.post_expense_comment', { expense_id: e.id, content }]],
  changes: [[COMMENTS, 'inserted', { expense_id: e.id, author_id: USER }]], records: [[COMMENTS, { id: '$commentId' }, { content, expense_id: e.id }]],
  max: 4, allow: [['splitwise', 'comments', 'inserted'], ['splitwise', 'notifications', 'inserted']], show: ['$commentId', e.description], ...more,
});

const questionCase: CaseBase = {
  id: 'single.splitwise.expense-questions', split: 'public', seed: 3221, appId: 'expense-questions', title: 'Expense Questions',
  summary: 'Asks questions on Splitwise expenses by commenting, and lets me reword a comment.', intro: 'Which expense (words from it) and what do you want to ask?',
  intention: 'Sometimes a Splitwise expense looks off and I want to ask about it right there. Let me comment on an expense by naming it and reword my comment afterwards.',
};

function questionTask(c: CaseBase): TaskInput {
  const e = expense('PG&E electricity - April');
  const text = 'Why is this so much higher than March?';
  const newText = 'Why is this higher than March? Was it the heater?';
  return stepsTask(c, {
    services: ['splitwise'], list: commentList,
    actions: [
      {
        id: 'ask', label: 'Comment', goal: 'Find the expense by its words and post the comment on it.', services: ['splitwise'], inputs: commentInputs,
        plan: [findExpense, ...posted, message('Commented on "{{found.0.description}}" (comment {{posted.comment_id}}).')],
      },
      recordAction({
        id: 'reword', label: 'Reword comment', goal: 'Change the text of a comment posted here.', service: 'splitwise', key: ['comment_id', 'Comment id'], more: [input('new_content', 'New text')],
        call: ['splitwise.update_expense_comment', { comment_id: '{{inputs.comment_id}}', content: '{{inputs.new_content}}' }], list: 'comments',
        fields: { text: '{{inputs.new_content}}' }, said: 'Comment {{inputs.comment_id}} now reads: {{inputs.new_content}}',
      }),
    ],
    open: { inputs: commentOpen, actions: ['comment', 'ask'] },
    steps: [
      postStep(e, 'PG&E electricity - April', text, `On PG&E electricity - April, ask: "${text}"`, ['comment', 'ask']),
      {
        stage: 'revise', message: `Reword it to "${newText}"`, values: { comment_id: '$commentId', new_content: newText }, hint: ['reword', 'change'],
        calls: [['splitwise.update_expense_comment', { comment_id: '$commentId', content: newText }]], same: [[COMMENTS, '$commentId']],
        records: [[COMMENTS, { id: '$commentId' }, { content: newText }]], max: 1, allow: [['splitwise', 'comments', 'updated']], show: [newText],
      },
    ],
    reopen: { shows: [keptIn(COMMENTS, '$commentId'), keptIn(COMMENTS, '$commentId', 'content', newText)], retained: ['$commentId'] },
  });
}

// ---------------------------------------------------------------- a comment with a text to whoever paid, then withdrawn (splitwise + phone)

interface NudgeCase extends CaseBase { words: string; text: string; postMessage: string; deleteMessage: string }

const nudgeCases: NudgeCase[] = [
  {
    id: 'single.splitwise.comment-and-text-payer', split: 'dev', seed: 3222, appId: 'expense-nudge', title: 'Expense Nudge',
    summary: 'Comments on a Splitwise expense and texts the person who paid it so they see the comment.', intro: 'Which expense, and what do you want to say?',
    intention: 'Nobody reads Splitwise comments. When I comment on an expense I want the person who paid it to get a text about it too, and I want to be able to delete the comment later.',
    words: 'Lift tickets', text: 'Can we split this by days skied instead?',
    postMessage: 'On Lift tickets, comment "Can we split this by days skied instead?" and text whoever paid.', deleteMessage: 'We sorted it out, delete my comment.',
  },
  {
    id: 'single.splitwise.grill-tools-nudge', split: 'sealed', seed: 3223, appId: 'comment-ping', title: 'Comment Ping',
    summary: 'Posts a comment on a shared expense and pings its payer by SMS; the comment can be removed again.', intro: 'Expense words and your comment.',
    intention: 'I want to leave a comment on a shared expense on Splitwise and have the payer pinged by text message, with a way to take my comment down afterwards.',
    words: 'grill tools', text: 'Did you keep the receipt? One tong is broken',
    postMessage: 'Comment "Did you keep the receipt? One tong is broken" on the grill tools expense and text the payer.', deleteMessage: 'Never mind, delete that comment.',
  },
  {
    id: 'single.splitwise.pizza-comment-text', split: 'dev', seed: 3224, appId: 'ask-the-payer', title: 'Ask Who Paid',
    summary: 'Asks the payer of a Splitwise expense about it in a comment and by text.', intro: 'Name the expense and ask.',
    intention: 'When something in our lunch group\'s Splitwise looks wrong I want to ask in a comment and also text the person who paid; if it gets resolved I delete the comment.',
    words: 'Pizza from Tony', text: 'I only had two slices, can you check?',
    postMessage: 'Ask on Pizza from Tony\'s: "I only had two slices, can you check?" and text the payer.', deleteMessage: 'Ava fixed it, delete the comment.',
  },
];

const textPayer = call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: 'I commented on "{{inputs.words}}" in Splitwise: {{inputs.content}}' });

function nudgeTask(c: NudgeCase): TaskInput {
  const e = expense(c.words);
  const payer = fixtureRow<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM admin_people WHERE id = ?', e.payer_id);
  const phone = contact(`${payer.first_name} ${payer.last_name}`).phone;
  return stepsTask(c, {
    services: ['splitwise', 'phone'], domains: ['splitwise', 'phone'], list: commentList,
    actions: [
      {
        id: 'comment_and_text', label: 'Comment and text',
        goal: 'Find the expense by its words, comment on it, and text the comment to whoever paid it (found in my phone contacts by email).',
        services: ['splitwise', 'phone'], inputs: commentInputs,
        plan: [
          findExpense, posted[0], call('phone.search_contacts', { query: '{{found.0.payer.email}}', page_limit: 1 }, 'who'), textPayer, posted[1],
          message('Commented on "{{found.0.description}}" (comment {{posted.comment_id}}) and texted {{who.0.first_name}} {{who.0.last_name}}.'),
        ],
      },
      recordAction({
        id: 'delete_comment', label: 'Delete comment', goal: 'Delete a comment posted here.', service: 'splitwise', key: ['comment_id', 'Comment id'],
        call: ['splitwise.delete_expense_comment', { comment_id: '{{inputs.comment_id}}' }], list: 'comments', fields: { text: '(deleted)' }, said: 'Comment {{inputs.comment_id}} deleted.',
      }),
    ],
    open: { inputs: commentOpen, actions: ['comment'] },
    steps: [
      postStep(e, c.words, c.text, c.postMessage, ['comment', 'text'], {
        calls: [['splitwise.post_expense_comment', { expense_id: e.id, content: c.text }], ['phone.send_text_message', { phone_number: phone }]],
        changes: [[COMMENTS, 'inserted', { expense_id: e.id, author_id: USER }], ['phone.text_messages', 'inserted', {}]], max: 12,
        allow: [['splitwise', 'comments', 'inserted'], ['splitwise', 'notifications', 'inserted'], ['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
        // The text's wording is the app's; it must carry the comment.
        free: madeUpTexts([textPayer], { words: c.words, content: c.text }).map((f) => ({ ...f, constraint: { contains: [c.text] } })),
      }),
      deleteStep({ message: c.deleteMessage, values: { comment_id: '$commentId' }, hint: ['delete'], call: ['splitwise.delete_expense_comment', 'comment_id'], table: COMMENTS, id: '$commentId' }),
    ],
    reopen: { shows: ['$commentId', e.description], retained: ['$commentId'] },
  });
}

// ---------------------------------------------------------------- an expense recorded, deleted, then restored

interface ExpenseUndoCase extends CaseBase { description: string; amount: number; debtor: string; recordMessage: string; deleteMessage: string; restoreMessage: string }

const expenseUndoCases: ExpenseUndoCase[] = [
  {
    id: 'single.splitwise.expense-undo', split: 'public', seed: 3225, appId: 'expense-undo', title: 'Expense Undo',
    summary: 'Records an expense split with one friend, deletes it, and restores it if I deleted it by mistake.', intro: 'What, how much, shared with whom (email).',
    intention: 'I record shared costs on Splitwise from my phone and sometimes delete the wrong one. I want record, delete and undo-delete in one place.',
    description: 'Picnic supplies', amount: 38, debtor: 'Zoe Ito', recordMessage: 'Record Picnic supplies, 38, shared with zoe.ito@outlook.com.',
    deleteMessage: 'Delete the picnic expense, Zoe paid for it herself.', restoreMessage: 'No wait, that was the drinks. Restore the Picnic supplies expense.',
  },
  {
    id: 'single.splitwise.taxi-expense-restore', split: 'dev', seed: 3226, appId: 'oops-expenses', title: 'Oops Expenses',
    summary: 'Shared expenses on Splitwise with a safety net: deleted ones can be brought back.', intro: 'Record an expense; delete or restore it later.',
    intention: 'Make me a Splitwise expense form with a safety net: I can record a cost split with a friend, delete it, and bring it back if I deleted it by accident.',
    description: 'Taxi to the stadium', amount: 26, debtor: 'Owen Kim', recordMessage: 'Taxi to the stadium, 26, split with owen.kim@proton.me.',
    deleteMessage: 'Delete that taxi expense.', restoreMessage: 'Oops, I need it after all, restore the taxi expense.',
  },
];

const EXPENSES = 'splitwise.expenses';

function expenseUndoTask(c: ExpenseUndoCase): TaskInput {
  const debtor = personNamed(c.debtor);
  const onExpense = (id: string, label: string, api: string, status: string): ActionDef =>
    recordAction({
      id, label, goal: `${label} made here.`, service: 'splitwise', key: ['expense_id', 'Expense id'], call: [`splitwise.${api}`, { expense_id: '{{inputs.expense_id}}' }],
      list: 'expenses', fields: { status }, said: `Expense {{inputs.expense_id}} ${status}.`,
    });
  const toggle = (stage: 'revise' | 'followup', text: string, api: string, deleted: boolean, hint: string[]): FlowStep =>
    inPlaceStep({
      stage, message: text, values: { expense_id: '$expenseId' }, hint, call: [`splitwise.${api}`, { expense_id: '$expenseId' }], table: EXPENSES, id: '$expenseId',
      fields: { deleted, description: c.description, paid_amount: c.amount }, show: ['$expenseId'],
    });
  return stepsTask(c, {
    services: ['splitwise'],
    list: expenseList('expenses', '{{item.what}} ${{item.amount}} (expense {{item.id}}, {{item.status}})', 'Expenses', 'No expenses yet.'),
    actions: [
      {
        id: 'record', label: 'Record expense', goal: 'Record the expense, paid by me and split equally with the friend.', services: ['splitwise'],
        inputs: [input('description', 'What'), input('paid_amount', 'Amount ($)', 'number'), input('debtor_emails', 'Shared with (email)', 'list')],
        plan: [
          call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.paid_amount}}', debtor_emails: '{{inputs.debtor_emails}}' }, 'made'),
          append('expenses', { id: '{{made.expense_id}}', what: '{{inputs.description}}', amount: '{{inputs.paid_amount}}', status: 'recorded' }),
          message('Recorded {{inputs.description}} (expense {{made.expense_id}}).'),
        ],
      },
      onExpense('delete', 'Delete expense', 'delete_expense', 'deleted'),
      onExpense('restore', 'Restore expense', 'undelete_expense', 'restored'),
    ],
    open: { inputs: [['description', 'what'], ['paid_amount', 'amount']], actions: ['record', 'expense'] },
    steps: [
      {
        stage: 'submit', message: c.recordMessage, values: { description: c.description, paid_amount: c.amount, debtor_emails: debtor.email }, hint: ['record'],
        captures: { expenseId: { at: EXPENSES, where: { description: c.description } } },
        calls: [['splitwise.record_expense', { description: c.description, paid_amount: c.amount, debtor_emails: [debtor.email] }]],
        changes: [[EXPENSES, 'inserted', { description: c.description }], ['splitwise.expense_shares', 'inserted', { expense_id: '$expenseId', debtor_id: debtor.id }]],
        records: [[EXPENSES, { id: '$expenseId' }, { description: c.description, paid_amount: c.amount, payer_id: USER, deleted: false }]], max: 3,
        allow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
        show: ['$expenseId', c.description],
      },
      toggle('revise', c.deleteMessage, 'delete_expense', true, ['delete']),
      toggle('followup', c.restoreMessage, 'undelete_expense', false, ['restore', 'undelete']),
    ],
    reopen: { shows: [keptIn(EXPENSES, '$expenseId'), keptIn(EXPENSES, '$expenseId', 'description', c.description)], retained: ['$expenseId'] },
  });
}

export const tasks = (): TaskInput[] => [
  ...cashCases.map(cashTask),
  undoPaymentTask(undoCase),
  ...settleCases.map(settleTask), ...venmoCases.map(venmoTask), ...recurringCases.map(recurringTask),
  questionTask(questionCase),
  ...nudgeCases.map(nudgeTask), ...expenseUndoCases.map(expenseUndoTask),
];
