import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, updateFields } from '../common.ts';
import { ACCESS, cleanTags, myNotes, notFound, noteId, noteIds, notOwner, ownNote, ownNotes, tag, type NoteRow } from './store.ts';

function setTags(ctx: ApiContext, row: NoteRow, tags: string[]): void {
  updateFields(ctx, 'simple_note_notes', row.id, { tags: JSON.stringify(tags), updated_at: ctx.now() });
}

/** Notes carrying `name`; fails with 404 tag_not_found when none does. */
function taggedWith(ctx: ApiContext, name: string): NoteRow[] {
  const hits = myNotes(ctx).filter((n) => fromJson<string[]>(n.tags, []).includes(name));
  if (hits.length === 0) return ctx.fail(404, 'tag_not_found', `None of your notes has the tag "${name}".`);
  return hits;
}

/** Tags on notes (trimmed, lower-cased, unique per note). */
export const tagApis: ApiDef[] = [
  api({
    name: 'add_tag_to_note',
    method: 'PATCH',
    auth: true,
    description: 'Add a tag to a note.',
    params: z.object({ note_id: noteId, tag }),
    returns: message(),
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
    returns: message(),
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
    returns: list(record('tag', 'note_count')),
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
    returns: message('note_count'),
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
    returns: message('note_count'),
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
    name: 'add_tag_to_notes',
    method: 'PATCH',
    auth: true,
    description: 'Add a tag to several of your notes; notes that already have it are left alone.',
    params: z.object({ note_ids: noteIds, tag: z.string().trim().min(1).describe('The tag (lower-cased).') }),
    returns: message('tagged_count'),
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
];
