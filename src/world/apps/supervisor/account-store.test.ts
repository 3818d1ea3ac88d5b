import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, one, all, user: me, read } = useApp('supervisor', 61);
const call = (app: string, api: string, args: Record<string, unknown> = {}) => w.current.callAsUser(app, api, args);

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
