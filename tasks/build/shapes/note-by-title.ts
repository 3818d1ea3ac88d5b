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
 * A note written out as a file: the file must hold the note's title and its text. How they are
 * laid out (the export API's "title, blank line, text", or the text under a heading) and which API
 * writes them is the app's choice (issue #30, K10).
 */
export const noteAsFile = (title: string, ...texts: string[]): FreeDef => ({
  app: 'file_system',
  table: 'files',
  field: 'content',
  // The text may come in pieces (the words around a replaced part); each must be in the file.
  constraint: { contains: [title, ...texts.map((t) => t.replace(/^[\s,;:.]+|[\s,;:.]+$/g, '')).filter((t) => t !== '')] },
  why: 'the user asks for the note saved as a file; its title and text must be in it, their layout is the app\'s',
});
