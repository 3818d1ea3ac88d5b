import { z } from 'zod';
import { api, type AppModule } from '../../types.ts';
import { list, record } from '../../returns.ts';
import { AppNames } from '../../../schemas/world.ts';

const bool = (value: unknown) => value === 1 || value === true;

/**
 * The user's own account store (AppWorld's supervisor): profile, passwords, addresses and
 * payment cards. Read-only and local to the user, so it needs no login.
 */
export const supervisor: AppModule = {
  name: 'supervisor',
  description: "The user's account store: profile, app passwords, addresses and payment cards.",
  tables: {
    account_passwords: 'id INTEGER PRIMARY KEY, account_name TEXT NOT NULL UNIQUE, password TEXT NOT NULL',
    addresses: 'id INTEGER PRIMARY KEY, name TEXT NOT NULL, street_address TEXT NOT NULL, city TEXT NOT NULL, state TEXT NOT NULL, country TEXT NOT NULL, zip_code TEXT NOT NULL',
    payment_cards: `id INTEGER PRIMARY KEY, card_name TEXT NOT NULL, owner_name TEXT NOT NULL, card_number TEXT NOT NULL UNIQUE,
      expiry_year INTEGER NOT NULL, expiry_month INTEGER NOT NULL, cvv_number TEXT NOT NULL, balance REAL NOT NULL, is_default INTEGER NOT NULL DEFAULT 0`,
  },
  apis: [
    api({
      name: 'show_profile',
      method: 'GET',
      auth: false,
      description: "Show the user's profile.",
      params: z.object({}),
      returns: record('first_name', 'last_name', 'email', 'phone_number', 'birthday', 'sex'),
      changes: [],
      handler: (ctx) =>
        ctx.sql(`SELECT p.first_name, p.last_name, p.email, p.phone_number, p.birthday, p.sex FROM admin_people p
          JOIN _meta m ON m.key = 'main_user_id' AND CAST(m.value AS INTEGER) = p.id`).get(),
    }),
    api({
      name: 'show_account_passwords',
      method: 'GET',
      auth: false,
      description: "Show the user's password for each app account.",
      params: z.object({}),
      returns: list(record('account_name', 'password')),
      changes: [],
      handler: (ctx) => ctx.sql('SELECT account_name, password FROM supervisor_account_passwords ORDER BY account_name').all(),
    }),
    api({
      name: 'show_addresses',
      method: 'GET',
      auth: false,
      description: "Show the user's saved addresses.",
      params: z.object({}),
      returns: list(record('address_id', 'name', 'street_address', 'city', 'state', 'country', 'zip_code')),
      changes: [],
      handler: (ctx) =>
        ctx.sql('SELECT id AS address_id, name, street_address, city, state, country, zip_code FROM supervisor_addresses ORDER BY id').all(),
    }),
    api({
      name: 'show_payment_cards',
      method: 'GET',
      auth: false,
      description: "Show the user's payment cards (full numbers, as the account store keeps them).",
      params: z.object({}),
      returns: list(record('payment_card_id', 'card_name', 'owner_name', 'card_number', 'expiry_year', 'expiry_month', 'cvv_number', 'is_default')),
      changes: [],
      handler: (ctx) =>
        (ctx.sql('SELECT id AS payment_card_id, card_name, owner_name, card_number, expiry_year, expiry_month, cvv_number, is_default FROM supervisor_payment_cards ORDER BY id').all() as Record<string, unknown>[]).map(
          (row) => ({ ...row, is_default: bool(row.is_default) }),
        ),
    }),
  ],
  seed: (ctx) => {
    const { user } = ctx;
    for (const app of AppNames) {
      const password = ctx.code(12).toLowerCase();
      ctx.insert('supervisor_account_passwords', { account_name: app, password });
      ctx.insert('admin_passwords', { person_id: user.id, app, password });
    }
    // Other people have accounts too (so they exist as app users), with passwords the user never sees.
    for (const person of ctx.people.slice(1)) {
      for (const app of AppNames) ctx.insert('admin_passwords', { person_id: person.id, app, password: ctx.code(12).toLowerCase() });
    }
    ctx.insert('supervisor_addresses', { name: 'Home', street_address: `${ctx.rng.int(100, 9999)} Alder Street`, city: 'Seattle', state: 'WA', country: 'USA', zip_code: '98101' });
    ctx.insert('supervisor_addresses', { name: 'Work', street_address: `${ctx.rng.int(100, 999)} Pine Avenue, Floor ${ctx.rng.int(2, 30)}`, city: 'Seattle', state: 'WA', country: 'USA', zip_code: '98104' });
    const owner = `${user.first_name} ${user.last_name}`;
    const card = (name: string, expiryYear: number, balance: number, isDefault: boolean) =>
      ctx.insert('supervisor_payment_cards', {
        card_name: name,
        owner_name: owner,
        card_number: `4${String(ctx.rng.int(0, 999_999_999)).padStart(9, '0')}${String(ctx.rng.int(0, 999_999)).padStart(6, '0')}`,
        expiry_year: expiryYear,
        expiry_month: ctx.rng.int(1, 12),
        cvv_number: String(ctx.rng.int(100, 999)),
        balance,
        is_default: isDefault,
      });
    card('Everyday Visa', 2027, 5000, true);
    card('Travel Mastercard', 2026, 2500, false);
    card('Old Debit', 2022, 300, false); // expired: place_order with it must fail
  },
};
