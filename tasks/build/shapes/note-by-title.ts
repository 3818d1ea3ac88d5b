/**
 * What the simple_note apps share about notes the user names by title: the plan steps that find
 * one note (or two at once) by the title typed in, and the reopen check that such a note, as the
 * fixture holds it, is still shown by its title.
 */
import { kept, type FreeDef } from '../kit/checks.ts';
import { noteId } from '../kit/fixture.ts';
import { call, input, type InputDef } from '../kit/package.ts';
import type { Obj, Spec } from '../kit/types.ts';

/** Finds the note whose title the input `arg` holds; the first hit is `{{<bind>.0}}`. */
export const findNote = (arg: string, bind = 'found'): Obj => call('simple_note.search_notes', { query: `{{inputs.${arg}}}`, page_limit: 1 }, bind);

/** A form that names two notes by title: its inputs, the steps that find them (as `one` and `two`), and their ids for a call's `note_ids`. */
export const twoNotes = (): { inputs: InputDef[]; find: Obj[]; ids: string[] } => ({
  inputs: [input('first_note', 'First note'), input('second_note', 'Second note')],
  find: [findNote('first_note', 'one'), findNote('second_note', 'two')],
  ids: ['{{one.0.note_id}}', '{{two.0.note_id}}'],
});

/** Reopen shows the fixture note the user named, by its title. */
export const keptByTitle = (title: string): Spec => kept(title, 'simple_note', 'notes', noteId(title), 'title');

/**
 * A note written out as a file: the file must hold the note's text, the content the user cares
 * about. Whether the title heads it (the export API's "title, blank line, text"), and which API
 * writes it, is the app's choice (issue #30, K10; s9 file9: a correct app writing just the body
 * with create_file passes, an empty file or another note's text still fails).
 */
export const noteAsFile = (...texts: string[]): FreeDef =>
  noteTextIn('file_system', 'files', texts, 'the user asks for the note saved as a file; its text must be in it, a title line and the layout are the app\'s');

/**
 * The file saved again after the user replaced `find` with `replaceWith` in the note: it holds
 * the words around the replaced part and the replacement, in any layout, and no longer says the
 * replaced value anywhere — an app that appends the corrected text below the old line has not
 * re-saved the note (s10 file10). Where the corrected text still holds `find` (a replacement that
 * contains it), nothing more is asked.
 */
export const resavedNoteAsFile = (content: string, find: string, replaceWith: string): FreeDef => {
  const free = noteAsFile(...content.split(find), replaceWith);
  const after = content.split(find).join(replaceWith);
  if (find.trim() === '' || after.toLowerCase().includes(find.toLowerCase()) || typeof free.constraint !== 'object' || !('contains' in free.constraint)) return free;
  return { ...free, constraint: { ...free.constraint, lacks: [find] }, why: `${free.why}; the replaced text is gone from it` };
};

/** A content field that must hold each piece of the note's text (a title line and the layout are the app's). */
const noteTextIn = (app: string, table: string, texts: readonly string[], why: string): FreeDef =>
  // The text may come in pieces (the words around a replaced part); each must be in the content.
  ({ app, table, field: 'content', constraint: { contains: noteTextParts(texts) }, why });

/** The non-empty pieces of a note's text, trimmed of the punctuation a split leaves at their ends. */
export const noteTextParts = (texts: readonly string[]): string[] => texts.map((t) => t.replace(/^[\s,;:.]+|[\s,;:.]+$/g, '')).filter((t) => t !== '');

/** The same note text, held in the attachment of an email that sends the saved file. */
export const noteAsAttachment = (...texts: string[]): FreeDef =>
  noteTextIn('gmail', 'attachments', texts, 'the mailed file is the note saved as a file; its text must be in it, a title line and the layout are the app\'s');
