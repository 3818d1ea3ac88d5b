import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction } from '../../kit/package.ts';
import { comboTasks, type ComboPattern, type PlanCase } from '../../shapes/combo.ts';
import { person } from '../../kit/fixture.ts';

const newNote = (content: string) => call('simple_note.create_note', { title: '{{inputs.title}}', content }, 'note');
const keepNote = append('items', { id: '{{note.note_id}}', title: '{{inputs.title}}' });
const NOTE_LIST = { fields: { id: 'number', title: 'string' }, item: '{{item.title}} (note {{item.id}})' } as const;

/** A note shared with someone for editing, with a text telling them; later a line added and the note pinned. */
const shareAndText: ComboPattern = {
  services: ['simple_note', 'phone'], anchor: { app: 'simple_note', table: 'notes' }, fields: { title: 'title', content: 'content' }, collection: NOTE_LIST,
  make: {
    id: 'share_note', label: 'Write and share', goal: 'Write the note, share it with the person so they can edit, and text them that it is there.',
    services: ['simple_note', 'phone'], inputs: [input('title', 'Title'), input('content', 'Text'), input('email', 'Their email'), input('phone', 'Their phone')],
    plan: [
      newNote('{{inputs.content}}'),
      call('simple_note.share_note', { note_id: '{{note.note_id}}', email: '{{inputs.email}}', can_edit: true }),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'I shared a note with you: {{inputs.title}}. Feel free to edit.' }),
      keepNote,
      message('Note {{note.note_id}} "{{inputs.title}}" is shared and they got a text.'),
    ],
    touches: [['simple_note.note_shares', 'inserted'], ['phone.text_messages', 'inserted']], show: ['title'], max: 5,
  },
  change: {
    ...recordAction({ id: 'add_line_and_pin', label: 'Add a line and pin', goal: 'Add a line at the end of the note and pin it.', service: 'simple_note',
      key: ['note_id', 'Note id'], more: [input('line', 'Line to add')],
      call: ['simple_note.add_content_to_note', { note_id: '{{inputs.note_id}}', content: '{{inputs.line}}' }],
      also: [call('simple_note.pin_note', { note_id: '{{inputs.note_id}}' })], said: 'Added "{{inputs.line}}" to note {{inputs.note_id}} and pinned it.' }),
    touches: [], show: ['line'], max: 2,
  },
  keep: ['title'],
};

/** A note saved as a file and mailed as an attachment; later a word replaced and the file saved again. */
const exportAndMail: ComboPattern = {
  services: ['simple_note', 'file_system', 'gmail'], anchor: { app: 'simple_note', table: 'notes' }, fields: { title: 'title', content: 'content' },
  collection: { fields: { id: 'number', title: 'string', file: 'string' }, item: '{{item.title}} → {{item.file}} (note {{item.id}})' },
  make: {
    id: 'write_and_send', label: 'Write and send', goal: 'Write the note, save it as a text file and email the file to the person.',
    services: ['simple_note', 'file_system', 'gmail'], inputs: [input('title', 'Title'), input('content', 'Text'), input('file_path', 'File path'), input('email', 'Send to')],
    plan: [
      newNote('{{inputs.content}}'),
      call('simple_note.export_note_to_file', { note_id: '{{note.note_id}}', file_path: '{{inputs.file_path}}' }),
      call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: '{{inputs.title}}', body: 'Attached: {{inputs.title}}.', attachment_file_paths: ['{{inputs.file_path}}'] }),
      append('items', { id: '{{note.note_id}}', title: '{{inputs.title}}', file: '{{inputs.file_path}}' }),
      message('Note {{note.note_id}} saved to {{inputs.file_path}} and emailed.'),
    ],
    touches: [['file_system.files', 'inserted'], ['gmail.emails', 'inserted']], show: ['title'], max: 8,
  },
  change: {
    id: 'correct_and_resave', label: 'Correct and re-save', goal: 'Replace a text in the note and save the file again over the old one.', services: ['simple_note', 'file_system'],
    inputs: [input('note_id', 'Note id', 'number'), input('find', 'Replace'), input('replace_with', 'With'), input('file_path', 'File path')],
    plan: [
      call('simple_note.replace_in_note', { note_id: '{{inputs.note_id}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' }),
      call('simple_note.export_note_to_file', { note_id: '{{inputs.note_id}}', file_path: '{{inputs.file_path}}', overwrite: true }),
      message('Note {{inputs.note_id}} now says "{{inputs.replace_with}}"; {{inputs.file_path}} is updated.'),
    ],
    touches: [['file_system.files', 'updated']], show: ['replace_with'], max: 3,
  },
  keep: ['title'],
};

/** A checklist note with a first item plus a dated to-do; later that item ticked and one added. */
const checklistAndTodo: ComboPattern = {
  services: ['simple_note', 'todoist'], anchor: { app: 'simple_note', table: 'notes' }, fields: { title: 'title' }, collection: NOTE_LIST,
  make: {
    id: 'start_list', label: 'Start list', goal: 'Make a checklist note with the first item and a to-do with the same title on the date.', services: ['simple_note', 'todoist'],
    inputs: [input('title', 'List title'), input('due_date', 'Do it by', 'date'), input('item', 'First item')],
    plan: [
      call('simple_note.create_note', { title: '{{inputs.title}}' }, 'note'),
      call('simple_note.add_checklist_item', { note_id: '{{note.note_id}}', text: '{{inputs.item}}' }),
      call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}' }, 'todo'),
      keepNote,
      message('Checklist note {{note.note_id}} "{{inputs.title}}" with "{{inputs.item}}"; to-do {{todo.task_id}} due {{inputs.due_date}}.'),
    ],
    touches: [['todoist.tasks', 'inserted']], show: ['title', 'due_date'], max: 4,
  },
  change: {
    ...recordAction({ id: 'tick_and_add', label: 'Tick and add', goal: 'Tick a checklist item by its number and add a new item.', service: 'simple_note',
      key: ['note_id', 'Note id'], more: [input('item_index', 'Item number to tick', 'number'), input('new_item', 'New item')],
      call: ['simple_note.check_checklist_item', { note_id: '{{inputs.note_id}}', item_index: '{{inputs.item_index}}' }],
      also: [call('simple_note.add_checklist_item', { note_id: '{{inputs.note_id}}', text: '{{inputs.new_item}}' })],
      said: 'Ticked item {{inputs.item_index}} and added "{{inputs.new_item}}" to note {{inputs.note_id}}.' }),
    touches: [], show: ['new_item'], max: 2,
  },
  keep: ['title'],
};

export function tasks(): TaskInput[] {
  const p = (first: string) => person({ first });
  const [zoe, owen, nora, isla, felix, leah] = [p('Zoe'), p('Owen'), p('Nora'), p('Isla'), p('Felix'), p('Leah')];
  const shared: PlanCase[] = [
    { id: 'multi.shared-packing-note', split: 'public', seed: 5560, appTitle: 'Shared Lists',
      intention: 'Write a list once, share it with the person I plan with so they can edit it too, and ping them by SMS.',
      message: `Share "Beach day packing" (towels, sunscreen, cooler) with ${zoe.first_name}, ${zoe.phone_number}.`,
      values: { title: 'Beach day packing', content: 'towels, sunscreen, cooler', email: zoe.email, phone: zoe.phone_number },
      changeMessage: 'Add "umbrella" to that note and pin it.', changeValues: { line: 'umbrella' } },
    { id: 'multi.study-guide-share', split: 'public', seed: 5561, appTitle: 'Study Buddy Notes',
      intention: 'My study partner and I keep joint notes: create one, give her edit rights and text her that it exists.',
      message: `Make "Biology exam topics" with "cell cycle, enzymes, genetics" and share with ${isla.first_name} (${isla.phone_number}).`,
      values: { title: 'Biology exam topics', content: 'cell cycle, enzymes, genetics', email: isla.email, phone: isla.phone_number },
      changeMessage: 'Append "photosynthesis" and pin it to the top.', changeValues: { line: 'photosynthesis' } },
    { id: 'multi.house-rules-share', split: 'sealed', seed: 5562, appTitle: 'House Sitter Brief',
      intention: 'Leaving a house-sitter instructions: a note they can edit, shared with them, and a text so they notice.',
      message: `Note "House rules" — "feed the cat twice, water the ferns" — shared with ${owen.first_name} at ${owen.phone_number}.`,
      values: { title: 'House rules', content: 'feed the cat twice, water the ferns', email: owen.email, phone: owen.phone_number },
      changeMessage: 'Add the line "wifi password is on the fridge" and pin the note.', changeValues: { line: 'wifi password is on the fridge' } },
  ];
  const exported: PlanCase[] = [
    { id: 'multi.recipe-note-to-mom', split: 'public', seed: 5563, appTitle: 'Recipe Sender',
      intention: 'Keep a recipe as a note, save it as a text file and email it to family as an attachment.',
      message: `Save "Lemon bars" (zest three lemons, bake 25 minutes) to ~/documents/recipes/lemon_bars.txt and email it to Mom.`,
      values: { title: 'Lemon bars', content: 'zest three lemons, bake 25 minutes', file_path: '~/documents/recipes/lemon_bars.txt', email: nora.email },
      changeMessage: 'It is 30 minutes, not 25: replace "25 minutes" with "30 minutes" and re-save the file.',
      changeValues: { find: '25 minutes', replace_with: '30 minutes', file_path: '~/documents/recipes/lemon_bars.txt' } },
    { id: 'multi.meeting-minutes-export', split: 'public', seed: 5564, appTitle: 'Minutes Mailer',
      intention: 'After meetings I jot minutes in a note; I want them saved to my work folder as a file and mailed to a colleague.',
      message: `Minutes "Vendor call June 2": "renew contract, ask for 10% off". File ~/documents/work/vendor_call.txt, send to ${felix.first_name} ${felix.last_name}.`,
      values: { title: 'Vendor call June 2', content: 'renew contract, ask for 10% off', file_path: '~/documents/work/vendor_call.txt', email: felix.email },
      changeMessage: 'We agreed 12% in the end; change "10%" to "12%" and save the file again.',
      changeValues: { find: '10%', replace_with: '12%', file_path: '~/documents/work/vendor_call.txt' } },
    { id: 'multi.reading-list-export', split: 'public', seed: 5565, appTitle: 'Note to File',
      intention: 'Turn a note into a file on disk and send that file by email, with a quick way to correct a word and re-export.',
      message: `"Summer reading": "Piranesi, Circe, Educated". Save as ~/documents/summer_reading.txt and email ${leah.first_name}.`,
      values: { title: 'Summer reading', content: 'Piranesi, Circe, Educated', file_path: '~/documents/summer_reading.txt', email: leah.email },
      changeMessage: 'Swap "Circe" for "Klara and the Sun" and overwrite the file.',
      changeValues: { find: 'Circe', replace_with: 'Klara and the Sun', file_path: '~/documents/summer_reading.txt' } },
  ];
  const lists: PlanCase[] = [
    { id: 'multi.party-shopping-checklist', split: 'public', seed: 5566, appTitle: 'Checklist and Deadline',
      intention: 'A shopping checklist in my notes is useless without a deadline: make the checklist note and a to-do with a date together.',
      message: 'Party shopping by June 9, starting with balloons.', values: { title: 'Party shopping', due_date: '2023-06-09', item: 'balloons' },
      changeMessage: 'Got the balloons — tick item 1 — and add "paper plates".', changeValues: { item_index: 1, new_item: 'paper plates' } },
    { id: 'multi.camping-gear-checklist', split: 'public', seed: 5567, appTitle: 'Gear Check',
      intention: 'Before trips I need a gear checklist note and a Todoist reminder dated before departure.', message: 'Camping gear check by June 15; first item: sleeping bag.',
      values: { title: 'Camping gear check', due_date: '2023-06-15', item: 'sleeping bag' }, changeMessage: 'Sleeping bag is packed (item 1); add "water filter".',
      changeValues: { item_index: 1, new_item: 'water filter' } },
    { id: 'multi.baby-shower-checklist', split: 'dev', seed: 5568, appTitle: 'Gift Checklist',
      intention: 'Track the gifts I still need to buy as note checkboxes while a dated task keeps me honest about when.', message: 'Baby shower gifts by June 17, onesies first.',
      values: { title: 'Baby shower gifts', due_date: '2023-06-17', item: 'onesies' }, changeMessage: 'Bought the onesies, that is item 1; also add "gift card".',
      changeValues: { item_index: 1, new_item: 'gift card' } },
  ];
  return comboTasks([shareAndText, shared], [exportAndMail, exported], [checklistAndTodo, lists]);
}
