import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { balanceApis } from './balance.ts';
import { cardApis } from './cards.ts';
import { commentApis } from './comments.ts';
import { seedVenmo } from './fixture.ts';
import { friendApis } from './friends.ts';
import { notificationApis } from './notifications.ts';
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
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
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
    comment_likes: 'id INTEGER PRIMARY KEY, comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at TEXT NOT NULL, UNIQUE(comment_id, user_id)',
  },
  apis: inDocsOrder('venmo', [
    'show_venmo_balance',
    'create_transaction',
    'show_transactions',
    'show_transaction',
    'update_transaction',
    'like_transaction',
    'unlike_transaction',
    'create_transaction_comment',
    'delete_transaction_comment',
    'create_payment_request',
    'show_received_payment_requests',
    'show_sent_payment_requests',
    'approve_payment_request',
    'deny_payment_request',
    'remind_payment_request',
    'update_payment_request',
    'delete_payment_request',
    'search_users',
    'show_friends',
    'add_friend',
    'remove_friend',
    'show_social_feed',
    'show_payment_cards',
    'add_to_venmo_balance',
    'withdraw_from_venmo_balance',
    'show_bank_transfers',
    'show_notifications',
    'mark_notifications_as_read',
    'show_transaction_comments',
    'update_transaction_comment',
    'like_transaction_comment',
    'unlike_transaction_comment',
    'show_transaction_likes',
    'show_user',
    'show_mutual_friends',
    'show_bank_transfer',
    'show_payment_card',
    'mark_notification_as_unread',
    'delete_notification',
    'delete_read_notifications',
  ], transactionApis, commentApis, requestApis, friendApis, cardApis, balanceApis, notificationApis),
  seed: seedVenmo,
};
