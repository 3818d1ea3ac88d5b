import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, matchesQuery, pageParams, paginate, sortParam, sortRows, toBool, updateFields } from '../common.ts';
import { ACCESS, cleanTags, insertNote, myNotes, notFound, noteId, noteIds, notOwner, ownNote, ownNotes, summary, tagList, touch } from './store.ts';

const pinApi = (pinned: boolean) =>
  api({
    name: pinned ? 'pin_note' : 'unpin_note',
    method: 'PATCH',
    auth: true,
    description: pinned ? 'Pin a note so it is listed first.' : 'Unpin a note.',
    params: z.object({ note_id: noteId }),
    returns: message(),
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner, pinned ? 'already_pinned: it is pinned' : 'not_pinned: it is not pinned'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      if (toBool(row.pinned) === pinned) return ctx.fail(409, pinned ? 'already_pinned' : 'not_pinned', pinned ? 'The note is already pinned.' : 'The note is not pinned.');
      updateFields(ctx, 'simple_note_notes', row.id, { pinned, updated_at: ctx.now() });
      return { message: pinned ? 'Pinned the note.' : 'Unpinned the note.' };
    },
  });

/** Notes: plain text with a title, tags and a pin; deletes are hard (and end the note's shares). */
export const noteApis: ApiDef[] = [
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
    returns: list(record('note_id', 'title', 'tags', 'pinned', 'created_at', 'updated_at')),
    changes: [],
    handler: (ctx, args) => {
      const wanted = args.tags === undefined ? [] : cleanTags(args.tags);
      const hits = myNotes(ctx).filter((n) => {
        const tags = fromJson<string[]>(n.tags, []);
        return matchesQuery(args.query, n.title, n.content, tags.join(' ')) && wanted.every((t) => tags.includes(t)) && (args.pinned === undefined || toBool(n.pinned) === args.pinned);
      });
      let sorted = sortRows(hits, args.sort_by);
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
    returns: record('note_id', 'title', 'content', 'tags', 'pinned', 'created_at', 'updated_at'),
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
    returns: message('note_id'),
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
    returns: message(),
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
    returns: message(),
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
    returns: message(),
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
    name: 'duplicate_note',
    method: 'POST',
    auth: true,
    description: 'Copy a note (title, content, tags; the copy is not pinned).',
    params: z.object({ note_id: noteId, title: z.string().min(1).optional().describe('Title of the copy; default "<title> (copy)".') }),
    returns: message('note_id'),
    changes: ['simple_note.notes'],
    errors: [notFound, notOwner],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const id = insertNote(ctx, { title: args.title ?? `${row.title} (copy)`, content: row.content, tags: fromJson<string[]>(row.tags, []), pinned: false });
      return { message: 'Duplicated the note.', note_id: id };
    },
  }),
  api({
    name: 'replace_in_note',
    method: 'PATCH',
    auth: true,
    description: 'Replace every occurrence of a text in a note (case-sensitive).',
    params: z.object({ note_id: noteId, find: z.string().min(1).describe('Text to find.'), replace_with: z.string().describe('Replacement text.') }),
    returns: message('replaced_count'),
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
    returns: list(record('note_id', 'title', 'line_number', 'line')),
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
    returns: record('note_count', 'pinned_count', 'untagged_count', 'shared_by_you_count', 'shared_with_you_count', 'last_updated_at'),
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
    returns: message('note_id'),
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
    returns: message('deleted_count'),
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
];
