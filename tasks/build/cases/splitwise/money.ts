/** Splitwise payments: recorded and corrected, settled up, paid on Venmo and noted, deleted as a duplicate and restored. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { fixtureRow, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, update, type ActionDef, type CollectionDef, type InputDef } from '../../kit/package.ts';
import type { Allow, Json, Obj, Values } from '../../kit/types.ts';
import { stepsTask, type FlowStep } from '../../shapes/record-steps.ts';
import { caseTasks } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { inPlaceStep, keptIn } from '../../kit/flow.ts';
import { deletedFlagStep } from './deleted-flag.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { ACTION_WORDS, withActionWords } from '../../kit/action-words.ts';

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
const paymentAction = (a: { id: string; label: string; goal: string; inputs: InputDef[]; call: [api: string, args: Obj]; bind: string; amount: string; said: string; note?: string }): ActionDef => ({
  id: a.id, label: a.label, goal: a.goal, services: ['splitwise'], inputs: a.inputs,
  plan: [
    call(...a.call, a.bind),
    call('splitwise.show_payment', { payment_id: `{{${a.bind}.payment_id}}` }, 'p'),
    append('payments', { id: `{{${a.bind}.payment_id}}`, to: '{{p.receiver.name}}', amount: a.amount, note: a.note ?? '' }),
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

const CashCase = z.object({ ...stepsCase, to: z.string(), amount: z.number(), fixed: z.number(), recordMessage: z.string(), fixMessage: z.string() });
type CashCase = z.infer<typeof CashCase>;

/** The cash app's forms: a payment made outside the app recorded, its amount fixed. */
const cashForms = [
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
];

function cashTask(c: CashCase): TaskInput {
  const to = personNamed(c.to);
  const t = stepsTask(c, {
    services: ['splitwise'], list: paymentList, actions: cashForms,
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
  // "Fix that payment": the user knows it as the cash they gave the person, never by an id no step
  // asked to see (s16 fields): the fix step types whom it was paid to beside the payment id, and an
  // app whose correction form picks the payment that way gets it (one record, two forms).
  return { ...t, episodes: t.episodes.map((e) => (e.stage === 'revise' ? { ...e, values: { ...e.values, [PAID_TO]: to.email }, names: { ...(e.names ?? {}), [PAID_TO]: 'payment_id' } } : e)) };
}

/** The key of a cash payment's name form: whom it was paid to. */
const PAID_TO = 'paid_to|receiver_email|person';

// ---------------------------------------------------------------- a payment deleted as a duplicate, then restored

const UndoPaymentCase = z.object({ ...stepsCase, with: z.string(), deleteMessage: z.string(), restoreMessage: z.string() });
type UndoPaymentCase = z.infer<typeof UndoPaymentCase>;

/** Finds my latest payment to the person (deleted ones too), deletes or restores it, and lists it. */
const onLatestPayment = (id: string, label: string, api: string, keep: Obj, note: string): ActionDef => ({
  id, label, goal: `${label}: my latest payment to the person.`, services: ['splitwise'], inputs: [input('user_email', 'Their email')],
  plan: [
    call('splitwise.show_payments', { user_email: '{{inputs.user_email}}', include_deleted: true, page_limit: 1 }, 'found'),
    call(`splitwise.${api}`, { payment_id: '{{found.0.payment_id}}' }),
    keep,
    message(`Payment {{found.0.payment_id}} of \${{found.0.amount}} to {{found.0.receiver.name}} <{{found.0.receiver.email}}> ${note}.`),
  ],
});
const listed = { id: '{{found.0.payment_id}}', to: '{{found.0.receiver.name}} <{{found.0.receiver.email}}>', amount: '{{found.0.amount}}', note: 'deleted' };
const undoForms = [
  onLatestPayment('delete_payment', 'Delete payment', 'delete_payment', append('payments', listed), 'deleted'),
  onLatestPayment('restore_payment', 'Restore payment', 'undelete_payment', update('payments', '{{found.0.payment_id}}', { note: 'restored' }), 'restored'),
];

function undoPaymentTask(c: UndoPaymentCase): TaskInput {
  const aisha = personNamed(c.with);
  const old = fixtureRow<{ id: number; amount: number }>('SELECT id, amount FROM splitwise_payments WHERE payer_id = ? AND receiver_id = ?', USER, aisha.id);
  const step = (stage: 'submit' | 'revise', text: string, api: string, deleted: boolean, hint: string[]) =>
    deletedFlagStep({
      stage, message: text, values: { user_email: aisha.email }, hint, call: [`splitwise.${api}`, 'payment_id'], table: PAYMENTS, id: old.id, deleted, fields: { amount: old.amount },
      show: [old.id, aisha.email],
    });
  // Deleted and restored must be said, not only whom the payment went to (issue #30, not_shown).
  return withStateWords(stepsTask(c, {
    services: ['splitwise'], list: paymentList, actions: undoForms,
    open: { inputs: [['user_email', 'email']], actions: ['delete'] },
    steps: [
      step('submit', c.deleteMessage, 'delete_payment', true, ['delete']),
      step('revise', c.restoreMessage, 'undelete_payment', false, ['restore', 'undelete']),
    ],
    reopen: { shows: [aisha.email], retained: [] },
  }), [
    { episode: 'create', value: aisha.email, words: STATE_WORDS.deleted },
    { episode: 'revise', value: aisha.email, words: STATE_WORDS.restored },
  ]);
}

// ---------------------------------------------------------------- settle up with someone, then say how

const SettleCase = z.object({ ...stepsCase, with: z.string(), how: z.string(), settleMessage: z.string(), noteMessage: z.string() });
type SettleCase = z.infer<typeof SettleCase>;

/** The settle-up app's forms: everything I owe a person paid back, a note on how. */
const settleForms = [
  paymentAction({
    id: 'settle', label: 'Settle up', goal: 'Pay back everything I owe the person on Splitwise and keep the payment here.', inputs: [input('user_email', 'Settle with (email)')],
    call: ['splitwise.settle_up', { user_email: '{{inputs.user_email}}' }], bind: 'settled', amount: '{{settled.amount}}', note: 'settled',
    said: 'Settled ${{settled.amount}} with {{p.receiver.name}} (payment {{settled.payment_id}}).',
  }),
  noteAction('add_note', 'Write how a payment made here was paid.', 'Payment id', 'How it was paid', 'Payment {{inputs.payment_id}}: {{inputs.note}}.'),
];

function settleTask(c: SettleCase): TaskInput {
  const who = personNamed(c.with);
  // The person alone could come from a read: that everything was settled is said too (Reading 2).
  const t = withActionWords(stepsTask(c, {
    services: ['splitwise'], list: paymentList, actions: settleForms,
    open: { inputs: [['user_email', 'email']], actions: ['settle'] },
    steps: [
      paymentStep({ message: c.settleMessage, values: { user_email: who.email }, hint: ['settle'], call: ['splitwise.settle_up', { user_email: who.email }], to: who }),
      paymentFix(c.noteMessage, ['note'], ['note', c.how], 'description', { receiver_id: who.id }),
    ],
    reopen: { shows: [keptIn(PAYMENTS, '$paymentId'), c.with], retained: ['$paymentId'] },
  }), [{ episode: 'create', value: who.name, words: ACTION_WORDS.settled }]);
  // "A way to note how I actually paid them": the user knows the payment as the one to the person
  // they settled with (s17 shapes19): the note step types that person beside the payment id, so a
  // note form that takes the person (their latest settle-up) gets it (one record, two forms).
  return { ...t, episodes: t.episodes.map((e) => (e.stage === 'revise' ? { ...e, values: { ...e.values, [PAID_TO]: who.email }, names: { ...(e.names ?? {}), [PAID_TO]: 'payment_id' } } : e)) };
}

// ---------------------------------------------------------------- paid on Venmo, recorded on Splitwise (splitwise + venmo)

const VenmoCase = z.object({ ...stepsCase, to: z.string(), amount: z.number(), whatFor: z.string(), payMessage: z.string(), noteMessage: z.string() });
type VenmoCase = z.infer<typeof VenmoCase>;

const paying = { receiver_email: '{{inputs.receiver_email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' };
/** The bridge app's forms: a payment made on Venmo and recorded on Splitwise, a note on the Splitwise side. */
const venmoForms: ActionDef[] = [
  {
    id: 'pay_and_record', label: 'Pay and record', goal: 'Pay the person on Venmo from my balance and record the same payment on Splitwise.',
    services: ['venmo', 'splitwise'], inputs: [input('receiver_email', 'Pay to (email)'), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
    plan: [
      call('venmo.create_transaction', paying, 'sent'),
      call('splitwise.record_payment', paying, 'rec'),
      append('payments', { id: '{{rec.payment_id}}', to: '{{inputs.receiver_email}} via Venmo payment {{sent.transaction_id}}', amount: '{{inputs.amount}}', note: 'recorded on Splitwise' }),
      message('Paid ${{inputs.amount}} on Venmo for {{inputs.what_for}} (payment {{sent.transaction_id}}) and recorded it on Splitwise (payment {{rec.payment_id}}).'),
    ],
  },
  noteAction('note_payment', 'Change the note of a Splitwise payment recorded here.', 'Splitwise payment id', 'Note', 'Payment {{inputs.payment_id}} now reads: {{inputs.note}}.'),
];

function venmoTask(c: VenmoCase): TaskInput {
  const to = personNamed(c.to);
  // The note is what the message says after its first colon.
  const note = c.noteMessage.split(': ').slice(1).join(': ').replace(/\.$/, '');
  // What it was for and how much could come from the Venmo payment alone: that the Splitwise side was recorded is said too (Reading 2).
  const t = withActionWords(stepsTask(c, {
    services: ['venmo', 'splitwise'], domains: ['splitwise', 'venmo'], list: paymentList, actions: venmoForms,
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
        // What it was for, as the user said it (issue #30, not_shown).
        show: ['$paymentId', '$venmoId', c.whatFor],
        // "For Dinner at Lola" is the Venmo memo; the Splitwise side's note is the user's later
        // step ("a way to add a note there later"), so its first description is the app's (issue #30, s10).
        free: [{ app: 'splitwise', table: 'payments', field: 'description', constraint: 'any', why: 'the user dictates the Splitwise note in a later step; what the payment reads until then is the app\'s, even nothing' }],
      },
      paymentFix(c.noteMessage, ['note'], ['note', note], 'description', { amount: c.amount }),
    ],
    reopen: { shows: [keptIn(PAYMENTS, '$paymentId'), '$venmoId'], retained: ['$paymentId'] },
  // And that the Venmo money went out: the Splitwise record alone holds the same values (s15 shown15).
  // s28 words (pay-via-venmo s28-s203-f2): "Splitwise payment N saved" beside a Venmo payment, which is sent, not saved.
  // s30 (lunch-debt-venmo s27-w2-f10, pay-via-venmo s28-s203-f2): Splitwise named beside Venmo as where it went ("Splitwise: payment …").
  }), [{ episode: 'create', value: c.whatFor, words: [...ACTION_WORDS.paymentRecorded, 'saved', ...ACTION_WORDS.paymentOnSplitwise] }, { episode: 'create', value: c.whatFor, words: VENMO_SENT }]);
  // The user names the payment by what it was for ("on the Splitwise payment"), never by an id no
  // step asked to see (s15 look2): the note step types what it was for beside the payment id, and
  // an app whose note picks the payment that way gets it (one record, two forms).
  return { ...t, episodes: t.episodes.map((e) => (e.stage === 'revise' ? { ...e, values: { ...e.values, [PAID_FOR]: c.whatFor }, names: { ...(e.names ?? {}), [PAID_FOR]: 'payment_id' } } : e)) };
}

/** The key of a payment's name form: what it was for. */
const PAID_FOR = 'payment|what_for|paid_for';

/** A Venmo payment sent, in words a Splitwise record does not say ("payment recorded" is Splitwise's). */
const VENMO_SENT = STATE_WORDS.toldPaid.filter((w) => w !== 'payment' && w !== 'pay');

export function tasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    cash: [CashCase, cashTask],
    undoPayment: [UndoPaymentCase, undoPaymentTask],
    settle: [SettleCase, settleTask],
    venmo: [VenmoCase, venmoTask],
  });
}
