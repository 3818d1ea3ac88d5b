import { appPackage, append, call, input, message, planSteps, revised, update } from '../../kit/package.ts';
import { madeUpTexts } from '../../kit/checks.ts';
import { type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { fixtureRow } from '../../kit/fixture.ts';

/** Invitation drafts; the revision adds setting the full guest list of an invite. */
function invitePackage(): Obj {
  return appPackage({
    id: 'invite-drafts',
    title: 'Invite Drafts',
    summary: 'Prepares party invitations as Gmail drafts and keeps the invites it prepared.',
    intro: 'Who to invite, the event and the date; the invitation waits as a draft.',
    collections: [
      {
        name: 'invites',
        fields: { id: 'number', event: 'string', guests: 'json' },
        item: '{{item.event}} — draft {{item.id}}, guests {{item.guests}}',
        heading: 'Invitations',
        empty: 'No invitations yet.',
      },
    ],
    actions: [
      {
        id: 'draft_invite',
        label: 'Draft invitation',
        goal: 'Save a Gmail draft inviting the guests to the event and keep it here.',
        services: ['gmail'],
        inputs: [input('guests', 'Guests (email addresses)', 'list'), input('event', 'Event'), input('date', 'Date', 'date')],
        plan: [
          call('gmail.create_draft', { email_addresses: '{{inputs.guests}}', subject: 'Invitation: {{inputs.event}} on {{inputs.date}}', body: 'You are invited to {{inputs.event}} on {{inputs.date}}. Let me know if you can make it! Alex' }, 'created'),
          append('invites', { id: '{{created.draft_id}}', event: '{{inputs.event}}', guests: '{{inputs.guests}}' }),
          message('Drafted the invitation "{{inputs.event}}" as draft {{created.draft_id}}.'),
        ],
      },
    ],
  });
}

export function inviteTask() {
  const pkg = invitePackage();
  const next = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push({
      id: 'set_guests',
      label: 'Change guest list',
      goal: 'Replace the recipients of an invitation draft with the full guest list given.',
      services: ['gmail'],
      inputs: [input('invite_id', 'Invitation draft id', 'number'), input('guest_list', 'Everyone to invite (email addresses)', 'list')] as unknown as Obj[],
      plan: [
        call('gmail.update_draft', { draft_id: '{{inputs.invite_id}}', email_addresses: '{{inputs.guest_list}}' }),
        call('gmail.show_draft', { draft_id: '{{inputs.invite_id}}' }, 'draft'),
        update('invites', '{{inputs.invite_id}}', { guests: '{{draft.email_addresses}}' }),
        message('"{{draft.subject}}" now goes to {{draft.email_addresses}}.'),
      ],
    });
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(3, 0, { type: 'form', action: 'set_guests' });
  });
  return recordTask({
    id: 'single.gmail.invite-recipients',
    family: 'single',
    split: 'public',
    seed: 304,
    domains: ['gmail'],
    intention: 'I host a board game night now and then. Make an app that drafts the invitation email in Gmail so I can look it over before sending.',
    services: ['gmail'],
    app: 'gmail',
    table: 'drafts',
    capture: 'inviteId',
    pkg,
    openInputs: [['guests', 'recipient', 'invitee', 'email'], ['event', 'occasion', 'subject'], ['date', 'when']],
    openActions: ['invit'],
    heading: 'Invite Drafts',
    create: {
      message: 'Draft an invite for board game night on June 3 to Mira.',
      values: { guests: 'mira.ito@proton.me', event: 'Board game night', date: '2023-06-03' },
      // The invitation's wording is the app's own; it names the event and the date.
      free: madeUpTexts(planSteps(pkg), { guests: 'mira.ito@proton.me', event: 'Board game night', date: '2023-06-03' }),
      hint: ['draft', 'invitation'],
      api: 'gmail.create_draft',
      // The subject and text are the app's wording; the draft must go to the guest the user named.
      args: { email_addresses: ['mira.ito@proton.me'] },
      fields: { recipient_emails: ['mira.ito@proton.me'] },
      show: ['Board game night'],
      allow: [['gmail', 'drafts', 'inserted']],
      maxMutations: 1,
    },
    revise: {
      requirement: 'I need to be able to change who an invitation goes to after drafting it.',
      revisedPkg: next,
      message: 'Invite Zoe and Tomas to board game night as well.',
      values: { invite_id: '$inviteId', guest_list: 'mira.ito@proton.me, zoe.ito@outlook.com, tomas.rossi@yahoo.com' },
      hint: ['guest', 'recipient', 'change', 'update'],
      api: 'gmail.update_draft',
      args: { draft_id: '$inviteId', email_addresses: ['mira.ito@proton.me', 'zoe.ito@outlook.com', 'tomas.rossi@yahoo.com'] },
      fields: { recipient_emails: ['mira.ito@proton.me', 'zoe.ito@outlook.com', 'tomas.rossi@yahoo.com'] },
      show: ['zoe.ito@outlook.com', 'tomas.rossi@yahoo.com'],
      allow: [['gmail', 'drafts', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Board game night', 'tomas.rossi@yahoo.com'],
  });
}

/** Drafts replies in existing inbox threads found by their subject. */
function replyPackage(): Obj {
  return appPackage({
    id: 'reply-later',
    title: 'Reply Later',
    summary: 'Drafts replies to emails in my Gmail inbox, found by subject, and lets me polish them before sending.',
    intro: 'Give the subject of the thread and what you want to answer.',
    collections: [
      {
        name: 'replies',
        fields: { id: 'number', thread: 'string', text: 'string' },
        item: 'Re: {{item.thread}} — draft {{item.id}}: {{item.text}}',
        heading: 'Reply drafts',
        empty: 'No reply drafts yet.',
      },
    ],
    actions: [
      {
        id: 'draft_reply',
        label: 'Draft reply',
        goal: 'Find the inbox thread by subject and save a reply draft in it.',
        services: ['gmail'],
        inputs: [input('thread_subject', 'Thread subject'), input('reply', 'Reply text')],
        plan: [
          call('gmail.show_inbox_threads', { query: '{{inputs.thread_subject}}', page_limit: 1 }, 'found'),
          call('gmail.create_draft', { email_thread_id: '{{found.0.email_thread_id}}', body: '{{inputs.reply}}' }, 'created'),
          append('replies', { id: '{{created.draft_id}}', thread: '{{found.0.subject}}', text: '{{inputs.reply}}' }),
          message('Saved a reply draft ({{created.draft_id}}) in "{{found.0.subject}}".'),
        ],
      },
      {
        id: 'reword_reply',
        label: 'Reword reply',
        goal: 'Replace the text of one of the reply drafts.',
        services: ['gmail'],
        inputs: [input('draft_id', 'Draft id', 'number'), input('new_text', 'New reply text')],
        plan: [
          call('gmail.update_draft', { draft_id: '{{inputs.draft_id}}', body: '{{inputs.new_text}}' }),
          update('replies', '{{inputs.draft_id}}', { text: '{{inputs.new_text}}' }),
          message('Reply draft {{inputs.draft_id}} now says: {{inputs.new_text}}'),
        ],
      },
    ],
  });
}

export function replyDraftTask() {
  const first = 'Count me in for Friday!';
  const second = 'Count me in for Friday, but I can only stay until 9.';
  const dinnerThread = fixtureRow<{ id: number }>('SELECT id FROM gmail_threads WHERE subject = ?', 'Team dinner on Friday').id;
  return recordTask({
    id: 'single.gmail.reply-drafts',
    family: 'single',
    split: 'sealed',
    seed: 305,
    domains: ['gmail'],
    intention: 'An app for answering emails later: I name the thread and jot down a reply, it waits as a Gmail draft in that thread and I can reword it.',
    services: ['gmail'],
    app: 'gmail',
    table: 'drafts',
    capture: 'replyId',
    pkg: replyPackage(),
    openInputs: [['subject', 'thread'], ['reply', 'body', 'text']],
    openActions: ['reply'],
    heading: 'Reply Later',
    create: {
      message: 'Answer the Team dinner on Friday email with "Count me in for Friday!"',
      values: { thread_subject: 'Team dinner on Friday', reply: first },
      hint: ['draft', 'reply'],
      api: 'gmail.create_draft',
      // A draft in the team dinner thread, not a new email on its own.
      args: { email_thread_id: dinnerThread, body: first },
      fields: { email_thread_id: dinnerThread, body: first },
      show: ['Team dinner on Friday'],
      allow: [['gmail', 'drafts', 'inserted']],
      maxMutations: 1,
    },
    revise: {
      message: 'Reword it to "Count me in for Friday, but I can only stay until 9."',
      values: { draft_id: '$replyId', new_text: second },
      hint: ['reword', 'edit', 'update', 'change', 'rewrite'],
      api: 'gmail.update_draft',
      args: { draft_id: '$replyId', body: second },
      fields: { email_thread_id: dinnerThread, body: second },
      show: [second],
      allow: [['gmail', 'drafts', 'updated']],
      maxMutations: 1,
    },
    reopenShows: [second, 'Team dinner on Friday'],
  });
}
