import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { ACCESS, noteId, ownNote, touch, type NoteRow } from './store.ts';

const itemIndex = z.number().int().min(1).describe('Position of the item among the checklist items, from 1.');
/** Checklist items are lines written `- [ ] text` (open) or `- [x] text` (done). */
const ITEM = /^\s*[-*] \[( |x|X)\] (.*)$/;

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
    returns: message(),
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'item_not_found: no checklist item at that position', done ? 'already_checked: the item is done' : 'not_checked: the item is open'],
    handler: (ctx, args) => setItem(ctx, ownNote(ctx, args.note_id), args.item_index, done),
  });

/** Checklists: the lines of a note written `- [ ] text` (open) or `- [x] text` (done). */
export const checklistApis: ApiDef[] = [
  api({
    name: 'show_checklist',
    method: 'GET',
    auth: true,
    description: 'The checklist items of a note (lines written "- [ ] item" or "- [x] item"), numbered from 1.',
    params: z.object({ note_id: noteId, done: z.boolean().optional().describe('Only done (true) or open (false) items.') }),
    returns: list(record('item_index', 'text', 'done')),
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
    returns: message('item_index'),
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
    returns: message(),
    changes: ['simple_note.notes'],
    errors: [...ACCESS, 'item_not_found: no checklist item at that position'],
    handler: (ctx, args) => {
      const row = ownNote(ctx, args.note_id);
      const item = requireItem(ctx, row, args.item_index);
      touch(ctx, row, row.content.split('\n').filter((_, at) => at !== item.line).join('\n'));
      return { message: 'Removed the item.' };
    },
  }),
];
