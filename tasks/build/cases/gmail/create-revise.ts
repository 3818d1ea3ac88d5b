/** Gmail record tasks: drafts edited (and sent), a thank-you thread followed up, an invitation's guests changed, a reply reworded. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, optional, recordAction, serviceActions, update, type ListAppDef } from '../../kit/package.ts';
import { A, madeUpTexts, type FreeDef } from '../../kit/checks.ts';
import { fixtureRow, userEmail } from '../../kit/fixture.ts';
import { caseRows } from '../../kit/rows.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { idOf } from '../../shapes/found-log.ts';
import { editAndReadBack, findThenAct } from '../../shapes/record-actions.ts';
import { followupOf, RecordRow, recordRow } from '../../shapes/record-row.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { subjectWords, withCarries } from '../../kit/text-carries.ts';

const gmail = serviceActions('gmail');

/** An app as its table builds it; the row names it (id, title, summary). */
type AppBody = Omit<ListAppDef, 'id' | 'title' | 'summary'>;

/** Drafts emails and lets me fix the subject or body before sending; optionally sends them. */
const draftApp = (withSend: boolean): AppBody => ({
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
        // What the draft says, as the user dictated it, shown where it is saved (s15 shown15, Reading 5).
        message('Saved draft {{created.draft_id}}: "{{inputs.subject}}": {{inputs.body}}'),
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


const THANKS: AppBody = {
  intro: 'Who to thank, their email and what for.',
  list: {
    name: 'thanks', fields: { id: 'number', name: 'string', occasion: 'string', emails: 'number' },
    item: '{{item.name}} — thanked for {{item.occasion}} (thread {{item.id}}, {{item.emails}} email(s))', heading: 'People I thanked', empty: 'Nobody thanked yet.',
  },
  actions: [sendThanks],
};

/** The thank-you app's revision: a follow-up note in the same thread. */
const addFollowUp = gmail({
  id: 'add_follow_up', label: 'Add a follow-up note', goal: 'Reply in the same thread of an earlier thank-you with a short extra note.',
  inputs: [input('thread_id', 'Thread id', 'number'), input('note', 'Follow-up note')],
  plan: [
    call('gmail.show_thread', { email_thread_id: '{{inputs.thread_id}}' }, 'thread'),
    call('gmail.reply_to_email', { email_id: '{{thread.emails.0.email_id}}', body: '{{inputs.note}}' }, 'reply'),
    update('thanks', '{{inputs.thread_id}}', { emails: 2 }),
    message('Added a note to "{{thread.subject}}" (thread {{reply.email_thread_id}}): {{inputs.note}}'),
  ],
});

const INVITES: AppBody = {
  intro: 'Who to invite, the event and the date; the invitation waits as a draft.',
  list: {
    name: 'invites', fields: { id: 'number', event: 'string', guests: 'json' }, item: '{{item.event}} — draft {{item.id}}, guests {{item.guests}}', heading: 'Invitations',
    empty: 'No invitations yet.',
  },
  actions: [draftInvite],
};

/** The invitation app's revision: the full guest list of an invite set at once. */
const setGuests = editAndReadBack({
  id: 'set_guests', label: 'Change guest list', goal: 'Replace the recipients of an invitation draft with the full guest list given.', service: 'gmail',
  key: ['invite_id', 'Invitation draft id'], more: [input('guest_list', 'Everyone to invite (email addresses)', 'list')],
  call: ['gmail.update_draft', { draft_id: '{{inputs.invite_id}}', email_addresses: '{{inputs.guest_list}}' }], read: ['gmail.show_draft', 'draft_id', 'draft'],
  list: 'invites', fields: { guests: '{{draft.email_addresses}}' }, said: '"{{draft.subject}}" now goes to {{draft.email_addresses}}.',
});

const REPLIES: AppBody = {
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
};

/** A row as its task, with the app its table builds and what else follows from the row's values. */
function gmailRecord(row: RecordRow, body: AppBody, more: Partial<Pick<RecordCase, 'next' | 'create' | 'revise'>> = {}): TaskInput {
  const { appId, title, summary, followup, ...c } = row;
  return singleRecord('gmail', { ...c, app: { id: appId, title, summary, ...body }, ...(followup ? { followup: followupOf(followup) } : {}), ...more });
}

const DraftCase = z.object({ ...recordRow, send: z.boolean() });

/** A thank-you goes to the person at the email typed; its follow-up note lands in the same thread to them. */
/**
 * s19 (s19-Z12-f1, trivial_target): another thank-you of the user's, to someone else and sent after
 * anything the run sends, so the thank-you the user names ("my thank-you to Mira") is not the newest
 * thread of the mailbox: an app that adds the note to its last thread adds it there and fails.
 */
function laterThanks(task: TaskInput, to: number): TaskInput {
  const user = fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', userEmail()).id;
  const other = fixtureRow<{ id: number; first_name: string }>(
    "SELECT p.id, p.first_name FROM admin_people p JOIN admin_relationships r ON r.other_id = p.id WHERE r.person_id = ? AND p.id <> ? ORDER BY r.relation, p.first_name LIMIT 1", user, to);
  const free = (table: string): number => fixtureRow<{ id: number }>(`SELECT coalesce(max(id), 0) + 1000 AS id FROM ${table}`).id;
  const at = '2023-05-19T12:00:00';
  const thread = free('gmail_threads');
  const userThread = free('gmail_user_threads');
  const subject = 'Thank you for the birthday flowers';
  const rows = [
    { app: 'gmail', table: 'threads', row: { id: thread, subject, created_at: at, updated_at: at } },
    { app: 'gmail', table: 'emails', row: { id: free('gmail_emails'), thread_id: thread, sender_id: user, recipient_ids: JSON.stringify([other.id]), subject, body: `Dear ${other.first_name}, thank you so much for the birthday flowers. It meant a lot. Alex`, response_to_email_id: null, sent_at: at } },
    { app: 'gmail', table: 'user_threads', row: { id: userThread, thread_id: thread, user_id: user, incoming: 0, outgoing: 1, is_read: 1, is_starred: 0, is_archived: 0, label: null } },
    { app: 'gmail', table: 'user_threads', row: { id: userThread + 1, thread_id: thread, user_id: other.id, incoming: 1, outgoing: 0, is_read: 0, is_starred: 0, is_archived: 0, label: null } },
  ];
  const world = task.world as { rows?: unknown[] };
  return { ...task, world: { ...task.world, rows: [...(world.rows ?? []), ...rows] } } as TaskInput;
}

function thanksTask(row: RecordRow): TaskInput {
  return laterThanks(thanksMade(row), fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', row.create.values.email).id);
}

function thanksMade(row: RecordRow): TaskInput {
  const to = fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', row.create.values.email).id;
  const thread = { thread_id: `$${row.capture}` };
  const note = { ...thread, body: row.revise.values.note ?? '' };
  return gmailRecord(row, THANKS, {
    next: { add: addFollowUp },
    create: { ...row.create, free: madeUpTexts(sendThanks.plan, row.create.values), extra: [A.record('gmail', 'emails', thread, { recipient_ids: [to] })] },
    // s15 (carry2, undictated_text): the follow-up holds the note the user dictates, beside any
    // greeting or sign-off of the app's; the new email in the thread is judged by containing it,
    // and its recipient by the end state, not by a body equal to the note.
    revise: { ...row.revise, extra: [A.changed('gmail', 'emails', 'inserted', thread)],
      // s19 (s19-Z9-f1): and its subject is the thread's, which the app worded in the first step.
      ...(note.body === '' ? {} : { free: [{ app: 'gmail', table: 'emails', field: 'body', constraint: { contains: [note.body] }, why: 'the user dictates the note the follow-up adds, not all it may say: it holds that note, beside the app\'s words' },
        { app: 'gmail', table: 'emails', field: 'subject', constraint: 'any', why: 'the follow-up answers in the thread: its subject is the thread\'s, which the app worded when it sent the thank-you' }] }) },
  });
}

/** The invitation's wording is the app's own; it names the event (a word of it, s11 text11) and the date. */
const inviteTask = (row: RecordRow): TaskInput => {
  const t = gmailRecord(row, INVITES, { next: { add: setGuests }, create: { ...row.create, free: madeUpTexts(draftInvite.plan, row.create.values) } });
  const event = row.create.values.event;
  return typeof event === 'string' ? withCarries(t, [{ episode: 'create', app: 'gmail', field: 'subject', orIn: ['body'], one: subjectWords(event), unlessHeld: true, why: 'the user asks for an invitation to the event: its words are the app\'s, but it names the event' }]) : t;
};

/**
 * Who a reply in a thread may be addressed to, and what it may be titled, where the user says only
 * "answer that email" (issue #30, s10): left blank for Gmail to fill, or the thread's other people
 * (each, or all of them); the thread's subject, bare or with "Re:". Another person or another
 * subject still fails.
 */
function replyLeftToTheApp(threadId: number, subject: string): FreeDef[] {
  const others = JSON.parse(fixtureRow<{ x: string }>(
    `SELECT json_group_array(p.email) AS x FROM admin_people p WHERE p.email <> ? AND p.id IN (
       SELECT sender_id FROM gmail_emails WHERE thread_id = ? UNION SELECT j.value FROM gmail_emails e, json_each(e.recipient_ids) j WHERE e.thread_id = ?)`,
    userEmail(), threadId, threadId).x) as string[];
  const addressed = ['[]', ...others.map((o) => JSON.stringify([o])), ...(others.length > 1 ? [JSON.stringify(others)] : [])];
  const why = 'the user says only to answer the email; a reply\'s recipients and subject are the app\'s, within the thread';
  return [
    { app: 'gmail', table: 'drafts', field: 'recipient_emails', constraint: { one_of: addressed }, why },
    { app: 'gmail', table: 'drafts', field: 'subject', constraint: { one_of: ['', subject, `Re: ${subject}`, `RE: ${subject}`, `re: ${subject}`] }, why },
  ];
}

/** The reply is a draft in the thread the user names, not a new email on its own. */
function replyTask(row: RecordRow): TaskInput {
  const subject = String(row.create.values.thread_subject);
  const inThread = { email_thread_id: idOf('thread', subject) };
  const free = replyLeftToTheApp(inThread.email_thread_id, subject);
  return gmailRecord(row, REPLIES, {
    create: { ...row.create, args: { ...inThread, ...row.create.args }, fields: { ...inThread, ...row.create.fields }, free },
    revise: { ...row.revise, fields: { ...inThread, ...row.revise.fields }, free },
  });
}

/**
 * The text a user dictates for a draft ("saying: …") is content, to be seen where the draft is
 * saved, not only stored (s15 shown15, Reading 5): looked for on screen after the create.
 */
const dictatedBody = (row: RecordRow): string[] => {
  const body = row.create.values.body;
  return typeof body === 'string' && body.trim() !== '' && row.create.message.includes(body) ? [body] : [];
};

function builtTasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { draft: DraftCase, thanks: RecordRow, invite: RecordRow, reply: RecordRow });
  return [
    ...rows.draft.map((row) => gmailRecord(row, draftApp(row.send), { create: { ...row.create, show: [...row.create.show, ...dictatedBody(row)] } })),
    ...rows.thanks.map(thanksTask),
    ...rows.invite.map(inviteTask),
    ...rows.reply.map(replyTask),
  ];
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
// A draft sent is gone from the drafts because it was sent: the send is what the user asked to see.
// s24 made (status-report s23-s13-f1): "emailed" too; whole-word "mailed" is not found inside it.
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t, { words: { 'gmail.drafts': ['sent', 'send', 'on its way', 'delivered', 'mailed', 'emailed', 'e-mailed'] } }));
