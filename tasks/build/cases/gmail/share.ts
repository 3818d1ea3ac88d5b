/**
 * Gmail apps that reach a second service: attachments filed into the file system, and threads
 * forwarded to people looked up in the phone's contacts by name.
 */
import { z } from 'zod';
import type { FreeDef } from '../../kit/checks.ts';
import { input } from '../../kit/package.ts';
import { appCase, caseTasks } from '../../kit/rows.ts';
import { fixtureRow, fixtureRows, userId } from '../../kit/fixture.ts';
import { type ActSpec, idOf, logTask } from '../../shapes/found-log.ts';
import { SENT } from '../../kit/changes.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { ACTION_WORDS } from '../../kit/action-words.ts';
import { textParts } from '../../../../src/suite/auto-review.ts';

// ---------------------------------------------------------------- save an attachment, then rename the file

const ATTACHMENT: ActSpec[] = [
  { id: 'save_attachment', label: 'Save attachment', goal: 'Find the email with an attachment by subject and save the attachment into my downloads folder.',
    // The download lands in the file system.
    services: ['gmail', 'file_system'], inputs: [input('subject', 'Email subject')],
    calls: [
      ['gmail.search_emails', { query: '{{inputs.subject}}', has_attachments: true, page_limit: 1 }, 'mail'],
      ['gmail.download_attachment', { attachment_id: '{{mail.0.attachments.0.attachment_id}}' }, 'saved'],
    ],
    ref: '{{saved.file_id}}', name: '{{saved.file_path}}', what: 'saved',
    say: 'Saved {{mail.0.attachments.0.file_name}} from "{{mail.0.subject}}" as {{saved.file_path}} (file {{saved.file_id}}).' },
  { id: 'rename_download', label: 'Rename file', goal: 'Rename a file in my downloads folder.', inputs: [input('file', 'Current file name'), input('new_name', 'New file name')],
    calls: [
      ['file_system.rename_file', { file_path: '~/downloads/{{inputs.file}}', new_name: '{{inputs.new_name}}' }, 'renamed'],
      ['file_system.show_file_info', { file_path: '{{renamed.path}}' }, 'info'],
    ],
    ref: '{{info.file_id}}', name: '{{inputs.file}} → {{inputs.new_name}}', what: 'renamed', say: 'Renamed {{inputs.file}}; it is now {{renamed.path}}.' },
];

/**
 * A file's path where the user names the file but no folder ("save it into my files"): any
 * folder of their home will do (the API's default is ~/downloads), the file has this name. Where
 * the user names the folder (downloads), the path stays the reference's.
 */
const fileNamed = (name: string, c: AttachmentCase, renamed = false): FreeDef[] =>
  /\bdownloads?\b/i.test(`${c.intention} ${c.saveMessage}`)
    ? []
    : [
        renamed
          // A rename changes the name part only: the file stays in the folder it was saved in (s12 world12).
          ? { app: 'file_system', table: 'files', field: 'path', constraint: { contains: [name] }, keeps_folder: true, why: 'the user renames the file: it keeps the folder it was saved in, the new name is the user\'s' }
          : { app: 'file_system', table: 'files', field: 'path', constraint: { contains: [name] }, why: 'the user names the file, not the folder: any folder of their home will do, the file has this name' },
      ];

const AttachmentCase = z.object({ ...appCase, subject: z.string(), newName: z.string(), saveMessage: z.string(), renameMessage: z.string() });
type AttachmentCase = z.infer<typeof AttachmentCase>;

function attachmentTask(c: AttachmentCase) {
  const file = fixtureRow<{ id: number; file_name: string }>(
    'SELECT a.id, a.file_name FROM gmail_attachments a JOIN gmail_emails e ON e.id = a.email_id WHERE e.thread_id = ?',
    idOf('thread', c.subject),
  );
  return logTask(c, {
    intro: 'Subject of the email in; its attachment lands in Downloads.', heading: 'Saved files', empty: 'Nothing saved yet.', kind: 'file', actions: ATTACHMENT,
    openInputs: [['subject', 'email'], ['new_name', 'name']], openActions: ['save', 'attachment'],
    steps: [
      { message: c.saveMessage, values: { subject: c.subject }, hint: ['save', 'attachment'],
        captures: { fileId: { app: 'file_system', table: 'files' } },
        calls: [['gmail.download_attachment', { attachment_id: file.id }]],
        // The file lands under its own name; the user names no folder, so any folder of their
        // home will do (the API's default is ~/downloads). Its content is the attachment's.
        changes: [['file_system.files', 'inserted']], free: fileNamed(file.file_name, c),
        // The file's name could come from the email alone: that it was saved is said beside it (Reading 2).
        // The subject is only the key the user searched by, not something to see again (s10 file10).
        mutations: 1, show: [file.file_name, '$fileId'], state: ACTION_WORDS.attachmentSaved },
      { message: c.renameMessage, values: { file: file.file_name, new_name: c.newName }, hint: ['rename'],
        calls: [['file_system.rename_file', { new_name: c.newName }]],
        // The same file, renamed: the end-state check holds its new name, in whatever folder it was saved.
        changes: [['file_system.files', 'updated', { id: '$fileId' }]], free: fileNamed(c.newName, c, true),
        mutations: 1, show: [c.newName] },
    ],
    reopenShows: [c.newName], retained: '$fileId',
  });
}

// ---------------------------------------------------------------- forward a thread, then one email, to contacts by name

const FORWARD: ActSpec[] = [
  { id: 'forward_thread', label: 'Forward conversation', find: 'thread', inputs: [input('contact', 'Contact name'), input('note', 'Note')],
    goal: 'Find the inbox thread by subject and forward all of it to a contact found by name.',
    calls: [
      ['phone.search_contacts', { query: '{{inputs.contact}}', page_limit: 1 }, 'who'],
      ['gmail.forward_email_thread', { email_thread_id: '@id', email_addresses: ['{{who.0.email}}'], body: '{{inputs.note}}' }, 'sent'],
    ],
    what: 'conversation forwarded to {{who.0.first_name}} {{who.0.last_name}}',
    say: 'Forwarded @name (thread @id) to {{who.0.first_name}} {{who.0.last_name}} at {{who.0.email}}.' },
  { id: 'forward_latest', label: 'Forward latest email', goal: 'Forward only the newest email with the subject to a contact found by name.',
    inputs: [input('email_subject', 'Subject of the email'), input('recipient', 'Contact name'), input('note', 'Note')],
    calls: [
      ['gmail.search_emails', { query: '{{inputs.email_subject}}', page_limit: 1 }, 'mail'],
      ['phone.search_contacts', { query: '{{inputs.recipient}}', page_limit: 1 }, 'who'],
      ['gmail.forward_email', { email_id: '{{mail.0.email_id}}', email_addresses: ['{{who.0.email}}'], body: '{{inputs.note}}' }, 'sent'],
    ],
    ref: '{{mail.0.email_id}}', name: '{{mail.0.subject}}', what: 'email forwarded to {{who.0.first_name}} {{who.0.last_name}}',
    say: 'Forwarded the latest "{{mail.0.subject}}" email to {{who.0.first_name}} {{who.0.last_name}} at {{who.0.email}}.' },
];

/** Forward the thread `thread` to the contact `to` (a first name), then the newest email of `email` to `to2`. */
const ForwardCase = z.object({
  ...appCase,
  thread: z.string(),
  to: z.string(),
  threadMessage: z.string(),
  note: z.string(),
  email: z.string(),
  to2: z.string(),
  emailMessage: z.string(),
  note2: z.string(),
});
type ForwardCase = z.infer<typeof ForwardCase>;

/** A person in the user's own phone contacts (not another user's), by first name. */
const contact = (first: string) =>
  fixtureRow<{ first_name: string; last_name: string; email: string }>(
    'SELECT first_name, last_name, email FROM phone_contacts WHERE owner_id = ? AND first_name = ? ORDER BY id', userId(), first);

/** The longest clause of an email's text: what any relay of it, in any layout or quoting, still holds word for word. */
export function keySentence(body: string): string {
  const parts = textParts(body);
  // A one-clause email is its own whole text.
  return parts.length < 2 ? body.trim() : parts.reduce((best, x) => (x.length > best.length ? x : best), '');
}

/**
 * The email a forward sends, left to the app's layout (s11 text11, one_api): the user dictates only
 * the note, so the email may be sent by the forward APIs or by send_email, with any subject and
 * any quoting. It carries the note as written (nothing after it on its line) and the longest
 * sentence of each email forwarded — the whole thread's, or the newest email's only.
 */
function forwarded(note: string, bodies: readonly string[], left: readonly string[] = []): FreeDef[] {
  // "Just the latest": the thread's older emails stay behind, so their text is not in the forward (s12 world12).
  const kept = bodies.map(keySentence);
  const lacks = left.map(keySentence).filter((k) => k.trim() !== '' && !kept.some((b) => b.toLowerCase().includes(k.toLowerCase())) && !note.toLowerCase().includes(k.toLowerCase()));
  return [
    { app: 'gmail', table: '*', field: 'subject', constraint: 'any', why: 'the user dictates only the note: the subject of the email that forwards is the app\'s' },
    { app: 'gmail', table: 'emails', field: 'body', constraint: { contains: [note, ...kept], ends_line: [note], ...(lacks.length > 0 ? { lacks } : {}) }, why: lacks.length > 0 ? 'the user dictates the note and asks for just the latest email: the body carries the note as written and that email\'s text, in any layout, and none of the older emails of its thread' : 'the user dictates the note and which emails go: the body carries the note as written and the forwarded text, in any layout' },
  ];
}

function forwardTask(c: ForwardCase) {
  const one = contact(c.to);
  const two = contact(c.to2);
  const thread = idOf('thread', c.thread);
  const latest = fixtureRow<{ id: number }>('SELECT id FROM gmail_emails WHERE thread_id = ? ORDER BY sent_at DESC', idOf('thread', c.email)).id;
  const bodiesOf = (sql: string, id: number) => fixtureRows<{ body: string }>(sql, id).map((e) => e.body);
  const threadBodies = bodiesOf('SELECT body FROM gmail_emails WHERE thread_id = ? ORDER BY sent_at', thread);
  const latestBody = bodiesOf('SELECT body FROM gmail_emails WHERE id = ?', latest);
  const olderBodies = fixtureRows<{ body: string }>('SELECT body FROM gmail_emails WHERE thread_id = ? AND id <> ? ORDER BY sent_at', idOf('thread', c.email), latest).map((e) => e.body);
  return logTask(c, {
    intro: 'Pick an email by subject and a contact by name.', heading: 'Forwarded', empty: 'Nothing forwarded yet.', kind: 'id', actions: FORWARD,
    openInputs: [['subject', 'email'], ['contact', 'name', 'recipient']], openActions: ['forward'],
    steps: [
      { message: c.threadMessage, values: { subject: c.thread, contact: `${one.first_name} ${one.last_name}`, note: c.note }, hint: ['forward', 'conversation'],
        // Any API that sends it (a forward, or send_email in the app's layout): the end state holds whom it went to and what it carries.
        calls: [],
        // The subject and the contact could come from reads alone: that it was forwarded is said too (Reading 2).
        changes: SENT.email, alsoAllow: [['gmail', 'attachments', 'inserted']], mutations: 6, show: [c.thread, one.email], state: ACTION_WORDS.forwarded, free: forwarded(c.note, threadBodies) },
      // s33 (s33-s261-f2): which email went is said too, as step 1 says the thread.
      { message: c.emailMessage, values: { email_subject: c.email, recipient: `${two.first_name} ${two.last_name}`, note: c.note2 }, hint: ['forward', 'latest'],
        calls: [],
        changes: SENT.email, alsoAllow: [['gmail', 'attachments', 'inserted']], mutations: 6, show: [c.email, two.email], state: ACTION_WORDS.forwarded, free: forwarded(c.note2, latestBody, olderBodies) },
    ],
    reopenShows: [c.thread, `${one.first_name} ${one.last_name}`], retained: thread,
  });
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, { attachment: [AttachmentCase, attachmentTask], forward: [ForwardCase, forwardTask] });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
