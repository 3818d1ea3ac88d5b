/**
 * Simplenote housekeeping: tags put on several notes at once and renamed; a tag dropped
 * everywhere and another put on a few notes; a note someone shares with me added to and left;
 * a note saved into my files and then deleted from Simplenote (the cross-service ones).
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, update, type CollectionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { flowTask, slug, type CaseBase } from '../../shapes/list-flow.ts';
import { listApp } from '../../kit/package.ts';
import { noteId, noteRow, pairTasks, type Pattern } from '../../shapes/list-pair.ts';

const S = 'simple_note';
const findNote = (arg: string, bind: string) => call('simple_note.search_notes', { query: `{{inputs.${arg}}}`, page_limit: 1 }, bind);
const withTag = (title: string, tag: string, without?: string) => [...noteRow(title).tags.filter((t) => t !== without), tag];

const tagList: CollectionDef = {
  name: 'tags',
  key: 'tag',
  fields: { tag: 'string', notes: 'string', state: 'string' },
  item: '{{item.tag}}: {{item.notes}} — {{item.state}}',
  heading: 'Tags',
  empty: 'No tags changed yet.',
};

/** Tags two notes the user names (by title) with one tag. */
const tagTwo = (id: string, label: string) => ({
  id,
  label,
  goal: 'Find both notes by title and put the tag on the two of them at once.',
  services: [S],
  inputs: [input('first_note', 'First note'), input('second_note', 'Second note'), input('tag', 'Tag')],
  plan: [
    findNote('first_note', 'one'),
    findNote('second_note', 'two'),
    call('simple_note.add_tag_to_notes', { note_ids: ['{{one.0.note_id}}', '{{two.0.note_id}}'], tag: '{{inputs.tag}}' }, 'tagged'),
    append('tags', { tag: '{{inputs.tag}}', notes: '{{one.0.title}}; {{two.0.title}}', state: 'on {{tagged.tagged_count}} notes' }),
    message('Tagged "{{one.0.title}}" and "{{two.0.title}}" with {{inputs.tag}}.'),
  ],
});

/** `dropped`: a tag an earlier episode took off every note. */
const tagTwoAct = (c: { first: string; second: string; tag: string; dropped?: string }, stage: 'submit' | 'revise', text: string) => ({
  stage,
  message: text,
  values: { first_note: c.first, second_note: c.second, tag: c.tag },
  hint: ['tag'],
  // No api_called: tagging each note on its own (add_tag_to_note twice) is as right.
  checks: [A.record(S, 'notes', { id: noteId(c.first) }, { tags: withTag(c.first, c.tag, c.dropped) }), A.record(S, 'notes', { id: noteId(c.second) }, { tags: withTag(c.second, c.tag, c.dropped) })],
  show: [c.tag],
  allow: [[S, 'notes', 'updated']] as [string, string, 'updated'][],
  max: 2,
});

// ---------------------------------------------------------------- tag two notes, then rename the tag

interface RenameCase extends CaseBase {
  first: string;
  second: string;
  tag: string;
  newTag: string;
  createMessage: string;
  followMessage: string;
}

const tagThenRename: Pattern<RenameCase> = {
  services: [S],
  domain: S,
  summary: () => 'Puts one tag on several of my Simplenote notes at once and renames a tag everywhere.',
  intro: () => 'Name two notes and the tag they should share; rename a tag when a better name comes up.',
  list: tagList,
  first: tagTwo('tag_notes', 'Tag notes'),
  second: {
    id: 'rename_tag',
    label: 'Rename tag',
    goal: 'Rename a tag on every note that has it.',
    services: [S],
    inputs: [input('tag', 'Tag'), input('new_tag', 'New name')],
    plan: [
      call('simple_note.rename_tag', { tag: '{{inputs.tag}}', new_tag: '{{inputs.new_tag}}' }, 'renamed'),
      update('tags', '{{inputs.tag}}', { state: 'renamed to {{inputs.new_tag}} on {{renamed.note_count}} notes' }),
      message('The tag {{inputs.tag}} is now {{inputs.new_tag}} on {{renamed.note_count}} notes.'),
    ],
  },
  inputs: [['first_note'], ['tag']],
  actions: ['tag'],
  acts: (c) => [
    tagTwoAct(c, 'submit', c.createMessage),
    {
      stage: 'revise',
      message: c.followMessage,
      values: { tag: c.tag, new_tag: c.newTag },
      hint: ['rename'],
      checks: [
        A.called(S, 'rename_tag', { tag: c.tag, new_tag: c.newTag }),
        A.record(S, 'notes', { id: noteId(c.first) }, { tags: withTag(c.first, c.newTag) }),
        A.record(S, 'notes', { id: noteId(c.second) }, { tags: withTag(c.second, c.newTag) }),
      ],
      show: [c.newTag],
      allow: [[S, 'notes', 'updated']],
      max: 2,
    },
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
  createMessage: string;
  followMessage: string;
}

const dropThenRetag: Pattern<RetagCase> = {
  services: [S],
  domain: S,
  summary: () => 'Cleans up my Simplenote tags: takes a tag off every note and puts a new one on the notes I name.',
  intro: () => 'Type a tag to get rid of, or two notes and the tag they should get.',
  list: tagList,
  first: {
    id: 'drop_tag',
    label: 'Drop tag',
    goal: 'Take the tag off every note that has it (the notes stay).',
    services: [S],
    inputs: [input('tag', 'Tag to drop')],
    plan: [
      call('simple_note.delete_tag', { tag: '{{inputs.tag}}' }, 'dropped'),
      append('tags', { tag: '{{inputs.tag}}', notes: 'taken off {{dropped.note_count}} notes', state: 'dropped' }),
      message('Took the tag {{inputs.tag}} off {{dropped.note_count}} notes.'),
    ],
  },
  second: tagTwo('tag_notes', 'Tag notes'),
  inputs: [['tag']],
  actions: ['drop', 'tag'],
  acts: (c) => [
    {
      stage: 'submit',
      message: c.createMessage,
      values: { tag: c.dropped },
      hint: ['drop', 'delete', 'remove'],
      checks: [
        A.called(S, 'delete_tag', { tag: c.dropped }),
        ...c.droppedFrom.map((title) => A.record(S, 'notes', { id: noteId(title) }, { tags: noteRow(title).tags.filter((t) => t !== c.dropped) })),
      ],
      // The tag is gone from every record, so no stored value grounds it on screen.
      show: [],
      allow: [[S, 'notes', 'updated']],
      max: c.droppedFrom.length,
    },
    tagTwoAct(c, 'revise', c.followMessage),
  ],
  reopen: (c) => [A.persisted(c.tag), A.persisted(c.dropped)],
  retained: (c) => c.tag,
};

// ---------------------------------------------------------------- save a note into my files, then delete it

interface ArchiveCase extends CaseBase {
  note: string;
  filePath: string;
  createMessage: string;
  followMessage: string;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const archiveThenDelete: Pattern<ArchiveCase> = {
  services: [S, 'file_system'],
  domain: S,
  summary: () => 'Saves an old Simplenote note as a text file in my documents, then deletes the note once I have checked the file.',
  intro: () => 'Type the note\'s title and where the file should go.',
  list: { name: 'archived', fields: { id: 'number', title: 'string', file: 'string', state: 'string' }, item: '{{item.title}} (note {{item.id}}) → {{item.file}} — {{item.state}}', heading: 'Archived notes', empty: 'Nothing archived yet.' },
  first: {
    id: 'save_to_file',
    label: 'Save to file',
    goal: 'Find the note by title and save it as a text file at the path.',
    services: [S, 'file_system'],
    inputs: [input('note', 'Note title'), input('file_path', 'File path')],
    plan: [
      findNote('note', 'found'),
      call('simple_note.export_note_to_file', { note_id: '{{found.0.note_id}}', file_path: '{{inputs.file_path}}' }),
      append('archived', { id: '{{found.0.note_id}}', title: '{{found.0.title}}', file: '{{inputs.file_path}}', state: 'saved to file' }),
      message('Saved "{{found.0.title}}" (note {{found.0.note_id}}) to {{inputs.file_path}}.'),
    ],
  },
  second: {
    id: 'delete_note',
    label: 'Delete note',
    goal: 'Delete an archived note from Simplenote for good.',
    services: [S],
    inputs: [input('note_id', 'Note id', 'number')],
    plan: [
      call('simple_note.delete_note', { note_id: '{{inputs.note_id}}' }),
      update('archived', '{{inputs.note_id}}', { state: 'deleted from Simplenote' }),
      message('Deleted note {{inputs.note_id}} from Simplenote; the file stays.'),
    ],
  },
  inputs: [['note'], ['file_path', 'path']],
  actions: ['save', 'file'],
  acts: (c) => [
    {
      stage: 'submit',
      message: c.createMessage,
      values: { note: c.note, file_path: c.filePath },
      hint: ['save', 'file', 'export'],
      // The path is left to the end state ("~/…" and "/home/alex/…" are the same file).
      checks: [A.called(S, 'export_note_to_file', { note_id: noteId(c.note) }), A.changed('file_system', 'files', 'inserted')],
      show: [c.note],
      allow: [['file_system', 'files', 'inserted']],
      max: 1,
    },
    {
      stage: 'revise',
      message: c.followMessage,
      values: { note_id: noteId(c.note) },
      hint: ['delete'],
      // delete_note or delete_notes with one id: either is right.
      checks: [A.changed(S, 'notes', 'deleted', { id: noteId(c.note) })],
      show: [noteId(c.note)],
      allow: [[S, 'notes', 'deleted']],
      max: 1,
    },
  ],
  reopen: (c) => [A.persisted(c.note), A.persisted(fileName(c.filePath))],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- a note shared with me: add to it, then leave it

interface SharedCase extends CaseBase {
  note: string;
  line: string;
  listMessage: string;
  addMessage: string;
  leaveMessage: string;
}

const sharedList: CollectionDef = {
  name: 'shared',
  fields: { id: 'number', title: 'string', owner: 'string', state: 'string' },
  item: '{{item.title}} (note {{item.id}}) from {{item.owner}} — {{item.state}}',
  heading: 'Shared with me',
  empty: 'Nothing listed yet.',
};

function sharedTask(c: SharedCase): TaskInput {
  const id = noteId(c.note);
  return flowTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: [S],
    intention: c.intention,
    services: [S],
    pkg: listApp({
      id: slug(c.id),
      title: c.title,
      summary: 'Lists the Simplenote notes other people share with me, adds lines to the ones I may edit and leaves the ones I no longer need.',
      intro: 'List what is shared with you, then use a note\'s number to add a line or leave it.',
      list: sharedList,
      actions: [
        {
          id: 'list_shared',
          label: 'List shared notes',
          goal: 'Show every note shared with me, with its owner.',
          services: [S],
          inputs: [],
          plan: [
            call('simple_note.show_shared_notes', { page_limit: 20 }, 'shared'),
            { for_each: '{{shared}}', as: 'n', limit: 20, steps: [append('shared', { id: '{{n.note_id}}', title: '{{n.title}}', owner: '{{n.owner.name}}', state: '{{n.can_edit}}' })] },
            message('{{shared.length}} notes are shared with you.'),
          ],
        },
        {
          id: 'add_line',
          label: 'Add a line',
          goal: 'Add a line at the end of a note shared with me for editing.',
          services: [S],
          inputs: [input('note_id', 'Note number', 'number'), input('line', 'Line to add')],
          plan: [
            call('simple_note.add_content_to_shared_note', { note_id: '{{inputs.note_id}}', content: '{{inputs.line}}' }),
            update('shared', '{{inputs.note_id}}', { state: 'added {{inputs.line}}' }),
            message('Added "{{inputs.line}}" to note {{inputs.note_id}}.'),
          ],
        },
        {
          id: 'leave_note',
          label: 'Leave note',
          goal: 'Take a note someone shared with me off my shared notes.',
          services: [S],
          inputs: [input('shared_note_id', 'Note number', 'number')],
          plan: [
            call('simple_note.leave_shared_note', { note_id: '{{inputs.shared_note_id}}' }),
            update('shared', '{{inputs.shared_note_id}}', { state: 'left' }),
            message('You left note {{inputs.shared_note_id}}.'),
          ],
        },
      ],
    }),
    inputs: [['line']],
    actions: ['list', 'shared'],
    heading: c.title,
    acts: [
      { stage: 'submit', message: c.listMessage, values: {}, hint: ['list', 'shared'], checks: [A.called(S, 'show_shared_notes')], show: [c.note], allow: [], max: 0 },
      {
        stage: 'revise',
        message: c.addMessage,
        values: { note_id: id, line: c.line },
        hint: ['add', 'line'],
        // A plain line or a "- [ ]" item is the app's choice; at the end of the list, as asked.
        checks: [A.called(S, 'add_content_to_shared_note', { note_id: id }), A.changed(S, 'notes', 'updated', { id })],
        free: [{ app: S, table: 'notes', field: 'content', constraint: { one_of: [`${noteRow(c.note).content}\n${c.line}`, `${noteRow(c.note).content}\n- [ ] ${c.line}`] } }],
        show: [id],
        allow: [[S, 'notes', 'updated']],
        max: 1,
      },
      {
        stage: 'followup',
        message: c.leaveMessage,
        values: { shared_note_id: id },
        hint: ['leave'],
        checks: [A.called(S, 'leave_shared_note', { note_id: id }), A.changed(S, 'note_shares', 'deleted', { note_id: id })],
        show: [id],
        allow: [[S, 'note_shares', 'deleted']],
        max: 1,
      },
    ],
    reopen: [A.persisted(c.note)],
    retained: c.note,
  });
}

export function tasks(): TaskInput[] {
  const tahoe = noteId('Tahoe trip shopping list');
  return [
    ...pairTasks(tagThenRename, [
      { id: 'single.simple_note.fitness-tag-rename', split: 'public', seed: 7101, title: 'Note Tags', first: 'Workout plan', second: 'Half marathon training log', tag: 'fitness',
        newTag: 'training',
        intention: 'My notes have no order to them. I would like to give a handful of notes one shared tag in a single go, and to rename a tag when I change my mind about what to call it.',
        createMessage: 'Tag Workout plan and Half marathon training log as "fitness".', followMessage: 'On second thought call the fitness tag "training" instead.' },
      { id: 'single.simple_note.outings-tag-rename', split: 'dev', seed: 7102, title: 'Weekend Tags', first: 'Coffee shops to try', second: 'Portland weekend itinerary',
        tag: 'weekend', newTag: 'outings',
        intention: 'Ideas for weekends are scattered over my notes; grouping them under a label would help, and so would renaming that label later.',
        createMessage: 'Both Coffee shops to try and Portland weekend itinerary should carry the tag weekend.', followMessage: 'Rename the weekend tag to outings.' },
      { id: 'single.simple_note.promo-tag-rename', split: 'sealed', seed: 7103, title: 'Review Prep Tags', first: 'Q2 planning meeting - May 9', second: '1:1 with manager - May 2',
        tag: 'review prep', newTag: 'promo case',
        intention: 'Performance review season: I collect evidence from meeting notes by tagging them, and sometimes the tag needs a clearer name.',
        createMessage: 'Put the tag "review prep" on Q2 planning meeting - May 9 and on 1:1 with manager - May 2.',
        followMessage: 'Change the tag name from review prep to "promo case" everywhere.' },
    ]),
    ...pairTasks(dropThenRetag, [
      { id: 'single.simple_note.fun-tag-swap', split: 'public', seed: 7105, title: 'Tag Cleanup', dropped: 'fun', droppedFrom: ['Coffee shops to try', 'Movies to watch'],
        first: 'Movies to watch', second: 'Books to read 2023', tag: 'downtime',
        intention: 'Some of my Simplenote tags are useless. I need a cleanup tool that strips an unwanted tag off every note and then labels a couple of notes with something better.',
        createMessage: 'Get rid of the fun tag on all my notes.', followMessage: 'Now tag Movies to watch and Books to read 2023 as downtime.' },
      { id: 'single.simple_note.learning-tag-swap', split: 'sealed', seed: 7106, title: 'Label Pruning', dropped: 'learning', droppedFrom: ['Podcast notes: the sleep episode'],
        first: 'Podcast notes: the sleep episode', second: 'Half marathon training log', tag: 'recovery',
        intention: 'Pruning labels in my notes every few months keeps them usable: remove a tag that no longer means anything, add a sharper one where it fits.',
        createMessage: 'Remove the learning tag wherever it is.', followMessage: 'Tag Podcast notes: the sleep episode and Half marathon training log with recovery.' },
    ]),
    ...pairTasks(archiveThenDelete, [
      { id: 'single.simple_note.holiday-plans-archive', split: 'dev', seed: 7107, title: 'Note Archive', note: 'Winter 2022 holiday plans',
        filePath: '~/documents/winter_2022_holiday_plans.txt',
        intention: 'Old trip plans clutter Simplenote but I do not want to lose them. Let me save a note as a file in my documents and delete the note after I check the file.',
        createMessage: 'Save Winter 2022 holiday plans to ~/documents/winter_2022_holiday_plans.txt.',
        followMessage: 'The file looks fine, delete the Winter 2022 holiday plans note now.' },
      { id: 'single.simple_note.tax-docs-archive', split: 'sealed', seed: 7108, title: 'Paperwork Filing', note: 'Tax documents 2022',
        filePath: '~/documents/taxes/tax_documents_2022.txt',
        intention: 'Once a tax year is closed its checklist belongs with my tax paperwork, not in my notes app. File the note into my taxes folder, then remove it from Simplenote.',
        createMessage: 'File my Tax documents 2022 note as ~/documents/taxes/tax_documents_2022.txt.',
        followMessage: 'Filed, thanks. Please delete the tax documents note from Simplenote.' },
      { id: 'single.simple_note.may-budget-archive', split: 'dev', seed: 7109, title: 'Budget Filing', note: 'Budget - May', filePath: '~/documents/finance/budget_may.txt',
        intention: 'Each month ends with me moving that month\'s budget note into the finance folder as a text file, and the note itself goes.',
        createMessage: 'Move Budget - May into my finance folder as ~/documents/finance/budget_may.txt.', followMessage: 'Good, now remove the May budget note.' },
    ]),
    sharedTask({ id: 'single.simple_note.tahoe-shared-list', split: 'public', seed: 7104, title: 'Shared With Me', note: 'Tahoe trip shopping list', line: 'marshmallows',
      intention: 'Friends share notes with me and I lose track of them. I want to see which notes people share with me, add a line to one I can edit, and leave the ones I am done with.',
      listMessage: 'Which notes are shared with me? I am looking for the Tahoe trip shopping list.',
      addMessage: `Add marshmallows to the Tahoe trip shopping list (note ${tahoe}).`, leaveMessage: `The trip is over; leave the Tahoe trip shopping list, note ${tahoe}.` }),
  ];
}
