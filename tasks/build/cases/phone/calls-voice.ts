/** Calls, the call log and voicemail: calls made and wiped, missed calls cleared, voice notes handled. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { contact, fixtureRow, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, update, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';
import { caseTasks } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { stepsTask, type FlowStep } from '../../shapes/record-steps.ts';
import { deleteStep, keptIn } from '../../kit/flow.ts';
import { findContact } from './people.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { ACTION_WORDS, withActionWords } from '../../kit/action-words.ts';
import { withLookAlikeVoicemail } from '../../kit/look-alike-voicemail.ts';

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

/** `name`: the contact called, by full name. */
const CallCase = z.object({ ...stepsCase, name: z.string(), callMessage: z.string(), laterMessage: z.string() });
type CallCase = z.infer<typeof CallCase>;

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
  // The contact's name alone could come from the look-up: that the call was placed is said too (Reading 2).
  return withActionWords(stepsTask(c, {
    services: ['phone'], list: callList, actions: [callAction, then], open: { inputs: [['name', 'who']], actions: ['call'] }, steps: [rang, later],
    reopen: { shows: [kept ? keptIn(LOGS, '$callId') : '$callId', c.name], retained: ['$callId'] },
  }), [{ episode: 'create', value: c.name, words: ACTION_WORDS.called }]);
}

// ---------------------------------------------------------------- call back, then clear the missed calls

const MISSED = fixtureRow<{ n: number }>("SELECT count(*) AS n FROM phone_call_logs WHERE user_id = ? AND direction = 'missed'", USER).n;

const callBackTask = (c: CallCase): TaskInput =>
  callTask(
    c,
    {
      id: 'clear_missed', label: 'Clear missed calls', goal: 'Remove the missed calls from the phone\'s call log and say how many went.', services: ['phone'],
      inputs: [], plan: [
        call('phone.clear_call_history', { direction: 'missed' }, 'cleared'),
        // The list keeps a word of it, so an app that shows only values still says it was done.
        append('calls', { id: '{{cleared.deleted_count}}', who: 'missed calls', status: 'cleared' }),
        message('Cleared {{cleared.deleted_count}} missed calls.'),
      ],
    },
    {
      stage: 'revise', message: c.laterMessage, values: {}, hint: ['clear', 'missed'], calls: [['phone.clear_call_history', { direction: 'missed' }]],
      changes: [[LOGS, 'deleted', { user_id: USER, direction: 'missed' }, MISSED]], records: [[LOGS, { id: '$callId' }, { direction: 'outgoing' }]],
      max: MISSED, allow: [['phone', 'call_logs', 'deleted']],
      // The count is a bare number of the response, not a record: a word of the clearing tells it (kit/unnamed-deletions.ts).
      show: [],
    },
    true,
  );

// ---------------------------------------------------------------- a call that leaves no trace

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

/** `heard` and `gone`: words of the two voicemails' transcripts. */
const TriageCase = z.object({
  ...stepsCase, heard: z.string(), gone: z.string(), heardMessage: z.string(), goneMessage: z.string(),
  /**
   * A fact of the case: the user's goal makes a message heard done with ("inbox zero"), so the
   * reopened app owes no list of it (rubric Reading 1: a thing that is over is not asked for).
   */
  heardIsOver: z.boolean().optional(),
});
type TriageCase = z.infer<typeof TriageCase>;

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
  // That the voicemail is marked heard is said, not only its words, and still said by the kept list after reopen (issue #30).
  // A newer unheard voicemail stands beside the ones the user names by their words (kit/look-alike-voicemail.ts).
  return withLookAlikeVoicemail(withStateWords(stepsTask(c, {
    services: ['phone'], list: voiceList,
    actions: [
      voiceAction('mark_heard', 'Mark heard', 'Find the voicemail by its words and mark it as listened to.', 'mark_voice_message_listened', listed('heard'), 'Marked voicemail {{found.0.voice_message_id}} as heard: "{{found.0.transcript}}"'),
      voiceAction(...VOICE_DELETE, listed('deleted'), 'Deleted voicemail {{found.0.voice_message_id}}: "{{found.0.transcript}}"'),
    ],
    open: { inputs: [['words', 'query']], actions: ['heard', 'listened', 'mark'] }, steps: [heardStep(c.heard, c.heardMessage), deleteVoiceStep(c.gone, c.goneMessage)],
    reopen: c.heardIsOver ? { shows: [], retained: [] } : { shows: [heard.transcript], retained: [heard.transcript] },
  }), [{ episode: 'create', value: heard.transcript, words: STATE_WORDS.listened }]), c.heard);
}

// ---------------------------------------------------------------- voicemail kept as a note, then deleted (phone + simple_note)

const NoteCase = z.object({ ...stepsCase, words: z.string(), noteTitle: z.string(), saveMessage: z.string(), goneMessage: z.string() });
type NoteCase = z.infer<typeof NoteCase>;

function noteTask(c: NoteCase): TaskInput {
  const v = voicemail(c.words);
  // That the voicemail was kept as a note is said, not only its words (issue #30); a newer unheard
  // voicemail stands beside the one the user names by its words (kit/look-alike-voicemail.ts).
  return withLookAlikeVoicemail(withActionWords(withStateWords(stepsTask(c, {
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
          append('voicemails', { id: '{{found.0.voice_message_id}}', transcript: '{{found.0.transcript}}', note: '{{note.note_id}}', status: 'saved as a note, marked heard' }),
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
        // The note's words are the app's (a heading, the caller's name); it must carry the whole message, not a word of it.
        free: [{ app: 'simple_note', table: 'notes', field: 'content', constraint: { contains: [v.transcript] }, why: 'a heading or the caller\'s name around the message is the app\'s; the message must be there' }],
      },
      deleteVoiceStep(c.words, c.goneMessage),
    ],
    reopen: { shows: [v.transcript], retained: [v.transcript] },
  // Marked heard is asked too, told beside the note (Reading 2: the transcript alone could come from the search).
  }), [{ episode: 'create', value: v.transcript, words: STATE_WORDS.savedAsNote }]), [{ episode: 'create', value: v.transcript, words: ACTION_WORDS.heard }]), c.words);
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    callBack: [CallCase, callBackTask],
    quiet: [CallCase, quietTask],
    triage: [TriageCase, triageTask],
    note: [NoteCase, noteTask],
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
