/**
 * The other records of a multi-tool step are told on screen (issue #30, not_shown, multi-tool
 * tasks; kit/told.ts): a bill split and a text, a payment and an emailed receipt. Run through the
 * real generate → run → check chain with a local model server that answers with a crafted
 * package: an app that does everything but shows only the main record fails the told checks
 * only; an app that says each in its own words passes.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../../src/schemas/assertions.ts';
import { closeCraftedServers, runCrafted as runCraftedModel, toldCrafted as crafted } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as splitwiseTasks } from '../cases/multi_tool/splitwise.ts';
import { tasks as phoneTasks } from '../cases/multi_tool/phone.ts';
import { tasks as venmoTasks } from '../cases/multi_tool/venmo.ts';
import { tasks as todoistTasks } from '../cases/multi_tool/todoist.ts';
import { applyValueMap, valueMapOf } from '../../../src/suite/twins/apply.ts';
import { TaskSchema } from '../../../src/schemas/task.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const suiteTask = (id: string): Obj => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as Obj;
const built = (id: string): Obj => [...splitwiseTasks(), ...phoneTasks(), ...venmoTasks(), ...todoistTasks()].find((t) => t.id === id) as Obj;
const stateChecks = (task: Obj, episode: string): Obj[] => ((task.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && a.state);

/** The task's assertion rows when its app is `craft(reference package)`. */
const runCrafted = (task: Obj, craft: (pkg: Obj) => Obj): Promise<AssertionRow[]> => runCraftedModel(task, craft, 'told');


const failed = (rows: readonly AssertionRow[]) => rows.filter((r) => !r.passed).map((r) => r.assertion);
const ids = (checks: readonly Obj[]) => checks.map((c) => String(c.id));

describe('withTold: the other records of a multi-tool step are looked for on screen', () => {
  it('asks the split-and-text step for a word of the text and for the person, in the episode that sends it', () => {
    const task = built('multi.dinner-split-texts');
    const create = stateChecks(task, 'create');
    expect(create.map((c) => c.value)).toEqual(['Dinner at Osteria Lupa', 'Dinner at Osteria Lupa', 'Dinner at Osteria Lupa']);
    expect(create.map((c) => c.state[0])).toEqual(['Aisha', 'texted', 'Aisha']);
    // The text goes to her number, the split to her address: either is her, by name or as typed.
    expect(create[2]?.state).toEqual(['Aisha', 'Aisha Schmidt', '4384871168']);
    // "Text her again" is told after the change too.
    expect(stateChecks(task, 'revise').map((c) => [c.value, c.state[0]])).toEqual([[141, 'texted'], [141, 'Aisha']]);
  });

  it('keeps apart what the step does twice: a payment "sent" does not tell that the receipt was emailed', () => {
    const task = built('multi.babysitter-payment');
    const emailed = stateChecks(task, 'create').find((c) => (c.state as string[]).includes('emailed'));
    expect(emailed?.state).not.toContain('sent');
    // The person paid and emailed is asked for once.
    expect(stateChecks(task, 'create').filter((c) => c.state[0] === 'Lucas')).toHaveLength(1);
  });

  it('asks for each day of an alarm the user names, and "every day" for a daily one', () => {
    const wake = stateChecks(built('multi.night-shift-wakeup'), 'create').map((c) => c.state[0]);
    // The playlist the same step makes is told too (shown8), beside the days.
    expect(wake).toEqual(['playlist', 'tuesday', 'thursday']);
    const daily = stateChecks(built('multi.vitamin-d-reminder'), 'create').map((c) => c.state as string[]);
    expect(daily.some((s) => s.includes('every day') && s.includes('daily'))).toBe(true);
    expect(daily.some((s) => s.includes('note'))).toBe(true);
  });

  it('looks for an alarm set beside a chore by its time, with a word of the alarm and its day', () => {
    const checks = stateChecks(built('multi.recycling-night-chore'), 'create').filter((c) => String(c.note).startsWith('told: phone.create_alarm'));
    expect(checks.map((c) => String(c.note).split(', ')[1])).toEqual(['what happened', 'on which days']);
    for (const c of checks) expect(String(c.value)).toMatch(/^\d{2}:\d{2}$/);
    expect(checks[0]?.state).toContain('alarm');
  });

  it('fails an app that splits and texts but shows only the bill; its world checks pass', async () => {
    const task = suiteTask('multi.dinner-split-texts');
    const rows = await runCrafted(task, crafted('{{item.what}}: ${{item.total}} (#{{item.id}})', 'Saved.', () => undefined));
    expect(failed(rows)).toEqual(ids([...stateChecks(task, 'create'), ...stateChecks(task, 'revise')]));
    expect(rows.filter((r) => r.type !== 'visible_result_grounded').every((r) => r.passed)).toBe(true);
  });

  it('passes an app that says the split and the text in its own words', async () => {
    const rows = await runCrafted(
      suiteTask('multi.dinner-split-texts'),
      crafted('Bill {{item.what}} | ${{item.total}} | {{item.told}} | #{{item.id}}', 'OK.', (action) => (action === 'split_bill' ? 'shared with Aisha, an SMS is on its way' : 'Aisha got another SMS')),
    );
    expect(failed(rows)).toEqual([]);
  });

  it('fails an app that pays and emails the receipt but says only the payment', async () => {
    const task = suiteTask('multi.babysitter-payment');
    const rows = await runCrafted(task, crafted('{{item.what}}: paid ${{item.amount}} to Lucas, {{item.shown}} (#{{item.id}})', 'Sent.', () => undefined));
    const emailed = stateChecks(task, 'create').filter((c) => (c.state as string[]).includes('emailed'));
    expect(emailed).toHaveLength(1);
    expect(failed(rows)).toEqual(ids(emailed));
  });

  it('swaps the person of a told check in the twin, as it swaps the value', () => {
    const task = TaskSchema.parse(suiteTask('multi.babysitter-payment'));
    const person = (value: string, twin: string) => ({ value, twin, kind: 'person' as const, from: 'create:email' });
    const map = valueMapOf([person('Lucas', 'Mateo'), person('Lucas Nguyen', 'Mateo Haddad'), person('lucas.nguyen@yahoo.com', 'mateo.haddad@yahoo.com')]);
    const twin = applyValueMap(task, map, task.world) as unknown as Obj;
    const to = stateChecks(twin, 'create').find((c) => String(c.note).endsWith('to whom'));
    expect(to?.state).toEqual(['Mateo', 'Mateo Haddad', 'mateo.haddad@yahoo.com']);
  });
});
