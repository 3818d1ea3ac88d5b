/**
 * s31 sections lane, on the real built tasks: a section made then deleted still listed after reopen
 * (s30-e1-f6, s30-e0-f6), an undo said of a deletion (s30-d0-f3), a friend said off the friends list
 * (s30-r0-f7). Each finding's wrong screens fail; the correct forms (other words, layouts, the reference) pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, referenceRecords, reopenChecks, reopenedScreen, reopenProbes, resultLinesPass, runAttacked, suiteTask, tempDir, type KeptSpec, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s31-sections');
const recordsOf = referenceRecords(cache);
const T = 600_000;
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const judge = async (task: string, id: string, captures: Obj = {}) => {
  const probes = await reopenProbes(task, cache);
  const spec = reopenChecks(task).find((a) => (a as Obj).id === id) as KeptSpec;
  expect(spec).toBeDefined();
  return (lines: readonly Line[]): boolean => evaluate(spec, { ...reopenedScreen([...lines]), probes }, captures).passed;
};
/** Screens of `screens` whose check passes (or fails, with `want` false). */
const which = (pass: (l: readonly Line[]) => boolean, screens: readonly (readonly Line[])[], want: boolean): string[] => screens.filter((s) => pass(s) === want).map((s) => JSON.stringify(s));

const FIT = 'single.todoist.fitness-section-remove';
const HOUSE = 'single.todoist.household-section-remove';

describe('a deleted section kept in a list of sections after reopen (fitness s30-e1-f6, household s30-e0-f6)', () => {
  it('fitness reopen.06: the name bare under a sections heading, or with its count, fails; shown gone or absent passes', async () => {
    const pass = await judge(FIT, 'reopen.06.persisted_visible', { sectionId: 1824687 });
    const wrong: Line[][] = [
      [h2('Sections'), 'Running', 'Nutrition', 'Swimming', 'Cycling'],
      [h2('Sections'), 'Swimming · 0 tasks'],
      [h2('Sections in Health & Fitness'), 'Running', 'Swimming', 'Cycling'],
      [h2('Sections'), 'Swimming (1824687)'],
      [h2('Sections'), 'Running, Nutrition, Swimming, Cycling'],
      ['Sections:', 'Running', 'Swimming'],
      [h2('Health & Fitness sections'), 'Swimming — 2 tasks'],
      [h2('Health & Fitness'), 'Swimming (3 tasks)'],
      [h2('Health & Fitness'), 'Swimming — will be deleted'],
      [h2('Health & Fitness'), 'Swimming section — not deleted'],
    ];
    const right: Line[][] = [
      [h2('Sections'), 'Running', 'Nutrition', 'Cycling'],
      [h2('Sections'), 'Running', 'Swimming — deleted', 'Cycling'],
      [h2('Sections'), 'Running', 'Cycling', h2('Tasks'), 'Swimming laps'],
      [h2('Sections'), 'Running', 'Cycling', 'Swimming laps — Running'],
      [h2('Health & Fitness'), 'Swimming laps · 2 tasks left'],
      [h2('Deleted sections'), 'Swimming'],
      [h2('Sections'), 'Running', 'Cycling', h2('History'), 'Removed section 1824687.'],
      [h2('Health & Fitness'), 'Swimming section deleted'],
    ];
    expect(which(pass, wrong, true)).toEqual([]);
    expect(which(pass, right, false)).toEqual([]);
  }, T);
  it('household reopen.06: the finding\'s stale lists and the pending deletion fail; the list without Car, or Car deleted, passes', async () => {
    const pass = await judge(HOUSE, 'reopen.06.persisted_visible', { sectionId: 5397988 });
    const wrong: Line[][] = [
      [h2('Household sections'), 'Chores', 'Bills', 'Car', 'Garden'],
      [h2('Sections in Household'), 'Car', 'Garden'],
      [h2('Household'), 'Car: 0 tasks', 'Garden: 0 tasks'],
      [h2('Household'), 'Car — will be removed'],
      [h2('Household'), 'Car — to be deleted'],
      [h2('Household'), 'Car — not deleted'],
      [h2('Sections'), 'Chores · Bills · Garden', 'Car'],
    ];
    const right: Line[][] = [
      [h2('Household'), 'Chores, Bills, Garden'],
      [h2('Household'), 'Car — deleted'],
      [h2('Household sections'), 'Chores', 'Bills', 'Garden', h2('Tasks'), 'Renew car registration'],
      [h2('Household sections'), 'Chores: 2 tasks', 'Garden: 0 tasks', 'Renew car registration — Chores'],
      [h2('Household'), 'Added section "Car" to Household.', 'Removed section 5397988.'],
      [h2('Household'), 'Car section removed'],
    ];
    expect(which(pass, wrong, true)).toEqual([]);
    expect(which(pass, right, false)).toEqual([]);
  }, T);
  for (const id of [FIT, HOUSE]) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, T);
  }
});

const PAY = 'single.splitwise.payment-undo';

describe('an undo of the deletion said in the user\'s verb (payment-undo s30-d0-f3)', () => {
  it('reopen.04: "deleted, then undone" and its forms pass; the deletion kept, or the undo only offered, fails', async () => {
    const pass = await judge(PAY, 'reopen.04.persisted_visible');
    const p = 'Payment to Aisha Schmidt';
    const right = [`${p} — deleted, then undone`, `${p} — deleted then undone`, `${p} (deleted, then undone)`, `${p} — deletion undone`, `${p} — deleted, then restored`, `${p} — restored`, `${p} — deleted; undone`, `Deleted then undone: payment to Aisha Schmidt`, `${p} — deleted, then the deletion was undone`];
    const wrong = [`${p} — deleted`, `${p} — deleted, undo?`, `${p} — deleted · Undo`, `${p} — deleted. Undo`, `${p} — deleted (undo pending)`, `${p} — deleted, will be undone`, `${p} — deleted, then undo`];
    expect(right.filter((l) => !pass([h2('Payments'), l]))).toEqual([]);
    expect(wrong.filter((l) => pass([h2('Payments'), l]))).toEqual([]);
  }, T);
  it('revise.08: the result "deleted, then undone" passes, "Undo deletion?" fails', async () => {
    const recs = await recordsOf(PAY);
    expect(await resultLinesPass(PAY, recs, 'revise.08', ['Payment to Aisha Schmidt — deleted, then undone'])).toBe(true);
    expect(await resultLinesPass(PAY, recs, 'revise.08', ['Payment to Aisha Schmidt — deleted. Undo deletion?'])).toBe(false);
  }, T);
  it(`${PAY}: the reference passes`, async () => {
    expect(failed((await runAttacked(suiteTask(PAY), () => {}, cache)).rows)).toEqual([]);
  }, T);
});

describe('a friend said off the friends list (neighbour-friend s30-r0-f7, the other unfriend tasks)', () => {
  for (const [task, name] of [['single.venmo.neighbour-friend', 'Mira Ito'], ['single.venmo.friend-list-tidy', 'Tomas Rossi'], ['single.venmo.new-colleague-friend', 'Ava Larsen']] as const) {
    it(`${task} revise.07: the relation said ended passes; the unfriend offered, pending or kept fails`, async () => {
      const recs = await recordsOf(task);
      const right = [`${name} is no longer your friend`, `Removed ${name} from friends`, `Unfriended ${name}`, `${name} — not a friend`, `${name} is not your friend any more`, `${name} is off your friends list`, `${name} is not on your friends list any more`, `${name} is not on your friends list any more — undo?`, `${name}: friendship ended`, `${name} taken off your friends list`, `${name} — not friends`, `You and ${name} are no longer friends`];
      const wrong = [`Unfriend ${name}?`, `${name} <button>Unfriend</button>`, `${name} will be removed`, `${name} — friend`, `${name} — Unfriend`, `${name} will not be a friend`, `${name} — not a friend once you confirm`, `${name} will no longer be a friend`, `Could not unfriend ${name}`];
      const bad: string[] = [];
      for (const l of right) if (!(await resultLinesPass(task, recs, 'revise.07', [l]))) bad.push(`right: ${l}`);
      for (const l of wrong) if (await resultLinesPass(task, recs, 'revise.07', [l])) bad.push(`wrong: ${l}`);
      expect(bad).toEqual([]);
    }, T);
    it(`${task}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => {}, cache)).rows)).toEqual([]);
    }, T);
  }
});
