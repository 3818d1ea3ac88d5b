/**
 * s16 fields (issue #30): "It was 25 actually, fix that payment" names the cash payment by whom it
 * was paid to, never by an id no step asked to see (tasks/build/cases/splitwise/money.ts, cash):
 * the fix step types the person beside the payment id (one record, two forms). An app whose
 * correction form takes who was paid and the corrected amount passes; the same form writing
 * another amount fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** The package whose fix form finds my latest payment to the person typed, then sets its amount (`amount`: the template written). */
const byPerson = (amount: string) => (pkg: Obj): Obj => {
  const fix = (pkg.actions as Obj[]).find((a) => a.id === 'fix_amount')!;
  fix.inputs = [{ name: 'paid_to', label: 'Paid to (email)', type: 'text', required: true }, { name: 'new_amount', label: 'Correct amount ($)', type: 'number', required: true }];
  fix.plan = [
    { call: 'splitwise.show_payments', args: { user_email: '{{inputs.paid_to}}', page_limit: 1 }, bind: 'found' },
    { call: 'splitwise.update_payment', args: { payment_id: '{{found.0.payment_id}}', amount: amount } },
    { update: 'payments', key_value: '{{found.0.payment_id}}', fields: { amount: amount } },
    { message: 'Your payment to {{found.0.receiver.name}} is now ${{inputs.new_amount}}.' },
  ];
  return pkg;
};

describe('a cash payment fixed by whom it was paid to (cases/splitwise/money.ts)', () => {
  const checks = ['revise.03.record_identity_preserved', 'revise.04.record_matches', 'revise.08.world_matches_reference'];
  it('types the person beside the payment id in the fix step', () => {
    const revise = (suiteTaskById('single.splitwise.cash-payback-log').episodes as Obj[]).find((e) => e.id === 'revise')!;
    expect(revise.values['paid_to|receiver_email|person']).toBe('elena.haddad@outlook.com');
    expect(revise.names).toEqual({ 'paid_to|receiver_email|person': 'payment_id' });
  });
  it('passes a fix form that takes Elena and 25; fails the same form writing 52', async () => {
    const right = failedIds(await runCrafted(suiteTaskById('single.splitwise.cash-payback-log'), byPerson('{{inputs.new_amount}}'), 'fields16'));
    for (const id of checks) expect(right).not.toContain(id);
    const wrong = failedIds(await runCrafted(suiteTaskById('single.splitwise.cash-payback-log'), byPerson('52'), 'fields16'));
    expect(wrong).toContain('revise.04.record_matches');
  }, 60_000);
});
