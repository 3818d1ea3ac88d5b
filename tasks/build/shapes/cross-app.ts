/**
 * Shared-world tasks across services: app A keeps a record in one service and renames it; app
 * B, generated separately, finds that record by its current title (what the user remembers),
 * acts on it through another service (a "sink": an email, a text, a payment…) and may mark the
 * record itself. Sources and sinks are small tables of plain data; a case picks one of each.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, update, type InputDef } from '../kit/package.ts';
import { A, type FreeDef } from '../kit/checks.ts';
import { openChecks, type CaptureDef, type OpenDef } from '../kit/flow.ts';
import { episode, task } from '../kit/task.ts';
import { at, type Allow, type Json, type Obj, type Spec, type Split, type Values } from '../kit/types.ts';
import type { FixturePerson } from '../kit/fixture.ts';

/** Where app A keeps its record, how it is made and renamed, and how app B finds it again. */
export interface Source {
  app: string;
  table: string;
  /** The id's name in API arguments and results (task_id, note_id…). */
  idField: string;
  /** The argument, result field and column that hold what the user remembers (title, name…). */
  titleField: string;
  noun: string;
  create: { api: string; args: Obj; inputs: InputDef[]; allow: Allow[]; rows?: number };
  rename: string;
  search: [api: string, args: Obj];
  /** Something B may also do to the record itself, with the fields it leaves. */
  mark?: Mark;
}

/** A change B makes to the found record itself (`%ID` / `%T` as in sinks). */
export interface Mark {
  api: string;
  args: Obj;
  fields: Obj;
  allow: Allow[];
  rows?: number;
  inputs?: { def: InputDef; value: string | number }[];
}

const TITLE = input('title', 'Title');
const q = (args: Obj): Obj => ({ query: '{{inputs.query}}', ...args, page_limit: 1 });
const EXPENSE: Allow[] = [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']];
const GMAIL: Allow[] = [['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']];

export const SOURCES = {
  todo: (): Source => ({
    app: 'todoist', table: 'tasks', idField: 'task_id', titleField: 'title', noun: 'to-do',
    create: { api: 'todoist.create_task', args: { project_id: 0, title: '{{inputs.title}}' }, inputs: [input('title', 'To-do')], allow: [['todoist', 'tasks', 'inserted']] },
    rename: 'todoist.update_task',
    search: ['todoist.show_tasks', q({ is_completed: false })],
    mark: { api: 'todoist.complete_task', args: { task_id: '{{found.0.task_id}}' }, fields: { is_completed: true }, allow: [['todoist', 'tasks', 'updated']] },
  }),
  note: (): Source => ({
    app: 'simple_note', table: 'notes', idField: 'note_id', titleField: 'title', noun: 'note',
    create: { api: 'simple_note.create_note', args: { title: '{{inputs.title}}', content: '{{inputs.content}}' }, inputs: [TITLE, input('content', 'Text')], allow: [['simple_note', 'notes', 'inserted']] },
    rename: 'simple_note.update_note',
    search: ['simple_note.search_notes', q({})],
    mark: { api: 'simple_note.pin_note', args: { note_id: '{{found.0.note_id}}' }, fields: { pinned: true }, allow: [['simple_note', 'notes', 'updated']] },
  }),
  playlist: (): Source => ({
    app: 'spotify', table: 'playlists', idField: 'playlist_id', titleField: 'title', noun: 'playlist',
    create: { api: 'spotify.create_playlist', args: { title: '{{inputs.title}}' }, inputs: [input('title', 'Playlist title')], allow: [['spotify', 'playlists', 'inserted']] },
    rename: 'spotify.update_playlist',
    search: ['spotify.show_playlist_library', q({})],
    mark: { api: 'spotify.update_playlist', args: { playlist_id: '{{found.0.playlist_id}}', is_public: true }, fields: { is_public: true }, allow: [['spotify', 'playlists', 'updated']] },
  }),
  expense: (p: FixturePerson): Source => ({
    app: 'splitwise', table: 'expenses', idField: 'expense_id', titleField: 'description', noun: 'expense',
    create: {
      api: 'splitwise.record_expense',
      args: { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: [p.email] },
      inputs: [input('description', 'What was it'), input('amount', 'Amount', 'number')],
      allow: EXPENSE,
      rows: 3,
    },
    rename: 'splitwise.update_expense',
    search: ['splitwise.show_expenses', q({})],
  }),
  request: (p: FixturePerson): Source => ({
    app: 'venmo', table: 'payment_requests', idField: 'payment_request_id', titleField: 'description', noun: 'request',
    create: {
      api: 'venmo.create_payment_request',
      args: { user_email: p.email, amount: '{{inputs.amount}}', description: '{{inputs.description}}' },
      inputs: [input('description', 'What for'), input('amount', 'Amount', 'number')],
      allow: [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']],
      rows: 2,
    },
    rename: 'venmo.update_payment_request',
    search: ['venmo.show_sent_payment_requests', q({ status: 'pending' })],
    mark: { api: 'venmo.update_payment_request', args: { payment_request_id: '{{found.0.payment_request_id}}', private: true }, fields: { private: true }, allow: [['venmo', 'payment_requests', 'updated']] },
  }),
  draft: (p: FixturePerson): Source => ({
    app: 'gmail', table: 'drafts', idField: 'draft_id', titleField: 'subject', noun: 'draft',
    create: {
      api: 'gmail.create_draft',
      args: { email_addresses: [p.email], subject: '{{inputs.subject}}', body: '{{inputs.body}}' },
      inputs: [input('subject', 'Subject'), input('body', 'Text')],
      allow: [['gmail', 'drafts', 'inserted']],
    },
    rename: 'gmail.update_draft',
    search: ['gmail.show_drafts', q({})],
  }),
  project: (): Source => ({
    app: 'todoist', table: 'projects', idField: 'project_id', titleField: 'name', noun: 'project',
    create: { api: 'todoist.create_project', args: { name: '{{inputs.name}}' }, inputs: [input('name', 'Project name')], allow: [['todoist', 'projects', 'inserted'], ['todoist', 'project_members', 'inserted']], rows: 2 },
    rename: 'todoist.update_project',
    search: ['todoist.show_projects', q({})],
  }),
  group: (p: FixturePerson): Source => ({
    app: 'splitwise', table: 'groups', idField: 'group_id', titleField: 'name', noun: 'group',
    create: {
      api: 'splitwise.create_group',
      args: { name: '{{inputs.name}}', member_emails: [p.email] },
      inputs: [input('name', 'Group name')],
      // Splitwise emails the new member an invitation.
      allow: [['splitwise', 'groups', 'inserted'], ['splitwise', 'group_members', 'inserted'], ...GMAIL],
      rows: 7,
    },
    rename: 'splitwise.update_group',
    search: ['splitwise.show_groups', q({})],
  }),
  payment: (p: FixturePerson): Source => ({
    app: 'venmo', table: 'transactions', idField: 'transaction_id', titleField: 'description', noun: 'payment',
    create: {
      api: 'venmo.create_transaction',
      args: { receiver_email: p.email, amount: '{{inputs.amount}}', description: '{{inputs.description}}' },
      inputs: [input('description', 'What for'), input('amount', 'Amount', 'number')],
      allow: [['venmo', 'transactions', 'inserted'], ['venmo', 'notifications', 'inserted'], ['venmo', 'users', 'updated']],
      rows: 4,
    },
    rename: 'venmo.update_transaction',
    search: ['venmo.show_transactions', q({ direction: 'sent' })],
    mark: { api: 'venmo.update_transaction', args: { transaction_id: '{{found.0.transaction_id}}', private: true }, fields: { private: true }, allow: [['venmo', 'transactions', 'updated']] },
  }),
};

/** What app B makes with another service (or the same one) about the record it found. */
export interface Sink {
  app: string;
  api: string;
  table: string;
  /** Plan arguments; `%T` stands for the found record's title, `%ID` for its id. */
  args: Obj;
  /** Inputs of B beyond the query, with the values the user gives. */
  inputs?: { def: InputDef; value: string | number }[];
  /** Arguments the call must carry (the user's values, the record's id). */
  expect: Obj;
  /** Exact fields of the row it makes (checked by the row's id). */
  fields: Obj;
  allow: Allow[];
  /** The made-up text that must name the record; other made-up texts only have to exist. */
  mentions?: string;
  madeUp?: string[];
  rows: number;
}

const ask = (name: string, label: string, value: string | number, type: InputDef['type'] = 'text') => ({ def: input(name, label, type), value });

export const SINKS = {
  email: (p: FixturePerson, subject: string, body: string): Sink => ({
    app: 'gmail', api: 'send_email', table: 'emails', args: { email_addresses: [p.email], subject, body },
    expect: { email_addresses: [p.email] }, fields: {}, allow: GMAIL, mentions: 'subject', madeUp: ['body'], rows: 4,
  }),
  draft: (p: FixturePerson, subject: string, body: string): Sink => ({
    app: 'gmail', api: 'create_draft', table: 'drafts', args: { email_addresses: [p.email], subject, body },
    expect: { email_addresses: [p.email] }, fields: { recipient_emails: [p.email] }, allow: [['gmail', 'drafts', 'inserted']], mentions: 'subject', madeUp: ['body'], rows: 1,
  }),
  text: (p: FixturePerson, text: string): Sink => ({
    app: 'phone', api: 'send_text_message', table: 'text_messages', args: { phone_number: p.phone_number, message: text },
    expect: { phone_number: p.phone_number }, fields: {}, allow: [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']], mentions: 'message', rows: 3,
  }),
  voice: (p: FixturePerson, text: string): Sink => ({
    app: 'phone', api: 'send_voice_message', table: 'voice_messages', args: { phone_number: p.phone_number, transcript: text },
    expect: { phone_number: p.phone_number }, fields: {}, allow: [['phone', 'voice_messages', 'inserted'], ['phone', 'user_voice_messages', 'inserted']], mentions: 'transcript', rows: 3,
  }),
  alarm: (time: string, label: string): Sink => ({
    app: 'phone', api: 'create_alarm', table: 'alarms', args: { time: '{{inputs.time}}', label }, inputs: [ask('time', 'Alarm time', time, 'time')],
    expect: { time }, fields: { time }, allow: [['phone', 'alarms', 'inserted']], mentions: 'label', rows: 1,
  }),
  todo: (due: string, title: string): Sink => ({
    app: 'todoist', api: 'create_task', table: 'tasks', args: { project_id: 0, title, due_date: '{{inputs.due_date}}' }, inputs: [ask('due_date', 'Due date', due, 'date')],
    expect: { due_date: due }, fields: { due_date: due }, allow: [['todoist', 'tasks', 'inserted']], mentions: 'title', rows: 1,
  }),
  note: (title: string, content: string): Sink => ({
    app: 'simple_note', api: 'create_note', table: 'notes', args: { title, content },
    expect: {}, fields: {}, allow: [['simple_note', 'notes', 'inserted']], mentions: 'title', madeUp: ['content'], rows: 1,
  }),
  file: (path: string, content: string): Sink => ({
    app: 'file_system', api: 'create_file', table: 'files', args: { file_path: '{{inputs.path}}', content }, inputs: [ask('path', 'File path', path)],
    expect: { file_path: path }, fields: {}, allow: [['file_system', 'files', 'inserted']], mentions: 'content', rows: 1,
  }),
  request: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'venmo', api: 'create_payment_request', table: 'payment_requests', args: { user_email: p.email, amount: '{{inputs.amount}}', description }, inputs: [ask('amount', 'Amount', amount, 'number')],
    expect: { user_email: p.email, amount }, fields: { amount }, allow: [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']], mentions: 'description', rows: 2,
  }),
  pay: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'venmo', api: 'create_transaction', table: 'transactions', args: { receiver_email: p.email, amount: '{{inputs.amount}}', description }, inputs: [ask('amount', 'Amount', amount, 'number')],
    expect: { receiver_email: p.email, amount }, fields: { amount }, allow: [['venmo', 'transactions', 'inserted'], ['venmo', 'notifications', 'inserted'], ['venmo', 'users', 'updated']], mentions: 'description', rows: 4,
  }),
  settle: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'splitwise', api: 'record_payment', table: 'payments', args: { receiver_email: p.email, amount: '{{inputs.amount}}', description }, inputs: [ask('amount', 'Amount', amount, 'number')],
    expect: { receiver_email: p.email, amount }, fields: { amount }, allow: [['splitwise', 'payments', 'inserted'], ['splitwise', 'notifications', 'inserted']], mentions: 'description', rows: 2,
  }),
  split: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'splitwise', api: 'record_expense', table: 'expenses', args: { description, paid_amount: '{{inputs.amount}}', debtor_emails: [p.email] }, inputs: [ask('amount', 'Amount', amount, 'number')],
    expect: { paid_amount: amount }, fields: { paid_amount: amount }, allow: EXPENSE, mentions: 'description', rows: 3,
  }),
  /** Same-service sinks: they act on the found record by its id. */
  taskComment: (content: string): Sink => ({
    app: 'todoist', api: 'post_task_comment', table: 'comments', args: { task_id: '%ID', content }, inputs: [],
    expect: { task_id: '$recordId' }, fields: { task_id: '$recordId' }, allow: [['todoist', 'comments', 'inserted']], mentions: 'content', rows: 1,
  }),
  subtask: (step: string): Sink => ({
    app: 'todoist', api: 'create_subtask', table: 'subtasks', args: { task_id: '%ID', title: '{{inputs.step}}' }, inputs: [ask('step', 'Step', step)],
    expect: { task_id: '$recordId', title: step }, fields: { task_id: '$recordId', title: step }, allow: [['todoist', 'subtasks', 'inserted']], rows: 1,
  }),
  expenseComment: (content: string): Sink => ({
    app: 'splitwise', api: 'post_expense_comment', table: 'comments', args: { expense_id: '%ID', content }, inputs: [],
    expect: { expense_id: '$recordId' }, fields: { expense_id: '$recordId' }, allow: [['splitwise', 'comments', 'inserted'], ['splitwise', 'notifications', 'inserted']], mentions: 'content', rows: 2,
  }),
  paymentComment: (content: string): Sink => ({
    app: 'venmo', api: 'create_transaction_comment', table: 'comments', args: { transaction_id: '%ID', content }, inputs: [],
    expect: { transaction_id: '$recordId' }, fields: { transaction_id: '$recordId' }, allow: [['venmo', 'comments', 'inserted'], ['venmo', 'transactions', 'updated'], ['venmo', 'notifications', 'inserted']], mentions: 'content', rows: 3,
  }),
};

/** Other changes B may make to the record it found, beyond each source's own mark. */
export const MARKS = {
  tagNote: (tag: string): Mark => ({
    api: 'simple_note.add_tag_to_note', args: { note_id: '%ID', tag: '{{inputs.tag}}' }, inputs: [ask('tag', 'Tag', tag)], fields: { tags: [tag] }, allow: [['simple_note', 'notes', 'updated']],
  }),
  likePlaylist: (): Mark => ({
    api: 'spotify.like_playlist', args: { playlist_id: '%ID' }, fields: { like_count: 1 }, allow: [['spotify', 'playlists', 'updated'], ['spotify', 'playlist_likes', 'inserted']], rows: 2,
  }),
  likePayment: (): Mark => ({
    api: 'venmo.like_transaction', args: { transaction_id: '%ID' }, fields: { like_count: 1 }, allow: [['venmo', 'transactions', 'updated'], ['venmo', 'likes', 'inserted']], rows: 2,
  }),
  remindRequest: (): Mark => ({
    api: 'venmo.remind_payment_request', args: { payment_request_id: '%ID' }, fields: {}, allow: [['venmo', 'payment_requests', 'updated'], ['venmo', 'notifications', 'inserted']], rows: 2,
  }),
};

/** One shared-world task: which record A keeps and renames, and what B does once it finds it. */
export interface CrossCase {
  id: string;
  split: Split;
  seed: number;
  source: Source;
  a: {
    title: string;
    intention: string;
    /** Create inputs by name; the first is the record's title. */
    values: Record<string, string | number>;
    say: string;
    /** Exact fields of the new record beyond its title. */
    fields?: Obj;
    rename: string;
    renameSay: string;
  };
  b: {
    title: string;
    intention: string;
    sink: Sink;
    say: string;
    /** B also changes the record itself: the source's own mark, or another one. */
    mark?: boolean | Mark;
  };
}

/** Replaces %T / %ID in every string of a plan's arguments with the found record's fields. */
function fill(value: Json, src: Source): Json {
  if (typeof value === 'string') return value.replace(/%T/g, `{{found.0.${src.titleField}}}`).replace(/%ID/g, `{{found.0.${src.idField}}}`);
  if (Array.isArray(value)) return value.map((v) => fill(v, src));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, src)]));
  return value;
}

export function crossShared(c: CrossCase): TaskInput {
  const { source: src, a, b } = c;
  const slug = c.id.split('.').pop() as string;
  const firstInput = src.create.inputs[0]?.name ?? 'title';
  const original = String(a.values[firstInput]);
  const query = a.rename;
  const sink = b.sink;
  const services = [...new Set([src.app, sink.app])];
  const mark = b.mark === true ? src.mark : b.mark || undefined;
  if (b.mark && !mark) throw new Error(`${c.id}: ${src.app}.${src.table} has no mark`);
  const asked = [...(sink.inputs ?? []), ...(mark?.inputs ?? [])];
  const aPkg = appPackage({
    id: `${slug}-a`,
    title: a.title,
    summary: a.intention,
    intro: `Add a ${src.noun} here; rename it later by its id.`,
    collections: [{ name: 'items', fields: { id: 'number', label: 'string' }, item: '{{item.label}} (id {{item.id}})', heading: 'Kept here', empty: 'Nothing yet.' }],
    actions: [
      { id: 'create', label: 'Add', goal: `Add a ${src.noun} in ${src.app} and keep it.`, services: [src.app], inputs: src.create.inputs, plan: [
        call(src.create.api, src.create.args, 'created'),
        append('items', { id: `{{created.${src.idField}}}`, label: `{{inputs.${firstInput}}}` }),
        message(`Added {{inputs.${firstInput}}} (id {{created.${src.idField}}}).`),
      ] },
      { id: 'rename', label: 'Rename', goal: `Give one of the ${src.noun}s kept here a new ${src.titleField}; the same record.`, services: [src.app],
        inputs: [input('item_id', 'Id', 'number'), input('new_title', `New ${src.titleField}`)], plan: [
          call(src.rename, { [src.idField]: '{{inputs.item_id}}', [src.titleField]: '{{inputs.new_title}}' }),
          update('items', '{{inputs.item_id}}', { label: '{{inputs.new_title}}' }),
          message('Renamed {{inputs.item_id}} to {{inputs.new_title}}.'),
        ] },
    ],
  });
  const bPkg = appPackage({
    id: `${slug}-b`,
    title: b.title,
    summary: b.intention,
    intro: `Say what you remember of the ${src.noun}; the app finds it and takes care of it.`,
    collections: [{ name: 'handled', fields: { id: 'number', title: 'string' }, item: '{{item.title}} (id {{item.id}})', heading: 'Handled', empty: 'Nothing handled yet.' }],
    actions: [
      { id: 'find_and_handle', label: 'Find and handle', goal: b.intention, services, inputs: [input('query', `Which ${src.noun}`), ...asked.map((i) => i.def)], plan: [
        call(src.search[0], src.search[1], 'found'),
        call(`${sink.app}.${sink.api}`, fill(sink.args, src) as Obj, 'made'),
        ...(mark ? [call(mark.api, fill(mark.args, src) as Obj)] : []),
        append('handled', { id: `{{found.0.${src.idField}}}`, title: `{{found.0.${src.titleField}}}` }),
        message(`Done for {{found.0.${src.titleField}}} (id {{found.0.${src.idField}}}).`),
      ] },
    ],
  });
  const byId = (field: string) => ({ app: src.app, table: src.table, key: { id: '$recordId' }, field });
  const record = (fields: Obj) => A.record(src.app, src.table, { id: '$recordId' }, fields);
  // The text B makes must name the record the user meant; the rest of its wording is its own.
  const free: FreeDef[] = [
    ...(sink.mentions ? [{ app: sink.app, table: sink.table, field: sink.mentions, constraint: { contains: [query] } }] : []),
    ...(sink.madeUp ?? []).map((field): FreeDef => ({ app: sink.app, table: sink.table, field, constraint: 'non_empty' })),
  ];
  const hasFields = Object.keys(sink.fields).length > 0;
  return sharedWorldTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: services,
    a: {
      intention: a.intention,
      services: [src.app],
      pkg: aPkg,
      open: { inputs: [[firstInput]], actions: ['add', 'create'], heading: a.title },
      create: {
        message: a.say, values: a.values, hint: ['add'], captures: { recordId: { app: src.app, table: src.table } },
        checks: [A.called(...at(src.create.api), { [firstInput]: original }), A.changed(src.app, src.table, 'inserted'), record({ [src.titleField]: original, ...(a.fields ?? {}) })],
        allow: src.create.allow, max: src.create.rows ?? 1, show: ['$recordId'],
      },
      revise: {
        message: a.renameSay, values: { item_id: '$recordId', new_title: a.rename }, hint: ['rename'],
        checks: [A.called(...at(src.rename), { [src.idField]: '$recordId', [src.titleField]: a.rename }), A.sameRecord(src.app, src.table, '$recordId'), record({ [src.titleField]: a.rename })],
        allow: [[src.app, src.table, 'updated'], ...(src.table === 'projects' ? [['todoist', 'project_members', 'updated'] as Allow] : [])], max: 2, show: [],
      },
      reopen: [A.persisted('$recordId', 'normalized', byId('id')), A.persisted(a.rename, 'normalized', byId(src.titleField)), A.retained('$recordId')],
    },
    b: {
      intention: b.intention,
      services,
      pkg: bPkg,
      open: { inputs: [FIND], actions: ['find', 'handle'], heading: b.title },
      find: {
        message: b.say, values: { query, ...Object.fromEntries(asked.map((i) => [i.def.name, i.value])) }, hint: ['find'],
        ...(hasFields ? { captures: { madeId: { app: sink.app, table: sink.table } } } : {}),
        free,
        checks: [
          // How B finds the record (which list or search) is its own business; acting about the
          // right record, found by what the user remembers, is what counts.
          A.called(sink.app, sink.api, sink.expect),
          A.changed(sink.app, sink.table, 'inserted'),
          ...(hasFields ? [A.record(sink.app, sink.table, { id: '$madeId' }, sink.fields)] : []),
          ...(mark
            ? [A.called(...at(mark.api), { [src.idField]: '$recordId' }), A.sameRecord(src.app, src.table, '$recordId'), record({ [src.titleField]: query, ...mark.fields })]
            : [record({ [src.titleField]: query })]),
        ],
        allow: [...sink.allow, ...(mark?.allow ?? [])], max: sink.rows + (mark ? (mark.rows ?? 1) : 0), show: ['$recordId', query],
      },
      reopen: [A.persisted('$recordId', 'normalized', byId('id')), A.persisted(query, 'normalized', byId(src.titleField)), A.retained('$recordId'), A.input(...FIND)],
    },
  });
}

/** The words B's query input may go by. */
const FIND = ['query', 'which', 'look for', 'search'];

// ---------------------------------------------------------------- the two-slot skeleton

/**
 * One episode of a slot after open. Its checks always come in this order: the route, the
 * shape's own checks, the tables it may change, the mutation cap, then what the user must see
 * (the shared-world tasks list no_collateral before mutation_limit, unlike kit/flow.ts's
 * serviceChecks; assertion ids keep that order).
 */
export interface SlotStep {
  message: string;
  values: Values;
  hint: string[];
  captures?: Record<string, CaptureDef>;
  free?: FreeDef[];
  checks: Spec[];
  allow: Allow[];
  max: number;
  show: Json[];
}

interface SlotDef {
  intention: string;
  services: string[];
  pkg: Obj;
  open: OpenDef;
  reopen: Spec[];
}

export interface SharedWorldDef {
  id: string;
  split: Split;
  seed: number;
  domains: string[];
  /** App A makes the record (create) and changes it (revise). */
  a: SlotDef & { create: SlotStep; revise: SlotStep };
  /** App B, made separately, finds the record and acts on it. */
  b: SlotDef & { find: SlotStep };
}

const slotEpisode = (id: string, stage: 'submit' | 'revise', slot: 'A' | 'B', s: SlotStep) =>
  episode({
    id, stage, slot, message: s.message, values: s.values, hint: s.hint, captures: s.captures, free: s.free,
    checks: [A.route(), ...s.checks, A.onlyChanges(...s.allow), A.mutations(s.max), ...s.show.map((v) => A.grounded(v))],
  });

/** A open → A create → A revise → B open → B find → A reopen → B reopen. */
export function sharedWorldTask(def: SharedWorldDef): TaskInput {
  const { a, b } = def;
  return task({
    id: def.id,
    family: 'shared_world',
    split: def.split,
    domains: def.domains,
    seed: def.seed,
    apps: [
      { slot: 'A', intention: a.intention, services: a.services },
      { slot: 'B', intention: b.intention, services: b.services },
    ],
    episodes: [
      episode({ id: 'a-open', stage: 'open', slot: 'A', checks: openChecks(a.open) }),
      slotEpisode('a-create', 'submit', 'A', a.create),
      slotEpisode('a-revise', 'revise', 'A', a.revise),
      episode({ id: 'b-open', stage: 'open', slot: 'B', checks: openChecks(b.open) }),
      slotEpisode('b-find', 'submit', 'B', b.find),
      episode({ id: 'a-reopen', stage: 'reopen', slot: 'A', checks: a.reopen }),
      episode({ id: 'b-reopen', stage: 'reopen', slot: 'B', checks: b.reopen }),
    ],
    reference: { A: { package: a.pkg }, B: { package: b.pkg } },
  });
}
