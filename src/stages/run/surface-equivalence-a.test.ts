import { expect, it } from 'vitest';
import { controlNames } from '../../generators/index.ts';
import { loadTasks } from '../../suite/load.ts';
import { describeSurfaceEquivalence, surfaceShards } from './surface-equivalence.ts';

// Shard 1 of 4; the four files together cover the oracle and every control.
describeSurfaceEquivalence(surfaceShards[0]!, (tasks) => {
  it('sample 20 tasks of every family', () => {
    expect(tasks).toHaveLength(20);
    const families = new Set(loadTasks().filter(({ task }) => tasks.includes(task.id)).map(({ task }) => task.family));
    expect(families).toEqual(new Set(['single', 'multi_tool', 'shared_world', 'service']));
  });
  it('the four shards hold the oracle and every control, each once', () => {
    expect(surfaceShards.flat().sort()).toEqual(['oracle', ...controlNames].sort());
  });
});
