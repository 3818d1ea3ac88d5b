/**
 * Simplenote housekeeping: tags put on several notes at once and renamed; a tag dropped
 * everywhere and another put on a few notes; a note someone shares with me added to and left;
 * a note saved into my files and then deleted from Simplenote (the cross-service ones).
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, forEach, input, message, update, type CollectionDef } from '../../kit/package.ts';
import { A, said } from '../../kit/checks.ts';
import { listTasks, type Act, type Pattern } from '../../shapes/list-flow.ts';
import { caseRows } from '../../kit/rows.ts';
import { listCase } from '../../kit/row-fields.ts';
import { fillPeople } from '../../kit/person-refs.ts';
import { findNote, noteAsFile, twoNotes } from '../../shapes/note-by-title.ts';
import { fixtureRows, noteId, noteRow, userId } from '../../kit/fixture.ts';
import { STATE_WORDS, withCaseStates } from '../../kit/state-words.ts';
import { nextId } from '../../kit/unnamed-deletions.ts';
import { otherMarked, saidTexts } from '../../kit/look-alike.ts';

const S = 'simple_note';
const withTag = (title: string, tag: string, without?: string) => [...noteRow(title).tags.filter((t) => t !== without), tag];

const tagList: CollectionDef = { name: 'tags', key: 'tag', fields: { tag: 'string', notes: 'string', state: 'string' }, item: '{{item.tag}}: {{item.notes}} — {{item.state}}', heading: 'Tags', empty: 'No tags changed yet.' };

const two = twoNotes();

/** Tags two notes the user names (by title) with one tag. */
const tagTwo = action('tag_notes', 'Tag notes', 'Find both notes by title and put the tag on the two of them at once.', [S], [...two.inputs, input('tag', 'Tag')], [
  ...two.find,
  call('simple_note.add_tag_to_notes', { note_ids: two.ids, tag: '{{inputs.tag}}' }, 'tagged'),
  append('tags', { tag: '{{inputs.tag}}', notes: '{{one.0.title}}; {{two.0.title}}', state: 'on {{tagged.tagged_count}} notes' }),
  message('Tagged "{{one.0.title}}" and "{{two.0.title}}" with {{inputs.tag}}.'),
]);

/** `dropped`: a tag an earlier episode took off every note. */
const tagTwoAct = (c: { first: string; second: string; tag: string; dropped?: string }): Act => ({
  values: { first_note: c.first, second_note: c.second, tag: c.tag },
  hint: ['tag'],
  // No api_called: tagging each note on its own (add_tag_to_note twice) is as right.
  checks: [A.record(S, 'notes', { id: noteId(c.first) }, { tags: withTag(c.first, c.tag, c.dropped) }), A.record(S, 'notes', { id: noteId(c.second) }, { tags: withTag(c.second, c.tag, c.dropped) })],
  // Which notes got the tag, by the titles the user named (issue #30, not_shown).
  show: [c.tag, c.first, c.second],
  allow: [[S, 'notes', 'updated']],
  max: 2,
});

// ---------------------------------------------------------------- tag two notes, then rename the tag

const RenameCase = z.object({ ...listCase, first: z.string(), second: z.string(), tag: z.string(), newTag: z.string() });
type RenameCase = z.infer<typeof RenameCase>;

const tagThenRename: Pattern<RenameCase> = {
  domain: S,
  summary: 'Puts one tag on several of my Simplenote notes at once and renames a tag everywhere.',
  intro: 'Name two notes and the tag they should share; rename a tag when a better name comes up.',
  lists: [tagList],
  forms: [
    tagTwo,
    action('rename_tag', 'Rename tag', 'Rename a tag on every note that has it.', [S], [input('tag', 'Tag'), input('new_tag', 'New name')], [
      call('simple_note.rename_tag', { tag: '{{inputs.tag}}', new_tag: '{{inputs.new_tag}}' }, 'renamed'),
      update('tags', '{{inputs.tag}}', { state: 'renamed to {{inputs.new_tag}} on {{renamed.note_count}} notes' }),
      message('The tag {{inputs.tag}} is now {{inputs.new_tag}} on {{renamed.note_count}} notes.'),
    ]),
  ],
  inputs: [['first_note'], ['tag']],
  actions: ['tag'],
  acts: (c) => [
    tagTwoAct(c),
    { values: { tag: c.tag, new_tag: c.newTag }, hint: ['rename'],
      checks: [
        A.called(S, 'rename_tag', { tag: c.tag, new_tag: c.newTag }),
        A.record(S, 'notes', { id: noteId(c.first) }, { tags: withTag(c.first, c.newTag) }),
        A.record(S, 'notes', { id: noteId(c.second) }, { tags: withTag(c.second, c.newTag) }),
      ],
      show: [c.newTag], allow: [[S, 'notes', 'updated']], max: 2 },
  ],
  reopen: (c) => [A.persisted(c.newTag), A.persisted(c.first)],
  retained: (c) => c.tag,
};

// ---------------------------------------------------------------- drop a tag everywhere, then tag two notes

const RetagCase = z.object({
  ...listCase,
  dropped: z.string(),
  /** The notes that carry the dropped tag (each loses it). */
  droppedFrom: z.array(z.string()),
  first: z.string(),
  second: z.string(),
  tag: z.string(),
});
type RetagCase = z.infer<typeof RetagCase>;

const dropThenRetag: Pattern<RetagCase> = {
  domain: S,
  summary: 'Cleans up my Simplenote tags: takes a tag off every note and puts a new one on the notes I name.',
  intro: 'Type a tag to get rid of, or two notes and the tag they should get.',
  lists: [tagList, { name: 'untagged', fields: { id: 'number', title: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) — {{item.state}}', heading: 'Notes a tag came off', empty: 'None yet.' }],
  forms: [
    action('drop_tag', 'Drop tag', 'Take the tag off every note that has it (the notes stay), and list those notes.', [S], [input('tag', 'Tag to drop')], [
      // The notes that carry the tag, read first: the user sees which notes lost it (issue #30, not_shown).
      call('simple_note.search_notes', { tags: ['{{inputs.tag}}'], page_limit: 20 }, 'had'),
      call('simple_note.delete_tag', { tag: '{{inputs.tag}}' }, 'dropped'),
      append('tags', { tag: '{{inputs.tag}}', notes: 'taken off {{dropped.note_count}} notes', state: 'dropped' }),
      forEach('{{had}}', 'note', 20, [append('untagged', { id: '{{note.note_id}}', title: '{{note.title}}', state: 'tag removed' })]),
      message('Took the tag {{inputs.tag}} off {{dropped.note_count}} notes.'),
    ]),
    tagTwo,
  ],
  inputs: [['tag']],
  actions: ['drop', 'tag'],
  acts: (c) => [
    { values: { tag: c.dropped }, hint: ['drop', 'delete', 'remove'],
      checks: [
        A.called(S, 'delete_tag', { tag: c.dropped }),
        ...c.droppedFrom.map((title) => A.record(S, 'notes', { id: noteId(title) }, { tags: noteRow(title).tags.filter((t) => t !== c.dropped) })),
      ],
      // The tag is gone from every record, so no stored value grounds it on screen: the notes it
      // came off do, each said untagged (issue #30, not_shown).
      show: c.droppedFrom.map((title) => said(title, c.dropped)), allow: [[S, 'notes', 'updated']], max: c.droppedFrom.length },
    tagTwoAct(c),
  ],
  reopen: (c) => [A.persisted(c.tag), A.persisted(c.dropped)],
  retained: (c) => c.tag,
};

// ---------------------------------------------------------------- save a note into my files, then delete it

/**
 * `other`: a newer note of the user's tagged as the named one is and titled like it, so the named note
 * is neither the only nor the newest of its kind (s28, may-budget-archive s27-s194-f2: an app that
 * took the newest "finance" note or the first hit of "budget" passed).
 */
const ArchiveCase = z.object({ ...listCase, note: z.string(), filePath: z.string(), other: z.object({ title: z.string(), content: z.string() }).optional() });
type ArchiveCase = z.infer<typeof ArchiveCase>;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const archiveThenDelete: Pattern<ArchiveCase> = {
  domain: S,
  services: [S, 'file_system'],
  summary: 'Saves an old Simplenote note as a text file in my documents, then deletes the note once I have checked the file.',
  intro: 'Type the note\'s title and where the file should go.',
  lists: [{ name: 'archived', fields: { id: 'number', title: 'string', file: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) → {{item.file}} — {{item.state}}', heading: 'Archived notes', empty: 'Nothing archived yet.' }],
  forms: [
    action('save_to_file', 'Save to file', 'Find the note by title and save it as a text file at the path.', [S, 'file_system'], [input('note', 'Note title'), input('file_path', 'File path')], [
      findNote('note'),
      call('simple_note.export_note_to_file', { note_id: '{{found.0.note_id}}', file_path: '{{inputs.file_path}}' }),
      append('archived', { id: '{{found.0.note_id}}', title: '{{found.0.title}}', file: '{{inputs.file_path}}', state: 'saved to file' }),
      message('Saved "{{found.0.title}}" (note {{found.0.note_id}}) to {{inputs.file_path}}.'),
    ]),
    action('delete_note', 'Delete note', 'Delete an archived note from Simplenote for good.', [S], [input('note_id', 'Note id', 'number')], [
      call('simple_note.delete_note', { note_id: '{{inputs.note_id}}' }),
      update('archived', '{{inputs.note_id}}', { state: 'deleted from Simplenote' }),
      message('Deleted note {{inputs.note_id}} from Simplenote; the file stays.'),
    ]),
  ],
  inputs: [['note'], ['file_path', 'path']],
  actions: ['save', 'file'],
  acts: (c) => [
    { values: { note: c.note, file_path: c.filePath }, hint: ['save', 'file', 'export'],
      // The path is left to the end state ("~/…" and "/home/alex/…" are the same file).
      checks: [A.changed('file_system', 'files', 'inserted')],
      free: [noteAsFile(noteRow(c.note).content)],
      // The file the user named (issue #30, not_shown: the note's title alone passed); its name is
      // in no record but the new file, so showing it tells the save.
      show: [c.note, fileName(c.filePath)], allow: [['file_system', 'files', 'inserted']], max: 1 },
    { values: { note_id: noteId(c.note) }, hint: ['delete'],
      // delete_note or delete_notes with one id: either is right.
      checks: [A.changed(S, 'notes', 'deleted', { id: noteId(c.note) })],
      show: [noteId(c.note)], allow: [[S, 'notes', 'deleted']], max: 1 },
  ],
  reopen: (c) => [A.persisted(c.note), A.persisted(fileName(c.filePath))],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- a note shared with me: list, add to it, then leave it

/** What the user says may name the note's id as `{note.id}`. */
const SharedCase = z.object({ ...listCase, note: z.string(), line: z.string() });
type SharedCase = z.infer<typeof SharedCase>;

/** The titles of every note shared with the user in the fixture, newest share first. */
const sharedTitles = (): string[] =>
  fixtureRows<{ title: string }>('SELECT n.title FROM simple_note_note_shares s JOIN simple_note_notes n ON n.id = s.note_id WHERE s.person_id = ? ORDER BY s.id', userId()).map((r) => r.title);

const sharedWithMe: Pattern<SharedCase> = {
  domain: S,
  summary: 'Lists the Simplenote notes other people share with me, adds lines to the ones I may edit and leaves the ones I no longer need.',
  intro: 'List what is shared with you, then use a note\'s number to add a line or leave it.',
  lists: [{ name: 'shared', fields: { id: 'number', title: 'string', owner: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) from {{item.owner}} — {{item.state}}', heading: 'Notes shared with me', empty: 'Nothing listed yet.' }],
  forms: [
    action('list_shared', 'List shared notes', 'Show every note shared with me, with its owner.', [S], [], [
      call('simple_note.show_shared_notes', { page_limit: 20 }, 'shared'),
      forEach('{{shared}}', 'n', 20, [append('shared', { id: '{{n.note_id}}', title: '{{n.title}}', owner: '{{n.owner.name}}', state: '{{n.can_edit}}' })]),
      message('{{shared.length}} notes are shared with you.'),
    ]),
    action('add_line', 'Add a line', 'Add a line at the end of a note shared with me for editing.', [S], [input('note_id', 'Note number', 'number'), input('line', 'Line to add')], [
      call('simple_note.add_content_to_shared_note', { note_id: '{{inputs.note_id}}', content: '{{inputs.line}}' }),
      update('shared', '{{inputs.note_id}}', { state: 'added {{inputs.line}}' }),
      message('Added "{{inputs.line}}" to note {{inputs.note_id}}.'),
    ]),
    action('leave_note', 'Leave note', 'Take a note someone shared with me off my shared notes.', [S], [input('shared_note_id', 'Note number', 'number')], [
      call('simple_note.leave_shared_note', { note_id: '{{inputs.shared_note_id}}' }),
      update('shared', '{{inputs.shared_note_id}}', { state: 'left' }),
      message('You left note {{inputs.shared_note_id}}.'),
    ]),
  ],
  inputs: [['line']],
  actions: ['list', 'shared'],
  acts: (c) => {
    const id = noteId(c.note);
    const content = noteRow(c.note).content;
    return [
      // "Which notes are shared with me?" asks for all of them: each shared note's title is on the
      // list, not only the one the user is looking for (s12 world12).
      { values: {}, hint: ['list', 'shared'], checks: [A.called(S, 'show_shared_notes')], show: [c.note, ...sharedTitles().filter((t) => t !== c.note).map((t) => said(t, (c.say[0] ?? '').split(/[?.!]/)[0] ?? ''))], allow: [], max: 0 },
      { values: { note_id: id, line: c.line }, hint: ['add', 'line'],
        // A plain line or a "- [ ]" item is the app's choice; at the end of the list, as asked.
        checks: [A.called(S, 'add_content_to_shared_note', { note_id: id }), A.changed(S, 'notes', 'updated', { id })],
        free: [{ app: S, table: 'notes', field: 'content', constraint: { one_of: [`${content}\n${c.line}`, `${content}\n- [ ] ${c.line}`] }, why: 'a plain line or a checklist item is the app\'s choice' }],
        show: [id], allow: [[S, 'notes', 'updated']], max: 1 },
      { values: { shared_note_id: id }, hint: ['leave'],
        checks: [A.called(S, 'leave_shared_note', { note_id: id }), A.changed(S, 'note_shares', 'deleted', { note_id: id })],
        show: [id], allow: [[S, 'note_shares', 'deleted']], max: 1 },
    ];
  },
  reopen: (c) => [A.persisted(c.note)],
  retained: (c) => c.note,
};

/**
 * The note the user names is the only one shared with them that they may edit, so an app that adds
 * the line to the first editable shared note passes without reading the name (s22, tahoe-shared-list
 * s21-s9-f1: trivial_target). The task's world gets another note of the same owner, shared with the
 * user for editing later than it (the newest), under words the user never says.
 */
function withEditableLookAlike(task: TaskInput): TaskInput {
  const said = `${task.apps.map((a) => a.intention).join(' ')} ${task.episodes.map((e) => e.message ?? '').join(' ')}`.toLowerCase();
  const named = sharedNotes().find((n) => said.includes(n.title.toLowerCase()) && n.can_edit === 1);
  if (!named) return task;
  const at = '2023-05-19T12:00:00';
  const title = ['Book club picks', 'Garden seeds to order', 'Board game night list'].find((t) => !t.toLowerCase().split(' ').some((w) => w.length > 3 && said.includes(w)));
  if (!title) return task;
  const rows = [
    { app: S, table: 'notes', row: { id: 1_000_000, user_id: named.owner_id, title, content: '- [ ] first pick\n- [ ] second pick', tags: '["lists"]', pinned: 0, created_at: at, updated_at: at } },
    { app: S, table: 'note_shares', row: { id: 1_000_001, note_id: 1_000_000, owner_id: named.owner_id, person_id: userId(), can_edit: 1, shared_at: at } },
  ];
  // The user asks which notes are shared with them: the new note is one of them, so the list shows it too.
  const episodes = task.episodes.map((e) => {
    const listed = (e.assertions ?? []).find((a) => a.type === 'visible_result_grounded' && a.because === 'Which notes are shared with me');
    if (!listed) return e;
    return { ...e, assertions: [...(e.assertions ?? []), { ...listed, id: nextId(e.id, e.assertions ?? [], 'visible_result_grounded'), value: title }] };
  });
  return { ...task, episodes: episodes as TaskInput['episodes'], world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } };
}

/** The notes shared with the user in the fixture, with who owns them and whether the user may edit them. */
const sharedNotes = () =>
  fixtureRows<{ title: string; owner_id: number; can_edit: number }>('SELECT n.title, s.owner_id, s.can_edit FROM simple_note_note_shares s JOIN simple_note_notes n ON n.id = s.note_id WHERE s.person_id = ?', userId());

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { rename: RenameCase, retag: RetagCase, archive: ArchiveCase, shared: SharedCase });
  return [
    ...listTasks(tagThenRename, rows.rename),
    ...withCaseStates(listTasks(dropThenRetag, rows.retag), rows.retag, (c) => c.droppedFrom.map((title) => ({ episode: 'create', value: title, words: STATE_WORDS.untagged, kept: false }))),
    // The note deleted, the shared note left: said on screen, not only the note's id (issue #30, not_shown).
    ...withCaseStates(listTasks(archiveThenDelete, rows.archive), rows.archive, (c) => [{ episode: 'revise', value: noteId(c.note), words: STATE_WORDS.deleted }]).map((t) => {
      const c = rows.archive.find((r) => r.id === t.id);
      if (!c?.other) return t;
      const other = otherMarked({ app: S, table: 'notes', name: c.other.title, said: saidTexts(t), set: { content: c.other.content, tags: JSON.stringify(noteRow(c.note).tags), pinned: 0 } });
      return { ...t, world: { ...t.world, rows: [...(t.world.rows ?? []), ...other] } };
    }),
    ...withCaseStates(listTasks(sharedWithMe, rows.shared.map((c) => fillPeople(c, { note: { id: noteId(c.note) } }))), rows.shared, (c) => [{ episode: 'followup', value: noteId(c.note), words: STATE_WORDS.leftShare }]).map(withEditableLookAlike),
  ];
}
