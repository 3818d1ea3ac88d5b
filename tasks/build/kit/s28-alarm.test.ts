/**
 * s28 alarm lane: the reviewers' probes of session 27, re-run on the real tasks (the reference's
 * records from the real world, their new lines or reopened screen replaced by the rows shown).
 * - s27-q0-f2, s27-db4-f1, f2, s27-z5-f4 (over-spec): "On/Off: off", "On-Off: off", "Toggle: off" tell the alarm off.
 * - s27-z5-f1, f2, f3, s27-q0-f3 (holes): another setting's "disabled" / "turned off" / "enabled" is not the alarm's.
 * - s27-p0-f19, f21, s27-db1-f1 (holes, reopen.03): a kept row offering the switch-off ("tap to turn off", "Pause") fails.
 * - early-flight-alarm s27-db4-f5 (hole): the trip's "cancelled" beside the alarm shown on tells no deletion.
 * - shift-alarms s26-d2a-f7, s27-db2-f2 (over-spec): "Rings: yes/no", a Rings column, "does not ring" tell the state.
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen, runAttacked, suiteTask, tempDir, type Attacked } from '../../../src/stages/__tests__/helpers.ts';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s28-alarm');
const runs = new Map<string, Attacked>();
const NIGHT = 'multi.night-shift-wakeup';
const RUN = 'multi.weekend-run-alarm-mix';
const GENTLE = 'multi.gentle-wakeup-playlist';
const PLANTS = 'single.phone.plant-watering-alarm';
const ROW: Record<string, [string, string]> = {
  [NIGHT]: ['15:30 — Shift Start (alarm 6142083) — ', '15:30 — Shift Start — '],
  [RUN]: ['07:15 — Trail Start (alarm 5046904) — ', '07:15 — Trail Start — '],
  [GENTLE]: ['06:45 — Slow Sunrise (alarm 8180173) — ', '06:45 — Slow Sunrise — '],
  [PLANTS]: ['Water the plants 19:00 — ', 'Water the plants 19:00 — '],
};

/** Whether the check `prefix` of `task` passes with the episode's new lines ("Done." and the row ending in `told`), or its reopened screen. */
async function passes(task: string, prefix: string, told: string, lines?: readonly string[], heading = 'My alarms'): Promise<boolean> {
  const t = suiteTask(task);
  if (!runs.has(task)) runs.set(task, await runAttacked(t, () => undefined, cache));
  const { records } = runs.get(task)!;
  const episode = t.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(prefix)))!;
  const id = episode.assertions.find((a) => a.id.startsWith(prefix))!.id;
  const rec = records.get(episode.id)!;
  let changed: EpisodeRecord;
  if (rec.stage === 'reopen') {
    const screen = reopenedScreen([['h2', heading], ...(lines ?? [`${ROW[task]![1]}${told}`])]);
    changed = { ...screen, probes: rec.probes, episode: rec.episode, stage: rec.stage, episode_index: rec.episode_index, reference: rec.reference };
  } else {
    changed = { ...rec, visible_text: `${rec.visible_before}\n${(lines ?? ['Done.', `${ROW[task]![0]}${told}`]).join('\n')}` };
  }
  const all = new Map(records);
  all.set(episode.id, changed);
  return checkTaskEvaluation(t, 0, 'probe', all).find((r) => r.assertion === id)!.passed;
}

const expectAll = async (task: string, prefix: string, tolds: readonly string[], want: boolean): Promise<void> => {
  for (const told of tolds) expect(await passes(task, prefix, told), `${task} ${prefix} ${told}`).toBe(want);
};

describe('s28 alarm: a switch labelled On/Off or Toggle (s27-q0-f2, s27-db4-f1, f2, s27-z5-f4)', () => {
  it('"On/Off: off" and its forms pass the switch-off step and the reopen; their "on" still fails', async () => {
    const offs = ['On/Off: off', 'On / Off: off', 'On-Off: off', 'Alarm on/off: off', 'Toggle: off'];
    for (const task of [NIGHT, RUN, GENTLE]) {
      await expectAll(task, 'revise.07', offs, true);
      await expectAll(task, 'revise.07', ['On/Off: on', 'Toggle: on', 'Enabled · Toggle off'], false);
    }
    for (const task of [RUN, GENTLE]) await expectAll(task, 'reopen.03', offs, true);
    await expectAll(PLANTS, 'revise.07', ['On/Off: off', 'On / Off: off', 'Alarm on/off: off'], true);
    await expectAll(PLANTS, 'followup.07', ['On/Off: on'], true);
  }, 300_000);
});

describe('s28 alarm: another setting\'s state is not the alarm\'s (s27-z5-f1, f2, f3, s27-q0-f3)', () => {
  it('the wake-up alarms: "Snooze: disabled", "Backup alarm turned off" beside the alarm on fail; the alarm off beside another setting passes', async () => {
    const wrong = ['Alarm: on · Snooze: disabled', 'Alarm: on · Backup alarm disabled', 'Backup alarm turned off', 'Snooze alarm switched off', 'Alarm: on · Backup alarm off', 'Alarm: on · Haptics: off'];
    const right = ['off', 'Disabled', 'turned off', 'Off · Snooze: disabled', 'Disabled · Backup alarm: on', "Off — won't ring", "won't ring", 'Shift alarm: off'];
    for (const task of [NIGHT, RUN, GENTLE]) {
      await expectAll(task, 'revise.07', wrong, false);
      await expectAll(task, 'revise.07', right, true);
    }
    for (const task of [RUN, GENTLE]) {
      await expectAll(task, 'reopen.03', wrong.slice(0, 4), false);
      await expectAll(task, 'reopen.03', ['off', 'Disabled', 'turned off', 'Disabled · Snooze: on', 'Off · Backup alarm enabled'], true);
    }
  }, 300_000);

  it('plant-watering: the resume and the reopen want the watering alarm on, not a backup or snooze alarm', async () => {
    await expectAll(PLANTS, 'followup.07', ['Paused · Backup alarm: on', 'Paused · Snooze alarm: on', 'Alarm: off · Backup alarm: on', 'Paused · Backup alarm enabled'], false);
    await expectAll(PLANTS, 'followup.07', ['Enabled', 'On · Backup alarm: off', 'Resumed · Snooze: disabled'], true);
    await expectAll(PLANTS, 'revise.07', ['Alarm: on · Backup alarm disabled', 'Alarm: on · Snooze: disabled'], false);
    await expectAll(PLANTS, 'revise.07', ['Paused', 'Alarm: off', 'Paused · Snooze: enabled'], true);
    await expectAll(PLANTS, 'reopen.06', ['Alarm: off · Backup alarm: on', 'Paused · Snooze alarm: on'], false);
    await expectAll(PLANTS, 'reopen.06', ['Alarm: on', 'On', 'Enabled · Snooze: disabled'], true);
  }, 300_000);
});

describe('s28 alarm: a kept row offering the switch-off is no switch-off (s27-p0-f19, f21, s27-db1-f1)', () => {
  it('reopen.03 of the wake-up alarms fails the offers and passes the states', async () => {
    const offers = ['Enabled — turn off for the holiday', 'On (pause it next week)', 'Enabled · disable before holiday', 'Enabled, pause', 'Enabled · Switch off', 'Enabled · tap to turn off', 'Enabled · tap to switch off', 'Enabled · please disable', 'Enabled · ready to pause', 'Enabled · Pause', 'Enabled — Disable?'];
    for (const task of [RUN, GENTLE]) {
      await expectAll(task, 'reopen.03', offers, false);
      await expectAll(task, 'reopen.03', ['off', 'Disabled', 'turned off', 'Paused', 'switched off', 'Inactive', "won't ring"], true);
    }
  }, 300_000);
});

describe('s28 alarm: the trip cancelled is the reason, not the deletion (early-flight-alarm s27-db4-f5)', () => {
  const FLIGHT = 'single.phone.early-flight-alarm';
  it('revise.06 and reopen.06 fail the alarm still on beside "trip cancelled"; a deletion said beside the reason passes', async () => {
    for (const lines of [['Lisbon trip cancelled.', 'Flight to Lisbon at 03:45 — alarm 9109966 (on · trip cancelled)'], ['Done.', 'Flight to Lisbon at 03:45 — alarm 9109966 (on · Lisbon trip called off)']]) {
      expect(await passes(FLIGHT, 'revise.06', '', lines), lines.join(' / ')).toBe(false);
    }
    for (const line of ['Deleted Flight to Lisbon.', 'Flight to Lisbon cancelled.', 'Trip cancelled, so Flight to Lisbon is deleted.', 'Alarm Flight to Lisbon removed — trip called off']) {
      expect(await passes(FLIGHT, 'revise.06', '', [line]), line).toBe(true);
    }
    for (const line of ['Flight to Lisbon at 03:45 — alarm 9109966 (on) · trip cancelled', 'Flight to Lisbon at 03:45 — alarm 9109966 (on) · Lisbon trip called off']) {
      expect(await passes(FLIGHT, 'reopen.06', '', [line], 'Alarms set here'), line).toBe(false);
    }
    expect(await passes(FLIGHT, 'reopen.06', '', ['Flight to Lisbon — deleted (trip cancelled)'], 'Alarms set here')).toBe(true);
  }, 300_000);
});

describe('s28 alarm: the user\'s verb "ring" tells the shift alarms\' state (shift-alarms s26-d2a-f7, s27-db2-f2)', () => {
  const SHIFTS = 'single.phone.shift-alarms';
  const rows = (early: string, late: string): string[] => [`early shift 05:15 — ${early}`, `late shift 11:45 — ${late}`];
  it('create, revise, switch-back and reopen: rings / does not ring and Rings: yes / no pass; both ringing fails the off checks', async () => {
    for (const [early, late] of [['rings', 'does not ring'], ['rings', "doesn't ring"], ['Rings: yes', 'Rings: no']]) {
      for (const id of ['create.11', 'create.14', 'switch-back.11', 'switch-back.12']) expect(await passes(SHIFTS, id, '', ['Done.', ...rows(early!, late!)]), `${id} ${early}/${late}`).toBe(true);
      for (const id of ['revise.11', 'revise.12']) expect(await passes(SHIFTS, id, '', ['Done.', ...rows(late!, early!)]), `${id} ${late}/${early}`).toBe(true);
      for (const id of ['reopen.03', 'reopen.04']) expect(await passes(SHIFTS, id, '', rows(early!, late!), 'Shift alarms'), `${id} ${early}/${late}`).toBe(true);
    }
    for (const id of ['create.14', 'switch-back.12']) expect(await passes(SHIFTS, id, '', ['Done.', ...rows('rings', 'rings')]), id).toBe(false);
    expect(await passes(SHIFTS, 'revise.12', '', ['Done.', ...rows('rings', 'rings')])).toBe(false);
    expect(await passes(SHIFTS, 'reopen.04', '', rows('Rings: no', 'Rings: yes'), 'Shift alarms')).toBe(false);
    expect(await passes(SHIFTS, 'reopen.03', '', rows('does not ring', 'rings'), 'Shift alarms')).toBe(false);
  }, 300_000);
  it('reopen: a table Shift | Time | Rings with Yes / No tells each alarm; swapped, it fails', async () => {
    expect(await passes(SHIFTS, 'reopen.03', '', ['Shift\tTime\tRings', 'Early\t05:15\tYes', 'Late\t11:45\tNo'], 'Shift alarms')).toBe(true);
    expect(await passes(SHIFTS, 'reopen.04', '', ['Shift\tTime\tRings', 'Early\t05:15\tYes', 'Late\t11:45\tNo'], 'Shift alarms')).toBe(true);
    expect(await passes(SHIFTS, 'reopen.03', '', ['Shift\tTime\tRings', 'Early\t05:15\tNo', 'Late\t11:45\tYes'], 'Shift alarms')).toBe(false);
    expect(await passes(SHIFTS, 'reopen.04', '', ['Shift\tTime\tRings', 'Early\t05:15\tNo', 'Late\t11:45\tYes'], 'Shift alarms')).toBe(false);
  }, 300_000);
});
