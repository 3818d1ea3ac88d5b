/**
 * s16 misc3 (issue #30): "Label it \"move-out settlement\"" names the settling payment by whom it
 * paid, never by an id no step asked to see (cases/multi_tool/splitwise.ts, settleAndText): the
 * note step types the person beside the payment id (one record, two forms). An app whose note form
 * takes the person and the note passes; the same form writing another note fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const PERSON = 'paid_to|receiver_email|person';

/** The note form finding my latest payment with the person typed, then noting it with `note`. */
const byPerson = (note: string) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, 'note_payment');
  act.inputs = [{ name: 'paid_to', label: 'Settled with (email)', type: 'text', required: true }, { name: 'note', label: 'Label', type: 'text', required: true }];
  act.plan = [
    { call: 'splitwise.show_payments', args: { user_email: '{{inputs.paid_to}}', page_limit: 1 }, bind: 'found' },
    { call: 'splitwise.update_payment', args: { payment_id: '{{found.0.payment_id}}', description: note } },
    { message: 'Your payment to {{found.0.receiver.name}} is labelled {{inputs.note}}.' },
  ];
  return pkg;
};

describe('a settle-up noted by whom it paid (cases/multi_tool/splitwise.ts)', () => {
  it('types the person beside the payment id in every settle-up task\'s note step', () => {
    for (const [id, email] of [['multi.roommate-settle-rent', 'omar.patel@yahoo.com'], ['multi.settle-and-tell', 'liam.larsen@proton.me']]) {
      const revise = (suiteTaskById(id!).episodes as Obj[]).find((e) => e.id === 'revise')!;
      expect(revise.values[PERSON]).toBe(email);
      expect(revise.names).toMatchObject({ [PERSON]: 'payment_id' });
    }
  });

  it('passes a note form that takes Omar and the label; fails the same form writing another label', async () => {
    const checks = ['revise.03.record_identity_preserved', 'revise.04.record_matches', 'revise.08.world_matches_reference'];
    const right = failedIds(await runCrafted(suiteTaskById('multi.roommate-settle-rent'), byPerson('{{inputs.note}}'), 'misc3-note'));
    for (const id of checks) expect(right).not.toContain(id);
    const wrong = failedIds(await runCrafted(suiteTaskById('multi.roommate-settle-rent'), byPerson('move-in settlement'), 'misc3-note-wrong'));
    expect(wrong).toContain('revise.04.record_matches');
  }, 60_000);
});
