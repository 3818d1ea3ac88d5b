import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { comboTasks, moneyRecord, type ComboPattern, type PlanCase } from '../../shapes/combo.ts';
import { person, type FixturePerson } from '../../kit/fixture.ts';

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
      text('phone', 'I put {{inputs.what}} (${{inputs.total}}) in Splitwise, split between us.'),
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
  collection: { fields: { id: 'number', title: 'string', due: 'string' }, item: '{{item.title}} from {{item.due}} (to-do {{item.id}})' },
  make: {
    id: 'set_up_recurring', label: 'Set up recurring cost', goal: 'Record the cost as a recurring Splitwise expense shared with the person and add a to-do that repeats as often.',
    services: ['splitwise', 'todoist'],
    inputs: [input('what', 'What it is'), input('amount', 'Amount', 'number'), input('email', 'Shared with'), input('every', 'How often', 'select', { options: ['week', 'month', 'year'] }), input('due_date', 'First date', 'date')],
    plan: [
      call('splitwise.create_recurring_expense', { description: '{{inputs.what}}', paid_amount: '{{inputs.amount}}', debtor_emails: ['{{inputs.email}}'], every: '{{inputs.every}}', start_date: '{{inputs.due_date}}' }, 'rule'),
      call('todoist.create_task', { project_id: 0, title: '{{inputs.what}}', due_date: '{{inputs.due_date}}' }, 'todo'),
      call('todoist.set_task_recurrence', { task_id: '{{todo.task_id}}', every: '{{inputs.every}}' }),
      append('items', { id: '{{todo.task_id}}', title: '{{inputs.what}}', due: '{{inputs.due_date}}' }),
      message('{{inputs.what}} (${{inputs.amount}}) repeats every {{inputs.every}} from {{inputs.due_date}}: rule {{rule.recurring_expense_id}}, to-do {{todo.task_id}}.'),
    ],
    touches: [['splitwise.recurring_expenses', 'inserted'], ['todoist.recurrences', 'inserted']], show: ['what', 'amount'], max: 4,
  },
  change: {
    ...recordAction({ id: 'rename_todo', label: 'Rename to-do', goal: 'Rename the repeating to-do.', service: 'todoist', key: ['todo_id', 'To-do id'],
      more: [input('new_title', 'New title')], call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', title: '{{inputs.new_title}}' }],
      fields: { title: '{{inputs.new_title}}' }, said: 'To-do {{inputs.todo_id}} is now "{{inputs.new_title}}".' }),
    touches: [], show: ['new_title'], max: 1,
  },
  keep: ['new_title'],
};

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
    ...recordAction({ id: 'rename_group', label: 'Rename and add member', goal: 'Rename the Splitwise group and add one more member to it.', service: 'splitwise',
      key: ['group_id', 'Group id'], more: [input('new_name', 'New name'), input('new_email', 'New member email')],
      call: ['splitwise.update_group', { group_id: '{{inputs.group_id}}', name: '{{inputs.new_name}}' }],
      also: [call('splitwise.add_member_to_group', { group_id: '{{inputs.group_id}}', user_email: '{{inputs.new_email}}' })], fields: { name: '{{inputs.new_name}}' },
      said: 'Group {{inputs.group_id}} is now "{{inputs.new_name}}" with one more member.' }),
    touches: [['splitwise.group_members', 'inserted']], show: ['new_name'], max: 4,
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
      message('Logged {{inputs.what}} (${{inputs.total}}) as expense {{exp.expense_id}} and saved the receipt note.'),
    ],
    touches: [['simple_note.notes', 'inserted']], show: ['what', 'total'], max: 6,
  },
  change: {
    ...recordAction({ id: 'rename_and_comment', label: 'Rename and comment', goal: 'Rename the expense and post a comment on it for the others.', service: 'splitwise',
      key: ['expense_id', 'Expense id'], more: [input('new_what', 'New description'), input('comment', 'Comment')],
      call: ['splitwise.update_expense', { expense_id: '{{inputs.expense_id}}', description: '{{inputs.new_what}}' }],
      also: [call('splitwise.post_expense_comment', { expense_id: '{{inputs.expense_id}}', content: '{{inputs.comment}}' })], fields: { what: '{{inputs.new_what}}' },
      said: 'Expense {{inputs.expense_id}} is now "{{inputs.new_what}}"; comment posted.' }),
    touches: [['splitwise.comments', 'inserted']], show: ['new_what'], max: 4,
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

export function tasks(): TaskInput[] {
  const p = (first: string) => person({ first });
  const [aisha, caleb, elena, ethan, owen, zoe] = [p('Aisha'), p('Caleb'), p('Elena'), p('Ethan'), p('Owen'), p('Zoe')];
  const [maya, omar, sofia, liam, hana, diego] = [p('Maya'), p('Omar'), p('Sofia'), p('Liam'), p('Hana'), p('Diego')];
  const one = (a: FixturePerson) => ({ email: a.email, phone: a.phone_number });
  const split: PlanCase[] = [
    { id: 'multi.dinner-split-texts', split: 'public', seed: 5520, appTitle: 'Dinner Splitter',
      intention: 'Split a dinner bill with a friend in Splitwise and text them so they are not surprised by the charge.',
      message: `Dinner at Osteria Lupa was $123. Split it with ${aisha.first_name} (${aisha.phone_number}).`, values: { what: 'Dinner at Osteria Lupa', total: 123, ...one(aisha) },
      changeMessage: 'I forgot the tip, the dinner total is $141. Text her again.', changeValues: { new_total: 141, phone: aisha.phone_number } },
    { id: 'multi.bbq-supplies-split', split: 'public', seed: 5521, appTitle: 'Barbecue Costs',
      intention: 'I bought everything for the barbecue; put the receipt in Splitwise for the two of us and send my co-host an SMS about it.',
      message: `BBQ supplies cost $90, share it with ${elena.first_name} at ${elena.phone_number}.`, values: { what: 'BBQ supplies', total: 90, ...one(elena) },
      changeMessage: 'Returned the extra charcoal, it is $81 now; let her know.', changeValues: { new_total: 81, phone: elena.phone_number } },
  ];
  const recurring: PlanCase[] = [
    { id: 'multi.gym-membership-recurring', split: 'dev', seed: 5522, appTitle: 'Membership Splitter',
      intention: 'My partner and I share a gym membership I pay for; set it up once as a repeating Splitwise expense and a repeating to-do so I check the charge.',
      message: `Gym membership, $80 every month from June 1, shared with ${owen.first_name}.`,
      values: { what: 'Gym membership', amount: 80, email: owen.email, every: 'month', due_date: '2023-06-01' }, changeMessage: 'Rename the to-do to "Check the gym charge".',
      changeValues: { new_title: 'Check the gym charge' } },
    { id: 'multi.streaming-bundle-recurring', split: 'sealed', seed: 5523, appTitle: 'Streaming Bundle Split',
      intention: 'We share a streaming bundle that renews on its own; record it in Splitwise as recurring with the other subscriber and give me a matching repeating to-do.',
      message: `Streaming bundle, $36 every month starting June 15, with ${zoe.first_name}.`,
      values: { what: 'Streaming bundle', amount: 36, email: zoe.email, every: 'month', due_date: '2023-06-15' },
      changeMessage: 'Call the to-do "Streaming bundle renewal" instead.', changeValues: { new_title: 'Streaming bundle renewal' } },
  ];
  const groups: PlanCase[] = [
    { id: 'multi.new-flat-group', split: 'public', seed: 5524, appTitle: 'Flat Setup',
      intention: 'Moving into a new flat: set up a Splitwise group with my flatmate and a Todoist project with the same name for our chores.',
      message: `Start "Maple Court Flat" with ${omar.first_name} (${omar.email}).`, values: { name: 'Maple Court Flat', email: omar.email },
      changeMessage: `Rename it to "Maple Court 3F" and add ${sofia.first_name} (${sofia.email}), she is moving in too.`,
      changeValues: { new_name: 'Maple Court 3F', new_email: sofia.email } },
    { id: 'multi.road-trip-group', split: 'public', seed: 5525, appTitle: 'Road Trip Kickoff',
      intention: 'Before any road trip I open a cost-sharing group and a to-do project for the packing and bookings; do both from one form.',
      message: `Kick off "Coast Road Trip" with ${maya.first_name} ${maya.last_name}.`, values: { name: 'Coast Road Trip', email: maya.email },
      changeMessage: `We are going north instead: call it "North Coast Road Trip" and invite ${liam.first_name} ${liam.last_name} too.`,
      changeValues: { new_name: 'North Coast Road Trip', new_email: liam.email } },
    { id: 'multi.wedding-shower-group', split: 'sealed', seed: 5526, appTitle: 'Shower Planning Crew',
      intention: 'My cousin and I co-host a bridal shower; I want a shared expenses group plus a task project named alike, started together.',
      message: `Create "Bridal Shower Crew" with ${hana.first_name}.`, values: { name: 'Bridal Shower Crew', email: hana.email },
      changeMessage: `Name it "Nora's Bridal Shower" and add ${diego.first_name} ${diego.last_name}.`, changeValues: { new_name: "Nora's Bridal Shower", new_email: diego.email } },
  ];
  const notes: PlanCase[] = [
    { id: 'multi.hardware-receipt-log', split: 'public', seed: 5527, appTitle: 'Receipt Keeper',
      intention: 'Whenever I split a purchase I also want the receipt details saved as a note, so I can prove what was bought if someone asks.',
      message: `Hardware store: $72, shared with ${omar.first_name}. Receipt: paint, rollers, tape.`,
      values: { what: 'Hardware store', total: 72, email: omar.email, details: 'paint, rollers, tape' },
      changeMessage: 'Rename it "Hallway paint job" and comment "receipt photo is in my notes".',
      changeValues: { new_what: 'Hallway paint job', comment: 'receipt photo is in my notes' } },
    { id: 'multi.vet-bill-shared-pet', split: 'dev', seed: 5528, appTitle: 'Vet Bills',
      intention: 'My roommate and I co-own a cat. Record each vet bill as a shared expense and keep the visit details in a note.',
      message: `Vet visit for Miso, $140, split with ${sofia.first_name}. Details: vaccines and a nail trim.`,
      values: { what: 'Vet visit for Miso', total: 140, email: sofia.email, details: 'vaccines and a nail trim' },
      changeMessage: 'Call the expense "Miso annual checkup" and add a comment "next visit in May".',
      changeValues: { new_what: 'Miso annual checkup', comment: 'next visit in May' } },
    { id: 'multi.concert-parking-receipt', split: 'public', seed: 5529, appTitle: 'Shared Costs with Receipts',
      intention: 'Log costs I share with friends in Splitwise and save what the receipt said in a note; later I may retitle it and comment.',
      message: `Arena parking, $28 with ${ethan.first_name}. Receipt says lot C, 6pm to midnight.`,
      values: { what: 'Arena parking', total: 28, email: ethan.email, details: 'lot C, 6pm to midnight' },
      changeMessage: 'Make it "Arena parking, Saturday show" and comment "you drove back, thanks".',
      changeValues: { new_what: 'Arena parking, Saturday show', comment: 'you drove back, thanks' } },
  ];
  const payback: PlanCase[] = [
    { id: 'multi.payback-venmo-and-log', split: 'public', seed: 5530, appTitle: 'Venmo Payback',
      intention: 'When I pay a friend back on Venmo, Splitwise still thinks I owe them. Send the money and record the payment in Splitwise together.',
      message: `Pay ${aisha.first_name} back $40 (concert payback) and log it.`, values: { what: 'Concert payback', amount: 40, email: aisha.email },
      changeMessage: 'Change the Splitwise note to "Concert payback, April".', changeValues: { new_what: 'Concert payback, April' } },
    { id: 'multi.ski-pass-payback', split: 'dev', seed: 5531, appTitle: 'Ski Trip Payback',
      intention: 'I owe people from the ski trip; one action should transfer on Venmo and mark it paid in Splitwise so both apps agree.',
      message: `Send ${caleb.first_name} $55 for my ski pass and record it.`, values: { what: 'Ski pass', amount: 55, email: caleb.email },
      changeMessage: 'Note on it should say "Ski pass, Tahoe trip".', changeValues: { new_what: 'Ski pass, Tahoe trip' } },
    { id: 'multi.book-club-dues-payback', split: 'sealed', seed: 5532, appTitle: 'Dues Repayment',
      intention: 'Repay my friend for club dues she covered: Venmo transfer and matching Splitwise payment, with a way to fix the wording afterwards.',
      message: `Repay ${elena.first_name} $25 for book club dues.`, values: { what: 'Book club dues', amount: 25, email: elena.email },
      changeMessage: 'Reword it to "Book club dues, spring".', changeValues: { new_what: 'Book club dues, spring' } },
  ];
  const settle: PlanCase[] = [
    { id: 'multi.settle-and-tell', split: 'public', seed: 5533, appTitle: 'Splitwise Square-up',
      intention: 'Clear whatever I owe someone in Splitwise in one tap, then text them the amount so they know it is done.',
      message: `Settle up with ${liam.first_name} ${liam.last_name}, text him at ${liam.phone_number}.`,
      values: { who: liam.first_name, email: liam.email, phone: liam.phone_number }, changeMessage: 'Add the note "all square after the quiz night" to that payment.',
      changeValues: { note: 'all square after the quiz night' } },
    { id: 'multi.roommate-settle-rent', split: 'dev', seed: 5534, appTitle: 'Roommate Square-up',
      intention: 'At move-out I want to square everything with a roommate in Splitwise and send them a text confirming it.',
      message: `Square up everything with ${omar.first_name} and text ${omar.phone_number}.`, values: { who: omar.first_name, email: omar.email, phone: omar.phone_number },
      changeMessage: 'Label it "move-out settlement".', changeValues: { note: 'move-out settlement' } },
    { id: 'multi.flatmate-settle-sofia', split: 'sealed', seed: 5535, appTitle: 'Debt Payoff',
      intention: 'Pay off my Splitwise debt to one person in full and let them know by SMS; I may want to annotate the payment later.',
      message: `Clear my balance with ${sofia.first_name} ${sofia.last_name}; her phone is ${sofia.phone_number}.`,
      values: { who: sofia.first_name, email: sofia.email, phone: sofia.phone_number }, changeMessage: 'Note it as "rent and utilities through May".',
      changeValues: { note: 'rent and utilities through May' } },
  ];
  return comboTasks([splitAndTextBoth, split], [recurringShare, recurring], [groupAndProject, groups], [expenseWithNote, notes], [paybackBoth, payback], [settleAndText, settle]);
}
