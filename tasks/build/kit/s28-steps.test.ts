/**
 * s28 steps lane, on the real built tasks (the reopen checks that a step still open is not shown done, `step_open`):
 * - s27-db2-f3, s27-db2-f5, s27-db3-f4, s27-db3-f5, s27-db4-f8, s27-db4-f9: the open steps listed
 *   under a heading or label of done rows ("Done", "Completed steps", "Finished", "Done:") fail.
 * - s27-db2-f4, s27-db2-f6: a log of the making with a tick ("Added step X ✓"), a zero count
 *   ("0/4 done", "(0 done)") and a "Mark done" link say no step done: they pass.
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen, suiteCheck, suiteTask } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate, headingSaysDone } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const BIKE = 'single.todoist.bike-tuneup-steps';
const POD = 'single.todoist.podcast-episode-rename';
const GARAGE = 'single.todoist.garage-cleanout-tick';
const MOVE = 'single.todoist.move-out-rename';
const TAX = 'single.todoist.tax-return-steps';
const FAIR = 'single.todoist.science-fair-drop';
const WED = 'single.todoist.wedding-speech-tick';
const HOUSE = 'single.todoist.open-house-drop';

type Row = string | [string, string];
const spec = suiteCheck;
const passes = (task: string, id: string, rows: Row[], html?: string): boolean => {
  const screen = reopenedScreen(rows);
  return evaluate(spec(task, id), html === undefined ? screen : { ...screen, html: `<h1>App</h1>${html}` }, {}).passed;
};
/** Every open-step check of a task, each on its own step's value. */
const openSteps = (task: string): { id: string; value: string }[] => suiteTask(task).episodes.filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions)
  .flatMap((a) => (a.type === 'persisted_visible' && a.gone === true && (a as { step_open?: boolean }).step_open === true ? [{ id: a.id, value: String(a.value) }] : []));

const CASES: { task: string; title: string; steps: string[] }[] = [
  { task: BIKE, title: 'Tune up the road bike', steps: ['Clean the chain', 'Pump the tires', 'Check the brake pads', 'Adjust the saddle height'] },
  { task: POD, title: 'Episode 12 with Dr. Osei', steps: ['Record the interview', 'Write show notes', 'Edit the audio and remove the long pauses'] },
  { task: GARAGE, title: 'Clear out the garage', steps: ['Sort the paint cans', 'Sweep the floor'] },
  { task: MOVE, title: 'Hand back the rental keys', steps: ['Cancel the internet contract', 'Photograph every room', 'Book the cleaners for Friday morning'] },
  { task: TAX, title: 'File the tax return', steps: ['Collect W-2 forms', 'Download bank interest statements', 'Book a call with the accountant'] },
  { task: FAIR, title: 'Volcano project for the science fair', steps: ['Buy baking soda', 'Paint the papier-mache cone'] },
];

describe('the kit: every open-step check reads headings and logs (`step_open`)', () => {
  it('each finding\'s task and wedding-speech-tick carry it on each open step', () => {
    for (const { task, steps } of CASES) expect(openSteps(task).map((s) => s.value).sort()).toEqual([...steps].sort());
    expect(openSteps(WED).length).toBeGreaterThan(0);
    expect(openSteps(HOUSE).map((s) => s.value).sort()).toEqual(['Buy fresh flowers', 'Hide the cat toys']);
  });
});

describe('open steps under a heading of done rows fail (s27-db2-f3, f5, s27-db3-f4, f5, s27-db4-f8, f9)', () => {
  for (const { task, steps } of CASES) {
    it(`${task}: the findings' probes fail`, () => {
      for (const { id, value } of openSteps(task)) {
        for (const head of ['Done', 'Completed steps', 'Finished', 'Done (4)', '✓ Completed', 'Steps done', 'Already ticked off']) {
          expect(passes(task, id, [['h2', head], ...steps]), `${value} under ${head}`).toBe(false);
        }
        expect(passes(task, id, ['Done:', ...steps]), `${value} under the label Done:`).toBe(false);
        // Controls the checks already failed.
        expect(passes(task, id, [['h2', 'Steps'], `${value} — done`])).toBe(false);
        expect(passes(task, id, [['h2', 'Steps'], `☑ ${value}`])).toBe(false);
      }
    });
    it(`${task}: correct layouts still pass`, () => {
      for (const { id, value } of openSteps(task)) {
        expect(passes(task, id, [['h2', 'Steps'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'To do'], ...steps, ['h2', 'Done'], 'Nothing yet'])).toBe(true);
        expect(passes(task, id, [['h2', 'Done'], 'Something else — done', ['h2', 'To do'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'Done (0)'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'Not done'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'To do / Done'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'Not done yet'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'Done when you are ready'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'Finished steps go here'], `${value} — open`])).toBe(true);
        expect(passes(task, id, [['h2', 'Made so far'], ...steps])).toBe(true);
        expect(passes(task, id, [['h2', 'Steps'], `☐ ${value}`])).toBe(true);
        expect(passes(task, id, [['h2', 'Steps'], `${value} — open`])).toBe(true);
        // The page's own title is no section.
        expect(passes(task, id, [...steps], `${steps.map((s) => `<div>${s}</div>`).join('')}`)).toBe(true);
      }
    });
  }
  it('a "Done" page title (h1 on the first line) heads nothing', () => {
    const screen = { ...reopenedScreen(['Clean the chain']), visible_text: 'Done-list\nClean the chain', html: '<h1>Done-list</h1><div>Clean the chain</div>' };
    expect(evaluate(spec(BIKE, 'reopen.07'), screen, {}).passed).toBe(true);
  });
});

describe('a log of the making, a zero count, a "Mark done" link tell no step done (s27-db2-f4, s27-db2-f6)', () => {
  it('bike-tuneup-steps: the finding\'s correct screens pass', () => {
    for (const { id, value } of openSteps(BIKE)) {
      const all = 'Clean the chain, Pump the tires, Check the brake pads, Adjust the saddle height';
      expect(passes(BIKE, id, [['h2', 'Made so far'], ...['Clean the chain', 'Pump the tires', 'Check the brake pads', 'Adjust the saddle height'].map((s) => `Added step ${s} ✓`)])).toBe(true);
      expect(passes(BIKE, id, [`Added "Tune up the road bike" with steps: ${all} ✓`])).toBe(true);
      expect(passes(BIKE, id, [`Tune up the road bike: 0/4 done — ${all}`])).toBe(true);
      expect(passes(BIKE, id, [`Tune up the road bike: ${all} (0 done)`])).toBe(true);
      expect(passes(BIKE, id, [`Tune up the road bike: ${all} — none done`])).toBe(true);
      expect(passes(BIKE, id, [['h2', 'Steps'], `${value} Mark done`], `<h2>Steps</h2><div>${value} <a href="#">Mark done</a></div>`)).toBe(true);
      expect(passes(BIKE, id, [['h2', 'Steps'], `${value} Mark as done`], `<h2>Steps</h2><div>${value} <a href="#">Mark as done</a></div>`)).toBe(true);
      expect(passes(BIKE, id, [['h2', 'Steps'], `${value} Done`], `<h2>Steps</h2><div>${value} <button>Done</button></div>`)).toBe(true);
      // The wrong forms stay wrong: a tick on the row, a count that says all done, a row marked done beside a link.
      expect(passes(BIKE, id, [`Tune up the road bike: 4/4 done — ${all}`])).toBe(false);
      expect(passes(BIKE, id, [['h2', 'Steps'], `${value} ✓ Edit`], `<h2>Steps</h2><div>${value} ✓ <a href="#">Edit</a></div>`)).toBe(false);
      expect(passes(BIKE, id, [['h2', 'Steps'], `${value} — done`])).toBe(false);
      expect(passes(BIKE, id, [`Added step ${value}`, ['h2', 'Done'], value])).toBe(false);
    }
  });
  it('podcast-episode-rename: the finding\'s correct screens pass', () => {
    const steps = ['Record the interview', 'Write show notes', 'Edit the audio and remove the long pauses'];
    for (const { id } of openSteps(POD)) {
      expect(passes(POD, id, steps.map((s) => `✓ Added ${s}`))).toBe(true);
      expect(passes(POD, id, [`Added "Episode 12 with Dr. Osei" with steps: ${steps.join(', ')} ✓`])).toBe(true);
      expect(passes(POD, id, [`Episode 12 with Dr. Osei: ${steps.join(', ')} (0 done)`])).toBe(true);
      expect(passes(POD, id, [`Episode 12 with Dr. Osei: 0 of 3 steps done`, ...steps])).toBe(true);
      expect(passes(POD, id, [['h2', 'Done'], ...steps])).toBe(false);
    }
  });
});

describe('headingSaysDone reads a heading by its shape', () => {
  it('done headings', () => {
    for (const h of ['Done', 'Done:', 'Completed', 'Completed steps', 'Finished', '✓ Done (2)', 'Steps done', 'Already ticked off', 'Done so far', 'My completed steps']) expect(headingSaysDone(h), h).toBe(true);
  });
  it('not done headings', () => {
    for (const h of ['To do', 'Not done', 'Done (0)', 'Done: none', 'To do / Done', 'Done & to do', 'Done?', 'Done when ready', 'Complete these steps', 'Steps', 'Made so far', 'Not yet done', 'Undone', 'Done-list']) expect(headingSaysDone(h), h).toBe(false);
  });
});

/** A screen whose html is given: a row with a button or link of its own. */
const withHtml = (rows: Row[], html: string) => ({ ...reopenedScreen(rows), html: `<h1>App</h1>${html}` });
const dropped = (task: string): AssertionSpec => {
  const found = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.note === 'look2: a dropped step not shown as still there');
  if (!found) throw new Error(`${task}: no dropped-step check`);
  return found;
};

describe('a dropped step told only by a bare verb, a button, a condition or a question is still there (open-house-drop s27-db1-f8, science-fair-drop s27-db3-f6)', () => {
  it('open-house-drop: the finding\'s probes fail, the controls as before', () => {
    const s = dropped(HOUSE);
    const run = (rows: Row[]): boolean => evaluate(s, reopenedScreen(rows), {}).passed;
    expect(run([['h2', 'Steps'], 'Repaint the hallway — step 5305019 of task 1193967, open — drop'])).toBe(false);
    expect(run([['h2', 'Steps'], 'Repaint the hallway — step 5305019 of task 1193967, open, skip if short on time'])).toBe(false);
    expect(run([['h2', 'Steps'], 'Repaint the hallway — step 5305019 of task 1193967, open'])).toBe(false);
    expect(run([['h2', 'Steps'], 'Repaint the hallway'])).toBe(false);
  });
  it('science-fair-drop: the finding\'s probes fail', () => {
    const s = dropped(FAIR);
    const run = (rows: Row[]): boolean => evaluate(s, reopenedScreen(rows), {}).passed;
    expect(evaluate(s, withHtml([['h2', 'Steps'], 'Print the poster — open Remove'], '<h2>Steps</h2><div>Print the poster — open <button>Remove</button></div>'), {}).passed).toBe(false);
    expect(evaluate(s, withHtml([['h2', 'Steps'], 'Print the poster Delete'], '<h2>Steps</h2><div>Print the poster <button>Delete</button></div>'), {}).passed).toBe(false);
    for (const tail of ['— take it to school', '(clear tape)', '— skip if time', '— cut?', '— will be cut', '— drop', '— remove?']) {
      expect(run([['h2', 'Steps'], `Print the poster ${tail}`]), tail).toBe(false);
    }
    expect(run([['h2', 'Steps'], 'Print the poster'])).toBe(false);
  });
  it('correct apps pass: left out, told removed in any done word, under a heading of removed steps, a log', () => {
    for (const [task, step] of [[HOUSE, 'Repaint the hallway'], [FAIR, 'Print the poster']] as const) {
      const s = dropped(task);
      const run = (rows: Row[]): boolean => evaluate(s, reopenedScreen(rows), {}).passed;
      expect(run([['h2', 'Steps'], 'Something else'])).toBe(true);
      for (const tail of ['— removed', '(deleted)', '— dropped', '— cut', '— skipped', '— struck off', '— crossed out', '— no longer needed', '(removed at your request)']) {
        expect(run([['h2', 'Steps'], `${step} ${tail}`]), `${task}: ${tail}`).toBe(true);
      }
      expect(evaluate(s, withHtml([['h2', 'Steps'], `${step} — removed Undo`], `<h2>Steps</h2><div>${step} — removed <button>Undo</button></div>`), {}).passed).toBe(true);
      expect(run([['h2', 'Removed steps'], step])).toBe(true);
      expect(run(['Removed:', step])).toBe(true);
      expect(run([`Removed step ${step}.`])).toBe(true);
    }
  });
});

const BOOK = 'single.venmo.book-club-request';
describe('a row beside a rule of the list\'s other rows is still there (book-club-request s27-db2-f7)', () => {
  const s = spec(BOOK, 'reopen.06');
  const caps = { requestId: 5551234 };
  const run = (rows: Row[]): boolean => evaluate(s, reopenedScreen(rows), caps).passed;
  it('the finding\'s probes fail, the control as before', () => {
    expect(run([['h2', 'My requests'], 'Zoe Ito — $12 for Book club dues — open; cancelled requests are hidden'])).toBe(false);
    expect(run([['h2', 'My requests'], 'Zoe Ito — $12 for Book club dues (open — deleted ones drop off this list)'])).toBe(false);
    expect(run([['h2', 'My requests'], 'Zoe Ito — $12 for Book club dues — pending. Deleted requests are removed from Venmo.'])).toBe(false);
    expect(run([['h2', 'My requests'], 'Zoe Ito — $12 for Book club dues'])).toBe(false);
  });
  it('correct rows pass', () => {
    for (const tail of ['— deleted', '(cancelled)', '— removed. Deleted requests are gone from Venmo too', '— cancelled; cancelled requests are hidden after today']) {
      expect(run([['h2', 'My requests'], `Zoe Ito — $12 for Book club dues ${tail}`]), tail).toBe(true);
    }
    expect(run([['h2', 'My requests'], 'No requests.'])).toBe(true);
    expect(run([['h2', 'Cancelled requests'], 'Zoe Ito — $12 for Book club dues'])).toBe(true);
  });
});

describe('a repeat still shown beside a stop only offered or said under a condition is stale (flight-prices-check s27-w3-f1, meal-prep-weekly s27-w3-f2)', () => {
  const CASES2: [string, string, string][] = [
    ['single.todoist.flight-prices-check', 'Compare flight prices to Tokyo', 'every three days'],
    ['single.todoist.meal-prep-weekly', 'Meal prep for the week', 'weekly'],
  ];
  for (const [task, name, every] of CASES2) {
    it(`${task}: the finding's probes fail, correct rows pass`, () => {
      const s = spec(task, 'reopen.05');
      expect((s as { state?: string[] }).state).not.toContain('stop');
      const run = (rows: Row[]): boolean => evaluate(s, reopenedScreen(rows), {}).passed;
      for (const tail of [' · Stop repeating', ' (tap to stop)', ' [Stop]', ' — Stop', ' until stopped', ' — stop repeating?', ' — stopped?']) {
        expect(run([['h2', 'Tasks'], `${name} — ${every}${tail}`]), tail).toBe(false);
      }
      expect(run([['h2', 'Tasks'], `${name} — ${every}`])).toBe(false);
      for (const row of [`${name} — no longer repeats`, `${name} — repeat stopped`, `${name} (was ${every}, stopped)`, `${name} — one-off`, name]) {
        expect(run([['h2', 'Tasks'], row]), row).toBe(true);
      }
    });
  }
});
