import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { activityApis } from './activity.ts';
import { balanceApis } from './balances.ts';
import { commentApis } from './comments.ts';
import { expenseApis } from './expenses.ts';
import { seedSplitwise } from './fixture.ts';
import { groupApis } from './groups.ts';
import { notificationApis } from './notifications.ts';
import { paymentApis } from './payments.ts';
import { recurringApis } from './recurring.ts';

/**
 * Splitwise: groups, expenses split into per-debtor shares, payments and balances. Deletes of
 * groups, expenses and payments are soft (`deleted` flag), as in AppWorld.
 */
export const splitwise: AppModule = {
  name: 'splitwise',
  description: 'Split expenses with friends and groups, record payments and see who owes whom; comments, recurring expenses and an activity feed.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    groups: `id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, creator_id INTEGER NOT NULL, invitation_code TEXT NOT NULL,
      deleted INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
    group_members: 'id INTEGER PRIMARY KEY, group_id INTEGER NOT NULL, user_id INTEGER NOT NULL, joined_at TEXT NOT NULL, UNIQUE(group_id, user_id)',
    expenses: `id INTEGER PRIMARY KEY, creator_id INTEGER NOT NULL, group_id INTEGER, payer_id INTEGER NOT NULL, description TEXT NOT NULL,
      paid_amount REAL NOT NULL, deleted INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
    expense_shares: 'id INTEGER PRIMARY KEY, expense_id INTEGER NOT NULL, debtor_id INTEGER NOT NULL, share_amount REAL NOT NULL, UNIQUE(expense_id, debtor_id)',
    payments: `id INTEGER PRIMARY KEY, payer_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, amount REAL NOT NULL, group_id INTEGER,
      description TEXT NOT NULL, deleted INTEGER NOT NULL, created_at TEXT NOT NULL`,
    notifications: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, type TEXT NOT NULL, message TEXT NOT NULL, data TEXT NOT NULL, read INTEGER NOT NULL, created_at TEXT NOT NULL',
    comments: 'id INTEGER PRIMARY KEY, expense_id INTEGER NOT NULL, author_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL',
    recurring_expenses: `id INTEGER PRIMARY KEY, creator_id INTEGER NOT NULL, group_id INTEGER, description TEXT NOT NULL, paid_amount REAL NOT NULL,
    debtor_ids TEXT NOT NULL, every TEXT NOT NULL, next_date TEXT NOT NULL, times_recorded INTEGER NOT NULL, created_at TEXT NOT NULL`,
  },
  apis: inDocsOrder('splitwise', [
    'show_groups',
    'show_group',
    'create_group',
    'update_group',
    'delete_group',
    'undelete_group',
    'add_member_to_group',
    'remove_member_from_group',
    'record_expense',
    'show_expense',
    'show_expenses',
    'show_group_expenses',
    'update_expense',
    'delete_expense',
    'undelete_expense',
    'record_payment',
    'settle_up',
    'show_payments',
    'delete_payment',
    'show_balances',
    'show_group_balances',
    'show_notifications',
    'exit_group',
    'regenerate_invitation_code',
    'accept_group_invitation',
    'post_expense_comment',
    'show_expense_comments',
    'update_expense_comment',
    'delete_expense_comment',
    'show_payment',
    'update_payment',
    'undelete_payment',
    'show_friends',
    'show_activity',
    'mark_notifications_read',
    'create_recurring_expense',
    'show_recurring_expenses',
    'delete_recurring_expense',
    'record_due_recurring_expenses',
    'show_expense_summary',
  ], groupApis, expenseApis, paymentApis, balanceApis, notificationApis, commentApis, activityApis, recurringApis),
  seed: seedSplitwise,
};
