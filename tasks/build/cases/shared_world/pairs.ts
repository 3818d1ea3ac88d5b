import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, appPackage, call, input, message, recordAction, type InputDef } from '../../kit/package.ts';
import { A, type FreeDef } from '../../kit/checks.ts';
import { at, type Allow, type Obj, type Split } from '../../kit/types.ts';
import { person } from '../../kit/fixture.ts';
import { finderApp, sharedWorldTask } from '../../kit/slots.ts';
import { slug } from '../../kit/task.ts';

/**
 * Two apps, one world. App A creates a record and then edits it; app B, generated separately,
 * opens later, finds that record by what the user remembers of it (its current title), acts on
 * it, and shows it. Episodes: A open → A create → A revise → B open → B find → A reopen → B reopen.
 */
/** What A's create and edit steps each state, under the step's name (`createCall`, `editCall` …). */
interface StepFields {
  Inputs: InputDef[];
  Call: [string, Obj];
  Values: Record<string, string | number | boolean>;
  Message: string;
  Args: Obj;
  Fields: Obj;
}
type Step<P extends string> = { [K in keyof StepFields as `${P}${K}`]: StepFields[K] };

interface SharedCase {
  id: string;
  split: Split;
  seed: number;
  domain: string;
  table: string;
  idField: string;
  a: Step<'create'> & Step<'edit'> & {
    title: string;
    intention: string;
    createAllow: Allow[];
    /** Fields of the created record the user leaves to the app. */
    createFree?: FreeDef[];
    label: string;
    newLabel: string;
  };
  b: {
    title: string;
    intention: string;
    searchCall: [string, Obj];
    /** Path of the found record's id inside the search result, e.g. "found.0.task_id". */
    foundId: string;
    foundTitle: string;
    actCall: [string, Obj];
    query: string;
    message: string;
    actArgs: Obj;
    fields: Obj;
    allow: Allow[];
    /** A second input of B's action and the value the user gives it. */
    extra?: { input: ReturnType<typeof input>; value: string };
  };
}

function sharedTask(c: SharedCase): TaskInput {
  const entity = `${c.domain} record`;
  const aPkg = appPackage({
    id: `${slug(c.id)}-a`,
    title: c.a.title,
    summary: c.a.intention,
    intro: 'Create it here; edit it later by its id.',
    collections: [{ name: 'items', fields: { id: 'number', label: 'string' }, item: '{{item.label}} (id {{item.id}})', heading: 'Made here', empty: 'Nothing yet.' }],
    actions: [
      { id: 'create', label: 'Create', goal: `Create a ${entity} and keep it.`, services: [c.domain], inputs: c.a.createInputs, plan: [
        call(c.a.createCall[0], c.a.createCall[1], 'created'),
        append('items', { id: `{{created.${c.idField}}}`, label: c.a.label }),
        message(`Created ${c.a.label} (id {{created.${c.idField}}}).`),
      ] },
      recordAction({ id: 'edit', label: 'Edit', goal: `Edit one of the ${entity}s made here, the same record.`, service: c.domain, key: ['item_id', 'Item id'],
        more: c.a.editInputs, call: c.a.editCall, fields: { label: c.a.newLabel }, said: `Updated {{inputs.item_id}}: ${c.a.newLabel}.` }),
    ],
  });
  const bPkg = finderApp({
    id: `${slug(c.id)}-b`, title: c.b.title, intention: c.b.intention, intro: 'Type what you remember of it; the app finds it in your account and takes care of it.',
    services: [c.domain], inputs: [input('query', 'What to look for'), ...(c.b.extra ? [c.b.extra.input] : [])],
    search: c.b.searchCall, act: [call(...c.b.actCall)], found: { id: c.b.foundId, title: c.b.foundTitle }, done: 'Handled',
  });
  // C5 reads the world too: the record is still there, and A's edit is still in it unless B's step rewrote that field.
  const byId = (field: string) => ({ app: c.domain, table: c.table, key: { id: '$recordId' }, field });
  const editedField = Object.keys(c.a.editFields).find((field) => !(field in c.b.fields));
  const record = (fields: Obj) => A.record(c.domain, c.table, { id: '$recordId' }, fields);
  return sharedWorldTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: [c.domain],
    a: {
      intention: c.a.intention,
      services: [c.domain],
      pkg: aPkg,
      open: { inputs: [[c.a.createInputs[0]?.name ?? 'title']], actions: ['create'], heading: c.a.title },
      create: {
        message: c.a.createMessage, values: c.a.createValues, hint: ['create'], captures: { recordId: { app: c.domain, table: c.table } }, free: c.a.createFree,
        checks: [A.called(...at(c.a.createCall[0]), c.a.createArgs), A.changed(c.domain, c.table, 'inserted'), record(c.a.createFields)],
        allow: c.a.createAllow, max: 4, show: ['$recordId'],
      },
      revise: {
        message: c.a.editMessage, values: { item_id: '$recordId', ...c.a.editValues }, hint: ['edit'],
        checks: [A.called(...at(c.a.editCall[0]), { ...c.a.editArgs }), A.sameRecord(c.domain, c.table, '$recordId'), record(c.a.editFields)],
        allow: [[c.domain, c.table, 'updated']], max: 1, show: [],
      },
      reopen: [
        A.persisted('$recordId', 'normalized', byId('id')),
        A.persisted(String(Object.values(c.a.editValues)[0]), 'normalized', editedField ? byId(editedField) : undefined),
        A.retained('$recordId'),
      ],
    },
    b: {
      intention: c.b.intention,
      services: [c.domain],
      pkg: bPkg,
      open: { inputs: [FIND], actions: ['find', 'handle'], heading: c.b.title },
      find: {
        message: c.b.message, values: { query: c.b.query, ...(c.b.extra ? { [c.b.extra.input.name]: c.b.extra.value } : {}) }, hint: ['find'],
        // How B finds the record (which list or search API) is its own business; acting on the
        // right record, found by what the user remembers, is what counts.
        checks: [A.called(...at(c.b.actCall[0]), c.b.actArgs), A.sameRecord(c.domain, c.table, '$recordId'), record(c.b.fields)],
        allow: c.b.allow, max: 2, show: ['$recordId', c.b.query],
      },
      reopen: [A.persisted('$recordId', 'normalized', byId('id')), A.persisted(c.b.query), A.retained('$recordId'), A.input(...FIND)],
    },
  });
}

/** The words B's query input may go by. */
const FIND = ['query', 'look for', 'search'];

export function tasks(): TaskInput[] {
  const friend = person({ relation: 'friend', nth: 2 });
  const roommate = person({ relation: 'roommate', nth: 1 });
  const cases: SharedCase[] = [
    { id: 'shared.chores-then-review', split: 'public', seed: 1201, domain: 'todoist', table: 'tasks', idField: 'task_id',
      a: { title: 'Chore Logger', intention: 'A quick chore logger that puts chores into my Todoist inbox.', createInputs: [input('title', 'Chore')],
        createCall: ['todoist.create_task', { project_id: 0, title: '{{inputs.title}}', priority: 'low' }], createValues: { title: 'Descale the kettle' },
        createFree: [{ app: 'todoist', table: 'tasks', field: 'priority', constraint: 'any' }], createMessage: 'Log a chore: descale the kettle.',
        createArgs: { title: 'Descale the kettle' }, createFields: { title: 'Descale the kettle' }, createAllow: [['todoist', 'tasks', 'inserted']], label: '{{inputs.title}}',
        editInputs: [input('new_title', 'New chore text')], editCall: ['todoist.update_task', { task_id: '{{inputs.item_id}}', title: '{{inputs.new_title}}' }],
        editValues: { new_title: 'Descale the kettle and the iron' }, editMessage: 'Add the iron to that chore: descale the kettle and the iron.',
        editArgs: { task_id: '$recordId', title: 'Descale the kettle and the iron' }, editFields: { title: 'Descale the kettle and the iron' }, newLabel: '{{inputs.new_title}}' },
      b: { title: 'Weekly Review', intention: 'A weekly review app: I say which open to-do I finished and it checks it off in Todoist.',
        searchCall: ['todoist.show_tasks', { query: '{{inputs.query}}', is_completed: false, page_limit: 1 }], foundId: 'found.0.task_id', foundTitle: 'found.0.title',
        actCall: ['todoist.complete_task', { task_id: '{{found.0.task_id}}' }], query: 'Descale the kettle and the iron', message: 'I did the descaling chore, tick it off.',
        actArgs: { task_id: '$recordId' }, fields: { is_completed: true }, allow: [['todoist', 'tasks', 'updated']] } },
    { id: 'shared.recipe-then-groceries', split: 'sealed', seed: 1202, domain: 'simple_note', table: 'notes', idField: 'note_id',
      a: { title: 'Recipe Box', intention: 'A recipe box that saves recipes as notes tagged recipe.',
        createInputs: [input('title', 'Recipe name'), input('ingredients', 'Ingredients')],
        createCall: ['simple_note.create_note', { title: '{{inputs.title}}', content: '{{inputs.ingredients}}', tags: ['recipe'] }],
        createValues: { title: 'Miso Soup', ingredients: 'dashi, miso, tofu, scallions' }, createMessage: 'Save my miso soup recipe: dashi, miso, tofu, scallions.',
        createArgs: { title: 'Miso Soup' }, createFields: { title: 'Miso Soup' }, createAllow: [['simple_note', 'notes', 'inserted']], label: '{{inputs.title}}',
        editInputs: [input('new_title', 'New recipe name')], editCall: ['simple_note.update_note', { note_id: '{{inputs.item_id}}', title: '{{inputs.new_title}}' }],
        editValues: { new_title: 'Weeknight Miso Soup' }, editMessage: 'Rename it to Weeknight Miso Soup.', editArgs: { note_id: '$recordId', title: 'Weeknight Miso Soup' },
        editFields: { title: 'Weeknight Miso Soup' }, newLabel: '{{inputs.new_title}}' },
      b: { title: 'Grocery Planner', intention: 'A grocery planner: I name a recipe note and give a shopping line, and it adds that line at the end of the note.',
        searchCall: ['simple_note.search_notes', { query: '{{inputs.query}}', page_limit: 1 }], foundId: 'found.0.note_id', foundTitle: 'found.0.title',
        actCall: ['simple_note.add_content_to_note', { note_id: '{{found.0.note_id}}', content: '{{inputs.line}}', position: 'append' }], query: 'Weeknight Miso Soup',
        message: 'Add "To buy: white miso, silken tofu" to the weeknight miso soup recipe.', actArgs: { note_id: '$recordId', content: 'To buy: white miso, silken tofu' },
        extra: { input: input('line', 'Line to add'), value: 'To buy: white miso, silken tofu' }, fields: { title: 'Weeknight Miso Soup' },
        allow: [['simple_note', 'notes', 'updated']] } },
    { id: 'shared.playlist-then-share', split: 'dev', seed: 1203, domain: 'spotify', table: 'playlists', idField: 'playlist_id',
      a: { title: 'Playlist Starter', intention: 'An app that starts empty private playlists on Spotify for me.', createInputs: [input('title', 'Playlist title')],
        createCall: ['spotify.create_playlist', { title: '{{inputs.title}}' }], createValues: { title: 'Rainy Tuesday' }, createMessage: 'Start a playlist called Rainy Tuesday.',
        createArgs: { title: 'Rainy Tuesday' }, createFields: { title: 'Rainy Tuesday', is_public: false }, createAllow: [['spotify', 'playlists', 'inserted']],
        label: '{{inputs.title}}', editInputs: [input('new_title', 'New title')],
        editCall: ['spotify.update_playlist', { playlist_id: '{{inputs.item_id}}', title: '{{inputs.new_title}}' }], editValues: { new_title: 'Rainy Tuesday Mornings' },
        editMessage: 'Rename Rainy Tuesday to Rainy Tuesday Mornings.', editArgs: { playlist_id: '$recordId', title: 'Rainy Tuesday Mornings' },
        editFields: { title: 'Rainy Tuesday Mornings' }, newLabel: '{{inputs.new_title}}' },
      b: { title: 'Playlist Sharer', intention: 'An app that finds one of my playlists by name and makes it public so friends can follow it.',
        searchCall: ['spotify.show_playlist_library', { query: '{{inputs.query}}', page_limit: 1 }], foundId: 'found.0.playlist_id', foundTitle: 'found.0.title',
        actCall: ['spotify.update_playlist', { playlist_id: '{{found.0.playlist_id}}', is_public: true }], query: 'Rainy Tuesday Mornings',
        message: 'Share my Rainy Tuesday Mornings playlist.', actArgs: { playlist_id: '$recordId', is_public: true }, fields: { is_public: true },
        allow: [['spotify', 'playlists', 'updated']] } },
    { id: 'shared.trip-cost-then-audit', split: 'dev', seed: 1204, domain: 'splitwise', table: 'expenses', idField: 'expense_id',
      a: { title: 'Trip Costs', intention: `Log trip costs I split with ${friend.first_name} in Splitwise.`,
        createInputs: [input('description', 'What was it'), input('amount', 'Amount', 'number')],
        createCall: ['splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: [friend.email] }],
        createValues: { description: 'Ferry tickets', amount: 36 }, createMessage: `Ferry tickets were $36, split with ${friend.first_name}.`,
        createArgs: { description: 'Ferry tickets', paid_amount: 36 }, createFields: { description: 'Ferry tickets', paid_amount: 36 },
        createAllow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
        label: '{{inputs.description}}', editInputs: [input('new_description', 'New description')],
        editCall: ['splitwise.update_expense', { expense_id: '{{inputs.item_id}}', description: '{{inputs.new_description}}' }],
        editValues: { new_description: 'Ferry tickets to Orcas' }, editMessage: 'Call that expense Ferry tickets to Orcas.',
        editArgs: { expense_id: '$recordId', description: 'Ferry tickets to Orcas' }, editFields: { description: 'Ferry tickets to Orcas' },
        newLabel: '{{inputs.new_description}}' },
      b: { title: 'Expense Auditor',
        intention: 'An auditor app: I name an expense by its description, and it marks it checked by adding " (checked)" at the end of that description.',
        searchCall: ['splitwise.show_expenses', { query: '{{inputs.query}}', page_limit: 1 }], foundId: 'found.0.expense_id', foundTitle: 'found.0.description',
        actCall: ['splitwise.update_expense', { expense_id: '{{found.0.expense_id}}', description: '{{found.0.description}} (checked)' }], query: 'Ferry tickets to Orcas',
        message: 'Audit the Orcas ferry expense, so it reads Ferry tickets to Orcas (checked).', actArgs: { expense_id: '$recordId' },
        fields: { description: 'Ferry tickets to Orcas (checked)' }, allow: [['splitwise', 'expenses', 'updated']] } },
    { id: 'shared.request-then-track', split: 'sealed', seed: 1205, domain: 'venmo', table: 'payment_requests', idField: 'payment_request_id',
      a: { title: 'Bill Requester', intention: `Request my roommate ${roommate.first_name}'s share of bills on Venmo.`,
        createInputs: [input('description', 'Bill'), input('amount', 'Amount', 'number')],
        createCall: ['venmo.create_payment_request', { user_email: roommate.email, amount: '{{inputs.amount}}', description: '{{inputs.description}}' }],
        createValues: { description: 'Internet May', amount: 35 }, createMessage: 'Ask for their half of the internet bill, $35, and call it Internet May.',
        createArgs: { user_email: roommate.email, amount: 35 }, createFields: { amount: 35, description: 'Internet May' },
        createAllow: [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']], label: '{{inputs.description}}',
        editInputs: [input('new_description', 'New bill name')],
        editCall: ['venmo.update_payment_request', { payment_request_id: '{{inputs.item_id}}', description: '{{inputs.new_description}}' }],
        editValues: { new_description: 'Internet May (fiber)' }, editMessage: 'Name it Internet May (fiber).',
        editArgs: { payment_request_id: '$recordId', description: 'Internet May (fiber)' }, editFields: { description: 'Internet May (fiber)' },
        newLabel: '{{inputs.new_description}}' },
      b: { title: 'Request Tracker', intention: 'A tracker that finds a pending request I sent and makes it private.',
        searchCall: ['venmo.show_sent_payment_requests', { query: '{{inputs.query}}', status: 'pending', page_limit: 1 }], foundId: 'found.0.payment_request_id',
        foundTitle: 'found.0.description', actCall: ['venmo.update_payment_request', { payment_request_id: '{{found.0.payment_request_id}}', private: true }],
        query: 'Internet May (fiber)', message: 'Make the fiber internet request private.', actArgs: { payment_request_id: '$recordId', private: true }, fields: { private: true },
        allow: [['venmo', 'payment_requests', 'updated']] } },
    { id: 'shared.draft-then-finish', split: 'sealed', seed: 1206, domain: 'gmail', table: 'drafts', idField: 'draft_id',
      a: { title: 'Friend Email Drafts', intention: `Draft emails to my friend ${friend.first_name}; I finish them later.`,
        createInputs: [input('subject', 'Subject'), input('body', 'Text')],
        createCall: ['gmail.create_draft', { email_addresses: [friend.email], subject: '{{inputs.subject}}', body: '{{inputs.body}}' }],
        createValues: { subject: 'Hike on Saturday', body: 'Want to do Rattlesnake Ledge?' }, createMessage: 'Draft a note about a hike on Saturday.',
        createArgs: { subject: 'Hike on Saturday' }, createFields: { subject: 'Hike on Saturday' }, createAllow: [['gmail', 'drafts', 'inserted']], label: '{{inputs.subject}}',
        editInputs: [input('new_subject', 'New subject')], editCall: ['gmail.update_draft', { draft_id: '{{inputs.item_id}}', subject: '{{inputs.new_subject}}' }],
        editValues: { new_subject: 'Hike on Saturday morning' }, editMessage: 'Make the subject Hike on Saturday morning.',
        editArgs: { draft_id: '$recordId', subject: 'Hike on Saturday morning' }, editFields: { subject: 'Hike on Saturday morning' }, newLabel: '{{inputs.new_subject}}' },
      b: { title: 'Draft Finisher', intention: 'An app that finds one of my drafts by its subject and signs it off by adding "See you, Alex" at the end of the text.',
        searchCall: ['gmail.show_drafts', { query: '{{inputs.query}}', page_limit: 1 }], foundId: 'found.0.draft_id', foundTitle: 'found.0.subject',
        actCall: ['gmail.update_draft', { draft_id: '{{found.0.draft_id}}', body: '{{found.0.body}} See you, Alex' }], query: 'Hike on Saturday morning',
        message: 'Sign off the hike draft with "See you, Alex", so it reads "Want to do Rattlesnake Ledge? See you, Alex".', actArgs: { draft_id: '$recordId' },
        fields: { body: 'Want to do Rattlesnake Ledge? See you, Alex' }, allow: [['gmail', 'drafts', 'updated']] } },
  ];
  return cases.map(sharedTask);
}
