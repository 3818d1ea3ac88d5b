/**
 * Issue #30, ask9 (unrequested_value): checks that demanded values the user never asked for.
 * - A step on a whole set ("empty my wish list") is told by the word of the new state alone
 *   (`visible_result_grounded.whole`): a correct app that says "Wish list emptied." with no
 *   product name passes; an app that says so but removes only one product still fails (world).
 * - A record the user names by a phrase ("the Little Bangkok payment") may be shown by that
 *   phrase, not only by its full description with its emoji: a correct app that says "Little
 *   Bangkok payment: comment hearted" passes; one that hearts a comment on another payment while
 *   saying so fails.
 * These run suite tasks against changed reference packages in the real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from './helpers.ts';

const cache = tempDir('ask9');
const actionOf = (pkg: Obj, id: string): Obj => (pkg.actions as Obj[]).find((a) => a.id === id) as Obj;

describe('ask9: emptying the whole wish list is told by "emptied", no product named', () => {
  const id = 'single.amazon.wish-list-reset';

  it('the task marks the screen check as a step on a whole set, and still counts every removed row', () => {
    const step = suiteTask(id).episodes.find((e) => e.id === 'step1')!;
    expect(step.assertions.find((a) => a.id === 'step1.07.visible_result_grounded')).toMatchObject({ whole: true });
    expect(step.assertions.find((a) => a.id === 'step1.03.db_changed')).toMatchObject({ op: 'deleted', min: 4 });
  });

  /** The clear action with `plan` before its message, saying only "Wish list emptied." and logging no product. */
  const saysEmptied = (pkg: Obj, plan: Obj[]): void => {
    const clear = actionOf(pkg, 'clear_wish_list');
    clear.plan = [...plan, { append: 'log', item: { id: 'clear all', ref: 0, name: 'everything', what: 'emptied' } }, { message: 'Wish list emptied.' }];
  };

  it('a correct app that says "Wish list emptied." and names no product passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => saysEmptied(ref.A?.package as Obj, [{ call: 'amazon.clear_wish_list', args: {} }]), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('an app that says "Wish list emptied." but removes only the newest product fails', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => saysEmptied(ref.A?.package as Obj, [
      { call: 'amazon.show_wish_list', args: { page_limit: 1 }, bind: 'top' },
      { call: 'amazon.remove_product_from_wish_list', args: { product_id: '{{top.0.product_id}}' } },
    ]), cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['step1.03.db_changed', 'step1.08.world_matches_reference']));
  });

  it('an app that empties the list but says nothing of it fails the screen check', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => {
      const clear = actionOf(ref.A?.package as Obj, 'clear_wish_list');
      clear.plan = [{ call: 'amazon.clear_wish_list', args: {} }, { message: 'OK.' }];
    }, cache);
    expect(failed(rows)).toContain('step1.07.visible_result_grounded');
  });
});

describe('ask9: a payment the user names by a phrase is shown by that phrase', () => {
  const id = 'single.venmo.comment-likes';

  it('the screen checks take "Little Bangkok" beside the full description', () => {
    const task = suiteTask(id);
    const check = task.episodes.find((e) => e.id === 'create')!.assertions.find((a) => a.id === 'create.08.visible_result_grounded') as Obj;
    expect(check.value).toBe('Thai food at Little Bangkok 🍜');
    expect(check.or).toEqual(['Little Bangkok']);
  });

  /** The heart actions saying and keeping the user's phrase, not the description; `query` replaces what the like action searches. */
  const saysPhrase = (pkg: Obj, query?: string): void => {
    for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = '{{item.on}} payment: {{item.status}}';
    for (const [action, status] of [['like_comment', 'comment hearted'], ['unlike_comment', 'comment unhearted']] as const) {
      const a = actionOf(pkg, action);
      a.plan = (a.plan as Obj[]).flatMap((s): Obj[] => {
        if (s.append) return [{ append: s.append, item: { ...(s.item as Obj), on: '{{inputs.words}}', status } }];
        if (typeof s.message === 'string') return [{ message: `{{inputs.words}} payment: ${status}.` }];
        if (query && action === 'like_comment' && s.call === 'venmo.show_transactions') return [{ ...s, args: { ...(s.args as Obj), query } }];
        return [s];
      });
    }
  };

  it('a correct app that says "Little Bangkok payment: comment hearted" passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => saysPhrase(ref.A?.package as Obj), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('one that hearts a comment on another payment while saying so fails', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => saysPhrase(ref.A?.package as Obj, 'Ski cabin weekend'), cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['create.03.db_changed']));
  });
});
