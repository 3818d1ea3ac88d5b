/** Phone record tasks: a contact whose number is fixed, a text to a friend (then signed texts), a weekday alarm moved. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, optional, serviceActions, type ActionDef } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import type { Allow } from '../../kit/types.ts';
import { editAction } from '../../shapes/edit-action.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';

const phone = serviceActions('phone');

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const RELATIONS = ['friend', 'coworker', 'neighbor', 'roommate', 'cousin', 'sibling', 'manager'];

/** Texts a contact found by name; `signed` ends every text with "- Alex". */
const sendText = (signed: boolean): ActionDef => {
  const text = signed ? '{{inputs.text}} - Alex' : '{{inputs.text}}';
  return phone({
    id: 'send_text', label: 'Send text',
    goal: signed ? 'Find the contact by name and text them the message, signed "- Alex".' : 'Find the contact by name and text them the message.',
    inputs: [input('friend', 'Friend (name)'), input('text', 'Message')],
    plan: [
      call('phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'),
      call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: text }, 'sent'),
      append('texts', { id: '{{sent.text_message_id}}', to: '{{who.0.first_name}} {{who.0.last_name}}', text }),
      message('Texted {{who.0.first_name}} at {{who.0.phone_number}} (text {{sent.text_message_id}}).'),
    ],
  });
};

/** The wake-up alarm's edit form: a new time and, with `snooze`, a new snooze length. */
const moveAlarm = (label: string, goal: string, said: string, snooze = false): ActionDef =>
  editAction({
    id: 'move_alarm', label, goal, service: 'phone', key: ['alarm_id', 'Alarm id'],
    more: [input('new_time', 'New time', 'time'), ...(snooze ? [input('snooze_minutes', 'Snooze (minutes)', 'number', { default: 10 })] : [])],
    call: ['phone.update_alarm', { alarm_id: '{{inputs.alarm_id}}', time: '{{inputs.new_time}}', ...(snooze ? { snooze_minutes: '{{inputs.snooze_minutes}}' } : {}) }],
    list: 'alarms', fields: { time: '{{inputs.new_time}}', ...(snooze ? { snooze: '{{inputs.snooze_minutes}}' } : {}) }, said,
  });

function cases(): RecordCase[] {
  const firstText = 'Are we still on for climbing tonight?';
  const signed = 'Running ten minutes late - Alex';
  const mira = fixtureRow<{ id: number; phone_number: string }>('SELECT id, phone_number FROM admin_people WHERE first_name = ? AND last_name = ?', 'Mira', 'Ito');
  const texted: Allow[] = [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']];
  return [
    {
      id: 'single.phone.contact-book', split: 'sealed', seed: 403,
      intention: 'I meet a lot of people at climbing. I want a quick app that adds them to my phone contacts and lets me correct a number I got wrong.',
      app: {
        id: 'new-people', title: 'New People',
        summary: 'Adds people I just met to my phone contacts and keeps a list so I can fix their details later.',
        intro: 'Name, number and how you know them.',
        list: {
          name: 'people', fields: { id: 'number', name: 'string', phone: 'string' }, item: '{{item.name}} — {{item.phone}} (contact {{item.id}})', heading: 'People added here',
          empty: 'Nobody added yet.',
        },
        actions: [
          phone({
            id: 'add_person', label: 'Add contact', goal: 'Add the person to my phone contacts and list them here.',
            inputs: [
              input('first_name', 'First name'), optional('last_name', 'Last name'), input('phone_number', 'Phone number'),
              input('relationship', 'How I know them', 'select', { options: RELATIONS, default: 'friend' }),
            ],
            plan: [
              call('phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}', relationships: ['{{inputs.relationship}}'] }, 'created'),
              call('phone.show_contact', { contact_id: '{{created.contact_id}}' }, 'contact'),
              append('people', { id: '{{created.contact_id}}', name: '{{contact.first_name}} {{contact.last_name}}', phone: '{{contact.phone_number}}' }),
              message('Added {{contact.first_name}} {{contact.last_name}} ({{contact.phone_number}}) as contact {{created.contact_id}}.'),
            ],
          }),
          editAction({
            id: 'fix_number', label: 'Fix phone number', goal: 'Change the phone number of a contact added here, on the phone and in the list.', service: 'phone',
            key: ['contact_id', 'Contact id'], more: [input('new_number', 'Correct number')],
            call: ['phone.update_contact', { contact_id: '{{inputs.contact_id}}', phone_number: '{{inputs.new_number}}' }],
            readBack: ['phone.show_contact', { contact_id: '{{inputs.contact_id}}' }, 'contact'],
            list: 'people', fields: { phone: '{{contact.phone_number}}' }, said: '{{contact.first_name}} now has the number {{contact.phone_number}}.',
          }),
        ],
      },
      table: 'contacts', capture: 'contactId', inputs: [['first_name', 'name'], ['phone', 'number']], actions: ['add', 'contact'],
      create: {
        message: 'Add my friend Jordan Blake from climbing, 206-555-0142.',
        values: { first_name: 'Jordan', last_name: 'Blake', phone_number: '206-555-0142', relationship: 'friend' }, hint: ['add'],
        api: 'phone.add_contact', args: { first_name: 'Jordan', last_name: 'Blake' },
        // The service keeps digits only, whatever the app passed on.
        fields: { first_name: 'Jordan', last_name: 'Blake', phone_number: '2065550142' },
        show: ['Jordan'], allow: [['phone', 'contacts', 'inserted']], maxMutations: 1,
      },
      revise: {
        message: 'I got Jordan\'s number wrong, it is 206-555-0199.', values: { contact_id: '$contactId', new_number: '2065550199' },
        hint: ['fix', 'number', 'update', 'edit', 'correct', 'change'],
        api: 'phone.update_contact', args: { contact_id: '$contactId', phone_number: '2065550199' }, fields: { first_name: 'Jordan', phone_number: '2065550199' },
        show: ['2065550199'], allow: [['phone', 'contacts', 'updated']], maxMutations: 1,
      },
      reopen: ['Jordan Blake', '2065550199'],
    },
    {
      id: 'single.phone.text-a-friend', split: 'dev', seed: 404,
      intention: 'Make me a tiny app to text a friend from my contacts by just typing their name and the message, with a log of what I sent.',
      app: {
        id: 'text-a-friend', title: 'Text a Friend',
        summary: 'Sends a text message to someone in my contacts by name and keeps a log of what I sent.',
        intro: 'Who (a name from your contacts) and what to say.',
        list: {
          name: 'texts', fields: { id: 'number', to: 'string', text: 'string' }, item: 'To {{item.to}}: {{item.text}} (text {{item.id}})', heading: 'Sent from here',
          empty: 'No texts yet.',
        },
        actions: [sendText(false)],
      },
      // The revision signs every text.
      next: { replace: sendText(true) },
      table: 'text_messages', capture: 'textId', inputs: [['friend', 'contact', 'recipient', 'name', 'to'], ['message', 'text']], actions: ['send', 'text'],
      create: {
        message: 'Text Mira: "Are we still on for climbing tonight?"', values: { friend: 'Mira', text: firstText }, hint: ['send', 'text'],
        api: 'phone.send_text_message',
        // To Mira's number from the contacts, not to anyone else.
        args: { phone_number: mira.phone_number, message: firstText },
        fields: { message: firstText, receiver_id: mira.id }, show: ['Ito'], allow: texted, maxMutations: 3,
      },
      revise: {
        requirement: 'Sign every text I send from here with "- Alex".',
        message: 'Text Mira "Running ten minutes late".', values: { friend: 'Mira', text: 'Running ten minutes late' }, hint: ['send', 'text'],
        api: 'phone.send_text_message', args: { phone_number: mira.phone_number, message: signed }, identity: false,
        // The first text stays as it was; the new one is a separate, signed message.
        fields: { message: firstText },
        show: [signed], allow: texted, maxMutations: 3,
        extra: [{ type: 'db_changed', app: 'phone', table: 'text_messages', op: 'inserted', where: { message: signed }, min: 1 }],
      },
      reopen: [firstText, signed],
    },
    {
      id: 'single.phone.wake-up-alarm', split: 'sealed', seed: 405,
      intention: 'An app for my weekday wake-up alarm: set it once, move it when my schedule changes.',
      app: {
        id: 'wake-up', title: 'Wake-Up Alarm',
        summary: 'Sets my weekday wake-up alarm on the phone and lets me move it.',
        intro: 'Pick the time; it rings Monday to Friday.',
        list: {
          name: 'alarms', fields: { id: 'number', time: 'string', snooze: 'number' },
          item: 'Weekday wake-up at {{item.time}}, snooze {{item.snooze}} min (alarm {{item.id}})', heading: 'Wake-up alarms', empty: 'No alarm yet.',
        },
        actions: [
          phone({
            id: 'set_alarm', label: 'Set wake-up alarm', goal: 'Create a weekday alarm at the time and list it here.', inputs: [input('time', 'Wake-up time', 'time')],
            plan: [
              call('phone.create_alarm', { time: '{{inputs.time}}', repeat_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], label: 'Weekday wake-up', enabled: true }, 'created'),
              call('phone.show_alarm', { alarm_id: '{{created.alarm_id}}' }, 'alarm'),
              append('alarms', { id: '{{created.alarm_id}}', time: '{{alarm.time}}', snooze: '{{alarm.snooze_minutes}}' }),
              message('Weekday wake-up alarm {{created.alarm_id}} set for {{alarm.time}}.'),
            ],
          }),
          moveAlarm('Move alarm', 'Change the time of a wake-up alarm set here.', 'Alarm {{inputs.alarm_id}} now rings at {{inputs.new_time}}.'),
        ],
      },
      // The revision adds the snooze length to the edit form.
      next: {
        replace: moveAlarm('Move alarm / change snooze', 'Change the time and the snooze length of a wake-up alarm set here.',
          'Alarm {{inputs.alarm_id}} now rings at {{inputs.new_time}} with {{inputs.snooze_minutes}} minutes of snooze.', true),
      },
      table: 'alarms', capture: 'alarmId', inputs: [['time']], actions: ['alarm'],
      create: {
        message: 'Wake me at 06:45 on weekdays.', values: { time: '06:45' }, hint: ['set'],
        api: 'phone.create_alarm',
        // "On weekdays": Monday to Friday; the label is the app's own choice.
        args: { time: '06:45', repeat_days: WEEKDAYS },
        fields: { time: '06:45', repeat_days: WEEKDAYS, enabled: true }, show: ['06:45'], allow: [['phone', 'alarms', 'inserted']], maxMutations: 1,
      },
      revise: {
        requirement: 'Let me also set how long the snooze is when I move the alarm.',
        message: 'Make it 07:10 and give me only five minutes of snooze.', values: { alarm_id: '$alarmId', new_time: '07:10', snooze_minutes: 5 },
        hint: ['move', 'snooze', 'change', 'update', 'edit'],
        api: 'phone.update_alarm', args: { alarm_id: '$alarmId', time: '07:10', snooze_minutes: 5 }, fields: { time: '07:10', snooze_minutes: 5, repeat_days: WEEKDAYS },
        show: ['07:10'], allow: [['phone', 'alarms', 'updated']], maxMutations: 1,
      },
      reopen: ['07:10'],
    },
  ];
}

export const tasks = (): TaskInput[] => cases().map((c) => singleRecord('phone', c));
