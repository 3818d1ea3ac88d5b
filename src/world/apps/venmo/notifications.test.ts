import { describe, expect, it } from 'vitest';
import { useVenmo } from './test-helpers.ts';

const { call, succeeded, fails, failed, one, all, user } = useVenmo(51);

describe('venmo notifications', () => {
  it('shows and marks notifications', () => {
    const unread = succeeded<{ notification_id: number; read: boolean }[]>(call('show_notifications', { read: false, page_limit: 20 }));
    expect(unread.length).toBeGreaterThan(0);
    const first = unread[0] ?? expect.fail('no notification');
    const marked = call('mark_notifications_as_read', { notification_id: first.notification_id });
    expect(marked.diff).toEqual([{ app: 'venmo', table: 'notifications', inserted: [], deleted: [], updated: [{ id: first.notification_id, before: { read: 0 }, after: { read: 1 } }] }]);
    const all = call('mark_notifications_as_read', {});
    expect(all.diff[0]?.updated.length).toBe(unread.length - 1);
    failed(call('mark_notifications_as_read', { notification_id: 5 }), 404, 'notification_not_found');
  });
});

describe('venmo account extras', () => {
  it('marks a notification unread, deletes one, and deletes all read ones', () => {
    const read = one<{ id: number }>('SELECT id FROM venmo_notifications WHERE user_id = ? AND read = 1 ORDER BY id LIMIT 1', user().id);
    const unread = one<{ id: number }>('SELECT id FROM venmo_notifications WHERE user_id = ? AND read = 0 ORDER BY id LIMIT 1', user().id);
    expect(call('mark_notification_as_unread', { notification_id: read.id }).diff).toEqual([{ app: 'venmo', table: 'notifications', inserted: [], updated: [{ id: read.id, before: { read: 1 }, after: { read: 0 } }], deleted: [] }]);
    fails('mark_notification_as_unread', { notification_id: unread.id }, 409, 'already_unread');
    fails('mark_notification_as_unread', { notification_id: 1 }, 404, 'notification_not_found');
    const row = one('SELECT * FROM venmo_notifications WHERE id = ?', unread.id);
    expect(call('delete_notification', { notification_id: unread.id }).diff).toEqual([{ app: 'venmo', table: 'notifications', inserted: [], updated: [], deleted: [row] }]);
    fails('delete_notification', { notification_id: unread.id }, 404, 'notification_not_found');
    const others = one<{ id: number } | undefined>('SELECT id FROM venmo_notifications WHERE user_id != ? LIMIT 1', user().id);
    if (others) fails('delete_notification', { notification_id: others.id }, 404, 'notification_not_found');
    const readRows = all('SELECT * FROM venmo_notifications WHERE user_id = ? AND read = 1 ORDER BY id', user().id);
    expect(readRows.length).toBeGreaterThan(0);
    const purge = call('delete_read_notifications');
    expect(purge.response).toMatchObject({ deleted_count: readRows.length });
    expect(purge.diff).toEqual([{ app: 'venmo', table: 'notifications', inserted: [], updated: [], deleted: readRows }]);
    fails('delete_read_notifications', {}, 409, 'nothing_to_delete');
    expect(all('SELECT id FROM venmo_notifications WHERE user_id = ? AND read = 0', user().id).length).toBeGreaterThan(0);
  });
});
