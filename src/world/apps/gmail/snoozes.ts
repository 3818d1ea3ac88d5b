import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, paginate } from '../common.ts';
import { THREAD_NOT_FOUND, listWhere, threadIdParam, threadQueryParams, userThread } from './store.ts';

const datetime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** Snoozes: a snoozed thread leaves the inbox and outbox lists until its moment. */
export const snoozeApis: ApiDef[] = [
  api({
    name: 'snooze_thread',
    method: 'PATCH',
    auth: true,
    description: 'Hide a thread from your inbox and outbox until a later moment (snoozing again moves the moment).',
    params: z.object({ email_thread_id: threadIdParam, snooze_until: datetime.describe('When it comes back (YYYY-MM-DDTHH:MM:SS, after now).') }),
    returns: message(),
    changes: ['gmail.snoozes'],
    errors: [...THREAD_NOT_FOUND, 'invalid_datetime: the moment is not in the future'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      if (args.snooze_until <= ctx.now()) return ctx.fail(422, 'invalid_datetime', `${args.snooze_until} is not after now (${ctx.now()}).`);
      const existing = ctx.sql('SELECT id FROM gmail_snoozes WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, row.thread_id) as { id: number } | undefined;
      if (existing) ctx.sql('UPDATE gmail_snoozes SET snoozed_until = ? WHERE id = ?').run(args.snooze_until, existing.id);
      else insertRow(ctx, 'gmail_snoozes', { user_id: ctx.user.id, thread_id: row.thread_id, snoozed_until: args.snooze_until });
      return { message: `Thread snoozed until ${args.snooze_until}.` };
    },
  }),
  api({
    name: 'unsnooze_thread',
    method: 'PATCH',
    auth: true,
    description: 'Bring a snoozed thread back now.',
    params: z.object({ email_thread_id: threadIdParam }),
    returns: message(),
    changes: ['gmail.snoozes'],
    errors: [...THREAD_NOT_FOUND, 'not_snoozed: the thread is not snoozed'],
    handler: (ctx, args) => {
      const row = userThread(ctx, args.email_thread_id);
      const result = ctx.sql('DELETE FROM gmail_snoozes WHERE user_id = ? AND thread_id = ? AND snoozed_until > ?').run(ctx.user.id, row.thread_id, ctx.now());
      if (result.changes === 0) return ctx.fail(409, 'not_snoozed', 'The thread is not snoozed.');
      return { message: 'Thread unsnoozed.' };
    },
  }),
  api({
    name: 'show_snoozed_threads',
    method: 'GET',
    auth: true,
    description: 'Threads snoozed until later than now, newest first.',
    params: threadQueryParams,
    returns: list(record('email_thread_id', 'subject', 'participants', 'num_emails', 'latest_email', '...', 'snoozed_until')),
    changes: [],
    handler: (ctx, args) => {
      const until = new Map((ctx.sql('SELECT thread_id, snoozed_until FROM gmail_snoozes WHERE user_id = ? AND snoozed_until > ?').all(ctx.user.id, ctx.now()) as { thread_id: number; snoozed_until: string }[]).map((s) => [s.thread_id, s.snoozed_until]));
      const list = listWhere(ctx, 'SELECT u.* FROM gmail_user_threads u JOIN gmail_snoozes s ON s.thread_id = u.thread_id AND s.user_id = u.user_id WHERE u.user_id = ? AND s.snoozed_until > ?', [ctx.user.id, ctx.now()], args.query);
      return paginate(list, args).map((t) => ({ ...t, snoozed_until: until.get(t.email_thread_id) ?? null }));
    },
  }),
];
