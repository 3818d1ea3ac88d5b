/** File-system record tasks: an app writes a text file in its folder, then rewrites, moves, renames or extends it. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, update, type ActionDef, type InputDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import type { Obj, Split } from '../../kit/types.ts';
import { singleRecord, type RecordCase, type StepDef } from '../../shapes/create-revise.ts';

const HOME = '/home/alex';

/**
 * A file-keeping app writes a new file in its folder (under ~/); its edit action is in the first
 * version, or comes with the changed requirement.
 */
interface FileCase {
  id: string; split: Split; seed: number; intention: string;
  app: { id: string; title: string; summary: string; intro: string; folder: string; edit: ActionDef };
  fileName: string; text: string; createMessage: string;
  requirement?: string;
  revise: StepDef;
  reopen: string[];
}

function fileCase(c: FileCase): RecordCase {
  const { folder, edit } = c.app;
  const write: ActionDef = {
    id: 'write_file', label: 'Write file', services: ['file_system'],
    goal: `Create the file in ~/${folder}/ with the text and keep it in the list.`,
    inputs: [input('file_name', 'File name'), input('text', 'Text')],
    plan: [
      call('file_system.create_file', { file_path: `~/${folder}/{{inputs.file_name}}`, content: '{{inputs.text}}' }, 'created'),
      append('files', { id: '{{created.file_id}}', name: '{{inputs.file_name}}', folder: `~/${folder}`, status: 'written' }),
      message(`Wrote ~/${folder}/{{inputs.file_name}} (file {{created.file_id}}).`),
    ],
  };
  const path = `${HOME}/${folder}/${c.fileName}`;
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: {
      id: c.app.id, title: c.app.title, summary: c.app.summary, intro: c.app.intro,
      list: {
        name: 'files', key: 'name', fields: { id: 'number', name: 'string', folder: 'string', status: 'string' },
        item: '{{item.folder}}/{{item.name}} (file {{item.id}}) — {{item.status}}', heading: 'Files kept here', empty: 'No files yet.',
      },
      actions: c.requirement === undefined ? [write, edit] : [write],
    },
    next: c.requirement === undefined ? undefined : { add: edit },
    table: 'files', capture: 'fileId', inputs: [['file_name', 'name'], ['text']], actions: ['write', 'file'],
    create: {
      message: c.createMessage, values: { file_name: c.fileName, text: c.text }, hint: ['write', 'create', 'save', 'new'],
      api: 'file_system.create_file',
      // No file_path: "~/…" and "/home/alex/…" are the same file; the record check reads the path.
      args: { content: c.text },
      where: { path }, fields: { path, content: c.text }, show: [c.fileName], allow: [['file_system', 'files', 'inserted']], maxMutations: 1,
    },
    revise: { ...c.revise, requirement: c.requirement },
    reopen: c.reopen,
  };
}

/**
 * The edit action of a file-keeping app: the user names a file made here (`file`, then the `more`
 * inputs); the app makes its calls, then changes the file's row in the list and says what it did.
 */
const edit = (a: { id: string; label: string; goal: string; more: InputDef[]; calls: Obj[]; fields: Obj; said: string }): ActionDef => ({
  id: a.id, label: a.label, goal: a.goal, services: ['file_system'], inputs: [input('file', 'Which file'), ...a.more],
  plan: [...a.calls, update('files', '{{inputs.file}}', a.fields), message(a.said)],
});

/** Replaces a file's text (two apps, two folders). */
const rewrite = (folder: string): ActionDef =>
  edit({
    id: 'rewrite_file', label: 'Rewrite file', goal: `Replace the text of a file made here in ~/${folder}/.`, more: [input('new_text', 'New text')],
    calls: [
      call('file_system.update_file', { file_path: `~/${folder}/{{inputs.file}}`, content: '{{inputs.new_text}}' }),
      call('file_system.show_file', { file_path: `~/${folder}/{{inputs.file}}` }, 'after'),
    ],
    fields: { status: 'rewritten' }, said: 'Rewrote {{after.path}} (file {{after.file_id}}).',
  });

const cases: FileCase[] = [
  {
    id: 'single.file_system.field-log', split: 'public', seed: 901,
    app: {
      id: 'field-log', title: 'Field Log', folder: 'documents', edit: rewrite('documents'),
      summary: 'Writes my daily field-work logs as text files in ~/documents and lets me rewrite them.',
      intro: 'Name the log file and write the day\'s observations.',
    },
    intention: 'I want a simple field log: each day\'s observations are saved as a text file in my documents folder, and I can correct a log afterwards.',
    fileName: 'field_log_2023-05-18.txt', text: 'Wetland plot 3: water level 42 cm, sensor reading drifted.',
    createMessage: 'Log today as /home/alex/documents/field_log_2023-05-18.txt: "Wetland plot 3: water level 42 cm, sensor reading drifted."',
    revise: {
      message: 'I misread the gauge, it was 38 cm; rewrite /home/alex/documents/field_log_2023-05-18.txt to "Wetland plot 3: water level 38 cm, sensor reading drifted."',
      values: { file: 'field_log_2023-05-18.txt', new_text: 'Wetland plot 3: water level 38 cm, sensor reading drifted.' },
      hint: ['rewrite', 'edit', 'update', 'replace', 'correct'],
      api: 'file_system.update_file', args: { content: 'Wetland plot 3: water level 38 cm, sensor reading drifted.' },
      fields: { path: `${HOME}/documents/field_log_2023-05-18.txt`, content: 'Wetland plot 3: water level 38 cm, sensor reading drifted.' },
      // update_file returns no path: the stored file id is what the service gives back.
      show: ['$fileId'],
      allow: [['file_system', 'files', 'updated']], maxMutations: 1,
    },
    reopen: ['field_log_2023-05-18.txt'],
  },
  {
    id: 'single.file_system.camping-checklist-folder', split: 'sealed', seed: 902,
    app: {
      id: 'trip-files', title: 'Trip Files', folder: 'documents',
      summary: 'Saves trip checklists as text files in ~/documents; later it files them into per-trip folders.',
      intro: 'Name the checklist file and list what to bring.',
      edit: edit({
        id: 'file_into_folder', label: 'File into folder', goal: 'Make a new folder under ~/documents and move a file made here into it (same file, new place).',
        more: [input('folder', 'New folder name')],
        calls: [
          call('file_system.create_directory', { directory_path: '~/documents/{{inputs.folder}}' }, 'dir'),
          call('file_system.move_file', { source_file_path: '~/documents/{{inputs.file}}', destination_file_path: '~/documents/{{inputs.folder}}/{{inputs.file}}' }, 'moved'),
        ],
        fields: { folder: '~/documents/{{inputs.folder}}', status: 'filed' }, said: 'Moved {{inputs.file}} into ~/documents/{{inputs.folder}} (still file {{moved.file_id}}).',
      }),
    },
    intention: 'Make me an app to keep my trip checklists as files in my documents folder.',
    fileName: 'camping_checklist.txt', text: 'tent, sleeping bags, headlamps, water filter, bear canister',
    createMessage: 'Save a camping checklist as /home/alex/documents/camping_checklist.txt: tent, sleeping bags, headlamps, water filter, bear canister',
    requirement: 'My documents folder is a mess: each trip should get its own folder. Make a /home/alex/documents/camping_2023 folder and move the camping checklist into it, as /home/alex/documents/camping_2023/camping_checklist.txt.',
    revise: {
      message: 'Put the camping checklist into a new camping_2023 folder.', values: { file: 'camping_checklist.txt', folder: 'camping_2023' },
      hint: ['folder', 'file_into', 'move', 'organize'],
      api: 'file_system.move_file', args: {},
      fields: { path: `${HOME}/documents/camping_2023/camping_checklist.txt`, content: 'tent, sleeping bags, headlamps, water filter, bear canister' },
      show: ['camping_2023'], allow: [['file_system', 'directories', 'inserted'], ['file_system', 'files', 'updated']], maxMutations: 2,
      extra: [A.changed('file_system', 'directories', 'inserted', { path: `${HOME}/documents/camping_2023` })],
    },
    reopen: ['camping_checklist.txt', 'camping_2023'],
  },
  {
    id: 'single.file_system.meeting-agenda', split: 'dev', seed: 903,
    app: {
      id: 'agenda-files', title: 'Agenda Files', folder: 'documents/work',
      summary: 'Keeps meeting agendas as Markdown files in ~/documents/work and renames them when meetings move.',
      intro: 'Name the agenda file (with the meeting date) and write the points.',
      edit: edit({
        id: 'rename_file', label: 'Rename file', goal: 'Give an agenda made here a new file name in the same folder.', more: [input('new_name', 'New file name')],
        calls: [call('file_system.move_file', { source_file_path: '~/documents/work/{{inputs.file}}', destination_file_path: '~/documents/work/{{inputs.new_name}}' }, 'moved')],
        fields: { name: '{{inputs.new_name}}', status: 'renamed' }, said: 'Renamed {{inputs.file}} to {{inputs.new_name}} (file {{moved.file_id}}).',
      }),
    },
    intention: 'I need agendas for my work meetings saved as files in my work documents folder; meetings move a lot, so I rename them.',
    fileName: 'agenda_2023-05-19.md', text: 'Search v2 go/no-go: rollout checklist, on-call plan',
    createMessage: 'Write /home/alex/documents/work/agenda_2023-05-19.md for Friday saying "Search v2 go/no-go: rollout checklist, on-call plan".',
    revise: {
      message: 'The go/no-go moved to Monday, rename the agenda to agenda_2023-05-22.md (/home/alex/documents/work/agenda_2023-05-22.md).',
      values: { file: 'agenda_2023-05-19.md', new_name: 'agenda_2023-05-22.md' }, hint: ['rename', 'move'],
      api: 'file_system.move_file', args: {},
      fields: { path: `${HOME}/documents/work/agenda_2023-05-22.md`, content: 'Search v2 go/no-go: rollout checklist, on-call plan' },
      show: ['agenda_2023-05-22.md'], allow: [['file_system', 'files', 'updated']], maxMutations: 1,
    },
    reopen: ['agenda_2023-05-22.md'],
  },
  {
    id: 'single.file_system.recipe-card', split: 'public', seed: 904,
    app: {
      id: 'recipe-cards', title: 'Recipe Cards', folder: 'documents/recipes',
      summary: 'Writes recipe cards as text files in ~/documents/recipes.',
      intro: 'Name the recipe file and write the ingredients.',
      edit: edit({
        id: 'add_line', label: 'Add line', goal: 'Append a line to a recipe card made here, keeping what is already written.', more: [input('line', 'Line to add')],
        calls: [
          call('file_system.show_file', { file_path: '~/documents/recipes/{{inputs.file}}' }, 'current'),
          call('file_system.update_file', { file_path: '~/documents/recipes/{{inputs.file}}', content: '{{current.content}}\n{{inputs.line}}' }),
        ],
        fields: { status: 'added: {{inputs.line}}' }, said: 'Added "{{inputs.line}}" to {{current.path}}.',
      }),
    },
    intention: 'Give me recipe cards as plain text files in my recipes folder.',
    fileName: 'lemon_pasta.txt', text: '200 g spaghetti, 1 lemon, 40 g parmesan, 2 tbsp butter',
    createMessage: 'Make a card /home/alex/documents/recipes/lemon_pasta.txt: 200 g spaghetti, 1 lemon, 40 g parmesan, 2 tbsp butter.',
    requirement: 'I keep tweaking recipes: let me add a line to a card without retyping it. Add "a handful of basil" to the lemon pasta card.',
    revise: {
      message: 'Add a handful of basil to the lemon pasta card.', values: { file: 'lemon_pasta.txt', line: 'a handful of basil' }, hint: ['add', 'line', 'append'],
      api: 'file_system.update_file', args: {}, fields: { path: `${HOME}/documents/recipes/lemon_pasta.txt` },
      show: ['a handful of basil'], allow: [['file_system', 'files', 'updated']], maxMutations: 1,
      // The app joins the old text and the new line itself ("\n", ", ", "\n- " are all fine).
      free: [{ app: 'file_system', table: 'files', field: 'content', constraint: { contains: ['200 g spaghetti, 1 lemon, 40 g parmesan, 2 tbsp butter', 'a handful of basil'] } }],
    },
    reopen: ['lemon_pasta.txt'],
  },
  {
    id: 'single.file_system.band-setlist', split: 'sealed', seed: 905,
    app: {
      id: 'setlists', title: 'Band Setlists', folder: 'music', edit: rewrite('music'),
      summary: 'Saves our band\'s setlists as text files in ~/music and lets me rewrite them.',
      intro: 'Name the setlist file and list the songs in order.',
    },
    intention: 'Build me a setlist keeper for my band: each gig\'s setlist is a text file in my music folder and I can rewrite it.',
    fileName: 'setlist_june_gig.txt', text: 'Dreams, Go Your Own Way, Rhiannon',
    createMessage: 'Setlist for the June gig, in /home/alex/music/setlist_june_gig.txt: Dreams, Go Your Own Way, Rhiannon.',
    revise: {
      message: 'We are closing with Landslide now, rewrite /home/alex/music/setlist_june_gig.txt as: Dreams, Rhiannon, Go Your Own Way, Landslide.',
      values: { file: 'setlist_june_gig.txt', new_text: 'Dreams, Rhiannon, Go Your Own Way, Landslide' }, hint: ['rewrite', 'edit', 'update', 'replace'],
      api: 'file_system.update_file', args: { content: 'Dreams, Rhiannon, Go Your Own Way, Landslide' },
      fields: { path: `${HOME}/music/setlist_june_gig.txt`, content: 'Dreams, Rhiannon, Go Your Own Way, Landslide' },
      show: ['$fileId'], allow: [['file_system', 'files', 'updated']], maxMutations: 1,
    },
    reopen: ['setlist_june_gig.txt'],
  },
];

export const tasks = (): TaskInput[] => cases.map((c) => singleRecord('file_system', fileCase(c)));
