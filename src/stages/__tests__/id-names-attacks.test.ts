/**
 * Issue #30, ids8: a result is shown by the name the user knows the record by, grounded through
 * what the record points at (`visible_result_grounded.record.via`): a deleted comment by its
 * expense, a cancelled return by its product. A correct app that never shows a generated id
 * passes; an app that deletes another comment, or only claims the cancel, while showing the
 * right name fails the screen check. These run suite tasks against changed reference packages in
 * the real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../world/fixture.ts';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from './helpers.ts';

const cache = tempDir('id-names');

function fixtureRow(sql: string): Obj {
  const world = freshWorld();
  try {
    return world.db.prepare(sql).get() as Obj;
  } finally {
    world.close();
  }
}

const actionOf = (pkg: Obj, id: string): Obj => (pkg.actions as Obj[]).find((a) => a.id === id) as Obj;

/** The comment app with no comment id anywhere on its page: its list names each comment's expense. */
function commentsWithoutIds(pkg: Obj, deleteId = '{{inputs.comment_id}}'): void {
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = 'On "{{item.on}}": {{item.text}}';
  const post = actionOf(pkg, 'comment_and_text');
  post.plan = (post.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: 'Commented on "{{found.0.description}}" and texted {{who.0.first_name}} {{who.0.last_name}}.' } : s));
  const del = actionOf(pkg, 'delete_comment');
  del.plan = [
    { call: 'splitwise.delete_expense_comment', args: { comment_id: deleteId } },
    { update: 'comments', key_value: '{{inputs.comment_id}}', fields: { text: '(deleted)' } },
    { message: 'Done, your comment is deleted.' },
  ];
}

describe('ids8: a deleted comment is shown by its expense, not its id', () => {
  const id = 'single.splitwise.comment-and-text-payer';

  it('the task asks for the expense\'s name (the id only as another form), read through the comment', () => {
    const check = suiteTask(id).episodes.find((e) => e.id === 'revise')?.assertions.find((a) => a.id === 'revise.06.visible_result_grounded') as Obj;
    expect(check.value).toBe('Lift tickets (5 people)');
    // s16 words3: the deleted comment may also be named by its own text.
    expect(check.or).toEqual(['$commentId', 'Lift tickets', 'Can we split this by days skied instead?']);
    expect(check.record).toMatchObject({ app: 'splitwise', table: 'expenses', via: { table: 'comments', id: '$commentId' } });
  });

  it('an app that says "On "Lift tickets (5 people)": (deleted)" and never a comment id passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => commentsWithoutIds(ref.A?.package as Obj), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('one that deletes my comment on another expense while its list says the Lift tickets one is gone fails, on screen too', async () => {
    const other = fixtureRow('SELECT id FROM splitwise_comments WHERE author_id = 4973216 AND expense_id <> 1124919 ORDER BY id LIMIT 1');
    const { rows } = await runAttacked(suiteTask(id), (ref) => commentsWithoutIds(ref.A?.package as Obj, String(other.id)), cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['revise.03.db_changed', 'revise.06.visible_result_grounded']));
  });
});

/** The returns app with no return id on its page; `call` false: it only claims the cancel. */
function returnsWithoutIds(pkg: Obj, call = true): void {
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = '{{item.product}} ({{item.reason}}): {{item.status}}';
  const start = actionOf(pkg, 'start_return');
  start.plan = (start.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: 'Return started for {{orders.0.items.0.name}}; ship it by {{inputs.ship_by}}.' } : s));
  const keep = actionOf(pkg, 'keep_it');
  keep.plan = [
    ...(call ? [{ call: 'amazon.cancel_return', args: { return_id: '{{inputs.return_id}}' } }] : []),
    { update: 'items', key_value: '{{inputs.return_id}}', fields: { status: 'return cancelled, keeping it' } },
    { message: 'Done.' },
  ];
}

describe('ids8: a cancelled return is shown by its product (a row the changed return points at)', () => {
  const id = 'multi.blender-return-todo';

  it('an app that shows "Personal Blender, Red: return cancelled, keeping it" and no return id passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => returnsWithoutIds(ref.A?.package as Obj), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('one that only says so, cancelling nothing, fails the screen check as well as the world', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => returnsWithoutIds(ref.A?.package as Obj, false), cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['revise.04.record_matches', 'revise.07.visible_result_grounded']));
  });
});
