/**
 * Gmail tasks that organise the mailbox: labels (new, renamed, removed, set on a thread),
 * snoozing, and throwing threads and drafts away.
 */
import { input } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { type ActSpec, type CaseBase, idOf, logTask } from '../../shapes/found-log.ts';
import { type Change } from '../../kit/changes.ts';
import { userCount, userThreadRow } from '../../kit/fixture.ts';
import { postStep } from '../../shapes/found-log-posts.ts';

// ---------------------------------------------------------------- a new label, then a thread filed under it

const NEW_LABEL: ActSpec[] = [
  { id: 'new_label', label: 'Create label', goal: 'Create a Gmail label with the name.', inputs: [input('label', 'Label name')],
    calls: [['gmail.create_label', { name: '{{inputs.label}}' }, 'made']],
    ref: '{{made.label_id}}', name: '{{inputs.label}}', what: 'label created', say: 'Created the label {{inputs.label}} (label {{made.label_id}}).' },
  { id: 'file_thread', label: 'File under label', find: 'thread', goal: 'Find the inbox thread by subject and set its label.', inputs: [input('label', 'Label')],
    calls: [['gmail.label_thread', { email_thread_id: '@id', label: '{{inputs.label}}' }]],
    what: 'filed', say: 'Filed @name (thread @id) under {{inputs.label}}.' },
];

type NewLabelCase = CaseBase & { label: string; subject: string; createMessage: string; fileMessage: string };

function newLabelTask(c: NewLabelCase) {
  const thread = idOf('thread', c.subject);
  const row = { id: userThreadRow(thread) };
  return logTask(c, {
    intro: 'Make a label, then file threads under it by subject.', heading: 'Filing log', empty: 'Nothing filed yet.', kind: 'id', actions: NEW_LABEL,
    openInputs: [['label', 'name'], ['subject', 'email']], openActions: ['label', 'file'],
    steps: [
      postStep({
        message: c.createMessage, values: { label: c.label }, hint: ['create', 'label'], capture: ['labelId', 'gmail.labels'], call: ['gmail.create_label', { name: c.label }],
        where: { name: c.label }, fields: { name: c.label }, mutations: 1, show: [c.label],
      }),
      { message: c.fileMessage, values: { subject: c.subject, label: c.label }, hint: ['file'],
        calls: [['gmail.label_thread', { email_thread_id: thread, label: c.label }]],
        changes: [['gmail.user_threads', 'updated', row]],
        records: [['gmail.user_threads', row, { label: c.label }]],
        mutations: 1, show: [c.subject, thread] },
    ],
    reopenShows: [c.label, c.subject], retained: '$labelId',
  });
}

const newLabelCases: NewLabelCase[] = [
  { id: 'single.gmail.wedding-label', split: 'public', seed: 2312, appId: 'wedding-folder', title: 'Wedding Folder',
    summary: 'Creates Gmail labels for a project and files threads under them by subject.',
    intention: 'My sister\'s wedding emails are everywhere. I want to create a Gmail label for a project and then file threads into it by typing their subject.',
    label: 'Wedding', subject: 'Wedding RSVP reminder', createMessage: 'Make a label called Wedding.', fileMessage: 'File Wedding RSVP reminder under Wedding.' },
  { id: 'single.gmail.house-label', split: 'dev', seed: 2313, appId: 'house-move', title: 'Moving House Mail',
    summary: 'Sets up a Gmail label for my move and files the related threads under it.',
    intention: 'We are moving flats; everything about it should sit under one Gmail label. Let me create that label and file a thread by subject.',
    label: 'Moving', subject: 'New lease terms', createMessage: 'Create a Moving label.', fileMessage: 'Put New lease terms under the Moving label.' },
  { id: 'single.gmail.fitness-label', split: 'sealed', seed: 2314, appId: 'fitness-mail', title: 'Fitness Inbox',
    summary: 'Labels my training emails in Gmail under a label I create.',
    intention: 'Training plans from my coach drown in my inbox. I need a new label and a quick way to file a coaching thread under it by subject.',
    label: 'Training', subject: 'Marathon training plan', createMessage: 'New label please: Training.', fileMessage: 'File Marathon training plan under Training.' },
];

// ---------------------------------------------------------------- rename one label, delete another

const LABEL_CLEANUP: ActSpec[] = [
  { id: 'rename_label', label: 'Rename label', goal: 'Rename a Gmail label; its threads follow.', inputs: [input('label', 'Current label'), input('new_name', 'New name')],
    calls: [['gmail.rename_label', { name: '{{inputs.label}}', new_name: '{{inputs.new_name}}' }, 'renamed']],
    ref: '{{renamed.relabeled_thread_count}}', name: '{{inputs.label}} → {{inputs.new_name}}', what: 'renamed',
    say: 'Renamed {{inputs.label}} to {{inputs.new_name}}; {{renamed.relabeled_thread_count}} threads carry it.' },
  { id: 'delete_label', label: 'Delete label', goal: 'Delete a Gmail label; its threads stay, unlabeled.', inputs: [input('label', 'Label to delete')],
    calls: [['gmail.delete_label', { name: '{{inputs.label}}' }, 'deleted']],
    ref: '{{deleted.unlabeled_thread_count}}', name: '{{inputs.label}}', what: 'deleted',
    say: 'Deleted the label {{inputs.label}}; {{deleted.unlabeled_thread_count}} threads lost it.' },
];

type LabelCleanupCase = CaseBase & { from: string; to: string; drop: string; renameMessage: string; deleteMessage: string };

function labelCleanupTask(c: LabelCleanupCase) {
  const labelId = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM gmail_labels WHERE name = ?', name).id;
  const labelled = (label: string) => userCount('gmail_user_threads', { label });
  const moved = labelled(c.from);
  const dropped = labelled(c.drop);
  return logTask(c, {
    intro: 'Rename or delete a label by name.', heading: 'Label changes', empty: 'No changes yet.', kind: 'threads', actions: LABEL_CLEANUP,
    openInputs: [['label', 'current'], ['new_name', 'new']], openActions: ['rename', 'label'],
    steps: [
      { message: c.renameMessage, values: { label: c.from, new_name: c.to }, hint: ['rename'],
        calls: [['gmail.rename_label', { name: c.from, new_name: c.to }]],
        changes: [['gmail.labels', 'updated', { id: labelId(c.from) }], ...(moved > 0 ? [['gmail.user_threads', 'updated', { label: c.to }, moved] satisfies Change] : [])],
        records: [['gmail.labels', { id: labelId(c.from) }, { name: c.to }]],
        mutations: 1 + moved, show: [c.to] },
      { message: c.deleteMessage, values: { label: c.drop }, hint: ['delete'],
        calls: [['gmail.delete_label', { name: c.drop }]],
        changes: [['gmail.labels', 'deleted', { id: labelId(c.drop) }], ...(dropped > 0 ? [['gmail.user_threads', 'updated', {}, dropped] satisfies Change] : [])],
        mutations: 1 + dropped, show: [c.drop] },
    ],
    reopenShows: [c.to, c.drop], retained: c.drop,
  });
}

const labelCleanupCases: LabelCleanupCase[] = [
  { id: 'single.gmail.label-tidy', split: 'dev', seed: 2315, appId: 'label-tidy', title: 'Label Tidy',
    summary: 'Renames and deletes my Gmail labels by name.',
    intention: 'My Gmail labels grew without a plan. I want to rename one to a clearer name and delete one I never use.',
    from: 'receipts', to: 'expenses', drop: 'travel', renameMessage: 'Rename receipts to expenses.', deleteMessage: 'Delete the travel label, nothing is in it.' },
  { id: 'single.gmail.label-merge-prep', split: 'public', seed: 2316, appId: 'label-prep', title: 'Label Housekeeping',
    summary: 'Keeps my Gmail labels few and clear: rename and delete.',
    intention: 'I am simplifying my Gmail labels before a new job: give a label a new name and get rid of another one while keeping its emails.',
    from: 'home', to: 'household', drop: 'friends', renameMessage: 'Call the home label household from now on.',
    deleteMessage: 'Remove the friends label; keep the emails.' },
];

// ---------------------------------------------------------------- snooze a thread, then wake it

const SNOOZE: ActSpec[] = [
  { id: 'snooze', label: 'Snooze', find: 'thread', goal: 'Find the inbox thread by subject and hide it until the date and time.',
    inputs: [input('date', 'Until date', 'date'), input('time', 'Until time', 'time')],
    calls: [['gmail.snooze_thread', { email_thread_id: '@id', snooze_until: '{{inputs.date}}T{{inputs.time}}:00' }]],
    what: 'snoozed', say: 'Snoozed @name (thread @id) until {{inputs.date}} {{inputs.time}}.' },
  { id: 'wake', label: 'Bring back now', find: 'snoozedThread', goal: 'Find the snoozed thread by subject and bring it back now.',
    calls: [['gmail.unsnooze_thread', { email_thread_id: '@id' }]],
    what: 'woken', say: 'Brought @name (thread @id) back to the inbox.' },
];

type SnoozeCase = CaseBase & { subject: string; date: string; time: string; snoozeMessage: string; wakeMessage: string };

function snoozeTask(c: SnoozeCase) {
  const thread = idOf('thread', c.subject);
  return logTask(c, {
    intro: 'Hide a thread until later, or bring it back early.', heading: 'Snoozed here', empty: 'Nothing snoozed.', kind: 'thread', actions: SNOOZE,
    openInputs: [['subject', 'email'], ['date', 'until']], openActions: ['snooze'],
    steps: [
      { message: c.snoozeMessage, values: { subject: c.subject, date: c.date, time: c.time }, hint: ['snooze'],
        // The moment (the stated date and time) is held by the end-state check.
        calls: [['gmail.snooze_thread', { email_thread_id: thread }]],
        changes: [['gmail.snoozes', 'inserted', { thread_id: thread }]],
        mutations: 1, show: [c.subject, thread] },
      { message: c.wakeMessage, values: { subject: c.subject }, hint: ['bring back', 'wake'],
        calls: [['gmail.unsnooze_thread', { email_thread_id: thread }]],
        changes: [['gmail.snoozes', 'deleted', { thread_id: thread }]],
        mutations: 1, show: [c.subject, thread] },
    ],
    reopenShows: [c.subject, thread], retained: thread,
  });
}

const snoozeCases: SnoozeCase[] = [
  { id: 'single.gmail.snooze-until-monday', split: 'public', seed: 2317, appId: 'later-box', title: 'Not Today',
    summary: 'Snoozes Gmail threads until a date and time I pick, and wakes them early on request.',
    intention: 'Some emails are not for today. Let me hide a Gmail thread until a day and hour I choose, and bring it back early if something changes.',
    subject: 'Code review for the billing fix', date: '2023-05-22', time: '09:00', snoozeMessage: 'Snooze Code review for the billing fix until May 22 at 9 am.',
    wakeMessage: 'The fix is urgent now, bring Code review for the billing fix back.' },
  { id: 'single.gmail.snooze-plumber', split: 'dev', seed: 2318, appId: 'snooze-home', title: 'Snooze Home Stuff',
    summary: 'Hides household emails in Gmail until the day they matter.',
    intention: 'Household emails distract me at work. I want to snooze one until the evening it matters and unsnooze it if plans move.',
    subject: 'Plumber coming Thursday', date: '2023-05-24', time: '18:00', snoozeMessage: 'Hide Plumber coming Thursday until May 24 at 6 pm.',
    wakeMessage: 'He is coming early, unsnooze Plumber coming Thursday now.' },
];

// ---------------------------------------------------------------- throw away a draft and a thread

const BIN: ActSpec[] = [
  { id: 'drop_draft', label: 'Discard draft', goal: 'Find my draft by subject and delete it.', inputs: [input('draft_subject', 'Draft subject')],
    calls: [['gmail.show_drafts', { query: '{{inputs.draft_subject}}', page_limit: 1 }, 'drafts'], ['gmail.delete_draft', { draft_id: '{{drafts.0.draft_id}}' }]],
    ref: '{{drafts.0.draft_id}}', name: '{{drafts.0.subject}}', what: 'draft discarded', say: 'Discarded the draft {{drafts.0.subject}} (draft {{drafts.0.draft_id}}).' },
  { id: 'drop_thread', label: 'Delete thread', find: 'thread', goal: 'Find the inbox thread by subject and delete it from my mailbox.',
    calls: [['gmail.delete_thread', { email_thread_id: '@id' }]],
    what: 'thread deleted', say: 'Deleted @name (thread @id).' },
];

type BinCase = CaseBase & { draft: string; subject: string; draftMessage: string; threadMessage: string };

function binTask(c: BinCase) {
  const draft = fixtureRow<{ id: number }>('SELECT id FROM gmail_drafts WHERE subject = ?', c.draft).id;
  const thread = idOf('thread', c.subject);
  return logTask(c, {
    intro: 'Name a draft or a thread to throw it away.', heading: 'Thrown away', empty: 'Nothing deleted yet.', kind: 'id', actions: BIN,
    openInputs: [['draft_subject', 'draft'], ['subject', 'email']], openActions: ['delete', 'discard'],
    // The thread goes first: a result that dumps every draft then still lists all three of them.
    steps: [
      { message: c.threadMessage, values: { subject: c.subject }, hint: ['delete', 'thread'],
        calls: [['gmail.delete_thread', { email_thread_id: thread }]],
        changes: [['gmail.user_threads', 'deleted', { id: userThreadRow(thread) }]],
        mutations: 1, show: [c.subject, thread] },
      { message: c.draftMessage, values: { draft_subject: c.draft }, hint: ['discard', 'draft'],
        calls: [['gmail.delete_draft', { draft_id: draft }]],
        changes: [['gmail.drafts', 'deleted', { id: draft }]],
        mutations: 1, show: [c.draft, draft] },
    ],
    reopenShows: [c.subject, c.draft], retained: thread,
  });
}

const binCases: BinCase[] = [
  { id: 'single.gmail.spring-clean', split: 'dev', seed: 2319, appId: 'mail-bin', title: 'Draft Bin',
    summary: 'Deletes stale Gmail drafts and threads by subject.',
    intention: 'Old drafts and threads I will never need pile up. I want to bin a draft or a whole thread by typing its subject.',
    draft: 'Game night?', subject: 'Ski cabin split', draftMessage: 'Game night got cancelled too, bin the draft Game night?',
    threadMessage: 'Delete the Ski cabin split thread, we settled that in winter.' },
  { id: 'single.gmail.vacation-draft-bin', split: 'sealed', seed: 2320, appId: 'stale-mail', title: 'Pointless Mail Remover',
    summary: 'Removes an outdated Gmail draft and an old thread on request.',
    intention: 'Plans changed and a draft I wrote is pointless now, as is an old thread. Give me a tool that deletes either by subject.',
    draft: 'Vacation days in July', subject: 'Lunch and learn slides', draftMessage: 'Also, I will not take July off after all; delete the Vacation days in July draft.',
    threadMessage: 'Delete Lunch and learn slides, I saved them elsewhere.' },
];

export const tasks = () => [...newLabelCases.map(newLabelTask), ...labelCleanupCases.map(labelCleanupTask), ...snoozeCases.map(snoozeTask), ...binCases.map(binTask)];
