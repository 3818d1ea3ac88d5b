/**
 * s13 singles13: what the app wrote with a plan's day must follow the day when the user moves it
 * (in_step `stale`, src/stages/check/reference-state.ts `leftBehind`; builders:
 * cases/multi_tool/planner.ts `followsDay`, cases/multi_tool/todoist.ts stepsAndAlarm). Each case
 * runs through the real generate → run → check chain with a hand-made app: one that leaves the
 * old day behind fails the end-state check, one that moves it in its own words passes, and one
 * whose record never named the day may leave it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'follows-day');
const debug = <T extends { passed: boolean; assertion: string; observed?: unknown }>(rows: T[]): T[] => { for (const r of rows) if (!r.passed) console.log(r.assertion, JSON.stringify(r.observed).slice(0, 700)); return rows; };
const calls = (plan: Obj[], api: string): Obj[] => plan.filter((s) => s.call === api);

describe('the Denver trip moved: the itinerary and the draft to Ava tell the new day', () => {
  const task = () => suiteTaskById('multi.conference-trip');

  it('an app that moves only the to-do fails the end state; the file and the draft still say June 12', async () => {
    const rows = await runCrafted(task(), (pkg) => {
      const move = packageAction(pkg, 'move_plan');
      move.plan = (move.plan as Obj[]).filter((s) => !['file_system.replace_in_file', 'gmail.show_drafts', 'gmail.update_draft'].includes(s.call as string));
      return pkg;
    });
    expect(failedIn(rows, 'revise')).toEqual(['revise.08.world_matches_reference']);
    expect(failedIn(rows, 'create')).toEqual([]);
  }, 240_000);

  it('an app that writes and moves the day in its own words passes', async () => {
    const rows = await runCrafted(task(), (pkg) => {
      const make = packageAction(pkg, 'make_plan');
      const file = calls(make.plan as Obj[], 'file_system.create_file')[0] as Obj;
      file.args.content = 'Trip: {{inputs.city}}. Talk day {{inputs.due_date}}, flight the evening before.';
      const draft = calls(make.plan as Obj[], 'gmail.create_draft')[0] as Obj;
      draft.args.body = 'Hi, I will be away at a conference in {{inputs.city}} ({{inputs.due_date}}).';
      const move = packageAction(pkg, 'move_plan');
      const update = calls(move.plan as Obj[], 'gmail.update_draft')[0] as Obj;
      update.args.body = 'Hi, I will be away at a conference ({{inputs.new_due_date}}), moved by a day.';
      return pkg;
    });
    expect(failedIds(debug(rows))).toEqual([]);
  }, 240_000);

  it('an alarm set to repeat on the talk\'s Monday and left there fails; moved to Tuesday it passes', async () => {
    const craft = (moved: boolean) => (pkg: Obj) => {
      pkg.state.collections.plans.fields.alarm = 'number';
      const make = packageAction(pkg, 'make_plan');
      const alarm = calls(make.plan as Obj[], 'phone.create_alarm')[0] as Obj;
      alarm.args.repeat_days = ['monday'];
      alarm.bind = 'alarm';
      const append = (make.plan as Obj[]).find((s) => s.append === 'plans') as Obj;
      append.item.alarm = '{{alarm.alarm_id}}';
      if (moved) {
        const move = packageAction(pkg, 'move_plan');
        (move.plan as Obj[]).splice(1, 0, { call: 'phone.update_alarm', args: { alarm_id: '{{state.plans.0.alarm}}', repeat_days: ['tuesday'] } });
        move.services = [...new Set([...(move.services as string[]), 'phone'])];
      }
      return pkg;
    };
    const left = await runCrafted(task(), craft(false));
    expect(failedIn(left, 'revise')).toEqual(['revise.08.world_matches_reference']);
    const moved = await runCrafted(task(), craft(true));
    expect(failedIds(moved)).toEqual([]);
  }, 480_000);
});

describe('the passport errand moved from Friday to Monday: an alarm "on the day" moves with it', () => {
  const task = () => suiteTaskById('multi.passport-renewal-steps');
  const craft = (moved: 'left' | 'monday' | 'once') => (pkg: Obj) => {
    pkg.state.collections.items.fields.alarm = 'number';
    const make = packageAction(pkg, 'plan_with_alarm');
    const alarm = calls(make.plan as Obj[], 'phone.create_alarm')[0] as Obj;
    alarm.args.repeat_days = moved === 'once' ? [] : ['friday'];
    alarm.args.label = 'Passport office';
    alarm.bind = 'alarm';
    const append = (make.plan as Obj[]).find((s) => s.append === 'items') as Obj;
    append.item.alarm = '{{alarm.alarm_id}}';
    if (moved === 'monday') {
      const move = packageAction(pkg, 'move_and_add_step');
      (move.plan as Obj[]).splice(1, 0, { call: 'phone.update_alarm', args: { alarm_id: '{{state.items.0.alarm}}', repeat_days: ['monday'] } });
      move.services = [...new Set([...(move.services as string[]), 'phone'])];
    }
    return pkg;
  };

  it('a Friday alarm left as it is fails: it rings on the day the office is closed', async () => {
    const rows = await runCrafted(task(), craft('left'));
    expect(failedIn(rows, 'create')).toEqual([]);
    expect(failedIn(rows, 'revise')).toEqual(['revise.11.world_matches_reference']);
  }, 240_000);

  it('the alarm moved to Mondays passes, and a one-off alarm (no day in it) may stay', async () => {
    expect(failedIds(await runCrafted(task(), craft('monday')))).toEqual([]);
    expect(failedIds(await runCrafted(task(), craft('once')))).toEqual([]);
  }, 480_000);
});

describe('the book club moved to June 15: the app\'s own note follows when it named the day', () => {
  const task = () => suiteTaskById('multi.book-club');
  const craft = (dated: boolean, moved: boolean) => (pkg: Obj) => {
    pkg.state.collections.plans.fields.note = 'number';
    const make = packageAction(pkg, 'make_plan');
    const note = calls(make.plan as Obj[], 'simple_note.create_note')[0] as Obj;
    note.args.title = 'Discussion: {{inputs.book}}';
    note.args.content = dated ? 'We meet {{inputs.due_date}}. Questions: who is the main character?' : 'Questions: who is the main character?';
    const append = (make.plan as Obj[]).find((s) => s.append === 'plans') as Obj;
    append.item.note = '{{note.note_id}}';
    if (moved) {
      const move = packageAction(pkg, 'move_plan');
      (move.plan as Obj[]).unshift({ call: 'todoist.show_task', args: { task_id: '{{inputs.todo_id}}' }, bind: 'old' });
      (move.plan as Obj[]).splice(2, 0, { call: 'simple_note.replace_in_note', args: { note_id: '{{state.plans.0.note}}', find: '{{old.due_date}}', replace_with: '{{inputs.new_due_date}}' } });
      move.services = [...new Set([...(move.services as string[]), 'simple_note'])];
    }
    return pkg;
  };

  it('a note that names June 8 and is moved to June 15 passes (the check reads the app\'s note, not the reference\'s)', async () => {
    expect(failedIds(debug(await runCrafted(task(), craft(true, true))))).toEqual([]);
  }, 240_000);

  it('a note that names June 8 and is left there fails; one that never named a day may stay', async () => {
    expect(failedIn(await runCrafted(task(), craft(true, false)), 'revise')).toEqual(['revise.08.world_matches_reference']);
    expect(failedIds(await runCrafted(task(), craft(false, false)))).toEqual([]);
  }, 480_000);
});
