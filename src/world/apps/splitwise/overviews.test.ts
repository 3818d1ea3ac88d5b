import { describe, expect, it } from 'vitest';
import type { Row } from '../test-world.ts';
import { useSplitwise } from './test-helpers.ts';

const { succeeds, fails, one, all, user, group, expense, person, diff: { change } } = useSplitwise(43);

describe('splitwise overviews', () => {
  it('lists friends with balances and shared groups', () => {
    const friends = succeeds<{ name: string; email: string; balance: number; shared_group_count: number }[]>('show_friends', { page_limit: 20 }).response;
    const balances = succeeds<{ balances: { email: string; balance: number }[] }>('show_balances').response.balances;
    for (const b of balances) expect(friends.find((f) => f.email === b.email)?.balance).toBe(b.balance);
    const roommate = friends.find((f) => f.email === person(one('SELECT user_id FROM splitwise_group_members WHERE group_id = ? AND user_id != ? LIMIT 1', group('Apartment 4B').id, user().id).user_id).email);
    expect(roommate?.shared_group_count).toBeGreaterThanOrEqual(1);
    expect(friends.map((f) => f.name)).toEqual([...friends.map((f) => f.name)].sort());
    expect(friends.some((f) => f.email === user().email)).toBe(false);
  });

  it('shows the activity feed newest first, per group, without deleted items', () => {
    const feed = succeeds<{ type: string; id: number; created_at: string; group_id: number | null }[]>('show_activity', { page_limit: 20 }).response;
    expect(feed).toHaveLength(20);
    expect(feed.map((f) => f.created_at)).toEqual([...feed.map((f) => f.created_at)].sort().reverse());
    expect(new Set(feed.map((f) => f.type))).toEqual(new Set(['expense', 'payment']));
    expect(feed.some((f) => f.id === expense('New shower curtain and bath mats').id)).toBe(false);
    const tahoe = group('Tahoe Ski Trip 2023');
    const inTahoe = succeeds<{ group_id: number }[]>('show_activity', { group_id: tahoe.id, page_limit: 20 }).response;
    expect(inTahoe.length).toBeGreaterThan(3);
    expect(inTahoe.every((f) => f.group_id === tahoe.id)).toBe(true);
    fails('show_activity', { group_id: 1 }, 404, 'group_not_found');
  });

  it('marks notifications read: given ones, or all unread', () => {
    const unread = all('SELECT * FROM splitwise_notifications WHERE user_id = ? AND read = 0 ORDER BY id', user().id);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const first = unread[0] as Row;
    const { record, response } = succeeds('mark_notifications_read', { notification_ids: [first.id] });
    expect(response).toEqual({ message: 'Marked as read.', marked_count: 1 });
    expect(record.diff).toEqual([change('notifications', { updated: [{ id: first.id, before: { read: 0 }, after: { read: 1 } }] })]);
    const others = one('SELECT id FROM splitwise_notifications WHERE user_id != ? LIMIT 1', user().id);
    fails('mark_notifications_read', { notification_ids: [others.id] }, 404, 'notification_not_found');
    const rest = succeeds('mark_notifications_read', {});
    expect(rest.response).toEqual({ message: 'Marked as read.', marked_count: unread.length - 1 });
    fails('mark_notifications_read', {}, 409, 'nothing_to_mark');
  });

  it('summarises spending over a range', () => {
    const apartment = group('Apartment 4B');
    // February and March: two rents paid by roommates (3150, a third each) and March electricity (128.40).
    const summary = succeeds('show_expense_summary', { group_id: apartment.id, start_date: '2023-02-01', end_date: '2023-03-31' }).response;
    expect(summary).toEqual({ expense_count: 3, total_paid: 6428.4, paid_by_you: 0, your_share: 2142.8 });
    const lunch = succeeds<{ paid_by_you: number; your_share: number }>('show_expense_summary', { group_id: group('Team Lunch Crew').id, start_date: '2023-01-01', end_date: '2023-01-31' }).response;
    // Tacos at El Camion (64, paid by you, three others owe 16 each): your share is 16.
    expect(lunch).toMatchObject({ paid_by_you: 64, your_share: 16 });
    fails('show_expense_summary', { group_id: 1 }, 404, 'group_not_found');
    fails('show_expense_summary', { start_date: 'May' }, 422, 'invalid_arguments');
  });
});
