import { clauseOf, correctedBy, intentionOf, itemOf, withCorrectedGone } from '../../kit/corrected-gone.ts';
import { nextId } from '../../kit/unnamed-deletions.ts';
import { notStillOpen } from '../../kit/open-steps.ts';
import { withListedItems } from '../../kit/listed-items.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import type { ComboPattern } from '../../shapes/combo.ts';
import { comboRows } from '../../shapes/combo-rows.ts';
import { noteAsAttachment, noteAsFile, noteTextParts, resavedNoteAsFile } from '../../shapes/note-by-title.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';
import { addedToNote } from '../../kit/added-text.ts';
import { SHARED_WORDS, subjectWords, withCarries } from '../../kit/text-carries.ts';
import type { Obj } from '../../kit/types.ts';

const newNote = (content: string) => call('simple_note.create_note', { title: '{{inputs.title}}', content }, 'note');
/** A note made here, with what became of it (shared, pinned, an item ticked) beside its title. */
const NOTE_LIST = { fields: { id: 'number', title: 'string', status: 'string' }, item: '{{item.title}}, {{item.status}} (note {{item.id}})' } as const;

/** A note shared with someone for editing, with a text telling them; later a line added and the note pinned. */
const shareAndText: ComboPattern = {
  services: ['simple_note', 'phone'], anchor: { app: 'simple_note', table: 'notes' }, fields: { title: 'title', content: 'content' },
  collection: NOTE_LIST,
  make: {
    id: 'share_note', label: 'Write and share', goal: 'Write the note, share it with the person so they can edit, and text them that it is there.',
    services: ['simple_note', 'phone'], inputs: [input('title', 'Title'), input('content', 'Text'), input('email', 'Their email'), input('phone', 'Their phone')],
    plan: [
      newNote('{{inputs.content}}'),
      call('simple_note.share_note', { note_id: '{{note.note_id}}', email: '{{inputs.email}}', can_edit: true }),
      call('phone.send_text_message', { phone_number: '{{inputs.phone}}', message: 'I shared a note with you: {{inputs.title}}. Feel free to edit.' }),
      append('items', { id: '{{note.note_id}}', title: '{{inputs.title}}', status: 'shared' }),
      message('Note {{note.note_id}} "{{inputs.title}}" ("{{inputs.content}}") is shared and they got a text.'),
    ],
    touches: [['simple_note.note_shares', 'inserted'], ['phone.text_messages', 'inserted']], show: ['title', 'content'], max: 5, state: { of: 'title', words: STATE_WORDS.sharedNote },
  },
  change: {
    ...recordAction({ id: 'add_line_and_pin', label: 'Add a line and pin', goal: 'Add a line at the end of the note and pin it.', service: 'simple_note',
      key: ['note_id', 'Note id'], more: [input('line', 'Line to add')],
      call: ['simple_note.add_content_to_note', { note_id: '{{inputs.note_id}}', content: '{{inputs.line}}' }],
      also: [call('simple_note.pin_note', { note_id: '{{inputs.note_id}}' })], fields: { status: 'pinned' }, said: 'Added "{{inputs.line}}" to note {{inputs.note_id}} and pinned it.' }),
    touches: [], show: ['line'], max: 2, state: { of: 'line', words: STATE_WORDS.pinned, kept: 'title' },
    // The line joins the note's text in any way, where the user put it (kit/added-text.ts).
    free: (v, said) => [addedToNote(String(v.content), String(v.line), said)],
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
      call('gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: 'Note: {{inputs.title}}', body: 'The file is attached.', attachment_file_paths: ['{{inputs.file_path}}'] }),
      append('items', { id: '{{note.note_id}}', title: '{{inputs.title}}', file: '{{inputs.file_path}}' }),
      message('Note {{note.note_id}} "{{inputs.title}}" ("{{inputs.content}}") saved to {{inputs.file_path}} and emailed.'),
    ],
    touches: [['file_system.files', 'inserted'], ['gmail.emails', 'inserted']], show: ['title', 'content', 'file_path'], max: 8,
    free: (v) => [noteAsFile(String(v.content)), noteAsAttachment(String(v.content))],
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
    // The file again holds the note's corrected text, in whatever layout (a title line too or not): the
    // words the user typed around the replaced part, and the replacement; the replaced text is gone.
    free: (v) => [resavedNoteAsFile(String(v.content), String(v.find), String(v.replace_with))],
  },
  keep: ['title'],
};

/** A checklist note with a first item plus a dated to-do; later that item ticked and one added. */
const checklistAndTodo: ComboPattern = {
  services: ['simple_note', 'todoist'], anchor: { app: 'simple_note', table: 'notes' }, fields: { title: 'title' },
  collection: NOTE_LIST,
  // The checklist is what the app keeps (Reading 1, kept12): each item on its own line with its state.
  entries: { fields: { id: 'number', text: 'string', state: 'string' }, item: '{{item.text}}: {{item.state}}', heading: 'Checklist' },
  make: {
    id: 'start_list', label: 'Start list', goal: 'Make a checklist note with the first item and a to-do with the same title on the date.', services: ['simple_note', 'todoist'],
    inputs: [input('title', 'List title'), input('due_date', 'Do it by', 'date'), input('item', 'First item')],
    plan: [
      call('simple_note.create_note', { title: '{{inputs.title}}' }, 'note'),
      call('simple_note.add_checklist_item', { note_id: '{{note.note_id}}', text: '{{inputs.item}}' }, 'first'),
      call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}' }, 'todo'),
      append('items', { id: '{{note.note_id}}', title: '{{inputs.title}}', status: 'nothing ticked yet' }),
      append('entries', { id: '{{first.item_index}}', text: '{{inputs.item}}', state: 'open' }),
      message('Checklist note {{note.note_id}} "{{inputs.title}}" with "{{inputs.item}}"; to-do {{todo.task_id}} due {{inputs.due_date}}.'),
    ],
    touches: [['todoist.tasks', 'inserted']], show: ['title', 'due_date', 'item'], max: 4,
  },
  change: {
    ...recordAction({ id: 'tick_and_add', label: 'Tick and add', goal: 'Tick a checklist item by its number and add a new item.', service: 'simple_note',
      key: ['note_id', 'Note id'], more: [input('item_index', 'Item number to tick', 'number'), input('new_item', 'New item')],
      call: ['simple_note.check_checklist_item', { note_id: '{{inputs.note_id}}', item_index: '{{inputs.item_index}}' }],
      also: [
        call('simple_note.add_checklist_item', { note_id: '{{inputs.note_id}}', text: '{{inputs.new_item}}' }, 'added'),
        update('entries', '{{inputs.item_index}}', { state: 'ticked' }),
        append('entries', { id: '{{added.item_index}}', text: '{{inputs.new_item}}', state: 'open' }),
      ], fields: { status: 'an item ticked off' },
      said: 'Ticked item {{inputs.item_index}} and added "{{inputs.new_item}}" to note {{inputs.note_id}}.' }),
    // After reopen the tick is on the ticked item's own line (every case ticks its first item), not
    // on the list's title (kept12); the added item is listed too, in any layout and order.
    touches: [], show: ['new_item'], max: 2, state: { of: 'new_item', words: [...STATE_WORDS.itemTicked], kept: 'item' },
  },
  keep: ['title', 'item', 'new_item'],
};

/** The user asks for the file itself to be sent (an attachment, "send that file"), not only its text mailed. */
const MAILS_THE_FILE = /\battach|\b(send|mail|email)\w*\s+(that|the|this)\s+file\b/i;

/**
 * A note saved as a file and "mailed to a colleague": the file must exist (the end state holds
 * its content), and the mail must carry the note's text — attached, or in the body, whichever the
 * app does (issue #30, s11 unfilled11: one_api). Where the user asks the file itself sent ("as an
 * attachment", "send that file by email") the attachment stays demanded.
 */
function mailCarriesNote(t: TaskInput): TaskInput {
  const pkg = (t.reference as Record<string, { package: Obj }>).A?.package;
  if (!((pkg?.actions as Obj[] | undefined) ?? []).some((a) => a.id === 'write_and_send')) return t;
  const words = [t.apps.map((a) => a.intention).join(' '), ...t.episodes.map((e) => e.message ?? '')].join('\n');
  if (MAILS_THE_FILE.test(words)) return t;
  const episodes = t.episodes.map((e) => {
    const content = e.values?.content;
    if (e.id !== 'create' || typeof content !== 'string') return e;
    const assertions = (e.assertions ?? []).map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      const free = (a.free ?? []).filter((f) => !(f.app === 'gmail' && f.table === 'attachments'));
      const body = free.find((f) => f.app === 'gmail' && f.field === 'body');
      const carried = { mentions_one: noteTextParts([content]), mentions_or_at: [{ app: 'gmail', table: 'attachments', field: 'content' }] };
      const why = 'the user asks the minutes mailed: the mail carries the note\'s text, in its body or in an attached file, in the app\'s words around it';
      const nextFree = body ? free.map((f) => (f === body ? { ...f, ...carried, why } : f)) : [...free, { app: 'gmail', table: 'emails', field: 'body', constraint: 'any' as const, ...carried, why }];
      return { ...a, free: nextFree, rows: [...(a.rows ?? []), { app: 'gmail', table: 'attachments', min: 0, max: 1 }] };
    });
    return { ...e, assertions };
  });
  return { ...t, episodes };
}

/**
 * The checklist's tick is told after reopen beside its first item (`kept: 'item'`): every case
 * ticks that one. The item added is open: its reopen check asks it listed, with no tick.
 */
function ticksFirst(t: TaskInput): TaskInput {
  const revise = t.episodes.find((e) => e.stage === 'revise');
  const added = revise?.values?.new_item;
  if (added === undefined || !('item_index' in (revise?.values ?? {}))) return t;
  if (revise?.values?.item_index !== 1) throw new Error(`${t.id}: a checklist case must tick its first item (item_index 1)`);
  // s28 gone2 (baby-shower-checklist s28-s200-f1): the step's own check asks the ticked item (the
  // first, as made) shown with a tick beside it, not only a tick word anywhere. s32 s25 (s32-s250-f3): the
  // beside list is the state list ("as complete", ": tick"); an offer ("Tick", "Mark complete") is read as one there.
  const ticked = t.episodes.find((e) => e.stage === 'submit')?.values?.item;
  const shown = (revise.assertions ?? []).find((a) => a.type === 'visible_result_grounded' && a.value === added);
  const tickWords: string[] | undefined = shown?.type === 'visible_result_grounded' ? shown.state : undefined;
  if (typeof ticked !== 'string' || !tickWords) throw new Error(`${t.id}: a checklist case names its first item and tells the tick`);
  const tickCheck = { id: nextId(revise.id, revise.assertions ?? [], 'visible_result_grounded'), type: 'visible_result_grounded', value: ticked, match: 'normalized', because: ticked, state: [...tickWords], beside: [...tickWords] } as NonNullable<typeof revise.assertions>[number];
  return {
    ...t,
    episodes: t.episodes.map((e) => (e === revise ? { ...e, assertions: [...(e.assertions ?? []), tickCheck] } : e.stage !== 'reopen' ? e : {
      ...e,
      assertions: [...(e.assertions ?? []).map((a) => {
        if (a.type !== 'persisted_visible' || a.value !== added) return a;
        const { state: _state, ...open } = a;
        return open;
      }), { id: nextId(e.id, e.assertions ?? [], 'persisted_visible'), ...notStillOpen(ticked) } as NonNullable<typeof revise.assertions>[number]],
    })),
  };
}

/** Nouns a user calls a shared note by ("a list", "instructions"), as forms of them. */
const NOTE_NOUNS = [['list', 'lists'], ['instructions', 'instruction'], ['rules'], ['checklist', 'checklists'], ['guide', 'guides'], ['plan', 'plans'], ['doc', 'docs', 'document']];

/** The intention's own nouns for the note, in each of their forms: "Write a list once" → "list", "lists" (s18-Z4). */
function ownNouns(intention: string): string[] {
  const words = new Set(intention.toLowerCase().split(/[^a-z]+/));
  return NOTE_NOUNS.filter((forms) => forms.some((w) => words.has(w))).flat();
}

export function tasks(): TaskInput[] {
  // The text says the shared note is there: its title (or a word of it), or a word of a shared
  // note; its words are the app's (kit/text-carries.ts).
  return comboRows(import.meta.url, { shareAndText, exportAndMail, checklistAndTodo }).map(ticksFirst).map(mailCarriesNote).map(correctedNotStale).map(withCorrectedGone).map((t) => {
    const pkg = (t.reference as Record<string, { package: Obj }>).A?.package;
    if (!((pkg?.actions as Obj[] | undefined) ?? []).some((a) => a.id === 'share_note')) return t;
    const create = t.episodes.find((e) => e.id === 'create');
    const title = create?.values?.title;
    // Items the user names unquoted ("(towels, sunscreen, cooler)") are a list, not a dictated
    // text: kept in that order in any list layout (kit/listed-items.ts; s18-Z5-f1).
    const content = create?.values?.content;
    const listed = typeof content === 'string' && content.includes(',') && !String(create?.message ?? '').includes(`"${content}"`)
      ? withListedItems(t, { app: 'simple_note', table: 'notes', field: 'content', lists: [content] })
      : t;
    return withCarries(listed, [{ episode: 'create', app: 'phone', field: 'message', one: [...(typeof title === 'string' ? subjectWords(title) : []), ...SHARED_WORDS, ...ownNouns(t.apps[0]?.intention ?? '')], why: 'the user asks to text them that the note exists: its words are the app\'s, but it names the note or says one was shared' }]);
  });
}

/**
 * s21 (meeting-minutes-export s20-z3-f1): a note whose text the user corrected ("10%" to "12%") is
 * not shown after reopen beside the old text, unless a line tells the new one (a history of both):
 * a kept copy never updated would tell the user the figure they corrected.
 */
// The clause of the note's text the corrected words stand in ("bake 25 minutes"): told by the verb beside it too (s26-d3c-f2, f3).
const clauseIn = (content: unknown, find: string): string | undefined => (typeof content === 'string' ? clauseOf(content, find) ?? itemOf(content, find) : undefined);

function correctedNotStale(t: TaskInput): TaskInput {
  const revise = t.episodes.find((e) => e.stage === 'revise');
  const create = t.episodes.find((e) => e.stage === 'submit');
  const find = revise?.values?.find;
  const replaced = revise?.values?.replace_with;
  const title = create?.values?.title;
  if (typeof find !== 'string' || typeof replaced !== 'string' || typeof title !== 'string') return t;
  const episodes = t.episodes.map((e) => {
    if (e.stage !== 'reopen') return e;
    const check = { id: nextId(e.id, e.assertions ?? [], 'persisted_visible'), type: 'persisted_visible' as const, note: 's21: corrected, not shown with the old text', value: title, match: 'normalized' as const, because: title, gone: true as const, state: [replaced], was: [find], history: true as const, corrected_by: correctedBy(revise?.message ?? '', find, clauseIn(create?.values?.content, find), intentionOf(t, revise?.slot), typeof create?.values?.content === 'string' ? create.values.content : undefined) };
    return { ...e, assertions: [...(e.assertions ?? []), check as NonNullable<typeof e.assertions>[number]] };
  });
  return { ...t, episodes };
}
