/**
 * file_system needs built on copies: a backup before editing a file, a folder duplicated for a
 * new season and trimmed, and copies gathered into a folder that is then zipped to hand over.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action as act, append, call, input, message } from '../../kit/package.ts';
import { baseName, fsBelow, fsFile, fsTasks, home, type FlowStep, type FsCase, type FsPattern } from '../../shapes/files.ts';
import { keptIn } from '../../kit/flow.ts';

const F = 'file_system';

// ---------------------------------------------------------------- back up a file, then edit the original

interface BackupCase extends FsCase { source: string; backup: string; find: string; replaceWith: string; backupMessage: string; editMessage: string }

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

const backupCases: BackupCase[] = [
  {
    id: 'single.file_system.resume-before-move', split: 'public', seed: 7000, appId: 'resume-safekeeper', title: 'Resume Backup Keeper',
    summary: 'Keeps an untouched copy of a file before I change words in it.', intro: 'Back up a file first, then swap old text for new.',
    intention: 'I am relocating and need to change the city on my resume, but I am nervous about breaking it. Let me keep a copy of the file first and then swap a phrase inside it.',
    source: home('documents/resume.txt'), backup: home('documents/resume_seattle.txt'), find: 'Seattle, WA', replaceWith: 'Portland, OR',
    backupMessage: 'Copy /home/alex/documents/resume.txt to /home/alex/documents/resume_seattle.txt before I touch it.',
    editMessage: 'Now in /home/alex/documents/resume.txt change "Seattle, WA" to "Portland, OR".',
  },
  {
    id: 'single.file_system.roadmap-snapshot', split: 'sealed', seed: 7001, appId: 'roadmap-snapshots', title: 'Roadmap Snapshots',
    summary: 'Snapshots a plan file under a second name, then rewrites a phrase in the live one.', intro: 'Snapshot the plan, then change what moved.',
    intention: 'Plans at work shift every few weeks. Before I rewrite a date in a planning document I want a frozen snapshot of how it read, so I can compare later.',
    source: home('documents/work/q2_roadmap.md'), backup: home('documents/work/q2_roadmap_as_of_may.md'), find: 'mid-June', replaceWith: 'early July',
    backupMessage: 'Snapshot /home/alex/documents/work/q2_roadmap.md as /home/alex/documents/work/q2_roadmap_as_of_may.md.',
    editMessage: 'The freeze slipped: in /home/alex/documents/work/q2_roadmap.md replace mid-June with early July.',
  },
];

// ---------------------------------------------------------------- duplicate a folder, then drop one file from the copy

interface DuplicateCase extends FsCase { source: string; copy: string; drop: string; copyMessage: string; dropMessage: string }

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
        changes: [['file_system.files', 'deleted', { id: '$droppedId', path: dropped }]], max: 1, allow: [[F, 'files', 'deleted']], show: ['$droppedId'],
      },
    ];
  },
  reopen: (c) => ({ shows: [keptIn('file_system.directories', '$copyId', 'path', c.copy)], retained: ['$copyId'] }),
};

const duplicateCases: DuplicateCase[] = [
  {
    id: 'single.file_system.garden-next-season', split: 'public', seed: 7002, appId: 'season-starter', title: 'Garden Season Starter',
    summary: 'Starts next season\'s garden folder from this year\'s and clears what must be redone.', intro: 'Duplicate a folder, then remove what the copy should not keep.',
    intention: 'Every spring I start my garden plans from last year\'s folder. Copy the whole project folder under a new name, and then I will throw out whatever in the copy has to start from scratch.',
    source: home('projects/garden_planner'), copy: home('projects/garden_planner_2024'), drop: home('projects/garden_planner/seed_order.csv'),
    copyMessage: 'Duplicate /home/alex/projects/garden_planner as /home/alex/projects/garden_planner_2024.',
    dropMessage: 'The seed order starts fresh each year: delete /home/alex/projects/garden_planner_2024/seed_order.csv.',
  },
  {
    id: 'single.file_system.recipes-for-mom', split: 'dev', seed: 7003, appId: 'recipe-share-folder', title: 'Recipe Folder Copier',
    summary: 'Copies my recipe folder for someone else and takes out the ones that do not suit them.', intro: 'Copy the recipes folder, then take out a recipe.',
    intention: 'Mom asked for my recipes. I would like a separate copy of the recipes folder just for her, minus the dishes she would never cook.',
    source: home('documents/recipes'), copy: home('documents/recipes_for_mom'), drop: home('documents/recipes/weeknight_curry.txt'),
    copyMessage: 'Make a copy of /home/alex/documents/recipes at /home/alex/documents/recipes_for_mom.',
    dropMessage: 'She hates spicy food, so take /home/alex/documents/recipes_for_mom/weeknight_curry.txt out of her copy.',
  },
];

// ---------------------------------------------------------------- gather copies into a new folder, then zip it

interface PacketCase extends FsCase { folder: string; files: string[]; zip: string; gatherMessage: string; zipMessage: string }

const gatherThenZip: FsPattern<PacketCase> = {
  services: [F],
  list: { name: 'packets', fields: { id: 'number', path: 'string', what: 'string' }, item: '{{item.path}} (#{{item.id}}) — {{item.what}}', heading: 'Packets', empty: 'No packets yet.' },
  actions: [
    act('gather_copies', 'Gather copies', 'Make the new folder and copy the listed files into it; the originals stay where they are.', [F], [input('folder', 'New folder'), input('files', 'Files to copy in', 'list')], [
      call('file_system.create_directory', { directory_path: '{{inputs.folder}}' }, 'made'),
      call('file_system.copy_files_to_directory', { file_paths: '{{inputs.files}}', directory_path: '{{inputs.folder}}' }, 'copied'),
      append('packets', { id: '{{made.directory_id}}', path: '{{inputs.folder}}', what: 'copies {{copied.file_ids}}' }),
      message('Made {{inputs.folder}} (folder {{made.directory_id}}) with copies {{copied.file_ids}}.'),
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
      allow: [[F, 'directories', 'inserted'], [F, 'files', 'inserted']], show: [c.folder, '$folderId'],
    },
    {
      stage: 'revise', message: c.zipMessage, values: { folder_to_zip: c.folder, zip_path: c.zip }, hint: ['zip'],
      captures: { zipId: { at: 'file_system.files', where: { path: c.zip } } }, calls: [['file_system.compress_directory', { delete_directory: false }]],
      changes: [['file_system.files', 'inserted', { path: c.zip }]], max: 1, allow: [[F, 'files', 'inserted']], show: [c.zip, '$zipId'],
    },
  ],
  reopen: (c) => ({ shows: [keptIn('file_system.files', '$zipId', 'path', c.zip), c.folder], retained: ['$zipId'] }),
};

const packetCases: PacketCase[] = [
  {
    id: 'single.file_system.accountant-packet', split: 'public', seed: 7004, appId: 'tax-packet', title: 'Accountant Archive',
    summary: 'Puts copies of the papers my accountant needs into one folder and zips it for sending.', intro: 'Name a folder and the files to copy in; zip it when complete.',
    intention: 'Tax season: my accountant wants my forms in a single archive. Copy the right papers into a fresh folder (keep my originals where they are) and then zip that folder.',
    folder: home('documents/for_accountant'), files: [home('documents/taxes/w2_2022.txt'), home('documents/taxes/charity_receipts_2022.txt')],
    zip: home('documents/for_accountant.zip'),
    gatherMessage: 'Create /home/alex/documents/for_accountant and copy /home/alex/documents/taxes/w2_2022.txt and /home/alex/documents/taxes/charity_receipts_2022.txt into it.',
    zipMessage: 'Zip /home/alex/documents/for_accountant into /home/alex/documents/for_accountant.zip.',
  },
  {
    id: 'single.file_system.rental-application', split: 'sealed', seed: 7005, appId: 'application-bundle', title: 'Application Bundle',
    summary: 'Bundles copies of my documents for a rental application into one zipped folder.',
    intro: 'List the documents; they are copied into the bundle folder, which can then be zipped.',
    intention: 'The landlord of the flat I want asks for proof of income and references in one upload. Pull copies of a few of my documents into an application folder and pack it as a zip.',
    folder: home('documents/rental_application'),
    files: [home('documents/resume.txt'), home('downloads/statements/bank_statement_2023-04.txt'), home('documents/apartment_lease.txt')],
    zip: home('downloads/rental_application.zip'),
    gatherMessage: 'Start /home/alex/documents/rental_application with copies of /home/alex/documents/resume.txt, /home/alex/downloads/statements/bank_statement_2023-04.txt and /home/alex/documents/apartment_lease.txt.',
    zipMessage: 'Pack /home/alex/documents/rental_application as /home/alex/downloads/rental_application.zip so I can upload it.',
  },
];

export function tasks(): TaskInput[] {
  return [...fsTasks(backupThenEdit, backupCases), ...fsTasks(duplicateThenTrim, duplicateCases), ...fsTasks(gatherThenZip, packetCases)];
}
