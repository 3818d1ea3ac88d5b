/**
 * s27 alarm lane: the reviewers' probes of session 26, re-run on the real tasks (runAttacked, real world).
 * - s26-d5h-f1, f4, f7, f9, f11, f13 (holes): an on/off after a named field counts only where the field
 *   names the alarm or its state, or is the row's head ("Haptics: on" and "Dismiss challenge: off" tell nothing).
 * - s26-d3a-f1, f2, f3, f5 (over-spec): a bare "On" ending the row after the alarm's time tells it on.
 * - s26-d5h-f2, f3, f5, f6: "(Tue, Thu): off" after the days in brackets is the alarm's state.
 * - s26-d2a-f7 (over-spec): "Active: yes/no", "Enabled: yes/no", "Paused: off/on", "Silent: no/yes".
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteCheck, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { textShows } from '../../../src/stages/check/match.ts';

const cache = tempDir('s27-alarm');
const BIN = 'single.phone.bin-night-alarm';
const LECTURE = 'single.phone.lecture-alarm';
const PLANTS = 'single.phone.plant-watering-alarm';
const SHIFTS = 'single.phone.shift-alarms';
const MULTI = ['multi.gentle-wakeup-playlist', 'multi.night-shift-wakeup', 'multi.sunday-jazz-alarm', 'multi.weekend-run-alarm-mix'];

type Step = Obj & { plan?: Obj[] };
/** Every plan step of slot A's app, nested loops included. */
const stepsOf = (plan: Obj[]): Obj[] => plan.flatMap((s) => [s, ...(Array.isArray(s.steps) ? stepsOf(s.steps as Obj[]) : [])]);

/**
 * An app of the single alarm tasks whose row is `item` and whose list says `on`/`off` for the states
 * (the reference's on / paused / resumed); `stale` keeps the resume from touching the list. Messages: "Done.".
 */
const singleRow = (item: string, on: string, off: string, stale = false) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = item;
    for (const a of pkg.actions as Step[]) {
      a.plan = (a.plan ?? []).filter((s) => !(stale && a.id === 'resume_alarm' && s.update !== undefined)).map((s) => (typeof s.message === 'string' ? { message: 'Done.' } : s));
      for (const s of stepsOf(a.plan)) {
        if (s.append !== undefined && s.item?.state !== undefined) s.item.state = on;
        if (s.update !== undefined && s.fields?.state !== undefined) s.fields.state = a.id === 'pause_alarm' ? off : on;
      }
    }
  }
};

/** An app of the wake-up tasks that pauses the alarm but rewrites its row's last part to `told`. */
const pausedTold = (told: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const a of pkg.actions as Step[]) {
      a.plan = (a.plan ?? []).map((s) => (typeof s.message === 'string' ? { message: 'Done.' } : s));
      for (const s of stepsOf(a.plan)) if (s.update !== undefined && a.id === 'pause_wakeup') s.fields = { told };
    }
  }
};

/** shift-alarms with its row '<shift> shift <time> — <on or off>' (every version of the app). */
const shiftRow = (on: string, off: string, item = '{{item.shift}} shift {{item.time}} — {{item.rings}}') => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = item;
    for (const a of pkg.actions as Step[]) {
      a.plan = (a.plan ?? []).map((s) => (typeof s.message === 'string' ? { message: 'Done.' } : s));
      for (const s of stepsOf(a.plan)) {
        for (const fields of [s.item, s.fields, ...(Array.isArray(s.value) ? (s.value as Obj[]) : [])]) {
          if (fields?.rings === 'on, will ring') fields.rings = on;
          if (fields?.rings === 'off, won\'t ring') fields.rings = off;
        }
      }
    }
  }
};

const failures = async (task: string, attack: (ref: Record<string, Obj>) => void): Promise<string[]> => failed((await runAttacked(suiteTask(task), attack, cache)).rows);
const ids = (rows: string[]): string[] => rows.map((r) => r.split('.').slice(0, 2).join('.'));

describe('s27 alarm: a named field tells the alarm only where it names the alarm or its state (s26-d5h-f1, f4, f7, f9, f11, f13)', () => {
  it('the matcher: the positive rule on single lines', () => {
    for (const [text, word] of [['Bins out 20:30: on', ': on'], ['Bins out: ON', ': on'], ['Alarm 9289946: off', ': off'], ['Bins out 20:30 · Status: off', ': off'], ['06:45 — Slow Sunrise: off', 'off'], ['Lecture day at 06:50 (Tue, Thu): off', ': off'], ['Water the plants (19:00): Off', ': off'], ['Bins out, 20:30, On', ', on'], ['Bins out 20:30 On', 'on'], ['Lecture day 06:50 on', 'on'], ['Bins out — Alarm: off', ': off'], ['Bins out 20:30 (off)', 'off'], ['15:30 Shift Start: off', ': off']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(true);
    }
    for (const [text, word] of [['Lecture day 06:50 (paused) · Haptics: on', ': on'], ['06:45 — Slow Sunrise (alarm 8180173) — Enabled · Dismiss challenge: off', ': off'], ['06:45 — Slow Sunrise (alarm 8180173) — Enabled · Haptics: off', 'off'], ['Bins out 20:30 — Paused: on', ': on'], ['Bins out 20:30 Wake-up check: on', ': on'], ['Turn on', 'on'], ['Tap to switch on', 'on'], ['Bins out 20:30 · Repeats on', 'on'], ['Alarm 15:30 — on · weekends off', 'off'], ['Lecture day at 06:50 on Tuesdays', 'on'], ['Bins out 20:30 (paused) · Snooze (15 min): on', ': on'], ['Bins out 20:30 Haptics: on', ': on'], ['Alarm 15:30 Haptics: off', 'off']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(false);
    }
  });

  it('lecture-alarm, plant-watering-alarm (s26-d5h-f1, f4): a stale paused row ending in "· Haptics: on" or "· Dismiss challenge: on" fails reopen.06', async () => {
    for (const [task, label] of [[LECTURE, 'Lecture day'], [PLANTS, 'Water the plants']] as const) {
      for (const setting of ['Haptics', 'Dismiss challenge']) {
        const wrong = await failures(task, singleRow(`{{item.label}} {{item.time}} ({{item.state}}) · ${setting}: on`, 'on', 'paused', true));
        expect(wrong, `${label} ${setting}`).toContain('reopen.06.persisted_visible');
      }
      // The correct app with the same extra setting on its row passes everything.
      // (Its messages say only "Done.", so the create checks that want the alarm's days said fail, as for any row without them.)
      const right = ids(await failures(task, singleRow('{{item.label}} {{item.time}} ({{item.state}}) · Haptics: on', 'on', 'paused')));
      expect(right.filter((r) => !['create.08', 'create.11'].includes(r)), task).toEqual([]);
    }
  });

  it('the wake-up alarms (s26-d5h-f7, f9, f11, f13): a row "— Enabled · Haptics: off" after the pause fails revise.07 (and reopen.03); "— Off · Haptics: on" passes', async () => {
    for (const task of MULTI) {
      const reopen = task === 'multi.night-shift-wakeup' ? [] : ['reopen.03'];
      for (const told of ['Enabled · Haptics: off', 'Enabled · Dismiss challenge: off']) {
        const wrong = ids(await failures(task, pausedTold(told)));
        expect(wrong, `${task} ${told}`).toEqual(expect.arrayContaining(['revise.07', ...reopen]));
      }
      for (const told of ['Off · Haptics: on', 'Haptics: on · Status: off', 'off']) expect(await failures(task, pausedTold(told)), `${task} ${told}`).toEqual([]);
    }
  });
});

describe('s27 alarm: a bare "On" ending the row (s26-d3a-f1, f2, f3, f5)', () => {
  it('bin-night, lecture, plant-watering: "<label> <time> On" / "Off" fails only the day checks (the row shows no day); a stale row still fails', async () => {
    for (const task of [BIN, LECTURE, PLANTS]) {
      const right = ids(await failures(task, singleRow('{{item.label}} {{item.time}} {{item.state}}', 'On', 'Off')));
      expect(right, task).not.toContain('followup.07');
      expect(right.every((r) => r.startsWith('create.')), `${task}: ${right.join(' ')}`).toBe(true);
      // The stale app: the resume never reaches the list, the row stays Off.
      const stale = ids(await failures(task, singleRow('{{item.label}} {{item.time}} {{item.state}}', 'On', 'Off', true)));
      expect(stale, task).toContain('reopen.06');
    }
  });

  it('shift-alarms (s26-d3a-f5): "<shift> shift <time> On" / "Off" fails nothing (a bare On right after the time)', async () => {
    const bare = '{{item.shift}} shift {{item.time}} {{item.rings}}';
    expect(await failures(SHIFTS, shiftRow('On', 'Off', bare))).toEqual([]);
    // The wrong app that says both rows On fails the off checks; both Off fails the on checks.
    expect(ids(await failures(SHIFTS, shiftRow('On', 'On', bare)))).toEqual(expect.arrayContaining(['create.14', 'reopen.04']));
    expect(ids(await failures(SHIFTS, shiftRow('Off', 'Off', bare)))).toEqual(expect.arrayContaining(['create.11', 'reopen.03']));
  });

  it('a row-final On only after the time, id or label: never a verb or another setting', () => {
    const spec = { ...suiteCheck(BIN, 'followup.07'), record: undefined } as AssertionSpec;
    const state = (line: string, before: string): unknown => (evaluate(spec, { ...reopenedScreen([line]), visible_before: `App\n${before}` }, { alarmId: 5046904 }).observed as { state?: unknown }).state;
    expect(state('Bins out 20:30 On', 'Bins out 20:30 Off')).toBe('on');
    // Right after the label alone too (the record's value, marked by the checker), as "Bins out Off" is off.
    expect(state('Bins out On', 'Bins out Off')).toBe('on');
    for (const line of ['Bins out 20:30 Off · Turn on', 'Bins out 20:30 Off · Tap to switch on', 'Bins out 20:30 Off · Repeats on', 'Bins out 20:30 Off · Vibration on']) expect(state(line, 'Bins out 20:30 Off'), line).toBe(null);
  });
});

describe('s27 alarm: the state after the bracketed days (s26-d5h-f2, f3, f5, f6)', () => {
  it('"<label> at <time> (<days>): on/off": the correct app passes revise.07 and followup.07, the stale one fails reopen.06', async () => {
    for (const task of [LECTURE, PLANTS]) {
      const item = '{{item.label}} at {{item.time}} ({{item.days}}): {{item.state}}';
      const withDays = (stale: boolean) => (ref: Record<string, Obj>): void => {
        singleRow(item, 'on', 'off', stale)(ref);
        for (const pkg of versions(ref)) {
          (pkg.state as Obj).collections.alarms.fields.days = 'string';
          for (const a of pkg.actions as Step[]) for (const s of stepsOf(a.plan ?? [])) if (s.append !== undefined && s.item) s.item.days = task === LECTURE ? 'Tue, Thu' : 'Wed, Sun';
        }
      };
      const right = ids(await failures(task, withDays(false)));
      expect(right.filter((r) => !['create.08', 'create.11'].includes(r)), task).toEqual([]);
      expect(ids(await failures(task, withDays(true))), task).toContain('reopen.06');
    }
  });
});

describe('s27 alarm: yes/no state fields (shift-alarms s26-d2a-f7)', () => {
  it('Active/Enabled yes-no, Paused off-on, Silent/Muted/Disabled no-yes and Alarm on-off read as the alarm\'s state', async () => {
    for (const [on, off] of [['Active: yes', 'Active: no'], ['Enabled: yes', 'Enabled: no'], ['Paused: off', 'Paused: on'], ['Paused: no', 'Paused: yes'], ['Silent: no', 'Silent: yes'], ['Muted: no', 'Muted: yes'], ['Disabled: no', 'Disabled: yes'], ['Alarm: on', 'Alarm: off']] as const) {
      expect(await failures(SHIFTS, shiftRow(on, off)), `${on} / ${off}`).toEqual([]);
    }
  });

  it('the wrong app: both rows said ringing by their fields fails the off checks; both said silent fails the on checks', async () => {
    expect(ids(await failures(SHIFTS, shiftRow('Paused: yes', 'Paused: yes')))).toEqual(expect.arrayContaining(['create.11', 'reopen.03']));
    expect(ids(await failures(SHIFTS, shiftRow('Active: no', 'Active: no')))).toEqual(expect.arrayContaining(['create.11', 'reopen.03']));
    expect(ids(await failures(SHIFTS, shiftRow('Paused: off', 'Paused: off')))).toEqual(expect.arrayContaining(['create.14', 'reopen.04']));
    expect(ids(await failures(SHIFTS, shiftRow('Active: yes', 'Active: yes')))).toEqual(expect.arrayContaining(['create.14', 'reopen.04']));
  });

  it('a table Shift | Time | Active (Yes/No) and one with Paused (No/Yes) tells each alarm\'s state after reopen', () => {
    const screen = (rows: string[]): EpisodeRecord => ({ ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 4, stage: 'reopen' }), visible_text: ['App', ...rows].join('\n'), html: '<h1>App</h1>', shown: { state: rows, result: [] } });
    const passes = (id: string, rows: string[]): boolean => evaluate({ ...suiteCheck(SHIFTS, id), record: undefined } as AssertionSpec, screen(rows), {}).passed;
    for (const [head, on, off] of [['Active', 'Yes', 'No'], ['Paused', 'No', 'Yes'], ['Enabled', 'yes', 'no']] as const) {
      const rows = [`Shift\tTime\t${head}`, `Early\t05:15\t${on}`, `Late\t11:45\t${off}`];
      expect(passes('reopen.03', rows), head).toBe(true);
      expect(passes('reopen.04', rows), head).toBe(true);
      const wrong = [`Shift\tTime\t${head}`, `Early\t05:15\t${off}`, `Late\t11:45\t${on}`];
      expect(passes('reopen.03', wrong), head).toBe(false);
      expect(passes('reopen.04', wrong), head).toBe(false);
    }
  });
});

describe('s27 alarm: a field headed by the alarm\'s own noun is the alarm\'s (s27-db4-f1, f2, f6)', () => {
  it('the matcher: "Shift alarm: off", "Run alarm: off", "Wake-up: off" tell the alarm; another setting of it does not', () => {
    for (const text of ['15:30 — Shift Start (alarm 6142083) — Shift alarm: off', 'Trail Start — Run alarm: off', 'Water the plants 19:00 · Watering alarm: off', 'Slow Sunrise · Wake-up: off', 'Slow Sunrise · Night-shift alarm: off']) {
      expect(textShows(text, ': off', 'normalized'), text).toBe(true);
    }
    for (const text of ['Bins out 20:30 Wake-up check: on', 'Slow Sunrise · Snooze alarm: on', 'Slow Sunrise · Backup alarm: on', 'Slow Sunrise · Haptics: on', 'Slow Sunrise · Alarm sound: on']) {
      expect(textShows(text, ': on', 'normalized'), text).toBe(false);
    }
  });
  it('the matcher: the check\'s own "alarm: on" / "alarm off" inside another alarm setting\'s name tells nothing (s27-z5-f1, f2, f3)', () => {
    for (const [text, word] of [['alarm: on · backup alarm off', 'alarm off'], ['paused · backup alarm: on', 'alarm: on'], ['paused · snooze alarm: on', 'alarm: on'], ['alarm: off · second alarm: on', 'alarm: on']] as const) expect(textShows(text, word, 'normalized'), text).toBe(false);
    for (const [text, word] of [['bins out — alarm: on', 'alarm: on'], ['bins out alarm off', 'alarm off'], ['lecture day · wake-up alarm: off', 'alarm: off']] as const) expect(textShows(text, word, 'normalized'), text).toBe(true);
  });
});
