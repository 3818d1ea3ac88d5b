import type { AppModule } from '../../types.ts';
import { expenseApis } from './expenses.ts';
import { seedSplitwise } from './fixture.ts';
import { groupApis } from './groups.ts';
import { moreSplitwiseApis, moreSplitwiseTables } from './more.ts';
import { paymentApis } from './payments.ts';

/**
 * Splitwise: groups, expenses split into per-debtor shares, payments and balances. Deletes of
 * groups, expenses and payments are soft (`deleted` flag), as in AppWorld.
 */
export const splitwise: AppModule = {
  name: 'splitwise',
  description: 'Split expenses with friends and groups, record payments and see who owes whom; comments, recurring expenses and an activity feed.',
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
    ...moreSplitwiseTables,
  },
  apis: [...groupApis, ...expenseApis, ...paymentApis, ...moreSplitwiseApis],
  seed: seedSplitwise,
};
