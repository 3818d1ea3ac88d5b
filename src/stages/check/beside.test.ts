/**
 * `visible_result_grounded.beside` (shares11, issue #30): who or what goes with a value must be on
 * the value's own changed line. A share beside its person, a payee beside the amount, a label
 * beside its alarm's time. Values shown apart, swapped between lines or with no one named fail;
 * any layout that keeps the pair on one line (a sentence, a table row, "$90 — Chloe") passes.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import { AssertionSpecSchema } from '../../schemas/task.ts';
import { evaluate } from './evaluate.ts';

const chloe = ['Chloe Patel', 'Chloe', 'chloe.patel@gmail.com'];
const share = AssertionSpecSchema.parse({ id: 'create.14.visible_result_grounded', type: 'visible_result_grounded', value: 90, beside: chloe });

/** A screen after a split of $180 with Chloe (her share 90 in the world), showing `lines` as the result. */
function split(lines: string[], before = ['Family gifts', 'No gifts yet.']): EpisodeRecord {
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'create', episode_index: 1, stage: 'submit' }),
    visible_before: before.join('\n'),
    visible_text: ['Family gifts', ...lines].join('\n'),
    shown: { state: [], result: lines },
    calls: [
      {
        seq: 1, app: 'splitwise', api: 'record_expense', args: {}, ok: true, status: 200, response: { expense_id: 7 },
        diff: [
          { app: 'splitwise', table: 'expense_shares', inserted: [{ id: 1, expense_id: 7, debtor_id: 11, share_amount: 90 }], updated: [], deleted: [] },
          { app: 'splitwise', table: 'expenses', inserted: [{ id: 7, description: 'Grill set for Dad', paid_amount: 180 }], updated: [], deleted: [] },
        ],
      },
    ],
  };
}

const run = (lines: string[], before?: string[]) => evaluate(share, split(lines, before), {});

describe('visible_result_grounded with beside', () => {
  it('fails the amount and the person shown apart, or the person not named at all', () => {
    // Chloe on one line, 90 on another (for someone else, or for no one).
    expect(run(['Grill set for Dad — $180, split with Chloe', 'Nora owes $90']).passed).toBe(false);
    expect(run(['Grill set for Dad — $180', 'Owed: $90', 'Split with Chloe Patel']).passed).toBe(false);
    expect(run(['Grill set for Dad — $180 recorded, $90 owed']).observed).toMatchObject({ shown: true, beside: null });
    // Only the gift's name and its total.
    expect(run(['Grill set for Dad — $180']).passed).toBe(false);
  });

  it('fails the pair on a line the action did not change', () => {
    // The same line was already on screen before the action: it tells nothing of this split.
    expect(run(['Chloe owes $90', 'Grill set for Dad — $180'], ['Family gifts', 'Chloe owes $90']).passed).toBe(false);
  });

  it('does not read the person in a code identifier', () => {
    expect(run(['chloe_patel_share: 90']).passed).toBe(false);
  });

  it('passes the pair in any layout that keeps it on one line, in any form of the person', () => {
    expect(run(['Chloe owes $90']).passed).toBe(true);
    expect(run(['$90.00 — Chloe Patel']).passed).toBe(true);
    expect(run(['Grill set for Dad\t$180\tchloe.patel@gmail.com\t90']).passed).toBe(true);
    expect(run(['Split: chloe.patel@gmail.com pays 90 of the 180']).passed).toBe(true);
  });

  it('pairs a label with its own time: labels swapped between alarms fail', () => {
    const label = AssertionSpecSchema.parse({ id: 'create.13.visible_result_grounded', type: 'visible_result_grounded', value: '08:00', beside: ['medicine', 'meds', 'pill'] });
    const alarms = (lines: string[]): EpisodeRecord => ({
      ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'create', episode_index: 1, stage: 'submit' }),
      visible_before: 'Reminders',
      visible_text: ['Reminders', ...lines].join('\n'),
      shown: { state: lines, result: [] },
      calls: [{ seq: 1, app: 'phone', api: 'create_alarm', args: {}, ok: true, status: 200, response: { alarm_id: 3 }, diff: [{ app: 'phone', table: 'alarms', inserted: [{ id: 3, time: '08:00', label: 'x' }], updated: [], deleted: [] }] }],
    });
    expect(evaluate(label, alarms(['08:00 Drink water', '14:00 Medicine']), {}).passed).toBe(false);
    expect(evaluate(label, alarms(['08:00', '14:00', '20:00']), {}).passed).toBe(false);
    expect(evaluate(label, alarms(['8:00 am — take your meds']), {}).passed).toBe(true);
    expect(evaluate(label, alarms(['Medicine every day at 08:00']), {}).passed).toBe(true);
  });
});
