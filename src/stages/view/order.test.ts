import { describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import { runPages, taskView, type RunData } from './model.ts';

/** One assertion row of task T, trial 0. */
function row(episode: string, episodeIndex: number, position: number, passed: boolean): AssertionRow {
  const stage = episode === 'open' || episode === 'reopen' ? episode : 'submit';
  return {
    run: 'r', trial: 0, task: 'T', family: 'single', split: 'dev', app: 'A', episode, episode_index: episodeIndex, stage,
    assertion: `${episode}.${String(position).padStart(2, '0')}.visible_contains`, type: 'visible_contains', contract: 'C4', group: 'visible',
    passed, expected: null, observed: null, placeholder: false, error_kind: null, error: null,
  };
}

// Alphabetical order (create, open, reopen, step1) is not the order the user met them (open, create, step1, reopen).
const rows = [row('reopen', 3, 1, false), row('step1', 2, 6, false), row('step1', 2, 2, true), row('create', 1, 3, true), row('open', 0, 1, true), row('open', 0, 2, true)];
const run: RunData = { manifest: { run: 'r', label: 'r', generator: 'oracle', tasks: ['T'], trials: 1, settings: {} } as unknown as Manifest, folder: 'r', evidence: [], assertions: rows, tasks: new Map(), screens: new Set() };

describe('the viewer lists assertions in episode order', () => {
  it('links a failed evaluation to its first failed assertion in episode order, not the alphabetically first', () => {
    const [page] = runPages(run);
    expect(page!.rows[0]!.first_failed).toBe('step1.06.visible_contains');
  });

  it('orders a task page by episode, then position, failed first', () => {
    const view = taskView(run, { task: 'T', trial: 0, episodes: [], rows });
    expect(view.failed.map((a) => a.id)).toEqual(['step1.06.visible_contains', 'reopen.01.visible_contains']);
    expect(view.assertions.map((a) => a.id)).toEqual([
      'step1.06.visible_contains', 'reopen.01.visible_contains',
      'open.01.visible_contains', 'open.02.visible_contains', 'create.03.visible_contains', 'step1.02.visible_contains',
    ]);
  });
});
