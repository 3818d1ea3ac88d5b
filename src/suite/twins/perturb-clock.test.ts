/**
 * A twin's look-alike of a record whose first name column is a time of day (an alarm): its time
 * stays a valid time (another one, near the record's) and its copy mark goes into the label. Before
 * s12 the look-alike's `time` was "08:00 (copy)" (an alarm named by its time) or the typed label
 * itself, "Vetch (copy)" (an alarm the task makes and names by a label).
 */
import { describe, expect, it } from 'vitest';
import { loadTasks } from '../load.ts';
import { twinOf } from './index.ts';

const tasks = new Map(loadTasks().map(({ task }) => [task.id, task]));
const CLOCK = /^\d{2}:\d{2}$/;

function alarmAlikes(id: string) {
  const task = tasks.get(id);
  if (!task) throw new Error(`no task ${id}`);
  const twin = twinOf(task);
  if (!twin.ok) throw new Error(`${id}: ${twin.reason}`);
  return twin.plan.rows.filter((r) => r.app === 'phone' && r.table === 'alarms').map((r) => r.row);
}

describe('twin look-alikes of alarms', () => {
  it('an alarm the user names by its time: the look-alikes are a minute before and after it, their labels carry the copy mark', () => {
    const rows = alarmAlikes('single.phone.daily-reminders');
    expect(rows.map((r) => r.time)).toEqual(['07:59', '08:01']);
    expect(rows.map((r) => r.label)).toEqual(['Weekend run (copy)', 'Copy of Weekend run']);
  });

  it('an alarm the task makes and names by a typed label: the look-alikes hold that label with the copy mark, and a valid time', () => {
    for (const id of ['service.alarm-label', 'single.phone.power-nap', 'shared.run-playlist-alarm']) {
      const rows = alarmAlikes(id);
      expect(rows.length, id).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        expect(String(row.time), id).toMatch(CLOCK);
        expect(String(row.label), id).toMatch(/\(copy\)$|^Copy of /);
      }
    }
  });

  it('no twin of a phone task of the suite gives any alarm a time that is not a time of day', () => {
    for (const task of tasks.values()) {
      if (!task.apps.some((app) => app.services.includes('phone'))) continue;
      const twin = twinOf(task);
      if (!twin.ok) continue;
      for (const r of twin.task.world.rows ?? []) if (r.app === 'phone' && r.table === 'alarms') expect(String(r.row.time), task.id).toMatch(CLOCK);
    }
  });
});
