import { withCorrectedGone } from '../../kit/corrected-gone.ts';
import { todoSettled } from '../../kit/in-step.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, type ActionDef, type InputDef } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';
import type { ComboPattern } from '../../shapes/combo.ts';
import { comboRows } from '../../shapes/combo-rows.ts';

/** The file name of a path (`~/documents/toast.txt` → `toast.txt`). */
const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

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
      message('Wrote "{{inputs.content}}" to {{inputs.file_path}} (file {{file.file_id}}) and emailed it.'),
    ],
    touches: [['file_system.directories', 'inserted'], ['gmail.emails', 'inserted']], show: ['file_path', 'content'], max: 9,
  },
  change: {
    id: 'add_and_resend', label: 'Add and resend', goal: 'Append a line to the file and email the new version.', services: ['file_system', 'gmail'],
    inputs: [input('file_id', 'File id', 'number'), input('file_path', 'File path'), input('line', 'Line to add'), input('email', 'Send to')],
    plan: [
      call('file_system.append_to_file', { file_path: '{{inputs.file_path}}', content: '\n{{inputs.line}}' }),
      mailFile('Updated: {{inputs.file_path}}'),
      message('Added "{{inputs.line}}" to {{inputs.file_path}} and sent it again.'),
    ],
    touches: [['gmail.emails', 'inserted']], show: ['line', 'file_path'], max: 8,
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
      said: 'Saved "{{inputs.content}}" to {{inputs.file_path}} (file {{file.file_id}}) and note {{note.note_id}} "{{inputs.title}}".' }),
    touches: [['simple_note.notes', 'inserted']], show: ['title', 'content'], max: 3,
  },
  change: {
    ...recordAction({ id: 'fix_file', label: 'Fix a word', goal: 'Replace a text everywhere in the file.', service: 'file_system', key: ['file_id', 'File id'],
      more: [input('file_path', 'File path'), input('find', 'Replace'), input('replace_with', 'With')],
      call: ['file_system.replace_in_file', { file_path: '{{inputs.file_path}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' }],
      // s21 (emergency-contacts-file-note s20-z4-f1): the text lives in the file and in the note, so
      // the fix is made in both; the note is found by the text being replaced.
      also: [
        call('simple_note.search_notes', { query: '{{inputs.find}}', page_limit: 1 }, 'hit'),
        call('simple_note.replace_in_note', { note_id: '{{hit.0.note_id}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' }),
      ],
      said: '{{inputs.file_path}} and its note now say "{{inputs.replace_with}}".' }),
    services: ['file_system', 'simple_note'],
    touches: [['simple_note.notes', 'updated']], show: ['replace_with'], max: 2,
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
      said: 'Draft {{inputs.file_path}} (file {{file.file_id}}): "{{inputs.content}}"; to-do {{todo.task_id}} "{{inputs.review_title}}" due {{inputs.due_date}}.' }),
    touches: [['todoist.tasks', 'inserted']], show: ['review_title', 'due_date', 'content'], max: 3,
    captures: { todo: { app: 'todoist', table: 'tasks' } },
  },
  change: {
    ...recordAction({ id: 'finalize_name', label: 'Rename file', goal: 'Rename the file in its folder (same file, new name).', service: 'file_system',
      key: ['file_id', 'File id'], more: [input('file_path', 'File path'), input('new_name', 'New name')],
      call: ['file_system.rename_file', { file_path: '{{inputs.file_path}}', new_name: '{{inputs.new_name}}' }], bind: 'renamed',
      // The kept list follows the file to its new name.
      fields: { path: '{{renamed.path}}' }, said: 'File {{inputs.file_id}} is now {{inputs.new_name}} ({{renamed.path}}).' }),
    touches: [], show: ['new_name'], max: 1,
    // Where the user says the review is done ("Done proofreading"), its to-do may be ticked off too.
    // The review to-do may name the draft in its description (the app's to word): the rename may
    // carry over to it, or the description stay (s15 words2).
    inStep: (v, c) => [
      { app: 'todoist', table: 'tasks', field: 'description', from: fileName(String(v.file_path)), to: String(v.new_name), key: { id: '$todo' }, why: 'the review to-do may name the draft file; the rename may carry over to it' },
      ...(/\b(done|finished)\b/i.test(c.changeMessage) ? todoSettled('todo', 'the user says the review is done; its to-do may be ticked off') : []),
    ],
  },
  // After reopen the list shows the file by the name the user gave it last, not the draft's.
  keep: ['new_name'],
};

/** An invoice file plus a Venmo request for it; later the invoice marked with a payment line. */
const invoiceAndRequest: ComboPattern = {
  services: ['file_system', 'venmo'], anchor: { app: 'file_system', table: 'files' }, fields: { content: 'content' }, collection: FILE_LIST,
  make: {
    ...withFile({ id: 'invoice', label: 'Write invoice and request', goal: 'Write the invoice as a file and request the amount on Venmo.',
      services: ['file_system', 'venmo'],
      inputs: [input('file_path', 'Invoice file'), input('content', 'Invoice text'), input('amount', 'Amount', 'number'), input('email', 'Client email')],
      also: [call('venmo.create_payment_request', { user_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: 'Invoice {{inputs.file_path}}' }, 'req')],
      said: 'Invoice {{inputs.file_path}} (file {{file.file_id}}) saved: "{{inputs.content}}"; requested ${{inputs.amount}} (request {{req.payment_request_id}}).' }),
    touches: [['venmo.payment_requests', 'inserted']], show: ['amount', 'content'], max: 4,
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
  return comboRows(import.meta.url, { folderAndMail, fileIntoNote, draftWithReview, invoiceAndRequest }).map(resentEitherWay).map(noteFixedAnyWay).map(withCorrectedGone);
}

/** The note's fix is judged by the note's text (the world check), not by the API that made it: rewriting the note whole does it too. */
function noteFixedAnyWay(task: TaskInput): TaskInput {
  const episodes = task.episodes.map((e) => ({ ...e, assertions: e.assertions?.filter((a) => !(a.type === 'api_called' && a.app === 'simple_note' && a.api === 'replace_in_note')) }));
  return { ...task, episodes };
}

/**
 * s20 (s20-Z2-f1, one_api): "send it to her again" is a new email or a reply in the first one's
 * thread, the updated file attached either way. The end state takes both: the email's thread and
 * what it answers are the app's, and a new thread (with its two per-user rows) may or may not be
 * made. The email itself, its recipient and its attachment are still compared.
 */
function resentEitherWay(task: TaskInput): TaskInput {
  const resends = (task.reference as { A?: { package?: { actions?: { id?: string }[] } } }).A?.package?.actions?.some((a) => a.id === 'add_and_resend') === true;
  if (!resends) return task;
  const why = 'the user asks to send the file again, not how: a new email or a reply in the first email\'s thread';
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.id !== 'revise' ? e : {
      ...e,
      assertions: (e.assertions ?? []).map((a) => (a.type !== 'world_matches_reference' ? a : {
        ...a,
        free: [...(a.free ?? []), ...['thread_id', 'response_to_email_id'].map((field) => ({ app: 'gmail', table: 'emails', field, constraint: 'any' as const, why }))],
        rows: [...(a.rows ?? []), { app: 'gmail', table: 'threads', min: 0, max: 1, where: {}, anywhere: true }, { app: 'gmail', table: 'user_threads', min: 0, max: 2, where: {}, anywhere: true }],
      })),
    })),
  };
}
