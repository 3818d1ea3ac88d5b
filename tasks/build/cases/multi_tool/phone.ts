/** multi_tool tasks led by phone: new contacts, wake-up alarms with music, voice messages and medicine alarms. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { caseTasks } from '../../kit/rows.ts';
import { append, call, forEach, input, message, recordAction } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { combo, comboCase, touched } from '../../shapes/combo.ts';
import { NEW_NOTE, NEW_TODO, SONGS_ROOM } from '../../kit/changes.ts';
import { person } from '../../kit/fixture.ts';
import { STATE_WORDS, keptForms, withStateWords } from '../../kit/state-words.ts';
import { withCarries } from '../../kit/text-carries.ts';
import { personForms } from '../../kit/people-forms.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// ------------------------------------------------ save a new person's number as a favourite and note how we met

const ContactCase = z.object({ ...comboCase, first: z.string(), last: z.string(), phone: z.string(), email: z.string(), relation: z.string(), met: z.string(), newPhone: z.string() });
type ContactCase = z.infer<typeof ContactCase>;

function contactTask(c: ContactCase): TaskInput {
  // Made a favourite: told beside the name. The note of how they met is about the person: its
  // title is the app's, but the note names them in a form the user knows (s13 carry13; a note
  // titled "Note" over "Strong on overhangs" says nothing of whom).
  return withCarries(contactCombo(c), [{ episode: 'create', app: 'simple_note', field: 'title', orIn: ['content'],
    one: personForms({ first_name: c.first, last_name: c.last, email: c.email, phone_number: c.phone }),
    why: 'the user asks for a note on the new person: its title is the app\'s, but the note names the person (any form the user knows them by)' }]);
}

function contactCombo(c: ContactCase): TaskInput {
  return withStateWords(combo({
    c, intro: 'Enter the new person and how you met; they are saved as a favourite contact and a note keeps the story.',
    anchor: { app: 'phone', table: 'contacts', capture: 'contactId' },
    kept: { fields: { id: 'number', name: 'string', phone: 'string', tag: 'string' }, item: '{{item.name}} — {{item.phone}}, {{item.tag}} (contact {{item.id}})' },
    open: { inputs: [['first', 'name'], ['phone', 'number']], actions: ['save', 'contact'] }, reopenShows: [c.first, c.newPhone],
    make: {
      id: 'welcome_contact', label: 'Save contact', goal: 'Add the person to my phone contacts, mark them favourite, and keep a Simplenote note of how we met.',
      services: ['phone', 'simple_note'],
      inputs: [input('first_name', 'First name'), input('last_name', 'Last name'), input('phone_number', 'Phone number'), input('email', 'Email'), input('relationship', 'Relationship', 'select', { options: ['friend', 'neighbor', 'coworker', 'manager', 'cousin'] }), input('met', 'How we met')],
      plan: [
        call('phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}', email: '{{inputs.email}}', relationships: ['{{inputs.relationship}}'] }, 'saved'),
        call('phone.add_contact_to_favorites', { contact_id: '{{saved.contact_id}}' }),
        call('simple_note.create_note', { title: 'Met {{inputs.first_name}} {{inputs.last_name}}', content: '{{inputs.met}}', tags: ['people'] }),
        append('items', { id: '{{saved.contact_id}}', name: '{{inputs.first_name}} {{inputs.last_name}}', phone: '{{inputs.phone_number}}', tag: 'favourite' }),
        message('Saved {{inputs.first_name}} {{inputs.last_name}} (contact {{saved.contact_id}}) as a favourite; note kept: "{{inputs.met}}".'),
      ],
    },
    change: recordAction({ id: 'new_number', label: 'Update number', goal: 'Change the phone number of a contact saved here.', service: 'phone',
      key: ['contact_id', 'Contact id'], more: [input('phone_number', 'New phone number')],
      call: ['phone.update_contact', { contact_id: '{{inputs.contact_id}}', phone_number: '{{inputs.phone_number}}' }], fields: { phone: '{{inputs.phone_number}}' },
      said: 'Contact {{inputs.contact_id}} now has number {{inputs.phone_number}}.' }),
    create: {
      values: { first_name: c.first, last_name: c.last, phone_number: c.phone, email: c.email, relationship: c.relation, met: c.met }, hint: ['save'], api: 'phone.add_contact',
      args: { first_name: c.first, phone_number: c.phone }, where: { first_name: c.first },
      fields: { first_name: c.first, last_name: c.last, phone_number: c.phone, email: c.email, relationships: [c.relation] },
      // The person is shown by the first name the user said (Reading 3, s16 told4): the surname is the world's to check.
      show: [c.first, c.met],
      allow: [['phone', 'contacts', 'inserted'], ['phone', 'favorite_contacts', 'inserted'], ...NEW_NOTE], maxMutations: 3,
      // The user dictates the sentence the note keeps, not the whole note: a note that also names
      // the person ("Ines Moura, babysitter. Recommended by the Larsens.") keeps it (s13 free).
      free: [{ app: 'simple_note', table: 'notes', field: 'tags', why: 'the user asks for a note of how they met and names no tag; how the app files it is its choice' },
        { app: 'simple_note', table: 'notes', field: 'content', constraint: { contains: [c.met] }, why: 'the user dictates the sentence the note keeps, not all it may say: the note holds that sentence, beside the app\'s words' }],
      extra: [A.called('phone', 'add_contact_to_favorites', { contact_id: '$contactId' }), A.changed('phone', 'favorite_contacts', 'inserted', { contact_id: '$contactId' }), ...touched('simple_note', 'create_note', {}, 'notes')],
    },
    revise: {
      values: { contact_id: '$contactId', phone_number: c.newPhone }, hint: ['update', 'number'], api: 'phone.update_contact',
      args: { contact_id: '$contactId', phone_number: c.newPhone }, fields: { phone_number: c.newPhone, first_name: c.first }, show: [c.newPhone],
      allow: [['phone', 'contacts', 'updated']], maxMutations: 1,
    },
  }), [{ episode: 'create', value: c.first, words: STATE_WORDS.favourite }]);
}

// ------------------------------------------------ a wake-up alarm with its own Spotify playlist

const WakeCase = z.object({ ...comboCase, playlist: z.string(), genre: z.string(), time: z.string(), days: z.array(z.string()) });
type WakeCase = z.infer<typeof WakeCase>;

/**
 * The words of an alarm switched off; where the user says "off" ("turn that alarm off"), the
 * bare state word an On/Off row shows counts too (s15 words2, Reading 4: the user's own word).
 * The check still asks for it on a line the action changed, beside the alarm's time.
 */
const offWords = (said: string): readonly string[] => (/\boff\b/i.test(said) ? [...STATE_WORDS.wakeAlarmOff, 'off'] : STATE_WORDS.wakeAlarmOff);

function wakeTask(c: WakeCase): TaskInput {
  // The alarm switched off on the change is told beside its id.
  return withStateWords(combo({
    c, intro: 'Choose the wake-up time, days and a genre; a Spotify playlist is filled and the alarm points to it.', anchor: { app: 'phone', table: 'alarms', capture: 'alarmId' },
    kept: { fields: { id: 'number', time: 'string', title: 'string' }, item: '{{item.time}} — {{item.title}} (alarm {{item.id}})' },
    // The playlist and the alarm are read again each on its own: nothing in the services ties them
    // (the alarm's label is the app's), so the off state is asked beside the alarm's time (s10).
    open: { inputs: [['time'], ['genre']], actions: ['wake', 'alarm'] }, reopenShows: [c.playlist, c.time],
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
    change: recordAction({ id: 'pause_wakeup', label: 'Pause alarm', goal: 'Turn off an alarm set here (the playlist stays).', service: 'phone', key: ['alarm_id', 'Alarm id'],
      // The alarm read back: its line keeps its time beside the off state (s10).
      call: ['phone.disable_alarm', { alarm_id: '{{inputs.alarm_id}}' }], also: [call('phone.show_alarm', { alarm_id: '{{inputs.alarm_id}}' }, 'alarm')],
      fields: { time: '{{alarm.time}} turned off' }, said: 'Alarm {{inputs.alarm_id}} at {{alarm.time}} is turned off; it won\'t ring.' }),
    create: {
      values: { title: c.playlist, genre: c.genre, time: c.time, days: c.days.join(', ') }, hint: ['set', 'wake'], api: 'phone.create_alarm',
      args: { time: c.time, repeat_days: c.days }, fields: { time: c.time, repeat_days: c.days, enabled: true }, show: [c.time],
      allow: [['spotify', 'playlists', 'inserted'], ['spotify', 'playlist_songs', 'inserted'], ['phone', 'alarms', 'inserted']], maxMutations: 12 + SONGS_ROOM,
      extra: [A.called('spotify', 'create_playlist', { title: c.playlist }), A.changed('spotify', 'playlists', 'inserted', { title: c.playlist }), A.changed('spotify', 'playlist_songs', 'inserted')],
      // How many songs is the app's choice: the user names no number.
      rows: [{ app: 'spotify', table: 'playlist_songs', min: 1, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: c.genre } } }],
    },
    revise: {
      values: { alarm_id: '$alarmId' }, hint: ['pause', 'off'], api: 'phone.disable_alarm', args: { alarm_id: '$alarmId' }, fields: { enabled: false, time: c.time }, show: ['$alarmId'],
      allow: [['phone', 'alarms', 'updated'], ['phone', 'alarm_snoozes', 'deleted']], maxMutations: 2,
    },
  }), [{ episode: 'revise', value: '$alarmId', words: offWords(c.changeMessage), kept: c.time, keptWords: keptForms(offWords(c.changeMessage)) }]);
}

// ------------------------------------------------ leave a voice message and a dated to-do to follow up

const VoiceCase = z.object({ ...comboCase, who: z.string(), transcript: z.string(), task: z.string(), due: z.string(), newDue: z.string() });
type VoiceCase = z.infer<typeof VoiceCase>;

function voiceTask(c: VoiceCase): TaskInput {
  const who = person({ first: c.who });
  // Made urgent: told beside the new date.
  return withStateWords(combo({
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
        message('Voice message {{voice.voice_message_id}} sent ("{{inputs.transcript}}"); to-do {{todo.task_id}} "{{inputs.task}}" due {{inputs.due_date}}.'),
      ],
    },
    change: recordAction({ id: 'urgent', label: 'Make urgent', goal: 'Give a follow-up to-do made here high priority and a new date.', service: 'todoist',
      key: ['todo_id', 'To-do id'], more: [input('due_date', 'New date', 'date')],
      call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', priority: 'high', due_date: '{{inputs.due_date}}' }], fields: { due: '{{inputs.due_date}}, urgent' },
      said: 'To-do {{inputs.todo_id}} is urgent, due {{inputs.due_date}}.' }),
    create: {
      values: { phone_number: who.phone_number, transcript: c.transcript, task: c.task, due_date: c.due }, hint: ['leave', 'voice'], api: 'todoist.create_task',
      args: { title: c.task, due_date: c.due }, where: { title: c.task }, fields: { title: c.task, due_date: c.due }, show: [c.task, c.transcript],
      allow: [['phone', 'voice_messages', 'inserted'], ['phone', 'user_voice_messages', 'inserted'], ...NEW_TODO], maxMutations: 4,
      extra: touched('phone', 'send_voice_message', { phone_number: who.phone_number }, 'voice_messages', { transcript: c.transcript }),
    },
    revise: {
      values: { todo_id: '$todoId', due_date: c.newDue }, hint: ['urgent'], api: 'todoist.update_task', args: { task_id: '$todoId', priority: 'high', due_date: c.newDue },
      fields: { priority: 'high', due_date: c.newDue, title: c.task }, show: [c.newDue], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
  }), [{ episode: 'revise', value: c.newDue, words: STATE_WORDS.urgent }]);
}

// ------------------------------------------------ a daily medicine alarm with a log note

const MedCase = z.object({ ...comboCase, medicine: z.string(), time: z.string(), dose: z.string(), newTime: z.string() });
type MedCase = z.infer<typeof MedCase>;

function medTask(c: MedCase): TaskInput {
  // The medicine is content the user gives (Reading 5): some record the step makes stores it, the
  // alarm's label or the note's title or text, worded as the app likes (kit/text-carries.ts).
  return withCarries(medCombo(c), [{ episode: 'create', app: 'phone', field: 'label', one: [c.medicine],
    orAt: [{ app: 'simple_note', table: 'notes', field: 'title' }, { app: 'simple_note', table: 'notes', field: 'content' }],
    why: 'the user names the medicine for the alarm and the note: the alarm\'s label is the app\'s, but the alarm or the note names the medicine' }]);
}

function medCombo(c: MedCase): TaskInput {
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
      // The log note, so a later step may write to it (revise, below).
      captures: { logNote: { app: 'simple_note', table: 'notes' } },
      // The dose is content the user gives (fidelity/2 reading 5): stored somewhere the user would
      // look, the note's title or text or the alarm's label ("Take Cetirizine 10 mg"), worded as
      // the app likes; the user does not say which record keeps it (s15 free).
      free: [{ app: 'simple_note', table: 'notes', field: 'content', mentions_one: [c.dose], or_in: ['title'], mentions_or_at: [{ app: 'phone', table: 'alarms', field: 'label' }],
        why: 'the user gives the dose but not where it goes: the note or the alarm keeps it; the rest of the note\'s text is the app\'s' }],
    },
    revise: {
      // s26-s180-f1: the user names the course's alarm by its medicine, as typed at create (another
      // fixture alarm may ring at the same time): a form asking for the medicine or the alarm's
      // label gets it, not the old time. s27-db2-f1: so does one under another common word for it
      // ("Medication", "Pill", the user's "pills", "Drug", "Course").
      values: { alarm_id: '$alarmId', time: c.newTime, 'alarm_label|medicine|label|medication|pill|drug|course': c.medicine }, hint: ['change', 'time'], api: 'phone.update_alarm', args: { alarm_id: '$alarmId', time: c.newTime },
      fields: { time: c.newTime, repeat_days: DAYS }, show: [c.newTime], allow: [['phone', 'alarms', 'updated']], maxMutations: 1,
      // A note that tells the time may follow the alarm to the new time.
      // The note is kept "to track how I feel on it": it may also log what the user reports (s15
      // words2, Reading 5: a reason need not be stored, but may be), its old text kept whole.
      inStep: [{ app: 'simple_note', table: 'notes', field: 'content', from: c.time, to: c.newTime, key: { id: '$logNote' }, may_add: true, why: 'the log note may tell the alarm\'s time, and is kept to track how the user feels: the new time may carry over to it, and what the user reports may be logged beside its old text' }],
    },
  });
}

export function tasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    contact: [ContactCase, contactTask],
    wake: [WakeCase, wakeTask],
    voice: [VoiceCase, voiceTask],
    med: [MedCase, medTask],
  });
}
