import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { fromJson, matchesQuery, pageParams, paginate, sortParam, sortRows, toBool, updateFields } from '../common.ts';

export interface NoteRow {
  id: number;
  user_id: number;
  title: string;
  content: string;
  tags: string;
  pinned: number;
  created_at: string;
  updated_at: string;
}

const noteId = z.number().int().describe('Id of the note.');
const tag = z.string().trim().min(1).describe('A tag (trimmed and lower-cased).');
const tagList = z.array(tag);
const notFound = 'note_not_found: no such note';
const notOwner = 'not_owner: the note is someone else\'s';

/** Tags are kept trimmed, lower-cased and unique, in first-seen order. */
export const cleanTags = (tags: readonly string[]): string[] => [...new Set(tags.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))];

export function summary(row: NoteRow) {
  return { note_id: row.id, title: row.title, tags: fromJson<string[]>(row.tags, []), pinned: toBool(row.pinned), created_at: row.created_at, updated_at: row.updated_at };
}

export function ownNote(ctx: ApiContext, id: number): NoteRow {
  const row = ctx.sql('SELECT * FROM simple_note_notes WHERE id = ?').get(id) as NoteRow | undefined;
  if (!row) return ctx.fail(404, 'note_not_found', `The note with id ${id} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'The note does not belong to you.');
  return row;
}

export const myNotes = (ctx: ApiContext): NoteRow[] => ctx.sql('SELECT * FROM simple_note_notes WHERE user_id = ? ORDER BY id').all(ctx.user.id) as NoteRow[];

function setTags(ctx: ApiContext, row: NoteRow, tags: string[]): void {
  updateFields(ctx, 'simple_note_notes', row.id, { tags: JSON.stringify(tags), updated_at: ctx.now() });
}

/** Notes carrying `name`; fails with 404 tag_not_found when none does. */
function taggedWith(ctx: ApiContext, name: string): NoteRow[] {
  const hits = myNotes(ctx).filter((n) => fromJson<string[]>(n.tags, []).includes(name));
  if (hits.length === 0) return ctx.fail(404, 'tag_not_found', `None of your notes has the tag "${name}".`);
  return hits;
}

export function insertNote(ctx: ApiContext, fields: { title: string; content: string; tags: string[]; pinned: boolean }): number {
  const id = ctx.newId('notes');
  ctx.sql('INSERT INTO simple_note_notes (id, user_id, title, content, tags, pinned, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, ctx.user.id, fields.title, fields.content, JSON.stringify(fields.tags), fields.pinned ? 1 : 0, ctx.now(), ctx.now(),
  );
  return id;
}

const pinApi = (pinned: boolean) =>
  api({
    name: pinned ? 'pin_note' : 'unpin_note',
    method: 'PATCH',
    auth: true,
    description: pinned ? 'Pin a note so it is listed first.' : 'Unpin a note.',
    params: z.object({ note_id: noteId }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner, pinned ? 'already_pinned: it is pinned' : 'not_pinned: it is not pinned'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      if (toBool(row.pinned) === pinned) return ctx.fail(409, pinned ? 'already_pinned' : 'not_pinned', pinned ? 'The note is already pinned.' : 'The note is not pinned.');
      updateFields(ctx, 'simple_note_notes', row.id, { pinned, updated_at: ctx.now() });
      return { message: pinned ? 'Pinned the note.' : 'Unpinned the note.' };
    },
  });

export const noteApis = [
  api({
    name: 'search_notes',
    method: 'GET',
    auth: true,
    description: 'Search your notes (title, content and tags). Results have no content; pinned notes come first unless dont_reorder_pinned.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the title, content or tags.'),
      tags: tagList.optional().describe('Only notes that have all of these tags.'),
      pinned: z.boolean().optional().describe('Only pinned (true) or unpinned (false) notes.'),
      dont_reorder_pinned: z.boolean().default(false).describe('Keep pinned notes in sort order instead of first.'),
      sort_by: sortParam(['updated_at', 'created_at', 'title'], '-updated_at'),
      ...pageParams,
    }),
    returns: '[{note_id, title, tags, pinned, created_at, updated_at}]',
    changes: [],
    handler: (ctx, args) => {
      const wanted = args.tags === undefined ? [] : cleanTags(args.tags);
      const hits = myNotes(ctx).filter((n) => {
        const tags = fromJson<string[]>(n.tags, []);
        return matchesQuery(args.query, n.title, n.content, tags.join(' ')) && wanted.every((t) => tags.includes(t)) && (args.pinned === undefined || toBool(n.pinned) === args.pinned);
      });
      let sorted = sortRows(hits as unknown as Record<string, unknown>[], args.sort_by) as unknown as NoteRow[];
      if (!args.dont_reorder_pinned) sorted = [...sorted.filter((n) => toBool(n.pinned)), ...sorted.filter((n) => !toBool(n.pinned))];
      return paginate(sorted, args).map(summary);
    },
  }),
  api({
    name: 'show_note',
    method: 'GET',
    auth: true,
    description: 'Show one of your notes with its content.',
    params: z.object({ note_id: noteId }),
    returns: '{note_id, title, content, tags, pinned, created_at, updated_at}',
    changes: [],
    errors: [notFound, notOwner],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const { note_id, title, ...rest } = summary(row);
      return { note_id, title, content: row.content, ...rest };
    },
  }),
  api({
    name: 'create_note',
    method: 'POST',
    auth: true,
    description: 'Create a note.',
    params: z.object({
      title: z.string().min(1).describe('Title of the note.'),
      content: z.string().default('').describe('Body text.'),
      tags: tagList.default([]).describe('Tags (trimmed, lower-cased, duplicates dropped).'),
      pinned: z.boolean().default(false).describe('Pin the note.'),
    }),
    returns: '{message, note_id}',
    changes: ['simple_note.notes'],
    handler: (ctx, args) => ({ message: 'Created the note.', note_id: insertNote(ctx, { ...args, tags: cleanTags(args.tags) }) }),
  }),
  api({
    name: 'update_note',
    method: 'PATCH',
    auth: true,
    description: 'Change the title, content, tags (replaces the list) or pinned state of a note; omitted fields stay.',
    params: z.object({
      note_id: noteId,
      title: z.string().min(1).optional().describe('New title.'),
      content: z.string().optional().describe('New content (replaces it all).'),
      tags: tagList.optional().describe('New tag list (replaces it).'),
      pinned: z.boolean().optional().describe('New pinned state.'),
    }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const fields = { title: args.title, content: args.content, tags: args.tags === undefined ? undefined : JSON.stringify(cleanTags(args.tags)), pinned: args.pinned };
      if (Object.values(fields).every((v) => v === undefined)) return { message: 'Nothing to update.' };
      updateFields(ctx, 'simple_note_notes', row.id, { ...fields, updated_at: ctx.now() });
      return { message: 'Updated the note.' };
    },
  }),
  api({
    name: 'add_content_to_note',
    method: 'PATCH',
    auth: true,
    description: 'Add text at the end (append) or the start (prepend) of a note, on its own line.',
    params: z.object({
      note_id: noteId,
      content: z.string().min(1).describe('Text to add.'),
      position: z.enum(['append', 'prepend']).default('append').describe('Where to add it.'),
    }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const content = row.content === '' ? args.content : args.position === 'append' ? `${row.content}\n${args.content}` : `${args.content}\n${row.content}`;
      updateFields(ctx, 'simple_note_notes', row.id, { content, updated_at: ctx.now() });
      return { message: 'Added the content.' };
    },
  }),
  api({
    name: 'delete_note',
    method: 'DELETE',
    auth: true,
    description: 'Delete a note for good (it stops being shared too).',
    params: z.object({ note_id: noteId }),
    returns: '{message}',
    changes: ['simple_note.notes', 'simple_note.note_shares'],
    errors: [notFound, notOwner],
    handler: (ctx, args) => {
      const id = ownNote(ctx, args.note_id).id;
      ctx.sql('DELETE FROM simple_note_note_shares WHERE note_id = ?').run(id);
      ctx.sql('DELETE FROM simple_note_notes WHERE id = ?').run(id);
      return { message: 'Deleted the note.' };
    },
  }),
  pinApi(true),
  pinApi(false),
  api({
    name: 'add_tag_to_note',
    method: 'PATCH',
    auth: true,
    description: 'Add a tag to a note.',
    params: z.object({ note_id: noteId, tag }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner, 'already_tagged: the note has the tag'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const tags = fromJson<string[]>(row.tags, []);
      const name = args.tag.toLowerCase();
      if (tags.includes(name)) return ctx.fail(409, 'already_tagged', `The note already has the tag "${name}".`);
      setTags(ctx, row, [...tags, name]);
      return { message: 'Added the tag.' };
    },
  }),
  api({
    name: 'remove_tag_from_note',
    method: 'PATCH',
    auth: true,
    description: 'Remove a tag from a note.',
    params: z.object({ note_id: noteId, tag }),
    returns: '{message}',
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner, 'tag_not_found: the note does not have the tag'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const tags = fromJson<string[]>(row.tags, []);
      const name = args.tag.toLowerCase();
      if (!tags.includes(name)) return ctx.fail(404, 'tag_not_found', `The note has no tag "${name}".`);
      setTags(ctx, row, tags.filter((t) => t !== name));
      return { message: 'Removed the tag.' };
    },
  }),
  api({
    name: 'show_tags',
    method: 'GET',
    auth: true,
    description: 'All tags on your notes, with how many notes have each, alphabetically.',
    params: z.object({}),
    returns: '[{tag, note_count}]',
    changes: [],
    handler: (ctx) => {
      const counts = new Map<string, number>();
      for (const note of myNotes(ctx)) for (const t of fromJson<string[]>(note.tags, [])) counts.set(t, (counts.get(t) ?? 0) + 1);
      return [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([name, count]) => ({ tag: name, note_count: count }));
    },
  }),
  api({
    name: 'rename_tag',
    method: 'PATCH',
    auth: true,
    description: 'Rename a tag on every note that has it (merging if a note already has the new name).',
    params: z.object({ tag, new_tag: tag.describe('The new name.') }),
    returns: '{message, note_count}',
    changes: ['simple_note.notes'],
    errors: ['tag_not_found: no note has the tag'],
    handler: (ctx, args) => {
      const [from, to] = [args.tag.toLowerCase(), args.new_tag.toLowerCase()];
      const notes = taggedWith(ctx, from);
      for (const note of notes) setTags(ctx, note, cleanTags(fromJson<string[]>(note.tags, []).map((t) => (t === from ? to : t))));
      return { message: 'Renamed the tag.', note_count: notes.length };
    },
  }),
  api({
    name: 'delete_tag',
    method: 'DELETE',
    auth: true,
    description: 'Remove a tag from every note that has it (the notes stay).',
    params: z.object({ tag }),
    returns: '{message, note_count}',
    changes: ['simple_note.notes'],
    errors: ['tag_not_found: no note has the tag'],
    handler: (ctx, args) => {
      const name = args.tag.toLowerCase();
      const notes = taggedWith(ctx, name);
      for (const note of notes) setTags(ctx, note, fromJson<string[]>(note.tags, []).filter((t) => t !== name));
      return { message: 'Deleted the tag.', note_count: notes.length };
    },
  }),
  api({
    name: 'duplicate_note',
    method: 'POST',
    auth: true,
    description: 'Copy a note (title, content, tags; the copy is not pinned).',
    params: z.object({ note_id: noteId, title: z.string().min(1).optional().describe('Title of the copy; default "<title> (copy)".') }),
    returns: '{message, note_id}',
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const id = insertNote(ctx, { title: args.title ?? `${row.title} (copy)`, content: row.content, tags: fromJson<string[]>(row.tags, []), pinned: false });
      return { message: 'Duplicated the note.', note_id: id };
    },
  }),
];
