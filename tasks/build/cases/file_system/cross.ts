/**
 * file_system apps that reach a second service: a note saved out as a file and extended there,
 * a file emailed as an attachment and another texted to a contact found by name, a spending log
 * file started from a Splitwise expense and extended with a Venmo payment, and a contacts sheet
 * written from the phone's address book.
 */
import { ACTION_WORDS, withCaseActions } from '../../kit/action-words.ts';
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, input, message } from '../../kit/package.ts';
import { contact, fixtureRow, noteRow, userId } from '../../kit/fixture.ts';
import type { Obj, Value, Values } from '../../kit/types.ts';
import { baseName, fsFile, fsTasks, type FlowStep, type FsPattern } from '../../shapes/files.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { keptIn } from '../../kit/flow.ts';
import { said, type Said } from '../../kit/checks.ts';
import { caseRows } from '../../kit/rows.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { lookAlikeRows } from '../../kit/look-alike.ts';

const F = 'file_system';
/** One step of `startThenAdd`: what the user says and types, the calls, what the file's text must then hold, what the user sees. */
/** `apart` (on the add step): entries the user keeps as lines, each on a line of its own after the addition. */
interface FileStep { message: string; values: Values; hint: string[]; calls?: FlowStep['calls']; contains?: string[]; either?: string[]; apart?: string[]; show: (Value | Said)[] }

/**
 * s21 (tahoe-list-offline s21-r1-f1): a line added at the end stands on a line of its own, not run on
 * after the file's last line ("…snacks for the drive- spare phone battery"): the file's last line and
 * each added one are on lines apart.
 */
function ownLine(before: readonly string[], added: readonly string[]): { lines_apart?: string[] } {
  const last = (before.at(-1) ?? '').split('\n').map((l) => l.trim()).filter((l) => l !== '').at(-1);
  return last === undefined || added.includes(last) ? {} : { lines_apart: [last, ...added] };
}

/**
 * The steps of an app that starts a file at `path` (its id captured as `capture`), then adds a
 * line to that same file. How the lines are laid out is the app's choice, and so is the API that
 * writes them (an export, a new file, a rewrite): `contains` is what the text must hold, and after
 * the addition it must still hold what it started with. Only where the user says the line goes
 * at the end ("append", "at the end") is an append at the end (prepend false) demanded.
 */
function startThenAdd({ path, capture, start, add, said = '' }: { path: string; capture: string; start: FileStep; add: FileStep; said?: string }): FlowStep[] {
  // s21 (tahoe-list-offline s21-r1-f1): "tack extra lines onto that file", said in the intention, puts them at the end too.
  const atEnd = /\b(append|at the end|tack\w*|onto|later lines)\b/i.test(`${add.message} ${said}`);
  // s22 (gift-spend-log s22-r2-f2): "its first line comes from a gift expense": the started line heads the file.
  const heads = /\bfirst line\b/i.test(said) && start.contains && start.contains.length > 0 ? { heads: [start.contains[0] as string] } : {};
  const kept = add.contains && [...new Set([...(start.contains ?? []), ...add.contains])];
  const why = 'the lines\' layout is the app\'s; what the user asked for must be in them';
  // `either`: values of which the text names one (a shared expense's total or the user's own share).
  const either = start.either && start.either.length > 0 ? { mentions_one: start.either } : {};
  const eitherWhy = start.either && start.either.length > 0 ? `; the expense's amount may be its total or the user's own share (${start.either.join(' or ')})` : '';
  const text = (contains?: string[], apart?: string[]) => contains && [{ app: F, table: 'files', field: 'content', constraint: { contains, ...heads, ...(apart ? { lines_apart: apart } : {}) }, ...either, why: `${why}${eitherWhy}${apart ? '; the user keeps its entries as lines, so each is on a line of its own' : ''}` }];
  // Where the user says the line goes at the end, the file's text holds it after what the file
  // held — whichever API wrote it (append_to_file, or update_file with the whole text): the end
  // state judges the order, and the named append goes (kit/task.ts, issue #30, one_api).
  const added = (add.contains ?? []).filter((part) => !(start.contains ?? []).includes(part));
  const appended =
    atEnd && start.contains && start.contains.length > 0 && added.length > 0
      ? [{ app: F, table: 'files', field: 'content', constraint: { contains: start.contains, ...heads, at_end: added, ...(add.apart ? { lines_apart: add.apart } : ownLine(start.contains, added)) }, ...either, why: `${why}; the added line comes after what the file held${!add.apart && ownLine(start.contains, added).lines_apart ? ', on a line of its own' : ''}${eitherWhy}${add.apart ? '; each entry is on a line of its own' : ''}` }]
      : undefined;
  const file = `$${capture}`;
  return [
    {
      stage: 'submit', message: start.message, values: start.values, hint: start.hint, captures: { [capture]: { at: 'file_system.files', where: { path } } },
      calls: start.calls, changes: [['file_system.files', 'inserted', { path }]], max: 1, allow: [[F, 'files', 'inserted']], free: text(start.contains), show: [...start.show, file],
    },
    {
      stage: 'revise', message: add.message, values: add.values, hint: add.hint, calls: [...(add.calls ?? []), ...(atEnd ? [['file_system.append_to_file', { prepend: false }] as [string, Obj]] : [])],
      same: [['file_system.files', file]], max: 1, allow: [[F, 'files', 'updated']], free: appended ?? text(kept, add.apart), show: add.show,
    },
  ];
}

// ---------------------------------------------------------------- export a note to a file, then add a line to the file

const ExportCase = z.object({ ...stepsCase, note: z.string(), file: z.string(), line: z.string(), exportMessage: z.string(), addMessage: z.string() });
type ExportCase = z.infer<typeof ExportCase>;

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
      // The kept list is of the notes saved as files; the line added is the file's, not a log entry
      // the user asked to keep (s21, interview-sheet s21-r1-f1: no reopen check of it).
      message('Added "{{inputs.line}}" to {{info.path}}; it now has {{info.line_count}} lines.'),
    ]),
  ],
  open: { inputs: [['note'], ['line']], actions: ['save', 'note'] },
  steps: (c) =>
    startThenAdd({
      path: c.file, capture: 'fileId', said: c.intention,
      // The file holds the note's text; a title line (the export API's "title, blank line, text") is the app's choice.
      start: { message: c.exportMessage, values: { note: c.note, file: c.file }, hint: ['save note'], contains: [noteRow(c.note).content], show: [c.file] },
      add: { message: c.addMessage, values: { target: c.file, line: c.line }, hint: ['add', 'line'], contains: [c.line], show: [c.line] },
    }),
  reopen: (c) => ({ shows: [keptIn('file_system.files', '$fileId', 'path', c.file)], retained: ['$fileId'] }),
};

// ---------------------------------------------------------------- email one file, text another, to contacts found by name

const ShareCase = z.object({ ...stepsCase, mailFile: z.string(), mailTo: z.string(), subject: z.string(), textFile: z.string(), textTo: z.string(), mailMessage: z.string(), textMessage: z.string() });
type ShareCase = z.infer<typeof ShareCase>;

const shareFiles: FsPattern<ShareCase> = {
  services: [F, 'gmail', 'phone'],
  list: { name: 'shared', fields: { id: 'number', what: 'string' }, item: '{{item.what}} (#{{item.id}})', heading: 'Shared so far', empty: 'Nothing shared yet.' },
  actions: [
    act('email_file', 'Email file', 'Look the person up in my phone contacts and email them the file as an attachment.', ['phone', 'gmail', F], [input('attach', 'File to attach'), input('person', 'Send to (contact name)'), input('subject', 'Subject')], [
      call('phone.search_contacts', { query: '{{inputs.person}}', page_limit: 1 }, 'who'),
      call('gmail.send_email', { email_addresses: ['{{who.0.email}}'], subject: '{{inputs.subject}}', body: 'Hi {{who.0.first_name}}, the file is attached.', attachment_file_paths: ['{{inputs.attach}}'] }, 'sent'),
      append('shared', { id: '{{sent.email_id}}', what: 'emailed {{inputs.attach}} to {{who.0.email}}' }),
      message('Emailed {{inputs.attach}} to {{who.0.first_name}} {{who.0.last_name}} at {{who.0.email}} with the subject "{{inputs.subject}}" (email {{sent.email_id}}).'),
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
        free: [{ app: 'gmail', table: 'emails', field: 'body', why: 'the user asks for the file attached under the subject they give; a covering note, or none, is the app\'s' }],
        // Whom, which file and under what subject, as the user said them (issue #30, not_shown).
        show: [said(mail.email, c.mailTo), baseName(c.mailFile), c.subject],
      },
      {
        stage: 'revise', message: c.textMessage, values: { file: c.textFile, recipient: c.textTo }, hint: ['text'],
        captures: { textId: { at: 'phone.text_messages' } }, calls: [['phone.send_text_message', { phone_number: text.phone }]],
        changes: [['phone.text_messages', 'inserted']], max: 3, allow: [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
        // A greeting around the file's text is fine; the whole text must be in the message.
        free: [{ app: 'phone', table: 'text_messages', field: 'message', constraint: { contains: [fsFile(c.textFile).content] }, why: 'a greeting around the file\'s text is the app\'s; the whole text must be there' }],
        // Which file went out, said texted, not only the contact it went to (issue #30, not_shown).
        show: [c.textTo, said(text.phone, c.textTo), baseName(c.textFile)],
      },
    ];
  },
  reopen: (c) => ({ shows: [said(contact(c.mailTo).email, c.mailTo)], retained: [] }),
  // The email is told as sent beside the file, not only the contact and the file the app read (Reading 2, s12 shown12).
  states: (c) => [{ episode: 'create', value: baseName(c.mailFile), words: MAILED }, { episode: 'revise', value: baseName(c.textFile), words: [...STATE_WORDS.texted, 'shared'] }],
};

/**
 * Words of a file emailed to someone: the email went out (not "email", which a preview or a form shows).
 * s29 (team-roadmap-share s29-s213-f1): a file sent is "shared" as well (Reading 2), by email or by text.
 */
const MAILED = ['emailed', 'e-mailed', 'mailed', 'email sent', 'sent', 'attached and sent', 'shared'] as const;

// ---------------------------------------------------------------- a spending log file from a Splitwise expense, extended with a Venmo payment

const LedgerCase = z.object({ ...stepsCase, log: z.string(), expense: z.string(), payment: z.string(), startMessage: z.string(), addMessage: z.string() });
type LedgerCase = z.infer<typeof LedgerCase>;

/** A Splitwise expense of the fixture, by its description. */
const expense = (description: string) =>
  fixtureRow<{ id: number; description: string; paid_amount: number }>('SELECT id, description, paid_amount FROM splitwise_expenses WHERE description = ?', description);

/**
 * The user's own share of a fixture expense, where it differs from the expense's total: "what it
 * really costs me" reads as the share as naturally as the total (s10 file10), so a ledger line may
 * name either.
 */
const ownShare = (expenseId: number, total: number): number | undefined => {
  let share: number;
  try {
    share = fixtureRow<{ share_amount: number }>('SELECT share_amount FROM splitwise_expense_shares WHERE expense_id = ? AND debtor_id = ?', expenseId, userId()).share_amount;
  } catch {
    return undefined;
  }
  return share !== total ? share : undefined;
};

/** A Venmo payment of the fixture, by the start of its description. */
const paymentOf = (description: string) =>
  fixtureRow<{ id: number; description: string; amount: number }>("SELECT id, description, amount FROM venmo_transactions WHERE description LIKE ? || '%'", description);

/** The amount of the payment logged could come from Venmo alone: that it was appended is said too (Reading 2). */
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
      append('lines', { id: '{{paid.0.transaction_id}}', line: '{{paid.0.description}}: {{paid.0.amount}}, logged' }),
      message('Logged "{{paid.0.description}}", {{paid.0.amount}}, in {{inputs.log_file}}.'),
    ]),
  ],
  open: { inputs: [['expense'], ['log']], actions: ['log'] },
  steps: (c) => {
    const spent = expense(c.expense);
    const paid = paymentOf(c.payment);
    const share = ownShare(spent.id, spent.paid_amount);
    // Each line names what was paid, in the user's words (not the record's emoji), and how much:
    // the expense's total, or the user's own share of it where it has one.
    const amount = share === undefined ? { contains: [String(spent.paid_amount)] } : { contains: [], either: [String(spent.paid_amount), String(share)] };
    return startThenAdd({
      path: c.log, capture: 'logId', said: c.intention,
      start: { message: c.startMessage, values: { expense: c.expense, log: c.log }, hint: ['start'], calls: [['splitwise.show_expenses', {}], ['file_system.create_file', {}]], contains: [spent.description, ...amount.contains], either: amount.either, show: [said(String(spent.paid_amount), c.expense), c.log] },
      add: { message: c.addMessage, values: { payment: c.payment, log_file: c.log }, hint: ['venmo', 'payment'], calls: [['venmo.show_transactions', {}]], contains: [spent.description, ...amount.contains, c.payment, String(paid.amount)], apart: [spent.description, c.payment], show: [said(String(paid.amount), c.payment)] },
    });
  },
  // A ledger is a kept list (Reading 1): after reopen each of its lines is shown as it is now,
  // the appended payment as well as the first expense, so a stale copy fails (kept11).
  reopen: (c) => ({ shows: [expense(c.expense).description, c.payment], retained: [] }),
};

/**
 * A ledger started from the user's newest expense: an app that takes the newest expense, whatever
 * its name, would start it right (s22, gift-spend-log s22-r2-f1: trivial_target). Its world gets a
 * newer copy of another of the user's expenses, under words the user never says.
 */
/** The ledger cases, read once for the whole suite (the pass runs on every task). */
let ledgerCases: LedgerCase[] | undefined;

export function withLedgerNewerExpense(task: TaskInput): TaskInput {
  // After the kit's look-alikes of made records (they skip a world that has rows), so run last (tasks/build/index.ts).
  ledgerCases ??= caseRows(import.meta.url, { export: ExportCase, share: ShareCase, ledger: LedgerCase, sheet: SheetCase }).ledger;
  const cases = ledgerCases;
  const c = cases.find((x) => x.id === task.id);
  if (!c) return task;
  const me = userId();
  const newest = fixtureRow<{ description: string }>(
    'SELECT e.description FROM splitwise_expenses e WHERE e.deleted = 0 AND (e.payer_id = ? OR e.id IN (SELECT expense_id FROM splitwise_expense_shares WHERE debtor_id = ?)) ORDER BY e.created_at DESC, e.id DESC LIMIT 1', me, me);
  if (newest.description !== expense(c.expense).description) return task;
  // Named by the first words of the one the user names, marked old: a search for the user's words misses it.
  const rows = lookAlikeRows({ app: 'splitwise', table: 'expenses', column: 'description', original: c.expense.split(/\s+/).slice(0, 2).join(' '), query: c.expense });
  return { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } };
}

/**
 * The started ledger's amount on screen may be the expense's total or the user's own share of it, as
 * in the file. And a line logged is told by the entry's name as well as by its amount: the user asks
 * for no amount on screen, and the file holds it (s22, flat-costs-log s21-s9-f1; Reading 2).
 */
function withShareShown(task: TaskInput, cases: readonly LedgerCase[]): TaskInput {
  const c = cases.find((x) => x.id === task.id);
  if (!c) return task;
  const spent = expense(c.expense);
  const paid = paymentOf(c.payment);
  const share = ownShare(spent.id, spent.paid_amount);
  const forms = (value: string): string[] =>
    value === String(spent.paid_amount) ? [...(share === undefined ? [] : [String(share)]), c.expense] : value === String(paid.amount) ? [c.payment] : [];
  const episodes = task.episodes.map((e) =>
    e.stage !== 'submit' && e.stage !== 'revise'
      ? e
      : { ...e, assertions: (e.assertions ?? []).map((a) => {
          if (a.type !== 'visible_result_grounded') return a;
          const more = forms(String(a.value)).filter((f) => !(a.or ?? []).map(String).includes(f));
          return more.length ? { ...a, or: [...(a.or ?? []), ...more] } : a;
        }) },
  );
  return { ...task, episodes } as TaskInput;
}

// ---------------------------------------------------------------- a contacts sheet written from the phone's address book

/**
 * A person put on the sheet: the name and number alone are the contact the app looked up, so that
 * she went onto the sheet is said too (Reading 2, s12 shown12): the append's words, and the users'
 * own "put on", "on the sheet", "on the roster".
 */
const PUT_ON = [...ACTION_WORDS.appended, 'put on', 'on the sheet', 'to the sheet', 'on the roster', 'to the roster', 'on the list', 'to the list'] as const;

const SheetCase = z.object({ ...stepsCase, sheet: z.string(), first: z.string(), second: z.string(), startMessage: z.string(), addMessage: z.string() });
type SheetCase = z.infer<typeof SheetCase>;

const contactSheet: FsPattern<SheetCase> = {
  services: [F, 'phone'],
  list: { name: 'people', fields: { id: 'number', name: 'string', number: 'string', how: 'string' }, item: '{{item.name}}: {{item.number}} ({{item.how}})', heading: 'On the sheet', empty: 'Nobody on the sheet yet.' },
  actions: [
    act('start_sheet', 'Start sheet', 'Look the person up in my phone contacts and write a new sheet file with their name and phone number.', ['phone', F], [input('who', 'Contact name'), input('sheet', 'Sheet file path')], [
      call('phone.search_contacts', { query: '{{inputs.who}}', page_limit: 1 }, 'hit'),
      call('file_system.create_file', { file_path: '{{inputs.sheet}}', content: '{{hit.0.first_name}} {{hit.0.last_name}}: {{hit.0.phone_number}}' }, 'made'),
      append('people', { id: '{{hit.0.contact_id}}', name: '{{hit.0.first_name}} {{hit.0.last_name}}', number: '{{hit.0.phone_number}}', how: 'first on the sheet' }),
      message('Wrote {{inputs.sheet}} (file {{made.file_id}}) with {{hit.0.first_name}} {{hit.0.last_name}}, {{hit.0.phone_number}}.'),
    ]),
    act('add_person', 'Add person', 'Look another person up in my contacts and add their line to the sheet.', ['phone', F], [input('another', 'Contact name'), input('sheet_file', 'Sheet file')], [
      call('phone.search_contacts', { query: '{{inputs.another}}', page_limit: 1 }, 'hit'),
      call('file_system.append_to_file', { file_path: '{{inputs.sheet_file}}', content: '\n{{hit.0.first_name}} {{hit.0.last_name}}: {{hit.0.phone_number}}' }),
      append('people', { id: '{{hit.0.contact_id}}', name: '{{hit.0.first_name}} {{hit.0.last_name}}', number: '{{hit.0.phone_number}}', how: 'added' }),
      message('Added {{hit.0.first_name}} {{hit.0.last_name}}, {{hit.0.phone_number}}, to {{inputs.sheet_file}}.'),
    ]),
  ],
  open: { inputs: [['who', 'contact'], ['sheet']], actions: ['sheet'] },
  steps: (c) => {
    const one = contact(c.first);
    const two = contact(c.second);
    return startThenAdd({
      path: c.sheet, capture: 'sheetId',
      start: { message: c.startMessage, values: { who: c.first, sheet: c.sheet }, hint: ['start'], contains: [c.first, one.phone], show: [said(one.phone, c.first), c.sheet] },
      add: { message: c.addMessage, values: { another: c.second, sheet_file: c.sheet }, hint: ['add'], contains: [c.first, one.phone, c.second, two.phone], show: [said(two.phone, c.second)] },
    });
  },
  // A sheet of people is a kept list (a roster, Reading 1): after reopen everyone on it is shown (kept11).
  reopen: (c) => ({ shows: [said(contact(c.second).phone, c.second), said(contact(c.first).phone, c.first)], retained: [] }),
};

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { export: ExportCase, share: ShareCase, ledger: LedgerCase, sheet: SheetCase });
  const ledgers = withCaseActions(fsTasks(ledger, rows.ledger), rows.ledger, (c) => [{ episode: 'revise', value: String(paymentOf(c.payment).amount), words: ACTION_WORDS.appended }]);
  return [...fsTasks(noteToFile, rows.export), ...fsTasks(shareFiles, rows.share), ...ledgers.map((t) => withShareShown(t, rows.ledger)), ...withCaseActions(fsTasks(contactSheet, rows.sheet), rows.sheet, () => [{ episode: 'revise', words: PUT_ON }])];
}
