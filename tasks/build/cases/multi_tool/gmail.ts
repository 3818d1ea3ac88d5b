/** multi_tool tasks led by gmail: threads turned into to-dos, alarms, labels with notes, drafts with files, saved attachments. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { caseTasks } from '../../kit/rows.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { A, type FreeDef } from '../../kit/checks.ts';
import { combo, comboCase, touched } from '../../shapes/combo.ts';
import { NEW_NOTE, NEW_TODO } from '../../kit/changes.ts';
import { fixtureRow, fixtureRows, person, userId, userThreadRow } from '../../kit/fixture.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { subjectWords, withCarries } from '../../kit/text-carries.ts';
import { KIND_WORDS, withKindBeside } from '../../kit/made-beside.ts';
import { topicWordsOf } from '../../kit/words17.ts';
import { recordWords } from '../../kit/record-words.ts';

const findThread = call('gmail.show_inbox_threads', { query: '{{inputs.subject}}', page_limit: 1 }, 'found');
const threadId = (subject: string) => fixtureRow<{ id: number }>('SELECT id FROM gmail_threads WHERE subject = ?', subject).id;

// ------------------------------------------------ star an email thread and make a dated to-do to answer it

const AnswerCase = z.object({ ...comboCase, subject: z.string(), due: z.string(), newDue: z.string() });
type AnswerCase = z.infer<typeof AnswerCase>;

function answerTask(c: AnswerCase): TaskInput {
  const thread = threadId(c.subject);
  // The star is told beside the subject, not only the to-do.
  return withCarries(withStateWords(combo({
    c, intro: 'Name the email by its subject and when to answer; it is starred in Gmail and becomes a to-do.', anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { fields: { id: 'number', subject: 'string', due: 'string', flag: 'string' }, item: 'Answer "{{item.subject}}" by {{item.due}}, {{item.flag}} (to-do {{item.id}})' },
    open: { inputs: [['subject', 'email'], ['date', 'due']], actions: ['flag', 'star'] }, reopenShows: [c.subject, c.newDue],
    make: {
      id: 'flag_email', label: 'Flag email', goal: 'Star the Gmail thread with that subject and add a to-do to answer it by the date.', services: ['gmail', 'todoist'],
      inputs: [input('subject', 'Email subject'), input('due_date', 'Answer by', 'date')],
      plan: [
        findThread,
        call('gmail.mark_thread_starred', { email_thread_id: '{{found.0.email_thread_id}}' }),
        call('todoist.create_task', { project_id: 0, title: 'Answer "{{found.0.subject}}"', due_date: '{{inputs.due_date}}' }, 'todo'),
        append('items', { id: '{{todo.task_id}}', subject: '{{found.0.subject}}', due: '{{inputs.due_date}}', flag: 'starred' }),
        message('Starred "{{found.0.subject}}"; to-do {{todo.task_id}} due {{inputs.due_date}}.'),
      ],
    },
    change: recordAction({ id: 'postpone', label: 'Postpone', goal: 'Move the due date of a to-do made here.', service: 'todoist', key: ['todo_id', 'To-do id'],
      more: [input('new_due_date', 'New date', 'date')], call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', due_date: '{{inputs.new_due_date}}' }],
      fields: { due: '{{inputs.new_due_date}}' }, said: 'To-do {{inputs.todo_id}} is now due {{inputs.new_due_date}}.' }),
    create: {
      values: { subject: c.subject, due_date: c.due }, hint: ['flag'], api: 'todoist.create_task', args: { due_date: c.due }, fields: { due_date: c.due }, show: [c.subject],
      allow: [['gmail', 'user_threads', 'updated'], ...NEW_TODO], maxMutations: 2,
      extra: [A.called('gmail', 'mark_thread_starred', { email_thread_id: thread }), A.changed('gmail', 'user_threads', 'updated', { id: userThreadRow(thread), is_starred: 1 })],
    },
    revise: {
      values: { todo_id: '$todoId', new_due_date: c.newDue }, hint: ['postpone', 'move'], api: 'todoist.update_task', args: { task_id: '$todoId', due_date: c.newDue },
      fields: { due_date: c.newDue }, show: [c.newDue], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
  }), [{ episode: 'create', value: c.subject, words: STATE_WORDS.starred }]),
  // The to-do is for answering that email: its words are the app's, but it names the email by its subject.
  // A word another thread of the inbox shares ("review" of "Year-end performance review") tells it from none (s17 words17).
  [{ episode: 'create', app: 'todoist', field: 'title', orIn: ['description'], one: tellingSubjectWords(c.subject), why: 'the user asks for a to-do to answer the email: its words are the app\'s, but it names the email by a word of its subject' }]);
}

/** The words of a subject that tell its thread from the user's other threads: the whole, and each word no other subject has. */
function tellingSubjectWords(subject: string): string[] {
  const others = fixtureRows<{ subject: string }>('SELECT t.subject FROM gmail_threads t JOIN gmail_user_threads ut ON ut.thread_id = t.id WHERE ut.user_id = ? AND t.subject <> ?', userId(), subject).map((r) => r.subject.toLowerCase());
  const shared = (w: string) => others.some((o) => new RegExp(`(^|[^a-z0-9])${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9]|$)`).test(o));
  // A word any to-do says of itself ("reminder", "note") names no thread (s17 words18; kit/record-words.ts).
  const telling = new Set(recordWords(subject));
  return subjectWords(subject).filter((w) => w === subject || (!shared(w) && telling.has(w)));
}

// ------------------------------------------------ a new label for a topic, one thread filed under it, and a note

// topicWords: the intention's own word for the topic ("training for a race"), a name of it too (s15 words3).
const LabelCase = z.object({ ...comboCase, label: z.string(), subject: z.string(), newLabel: z.string(), topicWords: z.array(z.string()).optional() });
type LabelCase = z.infer<typeof LabelCase>;

function labelTask(c: LabelCase): TaskInput {
  const thread = threadId(c.subject);
  return combo({
    c, intro: 'Pick a topic name and the first email for it; a Gmail label is made, the thread filed, and a topic note started.',
    anchor: { app: 'gmail', table: 'labels', capture: 'labelId' },
    kept: { fields: { id: 'number', label: 'string', subject: 'string' }, item: '{{item.label}} — first: {{item.subject}} (label {{item.id}})' },
    open: { inputs: [['label', 'topic'], ['subject', 'email']], actions: ['topic', 'label'] }, reopenShows: [c.newLabel],
    make: {
      id: 'open_topic', label: 'Open topic', goal: 'Create the Gmail label, put the thread with that subject under it, and start a Simplenote note for the topic.',
      services: ['gmail', 'simple_note'], inputs: [input('label', 'Topic label'), input('subject', 'First email subject')],
      plan: [
        call('gmail.create_label', { name: '{{inputs.label}}' }, 'made'),
        findThread,
        call('gmail.label_thread', { email_thread_id: '{{found.0.email_thread_id}}', label: '{{inputs.label}}' }),
        call('simple_note.create_note', { title: 'Topic: {{inputs.label}}', content: 'Thoughts on this topic.', tags: ['email-topics'] }),
        append('items', { id: '{{made.label_id}}', label: '{{inputs.label}}', subject: '{{found.0.subject}}' }),
        message('Label {{made.label_id}} "{{inputs.label}}" now holds "{{found.0.subject}}"; topic note started.'),
      ],
    },
    change: recordAction({ id: 'rename_topic', label: 'Rename topic', goal: 'Rename a label made here; its threads follow.', service: 'gmail',
      key: ['label_id', 'Label id'], more: [input('old_name', 'Current name'), input('new_name', 'New name')],
      call: ['gmail.rename_label', { name: '{{inputs.old_name}}', new_name: '{{inputs.new_name}}' }], fields: { label: '{{inputs.new_name}}' },
      said: 'Label {{inputs.label_id}} is now "{{inputs.new_name}}".' }),
    create: {
      values: { label: c.label, subject: c.subject }, hint: ['open', 'topic'], api: 'gmail.create_label', args: { name: c.label }, fields: { name: c.label }, show: [c.label, c.subject],
      allow: [['gmail', 'labels', 'inserted'], ['gmail', 'user_threads', 'updated'], ...NEW_NOTE], maxMutations: 3,
      // The topic note, so a rename may carry over to it (revise, below).
      captures: { topicNote: { app: 'simple_note', table: 'notes' } },
      // The note is the topic's: named after it, but what it starts with and how it is tagged the user leaves open.
      // The user dictates no title: it names the topic, by its label or a word of its first email
      // ("Race training remarks" for the Marathon label over "Marathon training plan"; s15 free).
      // Or in the user's own words for the topic or its note, from the intention ("Holiday planning"; s17 words17).
      free: [
        { app: 'simple_note', table: 'notes', field: 'title', mentions_one: [...new Set([c.label, ...c.label.split(/\s+/), ...subjectWords(c.subject), ...(c.topicWords ?? []), ...topicWordsOf(c.intention)])], or_in: ['content'], why: 'the user dictates no title for the topic note: its words are the app\'s, but it names the topic (its label or a word of the email that started it)' },
        { app: 'simple_note', table: 'notes', field: 'content', why: 'the user asks for a note to collect thoughts in and says nothing of what it starts with' },
        { app: 'simple_note', table: 'notes', field: 'tags', why: 'the user names no tag for the topic note' },
      ],
      extra: [
        A.called('gmail', 'label_thread', { email_thread_id: thread, label: c.label }),
        A.changed('gmail', 'user_threads', 'updated', { id: userThreadRow(thread), label: c.label }),
        ...touched('simple_note', 'create_note', {}, 'notes'),
      ],
    },
    revise: {
      values: { label_id: '$labelId', old_name: c.label, new_name: c.newLabel }, hint: ['rename'], api: 'gmail.rename_label', args: { name: c.label, new_name: c.newLabel },
      fields: { name: c.newLabel }, show: [c.newLabel], allow: [['gmail', 'labels', 'updated'], ['gmail', 'user_threads', 'updated']], maxMutations: 3,
      extra: [A.record('gmail', 'user_threads', { thread_id: thread }, { label: c.newLabel })],
      // The topic note is titled by the app, often after the label ("Thanksgiving"): renaming the
      // topic may rename its note the same way, or leave it (s15 words2).
      inStep: [{ app: 'simple_note', table: 'notes', field: 'title', from: c.label, to: c.newLabel, key: { id: '$topicNote' }, why: 'the topic note may be titled after the label; the rename may carry over to it' }],
    },
  });
}

// ------------------------------------------------ write a file and draft an email with it attached

const AttachCase = z.object({ ...comboCase, path: z.string(), content: z.string(), to: z.string(), subject: z.string(), also: z.string() });
type AttachCase = z.infer<typeof AttachCase>;

/** Whether the user's words ask the file attached ("attached to a draft", "with the file attached"). */
const attachSaid = (c: AttachCase): boolean => /\battach/i.test(`${c.intention} ${c.message}`);

/**
 * "Prepare a draft with it", "draft it to Omar": a user who never says "attached" asks a draft that
 * carries the text, as the saved file attached or as the text itself in the body (issue #30, s16
 * apis: unrequested_value). The draft must still carry it one way or the other: the file's path
 * among its attachments (as typed, or from the home folder), or the text the user dictated in its body.
 */
function attachOrBody(c: AttachCase): FreeDef {
  const home = c.path.startsWith('~/') ? `/home/alex/${c.path.slice(2)}` : c.path;
  return {
    // The path counts among the attachments only: a body that names where the file is carries nothing (s22, chore-rota-draft s21-r3-f1).
    app: 'gmail', table: 'drafts', field: 'attachment_file_paths', mentions_one: [...new Set([c.path, home]), c.content], or_in: ['body'], own_only: [...new Set([c.path, home])],
    why: 'the user asks a draft "with" the text and never says attached: the saved file attached, or the text itself in the body',
  };
}

function attachTask(c: AttachCase): TaskInput {
  const to = person({ first: c.to });
  const also = person({ first: c.also });
  return combo({
    c, services: ['gmail', 'file_system'], intro: 'Type the text, where to save it, and who gets it; the file is written and attached to a draft.',
    anchor: { app: 'gmail', table: 'drafts', capture: 'draftId' },
    kept: { fields: { id: 'number', subject: 'string', file: 'string' }, item: '{{item.subject}} with {{item.file}} (draft {{item.id}})' },
    open: { inputs: [['path', 'file'], ['subject']], actions: ['attach', 'draft'] }, reopenShows: [c.subject],
    make: {
      id: 'write_and_attach', label: 'Write and attach', goal: 'Save the text as a file and draft an email with that file attached.', services: ['file_system', 'gmail'],
      inputs: [input('file_path', 'Save as (path)'), input('content', 'Text'), input('to_email', 'To (email)'), input('subject', 'Subject')],
      plan: [
        call('file_system.create_file', { file_path: '{{inputs.file_path}}', content: '{{inputs.content}}' }),
        call('gmail.create_draft', { email_addresses: ['{{inputs.to_email}}'], subject: '{{inputs.subject}}', body: 'The file is attached.', attachment_file_paths: ['{{inputs.file_path}}'] }, 'draft'),
        append('items', { id: '{{draft.draft_id}}', subject: '{{inputs.subject}}', file: '{{inputs.file_path}}' }),
        message('Saved "{{inputs.content}}" to {{inputs.file_path}}; draft {{draft.draft_id}} "{{inputs.subject}}" has it attached.'),
      ],
    },
    change: recordAction({ id: 'add_recipient', label: 'Add recipient', goal: 'Send a draft made here to one more person as well.', service: 'gmail',
      key: ['draft_id', 'Draft id'], more: [input('first_email', 'Current recipient'), input('extra_email', 'Also send to')],
      call: ['gmail.update_draft', { draft_id: '{{inputs.draft_id}}', email_addresses: ['{{inputs.first_email}}', '{{inputs.extra_email}}'] }],
      said: 'Draft {{inputs.draft_id}} now goes to {{inputs.first_email}} and {{inputs.extra_email}}.' }),
    create: {
      values: { file_path: c.path, content: c.content, to_email: to.email, subject: c.subject }, hint: ['write', 'attach'], api: 'gmail.create_draft',
      args: { email_addresses: [to.email], subject: c.subject }, fields: { recipient_emails: [to.email], subject: c.subject }, show: [c.subject, c.content],
      allow: [['file_system', 'files', 'inserted'], ['gmail', 'drafts', 'inserted']], maxMutations: 2,
      extra: touched('file_system', 'create_file', {}, 'files', { content: c.content }),
      ...(attachSaid(c) ? {} : { free: [attachOrBody(c)] }),
    },
    revise: {
      // The person added first: an app with one address field (it reads who the draft goes to
      // itself) gets the one the user adds, not the one already on it (s22, meeting-notes-draft s21-r3-f1).
      values: { draft_id: '$draftId', extra_email: also.email, first_email: to.email }, hint: ['add', 'recipient'], api: 'gmail.update_draft', args: { draft_id: '$draftId' },
      fields: { recipient_emails: [to.email, also.email], subject: c.subject }, show: [also.email], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
    },
  });
}

// ------------------------------------------------ save an email attachment into a folder and add a dated to-do about it

const SaveCase = z.object({ ...comboCase, subject: z.string(), path: z.string(), task: z.string(), newDue: z.string() });
type SaveCase = z.infer<typeof SaveCase>;

function saveTask(c: SaveCase): TaskInput {
  const attachment = fixtureRow<{ id: number }>('SELECT a.id FROM gmail_attachments a JOIN gmail_emails e ON e.id = a.email_id JOIN gmail_threads t ON t.id = e.thread_id WHERE t.subject = ?', c.subject).id;
  return combo({
    c, intro: 'Name the email and where its attachment should live; it is saved there and a to-do is added.',
    // The saved file is written by gmail, so the task follows the to-do; the file is checked on the end state.
    anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { fields: { id: 'number', task: 'string', path: 'string', due: 'string' }, item: '{{item.task}} — {{item.path}} (to-do {{item.id}}, due {{item.due}})' },
    open: { inputs: [['subject', 'email'], ['path', 'folder', 'file']], actions: ['save'] }, reopenShows: [c.task, c.newDue],
    make: {
      id: 'save_attachment', label: 'Save attachment', goal: 'Find the email with that subject, save its attachment to the path, and add the to-do.',
      services: ['gmail', 'file_system', 'todoist'], inputs: [input('subject', 'Email subject'), input('file_path', 'Save to (path)'), input('task', 'To-do')],
      plan: [
        call('gmail.search_emails', { query: '{{inputs.subject}}', has_attachments: true, page_limit: 1 }, 'found'),
        call('gmail.download_attachment', { attachment_id: '{{found.0.attachments.0.attachment_id}}', file_path: '{{inputs.file_path}}' }, 'saved'),
        call('todoist.create_task', { project_id: 0, title: '{{inputs.task}}' }, 'todo'),
        append('items', { id: '{{todo.task_id}}', task: '{{inputs.task}}', path: '{{saved.file_path}}', due: 'no date' }),
        message('Saved to {{saved.file_path}}; to-do {{todo.task_id}} "{{inputs.task}}" added.'),
      ],
    },
    change: recordAction({ id: 'set_deadline', label: 'Set deadline', goal: 'Give a to-do made here a due date.', service: 'todoist', key: ['todo_id', 'To-do id'],
      more: [input('due_date', 'Due date', 'date')], call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', due_date: '{{inputs.due_date}}' }],
      fields: { due: '{{inputs.due_date}}' }, said: 'To-do {{inputs.todo_id}} is due {{inputs.due_date}}.' }),
    create: {
      values: { subject: c.subject, file_path: c.path, task: c.task }, hint: ['save'], api: 'todoist.create_task', args: { title: c.task }, where: { title: c.task },
      fields: { title: c.task }, show: [c.task], allow: [['file_system', 'files', 'inserted'], ...NEW_TODO], maxMutations: 2,
      // Where the file went is checked on the end state (world_matches_reference): the store keeps the path expanded.
      extra: [A.called('gmail', 'download_attachment', { attachment_id: attachment }), A.changed('file_system', 'files', 'inserted')],
    },
    revise: {
      values: { todo_id: '$todoId', due_date: c.newDue }, hint: ['deadline', 'due'], api: 'todoist.update_task', args: { task_id: '$todoId', due_date: c.newDue },
      fields: { due_date: c.newDue, title: c.task }, show: [c.newDue], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
  });
}

// ------------------------------------------------ snooze a thread to a moment and ring an alarm then

const SnoozeCase = z.object({ ...comboCase, subject: z.string(), date: z.string(), time: z.string(), newTime: z.string() });
type SnoozeCase = z.infer<typeof SnoozeCase>;

function snoozeTask(c: SnoozeCase): TaskInput {
  const thread = threadId(c.subject);
  // The alarm rings at the snooze's moment: its time alone could come from the snooze line, so it
  // is asked with a word of the alarm beside it, when set and when moved (beside13).
  return withKindBeside(withKindBeside(combo({
    c, intro: 'Name the email and when you want to deal with it; it is snoozed until then and an alarm rings at that time.',
    anchor: { app: 'phone', table: 'alarms', capture: 'alarmId' },
    // The kept row says the alarm in its own data ("alarm rings at 16:00"), so an app that words
    // nothing itself (values only) still tells the alarm beside its time (beside13).
    kept: { fields: { id: 'number', subject: 'string', time: 'string', alarm: 'string' }, item: '"{{item.subject}}" back at {{item.time}}, {{item.alarm}} (alarm {{item.id}})' },
    open: { inputs: [['subject', 'email'], ['time']], actions: ['later', 'snooze'] }, reopenShows: [c.subject, c.newTime],
    make: {
      id: 'later', label: 'Deal with it later', goal: 'Snooze the Gmail thread until the date and time and create a phone alarm at that time.', services: ['gmail', 'phone'],
      inputs: [input('subject', 'Email subject'), input('date', 'Day', 'date'), input('time', 'Time', 'time')],
      plan: [
        findThread,
        call('gmail.snooze_thread', { email_thread_id: '{{found.0.email_thread_id}}', snooze_until: '{{inputs.date}}T{{inputs.time}}:00' }),
        call('phone.create_alarm', { time: '{{inputs.time}}', label: 'Email: {{found.0.subject}}' }, 'alarm'),
        append('items', { id: '{{alarm.alarm_id}}', subject: '{{found.0.subject}}', time: '{{inputs.time}}', alarm: 'alarm rings at {{inputs.time}}' }),
        message('"{{found.0.subject}}" snoozed to {{inputs.date}} {{inputs.time}}; alarm {{alarm.alarm_id}} set.'),
      ],
    },
    change: {
      id: 'shift', label: 'Shift time', goal: 'Move both the snooze and the alarm of an email handled here to a new time that day.', services: ['gmail', 'phone'],
      inputs: [input('alarm_id', 'Alarm id', 'number'), input('subject', 'Email subject'), input('date', 'Day', 'date'), input('time', 'New time', 'time')],
      plan: [
        call('gmail.show_snoozed_threads', { query: '{{inputs.subject}}', page_limit: 1 }, 'snoozed'),
        call('gmail.snooze_thread', { email_thread_id: '{{snoozed.0.email_thread_id}}', snooze_until: '{{inputs.date}}T{{inputs.time}}:00' }),
        call('phone.update_alarm', { alarm_id: '{{inputs.alarm_id}}', time: '{{inputs.time}}' }),
        update('items', '{{inputs.alarm_id}}', { time: '{{inputs.time}}', alarm: 'alarm now rings at {{inputs.time}}' }),
        message('Alarm {{inputs.alarm_id}} and the snooze now say {{inputs.time}}.'),
      ],
    },
    create: {
      values: { subject: c.subject, date: c.date, time: c.time }, hint: ['later', 'snooze'], api: 'phone.create_alarm', args: { time: c.time }, fields: { time: c.time },
      show: [c.subject], allow: [['gmail', 'snoozes', 'inserted'], ['phone', 'alarms', 'inserted']], maxMutations: 2,
      extra: touched('gmail', 'snooze_thread', { email_thread_id: thread }, 'snoozes', { thread_id: thread }),
    },
    revise: {
      values: { alarm_id: '$alarmId', subject: c.subject, date: c.date, time: c.newTime }, hint: ['shift'], api: 'phone.update_alarm',
      args: { alarm_id: '$alarmId', time: c.newTime }, fields: { time: c.newTime }, show: [c.newTime], allow: [['phone', 'alarms', 'updated'], ['gmail', 'snoozes', 'updated']],
      maxMutations: 2,
      // The exact moment of the snooze is checked on the end state (world_matches_reference).
      extra: [A.called('gmail', 'snooze_thread', { email_thread_id: thread }), A.changed('gmail', 'snoozes', 'updated')],
    },
  }), 'create', c.time, KIND_WORDS.alarm), 'revise', c.newTime, KIND_WORDS.alarm);
}

export function tasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    snooze: [SnoozeCase, snoozeTask],
    answer: [AnswerCase, answerTask],
    label: [LabelCase, labelTask],
    attach: [AttachCase, attachTask],
    save: [SaveCase, saveTask],
  });
}
