/** Gmail record tasks: drafts edited (and sent), a thank-you thread followed up, an invitation's guests changed, a reply reworded. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, optional, recordAction, serviceActions, update, type ListAppDef } from '../../kit/package.ts';
import { A, madeUpTexts } from '../../kit/checks.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { serviceChecks } from '../../kit/flow.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { editAndReadBack, findThenAct } from '../../shapes/record-actions.ts';

const gmail = serviceActions('gmail');

/** Drafts emails and lets me fix the subject or body before sending; optionally sends them. */
const draftApp = (id: string, title: string, withSend: boolean): ListAppDef => ({
  id, title,
  summary: 'Writes Gmail drafts and keeps track of them until they are sent.',
  intro: 'Write the email; it is saved as a draft you can still change.',
  list: {
    name: 'drafts', fields: { id: 'number', subject: 'string', status: 'string' }, item: '{{item.subject}} — draft {{item.id}} ({{item.status}})', heading: 'Drafts made here',
    empty: 'No drafts yet.',
  },
  actions: [
    gmail({
      id: 'draft_email', label: 'Save draft', goal: 'Save a Gmail draft to the given people and keep it in the list here.',
      inputs: [input('to', 'To (email addresses)', 'list'), input('subject', 'Subject'), input('body', 'Message')],
      plan: [
        call('gmail.create_draft', { email_addresses: '{{inputs.to}}', subject: '{{inputs.subject}}', body: '{{inputs.body}}' }, 'created'),
        append('drafts', { id: '{{created.draft_id}}', subject: '{{inputs.subject}}', status: 'draft' }),
        message('Saved draft {{created.draft_id}}: "{{inputs.subject}}".'),
      ],
    }),
    editAndReadBack({
      id: 'edit_draft', label: 'Edit draft', goal: 'Change the subject and/or the text of one of the drafts made here.', service: 'gmail',
      key: ['draft_id', 'Draft id'], more: [optional('new_subject', 'New subject'), optional('new_body', 'New message')],
      call: ['gmail.update_draft', { draft_id: '{{inputs.draft_id}}', subject: '{{inputs.new_subject}}', body: '{{inputs.new_body}}' }],
      read: ['gmail.show_draft', 'draft_id', 'draft'],
      list: 'drafts', fields: { subject: '{{draft.subject}}' }, said: 'Draft {{inputs.draft_id}} now reads "{{draft.subject}}": {{draft.body}}',
    }),
    ...(withSend
      ? [
          recordAction({
            id: 'send_draft', label: 'Send draft', goal: 'Send one of the drafts made here and mark it sent.', service: 'gmail', key: ['draft_id', 'Draft id'],
            call: ['gmail.send_email_from_draft', { draft_id: '{{inputs.draft_id}}' }], bind: 'sent',
            list: 'drafts', fields: { status: 'sent' }, said: 'Sent draft {{inputs.draft_id}} as email {{sent.email_id}}.',
          }),
        ]
      : []),
  ],
});

const sendThanks = gmail({
  id: 'send_thanks', label: 'Send thank-you', goal: 'Email a short thank-you note to the person and list it here.',
  inputs: [input('name', 'Their first name'), input('email', 'Their email'), input('occasion', 'Thank them for')],
  plan: [
    call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: 'Thank you for {{inputs.occasion}}', body: 'Dear {{inputs.name}}, thank you so much for {{inputs.occasion}}. It meant a lot. Alex' }, 'sent'),
    append('thanks', { id: '{{sent.email_thread_id}}', name: '{{inputs.name}}', occasion: '{{inputs.occasion}}', emails: 1 }),
    message('Sent "Thank you for {{inputs.occasion}}" to {{inputs.name}} (thread {{sent.email_thread_id}}).'),
  ],
});

const draftInvite = gmail({
  id: 'draft_invite', label: 'Draft invitation', goal: 'Save a Gmail draft inviting the guests to the event and keep it here.',
  inputs: [input('guests', 'Guests (email addresses)', 'list'), input('event', 'Event'), input('date', 'Date', 'date')],
  plan: [
    call('gmail.create_draft', { email_addresses: '{{inputs.guests}}', subject: 'Invitation: {{inputs.event}} on {{inputs.date}}', body: 'You are invited to {{inputs.event}} on {{inputs.date}}. Let me know if you can make it! Alex' }, 'created'),
    append('invites', { id: '{{created.draft_id}}', event: '{{inputs.event}}', guests: '{{inputs.guests}}' }),
    message('Drafted the invitation "{{inputs.event}}" as draft {{created.draft_id}}.'),
  ],
});

function cases(): RecordCase[] {
  const statusBody = 'Shipped the billing fix; the Q2 planning doc is next.';
  const statusNewBody = 'Shipped the billing fix and reviewed the lunch and learn slides; the Q2 planning doc is next.';
  const mira = fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', 'mira.ito@proton.me');
  const note = 'PS: the plant is already on the windowsill.';
  const thanks = { name: 'Mira', email: 'mira.ito@proton.me', occasion: 'the housewarming gift' };
  const invite = { guests: 'mira.ito@proton.me', event: 'Board game night', date: '2023-06-03' };
  const guests = ['mira.ito@proton.me', 'zoe.ito@outlook.com', 'tomas.rossi@yahoo.com'];
  const firstReply = 'Count me in for Friday!';
  const secondReply = 'Count me in for Friday, but I can only stay until 9.';
  const dinnerThread = fixtureRow<{ id: number }>('SELECT id FROM gmail_threads WHERE subject = ?', 'Team dinner on Friday').id;
  return [
    {
      id: 'single.gmail.draft-editor', split: 'public', seed: 301,
      intention: 'Give me a draft desk for Gmail: I write an email to someone, it stays a draft, and I can fix the subject before I send it myself.',
      app: draftApp('draft-desk', 'Draft Desk', false),
      table: 'drafts', capture: 'draftId', inputs: [['to'], ['subject']], actions: ['draft'],
      create: {
        message: 'Draft an email to Priya, subject "Offsite agenda": "Hi Priya, here is my first pass at the offsite agenda. Comments welcome."',
        values: { to: 'priya.silva@proton.me', subject: 'Offsite agenda', body: 'Hi Priya, here is my first pass at the offsite agenda. Comments welcome.' },
        hint: ['save', 'draft'],
        api: 'gmail.create_draft', args: { subject: 'Offsite agenda', email_addresses: ['priya.silva@proton.me'] },
        fields: { subject: 'Offsite agenda', recipient_emails: ['priya.silva@proton.me'] },
        show: ['Offsite agenda'], allow: [['gmail', 'drafts', 'inserted']], maxMutations: 1,
      },
      revise: {
        message: 'Change the subject of that draft to "Offsite agenda - final".', values: { draft_id: '$draftId', new_subject: 'Offsite agenda - final' },
        hint: ['edit', 'update', 'change', 'subject'],
        api: 'gmail.update_draft', args: { draft_id: '$draftId', subject: 'Offsite agenda - final' },
        fields: { subject: 'Offsite agenda - final', body: 'Hi Priya, here is my first pass at the offsite agenda. Comments welcome.' },
        show: ['Offsite agenda - final'], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
      },
      reopen: ['Offsite agenda - final'],
    },
    {
      id: 'single.gmail.status-report', split: 'dev', seed: 302,
      intention: 'I write a weekly status email to my team lead. I want an app where I draft it during the week, edit it, and send it on Friday.',
      app: draftApp('status-report', 'Weekly Status', true),
      table: 'drafts', capture: 'draftId', inputs: [['to'], ['subject'], ['message', 'body']], actions: ['draft', 'send'],
      create: {
        message: 'Start my status email to Isla for this week, subject "Status, week 20", saying: "Shipped the billing fix; the Q2 planning doc is next."',
        values: { to: 'isla.ito@yahoo.com', subject: 'Status, week 20', body: statusBody }, hint: ['save', 'draft'],
        api: 'gmail.create_draft', args: { subject: 'Status, week 20', body: statusBody }, fields: { subject: 'Status, week 20', body: statusBody },
        show: ['Status, week 20'], allow: [['gmail', 'drafts', 'inserted']], maxMutations: 1,
      },
      revise: {
        message: 'Change the status text to: "Shipped the billing fix and reviewed the lunch and learn slides; the Q2 planning doc is next."',
        values: { draft_id: '$draftId', new_body: statusNewBody }, hint: ['edit', 'update', 'change'],
        api: 'gmail.update_draft', args: { draft_id: '$draftId', body: statusNewBody }, fields: { subject: 'Status, week 20', body: statusNewBody },
        show: [statusNewBody], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
      },
      followup: {
        message: 'It is Friday, send the status email.', values: { draft_id: '$draftId' }, hint: ['send'],
        checks: serviceChecks({
          calls: [['gmail.send_email_from_draft', { draft_id: '$draftId' }]],
          changes: [['gmail.drafts', 'deleted', { id: '$draftId' }], ['gmail.emails', 'inserted', { subject: 'Status, week 20', body: statusNewBody }]],
          max: 5,
          allow: [['gmail', 'drafts', 'deleted'], ['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']],
          show: ['$draftId'],
        }),
      },
      reopen: ['Status, week 20'],
    },
    {
      id: 'single.gmail.thank-you-sender', split: 'sealed', seed: 303,
      intention: 'I keep forgetting to thank people. Build me a thank-you email sender: a name, an email and what for, and it sends a warm note and remembers it.',
      app: {
        id: 'thank-you-notes', title: 'Thank-You Notes',
        summary: 'Sends thank-you emails from Gmail and keeps a list of whom I thanked and for what.',
        intro: 'Who to thank, their email and what for.',
        list: {
          name: 'thanks', fields: { id: 'number', name: 'string', occasion: 'string', emails: 'number' },
          item: '{{item.name}} — thanked for {{item.occasion}} (thread {{item.id}}, {{item.emails}} email(s))', heading: 'People I thanked', empty: 'Nobody thanked yet.',
        },
        actions: [sendThanks],
      },
      // The revision adds a follow-up note in the same thread.
      next: {
        add: gmail({
          id: 'add_follow_up', label: 'Add a follow-up note', goal: 'Reply in the same thread of an earlier thank-you with a short extra note.',
          inputs: [input('thread_id', 'Thread id', 'number'), input('note', 'Follow-up note')],
          plan: [
            call('gmail.show_thread', { email_thread_id: '{{inputs.thread_id}}' }, 'thread'),
            call('gmail.reply_to_email', { email_id: '{{thread.emails.0.email_id}}', body: '{{inputs.note}}' }, 'reply'),
            update('thanks', '{{inputs.thread_id}}', { emails: 2 }),
            message('Added a note to "{{thread.subject}}" (thread {{reply.email_thread_id}}): {{inputs.note}}'),
          ],
        }),
      },
      table: 'threads', capture: 'threadId', inputs: [['email'], ['occasion', 'thank', 'reason', 'what_for']], actions: ['thank'],
      create: {
        message: 'Thank Mira for the housewarming gift.', values: thanks, free: madeUpTexts(sendThanks.plan, thanks), hint: ['send', 'thank'],
        api: 'gmail.send_email',
        // The subject and wording are the app's own; the note must go to Mira, in its own thread.
        args: { email_addresses: ['mira.ito@proton.me'] },
        fields: {}, show: [], allow: [['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']], maxMutations: 4,
        extra: [A.record('gmail', 'emails', { thread_id: '$threadId' }, { recipient_ids: [mira.id] })],
      },
      revise: {
        requirement: 'Sometimes I want to add a short follow-up note to a thank-you I already sent, in the same email thread.',
        message: 'Add to my thank-you to Mira: "PS: the plant is already on the windowsill."', values: { thread_id: '$threadId', note }, hint: ['follow', 'note', 'reply', 'ps'],
        api: 'gmail.reply_to_email', args: { body: note }, identity: false, fields: {}, show: [note],
        // A reply adds an email to the thread; a new thread would be wrong.
        allow: [['gmail', 'emails', 'inserted']],
        maxMutations: 1,
        extra: [
          A.changed('gmail', 'emails', 'inserted', { thread_id: '$threadId', body: note }),
          A.record('gmail', 'emails', { thread_id: '$threadId', body: note }, { recipient_ids: [mira.id] }),
        ],
      },
      reopen: ['Mira', 'housewarming gift'],
    },
    {
      id: 'single.gmail.invite-recipients', split: 'public', seed: 304,
      intention: 'I host a board game night now and then. Make an app that drafts the invitation email in Gmail so I can look it over before sending.',
      app: {
        id: 'invite-drafts', title: 'Invite Drafts',
        summary: 'Prepares party invitations as Gmail drafts and keeps the invites it prepared.',
        intro: 'Who to invite, the event and the date; the invitation waits as a draft.',
        list: {
          name: 'invites', fields: { id: 'number', event: 'string', guests: 'json' }, item: '{{item.event}} — draft {{item.id}}, guests {{item.guests}}', heading: 'Invitations',
          empty: 'No invitations yet.',
        },
        actions: [draftInvite],
      },
      // The revision adds setting the full guest list of an invite.
      next: {
        add: editAndReadBack({
          id: 'set_guests', label: 'Change guest list', goal: 'Replace the recipients of an invitation draft with the full guest list given.', service: 'gmail',
          key: ['invite_id', 'Invitation draft id'], more: [input('guest_list', 'Everyone to invite (email addresses)', 'list')],
          call: ['gmail.update_draft', { draft_id: '{{inputs.invite_id}}', email_addresses: '{{inputs.guest_list}}' }], read: ['gmail.show_draft', 'draft_id', 'draft'],
          list: 'invites', fields: { guests: '{{draft.email_addresses}}' }, said: '"{{draft.subject}}" now goes to {{draft.email_addresses}}.',
        }),
      },
      table: 'drafts', capture: 'inviteId', inputs: [['guests', 'recipient', 'invitee', 'email'], ['event', 'occasion', 'subject'], ['date', 'when']], actions: ['invit'],
      create: {
        message: 'Draft an invite for board game night on June 3 to Mira.', values: invite,
        // The invitation's wording is the app's own; it names the event and the date.
        free: madeUpTexts(draftInvite.plan, invite),
        hint: ['draft', 'invitation'],
        api: 'gmail.create_draft',
        // The subject and text are the app's wording; the draft must go to the guest the user named.
        args: { email_addresses: ['mira.ito@proton.me'] },
        fields: { recipient_emails: ['mira.ito@proton.me'] }, show: ['Board game night'], allow: [['gmail', 'drafts', 'inserted']], maxMutations: 1,
      },
      revise: {
        requirement: 'I need to be able to change who an invitation goes to after drafting it.',
        message: 'Invite Zoe and Tomas to board game night as well.', values: { invite_id: '$inviteId', guest_list: guests.join(', ') },
        hint: ['guest', 'recipient', 'change', 'update'],
        api: 'gmail.update_draft', args: { draft_id: '$inviteId', email_addresses: guests }, fields: { recipient_emails: guests },
        show: ['zoe.ito@outlook.com', 'tomas.rossi@yahoo.com'], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
      },
      reopen: ['Board game night', 'tomas.rossi@yahoo.com'],
    },
    {
      id: 'single.gmail.reply-drafts', split: 'sealed', seed: 305,
      intention: 'An app for answering emails later: I name the thread and jot down a reply, it waits as a Gmail draft in that thread and I can reword it.',
      app: {
        id: 'reply-later', title: 'Reply Later',
        summary: 'Drafts replies to emails in my Gmail inbox, found by subject, and lets me polish them before sending.',
        intro: 'Give the subject of the thread and what you want to answer.',
        list: {
          name: 'replies', fields: { id: 'number', thread: 'string', text: 'string' }, item: 'Re: {{item.thread}} — draft {{item.id}}: {{item.text}}', heading: 'Reply drafts',
          empty: 'No reply drafts yet.',
        },
        actions: [
          findThenAct({
            id: 'draft_reply', label: 'Draft reply', goal: 'Find the inbox thread by subject and save a reply draft in it.', service: 'gmail',
            inputs: [input('thread_subject', 'Thread subject'), input('reply', 'Reply text')], find: ['gmail.show_inbox_threads', 'thread_subject'],
            act: ['gmail.create_draft', { email_thread_id: '{{found.0.email_thread_id}}', body: '{{inputs.reply}}' }, 'created'],
            list: 'replies', item: { id: '{{created.draft_id}}', thread: '{{found.0.subject}}', text: '{{inputs.reply}}' },
            said: 'Saved a reply draft ({{created.draft_id}}) in "{{found.0.subject}}".',
          }),
          recordAction({
            id: 'reword_reply', label: 'Reword reply', goal: 'Replace the text of one of the reply drafts.', service: 'gmail',
            key: ['draft_id', 'Draft id'], more: [input('new_text', 'New reply text')],
            call: ['gmail.update_draft', { draft_id: '{{inputs.draft_id}}', body: '{{inputs.new_text}}' }],
            list: 'replies', fields: { text: '{{inputs.new_text}}' }, said: 'Reply draft {{inputs.draft_id}} now says: {{inputs.new_text}}',
          }),
        ],
      },
      table: 'drafts', capture: 'replyId', inputs: [['subject', 'thread'], ['reply', 'body', 'text']], actions: ['reply'],
      create: {
        message: 'Answer the Team dinner on Friday email with "Count me in for Friday!"', values: { thread_subject: 'Team dinner on Friday', reply: firstReply },
        hint: ['draft', 'reply'],
        api: 'gmail.create_draft',
        // A draft in the team dinner thread, not a new email on its own.
        args: { email_thread_id: dinnerThread, body: firstReply },
        fields: { email_thread_id: dinnerThread, body: firstReply }, show: ['Team dinner on Friday'], allow: [['gmail', 'drafts', 'inserted']], maxMutations: 1,
      },
      revise: {
        message: 'Reword it to "Count me in for Friday, but I can only stay until 9."', values: { draft_id: '$replyId', new_text: secondReply },
        hint: ['reword', 'edit', 'update', 'change', 'rewrite'],
        api: 'gmail.update_draft', args: { draft_id: '$replyId', body: secondReply }, fields: { email_thread_id: dinnerThread, body: secondReply },
        show: [secondReply], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
      },
      reopen: [secondReply, 'Team dinner on Friday'],
    },
  ];
}

export const tasks = (): TaskInput[] => cases().map((c) => singleRecord('gmail', c));
