/**
 * A readdressed draft is kept as it is now (issue #30, Reading 1; `kept-recipients.ts`). The
 * real generate → run → check chain with hand-made apps: an app whose kept list after reopen
 * still shows the draft going to the old person (the reference before this change) fails the
 * new reopen check and nothing else; an app that names the new person in its own words passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById, taskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as amazonCombos } from '../cases/multi_tool/amazon.ts';
import { tasks as gmailCombos } from '../cases/multi_tool/gmail.ts';
import { KEPT_RECIPIENT_NOTE, recipientWords } from './kept-recipients.ts';
import { parseTaskFile } from '../../../src/suite/load.ts';
import { twinWith, verifyTwin } from '../../../src/suite/twins/index.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'kept-recipients');

/** The change action no longer updates the kept row: the list still tells the first recipient. */
function keepsOldRecipient(change: string): (pkg: Obj) => Obj {
  return (pkg) => {
    const action = pkg.actions.find((a: Obj) => a.id === change);
    action.plan = action.plan.filter((s: Obj) => !('update' in s));
    return pkg;
  };
}

/** The kept row tells the recipients in other words ("hint ready, addressed to …"). */
function ownWords(pkg: Obj): Obj {
  for (const action of pkg.actions) for (const s of action.plan) for (const fields of [s.item, s.fields]) if (fields && typeof fields.told === 'string') fields.told = fields.told.replace('draft saved for', 'ready to send, addressed to');
  return pkg;
}

const CASES: [string, () => Obj, string][] = [
  ['a hint draft moved to Dad', () => taskById(amazonCombos, 'multi.birthday-hint-dropper'), 'readdress'],
  ['a chore rota draft with Sofia added', () => taskById(gmailCombos, 'multi.chore-rota-draft'), 'add_recipient'],
];

describe('a readdressed draft, kept as it is now', () => {
  it('knows a person by first name, full name and address', () => {
    expect(recipientWords('noah.patel@proton.me')).toEqual(['Noah', 'Noah Patel', 'noah.patel@proton.me']);
  });

  for (const [name, task, change] of CASES) {
    it(`${name}: the old recipient kept fails after reopen only; other words pass`, async () => {
      const t = task();
      const reopen = (t.episodes as Obj[]).find((e) => e.stage === 'reopen')!;
      const added = (reopen.assertions as Obj[]).filter((a) => a.type === 'persisted_visible' && a.note === KEPT_RECIPIENT_NOTE);
      expect(added).toHaveLength(1);
      expect(failedIds(await runCrafted(t, (pkg) => pkg))).toEqual([]);
      expect(failedIds(await runCrafted(t, keepsOldRecipient(change)))).toEqual([added[0]!.id]);
      expect(failedIds(await runCrafted(t, ownWords))).toEqual([]);
    }, 240_000);
  }

  it('graduation-wish-hint: the new recipient on a line apart from the product passes (s15 line2)', async () => {
    const t = suiteTaskById('multi.graduation-wish-hint');
    // "True Wireless Earbuds, White (draft 12)" on one line, "Hint draft 12 — draft saved for nora…" on another.
    const apart = (pkg: Obj): Obj => {
      const components = pkg.views[0].components as Obj[];
      const at = components.findIndex((c) => c.type === 'list');
      const list = components[at]!;
      components.splice(at + 1, 0, { ...list, item: 'Hint draft {{item.id}} — {{item.told}}' });
      list.item = '{{item.product}} (draft {{item.id}})';
      return pkg;
    };
    const reopen = (t.episodes as Obj[]).find((e) => e.stage === 'reopen')!;
    const added = (reopen.assertions as Obj[]).filter((a) => a.note === KEPT_RECIPIENT_NOTE);
    expect(failedIds(await runCrafted(t, apart))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => keepsOldRecipient('readdress')(apart(pkg))))).toEqual([added[0]!.id]);
  }, 240_000);

  it('the twin swaps the new person in the reopen check too (the reference stands in the twin)', async () => {
    const { task } = parseTaskFile('tasks/suite/multi.housewarming-registry-hint.json');
    const twin = twinWith(task!, { lookalikes: 'list' });
    const verdict = await verifyTwin(task!, twin);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
  }, 120_000);
});
