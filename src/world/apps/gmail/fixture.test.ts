import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import { useApp } from '../test-world.ts';
import { inbox } from './test-helpers.ts';

const { call, one, all, user } = useApp('gmail', 61);

describe('gmail fixture', () => {
  it('has at least 15 threads of the user, some unread, starred and labeled, and a few drafts', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const rows = world.db.prepare('SELECT * FROM gmail_user_threads WHERE user_id = ?').all(user.id) as { is_read: number; is_starred: number; label: string | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.is_read === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.is_starred === 1).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.label).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    const drafts = world.callAsUser('gmail', 'show_drafts', { page_limit: 20 }).response as unknown[];
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(inbox(world, { is_read: false }).every((t) => !t.is_read)).toBe(true);
    expect(inbox(world, { label: 'work' }).length).toBeGreaterThanOrEqual(2);
    expect(inbox(world, { query: 'countertops' }).length + inbox(world, { query: 'planning doc' }).length).toBeGreaterThanOrEqual(1);
  });
});

describe('gmail fixture extras', () => {
  it('holds about six months of mail, a three-person thread and a label list', () => {
    const months = all<{ m: string }>('SELECT DISTINCT substr(e.sent_at, 1, 7) AS m FROM gmail_emails e JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ?', user().id);
    expect(months.length).toBeGreaterThanOrEqual(6);
    expect(all('SELECT 1 FROM gmail_user_threads WHERE user_id = ?', user().id).length).toBeGreaterThanOrEqual(30);
    const group = all<{ recipient_ids: string }>('SELECT e.recipient_ids FROM gmail_emails e JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ?', user().id).filter((e) => JSON.parse(e.recipient_ids).length >= 2);
    expect(group.length).toBeGreaterThan(0);
    const old = call('search_emails', { max_sent_at: '2022-12-31', page_limit: 20 }).response as { sent_at: string }[];
    expect(old.length).toBeGreaterThan(0);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM gmail_labels WHERE user_id = ?', user().id).n).toBeGreaterThanOrEqual(5);
  });
});
