/** Phone alarm tasks with more than one alarm: two shift alarms switched between, three daily reminders of which one moves. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, listApp, message, revised, set, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { flowTask, serviceChecks } from '../../kit/flow.ts';
import type { Obj } from '../../kit/types.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { withBesideWords } from '../../kit/pairs-beside.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const EVERY_DAY = [...WEEKDAYS, 'saturday', 'sunday'];

type Shift = 'early' | 'late';

/** One switch as package data (pushed into the next version as it is): enable `on`'s alarm, disable `off`'s, remember the active configuration. */
function switchAction(on: Shift, off: Shift): Obj {
  const onRef = `{{state.alarms.${on === 'early' ? 0 : 1}.id}}`;
  const offRef = `{{state.alarms.${off === 'early' ? 0 : 1}.id}}`;
  return {
    id: `use_${on}_config`,
    label: `Switch to ${on} shift`,
    goal: `Turn the ${on}-shift alarm on and the ${off}-shift alarm off, and remember that the ${on} configuration is active.`,
    services: ['phone'],
    inputs: [],
    plan: [
      call('phone.update_alarm', { alarm_id: onRef, enabled: true }),
      call('phone.update_alarm', { alarm_id: offRef, enabled: false }),
      update('alarms', onRef, { enabled: true, rings: RINGS }),
      update('alarms', offRef, { enabled: false, rings: SILENT }),
      set('active', on),
      message(`Switched to the ${on} shift: alarm ${onRef} on, alarm ${offRef} off.`),
    ],
  };
}

/** The switch's checks: `on`'s alarm rings now (the user names it by its time), `off`'s is silent, both the same alarms. */
const switched = (on: Shift, off: Shift) =>
  serviceChecks({
    calls: [['phone.update_alarm', { alarm_id: `$${on}Alarm`, enabled: true }], ['phone.update_alarm', { alarm_id: `$${off}Alarm`, enabled: false }]],
    same: [['phone.alarms', `$${on}Alarm`], ['phone.alarms', `$${off}Alarm`]],
    records: [['phone.alarms', { id: `$${on}Alarm` }, { time: on === 'early' ? '05:15' : '11:45', enabled: true }], ['phone.alarms', { id: `$${off}Alarm` }, { enabled: false }]],
    // Each alarm's new state beside its time (s12 shown12): the one that rings now and the one silenced.
    max: 2, allow: [['phone', 'alarms', 'updated']], show: [`$${on}Alarm`, TIMES[on], TIMES[off]],
  });

const TIMES: Record<Shift, string> = { early: '05:15', late: '11:45' };

/** An alarm that rings now, as the user says it and as a row marks the service's "on" (switchStates). */
export const ALARM_ON_MARKED = ['rings', 'ringing', '- on', '– on', '— on', ': on', '(on)', '[on]', '· on', '| on', '= on', 'is on', 'now on', 'on now', 'on ✓', '✓ on'];

/** What the kept row says of an alarm (words, not a bare on/off, which every switch shows). */
const RINGS = 'on, will ring';
const SILENT = 'off, won\'t ring';

/**
 * After a switch, each alarm's new state is told on its own line, beside its time: the one that
 * rings now with an "on" word, the other with an "off" word, so an app that shows both times but
 * never switched (or says only "late shift active") fails.
 */
function switchStates(task: TaskInput, episode: string, on: Shift, off: Shift): TaskInput {
  // The user's own word for the silenced one is "off" ("turns the late alarm on and the early one
  // off"): beside that alarm's time on its own line it tells the state, which it would not anywhere on screen.
  // The one that rings now in the user's words ("so the 11:45 alarm rings") and the service's
  // own "on" (s13 words13, Reading 4) — "on" only as the alarm's state set off by a mark beside
  // its time ("11:45 - on", "11:45: on", "11:45 (on)", "is on"), never a bare "on" that a line
  // says in another sense ("Alarm on Monday").
  const paired = withBesideWords(task, episode, { [TIMES[on]]: [...new Set([...STATE_WORDS.alarmOn, ...ALARM_ON_MARKED])], [TIMES[off]]: [...STATE_WORDS.alarmOff, 'off'] });
  // Each time is its alarm's, read by key after the switch (the row changed, its time did not).
  const alarmOf: Record<string, string> = { [TIMES[on]]: `$${on}Alarm`, [TIMES[off]]: `$${off}Alarm` };
  const episodes = paired.episodes.map((e) => (e.id !== episode ? e : {
    ...e,
    assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.beside && alarmOf[String(a.value)] ? { ...a, record: { app: 'phone', table: 'alarms', key: { id: alarmOf[String(a.value)] } } } : a)),
  }));
  return { ...paired, episodes };
}

/** Two shift alarms; the kept value `active` says which configuration is on, and the revision adds the switches. */
function shiftAlarmsTask(): TaskInput {
  const pkg = appPackage({
    id: 'shift-alarms', title: 'Shift Alarms',
    summary: 'Keeps an early-shift and a late-shift wake-up alarm on my phone, with one configuration active at a time.',
    intro: 'Set both wake-up times once; the early shift starts active.',
    collections: [
      {
        name: 'alarms', fields: { id: 'number', shift: 'string', time: 'string', enabled: 'boolean', rings: 'string' },
        item: '{{item.shift}} shift alarm {{item.id}} at {{item.time}} ({{item.rings}})', heading: 'Alarms set', empty: 'No shift alarms yet.',
      },
    ],
    values: { active: { type: 'string', default: 'none' } },
    status: [{ type: 'text', text: 'Active configuration: {{state.active}} shift' }],
    actions: [
      {
        id: 'setup_shifts', label: 'Set up shift alarms', services: ['phone'],
        goal: 'Create the early-shift alarm (on) and the late-shift alarm (off) for weekdays and remember them.',
        inputs: [input('early_time', 'Early wake-up time', 'time'), input('late_time', 'Late wake-up time', 'time')],
        plan: [
          call('phone.create_alarm', { time: '{{inputs.early_time}}', repeat_days: WEEKDAYS, label: 'Early shift', enabled: true }, 'early'),
          call('phone.create_alarm', { time: '{{inputs.late_time}}', repeat_days: WEEKDAYS, label: 'Late shift', enabled: false }, 'late'),
          append('alarms', { id: '{{early.alarm_id}}', shift: 'early', time: '{{inputs.early_time}}', enabled: true, rings: RINGS }),
          append('alarms', { id: '{{late.alarm_id}}', shift: 'late', time: '{{inputs.late_time}}', enabled: false, rings: SILENT }),
          set('active', 'early'),
          message('Early shift alarm {{early.alarm_id}} at {{inputs.early_time}} is on; late shift alarm {{late.alarm_id}} at {{inputs.late_time}} is off.'),
        ],
      },
    ],
  });
  // The switches need no input: buttons, not forms, after the setup form.
  const next = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push(switchAction('late', 'early'), switchAction('early', 'late'));
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(3, 0, { type: 'button', action: 'use_late_config' }, { type: 'button', action: 'use_early_config' });
  });
  const alarmField = (capture: string, field: string) => ({ app: 'phone', table: 'alarms', key: { id: capture }, field });
  return flowTask({
    id: 'single.phone.shift-alarms', split: 'public', seed: 401, domains: ['phone'], example: 'shift alarms', services: ['phone'],
    intention: 'I work early shifts some weeks and late shifts others. I want an app with an early-shift and a late-shift wake-up alarm on my phone, where only the active configuration rings; I start on the early shift.',
    pkg,
    revisions: { revise: next },
    open: { inputs: [['early'], ['late']], actions: ['shift'], heading: 'Shift Alarms' },
    steps: [
      {
        stage: 'submit', message: 'Early shift: wake me at 05:15. Late shift: 11:45.', values: { early_time: '05:15', late_time: '11:45' }, hint: ['set', 'up'],
        // The user gives the two times only: what the alarms are called and which days they
        // repeat on are the app's to choose.
        free: [
          { app: 'phone', table: 'alarms', field: 'label', constraint: 'any', why: 'the user gives the two times only; what the alarms are called is the app\'s' },
          // Shift weeks repeat: an alarm that rings once does not wake anyone for a week of shifts.
          { app: 'phone', table: 'alarms', field: 'repeat_days', constraint: { contains: ['monday'] }, why: 'which days a shift week has is the app\'s to choose, but a working week starts on Monday: the alarms must repeat' },
        ],
        captures: { earlyAlarm: { app: 'phone', table: 'alarms', where: { time: '05:15' } }, lateAlarm: { app: 'phone', table: 'alarms', where: { time: '11:45' } } },
        checks: serviceChecks({
          calls: [['phone.create_alarm', { time: '05:15', enabled: true }], ['phone.create_alarm', { time: '11:45', enabled: false }]],
          changes: [['phone.alarms', 'inserted', {}, 2]],
          records: [['phone.alarms', { id: '$earlyAlarm' }, { time: '05:15', enabled: true }], ['phone.alarms', { id: '$lateAlarm' }, { time: '11:45', enabled: false }]],
          max: 2, allow: [['phone', 'alarms', 'inserted']], show: ['$earlyAlarm', '$lateAlarm', '05:15'],
        }),
      },
      {
        stage: 'revise',
        requirement: 'Add a switch between the configurations: switching to late turns the late alarm on and the early one off, and the other way round.',
        message: 'I am on lates next week, switch to the late shift so the 11:45 alarm rings.', values: { shift: 'late' }, hint: ['switch', 'late'],
        checks: switched('late', 'early'),
      },
      {
        stage: 'followup', id: 'switch-back', message: 'Back on earlies, switch to the early shift again: 05:15 it is.', values: { shift: 'early' }, hint: ['switch', 'early'],
        checks: switched('early', 'late'),
      },
    ],
    reopen: [
      // C5 reads the world too: both alarms are still there with their times.
      A.persisted('$earlyAlarm', 'normalized', alarmField('$earlyAlarm', 'id')),
      A.persisted('$lateAlarm', 'normalized', alarmField('$lateAlarm', 'id')),
      A.persisted('05:15', 'normalized', alarmField('$earlyAlarm', 'time')),
      A.persisted('11:45', 'normalized', alarmField('$lateAlarm', 'time')),
      A.retained('$earlyAlarm'),
      A.retained('$lateAlarm'),
      // Once both alarms exist, what the user comes back for is the switch, not the setup form (s10 shown10).
      A.action('phone.update_alarm'),
    ],
  });
}

/** Daily reminder alarms; one time can be changed on the same alarm. */
export function dailyRemindersTask(): TaskInput {
  const reminder = (label: string, key: string) => call('phone.create_alarm', { time: `{{inputs.${key}_time}}`, repeat_days: EVERY_DAY, label, enabled: true }, key);
  const keep = (label: string, key: string) => append('reminders', { id: `{{${key}.alarm_id}}`, label, time: `{{inputs.${key}_time}}` });
  return flowTask({
    id: 'single.phone.daily-reminders', split: 'public', seed: 402, domains: ['phone'], example: 'daily phone reminders', services: ['phone'],
    intention: 'I want daily reminders on my phone: medicine in the morning, water in the afternoon and stretching in the evening, as alarms I can move around.',
    pkg: listApp({
      id: 'daily-reminders', title: 'Daily Reminders',
      summary: 'Sets daily phone alarms as reminders (medicine, water, stretching) and lets me move one to another time.',
      intro: 'Pick the three reminder times; each becomes an alarm that rings every day.',
      list: {
        name: 'reminders', fields: { id: 'number', label: 'string', time: 'string' }, item: '{{item.label}} every day at {{item.time}} (alarm {{item.id}})',
        heading: 'My daily reminders', empty: 'No reminders yet.',
      },
      actions: [
        {
          id: 'set_reminders', label: 'Set daily reminders', services: ['phone'], goal: 'Create one daily alarm for each reminder and list them here.',
          inputs: [
            input('medicine_time', 'Medicine at', 'time', { default: '08:00' }), input('water_time', 'Drink water at', 'time', { default: '14:00' }),
            input('stretch_time', 'Stretch at', 'time', { default: '20:00' }),
          ],
          plan: [
            reminder('Medicine', 'medicine'), reminder('Drink water', 'water'), reminder('Stretch', 'stretch'),
            keep('Medicine', 'medicine'), keep('Drink water', 'water'), keep('Stretch', 'stretch'),
            message('Set Medicine at {{inputs.medicine_time}}, Drink water at {{inputs.water_time}} and Stretch at {{inputs.stretch_time}}, every day.'),
          ],
        },
        editAction({
          id: 'move_reminder', label: 'Change reminder time', goal: 'Move one reminder alarm to a new time (the same alarm, not a new one).', service: 'phone',
          key: ['alarm_id', 'Reminder alarm id'], more: [input('new_time', 'New time', 'time')], call: ['phone.update_alarm', { alarm_id: '{{inputs.alarm_id}}', time: '{{inputs.new_time}}' }],
          readBack: ['phone.show_alarm', { alarm_id: '{{inputs.alarm_id}}' }, 'alarm'], list: 'reminders', fields: { time: '{{alarm.time}}' }, said: '{{alarm.label}} now rings at {{alarm.time}} every day.',
        }),
      ],
    }),
    open: { inputs: [['medicine'], ['water']], actions: ['reminder'], heading: 'Daily Reminders' },
    steps: [
      {
        stage: 'submit', message: 'Medicine at 8, water at 2 pm, stretching at 8 pm, every day.', values: { medicine_time: '08:00', water_time: '14:00', stretch_time: '20:00' },
        hint: ['set'],
        // The reminders' names on the alarms are the app's wording.
        // Each alarm says which reminder it is, in the app's words (s12 world12): the medicine alarm names the medicine, and so on.
        free: [{
          app: 'phone', table: 'alarms', field: 'label', constraint: 'any',
          by_reference: [{ value: 'Medicine', mentions_one: REMINDER_WORDS['08:00'] }, { value: 'Drink water', mentions_one: REMINDER_WORDS['14:00'] }, { value: 'Stretch', mentions_one: REMINDER_WORDS['20:00'] }],
          why: 'the user asks for a medicine, a water and a stretching reminder: each alarm\'s label names its own reminder, in the app\'s words',
        }],
        captures: {
          medicineAlarm: { app: 'phone', table: 'alarms', where: { time: '08:00' } },
          waterAlarm: { app: 'phone', table: 'alarms', where: { time: '14:00' } },
          stretchAlarm: { app: 'phone', table: 'alarms', where: { time: '20:00' } },
        },
        checks: serviceChecks({
          calls: [['phone.create_alarm', { time: '14:00', repeat_days: EVERY_DAY }]],
          changes: [['phone.alarms', 'inserted', {}, 3]],
          records: [
            ['phone.alarms', { id: '$medicineAlarm' }, { time: '08:00', enabled: true }],
            ['phone.alarms', { id: '$waterAlarm' }, { time: '14:00', repeat_days: EVERY_DAY }],
          ],
          max: 3, allow: [['phone', 'alarms', 'inserted']], show: ['$waterAlarm', '$medicineAlarm', '$stretchAlarm'],
        }),
      },
      {
        stage: 'revise', message: 'Move the water reminder to 15:30, I am in meetings at two.', values: { alarm_id: '$waterAlarm', new_time: '15:30' },
        hint: ['change', 'time', 'move', 'update', 'reschedule'],
        checks: serviceChecks({
          calls: [['phone.update_alarm', { alarm_id: '$waterAlarm', time: '15:30' }]],
          same: [['phone.alarms', '$waterAlarm']],
          records: [
            ['phone.alarms', { id: '$waterAlarm' }, { time: '15:30', repeat_days: EVERY_DAY }],
            ['phone.alarms', { id: '$medicineAlarm' }, { time: '08:00' }],
            ['phone.alarms', { id: '$stretchAlarm' }, { time: '20:00' }],
          ],
          max: 1, allow: [['phone', 'alarms', 'updated']], show: ['15:30'],
        }),
      },
    ],
    reopen: [
      A.persisted('$waterAlarm'), A.persisted('15:30'), A.persisted('08:00'), A.persisted('20:00'), A.retained('$medicineAlarm'), A.retained('$stretchAlarm'), A.input('medicine'),
    ],
  });
}

/** What each reminder is, in the user's words and any app's ("medicine at 8"): beside its time on screen (shares11). */
const REMINDER_WORDS = {
  '08:00': ['medicine', 'medicines', 'medication', 'meds', 'pill', 'pills', 'tablet', 'tablets'],
  '14:00': ['water', 'drink', 'hydrate', 'hydration'],
  '20:00': ['stretch', 'stretching', 'stretches'],
};

const builtTasks = (): TaskInput[] => [reopenStates(switchStates(switchStates(switchStates(shiftAlarmsTask(), 'create', 'early', 'late'), 'revise', 'late', 'early'), 'switch-back', 'early', 'late'), 'early', 'late'), withBesideWords(dailyRemindersTask(), 'create', REMINDER_WORDS)];

/**
 * Which alarm rings is the app's whole point (s15 shown15): after the setup, as after each switch,
 * each time is asked on its own line with its state (the create), and so after reopen (the last
 * switch's state, read again), so an app that shows both on, or a stale switch, fails.
 */
function reopenStates(task: TaskInput, on: Shift, off: Shift): TaskInput {
  const words: Record<string, string[]> = { [TIMES[on]]: [...new Set([...STATE_WORDS.alarmOn, ...ALARM_ON_MARKED])], [TIMES[off]]: [...STATE_WORDS.alarmOff, 'off'] };
  const episodes = task.episodes.map((e) => (e.stage !== 'reopen' ? e : {
    ...e,
    assertions: (e.assertions ?? []).map((a) => (a.type === 'persisted_visible' && a.beside === undefined && a.record?.field === 'time' && words[String(a.value)] ? { ...a, beside: words[String(a.value)] as string[] } : a)),
  }));
  return { ...task, episodes };
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
