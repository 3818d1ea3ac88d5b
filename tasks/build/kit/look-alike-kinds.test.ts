/**
 * s16 misc3 (issue #30, trivial_target): "stop that recurring expense" for the Netflix rule the
 * app set up. A repeating expense of the user's that repeats monthly, as Netflix does, is a
 * look-alike all the same (kit/look-alike-targets.ts, `kinds`): the task's world gets one, set up
 * after the run's, so an app that stops the newest rule instead of the one named fails; the
 * reference passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { holds, saidTexts } from './look-alike.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const index = fixtureIndex('base');
const TASK = 'single.splitwise.streaming-recurring';

/** The stop action taking the newest rule of the user's (the look-alike), whatever was typed. */
const stopsNewest = (id: number) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, 'stop');
  act.plan = [{ call: 'splitwise.delete_recurring_expense', args: { recurring_expense_id: id } }, { message: 'Recurring {{inputs.recurring_id}} is stopped.' }];
  return pkg;
};

describe('a monthly look-alike of a monthly rule (look-alike-targets kinds)', () => {
  const task = suiteTaskById(TASK);
  const rows = (task.world.rows ?? []).filter((r: Obj) => `${r.app}.${r.table}` === 'splitwise.recurring_expenses').map((r: Obj) => r.row as Obj);

  it('puts a monthly rule of the user, set up after every other, named by none of the user\'s words but its kind', () => {
    expect(rows).toHaveLength(1);
    const [rule] = rows;
    expect(rule).toMatchObject({ creator_id: index.userId, every: 'month', created_at: '2023-05-19T12:00:00' });
    expect((index.tables.get('splitwise.recurring_expenses')?.rows ?? []).every((r) => String(r.created_at) < String(rule!.created_at))).toBe(true);
    const said = saidTexts(task as never);
    expect(Object.entries(rule!).filter(([column, cell]) => column !== 'every' && said.some((text) => holds(cell, text)))).toEqual([]);
  });

  it('fails an app that stops the newest rule; passes the reference', async () => {
    const wrong = failedIds(await runCrafted(task, stopsNewest(Number(rows[0]!.id)), 'misc3-newest'));
    expect(wrong).toContain('revise.03.db_changed');
    expect(wrong).toContain('revise.07.world_matches_reference');
    const right = failedIds(await runCrafted(task, (pkg) => pkg, 'misc3-ref'));
    expect(right).toEqual([]);
  }, 60_000);
});
