/**
 * s16 told4 (issue #30, undictated_text): plain words of a thing done, and the user's bare verb for
 * a text, count beside a value of the record they tell (`state_near`; told.ts, told-near.ts). The
 * real generate → run → check chain with hand-made apps (crafted-model): the correct app each
 * finding names passes; the word away from the record's value, or no word at all, still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, packageAction, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'told-near');

/** The action's kept row and its message said anew. */
const said = (action: string, message: string, kept: Obj = {}) => (pkg: Obj): Obj => {
  const plan = packageAction(pkg, action).plan as Obj[];
  for (const step of plan) {
    if (typeof step.message === 'string') step.message = message;
    if (typeof step.append === 'string') step.item = { ...(step.item as Obj), ...kept };
  }
  return pkg;
};

describe('a text told in the user\'s own verb, beside whom it went to', () => {
  const t = suiteTaskById('single.splitwise.pizza-comment-text');
  it('pizza: "text to Ava Larsen ✓" passes create.12; "text" on a line without Ava, or no word, fails', async () => {
    const right = await runCrafted(t, said('comment_and_text', 'Commented on {{found.0.description}}; text to {{who.0.first_name}} {{who.0.last_name}} ✓'));
    expect(failedIn(right, 'create')).toEqual([]);
    const apart = await runCrafted(t, said('comment_and_text', 'Commented on {{found.0.description}}; comment text kept.', { text: '{{inputs.content}} (paid by {{who.0.first_name}} {{who.0.last_name}})' }));
    expect(failedIn(apart, 'create')).toContain('create.12.visible_result_grounded');
    const none = await runCrafted(t, said('comment_and_text', 'Commented on {{found.0.description}}, paid by {{who.0.first_name}} {{who.0.last_name}}'));
    expect(failedIn(none, 'create')).toContain('create.12.visible_result_grounded');
  }, 60_000);
});

describe('a note told as saved, beside what it holds', () => {
  const t = suiteTaskById('multi.vet-bill-shared-pet');
  it('vet bill: "details saved: vaccines and a nail trim" passes create.16; "saved" away from the details, or no word, fails', async () => {
    const right = await runCrafted(t, said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia — details saved: {{inputs.details}}', { told: 'split with {{inputs.email}}' }));
    expect(failedIn(right, 'create')).toEqual([]);
    const apart = await runCrafted(t, said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia — saved.', { told: 'split with {{inputs.email}}; details: {{inputs.details}}' }));
    expect(failedIn(apart, 'create')).toContain('create.16.visible_result_grounded');
    const none = await runCrafted(t, said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia: {{inputs.details}}', { told: 'split with {{inputs.email}}' }));
    expect(failedIn(none, 'create')).toContain('create.16.visible_result_grounded');
  }, 60_000);
});
