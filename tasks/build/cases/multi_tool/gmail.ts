/** multi_tool tasks led by gmail: threads turned into to-dos, alarms, labels with notes, drafts with files, saved attachments. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { combo, touched, type ComboCase } from '../../shapes/combo.ts';
import { NEW_NOTE, NEW_TODO } from '../../kit/changes.ts';
import { fixtureRow, person, userThreadRow } from '../../kit/fixture.ts';

const threadId = (subject: string) => fixtureRow<{ id: number }>('SELECT id FROM gmail_threads WHERE subject = ?', subject).id;

// ------------------------------------------------ star an email thread and make a dated to-do to answer it

type AnswerCase = ComboCase & { subject: string; due: string; newDue: string };

function answerTask(c: AnswerCase): TaskInput {
  const thread = threadId(c.subject);
  return combo({
    c, intro: 'Name the email by its subject and when to answer; it is starred in Gmail and becomes a to-do.', anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { fields: { id: 'number', subject: 'string', due: 'string' }, item: 'Answer "{{item.subject}}" by {{item.due}} (to-do {{item.id}})' },
    open: { inputs: [['subject', 'email'], ['date', 'due']], actions: ['flag', 'star'] }, reopenShows: [c.subject, c.newDue],
    make: {
      id: 'flag_email', label: 'Flag email', goal: 'Star the Gmail thread with that subject and add a to-do to answer it by the date.', services: ['gmail', 'todoist'],
      inputs: [input('subject', 'Email subject'), input('due_date', 'Answer by', 'date')],
      plan: [
        call('gmail.show_inbox_threads', { query: '{{inputs.subject}}', page_limit: 1 }, 'found'),
        call('gmail.mark_thread_starred', { email_thread_id: '{{found.0.email_thread_id}}' }),
        call('todoist.create_task', { project_id: 0, title: 'Answer "{{found.0.subject}}"', due_date: '{{inputs.due_date}}' }, 'todo'),
        append('items', { id: '{{todo.task_id}}', subject: '{{found.0.subject}}', due: '{{inputs.due_date}}' }),
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
  });
}

const answerCases: AnswerCase[] = [
  { id: 'multi.inbox-answer-later', split: 'public', seed: 5040, appTitle: 'Answer Later', subject: 'Car insurance renewal', due: '2023-05-24', newDue: '2023-05-26',
    intention: 'Emails that need a real answer get lost in my inbox. I want to star such a thread and get a to-do with the day I promise myself to reply.',
    message: 'The "Car insurance renewal" email from Dad needs an answer by May 24.', changeMessage: 'I am waiting on a quote, push that reply to May 26.' },
  { id: 'multi.rsvp-reply-reminder', split: 'public', seed: 5041, appTitle: 'Reply Promises', subject: 'Wedding RSVP reminder', due: '2023-05-20', newDue: '2023-05-22',
    intention: 'Help me keep my promises to reply: mark the email as important in Gmail with a star and put a dated reply task in Todoist.',
    message: 'Star the "Wedding RSVP reminder" and remind me to answer by May 20.', changeMessage: 'I still do not know my plans; move that RSVP task to May 22.' },
  { id: 'multi.tax-docs-followup', split: 'dev', seed: 5042, appTitle: 'Family Mail Follow-ups', subject: 'Tax documents', due: '2023-06-01', newDue: '2023-06-06',
    intention: 'My parents send me admin emails I must deal with. One step: highlight the thread and schedule a task to respond.',
    message: 'Flag the "Tax documents" email, I will reply by June 1.', changeMessage: 'The accountant is slow, give that task June 6 instead.' },
  { id: 'multi.code-review-reply-task', split: 'sealed', seed: 5043, appTitle: 'Work Reply Queue', subject: 'Code review for the billing fix', due: '2023-05-19',
    newDue: '2023-05-23', intention: 'At work some threads need a considered reply. Star them in my mail and queue a reply task with a deadline.',
    message: 'Star "Code review for the billing fix" and set me a reply task for May 19.', changeMessage: 'Isla said no rush, make it May 23.' },
];

// ------------------------------------------------ a new label for a topic, one thread filed under it, and a note

type LabelCase = ComboCase & { label: string; subject: string; newLabel: string };

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
        call('gmail.show_inbox_threads', { query: '{{inputs.subject}}', page_limit: 1 }, 'found'),
        call('gmail.label_thread', { email_thread_id: '{{found.0.email_thread_id}}', label: '{{inputs.label}}' }),
        call('simple_note.create_note', { title: '{{inputs.label}}', content: 'Emails filed: {{found.0.subject}}', tags: ['email-topics'] }),
        append('items', { id: '{{made.label_id}}', label: '{{inputs.label}}', subject: '{{found.0.subject}}' }),
        message('Label {{made.label_id}} "{{inputs.label}}" now holds "{{found.0.subject}}".'),
      ],
    },
    change: recordAction({ id: 'rename_topic', label: 'Rename topic', goal: 'Rename a label made here; its threads follow.', service: 'gmail',
      key: ['label_id', 'Label id'], more: [input('old_name', 'Current name'), input('new_name', 'New name')],
      call: ['gmail.rename_label', { name: '{{inputs.old_name}}', new_name: '{{inputs.new_name}}' }], fields: { label: '{{inputs.new_name}}' },
      said: 'Label {{inputs.label_id}} is now "{{inputs.new_name}}".' }),
    create: {
      values: { label: c.label, subject: c.subject }, hint: ['open', 'topic'], api: 'gmail.create_label', args: { name: c.label }, fields: { name: c.label }, show: [c.label],
      allow: [['gmail', 'labels', 'inserted'], ['gmail', 'user_threads', 'updated'], ...NEW_NOTE], maxMutations: 3,
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
    },
  });
}

const labelCases: LabelCase[] = [
  { id: 'multi.lease-topic-label', split: 'public', seed: 5044, appTitle: 'Topic Filer', label: 'Apartment', subject: 'New lease terms', newLabel: 'Lease 2023',
    intention: 'Big life admin topics deserve their own place: make a Gmail label for the topic, file the email that started it, and open a note where I collect thoughts.',
    message: 'Start a topic called Apartment with the "New lease terms" email.', changeMessage: 'Rename the Apartment label to Lease 2023.' },
  { id: 'multi.marathon-label-note', split: 'public', seed: 5045, appTitle: 'Training Folder', label: 'Marathon', subject: 'Marathon training plan', newLabel: 'Race Prep',
    intention: 'I am training for a race and want every related email under one Gmail label, starting with the plan Ruby sent, plus a note to keep my own remarks.',
    message: 'Create a Marathon label, put the "Marathon training plan" thread in it, and start the note.', changeMessage: 'Call the Marathon label Race Prep instead.' },
  { id: 'multi.ski-trip-label', split: 'dev', seed: 5046, appTitle: 'Trip Mail Sorter', label: 'Ski Weekend', subject: 'Ski cabin split', newLabel: 'Ski Weekend 2023',
    intention: 'Each trip gets a mail label and a companion note; the first step is filing whichever email kicked the trip off.',
    message: 'New trip label Ski Weekend; file "Ski cabin split" under it.', changeMessage: 'Make the label Ski Weekend 2023.' },
  { id: 'multi.thanksgiving-label', split: 'sealed', seed: 5047, appTitle: 'Holiday Planning Inbox', label: 'Thanksgiving', subject: 'Flights for Thanksgiving',
    newLabel: 'Thanksgiving Travel',
    intention: 'Holiday logistics come by email from all sides. Give them a dedicated Gmail label, file the first thread, and keep a planning note next to it.',
    message: 'Label Thanksgiving, starting with "Flights for Thanksgiving".', changeMessage: 'Rename Thanksgiving to Thanksgiving Travel.' },
];

// ------------------------------------------------ write a file and draft an email with it attached

type AttachCase = ComboCase & { path: string; content: string; to: string; subject: string; also: string };

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
        message('Saved {{inputs.file_path}}; draft {{draft.draft_id}} "{{inputs.subject}}" has it attached.'),
      ],
    },
    change: recordAction({ id: 'add_recipient', label: 'Add recipient', goal: 'Send a draft made here to one more person as well.', service: 'gmail',
      key: ['draft_id', 'Draft id'], more: [input('first_email', 'Current recipient'), input('extra_email', 'Also send to')],
      call: ['gmail.update_draft', { draft_id: '{{inputs.draft_id}}', email_addresses: ['{{inputs.first_email}}', '{{inputs.extra_email}}'] }],
      said: 'Draft {{inputs.draft_id}} now goes to {{inputs.first_email}} and {{inputs.extra_email}}.' }),
    create: {
      values: { file_path: c.path, content: c.content, to_email: to.email, subject: c.subject }, hint: ['write', 'attach'], api: 'gmail.create_draft',
      args: { email_addresses: [to.email], subject: c.subject }, fields: { recipient_emails: [to.email], subject: c.subject }, show: [c.subject],
      allow: [['file_system', 'files', 'inserted'], ['gmail', 'drafts', 'inserted']], maxMutations: 2,
      extra: touched('file_system', 'create_file', {}, 'files', { content: c.content }),
    },
    revise: {
      values: { draft_id: '$draftId', first_email: to.email, extra_email: also.email }, hint: ['add', 'recipient'], api: 'gmail.update_draft', args: { draft_id: '$draftId' },
      fields: { recipient_emails: [to.email, also.email], subject: c.subject }, show: [also.email], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
    },
  });
}

const attachCases: AttachCase[] = [
  { id: 'multi.packing-list-mailer', split: 'public', seed: 5048, appTitle: 'List Mailer', path: '~/documents/camping-list.txt', content: 'tent, stove, two headlamps, rope',
    to: 'Tomas', subject: 'Camping gear', also: 'Caleb',
    intention: 'I write short lists (packing, shopping) and want them saved as a text file and ready in a draft email with the file attached, so I can check before sending.',
    message: 'Save "tent, stove, two headlamps, rope" as ~/documents/camping-list.txt and draft it to Tomas with subject Camping gear.',
    changeMessage: 'Caleb is coming too, add him to that draft.' },
  { id: 'multi.meeting-notes-draft', split: 'public', seed: 5049, appTitle: 'Notes to Draft', path: '~/documents/work/sync-notes.txt',
    content: 'Launch moved to July; Diego owns the pricing page', to: 'Isla', subject: 'Sync notes', also: 'Priya',
    intention: 'After a meeting I type the key points once; they should end up both as a file in my documents and attached to a draft to the person who missed it.',
    message: 'Write "Launch moved to July; Diego owns the pricing page" to ~/documents/work/sync-notes.txt and draft it to Isla, subject Sync notes.',
    changeMessage: 'Send that draft to Priya as well.' },
  { id: 'multi.recipe-card-draft', split: 'dev', seed: 5050, appTitle: 'Recipe Sharer', path: '~/documents/recipes/lentil-soup.txt',
    content: 'Lentil soup: lentils, carrot, cumin, lemon', to: 'Nora', subject: 'Lentil soup recipe', also: 'Chloe',
    intention: 'When someone asks for a recipe, I want it stored in my recipes folder and attached to an email draft for them.',
    message: 'Save "Lentil soup: lentils, carrot, cumin, lemon" as ~/documents/recipes/lentil-soup.txt and draft it to Mom, subject Lentil soup recipe.',
    changeMessage: 'Chloe wants it too, add her.' },
  { id: 'multi.chore-rota-draft', split: 'sealed', seed: 5051, appTitle: 'House Rota Sender', path: '~/documents/chore-rota.txt',
    content: 'June: Omar bins, Sofia bathroom, me kitchen', to: 'Omar', subject: 'June chores', also: 'Sofia',
    intention: 'Our flat rotates chores monthly; I write the rota once, keep it as a file and prepare a draft with it for a roommate.',
    message: 'Save "June: Omar bins, Sofia bathroom, me kitchen" to ~/documents/chore-rota.txt and draft it to Omar with subject June chores.',
    changeMessage: 'Include Sofia on that draft too.' },
];

// ------------------------------------------------ save an email attachment into a folder and add a dated to-do about it

type SaveCase = ComboCase & { subject: string; path: string; task: string; newDue: string };

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

const saveCases: SaveCase[] = [
  { id: 'multi.expense-attachment-filer', split: 'public', seed: 5052, appTitle: 'Attachment Filer', subject: 'Expense report for the Chicago trip',
    path: '~/documents/finance/chicago.txt', task: 'Submit Chicago expenses', newDue: '2023-05-26',
    intention: 'Attachments rot in my inbox. I want one to be saved into the right folder of my files and a to-do created for whatever I have to do with it.',
    message: 'Save the attachment of "Expense report for the Chicago trip" to ~/documents/finance/chicago.txt and add a to-do "Submit Chicago expenses".',
    changeMessage: 'Finance wants it by May 26, give that to-do the date.' },
  { id: 'multi.oncall-notes-saver', split: 'public', seed: 5053, appTitle: 'Handover Keeper', subject: 'On-call handover', path: '~/documents/work/oncall.txt',
    task: 'Read on-call notes', newDue: '2023-05-21',
    intention: 'When colleagues send a handover by email I keep their notes as files in my work folder and give myself a task to read them properly.',
    message: 'From "On-call handover", store the attachment as ~/documents/work/oncall.txt; to-do: "Read on-call notes".',
    changeMessage: 'I am on call from May 22, so read them by May 21.' },
  { id: 'multi.lake-photos-list-saver', split: 'sealed', seed: 5054, appTitle: 'Photo Trip Lists', subject: 'Photos from the lake trip', path: '~/photos/lake.txt',
    task: 'Pick photos to print', newDue: '2023-06-04', intention: 'Friends email me trip lists and photo indexes; keep a copy in my photos folder and remind me of the follow-up.',
    message: 'Put the attachment from "Photos from the lake trip" into ~/photos/lake.txt and add "Pick photos to print" to my to-dos.',
    changeMessage: 'The print shop sale ends June 4; put that date on the to-do.' },
];


// ------------------------------------------------ snooze a thread to a moment and ring an alarm then

type SnoozeCase = ComboCase & { subject: string; date: string; time: string; newTime: string };

function snoozeTask(c: SnoozeCase): TaskInput {
  const thread = threadId(c.subject);
  return combo({
    c, intro: 'Name the email and when you want to deal with it; it is snoozed until then and an alarm rings at that time.',
    anchor: { app: 'phone', table: 'alarms', capture: 'alarmId' },
    kept: { fields: { id: 'number', subject: 'string', time: 'string' }, item: '"{{item.subject}}" back at {{item.time}} (alarm {{item.id}})' },
    open: { inputs: [['subject', 'email'], ['time']], actions: ['later', 'snooze'] }, reopenShows: [c.subject, c.newTime],
    make: {
      id: 'later', label: 'Deal with it later', goal: 'Snooze the Gmail thread until the date and time and create a phone alarm at that time.', services: ['gmail', 'phone'],
      inputs: [input('subject', 'Email subject'), input('date', 'Day', 'date'), input('time', 'Time', 'time')],
      plan: [
        call('gmail.show_inbox_threads', { query: '{{inputs.subject}}', page_limit: 1 }, 'found'),
        call('gmail.snooze_thread', { email_thread_id: '{{found.0.email_thread_id}}', snooze_until: '{{inputs.date}}T{{inputs.time}}:00' }),
        call('phone.create_alarm', { time: '{{inputs.time}}', label: 'Email: {{found.0.subject}}' }, 'alarm'),
        append('items', { id: '{{alarm.alarm_id}}', subject: '{{found.0.subject}}', time: '{{inputs.time}}' }),
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
        update('items', '{{inputs.alarm_id}}', { time: '{{inputs.time}}' }),
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
  });
}

const snoozeCases: SnoozeCase[] = [
  { id: 'multi.utilities-email-snooze', split: 'public', seed: 5055, appTitle: 'Not Now Inbox', subject: 'Utilities for May', date: '2023-05-20', time: '10:00', newTime: '11:30',
    intention: 'Some emails I cannot handle now. Hide the thread until the moment I choose and make my phone ring then so I really look at it.',
    message: 'Hide "Utilities for May" until May 20 at 10:00 and ring me then.', changeMessage: 'I have a call at 10, make both 11:30 on May 20.' },
  { id: 'multi.holiday-dates-snooze', split: 'public', seed: 5056, appTitle: 'Weekend Admin Alarm', subject: 'Holiday travel dates', date: '2023-05-21', time: '16:00',
    newTime: '18:00', intention: 'Family logistics can wait for the weekend: push the email out of sight until then and set an alarm for the same moment.',
    message: 'Snooze "Holiday travel dates" until May 21, 16:00, with an alarm at that time.', changeMessage: 'Make it 18:00 on May 21 instead, for the snooze and the alarm.' },
  { id: 'multi.plumber-email-snooze', split: 'dev', seed: 5057, appTitle: 'Inbox Timeout', subject: 'Plumber coming Thursday', date: '2023-05-24', time: '08:00', newTime: '07:15',
    intention: 'I want a way to park an email until a given time and be alerted by my phone the moment it comes back.',
    message: 'Park "Plumber coming Thursday" until May 24 at 08:00 and set an alarm.', changeMessage: 'Shift that to 07:15 on May 24, both the email and the alarm.' },
];

export function tasks(): TaskInput[] {
  return [...snoozeCases.map(snoozeTask), ...answerCases.map(answerTask), ...labelCases.map(labelTask), ...attachCases.map(attachTask), ...saveCases.map(saveTask)];
}
