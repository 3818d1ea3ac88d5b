import { describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import { audit } from './core.ts';
import { formatAudit } from './index.ts';

const row = (task: string, passed: boolean): AssertionRow => ({
  run: 'r',
  trial: 0,
  task,
  family: 'single',
  split: 'dev',
  app: 'A',
  episode: 'open',
  episode_index: 0,
  stage: 'open',
  assertion: `${task}.wmr`,
  type: 'world_matches_reference',
  contract: 'C3',
  group: 'service',
  passed,
  expected: null,
  observed: null,
  placeholder: false,
  error_kind: null,
  error: null,
});

describe('applies', () => {
  it('counts over the tasks holding the target, lists the unchanged ones among them, and ignores the rest', () => {
    const rows = [row('a', false), row('b', true), row('c', true)];
    const holders = new Map([['touch_other_row', { what: 'a free field', tasks: new Map([['a', true], ['b', true], ['c', false]]) }]]);
    const unchanged = new Map([['touch_other_row', new Map([['b', 'no edit of that kind'], ['c', 'the task declares no free field']])]]);
    const g = audit(new Map([['touch_other_row', rows]]), unchanged, new Map(), holders).generators[0];
    expect(g?.applies).toEqual({ passed: 1, total: 2, rate: 0.5 });
    expect(g?.unchanged).toEqual([{ task: 'b', reason: 'no edit of that kind' }]);
    expect(g?.target_tasks).toBe('a free field');
    expect(g?.fwr_where_targeted).toEqual({ passed: 0, total: 1, rate: 0 });
  });

  it('without a predicate counts over the tasks asserting the targeted contract', () => {
    const g = audit(new Map([['wrong_content', [row('a', false), row('b', false)]]]), new Map([['wrong_content', new Map([['b', 'nothing to change']])]])).generators[0];
    expect(g?.applies).toEqual({ passed: 1, total: 2, rate: 0.5 });
    expect(g?.target_tasks).toBe('tasks asserting C3');
  });

  it('lists the tasks that have what the control mutates but are not its target, with why, and counts without them', () => {
    const rows = [row('a', false), row('b', true)];
    const holders = new Map([['stale_view', { what: 'a kept typed value', tasks: new Map([['a', true], ['b', false]]), excluded: new Map([['b', 'no view shows the kept field the change writes']]) }]]);
    const report = audit(new Map([['stale_view', rows]]), new Map(), new Map(), holders);
    const g = report.generators[0];
    expect(g?.fwr_where_targeted).toEqual({ passed: 0, total: 1, rate: 0 });
    expect(g?.not_target).toEqual([{ task: 'b', reason: 'no view shows the kept field the change writes' }]);
    expect(formatAudit(report)).toContain('      not a target 1 (no view shows the kept field the change writes): b');
  });
});
