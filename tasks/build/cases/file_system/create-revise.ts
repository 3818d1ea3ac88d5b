/** File-system record tasks: an app writes a text file in its folder, then rewrites, moves, renames or extends it. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, update, type ActionDef, type InputDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { caseRows } from '../../kit/rows.ts';
import type { Obj } from '../../kit/types.ts';
import { withListedItems } from '../../kit/listed-items.ts';
import { singleRecord, type RecordCase, type StepDef } from '../../shapes/create-revise.ts';
import { HOME } from '../../shapes/files.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';

const F = 'file_system';

const EditKind = z.enum(['rewrite_file', 'file_into_folder', 'rename_file', 'add_line']);

/**
 * A file-keeping app writes a new file in its folder (under ~/); its edit action, of one of the
 * kinds below, is in the first version, or comes with the changed requirement. `revise.change`
 * is what the edit is given: the new text, the new folder's name, the new file name or the line.
 */
const FileCase = z.object({
  ...stepsCase,
  folder: z.string(),
  edit: EditKind,
  fileName: z.string(),
  text: z.string(),
  /** A fact of the case: the text is items the user lists ("tent, sleeping bags, headlamps"), kept in any list layout (kit/listed-items.ts). */
  listed: z.boolean().optional(),
  createMessage: z.string(),
  requirement: z.string().optional(),
  revise: z.strictObject({ message: z.string(), hint: z.array(z.string()), change: z.string() }),
});
type FileCase = z.infer<typeof FileCase>;

/**
 * The edit action of a file-keeping app: the user names a file made here (`file`, then the `more`
 * inputs); the app makes its calls, then changes the file's row in the list and says what it did.
 */
const edit = (a: { id: string; label: string; goal: string; more: InputDef[]; calls: Obj[]; fields: Obj; said: string }): ActionDef => ({
  id: a.id, label: a.label, goal: a.goal, services: [F], inputs: [input('file', 'Which file'), ...a.more],
  plan: [...a.calls, update('files', '{{inputs.file}}', a.fields), message(a.said)],
});

/** An edit kind: the app's action on a file in its folder, the revise step's checks of the case, what reopen shows. */
interface Edit {
  action: (folder: string) => ActionDef;
  /** `path`: where the file was written. */
  revise: (c: FileCase, path: string) => Omit<StepDef, 'message' | 'hint'>;
  reopen: (c: FileCase) => string[];
}

/** Rewriting is two apps' edit; each other kind is one app's and keeps that app's words. */
const EDITS: Record<z.infer<typeof EditKind>, Edit> = {
  rewrite_file: {
    action: (folder) =>
      edit({
        id: 'rewrite_file', label: 'Rewrite file', goal: `Replace the text of a file made here in ~/${folder}/.`, more: [input('new_text', 'New text')],
        calls: [
          call('file_system.update_file', { file_path: `~/${folder}/{{inputs.file}}`, content: '{{inputs.new_text}}' }),
          call('file_system.show_file', { file_path: `~/${folder}/{{inputs.file}}` }, 'after'),
        ],
        fields: { status: 'rewritten: {{after.content}}' }, said: 'Rewrote {{after.path}} (file {{after.file_id}}): {{after.content}}',
      }),
    revise: (c, path) => ({
      values: { new_text: c.revise.change }, api: 'file_system.update_file', args: { content: c.revise.change }, fields: { path, content: c.revise.change },
      // update_file returns no path: the stored file id is what the service gives back; the
      // file the user names is shown, said rewritten (issue #30, not_shown).
      show: ['$fileId', c.fileName, c.revise.change], allow: [[F, 'files', 'updated']], maxMutations: 1,
    }),
    // A kept log shows each record as it is now (Reading 1): the corrected text, read again from the file (s10).
    reopen: (c) => [c.fileName, c.revise.change],
  },
  file_into_folder: {
    action: (folder) =>
      edit({
        id: 'file_into_folder', label: 'File into folder', goal: `Make a new folder under ~/${folder} and move a file made here into it (same file, new place).`,
        more: [input('folder', 'New folder name')],
        calls: [
          call('file_system.create_directory', { directory_path: `~/${folder}/{{inputs.folder}}` }, 'dir'),
          call('file_system.move_file', { source_file_path: `~/${folder}/{{inputs.file}}`, destination_file_path: `~/${folder}/{{inputs.folder}}/{{inputs.file}}` }, 'moved'),
        ],
        fields: { folder: `~/${folder}/{{inputs.folder}}`, status: 'filed' }, said: `Moved {{inputs.file}} into ~/${folder}/{{inputs.folder}} (still file {{moved.file_id}}).`,
      }),
    revise: (c) => ({
      values: { folder: c.revise.change }, api: 'file_system.move_file', args: {},
      fields: { path: `${HOME}/${c.folder}/${c.revise.change}/${c.fileName}`, content: c.text },
      show: [c.revise.change], allow: [[F, 'directories', 'inserted'], [F, 'files', 'updated']], maxMutations: 2,
      extra: [A.changed(F, 'directories', 'inserted', { path: `${HOME}/${c.folder}/${c.revise.change}` })],
    }),
    reopen: (c) => [c.fileName, c.revise.change],
  },
  rename_file: {
    action: (folder) =>
      edit({
        id: 'rename_file', label: 'Rename file', goal: 'Give an agenda made here a new file name in the same folder.', more: [input('new_name', 'New file name')],
        calls: [call('file_system.move_file', { source_file_path: `~/${folder}/{{inputs.file}}`, destination_file_path: `~/${folder}/{{inputs.new_name}}` }, 'moved')],
        fields: { name: '{{inputs.new_name}}', status: 'renamed' }, said: 'Renamed {{inputs.file}} to {{inputs.new_name}} (file {{moved.file_id}}).',
      }),
    revise: (c) => ({
      values: { new_name: c.revise.change }, api: 'file_system.move_file', args: {}, fields: { path: `${HOME}/${c.folder}/${c.revise.change}`, content: c.text },
      show: [c.revise.change], allow: [[F, 'files', 'updated']], maxMutations: 1,
    }),
    reopen: (c) => [c.revise.change],
  },
  add_line: {
    action: (folder) =>
      edit({
        id: 'add_line', label: 'Add line', goal: 'Append a line to a recipe card made here, keeping what is already written.', more: [input('line', 'Line to add')],
        calls: [
          call('file_system.show_file', { file_path: `~/${folder}/{{inputs.file}}` }, 'current'),
          call('file_system.update_file', { file_path: `~/${folder}/{{inputs.file}}`, content: '{{current.content}}\n{{inputs.line}}' }),
        ],
        fields: { status: 'added: {{inputs.line}}' }, said: 'Added "{{inputs.line}}" to {{current.path}}.',
      }),
    revise: (c, path) => ({
      values: { line: c.revise.change }, api: 'file_system.update_file', args: {}, fields: { path },
      show: [c.revise.change], allow: [[F, 'files', 'updated']], maxMutations: 1,
      // The app joins the old text and the new line itself ("\n", ", ", "\n- " are all fine).
      free: [{ app: F, table: 'files', field: 'content', constraint: { contains: [c.text, c.revise.change] }, why: 'how the old text and the new line are joined is the app\'s; both must be there' }],
    }),
    reopen: (c) => [c.fileName],
  },
};

function fileCase(c: FileCase): RecordCase {
  const { folder } = c;
  const kind = EDITS[c.edit];
  const editAction = kind.action(folder);
  const write: ActionDef = {
    id: 'write_file', label: 'Write file', services: [F],
    goal: `Create the file in ~/${folder}/ with the text and keep it in the list.`,
    inputs: [input('file_name', 'File name'), input('text', 'Text')],
    plan: [
      call('file_system.create_file', { file_path: `~/${folder}/{{inputs.file_name}}`, content: '{{inputs.text}}' }, 'created'),
      append('files', { id: '{{created.file_id}}', name: '{{inputs.file_name}}', folder: `~/${folder}`, status: 'written' }),
      message(`Wrote ~/${folder}/{{inputs.file_name}} (file {{created.file_id}}): {{inputs.text}}`),
    ],
  };
  const path = `${HOME}/${folder}/${c.fileName}`;
  const { values, ...revise } = kind.revise(c, path);
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: {
      id: c.appId, title: c.title, summary: c.summary, intro: c.intro,
      list: {
        name: 'files', key: 'name', fields: { id: 'number', name: 'string', folder: 'string', status: 'string' },
        item: '{{item.folder}}/{{item.name}} (file {{item.id}}) — {{item.status}}', heading: 'Files kept here', empty: 'No files yet.',
      },
      actions: c.requirement === undefined ? [write, editAction] : [write],
    },
    next: c.requirement === undefined ? undefined : { add: editAction },
    table: 'files', capture: 'fileId', inputs: [['file_name', 'name'], ['text']], actions: ['write', 'file'],
    create: {
      message: c.createMessage, values: { file_name: c.fileName, text: c.text }, hint: ['write', 'create', 'save', 'new'],
      api: 'file_system.create_file',
      // No file_path: "~/…" and "/home/alex/…" are the same file; the record check reads the path.
      args: { content: c.text },
      // The one line the user dictated, where the new file shows (issue #30, not_shown).
      where: { path }, fields: { path, content: c.text }, show: [c.fileName, c.text], allow: [[F, 'files', 'inserted']], maxMutations: 1,
    },
    revise: { ...revise, message: c.revise.message, values: { file: c.fileName, ...values }, hint: c.revise.hint, requirement: c.requirement },
    reopen: kind.reopen(c),
  };
}

/**
 * A rewrite must be said on screen with the file's name, not only its id (issue #30, not_shown).
 * After reopen the file is what it now says (its content is checked there), not a history word:
 * "rewritten" beside the name is not asked of a kept list (kept11, Reading 1).
 */
const rewriteShown = (t: TaskInput, c: FileCase): TaskInput => (c.edit === 'rewrite_file' ? withStateWords(t, [{ episode: 'revise', value: c.fileName, words: STATE_WORDS.rewritten, kept: false }]) : t);

/**
 * A file put into a new folder, in an app that keeps the files it made: after reopen the kept file
 * is shown where it is now, its new folder on the file's own line (Reading 1; s15, over). The file
 * name and the folder name anywhere on screen let a stale list ("~/documents/camping_checklist.txt"
 * beside a separate "made folder camping_2023") pass; the check of the file asks the folder beside
 * it. The folder's own check stays: it asks the folder of the app's kept state (a list that never
 * took the move in fails it, though the last result line after reopen still tells the move).
 */
const filedBeside = (t: TaskInput, c: FileCase): TaskInput => {
  if (c.edit !== 'file_into_folder') return t;
  const folder = c.revise.change;
  return {
    ...t,
    episodes: t.episodes.map((e) => {
      if (e.stage !== 'reopen' || e.assertions === undefined) return e;
      const file = e.assertions.find((a) => a.type === 'persisted_visible' && a.value === c.fileName);
      if (file === undefined) throw new Error(`${t.id}: the reopen has no check of ${c.fileName} to put its folder beside`);
      return {
        ...e,
        assertions: e.assertions.map((a) => (a === file ? { ...a, beside: [folder] } : a)),
      };
    }),
  };
};

/** Listed items are those items in order, in any list layout (s16 lines; kit/listed-items.ts). */
const itemsListed = (t: TaskInput, c: FileCase): TaskInput => (c.listed ? withListedItems(t, { app: F, table: 'files', field: 'content', lists: [c.text] }) : t);

export const tasks = (): TaskInput[] => caseRows(import.meta.url, { file: FileCase }).file.map((c) => itemsListed(filedBeside(rewriteShown(singleRecord(F, fileCase(c)), c), c), c));
