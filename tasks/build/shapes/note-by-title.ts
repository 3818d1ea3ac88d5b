/**
 * What the simple_note apps share about notes the user names by title: the plan steps that find
 * one note (or two at once) by the title typed in, and the reopen check that such a note, as the
 * fixture holds it, is still shown by its title.
 */
import { kept } from '../kit/checks.ts';
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
