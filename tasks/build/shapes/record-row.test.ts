import { describe, expect, it } from 'vitest';
import { RecordCaseRow } from './record-row.ts';

const step = { message: 'Add milk.', values: { title: 'Milk' }, api: 'todoist.create_task', fields: { title: 'Milk', priority: 'high' }, show: ['Milk'], allow: [['todoist', 'tasks', 'inserted']], maxMutations: 1 };
const row = {
  id: 'single.todoist.milk', split: 'dev', seed: 1, intention: 'Remind me to buy milk.',
  app: {
    id: 'milk', title: 'Milk', summary: 'Adds milk.', intro: 'Add it.',
    list: { name: 'items', fields: { id: 'number', title: 'string' }, item: '{{item.title}}', heading: 'Items', empty: 'None.' },
    actions: [{ id: 'add', label: 'Add', goal: 'Add it.', services: ['todoist'], inputs: [{ name: 'title', label: 'Title' }], plan: [{ message: 'Added.' }] }],
  },
  table: 'tasks', capture: 'taskId', inputs: [['title']], actions: ['add'],
  create: step,
  revise: { ...step, message: 'Make it low.', extra: [{ type: 'db_changed', app: 'todoist', table: 'tasks', op: 'updated', where: { priority: 'low' }, min: 1 }] },
  reopen: ['Milk'],
};

describe('a record case row', () => {
  it('parses to itself: no defaults added, every key in its place', () => {
    expect(JSON.stringify(RecordCaseRow.strict().parse(row))).toBe(JSON.stringify(row));
  });

  it('refuses a misspelt field inside the row, not only at its top', () => {
    const misspelt = { ...row, create: { ...step, feilds: step.fields } };
    expect(RecordCaseRow.strict().safeParse(misspelt).success).toBe(false);
  });

  it('refuses an assertion the suite does not know', () => {
    const unknown = { ...row, revise: { ...row.revise, extra: [{ type: 'db_touched', app: 'todoist' }] } };
    expect(RecordCaseRow.strict().safeParse(unknown).success).toBe(false);
  });
});
