/**
 * Alarms that live through more than one edit: paused and resumed, snoozed and woken from,
 * set for one occasion and removed when the occasion is gone.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, update, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import type { Allow } from '../../kit/types.ts';
import { stepsTask, type CaseBase, type FlowStep, type StepsDef } from '../../shapes/record-steps.ts';
import { deleteStep, inPlaceStep, keptIn } from '../../kit/flow.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ALARMS = 'phone.alarms';

const alarmList: CollectionDef = {
  name: 'alarms', fields: { id: 'number', label: 'string', time: 'string', state: 'string' },
  item: '{{item.label}} at {{item.time}} — alarm {{item.id}} ({{item.state}})', heading: 'Alarms set here', empty: 'No alarms yet.',
};

const setAlarm = (goal: string): ActionDef => ({
  id: 'set_alarm', label: 'Set alarm', goal, services: ['phone'],
  inputs: [input('time', 'Time', 'time'), input('label', 'What it is for'), input('repeat_days', 'Days it repeats', 'list', { options: DAYS })],
  plan: [
    call('phone.create_alarm', { time: '{{inputs.time}}', label: '{{inputs.label}}', repeat_days: '{{inputs.repeat_days}}', enabled: true }, 'made'),
    append('alarms', { id: '{{made.alarm_id}}', label: '{{inputs.label}}', time: '{{inputs.time}}', state: 'on' }),
    message('{{inputs.label}} rings at {{inputs.time}} (alarm {{made.alarm_id}}).'),
  ],
});

/** An action on one alarm of the list: one phone call, the list item's state, a message. */
const onAlarm = (id: string, label: string, goal: string, api: string, state: string, bind?: string, said = `Alarm {{inputs.alarm_id}} is ${state}.`): ActionDef => ({
  id, label, goal, services: ['phone'], inputs: [input('alarm_id', 'Alarm id', 'number')],
  plan: [call(`phone.${api}`, { alarm_id: '{{inputs.alarm_id}}' }, bind), update('alarms', '{{inputs.alarm_id}}', { state }), message(said)],
});

/** `then`: the messages of the steps after the alarm is set, in order. */
interface AlarmCase<Then extends string[] = [string, string]> extends CaseBase { time: string; label: string; days: string[]; setMessage: string; then: Then }

/** The task every alarm case makes: the alarm set first, then the family's actions and steps. */
function alarmTask(c: AlarmCase<string[]>, actions: ActionDef[], steps: FlowStep[], kept = true): TaskInput {
  const set: FlowStep = {
    stage: 'submit', message: c.setMessage, values: { time: c.time, label: c.label, repeat_days: c.days.join(', ') }, hint: ['set', 'create', 'add'],
    captures: { alarmId: { at: ALARMS, where: { time: c.time } } }, calls: [['phone.create_alarm', { time: c.time, label: c.label, repeat_days: c.days }]],
    changes: [[ALARMS, 'inserted', { time: c.time }]], records: [[ALARMS, { id: '$alarmId' }, { time: c.time, label: c.label, enabled: true, repeat_days: c.days }]],
    max: 1, allow: [['phone', 'alarms', 'inserted']], show: ['$alarmId', c.time],
  };
  const reopen: StepsDef['reopen'] = { shows: kept ? [keptIn(ALARMS, '$alarmId'), keptIn(ALARMS, '$alarmId', 'time', c.time)] : ['$alarmId', c.time], retained: ['$alarmId'] };
  return stepsTask(c, { services: ['phone'], list: alarmList, actions, open: { inputs: [['time'], ['label', 'what']], actions: ['set', 'alarm'] }, steps: [set, ...steps], reopen });
}

// ---------------------------------------------------------------- pause, then resume

const pauseCases: AlarmCase[] = [
  {
    id: 'single.phone.plant-watering-alarm', split: 'public', seed: 3001, appId: 'plant-alarm', title: 'Plant Watering Alarm',
    summary: 'A phone alarm that reminds me to water the plants, which I can pause while I am away.',
    intro: 'Pick when to be reminded; pause it when someone else is watering.',
    intention: 'I keep forgetting to water the plants. Give me a phone alarm for it that I can pause when I travel and switch back on when I am home.',
    time: '19:00', label: 'Water the plants', days: ['wednesday', 'sunday'],
    setMessage: 'Remind me to water the plants at 19:00 on Wednesdays and Sundays, label it Water the plants.',
    then: ['I am away for a week and the neighbour is watering, pause that alarm.', 'Back home, turn the watering alarm on again.'],
  },
  {
    id: 'single.phone.lecture-alarm', split: 'dev', seed: 3002, appId: 'lecture-wakeup', title: 'Lecture Wake-up',
    summary: 'Wakes me for early lectures and goes quiet during the semester break.', intro: 'Set the lecture wake-up once; switch it off for breaks.',
    intention: 'During term I need to be up for 8 am lectures, but not during the breaks. An app with that wake-up alarm and an off/on switch would do.',
    time: '06:50', label: 'Lecture day', days: ['tuesday', 'thursday'], setMessage: 'Tuesdays and Thursdays at 06:50, call the alarm Lecture day.',
    then: ['Semester break started, switch off the lecture alarm.', 'Term starts again Monday, switch the lecture alarm back on.'],
  },
  {
    id: 'single.phone.bin-night-alarm', split: 'sealed', seed: 3003, appId: 'bin-night', title: 'Bins Reminder',
    summary: 'An evening phone alarm for putting the bins out, with a pause for holiday weeks.', intro: 'When should the bins reminder ring?',
    intention: 'Bins go out Thursday evening and I miss it half the time. Make me something that sets that alarm and lets me silence it for holiday weeks without deleting it.',
    time: '20:30', label: 'Bins out', days: ['thursday'], setMessage: 'Thursday 20:30, label Bins out.',
    then: ['No collection over the holidays, turn the bins alarm off.', 'Collection is back, enable the bins alarm again.'],
  },
];

function pauseTask(c: AlarmCase): TaskInput {
  const toggle = (stage: 'revise' | 'followup', text: string, api: string, enabled: boolean, hint: string[]): FlowStep =>
    inPlaceStep({
      stage, message: text, values: { alarm_id: '$alarmId' }, hint, call: [`phone.${api}`, { alarm_id: '$alarmId' }], table: ALARMS, id: '$alarmId',
      fields: { enabled, time: c.time, label: c.label }, show: ['$alarmId'],
    });
  return alarmTask(
    c,
    [
      setAlarm('Create a repeating phone alarm with the label and keep it in the list.'),
      onAlarm('pause_alarm', 'Pause alarm', 'Turn one alarm of the list off without deleting it.', 'disable_alarm', 'paused'),
      onAlarm('resume_alarm', 'Resume alarm', 'Turn a paused alarm of the list back on.', 'enable_alarm', 'on'),
    ],
    [toggle('revise', c.then[0], 'disable_alarm', false, ['pause', 'off']), toggle('followup', c.then[1], 'enable_alarm', true, ['resume', 'on'])],
  );
}

// ---------------------------------------------------------------- snooze, then wake up

const snoozeCases: AlarmCase[] = [
  {
    id: 'single.phone.power-nap', split: 'dev', seed: 3004, appId: 'power-nap', title: 'Weekend Nap Alarm',
    summary: 'Sets a nap alarm, gives me a snooze button, and an "I am up" button that cancels the snooze.', intro: 'Set the nap alarm; snooze it or tell it you are up.',
    intention: 'I take a short nap after lunch on weekends. I want an app that sets the nap alarm, lets me snooze it once it rings, and cancels the snooze when I am actually up.',
    time: '14:20', label: 'Nap over', days: ['saturday', 'sunday'], setMessage: 'Nap alarm at 14:20 on Saturday and Sunday, call it Nap over.',
    then: ['It is ringing and I need five more minutes, snooze the nap alarm.', 'I am up, cancel the snooze.'],
  },
  {
    id: 'single.phone.bread-proofing', split: 'sealed', seed: 3005, appId: 'proofing-timer', title: 'Dough Alarm',
    summary: 'A kitchen alarm for when the dough has proofed, with snooze for dough that needs longer.', intro: 'When should the dough be checked?',
    intention: 'I bake bread on Sundays and the dough needs checking at odd times. Give me an alarm for it with a snooze for when it needs longer, and a way to stop the snooze once the loaf is in the oven.',
    time: '11:40', label: 'Check the dough', days: ['sunday'], setMessage: 'Sunday 11:40, label Check the dough.',
    then: ['Dough is not ready yet, snooze the dough alarm.', 'Loaf is in the oven, drop the snooze.'],
  },
  {
    id: 'single.phone.medication-snooze', split: 'public', seed: 3006, appId: 'pill-alarm', title: 'Pill Reminder',
    summary: 'An everyday pill alarm I can snooze when my hands are full, and clear once I have taken it.', intro: 'Set the time of your daily pill.',
    intention: 'My evening pill alarm always goes off while I am cooking. Build me one I can snooze from the app and clear the snooze once I have taken the pill.',
    time: '18:45', label: 'Evening pill', days: DAYS, setMessage: 'Every day at 18:45, name it Evening pill.',
    then: ['Hands full, snooze the pill alarm please.', 'Took it, cancel that snooze.'],
  },
];

function snoozeTask(c: AlarmCase): TaskInput {
  const snooze = (stage: 'revise' | 'followup', text: string, api: string, op: 'inserted' | 'deleted', hint: string[]): FlowStep => ({
    stage, message: text, values: { alarm_id: '$alarmId' }, hint, calls: [[`phone.${api}`, { alarm_id: '$alarmId' }]], changes: [['phone.alarm_snoozes', op, { alarm_id: '$alarmId' }]],
    records: [[ALARMS, { id: '$alarmId' }, { enabled: true, time: c.time }]], max: 1, allow: [['phone', 'alarm_snoozes', op] satisfies Allow], show: ['$alarmId'],
  });
  return alarmTask(
    c,
    [
      setAlarm('Create a repeating phone alarm (with snooze) and keep it in the list.'),
      onAlarm('snooze_alarm', 'Snooze', 'Snooze one alarm of the list for its snooze length.', 'snooze_alarm', 'snoozed', 'snoozed', 'Alarm {{inputs.alarm_id}} snoozed until {{snoozed.snoozed_until}}.'),
      onAlarm('awake', 'I am up', 'Cancel the pending snooze of one alarm of the list.', 'cancel_alarm_snooze', 'on'),
    ],
    [snooze('revise', c.then[0], 'snooze_alarm', 'inserted', ['snooze']), snooze('followup', c.then[1], 'cancel_alarm_snooze', 'deleted', ['up', 'awake', 'cancel'])],
  );
}

// ---------------------------------------------------------------- one occasion, then gone

const removeCases: AlarmCase<[string]>[] = [
  {
    id: 'single.phone.early-flight-alarm', split: 'sealed', seed: 3007, appId: 'flight-alarm', title: 'Early Flight Alarm',
    summary: 'One-off alarms for early flights, removed again when a trip is cancelled.', intro: 'When do you have to get up for the flight?',
    intention: 'I fly out very early sometimes and want a one-off wake-up for it that I can throw away if the trip is called off.', time: '03:45',
    label: 'Flight to Lisbon', days: ['friday'], setMessage: 'Friday at 03:45 for my flight, label it Flight to Lisbon.',
    then: ['The Lisbon trip got cancelled, delete that alarm.'],
  },
  {
    id: 'single.phone.exam-day-alarm', split: 'dev', seed: 3008, appId: 'exam-alarm', title: 'Exam Morning',
    summary: 'Sets a wake-up for an exam morning and deletes it when the exam is rescheduled.', intro: 'Set the wake-up for exam day.',
    intention: 'Exam season: I need a wake-up alarm just for exam mornings, and I want to remove it myself when an exam gets moved.', time: '07:10',
    label: 'Statistics exam', days: ['monday'], setMessage: 'Monday 07:10, call it Statistics exam.', then: ['Statistics got moved to the afternoon, get rid of that alarm.'],
  },
  {
    id: 'single.phone.parcel-pickup-alarm', split: 'public', seed: 3009, appId: 'pickup-alarm', title: 'Errands Alarm',
    summary: 'An alarm to fetch a parcel before the post office closes; deleted once it is fetched.', intro: 'When should you leave for the pickup?',
    intention: 'Can you make me a tiny app for errands with a deadline: set an alarm for the errand and delete it once it is done.', time: '16:30',
    label: 'Pick up the parcel', days: ['wednesday'], setMessage: 'Wednesday 16:30, label it Pick up the parcel.',
    then: ['My partner already picked up the parcel, remove the alarm.'],
  },
];

const removeTask = (c: AlarmCase<[string]>): TaskInput =>
  alarmTask(
    c,
    [
      setAlarm('Create the alarm for the occasion and keep it in the list.'),
      onAlarm('remove_alarm', 'Remove alarm', 'Delete one alarm of the list from the phone; the list marks it removed.', 'delete_alarm', 'removed'),
    ],
    [deleteStep({ message: c.then[0], values: { alarm_id: '$alarmId' }, hint: ['remove', 'delete'], call: ['phone.delete_alarm', 'alarm_id'], table: ALARMS, id: '$alarmId' })],
    // The alarm is gone from the phone; what stays is the app's own record of it.
    false,
  );

export const tasks = (): TaskInput[] => [...pauseCases.map(pauseTask), ...snoozeCases.map(snoozeTask), ...removeCases.map(removeTask)];
