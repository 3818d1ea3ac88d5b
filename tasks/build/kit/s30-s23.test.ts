/**
 * s30 s23 lane: sample S23 findings closed by kind on the real built tasks. Each block: the reviewer's
 * wrong screen now fails, and correct forms (other words, layouts, the reference) pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, type Obj, type KeptSpec, reopenChecks } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s30-s23');
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const byNote = (task: string, note: RegExp): KeptSpec => reopenChecks(task).find((a) => a.type === 'persisted_visible' && note.test(String((a as Obj).note ?? '')))!;
const judge = async (task: string, note: RegExp, captures: Obj = {}) => {
  const probes = await reopenProbes(task, cache);
  const spec = byNote(task, note);
  expect(spec).toBeDefined();
  return (lines: readonly Line[]): boolean => evaluate(spec, { ...reopenedScreen([...lines]), probes }, captures).passed;
};

const HOUSE = 'single.todoist.household-section-remove';
const FIT = 'single.todoist.fitness-section-remove';

describe('a section made and deleted is not shown as still there after reopen (household-section-remove s30-s230-f1)', () => {
  it('the stale row fails; the deletion told, or the section not shown, passes', async () => {
    const pass = await judge(HOUSE, /dellogs/, { sectionId: 5397988 });
    for (const row of ['Car in Household (section 5397988) — active', 'Car section', 'Sections: Car, Garden', 'Household / Car (new section)']) expect(pass([h2('Household'), row, 'Removed section 5397988.']), row).toBe(false);
    for (const row of ['Car section — deleted', 'Removed section 5397988.', 'Deleted the Car section.', 'Car (section 5397988): removed']) expect(pass([h2('Household'), row]), row).toBe(true);
    expect(pass([h2('Household'), 'Garden section', 'Renew car registration — due Friday'])).toBe(true);
    expect(pass([h2('Household sections'), 'Garden'])).toBe(true);
    expect(pass([h2('Deleted sections'), 'Car'])).toBe(true);
  }, 180_000);
  it('fitness-section-remove: a kept "Swimming (section N)" fails, Cycling alone passes', async () => {
    const pass = await judge(FIT, /dellogs/, { sectionId: 1234567 });
    expect(pass([h2('Health & Fitness'), 'Swimming (section 1234567)'])).toBe(false);
    expect(pass([h2('Health & Fitness'), 'Swimming section'])).toBe(false);
    expect(pass([h2('Health & Fitness'), 'Cycling section'])).toBe(true);
    expect(pass([h2('Health & Fitness'), 'Swimming section deleted'])).toBe(true);
  }, 180_000);
  for (const id of [HOUSE, FIT]) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});

const CAR = 'single.simple_note.tag-car-service';
const BLOG = 'single.simple_note.tag-blog-ideas';

describe('a tag peeled off a note is not shown as still on it after reopen (tag-car-service s30-s230-f4)', () => {
  it('the stale row fails; the kept tag, the removal told, or no tags shown pass', async () => {
    const pass = await judge(CAR, /tag peeled/);
    for (const row of ['Car service (note 9234736) — tagged urgent', 'Car service #car #urgent', 'Car service — tags: car, urgent']) expect(pass([h2('Notes'), row]), row).toBe(false);
    expect(pass([h2('Urgent'), 'Car service'])).toBe(false);
    for (const row of ['Car service — tags: car', 'Car service #car', 'Car service — urgent tag removed', 'Car service: no longer tagged urgent', 'Car service', 'Car service (note 9234736)']) expect(pass([h2('Notes'), row]), row).toBe(true);
    expect(pass([h2('Notes'), 'Bike brakes squeak — urgent', 'Car service — car'])).toBe(true);
  }, 180_000);
  for (const id of [CAR, BLOG]) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});
