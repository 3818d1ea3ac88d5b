import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, type ActionDef, type InputDef } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';
import { comboTasks, type ComboPattern, type PlanCase } from '../../shapes/combo.ts';
import { person } from '../../kit/fixture.ts';

const FILE_LIST = { fields: { id: 'number', path: 'string' }, item: '{{item.path}} (file {{item.id}})' } as const;
const keepFile = append('items', { id: '{{file.file_id}}', path: '{{inputs.file_path}}' });
const newFile = call('file_system.create_file', { file_path: '{{inputs.file_path}}', content: '{{inputs.content}}' }, 'file');
/** A make action that writes the file, makes the other services' calls, then keeps the file. */
const withFile = ({ also, said, ...head }: Omit<ActionDef, 'plan'> & { inputs: [InputDef, ...InputDef[]]; also: Obj[]; said: string }) => ({
  ...head,
  plan: [newFile, ...also, keepFile, message(said)],
});
const mailFile = (subject: string) => call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject, body: 'The file is attached.', attachment_file_paths: ['{{inputs.file_path}}'] });

/** A new folder with a first file, mailed as an attachment; later a line appended and the file mailed again. */
const folderAndMail: ComboPattern = {
  services: ['file_system', 'gmail'], anchor: { app: 'file_system', table: 'files' }, fields: { content: 'content' }, collection: FILE_LIST,
  make: {
    id: 'start_folder', label: 'Start folder', goal: 'Create the folder, write the file in it, and email the file as an attachment.', services: ['file_system', 'gmail'],
    inputs: [input('folder', 'Folder'), input('file_path', 'File path'), input('content', 'Text'), input('email', 'Send to')],
    plan: [
      call('file_system.create_directory', { directory_path: '{{inputs.folder}}' }),
      newFile,
      mailFile('Shared file: {{inputs.file_path}}'),
      keepFile,
      message('Wrote {{inputs.file_path}} (file {{file.file_id}}) and emailed it.'),
    ],
    touches: [['file_system.directories', 'inserted'], ['gmail.emails', 'inserted']], show: [], max: 9,
  },
  change: {
    id: 'add_and_resend', label: 'Add and resend', goal: 'Append a line to the file and email the new version.', services: ['file_system', 'gmail'],
    inputs: [input('file_id', 'File id', 'number'), input('file_path', 'File path'), input('line', 'Line to add'), input('email', 'Send to')],
    plan: [
      call('file_system.append_to_file', { file_path: '{{inputs.file_path}}', content: '\n{{inputs.line}}' }),
      mailFile('Updated: {{inputs.file_path}}'),
      message('Added "{{inputs.line}}" to {{inputs.file_path}} and sent it again.'),
    ],
    touches: [['gmail.emails', 'inserted']], show: ['line'], max: 8,
  },
  keep: ['file_path'],
};

/** A text file that is also imported as a tagged note; later a word replaced in the file. */
const fileIntoNote: ComboPattern = {
  services: ['file_system', 'simple_note'], anchor: { app: 'file_system', table: 'files' }, fields: { content: 'content' }, collection: FILE_LIST,
  make: {
    ...withFile({ id: 'save_both', label: 'Save file and note', goal: 'Write the text file and import it into Simple Note with the title and tag.',
      services: ['file_system', 'simple_note'], inputs: [input('file_path', 'File path'), input('content', 'Text'), input('title', 'Note title'), input('tag', 'Tag')],
      also: [call('simple_note.import_note_from_file', { file_path: '{{inputs.file_path}}', title: '{{inputs.title}}', tags: ['{{inputs.tag}}'] }, 'note')],
      said: 'Saved {{inputs.file_path}} (file {{file.file_id}}) and note {{note.note_id}} "{{inputs.title}}".' }),
    touches: [['simple_note.notes', 'inserted']], show: ['title'], max: 3,
  },
  change: {
    ...recordAction({ id: 'fix_file', label: 'Fix a word', goal: 'Replace a text everywhere in the file.', service: 'file_system', key: ['file_id', 'File id'],
      more: [input('file_path', 'File path'), input('find', 'Replace'), input('replace_with', 'With')],
      call: ['file_system.replace_in_file', { file_path: '{{inputs.file_path}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' }],
      said: '{{inputs.file_path}} now says "{{inputs.replace_with}}".' }),
    touches: [], show: ['replace_with'], max: 1,
  },
  keep: ['file_path'],
};

/** A draft document with a review to-do; later the file renamed in place and the to-do list told. */
const draftWithReview: ComboPattern = {
  services: ['file_system', 'todoist'], anchor: { app: 'file_system', table: 'files' }, fields: { content: 'content' }, collection: FILE_LIST,
  make: {
    ...withFile({ id: 'draft_and_review', label: 'Draft and schedule review', goal: 'Write the draft file and add a to-do to review it by the date.',
      services: ['file_system', 'todoist'],
      inputs: [input('file_path', 'File path'), input('content', 'Draft text'), input('review_title', 'Review to-do'), input('due_date', 'Review by', 'date')],
      also: [call('todoist.create_task', { project_id: 0, title: '{{inputs.review_title}}', due_date: '{{inputs.due_date}}', description: 'Review {{inputs.file_path}}' }, 'todo')],
      said: 'Draft {{inputs.file_path}} (file {{file.file_id}}); to-do {{todo.task_id}} "{{inputs.review_title}}" due {{inputs.due_date}}.' }),
    touches: [['todoist.tasks', 'inserted']], show: ['review_title'], max: 3,
  },
  change: {
    ...recordAction({ id: 'finalize_name', label: 'Rename file', goal: 'Rename the file in its folder (same file, new name).', service: 'file_system',
      key: ['file_id', 'File id'], more: [input('file_path', 'File path'), input('new_name', 'New name')],
      call: ['file_system.rename_file', { file_path: '{{inputs.file_path}}', new_name: '{{inputs.new_name}}' }], bind: 'renamed',
      said: 'File {{inputs.file_id}} is now {{inputs.new_name}} ({{renamed.path}}).' }),
    touches: [], show: ['new_name'], max: 1,
  },
  keep: ['file_path'],
};

/** An invoice file plus a Venmo request for it; later the invoice marked with a payment line. */
const invoiceAndRequest: ComboPattern = {
  services: ['file_system', 'venmo'], anchor: { app: 'file_system', table: 'files' }, fields: { content: 'content' }, collection: FILE_LIST,
  make: {
    ...withFile({ id: 'invoice', label: 'Write invoice and request', goal: 'Write the invoice as a file and request the amount on Venmo.',
      services: ['file_system', 'venmo'],
      inputs: [input('file_path', 'Invoice file'), input('content', 'Invoice text'), input('amount', 'Amount', 'number'), input('email', 'Client email')],
      also: [call('venmo.create_payment_request', { user_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: 'Invoice {{inputs.file_path}}' }, 'req')],
      said: 'Invoice {{inputs.file_path}} (file {{file.file_id}}) saved; requested ${{inputs.amount}} (request {{req.payment_request_id}}).' }),
    touches: [['venmo.payment_requests', 'inserted']], show: ['amount'], max: 4,
  },
  change: {
    ...recordAction({ id: 'note_on_invoice', label: 'Add note to invoice', goal: 'Add a line at the end of the invoice file.', service: 'file_system',
      key: ['file_id', 'File id'], more: [input('file_path', 'Invoice file'), input('line', 'Line')],
      call: ['file_system.append_to_file', { file_path: '{{inputs.file_path}}', content: '\n{{inputs.line}}' }],
      said: 'Added "{{inputs.line}}" to {{inputs.file_path}}.' }),
    touches: [], show: ['line'], max: 1,
  },
  keep: ['file_path'],
};

export function tasks(): TaskInput[] {
  const p = (first: string) => person({ first });
  const [samuel, priya, ruby, tomas, kenji] = [p('Samuel'), p('Priya'), p('Ruby'), p('Tomas'), p('Kenji')];
  const folders: PlanCase[] = [
    { id: 'multi.garage-sale-folder', split: 'public', seed: 5580, appTitle: 'Garage Sale Files',
      intention: 'Start a folder for an event, put the first document in it, and email that document to my helper in one go.',
      message: `Folder ~/documents/garage_sale, file ~/documents/garage_sale/prices.txt with "lamp 5, chairs 10". Email it to ${ruby.first_name}.`,
      values: { folder: '~/documents/garage_sale', file_path: '~/documents/garage_sale/prices.txt', content: 'lamp 5, chairs 10', email: ruby.email },
      changeMessage: `Add "bike 40" to the prices and email ${ruby.first_name} the new version.`,
      changeValues: { file_path: '~/documents/garage_sale/prices.txt', line: 'bike 40', email: ruby.email } },
    { id: 'multi.project-brief-folder', split: 'public', seed: 5581, appTitle: 'Project Folder Starter',
      intention: 'New side projects get their own folder with a brief inside, which I send to my collaborator as an attachment.',
      message: `Create ~/projects/bird_feeder and ~/projects/bird_feeder/brief.txt saying "cedar, two perches". Send it to ${samuel.first_name} ${samuel.last_name}.`,
      values: { folder: '~/projects/bird_feeder', file_path: '~/projects/bird_feeder/brief.txt', content: 'cedar, two perches', email: samuel.email },
      changeMessage: 'Append "budget 30 dollars" to the brief and resend it.',
      changeValues: { file_path: '~/projects/bird_feeder/brief.txt', line: 'budget 30 dollars', email: samuel.email } },
    { id: 'multi.reunion-folder', split: 'sealed', seed: 5582, appTitle: 'Reunion Docs',
      intention: 'Organize documents for a reunion: new folder, a first file, and that file emailed to the co-organizer.',
      message: `Make ~/documents/reunion with ~/documents/reunion/venues.txt: "Harbor Hall, Elm Park". Mail it to ${priya.first_name}.`,
      values: { folder: '~/documents/reunion', file_path: '~/documents/reunion/venues.txt', content: 'Harbor Hall, Elm Park', email: priya.email },
      changeMessage: 'Add "Rooftop Bar" to the venues file and send it to her again.',
      changeValues: { file_path: '~/documents/reunion/venues.txt', line: 'Rooftop Bar', email: priya.email } },
  ];
  const imported: PlanCase[] = [
    { id: 'multi.wifi-instructions-note', split: 'public', seed: 5583, appTitle: 'File and Note Twin',
      intention: 'Some info I want both as a file on disk and as a searchable note: write it once and have both.',
      message: 'Save "router in the hallway, reboot with the red button" to ~/documents/wifi_help.txt, note title "Wifi help", tag home.',
      values: { file_path: '~/documents/wifi_help.txt', content: 'router in the hallway, reboot with the red button', title: 'Wifi help', tag: 'home' },
      changeMessage: 'It is the blue button, not red: replace "red" with "blue" in the file.',
      changeValues: { file_path: '~/documents/wifi_help.txt', find: 'red', replace_with: 'blue' } },
    { id: 'multi.gym-routine-file-note', split: 'public', seed: 5584, appTitle: 'Routine Saver',
      intention: 'Keep my workout routine as a file and import it into my notes app with a tag, so I can read it on the phone.',
      message: 'File ~/documents/gym_routine.txt: "squats 3x8, rows 3x10"; note "Gym routine", tag fitness.',
      values: { file_path: '~/documents/gym_routine.txt', content: 'squats 3x8, rows 3x10', title: 'Gym routine', tag: 'fitness' },
      changeMessage: 'Change "3x8" to "4x6" in the routine file.', changeValues: { file_path: '~/documents/gym_routine.txt', find: '3x8', replace_with: '4x6' } },
    { id: 'multi.emergency-contacts-file-note', split: 'dev', seed: 5585, appTitle: 'Emergency Info',
      intention: 'Emergency details should live in a plain file and in my notes; create the file and import it as a tagged note.',
      message: 'Write ~/documents/emergency.txt: "vet 555-0100, plumber 555-0199", note "Emergency numbers", tag safety.',
      values: { file_path: '~/documents/emergency.txt', content: 'vet 555-0100, plumber 555-0199', title: 'Emergency numbers', tag: 'safety' },
      changeMessage: 'The plumber changed: replace "555-0199" with "555-0142".',
      changeValues: { file_path: '~/documents/emergency.txt', find: '555-0199', replace_with: '555-0142' } },
  ];
  const drafts: PlanCase[] = [
    { id: 'multi.cover-letter-draft', split: 'public', seed: 5586, appTitle: 'Draft and Review',
      intention: 'I write drafts and then forget to proofread them. Save the draft file and schedule a review task in Todoist.',
      message: 'Save ~/documents/cover_letter_draft.txt with "Dear hiring team, I build tools." and add "Proofread cover letter" by June 6.',
      values: { file_path: '~/documents/cover_letter_draft.txt', content: 'Dear hiring team, I build tools.', review_title: 'Proofread cover letter', due_date: '2023-06-06' },
      changeMessage: 'Done proofreading; rename the file to cover_letter_final.txt.',
      changeValues: { file_path: '~/documents/cover_letter_draft.txt', new_name: 'cover_letter_final.txt' } },
    { id: 'multi.speech-draft-review', split: 'sealed', seed: 5587, appTitle: 'Toast Prep',
      intention: 'For a toast I am giving, keep the draft as a file and put a dated to-do to rehearse and review it.',
      message: 'Draft ~/documents/toast.txt: "To Nora and Noah, thirty years!" Review to-do "Rehearse the toast" by June 16.',
      values: { file_path: '~/documents/toast.txt', content: 'To Nora and Noah, thirty years!', review_title: 'Rehearse the toast', due_date: '2023-06-16' },
      changeMessage: 'Rename toast.txt to anniversary_toast.txt.', changeValues: { file_path: '~/documents/toast.txt', new_name: 'anniversary_toast.txt' } },
  ];
  const invoices: PlanCase[] = [
    { id: 'multi.design-invoice-request', split: 'public', seed: 5588, appTitle: 'Freelance Invoicing',
      intention: 'For small freelance jobs: write the invoice as a file and send a Venmo request for the amount at the same time.',
      message: `Invoice ~/documents/invoice_logo.txt: "Logo design, 2 rounds, $150". Request $150 from ${tomas.first_name} ${tomas.last_name}.`,
      values: { file_path: '~/documents/invoice_logo.txt', content: 'Logo design, 2 rounds, $150', amount: 150, email: tomas.email },
      changeMessage: 'Add "Paid on June 3" at the end of the logo invoice.', changeValues: { file_path: '~/documents/invoice_logo.txt', line: 'Paid on June 3' } },
    { id: 'multi.tutoring-invoice-request', split: 'dev', seed: 5589, appTitle: 'Lesson Invoices',
      intention: 'I tutor on the side; each month I save an invoice file and request the fee over Venmo.',
      message: `Invoice ~/documents/invoice_may_tutoring.txt: "4 lessons, $120". Request $120 from ${kenji.first_name}.`,
      values: { file_path: '~/documents/invoice_may_tutoring.txt', content: '4 lessons, $120', amount: 120, email: kenji.email },
      changeMessage: 'Write "Reminder sent June 5" at the end of that invoice.',
      changeValues: { file_path: '~/documents/invoice_may_tutoring.txt', line: 'Reminder sent June 5' } },
  ];
  return comboTasks([folderAndMail, folders], [fileIntoNote, imported], [draftWithReview, drafts], [invoiceAndRequest, invoices]);
}
