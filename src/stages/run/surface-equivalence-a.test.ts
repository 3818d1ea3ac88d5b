import { expect, it } from 'vitest';
import { controlNames } from '../../generators/index.ts';
import { loadTasks } from '../../suite/load.ts';
import { describeSurfaceEquivalence } from './surface-equivalence.ts';

// The oracle and the first six controls; the two files together cover the oracle and every control.
describeSurfaceEquivalence(['oracle', ...controlNames.slice(0, 6)], (tasks) => {
  it('sample 20 tasks of every family', () => {
    expect(tasks).toHaveLength(20);
    const families = new Set(loadTasks().filter(({ task }) => tasks.includes(task.id)).map(({ task }) => task.family));
    expect(families).toEqual(new Set(['single', 'multi_tool', 'shared_world', 'service']));
  });
});
