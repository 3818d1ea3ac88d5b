/**
 * file_system needs about whole folders: archiving one as a zip and unpacking it again, moving
 * a project somewhere else and removing the shell it leaves, and tidying loose downloads into a
 * new folder that later gets a better name.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, input, message, update } from '../../kit/package.ts';
import { baseName, fsBelow, fsDir, fsFile, fsTasks, home, type FlowStep, type FsCase, type FsPattern } from '../../shapes/files.ts';
import { keptIn } from '../../kit/flow.ts';

const F = 'file_system';

// ---------------------------------------------------------------- pack a folder away, then unpack it

interface ArchiveCase extends FsCase {
  folder: string;
  zip: string;
  /** Where the zip is unpacked; the folder reappears there under its old name. */
  unpackInto: string;
  packMessage: string;
  unpackMessage: string;
}

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
};

const archiveCases: ArchiveCase[] = [
  {
    id: 'single.file_system.hawaii-photo-archive', split: 'public', seed: 7006, appId: 'photo-attic', title: 'Photo Attic',
    summary: 'Packs old photo folders into zip files to save room and unpacks them when someone asks.',
    intro: 'Archive a folder as a zip (the folder goes away); unpack a zip when you need it again.',
    intention: 'My laptop is nearly full of old holiday pictures. I want to squeeze a trip\'s photo folder into a single zip and get rid of the loose folder, and still be able to open it up again when family wants to see them.',
    folder: home('photos/2022_hawaii'), zip: home('photos/2022_hawaii.zip'), unpackInto: home('photos'),
    packMessage: 'Archive /home/alex/photos/2022_hawaii as /home/alex/photos/2022_hawaii.zip.',
    unpackMessage: 'My sister wants to see the trip: unpack /home/alex/photos/2022_hawaii.zip into /home/alex/photos again.',
  },
  {
    id: 'single.file_system.meeting-notes-attic', split: 'dev', seed: 7007, appId: 'notes-archiver', title: 'Old Notes Archiver',
    summary: 'Zips away old meeting-note folders and unpacks one when an old decision comes up.',
    intro: 'Give a folder and the zip path to archive; give a zip and a folder to unpack.',
    intention: 'Half a year of meeting notes clutters my work folder. Squash that folder into a zip file and delete the original; when someone asks what we decided back then, unpack it somewhere I can read it.',
    folder: home('documents/work/meetings'), zip: home('documents/work/meetings_h1_2023.zip'), unpackInto: home('documents'),
    packMessage: 'Put /home/alex/documents/work/meetings away in /home/alex/documents/work/meetings_h1_2023.zip.',
    unpackMessage: 'Someone asked about the March planning: unpack /home/alex/documents/work/meetings_h1_2023.zip into /home/alex/documents, giving /home/alex/documents/meetings.',
  },
];

// ---------------------------------------------------------------- move a folder elsewhere, then delete one that is no longer needed

interface RelocateCase extends FsCase { folder: string; destination: string; remove: string; moveMessage: string; removeMessage: string }

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
        allow: [[F, 'directories', 'deleted'], [F, 'files', 'deleted']], show: [doomed],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.directories', fsDir(c.folder).id, 'path', c.destination)], retained: [c.destination] }),
};

const relocateCases: RelocateCase[] = [
  {
    id: 'single.file_system.garden-out-of-projects', split: 'public', seed: 7008, appId: 'folder-mover', title: 'Folder Mover',
    summary: 'Moves whole folders where they belong and deletes the ones left useless.', intro: 'Move a folder to a new path, or delete one you no longer need.',
    intention: 'The only thing in my projects folder is the garden plan, and it really belongs with my documents. Move it over, then I want the emptied projects folder gone too.',
    folder: home('projects/garden_planner'), destination: home('documents/garden_planner'), remove: home('projects'),
    moveMessage: 'Move /home/alex/projects/garden_planner to /home/alex/documents/garden_planner.',
    removeMessage: 'Nothing is left in /home/alex/projects, delete that folder.',
  },
  {
    id: 'single.file_system.finance-consolidate', split: 'sealed', seed: 7009, appId: 'money-folders', title: 'Money Folders',
    summary: 'Brings my money paperwork together under one finance folder and drops outdated folders.',
    intro: 'Move a folder under documents/finance; delete a folder I no longer want.',
    intention: 'Money papers are scattered all over my home folder. Relocate the tax folder into my finance folder, and since the bank app has my statements now, wipe out the downloaded statements folder.',
    folder: home('documents/taxes'), destination: home('documents/finance/taxes'), remove: home('downloads/statements'),
    moveMessage: 'Relocate /home/alex/documents/taxes to /home/alex/documents/finance/taxes.',
    removeMessage: 'And delete /home/alex/downloads/statements with everything in it.',
  },
];

// ---------------------------------------------------------------- sweep loose files into a new folder, then rename it

interface SweepCase extends FsCase { folder: string; files: string[]; newName: string; sweepMessage: string; renameMessage: string }

const sweep: FsPattern<SweepCase> = {
  services: [F],
  list: { name: 'piles', fields: { id: 'number', path: 'string', count: 'string' }, item: '{{item.path}} (folder {{item.id}}) — {{item.count}}', heading: 'Tidied folders', empty: 'Nothing tidied yet.' },
  actions: [
    act('sweep_files', 'Sweep into folder', 'Make a new folder and move the listed files into it (the files keep their names).', [F], [input('folder', 'New folder'), input('files', 'Files to move', 'list')], [
      call('file_system.create_directory', { directory_path: '{{inputs.folder}}' }, 'made'),
      call('file_system.move_files_to_directory', { file_paths: '{{inputs.files}}', directory_path: '{{inputs.folder}}' }, 'moved'),
      append('piles', { id: '{{made.directory_id}}', path: '{{inputs.folder}}', count: 'files {{moved.file_ids}}' }),
      message('Moved files {{moved.file_ids}} into {{inputs.folder}} (folder {{made.directory_id}}).'),
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
        max: 1 + c.files.length, allow: [[F, 'directories', 'inserted'], [F, 'files', 'updated']], show: [c.folder, '$folderId'],
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

const sweepCases: SweepCase[] = [
  {
    id: 'single.file_system.downloads-bills-pile', split: 'public', seed: 7010, appId: 'downloads-sweeper', title: 'Downloads Sweeper',
    summary: 'Sweeps loose files from Downloads into a folder of their own and renames folders later.', intro: 'Name a new folder and the files to move into it.',
    intention: 'My downloads folder is a junk drawer. Let me pick a few files, put them together in a brand-new folder, and rename that folder later if I think of a better name.',
    folder: home('downloads/bills'), files: [home('downloads/utility_bill_april.txt'), home('downloads/receipt_4808320.txt')], newName: 'bills_2023',
    sweepMessage: 'Make /home/alex/downloads/bills and move /home/alex/downloads/utility_bill_april.txt and /home/alex/downloads/receipt_4808320.txt into it.',
    renameMessage: 'Call the bills folder bills_2023 instead, so it is /home/alex/downloads/bills_2023.',
  },
  {
    id: 'single.file_system.trip-paperwork', split: 'sealed', seed: 7011, appId: 'trip-paper-sorter', title: 'Trip Paper Sorter',
    summary: 'Groups tickets and itineraries into a trip folder and lets me rename it.', intro: 'List the travel files and the folder to gather them in.',
    intention: 'Before every trip I hunt for tickets across my downloads. Gather the travel papers I name into one new folder; I may retitle it once the trip has a name.',
    folder: home('downloads/travel'), files: [home('downloads/flight_itinerary.txt'), home('downloads/concert_ticket_stub.txt')], newName: 'summer_trips',
    sweepMessage: 'Gather /home/alex/downloads/flight_itinerary.txt and /home/alex/downloads/concert_ticket_stub.txt into a new /home/alex/downloads/travel folder.',
    renameMessage: 'Rename /home/alex/downloads/travel to summer_trips (/home/alex/downloads/summer_trips).',
  },
];

export function tasks(): TaskInput[] {
  return [...fsTasks(packAway, archiveCases), ...fsTasks(relocate, relocateCases), ...fsTasks(sweep, sweepCases)];
}
