import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_DIR } from '../../src/stages/tasks/load.ts';
import { renderSuite } from './index.ts';

describe('the committed task suite', () => {
  it('is exactly what the builders generate (run `npm run tasks:build` after changing them)', () => {
    const expected = renderSuite();
    const committed = readdirSync(DEFAULT_TASK_DIR).filter((n) => n.endsWith('.json')).sort();
    expect(committed).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(join(DEFAULT_TASK_DIR, name), 'utf8'), name).toBe(text);
  });
});
