/**
 * The people a Splitwise step involves are on screen after it (issue #30, not_shown, rubric
 * fidelity/2 Readings 2 and 3): with whom an expense or a recurring bill is split (any form of
 * each person), and whom the comment was texted to, with a word of the text. Each runs through
 * the real generate → run → check chain with the reference package reworded: an app that does the
 * same in the world but never says who fails exactly the new check; an app that says it in its own
 * words, or by another form of the person, passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted } from '../../../../src/stages/__tests__/crafted-model.ts';
import { loadTasks } from '../../../../src/suite/load.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The reference package with the messages of its plans passed through `edit`. */
function reworded(pkg: Obj, edit: (text: string) => string): Obj {
  for (const action of pkg.actions as Obj[]) for (const step of action.plan as Obj[]) if (typeof step.message === 'string') step.message = edit(step.message);
  return pkg;
}

/** The task as the suite holds it (after the kit's passes), cloned. */
const suiteTask = (id: string): Obj => structuredClone(loadTasks().find(({ task }) => task.id === id)?.task) as Obj;
const run = (id: string, edit: (text: string) => string, label: string) => runCrafted(suiteTask(id), (pkg) => reworded(pkg, edit), label);

describe('with whom an expense is split, after it is recorded', () => {
  const ID = 'single.splitwise.expense-undo';
  const CHECK = 'create.10.visible_result_grounded';

  it('the check asks for the friend the user typed, or her name', () => {
    const check = (suiteTask(ID).episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === CHECK);
    expect(check).toMatchObject({ value: 'zoe.ito@outlook.com', or: ['Zoe Ito'] });
  });

  it('fails an app that records the split but never says with whom', async () => {
    expect(failedIds(await run(ID, (m) => m.replace(', split with {{shown.shares.0.debtor.name}}', ''), 'split-nobody'))).toEqual([CHECK]);
  });

  it('passes an app that shows the address the user typed, in its own words', async () => {
    expect(failedIds(await run(ID, (m) => m.replace('Recorded {{inputs.description}} (expense {{made.expense_id}}), split with {{shown.shares.0.debtor.name}}.', '{{inputs.description}} is in Splitwise as #{{made.expense_id}}; {{shown.shares.0.debtor.email}} owes half.'), 'split-email'))).toEqual([]);
  });
});

describe('with whom a recurring bill is shared, after it is set up', () => {
  const ID = 'single.splitwise.streaming-recurring';

  it('fails an app that sets the bill up for both but never says with whom; passes one that says it otherwise', async () => {
    const nobody = failedIds(await run(ID, (m) => m.replace(', shared with {{inputs.debtor_emails}}', ''), 'recurring-nobody'));
    expect(nobody.sort()).toEqual(['create.10.visible_result_grounded', 'create.11.visible_result_grounded']);
    expect(failedIds(await run(ID, (m) => m.replace(', shared with {{inputs.debtor_emails}}', '; {{inputs.debtor_emails}} pay their part each time'), 'recurring-own'))).toEqual([]);
  });
});

describe('whom the comment was texted to', () => {
  const ID = 'single.splitwise.pizza-comment-text';
  const CHECK = 'create.12.visible_result_grounded';

  it('fails an app that texts the payer but only names her as the payer, and one that never names her', async () => {
    expect(failedIds(await run(ID, (m) => m.replace('and texted {{who.0.first_name}} {{who.0.last_name}} ({{texted.message}})', 'paid by {{who.0.first_name}} {{who.0.last_name}}'), 'texted-payer-only'))).toEqual([CHECK]);
    expect(failedIds(await run(ID, (m) => m.replace(' and texted {{who.0.first_name}} {{who.0.last_name}} ({{texted.message}})', ''), 'texted-nobody'))).toEqual([CHECK]);
  });

  it('passes an app that says it in its own words', async () => {
    expect(failedIds(await run(ID, (m) => m.replace('and texted {{who.0.first_name}} {{who.0.last_name}} ({{texted.message}})', '— {{who.0.first_name}} {{who.0.last_name}} was messaged'), 'texted-own'))).toEqual([]);
  });
});
