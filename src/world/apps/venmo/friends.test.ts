import { describe, expect, it } from 'vitest';
import { useVenmo } from './test-helpers.ts';

const { world: w, call, succeeded, fails, failed, one, all, user, person, emailOf } = useVenmo(51);
const now = '2023-05-18T12:00:00';

describe('venmo friends', () => {
  it('adds and removes friends', () => {
    const stranger = succeeded<{ email: string; is_friend: boolean }[]>(call('search_users', { page_limit: 20 })).find((u) => !u.is_friend) ?? expect.fail('no stranger');
    const added = call('add_friend', { user_email: stranger.email });
    succeeded(added);
    const row = w.current.sql('SELECT id FROM venmo_friendships WHERE user_id = ? AND friend_id = ?').get(user().id, person(stranger.email).id) as { id: number };
    expect(added.diff).toEqual([{ app: 'venmo', table: 'friendships', updated: [], deleted: [], inserted: [{ id: row.id, user_id: user().id, friend_id: person(stranger.email).id, created_at: now }] }]);
    failed(call('add_friend', { user_email: stranger.email }), 409, 'already_friends');
    failed(call('add_friend', { user_email: user().email }), 422, 'self_friend');
    const removed = call('remove_friend', { user_email: stranger.email });
    succeeded(removed);
    expect(removed.diff[0]?.deleted).toEqual([{ id: row.id, user_id: user().id, friend_id: person(stranger.email).id, created_at: now }]);
    failed(call('remove_friend', { user_email: stranger.email }), 409, 'not_friends');
    expect(succeeded<unknown[]>(call('show_social_feed')).length).toBeGreaterThan(0);
  });
});

describe('venmo people', () => {
  it('shows a profile with friendship and mutual friends', () => {
    const friend = one<{ friend_id: number }>('SELECT friend_id FROM venmo_friendships WHERE user_id = ? ORDER BY id LIMIT 1', user().id).friend_id;
    const mine = new Set(all<{ friend_id: number }>('SELECT friend_id FROM venmo_friendships WHERE user_id = ?', user().id).map((r) => r.friend_id));
    const theirs = all<{ friend_id: number }>('SELECT friend_id FROM venmo_friendships WHERE user_id = ?', friend).map((r) => r.friend_id);
    const mutual = theirs.filter((f) => mine.has(f));
    const profile = call('show_user', { email: emailOf(friend) });
    expect(profile.response).toMatchObject({ email: emailOf(friend), is_friend: true, friend_count: theirs.length, mutual_friend_count: mutual.length });
    expect(profile.diff).toEqual([]);
    const list = call('show_mutual_friends', { email: emailOf(friend), page_limit: 20 }).response as { email: string }[];
    expect(list.map((p) => p.email).sort()).toEqual(mutual.map(emailOf).sort());
    fails('show_user', { email: 'nobody@example.com' }, 404, 'user_not_found');
    fails('show_mutual_friends', { email: user().email }, 422, 'invalid_user');
    fails('show_mutual_friends', { email: 'nobody@example.com' }, 404, 'user_not_found');
    expect(call('show_user', { email: user().email }).response).toMatchObject({ is_friend: false, mutual_friend_count: 0 });
  });
});
