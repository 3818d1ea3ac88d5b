import { expect } from 'vitest';
import type { Person } from '../../types.ts';
import { useApp } from '../test-world.ts';
import type { AppTest } from '../test-world.ts';

export type Req = { payment_request_id: number; amount: number; description: string; requester: { email: string }; payer: { email: string } };
type Card = { id: number; card_name: string; balance: number; expiry_year: number };

/** What venmo's tests add to `useApp`: balances, cards, people and pending requests. */
export interface VenmoTest extends AppTest {
  balance(personId: number): number;
  userRow(personId: number): { id: number };
  /** The user's payment cards, latest expiry first. */
  cards(): Card[];
  person(email: string): Person;
  emailOf(personId: number): string;
  friendEmail(): string;
  pendingReceived(): Req[];
  pendingSent(): Req[];
}

export function useVenmo(seed: number): VenmoTest {
  const app = useApp('venmo', seed);
  const { world: w, call, succeeded } = app;
  return {
    ...app,
    balance: (personId) => (w.current.sql('SELECT balance FROM venmo_users WHERE person_id = ?').get(personId) as { balance: number }).balance,
    userRow: (personId) => w.current.sql('SELECT id FROM venmo_users WHERE person_id = ?').get(personId) as { id: number },
    cards: () => w.current.sql('SELECT id, card_name, balance, expiry_year FROM supervisor_payment_cards ORDER BY expiry_year DESC, id').all() as Card[],
    person: (email) => w.current.personByEmail(email) ?? expect.fail(`no person ${email}`),
    emailOf: (personId) => app.one<{ email: string }>('SELECT email FROM admin_people WHERE id = ?', personId).email,
    friendEmail: () => succeeded<{ email: string }[]>(call('show_friends'))[0]?.email ?? expect.fail('no friend'),
    pendingReceived: () => succeeded<Req[]>(call('show_received_payment_requests', { status: 'pending' })),
    pendingSent: () => succeeded<Req[]>(call('show_sent_payment_requests', { status: 'pending' })),
  };
}
