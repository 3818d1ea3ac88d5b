/**
 * shown9 (issue #30, not_shown / loose_check): what the user asked for is shown where she looks.
 * - kit/told.ts: the members of a new Splitwise group, the person a repeating bill is shared with,
 *   the to-do project made beside a group, and what a note made beside the main record holds (the
 *   dose, the tag the user dictated) are told on a changed line;
 * - kit/changes-shown.ts: after reopen a changed state in a word or two (a label's colour, a job's
 *   priority) is looked for on its record's line, beside the record's name, not anywhere.
 * Run through the real generate → run → check chain with crafted packages: the cheapest wrong app
 * (does the right thing in the world, shows too little) fails exactly the new checks; a correct
 * app in its own words and layout passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../../src/schemas/assertions.ts';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById, toldCrafted as crafted } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checksOf = (task: Obj, episode: string): Obj[] => ((task.episodes as Obj[]).find((e) => e.id === episode)?.assertions ?? []) as Obj[];
const toldIds = (task: Obj, episode: string, note: RegExp): string[] => checksOf(task, episode).filter((a) => note.test(String(a.note ?? ''))).map((a) => String(a.id));


const worldChecksPass = (rows: readonly AssertionRow[]) => rows.filter((r) => !['visible_result_grounded', 'persisted_visible'].includes(r.type)).every((r) => r.passed);

describe('told (shown9): the people of a group or a shared bill, a project made beside, what a note holds', () => {
  it('asks a new group for its member and for the to-do project made beside it', () => {
    const task = suiteTaskById('multi.new-flat-group');
    const whom = checksOf(task, 'create').find((a) => a.note === 'told: splitwise.create_group, to whom');
    expect(whom?.state).toEqual(['Omar', 'Omar Patel', 'omar.patel@yahoo.com']);
    expect(checksOf(task, 'create').find((a) => a.note === 'told: todoist.create_project, what happened')?.state).toContain('project');
  });

  it('fails an app that makes the group and the project but shows only the group name; its world checks pass', async () => {
    const task = suiteTaskById('multi.new-flat-group');
    const rows = await runCrafted(task, crafted('{{item.name}} (#{{item.id}})', 'Done.', () => undefined), 'shown9');
    const mine = toldIds(task, 'create', /^told: (splitwise\.create_group|todoist\.create_project)/);
    expect(mine).toHaveLength(2);
    for (const id of mine) expect(failedIds(rows)).toContain(id);
    expect(worldChecksPass(rows)).toBe(true);
  });

  it('passes an app that says who is in the group and that the chores list exists, in its own words', async () => {
    const rows = await runCrafted(
      suiteTaskById('multi.new-flat-group'),
      crafted('Household {{item.name}} · {{item.told}} · #{{item.id}}', 'OK.', (action) => (action === 'start_group' ? 'Omar Patel is a member; Todoist project ready for the chores' : 'Sofia was invited')),
      'shown9',
    );
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails a repeating bill that never says with whom it is shared, and passes one that names Owen', async () => {
    const task = suiteTaskById('multi.gym-membership-recurring');
    const mine = toldIds(task, 'create', /^told: splitwise\.create_recurring_expense/);
    expect(mine).toHaveLength(2);
    const wrong = await runCrafted(task, crafted('{{item.title}} from {{item.due}}, {{item.repeats}} (#{{item.id}})', 'Saved.', () => undefined), 'shown9');
    expect(failedIds(wrong)).toEqual(mine);
    expect(worldChecksPass(wrong)).toBe(true);
    const right = await runCrafted(task, crafted('{{item.title}} · starts {{item.due}} · {{item.repeats}} · {{item.told}}', 'Saved.', (action) => (action === 'set_up_recurring' ? 'Owen pays his share' : undefined)), 'shown9');
    expect(failedIds(right)).toEqual([]);
  });

  it('fails a supplement app that never shows the dose the user gave, and passes one that does', async () => {
    const task = suiteTaskById('multi.vitamin-d-reminder');
    const dose = checksOf(task, 'create').find((a) => a.note === 'told: simple_note.create_note, what it holds');
    expect(dose?.state).toEqual(['1000 IU']);
    const wrong = await runCrafted(task, crafted('{{item.medicine}} at {{item.time}} (#{{item.id}}) {{item.told}}', 'Done.', (action) => (action === 'start_course' ? 'daily, log note started' : undefined)), 'shown9');
    expect(failedIds(wrong)).toEqual([String(dose?.id)]);
    const right = await runCrafted(task, crafted('{{item.medicine}} every morning {{item.time}} | {{item.told}}', 'Done.', (action) => (action === 'start_course' ? 'every day; journal note with 1000 IU' : undefined)), 'shown9');
    expect(failedIds(right)).toEqual([]);
  });

  it('asks a note imported beside a file for the tag the user dictated', async () => {
    const task = suiteTaskById('multi.gym-routine-file-note');
    const tag = checksOf(task, 'create').find((a) => a.note === 'told: simple_note.import_note_from_file, what it holds');
    expect(tag?.state).toEqual(['fitness', '#fitness']);
    const wrong = await runCrafted(task, crafted('{{item.path}} (#{{item.id}}) {{item.told}}', undefined, (action) => (action === 'save_both' ? 'note imported' : undefined)), 'shown9');
    expect(failedIds(wrong)).toEqual([String(tag?.id)]);
    const right = await runCrafted(task, crafted('File {{item.path}} — {{item.told}}', undefined, (action) => (action === 'save_both' ? 'also in Simplenote, tagged #fitness' : undefined)), 'shown9');
    expect(failedIds(right)).toEqual([]);
  });
});

describe('told in a single app (shown9, shapes/create-revise.ts): the people a create adds', () => {
  it('asks a new weekend group for each member the user named, in any form she knows', () => {
    const checks = checksOf(suiteTaskById('single.splitwise.lake-house-group'), 'create').filter((a) => a.note === 'told: splitwise.create_group, to whom');
    expect(checks.map((a) => a.state)).toEqual([['Sofia', 'Sofia Silva', 'sofia.silva@proton.me'], ['Omar', 'Omar Patel', 'omar.patel@yahoo.com']]);
  });

  it('fails an app that makes the group with both but names neither, and passes one that lists them by name', async () => {
    const task = suiteTaskById('single.splitwise.lake-house-group');
    const mine = toldIds(task, 'create', /^told: splitwise\.create_group/);
    const wrong = await runCrafted(task, crafted('{{item.name}} (#{{item.id}})', undefined, () => undefined), 'shown9');
    expect(failedIds(wrong)).toEqual(mine);
    expect(worldChecksPass(wrong)).toBe(true);
    const right = await runCrafted(task, crafted('Weekend: {{item.name}} · {{item.told}}', undefined, (action) => (action === 'create_group' ? 'members: Sofia Silva and Omar Patel' : undefined)), 'shown9');
    expect(failedIds(right)).toEqual([]);
  });
});

describe('changes-shown (shown9): a changed state is looked for on its record\'s line after reopen', () => {
  it('asks the reopened list for the new colour beside the label, not anywhere', () => {
    const check = checksOf(suiteTaskById('single.todoist.label-recolor-garden'), 'reopen').find((a) => a.id === 'reopen.06.persisted_visible');
    expect(check).toMatchObject({ value: 'garden', state: ['green'] });
  });

  it('fails an app whose kept list still says the old colour beside a colour picker listing the new one', async () => {
    const task = suiteTaskById('single.todoist.label-recolor-garden');
    // The stale app repaints the label on Todoist and says so, but never updates its kept row.
    const rows = await runCrafted(task, (pkg) => {
      for (const action of pkg.actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => typeof s.update !== 'string');
      return pkg;
    }, 'shown9');
    // (Its revise says only the label's id, so the changed line never names the label either.)
    // s23: and the gone check of the colour it was made with (withChangedFieldGone).
    expect(failedIds(rows)).toEqual(['revise.07.visible_result_grounded', 'reopen.06.persisted_visible', 'reopen.07.persisted_visible']);
  });

  it('passes an app that lays the label and its colour out in its own words', async () => {
    const rows = await runCrafted(suiteTaskById('single.todoist.label-recolor-garden'), (pkg) => {
      for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = 'Tag {{item.name}} is painted {{item.color}}';
      return pkg;
    }, 'shown9');
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails a field-job tracker whose reopened list keeps the job at its old priority beside a priority selector', async () => {
    const task = suiteTaskById('single.todoist.wetland-sensor');
    const check = checksOf(task, 'reopen').find((a) => a.id === 'reopen.06.persisted_visible');
    expect(check?.state).toEqual(['medium']);
    const rows = await runCrafted(task, (pkg) => {
      for (const action of pkg.actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => typeof s.update !== 'string');
      return pkg;
    }, 'shown9');
    expect(failedIds(rows)).toContain('reopen.06.persisted_visible');
  });
});
