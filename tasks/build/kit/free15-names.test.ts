/**
 * s15 (free, issue #30 over_specification): names a correct app words its own way.
 *   - the Splitwise expense a rent plan logs mentions June rent, in any words
 *     (cases/multi_tool/planner.ts namedAfterPlan);
 *   - a receipt note titled after its expense may follow the expense's rename
 *     (cases/multi_tool/splitwise.ts expenseWithNote, in_step).
 * Each case runs a hand-written app (the reference package with one call rewritten) through the
 * real generate → run → check chain against the built task.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted as runCraftedModel, suiteTaskById, withArgs, worldCheck } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'free15-names');

describe('the rent expense mentions June rent in the app\'s words', () => {
  const rent = () => suiteTaskById('multi.rent-collector');
  const expense = (description: string) => withArgs('make_plan', 'splitwise.record_expense', (old) => ({ ...old, description }));
  it('passes "Rent, June 2023"', async () => {
    const t = rent();
    const rows = await runCrafted(t, expense('Rent, June 2023'));
    expect(failedIds(rows).filter((id) => id.startsWith('create.'))).toEqual([]);
  }, 120_000);
  it('fails "May rent"', async () => {
    const t = rent();
    const rows = await runCrafted(t, expense('May rent'));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
});

describe('a receipt note titled after its expense may follow the rename', () => {
  const parking = () => suiteTaskById('multi.concert-parking-receipt');
  // The log titles the note after the expense; the rename retitles it (or, wrongly, to something else).
  const retitling = (title: string) => (pkg: Obj): Obj => {
    const logged = withArgs('log_with_receipt', 'simple_note.create_note', (old) => ({ ...old, title: '{{inputs.what}}' }))(pkg);
    const rename = packageAction(logged, 'rename_and_comment');
    rename.services = [...(rename.services as string[]), 'simple_note'];
    const at = (rename.plan as Obj[]).findIndex((s) => s.call === 'splitwise.post_expense_comment');
    rename.plan.splice(at + 1, 0,
      { call: 'simple_note.search_notes', args: { query: 'Arena parking', page_limit: 1 }, bind: 'notes' },
      { call: 'simple_note.update_note', args: { note_id: '{{notes.0.note_id}}', title } });
    return logged;
  };
  it('passes the note retitled "Arena parking, Saturday show" with the expense', async () => {
    const t = parking();
    const rows = await runCrafted(t, retitling('{{inputs.new_what}}'));
    expect(failedIds(rows).filter((id) => id.startsWith('revise.'))).toEqual([]);
  }, 120_000);
  it('fails the note retitled to words the user never gave', async () => {
    const t = parking();
    const rows = await runCrafted(t, retitling('Old receipt'));
    expect(failedIds(rows).filter((id) => id.startsWith('revise.'))).toEqual([worldCheck(t, 'revise').id]);
  }, 120_000);
});
