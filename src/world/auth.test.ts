import { describe, expect, it } from 'vitest';
import type { AppName } from '../schemas/world.ts';
import { useApp } from './apps/test-world.ts';

// Logs in to every app: the helpers used here do not depend on the app useApp binds.
const { world: w, one, user: me, read, failed } = useApp('gmail', 61);
const call = (app: string, api: string, args: Record<string, unknown> = {}) => w.current.callAsUser(app, api, args);

describe('login and logout', () => {
  const apps: AppName[] = ['amazon', 'file_system', 'gmail', 'phone', 'simple_note', 'splitwise', 'spotify', 'todoist', 'venmo'];
  const passwordOf = (app: string) => one<{ password: string }>('SELECT password FROM supervisor_account_passwords WHERE account_name = ?', app).password;
  const usernameFor = (app: AppName) => (app === 'phone' ? me().phone_number : me().email);

  it.each(apps)('%s: login gives a token that works until logout; bad credentials fail', (app) => {
    const login = call(app, 'login', { username: usernameFor(app), password: passwordOf(app) });
    const { access_token: token } = read<{ access_token: string }>(login);
    expect(token.length).toBeGreaterThan(8);
    failed(call(app, 'login', { username: usernameFor(app), password: `${passwordOf(app)}x` }), 401, 'invalid_credentials');
    failed(call(app, 'login', { username: 'nobody@example.com', password: passwordOf(app) }), 401, 'invalid_credentials');
    // A token is good for its own app only.
    const other = apps.find((a) => a !== app) ?? expect.fail('one app');
    expect(w.current.call(other, 'logout', {}, { token })).toMatchObject({ ok: false, status: 401, diff: [] });
    expect(read(w.current.call(app, 'logout', {}, { token }))).toEqual({ message: 'Successfully logged out.' });
    expect(w.current.call(app, 'logout', {}, { token })).toMatchObject({ ok: false, status: 401, error: { code: 'invalid_token' }, diff: [] });
  });
});
