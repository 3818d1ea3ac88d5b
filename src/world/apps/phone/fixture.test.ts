import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import type { World } from '../../engine.ts';
import { useApp } from '../test-world.ts';

const count = (world: World, sql: string, ...args: unknown[]) => (world.db.prepare(sql).get(...args) as { n: number }).n;

const { call, all, user } = useApp('phone', 41);

describe('phone fixture', () => {
  it('has contacts for most people, 30+ texts in several conversations and 3+ alarms', () => {
    const world = freshWorld();
    const user = world.mainUser();
    expect(count(world, 'SELECT COUNT(*) AS n FROM phone_contacts WHERE owner_id = ?', user.id)).toBeGreaterThanOrEqual(20);
    expect(count(world, 'SELECT COUNT(*) AS n FROM phone_text_messages WHERE sender_id = ? OR receiver_id = ?', user.id, user.id)).toBeGreaterThanOrEqual(30);
    const latest = world.callAsUser('phone', 'search_text_messages', { only_latest_per_contact: true, page_limit: 20 }).response as unknown[];
    expect(latest.length).toBeGreaterThanOrEqual(5);
    const alarms = world.callAsUser('phone', 'show_alarms', { page_limit: 20 }).response as { time: string; repeat_days: string[]; enabled: boolean }[];
    expect(alarms.length).toBeGreaterThanOrEqual(3);
    expect(alarms.every((a) => /^\d\d:\d\d$/.test(a.time) && typeof a.enabled === 'boolean')).toBe(true);
    const family = world.callAsUser('phone', 'search_contacts', { relationship: 'mother' }).response as { relationships: string[] }[];
    expect(family).toHaveLength(1);
    expect(family[0]?.relationships).toEqual(['mother']);
  });
});

describe('phone fixture extras', () => {
  it('has months of calls in every direction, voicemail old and new, favourites and a blocked number', () => {
    const calls = call('show_call_history', { page_limit: 20 }).response as { direction: string; started_at: string; name: string | null }[];
    expect(calls).toHaveLength(20);
    expect(calls.map((c) => c.started_at)).toEqual([...calls.map((c) => c.started_at)].sort().reverse());
    const months = all<{ m: string }>('SELECT DISTINCT substr(started_at, 1, 7) AS m FROM phone_call_logs WHERE user_id = ?', user().id);
    expect(months.length).toBeGreaterThanOrEqual(3);
    for (const direction of ['incoming', 'outgoing', 'missed']) {
      const some = call('show_call_history', { direction }).response as { direction: string }[];
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((c) => c.direction === direction)).toBe(true);
    }
    expect(calls.some((c) => c.name !== null)).toBe(true);
    expect((call('search_voice_messages', { is_listened: false }).response as unknown[]).length).toBe(2);
    expect((call('search_voice_messages', { query: 'dentist' }).response as { transcript: string }[])[0]?.transcript).toContain('dentist');
    expect(call('show_favorite_contacts').response).toHaveLength(4);
    expect(call('show_blocked_numbers').response).toMatchObject([{ phone_number: '8005550199', contact_id: null }]);
  });
});

describe('phone text history', () => {
  it('spans several months', () => {
    const months = all<{ m: string }>('SELECT DISTINCT substr(m.sent_at, 1, 7) AS m FROM phone_text_messages m JOIN phone_user_text_messages u ON u.text_message_id = m.id AND u.user_id = ?', user().id);
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(all('SELECT 1 FROM phone_user_text_messages WHERE user_id = ?', user().id).length).toBeGreaterThanOrEqual(50);
  });
});
