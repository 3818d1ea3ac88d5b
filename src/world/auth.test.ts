import { describe, expect, it } from 'vitest';
import type { AppName, CallRecord } from '../schemas/world.ts';
import { useWorld } from './apps/test-world.ts';

const w = useWorld(61);
const call = (app: string, api: string, args: Record<string, unknown> = {}) => w.current.callAsUser(app, api, args);
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

describe('login and logout', () => {
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
});
