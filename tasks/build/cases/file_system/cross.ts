/**
 * file_system apps that reach a second service: a note saved out as a file and extended there,
 * a file emailed as an attachment and another texted to a contact found by name, a spending log
 * file started from a Splitwise expense and extended with a Venmo payment, and a contacts sheet
 * written from the phone's address book.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, input, message, update } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { fsFile, fsTasks, home, type FlowStep, type FsCase, type FsPattern } from '../../shapes/files.ts';
import { keptIn } from '../../kit/flow.ts';

const F = 'file_system';

// ---------------------------------------------------------------- export a note to a file, then add a line to the file

interface ExportCase extends FsCase { note: string; file: string; line: string; exportMessage: string; addMessage: string }

const noteToFile: FsPattern<ExportCase> = {
  services: [F, 'simple_note'],
  list: { name: 'exports', fields: { id: 'number', path: 'string', from: 'string' }, item: '{{item.path}} (file {{item.id}}) — {{item.from}}', heading: 'Notes saved as files', empty: 'No notes saved as files yet.' },
  actions: [
    act('save_note_as_file', 'Save note as file', 'Find the note by its title and save it as a text file at the given path.', ['simple_note', F], [input('note', 'Note title'), input('file', 'Save as (path)')], [
      call('simple_note.search_notes', { query: '{{inputs.note}}', page_limit: 1 }, 'found'),
      call('simple_note.export_note_to_file', { note_id: '{{found.0.note_id}}', file_path: '{{inputs.file}}' }, 'saved'),
      append('exports', { id: '{{saved.file_id}}', path: '{{inputs.file}}', from: 'note "{{found.0.title}}"' }),
      message('Saved the note "{{found.0.title}}" as {{inputs.file}} (file {{saved.file_id}}).'),
    ]),
    act('add_line', 'Add a line', 'Add one line at the end of a file, on a line of its own.', [F], [input('target', 'File path'), input('line', 'Line to add')], [
      call('file_system.append_to_file', { file_path: '{{inputs.target}}', content: '\n{{inputs.line}}' }),
      call('file_system.show_file_info', { file_path: '{{inputs.target}}' }, 'info'),
      update('exports', '{{info.file_id}}', { from: 'extended: {{inputs.line}}' }),
      message('Added "{{inputs.line}}" to {{info.path}}; it now has {{info.line_count}} lines.'),
    ]),
  ],
  open: { inputs: [['note'], ['line']], actions: ['save', 'note'] },
  steps: (c): FlowStep[] => {
    const note = fixtureRow<{ id: number }>('SELECT id FROM simple_note_notes WHERE title = ?', c.note).id;
    return [
      {
        stage: 'submit', message: c.exportMessage, values: { note: c.note, file: c.file }, hint: ['save note'],
        captures: { fileId: { at: 'file_system.files', where: { path: c.file } } }, calls: [['simple_note.export_note_to_file', { note_id: note }]],
        changes: [['file_system.files', 'inserted', { path: c.file }]], max: 1, allow: [[F, 'files', 'inserted']], show: [c.file, '$fileId'],
      },
      {
        stage: 'revise', message: c.addMessage, values: { target: c.file, line: c.line }, hint: ['add', 'line'],
        // At the end, not the start: the line is appended (prepend left at its default, false).
        calls: [['file_system.append_to_file', { prepend: false }]], same: [['file_system.files', '$fileId']], max: 1, allow: [[F, 'files', 'updated']],
        // How the line is joined to the note's text is the app's choice; the line must be there.
        free: [{ app: F, table: 'files', field: 'content', constraint: { contains: [c.line] } }], show: [c.line],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.files', '$fileId', 'path', c.file)], retained: ['$fileId'] }),
};

const exportCases: ExportCase[] = [
  {
    id: 'single.file_system.tahoe-list-offline', split: 'public', seed: 7017, appId: 'note-to-file', title: 'Notes To Files',
    summary: 'Saves a note of mine as a plain text file where I say, and lets me keep adding lines to that file.',
    intro: 'Give a note\'s title and a path; add lines to the file later.',
    intention: 'The cabin has no signal, so my notes app will not sync there. Turn one of my notes into a text file on my laptop, and let me tack extra lines onto that file as I remember things.',
    note: 'Tahoe packing list', file: home('documents/tahoe_packing.txt'), line: '- spare phone battery',
    exportMessage: 'Save my Tahoe packing list note as /home/alex/documents/tahoe_packing.txt.',
    addMessage: 'Add "- spare phone battery" to /home/alex/documents/tahoe_packing.txt.',
  },
  {
    id: 'single.file_system.pasta-card-file', split: 'dev', seed: 7018, appId: 'kitchen-printouts', title: 'Kitchen Printouts',
    summary: 'Turns recipe notes into text files in my recipes folder for the kitchen printer, and adds tweaks to them.',
    intro: 'Recipe note title and a file path in; tweaks appended later.',
    intention: 'The kitchen printer only prints files. Pull a recipe out of my notes into my recipes folder as a file, and when I tweak the dish, append the tweak to that printout file.',
    note: 'Weeknight lemon pasta', file: home('documents/recipes/lemon_pasta.txt'), line: 'Finish with a handful of torn basil.',
    exportMessage: 'Put the Weeknight lemon pasta note into /home/alex/documents/recipes/lemon_pasta.txt.',
    addMessage: 'Append "Finish with a handful of torn basil." to /home/alex/documents/recipes/lemon_pasta.txt.',
  },
  {
    id: 'single.file_system.interview-sheet', split: 'sealed', seed: 7019, appId: 'interview-sheets', title: 'Interview Sheets',
    summary: 'Copies my interview-question notes into files in my work folder so the panel can use them, and adds questions.',
    intro: 'Choose the note and the work file; add questions to the file.',
    intention: 'Our hiring panel shares a drive, not my notes app. I need my interview question list for candidates written out as a file in my work folder, and a way to add one more question to the file later.',
    note: 'Interview questions for the backend role', file: home('documents/work/backend_interview_questions.txt'), line: '6. What would you change about our on-call setup?',
    exportMessage: 'Write the note Interview questions for the backend role to /home/alex/documents/work/backend_interview_questions.txt.',
    addMessage: 'Add the question "6. What would you change about our on-call setup?" at the end of /home/alex/documents/work/backend_interview_questions.txt.',
  },
];

// ---------------------------------------------------------------- email one file, text another, to contacts found by name

interface ShareCase extends FsCase { mailFile: string; mailTo: string; subject: string; textFile: string; textTo: string; mailMessage: string; textMessage: string }

const contact = (name: string) => {
  const [first, ...rest] = name.split(' ');
  return fixtureRow<{ email: string; phone_number: string }>('SELECT email, phone_number FROM phone_contacts WHERE first_name = ? AND last_name = ?', first, rest.join(' '));
};

const shareFiles: FsPattern<ShareCase> = {
  services: [F, 'gmail', 'phone'],
  list: { name: 'shared', fields: { id: 'number', what: 'string' }, item: '{{item.what}} (#{{item.id}})', heading: 'Shared so far', empty: 'Nothing shared yet.' },
  actions: [
    act('email_file', 'Email file', 'Look the person up in my phone contacts and email them the file as an attachment.', ['phone', 'gmail', F], [input('attach', 'File to attach'), input('person', 'Send to (contact name)'), input('subject', 'Subject')], [
      call('phone.search_contacts', { query: '{{inputs.person}}', page_limit: 1 }, 'who'),
      call('gmail.send_email', { email_addresses: ['{{who.0.email}}'], subject: '{{inputs.subject}}', body: 'Hi {{who.0.first_name}}, the file is attached.', attachment_file_paths: ['{{inputs.attach}}'] }, 'sent'),
      append('shared', { id: '{{sent.email_id}}', what: 'emailed {{inputs.attach}} to {{who.0.email}}' }),
      message('Emailed {{inputs.attach}} to {{who.0.first_name}} {{who.0.last_name}} at {{who.0.email}} (email {{sent.email_id}}).'),
    ]),
    act('text_file', 'Text file contents', 'Read the file and text its contents to a contact found by name.', ['phone', F], [input('file', 'File to text'), input('recipient', 'Text to (contact name)')], [
      call('file_system.show_file', { file_path: '{{inputs.file}}' }, 'doc'),
      call('phone.search_contacts', { query: '{{inputs.recipient}}', page_limit: 1 }, 'to'),
      call('phone.send_text_message', { phone_number: '{{to.0.phone_number}}', message: '{{doc.content}}' }, 'texted'),
      append('shared', { id: '{{texted.text_message_id}}', what: 'texted {{doc.path}} to {{to.0.phone_number}}' }),
      message('Texted the contents of {{doc.path}} to {{to.0.first_name}} {{to.0.last_name}} at {{to.0.phone_number}} (text {{texted.text_message_id}}).'),
    ]),
  ],
  open: { inputs: [['attach', 'file'], ['person', 'contact']], actions: ['email'] },
  steps: (c): FlowStep[] => {
    const mail = contact(c.mailTo);
    const text = contact(c.textTo);
    return [
      {
        stage: 'submit', message: c.mailMessage, values: { attach: c.mailFile, person: c.mailTo, subject: c.subject }, hint: ['email'],
        captures: { emailId: { at: 'gmail.emails' } }, calls: [['gmail.send_email', { email_addresses: [mail.email], subject: c.subject }]],
        changes: [['gmail.emails', 'inserted', { subject: c.subject }], ['gmail.attachments', 'inserted', { content: fsFile(c.mailFile).content }]], max: 5,
        allow: [['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted'], ['gmail', 'attachments', 'inserted']],
        free: [{ app: 'gmail', table: 'emails', field: 'body', constraint: 'non_empty' }], show: [mail.email, '$emailId'],
      },
      {
        stage: 'revise', message: c.textMessage, values: { file: c.textFile, recipient: c.textTo }, hint: ['text'],
        captures: { textId: { at: 'phone.text_messages' } }, calls: [['phone.send_text_message', { phone_number: text.phone_number }]],
        changes: [['phone.text_messages', 'inserted']], max: 3, allow: [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
        // A greeting around the file's text is fine; the whole text must be in the message.
        free: [{ app: 'phone', table: 'text_messages', field: 'message', constraint: { contains: [fsFile(c.textFile).content] } }],
        show: [c.textTo, text.phone_number, '$textId'],
      },
    ];
  },
  reopen: () => ({ shows: ['$emailId'], retained: ['$emailId'] }),
};

const shareCases: ShareCase[] = [
  {
    id: 'single.file_system.roommate-handoff', split: 'dev', seed: 7020, appId: 'file-courier', title: 'File Courier',
    summary: 'Emails a file as an attachment, or texts a file\'s text, to someone from my contacts.',
    intro: 'Pick a file and a contact by name: email it as an attachment, or text its contents.',
    intention: 'I am away for a month and my roommate runs the flat. I want to mail a file as an attachment, or text the words of a file, to a person I name from my contacts, without digging up their address or number.',
    mailFile: home('documents/apartment_lease.txt'), mailTo: 'Sofia Silva', subject: 'Our lease, in case the landlord asks',
    textFile: home('downloads/wifi_router_manual.txt'), textTo: 'Sofia Silva',
    mailMessage: 'Email /home/alex/documents/apartment_lease.txt to Sofia Silva with the subject "Our lease, in case the landlord asks".',
    textMessage: 'Also text Sofia Silva what /home/alex/downloads/wifi_router_manual.txt says.',
  },
  {
    id: 'single.file_system.team-roadmap-share', split: 'sealed', seed: 7021, appId: 'work-file-share', title: 'Work File Share',
    summary: 'Sends work files to colleagues from my contacts: as an email attachment or pasted into a text.',
    intro: 'File path and colleague name in; out goes an email or a text.',
    intention: 'Colleagues keep asking me for the same documents. Email a document to a coworker I name as an attachment, or if they are on the go, text them the plain text of a file.',
    mailFile: home('documents/work/q2_roadmap.md'), mailTo: 'Kenji Chen', subject: 'Q2 roadmap', textFile: home('documents/work/meeting_notes_2023-05-15.txt'),
    textTo: 'Ava Larsen', mailMessage: 'Send Kenji Chen /home/alex/documents/work/q2_roadmap.md by email, subject Q2 roadmap.',
    textMessage: 'Ava Larsen is on the train: text her the contents of /home/alex/documents/work/meeting_notes_2023-05-15.txt.',
  },
  {
    id: 'single.file_system.family-recipe-relay', split: 'dev', seed: 7022, appId: 'recipe-relay', title: 'Recipe Relay',
    summary: 'Shares my recipe files with family: emailed as attachments or texted as plain text.', intro: 'A recipe file and a relative\'s name: email it or text it.',
    intention: 'Relatives always want my recipes. Let me email a recipe file as an attachment to someone in my contacts, or text the recipe\'s text to someone who only reads texts.',
    mailFile: home('documents/recipes/banana_bread.txt'), mailTo: 'Nora Patel', subject: 'Banana bread, as promised',
    textFile: home('documents/recipes/weeknight_curry.txt'), textTo: 'Noah Patel',
    mailMessage: 'Email /home/alex/documents/recipes/banana_bread.txt to Nora Patel, subject "Banana bread, as promised".',
    textMessage: 'Dad only reads texts: send Noah Patel the text of /home/alex/documents/recipes/weeknight_curry.txt.',
  },
];

// ---------------------------------------------------------------- a spending log file from a Splitwise expense, extended with a Venmo payment

interface LedgerCase extends FsCase { log: string; expense: string; payment: string; startMessage: string; addMessage: string }

const ledger: FsPattern<LedgerCase> = {
  services: [F, 'splitwise', 'venmo'],
  list: { name: 'lines', fields: { id: 'number', line: 'string' }, item: '{{item.line}} (#{{item.id}})', heading: 'Logged', empty: 'Nothing logged yet.' },
  actions: [
    act('start_log', 'Start log from expense', 'Find the Splitwise expense by its description and start the log file with its date, description and amount.', ['splitwise', F], [input('expense', 'Splitwise expense'), input('log', 'Log file path')], [
      call('splitwise.show_expenses', { query: '{{inputs.expense}}', page_limit: 1 }, 'spent'),
      call('file_system.create_file', { file_path: '{{inputs.log}}', content: '{{spent.0.created_at}} | splitwise | {{spent.0.description}} | {{spent.0.paid_amount}}' }, 'made'),
      append('lines', { id: '{{spent.0.expense_id}}', line: '{{spent.0.description}}: {{spent.0.paid_amount}}' }),
      message('Started {{inputs.log}} (file {{made.file_id}}) with "{{spent.0.description}}", {{spent.0.paid_amount}}.'),
    ]),
    act('log_payment', 'Log Venmo payment', 'Find the Venmo payment by its description and add a line for it to the log file.', ['venmo', F], [input('payment', 'Venmo payment'), input('log_file', 'Log file')], [
      call('venmo.show_transactions', { query: '{{inputs.payment}}', page_limit: 1 }, 'paid'),
      call('file_system.append_to_file', { file_path: '{{inputs.log_file}}', content: '\n{{paid.0.created_at}} | venmo | {{paid.0.description}} | {{paid.0.amount}}' }),
      append('lines', { id: '{{paid.0.transaction_id}}', line: '{{paid.0.description}}: {{paid.0.amount}}' }),
      message('Logged "{{paid.0.description}}", {{paid.0.amount}}, in {{inputs.log_file}}.'),
    ]),
  ],
  open: { inputs: [['expense'], ['log']], actions: ['log'] },
  steps: (c): FlowStep[] => {
    const spent = fixtureRow<{ id: number; description: string; paid_amount: number }>('SELECT id, description, paid_amount FROM splitwise_expenses WHERE description = ?', c.expense);
    const paid = fixtureRow<{ id: number; description: string; amount: number }>("SELECT id, description, amount FROM venmo_transactions WHERE description LIKE ? || '%'", c.payment);
    return [
      {
        stage: 'submit', message: c.startMessage, values: { expense: c.expense, log: c.log }, hint: ['start'],
        captures: { logId: { at: 'file_system.files', where: { path: c.log } } }, calls: [['splitwise.show_expenses', {}], ['file_system.create_file', {}]],
        changes: [['file_system.files', 'inserted', { path: c.log }]], max: 1, allow: [[F, 'files', 'inserted']],
        // The line's layout is the app's; it must name the expense and its amount.
        free: [{ app: F, table: 'files', field: 'content', constraint: { contains: [spent.description, String(spent.paid_amount)] } }],
        show: [String(spent.paid_amount), '$logId'],
      },
      {
        stage: 'revise', message: c.addMessage, values: { payment: c.payment, log_file: c.log }, hint: ['venmo', 'payment'],
        calls: [['venmo.show_transactions', {}], ['file_system.append_to_file', { prepend: false }]], same: [['file_system.files', '$logId']], max: 1,
        allow: [[F, 'files', 'updated']],
        free: [{ app: F, table: 'files', field: 'content', constraint: { contains: [spent.description, paid.description, String(paid.amount)] } }],
        show: [String(paid.amount), paid.id],
      },
    ];
  },
  reopen: (c) => ({ shows: [fixtureRow<{ description: string }>('SELECT description FROM splitwise_expenses WHERE description = ?', c.expense).description], retained: [fixtureRow<{ id: number }>('SELECT id FROM splitwise_expenses WHERE description = ?', c.expense).id] }),
};

const ledgerCases: LedgerCase[] = [
  {
    id: 'single.file_system.flat-costs-log', split: 'sealed', seed: 7023, appId: 'flat-ledger', title: 'Flat Costs Ledger',
    summary: 'Keeps a text ledger of flat costs, with lines taken from Splitwise expenses and Venmo payments.',
    intro: 'Start the ledger from a Splitwise expense; add Venmo payments to it.',
    intention: 'Between Splitwise and Venmo I lose track of what the flat really costs me. I would like one plain text ledger: start it from a shared expense and then add payments from Venmo as lines.',
    log: home('documents/finance/flat_costs.txt'), expense: 'Comcast internet - May', payment: 'Cleaning supplies + new vacuum bags',
    startMessage: 'Start /home/alex/documents/finance/flat_costs.txt with the Comcast internet - May expense.',
    addMessage: 'Add my Venmo payment "Cleaning supplies + new vacuum bags" to /home/alex/documents/finance/flat_costs.txt.',
  },
  {
    id: 'single.file_system.gift-spend-log', split: 'dev', seed: 7024, appId: 'gift-ledger', title: 'Gift Spending File',
    summary: 'Tracks what I spend on gifts in a text file, from Splitwise expenses and Venmo payments.',
    intro: 'Name the Splitwise gift expense and the file; later add Venmo gift payments.',
    intention: 'Presents add up over a year. Keep a spending file for gifts: its first line comes from a gift expense I split on Splitwise, and later lines from gifts I paid for over Venmo.',
    log: home('documents/finance/gifts_2023.txt'), expense: 'Father\'s Day grill tools', payment: 'Taylor concert ticket',
    startMessage: 'Open /home/alex/documents/finance/gifts_2023.txt with the Father\'s Day grill tools expense from Splitwise.',
    addMessage: 'Log the Venmo payment Taylor concert ticket in /home/alex/documents/finance/gifts_2023.txt too.',
  },
  {
    id: 'single.file_system.eating-out-tally', split: 'sealed', seed: 7025, appId: 'food-tally', title: 'Eating Out Tally',
    summary: 'Writes meals out into a tally file: shared dinners from Splitwise and quick lunches paid by Venmo.',
    intro: 'Start the tally from a Splitwise dinner; add Venmo meals.',
    intention: 'I promised myself to eat out less this summer, so I want a tally of every restaurant bill in one file: dinners split on Splitwise to begin with, and lunches I sent money for on Venmo appended underneath.',
    log: home('documents/finance/eating_out.txt'), expense: 'Dinner at Lola (your half)', payment: 'Burrito Friday',
    startMessage: 'Create /home/alex/documents/finance/eating_out.txt from the Splitwise expense Dinner at Lola (your half).',
    addMessage: 'Append the Venmo payment Burrito Friday to /home/alex/documents/finance/eating_out.txt.',
  },
];

// ---------------------------------------------------------------- a contacts sheet written from the phone's address book

interface SheetCase extends FsCase { sheet: string; first: string; second: string; startMessage: string; addMessage: string }

const contactSheet: FsPattern<SheetCase> = {
  services: [F, 'phone'],
  list: { name: 'people', fields: { id: 'number', name: 'string', number: 'string' }, item: '{{item.name}}: {{item.number}}', heading: 'On the sheet', empty: 'Nobody on the sheet yet.' },
  actions: [
    act('start_sheet', 'Start sheet', 'Look the person up in my phone contacts and write a new sheet file with their name and phone number.', ['phone', F], [input('who', 'Contact name'), input('sheet', 'Sheet file path')], [
      call('phone.search_contacts', { query: '{{inputs.who}}', page_limit: 1 }, 'hit'),
      call('file_system.create_file', { file_path: '{{inputs.sheet}}', content: '{{hit.0.first_name}} {{hit.0.last_name}}: {{hit.0.phone_number}}' }, 'made'),
      append('people', { id: '{{hit.0.contact_id}}', name: '{{hit.0.first_name}} {{hit.0.last_name}}', number: '{{hit.0.phone_number}}' }),
      message('Wrote {{inputs.sheet}} (file {{made.file_id}}) with {{hit.0.first_name}} {{hit.0.last_name}}, {{hit.0.phone_number}}.'),
    ]),
    act('add_person', 'Add person', 'Look another person up in my contacts and add their line to the sheet.', ['phone', F], [input('another', 'Contact name'), input('sheet_file', 'Sheet file')], [
      call('phone.search_contacts', { query: '{{inputs.another}}', page_limit: 1 }, 'hit'),
      call('file_system.append_to_file', { file_path: '{{inputs.sheet_file}}', content: '\n{{hit.0.first_name}} {{hit.0.last_name}}: {{hit.0.phone_number}}' }),
      append('people', { id: '{{hit.0.contact_id}}', name: '{{hit.0.first_name}} {{hit.0.last_name}}', number: '{{hit.0.phone_number}}' }),
      message('Added {{hit.0.first_name}} {{hit.0.last_name}}, {{hit.0.phone_number}}, to {{inputs.sheet_file}}.'),
    ]),
  ],
  open: { inputs: [['who', 'contact'], ['sheet']], actions: ['sheet'] },
  steps: (c): FlowStep[] => {
    const one = contact(c.first);
    const two = contact(c.second);
    return [
      {
        stage: 'submit', message: c.startMessage, values: { who: c.first, sheet: c.sheet }, hint: ['start'],
        captures: { sheetId: { at: 'file_system.files', where: { path: c.sheet } } }, calls: [['phone.search_contacts', {}], ['file_system.create_file', {}]],
        changes: [['file_system.files', 'inserted', { path: c.sheet }]], max: 1, allow: [[F, 'files', 'inserted']],
        free: [{ app: F, table: 'files', field: 'content', constraint: { contains: [c.first, one.phone_number] } }], show: [one.phone_number, '$sheetId'],
      },
      {
        stage: 'revise', message: c.addMessage, values: { another: c.second, sheet_file: c.sheet }, hint: ['add'],
        calls: [['file_system.append_to_file', { prepend: false }]], same: [['file_system.files', '$sheetId']], max: 1, allow: [[F, 'files', 'updated']],
        free: [{ app: F, table: 'files', field: 'content', constraint: { contains: [c.first, one.phone_number, c.second, two.phone_number] } }], show: [two.phone_number],
      },
    ];
  },
  reopen: (c) => ({ shows: [contact(c.second).phone_number], retained: [contact(c.first).phone_number] }),
};

const sheetCases: SheetCase[] = [
  {
    id: 'single.file_system.babysitter-sheet', split: 'dev', seed: 7026, appId: 'fridge-sheet', title: 'Fridge Phone Sheet',
    summary: 'Writes a phone sheet file for the fridge from my contacts, one person per line.', intro: 'Name a contact and the sheet file; add more people later.',
    intention: 'The babysitter needs numbers to call if something goes wrong, printed and stuck on the fridge. Build that sheet as a file from people in my phone, and let me add someone afterwards.',
    sheet: home('documents/fridge_numbers.txt'), first: 'Maya Reyes', second: 'Chloe Patel',
    startMessage: 'Start /home/alex/documents/fridge_numbers.txt with our neighbour Maya Reyes.',
    addMessage: 'Put my sister Chloe Patel on /home/alex/documents/fridge_numbers.txt as well.',
  },
  {
    id: 'single.file_system.climbing-trip-roster', split: 'sealed', seed: 7027, appId: 'trip-roster', title: 'Trip Roster',
    summary: 'Keeps a roster file of who is coming on a trip, with their phone numbers from my contacts.',
    intro: 'Add people from my contacts to a roster file, name and number per line.',
    intention: 'For the climbing weekend the ranger station wants a roster with a phone number for each of us. Write it as a file from my contacts, starting with one friend, and add the others as they confirm.',
    sheet: home('documents/climbing_roster.txt'), first: 'Owen Kim', second: 'Zoe Ito', startMessage: 'Begin /home/alex/documents/climbing_roster.txt with Owen Kim.',
    addMessage: 'Zoe Ito just confirmed, add her to /home/alex/documents/climbing_roster.txt.',
  },
];

export function tasks(): TaskInput[] {
  return [...fsTasks(noteToFile, exportCases), ...fsTasks(shareFiles, shareCases), ...fsTasks(ledger, ledgerCases), ...fsTasks(contactSheet, sheetCases)];
}
