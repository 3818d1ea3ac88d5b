import type { AppModule } from '../../types.ts';
import { accountApis } from './account.ts';
import { venmoExtraApis, venmoExtraTables } from './extras.ts';
import { seedVenmo } from './fixture.ts';
import { requestApis } from './requests.ts';
import { transactionApis } from './transactions.ts';

/**
 * Venmo: balances, payments, payment requests, friends, likes/comments and notifications.
 * Payment cards are not mirrored: card payments read and debit the user's account store
 * (`supervisor_payment_cards`) directly, so a card has one balance across apps.
 */
export const venmo: AppModule = {
  name: 'venmo',
  description: 'Send and request money, keep a Venmo balance, follow friends and their public payments, like and comment on them.',
  tables: {
    users: 'id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL UNIQUE, balance REAL NOT NULL, created_at TEXT NOT NULL',
    friendships: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, friend_id INTEGER NOT NULL, created_at TEXT NOT NULL, UNIQUE(user_id, friend_id)',
    transactions: `id INTEGER PRIMARY KEY, sender_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, amount REAL NOT NULL, description TEXT NOT NULL,
      private INTEGER NOT NULL, payment_card_id INTEGER, like_count INTEGER NOT NULL, comment_count INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
    payment_requests: `id INTEGER PRIMARY KEY, requester_id INTEGER NOT NULL, payer_id INTEGER NOT NULL, amount REAL NOT NULL, description TEXT NOT NULL,
      private INTEGER NOT NULL, status TEXT NOT NULL, transaction_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      approved_at TEXT, denied_at TEXT, last_reminded_at TEXT`,
    bank_transfers: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, payment_card_id INTEGER, amount REAL NOT NULL, direction TEXT NOT NULL, created_at TEXT NOT NULL',
    likes: 'id INTEGER PRIMARY KEY, transaction_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at TEXT NOT NULL, UNIQUE(transaction_id, user_id)',
    comments: 'id INTEGER PRIMARY KEY, transaction_id INTEGER NOT NULL, user_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL',
    notifications: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, message TEXT NOT NULL, data TEXT NOT NULL, read INTEGER NOT NULL, created_at TEXT NOT NULL',
    ...venmoExtraTables,
  },
  apis: [...transactionApis, ...requestApis, ...accountApis, ...venmoExtraApis],
  seed: seedVenmo,
};
