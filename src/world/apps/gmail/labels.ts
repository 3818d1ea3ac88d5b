import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow } from '../common.ts';
import { THREAD_NOT_FOUND, threadIdParam, userThread } from './store.ts';

const labelName = z.string().trim().min(1).max(40);

function requireLabel(ctx: ApiContext, name: string): { id: number; name: string } {
  const row = ctx.sql('SELECT id, name FROM gmail_labels WHERE user_id = ? AND name = ?').get(ctx.user.id, name) as { id: number; name: string } | undefined;
  return row ?? ctx.fail(404, 'label_not_found', `You have no label named "${name}".`);
}

const labelExists = (ctx: ApiContext, name: string) => ctx.sql('SELECT 1 FROM gmail_labels WHERE user_id = ? AND name = ?').get(ctx.user.id, name) !== undefined;

/** The user's label list (case-insensitive names); a thread carries at most one label. */
export const labelApis: ApiDef[] = [
  api({
    name: 'show_labels',
    method: 'GET',
    auth: true,
    description: 'Your labels with how many of your threads carry each (labels only set on threads are listed too).',
    params: z.object({}),
    returns: list(record('name', 'thread_count')),
    changes: [],
    handler: (ctx) => {
      const names = new Map<string, string>();
      for (const r of ctx.sql('SELECT name FROM gmail_labels WHERE user_id = ? ORDER BY name COLLATE NOCASE, id').all(ctx.user.id) as { name: string }[]) names.set(r.name.toLowerCase(), r.name);
      const used = ctx.sql('SELECT label FROM gmail_user_threads WHERE user_id = ? AND label IS NOT NULL').all(ctx.user.id) as { label: string }[];
      const counts = new Map<string, number>();
      for (const u of used) {
        const key = u.label.toLowerCase();
        if (!names.has(key)) names.set(key, u.label);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...names.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, name]) => ({ name, thread_count: counts.get(key) ?? 0 }));
    },
  }),
  api({
    name: 'create_label',
    method: 'POST',
    auth: true,
    description: 'Create a label to put on threads.',
    params: z.object({ name: labelName.describe('Label name (case-insensitive, unique).') }),
    returns: message('label_id'),
    changes: ['gmail.labels'],
    errors: ['label_exists: you already have a label with that name'],
    handler: (ctx, args) => {
      if (labelExists(ctx, args.name)) return ctx.fail(409, 'label_exists', `You already have a label named "${args.name}".`);
      return { message: 'Label created.', label_id: insertRow(ctx, 'gmail_labels', { user_id: ctx.user.id, name: args.name, created_at: ctx.now() }) };
    },
  }),
  api({
    name: 'rename_label',
    method: 'PATCH',
    auth: true,
    description: 'Rename a label; threads that carry it carry the new name.',
    params: z.object({ name: labelName.describe('Current label name.'), new_name: labelName.describe('New label name.') }),
    returns: message('relabeled_thread_count'),
    changes: ['gmail.labels', 'gmail.user_threads'],
    errors: ['label_not_found: no label with that name', 'label_exists: another label already has the new name'],
    handler: (ctx, args) => {
      const label = requireLabel(ctx, args.name);
      if (args.new_name.toLowerCase() !== label.name.toLowerCase() && labelExists(ctx, args.new_name)) return ctx.fail(409, 'label_exists', `You already have a label named "${args.new_name}".`);
      if (args.new_name !== label.name) ctx.sql('UPDATE gmail_labels SET name = ? WHERE id = ?').run(args.new_name, label.id);
      const result = ctx.sql('UPDATE gmail_user_threads SET label = ? WHERE user_id = ? AND lower(label) = lower(?) AND label != ?').run(args.new_name, ctx.user.id, label.name, args.new_name);
      return { message: 'Label renamed.', relabeled_thread_count: result.changes };
    },
  }),
  api({
    name: 'delete_label',
    method: 'DELETE',
    auth: true,
    description: 'Delete a label; threads that carry it lose it (the threads stay).',
    params: z.object({ name: labelName.describe('Label name.') }),
    returns: message('unlabeled_thread_count'),
    changes: ['gmail.labels', 'gmail.user_threads'],
    errors: ['label_not_found: no label with that name'],
    handler: (ctx, args) => {
      const label = requireLabel(ctx, args.name);
      ctx.sql('DELETE FROM gmail_labels WHERE id = ?').run(label.id);
      const result = ctx.sql('UPDATE gmail_user_threads SET label = NULL WHERE user_id = ? AND lower(label) = lower(?)').run(ctx.user.id, label.name);
      return { message: 'Label deleted.', unlabeled_thread_count: result.changes };
    },
  }),
  api({
    name: 'remove_thread_label',
    method: 'PATCH',
    auth: true,
    description: 'Take the label off a thread.',
    params: z.object({ email_thread_id: threadIdParam }),
    returns: message(),
    changes: ['gmail.user_threads'],
    errors: [...THREAD_NOT_FOUND, 'not_labeled: the thread has no label'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      if (row.label === null) return ctx.fail(409, 'not_labeled', 'The thread has no label.');
      ctx.sql('UPDATE gmail_user_threads SET label = NULL WHERE id = ?').run(row.id);
      return { message: 'Label removed.' };
    },
  }),
];
