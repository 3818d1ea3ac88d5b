import { describe, expect, it } from 'vitest';
import { useVenmo } from './test-helpers.ts';

const { world: w, call, succeeded, fails, failed, one, user } = useVenmo(51);
const now = '2023-05-18T12:00:00';

/** A comment on a public transaction between two other people. */
const publicComment = () =>
  one<{ id: number; transaction_id: number; user_id: number; content: string }>(
    'SELECT c.* FROM venmo_comments c JOIN venmo_transactions t ON t.id = c.transaction_id WHERE t.private = 0 AND t.sender_id != ? AND t.receiver_id != ? AND c.user_id != ? ORDER BY c.id LIMIT 1',
    user().id, user().id, user().id,
  );

describe('venmo likes and comments', () => {
  it('likes, unlikes and comments keep the counters in step', () => {
    const t = succeeded<{ transaction_id: number; like_count: number }[]>(call('show_transactions', { private: false }))[0] ?? expect.fail('no public transaction');
    const id = t.transaction_id;
    const liked = call('like_transaction', { transaction_id: id });
    succeeded(liked);
    expect(liked.diff.map((c) => [c.table, c.inserted.length])).toEqual([['likes', 1], ['transactions', 0]]);
    expect(liked.diff[1]?.updated).toEqual([{ id, before: { like_count: t.like_count }, after: { like_count: t.like_count + 1 } }]);
    failed(call('like_transaction', { transaction_id: id }), 409, 'already_liked');
    succeeded(call('unlike_transaction', { transaction_id: id }));
    failed(call('unlike_transaction', { transaction_id: id }), 409, 'not_liked');
    const commented = call('create_transaction_comment', { transaction_id: id, content: 'Great night!' });
    const { comment_id } = succeeded<{ comment_id: number }>(commented);
    expect(commented.diff[0]?.inserted).toEqual([{ id: comment_id, transaction_id: id, user_id: user().id, content: 'Great night!', created_at: now }]);
    expect(succeeded<{ comments: { content: string }[] }>(call('show_transaction', { transaction_id: id })).comments.map((c) => c.content)).toContain('Great night!');
    const theirs = w.current.sql('SELECT id FROM venmo_comments WHERE user_id != ? LIMIT 1').get(user().id) as { id: number };
    failed(call('delete_transaction_comment', { comment_id: theirs.id }), 403, 'not_owner');
    const removed = call('delete_transaction_comment', { comment_id });
    succeeded(removed);
    expect(removed.diff.map((c) => [c.table, c.deleted.length, c.updated.length])).toEqual([['comments', 1, 0], ['transactions', 0, 1]]);
    const hidden = w.current.sql('SELECT id FROM venmo_transactions WHERE private = 1 AND sender_id != ? AND receiver_id != ?').get(user().id, user().id) as { id: number };
    failed(call('show_transaction', { transaction_id: hidden.id }), 404, 'transaction_not_found');
    failed(call('like_transaction', { transaction_id: hidden.id }), 404, 'transaction_not_found');
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
