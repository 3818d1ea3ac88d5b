import { describe, expect, it } from 'vitest';
import type { AppName, CallRecord } from '../../schemas/world.ts';
import { useWorld } from './test-world.ts';

/** APIs that had no test of their own: real content against the fixture, errors, and diffs. */
const w = useWorld(61);
const call = (app: string, api: string, args: Record<string, unknown> = {}) => w.current.callAsUser(app, api, args);
const all = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as T[];
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const me = () => w.current.mainUser();

/** A read succeeds and changes nothing; returns its response. */
function read<T>(record: CallRecord): T {
  expect({ ok: record.ok, error: record.error, diff: record.diff }).toEqual({ ok: true, error: undefined, diff: [] });
  return record.response as T;
}
function fails(record: CallRecord, status: number, code: string): void {
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}

describe('supervisor reads', () => {
  it('show_profile returns the main user', () => {
    const u = one<Record<string, unknown>>('SELECT first_name, last_name, email, phone_number, birthday, sex FROM admin_people WHERE id = ?', me().id);
    expect(read(call('supervisor', 'show_profile'))).toEqual(u);
    expect(u.email).toBe(me().email);
  });

  it('show_account_passwords returns every app password of the user, in full', () => {
    const rows = read<{ account_name: string; password: string }[]>(call('supervisor', 'show_account_passwords'));
    expect(rows).toEqual(all('SELECT account_name, password FROM supervisor_account_passwords ORDER BY account_name'));
    expect(rows.length).toBeGreaterThanOrEqual(9);
    // They are the passwords the apps check, not masked copies.
    for (const r of rows) expect(r.password).toBe(one<{ password: string }>('SELECT password FROM admin_passwords WHERE person_id = ? AND app = ?', me().id, r.account_name).password);
  });

  it('show_addresses returns the saved addresses', () => {
    const rows = read<{ address_id: number; name: string; city: string }[]>(call('supervisor', 'show_addresses'));
    expect(rows).toEqual(all('SELECT id AS address_id, name, street_address, city, state, country, zip_code FROM supervisor_addresses ORDER BY id'));
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Home', 'Work']));
  });
});

describe('spotify, gmail and phone reads', () => {
  it('show_liked_songs lists the liked songs newest first, and filters by query', () => {
    const liked = all<{ song_id: number; liked_at: string; title: string }>(
      'SELECT l.song_id, l.liked_at, s.title FROM spotify_song_likes l JOIN spotify_songs s ON s.id = l.song_id WHERE l.user_id = ? ORDER BY l.liked_at DESC, l.id', me().id);
    expect(liked.length).toBeGreaterThan(5);
    const rows = read<{ song_id: number; liked_at: string; title: string }[]>(call('spotify', 'show_liked_songs', { page_limit: 20 }));
    expect(rows.map((r) => [r.song_id, r.liked_at, r.title])).toEqual(liked.slice(0, 20).map((r) => [r.song_id, r.liked_at, r.title]));
    const first = liked[0] ?? expect.fail('no liked song');
    const hits = read<{ song_id: number; title: string }[]>(call('spotify', 'show_liked_songs', { query: first.title, page_limit: 20 }));
    expect(hits.map((h) => h.song_id)).toContain(first.song_id);
    expect(hits.every((h) => liked.some((l) => l.song_id === h.song_id))).toBe(true);
  });

  it('show_outbox_threads lists exactly the threads the user sent in', () => {
    const rows = read<{ email_thread_id: number; subject: string }[]>(call('gmail', 'show_outbox_threads', { page_limit: 20 }));
    const expected = all<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE user_id = ? AND outgoing = 1', me().id).map((r) => r.thread_id);
    expect(rows.length).toBeGreaterThan(0);
    // Every listed thread is an outgoing one of the user with an email they sent.
    for (const t of rows) {
      expect(expected).toContain(t.email_thread_id);
      expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM gmail_emails WHERE thread_id = ? AND sender_id = ?', t.email_thread_id, me().id).n).toBeGreaterThan(0);
      expect(t.subject).toBe(one<{ subject: string }>('SELECT subject FROM gmail_threads WHERE id = ?', t.email_thread_id).subject);
    }
  });

  it('show_email shows one of the user’s emails; unknown and foreign ones fail', () => {
    const mine = one<{ id: number; thread_id: number; subject: string; body: string; sent_at: string }>('SELECT * FROM gmail_emails WHERE sender_id = ? ORDER BY id LIMIT 1', me().id);
    expect(read(call('gmail', 'show_email', { email_id: mine.id }))).toMatchObject({
      email_id: mine.id, email_thread_id: mine.thread_id, subject: mine.subject, body: mine.body, sent_at: mine.sent_at, sender: { email: me().email },
    });
    fails(call('gmail', 'show_email', { email_id: 99_999_999 }), 404, 'email_not_found');
    const foreign = one<{ id: number }>('SELECT e.id FROM gmail_emails e WHERE NOT EXISTS (SELECT 1 FROM gmail_user_threads u WHERE u.thread_id = e.thread_id AND u.user_id = ?) ORDER BY e.id LIMIT 1', me().id);
    fails(call('gmail', 'show_email', { email_id: foreign.id }), 403, 'not_owner');
  });

  it('show_contact_relationships lists the relationship names search_contacts accepts', () => {
    const names = read<string[]>(call('phone', 'show_contact_relationships'));
    expect(names).toEqual(expect.arrayContaining(['friend', 'coworker', 'sibling']));
    for (const name of names) expect(call('phone', 'search_contacts', { relationship: name }).ok).toBe(true);
  });
});

describe('venmo reads and card errors', () => {
  it('show_venmo_balance returns the stored balance', () => {
    const { balance } = one<{ balance: number }>('SELECT balance FROM venmo_users WHERE person_id = ?', me().id);
    expect(read(call('venmo', 'show_venmo_balance'))).toEqual({ venmo_balance: balance });
  });

  it('show_bank_transfers lists the user’s transfers newest first, by direction', () => {
    const rows = all<{ id: number; amount: number; direction: string; payment_card_id: number; created_at: string }>(
      'SELECT id, amount, direction, payment_card_id, created_at FROM venmo_bank_transfers WHERE user_id = ? ORDER BY created_at DESC, id', me().id);
    expect(rows.length).toBeGreaterThan(0);
    const listed = read(call('venmo', 'show_bank_transfers', { page_limit: 20 }));
    expect(listed).toEqual(rows.map(({ id, ...rest }) => ({ bank_transfer_id: id, ...rest })));
    const out = read<{ direction: string }[]>(call('venmo', 'show_bank_transfers', { direction: 'venmo_to_card', page_limit: 20 }));
    expect(out.length).toBe(rows.filter((r) => r.direction === 'venmo_to_card').length);
    expect(out.every((r) => r.direction === 'venmo_to_card')).toBe(true);
  });

  it('approve_payment_request refuses cards that cannot pay, changing nothing', () => {
    const request = read<{ payment_request_id: number; amount: number }[]>(call('venmo', 'show_received_payment_requests', { status: 'pending' }))[0] ?? expect.fail('no pending request');
    const id = request.payment_request_id;
    const cards = all<{ id: number; expiry_year: number; balance: number }>('SELECT id, expiry_year, balance FROM supervisor_payment_cards ORDER BY id');
    fails(call('venmo', 'approve_payment_request', { payment_request_id: id, payment_card_id: 99_999 }), 404, 'payment_card_not_found');
    const expired = cards.find((c) => c.expiry_year < 2023) ?? expect.fail('no expired card');
    fails(call('venmo', 'approve_payment_request', { payment_request_id: id, payment_card_id: expired.id }), 422, 'card_expired');
    const valid = cards.find((c) => c.expiry_year > 2023) ?? expect.fail('no valid card');
    w.current.captureDiff(() => w.current.db.prepare('UPDATE supervisor_payment_cards SET balance = ? WHERE id = ?').run(request.amount / 2, valid.id));
    fails(call('venmo', 'approve_payment_request', { payment_request_id: id, payment_card_id: valid.id }), 422, 'insufficient_card_balance');
    w.current.captureDiff(() => w.current.db.prepare(
      "INSERT INTO supervisor_payment_cards (id, card_name, owner_name, card_number, expiry_year, expiry_month, cvv_number, balance) VALUES (9990001, 'Theirs', 'Someone Else', '4000000000009999', 2030, 1, '123', 9999)").run());
    fails(call('venmo', 'approve_payment_request', { payment_request_id: id, payment_card_id: 9990001 }), 403, 'not_owner');
    // The request is still pending and payable.
    expect(read<{ payment_request_id: number }[]>(call('venmo', 'show_received_payment_requests', { status: 'pending' })).map((r) => r.payment_request_id)).toContain(id);
  });
});

describe('login, logout and gmail drafts', () => {
  const apps: AppName[] = ['amazon', 'file_system', 'gmail', 'phone', 'simple_note', 'splitwise', 'spotify', 'todoist', 'venmo'];
  const passwordOf = (app: string) => one<{ password: string }>('SELECT password FROM supervisor_account_passwords WHERE account_name = ?', app).password;
  const usernameFor = (app: AppName) => (app === 'phone' ? me().phone_number : me().email);

  it.each(apps)('%s: login gives a token that works until logout; bad credentials fail', (app) => {
    const login = call(app, 'login', { username: usernameFor(app), password: passwordOf(app) });
    const { access_token: token } = read<{ access_token: string }>(login);
    expect(token.length).toBeGreaterThan(8);
    fails(call(app, 'login', { username: usernameFor(app), password: `${passwordOf(app)}x` }), 401, 'invalid_credentials');
    fails(call(app, 'login', { username: 'nobody@example.com', password: passwordOf(app) }), 401, 'invalid_credentials');
    // A token is good for its own app only.
    const other = apps.find((a) => a !== app) ?? expect.fail('one app');
    expect(w.current.call(other, 'logout', {}, { token })).toMatchObject({ ok: false, status: 401, diff: [] });
    expect(read(w.current.call(app, 'logout', {}, { token }))).toEqual({ message: 'Successfully logged out.' });
    expect(w.current.call(app, 'logout', {}, { token })).toMatchObject({ ok: false, status: 401, error: { code: 'invalid_token' }, diff: [] });
  });

  it('gmail show_draft shows the user’s draft; unknown and foreign drafts fail', () => {
    const draft = one<{ id: number; subject: string; body: string; recipient_emails: string; created_at: string }>('SELECT * FROM gmail_drafts WHERE user_id = ? ORDER BY id LIMIT 1', me().id);
    expect(read(call('gmail', 'show_draft', { draft_id: draft.id }))).toMatchObject({
      draft_id: draft.id, subject: draft.subject, body: draft.body, email_addresses: JSON.parse(draft.recipient_emails) as unknown, created_at: draft.created_at,
    });
    fails(call('gmail', 'show_draft', { draft_id: 99_999_999 }), 404, 'draft_not_found');
    const other = one<{ id: number }>('SELECT id FROM admin_people WHERE id != ? ORDER BY id LIMIT 1', me().id);
    w.current.captureDiff(() => w.current.db.prepare(
      "INSERT INTO gmail_drafts (id, user_id, recipient_emails, subject, body, email_thread_id, response_to_email_id, attachment_file_paths, created_at, updated_at) VALUES (9990001, ?, '[]', 's', 'b', NULL, NULL, '[]', '2023-05-01T00:00:00', '2023-05-01T00:00:00')").run(other.id));
    fails(call('gmail', 'show_draft', { draft_id: 9990001 }), 403, 'not_owner');
  });
});
