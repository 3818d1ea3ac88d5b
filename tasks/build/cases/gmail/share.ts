/**
 * Gmail apps that reach a second service: attachments filed into the file system, and threads
 * forwarded to people looked up in the phone's contacts by name.
 */
import { input } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { type ActSpec, type CaseBase, idOf, logTask } from '../../shapes/found-log.ts';
import { SENT } from '../../kit/changes.ts';

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

type AttachmentCase = CaseBase & { subject: string; newName: string; saveMessage: string; renameMessage: string };

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
        // Where the file lands (downloads, its own name) is held by the end-state check.
        changes: [['file_system.files', 'inserted']],
        mutations: 1, show: [c.subject, file.file_name, '$fileId'] },
      { message: c.renameMessage, values: { file: file.file_name, new_name: c.newName }, hint: ['rename'],
        calls: [['file_system.rename_file', { new_name: c.newName }]],
        // The same file, renamed in place: the end-state check holds its new path.
        changes: [['file_system.files', 'updated', { id: '$fileId' }]],
        mutations: 1, show: [c.newName] },
    ],
    reopenShows: [c.newName], retained: '$fileId',
  });
}

const attachmentCases: AttachmentCase[] = [
  { id: 'single.gmail.receipt-saver', split: 'public', seed: 2321, appId: 'attachment-saver', title: 'Attachment Saver',
    summary: 'Saves email attachments from Gmail into my files and lets me give them better names.',
    intention: 'Attachments get lost in my inbox. I want to pull the attachment of an email into my downloads folder by the email\'s subject, then rename the file to something I will recognise.',
    subject: 'Expense report for the Chicago trip', newName: 'chicago_trip_expenses_2023.txt',
    saveMessage: 'Save the attachment from Expense report for the Chicago trip.', renameMessage: 'Rename chicago_expenses.txt to chicago_trip_expenses_2023.txt.' },
  { id: 'single.gmail.oncall-notes-file', split: 'dev', seed: 2322, appId: 'oncall-files', title: 'Handover Files',
    summary: 'Downloads the notes attached to Gmail handover emails and renames them by week.',
    intention: 'Every on-call handover arrives as an email attachment. I want it saved as a file from the subject alone, and renamed with the week so they do not overwrite each other.',
    subject: 'On-call handover', newName: 'oncall_notes_week20.txt', saveMessage: 'Grab the attachment of the On-call handover email.',
    renameMessage: 'Call oncall_notes.txt oncall_notes_week20.txt instead.' },
  { id: 'single.gmail.lake-photos-download', split: 'sealed', seed: 2323, appId: 'memory-keeper', title: 'Souvenir Saver',
    summary: 'Keeps what friends send me by email as files, under names I choose.',
    intention: 'Friends email me trip souvenirs. Save the attachment of such an email into my files by its subject and let me rename it.',
    subject: 'Photos from the lake trip', newName: 'lake_trip_2023.txt', saveMessage: 'Keep the attachment from Photos from the lake trip.',
    renameMessage: 'Rename lake_trip_photos.txt to lake_trip_2023.txt.' },
];

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

interface ForwardCase extends CaseBase {
  thread: string;
  to: { first: string };
  threadMessage: string;
  note: string;
  email: string;
  to2: { first: string };
  emailMessage: string;
  note2: string;
}

/** A person in the user's phone contacts, by first name. */
const contact = (first: string) =>
  fixtureRow<{ first_name: string; last_name: string; email: string }>('SELECT first_name, last_name, email FROM phone_contacts WHERE first_name = ? ORDER BY id', first);

function forwardTask(c: ForwardCase) {
  const one = contact(c.to.first);
  const two = contact(c.to2.first);
  const thread = idOf('thread', c.thread);
  const latest = fixtureRow<{ id: number }>('SELECT id FROM gmail_emails WHERE thread_id = ? ORDER BY sent_at DESC', idOf('thread', c.email)).id;
  return logTask(c, {
    intro: 'Pick an email by subject and a contact by name.', heading: 'Forwarded', empty: 'Nothing forwarded yet.', kind: 'id', actions: FORWARD,
    openInputs: [['subject', 'email'], ['contact', 'name', 'recipient']], openActions: ['forward'],
    steps: [
      { message: c.threadMessage, values: { subject: c.thread, contact: `${one.first_name} ${one.last_name}`, note: c.note }, hint: ['forward', 'conversation'],
        calls: [['gmail.forward_email_thread', { email_thread_id: thread, email_addresses: [one.email], body: c.note }]],
        changes: SENT.email, alsoAllow: [['gmail', 'attachments', 'inserted']], mutations: 6, show: [c.thread, one.email] },
      { message: c.emailMessage, values: { email_subject: c.email, recipient: `${two.first_name} ${two.last_name}`, note: c.note2 }, hint: ['forward', 'latest'],
        calls: [['gmail.forward_email', { email_id: latest, email_addresses: [two.email], body: c.note2 }]],
        changes: SENT.email, alsoAllow: [['gmail', 'attachments', 'inserted']], mutations: 6, show: [two.email] },
    ],
    reopenShows: [c.thread, `${one.first_name} ${one.last_name}`], retained: thread,
  });
}

const forwardCases: ForwardCase[] = [
  { id: 'single.gmail.forward-to-partner', split: 'dev', seed: 2324, appId: 'pass-it-on', title: 'Pass It On',
    summary: 'Forwards Gmail threads or single emails to people from my phone contacts, by name.',
    intention: 'I often need to pass an email on to someone but never remember their address. Let me forward a thread or just its latest email to a contact by their name from my phone.',
    thread: 'Flights for Thanksgiving', to: { first: 'Nora' },
    threadMessage: 'Forward the Flights for Thanksgiving conversation to Nora Patel with the note: Which flight works for you?', note: 'Which flight works for you?',
    email: 'Car insurance renewal', to2: { first: 'Omar' },
    emailMessage: 'Send just the latest Car insurance renewal email on to Omar Patel, note: Is this price normal?', note2: 'Is this price normal?' },
  { id: 'single.gmail.handover-forward', split: 'sealed', seed: 2325, appId: 'handover-forwarder', title: 'Work Forward',
    summary: 'Forwards work emails to colleagues I name, using their address from my contacts.',
    intention: 'When I go on leave I forward work threads to whoever covers for me. I type the subject and the colleague\'s name; the address should come from my phone contacts.',
    thread: 'Q2 planning doc', to: { first: 'Kenji' }, threadMessage: 'Forward all of Q2 planning doc to Kenji Chen, saying: You own this while I am away.',
    note: 'You own this while I am away.', email: 'Conference budget approved', to2: { first: 'Aisha' },
    emailMessage: 'Forward the latest Conference budget approved email to Aisha Schmidt with: Please book the tickets.', note2: 'Please book the tickets.' },
  { id: 'single.gmail.family-forward', split: 'public', seed: 2326, appId: 'family-relay', title: 'Family Relay',
    summary: 'Relays family emails from Gmail to relatives found in my phone contacts.',
    intention: 'I am the family organiser: emails about gatherings need relaying to relatives whose addresses live in my phone, not in my head.',
    thread: 'Sunday dinner plans', to: { first: 'Hana' }, threadMessage: 'Relay the whole Sunday dinner plans thread to Hana Patel and add: Bring dessert!',
    note: 'Bring dessert!', email: 'Holiday travel dates', to2: { first: 'Noah' },
    emailMessage: 'Pass the newest Holiday travel dates email to Noah Patel with the note: Can you drive us?', note2: 'Can you drive us?' },
];

export const tasks = () => [...attachmentCases.map(attachmentTask), ...forwardCases.map(forwardTask)];
