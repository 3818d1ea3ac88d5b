/**
 * Reading 2 after a write whose values could all be read (s12 shown12): a person put on a sheet is
 * told added, a file emailed is told sent, a hand-off names whom it went to, each shift alarm's new
 * state stands beside its time, and the cart total is the cart's. Through the real generate → run
 * → check chain with a local model server answering with the reference package reworded: the
 * cheapest wrong app fails exactly the new or grown checks, with its world checks passing; an app
 * that says the same in other words passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) =>
  t.reference.R
    ? runCraftedSlots(t, (_slot, pkg) => craft(pkg), 'shown12', (asked) => (/revis|previous package|new requirement/i.test(asked) ? 'R' : 'A'))
    : runCraftedModel(t, craft, 'shown12');

/** The task with its revised reference as a second package (`R`), served to the revise request. */
const revisedFromStart = (t: Obj): Obj => ({ ...t, reference: { ...t.reference, R: { package: t.reference.A.revisions.revise } } });

describe('a person put on the sheet is told added (babysitter-sheet)', () => {
  const task = () => suiteTaskById('single.file_system.babysitter-sheet');

  it('fails an app that shows only the contact it looked up', async () => {
    // The append is made; the screen shows the found contact card and nothing of the sheet.
    const card = (pkg: Obj) =>
      rewritten(pkg, (s) => s.replace('Added {{hit.0.first_name}} {{hit.0.last_name}}, {{hit.0.phone_number}}, to {{inputs.sheet_file}}.', '{{hit.0.first_name}} {{hit.0.last_name}} {{hit.0.phone_number}}').replace(' ({{item.how}})', ''));
    expect(failedIds(await runCrafted(task(), card))).toEqual(['revise.05.visible_result_grounded']);
  }, 120_000);

  it('passes "is on the sheet now" in place of "added"', async () => {
    const other = (pkg: Obj) =>
      rewritten(pkg, (s) => s.replace('Added {{hit.0.first_name}} {{hit.0.last_name}}, {{hit.0.phone_number}}, to {{inputs.sheet_file}}.', '{{hit.0.first_name}} {{hit.0.last_name}} ({{hit.0.phone_number}}) is on the sheet now.').replace(' ({{item.how}})', ''));
    expect(failedIds(await runCrafted(task(), other))).toEqual([]);
  }, 120_000);
});

describe('a file emailed is told sent (team-roadmap-share)', () => {
  const task = () => suiteTaskById('single.file_system.team-roadmap-share');
  const mail = 'Emailed {{inputs.attach}} to {{who.0.first_name}} {{who.0.last_name}} at {{who.0.email}} with the subject "{{inputs.subject}}" (email {{sent.email_id}}).';

  it('fails a preview of whom, which file and what subject, with no word that it went out', async () => {
    const preview = (pkg: Obj) => rewritten(pkg, (s) => s.replace(mail, '{{who.0.first_name}} {{who.0.last_name}} - {{inputs.attach}} - {{inputs.subject}}').replace('emailed {{inputs.attach}} to {{who.0.email}}', '{{inputs.attach}} for {{who.0.email}}'));
    expect(failedIds(await runCrafted(task(), preview))).toEqual(['create.08.visible_result_grounded']);
  }, 120_000);

  it('passes "mailed" in another layout', async () => {
    const other = (pkg: Obj) => rewritten(pkg, (s) => s.replace(mail, '{{inputs.attach}} mailed to {{who.0.first_name}} ("{{inputs.subject}}").').replace('emailed {{inputs.attach}} to {{who.0.email}}', '{{inputs.attach}} → {{who.0.email}}, mailed'));
    expect(failedIds(await runCrafted(task(), other))).toEqual([]);
  }, 120_000);
});

describe('each shift alarm\'s new state beside its time (shift-alarms)', () => {
  const task = () => revisedFromStart(suiteTaskById('single.phone.shift-alarms'));
  const switchChecks = ['revise.11.visible_result_grounded', 'revise.12.visible_result_grounded', 'switch-back.11.visible_result_grounded', 'switch-back.12.visible_result_grounded'];

  it('fails an app that flips the alarms but never says which rings', async () => {
    // The switch calls are made; the list keeps the setup's words and the result names the shift only.
    const quiet = (pkg: Obj) => {
      const out = rewritten(pkg, (s) => s.replace(/^Switched to the (\w+) shift: .*$/, 'Now on the $1 shift.'));
      for (const a of out.actions as Obj[]) for (const step of a.plan as Obj[]) if (step.update === 'alarms') delete step.fields.rings;
      return out;
    };
    expect(failedIds(await runCrafted(task(), quiet)).sort()).toEqual(switchChecks);
  }, 120_000);

  it('fails the states swapped between the two alarms', async () => {
    const swapped = (pkg: Obj) => {
      const out = structuredClone(pkg);
      for (const a of out.actions as Obj[]) for (const step of a.plan as Obj[]) if (step.update === 'alarms') step.fields.rings = step.fields.enabled ? "off, won't ring" : 'on, will ring';
      return rewritten(out, (s) => s.replace(/^Switched to the (\w+) shift: .*$/, 'Now on the $1 shift.'));
    };
    // The reopen finds the last switch's states swapped too (s15 shown15).
    expect(failedIds(await runCrafted(task(), swapped)).sort()).toEqual(['reopen.03.persisted_visible', 'reopen.04.persisted_visible', ...switchChecks]);
  }, 120_000);

  it('passes "active" and "turned off" in place of our words', async () => {
    const other = (pkg: Obj) => rewritten(pkg, (s) => (s === 'on, will ring' ? 'active' : s === "off, won't ring" ? 'turned off' : s));
    expect(failedIds(await runCrafted(task(), other))).toEqual([]);
  }, 120_000);
});

describe('the cart total is the cart\'s, not the item\'s price (wish-list-mover)', () => {
  const task = () => revisedFromStart(suiteTaskById('single.amazon.wish-list-mover'));

  it('fails an app that shows the item\'s own price as the total', async () => {
    const price = (pkg: Obj) => rewritten(pkg, (s) => s.replaceAll('{{cart.total_cost}}', '{{cart.cart_items.0.price}}'));
    expect(failedIds(await runCrafted(task(), price))).toEqual(['revise.11.visible_contains']);
  }, 120_000);

  it('fails it even where the page also shows the user\'s own words for the app (a computed number is that number)', async () => {
    // The intention's words ("saves", "tracking") count on an open page; they are no cart total.
    const price = (pkg: Obj) =>
      rewritten(pkg, (s) => s.replaceAll('{{cart.total_cost}}', '{{cart.cart_items.0.price}}').replace('Moved product {{inputs.product_id}} to the cart;', 'This app saves what I am tracking. Moved product {{inputs.product_id}} to the cart;'));
    expect(failedIds(await runCrafted(task(), price))).toEqual(['revise.11.visible_contains']);
  }, 120_000);

  it('passes the service\'s total in other words', async () => {
    const other = (pkg: Obj) => rewritten(pkg, (s) => s.replace('Moved product {{inputs.product_id}} to the cart; the cart total is ${{cart.total_cost}}.', 'In your cart now. Total due: {{cart.total_cost}} USD.'));
    expect(failedIds(await runCrafted(task(), other))).toEqual([]);
  }, 120_000);
});

describe('a hand-off names whom it went to (rug-errand-handoff)', () => {
  const task = () => suiteTaskById('shared.rug-errand-handoff');

  it('fails app B that says "emailed" with no sign of Chloe', async () => {
    const nobody = (slot: string, pkg: Obj) => (slot !== 'B' ? pkg : rewritten(pkg, (s) => s.replace(/emailed to [^\s·]+/g, 'emailed').replace(/ to \{\{[^}]+email[^}]*\}\}/g, '')));
    // Chloe is asked in a check of her own, on any line the step changed (s16 lines, kit/person-line.ts).
    expect(failedIds(await runCraftedSlots(task(), nobody, 'shown12'))).toEqual(['b-find.14.visible_result_grounded']);
  }, 120_000);

  it('passes "sent to Chloe" in another layout', async () => {
    const other = (slot: string, pkg: Obj) => (slot !== 'B' ? pkg : rewritten(pkg, (s) => s.replace(/emailed to ([^\s·]+)/g, 'sent to $1')));
    expect(failedIds(await runCraftedSlots(task(), other, 'shown12'))).toEqual([]);
  }, 120_000);
});
