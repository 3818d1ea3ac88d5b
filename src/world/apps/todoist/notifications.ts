import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, record } from '../../returns.ts';
import { pageParams, paginate, toBool } from '../common.ts';

/** Notifications (invites, collaborators joining). */
export const notificationApis: ApiDef[] = [
  api({
    name: 'show_notifications',
    method: 'GET',
    auth: true,
    description: 'Your notifications, newest first.',
    params: z.object({ is_read: z.boolean().optional().describe('Only read (true) or unread (false) ones.'), ...pageParams }),
    returns: list(record('notification_id', 'type', 'message', 'project_id', 'is_read', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM todoist_notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(ctx.user.id) as { id: number; type: string; message: string; project_id: number | null; is_read: number; created_at: string }[];
      const views = rows.map((r) => ({ notification_id: r.id, type: r.type, message: r.message, project_id: r.project_id, is_read: toBool(r.is_read), created_at: r.created_at }));
      return paginate(views.filter((v) => args.is_read === undefined || v.is_read === args.is_read), args);
    },
  }),
];
