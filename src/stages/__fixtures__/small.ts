import type { RunSpec, TaskSpec } from './archive.ts';

/**
 * The hand-built archive of the analyze tests: five tasks, four runs (gamma solves two tasks,
 * delta is empty). Expected numbers are worked out in analyze.test.ts.
 */
export const SMALL_TASKS: TaskSpec[] = [
  {
    task: 'T1', family: 'single', split: 'dev',
    episodes: [
      { episode: 'e1', app: 'A', stage: 'open', checks: [{ assertion: 'o1', group: 'visible' }] },
      { episode: 'e2', app: 'A', stage: 'submit', checks: [{ assertion: 's1', group: 'service' }, { assertion: 'v1', group: 'visible' }] },
      { episode: 'e3', app: 'A', stage: 'reopen', checks: [{ assertion: 'p1', group: 'preservation' }] },
    ],
  },
  {
    task: 'T2', family: 'multi_tool', split: 'public',
    episodes: [
      { episode: 'e1', app: 'A', stage: 'open', checks: [{ assertion: 'o1', group: 'visible' }] },
      { episode: 'e2', app: 'A', stage: 'submit', checks: [{ assertion: 's1', group: 'service' }, { assertion: 'v1', group: 'visible' }] },
    ],
  },
  {
    task: 'T3', family: 'shared_world', split: 'public',
    episodes: [
      { episode: 'e1', app: 'A', stage: 'open', checks: [{ assertion: 'o1', group: 'visible' }] },
      { episode: 'e2', app: 'A', stage: 'submit', checks: [{ assertion: 's1', group: 'service' }] },
      { episode: 'e3', app: 'B', stage: 'open', checks: [{ assertion: 'o2', group: 'visible' }] },
      { episode: 'e4', app: 'B', stage: 'submit', checks: [{ assertion: 'v2', group: 'visible' }] },
    ],
  },
  {
    task: 'T4', family: 'single', split: 'sealed',
    episodes: [
      { episode: 'e1', app: 'A', stage: 'open', checks: [{ assertion: 'o1', group: 'visible' }] },
      { episode: 'e2', app: 'A', stage: 'submit', checks: [{ assertion: 's1', group: 'service' }, { assertion: 'v1', group: 'visible' }] },
    ],
  },
  {
    task: 'T5', family: 'service', split: 'dev',
    episodes: [
      { episode: 'e1', app: 'A', stage: 'open', checks: [{ assertion: 'o1', group: 'visible' }] },
      { episode: 'e2', app: 'A', stage: 'revise', checks: [{ assertion: 's1', group: 'service' }, { assertion: 'v1', group: 'visible' }] },
    ],
  },
];

export const SMALL_RUNS: RunSpec[] = [
  {
    run: 'alpha', label: 'Alpha 1', developer: 'Lab A',
    outcomes: [{
      T2: { s1: 'fail', v1: 'fail' },
      T3: { o2: 'fail' },
      T4: { o1: 'gen', s1: 'gen', v1: 'gen' },
      T5: { o1: 'fail' },
    }],
  },
  {
    run: 'beta', label: 'Beta 1', developer: 'Lab B',
    outcomes: [{
      T1: { v1: 'fail', p1: 'fail' },
      T3: { s1: 'ep' },
      T4: { s1: 'fail' },
      T5: { s1: 'fail' },
    }],
  },
  {
    run: 'gamma', label: 'Gamma 2', developer: 'Lab A',
    outcomes: [{
      T1: { p1: 'fail' },
      T2: { s1: 'fail', v1: 'fail' },
      T5: { s1: 'gen', v1: 'gen' },
    }],
  },
  { run: 'delta', label: 'Delta (empty)', developer: 'Lab B', empty: true },
];
