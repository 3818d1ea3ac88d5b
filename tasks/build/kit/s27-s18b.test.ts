/**
 * s27 lane s18b: two findings of sample S18, each fixed for its kind, on the real suite tasks.
 * - fitness-label s26-s183-f1 (reference_words, kit/tool-words.ts): an open page's word list that
 *   holds one of the services' words the request uses ("inbox" of "Fitness Inbox") takes the
 *   request's other words for what the tool does (label, file, thread, subject).
 * - antibiotic-course-alarm s26-s180-f1 (cases/multi_tool/phone.ts): in revise the user names the
 *   course's alarm by its medicine, so a form asking for the medicine or the alarm's label gets it.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { chooseAction } from '../../../src/stages/run/operator.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const FITNESS = 'single.gmail.fitness-label';
const COURSE = 'multi.antibiotic-course-alarm';

/** The open page's word check of a suite task, judged on a first screen that reads `text`. */
function firstScreen(id: string, text: string, list?: string[]): boolean {
  const task = suiteTask(id);
  const check = task.episodes.find((e) => e.stage === 'open')!.assertions.find((a) => a.type === 'visible_contains') as AssertionSpec & { text: string[] };
  const app = task.apps[0]!;
  return evaluate((list ? { ...check, text: list } : check) as AssertionSpec, { visible_text: text } as never, {}, { intention: app.intention, services: app.services }).passed;
}

/** The reference retitled "Gmail Label Filer", its text and buttons in the user's task words (the finding's R1). */
const labelFiler = (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    pkg.app.title = 'Gmail Label Filer';
    for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'text') c.text = 'Make a new label, then file a thread by its subject.';
    for (const a of pkg.actions as Obj[]) a.label = a.id === 'new_label' ? 'Create' : 'File thread';
  }
};

describe('fitness-label open.04 takes the user\'s own task words (s26-s183-f1)', () => {
  it('lists the request\'s words for what the tool does beside the title\'s "inbox"', () => {
    const open = suiteTask(FITNESS).episodes.find((e) => e.stage === 'open')!;
    const check = open.assertions.find((a) => a.type === 'visible_contains') as unknown as { text: string[] };
    expect(check.text).toEqual(['inbox', 'label', 'file', 'thread', 'subject']);
  });

  it('a first screen in the user\'s task words passes (failed with the old list); one about something else fails', () => {
    const r1 = 'Gmail Label Filer\nMake a new label, then file a thread by its subject.\nCreate\nFile thread';
    expect(firstScreen(FITNESS, r1, ['inbox'])).toBe(false);
    expect(firstScreen(FITNESS, r1)).toBe(true);
    expect(firstScreen(FITNESS, 'Fitness Inbox')).toBe(true);
    expect(firstScreen(FITNESS, 'Alarm clock Time Set alarm Nothing yet.')).toBe(false);
    expect(firstScreen(FITNESS, 'Playlist builder Song Add song Nothing yet.')).toBe(false);
  });

  it('R1 (the reference retitled "Gmail Label Filer") passes every check', async () => {
    const { rows } = await runAttacked(suiteTask(FITNESS), labelFiler, tempDir('s18b-fit'));
    expect(failed(rows)).toEqual([]);
  }, 90_000);
});

const revise = () => {
  const e = suiteTask(COURSE).episodes.find((x) => x.id === 'revise')!;
  return { ...e, values: { ...e.values, alarm_id: 9000001 } };
};
const form = (id: string, inputs: [name: string, label: string, type?: string][]) => ({
  id, label: 'Change time', handler: 'plan' as const,
  inputs: inputs.map(([name, label, type]) => ({ name, label, type: (type ?? 'text') as 'text', required: true })),
});

describe('antibiotic-course-alarm revise names the alarm by its medicine (s26-s180-f1)', () => {
  it('a form asking for the medicine, or the alarm\'s label, gets "Amoxicillin"; the time is not the only handle', () => {
    const medicine = chooseAction([form('retime', [['medicine', 'Medicine'], ['new_time', 'New time', 'time']])], revise() as never);
    expect(medicine?.inputs).toEqual({ medicine: 'Amoxicillin', new_time: '12:30' });
    const label = chooseAction([form('retime', [['alarm_label', 'Alarm label'], ['new_time', 'New time', 'time']])], revise() as never);
    expect(label?.inputs).toEqual({ alarm_label: 'Amoxicillin', new_time: '12:30' });
    // A form that finds the alarm by its time still gets the old time; the reference's id form the id alone.
    const byTime = chooseAction([form('retime', [['alarm_time', 'Alarm time', 'time'], ['new_time', 'New time', 'time']])], revise() as never);
    expect(byTime?.inputs).toEqual({ alarm_time: '08:00', new_time: '12:30' });
    const byId = chooseAction([form('retime', [['alarm_id', 'Alarm id', 'number'], ['time', 'New time', 'time']])], revise() as never);
    expect(byId?.inputs).toEqual({ alarm_id: 9000001, time: '12:30' });
  });

  /** The reference whose retime asks for the medicine (required) and moves the course's alarm it kept. */
  const byMedicine = (ref: Record<string, Obj>): void => {
    for (const pkg of versions(ref)) {
      pkg.state.values.course_alarm = { type: 'number', default: 0 };
      const start = (pkg.actions as Obj[]).find((a) => a.id === 'start_course')!;
      start.plan.splice(1, 0, { set: 'course_alarm', value: '{{alarm.alarm_id}}' });
      const retime = (pkg.actions as Obj[]).find((a) => a.id === 'retime')!;
      retime.inputs = [{ name: 'medicine', label: 'Medicine', type: 'text', required: true }, { name: 'time', label: 'New time', type: 'time', required: true }];
      retime.plan = [
        { call: 'phone.update_alarm', args: { alarm_id: '{{state.course_alarm}}', time: '{{inputs.time}}' } },
        { update: 'items', key_value: '{{state.course_alarm}}', fields: { time: '{{inputs.time}}' } },
        { message: 'Your {{inputs.medicine}} alarm now rings at {{inputs.time}}.' },
      ];
    }
  };

  it('an app that takes the medicine to move the course\'s alarm passes every check', async () => {
    const { rows, records } = await runAttacked(suiteTask(COURSE), byMedicine, tempDir('s18b-med'));
    expect(failed(rows)).toEqual([]);
    const route = records.get('revise')!.route;
    expect(route.some((r) => r.action === 'retime' && (r.inputs as Obj).medicine === 'Amoxicillin')).toBe(true);
    // Before (the revise typed the alarm's id and old time only) the same app got no medicine.
    const task = suiteTask(COURSE);
    const before = { ...task, episodes: task.episodes.map((e) => (e.id !== 'revise' ? e : { ...e, values: Object.fromEntries(Object.entries(e.values).filter(([, v]) => v !== 'Amoxicillin')) })) };
    expect(failed((await runAttacked(before, byMedicine, tempDir('s18b-med0'))).rows)).toContain('revise.04.record_matches');
  }, 90_000);

  it('the same form moving the first alarm the phone lists, not the course\'s, fails', async () => {
    const firstListed = (ref: Record<string, Obj>): void => {
      byMedicine(ref);
      for (const pkg of versions(ref)) {
        const retime = (pkg.actions as Obj[]).find((a) => a.id === 'retime')!;
        retime.plan = [
          { call: 'phone.show_alarms', args: {}, bind: 'all' },
          { call: 'phone.update_alarm', args: { alarm_id: '{{all.0.alarm_id}}', time: '{{inputs.time}}' } },
          { message: 'Your {{inputs.medicine}} alarm now rings at {{inputs.time}}.' },
        ];
      }
    };
    const wrong = failed((await runAttacked(suiteTask(COURSE), firstListed, tempDir('s18b-med1'))).rows);
    expect(wrong).toContain('revise.04.record_matches');
  }, 90_000);
});
