import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { fromJson, pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { cleanTags, insertNote, myNotes, ownNote, type NoteRow } from './apis.ts';

/** A note shared with another person: read-only unless `can_edit`. The owner keeps the note. */
export const shareTable = {
  note_shares: 'id INTEGER PRIMARY KEY, note_id INTEGER NOT NULL, owner_id INTEGER NOT NULL, person_id INTEGER NOT NULL, can_edit INTEGER NOT NULL, shared_at TEXT NOT NULL, UNIQUE(note_id, person_id)',
};

interface ShareRow {
  id: number;
  note_id: number;
  owner_id: number;
  person_id: number;
  can_edit: number;
  shared_at: string;
}

const noteId = z.number().int().describe('Id of the note.');
const noteIds = z.array(noteId).min(1).max(50).describe('Ids of your notes (1 to 50).');
const email = z.string().trim().min(3).describe('Email of the person.');
const itemIndex = z.number().int().min(1).describe('Position of the item among the checklist items, from 1.');
const ACCESS = ['note_not_found: no such note', "not_owner: the note is someone else's"];
const SHARED_ACCESS = ['note_not_found: no such note', 'not_shared: the note is not shared with you'];
/** Checklist items are lines written `- [ ] text` (open) or `- [x] text` (done). */
const ITEM = /^\s*[-*] \[( |x|X)\] (.*)$/;

function touch(ctx: ApiContext, row: NoteRow, content: string): void {
  updateFields(ctx, 'simple_note_notes', row.id, { content, updated_at: ctx.now() });
}

/** Notes by id, all owned by the user, without repeats; fails on the first bad one. */
function ownNotes(ctx: ApiContext, ids: readonly number[]): NoteRow[] {
  return [...new Set(ids)].map((id) => ownNote(ctx, id));
}

function requirePerson(ctx: ApiContext, address: string) {
  const person = ctx.personByEmail(address);
  if (!person) return ctx.fail(404, 'user_not_found', `There is no Simple Note user with the email ${address}.`);
  return person;
}

/** A note someone shared with the user (404 if missing, 403 if not shared with them). */
function sharedNote(ctx: ApiContext, id: number): { note: NoteRow; share: ShareRow } {
  const note = ctx.sql('SELECT * FROM simple_note_notes WHERE id = ?').get(id) as NoteRow | undefined;
  if (!note) return ctx.fail(404, 'note_not_found', `The note with id ${id} does not exist.`);
  const share = ctx.sql('SELECT * FROM simple_note_note_shares WHERE note_id = ? AND person_id = ?').get(id, ctx.user.id) as ShareRow | undefined;
  if (!share) return ctx.fail(403, 'not_shared', 'The note is not shared with you.');
  return { note, share };
}

interface Item {
  line: number;
  index: number;
  text: string;
  done: boolean;
}

function checklist(content: string): Item[] {
  const items: Item[] = [];
  content.split('\n').forEach((line, at) => {
    const match = ITEM.exec(line);
    if (match) items.push({ line: at, index: items.length + 1, text: match[2] ?? '', done: match[1] !== ' ' });
  });
  return items;
}

function requireItem(ctx: ApiContext, row: NoteRow, index: number): Item {
  const item = checklist(row.content).find((i) => i.index === index);
  if (!item) return ctx.fail(404, 'item_not_found', `The note has no checklist item ${index}.`);
  return item;
}

function setItem(ctx: ApiContext, row: NoteRow, index: number, done: boolean) {
  const item = requireItem(ctx, row, index);
  if (item.done === done) return ctx.fail(409, done ? 'already_checked' : 'not_checked', done ? 'The item is already checked.' : 'The item is not checked.');
  const lines = row.content.split('\n');
  lines[item.line] = (lines[item.line] ?? '').replace(/\[( |x|X)\]/, done ? '[x]' : '[ ]');
  touch(ctx, row, lines.join('\n'));
  return { message: done ? 'Checked the item.' : 'Unchecked the item.' };
}

const checkApi = (done: boolean) =>
  api({
    name: done ? 'check_checklist_item' : 'uncheck_checklist_item',
    method: 'PATCH',
    auth: true,
    description: done ? 'Mark a checklist item of a note as done.' : 'Mark a done checklist item of a note as open again.',
    params: z.object({ note_id: noteId, item_index: itemIndex }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'item_not_found: no checklist item at that position', done ? 'already_checked: the item is done' : 'not_checked: the item is open'],
    handler: (ctx, args) => setItem(ctx, ownNote(ctx, args.note_id), args.item_index, done),
  });

export const moreNoteApis = [
  api({
    name: 'share_note',
    method: 'POST',
    auth: true,
    description: 'Share one of your notes with a person (read-only unless can_edit). Sharing again updates can_edit.',
    params: z.object({ note_id: noteId, email, can_edit: z.boolean().default(false).describe('Let them add to the note.') }),
    returns: '{message, share_id}',
    changes: ['simple_note.note_shares'],
    errors: [...ACCESS, 'user_not_found: nobody has that email', 'cannot_share_with_self: the email is yours', 'already_shared: shared with them already with the same can_edit'],
    handler: (ctx, args) => {
      const note = ownNote(ctx, args.note_id);
      const person = requirePerson(ctx, args.email);
      if (person.id === ctx.user.id) return ctx.fail(422, 'cannot_share_with_self', 'You cannot share a note with yourself.');
      const existing = ctx.sql('SELECT * FROM simple_note_note_shares WHERE note_id = ? AND person_id = ?').get(note.id, person.id) as ShareRow | undefined;
      if (existing) {
        if (toBool(existing.can_edit) === args.can_edit) return ctx.fail(409, 'already_shared', `The note is already shared with ${person.email}.`);
        ctx.sql('UPDATE simple_note_note_shares SET can_edit = ? WHERE id = ?').run(args.can_edit ? 1 : 0, existing.id);
        return { message: 'Updated the share.', share_id: existing.id };
      }
      const id = ctx.newId('note_shares');
      ctx.sql('INSERT INTO simple_note_note_shares (id, note_id, owner_id, person_id, can_edit, shared_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, note.id, ctx.user.id, person.id, args.can_edit ? 1 : 0, ctx.now());
      return { message: 'Shared the note.', share_id: id };
    },
  }),
  api({
    name: 'unshare_note',
    method: 'DELETE',
    auth: true,
    description: 'Stop sharing one of your notes with a person.',
    params: z.object({ note_id: noteId, email }),
    returns: '{message}',
    changes: ['simple_note.note_shares'],
    errors: [...ACCESS, 'user_not_found: nobody has that email', 'not_shared: the note is not shared with them'],
    handler: (ctx, args) => {
      const note = ownNote(ctx, args.note_id);
      const person = requirePerson(ctx, args.email);
      const result = ctx.sql('DELETE FROM simple_note_note_shares WHERE note_id = ? AND person_id = ?').run(note.id, person.id);
      if (result.changes === 0) return ctx.fail(404, 'not_shared', `The note is not shared with ${person.email}.`);
      return { message: 'Stopped sharing the note.' };
    },
  }),
  api({
    name: 'show_note_shares',
    method: 'GET',
    auth: true,
    description: 'Who one of your notes is shared with.',
    params: z.object({ note_id: noteId }),
    returns: '[{share_id, person: {name, email}, can_edit, shared_at}]',
    changes: [],
    errors: ACCESS,
    handler: (ctx, args) => {
      const note = ownNote(ctx, args.note_id);
      const rows = ctx.sql('SELECT * FROM simple_note_note_shares WHERE note_id = ? ORDER BY shared_at, id').all(note.id) as ShareRow[];
      return rows.map((r) => ({ share_id: r.id, person: personRef(ctx, r.person_id), can_edit: toBool(r.can_edit), shared_at: r.shared_at }));
    },
  }),
  api({
    name: 'show_shared_notes',
    method: 'GET',
    auth: true,
    description: 'Notes other people shared with you, most recently shared first (no content).',
    params: z.object({ ...pageParams }),
    returns: '[{note_id, title, tags, owner: {name, email}, can_edit, shared_at, updated_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx
        .sql('SELECT n.*, s.can_edit AS share_can_edit, s.shared_at AS share_shared_at FROM simple_note_note_shares s JOIN simple_note_notes n ON n.id = s.note_id WHERE s.person_id = ? ORDER BY s.shared_at DESC, n.id')
        .all(ctx.user.id) as (NoteRow & { share_can_edit: number; share_shared_at: string })[];
      return paginate(rows, args).map((n) => ({
        note_id: n.id, title: n.title, tags: fromJson<string[]>(n.tags, []), owner: personRef(ctx, n.user_id), can_edit: toBool(n.share_can_edit), shared_at: n.share_shared_at, updated_at: n.updated_at,
      }));
    },
  }),
  api({
    name: 'show_shared_note',
    method: 'GET',
    auth: true,
    description: 'Show a note someone shared with you, with its content.',
    params: z.object({ note_id: noteId }),
    returns: '{note_id, title, content, tags, owner: {name, email}, can_edit, updated_at}',
    changes: [],
    errors: SHARED_ACCESS,
    handler: (ctx, args) => {
      const { note, share } = sharedNote(ctx, args.note_id);
      return { note_id: note.id, title: note.title, content: note.content, tags: fromJson<string[]>(note.tags, []), owner: personRef(ctx, note.user_id), can_edit: toBool(share.can_edit), updated_at: note.updated_at };
    },
  }),
  api({
    name: 'add_content_to_shared_note',
    method: 'PATCH',
    auth: true,
    description: 'Add a line at the end (append) or start (prepend) of a note shared with you for editing.',
    params: z.object({ note_id: noteId, content: z.string().min(1).describe('Text to add.'), position: z.enum(['append', 'prepend']).default('append').describe('Where to add it.') }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [...SHARED_ACCESS, 'read_only: the note is shared with you read-only'],
    handler: (ctx, args) => {
      const { note, share } = sharedNote(ctx, args.note_id);
      if (!toBool(share.can_edit)) return ctx.fail(403, 'read_only', 'The note is shared with you read-only.');
      touch(ctx, note, note.content === '' ? args.content : args.position === 'append' ? `${note.content}\n${args.content}` : `${args.content}\n${note.content}`);
      return { message: 'Added the content.' };
    },
  }),
  api({
    name: 'leave_shared_note',
    method: 'DELETE',
    auth: true,
    description: 'Remove a note someone shared with you from your shared notes.',
    params: z.object({ note_id: noteId }),
    returns: '{message}',
    changes: ['simple_note.note_shares'],
    errors: SHARED_ACCESS,
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM simple_note_note_shares WHERE id = ?').run(sharedNote(ctx, args.note_id).share.id);
      return { message: 'Left the shared note.' };
    },
  }),
  api({
    name: 'show_checklist',
    method: 'GET',
    auth: true,
    description: 'The checklist items of a note (lines written "- [ ] item" or "- [x] item"), numbered from 1.',
    params: z.object({ note_id: noteId, done: z.boolean().optional().describe('Only done (true) or open (false) items.') }),
    returns: '[{item_index, text, done}]',
    changes: [],
    errors: ACCESS,
    handler: (ctx, args) =>
      checklist(ownNote(ctx, args.note_id).content)
        .filter((i) => args.done === undefined || i.done === args.done)
        .map((i) => ({ item_index: i.index, text: i.text, done: i.done })),
  }),
  api({
    name: 'add_checklist_item',
    method: 'PATCH',
    auth: true,
    description: 'Add an open checklist item ("- [ ] text") as the last line of a note.',
    params: z.object({ note_id: noteId, text: z.string().trim().min(1).max(500).refine((t) => !t.includes('\n'), 'must be one line').describe('The item (one line).') }),
    returns: '{message, item_index}',
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'already_exists: an open item with this text exists'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const items = checklist(row.content);
      if (items.some((i) => !i.done && i.text.toLowerCase() === args.text.toLowerCase())) return ctx.fail(409, 'already_exists', `The checklist already has an open item "${args.text}".`);
      touch(ctx, row, row.content === '' ? `- [ ] ${args.text}` : `${row.content.replace(/\n+$/, '')}\n- [ ] ${args.text}`);
      return { message: 'Added the item.', item_index: items.length + 1 };
    },
  }),
  checkApi(true),
  checkApi(false),
  api({
    name: 'remove_checklist_item',
    method: 'PATCH',
    auth: true,
    description: 'Remove a checklist item (its whole line) from a note.',
    params: z.object({ note_id: noteId, item_index: itemIndex }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'item_not_found: no checklist item at that position'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const item = requireItem(ctx, row, args.item_index);
      touch(ctx, row, row.content.split('\n').filter((_, at) => at !== item.line).join('\n'));
      return { message: 'Removed the item.' };
    },
  }),
  api({
    name: 'replace_in_note',
    method: 'PATCH',
    auth: true,
    description: 'Replace every occurrence of a text in a note (case-sensitive).',
    params: z.object({ note_id: noteId, find: z.string().min(1).describe('Text to find.'), replace_with: z.string().describe('Replacement text.') }),
    returns: '{message, replaced_count}',
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'text_not_found: the note does not contain the text'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const parts = row.content.split(args.find);
      if (parts.length === 1) return ctx.fail(404, 'text_not_found', `The note does not contain "${args.find}".`);
      touch(ctx, row, parts.join(args.replace_with));
      return { message: 'Updated the note.', replaced_count: parts.length - 1 };
    },
  }),
  api({
    name: 'find_in_notes',
    method: 'GET',
    auth: true,
    description: 'Find the lines of your notes that contain a text (case-insensitive), with the note and line number (from 1).',
    params: z.object({ query: z.string().trim().min(1).describe('Text to find.'), ...pageParams }),
    returns: '[{note_id, title, line_number, line}]',
    changes: [],
    handler: (ctx, args) => {
      const needle = args.query.toLowerCase();
      const hits = myNotes(ctx).flatMap((n) =>
        n.content.split('\n').flatMap((line, at) => (line.toLowerCase().includes(needle) ? [{ note_id: n.id, title: n.title, line_number: at + 1, line }] : [])),
      );
      return paginate(hits, args);
    },
  }),
  api({
    name: 'show_note_stats',
    method: 'GET',
    auth: true,
    description: 'Counts over your notes: total, pinned, untagged, shared by you, shared with you, and the most recent update.',
    params: z.object({}),
    returns: '{note_count, pinned_count, untagged_count, shared_by_you_count, shared_with_you_count, last_updated_at}',
    changes: [],
    handler: (ctx) => {
      const notes = myNotes(ctx);
      const shared = (column: string) => (ctx.sql(`SELECT COUNT(DISTINCT note_id) AS n FROM simple_note_note_shares WHERE ${column} = ?`).get(ctx.user.id) as { n: number }).n;
      return {
        note_count: notes.length,
        pinned_count: notes.filter((n) => toBool(n.pinned)).length,
        untagged_count: notes.filter((n) => fromJson<string[]>(n.tags, []).length === 0).length,
        shared_by_you_count: shared('owner_id'),
        shared_with_you_count: shared('person_id'),
        last_updated_at: notes.reduce<string | null>((last, n) => (last === null || n.updated_at > last ? n.updated_at : last), null),
      };
    },
  }),
  api({
    name: 'merge_notes',
    method: 'POST',
    auth: true,
    description: 'Make one new note from several of yours, in the order given: contents joined under "## <title>" headings, tags combined. With delete_originals=true the originals are deleted.',
    params: z.object({ note_ids: noteIds.refine((ids) => new Set(ids).size >= 2, 'give at least two different notes'), title: z.string().min(1).describe('Title of the new note.'), delete_originals: z.boolean().default(false).describe('Delete the merged notes.') }),
    returns: '{message, note_id}',
    changes: ['simple_note.notes', 'simple_note.note_shares'],
    errors: ACCESS,
    handler: (ctx, args) => {
      const rows = ownNotes(ctx, args.note_ids);
      const content = rows.map((r) => `## ${r.title}\n${r.content}`).join('\n\n');
      const id = insertNote(ctx, { title: args.title, content, tags: cleanTags(rows.flatMap((r) => fromJson<string[]>(r.tags, []))), pinned: false });
      if (args.delete_originals) {
        for (const r of rows) {
          ctx.sql('DELETE FROM simple_note_note_shares WHERE note_id = ?').run(r.id);
          ctx.sql('DELETE FROM simple_note_notes WHERE id = ?').run(r.id);
        }
      }
      return { message: 'Merged the notes.', note_id: id };
    },
  }),
  api({
    name: 'delete_notes',
    method: 'DELETE',
    auth: true,
    description: 'Delete several of your notes for good. All or nothing: if one is not yours, none is deleted.',
    params: z.object({ note_ids: noteIds }),
    returns: '{message, deleted_count}',
    changes: ['simple_note.notes', 'simple_note.note_shares'],
    errors: ACCESS,
    handler: (ctx, args) => {
      const rows = ownNotes(ctx, args.note_ids);
      for (const r of rows) {
        ctx.sql('DELETE FROM simple_note_note_shares WHERE note_id = ?').run(r.id);
        ctx.sql('DELETE FROM simple_note_notes WHERE id = ?').run(r.id);
      }
      return { message: 'Deleted the notes.', deleted_count: rows.length };
    },
  }),
  api({
    name: 'add_tag_to_notes',
    method: 'PATCH',
    auth: true,
    description: 'Add a tag to several of your notes; notes that already have it are left alone.',
    params: z.object({ note_ids: noteIds, tag: z.string().trim().min(1).describe('The tag (lower-cased).') }),
    returns: '{message, tagged_count}',
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'already_tagged: every note has the tag already'],
    handler: (ctx, args) => {
      const name = args.tag.toLowerCase();
      const rows = ownNotes(ctx, args.note_ids).filter((r) => !fromJson<string[]>(r.tags, []).includes(name));
      if (rows.length === 0) return ctx.fail(409, 'already_tagged', `Every one of these notes has the tag "${name}" already.`);
      for (const r of rows) updateFields(ctx, 'simple_note_notes', r.id, { tags: JSON.stringify([...fromJson<string[]>(r.tags, []), name]), updated_at: ctx.now() });
      return { message: 'Tagged the notes.', tagged_count: rows.length };
    },
  }),
  api({
    name: 'export_note_to_file',
    method: 'POST',
    auth: true,
    description: 'Save a note as a text file in your file system (title on the first line, then the content).',
    params: z.object({
      note_id: noteId,
      file_path: z.string().min(1).describe('Path of the file, e.g. ~/documents/note.txt.'),
      overwrite: z.boolean().default(false).describe('Replace a file that already exists there.'),
    }),
    returns: '{message, file_id}',
    changes: ['file_system.files'],
    errors: [
      'note_not_found: no such note',
      "not_owner: the note is someone else's, or the path is outside your home",
      'directory_not_found: the directory of the file does not exist',
      'file_exists: a file is there and overwrite is false',
      'is_directory: the path is a directory',
      'invalid_path: the path does not start with / or ~/',
    ],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const created = ctx.invoke('file_system', 'create_file', { file_path: args.file_path, content: `${row.title}\n\n${row.content}\n`, overwrite: args.overwrite }) as { file_id: number };
      return { message: 'Exported the note.', file_id: created.file_id };
    },
  }),
  api({
    name: 'import_note_from_file',
    method: 'POST',
    auth: true,
    description: "Create a note from a text file in your file system; the title defaults to the file's name without extension.",
    params: z.object({
      file_path: z.string().min(1).describe('Path of the file, e.g. ~/documents/recipes/banana_bread.txt.'),
      title: z.string().min(1).optional().describe('Title of the note.'),
      tags: z.array(z.string().trim().min(1)).default([]).describe('Tags of the note.'),
    }),
    returns: '{message, note_id}',
    changes: ['simple_note.notes'],
    errors: ['file_not_found: no such file', 'not_owner: the path is outside your home', 'invalid_path: the path does not start with / or ~/'],
    handler: (ctx, args) => {
      const file = ctx.invoke('file_system', 'show_file', { file_path: args.file_path }) as { path: string; content: string };
      const name = file.path.slice(file.path.lastIndexOf('/') + 1);
      const title = args.title ?? (name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name);
      return { message: 'Imported the file.', note_id: insertNote(ctx, { title, content: file.content, tags: cleanTags(args.tags), pinned: false }) };
    },
  }),
];
