/**
 * Reading 2 and 5 after a write (s15 shown15): each service's part of a two-service step is told
 * (kit/told.ts: a payment logged on Splitwise, a thread filed under the new label), the gift
 * carted is named (told `sought`), and the Venmo send beside its Splitwise record
 * (cases/splitwise/money.ts). Through the real generate → run → check chain with a local model
 * server answering with the reference package reworded: the cheapest wrong app of each finding
 * fails exactly the new check, its world checks passing; an app saying it in other words passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

describe('each service of a two-service step is told', () => {
  it('payback-venmo-and-log: fails an app that tells only the Venmo payment', async () => {
    const venmoOnly = (pkg: Obj) => rewritten(pkg, (s) => s.replace('paid {{inputs.email}}, logged on Splitwise', 'paid {{inputs.email}}').replace(' and logged it in Splitwise as payment {{pay.payment_id}}', ' for {{inputs.what}}'));
    expect(failedIds(await runCrafted(suiteTaskById('multi.payback-venmo-and-log'), venmoOnly, 'shown15'))).toEqual(['create.16.visible_result_grounded']);
  }, 60_000);
  it('lunch-debt-venmo: fails an app that tells only the Splitwise record', async () => {
    const splitwiseOnly = (pkg: Obj) => rewritten(pkg, (s) => s.replace('Paid ${{inputs.amount}} on Venmo for {{inputs.what_for}} (payment {{sent.transaction_id}}) and recorded it on Splitwise (payment {{rec.payment_id}}).', 'Recorded ${{inputs.amount}} on Splitwise for {{inputs.what_for}} (payment {{rec.payment_id}}).').replace(' via Venmo payment {{sent.transaction_id}}', ''));
    expect(failedIds(await runCrafted(suiteTaskById('single.splitwise.lunch-debt-venmo'), splitwiseOnly, 'shown15'))).toEqual(['create.16.visible_result_grounded']);
  }, 60_000);
  it('thanksgiving-label: fails an app that never says the thread was filed', async () => {
    const unfiled = (pkg: Obj) => rewritten(pkg, (s) => s.replace('filed, note started', 'note started').replace('Label {{made.label_id}} "{{inputs.label}}" now holds "{{found.0.subject}}"; topic note started.', 'Found {{found.0.subject}} - {{inputs.label}} note started.').replace(' (label {{item.id}})', ''));
    expect(failedIds(await runCrafted(suiteTaskById('multi.thanksgiving-label'), unfiled, 'shown15'))).toEqual(['create.17.visible_result_grounded']);
  }, 60_000);
  it('thanksgiving-label: passes "put under the label" in other words', async () => {
    const other = (pkg: Obj) => rewritten(pkg, (s) => s.replace('filed, note started', 'thread labelled, note started'));
    expect(failedIds(await runCrafted(suiteTaskById('multi.thanksgiving-label'), other, 'shown15'))).toEqual([]);
  }, 60_000);
});

describe('the gift carted is named (gift-run)', () => {
  it('fails "Birthday gift — in the cart, emailed, noted" with no gift named', async () => {
    const unnamed = (pkg: Obj) => rewritten(pkg, (s) => s.replace('in the cart ({{inputs.gift}})', 'in the cart'));
    expect(failedIds(await runCrafted(suiteTaskById('multi.gift-run'), unnamed, 'shown15'))).toEqual(['create.19.visible_result_grounded']);
  }, 60_000);
  it('passes the product\'s own name in place of the search words', async () => {
    const product = (pkg: Obj) => rewritten(pkg, (s) => s.replace('in the cart ({{inputs.gift}})', 'in the cart: {{found.0.name}}'));
    expect(failedIds(await runCrafted(suiteTaskById('multi.gift-run'), product, 'shown15'))).toEqual([]);
  }, 60_000);
});
