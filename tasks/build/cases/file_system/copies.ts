/**
 * file_system needs built on copies: a backup before editing a file, a folder duplicated for a
 * new season and trimmed, and copies gathered into a folder that is then zipped to hand over.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, input, message } from '../../kit/package.ts';
import { baseName, fsBelow, fsFile, fsTasks, type FlowStep, type FsPattern } from '../../shapes/files.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { keptIn } from '../../kit/flow.ts';
import { caseRows } from '../../kit/rows.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';

const F = 'file_system';

// ---------------------------------------------------------------- back up a file, then edit the original

const BackupCase = z.object({ ...stepsCase, source: z.string(), backup: z.string(), find: z.string(), replaceWith: z.string(), backupMessage: z.string(), editMessage: z.string() });
type BackupCase = z.infer<typeof BackupCase>;

const backupThenEdit: FsPattern<BackupCase> = {
  services: [F],
  list: { name: 'copies', fields: { id: 'number', path: 'string', note: 'string' }, item: '{{item.path}} (file {{item.id}}) — {{item.note}}', heading: 'Backups and edits', empty: 'Nothing backed up yet.' },
  actions: [
    act('back_up', 'Back up file', 'Copy the file to the backup path, leaving the original as it is.', [F], [input('source', 'File to back up'), input('backup', 'Backup copy path')], [
      call('file_system.copy_file', { source_file_path: '{{inputs.source}}', destination_file_path: '{{inputs.backup}}' }, 'copy'),
      append('copies', { id: '{{copy.file_id}}', path: '{{inputs.backup}}', note: 'backup of {{inputs.source}}' }),
      message('Backed up {{inputs.source}} as {{inputs.backup}} (file {{copy.file_id}}).'),
    ]),
    act('swap_text', 'Swap text', 'Replace every occurrence of a text in the file with the new text.', [F], [input('file', 'File to edit'), input('find', 'Old text'), input('replace_with', 'New text')], [
      call('file_system.replace_in_file', { file_path: '{{inputs.file}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' }, 'swapped'),
      call('file_system.show_file', { file_path: '{{inputs.file}}' }, 'after'),
      append('copies', { id: '{{after.file_id}}', path: '{{after.path}}', note: '"{{inputs.find}}" → "{{inputs.replace_with}}"' }),
      message('Replaced "{{inputs.find}}" with "{{inputs.replace_with}}" {{swapped.replaced_count}} time(s) in {{after.path}} (file {{after.file_id}}).'),
    ]),
  ],
  open: { inputs: [['source', 'back up'], ['find', 'old']], actions: ['back', 'copy'] },
  steps: (c): FlowStep[] => {
    const original = fsFile(c.source);
    return [
      {
        stage: 'submit', message: c.backupMessage, values: { source: c.source, backup: c.backup }, hint: ['back', 'copy'],
        captures: { backupId: { at: 'file_system.files', where: { path: c.backup } } }, calls: [['file_system.copy_file', {}]],
        changes: [['file_system.files', 'inserted', { path: c.backup }]], max: 1, allow: [[F, 'files', 'inserted']], show: [c.backup, '$backupId'],
      },
      {
        stage: 'revise', message: c.editMessage, values: { file: c.source, find: c.find, replace_with: c.replaceWith }, hint: ['swap', 'replace', 'edit'],
        calls: [['file_system.replace_in_file', { find: c.find, replace_with: c.replaceWith }]], same: [['file_system.files', original.id]], max: 1,
        allow: [[F, 'files', 'updated']], show: [c.replaceWith],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.files', '$backupId', 'path', c.backup)], retained: ['$backupId'] }),
};

// ---------------------------------------------------------------- duplicate a folder, then drop one file from the copy

const DuplicateCase = z.object({ ...stepsCase, source: z.string(), copy: z.string(), drop: z.string(), copyMessage: z.string(), dropMessage: z.string() });
type DuplicateCase = z.infer<typeof DuplicateCase>;

const duplicateThenTrim: FsPattern<DuplicateCase> = {
  services: [F],
  list: { name: 'folders', fields: { id: 'number', path: 'string', status: 'string' }, item: '{{item.path}} (#{{item.id}}) — {{item.status}}', heading: 'Copied folders', empty: 'No copies yet.' },
  actions: [
    act('duplicate_folder', 'Duplicate folder', 'Copy the folder with everything in it to the new path.', [F], [input('folder', 'Folder to duplicate'), input('new_folder', 'Path of the copy')], [
      call('file_system.copy_directory', { source_directory_path: '{{inputs.folder}}', destination_directory_path: '{{inputs.new_folder}}' }, 'copied'),
      call('file_system.show_directory_info', { directory_path: '{{inputs.new_folder}}' }, 'info'),
      append('folders', { id: '{{copied.directory_id}}', path: '{{info.path}}', status: '{{info.file_count}} files copied' }),
      message('Copied {{inputs.folder}} to {{info.path}} (folder {{copied.directory_id}}, {{info.file_count}} files).'),
    ]),
    act('remove_file', 'Remove file', 'Delete one file for good.', [F], [input('file', 'File to remove')], [
      call('file_system.show_file_info', { file_path: '{{inputs.file}}' }, 'gone'),
      call('file_system.delete_file', { file_path: '{{inputs.file}}' }),
      append('folders', { id: '{{gone.file_id}}', path: '{{gone.path}}', status: 'removed' }),
      message('Removed {{gone.name}} (file {{gone.file_id}}) from {{gone.path}}.'),
    ]),
  ],
  open: { inputs: [['folder'], ['file', 'remove']], actions: ['duplicate', 'copy'] },
  steps: (c): FlowStep[] => {
    const below = fsBelow(c.source);
    const dropped = `${c.copy}/${baseName(c.drop)}`;
    return [
      {
        stage: 'submit', message: c.copyMessage, values: { folder: c.source, new_folder: c.copy }, hint: ['duplicate', 'copy'],
        captures: { copyId: { at: 'file_system.directories', where: { path: c.copy } }, droppedId: { at: 'file_system.files', where: { path: dropped } } },
        calls: [['file_system.copy_directory', {}]],
        // Where each copy lands is held by the end-state check.
        changes: [['file_system.directories', 'inserted', { path: c.copy }], ['file_system.files', 'inserted', {}, below.files]],
        max: 1 + below.dirs + below.files, allow: [[F, 'directories', 'inserted'], [F, 'files', 'inserted']], show: [c.copy, '$copyId'],
      },
      {
        stage: 'revise', message: c.dropMessage, values: { file: dropped }, hint: ['remove', 'delete'], calls: [['file_system.delete_file', {}]],
        changes: [['file_system.files', 'deleted', { id: '$droppedId', path: dropped }]], max: 1, allow: [[F, 'files', 'deleted']], show: ['$droppedId', dropped],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.directories', '$copyId', 'path', c.copy)], retained: ['$copyId'] }),
  // The file the user names, said deleted (issue #30, not_shown).
  states: (c) => [{ episode: 'revise', value: `${c.copy}/${baseName(c.drop)}`, words: STATE_WORDS.deleted }],
};

// ---------------------------------------------------------------- gather copies into a new folder, then zip it

const PacketCase = z.object({ ...stepsCase, folder: z.string(), files: z.array(z.string()), zip: z.string(), gatherMessage: z.string(), zipMessage: z.string() });
type PacketCase = z.infer<typeof PacketCase>;

const gatherThenZip: FsPattern<PacketCase> = {
  services: [F],
  list: { name: 'packets', fields: { id: 'number', path: 'string', what: 'string' }, item: '{{item.path}} (#{{item.id}}) — {{item.what}}', heading: 'Packets', empty: 'No packets yet.' },
  actions: [
    act('gather_copies', 'Gather copies', 'Make the new folder and copy the listed files into it; the originals stay where they are.', [F], [input('folder', 'New folder'), input('files', 'Files to copy in', 'list')], [
      call('file_system.create_directory', { directory_path: '{{inputs.folder}}' }, 'made'),
      call('file_system.copy_files_to_directory', { file_paths: '{{inputs.files}}', directory_path: '{{inputs.folder}}' }, 'copied'),
      append('packets', { id: '{{made.directory_id}}', path: '{{inputs.folder}}', what: 'copies {{copied.file_ids}}' }),
      message('Made {{inputs.folder}} (folder {{made.directory_id}}) with copies {{copied.file_ids}} of {{inputs.files}}.'),
    ]),
    act('zip_folder', 'Zip folder', 'Pack the folder into a .zip file at the given path, keeping the folder.', [F], [input('folder_to_zip', 'Folder to zip'), input('zip_path', 'Zip file path')], [
      call('file_system.compress_directory', { directory_path: '{{inputs.folder_to_zip}}', compressed_file_path: '{{inputs.zip_path}}' }, 'zipped'),
      append('packets', { id: '{{zipped.file_id}}', path: '{{zipped.path}}', what: 'zip of {{inputs.folder_to_zip}}' }),
      message('Zipped {{inputs.folder_to_zip}} into {{zipped.path}} (file {{zipped.file_id}}).'),
    ]),
  ],
  open: { inputs: [['folder'], ['files']], actions: ['gather', 'copies'] },
  steps: (c): FlowStep[] => [
    {
      stage: 'submit', message: c.gatherMessage, values: { folder: c.folder, files: c.files.join(', ') }, hint: ['gather', 'copies'],
      captures: { folderId: { at: 'file_system.directories', where: { path: c.folder } } }, calls: [['file_system.copy_files_to_directory', {}]],
      // Where each copy lands (and what it holds) is held by the end-state check.
      changes: [['file_system.directories', 'inserted', { path: c.folder }], ['file_system.files', 'inserted', {}, c.files.length]], max: 1 + c.files.length,
      // The files the user listed, by name, where the new folder shows (issue #30, not_shown).
      allow: [[F, 'directories', 'inserted'], [F, 'files', 'inserted']], show: [c.folder, '$folderId', ...c.files.map(baseName)],
    },
    {
      stage: 'revise', message: c.zipMessage, values: { folder_to_zip: c.folder, zip_path: c.zip }, hint: ['zip'],
      captures: { zipId: { at: 'file_system.files', where: { path: c.zip } } }, calls: [['file_system.compress_directory', { delete_directory: false }]],
      changes: [['file_system.files', 'inserted', { path: c.zip }]], max: 1, allow: [[F, 'files', 'inserted']], show: [c.zip, '$zipId'],
    },
  ],
  reopen: (c) => ({ shows: [keptIn('file_system.files', '$zipId', 'path', c.zip), c.folder], retained: ['$zipId'] }),
};

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { backup: BackupCase, duplicate: DuplicateCase, packet: PacketCase });
  return [...fsTasks(backupThenEdit, rows.backup), ...fsTasks(duplicateThenTrim, rows.duplicate), ...fsTasks(gatherThenZip, rows.packet)];
}
