import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from './test-world.ts';

const w = useWorld(51);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('venmo', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const all = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as T[];
const user = () => w.current.mainUser();
const emailOf = (id: number) => one<{ email: string }>('SELECT email FROM admin_people WHERE id = ?', id).email;

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}

/** A comment on a public transaction between two other people. */
const publicComment = () =>
  one<{ id: number; transaction_id: number; user_id: number; content: string }>(
    'SELECT c.* FROM venmo_comments c JOIN venmo_transactions t ON t.id = c.transaction_id WHERE t.private = 0 AND t.sender_id != ? AND t.receiver_id != ? AND c.user_id != ? ORDER BY c.id LIMIT 1',
    user().id, user().id, user().id,
  );

describe('venmo fixture extras', () => {
  it('has over half a year of payments with the user', () => {
    const months = all<{ m: string }>('SELECT DISTINCT substr(created_at, 1, 7) AS m FROM venmo_transactions WHERE sender_id = ? OR receiver_id = ?', user().id, user().id);
    expect(months.length).toBeGreaterThanOrEqual(6);
    const rent = call('show_transactions', { query: 'rent share', page_limit: 20 }).response as unknown[];
    expect(rent.length).toBeGreaterThanOrEqual(4);
  });
});

describe('venmo comments and likes', () => {
  it('lists comments and likes of a transaction; private ones of others are hidden', () => {
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM venmo_comment_likes').n).toBeGreaterThan(0);
    const c = publicComment();
    const comments = call('show_transaction_comments', { transaction_id: c.transaction_id }).response as { comment_id: number; content: string; like_count: number }[];
    const seeded = one<{ n: number }>('SELECT COUNT(*) AS n FROM venmo_comment_likes WHERE comment_id = ?', c.id).n;
    expect(comments.find((x) => x.comment_id === c.id)).toMatchObject({ content: c.content, like_count: seeded, liked_by_me: false });
    const likes = call('show_transaction_likes', { transaction_id: c.transaction_id, page_limit: 20 }).response as { email: string }[];
    expect(likes.length).toBe(one<{ n: number }>('SELECT COUNT(*) AS n FROM venmo_likes WHERE transaction_id = ?', c.transaction_id).n);
    const hidden = one<{ id: number }>('SELECT id FROM venmo_transactions WHERE private = 1 AND sender_id != ? AND receiver_id != ? ORDER BY id LIMIT 1', user().id, user().id);
    fails('show_transaction_comments', { transaction_id: hidden.id }, 404, 'transaction_not_found');
    fails('show_transaction_likes', { transaction_id: hidden.id }, 404, 'transaction_not_found');
  });

  it('likes and unlikes a comment with exact diffs', () => {
    const c = publicComment();
    const liked = call('like_transaction_comment', { comment_id: c.id });
    const row = one('SELECT * FROM venmo_comment_likes WHERE comment_id = ? AND user_id = ?', c.id, user().id);
    expect(row).toMatchObject({ comment_id: c.id, user_id: user().id, created_at: w.current.now() });
    expect(liked.diff).toEqual([{ app: 'venmo', table: 'comment_likes', inserted: [row], updated: [], deleted: [] }]);
    expect((call('show_transaction_comments', { transaction_id: c.transaction_id, page_limit: 20 }).response as { comment_id: number; liked_by_me: boolean }[]).find((x) => x.comment_id === c.id)?.liked_by_me).toBe(true);
    fails('like_transaction_comment', { comment_id: c.id }, 409, 'already_liked');
    fails('like_transaction_comment', { comment_id: 1 }, 404, 'comment_not_found');
    expect(call('unlike_transaction_comment', { comment_id: c.id }).diff).toEqual([{ app: 'venmo', table: 'comment_likes', inserted: [], updated: [], deleted: [row] }]);
    fails('unlike_transaction_comment', { comment_id: c.id }, 409, 'not_liked');
    fails('unlike_transaction_comment', { comment_id: 1 }, 404, 'comment_not_found');
  });

  it("edits only the user's own comments", () => {
    const c = publicComment();
    const own = call('create_transaction_comment', { transaction_id: c.transaction_id, content: 'nice!' });
    const id = (own.response as { comment_id: number }).comment_id;
    const edited = call('update_transaction_comment', { comment_id: id, content: 'nice one!' });
    expect(edited.diff).toEqual([{ app: 'venmo', table: 'comments', inserted: [], updated: [{ id, before: { content: 'nice!' }, after: { content: 'nice one!' } }], deleted: [] }]);
    expect(call('update_transaction_comment', { comment_id: id, content: 'nice one!' }).diff).toEqual([]);
    fails('update_transaction_comment', { comment_id: c.id, content: 'hijack' }, 403, 'not_owner');
    fails('update_transaction_comment', { comment_id: 1, content: 'x' }, 404, 'comment_not_found');
  });

  it('hides comments of private transactions between others', () => {
    const hidden = one<{ id: number }>('SELECT id FROM venmo_transactions WHERE private = 1 AND sender_id != ? AND receiver_id != ? ORDER BY id LIMIT 1', user().id, user().id);
    const commenter = one<{ id: number }>('SELECT id FROM admin_people WHERE id != ? ORDER BY rowid LIMIT 1', user().id);
    w.current.db.prepare("INSERT INTO venmo_comments (id, transaction_id, user_id, content, created_at) VALUES (9990001, ?, ?, 'secret', '2023-05-01T00:00:00')").run(hidden.id, commenter.id);
    w.current.db.exec('DELETE FROM _changes');
    fails('like_transaction_comment', { comment_id: 9990001 }, 404, 'comment_not_found');
    fails('update_transaction_comment', { comment_id: 9990001, content: 'x' }, 404, 'comment_not_found');
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

describe('venmo account extras', () => {
  it('shows a bank transfer and a payment card of the user only', () => {
    const transfer = one<{ id: number; amount: number; direction: string; payment_card_id: number }>('SELECT * FROM venmo_bank_transfers WHERE user_id = ? ORDER BY id LIMIT 1', user().id);
    expect(call('show_bank_transfer', { bank_transfer_id: transfer.id }).response).toMatchObject({ bank_transfer_id: transfer.id, amount: transfer.amount, direction: transfer.direction, card_name: expect.any(String) });
    fails('show_bank_transfer', { bank_transfer_id: 1 }, 404, 'bank_transfer_not_found');
    const cards = call('show_payment_cards').response as { payment_card_id: number }[];
    expect(call('show_payment_card', { payment_card_id: cards[0]!.payment_card_id }).response).toEqual(cards[0]);
    fails('show_payment_card', { payment_card_id: 1 }, 404, 'payment_card_not_found');
    const foreign = one<{ id: number } | undefined>("SELECT id FROM supervisor_payment_cards WHERE owner_name != ? LIMIT 1", `${user().first_name} ${user().last_name}`);
    if (foreign) fails('show_payment_card', { payment_card_id: foreign.id }, 404, 'payment_card_not_found');
  });

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
