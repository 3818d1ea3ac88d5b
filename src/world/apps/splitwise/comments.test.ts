import { describe, expect, it } from 'vitest';
import { useSplitwise } from './test-helpers.ts';

const { succeeds, fails, one, all, user, now, expense, diff: { change } } = useSplitwise(43);

describe('splitwise comments', () => {
  it('posts a comment and notifies the others in the expense', () => {
    const cabin = expense('Cabin rental, 3 nights');
    const debtors = all('SELECT debtor_id FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id', cabin.id).map((r) => r.debtor_id);
    const { record, response } = succeeds<{ comment_id: number }>('post_expense_comment', { expense_id: cabin.id, content: 'Deposit came back!' });
    expect(record.diff[0]).toEqual(change('comments', { inserted: [{ id: response.comment_id, expense_id: cabin.id, author_id: user().id, content: 'Deposit came back!', created_at: now(), updated_at: now() }] }));
    expect(record.diff[1]?.inserted.map((n) => n.user_id).sort()).toEqual([...debtors].sort());
    expect(record.diff[1]?.inserted.every((n) => n.type === 'expense_comment')).toBe(true);
    fails('post_expense_comment', { expense_id: 1, content: 'x' }, 404, 'expense_not_found');
    fails('post_expense_comment', { expense_id: cabin.id, content: '  ' }, 422, 'invalid_arguments');
    const listed = succeeds<{ content: string; author: { email: string } }[]>('show_expense_comments', { expense_id: cabin.id }).response;
    expect(listed.map((c) => c.content)).toEqual(['Best cabin yet, booking again next year?', 'Yes! Same weekend if it is free.', 'Deposit came back!']);
    fails('show_expense_comments', { expense_id: 1 }, 404, 'expense_not_found');
  });

  it('edits and deletes only your own comments', () => {
    const mine = one('SELECT * FROM splitwise_comments WHERE author_id = ? ORDER BY id LIMIT 1', user().id);
    const { record } = succeeds('update_expense_comment', { comment_id: mine.id, content: 'Same weekend, for sure.' });
    expect(record.diff).toEqual([change('comments', { updated: [{ id: mine.id, before: { content: mine.content, updated_at: mine.updated_at }, after: { content: 'Same weekend, for sure.', updated_at: now() } }] })]);
    const theirs = one('SELECT * FROM splitwise_comments WHERE author_id != ? ORDER BY id LIMIT 1', user().id);
    fails('update_expense_comment', { comment_id: theirs.id, content: 'x' }, 403, 'not_owner');
    fails('delete_expense_comment', { comment_id: theirs.id }, 403, 'not_owner');
    fails('update_expense_comment', { comment_id: 1, content: 'x' }, 404, 'comment_not_found');
    const current = one('SELECT * FROM splitwise_comments WHERE id = ?', mine.id);
    const removed = succeeds('delete_expense_comment', { comment_id: mine.id });
    expect(removed.record.diff).toEqual([change('comments', { deleted: [current] })]);
    fails('delete_expense_comment', { comment_id: mine.id }, 404, 'comment_not_found');
  });
});
