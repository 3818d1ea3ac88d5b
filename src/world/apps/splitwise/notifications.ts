import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, pageParams, paginate, toBool } from '../common.ts';

/** Notifications (invitations, expenses, payments, comments). */
export const notificationApis: ApiDef[] = [
  api({
    name: 'show_notifications',
    method: 'GET',
    auth: true,
    description: 'Your Splitwise notifications, newest first.',
    params: z.object({ read: z.boolean().optional().describe('Only read (true) or unread (false).'), ...pageParams }),
    returns: list(record('notification_id', 'type', 'message', 'data', 'read', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM splitwise_notifications WHERE user_id = ? ORDER BY created_at DESC, id').all(ctx.user.id) as {
        id: number; type: string; message: string; data: string; read: number; created_at: string;
      }[];
      return paginate(rows.filter((r) => args.read === undefined || toBool(r.read) === args.read), args).map((r) => ({
        notification_id: r.id, type: r.type, message: r.message, data: fromJson(r.data, {}), read: toBool(r.read), created_at: r.created_at,
      }));
    },
  }),
  api({
    name: 'mark_notifications_read',
    method: 'PATCH',
    auth: true,
    description: 'Mark your notifications as read: the given ones, or all unread ones if none are given.',
    params: z.object({ notification_ids: z.array(z.number().int()).max(100).optional().describe('Which notifications; all unread if omitted.') }),
    returns: message('marked_count'),
    changes: ['splitwise.notifications'],
    errors: ['notification_not_found: an id is not one of your notifications', 'nothing_to_mark: no unread notification'],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT id, read FROM splitwise_notifications WHERE user_id = ?').all(ctx.user.id) as { id: number; read: number }[];
      const mine = new Map(rows.map((r) => [r.id, r]));
      const wanted = args.notification_ids === undefined ? rows : [...new Set(args.notification_ids)].map((id) => mine.get(id) ?? ctx.fail(404, 'notification_not_found', `The notification with id ${id} does not exist.`));
      const unread = wanted.filter((r) => !toBool(r.read));
      if (unread.length === 0) return ctx.fail(409, 'nothing_to_mark', 'There is no unread notification to mark.');
      for (const r of unread) ctx.sql('UPDATE splitwise_notifications SET read = 1 WHERE id = ?').run(r.id);
      return { message: 'Marked as read.', marked_count: unread.length };
    },
  }),
];
