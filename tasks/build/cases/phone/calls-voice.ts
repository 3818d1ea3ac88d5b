/** Calls, the call log and voicemail: calls made and wiped, missed calls cleared, voice notes handled. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { contact, fixtureRow, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, update, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';
import { stepsTask, type CaseBase, type FlowStep } from '../../shapes/record-steps.ts';
import { deleteStep, keptIn } from '../../kit/flow.ts';
import { findContact } from './people.ts';

const USER = userId();
const LOGS = 'phone.call_logs';

const callList: CollectionDef = {
  name: 'calls', fields: { id: 'number', who: 'string', status: 'string' }, item: '{{item.who}} — call {{item.id}} ({{item.status}})', heading: 'Calls made here', empty: 'No calls yet.',
};

const callAction: ActionDef = {
  id: 'call_contact', label: 'Call', goal: 'Find the contact by name, call their number and keep the call in the list.', services: ['phone'], inputs: [input('name', 'Who to call')],
  plan: [
    findContact(),
    call('phone.make_call', { phone_number: '{{who.0.phone_number}}' }, 'rang'),
    append('calls', { id: '{{rang.call_log_id}}', who: '{{who.0.first_name}} {{who.0.last_name}}', status: 'called' }),
    message('Called {{who.0.first_name}} {{who.0.last_name}} (call {{rang.call_log_id}}).'),
  ],
};

interface CallCase extends CaseBase { name: string; callMessage: string; laterMessage: string }

/** The call tasks: the contact called first, then the family's second action and step. */
function callTask(c: CallCase, then: ActionDef, later: FlowStep, kept: boolean): TaskInput {
  const who = contact(c.name);
  const rang: FlowStep = {
    stage: 'submit', message: c.callMessage, values: { name: c.name }, hint: ['call'], captures: { callId: { at: LOGS, where: { user_id: USER, phone_number: who.phone } } },
    calls: [['phone.make_call', { phone_number: who.phone }]], changes: [[LOGS, 'inserted', { user_id: USER, phone_number: who.phone, direction: 'outgoing' }]],
    records: [[LOGS, { id: '$callId' }, { phone_number: who.phone, direction: 'outgoing' }]],
    // My log entry and the receiver's.
    max: 2, allow: [['phone', 'call_logs', 'inserted']], show: ['$callId', c.name],
  };
  return stepsTask(c, {
    services: ['phone'], list: callList, actions: [callAction, then], open: { inputs: [['name', 'who']], actions: ['call'] }, steps: [rang, later],
    reopen: { shows: [kept ? keptIn(LOGS, '$callId') : '$callId', c.name], retained: ['$callId'] },
  });
}

// ---------------------------------------------------------------- call back, then clear the missed calls

const MISSED = fixtureRow<{ n: number }>("SELECT count(*) AS n FROM phone_call_logs WHERE user_id = ? AND direction = 'missed'", USER).n;

const callBackCases: CallCase[] = [
  {
    id: 'single.phone.missed-call-cleanup', split: 'public', seed: 3021, appId: 'call-back', title: 'Call Back Board',
    summary: 'Rings people back and clears the missed calls once I have dealt with them.', intro: 'Call someone back by name; clear the missed calls when you are done.',
    intention: 'Missed calls pile up on my phone. I want one screen where I ring people back by name and then wipe the missed calls so the list means something again.',
    name: 'Owen Kim', callMessage: 'Ring Owen Kim back.', laterMessage: 'Done with my callbacks, clear out the missed calls.',
  },
  {
    id: 'single.phone.callback-after-meetings', split: 'sealed', seed: 3022, appId: 'after-meetings', title: 'After Meetings',
    summary: 'After a day of meetings: call back who matters and clear the missed call list.', intro: 'Who should be called back first?',
    intention: 'After long meeting days I come out to a pile of missed calls. Make me an app to call someone back by name and then empty the missed-call list.',
    name: 'Kenji Chen', callMessage: 'Call Kenji Chen, he tried me three times.', laterMessage: 'The rest can wait, clear my missed calls.',
  },
  {
    id: 'single.phone.mum-callback', split: 'dev', seed: 3023, appId: 'ring-back', title: 'Ring Back',
    summary: 'Calls a contact back and clears missed calls from the call log.', intro: 'Name the person to ring back.',
    intention: 'My phone shows a red badge of missed calls all week. I would like to call my mum back from an app and then reset the missed calls.',
    name: 'Nora Patel', callMessage: 'Call my mum back, Nora Patel.', laterMessage: 'Now clear the missed calls please.',
  },
];

const callBackTask = (c: CallCase): TaskInput =>
  callTask(
    c,
    {
      id: 'clear_missed', label: 'Clear missed calls', goal: 'Remove the missed calls from the phone\'s call log and say how many went.', services: ['phone'],
      inputs: [], plan: [call('phone.clear_call_history', { direction: 'missed' }, 'cleared'), message('Cleared {{cleared.deleted_count}} missed calls.')],
    },
    {
      stage: 'revise', message: c.laterMessage, values: {}, hint: ['clear', 'missed'], calls: [['phone.clear_call_history', { direction: 'missed' }]],
      changes: [[LOGS, 'deleted', { user_id: USER, direction: 'missed' }, MISSED]], records: [[LOGS, { id: '$callId' }, { direction: 'outgoing' }]],
      max: MISSED, allow: [['phone', 'call_logs', 'deleted']],
      // The count is a bare number of the response, not a record: nothing to ground here.
      show: [],
    },
    true,
  );

// ---------------------------------------------------------------- a call that leaves no trace

const quietCases: CallCase[] = [
  {
    id: 'single.phone.surprise-party-calls', split: 'dev', seed: 3024, appId: 'surprise-planner', title: 'Surprise Party Calls',
    summary: 'Makes the calls for a surprise party and erases them from the call log so nobody sees them on my phone.',
    intro: 'Call a co-conspirator; wipe the call afterwards.',
    intention: 'I am planning a surprise party for my partner, who picks up my phone all the time. I need to call people about it and then erase those calls from my call log.',
    name: 'Aisha Schmidt', callMessage: 'Call Aisha Schmidt about the party.', laterMessage: 'Now erase that call from my log.',
  },
  {
    id: 'single.phone.gift-call-erase', split: 'sealed', seed: 3025, appId: 'secret-gift', title: 'Secret Gift Calls',
    summary: 'Calls someone about a secret present, then removes the call from my history.', intro: 'Who are you calling about the gift?',
    intention: 'My sister and I are arranging a present for Dad and he borrows my phone. Let me call her from an app and delete the entry from the call history afterwards.',
    name: 'Chloe Patel', callMessage: 'Call Chloe Patel about Dad\'s present.', laterMessage: 'Delete that call from the history, Dad is coming over.',
  },
];

const quietTask = (c: CallCase): TaskInput =>
  callTask(
    c,
    recordAction({
      id: 'erase_call', label: 'Erase from log', goal: 'Delete one call made here from the phone\'s call log.', service: 'phone', key: ['call_id', 'Call id'],
      call: ['phone.delete_call_log_entry', { call_log_id: '{{inputs.call_id}}' }], list: 'calls', fields: { status: 'erased from the log' }, said: 'Call {{inputs.call_id}} is gone from the call log.',
    }),
    deleteStep({ message: c.laterMessage, values: { call_id: '$callId' }, hint: ['erase', 'delete'], call: ['phone.delete_call_log_entry', 'call_log_id'], table: LOGS, id: '$callId' }),
    false,
  );

// ---------------------------------------------------------------- voicemail: heard one, deleted another

/** A voicemail the user received, found by words of its transcript. */
function voicemail(words: string): { id: number; transcript: string; row: number } {
  return fixtureRow<{ id: number; transcript: string; row: number }>(
    'SELECT v.id, v.transcript, u.id AS row FROM phone_voice_messages v JOIN phone_user_voice_messages u ON u.voice_message_id = v.id AND u.user_id = ? WHERE v.transcript LIKE ?',
    USER,
    `%${words}%`,
  );
}

const voiceList: CollectionDef = {
  name: 'voicemails', fields: { id: 'number', transcript: 'string', status: 'string' }, item: '"{{item.transcript}}" (voicemail {{item.id}}): {{item.status}}',
  heading: 'Voicemail handled here', empty: 'Nothing handled yet.',
};

const findVoice = call('phone.search_voice_messages', { query: '{{inputs.words}}', page_limit: 1 }, 'found');

interface TriageCase extends CaseBase { heard: string; gone: string; heardMessage: string; goneMessage: string }

const triageCases: TriageCase[] = [
  {
    id: 'single.phone.voicemail-triage', split: 'public', seed: 3026, appId: 'voicemail-triage', title: 'Voicemail Triage',
    summary: 'Marks voicemails as heard and deletes the ones I no longer need, found by what they say.', intro: 'Type a few words the voicemail says.',
    intention: 'My voicemail inbox is a mess of old messages. I want to mark the ones I have heard and delete what I do not need, by typing a few words from the message.',
    heard: 'dentist', gone: 'spare key', heardMessage: 'I listened to the one about the dentist, mark it heard.',
    goneMessage: 'Delete the voicemail about the spare key, I have the key now.',
  },
  {
    id: 'single.phone.weekend-voicemail', split: 'dev', seed: 3027, appId: 'inbox-zero-voice', title: 'Voicemail Inbox Zero',
    summary: 'Gets my voicemail to zero: mark heard, delete old.', intro: 'Find a voicemail by its words.',
    intention: 'I want inbox zero for voicemail too: a little tool that marks a message as listened to and throws away old ones, finding them by their words.',
    heard: 'weekend plans', gone: 'Happy birthday', heardMessage: 'The weekend plans voicemail — I heard it, mark it.',
    goneMessage: 'That Happy birthday voicemail is months old, delete it.',
  },
  {
    id: 'single.phone.landlord-voicemail', split: 'sealed', seed: 3028, appId: 'voice-tidy', title: 'Voice Tidy',
    summary: 'Tidies voicemail by marking messages heard or deleting them.', intro: 'Which voicemail? A word or two is enough.',
    intention: 'Could you make me an app to tidy my voicemail: mark a message listened or delete it, picked by a phrase from it.', heard: 'dentist',
    gone: 'heating', heardMessage: 'Mark the dentist voicemail as listened.', goneMessage: 'The heating got fixed, delete the voicemail about the heating.',
  },
];

/** Finds the voicemail by its words, does one thing to it, and lists it. */
const voiceAction = (id: string, label: string, goal: string, api: string, keep: Obj, said: string): ActionDef => ({
  id, label, goal, services: ['phone'], inputs: [input('words', 'Words from the voicemail')],
  plan: [findVoice, call(`phone.${api}`, { voice_message_id: '{{found.0.voice_message_id}}' }), keep, message(said)],
});
const VOICE_DELETE = ['delete_voicemail', 'Delete voicemail', 'Find the voicemail by its words and delete it from the phone.', 'delete_voice_message'] as const;
const listed = (status: string) => append('voicemails', { id: '{{found.0.voice_message_id}}', transcript: '{{found.0.transcript}}', status });

function heardStep(words: string, text: string): FlowStep {
  const v = voicemail(words);
  return {
    stage: 'submit', message: text, values: { words }, hint: ['heard', 'mark'], calls: [['phone.mark_voice_message_listened', { voice_message_id: v.id }]],
    changes: [['phone.user_voice_messages', 'updated', { id: v.row, is_listened: true }]], records: [['phone.user_voice_messages', { user_id: USER, voice_message_id: v.id }, { is_listened: true }]],
    max: 1, allow: [['phone', 'user_voice_messages', 'updated']], show: [v.id, v.transcript],
  };
}

function deleteVoiceStep(words: string, text: string): FlowStep {
  const v = voicemail(words);
  return {
    stage: 'revise', message: text, values: { words }, hint: ['delete'], calls: [['phone.delete_voice_message', { voice_message_id: v.id }]],
    changes: [['phone.user_voice_messages', 'deleted', { user_id: USER, voice_message_id: v.id }]], max: 1, allow: [['phone', 'user_voice_messages', 'deleted']],
    show: [v.id, v.transcript],
  };
}

function triageTask(c: TriageCase): TaskInput {
  const heard = voicemail(c.heard);
  return stepsTask(c, {
    services: ['phone'], list: voiceList,
    actions: [
      voiceAction('mark_heard', 'Mark heard', 'Find the voicemail by its words and mark it as listened to.', 'mark_voice_message_listened', listed('heard'), 'Marked voicemail {{found.0.voice_message_id}} as heard: "{{found.0.transcript}}"'),
      voiceAction(...VOICE_DELETE, listed('deleted'), 'Deleted voicemail {{found.0.voice_message_id}}: "{{found.0.transcript}}"'),
    ],
    open: { inputs: [['words', 'query']], actions: ['heard', 'listened', 'mark'] }, steps: [heardStep(c.heard, c.heardMessage), deleteVoiceStep(c.gone, c.goneMessage)],
    reopen: { shows: [heard.id, voicemail(c.gone).id], retained: [heard.id] },
  });
}

// ---------------------------------------------------------------- voicemail kept as a note, then deleted (phone + simple_note)

interface NoteCase extends CaseBase { words: string; noteTitle: string; saveMessage: string; goneMessage: string }

const noteCases: NoteCase[] = [
  {
    id: 'single.phone.voicemail-to-note', split: 'public', seed: 3029, appId: 'voicemail-notes', title: 'Voicemail Notes',
    summary: 'Copies what a voicemail says into a Simplenote note, marks it heard, and deletes the voicemail when I say so.',
    intro: 'Which voicemail should become a note, and what should the note be called?',
    intention: 'Important voicemails get lost on my phone. I want their text saved as a note in Simplenote, the voicemail marked heard, and later deleted from the phone.',
    words: 'dentist', noteTitle: 'Dentist moved', saveMessage: 'Save the dentist voicemail as a note titled Dentist moved.',
    goneMessage: 'It is in my notes now, delete the dentist voicemail from the phone.',
  },
  {
    id: 'single.phone.weekend-plans-note', split: 'sealed', seed: 3030, appId: 'voice-to-text', title: 'Voice to Notes',
    summary: 'Turns a voicemail into a note so I can find it later, then clears it off the phone.', intro: 'Pick the voicemail by its words and name the note.',
    intention: 'I never re-listen to voicemails but I do search my notes. Make an app that writes a voicemail into a note, marks it listened, and deletes the voicemail when I ask.',
    words: 'weekend plans', noteTitle: 'Chloe re weekend', saveMessage: 'Turn the weekend plans voicemail into a note called Chloe re weekend.',
    goneMessage: 'Now delete the weekend plans voicemail itself.',
  },
];

function noteTask(c: NoteCase): TaskInput {
  const v = voicemail(c.words);
  return stepsTask(c, {
    services: ['phone', 'simple_note'], domains: ['phone', 'simple_note'],
    list: { ...voiceList, fields: { ...voiceList.fields, note: 'number' }, item: '"{{item.transcript}}" (voicemail {{item.id}}, note {{item.note}}): {{item.status}}' },
    actions: [
      {
        id: 'save_as_note', label: 'Save as note', goal: 'Find the voicemail by its words, save its transcript as a Simplenote note with the title, and mark it heard.',
        services: ['phone', 'simple_note'], inputs: [input('words', 'Words from the voicemail'), input('title', 'Note title')],
        plan: [
          findVoice,
          call('simple_note.create_note', { title: '{{inputs.title}}', content: '{{found.0.transcript}}' }, 'note'),
          call('phone.mark_voice_message_listened', { voice_message_id: '{{found.0.voice_message_id}}' }),
          append('voicemails', { id: '{{found.0.voice_message_id}}', transcript: '{{found.0.transcript}}', note: '{{note.note_id}}', status: 'saved as a note' }),
          message('Saved voicemail {{found.0.voice_message_id}} as note {{note.note_id}} and marked it heard.'),
        ],
      },
      voiceAction(...VOICE_DELETE, update('voicemails', '{{found.0.voice_message_id}}', { status: 'deleted from the phone' }), 'Deleted voicemail {{found.0.voice_message_id}} from the phone: "{{found.0.transcript}}"'),
    ],
    open: { inputs: [['words', 'query'], ['title']], actions: ['note', 'save'] },
    steps: [
      {
        stage: 'submit', message: c.saveMessage, values: { words: c.words, title: c.noteTitle }, hint: ['save', 'note'], captures: { noteId: { at: 'simple_note.notes', where: { title: c.noteTitle } } },
        calls: [['phone.mark_voice_message_listened', { voice_message_id: v.id }], ['simple_note.create_note', { title: c.noteTitle }]],
        changes: [['phone.user_voice_messages', 'updated', { id: v.row, is_listened: true }], ['simple_note.notes', 'inserted', { title: c.noteTitle }]],
        records: [['phone.user_voice_messages', { user_id: USER, voice_message_id: v.id }, { is_listened: true }], ['simple_note.notes', { id: '$noteId' }, { title: c.noteTitle }]],
        max: 2, allow: [['phone', 'user_voice_messages', 'updated'], ['simple_note', 'notes', 'inserted']], show: ['$noteId', v.id, v.transcript],
        // The note's words are the app's (a heading, the caller's name); it must carry the message.
        free: [{ app: 'simple_note', table: 'notes', field: 'content', constraint: { contains: [c.words] } }],
      },
      deleteVoiceStep(c.words, c.goneMessage),
    ],
    reopen: { shows: [keptIn('simple_note.notes', '$noteId'), v.id], retained: ['$noteId'] },
  });
}

export const tasks = (): TaskInput[] => [...callBackCases.map(callBackTask), ...quietCases.map(quietTask), ...triageCases.map(triageTask), ...noteCases.map(noteTask)];
