import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import type { World } from '../../engine.ts';
import type { Person } from '../../types.ts';
import { expectRefused, people, useApp } from '../test-world.ts';

function loginAs(world: World, person: Person): string {
  const { password } = world.db.prepare("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'gmail'").get(person.id) as { password: string };
  const record = world.call('gmail', 'login', { username: person.email, password });
  return (record.response as { access_token: string }).access_token;
}

const { world: w, one, user: me, read, failed } = useApp('gmail', 61);
const call = (app: string, api: string, args: Record<string, unknown> = {}) => w.current.callAsUser(app, api, args);

describe('gmail drafts', () => {
  it('create, update, send and delete drafts with exact diffs', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const friend = people(world)[7] as Person;
    const created = world.callAsUser('gmail', 'create_draft', { email_addresses: [friend.email], subject: 'Hello', body: 'Draft one' });
    const draftId = (created.response as { draft_id: number }).draft_id;
    const now = world.now();
    expect(created.diff).toEqual([
      { app: 'gmail', table: 'drafts', inserted: [{ id: draftId, user_id: user.id, recipient_emails: JSON.stringify([friend.email]), subject: 'Hello', body: 'Draft one', email_thread_id: null, response_to_email_id: null, attachment_file_paths: '[]', created_at: now, updated_at: now }], updated: [], deleted: [] },
    ]);
    expect(world.callAsUser('gmail', 'update_draft', { draft_id: draftId, body: 'Draft two' }).diff).toEqual([
      { app: 'gmail', table: 'drafts', inserted: [], updated: [{ id: draftId, before: { body: 'Draft one' }, after: { body: 'Draft two' } }], deleted: [] },
    ]);
    const sent = world.callAsUser('gmail', 'send_email_from_draft', { draft_id: draftId });
    expect(sent.ok).toBe(true);
    expect(sent.diff.map((t) => t.table)).toEqual(['drafts', 'emails', 'threads', 'user_threads']);
    expect(sent.diff[0]?.deleted).toHaveLength(1);
    expectRefused(world.callAsUser('gmail', 'update_draft', { draft_id: draftId, body: 'x' }), 404, 'draft_not_found');
    const empty = world.callAsUser('gmail', 'create_draft', { subject: 'No one yet' });
    const emptyId = (empty.response as { draft_id: number }).draft_id;
    expectRefused(world.callAsUser('gmail', 'send_email_from_draft', { draft_id: emptyId }), 409, 'no_recipients');
    expect(world.callAsUser('gmail', 'delete_draft', { draft_id: emptyId }).diff[0]?.deleted).toHaveLength(1);
    const otherToken = loginAs(world, friend);
    const mine = world.callAsUser('gmail', 'create_draft', { subject: 'private' });
    expectRefused(world.call('gmail', 'delete_draft', { draft_id: (mine.response as { draft_id: number }).draft_id }, { token: otherToken }), 403, 'not_owner');
  });
});

describe('gmail show_draft', () => {
  it('gmail show_draft shows the user’s draft; unknown and foreign drafts fail', () => {
    const draft = one<{ id: number; subject: string; body: string; recipient_emails: string; created_at: string }>('SELECT * FROM gmail_drafts WHERE user_id = ? ORDER BY id LIMIT 1', me().id);
    expect(read(call('gmail', 'show_draft', { draft_id: draft.id }))).toMatchObject({
      draft_id: draft.id, subject: draft.subject, body: draft.body, email_addresses: JSON.parse(draft.recipient_emails) as unknown, created_at: draft.created_at,
    });
    failed(call('gmail', 'show_draft', { draft_id: 99_999_999 }), 404, 'draft_not_found');
    const other = one<{ id: number }>('SELECT id FROM admin_people WHERE id != ? ORDER BY id LIMIT 1', me().id);
    w.current.captureDiff(() => w.current.db.prepare(
      "INSERT INTO gmail_drafts (id, user_id, recipient_emails, subject, body, email_thread_id, response_to_email_id, attachment_file_paths, created_at, updated_at) VALUES (9990001, ?, '[]', 's', 'b', NULL, NULL, '[]', '2023-05-01T00:00:00', '2023-05-01T00:00:00')").run(other.id));
    failed(call('gmail', 'show_draft', { draft_id: 9990001 }), 403, 'not_owner');
  });
});
