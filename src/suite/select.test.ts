import { describe, expect, it } from 'vitest';
import { loadTasks } from './load.ts';
import { selectTasks } from './select.ts';

const ids = (selector: string) => selectTasks(loadTasks(), selector).map((t) => t.task.id);

describe('task selectors', () => {
  it('select by id glob, family, domain and split, combining kinds with AND and values with OR', () => {
    const all = loadTasks().map(({ task }) => task);
    const count = (keep: (t: (typeof all)[number]) => boolean) => all.filter(keep).length;
    expect(ids('single.spotify.*')).toHaveLength(count((t) => t.id.startsWith('single.spotify.')));
    expect(ids('family:shared_world')).toHaveLength(count((t) => t.family === 'shared_world'));
    expect(ids('family:multi_tool,family:service')).toHaveLength(count((t) => t.family === 'multi_tool' || t.family === 'service'));
    expect(count((t) => t.family === 'shared_world')).toBeGreaterThan(0);
    expect(ids('family:single,domain:todoist').every((id) => id.startsWith('single.todoist.'))).toBe(true);
    expect(ids('domain:spotify').length).toBeGreaterThan(5); // multi-app tasks that use spotify too
    const publicSingle = selectTasks(loadTasks(), 'family:single split:public');
    expect(publicSingle.every(({ task }) => task.family === 'single' && task.split === 'public')).toBe(true);
    expect(ids('all')).toHaveLength(loadTasks().length);
  });

  it('refuses a selector that selects nothing or names an unknown kind', () => {
    expect(() => ids('nope.*')).toThrow('selects no task');
    expect(() => ids('colour:red')).toThrow();
  });
});

describe('split selectors', () => {
  it('select the dev and sealed splits and together with public cover the suite', () => {
    const all = loadTasks();
    const bySplit = (split: string) => selectTasks(all, `split:${split}`);
    for (const split of ['dev', 'sealed', 'public']) expect(bySplit(split).every(({ task }) => task.split === split)).toBe(true);
    expect(bySplit('dev').length + bySplit('sealed').length + bySplit('public').length).toBe(all.length);
    expect(selectTasks(all, 'split:dev,split:sealed')).toHaveLength(all.length - bySplit('public').length);
  });

  it('names the known splits and families when a value is misspelt', () => {
    expect(() => ids('split:seald')).toThrow('unknown split "seald" (known: dev, public, sealed)');
    expect(() => ids('family:singel')).toThrow('unknown family "singel"');
  });
});
