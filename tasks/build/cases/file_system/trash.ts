/**
 * file_system needs around the trash: a file trashed and brought back after a mistake, files
 * deleted outright and the trash emptied when the disk is full, and a folder trashed and then
 * purged from the trash for good because of what it holds.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, forEach, input, message, update } from '../../kit/package.ts';
import { fsBelow, fsDir, fsFile, fsTasks, home, type FlowStep, type FsCase, type FsPattern } from '../../shapes/files.ts';
import { keptIn } from '../../kit/flow.ts';
import { fixtureRow } from '../../kit/fixture.ts';

const F = 'file_system';

// ---------------------------------------------------------------- trash a file, then restore it

interface UndoCase extends FsCase { file: string; trashMessage: string; restoreMessage: string }

const trashThenRestore: FsPattern<UndoCase> = {
  services: [F],
  list: { name: 'binned', fields: { id: 'number', path: 'string', state: 'string' }, item: '{{item.path}} (trash {{item.id}}) — {{item.state}}', heading: 'Trashed here', empty: 'Nothing trashed yet.' },
  actions: [
    act('bin_file', 'Bin file', 'Move the file to the trash (it can come back).', [F], [input('file', 'File to bin')], [
      call('file_system.trash_file', { file_path: '{{inputs.file}}' }, 'binned'),
      append('binned', { id: '{{binned.trash_id}}', path: '{{inputs.file}}', state: 'in the trash' }),
      message('Moved {{inputs.file}} to the trash (trash entry {{binned.trash_id}}).'),
    ]),
    act('bring_back', 'Bring back', 'Restore a trash entry to where it was.', [F], [input('trash_id', 'Trash entry', 'number')], [
      call('file_system.restore_from_trash', { trash_id: '{{inputs.trash_id}}' }, 'back'),
      call('file_system.show_file_info', { file_path: '{{back.path}}' }, 'info'),
      update('binned', '{{inputs.trash_id}}', { state: 'restored as file {{info.file_id}}' }),
      message('Restored {{back.path}} (file {{info.file_id}}, {{info.line_count}} lines).'),
    ]),
  ],
  open: { inputs: [['file'], ['trash']], actions: ['bin'] },
  steps: (c): FlowStep[] => {
    const file = fsFile(c.file).id;
    return [
      {
        stage: 'submit', message: c.trashMessage, values: { file: c.file }, hint: ['bin'],
        captures: { trashId: { at: 'file_system.trash', where: { original_path: c.file } } }, calls: [['file_system.trash_file', {}]],
        changes: [['file_system.files', 'deleted', { id: file, path: c.file }], ['file_system.trash', 'inserted', { original_path: c.file }]], max: 2,
        allow: [[F, 'files', 'deleted'], [F, 'trash', 'inserted']], show: ['$trashId'],
      },
      {
        stage: 'revise', message: c.restoreMessage, values: { trash_id: '$trashId' }, hint: ['bring back', 'restore'],
        calls: [['file_system.restore_from_trash', { trash_id: '$trashId' }]],
        changes: [['file_system.files', 'inserted', { id: file, path: c.file }], ['file_system.trash', 'deleted', { id: '$trashId' }]], max: 2,
        allow: [[F, 'files', 'inserted'], [F, 'trash', 'deleted']], show: [file],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.files', fsFile(c.file).id, 'path', c.file)], retained: ['$trashId'] }),
};

const undoCases: UndoCase[] = [
  {
    id: 'single.file_system.itinerary-oops', split: 'public', seed: 7012, appId: 'soft-delete', title: 'Trash Undo',
    summary: 'Bins files to the trash instead of deleting them, so a mistake can be undone.', intro: 'Bin a file; bring a trash entry back if you change your mind.',
    intention: 'I tidy up by binning files, and every so often I bin one I still needed. Send files to the trash rather than deleting them, and let me pull one back out by its trash entry.',
    file: home('downloads/flight_itinerary.txt'), trashMessage: 'Bin /home/alex/downloads/flight_itinerary.txt, that trip is long over.',
    restoreMessage: 'Oops, I need the booking code for my expense claim. Restore the itinerary from the trash.',
  },
  {
    id: 'single.file_system.book-notes-rescue', split: 'dev', seed: 7013, appId: 'second-thoughts', title: 'Notes Rescue',
    summary: 'Trashes a document and rescues it from the trash when I regret it.', intro: 'Trash a file by its path; rescue it by its trash entry.',
    intention: 'Quitting the book club felt final, so I want to throw my club notes away, but softly: if I rejoin, a rescue must bring the notes back exactly as they were.',
    file: home('documents/book_club_notes.md'), trashMessage: 'Throw /home/alex/documents/book_club_notes.md in the trash.',
    restoreMessage: 'I rejoined the club after all, rescue those notes from the trash.',
  },
];

// ---------------------------------------------------------------- delete files outright, then empty the trash

interface PurgeCase extends FsCase { files: [string, ...string[]]; deleteMessage: string; emptyMessage: string }

const deleteThenEmpty: FsPattern<PurgeCase> = {
  services: [F],
  list: { name: 'cleanups', fields: { id: 'string', path: 'string', what: 'string' }, item: '{{item.path}} — {{item.what}}', heading: 'Space freed', empty: 'Nothing cleaned up yet.' },
  actions: [
    act('delete_now', 'Delete now', 'Delete the listed files for good, all at once (none if one is missing).', [F], [input('files', 'Files to delete', 'list')], [
      call('file_system.delete_files', { file_paths: '{{inputs.files}}' }, 'deleted'),
      forEach('{{inputs.files}}', 'gone', 20, [append('cleanups', { id: '{{gone}}', path: '{{gone}}', what: 'deleted for good' })]),
      message('Deleted {{deleted.deleted_count}} files for good: {{inputs.files}}.'),
    ]),
    act('empty_bin', 'Empty trash', 'List what is in the trash, then delete all of it for good.', [F], [], [
      call('file_system.show_trash', { page_limit: 20 }, 'inside'),
      call('file_system.empty_trash', {}, 'emptied'),
      forEach('{{inside}}', 'entry', 20, [append('cleanups', { id: 'trash {{entry.trash_id}}', path: '{{entry.original_path}}', what: 'purged from the trash' })]),
      message('Emptied the trash: {{emptied.deleted_count}} entries are gone for good.'),
    ]),
  ],
  open: { inputs: [['files']], actions: ['delete'] },
  steps: (c): FlowStep[] => {
    const trashed = fixtureRow<{ n: number }>('SELECT COUNT(*) AS n FROM file_system_trash').n;
    const oldest = fixtureRow<{ original_path: string }>('SELECT original_path FROM file_system_trash ORDER BY trashed_at').original_path;
    return [
      {
        stage: 'submit', message: c.deleteMessage, values: { files: c.files.join(', ') }, hint: ['delete'], calls: [['file_system.delete_files', {}]],
        changes: c.files.map((f): [string, 'deleted', { id: number; path: string }] => ['file_system.files', 'deleted', { id: fsFile(f).id, path: f }]),
        max: c.files.length, allow: [[F, 'files', 'deleted']], show: [c.files[0]],
      },
      {
        stage: 'revise', message: c.emptyMessage, values: {}, hint: ['empty'], calls: [['file_system.empty_trash', {}]],
        changes: [['file_system.trash', 'deleted', {}, trashed]], max: trashed, allow: [[F, 'trash', 'deleted']], show: [oldest],
      },
    ];
  },
  reopen: (c) => ({ shows: [c.files[0]], retained: [c.files[0]] }),
};

const purgeCases: PurgeCase[] = [
  {
    id: 'single.file_system.disk-full-downloads', split: 'public', seed: 7014, appId: 'space-maker', title: 'Disk Space Maker',
    summary: 'Deletes the files I name for good and empties the trash when my disk runs out of space.',
    intro: 'List files to delete outright; empty the trash to really free the space.',
    intention: 'My disk is full and updates will not install. I want to delete a handful of files outright, not just bin them, and then clear out the trash so the space actually comes back.',
    files: [home('downloads/resume_copy.txt'), home('downloads/wifi_router_manual.txt')],
    deleteMessage: 'Delete /home/alex/downloads/resume_copy.txt and /home/alex/downloads/wifi_router_manual.txt for good.',
    emptyMessage: 'Still no room. Empty the trash too; it only holds /home/alex/documents/old_cover_letter.txt and /home/alex/downloads/coupon_pizza.txt, both can go.',
  },
  {
    id: 'single.file_system.statement-shredder', split: 'dev', seed: 7015, appId: 'statement-shredder', title: 'Statement Shredder',
    summary: 'Shreds old bank statements for good and then empties whatever is left in the trash.', intro: 'Name the statement files to shred; empty the trash when done.',
    intention: 'Old bank statements should not sit on my laptop. Shred the ones I list outright, and afterwards empty anything that is lingering in the trash as well.',
    files: [home('downloads/statements/bank_statement_2023-02.txt'), home('downloads/statements/bank_statement_2023-03.txt')],
    deleteMessage: 'Shred /home/alex/downloads/statements/bank_statement_2023-02.txt and /home/alex/downloads/statements/bank_statement_2023-03.txt.',
    emptyMessage: 'Now empty the trash as well. I looked: just /home/alex/documents/old_cover_letter.txt and /home/alex/downloads/coupon_pizza.txt are in it.',
  },
];

// ---------------------------------------------------------------- trash a folder, then purge that entry for good

interface FolderPurgeCase extends FsCase { folder: string; trashMessage: string; purgeMessage: string }

const trashThenPurge: FsPattern<FolderPurgeCase> = {
  services: [F],
  list: { name: 'entries', fields: { id: 'number', path: 'string', state: 'string' }, item: '{{item.path}} (trash {{item.id}}) — {{item.state}}', heading: 'Folders sent away', empty: 'No folders trashed yet.' },
  actions: [
    act('trash_folder', 'Trash folder', 'Move the folder and everything in it to the trash.', [F], [input('folder', 'Folder to trash')], [
      call('file_system.trash_directory', { directory_path: '{{inputs.folder}}' }, 'sent'),
      append('entries', { id: '{{sent.trash_id}}', path: '{{inputs.folder}}', state: 'in the trash' }),
      message('Moved {{inputs.folder}} to the trash (trash entry {{sent.trash_id}}).'),
    ]),
    act('purge_entry', 'Purge for good', 'Delete one trash entry permanently; the rest of the trash stays.', [F], [input('trash_id', 'Trash entry', 'number')], [
      call('file_system.delete_from_trash', { trash_id: '{{inputs.trash_id}}' }),
      update('entries', '{{inputs.trash_id}}', { state: 'purged for good' }),
      message('Trash entry {{inputs.trash_id}} is purged for good.'),
    ]),
  ],
  open: { inputs: [['folder'], ['trash']], actions: ['trash'] },
  steps: (c): FlowStep[] => {
    const below = fsBelow(c.folder);
    return [
      {
        stage: 'submit', message: c.trashMessage, values: { folder: c.folder }, hint: ['trash folder'],
        captures: { trashId: { at: 'file_system.trash', where: { original_path: c.folder } } }, calls: [['file_system.trash_directory', {}]],
        changes: [['file_system.directories', 'deleted', { id: fsDir(c.folder).id, path: c.folder }], ['file_system.trash', 'inserted', { original_path: c.folder }], ['file_system.files', 'deleted', {}, below.files]],
        max: 2 + below.files + below.dirs, allow: [[F, 'directories', 'deleted'], [F, 'files', 'deleted'], [F, 'trash', 'inserted']], show: ['$trashId'],
      },
      {
        stage: 'revise', message: c.purgeMessage, values: { trash_id: '$trashId' }, hint: ['purge'], calls: [['file_system.delete_from_trash', { trash_id: '$trashId' }]],
        changes: [['file_system.trash', 'deleted', { id: '$trashId', original_path: c.folder }]], max: 1, allow: [[F, 'trash', 'deleted']], show: ['$trashId'],
      },
    ];
  },
  reopen: (c) => ({ shows: [c.folder], retained: ['$trashId'] }),
};

const folderPurgeCases: FolderPurgeCase[] = [
  {
    id: 'single.file_system.tax-folder-purge', split: 'public', seed: 7016, appId: 'folder-purge', title: 'Folder Purge',
    summary: 'Sends whole folders to the trash and purges a single trash entry for good when it holds private data.',
    intro: 'Trash a folder; purge its trash entry once you are sure.',
    intention: 'I filed last year\'s taxes on paper and want the tax folder off my laptop. First just to the trash; once I am sure, that entry alone should be purged, since it has my salary in it, while the rest of my trash stays.',
    folder: home('documents/taxes'), trashMessage: 'Send /home/alex/documents/taxes to the trash.',
    purgeMessage: 'I am sure now: purge that tax folder entry from the trash for good, leave the other trash alone.',
  },
];

export function tasks(): TaskInput[] {
  return [...fsTasks(trashThenRestore, undoCases), ...fsTasks(deleteThenEmpty, purgeCases), ...fsTasks(trashThenPurge, folderPurgeCases)];
}
