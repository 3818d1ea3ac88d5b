import { dateForms } from '../../kit/in-step.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update, type ActionDef, type InputDef } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';
import type { ComboPattern } from '../../shapes/combo.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { comboRows } from '../../shapes/combo-rows.ts';
import { INVITE_WORDS, subjectWords, withCarries } from '../../kit/text-carries.ts';

const newTask = (extra = {}) => call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', ...extra }, 'todo');
const keepTask = append('items', { id: '{{todo.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}' });
const TASK_LIST = { fields: { id: 'number', title: 'string', due: 'string' }, item: '{{item.title}} — due {{item.due}} (to-do {{item.id}})' } as const;
const findThread = call('gmail.show_inbox_threads', { query: '{{inputs.subject}}', page_limit: 1 }, 'found');
/** The record most patterns here follow: a to-do made from the title and due date. */
const TODO = { anchor: { app: 'todoist', table: 'tasks' }, fields: { title: 'title', due_date: 'due_date' } };
const TODO_ID = input('todo_id', 'To-do id', 'number');
/** A move to the new due date, in Todoist and in the kept list. */
const moveTodo = call('todoist.update_task', { task_id: '{{inputs.todo_id}}', due_date: '{{inputs.new_due}}' });
const keepMove = update('items', '{{inputs.todo_id}}', { due: '{{inputs.new_due}}' });

/** The weekday of an ISO date ("2023-06-10" → "saturday"), as phone alarms name days. */
const weekdayOf = (date: string): string => ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${date}T12:00:00Z`).getUTCDay()] as string;

/** An action's head: what it is called and for, its services and inputs. */
type Head = Omit<ActionDef, 'plan'> & { inputs: [InputDef, ...InputDef[]] };
/** A make action around a new to-do (with `extra` fields): the other services' calls come between creating and keeping it. */
const withTodo = ({ extra, also, said, ...head }: Head & { extra?: Obj; also: Obj[]; said: string }) => ({ ...head, plan: [newTask(extra), ...also, keepTask, message(said)] });
/** A change that moves the to-do to the new due date, with the calls `also` in between. */
const moveTo = ({ also, said, ...head }: Head & { also: Obj[]; said: string }) => ({ ...head, plan: [moveTodo, ...also, keepMove, message(said)] });

/** Turn an email into a to-do and label the thread; later move the to-do and archive the thread. */
/** The user asks to "mark" a thread without saying how (no label, tag or star named). */
const marksAnyway = (intention: string): boolean => /\bmark\b/i.test(intention) && !/\b(label|tag|star)/i.test(intention);

const emailToTodo: ComboPattern = {
  services: ['todoist', 'gmail'], ...TODO, changeFields: { due_date: 'new_due' },
  // What became of the email (labelled, then archived) is kept beside the to-do; a reopen asks the
  // to-do as Todoist holds it, not the email's state (kept13).
  collection: { fields: { ...TASK_LIST.fields, email: 'string' }, item: '{{item.title}} — due {{item.due}}, email {{item.email}} (to-do {{item.id}})' },
  make: {
    id: 'email_to_todo', label: 'Make a to-do from an email', goal: 'Find the email thread by its subject, make a to-do from it and label the thread "to-do".',
    services: ['gmail', 'todoist'], inputs: [input('title', 'To-do title'), input('due_date', 'Due date', 'date'), input('subject', 'Email subject')],
    plan: [
      findThread,
      newTask({ description: 'From the email "{{found.0.subject}}"' }),
      call('gmail.label_thread', { email_thread_id: '{{found.0.email_thread_id}}', label: 'to-do' }),
      append('items', { id: '{{todo.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}', email: 'labelled' }),
      message('To-do {{todo.task_id}} "{{inputs.title}}" is due {{inputs.due_date}}; the email is labelled.'),
    ],
    touches: [['gmail.user_threads', 'updated']], show: ['title'], max: 4,
    // The label is the email's state, told at the step; the to-do's kept line owes it neither now nor after reopen (kept13).
    state: { of: 'title', words: (_, intention) => (marksAnyway(intention) ? [...STATE_WORDS.threadLabelled, 'starred', 'star', 'flagged'] : STATE_WORDS.threadLabelled), kept: false },
    // "Mark those threads" names no label: a star marks the thread as well (issue #30, s10). The
    // thread must still change in its user row (db_changed), and only by its label or its star.
    free: (_, __, intention) => (marksAnyway(intention) ? [
      { app: 'gmail', table: 'user_threads', field: 'label', constraint: 'any', why: 'the user says only "mark" the thread; a label or a star both mark it, and which is the app\'s' },
      { app: 'gmail', table: 'user_threads', field: 'is_starred', constraint: 'any', instead_of: ['label'], why: 'the user says only "mark" the thread; a label or a star both mark it, and which is the app\'s' },
    ] : []),
  },
  change: {
    id: 'move_and_archive', label: 'Move and archive', goal: 'Give the to-do a new due date and archive its email thread.', services: ['todoist', 'gmail'],
    inputs: [TODO_ID, input('new_due', 'New due date', 'date'), input('subject', 'Email subject')],
    plan: [
      moveTodo, findThread, call('gmail.archive_thread', { email_thread_id: '{{found.0.email_thread_id}}' }),
      update('items', '{{inputs.todo_id}}', { due: '{{inputs.new_due}}', email: 'archived' }),
      message('To-do {{inputs.todo_id}} is due {{inputs.new_due}}; the email is archived.'),
    ],
    // The archive is told at the change; after reopen the to-do is asked as Todoist holds it (title,
    // due date), not beside the email's state: an archived email is filed away and done (kept13, Reading 1).
    touches: [['gmail.user_threads', 'updated']], show: ['new_due'], max: 3, state: { of: 'new_due', words: STATE_WORDS.archived, kept: false },
  },
  keep: ['title', 'new_due'],
};

/** A to-do handed to someone by email; later a new date and a comment on the to-do. */
const delegateByEmail: ComboPattern = {
  services: ['todoist', 'gmail'], ...TODO, changeFields: { due_date: 'new_due' }, collection: TASK_LIST,
  make: {
    ...withTodo({ id: 'hand_off', label: 'Hand off', goal: 'Keep a to-do for the job and email the person who will do it.', services: ['todoist', 'gmail'],
      inputs: [input('title', 'Job'), input('due_date', 'Due date', 'date'), input('email', 'Their email')],
      also: [call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: 'Could you take care of: {{inputs.title}}', body: 'It needs doing by {{inputs.due_date}}. Thank you!' })],
      said: 'To-do {{todo.task_id}} "{{inputs.title}}" (due {{inputs.due_date}}) handed off by email.' }),
    touches: [['gmail.emails', 'inserted']], show: ['title'], max: 6,
  },
  change: {
    ...moveTo({ id: 'reschedule_with_comment', label: 'Reschedule', goal: 'Move the to-do to a new date and comment why.', services: ['todoist'],
      inputs: [TODO_ID, input('new_due', 'New due date', 'date'), input('comment', 'Comment')],
      also: [call('todoist.post_task_comment', { task_id: '{{inputs.todo_id}}', content: '{{inputs.comment}}' })],
      said: 'To-do {{inputs.todo_id}} moved to {{inputs.new_due}}; comment: "{{inputs.comment}}".' }),
    touches: [['todoist.comments', 'inserted']], show: ['new_due', 'comment'], max: 2,
  },
  keep: ['title', 'new_due'],
};

/** A to-do with a phone alarm on the day; later a new date and a first sub-task. */
const stepsAndAlarm: ComboPattern = {
  services: ['todoist', 'phone'], ...TODO, changeFields: { due_date: 'new_due' }, collection: TASK_LIST,
  make: {
    ...withTodo({ id: 'plan_with_alarm', label: 'Plan it', goal: 'Make a to-do for the day and set a phone alarm at the given time.',
      services: ['todoist', 'phone'], inputs: [input('title', 'What'), input('due_date', 'Day', 'date'), input('time', 'Alarm time', 'time')],
      also: [call('phone.create_alarm', { time: '{{inputs.time}}', label: 'Time to start' })],
      said: 'To-do {{todo.task_id}} "{{inputs.title}}" on {{inputs.due_date}}; alarm at {{inputs.time}}.' }),
    touches: [['phone.alarms', 'inserted']], show: ['title', 'time'], max: 3,
    // The user gives the alarm a time only: whether and how it is labelled is the app's choice.
    // The alarm holds no date: a one-off, or one repeating on the errand's weekday, rings that day.
    free: (v) => [
      { app: 'phone', table: 'alarms', field: 'label', why: 'the user gives the alarm a time and no label' },
      { app: 'phone', table: 'alarms', field: 'repeat_days', constraint: { one_of: ['[]', JSON.stringify([weekdayOf(String(v.due_date))])] }, why: 'the user dictates no repeat and an alarm holds no date: a one-off or one repeating on the day\'s weekday rings on the day' },
    ],
    captures: { alarm: { app: 'phone', table: 'alarms' } },
  },
  change: {
    ...moveTo({ id: 'move_and_add_step', label: 'Move and add a step', goal: 'Move the to-do to a new day and add a sub-task to it.', services: ['todoist'],
      inputs: [TODO_ID, input('new_due', 'New day', 'date'), input('step', 'Step to add')],
      also: [call('todoist.create_subtask', { task_id: '{{inputs.todo_id}}', title: '{{inputs.step}}' })],
      said: 'To-do {{inputs.todo_id}} is on {{inputs.new_due}} now, with "{{inputs.step}}" added.' }),
    touches: [['todoist.subtasks', 'inserted']], show: ['new_due', 'step'], max: 2,
    // The alarm is "on the day": when the day moves, an alarm tied to it moves too (s13
    // singles13). A label that names the old day must tell the new one; an alarm repeating on the
    // old weekday must repeat on the new one. A one-off alarm with no day in its label may stay.
    inStep: (v) => [
      { app: 'phone', table: 'alarms', field: 'label', from: '', to: '', key: { id: '$alarm' }, mentions: [...dateForms(String(v.new_due)), weekdayOf(String(v.new_due))], stale: [String(v.due_date), weekdayOf(String(v.due_date))], why: 'the alarm is for the errand\'s day; a label that names the old day must tell the new one' },
      { app: 'phone', table: 'alarms', field: 'repeat_days', from: weekdayOf(String(v.due_date)), to: weekdayOf(String(v.new_due)), key: { id: '$alarm' }, stale: [weekdayOf(String(v.due_date))], why: 'an alarm repeating on the errand\'s weekday must move to the new day\'s: it would ring on the old day and not on the new one' },
    ],
  },
  keep: ['title', 'new_due'],
};

/** A weekly repeating chore with a weekly alarm; later a new name and every other week. */
const repeatingChore: ComboPattern = {
  services: ['todoist', 'phone'], ...TODO, changeFields: { title: 'new_title' },
  collection: { fields: { id: 'number', title: 'string', day: 'string', repeats: 'string' }, item: '{{item.title}} every {{item.day}}, {{item.repeats}} (to-do {{item.id}})' },
  make: {
    id: 'set_up_chore', label: 'Set up chore', goal: 'Make a weekly repeating to-do from the first date and a phone alarm that rings on that weekday.',
    services: ['todoist', 'phone'],
    inputs: [input('title', 'Chore'), input('due_date', 'First date', 'date'), input('day', 'Weekday', 'select', { options: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] }), input('time', 'Alarm time', 'time')],
    plan: [
      newTask(),
      call('todoist.set_task_recurrence', { task_id: '{{todo.task_id}}', every: 'week' }),
      call('phone.create_alarm', { time: '{{inputs.time}}', repeat_days: ['{{inputs.day}}'], label: '{{inputs.title}}' }),
      append('items', { id: '{{todo.task_id}}', title: '{{inputs.title}}', day: '{{inputs.day}}', repeats: 'weekly' }),
      message('"{{inputs.title}}" repeats weekly from {{inputs.due_date}} (to-do {{todo.task_id}}); alarm every {{inputs.day}} at {{inputs.time}}.'),
    ],
    touches: [['todoist.recurrences', 'inserted'], ['phone.alarms', 'inserted']], show: ['title', 'due_date'], max: 4, state: { of: 'title', words: STATE_WORDS.repeatsWeekly },
  },
  change: {
    // How many weeks apart is the user's to say ("every two weeks"): the form asks for it.
    ...recordAction({ id: 'rename_repeat', label: 'Rename and repeat', goal: 'Rename the chore and set how many weeks apart it repeats.', service: 'todoist',
      key: ['todo_id', 'To-do id'], more: [input('new_title', 'New name'), input('interval', 'Every how many weeks', 'number')], call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', title: '{{inputs.new_title}}' }],
      also: [call('todoist.set_task_recurrence', { task_id: '{{inputs.todo_id}}', every: 'week', interval: '{{inputs.interval}}' })], fields: { title: '{{inputs.new_title}}', repeats: 'every two weeks' },
      said: 'To-do {{inputs.todo_id}} is "{{inputs.new_title}}", every {{inputs.interval}} weeks.' }),
    touches: [['todoist.recurrences', 'updated']], show: ['new_title'], max: 3, state: { of: 'new_title', words: STATE_WORDS.repeatsEveryOtherWeek },
    // The chore is the to-do and the alarm labelled with its name: the new name may carry over to the alarm.
    inStep: (v) => [{ app: 'phone', table: 'alarms', field: 'label', from: String(v.title), to: String(v.new_title), why: 'the chore\'s alarm is labelled with its name; renaming the chore may rename it' }],
  },
  keep: ['new_title'],
};

/** A shared project: created, the person invited and texted; later renamed and recoloured. */
const sharedProject: ComboPattern = {
  services: ['todoist', 'gmail', 'phone'], anchor: { app: 'todoist', table: 'projects' }, fields: { name: 'name' }, changeFields: { name: 'new_name', color: 'color' },
  collection: { fields: { id: 'number', name: 'string' }, item: '{{item.name}} (project {{item.id}})' },
  make: {
    id: 'share_project', label: 'Start shared project', goal: 'Create the project, invite the person to it (Todoist emails the code) and text them to accept.',
    services: ['todoist', 'gmail', 'phone'], inputs: [input('name', 'Project name'), input('email', 'Their email'), input('phone', 'Their phone')],
    plan: [
      call('todoist.create_project', { name: '{{inputs.name}}' }, 'proj'),
      call('todoist.send_project_invite', { project_id: '{{proj.project_id}}', email: '{{inputs.email}}' }),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'I invited you to the Todoist project "{{inputs.name}}", the code is in your email.' }),
      append('items', { id: '{{proj.project_id}}', name: '{{inputs.name}}' }),
      message('Project {{proj.project_id}} "{{inputs.name}}" created; invite sent and texted.'),
    ],
    touches: [['todoist.invites', 'inserted'], ['gmail.emails', 'inserted'], ['phone.text_messages', 'inserted']], show: ['name'], max: 14,
  },
  change: {
    ...recordAction({ id: 'restyle_project', label: 'Rename project', goal: 'Rename the project and change its color.', service: 'todoist',
      key: ['project_id', 'Project id'],
      more: [input('new_name', 'New name'), input('color', 'Color', 'select', { options: ['charcoal', 'red', 'blue', 'green', 'orange', 'yellow', 'purple', 'teal'] })],
      call: ['todoist.update_project', { project_id: '{{inputs.project_id}}', name: '{{inputs.new_name}}', color: '{{inputs.color}}' }],
      fields: { name: '{{inputs.new_name}}' }, said: 'Project {{inputs.project_id}} is now "{{inputs.new_name}}" ({{inputs.color}}).' }),
    touches: [], show: ['new_name', 'color'], max: 2,
  },
  keep: ['new_name'],
};

/** A to-do paid up front to the person doing it; later marked done with a comment. */
const paidChore: ComboPattern = {
  services: ['todoist', 'venmo'], ...TODO,
  // Whether the job is done yet is kept beside it.
  collection: { fields: { ...TASK_LIST.fields, status: 'string' }, item: '{{item.title}} — due {{item.due}}, {{item.status}} (to-do {{item.id}})' },
  make: {
    id: 'book_and_pay', label: 'Book and pay', goal: 'Keep a to-do for the job and pay the person on Venmo.', services: ['todoist', 'venmo'],
    inputs: [input('title', 'Job'), input('due_date', 'When', 'date'), input('amount', 'Pay', 'number'), input('email', 'Their email')],
    plan: [
      newTask(),
      call('venmo.create_transaction', { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.title}}' }, 'paid'),
      append('items', { id: '{{todo.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}', status: 'booked' }),
      message('To-do {{todo.task_id}} "{{inputs.title}}" for {{inputs.due_date}}; paid ${{inputs.amount}} (payment {{paid.transaction_id}}).'),
    ],
    touches: [['venmo.transactions', 'inserted']], show: ['title', 'amount'], max: 7,
  },
  change: {
    ...recordAction({ id: 'mark_done', label: 'Mark done', goal: 'Complete the to-do and leave a comment on how it went.', service: 'todoist',
      key: ['todo_id', 'To-do id'], more: [input('comment', 'How it went')], call: ['todoist.complete_task', { task_id: '{{inputs.todo_id}}' }],
      also: [call('todoist.post_task_comment', { task_id: '{{inputs.todo_id}}', content: '{{inputs.comment}}' })], fields: { status: 'done' },
      said: 'To-do {{inputs.todo_id}} is done; noted "{{inputs.comment}}".' }),
    touches: [['todoist.comments', 'inserted']], show: ['comment'], max: 3, state: { of: 'comment', words: STATE_WORDS.done, kept: 'title' },
  },
  keep: ['title'],
};

export function tasks(): TaskInput[] {
  // The email handing an errand off and the text about a project invite are the app's words, but
  // each is about something the user named: the errand ("fix the garage door"), the project or
  // its invite (s11 text11; kit/text-carries.ts). A rule that already holds the name is left.
  return comboRows(import.meta.url, { emailToTodo, delegateByEmail, stepsAndAlarm, repeatingChore, paidChore, sharedProject }).map((t) => {
    const acts = ((t.reference as Record<string, { package: Obj }>).A?.package.actions as Obj[] | undefined) ?? [];
    const { title, name } = t.episodes.find((e) => e.id === 'create')?.values ?? {};
    if (acts.some((a) => a.id === 'hand_off') && typeof title === 'string') {
      return withCarries(t, [{ episode: 'create', app: 'gmail', field: 'body', orIn: ['subject'], one: subjectWords(title), unlessHeld: true, why: 'the user asks to email the person who takes the errand: its words are the app\'s, but it names the errand' }]);
    }
    if (acts.some((a) => a.id === 'share_project') && typeof name === 'string') {
      return withCarries(t, [{ episode: 'create', app: 'phone', field: 'message', one: [...subjectWords(name), ...INVITE_WORDS], unlessHeld: true, why: 'the user asks to text them about the invite: its words are the app\'s, but it names the project or the invite' }]);
    }
    return t;
  });
}
