/**
 * s27 lane reopen2: reopen findings of sample S19 closed by kind, on the real built tasks. Each
 * block: the reviewer's wrong screen (or wrong app) now fails, and the correct forms (other words,
 * layouts, the reference itself) still pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir, versions, type Obj, goneCheck, reopenChecks } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('s27-reopen2');
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const passes = (spec: AssertionSpec, lines: readonly Line[], captures: Obj = {}): boolean => evaluate(spec, reopenedScreen([...lines]), captures).passed;
const reopenFailed = async (task: string, attack: (ref: Record<string, Obj>) => void): Promise<string[]> => failed((await runAttacked(suiteTask(task), attack, cache)).rows).filter((id) => id.startsWith('reopen.'));
/** Every version's action `id`, its plan changed by `edit`. */
const planOf = (id: string, edit: (plan: Obj[]) => Obj[]) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = edit(a.plan as Obj[]);
};

const MEAL = 'single.todoist.meal-prep-weekly';
const FLIGHT = 'single.todoist.flight-prices-check';

describe('a repetition stopped is not shown as still repeating after reopen (meal-prep-weekly s27-s196-f1)', () => {
  const spec = goneCheck(MEAL, 'Meal prep for the week');
  it('is asked: the rule set with its fields, then removed by the task alone, is one row flipped back', () => {
    expect(spec).toMatchObject({ gone: true, history: true, was_headed: true });
    expect(spec.was).toEqual(expect.arrayContaining(['every week', 'weekly', 'every 1 week']));
    expect(spec.state).toEqual(expect.arrayContaining(['stopped', 'no longer repeats']));
    expect(goneCheck(FLIGHT, 'Compare flight prices to Tokyo').was).toEqual(expect.arrayContaining(['every 3 days']));
  });
  it('the reviewer\'s stale row fails, bare or under a heading of repeating ones', () => {
    expect(passes(spec, ['Meal prep for the week — every 1 week (rule 2899809)'])).toBe(false);
    expect(passes(spec, [h2('Repeats weekly'), 'Meal prep for the week'])).toBe(false);
  });
  it('the state now in other words, a bare row, a log that tells the stop, or nothing passes', () => {
    expect(passes(spec, ['Meal prep for the week — stopped (rule 2899809)'])).toBe(true);
    expect(passes(spec, ['Meal prep for the week: no longer repeats (was every 1 week)'])).toBe(true);
    expect(passes(spec, [h2('My tasks'), 'Meal prep for the week — due 2023-05-21'])).toBe(true);
    expect(passes(spec, ['Set Meal prep for the week to repeat every week', 'Meal prep for the week no longer repeats'])).toBe(true);
    expect(passes(spec, ['Nothing repeats yet.'])).toBe(true);
  });
  for (const id of [MEAL, FLIGHT]) {
    it(`${id}: the reference passes; the reviewer's wrong app (stop leaves the kept rule) fails the reopen's new check only`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
      const check = reopenChecks(id).find((a) => a.gone === true)!;
      expect(await reopenFailed(id, planOf('stop_repeat', (plan) => plan.filter((s) => s.update === undefined)))).toEqual([check.id]);
    }, 120_000);
  }
});

const INBOX = 'single.venmo.request-inbox';

describe('a request paid or declined is not shown as still waiting after reopen (request-inbox s27-s196-f2)', () => {
  const jazz = goneCheck(INBOX, 'Jazz night tickets');
  const costco = goneCheck(INBOX, 'Costco run - paper goods and snacks');
  it('is asked of both, with no bare button verb (Pay, Decline) as the state now', () => {
    for (const spec of [jazz, costco]) {
      expect(spec).toMatchObject({ gone: true, history: true, was_headed: true });
      expect(spec.was).toEqual(expect.arrayContaining(['waiting', 'pending']));
      expect(spec.state).not.toEqual(expect.arrayContaining(['pay']));
      expect(spec.state).not.toEqual(expect.arrayContaining(['decline']));
    }
  });
  it('the reviewer\'s stale inbox fails: under the waiting heading, beside a waiting word, beside Pay / Decline buttons', () => {
    expect(passes(jazz, [h2('Waiting for me'), 'Mira Ito asks $45 for Jazz night tickets (request 3847593)'])).toBe(false);
    expect(passes(costco, [h2('Waiting for me'), 'Omar Patel asks $86.4 for Costco run - paper goods and snacks (request 5069816)'])).toBe(false);
    expect(passes(jazz, ['Jazz night tickets — $45 from Mira Ito — pending'])).toBe(false);
    expect(passes(costco, [h2('Pending requests'), 'Costco — $86.40 — Pay — Decline'])).toBe(false);
    expect(passes(jazz, [h2('Waiting for me'), 'Request 3847593 — $45'])).toBe(false);
  });
  it('the answered list, the request told answered in other words, a bare row, or nothing passes', () => {
    expect(passes(jazz, [h2('Waiting for me'), 'Ava Larsen asks $18 for Gas money - lake day', h2('Requests answered'), 'Mira Ito: $45 for Jazz night tickets — paid (request 3847593)'])).toBe(true);
    expect(passes(costco, ['Costco run - paper goods and snacks: declined'])).toBe(true);
    expect(passes(jazz, [h2('Inbox'), 'Jazz night tickets — no longer pending (you paid $45)'])).toBe(true);
    expect(passes(costco, [h2('History'), 'Omar Patel asked $86.40 for Costco run - paper goods and snacks', 'You turned down Costco run - paper goods and snacks'])).toBe(true);
    expect(passes(jazz, ['Press the button to see them.'])).toBe(true);
  });
  it('the reference (its inbox drops what it answers) passes; the reviewer\'s wrong app fails the new checks', async () => {
    expect(failed((await runAttacked(suiteTask(INBOX), () => {}, cache)).rows)).toEqual([]);
    // The reviewer's app: no answered list kept, and the inbox never updated.
    const stale = (ref: Record<string, Obj>): void => {
      for (const id of ['pay_request', 'decline_request']) planOf(id, (plan) => plan.filter((s) => s.append !== 'answered' && s.remove === undefined))(ref);
    };
    expect(await reopenFailed(INBOX, stale)).toEqual([jazz.id, costco.id]);
    // The inbox left stale beside the kept answered list (the reference before this lane) fails too.
    const kept = (ref: Record<string, Obj>): void => {
      for (const id of ['pay_request', 'decline_request']) planOf(id, (plan) => plan.filter((s) => s.remove === undefined))(ref);
    };
    expect(await reopenFailed(INBOX, kept)).toEqual([jazz.id, costco.id]);
  }, 180_000);
});

const PILL = 'single.phone.medication-snooze';
const ALARMS = ['single.phone.bin-night-alarm', 'single.phone.bread-proofing', 'single.phone.lecture-alarm', PILL, 'single.phone.plant-watering-alarm', 'single.phone.power-nap'];

describe('a snooze cleared is not shown by the alarm\'s time or id either (medication-snooze s27-s193-f5)', () => {
  const spec = goneCheck(PILL, 'Evening pill');
  const caps = { alarmId: 9257427 };
  it('the check knows the alarm by its id capture and its time, in every flipped alarm task', () => {
    expect(spec.or).toEqual(['$alarmId', '18:45']);
    for (const id of ALARMS) {
      const gone = reopenChecks(id).find((a) => a.gone === true && a.note?.includes('flipped back'));
      expect(gone?.or?.[0], id).toBe('$alarmId');
      expect(gone?.or?.[1], id).toMatch(/^\d\d:\d\d$/);
    }
  });
  it('the reviewer\'s stale rows fail', () => {
    expect(passes(spec, [h2('Alarms'), '18:45 every day — snoozed'], caps)).toBe(false);
    expect(passes(spec, [h2('Alarms'), 'Alarm 9257427 18:45 — snoozed'], caps)).toBe(false);
    expect(passes(spec, [h2('Alarms'), 'Evening pill 18:45 — snoozed'], caps)).toBe(false);
    expect(passes(spec, [h2('Snoozed'), 'Alarm 9257427'], caps)).toBe(false);
  });
  it('the state now by any handle, a bare row, a kept log that tells the snooze cleared, or nothing passes', () => {
    expect(passes(spec, [h2('Alarms'), '18:45 every day — awake'], caps)).toBe(true);
    expect(passes(spec, [h2('Alarms'), 'Alarm 9257427 18:45 — snooze cancelled'], caps)).toBe(true);
    expect(passes(spec, [h2('Alarms'), '18:45 every day'], caps)).toBe(true);
    expect(passes(spec, ['Snoozed alarm 9257427', 'Alarm 9257427 is no longer snoozed'], caps)).toBe(true);
    expect(passes(spec, [h2('Alarms'), 'Evening pill at 18:45 — alarm 9257427 (awake)', 'Gym 18:15 — snoozed'], caps)).toBe(true);
    expect(passes(spec, ['No alarms yet.'], caps)).toBe(true);
  });
  const byTime = (ref: Record<string, Obj>): void => {
    for (const pkg of versions(ref)) for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.collection === 'alarms') c.item = '{{item.time}} every day — {{item.state}}';
  };
  it(`${PILL}: an app listing alarms by time that keeps "snoozed" fails the reopen; by time and told awake passes`, async () => {
    const stale = (ref: Record<string, Obj>): void => { byTime(ref); planOf('awake', (plan) => plan.filter((s) => s.update === undefined))(ref); };
    expect(await reopenFailed(PILL, stale)).toEqual([spec.id]);
    expect(failed((await runAttacked(suiteTask(PILL), byTime, cache)).rows)).toEqual([]);
  }, 120_000);
  for (const id of ALARMS) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 90_000);
  }
});
