import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { labeled, list, message, person, record } from '../../returns.ts';
import { fromJson, pageParams, paginate, personRef, toBool } from '../common.ts';
import { ACCESS, noteId, ownNote, touch, type NoteRow } from './store.ts';

interface ShareRow {
  id: number;
  note_id: number;
  owner_id: number;
  person_id: number;
  can_edit: number;
  shared_at: string;
}

const email = z.string().trim().min(3).describe('Email of the person.');
const SHARED_ACCESS = ['note_not_found: no such note', 'not_shared: the note is not shared with you'];

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

/** Sharing: the owner keeps the note; the other person reads it, and adds to it when can_edit. */
export const shareApis: ApiDef[] = [
  api({
    name: 'share_note',
    method: 'POST',
    auth: true,
    description: 'Share one of your notes with a person (read-only unless can_edit). Sharing again updates can_edit.',
    params: z.object({ note_id: noteId, email, can_edit: z.boolean().default(false).describe('Let them add to the note.') }),
    returns: message('share_id'),
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
    returns: message(),
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
    returns: list(record('share_id', labeled('person', person), 'can_edit', 'shared_at')),
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
    returns: list(record('note_id', 'title', 'tags', labeled('owner', person), 'can_edit', 'shared_at', 'updated_at')),
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
    returns: record('note_id', 'title', 'content', 'tags', labeled('owner', person), 'can_edit', 'updated_at'),
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
    returns: message(),
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
    returns: message(),
    changes: ['simple_note.note_shares'],
    errors: SHARED_ACCESS,
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM simple_note_note_shares WHERE id = ?').run(sharedNote(ctx, args.note_id).share.id);
      return { message: 'Left the shared note.' };
    },
  }),
];
