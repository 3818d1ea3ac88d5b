import { existsSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { controlNames } from '../../generators/index.ts';
import { CHROMIUM_PATH } from '../../runtime/browser/chromium.ts';
import { tempDir } from '../__tests__/helpers.ts';
import { loadTasks } from '../../suite/load.ts';
import { expectSameOnBothSurfaces, sampleTasks } from './surface-equivalence.ts';

// The oracle and the first six controls; the two files together cover the oracle and every control.
const generators = ['oracle', ...controlNames.slice(0, 6)];
const root = tempDir('surfaces');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`surface equivalence skipped: ${CHROMIUM_PATH} is missing (make browser installs it)`);

describe.skipIf(!hasChromium)('text and browser surfaces', () => {
  const tasks = sampleTasks(20);

  it('sample 20 tasks of every family', () => {
    expect(tasks).toHaveLength(20);
    const families = new Set(loadTasks().filter(({ task }) => tasks.includes(task.id)).map(({ task }) => task.family));
    expect(families).toEqual(new Set(['single', 'multi_tool', 'shared_world', 'service']));
  });

  it.each(generators)('%s: same assertion outcomes and the same visible text under both surfaces', (generator) => expectSameOnBothSurfaces(generator, tasks, root), 900_000);
});
