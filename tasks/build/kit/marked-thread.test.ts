/**
 * s13 singles13 (multi.tax-docs-todo s12-f1): "mark those threads" leaves the mark (a label or a
 * star) to the app, but only on the thread the user named. Through the real generate → run →
 * check chain: a star or a label on another inbox thread fails the create's end state (a free
 * field is free on the rows the reference changed only); a star on the "Tax documents" thread
 * instead of the reference's label passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'marked-thread');
const task = () => suiteTaskById('multi.tax-docs-todo');

/** The make action with its mark replaced: `mark` on the thread found by `query` (the typed subject, or another). */
const marking = (mark: 'star' | 'label', other: boolean) => (pkg: Obj) => {
  const make = packageAction(pkg, 'email_to_todo');
  const plan = make.plan as Obj[];
  const at = plan.findIndex((s) => s.call === 'gmail.label_thread');
  const steps: Obj[] = other ? [{ call: 'gmail.show_inbox_threads', args: { query: 'Car insurance', page_limit: 1 }, bind: 'other' }] : [];
  const thread = other ? '{{other.0.email_thread_id}}' : '{{found.0.email_thread_id}}';
  steps.push(mark === 'star' ? { call: 'gmail.mark_thread_starred', args: { email_thread_id: thread } } : { call: 'gmail.label_thread', args: { email_thread_id: thread, label: 'follow up' } });
  plan.splice(at, 1, ...steps);
  return pkg;
};

describe('"mark the Tax documents thread": the mark is on that thread', () => {
  it('a star on another inbox thread fails the create\'s end state', async () => {
    const rows = await runCrafted(task(), marking('star', true));
    expect(failedIn(rows, 'create')).toEqual(['create.11.world_matches_reference']);
    expect(JSON.stringify(rows.find((r) => r.assertion === 'create.11.world_matches_reference')?.observed)).toMatch(/of gmail.user_threads row \d+ to .*; the reference leaves it/);
  }, 240_000);

  it('a label on another inbox thread fails too', async () => {
    const rows = await runCrafted(task(), marking('label', true));
    expect(failedIn(rows, 'create')).toEqual(['create.11.world_matches_reference']);
    expect(JSON.stringify(rows.find((r) => r.assertion === 'create.11.world_matches_reference')?.observed)).toMatch(/of gmail.user_threads row \d+ to .*; the reference leaves it/);
  }, 240_000);

  it('a star on the named thread, in place of the reference\'s label, passes', async () => {
    expect(failedIds(await runCrafted(task(), marking('star', false)))).toEqual([]);
  }, 240_000);
});
