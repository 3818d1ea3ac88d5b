import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_DIR } from '../../src/suite/load.ts';
import { renderSuite } from './index.ts';
import { madeUpTexts } from './kit/checks.ts';
import { type Obj } from './kit/types.ts';

describe('the committed task suite', () => {
  it('is exactly what the builders generate (run `npm run tasks:build` after changing them)', async () => {
    const expected = await renderSuite();
    const committed = readdirSync(DEFAULT_TASK_DIR).filter((n) => n.endsWith('.json')).sort();
    expect(committed).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(join(DEFAULT_TASK_DIR, name), 'utf8'), name).toBe(text);
  });
});

describe('madeUpTexts', () => {
  it('frees prose the app words itself but keeps a choice among an API\'s listed values fixed', () => {
    const steps: Obj[] = [
      { call: 'todoist.update_task', args: { task_id: '{{inputs.todo_id}}', title: 'Call {{inputs.name}} back', priority: 'p1' } },
      { call: 'todoist.set_task_recurrence', args: { task_id: '{{inputs.todo_id}}', every: 'week' } },
    ];
    const free = madeUpTexts(steps, { todo_id: 3, name: 'Hana' });
    expect(free.map((f) => f.field)).toEqual(['title']);
    expect(free[0]?.constraint).toEqual({ contains: ['Hana'] });
  });
});
