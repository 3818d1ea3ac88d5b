import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withIdNames } from './id-names.ts';
import { nameBefore } from './name-forms.ts';

type Obj = Record<string, any>;
const built = (id: string): TaskInput => JSON.parse(readFileSync(join('tasks', 'suite', `${id}.json`), 'utf8')) as TaskInput;
const at = (task: TaskInput, id: string) => task.episodes.findIndex((e) => e.id === id);
const check = (task: TaskInput, id: string): Obj | undefined => task.episodes.flatMap((e) => (e.assertions ?? []) as Obj[]).find((a) => a.id === id);

/** The task with one result check put back to the id the builders gave it. */
function withIdCheck(task: TaskInput, checkId: string): TaskInput {
  const episodes = task.episodes.map((e) => ({
    ...e,
    assertions: ((e.assertions ?? []) as Obj[]).map((a) => {
      if (a.id !== checkId) return a;
      const { or, record: _record, ...rest } = a;
      return { ...rest, value: (or as unknown[])[0], because: String((or as unknown[])[0]) };
    }),
  }));
  return { ...task, episodes } as TaskInput;
}

describe('nameBefore: the name a user knows a record without a name of its own by (ids8)', () => {
  it('an order by what its items are, a return by its product, each with the row that holds it', () => {
    const order = built('single.amazon.gift-mug-order');
    expect(nameBefore(order, at(order, 'step2'), '$orderId', 'order_id')).toMatchObject({ value: '1000-Piece Jigsaw Puzzle, Multicolor', at: { app: 'amazon', table: 'products' } });
    const ret = built('multi.blender-return-todo');
    expect(nameBefore(ret, at(ret, 'revise'), '$returnId', 'return_id')).toMatchObject({ field: 'product', value: 'Personal Blender, Red', at: { table: 'products', key: { id: 9504626 } } });
  });

  it('a comment by its expense, a call by its contact (found by number)', () => {
    const comment = built('single.splitwise.comment-and-text-payer');
    expect(nameBefore(comment, at(comment, 'revise'), '$commentId', 'comment_id')).toMatchObject({ value: 'Lift tickets (5 people)', at: { table: 'expenses', key: { id: 1124919 } } });
    const call = built('single.phone.gift-call-erase');
    expect(nameBefore(call, at(call, 'revise'), '$callId', 'call_id')).toMatchObject({ value: 'Chloe Patel', at: { table: 'contacts', key: { phone_number: '8212181981' } } });
  });

  it('a step by the title it was made with, an alarm by its time, a trash entry by its path, a to-do by what it was shown as', () => {
    const step = built('single.todoist.open-house-drop');
    expect(nameBefore(step, at(step, 'revise'), '$stepId', 'subtask_id')).toEqual({ field: 'title', value: 'Repaint the hallway' });
    const alarm = built('multi.sunday-jazz-alarm');
    expect(nameBefore(alarm, at(alarm, 'revise'), '$alarmId', 'alarm_id')?.value).toBe('09:30');
    const trash = built('single.file_system.tax-folder-purge');
    expect(nameBefore(trash, at(trash, 'revise'), '$trashId', 'trash_id')).toEqual({ field: 'original_path', value: '/home/alex/documents/taxes' });
    const todo = built('multi.concert-prep-listening');
    expect(nameBefore(todo, at(todo, 'revise'), '$todoId', 'todo_id')).toEqual({ field: '', value: 'Salt and Smoke' });
    const cart = built('single.amazon.cart-quantity');
    expect(nameBefore(cart, at(cart, 'revise'), '$cartProduct', 'product_id')?.value).toBe('Insulated Water Bottle 24oz, Navy');
  });
});

describe('withIdNames: a result check of a typed id takes the record\'s name (ids8)', () => {
  it('a deleted comment: the expense\'s name, the id as another form, grounded through the comment', () => {
    const task = withIdNames(withIdCheck(built('single.splitwise.comment-and-text-payer'), 'revise.06.visible_result_grounded'));
    expect(check(task, 'revise.06.visible_result_grounded')).toMatchObject({
      value: 'Lift tickets (5 people)',
      or: ['$commentId'],
      record: { app: 'splitwise', table: 'expenses', key: { id: 1124919 }, via: { table: 'comments', id: '$commentId' } },
      because: 'Lift tickets (5 people)',
    });
  });

  it('a payment made private: its own description, read from its own row', () => {
    const task = withIdNames(withIdCheck(built('single.venmo.tutor-pay'), 'revise.07.visible_result_grounded'));
    const c = check(task, 'revise.07.visible_result_grounded');
    expect(c).toMatchObject({ value: 'Maths lesson', or: ['$paymentId'], record: { app: 'venmo', table: 'transactions', key: { id: '$paymentId' } } });
    expect(c?.record.via).toBeUndefined();
    expect(c?.state).toContain('private');
  });

  it('leaves an order number the user asks for, and tasks whose user looks records up by id', () => {
    const task = withIdCheck(built('single.amazon.gift-mug-order'), 'step2.06.visible_result_grounded');
    const asked = { ...task, episodes: task.episodes.map((e) => (e.id === 'step2' ? { ...e, message: 'Cancel the order, and tell me the order number.' } : e)) };
    expect(check(withIdNames(asked), 'step2.06.visible_result_grounded')?.value).toBe('$orderId');
    const service = { ...task, family: 'service' as const };
    expect(withIdNames(service)).toEqual(service);
  });
});
