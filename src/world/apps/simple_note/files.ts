import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { message } from '../../returns.ts';
import { cleanTags, insertNote, noteId, ownNote } from './store.ts';

/** Notes to and from text files of the user's file system (through file_system). */
export const fileApis: ApiDef[] = [
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
    returns: message('file_id'),
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
    returns: message('note_id'),
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
