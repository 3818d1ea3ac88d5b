/**
 * Record-centred service tasks: one record followed through create → revise → an independent
 * read by its stable id (the app looks it up, the checker reads it too) → reopen. This module
 * holds the shape's package and the first five cases; record-kinds.ts holds the rest.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, set, update, type InputDef } from '../../kit/package.ts';
import { A, type FreeDef } from '../../kit/checks.ts';
import { at, type Allow, type Obj, type Split, type Values } from '../../kit/types.ts';
import { slug } from '../../kit/task.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { person } from '../../kit/fixture.ts';

/** One row of a service case table; the app is the create call's. */
export interface ServiceCase {
  id: string;
  split: Split;
  seed: number;
  table: string;
  idField: string;
  title: string;
  intention: string;
  createInputs: InputDef[];
  create: [api: string, args: Obj];
  createValues: Values;
  createMessage: string;
  createFields: Obj;
  /** Tables the create may change; the record's own table alone unless given. */
  createAllow?: Allow[];
  /** Fields of the created record the user leaves to the app (a greeting, a default priority). */
  createFree?: FreeDef[];
  /** How a record reads in the list; the first create input unless given. */
  label?: string;
  editInputs: InputDef[];
  edit: [api: string, args: Obj];
  editValues: Values;
  editMessage: string;
  editFields: Obj;
  newLabel: string;
  /** The api that reads the record back by its id. */
  show: string;
  /** Field of the show response the app displays after a lookup. */
  shownField: string;
  shownValue: string;
  /** Reads before the create call (finding an order by what the user bought); optional. */
  pre?: Obj[];
  /** Rows each write may touch, when more than one per allowed table. */
  rows?: number;
}

export function serviceTask(c: ServiceCase): TaskInput {
  const [app] = at(c.create[0]);
  const createAllow = c.createAllow ?? [[app, c.table, 'inserted']];
  const label = c.label ?? `{{inputs.${c.createInputs[0]?.name ?? 'title'}}}`;
  const max = c.rows ?? createAllow.length;
  const pkg = appPackage({
    id: slug(c.id),
    title: c.title,
    summary: c.intention,
    intro: 'Create, change, and look up by id.',
    collections: [{ name: 'records', fields: { id: 'number', label: 'string' }, item: '{{item.label}} (id {{item.id}})', heading: 'Records', empty: 'None yet.' }],
    values: { looked_up: { type: 'string', default: '' } },
    status: [{ type: 'text', text: 'Last looked up: {{state.looked_up}}' }],
    actions: [
      { id: 'create', label: 'Create', goal: 'Create the record and keep its id.', services: [app], inputs: c.createInputs,
        plan: [...(c.pre ?? []), call(c.create[0], c.create[1], 'created'), append('records', { id: `{{created.${c.idField}}}`, label }), message(`Created ${label} (id {{created.${c.idField}}}).`)] },
      { id: 'change', label: 'Change', goal: 'Change the record with this id; the same record.', services: [app], inputs: [input('record_id', 'Record id', 'number'), ...c.editInputs],
        plan: [call(c.edit[0], c.edit[1]), update('records', '{{inputs.record_id}}', { label: c.newLabel }), message(`Changed {{inputs.record_id}}.`)] },
      { id: 'look_up', label: 'Look up', goal: 'Read the record with this id from the service and show it.', services: [app], inputs: [input('lookup_id', 'Id to look up', 'number')], plan: [
        call(c.show, { [c.idField]: '{{inputs.lookup_id}}' }, 'shown'),
        set('looked_up', `{{shown.${c.shownField}}} (id {{inputs.lookup_id}})`),
        message(`{{inputs.lookup_id}}: {{shown.${c.shownField}}}`),
      ] },
    ],
  });
  return recordTask({
    id: c.id,
    family: 'service',
    split: c.split,
    domains: [app],
    seed: c.seed,
    intention: c.intention,
    services: [app],
    app,
    table: c.table,
    capture: 'recordId',
    pkg,
    openInputs: [[c.createInputs[0]?.name ?? 'title'], ['lookup', 'id']],
    openActions: ['create'],
    heading: c.title,
    create: {
      message: c.createMessage, values: c.createValues, hint: ['create'], api: c.create[0], fields: c.createFields, show: [], allow: createAllow,
      ...(c.createFree ? { free: c.createFree } : {}),
      maxMutations: max,
    },
    revise: {
      message: c.editMessage, values: { record_id: '$recordId', ...c.editValues }, hint: ['change'], api: c.edit[0], args: {}, fields: c.editFields, show: [],
      allow: [[app, c.table, 'updated'], ...createAllow.filter(([, t]) => t !== c.table).map(([a, t]): Allow => [a, t, 'updated', 'inserted', 'deleted'])],
      maxMutations: max,
    },
    followup: {
      message: 'Look it up again by its id.',
      values: { lookup_id: '$recordId' },
      hint: ['look'],
      checks: [A.route(), A.called(...at(c.show)), A.record(app, c.table, { id: '$recordId' }, c.editFields), A.mutations(0), A.onlyChanges(), A.grounded(c.shownValue), A.grounded('$recordId')],
    },
    reopenShows: [c.shownValue],
  });
}

export function tasks(): TaskInput[] {
  const friend = person({ relation: 'friend', nth: 3 });
  const neighbor = person({ relation: 'neighbor' });
  const cases: ServiceCase[] = [
    { id: 'service.todoist-task-lifecycle', split: 'public', seed: 1301, table: 'tasks', idField: 'task_id', title: 'To-do Keeper',
      intention: 'Keep one to-do in Todoist that I can create, change and look up by id.', createInputs: [input('title', 'To-do')],
      create: ['todoist.create_task', { project_id: 0, title: '{{inputs.title}}', priority: 'low' }], createValues: { title: 'Renew library card' },
      createFree: [{ app: 'todoist', table: 'tasks', field: 'priority', constraint: 'any' }], createMessage: 'Add a to-do: renew library card.',
      createFields: { title: 'Renew library card' }, editInputs: [input('priority', 'Priority', 'select', { options: ['high', 'medium', 'low'] })],
      edit: ['todoist.update_task', { task_id: '{{inputs.record_id}}', priority: '{{inputs.priority}}' }], editValues: { priority: 'high' },
      editMessage: 'It expires Friday, make it high priority.', editFields: { priority: 'high', title: 'Renew library card' }, newLabel: '{{inputs.priority}} priority',
      show: 'todoist.show_task', shownField: 'title', shownValue: 'Renew library card' },
    { id: 'service.note-lifecycle', split: 'sealed', seed: 1302, table: 'notes', idField: 'note_id', title: 'Note Keeper',
      intention: 'Keep a note I can create, retitle and look up by id.', createInputs: [input('title', 'Title'), input('content', 'Content')],
      create: ['simple_note.create_note', { title: '{{inputs.title}}', content: '{{inputs.content}}' }],
      createValues: { title: 'Bike maintenance', content: 'Chain lube every 300 km' }, createMessage: 'Note: bike maintenance, chain lube every 300 km.',
      createFields: { title: 'Bike maintenance' }, editInputs: [input('new_title', 'New title')],
      edit: ['simple_note.update_note', { note_id: '{{inputs.record_id}}', title: '{{inputs.new_title}}' }], editValues: { new_title: 'Bike maintenance log' },
      editMessage: 'Rename it to Bike maintenance log.', editFields: { title: 'Bike maintenance log' }, newLabel: '{{inputs.new_title}}', show: 'simple_note.show_note',
      shownField: 'title', shownValue: 'Bike maintenance log' },
    { id: 'service.contact-lifecycle', split: 'public', seed: 1303, table: 'contacts', idField: 'contact_id', title: 'Contact Card',
      intention: 'Add a new contact, fix their number later, and look them up by id.',
      createInputs: [input('first_name', 'First name'), input('last_name', 'Last name'), input('phone_number', 'Phone number')],
      create: ['phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}' }],
      createValues: { first_name: 'Rosa', last_name: 'Quinn', phone_number: '2065550199' }, createMessage: 'Add Rosa Quinn, 206 555 0199.',
      createFields: { first_name: 'Rosa', last_name: 'Quinn' }, label: '{{inputs.first_name}} {{inputs.last_name}}', editInputs: [input('new_phone', 'New phone number')],
      edit: ['phone.update_contact', { contact_id: '{{inputs.record_id}}', phone_number: '{{inputs.new_phone}}' }], editValues: { new_phone: '2065550142' },
      editMessage: 'Her number is actually 206 555 0142.', editFields: { phone_number: '2065550142' }, newLabel: '{{inputs.new_phone}}', show: 'phone.show_contact',
      shownField: 'phone_number', shownValue: '2065550142' },
    { id: 'service.draft-lifecycle', split: 'dev', seed: 1304, table: 'drafts', idField: 'draft_id', title: 'Draft Desk',
      intention: `Keep an email draft to ${friend.first_name} that I can edit and look up by id.`, createInputs: [input('subject', 'Subject')],
      create: ['gmail.create_draft', { email_addresses: [friend.email], subject: '{{inputs.subject}}', body: 'Hi!' }], createValues: { subject: 'Borrow your tent' },
      createFree: [{ app: 'gmail', table: 'drafts', field: 'body', constraint: 'any' }], createMessage: 'Draft: borrow your tent.', createFields: { subject: 'Borrow your tent' },
      editInputs: [input('new_subject', 'New subject')], edit: ['gmail.update_draft', { draft_id: '{{inputs.record_id}}', subject: '{{inputs.new_subject}}' }],
      editValues: { new_subject: 'Borrow your tent in June' }, editMessage: 'Make it: borrow your tent in June.', editFields: { subject: 'Borrow your tent in June' },
      newLabel: '{{inputs.new_subject}}', show: 'gmail.show_draft', shownField: 'subject', shownValue: 'Borrow your tent in June' },
    { id: 'service.expense-lifecycle', split: 'sealed', seed: 1305, table: 'expenses', idField: 'expense_id', title: 'Shared Expense',
      intention: `Track one expense shared with my neighbor ${neighbor.first_name}: record, correct, look up.`,
      createInputs: [input('description', 'Description'), input('amount', 'Amount', 'number')],
      create: ['splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: [neighbor.email] }],
      createValues: { description: 'Fence paint', amount: 58 }, createMessage: 'Fence paint was $58, split with the neighbor.',
      createFields: { description: 'Fence paint', paid_amount: 58 },
      createAllow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
      editInputs: [input('new_amount', 'Corrected amount', 'number')],
      edit: ['splitwise.update_expense', { expense_id: '{{inputs.record_id}}', paid_amount: '{{inputs.new_amount}}' }], editValues: { new_amount: 64 },
      editMessage: 'I forgot the brushes, it was $64.', editFields: { paid_amount: 64, description: 'Fence paint' }, newLabel: '{{inputs.new_amount}}',
      show: 'splitwise.show_expense', shownField: 'description', shownValue: 'Fence paint' },
  ];
  return cases.map(serviceTask);
}
