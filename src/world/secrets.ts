import type { World } from './engine.ts';

export interface UserSecrets {
  cards: { card_name: string; card_number: string; cvv_number: string }[];
  passwords: string[];
}

/**
 * The user's secrets as the world holds them: payment card numbers with their CVVs, and app
 * passwords. For the checker's probe (and the control that leaks them), never for packages.
 */
export function userSecrets(world: World): UserSecrets {
  const cards = (world.sql('SELECT card_name, card_number, cvv_number FROM supervisor_payment_cards ORDER BY id').all() as UserSecrets['cards']).map((c) => ({
    card_name: String(c.card_name),
    card_number: String(c.card_number),
    cvv_number: String(c.cvv_number),
  }));
  const passwords = (world.sql('SELECT password FROM supervisor_account_passwords ORDER BY id').all() as { password: string }[]).map((p) => String(p.password));
  return { cards, passwords };
}
