/**
 * Simplenote housekeeping: tags put on several notes at once and renamed; a tag dropped
 * everywhere and another put on a few notes; a note someone shares with me added to and left;
 * a note saved into my files and then deleted from Simplenote (the cross-service ones).
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, forEach, input, message, update, type CollectionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { listTasks, type Act, type CaseBase, type Pattern } from '../../shapes/list-flow.ts';
import { noteId, noteRow } from '../../kit/fixture.ts';

const S = 'simple_note';
const findNote = (arg: string, bind: string) => call('simple_note.search_notes', { query: `{{inputs.${arg}}}`, page_limit: 1 }, bind);
const withTag = (title: string, tag: string, without?: string) => [...noteRow(title).tags.filter((t) => t !== without), tag];

const tagList: CollectionDef = { name: 'tags', key: 'tag', fields: { tag: 'string', notes: 'string', state: 'string' }, item: '{{item.tag}}: {{item.notes}} — {{item.state}}', heading: 'Tags', empty: 'No tags changed yet.' };

/** Tags two notes the user names (by title) with one tag. */
const tagTwo = action('tag_notes', 'Tag notes', 'Find both notes by title and put the tag on the two of them at once.', [S],
  [input('first_note', 'First note'), input('second_note', 'Second note'), input('tag', 'Tag')], [
    findNote('first_note', 'one'),
    findNote('second_note', 'two'),
    call('simple_note.add_tag_to_notes', { note_ids: ['{{one.0.note_id}}', '{{two.0.note_id}}'], tag: '{{inputs.tag}}' }, 'tagged'),
    append('tags', { tag: '{{inputs.tag}}', notes: '{{one.0.title}}; {{two.0.title}}', state: 'on {{tagged.tagged_count}} notes' }),
    message('Tagged "{{one.0.title}}" and "{{two.0.title}}" with {{inputs.tag}}.'),
  ]);

/** `dropped`: a tag an earlier episode took off every note. */
const tagTwoAct = (c: { first: string; second: string; tag: string; dropped?: string }): Act => ({
  values: { first_note: c.first, second_note: c.second, tag: c.tag },
  hint: ['tag'],
  // No api_called: tagging each note on its own (add_tag_to_note twice) is as right.
  checks: [A.record(S, 'notes', { id: noteId(c.first) }, { tags: withTag(c.first, c.tag, c.dropped) }), A.record(S, 'notes', { id: noteId(c.second) }, { tags: withTag(c.second, c.tag, c.dropped) })],
  show: [c.tag],
  allow: [[S, 'notes', 'updated']],
  max: 2,
});

// ---------------------------------------------------------------- tag two notes, then rename the tag

interface RenameCase extends CaseBase {
  first: string;
  second: string;
  tag: string;
  newTag: string;
}

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

interface RetagCase extends CaseBase {
  dropped: string;
  /** The notes that carry the dropped tag (each loses it). */
  droppedFrom: string[];
  first: string;
  second: string;
  tag: string;
}

const dropThenRetag: Pattern<RetagCase> = {
  domain: S,
  summary: 'Cleans up my Simplenote tags: takes a tag off every note and puts a new one on the notes I name.',
  intro: 'Type a tag to get rid of, or two notes and the tag they should get.',
  lists: [tagList],
  forms: [
    action('drop_tag', 'Drop tag', 'Take the tag off every note that has it (the notes stay).', [S], [input('tag', 'Tag to drop')], [
      call('simple_note.delete_tag', { tag: '{{inputs.tag}}' }, 'dropped'),
      append('tags', { tag: '{{inputs.tag}}', notes: 'taken off {{dropped.note_count}} notes', state: 'dropped' }),
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
      // The tag is gone from every record, so no stored value grounds it on screen.
      show: [], allow: [[S, 'notes', 'updated']], max: c.droppedFrom.length },
    tagTwoAct(c),
  ],
  reopen: (c) => [A.persisted(c.tag), A.persisted(c.dropped)],
  retained: (c) => c.tag,
};

// ---------------------------------------------------------------- save a note into my files, then delete it

interface ArchiveCase extends CaseBase {
  note: string;
  filePath: string;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const archiveThenDelete: Pattern<ArchiveCase> = {
  domain: S,
  services: [S, 'file_system'],
  summary: 'Saves an old Simplenote note as a text file in my documents, then deletes the note once I have checked the file.',
  intro: 'Type the note\'s title and where the file should go.',
  lists: [{ name: 'archived', fields: { id: 'number', title: 'string', file: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) → {{item.file}} — {{item.state}}', heading: 'Archived notes', empty: 'Nothing archived yet.' }],
  forms: [
    action('save_to_file', 'Save to file', 'Find the note by title and save it as a text file at the path.', [S, 'file_system'], [input('note', 'Note title'), input('file_path', 'File path')], [
      findNote('note', 'found'),
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
      checks: [A.called(S, 'export_note_to_file', { note_id: noteId(c.note) }), A.changed('file_system', 'files', 'inserted')],
      show: [c.note], allow: [['file_system', 'files', 'inserted']], max: 1 },
    { values: { note_id: noteId(c.note) }, hint: ['delete'],
      // delete_note or delete_notes with one id: either is right.
      checks: [A.changed(S, 'notes', 'deleted', { id: noteId(c.note) })],
      show: [noteId(c.note)], allow: [[S, 'notes', 'deleted']], max: 1 },
  ],
  reopen: (c) => [A.persisted(c.note), A.persisted(fileName(c.filePath))],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- a note shared with me: list, add to it, then leave it

interface SharedCase extends CaseBase {
  note: string;
  line: string;
}

const sharedWithMe: Pattern<SharedCase> = {
  domain: S,
  summary: 'Lists the Simplenote notes other people share with me, adds lines to the ones I may edit and leaves the ones I no longer need.',
  intro: 'List what is shared with you, then use a note\'s number to add a line or leave it.',
  lists: [{ name: 'shared', fields: { id: 'number', title: 'string', owner: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) from {{item.owner}} — {{item.state}}', heading: 'Shared with me', empty: 'Nothing listed yet.' }],
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
      { values: {}, hint: ['list', 'shared'], checks: [A.called(S, 'show_shared_notes')], show: [c.note], allow: [], max: 0 },
      { values: { note_id: id, line: c.line }, hint: ['add', 'line'],
        // A plain line or a "- [ ]" item is the app's choice; at the end of the list, as asked.
        checks: [A.called(S, 'add_content_to_shared_note', { note_id: id }), A.changed(S, 'notes', 'updated', { id })],
        free: [{ app: S, table: 'notes', field: 'content', constraint: { one_of: [`${content}\n${c.line}`, `${content}\n- [ ] ${c.line}`] } }],
        show: [id], allow: [[S, 'notes', 'updated']], max: 1 },
      { values: { shared_note_id: id }, hint: ['leave'],
        checks: [A.called(S, 'leave_shared_note', { note_id: id }), A.changed(S, 'note_shares', 'deleted', { note_id: id })],
        show: [id], allow: [[S, 'note_shares', 'deleted']], max: 1 },
    ];
  },
  reopen: (c) => [A.persisted(c.note)],
  retained: (c) => c.note,
};

export function tasks(): TaskInput[] {
  const tahoe = noteId('Tahoe trip shopping list');
  return [
    ...listTasks(tagThenRename, [
      { id: 'single.simple_note.fitness-tag-rename', split: 'public', seed: 7101, title: 'Note Tags', first: 'Workout plan', second: 'Half marathon training log', tag: 'fitness',
        newTag: 'training',
        intention: 'My notes have no order to them. I would like to give a handful of notes one shared tag in a single go, and to rename a tag when I change my mind about what to call it.',
        say: ['Tag Workout plan and Half marathon training log as "fitness".', 'On second thought call the fitness tag "training" instead.'] },
      { id: 'single.simple_note.outings-tag-rename', split: 'dev', seed: 7102, title: 'Weekend Tags', first: 'Coffee shops to try', second: 'Portland weekend itinerary',
        tag: 'weekend', newTag: 'outings',
        intention: 'Ideas for weekends are scattered over my notes; grouping them under a label would help, and so would renaming that label later.',
        say: ['Both Coffee shops to try and Portland weekend itinerary should carry the tag weekend.', 'Rename the weekend tag to outings.'] },
      { id: 'single.simple_note.promo-tag-rename', split: 'sealed', seed: 7103, title: 'Review Prep Tags', first: 'Q2 planning meeting - May 9', second: '1:1 with manager - May 2',
        tag: 'review prep', newTag: 'promo case',
        intention: 'Performance review season: I collect evidence from meeting notes by tagging them, and sometimes the tag needs a clearer name.',
        say: ['Put the tag "review prep" on Q2 planning meeting - May 9 and on 1:1 with manager - May 2.', 'Change the tag name from review prep to "promo case" everywhere.'] },
    ]),
    ...listTasks(dropThenRetag, [
      { id: 'single.simple_note.fun-tag-swap', split: 'public', seed: 7105, title: 'Tag Cleanup', dropped: 'fun', droppedFrom: ['Coffee shops to try', 'Movies to watch'],
        first: 'Movies to watch', second: 'Books to read 2023', tag: 'downtime',
        intention: 'Some of my Simplenote tags are useless. I need a cleanup tool that strips an unwanted tag off every note and then labels a couple of notes with something better.',
        say: ['Get rid of the fun tag on all my notes.', 'Now tag Movies to watch and Books to read 2023 as downtime.'] },
      { id: 'single.simple_note.learning-tag-swap', split: 'sealed', seed: 7106, title: 'Label Pruning', dropped: 'learning', droppedFrom: ['Podcast notes: the sleep episode'],
        first: 'Podcast notes: the sleep episode', second: 'Half marathon training log', tag: 'recovery',
        intention: 'Pruning labels in my notes every few months keeps them usable: remove a tag that no longer means anything, add a sharper one where it fits.',
        say: ['Remove the learning tag wherever it is.', 'Tag Podcast notes: the sleep episode and Half marathon training log with recovery.'] },
    ]),
    ...listTasks(archiveThenDelete, [
      { id: 'single.simple_note.holiday-plans-archive', split: 'dev', seed: 7107, title: 'Note Archive', note: 'Winter 2022 holiday plans',
        filePath: '~/documents/winter_2022_holiday_plans.txt',
        intention: 'Old trip plans clutter Simplenote but I do not want to lose them. Let me save a note as a file in my documents and delete the note after I check the file.',
        say: ['Save Winter 2022 holiday plans to ~/documents/winter_2022_holiday_plans.txt.', 'The file looks fine, delete the Winter 2022 holiday plans note now.'] },
      { id: 'single.simple_note.tax-docs-archive', split: 'sealed', seed: 7108, title: 'Paperwork Filing', note: 'Tax documents 2022',
        filePath: '~/documents/taxes/tax_documents_2022.txt',
        intention: 'Once a tax year is closed its checklist belongs with my tax paperwork, not in my notes app. File the note into my taxes folder, then remove it from Simplenote.',
        say: ['File my Tax documents 2022 note as ~/documents/taxes/tax_documents_2022.txt.', 'Filed, thanks. Please delete the tax documents note from Simplenote.'] },
      { id: 'single.simple_note.may-budget-archive', split: 'dev', seed: 7109, title: 'Budget Filing', note: 'Budget - May', filePath: '~/documents/finance/budget_may.txt',
        intention: 'Each month ends with me moving that month\'s budget note into the finance folder as a text file, and the note itself goes.',
        say: ['Move Budget - May into my finance folder as ~/documents/finance/budget_may.txt.', 'Good, now remove the May budget note.'] },
    ]),
    ...listTasks(sharedWithMe, [{ id: 'single.simple_note.tahoe-shared-list', split: 'public', seed: 7104, title: 'Shared With Me', note: 'Tahoe trip shopping list', line: 'marshmallows',
      intention: 'Friends share notes with me and I lose track of them. I want to see which notes people share with me, add a line to one I can edit, and leave the ones I am done with.',
      say: ['Which notes are shared with me? I am looking for the Tahoe trip shopping list.', `Add marshmallows to the Tahoe trip shopping list (note ${tahoe}).`,
        `The trip is over; leave the Tahoe trip shopping list, note ${tahoe}.`] }]),
  ];
}
