import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { A } from '../kit/checks.ts';
import { recordCase, recordRow } from './record-rows.ts';

const step = { message: 'Add it.', values: { name: 'Tent' }, api: 'splitwise.record_expense', fields: { description: 'Tent' }, show: ['Tent'], allow: [['splitwise', 'expenses', 'inserted']], maxMutations: 1 };
const row = {
  id: 'single.splitwise.tent', split: 'dev', seed: 1, title: 'Tent', intention: 'I want a tent.', appId: 'tent', table: 'expenses', capture: 'expenseId',
  inputs: [['name']], actions: ['add'], create: step, revise: step, reopen: ['Tent'],
};
const Row = z.object(recordRow).strict();
const app = { id: 'tent', title: 'Tent', summary: 'Tents.', intro: 'Name it.', list: { name: 'items', fields: {}, item: '', heading: '', empty: '' }, actions: [] };

describe('record rows', () => {
  it('become the shape\'s case, extra checks spelt out', () => {
    const parsed = Row.parse({
      ...row,
      create: { ...step, extra: [['changed', 'splitwise.expense_shares', 'inserted', { expense_id: '$expenseId' }, 2]] },
      revise: { ...step, requirement: 'Change it.', extra: [['record', 'splitwise.expense_shares', { debtor_id: 7 }, { share_amount: 30 }]] },
    });
    const c = recordCase(parsed, app);
    expect(c.create.extra).toEqual([A.changed('splitwise', 'expense_shares', 'inserted', { expense_id: '$expenseId' }, 2)]);
    expect(c.revise).toEqual({ ...step, requirement: 'Change it.', extra: [A.record('splitwise', 'expense_shares', { debtor_id: 7 }, { share_amount: 30 })] });
    expect(c.app).toBe(app);
  });

  it('refuse a misspelt field of a step', () => {
    const issues = Row.safeParse({ ...row, revise: { ...step, hints: ['add'] } }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['hints'], path: ['revise'] })]);
  });
});
