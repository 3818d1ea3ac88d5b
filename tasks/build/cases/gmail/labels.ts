/**
 * Gmail tasks that organise the mailbox: labels (new, renamed, removed, set on a thread),
 * snoozing, and throwing threads and drafts away.
 */
import { z } from 'zod';
import { input } from '../../kit/package.ts';
import { appCase, caseTasks } from '../../kit/rows.ts';
import { fixtureRow, userCount, userThreadRow } from '../../kit/fixture.ts';
import { type ActSpec, idOf, logTask } from '../../shapes/found-log.ts';
import { type Change } from '../../kit/changes.ts';
import { postStep } from '../../shapes/found-log-posts.ts';
import { spellings } from '../../../../src/suite/auto-review.ts';
import { withSaidBeside } from '../../kit/said-beside.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { ACTION_WORDS, threadFiledAs } from '../../kit/action-words.ts';

// ---------------------------------------------------------------- a new label, then a thread filed under it

const NEW_LABEL: ActSpec[] = [
  { id: 'new_label', label: 'Create label', goal: 'Create a Gmail label with the name.', inputs: [input('label', 'Label name')],
    calls: [['gmail.create_label', { name: '{{inputs.label}}' }, 'made']],
    ref: '{{made.label_id}}', name: '{{inputs.label}}', what: 'label created', say: 'Created the label {{inputs.label}} (label {{made.label_id}}).' },
  { id: 'file_thread', label: 'File under label', find: 'thread', goal: 'Find the inbox thread by subject and set its label.', inputs: [input('label', 'Label')],
    calls: [['gmail.label_thread', { email_thread_id: '@id', label: '{{inputs.label}}' }]],
    what: 'filed', say: 'Filed @name (thread @id) under {{inputs.label}}.' },
];

const NewLabelCase = z.object({ ...appCase, label: z.string(), subject: z.string(), createMessage: z.string(), fileMessage: z.string() });
type NewLabelCase = z.infer<typeof NewLabelCase>;

function newLabelTask(c: NewLabelCase) {
  const thread = idOf('thread', c.subject);
  const row = { id: userThreadRow(thread) };
  return logTask(c, {
    intro: 'Make a label, then file threads under it by subject.', heading: 'Filing log', empty: 'Nothing filed yet.', kind: 'id', actions: NEW_LABEL,
    openInputs: [['label', 'name'], ['subject', 'email']], openActions: ['label', 'file'],
    steps: [
      { ...postStep({
        message: c.createMessage, values: { label: c.label }, hint: ['create', 'label'], capture: ['labelId', 'gmail.labels'], call: ['gmail.create_label', { name: c.label }],
        where: { name: c.label }, fields: { name: c.label }, mutations: 1, show: [c.label],
      }),
      // The name could be read off a thread's subject: that the label was made is said too (Reading 2).
      state: ACTION_WORDS.labelMade },
      { message: c.fileMessage, values: { subject: c.subject, label: c.label }, hint: ['file'],
        calls: [['gmail.label_thread', { email_thread_id: thread, label: c.label }]],
        changes: [['gmail.user_threads', 'updated', row]],
        records: [['gmail.user_threads', row, { label: c.label }]],
        // The label the thread is filed under is shown with it (issue #30).
        // The subject and the label could both be read without filing: that it was filed is said too (Reading 2).
        mutations: 1, show: [c.subject, thread, c.label], state: [...ACTION_WORDS.threadFiled, ...threadFiledAs(c.label)] }, // s30 words2 (s30-r1-f2): "is now in Training"
    ],
    reopenShows: [c.label, c.subject], retained: '$labelId',
  });
}

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

const LabelCleanupCase = z.object({ ...appCase, from: z.string(), to: z.string(), drop: z.string(), renameMessage: z.string(), deleteMessage: z.string() });
type LabelCleanupCase = z.infer<typeof LabelCleanupCase>;

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

const SnoozeCase = z.object({ ...appCase, subject: z.string(), date: z.string(), time: z.string(), snoozeMessage: z.string(), wakeMessage: z.string() });
type SnoozeCase = z.infer<typeof SnoozeCase>;

function snoozeTask(c: SnoozeCase) {
  const thread = idOf('thread', c.subject);
  // The day and time the user dictated, said beside the snoozed thread (issue #30, not_shown).
  return withSaidBeside(snoozeLog(c, thread), [{ episode: 'step1', value: c.subject, lists: [spellings(c.date), spellings(c.time)], what: 'until when' }]);
}

function snoozeLog(c: SnoozeCase, thread: number) {
  return logTask(c, {
    intro: 'Hide a thread until later, or bring it back early.', heading: 'Snoozed here', empty: 'Nothing snoozed.', kind: 'thread', actions: SNOOZE,
    openInputs: [['subject', 'email'], ['date', 'until']], openActions: ['snooze'],
    steps: [
      { message: c.snoozeMessage, values: { subject: c.subject, date: c.date, time: c.time }, hint: ['snooze'],
        // The moment (the stated date and time) is held by the end-state check.
        calls: [['gmail.snooze_thread', { email_thread_id: thread }]],
        changes: [['gmail.snoozes', 'inserted', { thread_id: thread }]],
        mutations: 1, show: [c.subject, thread], state: STATE_WORDS.snoozed },
      { message: c.wakeMessage, values: { subject: c.subject }, hint: ['bring back', 'wake'],
        calls: [['gmail.unsnooze_thread', { email_thread_id: thread }]],
        changes: [['gmail.snoozes', 'deleted', { thread_id: thread }]],
        mutations: 1, show: [c.subject, thread], state: STATE_WORDS.woken },
    ],
    reopenShows: [c.subject, thread], retained: thread,
  });
}

// ---------------------------------------------------------------- throw away a draft and a thread

const BIN: ActSpec[] = [
  { id: 'drop_draft', label: 'Discard draft', goal: 'Find my draft by subject and delete it.', inputs: [input('draft_subject', 'Draft subject')],
    calls: [['gmail.show_drafts', { query: '{{inputs.draft_subject}}', page_limit: 1 }, 'drafts'], ['gmail.delete_draft', { draft_id: '{{drafts.0.draft_id}}' }]],
    ref: '{{drafts.0.draft_id}}', name: '{{drafts.0.subject}}', what: 'draft discarded', say: 'Discarded the draft {{drafts.0.subject}} (draft {{drafts.0.draft_id}}).' },
  { id: 'drop_thread', label: 'Delete thread', find: 'thread', goal: 'Find the inbox thread by subject and delete it from my mailbox.',
    calls: [['gmail.delete_thread', { email_thread_id: '@id' }]],
    what: 'thread deleted', say: 'Deleted @name (thread @id).' },
];

const BinCase = z.object({ ...appCase, draft: z.string(), subject: z.string(), draftMessage: z.string(), threadMessage: z.string() });
type BinCase = z.infer<typeof BinCase>;

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

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    newLabel: [NewLabelCase, newLabelTask],
    labelCleanup: [LabelCleanupCase, labelCleanupTask],
    snooze: [SnoozeCase, snoozeTask],
    bin: [BinCase, binTask],
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
