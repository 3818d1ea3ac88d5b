/**
 * file_system needs about whole folders: archiving one as a zip and unpacking it again, moving
 * a project somewhere else and removing the shell it leaves, and tidying loose downloads into a
 * new folder that later gets a better name.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, input, message, update } from '../../kit/package.ts';
import { baseName, fsBelow, fsDir, fsFile, fsTasks, type FlowStep, type FsPattern } from '../../shapes/files.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { keptIn } from '../../kit/flow.ts';
import { caseRows } from '../../kit/rows.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';

const F = 'file_system';

// ---------------------------------------------------------------- pack a folder away, then unpack it

const ArchiveCase = z.object({
  ...stepsCase,
  folder: z.string(),
  zip: z.string(),
  /** Where the zip is unpacked; the folder reappears there under its old name. */
  unpackInto: z.string(),
  packMessage: z.string(),
  unpackMessage: z.string(),
});
type ArchiveCase = z.infer<typeof ArchiveCase>;

const packAway: FsPattern<ArchiveCase> = {
  services: [F],
  list: { name: 'archives', fields: { id: 'number', path: 'string', state: 'string' }, item: '{{item.path}} (#{{item.id}}) — {{item.state}}', heading: 'Archives', empty: 'Nothing archived yet.' },
  actions: [
    act('archive_folder', 'Archive folder', 'Pack the folder into a .zip at the given path and remove the folder itself to free space.', [F], [input('folder', 'Folder to archive'), input('zip_path', 'Zip file path')], [
      call('file_system.compress_directory', { directory_path: '{{inputs.folder}}', compressed_file_path: '{{inputs.zip_path}}', delete_directory: true }, 'packed'),
      append('archives', { id: '{{packed.file_id}}', path: '{{packed.path}}', state: 'packed from {{inputs.folder}}' }),
      message('Archived {{inputs.folder}} into {{packed.path}} (file {{packed.file_id}}); the folder is gone.'),
    ]),
    act('unzip', 'Unzip', 'Unpack a .zip into a folder, keeping the .zip.', [F], [input('archive', 'Zip to open'), input('destination', 'Put contents in')], [
      call('file_system.decompress_file', { file_path: '{{inputs.archive}}', destination_directory_path: '{{inputs.destination}}' }, 'unpacked'),
      call('file_system.show_directory_info', { directory_path: '{{unpacked.path}}' }, 'info'),
      append('archives', { id: '{{info.directory_id}}', path: '{{unpacked.path}}', state: 'unpacked, {{info.file_count}} files' }),
      message('Unpacked {{inputs.archive}} to {{unpacked.path}} (folder {{info.directory_id}}, {{info.file_count}} files).'),
    ]),
  ],
  open: { inputs: [['folder'], ['zip']], actions: ['archive'] },
  steps: (c): FlowStep[] => {
    const below = fsBelow(c.folder);
    const root = `${c.unpackInto}/${baseName(c.folder)}`;
    return [
      {
        stage: 'submit', message: c.packMessage, values: { folder: c.folder, zip_path: c.zip }, hint: ['archive'],
        captures: { zipId: { at: 'file_system.files', where: { path: c.zip } } }, calls: [['file_system.compress_directory', { delete_directory: true }]],
        changes: [['file_system.files', 'inserted', { path: c.zip }], ['file_system.directories', 'deleted', { id: fsDir(c.folder).id }], ['file_system.files', 'deleted', {}, below.files]],
        max: 2 + below.files + below.dirs, allow: [[F, 'files', 'inserted', 'deleted'], [F, 'directories', 'deleted']], show: [c.zip, '$zipId'],
      },
      {
        stage: 'revise', message: c.unpackMessage, values: { archive: c.zip, destination: c.unpackInto }, hint: ['unzip'],
        captures: { rootId: { at: 'file_system.directories', where: { path: root } } }, calls: [['file_system.decompress_file', { delete_compressed_file: false }]],
        changes: [['file_system.directories', 'inserted', { path: root }], ['file_system.files', 'inserted', {}, below.files]],
        max: 1 + below.files + below.dirs, allow: [[F, 'files', 'inserted'], [F, 'directories', 'inserted']], show: [root, '$rootId'],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.files', '$zipId', 'path', c.zip)], retained: ['$zipId'] }),
  // The folder put away into the zip must be said, not only the zip's path (issue #30, not_shown).
  states: (c) => [{ episode: 'create', value: c.zip, words: STATE_WORDS.packedAway },
    // s20 (s20-S7-f1): and the folder unpacked again too: its path is also in the zip's ("…/2022_hawaii.zip").
    { episode: 'revise', value: `${c.unpackInto}/${baseName(c.folder)}`, words: STATE_WORDS.unpackedAgain }],
};

// ---------------------------------------------------------------- move a folder elsewhere, then delete one that is no longer needed

const RelocateCase = z.object({ ...stepsCase, folder: z.string(), destination: z.string(), remove: z.string(), moveMessage: z.string(), removeMessage: z.string() });
type RelocateCase = z.infer<typeof RelocateCase>;

const relocate: FsPattern<RelocateCase> = {
  services: [F],
  list: { name: 'moves', fields: { path: 'string', what: 'string' }, key: 'path', item: '{{item.path}} — {{item.what}}', heading: 'Folder changes', empty: 'No folders moved yet.' },
  actions: [
    act('move_folder', 'Move folder', 'Move the folder with everything in it to the new path.', [F], [input('folder', 'Folder to move'), input('new_path', 'New path')], [
      call('file_system.move_directory', { source_directory_path: '{{inputs.folder}}', destination_directory_path: '{{inputs.new_path}}' }),
      call('file_system.show_directory_info', { directory_path: '{{inputs.new_path}}' }, 'info'),
      append('moves', { path: '{{info.path}}', what: 'moved from {{inputs.folder}} (folder {{info.directory_id}}, {{info.file_count}} files)' }),
      message('Moved {{inputs.folder}} to {{info.path}}: folder {{info.directory_id}}, {{info.file_count}} files inside.'),
    ]),
    act('delete_folder', 'Delete folder', 'Delete a folder and whatever is inside it, for good.', [F], [input('doomed', 'Folder to delete')], [
      call('file_system.show_directory_info', { directory_path: '{{inputs.doomed}}' }, 'before'),
      call('file_system.delete_directory', { directory_path: '{{inputs.doomed}}' }),
      append('moves', { path: '{{before.path}}', what: 'deleted with {{before.file_count}} files' }),
      message('Deleted {{before.path}} (folder {{before.directory_id}}) with {{before.file_count}} files in it.'),
    ]),
  ],
  open: { inputs: [['folder'], ['new_path', 'new']], actions: ['move'] },
  steps: (c): FlowStep[] => {
    const moved = fsBelow(c.folder);
    const gone = fsBelow(c.remove);
    const dir = fsDir(c.folder).id;
    const doomed = fsDir(c.remove).id;
    return [
      {
        stage: 'submit', message: c.moveMessage, values: { folder: c.folder, new_path: c.destination }, hint: ['move'], calls: [['file_system.move_directory', {}]],
        changes: [['file_system.directories', 'updated', { id: dir, path: c.destination }], ['file_system.files', 'updated', {}, moved.files]],
        same: [['file_system.directories', dir]], max: 1 + moved.files + moved.dirs, allow: [[F, 'directories', 'updated'], [F, 'files', 'updated']],
        show: [c.destination, dir],
      },
      {
        stage: 'revise', message: c.removeMessage, values: { doomed: c.remove }, hint: ['delete', 'remove'], calls: [['file_system.delete_directory', {}]],
        changes: [['file_system.directories', 'deleted', { id: doomed, path: c.remove }]], max: 1 + gone.files + gone.dirs,
        allow: [[F, 'directories', 'deleted'], [F, 'files', 'deleted']], show: [doomed, c.remove],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.directories', fsDir(c.folder).id, 'path', c.destination)], retained: [c.destination] }),
  // The folder the user names, said deleted (issue #30, not_shown).
  states: (c) => [{ episode: 'revise', value: c.remove, words: STATE_WORDS.deleted }],
};

// ---------------------------------------------------------------- sweep loose files into a new folder, then rename it

const SweepCase = z.object({ ...stepsCase, folder: z.string(), files: z.array(z.string()), newName: z.string(), sweepMessage: z.string(), renameMessage: z.string() });
type SweepCase = z.infer<typeof SweepCase>;

const sweep: FsPattern<SweepCase> = {
  services: [F],
  list: { name: 'piles', fields: { id: 'number', path: 'string', count: 'string' }, item: '{{item.path}} (folder {{item.id}}) — {{item.count}}', heading: 'Tidied folders', empty: 'Nothing tidied yet.' },
  actions: [
    act('sweep_files', 'Sweep into folder', 'Make a new folder and move the listed files into it (the files keep their names).', [F], [input('folder', 'New folder'), input('files', 'Files to move', 'list')], [
      call('file_system.create_directory', { directory_path: '{{inputs.folder}}' }, 'made'),
      call('file_system.move_files_to_directory', { file_paths: '{{inputs.files}}', directory_path: '{{inputs.folder}}' }, 'moved'),
      append('piles', { id: '{{made.directory_id}}', path: '{{inputs.folder}}', count: 'files {{moved.file_ids}}' }),
      // The files by name, not only by id (issue #30, not_shown).
      message('Moved {{inputs.files}} into {{inputs.folder}} (folder {{made.directory_id}}; files {{moved.file_ids}}).'),
    ]),
    act('rename_folder', 'Rename folder', 'Give a folder a new name in the same place.', [F], [input('folder_path', 'Folder'), input('new_name', 'New name')], [
      call('file_system.rename_directory', { directory_path: '{{inputs.folder_path}}', new_name: '{{inputs.new_name}}' }, 'renamed'),
      call('file_system.show_directory_info', { directory_path: '{{renamed.path}}' }, 'info'),
      update('piles', '{{info.directory_id}}', { path: '{{renamed.path}}', count: '{{info.file_count}} files' }),
      message('Renamed {{inputs.folder_path}}; it is now {{renamed.path}} (folder {{info.directory_id}}).'),
    ]),
  ],
  open: { inputs: [['folder'], ['files']], actions: ['sweep', 'move'] },
  steps: (c): FlowStep[] => {
    const renamed = `${c.folder.slice(0, c.folder.lastIndexOf('/'))}/${c.newName}`;
    return [
      {
        stage: 'submit', message: c.sweepMessage, values: { folder: c.folder, files: c.files.join(', ') }, hint: ['sweep', 'move', 'tidy'],
        captures: { folderId: { at: 'file_system.directories', where: { path: c.folder } } }, calls: [['file_system.move_files_to_directory', {}]],
        // The files' new paths are held by the end-state check; here, that these very files moved.
        changes: [['file_system.directories', 'inserted', { path: c.folder }], ...c.files.map((f): [string, 'updated', { id: number }] => ['file_system.files', 'updated', { id: fsFile(f).id }])],
        max: 1 + c.files.length, allow: [[F, 'directories', 'inserted'], [F, 'files', 'updated']],
        // Which files went in, by the name they keep (from their old path or their new one, any app's way).
        show: [c.folder, '$folderId', ...c.files.map(baseName)],
      },
      {
        stage: 'revise', message: c.renameMessage, values: { folder_path: c.folder, new_name: c.newName }, hint: ['rename'],
        calls: [['file_system.rename_directory', { new_name: c.newName }]],
        changes: [['file_system.directories', 'updated', { id: '$folderId', path: renamed }], ...c.files.map((f): [string, 'updated', { id: number }] => ['file_system.files', 'updated', { id: fsFile(f).id }])],
        same: [['file_system.directories', '$folderId']], max: 1 + c.files.length, allow: [[F, 'directories', 'updated'], [F, 'files', 'updated']], show: [renamed],
      },
    ];
  },
  reopen: (c) => ({ shows: [{ value: `${c.folder.slice(0, c.folder.lastIndexOf('/'))}/${c.newName}`, table: 'file_system.directories', key: { id: '$folderId' }, field: 'path' }], retained: ['$folderId'] }),
};

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { archive: ArchiveCase, relocate: RelocateCase, sweep: SweepCase });
  return [...fsTasks(packAway, rows.archive), ...fsTasks(relocate, rows.relocate), ...fsTasks(sweep, rows.sweep)];
}
