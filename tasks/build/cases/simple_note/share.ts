/**
 * Simplenote needs about sharing and reshaping notes: a new note shared with someone; an
 * existing note shared and unshared; a note copied and edited by find-and-replace; two notes
 * merged and the originals deleted.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { fixtureRows, noteId, noteRow, userId } from '../../kit/fixture.ts';
import { mentionsPart } from '../../../../src/stages/check/number-words.ts';
import { action, append, call, input, message, optional, update, type CollectionDef } from '../../kit/package.ts';
import { A, kept, said, type Said } from '../../kit/checks.ts';
import type { Spec } from '../../kit/types.ts';
import { listTasks, type Pattern } from '../../shapes/list-flow.ts';
import { caseRows } from '../../kit/rows.ts';
import { listCase } from '../../kit/row-fields.ts';
import { fillPeople, peopleField } from '../../kit/person-refs.ts';
import { findNote, keptByTitle, twoNotes } from '../../shapes/note-by-title.ts';
import { STATE_WORDS, withCaseStates } from '../../kit/state-words.ts';
import { ACTION_WORDS, withCaseActions } from '../../kit/action-words.ts';

const S = 'simple_note';
const noteList = (heading: string): CollectionDef => ({ name: 'notes', fields: { id: 'number', title: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) — {{item.state}}', heading, empty: 'Nothing yet.' });
/** The note a capture names, by id and title, after reopen. */
const keptNote = (capture: string, title: string) => [kept(`$${capture}`, S, 'notes', capture, 'id'), kept(title, S, 'notes', capture, 'title')];

/** A row shares with a fixture person it names under `people`; `email` is theirs, as `{name.email}`. */
const sharedWith = { ...peopleField, email: z.string() };

// ---------------------------------------------------------------- a new note, shared

const ShareRow = z.object({ ...listCase, note: z.string(), text: z.string(), ...sharedWith, canEdit: z.boolean() });
type ShareCase = Omit<z.infer<typeof ShareRow>, 'people'>;

const shareNew: Pattern<ShareCase> = {
  domain: S,
  summary: 'Writes a Simplenote note and shares it with the people it concerns.',
  intro: 'Write the note; share it by email when it is ready.',
  lists: [noteList('Notes written here')],
  forms: [
    action('write_note', 'Write note', 'Create the Simplenote note and keep it in the list.', [S], [input('title', 'Title'), input('text', 'Text')], [
      call('simple_note.create_note', { title: '{{inputs.title}}', content: '{{inputs.text}}' }, 'made'),
      append('notes', { id: '{{made.note_id}}', title: '{{inputs.title}}', state: 'private' }),
      // The text the user dictated, said where the save is told (issue #30, not_shown).
      message('Saved "{{inputs.title}}" as note {{made.note_id}}: {{inputs.text}}'),
    ]),
    action('share', 'Share note', 'Share a note written here with a person, read-only unless they may edit.', [S],
      [input('note_id', 'Note id', 'number'), input('email', 'Their email'), optional('can_edit', 'May edit', 'boolean', { default: false })], [
        call('simple_note.share_note', { note_id: '{{inputs.note_id}}', email: '{{inputs.email}}', can_edit: '{{inputs.can_edit}}' }, 'shared'),
        update('notes', '{{inputs.note_id}}', { state: 'shared with {{inputs.email}}' }),
        message('Shared note {{inputs.note_id}} with {{inputs.email}} (share {{shared.share_id}}).'),
      ]),
  ],
  inputs: [['title'], ['text']],
  actions: ['write', 'note'],
  acts: (c) => [
    { values: { title: c.note, text: c.text }, hint: ['write', 'note'], captures: { noteId: { app: S, table: 'notes', where: { title: c.note } } },
      checks: [A.called(S, 'create_note', { title: c.note, content: c.text }), A.record(S, 'notes', { id: '$noteId' }, { title: c.note, content: c.text })],
      show: ['$noteId', c.note, c.text], allow: [[S, 'notes', 'inserted']], max: 1 },
    { values: { note_id: '$noteId', email: c.email, can_edit: c.canEdit }, hint: ['share'],
      checks: [A.called(S, 'share_note', { note_id: '$noteId', email: c.email, can_edit: c.canEdit }), A.changed(S, 'note_shares', 'inserted', { note_id: '$noteId', can_edit: c.canEdit })],
      show: ['$noteId'], allow: [[S, 'note_shares', 'inserted']], max: 1 },
  ],
  reopen: (c) => keptNote('noteId', c.note),
  retained: '$noteId',
};

// ---------------------------------------------------------------- an existing note, shared then unshared

const ShareBackRow = z.object({ ...listCase, note: z.string(), ...sharedWith });
type ShareBackCase = Omit<z.infer<typeof ShareBackRow>, 'people'>;

const shareThenStop: Pattern<ShareBackCase> = {
  domain: S,
  summary: 'Lends one of my Simplenote notes to someone for a while, read-only, and takes it back.',
  intro: 'Type the note\'s title and the person\'s email.',
  lists: [{ name: 'lent', fields: { id: 'number', note: 'string', to: 'string', state: 'string' }, item: '{{item.note}} (note {{item.id}}) to {{item.to}} — {{item.state}}', heading: 'Lent notes', empty: 'Nothing lent.' }],
  forms: [
    action('lend', 'Lend note', 'Find the note by title and share it read-only with the person.', [S], [input('note', 'Note title'), input('email', 'Their email')], [
      findNote('note'),
      call('simple_note.share_note', { note_id: '{{found.0.note_id}}', email: '{{inputs.email}}' }),
      append('lent', { id: '{{found.0.note_id}}', note: '{{found.0.title}}', to: '{{inputs.email}}', state: 'shared' }),
      message('"{{found.0.title}}" (note {{found.0.note_id}}) is shared with {{inputs.email}}.'),
    ]),
    action('take_back', 'Take back', 'Stop sharing a lent note with that person.', [S], [input('note_id', 'Note id', 'number'), input('person_email', 'Their email')], [
      call('simple_note.unshare_note', { note_id: '{{inputs.note_id}}', email: '{{inputs.person_email}}' }),
      update('lent', '{{inputs.note_id}}', { state: 'taken back' }),
      message('Note {{inputs.note_id}} is no longer shared with {{inputs.person_email}}.'),
    ]),
  ],
  inputs: [['note'], ['email']],
  actions: ['lend'],
  acts: (c) => [
    { values: { note: c.note, email: c.email }, hint: ['lend', 'share'],
      checks: [A.called(S, 'share_note', { note_id: noteId(c.note), email: c.email, can_edit: false }), A.changed(S, 'note_shares', 'inserted', { note_id: noteId(c.note), can_edit: false })],
      show: [c.note], allow: [[S, 'note_shares', 'inserted']], max: 1 },
    { values: { note_id: noteId(c.note), person_email: c.email }, hint: ['take', 'back', 'stop'],
      checks: [A.called(S, 'unshare_note', { note_id: noteId(c.note), email: c.email }), A.changed(S, 'note_shares', 'deleted', { note_id: noteId(c.note) })],
      show: [noteId(c.note)], allow: [[S, 'note_shares', 'deleted']], max: 1 },
  ],
  reopen: (c) => [keptByTitle(c.note)],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- a copy, then find-and-replace in it

const CopyCase = z.object({ ...listCase, note: z.string(), copyTitle: z.string(), find: z.string(), replaceWith: z.string() });
type CopyCase = z.infer<typeof CopyCase>;

const copyAndAdapt: Pattern<CopyCase> = {
  domain: S,
  summary: 'Copies one of my Simplenote notes under a new title and adapts the copy with find-and-replace.',
  intro: 'Type the title of the note to copy and the copy\'s title.',
  lists: [noteList('Copies')],
  forms: [
    action('copy_note', 'Copy note', 'Find the note by title and duplicate it under the new title.', [S], [input('note', 'Note to copy'), input('copy_title', 'Title of the copy')], [
      findNote('note'),
      call('simple_note.duplicate_note', { note_id: '{{found.0.note_id}}', title: '{{inputs.copy_title}}' }, 'copy'),
      append('notes', { id: '{{copy.note_id}}', title: '{{inputs.copy_title}}', state: 'copied' }),
      message('Copied "{{found.0.title}}" to "{{inputs.copy_title}}" (note {{copy.note_id}}).'),
    ]),
    action('replace_text', 'Replace text', 'Replace every occurrence of a text in a copy made here.', [S],
      [input('note_id', 'Note id', 'number'), input('find', 'Find'), input('replace_with', 'Replace with')], [
        call('simple_note.replace_in_note', { note_id: '{{inputs.note_id}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' }, 'done'),
        update('notes', '{{inputs.note_id}}', { state: 'adapted' }),
        message('Replaced "{{inputs.find}}" with "{{inputs.replace_with}}" {{done.replaced_count}} time(s) in note {{inputs.note_id}}.'),
      ]),
  ],
  inputs: [['note'], ['copy_title', 'title']],
  actions: ['copy'],
  acts: (c) => [
    { values: { note: c.note, copy_title: c.copyTitle }, hint: ['copy'], captures: { copyId: { app: S, table: 'notes', where: { title: c.copyTitle } } },
      checks: [A.called(S, 'duplicate_note', { note_id: noteId(c.note), title: c.copyTitle }), A.record(S, 'notes', { id: '$copyId' }, { title: c.copyTitle })],
      show: ['$copyId', c.copyTitle], allow: [[S, 'notes', 'inserted']], max: 1 },
    { values: { note_id: '$copyId', find: c.find, replace_with: c.replaceWith }, hint: ['replace'],
      checks: [
        A.called(S, 'replace_in_note', { note_id: '$copyId', find: c.find, replace_with: c.replaceWith }),
        A.sameRecord(S, 'notes', '$copyId'),
        A.record(S, 'notes', { id: '$copyId' }, { content: noteRow(c.note).content.split(c.find).join(c.replaceWith) }),
      ],
      // The replacement the user gave, where the change shows (issue #30, not_shown).
      show: ['$copyId', c.replaceWith], allow: [[S, 'notes', 'updated']], max: 1 },
  ],
  reopen: (c) => keptNote('copyId', c.copyTitle),
  retained: '$copyId',
};

// ---------------------------------------------------------------- merge two notes, then delete the originals

const MergeCase = z.object({
  ...listCase,
  first: z.string(),
  second: z.string(),
  merged: z.string(),
  /** Shares of the originals that deleting them ends (rows, not calls). */
  sharedRows: z.number().int().optional(),
});
type MergeCase = z.infer<typeof MergeCase>;

const two = twoNotes();

/**
 * The texts of the user's other notes, which the digest of two must not hold: folding a third note
 * in is no merge of the two the user named (s24 world, merge-work-meetings s23-s13-f1). A text
 * inside one of the two (a line both share) is left out.
 */
function otherNotes(c: MergeCase): { lacks?: string[] } {
  const two = [noteRow(c.first).content, noteRow(c.second).content];
  const own = fixtureRows<{ title: string; content: string }>('SELECT title, content FROM simple_note_notes WHERE user_id = ? ORDER BY id', userId());
  const lacks = own.filter((n) => n.title !== c.first && n.title !== c.second && n.content.trim().length >= 12 && !two.some((t) => mentionsPart(t, n.content))).map((n) => n.content);
  return lacks.length > 0 ? { lacks } : {};
}

/** Each line of the notes' texts a reader sees (a bullet, number or box dropped), by the note it comes from. */
function shownLines(titles: readonly string[]): Said[] {
  const seen = new Set<string>();
  return titles.flatMap((title) => noteRow(title).content.split('\n')
    .map((line) => line.replace(/^\s*(?:#+|[-*•]|\d+[.)]|\[[ xX]\])\s+/, '').trim())
    .filter((line) => line.length >= 3 && !seen.has(line.toLowerCase()) && seen.add(line.toLowerCase()))
    .map((line) => said(line, title)));
}

/**
 * s29 (merge-work-meetings s29-s212-f2, Reading 2): the merged text is asked on screen only where the
 * user says they will look it over (merge-tahoe-lists s26-s183-f1); otherwise the new title shows the
 * merge and the world check holds the content.
 */
const looksOver = (intention: string): boolean => /\blook(?:s|ed|ing)?\s+(?:it\s+|them\s+|the\s+\w+\s+)?over\b|\bread\s+it\s+through\b/i.test(intention);

/**
 * s29 (merge-work-meetings s27-db1-f7): after reopen an original is not told as still in the notes.
 * s30 (merge-tahoe-lists s29-e0-f6, merge-work-meetings s29-e1-f5): a line listing it bare fails too (no `was`);
 * its title stays inside the digest as a section heading (`within`), a "Deleted" heading tells it
 * (`told_headed`), and a line naming the merge ("merged into May meetings", "Sources: …") tells what became of it.
 */
const originalGone = (c: MergeCase, title: string): Spec => ({
  type: 'persisted_visible', note: 's29: a merged original not shown as still in the notes', value: title, match: 'normalized', because: title, gone: true,
  state: [...STATE_WORDS.deleted, 'merged', 'merged from', 'sources', 'source', 'combined', 'folded into', c.merged], told_headed: true, within: [c.merged],
});

const mergeThenClean: Pattern<MergeCase> = {
  domain: S,
  summary: 'Merges two of my Simplenote notes into one and, once I have checked it, deletes the two originals.',
  intro: 'Type the titles of the two notes and the merged note\'s title.',
  lists: [noteList('Merged notes')],
  forms: [
    action('merge', 'Merge notes', 'Find both notes by title and merge them (keeping the originals for now).', [S], [...two.inputs, input('merged_title', 'Merged title')], [
        ...two.find,
        call('simple_note.merge_notes', { note_ids: two.ids, title: '{{inputs.merged_title}}' }, 'merged'),
        append('notes', { id: '{{merged.note_id}}', title: '{{inputs.merged_title}}', state: 'merged from notes {{one.0.note_id}} and {{two.0.note_id}}' }),
        // The merged text, read back, so the user can look it over before deleting (issue #30, not_shown).
        call('simple_note.show_note', { note_id: '{{merged.note_id}}' }, 'digest'),
        message('Merged notes {{one.0.note_id}} and {{two.0.note_id}} into "{{inputs.merged_title}}" (note {{merged.note_id}}): {{digest.content}}'),
      ]),
    action('delete_originals', 'Delete originals', 'Delete the two original notes of a merge for good.', [S],
      [input('first_id', 'First original id', 'number'), input('second_id', 'Second original id', 'number')], [
        call('simple_note.delete_notes', { note_ids: ['{{inputs.first_id}}', '{{inputs.second_id}}'] }, 'gone'),
        // The originals stay listed as deleted: the state is kept, not only said once.
        append('notes', { id: '{{inputs.first_id}}', title: 'Original', state: 'deleted' }),
        append('notes', { id: '{{inputs.second_id}}', title: 'Original', state: 'deleted' }),
        message('Deleted {{gone.deleted_count}} notes: {{inputs.first_id}} and {{inputs.second_id}}.'),
      ]),
  ],
  inputs: [['first_note'], ['merged_title']],
  actions: ['merge'],
  acts: (c) => [
    { values: { first_note: c.first, second_note: c.second, merged_title: c.merged }, hint: ['merge'], captures: { mergedId: { app: S, table: 'notes', where: { title: c.merged } } },
      // The digest holds both notes' texts under the title the user gives; merge_notes' layout
      // ("## title" sections) and its tags are one way to make it, a new note with both texts another.
      checks: [A.record(S, 'notes', { id: '$mergedId' }, { title: c.merged })],
      free: [
        { app: S, table: 'notes', field: 'content', constraint: { contains: [noteRow(c.first).content, noteRow(c.second).content], ...otherNotes(c) }, why: 'the digest must hold both notes\' texts, and no other note\'s; how they are laid out is the app\'s' },
        { app: S, table: 'notes', field: 'tags', why: 'the user names no tags for the digest' },
      ],
      // What went into the merged note: each line of both originals, as the user reads it (s27,
      // merge-tahoe-lists s26-s183-f1: the user looks the merged note over before deleting; the titles
      // alone passed). Line by line, its list mark dropped, so any order or layout shows it.
      show: ['$mergedId', c.merged, ...(looksOver(c.intention) ? shownLines([c.first, c.second]) : [])], allow: [[S, 'notes', 'inserted']], max: 1 },
    { values: { first_id: noteId(c.first), second_id: noteId(c.second) }, hint: ['delete', 'originals'],
      checks: [
        A.called(S, 'delete_notes', { note_ids: [noteId(c.first), noteId(c.second)] }),
        A.changed(S, 'notes', 'deleted', { id: noteId(c.first) }),
        A.changed(S, 'notes', 'deleted', { id: noteId(c.second) }),
      ],
      show: [noteId(c.first), noteId(c.second)], allow: [[S, 'notes', 'deleted'], [S, 'note_shares', 'deleted']],
      // The two notes, and the shares that end with them.
      max: 2 + (c.sharedRows ?? 0) },
  ],
  reopen: (c) => [...keptNote('mergedId', c.merged), originalGone(c, c.first), originalGone(c, c.second)],
  retained: '$mergedId',
};

/** s30 (lend-portland-itinerary s29-e0-f2): the sharing said ended with the person named inside ("sharing with Elena ended"). */
function endedWith(c: z.infer<typeof ShareBackRow>): string[] {
  const who = Object.keys(c.people ?? {}).flatMap((k) => Object.values(fillPeople({ people: c.people, a: `{${k}.first_name}`, b: `{${k}.first_name} {${k}.last_name}`, e: `{${k}.email}` })));
  return who.flatMap((p) => ['sharing with', 'share with'].flatMap((n) => [`${n} ${p} ended`, `${n} ${p} has ended`]));
}

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { shareNew: ShareRow, shareBack: ShareBackRow, copy: CopyCase, merge: MergeCase });
  return [
    // The note's title alone could come from a read: that it was shared is said too (Reading 2).
    ...withCaseActions(listTasks(shareNew, rows.shareNew.map((row) => fillPeople(row))), rows.shareNew, (c) => [{ episode: 'revise', value: c.note, words: ACTION_WORDS.noteShared }]),
    // The share taken back, the originals deleted: said on screen, not only the notes' ids (issue #30, not_shown).
    ...withCaseActions(
      withCaseStates(listTasks(shareThenStop, rows.shareBack.map((row) => fillPeople(row))), rows.shareBack, (c) => [{ episode: 'revise', value: noteId(c.note), words: [...STATE_WORDS.unshared, ...endedWith(c)] }]),
      rows.shareBack, (c) => [{ episode: 'create', value: c.note, words: ACTION_WORDS.noteShared }]),
    ...listTasks(copyAndAdapt, rows.copy),
    ...withCaseStates(listTasks(mergeThenClean, rows.merge), rows.merge, (c) => [
      { episode: 'revise', value: noteId(c.first), words: STATE_WORDS.deleted },
      { episode: 'revise', value: noteId(c.second), words: STATE_WORDS.deleted },
    ]),
  ];
}
