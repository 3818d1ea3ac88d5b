import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { fromJson, pageParams, paginate, toBool } from '../common.ts';

interface NotificationRow {
  id: number;
  user_id: number;
  read: number;
}

function ownNotification(ctx: ApiContext, id: number): NotificationRow {
  const row = ctx.sql('SELECT id, user_id, read FROM venmo_notifications WHERE id = ? AND user_id = ?').get(id, ctx.user.id) as NotificationRow | undefined;
  return row ?? ctx.fail(404, 'notification_not_found', `The notification with id ${id} does not exist.`);
}

/** The user's notifications (payments, requests, likes, comments). */
export const notificationApis: ApiDef[] = [
  api({
    name: 'show_notifications',
    method: 'GET',
    auth: true,
    description: 'Your Venmo notifications, newest first.',
    params: z.object({ read: z.boolean().optional().describe('Only read (true) or unread (false) notifications.'), ...pageParams }),
    returns: list(record('notification_id', 'type', 'title', 'message', 'data', 'read', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM venmo_notifications WHERE user_id = ? ORDER BY created_at DESC, id').all(ctx.user.id) as {
        id: number; type: string; title: string; message: string; data: string; read: number; created_at: string;
      }[];
      const hits = rows.filter((r) => args.read === undefined || toBool(r.read) === args.read);
      return paginate(hits, args).map((r) => ({
        notification_id: r.id, type: r.type, title: r.title, message: r.message, data: fromJson(r.data, {}), read: toBool(r.read), created_at: r.created_at,
      }));
    },
  }),
  api({
    name: 'mark_notifications_as_read',
    method: 'PATCH',
    auth: true,
    description: 'Mark one notification, or all of yours when no id is given, as read.',
    params: z.object({ notification_id: z.number().int().optional().describe('The notification to mark; omit for all.') }),
    returns: message(),
    changes: ['venmo.notifications'],
    errors: ['notification_not_found: no such notification of yours'],
    handler: (ctx, args) => {
      if (args.notification_id === undefined) {
        ctx.sql('UPDATE venmo_notifications SET read = 1 WHERE user_id = ? AND read = 0').run(ctx.user.id);
        return { message: 'Marked all notifications as read.' };
      }
      const row = ctx.sql('SELECT id FROM venmo_notifications WHERE id = ? AND user_id = ?').get(args.notification_id, ctx.user.id);
      if (!row) return ctx.fail(404, 'notification_not_found', `The notification with id ${args.notification_id} does not exist.`);
      ctx.sql('UPDATE venmo_notifications SET read = 1 WHERE id = ?').run(args.notification_id);
      return { message: 'Marked the notification as read.' };
    },
  }),
  api({
    name: 'mark_notification_as_unread',
    method: 'PATCH',
    auth: true,
    description: 'Mark one notification as unread again.',
    params: z.object({ notification_id: z.number().int().describe('Id of the notification.') }),
    returns: message(),
    changes: ['venmo.notifications'],
    errors: ['notification_not_found: no such notification of yours', 'already_unread: the notification is unread'],
    handler: (ctx, args) => {
      const row = ownNotification(ctx, args.notification_id);
      if (!toBool(row.read)) return ctx.fail(409, 'already_unread', 'The notification is already unread.');
      ctx.sql('UPDATE venmo_notifications SET read = 0 WHERE id = ?').run(row.id);
      return { message: 'Marked the notification as unread.' };
    },
  }),
  api({
    name: 'delete_notification',
    method: 'DELETE',
    auth: true,
    description: 'Delete one of your notifications.',
    params: z.object({ notification_id: z.number().int().describe('Id of the notification.') }),
    returns: message(),
    changes: ['venmo.notifications'],
    errors: ['notification_not_found: no such notification of yours'],
    handler: (ctx, args) => {
      const row = ownNotification(ctx, args.notification_id);
      ctx.sql('DELETE FROM venmo_notifications WHERE id = ?').run(row.id);
      return { message: 'Deleted the notification.' };
    },
  }),
  api({
    name: 'delete_read_notifications',
    method: 'DELETE',
    auth: true,
    description: 'Delete all of your notifications that are already read.',
    params: z.object({}),
    returns: message('deleted_count'),
    changes: ['venmo.notifications'],
    errors: ['nothing_to_delete: you have no read notifications'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM venmo_notifications WHERE user_id = ? AND read = 1').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'nothing_to_delete', 'You have no read notifications.');
      return { message: 'Deleted the read notifications.', deleted_count: result.changes };
    },
  }),
];
