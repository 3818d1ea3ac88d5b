import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, optional, revised, update } from '../../kit/package.ts';
import { type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { dailyRemindersTask, shiftAlarmsTask } from './alarms.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const RELATIONS = ['friend', 'coworker', 'neighbor', 'roommate', 'cousin', 'sibling', 'manager'];

function contactBookTask() {
  const pkg = appPackage({
    id: 'new-people',
    title: 'New People',
    summary: 'Adds people I just met to my phone contacts and keeps a list so I can fix their details later.',
    intro: 'Name, number and how you know them.',
    collections: [
      {
        name: 'people',
        fields: { id: 'number', name: 'string', phone: 'string' },
        item: '{{item.name}} — {{item.phone}} (contact {{item.id}})',
        heading: 'People added here',
        empty: 'Nobody added yet.',
      },
    ],
    actions: [
      {
        id: 'add_person',
        label: 'Add contact',
        goal: 'Add the person to my phone contacts and list them here.',
        services: ['phone'],
        inputs: [input('first_name', 'First name'), optional('last_name', 'Last name'), input('phone_number', 'Phone number'), input('relationship', 'How I know them', 'select', { options: RELATIONS, default: 'friend' })],
        plan: [
          call('phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}', relationships: ['{{inputs.relationship}}'] }, 'created'),
          call('phone.show_contact', { contact_id: '{{created.contact_id}}' }, 'contact'),
          append('people', { id: '{{created.contact_id}}', name: '{{contact.first_name}} {{contact.last_name}}', phone: '{{contact.phone_number}}' }),
          message('Added {{contact.first_name}} {{contact.last_name}} ({{contact.phone_number}}) as contact {{created.contact_id}}.'),
        ],
      },
      {
        id: 'fix_number',
        label: 'Fix phone number',
        goal: 'Change the phone number of a contact added here, on the phone and in the list.',
        services: ['phone'],
        inputs: [input('contact_id', 'Contact id', 'number'), input('new_number', 'Correct number')],
        plan: [
          call('phone.update_contact', { contact_id: '{{inputs.contact_id}}', phone_number: '{{inputs.new_number}}' }),
          call('phone.show_contact', { contact_id: '{{inputs.contact_id}}' }, 'contact'),
          update('people', '{{inputs.contact_id}}', { phone: '{{contact.phone_number}}' }),
          message('{{contact.first_name}} now has the number {{contact.phone_number}}.'),
        ],
      },
    ],
  });
  return recordTask({
    id: 'single.phone.contact-book',
    family: 'single',
    split: 'sealed',
    seed: 403,
    domains: ['phone'],
    intention: 'I meet a lot of people at climbing. I want a quick app that adds them to my phone contacts and lets me correct a number I got wrong.',
    services: ['phone'],
    app: 'phone',
    table: 'contacts',
    capture: 'contactId',
    pkg,
    openInputs: [['first_name', 'name'], ['phone', 'number']],
    openActions: ['add', 'contact'],
    heading: 'New People',
    create: {
      message: 'Add my friend Jordan Blake from climbing, 206-555-0142.',
      values: { first_name: 'Jordan', last_name: 'Blake', phone_number: '206-555-0142', relationship: 'friend' },
      hint: ['add'],
      api: 'phone.add_contact',
      args: { first_name: 'Jordan', last_name: 'Blake' },
      // The service keeps digits only, whatever the app passed on.
      fields: { first_name: 'Jordan', last_name: 'Blake', phone_number: '2065550142' },
      show: ['Jordan'],
      allow: [['phone', 'contacts', 'inserted']],
      maxMutations: 1,
    },
    revise: {
      message: 'I got Jordan\'s number wrong, it is 206-555-0199.',
      values: { contact_id: '$contactId', new_number: '2065550199' },
      hint: ['fix', 'number', 'update', 'edit', 'correct', 'change'],
      api: 'phone.update_contact',
      args: { contact_id: '$contactId', phone_number: '2065550199' },
      fields: { first_name: 'Jordan', phone_number: '2065550199' },
      show: ['2065550199'],
      allow: [['phone', 'contacts', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Jordan Blake', '2065550199'],
  });
}

/** Texts a contact found by name; the revision signs every text. */
function textFriendTask() {
  const pkg = appPackage({
    id: 'text-a-friend',
    title: 'Text a Friend',
    summary: 'Sends a text message to someone in my contacts by name and keeps a log of what I sent.',
    intro: 'Who (a name from your contacts) and what to say.',
    collections: [
      {
        name: 'texts',
        fields: { id: 'number', to: 'string', text: 'string' },
        item: 'To {{item.to}}: {{item.text}} (text {{item.id}})',
        heading: 'Sent from here',
        empty: 'No texts yet.',
      },
    ],
    actions: [
      {
        id: 'send_text',
        label: 'Send text',
        goal: 'Find the contact by name and text them the message.',
        services: ['phone'],
        inputs: [input('friend', 'Friend (name)'), input('text', 'Message')],
        plan: [
          call('phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'),
          call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: '{{inputs.text}}' }, 'sent'),
          append('texts', { id: '{{sent.text_message_id}}', to: '{{who.0.first_name}} {{who.0.last_name}}', text: '{{inputs.text}}' }),
          message('Texted {{who.0.first_name}} at {{who.0.phone_number}} (text {{sent.text_message_id}}).'),
        ],
      },
    ],
  });
  const next = revised(pkg, (copy) => {
    const action = (copy.actions as Obj[])[0] as Obj;
    action.goal = 'Find the contact by name and text them the message, signed "- Alex".';
    action.plan = [
      call('phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'),
      call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: '{{inputs.text}} - Alex' }, 'sent'),
      append('texts', { id: '{{sent.text_message_id}}', to: '{{who.0.first_name}} {{who.0.last_name}}', text: '{{inputs.text}} - Alex' }),
      message('Texted {{who.0.first_name}} at {{who.0.phone_number}} (text {{sent.text_message_id}}).'),
    ];
  });
  const first = 'Are we still on for climbing tonight?';
  const mira = fixtureRow<{ id: number; phone_number: string }>('SELECT id, phone_number FROM admin_people WHERE first_name = ? AND last_name = ?', 'Mira', 'Ito');
  const signed = 'Running ten minutes late - Alex';
  return recordTask({
    id: 'single.phone.text-a-friend',
    family: 'single',
    split: 'dev',
    seed: 404,
    domains: ['phone'],
    intention: 'Make me a tiny app to text a friend from my contacts by just typing their name and the message, with a log of what I sent.',
    services: ['phone'],
    app: 'phone',
    table: 'text_messages',
    capture: 'textId',
    pkg,
    openInputs: [['friend', 'contact', 'recipient', 'name', 'to'], ['message', 'text']],
    openActions: ['send', 'text'],
    heading: 'Text a Friend',
    create: {
      message: 'Text Mira: "Are we still on for climbing tonight?"',
      values: { friend: 'Mira', text: first },
      hint: ['send', 'text'],
      api: 'phone.send_text_message',
      // To Mira's number from the contacts, not to anyone else.
      args: { phone_number: mira.phone_number, message: first },
      fields: { message: first, receiver_id: mira.id },
      show: ['Ito'],
      allow: [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
      maxMutations: 3,
    },
    revise: {
      requirement: 'Sign every text I send from here with "- Alex".',
      revisedPkg: next,
      message: 'Text Mira "Running ten minutes late".',
      values: { friend: 'Mira', text: 'Running ten minutes late' },
      hint: ['send', 'text'],
      api: 'phone.send_text_message',
      args: { phone_number: mira.phone_number, message: signed },
      identity: false,
      // The first text stays as it was; the new one is a separate, signed message.
      fields: { message: first },
      show: [signed],
      allow: [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
      maxMutations: 3,
      extra: [{ type: 'db_changed', app: 'phone', table: 'text_messages', op: 'inserted', where: { message: signed }, min: 1 }],
    },
    reopenShows: [first, signed],
  });
}

/** A wake-up alarm; the revision adds snooze length to the edit form. */
function wakeUpTask() {
  const pkg = appPackage({
    id: 'wake-up',
    title: 'Wake-Up Alarm',
    summary: 'Sets my weekday wake-up alarm on the phone and lets me move it.',
    intro: 'Pick the time; it rings Monday to Friday.',
    collections: [
      {
        name: 'alarms',
        fields: { id: 'number', time: 'string', snooze: 'number' },
        item: 'Weekday wake-up at {{item.time}}, snooze {{item.snooze}} min (alarm {{item.id}})',
        heading: 'Wake-up alarms',
        empty: 'No alarm yet.',
      },
    ],
    actions: [
      {
        id: 'set_alarm',
        label: 'Set wake-up alarm',
        goal: 'Create a weekday alarm at the time and list it here.',
        services: ['phone'],
        inputs: [input('time', 'Wake-up time', 'time')],
        plan: [
          call('phone.create_alarm', { time: '{{inputs.time}}', repeat_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], label: 'Weekday wake-up', enabled: true }, 'created'),
          call('phone.show_alarm', { alarm_id: '{{created.alarm_id}}' }, 'alarm'),
          append('alarms', { id: '{{created.alarm_id}}', time: '{{alarm.time}}', snooze: '{{alarm.snooze_minutes}}' }),
          message('Weekday wake-up alarm {{created.alarm_id}} set for {{alarm.time}}.'),
        ],
      },
      {
        id: 'move_alarm',
        label: 'Move alarm',
        goal: 'Change the time of a wake-up alarm set here.',
        services: ['phone'],
        inputs: [input('alarm_id', 'Alarm id', 'number'), input('new_time', 'New time', 'time')],
        plan: [
          call('phone.update_alarm', { alarm_id: '{{inputs.alarm_id}}', time: '{{inputs.new_time}}' }),
          update('alarms', '{{inputs.alarm_id}}', { time: '{{inputs.new_time}}' }),
          message('Alarm {{inputs.alarm_id}} now rings at {{inputs.new_time}}.'),
        ],
      },
    ],
  });
  const next = revised(pkg, (copy) => {
    const edit = (copy.actions as Obj[])[1] as Obj;
    edit.label = 'Move alarm / change snooze';
    edit.goal = 'Change the time and the snooze length of a wake-up alarm set here.';
    edit.inputs = [input('alarm_id', 'Alarm id', 'number'), input('new_time', 'New time', 'time'), input('snooze_minutes', 'Snooze (minutes)', 'number', { default: 10 })] as unknown as Obj[];
    edit.plan = [
      call('phone.update_alarm', { alarm_id: '{{inputs.alarm_id}}', time: '{{inputs.new_time}}', snooze_minutes: '{{inputs.snooze_minutes}}' }),
      update('alarms', '{{inputs.alarm_id}}', { time: '{{inputs.new_time}}', snooze: '{{inputs.snooze_minutes}}' }),
      message('Alarm {{inputs.alarm_id}} now rings at {{inputs.new_time}} with {{inputs.snooze_minutes}} minutes of snooze.'),
    ];
  });
  return recordTask({
    id: 'single.phone.wake-up-alarm',
    family: 'single',
    split: 'sealed',
    seed: 405,
    domains: ['phone'],
    intention: 'An app for my weekday wake-up alarm: set it once, move it when my schedule changes.',
    services: ['phone'],
    app: 'phone',
    table: 'alarms',
    capture: 'alarmId',
    pkg,
    openInputs: [['time']],
    openActions: ['alarm'],
    heading: 'Wake-Up Alarm',
    create: {
      message: 'Wake me at 06:45 on weekdays.',
      values: { time: '06:45' },
      hint: ['set'],
      api: 'phone.create_alarm',
      // "On weekdays": Monday to Friday; the label is the app's own choice.
      args: { time: '06:45', repeat_days: WEEKDAYS },
      fields: { time: '06:45', repeat_days: WEEKDAYS, enabled: true },
      show: ['06:45'],
      allow: [['phone', 'alarms', 'inserted']],
      maxMutations: 1,
    },
    revise: {
      requirement: 'Let me also set how long the snooze is when I move the alarm.',
      revisedPkg: next,
      message: 'Make it 07:10 and give me only five minutes of snooze.',
      values: { alarm_id: '$alarmId', new_time: '07:10', snooze_minutes: 5 },
      hint: ['move', 'snooze', 'change', 'update', 'edit'],
      api: 'phone.update_alarm',
      args: { alarm_id: '$alarmId', time: '07:10', snooze_minutes: 5 },
      fields: { time: '07:10', snooze_minutes: 5, repeat_days: WEEKDAYS },
      show: ['07:10'],
      allow: [['phone', 'alarms', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['07:10'],
  });
}

/** Single-app tasks of the phone domain. */
export function tasks(): TaskInput[] {
  return [shiftAlarmsTask(), dailyRemindersTask(), contactBookTask(), textFriendTask(), wakeUpTask()];
}
