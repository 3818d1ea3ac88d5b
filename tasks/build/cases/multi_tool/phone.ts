/** multi_tool tasks led by phone: new contacts, wake-up alarms with music, voice messages and medicine alarms. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, forEach, input, message, recordAction, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { combo, touched, type ComboCase } from '../../shapes/combo.ts';
import { NEW_NOTE, NEW_TODO } from '../../kit/changes.ts';
import { person } from '../../kit/fixture.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// ------------------------------------------------ save a new person's number as a favourite and note how we met

type ContactCase = ComboCase & { first: string; last: string; phone: string; email: string; relation: string; met: string; newPhone: string };

function contactTask(c: ContactCase): TaskInput {
  return combo({
    c, intro: 'Enter the new person and how you met; they are saved as a favourite contact and a note keeps the story.',
    anchor: { app: 'phone', table: 'contacts', capture: 'contactId' },
    kept: { fields: { id: 'number', name: 'string', phone: 'string' }, item: '{{item.name}} — {{item.phone}} (contact {{item.id}})' },
    open: { inputs: [['first', 'name'], ['phone', 'number']], actions: ['save', 'contact'] }, reopenShows: [c.first, c.newPhone],
    make: {
      id: 'welcome_contact', label: 'Save contact', goal: 'Add the person to my phone contacts, mark them favourite, and keep a Simplenote note of how we met.',
      services: ['phone', 'simple_note'],
      inputs: [input('first_name', 'First name'), input('last_name', 'Last name'), input('phone_number', 'Phone number'), input('email', 'Email'), input('relationship', 'Relationship', 'select', { options: ['friend', 'neighbor', 'coworker', 'manager', 'cousin'] }), input('met', 'How we met')],
      plan: [
        call('phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}', email: '{{inputs.email}}', relationships: ['{{inputs.relationship}}'] }, 'saved'),
        call('phone.add_contact_to_favorites', { contact_id: '{{saved.contact_id}}' }),
        call('simple_note.create_note', { title: 'Met {{inputs.first_name}} {{inputs.last_name}}', content: '{{inputs.met}}', tags: ['people'] }),
        append('items', { id: '{{saved.contact_id}}', name: '{{inputs.first_name}} {{inputs.last_name}}', phone: '{{inputs.phone_number}}' }),
        message('Saved {{inputs.first_name}} {{inputs.last_name}} (contact {{saved.contact_id}}) as a favourite; note kept.'),
      ],
    },
    change: recordAction({ id: 'new_number', label: 'Update number', goal: 'Change the phone number of a contact saved here.', service: 'phone',
      key: ['contact_id', 'Contact id'], more: [input('phone_number', 'New phone number')],
      call: ['phone.update_contact', { contact_id: '{{inputs.contact_id}}', phone_number: '{{inputs.phone_number}}' }], fields: { phone: '{{inputs.phone_number}}' },
      said: 'Contact {{inputs.contact_id}} now has number {{inputs.phone_number}}.' }),
    create: {
      values: { first_name: c.first, last_name: c.last, phone_number: c.phone, email: c.email, relationship: c.relation, met: c.met }, hint: ['save'], api: 'phone.add_contact',
      args: { first_name: c.first, phone_number: c.phone }, where: { first_name: c.first },
      fields: { first_name: c.first, last_name: c.last, phone_number: c.phone, email: c.email, relationships: [c.relation] }, show: [c.first],
      allow: [['phone', 'contacts', 'inserted'], ['phone', 'favorite_contacts', 'inserted'], ...NEW_NOTE], maxMutations: 3,
      extra: [A.called('phone', 'add_contact_to_favorites', { contact_id: '$contactId' }), A.changed('phone', 'favorite_contacts', 'inserted', { contact_id: '$contactId' }), ...touched('simple_note', 'create_note', {}, 'notes', { content: c.met })],
    },
    revise: {
      values: { contact_id: '$contactId', phone_number: c.newPhone }, hint: ['update', 'number'], api: 'phone.update_contact',
      args: { contact_id: '$contactId', phone_number: c.newPhone }, fields: { phone_number: c.newPhone, first_name: c.first }, show: [c.newPhone],
      allow: [['phone', 'contacts', 'updated']], maxMutations: 1,
    },
  });
}

const contactCases: ContactCase[] = [
  { id: 'multi.new-neighbor-hello', split: 'public', seed: 5060, appTitle: 'Neighbor Welcome', first: 'Greta', last: 'Lind', phone: '2065550143', email: 'greta.lind@gmail.com',
    relation: 'neighbor', met: 'We met at the building barbecue.', newPhone: '2065550199',
    intention: 'Whenever I meet someone new who matters day to day, I want their number saved as a favourite on my phone and a note of where we met, because I forget faces.',
    message: 'New neighbor: Greta Lind, 2065550143, greta.lind@gmail.com. We met at the building barbecue.', changeMessage: 'Greta got a new phone: 2065550199.' },
  { id: 'multi.climbing-partner-contact', split: 'public', seed: 5061, appTitle: 'Climbing Crew Contacts', first: 'Jae', last: 'Park', phone: '4255550172',
    email: 'jae.park@proton.me', relation: 'friend', met: 'Strong on overhangs, free on Tuesday nights.', newPhone: '4255550118',
    intention: 'I keep meeting climbing partners at the gym and losing their numbers. One form to store them as favourite contacts with a note on how they climb.',
    message: 'Met Jae Park at the wall, 4255550172, jae.park@proton.me, a friend now. Note: Strong on overhangs, free on Tuesday nights.',
    changeMessage: 'Jae switched carriers, his number is 4255550118.' },
  { id: 'multi.new-manager-contact', split: 'public', seed: 5062, appTitle: 'First Week Contacts', first: 'Rosa', last: 'Varga', phone: '2065550187',
    email: 'rosa.varga@outlook.com', relation: 'manager', met: 'We agreed on weekly one-on-ones on Mondays.', newPhone: '2065550110',
    intention: 'Starting a new job, I need my new manager on speed dial and a note with what we agreed on in our first chat.',
    message: 'My new manager is Rosa Varga, 2065550187, rosa.varga@outlook.com. Add her as manager; we agreed on weekly one-on-ones on Mondays.',
    changeMessage: 'Rosa gave me her work mobile instead, 2065550110.' },
  { id: 'multi.babysitter-contact', split: 'dev', seed: 5063, appTitle: 'Babysitter Contact', first: 'Ines', last: 'Moura', phone: '3605550164', email: 'ines.moura@yahoo.com',
    relation: 'friend', met: 'Recommended by the Larsens.', newPhone: '3605550135',
    intention: 'We found a babysitter through friends; her number must be a favourite on my phone and I want a note of who recommended her.',
    message: 'Save the sitter, Ines Moura, 3605550164, ines.moura@yahoo.com, as a friend. Recommended by the Larsens.', changeMessage: 'Ines has a new number: 3605550135.' },
];

// ------------------------------------------------ a wake-up alarm with its own Spotify playlist

type WakeCase = ComboCase & { title: string; genre: string; time: string; days: string[] };

function wakeTask(c: WakeCase): TaskInput {
  return combo({
    c, intro: 'Choose the wake-up time, days and a genre; a Spotify playlist is filled and the alarm points to it.', anchor: { app: 'phone', table: 'alarms', capture: 'alarmId' },
    kept: { fields: { id: 'number', time: 'string', title: 'string' }, item: '{{item.time}} — {{item.title}} (alarm {{item.id}})' },
    open: { inputs: [['time'], ['genre']], actions: ['wake', 'alarm'] }, reopenShows: [c.title],
    make: {
      id: 'set_wakeup', label: 'Set wake-up', goal: 'Build the Spotify playlist of the genre and create the phone alarm for those days, labelled with the playlist.',
      services: ['phone', 'spotify'],
      inputs: [input('title', 'Playlist title'), input('genre', 'Genre'), input('time', 'Time', 'time'), input('days', 'Days', 'list', { options: DAYS })],
      plan: [
        call('spotify.create_playlist', { title: '{{inputs.title}}' }, 'made'),
        call('spotify.search_songs', { genre: '{{inputs.genre}}', page_limit: 5 }, 'songs'),
        forEach('{{songs}}', 'song', 5, [call('spotify.add_song_to_playlist', { playlist_id: '{{made.playlist_id}}', song_id: '{{song.song_id}}' })]),
        call('phone.create_alarm', { time: '{{inputs.time}}', repeat_days: '{{inputs.days}}', label: 'Wake up to {{inputs.title}}' }, 'alarm'),
        append('items', { id: '{{alarm.alarm_id}}', time: '{{inputs.time}}', title: '{{inputs.title}}' }),
        message('Alarm {{alarm.alarm_id}} at {{inputs.time}} with playlist {{made.playlist_id}} "{{inputs.title}}".'),
      ],
    },
    change: {
      id: 'pause_wakeup', label: 'Pause alarm', goal: 'Turn off an alarm set here (the playlist stays).', services: ['phone'], inputs: [input('alarm_id', 'Alarm id', 'number')],
      plan: [
        call('phone.disable_alarm', { alarm_id: '{{inputs.alarm_id}}' }),
        update('items', '{{inputs.alarm_id}}', { time: 'off' }),
        message('Alarm {{inputs.alarm_id}} is off.'),
      ],
    },
    create: {
      values: { title: c.title, genre: c.genre, time: c.time, days: c.days.join(', ') }, hint: ['set', 'wake'], api: 'phone.create_alarm',
      args: { time: c.time, repeat_days: c.days }, fields: { time: c.time, repeat_days: c.days, enabled: true }, show: [c.time],
      allow: [['spotify', 'playlists', 'inserted'], ['spotify', 'playlist_songs', 'inserted'], ['phone', 'alarms', 'inserted']], maxMutations: 12,
      extra: [A.called('spotify', 'create_playlist', { title: c.title }), A.changed('spotify', 'playlists', 'inserted', { title: c.title }), A.changed('spotify', 'playlist_songs', 'inserted', {}, 3)],
      rows: [{ app: 'spotify', table: 'playlist_songs', min: 3, max: 10, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: c.genre } } }],
    },
    revise: {
      values: { alarm_id: '$alarmId' }, hint: ['pause', 'off'], api: 'phone.disable_alarm', args: { alarm_id: '$alarmId' }, fields: { enabled: false, time: c.time }, show: [],
      allow: [['phone', 'alarms', 'updated'], ['phone', 'alarm_snoozes', 'deleted']], maxMutations: 2,
    },
  });
}

const wakeCases: WakeCase[] = [
  { id: 'multi.gentle-wakeup-playlist', split: 'public', seed: 5064, appTitle: 'Calm Alarm Playlist', title: 'Slow Sunrise', genre: 'classical', time: '06:45',
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], intention: 'I hate my alarm tone. Set my weekday alarm and make a calm Spotify playlist for it in one place.',
    message: 'Wake me at 06:45 on weekdays (monday to friday) with a classical playlist called Slow Sunrise.', changeMessage: 'I am on holiday next week, turn that alarm off.' },
  { id: 'multi.weekend-run-alarm-mix', split: 'public', seed: 5065, appTitle: 'Run Club Alarm', title: 'Trail Start', genre: 'rock', time: '07:15', days: ['saturday', 'sunday'],
    intention: 'Saturday and Sunday mornings I run; I want the alarm set and an energetic Spotify playlist ready to start when it rings.',
    message: 'Alarm 07:15 on saturday and sunday, rock playlist named Trail Start.', changeMessage: 'My knee hurts, switch that run alarm off for now.' },
  { id: 'multi.night-shift-wakeup', split: 'dev', seed: 5066, appTitle: 'Shift Wake-up', title: 'Shift Start', genre: 'electronic', time: '15:30', days: ['tuesday', 'thursday'],
    intention: 'On my night-shift days I sleep in the afternoon; an alarm for those days with an upbeat playlist would help me get going.',
    message: 'Set 15:30 on tuesday and thursday with an electronic playlist called Shift Start.', changeMessage: 'My shifts ended this month, disable that alarm.' },
  { id: 'multi.sunday-jazz-alarm', split: 'sealed', seed: 5067, appTitle: 'Sunday Morning Jazz', title: 'Lazy Sunday', genre: 'jazz', time: '09:30', days: ['sunday'],
    intention: 'Sundays should start slowly: a late alarm that plays a jazz playlist I build for it.', message: 'Every sunday at 09:30, jazz playlist Lazy Sunday.',
    changeMessage: 'We are away on Sundays this month, turn the alarm off.' },
];

// ------------------------------------------------ leave a voice message and a dated to-do to follow up

type VoiceCase = ComboCase & { who: string; transcript: string; task: string; due: string; newDue: string };

function voiceTask(c: VoiceCase): TaskInput {
  const who = person({ first: c.who });
  return combo({
    c, intro: 'Say what to leave on their voicemail and when to follow up; the message is sent and a to-do is dated.',
    anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { fields: { id: 'number', task: 'string', due: 'string' }, item: '{{item.task}} by {{item.due}} (to-do {{item.id}})' },
    open: { inputs: [['transcript', 'message', 'say'], ['due', 'date']], actions: ['leave', 'message', 'voice'] }, reopenShows: [c.task, c.newDue],
    make: {
      id: 'leave_message', label: 'Leave message', goal: 'Send the voice message to the number and add a follow-up to-do due on the date.', services: ['phone', 'todoist'],
      inputs: [input('phone_number', 'Their number'), input('transcript', 'What to say'), input('task', 'Follow-up'), input('due_date', 'Follow up by', 'date')],
      plan: [
        call('phone.send_voice_message', { phone_number: '{{inputs.phone_number}}', transcript: '{{inputs.transcript}}' }, 'voice'),
        call('todoist.create_task', { project_id: 0, title: '{{inputs.task}}', due_date: '{{inputs.due_date}}' }, 'todo'),
        append('items', { id: '{{todo.task_id}}', task: '{{inputs.task}}', due: '{{inputs.due_date}}' }),
        message('Voice message {{voice.voice_message_id}} sent; to-do {{todo.task_id}} "{{inputs.task}}" due {{inputs.due_date}}.'),
      ],
    },
    change: recordAction({ id: 'urgent', label: 'Make urgent', goal: 'Give a follow-up to-do made here high priority and a new date.', service: 'todoist',
      key: ['todo_id', 'To-do id'], more: [input('due_date', 'New date', 'date')],
      call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', priority: 'high', due_date: '{{inputs.due_date}}' }], fields: { due: '{{inputs.due_date}}' },
      said: 'To-do {{inputs.todo_id}} is urgent, due {{inputs.due_date}}.' }),
    create: {
      values: { phone_number: who.phone_number, transcript: c.transcript, task: c.task, due_date: c.due }, hint: ['leave', 'voice'], api: 'todoist.create_task',
      args: { title: c.task, due_date: c.due }, where: { title: c.task }, fields: { title: c.task, due_date: c.due }, show: [c.task],
      allow: [['phone', 'voice_messages', 'inserted'], ['phone', 'user_voice_messages', 'inserted'], ...NEW_TODO], maxMutations: 4,
      extra: touched('phone', 'send_voice_message', { phone_number: who.phone_number }, 'voice_messages', { transcript: c.transcript }),
    },
    revise: {
      values: { todo_id: '$todoId', due_date: c.newDue }, hint: ['urgent'], api: 'todoist.update_task', args: { task_id: '$todoId', priority: 'high', due_date: c.newDue },
      fields: { priority: 'high', due_date: c.newDue, title: c.task }, show: [c.newDue], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
  });
}

const voiceCases: VoiceCase[] = [
  { id: 'multi.grandpa-voicemail-followup', split: 'public', seed: 5068, appTitle: 'Voice Message Follow-up', who: 'Noah', transcript: 'Hi Dad, call me about Sunday lunch.',
    task: 'Call Dad again', due: '2023-05-21', newDue: '2023-05-19',
    intention: 'My dad rarely picks up. I leave him a voice message and want a to-do so I actually try again if he does not call back.',
    message: 'Leave Dad a voice message: "Hi Dad, call me about Sunday lunch." Follow-up "Call Dad again" by May 21.',
    changeMessage: 'Still nothing from him; make the follow-up urgent and due May 19.' },
  { id: 'multi.landlord-voice-note', split: 'public', seed: 5069, appTitle: 'Chase Up Calls', who: 'Sofia', transcript: 'The heater is broken again, can you call the landlord?',
    task: 'Check heater repair', due: '2023-05-22', newDue: '2023-05-20',
    intention: 'Some things need chasing. Send a voice note to the person now and put a dated reminder on my list to chase if nothing happens.',
    message: 'Voice note to Sofia: "The heater is broken again, can you call the landlord?" Add "Check heater repair" for May 22.',
    changeMessage: 'It is freezing, make that urgent for May 20.' },
  { id: 'multi.coworker-voice-handoff', split: 'dev', seed: 5070, appTitle: 'Quick Voice Handoff', who: 'Marcus', transcript: 'Please send the client deck before noon.',
    task: 'Confirm deck sent', due: '2023-05-19', newDue: '2023-05-18',
    intention: 'When I hand something to a colleague in a hurry I send a voice message and keep a to-do to check it got done.',
    message: 'Voice message to Marcus: "Please send the client deck before noon." To-do "Confirm deck sent" on May 19.',
    changeMessage: 'Make it urgent and due May 18, the client moved the call.' },
  { id: 'multi.cousin-visit-voicemail', split: 'sealed', seed: 5071, appTitle: 'Family Visit Nudge', who: 'Hana', transcript: 'Are you still visiting in June?',
    task: 'Book guest room', due: '2023-06-01', newDue: '2023-05-27',
    intention: 'Arranging family visits takes nudging: leave my cousin a spoken message and keep a follow-up task with a date.',
    message: 'Tell Hana by voice message: "Are you still visiting in June?" Then a to-do "Book guest room" for June 1.', changeMessage: 'Book it sooner: urgent, May 27.' },
];

// ------------------------------------------------ a daily medicine alarm with a log note

type MedCase = ComboCase & { medicine: string; time: string; dose: string; newTime: string };

function medTask(c: MedCase): TaskInput {
  return combo({
    c, intro: 'Enter the medicine, the time and the dose; a daily alarm is set and a log note is started.', anchor: { app: 'phone', table: 'alarms', capture: 'alarmId' },
    kept: { fields: { id: 'number', medicine: 'string', time: 'string' }, item: '{{item.medicine}} at {{item.time}} (alarm {{item.id}})' },
    open: { inputs: [['medicine'], ['time']], actions: ['start', 'course', 'alarm'] }, reopenShows: [c.medicine, c.newTime],
    make: {
      id: 'start_course', label: 'Start course', goal: 'Create a daily phone alarm for the medicine and a Simplenote log note with the dose.', services: ['phone', 'simple_note'],
      inputs: [input('medicine', 'Medicine'), input('time', 'Time', 'time'), input('dose', 'Dose')],
      plan: [
        call('phone.create_alarm', { time: '{{inputs.time}}', repeat_days: DAYS, label: 'Take {{inputs.medicine}}' }, 'alarm'),
        call('simple_note.create_note', { title: '{{inputs.medicine}} log', content: 'Dose: {{inputs.dose}} at {{inputs.time}} daily.', tags: ['health'] }),
        append('items', { id: '{{alarm.alarm_id}}', medicine: '{{inputs.medicine}}', time: '{{inputs.time}}' }),
        message('Alarm {{alarm.alarm_id}} at {{inputs.time}} every day for {{inputs.medicine}}; log note started.'),
      ],
    },
    change: recordAction({ id: 'retime', label: 'Change time', goal: 'Move the alarm of a course set here to another time.', service: 'phone',
      key: ['alarm_id', 'Alarm id'], more: [input('time', 'New time', 'time')],
      call: ['phone.update_alarm', { alarm_id: '{{inputs.alarm_id}}', time: '{{inputs.time}}' }], fields: { time: '{{inputs.time}}' },
      said: 'Alarm {{inputs.alarm_id}} now rings at {{inputs.time}}.' }),
    create: {
      values: { medicine: c.medicine, time: c.time, dose: c.dose }, hint: ['start'], api: 'phone.create_alarm', args: { time: c.time, repeat_days: DAYS },
      fields: { time: c.time, repeat_days: DAYS }, show: [c.medicine, c.time], allow: [['phone', 'alarms', 'inserted'], ...NEW_NOTE], maxMutations: 2,
      extra: touched('simple_note', 'create_note', {}, 'notes'),
    },
    revise: {
      values: { alarm_id: '$alarmId', time: c.newTime }, hint: ['change', 'time'], api: 'phone.update_alarm', args: { alarm_id: '$alarmId', time: c.newTime },
      fields: { time: c.newTime, repeat_days: DAYS }, show: [c.newTime], allow: [['phone', 'alarms', 'updated']], maxMutations: 1,
    },
  });
}

const medCases: MedCase[] = [
  { id: 'multi.antibiotic-course-alarm', split: 'public', seed: 5072, appTitle: 'Medicine Course', medicine: 'Amoxicillin', time: '08:00', dose: '500 mg', newTime: '12:30',
    intention: 'The doctor gave me a course of pills and I will forget them. I need a daily alarm plus a note where I log each dose.',
    message: 'Amoxicillin, 500 mg, every day at 08:00.', changeMessage: 'I should take it with lunch, move it to 12:30.' },
  { id: 'multi.vitamin-d-reminder', split: 'public', seed: 5073, appTitle: 'Supplement Routine', medicine: 'Vitamin D', time: '07:30', dose: '1000 IU', newTime: '09:00',
    intention: 'Winter supplements only help if taken daily; ring me each day and keep a small journal note about them.', message: 'Vitamin D, 1000 IU, daily at 07:30 please.',
    changeMessage: 'Breakfast is later now; make the vitamin alarm 09:00.' },
  { id: 'multi.allergy-pill-alarm', split: 'dev', seed: 5074, appTitle: 'Allergy Season Helper', medicine: 'Cetirizine', time: '21:00', dose: '10 mg', newTime: '19:00',
    intention: 'Pollen season: I want an everyday alarm for my antihistamine and a note to track how I feel on it.', message: 'Cetirizine, 10 mg, each evening at 21:00.',
    changeMessage: 'It makes me drowsy in the morning, change the alarm to 19:00.' },
];

export function tasks(): TaskInput[] {
  return [...contactCases.map(contactTask), ...wakeCases.map(wakeTask), ...voiceCases.map(voiceTask), ...medCases.map(medTask)];
}
