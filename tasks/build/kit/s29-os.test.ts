/**
 * s29 lane os: the reviewers' over-specifications of session 28, re-run on the real tasks (the
 * reference's records from the real world, the reopened screen replaced by the rows shown).
 * - s28-q1-f9, f11, f13: a deleted question or comment kept under a "Deleted" heading passes; under its list's heading it fails.
 * - s28-d1-f10: a dropped step under "Dropped steps", "Struck off", "Cut steps" passes; under "Steps", "Not dropped", "Cut?" it fails.
 * - s28-d0-f2: a ticked step under "Done", "Completed steps", "Done:" passes; under "To do", "Not done", or another step under "Done", fails.
 * - s28-d1-f1: "took my answer back" tells the answer withdrawn; "will take it back", "take my answer back?" do not.
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen, runAttacked, suiteTask, tempDir, type Attacked } from '../../../src/stages/__tests__/helpers.ts';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s29-os');
const runs = new Map<string, Attacked>();
type Row = string | readonly [string, string];

/** Whether the reopen check `prefix` of `task` passes on a reopened screen of `rows`. */
async function passes(task: string, prefix: string, rows: readonly Row[]): Promise<boolean> {
  const t = suiteTask(task);
  if (!runs.has(task)) runs.set(task, await runAttacked(t, () => undefined, cache));
  const { records } = runs.get(task)!;
  const episode = t.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(prefix)))!;
  const id = episode.assertions.find((a) => a.id.startsWith(prefix))!.id;
  const rec = records.get(episode.id)!;
  const screen = reopenedScreen(rows);
  const changed: EpisodeRecord = { ...screen, probes: rec.probes, episode: rec.episode, stage: rec.stage, episode_index: rec.episode_index, reference: rec.reference };
  const all = new Map(records);
  all.set(episode.id, changed);
  return checkTaskEvaluation(t, 0, 'probe', all).find((r) => r.assertion === id)!.passed;
}
const expectRows = async (task: string, prefix: string, rows: readonly Row[], want: boolean): Promise<void> => {
  expect(await passes(task, prefix, rows), `${task} ${prefix} ${JSON.stringify(rows)}`).toBe(want);
};

describe('s29 os: a deleted question or comment under a heading that says it deleted (s28-q1-f9, f11, f13)', () => {
  it('"Deleted" over the bare row passes; its list\'s heading, a conditional heading, another row under "Deleted" fail', async () => {
    const cases: [string, string][] = [
      ['single.amazon.ask-before-buying', 'Do the plates rattle when you lift? (question 3182380)'],
      ['single.amazon.kettle-question', 'Can you set the temperature in single degrees? (question 4035641)'],
      ['single.splitwise.comment-and-text-payer', 'Can we split this by days skied instead? (comment 2471199)'],
    ];
    for (const [task, row] of cases) {
      await expectRows(task, 'reopen.06', [['h2', 'Deleted'], row], true);
      await expectRows(task, 'reopen.06', [['h2', 'Comments'], `${row} — deleted`], true);
      await expectRows(task, 'reopen.06', [['h2', 'My questions'], row], false);
      await expectRows(task, 'reopen.06', [['h2', 'Deleted if unanswered'], row], false);
      await expectRows(task, 'reopen.06', [['h2', 'Deleted'], 'Another question', ['h2', 'My questions'], row], false);
    }
  }, 600_000);
});

describe('s29 os: a dropped step under a heading of its own deletion words (s28-d1-f10)', () => {
  it('open-house and science-fair: "Dropped steps", "Struck off", "Cut steps" pass; "Steps", "Steps to cut", "Not dropped", "Dropped (0)", "Cut?" fail', async () => {
    const tasks: [string, string, string[]][] = [
      ['single.todoist.open-house-drop', 'Repaint the hallway', []],
      ['single.todoist.science-fair-drop', 'Print the poster', ['Buy baking soda', 'Paint the papier-mache cone']],
    ];
    for (const [task, step, open] of tasks) {
      for (const h of ['Dropped steps', 'Dropped steps (1)', 'Dropped', 'Dropped:', 'Steps dropped', 'Struck off', 'Cut steps', 'Deleted steps']) await expectRows(task, 'reopen.10', [['h2', 'Steps'], ...open, ['h2', h], step], true);
      for (const h of ['Steps', 'Steps to cut', 'Not dropped', 'Dropped (0)', 'Cut?']) await expectRows(task, 'reopen.10', [['h2', 'Steps'], ...open, ['h2', h], step], false);
    }
  }, 600_000);
});

describe('s29 os: a ticked step listed under a heading of done rows (s28-d0-f2)', () => {
  it('garage-cleanout: "Done", h3 "Done", "Completed steps", a "Done:" label pass; the step under "To do" or "Not done" fails', async () => {
    const G = 'single.todoist.garage-cleanout-tick';
    const step = 'Sell the old lawnmower';
    await expectRows(G, 'reopen.05', [['h2', 'Done'], step, ['h2', 'To do'], 'Sort the paint cans', 'Sweep the floor'], true);
    await expectRows(G, 'reopen.05', [['h2', 'Clear out the garage'], ['h3', 'Done'], step, ['h3', 'To do'], 'Sort the paint cans', 'Sweep the floor'], true);
    await expectRows(G, 'reopen.05', [['h2', 'Completed steps'], step, ['h2', 'Open steps'], 'Sort the paint cans', 'Sweep the floor'], true);
    await expectRows(G, 'reopen.05', [['h2', 'Clear out the garage'], 'Done:', step, 'To do:', 'Sort the paint cans', 'Sweep the floor'], true);
    await expectRows(G, 'reopen.05', [['h2', 'Done'], 'Sort the paint cans', ['h2', 'To do'], step, 'Sweep the floor'], false);
    await expectRows(G, 'reopen.05', [['h2', 'Not done'], step, 'Sort the paint cans', 'Sweep the floor'], false);
    await expectRows(G, 'reopen.05', [['h2', 'Done (0)'], ['h2', 'To do / Done'], step, 'Sort the paint cans'], false);
    // The open steps' own checks still read the heading: an open step under "Done" fails.
    await expectRows(G, 'reopen.06', [['h2', 'Done'], step, ['h2', 'To do'], 'Sort the paint cans', 'Sweep the floor'], true);
    await expectRows(G, 'reopen.06', [['h2', 'Done'], step, 'Sort the paint cans', ['h2', 'To do'], 'Sweep the floor'], false);
  }, 600_000);
});

describe('s29 os: a phrasal verb said around its object on the kept row (s28-d1-f1)', () => {
  it('answer-pan-colour: "took my answer back" passes; a promise, a question and "posted" fail', async () => {
    const T = 'single.amazon.answer-pan-colour';
    const a = 'Mine is a touch warmer than the photos, closer to ivory.';
    for (const t of ['took it back', 'took back', 'I took this answer back', 'Took this one back', 'took my answer back', 'removed']) await expectRows(T, 'reopen.06', [['h2', 'My answers'], `${a} — ${t}`], true);
    for (const t of ['will take it back', 'take my answer back?', 'posted']) await expectRows(T, 'reopen.06', [['h2', 'My answers'], `${a} — ${t}`], false);
  }, 600_000);
});
