import type { TaskInput } from '../../../../src/schemas/task.ts';
import { KIND_WORDS, withKindBeside } from '../../kit/made-beside.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { moneyRecord, type ComboPattern } from '../../shapes/combo.ts';
import { comboRows } from '../../shapes/combo-rows.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { SETTLED_WORDS, withCarries } from '../../kit/text-carries.ts';
import { recordWords } from '../../kit/record-words.ts';
import type { Obj } from '../../kit/types.ts';

/** How often a cost repeats, in the words of its `every`. */
const REPEATS: Record<string, readonly string[]> = { week: STATE_WORDS.repeatsWeekly, month: STATE_WORDS.repeatsMonthly, year: STATE_WORDS.repeatsYearly };

const text = (phone: string, words: string) => call('phone.send_text_message', { phone_number: `{{inputs.${phone}}}`, message: words });

/** Split a bill with one person in Splitwise and text them; later correct the total and text again. */
const splitAndTextBoth: ComboPattern = {
  services: ['splitwise', 'phone'], anchor: { app: 'splitwise', table: 'expenses' }, fields: { description: 'what', paid_amount: 'total' },
  changeFields: { paid_amount: 'new_total' },
  collection: { fields: { id: 'number', what: 'string', total: 'number' }, item: '{{item.what}} — ${{item.total}} (expense {{item.id}})' },
  make: {
    id: 'split_bill', label: 'Split the bill', goal: 'Record the bill in Splitwise split equally with the person and text them about it.', services: ['splitwise', 'phone'],
    inputs: [input('what', 'What it was'), input('total', 'Total', 'number'), input('email', 'Their email'), input('phone', 'Their phone')],
    plan: [
      call('splitwise.record_expense', { description: '{{inputs.what}}', paid_amount: '{{inputs.total}}', debtor_emails: ['{{inputs.email}}'] }, 'exp'),
      text('phone', 'I put our ${{inputs.total}} bill in Splitwise, split between us.'),
      append('items', { id: '{{exp.expense_id}}', what: '{{inputs.what}}', total: '{{inputs.total}}' }),
      message('Split {{inputs.what}} (${{inputs.total}}) as expense {{exp.expense_id}} and texted them.'),
    ],
    touches: [['splitwise.expense_shares', 'inserted'], ['phone.text_messages', 'inserted']], show: ['what', 'total'], max: 8,
  },
  change: {
    id: 'fix_total', label: 'Fix the total', goal: 'Change the total of the expense (re-split equally) and text the person.', services: ['splitwise', 'phone'],
    inputs: [input('expense_id', 'Expense id', 'number'), input('new_total', 'New total', 'number'), input('phone', 'Their phone')],
    plan: [
      call('splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', paid_amount: '{{inputs.new_total}}' }),
      text('phone', 'Correction: the total is ${{inputs.new_total}} now.'),
      update('items', '{{inputs.expense_id}}', { total: '{{inputs.new_total}}' }),
      message('Expense {{inputs.expense_id}} now totals ${{inputs.new_total}}; texted them.'),
    ],
    touches: [['splitwise.expense_shares', 'updated'], ['phone.text_messages', 'inserted']], show: ['new_total'], max: 10,
  },
  keep: ['what', 'new_total'],
};

/** A cost that repeats, set up in Splitwise with a matching repeating to-do; later the to-do renamed. */
const recurringShare: ComboPattern = {
  services: ['splitwise', 'todoist'], anchor: { app: 'todoist', table: 'tasks' }, fields: { title: 'what', due_date: 'due_date' }, changeFields: { title: 'new_title' },
  // How often it repeats is kept with the amount: "every month" (the word alone would ask for the user's spelling of it).
  collection: { fields: { id: 'number', title: 'string', due: 'string', repeats: 'string' }, item: '{{item.title}} from {{item.due}}, {{item.repeats}} (to-do {{item.id}})' },
  make: {
    id: 'set_up_recurring', label: 'Set up recurring cost', goal: 'Record the cost as a recurring Splitwise expense shared with the person and add a to-do that repeats as often.',
    services: ['splitwise', 'todoist'],
    inputs: [input('what', 'What it is'), input('amount', 'Amount', 'number'), input('email', 'Shared with'), input('every', 'How often', 'select', { options: ['week', 'month', 'year'] }), input('due_date', 'First date', 'date')],
    plan: [
      call('splitwise.create_recurring_expense', { description: '{{inputs.what}}', paid_amount: '{{inputs.amount}}', debtor_emails: ['{{inputs.email}}'], every: '{{inputs.every}}', start_date: '{{inputs.due_date}}' }, 'rule'),
      call('todoist.create_task', { project_id: 0, title: '{{inputs.what}}', due_date: '{{inputs.due_date}}' }, 'todo'),
      call('todoist.set_task_recurrence', { task_id: '{{todo.task_id}}', every: '{{inputs.every}}' }),
      // "to-do" in the row's own data: the to-do is told beside its date even where the app words nothing itself (beside13).
      append('items', { id: '{{todo.task_id}}', title: '{{inputs.what}}', due: '{{inputs.due_date}}', repeats: 'to-do every {{inputs.every}}, ${{inputs.amount}}' }),
      message('{{inputs.what}} (${{inputs.amount}}) repeats every {{inputs.every}} from {{inputs.due_date}}: rule {{rule.recurring_expense_id}}, to-do {{todo.task_id}}.'),
    ],
    touches: [['splitwise.recurring_expenses', 'inserted'], ['todoist.recurrences', 'inserted']], show: ['what', 'amount'], max: 4,
    state: { of: 'what', words: (v) => REPEATS[String(v.every)] ?? [`every ${String(v.every)}`] },
  },
  change: {
    ...recordAction({ id: 'rename_todo', label: 'Rename to-do', goal: 'Rename the repeating to-do.', service: 'todoist', key: ['todo_id', 'To-do id'],
      more: [input('new_title', 'New title')], call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', title: '{{inputs.new_title}}' }],
      fields: { title: '{{inputs.new_title}}' }, said: 'To-do {{inputs.todo_id}} is now "{{inputs.new_title}}".' }),
    touches: [], show: ['new_title'], max: 1,
  },
  keep: ['new_title'],
};

/** The rename of a group made with a to-do project of the same name. */
const renameBoth = recordAction({
  id: 'rename_group', label: 'Rename and add member', service: 'splitwise',
  goal: 'Rename the Splitwise group and its to-do project of the same name, and add one more member to the group.',
  key: ['group_id', 'Group id'], more: [input('new_name', 'New name'), input('new_email', 'New member email')],
  call: ['splitwise.update_group', { group_id: '{{inputs.group_id}}', name: '{{inputs.new_name}}' }],
  also: [
    call('todoist.update_project', { project_id: '{{projects.0.project_id}}', name: '{{inputs.new_name}}' }),
    call('splitwise.add_member_to_group', { group_id: '{{inputs.group_id}}', user_email: '{{inputs.new_email}}' }),
  ],
  fields: { name: '{{inputs.new_name}}' },
  said: 'Group {{inputs.group_id}} and its project are now "{{inputs.new_name}}", with one more member.',
});

/** A Splitwise group for a shared household or trip plus a matching to-do project; later rename and add a member. */
const groupAndProject: ComboPattern = {
  services: ['splitwise', 'todoist', 'gmail'], anchor: { app: 'splitwise', table: 'groups' }, fields: { name: 'name' }, changeFields: { name: 'new_name' },
  collection: { fields: { id: 'number', name: 'string' }, item: '{{item.name}} (group {{item.id}})' },
  make: {
    id: 'start_group', label: 'Start group', goal: 'Create a Splitwise group with the person (they get an invitation email) and a to-do project of the same name.',
    services: ['splitwise', 'todoist', 'gmail'], inputs: [input('name', 'Group name'), input('email', 'Member email')],
    plan: [
      call('splitwise.create_group', { name: '{{inputs.name}}', member_emails: ['{{inputs.email}}'] }, 'group'),
      call('todoist.create_project', { name: '{{inputs.name}}' }, 'project'),
      append('items', { id: '{{group.group_id}}', name: '{{inputs.name}}' }),
      message('Group {{group.group_id}} and project {{project.project_id}} "{{inputs.name}}" are ready.'),
    ],
    touches: [['splitwise.group_members', 'inserted'], ['todoist.projects', 'inserted'], ['gmail.emails', 'inserted']], show: ['name'], max: 12,
  },
  change: {
    // The group and its to-do project were made to share a name, so a rename renames both: the
    // project is found by the group's old name before the group changes.
    ...renameBoth,
    services: ['splitwise', 'todoist'],
    plan: [call('splitwise.show_group', { group_id: '{{inputs.group_id}}' }, 'old'), call('todoist.show_projects', { query: '{{old.name}}' }, 'projects'), ...renameBoth.plan],
    touches: [['splitwise.group_members', 'inserted'], ['todoist.projects', 'updated']], show: ['new_name'], max: 5,
  },
  keep: ['new_name'],
};

/** Log an expense and keep a receipt note; later rename the expense and leave a comment on it. */
const expenseWithNote: ComboPattern = {
  services: ['splitwise', 'simple_note'], anchor: { app: 'splitwise', table: 'expenses' }, fields: { description: 'what', paid_amount: 'total' },
  changeFields: { description: 'new_what' },
  collection: { fields: { id: 'number', what: 'string', total: 'number' }, item: '{{item.what}}: ${{item.total}} (expense {{item.id}})' },
  make: {
    id: 'log_with_receipt', label: 'Log with receipt', goal: 'Record the expense split with the person and keep a receipt note with the details.',
    services: ['splitwise', 'simple_note'],
    inputs: [input('what', 'What it was'), input('total', 'Total', 'number'), input('email', 'Who shares it'), input('details', 'Receipt details')],
    plan: [
      call('splitwise.record_expense', { description: '{{inputs.what}}', paid_amount: '{{inputs.total}}', debtor_emails: ['{{inputs.email}}'] }, 'exp'),
      call('simple_note.create_note', { title: 'Receipt: {{inputs.what}}', content: '{{inputs.details}}', tags: ['receipts'] }),
      append('items', { id: '{{exp.expense_id}}', what: '{{inputs.what}}', total: '{{inputs.total}}' }),
      message('Logged {{inputs.what}} (${{inputs.total}}) as expense {{exp.expense_id}} and saved the receipt note: "{{inputs.details}}".'),
    ],
    touches: [['simple_note.notes', 'inserted']], show: ['what', 'total', 'details'], max: 6,
    free: (v) => [
      { app: 'simple_note', table: 'notes', field: 'tags', why: 'the user asks for a receipt note and names no tag; how the app files it is its choice' },
      // The note holds each item the user dictated; what else it says (the store, the total, who shares it) and the layout are the app's.
      { app: 'simple_note', table: 'notes', field: 'content', constraint: { contains: String(v.details).split(/\s*,\s*/).filter((d) => d !== '') }, why: 'the receipt note must hold each item the user dictated; the rest of its wording and layout are the app\'s' },
    ],
  },
  change: {
    ...recordAction({ id: 'rename_and_comment', label: 'Rename and comment', goal: 'Rename the expense and post a comment on it for the others.', service: 'splitwise',
      key: ['expense_id', 'Expense id'], more: [input('new_what', 'New description'), input('comment', 'Comment')],
      call: ['splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', description: '{{inputs.new_what}}' }],
      also: [call('splitwise.post_expense_comment', { expense_id: '{{inputs.expense_id}}', content: '{{inputs.comment}}' })], fields: { what: '{{inputs.new_what}}' },
      said: 'Expense {{inputs.expense_id}} is now "{{inputs.new_what}}"; comment posted: "{{inputs.comment}}".' }),
    touches: [['splitwise.comments', 'inserted']], show: ['new_what', 'comment'], max: 4,
    // The note's title was the app's at the log; an app that titled it after the expense may
    // retitle it with the rename (s15 free). Never demanded.
    inStep: (v) => [{ app: 'simple_note', table: 'notes', field: 'title', from: String(v.what), to: String(v.new_what), why: 'the receipt note may be titled after the expense; the rename may carry over to it' }],
  },
  keep: ['new_what', 'total'],
};

/** Note a payback in Splitwise and send the money on Venmo in one go; later fix the payment's note. */
const paybackBoth: ComboPattern = {
  services: ['splitwise', 'venmo'], ...moneyRecord('splitwise', 'payments', '{{item.what}}: ${{item.amount}} paid back (payment {{item.id}})'),
  changeFields: { description: 'new_what' },
  make: {
    id: 'pay_back', label: 'Pay back', goal: 'Send the money on Venmo and record the same payment in Splitwise so the balance drops.', services: ['splitwise', 'venmo'],
    inputs: [input('what', 'What for'), input('amount', 'Amount', 'number'), input('email', 'Their email')],
    plan: [
      call('venmo.create_transaction', { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'sent'),
      call('splitwise.record_payment', { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}' }, 'pay'),
      append('items', { id: '{{pay.payment_id}}', what: '{{inputs.what}}', amount: '{{inputs.amount}}' }),
      message('Sent ${{inputs.amount}} on Venmo (payment {{sent.transaction_id}}) and logged it in Splitwise as payment {{pay.payment_id}}.'),
    ],
    touches: [['venmo.transactions', 'inserted']], show: ['what', 'amount'], max: 9,
  },
  change: {
    ...recordAction({ id: 'fix_note', label: 'Fix payment note', goal: 'Change the note on a Splitwise payment.', service: 'splitwise', key: ['payment_id', 'Payment id'],
      more: [input('new_what', 'New note')], call: ['splitwise.update_payment', { payment_id: '{{inputs.payment_id}}', description: '{{inputs.new_what}}' }],
      fields: { what: '{{inputs.new_what}}' }, said: 'Payment {{inputs.payment_id}} now says "{{inputs.new_what}}".' }),
    touches: [], show: ['new_what'], max: 1,
    // One payment recorded in both apps: the new wording may carry over to the Venmo transaction's note.
    inStep: (v) => [{ app: 'venmo', table: 'transactions', field: 'description', from: String(v.what), to: String(v.new_what), why: 'the Venmo transfer is the same payment, noted with the same words' }],
  },
  keep: ['new_what', 'amount'],
};

/** Settle everything owed to a person and text them; later put a note on the payment. */
const settleAndText: ComboPattern = {
  services: ['splitwise', 'phone'], anchor: { app: 'splitwise', table: 'payments' }, fields: {}, changeFields: { description: 'note' },
  collection: { fields: { id: 'number', who: 'string', amount: 'number' }, item: 'Settled ${{item.amount}} with {{item.who}} (payment {{item.id}})' },
  make: {
    id: 'settle_up', label: 'Settle up', goal: 'Pay back everything owed to the person in Splitwise and text them the amount.', services: ['splitwise', 'phone'],
    inputs: [input('who', 'Their name'), input('email', 'Their email'), input('phone', 'Their phone')],
    plan: [
      call('splitwise.settle_up', { user_email: '{{inputs.email}}' }, 'settled'),
      text('phone', 'Hi {{inputs.who}}, I just settled up with you: ${{settled.amount}}.'),
      append('items', { id: '{{settled.payment_id}}', who: '{{inputs.who}}', amount: '{{settled.amount}}' }),
      message('Settled ${{settled.amount}} with {{inputs.who}} (payment {{settled.payment_id}}) and texted them.'),
    ],
    touches: [['phone.text_messages', 'inserted']], show: ['who'], max: 6,
  },
  change: {
    ...recordAction({ id: 'note_payment', label: 'Add a note', goal: 'Put a note on the settling payment.', service: 'splitwise', key: ['payment_id', 'Payment id'],
      more: [input('note', 'Note')], call: ['splitwise.update_payment', { payment_id: '{{inputs.payment_id}}', description: '{{inputs.note}}' }],
      said: 'Payment {{inputs.payment_id}} noted: {{inputs.note}}.' }),
    touches: [], show: ['note'], max: 1,
  },
  keep: ['who'],
};

/**
 * The texts about a split bill (s11 text11): their words are the app's, but the first tells of the
 * charge — its total or the person's half, as money (s13 carry13: not only what it was or a word of
 * splitting) — and the one after a new total tells the new total or the new half. "Hi" tells nothing.
 */
function withSplitTexts(t: TaskInput): TaskInput {
  const valuesOf = (id: string) => t.episodes.find((e) => e.id === id)?.values ?? {};
  const { total, what } = valuesOf('create');
  const create = t.episodes.find((e) => e.id === 'create');
  const about = [...t.apps.map((a) => a.intention ?? ''), create?.message ?? ''].some((said) => /(?<![a-z])about (it|that|this)(?![a-z])/i.test(said) && !/(?<![a-z])(charge|owe|owes|amount|cost|total|half|share)(?![a-z])/i.test(said.split(/about/i)[1] ?? ''));
  const { new_total: newTotal } = valuesOf('revise');
  const amounts = (n: unknown): number[] => (typeof n === 'number' ? [n, Math.round(n * 50) / 100] : []);
  return withCarries(t, [
    // s13 (carry13): the text is about the charge, so it tells the amount — the total or their half,
    // as money. What it was ("Dinner") or a word of splitting ("you owe me") alone lets "Dinner was
    // fun!" or a wrong sum pass.
    // s16 texts: where the user asks only for an SMS "about it" (not about the charge), the text may
    // tell of the bill by the words the user typed for it ("BBQ supplies") instead of its amount.
    about && typeof what === 'string'
      ? { episode: 'create', app: 'phone', field: 'message', one: [...amounts(total), ...recordWords(what)], why: 'the user asks for a text about the bill they now share, naming nothing: its words are the app\'s, but it tells of the bill — the total or their half as an amount, or a word the user gave for it', asAmount: true }
      : { episode: 'create', app: 'phone', field: 'message', one: amounts(total), why: 'the user asks to text them about the bill they now share: its words are the app\'s, but it tells the charge — the total or their half, as an amount', asAmount: true },
    ...(typeof newTotal === 'number' ? [{ episode: 'revise', app: 'phone', field: 'message', one: amounts(newTotal), why: 'the user asks to let them know of the new total: its words are the app\'s, but it tells the new total or the new half', asAmount: true }] : []),
  ]);
}

/** Whom a settle-up paid, as the note step may take it (the person's email), for the payment id. */
const SETTLED_WITH = 'paid_to|receiver_email|person';

/**
 * "Label it": the user knows the settling payment as the one to the person they settled with,
 * never by an id no step asked to see (s16 misc3, as kit's cash fix in cases/splitwise/money.ts):
 * the note step types whom it was paid to beside the payment id, and an app whose note form picks
 * the payment that way gets it (one record, two forms).
 */
function withSettledWith(t: TaskInput): TaskInput {
  const made = t.episodes.find((e) => e.id === 'create')?.values ?? {};
  const email = Object.entries(made).find(([k]) => k.split('|').includes('email'))?.[1];
  if (typeof email !== 'string') return t;
  return { ...t, episodes: t.episodes.map((e) => (e.stage === 'revise' ? { ...e, values: { ...e.values, [SETTLED_WITH]: email }, names: { ...(e.names ?? {}), [SETTLED_WITH]: 'payment_id' } } : e)) };
}

export function tasks(): TaskInput[] {
  // The text after a settle-up confirms it: the amount settled or a word of settling; its words are
  // the app's (kit/text-carries.ts). Where the user asks for the amount, the rule already holds it;
  // either way the amount counts only written as money ("$8", "8.00"), not a bare "8" anywhere.
  return comboRows(import.meta.url, { splitAndTextBoth, recurringShare, groupAndProject, expenseWithNote, paybackBoth, settleAndText }).map((t) => {
    const pkg = (t.reference as Record<string, { package: Obj }>).A?.package;
    const acts = (pkg?.actions as Obj[] | undefined) ?? [];
    if (acts.some((a) => a.id === 'split_bill')) return withSplitTexts(t);
    // The repeating to-do is made beside the repeating expense, from the same date: its date is
    // asked with a word of the to-do on a changed line, so an app showing only the expense fails
    // (beside13); the user gave one date for both, so not on the date's own line (s16 lines).
    if (acts.some((a) => a.id === 'set_up_recurring')) {
      const values = t.episodes.find((e) => e.id === 'create')?.values ?? {};
      const due = Object.entries(values).find(([k]) => k.split('|').includes('due_date'))?.[1];
      return typeof due === 'string' ? withKindBeside(t, 'create', due, KIND_WORDS.todo, true) : t;
    }
    if (!acts.some((a) => a.id === 'settle_up')) return t;
    return withCarries(withSettledWith(t), [{ episode: 'create', app: 'phone', field: 'message', one: ['$settledAmount', ...SETTLED_WORDS], why: 'the user asks for a text confirming the settle-up: its words are the app\'s, but it tells the amount (as an amount) or that it is settled', asAmount: true }]);
  });
}
