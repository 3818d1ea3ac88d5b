/**
 * The records and actions the shared-world cross cases pick from: where app A keeps its record
 * (sources), what app B makes about it in another service (sinks), and what else B may change on
 * the record itself (marks). A case row names each by its kind, with the words and people it
 * needs (people by first name); `sourceOf`, `sinkOf` and `markOf` make them what the shape
 * (shapes/cross-app.ts) builds the tasks from.
 */
import { z } from 'zod';
import { input, type InputDef } from '../../kit/package.ts';
import { fixtureRow, person, userId, type FixturePerson } from '../../kit/fixture.ts';
import { SENT_EMAIL, SENT_TEXT } from '../../kit/changes.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { ACTION_WORDS } from '../../kit/action-words.ts';
import { at, type Allow, type Obj } from '../../kit/types.ts';
import type { Mark, Sink, Source } from '../../shapes/cross-app.ts';

const TITLE = input('title', 'Title');
const q = (args: Obj): Obj => ({ query: '{{inputs.query}}', ...args, page_limit: 1 });
const EXPENSE: Allow[] = [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']];
const REQUEST: Allow[] = [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']];
const PAYMENT: Allow[] = [['venmo', 'transactions', 'inserted'], ['venmo', 'notifications', 'inserted'], ['venmo', 'users', 'updated']];
const AMOUNT = input('amount', 'Amount', 'number');

/**
 * A source kept in `at` (`app.table`). Its id field, its rename and what its mark targets follow
 * the table's name (`todoist.tasks`: `task_id`, `todoist.update_task`); a mark changes the record
 * in place, with `set` among its arguments, and leaves it with `fields`.
 */
function source(s: Pick<Source, 'titleField' | 'noun' | 'create' | 'search' | 'show' | 'person'> & { at: string; mark?: { api: string; set?: Obj; fields: Obj; shown: Mark['shown'] } }): Source {
  const { at: where, mark, ...rest } = s;
  const [app, table] = at(where);
  const one = table.replace(/s$/, '');
  const idField = `${one}_id`;
  return {
    app, table, idField, ...rest, rename: `${app}.update_${one}`,
    ...(mark ? { mark: { api: mark.api, args: { [idField]: `{{found.0.${idField}}}`, ...mark.set }, fields: mark.fields, allow: [[app, table, 'updated']], shown: mark.shown } } : {}),
  };
}

const SOURCES = {
  todo: () => source({ at: 'todoist.tasks', titleField: 'title', noun: 'to-do',
    create: { api: 'todoist.create_task', args: { project_id: 0, title: '{{inputs.title}}' }, inputs: [input('title', 'To-do')], allow: [['todoist', 'tasks', 'inserted']] },
    search: ['todoist.show_tasks', q({ is_completed: false })], mark: { api: 'todoist.complete_task', fields: { is_completed: true }, shown: { says: 'ticked off', words: STATE_WORDS.sharedTicked } } }),
  note: () => source({ at: 'simple_note.notes', titleField: 'title', noun: 'note',
    create: { api: 'simple_note.create_note', args: { title: '{{inputs.title}}', content: '{{inputs.content}}' }, inputs: [TITLE, input('content', 'Text')], allow: [['simple_note', 'notes', 'inserted']] },
    search: ['simple_note.search_notes', q({})], show: ['simple_note.show_note', { note_id: '%ID' }], mark: { api: 'simple_note.pin_note', fields: { pinned: true }, shown: { says: 'pinned', words: STATE_WORDS.pinned } } }),
  playlist: () => source({ at: 'spotify.playlists', titleField: 'title', noun: 'playlist',
    create: { api: 'spotify.create_playlist', args: { title: '{{inputs.title}}' }, inputs: [input('title', 'Playlist title')], allow: [['spotify', 'playlists', 'inserted']] },
    search: ['spotify.show_playlist_library', q({})], mark: { api: 'spotify.update_playlist', set: { is_public: true }, fields: { is_public: true }, shown: { says: 'public', words: STATE_WORDS.sharedPublic } } }),
  expense: (p: FixturePerson) => source({ at: 'splitwise.expenses', titleField: 'description', noun: 'expense',
    create: { api: 'splitwise.record_expense', args: { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: [p.email] },
      inputs: [input('description', 'What was it'), AMOUNT], allow: EXPENSE, rows: 3 },
    search: ['splitwise.show_expenses', q({})], person: p.email }),
  request: (p: FixturePerson) => source({ at: 'venmo.payment_requests', titleField: 'description', noun: 'request',
    create: { api: 'venmo.create_payment_request', args: { user_email: p.email, amount: '{{inputs.amount}}', description: '{{inputs.description}}' },
      inputs: [input('description', 'What for'), AMOUNT], allow: REQUEST, rows: 2 },
    search: ['venmo.show_sent_payment_requests', q({ status: 'pending' })], person: p.email, mark: { api: 'venmo.update_payment_request', set: { private: true }, fields: { private: true }, shown: { says: 'private', words: STATE_WORDS.sharedPrivate } } }),
  draft: (p: FixturePerson) => source({ at: 'gmail.drafts', titleField: 'subject', noun: 'draft',
    create: { api: 'gmail.create_draft', args: { email_addresses: [p.email], subject: '{{inputs.subject}}', body: '{{inputs.body}}' },
      inputs: [input('subject', 'Subject'), input('body', 'Text')], allow: [['gmail', 'drafts', 'inserted']] },
    search: ['gmail.show_drafts', q({})] }),
  project: () => source({ at: 'todoist.projects', titleField: 'name', noun: 'project',
    create: { api: 'todoist.create_project', args: { name: '{{inputs.name}}' }, inputs: [input('name', 'Project name')], allow: [['todoist', 'projects', 'inserted'], ['todoist', 'project_members', 'inserted']], rows: 2 },
    search: ['todoist.show_projects', q({})] }),
  group: (p: FixturePerson) => source({ at: 'splitwise.groups', titleField: 'name', noun: 'group',
    // Splitwise emails the new member an invitation. Splitwise finds no one by name, so the member's
    // address is typed, as the user copies it from her contacts (s21, group-deposit-request s20-s8-f1).
    create: { api: 'splitwise.create_group', args: { name: '{{inputs.name}}', member_emails: ['{{inputs.member_email}}'] }, inputs: [input('name', 'Group name'), input('member_email', `${p.first_name}'s email`)],
      allow: [['splitwise', 'groups', 'inserted'], ['splitwise', 'group_members', 'inserted'], ...SENT_EMAIL], rows: 7 },
    search: ['splitwise.show_groups', q({})], person: p.email }),
  payment: (p: FixturePerson) => source({ at: 'venmo.transactions', titleField: 'description', noun: 'payment',
    create: { api: 'venmo.create_transaction', args: { receiver_email: p.email, amount: '{{inputs.amount}}', description: '{{inputs.description}}' },
      inputs: [input('description', 'What for'), AMOUNT], allow: PAYMENT, rows: 4 },
    search: ['venmo.show_transactions', q({ direction: 'sent' })], person: p.email, mark: { api: 'venmo.update_transaction', set: { private: true }, fields: { private: true }, shown: { says: 'private', words: STATE_WORDS.sharedPrivate } } }),
};

const COMMENTED = { says: 'comment posted', words: STATE_WORDS.sharedCommented };
/**
 * A comment is told by a word for it, or by its own text shown (s21, chore-comment s21-r2-f1:
 * Reading 2): the reference's text, or the text the app itself posted (`$madeText`, captured from
 * the new comment; s22, payment-comment-thanks s21-r1-f1).
 */
const commented = (content: string) => ({ ...COMMENTED, words: [...COMMENTED.words, content, '$madeText'] });

const ask = (name: string, label: string, value: string | number, type: InputDef['type'] = 'text') => ({ def: input(name, label, type), value });

const SINKS = {
  email: (p: FixturePerson, subject: string, body: string): Sink => ({
    app: 'gmail', api: 'send_email', table: 'emails', args: { email_addresses: [p.email], subject, body },
    expect: { email_addresses: [p.email] }, fields: {}, allow: SENT_EMAIL, mentions: 'subject', madeUp: ['body'], rows: 4, shown: { says: 'emailed', words: STATE_WORDS.sharedEmailed },
  }),
  draft: (p: FixturePerson, subject: string, body: string): Sink => ({
    app: 'gmail', api: 'create_draft', table: 'drafts', args: { email_addresses: [p.email], subject, body },
    expect: { email_addresses: [p.email] }, fields: { recipient_emails: [p.email] }, allow: [['gmail', 'drafts', 'inserted']], mentions: 'subject', madeUp: ['body'], rows: 1,
    shown: { says: 'draft saved', words: STATE_WORDS.sharedDrafted },
  }),
  text: (p: FixturePerson, text: string): Sink => ({
    app: 'phone', api: 'send_text_message', table: 'text_messages', args: { phone_number: p.phone_number, message: text },
    expect: { phone_number: p.phone_number }, fields: {}, allow: SENT_TEXT, mentions: 'message', rows: 3, shown: { says: 'texted', words: STATE_WORDS.sharedTexted },
  }),
  voice: (p: FixturePerson, text: string): Sink => ({
    app: 'phone', api: 'send_voice_message', table: 'voice_messages', args: { phone_number: p.phone_number, transcript: text },
    expect: { phone_number: p.phone_number }, fields: {}, allow: [['phone', 'voice_messages', 'inserted'], ['phone', 'user_voice_messages', 'inserted']], mentions: 'transcript', rows: 3,
    shown: { says: 'voice message sent', words: STATE_WORDS.sharedVoiced },
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
    expect: {}, fields: {}, allow: [['simple_note', 'notes', 'inserted']], mentions: 'title', madeUp: ['content'], rows: 1, shown: { says: 'note written', words: STATE_WORDS.sharedNoted },
  }),
  file: (path: string, content: string): Sink => ({
    app: 'file_system', api: 'create_file', table: 'files', args: { file_path: '{{inputs.path}}', content }, inputs: [ask('path', 'File path', path)],
    expect: { file_path: path }, fields: {}, allow: [['file_system', 'files', 'inserted']], mentions: 'content', rows: 1,
  }),
  request: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'venmo', api: 'create_payment_request', table: 'payment_requests', args: { user_email: p.email, amount: '{{inputs.amount}}', description }, inputs: [ask('amount', 'Amount', amount, 'number')],
    // The expense's name and the share could come from the expense read: that money was requested is said too (Reading 2).
    expect: { user_email: p.email, amount }, fields: { amount }, allow: REQUEST, mentions: 'description', rows: 2, shown: { says: 'requested', words: ACTION_WORDS.requested },
  }),
  pay: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'venmo', api: 'create_transaction', table: 'transactions', args: { receiver_email: p.email, amount: '{{inputs.amount}}', description }, inputs: [ask('amount', 'Amount', amount, 'number')],
    expect: { receiver_email: p.email, amount }, fields: { amount }, allow: PAYMENT, mentions: 'description', rows: 4,
    // That the money went, and to whom (s15 shown15): the record's name and the amount alone do not
    // say it. Not "pay": the to-do a payment is for often says it ("Pay the babysitter").
    shown: { says: 'paid', words: STATE_WORDS.toldPaid.filter((w) => w !== 'pay' && w !== 'payment') },
  }),
  settle: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'splitwise', api: 'record_payment', table: 'payments', args: { receiver_email: p.email, amount: '{{inputs.amount}}', description }, inputs: [ask('amount', 'Amount', amount, 'number')],
    // The payment's name and amount could come from the Venmo payment read: that it was recorded is said too (Reading 2).
    expect: { receiver_email: p.email, amount }, fields: { amount }, allow: [['splitwise', 'payments', 'inserted'], ['splitwise', 'notifications', 'inserted']], mentions: 'description', rows: 2,
    shown: { says: 'recorded', words: ACTION_WORDS.paymentRecorded },
  }),
  split: (p: FixturePerson, amount: number, description: string): Sink => ({
    app: 'splitwise', api: 'record_expense', table: 'expenses', args: { description, paid_amount: '{{inputs.amount}}', debtor_emails: [p.email] }, inputs: [ask('amount', 'Amount', amount, 'number')],
    expect: { paid_amount: amount }, fields: { paid_amount: amount }, allow: EXPENSE, mentions: 'description', rows: 3,
  }),
  /** Same-service sinks: they act on the found record by its id. */
  taskComment: (content: string): Sink => ({
    app: 'todoist', api: 'post_task_comment', table: 'comments', args: { task_id: '%ID', content }, inputs: [],
    expect: { task_id: '$recordId' }, fields: { task_id: '$recordId' }, allow: [['todoist', 'comments', 'inserted']], mentions: 'content', rows: 1, shown: commented(content),
  }),
  subtask: (step: string): Sink => ({
    app: 'todoist', api: 'create_subtask', table: 'subtasks', args: { task_id: '%ID', title: '{{inputs.step}}' }, inputs: [ask('step', 'Step', step)],
    expect: { task_id: '$recordId', title: step }, fields: { task_id: '$recordId', title: step }, allow: [['todoist', 'subtasks', 'inserted']], rows: 1,
  }),
  expenseComment: (content: string): Sink => ({
    app: 'splitwise', api: 'post_expense_comment', table: 'comments', args: { expense_id: '%ID', content }, inputs: [],
    expect: { expense_id: '$recordId' }, fields: { expense_id: '$recordId' }, allow: [['splitwise', 'comments', 'inserted'], ['splitwise', 'notifications', 'inserted']], mentions: 'content', rows: 2,
    shown: commented(content),
  }),
  paymentComment: (content: string): Sink => ({
    app: 'venmo', api: 'create_transaction_comment', table: 'comments', args: { transaction_id: '%ID', content }, inputs: [],
    expect: { transaction_id: '$recordId' }, fields: { transaction_id: '$recordId' }, allow: [['venmo', 'comments', 'inserted'], ['venmo', 'transactions', 'updated'], ['venmo', 'notifications', 'inserted']], mentions: 'content', rows: 3,
    shown: commented(content),
  }),
};

/** Other changes B may make to the record it found, beyond each source's own mark. */
const MARKS = {
  tagNote: (tag: string): Mark => ({
    api: 'simple_note.add_tag_to_note', args: { note_id: '%ID', tag: '{{inputs.tag}}' }, inputs: [ask('tag', 'Tag', tag)], fields: { tags: [tag] }, allow: [['simple_note', 'notes', 'updated']],
    // The note told as tagged, not only the tag's word (which a path the user dictated may hold too: Reading 2, s11 text11).
    shown: { says: 'tagged', words: [...STATE_WORDS.tagged, 'tag', 'tags', `#${tag}`] },
  }),
  likePlaylist: (): Mark => ({
    api: 'spotify.like_playlist', args: { playlist_id: '%ID' }, fields: { like_count: 1 }, allow: [['spotify', 'playlists', 'updated'], ['spotify', 'playlist_likes', 'inserted']], rows: 2, shown: { says: 'liked', words: STATE_WORDS.liked },
  }),
  likePayment: (): Mark => ({
    api: 'venmo.like_transaction', args: { transaction_id: '%ID' }, fields: { like_count: 1 }, allow: [['venmo', 'transactions', 'updated'], ['venmo', 'likes', 'inserted']], rows: 2, shown: { says: 'liked', words: STATE_WORDS.liked },
  }),
  remindRequest: (): Mark => ({
    api: 'venmo.remind_payment_request', args: { payment_request_id: '%ID' }, fields: {}, allow: [['venmo', 'payment_requests', 'updated'], ['venmo', 'notifications', 'inserted']], rows: 2, shown: { says: 'reminded', words: STATE_WORDS.sharedReminded },
  }),
};

/** A person of the fixture, by first name. */
const named = z.string().min(1);
const who = (first: string): FixturePerson => person({ first });

/** A source as a row names it: its kind, and the person it involves when it involves one. */
export const SourceRow = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['todo', 'note', 'playlist', 'project']) }),
  z.strictObject({ kind: z.enum(['expense', 'request', 'draft', 'group', 'payment']), person: named }),
]);
export const sourceOf = (s: z.infer<typeof SourceRow>): Source => ('person' in s ? SOURCES[s.kind](who(s.person)) : SOURCES[s.kind]());

/**
 * What the user asked the made text to say, when that is not the record's name (see
 * `Sink.says`); without it the text must name the record.
 */
const SAYS = z.union([z.array(z.string().min(1)).min(1), z.enum(['non_empty', 'any'])]).optional();
const saying = (sink: Sink, says: z.infer<typeof SAYS>): Sink => (says === undefined ? sink : { ...sink, says });

/**
 * A text or voice message to someone the user's phone has no contact for (s21,
 * roadtrip-playlist-invite s21-r2-f1): nothing the app can read gives the number, so the user
 * types it, as she would copy it from wherever she has it.
 */
function unlisted(sink: Sink, p: FixturePerson): Sink {
  const listed = fixtureRow<{ n: number }>("SELECT COUNT(*) AS n FROM phone_contacts WHERE owner_id = ? AND phone_number = ?", userId(), p.phone_number).n > 0;
  if (listed) return sink;
  // The number is a detail typed to reach him, not a result: no record of the world holds it to show back.
  return { ...sink, args: { ...sink.args, phone_number: '{{inputs.phone_number}}' }, inputs: [...(sink.inputs ?? []), { ...ask('phone_number', `${p.first_name}'s number`, p.phone_number), unshown: true }] };
}

/** A comment sink whose words the user gives: B has a comment input and posts what is typed. */
const typedComment = (sink: Sink, typed: string): Sink => ({ ...sink, args: { ...sink.args, content: '{{inputs.comment}}' }, inputs: [ask('comment', 'Comment', typed)], ...(sink.shown ? { shown: { ...sink.shown, words: [...sink.shown.words, typed] } } : {}) });

/** A sink as a row names it: its kind and what it is made with (`%T` in texts: the record's title). */
export const SinkRow = z.discriminatedUnion('kind', [
  // `about`: what the user asks the email to be ("an invite"), one of their words for it, in its subject or body.
  z.strictObject({ kind: z.enum(['email', 'draft']), person: named, subject: z.string(), body: z.string(), about: z.array(z.string().min(1)).min(1).optional() }),
  // `about`: where the user asks the text to say something of the record ("that it is logged"), one of their words for it.
  // `open`: the role the intention names the recipient by, leaving who it is open ("whoever is
  // visiting"); the user names the person, typed as the number under that role (s24 world, gate-code-text s23-r3-f1).
  z.strictObject({ kind: z.enum(['text', 'voice']), person: named, text: z.string(), says: SAYS, about: z.array(z.string().min(1)).min(1).optional(), open: z.string().optional() }),
  z.strictObject({ kind: z.literal('alarm'), time: z.string(), label: z.string() }),
  z.strictObject({ kind: z.literal('todo'), due: z.string(), title: z.string() }),
  // `says`: what names the thing the note is for where the record's whole text does not (the book of "read Piranesi").
  // `about` (s15 carry2): what a note kept for a purpose the user states ("so I remember who chipped in") must record, one of.
  z.strictObject({ kind: z.literal('note'), title: z.string(), content: z.string(), says: SAYS, about: z.array(z.string().min(1)).min(1).optional() }),
  z.strictObject({ kind: z.literal('file'), path: z.string(), content: z.string(), says: SAYS }),
  // `says`/`about`: a note the user dictates no words for ('non_empty'), held to one of the words
  // by which they say what it is for ("$120 deposit for beach house July"; kit/text-carries.ts).
  z.strictObject({ kind: z.enum(['request', 'pay', 'settle', 'split']), person: named, amount: z.number(), description: z.string(), says: SAYS, about: z.array(z.string().min(1)).min(1).optional() }),
  // `typed`: the comment's words as the user gives them, typed into a comment input of B.
  z.strictObject({ kind: z.enum(['taskComment', 'expenseComment', 'paymentComment']), content: z.string(), typed: z.string().optional(), says: SAYS }),
  z.strictObject({ kind: z.literal('subtask'), step: z.string() }),
]);
export function sinkOf(s: z.infer<typeof SinkRow>): Sink {
  switch (s.kind) {
    case 'email':
    case 'draft':
      return { ...SINKS[s.kind](who(s.person), s.subject, s.body), ...(s.about ? { about: s.about } : {}) };
    case 'text':
    case 'voice':
      return { ...unlisted(saying(SINKS[s.kind](who(s.person), s.text), s.says), who(s.person)), ...(s.about ? { about: s.about } : {}), ...(s.open ? { told: { [`${s.open}|${s.open}_phone|phone_number`]: who(s.person).phone_number } } : {}) };
    case 'alarm':
      return SINKS.alarm(s.time, s.label);
    case 'todo':
      return SINKS.todo(s.due, s.title);
    case 'note':
      return { ...saying(SINKS.note(s.title, s.content), s.says), ...(s.about ? { about: s.about } : {}) };
    case 'file':
      return saying(SINKS.file(s.path, s.content), s.says);
    case 'request':
    case 'pay':
    case 'settle':
    case 'split':
      return { ...saying(SINKS[s.kind](who(s.person), s.amount, s.description), s.says), ...(s.about ? { about: s.about } : {}) };
    case 'subtask':
      return SINKS.subtask(s.step);
    case 'taskComment':
    case 'expenseComment':
    case 'paymentComment':
      return saying(s.typed === undefined ? SINKS[s.kind](s.content) : typedComment(SINKS[s.kind](s.content), s.typed), s.says);
  }
}

/** B's change to the record: `true` for the source's own mark, or another mark by kind. */
export const MarkRow = z.union([
  z.boolean(),
  z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('tagNote'), tag: z.string() }), z.strictObject({ kind: z.enum(['likePlaylist', 'likePayment', 'remindRequest']) })]),
]);
export const markOf = (m: z.infer<typeof MarkRow>): boolean | Mark => (typeof m === 'boolean' ? m : m.kind === 'tagNote' ? MARKS.tagNote(m.tag) : MARKS[m.kind]());
