/**
 * file_system needs around the trash: a file trashed and brought back after a mistake, files
 * deleted outright and the trash emptied when the disk is full, and a folder trashed and then
 * purged from the trash for good because of what it holds.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, forEach, input, message, update } from '../../kit/package.ts';
import { fsBelow, fsDir, fsFile, fsTasks, type FlowStep, type FsPattern } from '../../shapes/files.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { keptIn } from '../../kit/flow.ts';
import { caseRows } from '../../kit/rows.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';

const F = 'file_system';

// ---------------------------------------------------------------- trash a file, then restore it

const UndoCase = z.object({ ...stepsCase, file: z.string(), trashMessage: z.string(), restoreMessage: z.string() });
type UndoCase = z.infer<typeof UndoCase>;

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
        allow: [[F, 'files', 'deleted'], [F, 'trash', 'inserted']], show: ['$trashId', c.file],
      },
      {
        stage: 'revise', message: c.restoreMessage, values: { trash_id: '$trashId' }, hint: ['bring back', 'restore'],
        calls: [['file_system.restore_from_trash', { trash_id: '$trashId' }]],
        changes: [['file_system.files', 'inserted', { id: file, path: c.file }], ['file_system.trash', 'deleted', { id: '$trashId' }]], max: 2,
        allow: [[F, 'files', 'inserted'], [F, 'trash', 'deleted']], show: [file, c.file],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.files', fsFile(c.file).id, 'path', c.file)], retained: ['$trashId'] }),
  // The file, said trashed and then back (issue #30, not_shown).
  states: (c) => [{ episode: 'create', value: c.file, words: STATE_WORDS.trashed }, { episode: 'revise', value: c.file, words: STATE_WORDS.restored }],
};

// ---------------------------------------------------------------- delete files outright, then empty the trash

const PurgeCase = z.object({ ...stepsCase, files: z.tuple([z.string()], z.string()), deleteMessage: z.string(), emptyMessage: z.string() });
type PurgeCase = z.infer<typeof PurgeCase>;

/** The paths the fixture's trash holds, oldest first: each is said gone once the trash is emptied. */
const trashPaths = (): string[] =>
  fixtureRow<{ paths: string }>('SELECT group_concat(original_path, char(10)) AS paths FROM (SELECT original_path FROM file_system_trash ORDER BY trashed_at)').paths.split('\n');

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
    const inTrash = trashPaths();
    return [
      {
        stage: 'submit', message: c.deleteMessage, values: { files: c.files.join(', ') }, hint: ['delete'], calls: [['file_system.delete_files', {}]],
        changes: c.files.map((f): [string, 'deleted', { id: number; path: string }] => ['file_system.files', 'deleted', { id: fsFile(f).id, path: f }]),
        // Every file the user listed, not only the first (issue #30, not_shown).
        max: c.files.length, allow: [[F, 'files', 'deleted']], show: [...c.files],
      },
      {
        stage: 'revise', message: c.emptyMessage, values: {}, hint: ['empty'], calls: [['file_system.empty_trash', {}]],
        changes: [['file_system.trash', 'deleted', {}, trashed]], max: trashed, allow: [[F, 'trash', 'deleted']], show: inTrash,
      },
    ];
  },
  reopen: (c) => ({ shows: [c.files[0]], retained: [c.files[0]] }),
  // The files said deleted, the trash said emptied (issue #30, not_shown).
  states: (c) => [
    // s33 (s33-s261-f1): the user ruled out binning them ("outright, not just bin them"), so no trash or bin word tells it.
    ...c.files.map((f) => ({ episode: 'create', value: f, words: STATE_WORDS.deleted.filter((w) => !/^(?:trash|trashed|bin|binned)$/u.test(w)) })),
    ...trashPaths().map((p) => ({ episode: 'revise', value: p, words: STATE_WORDS.purged })),
  ],
};

// ---------------------------------------------------------------- trash a folder, then purge that entry for good

const FolderPurgeCase = z.object({ ...stepsCase, folder: z.string(), trashMessage: z.string(), purgeMessage: z.string() });
type FolderPurgeCase = z.infer<typeof FolderPurgeCase>;

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
        max: 2 + below.files + below.dirs, allow: [[F, 'directories', 'deleted'], [F, 'files', 'deleted'], [F, 'trash', 'inserted']], show: ['$trashId', c.folder],
      },
      {
        stage: 'revise', message: c.purgeMessage, values: { trash_id: '$trashId' }, hint: ['purge'], calls: [['file_system.delete_from_trash', { trash_id: '$trashId' }]],
        changes: [['file_system.trash', 'deleted', { id: '$trashId', original_path: c.folder }]], max: 1, allow: [[F, 'trash', 'deleted']], show: ['$trashId'],
      },
    ];
  },
  reopen: (c) => ({ shows: [c.folder], retained: ['$trashId'] }),
  // The folder's entry said trashed, then purged (issue #30, not_shown).
  states: (c) => [{ episode: 'create', value: c.folder, words: STATE_WORDS.trashed }, { episode: 'revise', value: '$trashId', words: STATE_WORDS.purged }],
};

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { undo: UndoCase, purge: PurgeCase, folderPurge: FolderPurgeCase });
  return [...fsTasks(trashThenRestore, rows.undo), ...fsTasks(deleteThenEmpty, rows.purge), ...fsTasks(trashThenPurge, rows.folderPurge)];
}
