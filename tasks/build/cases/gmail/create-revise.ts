import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, optional, planSteps, revised, update } from '../../kit/package.ts';
import { A, madeUpTexts } from '../../kit/checks.ts';
import { type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { inviteTask, replyDraftTask } from './drafts.ts';

/** Drafts emails and lets me fix the subject or body before sending; optionally sends them. */
function draftPackage(id: string, title: string, withSend: boolean): Obj {
  const actions = [
    {
      id: 'draft_email',
      label: 'Save draft',
      goal: 'Save a Gmail draft to the given people and keep it in the list here.',
      services: ['gmail'] as string[],
      inputs: [input('to', 'To (email addresses)', 'list'), input('subject', 'Subject'), input('body', 'Message')],
      plan: [
        call('gmail.create_draft', { email_addresses: '{{inputs.to}}', subject: '{{inputs.subject}}', body: '{{inputs.body}}' }, 'created'),
        append('drafts', { id: '{{created.draft_id}}', subject: '{{inputs.subject}}', status: 'draft' }),
        message('Saved draft {{created.draft_id}}: "{{inputs.subject}}".'),
      ],
    },
    {
      id: 'edit_draft',
      label: 'Edit draft',
      goal: 'Change the subject and/or the text of one of the drafts made here.',
      services: ['gmail'],
      inputs: [input('draft_id', 'Draft id', 'number'), optional('new_subject', 'New subject'), optional('new_body', 'New message')],
      plan: [
        call('gmail.update_draft', { draft_id: '{{inputs.draft_id}}', subject: '{{inputs.new_subject}}', body: '{{inputs.new_body}}' }),
        call('gmail.show_draft', { draft_id: '{{inputs.draft_id}}' }, 'draft'),
        update('drafts', '{{inputs.draft_id}}', { subject: '{{draft.subject}}' }),
        message('Draft {{inputs.draft_id}} now reads "{{draft.subject}}": {{draft.body}}'),
      ],
    },
  ];
  if (withSend) {
    actions.push({
      id: 'send_draft',
      label: 'Send draft',
      goal: 'Send one of the drafts made here and mark it sent.',
      services: ['gmail'],
      inputs: [input('draft_id', 'Draft id', 'number')],
      plan: [
        call('gmail.send_email_from_draft', { draft_id: '{{inputs.draft_id}}' }, 'sent'),
        update('drafts', '{{inputs.draft_id}}', { status: 'sent' }),
        message('Sent draft {{inputs.draft_id}} as email {{sent.email_id}}.'),
      ],
    });
  }
  return appPackage({
    id,
    title,
    summary: 'Writes Gmail drafts and keeps track of them until they are sent.',
    intro: 'Write the email; it is saved as a draft you can still change.',
    collections: [
      {
        name: 'drafts',
        fields: { id: 'number', subject: 'string', status: 'string' },
        item: '{{item.subject}} — draft {{item.id}} ({{item.status}})',
        heading: 'Drafts made here',
        empty: 'No drafts yet.',
      },
    ],
    actions,
  });
}

const draftCreateAllow: [string, string, 'inserted'][] = [['gmail', 'drafts', 'inserted']];

function draftEditorTask() {
  return recordTask({
    id: 'single.gmail.draft-editor',
    family: 'single',
    split: 'public',
    seed: 301,
    domains: ['gmail'],
    intention: 'Give me a draft desk for Gmail: I write an email to someone, it stays a draft, and I can fix the subject before I send it myself.',
    services: ['gmail'],
    app: 'gmail',
    table: 'drafts',
    capture: 'draftId',
    pkg: draftPackage('draft-desk', 'Draft Desk', false),
    openInputs: [['to'], ['subject']],
    openActions: ['draft'],
    heading: 'Draft Desk',
    create: {
      message: 'Draft an email to Priya, subject "Offsite agenda": "Hi Priya, here is my first pass at the offsite agenda. Comments welcome."',
      values: { to: 'priya.silva@proton.me', subject: 'Offsite agenda', body: 'Hi Priya, here is my first pass at the offsite agenda. Comments welcome.' },
      hint: ['save', 'draft'],
      api: 'gmail.create_draft',
      args: { subject: 'Offsite agenda', email_addresses: ['priya.silva@proton.me'] },
      fields: { subject: 'Offsite agenda', recipient_emails: ['priya.silva@proton.me'] },
      show: ['Offsite agenda'],
      allow: draftCreateAllow,
      maxMutations: 1,
    },
    revise: {
      message: 'Change the subject of that draft to "Offsite agenda - final".',
      values: { draft_id: '$draftId', new_subject: 'Offsite agenda - final' },
      hint: ['edit', 'update', 'change', 'subject'],
      api: 'gmail.update_draft',
      args: { draft_id: '$draftId', subject: 'Offsite agenda - final' },
      fields: { subject: 'Offsite agenda - final', body: 'Hi Priya, here is my first pass at the offsite agenda. Comments welcome.' },
      show: ['Offsite agenda - final'],
      allow: [['gmail', 'drafts', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Offsite agenda - final'],
  });
}

function statusReportTask() {
  const body = 'Shipped the billing fix; the Q2 planning doc is next.';
  const newBody = 'Shipped the billing fix and reviewed the lunch and learn slides; the Q2 planning doc is next.';
  return recordTask({
    id: 'single.gmail.status-report',
    family: 'single',
    split: 'dev',
    seed: 302,
    domains: ['gmail'],
    intention: 'I write a weekly status email to my team lead. I want an app where I draft it during the week, edit it, and send it on Friday.',
    services: ['gmail'],
    app: 'gmail',
    table: 'drafts',
    capture: 'draftId',
    pkg: draftPackage('status-report', 'Weekly Status', true),
    openInputs: [['to'], ['subject'], ['message', 'body']],
    openActions: ['draft', 'send'],
    heading: 'Weekly Status',
    create: {
      message: 'Start my status email to Isla for this week, subject "Status, week 20", saying: "Shipped the billing fix; the Q2 planning doc is next."',
      values: { to: 'isla.ito@yahoo.com', subject: 'Status, week 20', body },
      hint: ['save', 'draft'],
      api: 'gmail.create_draft',
      args: { subject: 'Status, week 20', body },
      fields: { subject: 'Status, week 20', body },
      show: ['Status, week 20'],
      allow: draftCreateAllow,
      maxMutations: 1,
    },
    revise: {
      message: 'Change the status text to: "Shipped the billing fix and reviewed the lunch and learn slides; the Q2 planning doc is next."',
      values: { draft_id: '$draftId', new_body: newBody },
      hint: ['edit', 'update', 'change'],
      api: 'gmail.update_draft',
      args: { draft_id: '$draftId', body: newBody },
      fields: { subject: 'Status, week 20', body: newBody },
      show: [newBody],
      allow: [['gmail', 'drafts', 'updated']],
      maxMutations: 1,
    },
    followup: {
      message: 'It is Friday, send the status email.',
      values: { draft_id: '$draftId' },
      hint: ['send'],
      checks: [
        A.route(),
        A.called('gmail', 'send_email_from_draft', { draft_id: '$draftId' }),
        A.changed('gmail', 'drafts', 'deleted', { id: '$draftId' }),
        A.changed('gmail', 'emails', 'inserted', { subject: 'Status, week 20', body: newBody }),
        A.mutations(5),
        A.onlyChanges(['gmail', 'drafts', 'deleted'], ['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']),
        A.grounded('$draftId'),
      ],
    },
    reopenShows: ['Status, week 20'],
  });
}

/** A thank-you sender; the revision adds a follow-up note in the same thread. */
function thankYouPackage(): Obj {
  return appPackage({
    id: 'thank-you-notes',
    title: 'Thank-You Notes',
    summary: 'Sends thank-you emails from Gmail and keeps a list of whom I thanked and for what.',
    intro: 'Who to thank, their email and what for.',
    collections: [
      {
        name: 'thanks',
        fields: { id: 'number', name: 'string', occasion: 'string', emails: 'number' },
        item: '{{item.name}} — thanked for {{item.occasion}} (thread {{item.id}}, {{item.emails}} email(s))',
        heading: 'People I thanked',
        empty: 'Nobody thanked yet.',
      },
    ],
    actions: [
      {
        id: 'send_thanks',
        label: 'Send thank-you',
        goal: 'Email a short thank-you note to the person and list it here.',
        services: ['gmail'],
        inputs: [input('name', 'Their first name'), input('email', 'Their email'), input('occasion', 'Thank them for')],
        plan: [
          call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: 'Thank you for {{inputs.occasion}}', body: 'Dear {{inputs.name}}, thank you so much for {{inputs.occasion}}. It meant a lot. Alex' }, 'sent'),
          append('thanks', { id: '{{sent.email_thread_id}}', name: '{{inputs.name}}', occasion: '{{inputs.occasion}}', emails: 1 }),
          message('Sent "Thank you for {{inputs.occasion}}" to {{inputs.name}} (thread {{sent.email_thread_id}}).'),
        ],
      },
    ],
  });
}

function thankYouTask() {
  const pkg = thankYouPackage();
  const next = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push({
      id: 'add_follow_up',
      label: 'Add a follow-up note',
      goal: 'Reply in the same thread of an earlier thank-you with a short extra note.',
      services: ['gmail'],
      inputs: [input('thread_id', 'Thread id', 'number'), input('note', 'Follow-up note')] as unknown as Obj[],
      plan: [
        call('gmail.show_thread', { email_thread_id: '{{inputs.thread_id}}' }, 'thread'),
        call('gmail.reply_to_email', { email_id: '{{thread.emails.0.email_id}}', body: '{{inputs.note}}' }, 'reply'),
        update('thanks', '{{inputs.thread_id}}', { emails: 2 }),
        message('Added a note to "{{thread.subject}}" (thread {{reply.email_thread_id}}): {{inputs.note}}'),
      ],
    });
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(3, 0, { type: 'form', action: 'add_follow_up' });
  });
  const mira = fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', 'mira.ito@proton.me');
  const note = 'PS: the plant is already on the windowsill.';
  return recordTask({
    id: 'single.gmail.thank-you-sender',
    family: 'single',
    split: 'sealed',
    seed: 303,
    domains: ['gmail'],
    intention: 'I keep forgetting to thank people. Build me a thank-you email sender: a name, an email and what for, and it sends a warm note and remembers it.',
    services: ['gmail'],
    app: 'gmail',
    table: 'threads',
    capture: 'threadId',
    pkg,
    openInputs: [['email'], ['occasion', 'thank', 'reason', 'what_for']],
    openActions: ['thank'],
    heading: 'Thank-You Notes',
    create: {
      message: 'Thank Mira for the housewarming gift.',
      values: { name: 'Mira', email: 'mira.ito@proton.me', occasion: 'the housewarming gift' },
      free: madeUpTexts(planSteps(pkg), { name: 'Mira', email: 'mira.ito@proton.me', occasion: 'the housewarming gift' }),
      hint: ['send', 'thank'],
      api: 'gmail.send_email',
      // The subject and wording are the app's own; the note must go to Mira, in its own thread.
      args: { email_addresses: ['mira.ito@proton.me'] },
      fields: {},
      show: [],
      allow: [['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']],
      maxMutations: 4,
      extra: [A.record('gmail', 'emails', { thread_id: '$threadId' }, { recipient_ids: [mira.id] })],
    },
    revise: {
      requirement: 'Sometimes I want to add a short follow-up note to a thank-you I already sent, in the same email thread.',
      revisedPkg: next,
      message: 'Add to my thank-you to Mira: "PS: the plant is already on the windowsill."',
      values: { thread_id: '$threadId', note },
      hint: ['follow', 'note', 'reply', 'ps'],
      api: 'gmail.reply_to_email',
      args: { body: note },
      identity: false,
      fields: {},
      show: [note],
      // A reply adds an email to the thread; a new thread would be wrong.
      allow: [['gmail', 'emails', 'inserted']],
      maxMutations: 1,
      extra: [A.changed('gmail', 'emails', 'inserted', { thread_id: '$threadId', body: note }), A.record('gmail', 'emails', { thread_id: '$threadId', body: note }, { recipient_ids: [mira.id] })],
    },
    reopenShows: ['Mira', 'housewarming gift'],
  });
}

/** Single-app tasks of the gmail domain. */
export function tasks(): TaskInput[] {
  return [draftEditorTask(), statusReportTask(), thankYouTask(), inviteTask(), replyDraftTask()];
}
