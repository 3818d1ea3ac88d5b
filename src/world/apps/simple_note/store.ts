import { z } from 'zod';
import type { ApiContext } from '../../types.ts';
import { fromJson, toBool, updateFields } from '../common.ts';

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

export const noteId = z.number().int().describe('Id of the note.');
export const noteIds = z.array(noteId).min(1).max(50).describe('Ids of your notes (1 to 50).');
export const tag = z.string().trim().min(1).describe('A tag (trimmed and lower-cased).');
export const tagList = z.array(tag);
export const notFound = 'note_not_found: no such note';
export const notOwner = 'not_owner: the note is someone else\'s';
export const ACCESS = ['note_not_found: no such note', "not_owner: the note is someone else's"];

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

export function insertNote(ctx: ApiContext, fields: { title: string; content: string; tags: string[]; pinned: boolean }): number {
  const id = ctx.newId('notes');
  ctx.sql('INSERT INTO simple_note_notes (id, user_id, title, content, tags, pinned, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, ctx.user.id, fields.title, fields.content, JSON.stringify(fields.tags), fields.pinned ? 1 : 0, ctx.now(), ctx.now(),
  );
  return id;
}

export function touch(ctx: ApiContext, row: NoteRow, content: string): void {
  updateFields(ctx, 'simple_note_notes', row.id, { content, updated_at: ctx.now() });
}

/** Notes by id, all owned by the user, without repeats; fails on the first bad one. */
export function ownNotes(ctx: ApiContext, ids: readonly number[]): NoteRow[] {
  return [...new Set(ids)].map((id) => ownNote(ctx, id));
}
