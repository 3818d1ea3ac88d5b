/**
 * Issue #29's routing failures, each with an app built the way an independent model built it,
 * run through the real runtime and run stage in the seeded world: the operator must reach the
 * action a person would, and say why in the evidence.
 */
import { describe, expect, it } from 'vitest';
import { admit, formatProblems } from '../../runtime/admission.ts';
import type { AgentRequest, AppAgent } from '../../runtime/types.ts';
import type { Package } from '../../schemas/package.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import { TaskSchema, type TaskInput } from '../../schemas/task.ts';
import { runTaskEpisodes } from './episodes.ts';
import { referencePackages } from './reference.ts';

type Input = { name: string; label: string; type: string; required: boolean };
type Action = { id: string; label: string; goal: string; services: string[]; inputs: Input[]; plan?: unknown[]; agent?: { role: string; instructions: string } };

const text = (name: string, label: string, required = true): Input => ({ name, label, type: 'text', required });
const number = (name: string, label: string): Input => ({ name, label, type: 'number', required: true });

/** An admitted app with one form per action, in the given order, and a result area. */
function app(id: string, actions: Action[]) {
  const services = [...new Set(actions.flatMap((a) => a.services))];
  const admission = admit(
    {
      app: { id, title: id, summary: `The ${id} app.` },
      version: 1,
      views: [{ id: 'main', title: id, components: [...actions.map((a) => ({ type: 'form', action: a.id })), { type: 'result' }] }],
      actions,
    },
    { services },
  );
  if (!admission.ok) throw new Error(`${id}: ${formatProblems(admission.problems)}`);
  return admission.package;
}

/** Runs the episodes (after an open) against the app; returns the submit episodes' records. */
async function runApp(pkg: Package, services: string[], episodes: Omit<TaskInput['episodes'][number], 'id' | 'stage'>[], agent?: AppAgent): Promise<EpisodeRecord[]> {
  const task = TaskSchema.parse({
    id: `routing.${pkg.app.id}`,
    family: 'single',
    split: 'dev',
    domains: services,
    world: { fixture: 'base', seed: 2901 },
    apps: [{ slot: 'A', intention: 'An app.', services }],
    episodes: [{ id: 'open', stage: 'open' }, ...episodes.map((e, i) => ({ id: `step${i + 1}`, stage: 'submit', ...e }))],
    reference: { A: { package: pkg } },
  });
  const records = await runTaskEpisodes({ task, trial: 0, run: 'routing', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0, ...(agent ? { agent } : {}) });
  for (const record of records) expect(record.error, record.episode).toBeNull();
  return records.slice(1);
}

const routes = (records: readonly EpisodeRecord[]) => records.map((r) => r.action);
const writes = (record: EpisodeRecord | undefined) => (record?.calls ?? []).filter((c) => c.ok && !/^(search|show)_/.test(c.api)).map((c) => `${c.app}.${c.api}`);

describe('a file app whose forms differ in what they need', () => {
  const files = app('files', [
    {
      id: 'write_file',
      label: 'Write a new text file',
      goal: 'Create a text file at the path with the text.',
      services: ['file_system'],
      inputs: [text('path', 'Path'), text('text', 'Text')],
      plan: [{ call: 'file_system.create_file', args: { file_path: '{{inputs.path}}', content: '{{inputs.text}}' }, bind: 'made' }, { message: 'Wrote {{inputs.path}} (file id {{made.file_id}}).' }],
    },
    {
      id: 'rewrite_by_path',
      label: "Rewrite a file's text (by path)",
      goal: "Replace an existing file's text.",
      services: ['file_system'],
      inputs: [text('path', 'Path'), text('text', 'New text')],
      plan: [{ call: 'file_system.update_file', args: { file_path: '{{inputs.path}}', content: '{{inputs.text}}' } }, { message: 'Rewrote {{inputs.path}}.' }],
    },
    {
      id: 'rewrite_by_id',
      label: "Rewrite a file's text (by file id)",
      goal: "Replace the text of the file with this id.",
      services: ['file_system'],
      inputs: [number('file_id', 'File id'), text('text', 'New text')],
      plan: [
        { call: 'file_system.show_file_by_id', args: { file_id: '{{inputs.file_id}}' }, bind: 'file' },
        { call: 'file_system.update_file', args: { file_path: '{{file.path}}', content: '{{inputs.text}}' } },
        { message: 'Rewrote file {{inputs.file_id}}.' },
      ],
    },
    {
      id: 'open_by_id',
      label: 'Open a file by its file id',
      goal: 'Show the file with this id and its text.',
      services: ['file_system'],
      inputs: [number('file_id', 'File id')],
      plan: [{ call: 'file_system.show_file_by_id', args: { file_id: '{{inputs.file_id}}' }, bind: 'file' }, { message: '{{file.path}}: {{file.content}}' }],
    },
  ]);

  it('rewrites by path for "Rewrite …" and opens by id for "Look it up again by its id"', async () => {
    const records = await runApp(files, ['file_system'], [
      { message: 'Start ~/documents/gratitude.txt with: Warm bread', values: { file_path: '~/documents/gratitude.txt', content: 'Warm bread' }, action_hint: ['create'], captures: { fileId: { from: 'inserted', app: 'file_system', table: 'files', field: 'id' } } },
      { message: 'Rewrite ~/documents/gratitude.txt to say: Warm bread and a long walk', values: { record_id: '$fileId', 'path|file_path': '~/documents/gratitude.txt', 'new_content|content': 'Warm bread and a long walk' }, action_hint: ['change'] },
      { message: 'Look it up again by its id.', values: { 'lookup_id|file_id': '$fileId' }, action_hint: ['look'] },
    ]);
    expect(routes(records)).toEqual(['write_file', 'rewrite_by_path', 'open_by_id']);
    expect(records.map((r) => r.route[0]?.validated)).toEqual([true, true, true]);
    expect(writes(records[1])).toEqual(['file_system.update_file']);
    expect(records[2]?.message).toBe('/home/alex/documents/gratitude.txt: Warm bread and a long walk');
    // Before: the rewrite tied with "Write a new text file" (shown first; create fails, the file
    // exists) and the look-up tied with "Rewrite … (by file id)", whose text stayed empty.
    expect(records.map((r) => r.choice)).toEqual([
      { reason: 'it names what the message asks (create); "rewrite_by_path" does not', ambiguous: false },
      { reason: 'it names what the message asks (edit); "write_file" does not', ambiguous: false },
      { reason: 'it fills every required input; "rewrite_by_id" cannot fill text', ambiguous: false },
    ]);
  });
});

describe('opposites decide between actions that take the same values', () => {
  const thread = (api: string) => [
    { call: 'gmail.search_emails', args: { query: '{{inputs.subject}}', page_limit: 1 }, bind: 'found' },
    { call: `gmail.${api}`, args: { email_thread_id: '{{found.0.email_thread_id}}' } },
    { message: 'Done: {{found.0.subject}}.' },
  ];
  const mail = app('mail-stars', [
    { id: 'star_thread', label: 'Star a thread', goal: 'Star the email thread with this subject.', services: ['gmail'], inputs: [text('subject', 'Subject')], plan: thread('mark_thread_starred') },
    { id: 'clear_star', label: 'Remove the star from a thread', goal: 'Take the star off the email thread with this subject.', services: ['gmail'], inputs: [text('subject', 'Subject')], plan: thread('mark_thread_unstarred') },
  ]);

  it('stars and unstars as asked, whatever the words', async () => {
    const subject = { 'subject|query': 'Tax documents' };
    const records = await runApp(mail, ['gmail'], [
      { message: 'Star the Tax documents thread.', values: subject, action_hint: ['star'] },
      { message: 'Filed the return. Unstar Tax documents.', values: subject, action_hint: ['unstar'] },
      { message: 'The accountant has questions, star Tax documents again.', values: subject, action_hint: ['star'] },
      { message: 'All answered, take the star off Tax documents.', values: subject, action_hint: ['unstar'] },
    ]);
    expect(routes(records)).toEqual(['star_thread', 'clear_star', 'star_thread', 'clear_star']);
    expect(records.map(writes)).toEqual([['gmail.mark_thread_starred'], ['gmail.mark_thread_unstarred'], ['gmail.mark_thread_starred'], ['gmail.mark_thread_unstarred']]);
    expect(records[1]?.choice).toEqual({ reason: '"star_thread" does the opposite (star) of what the message asks (unstar)', ambiguous: false });
  });

  const note = (api: string) => [
    { call: 'simple_note.search_notes', args: { query: '{{inputs.note}}', page_limit: 1 }, bind: 'found' },
    { call: `simple_note.${api}`, args: { note_id: '{{found.0.note_id}}', email: '{{inputs.email}}' } },
    { message: 'Done: {{found.0.title}} and {{inputs.email}}.' },
  ];
  const notes = app('note-sharing', [
    { id: 'share', label: 'Share a note', goal: 'Share the note with this title with a person.', services: ['simple_note'], inputs: [text('note', 'Note title'), text('email', 'Their email')], plan: note('share_note') },
    { id: 'revoke', label: 'Revoke access', goal: "End a person's access to a note of mine.", services: ['simple_note'], inputs: [text('note', 'Note title'), text('email', 'Their email')], plan: note('unshare_note') },
  ]);

  it('shares and revokes as asked', async () => {
    const values = { 'note|query': 'Grocery list', 'person_email|email': 'elena.haddad@outlook.com' };
    const records = await runApp(notes, ['simple_note'], [
      { message: 'Share my Grocery list with elena.haddad@outlook.com.', values, action_hint: ['lend'] },
      { message: "She has her own list now; revoke elena.haddad@outlook.com's access to the Grocery list.", values, action_hint: ['take', 'back'] },
      { message: 'Share it with her again.', values, action_hint: ['lend'] },
      { message: 'Stop sharing the Grocery list with elena.haddad@outlook.com.', values, action_hint: ['take', 'back'] },
    ]);
    expect(routes(records)).toEqual(['share', 'revoke', 'share', 'revoke']);
    expect(records.map(writes)).toEqual([['simple_note.share_note'], ['simple_note.unshare_note'], ['simple_note.share_note'], ['simple_note.unshare_note']]);
  });
});

describe('the verb beats a hint word the app happens to use', () => {
  it('"star him as a favourite" does not go to "Add a new contact"', async () => {
    const contacts = app('contacts', [
      {
        id: 'add_contact',
        label: 'Add a new contact',
        goal: 'Save a new person in my phone contacts.',
        services: ['phone'],
        inputs: [text('name', 'Name'), text('phone', 'Phone number', false)],
        plan: [{ call: 'phone.add_contact', args: { first_name: '{{inputs.name}}', phone_number: '{{inputs.phone}}' } }, { message: 'Added {{inputs.name}}.' }],
      },
      {
        id: 'star_contact',
        label: 'Star a contact',
        goal: 'Make a contact one of my phone favourites.',
        services: ['phone'],
        inputs: [text('name', 'Name')],
        plan: [
          { call: 'phone.search_contacts', args: { query: '{{inputs.name}}', page_limit: 1 }, bind: 'found' },
          { call: 'phone.add_contact_to_favorites', args: { contact_id: '{{found.0.contact_id}}' } },
          { message: 'Starred {{found.0.first_name}} {{found.0.last_name}}.' },
        ],
      },
    ]);
    const [record] = await runApp(contacts, ['phone'], [{ message: 'Omar Patel moved in, star him as a favourite.', values: { 'name|query': 'Omar Patel' }, action_hint: ['add'] }]);
    expect(record?.action).toBe('star_contact');
    expect(writes(record)).toEqual(['phone.add_contact_to_favorites']);
    expect(record?.choice).toEqual({ reason: 'it names what the message asks (star); "add_contact" does not', ambiguous: false });
  });
});

/** An app-side agent that does nothing but remember what it was asked. */
function listeningAgent(heard: string[]): AppAgent {
  return {
    run: (request: AgentRequest) => {
      heard.push(String(request.inputs.request));
      return Promise.resolve({ state_ops: [], message: 'On it.' });
    },
  };
}

describe("the app's free-text request action", () => {
  it('takes a snooze the user describes in words when the structured form needs a thread id', async () => {
    const snooze = app('snoozer', [
      {
        id: 'snooze_by_id',
        label: 'Snooze a thread (by thread id)',
        goal: 'Snooze the thread with this id until the date and time.',
        services: ['gmail'],
        inputs: [number('thread_id', 'Thread id'), { name: 'date', label: 'Date', type: 'date', required: true }, { name: 'time', label: 'Time', type: 'time', required: true }],
        plan: [{ call: 'gmail.snooze_thread', args: { email_thread_id: '{{inputs.thread_id}}', snooze_until: '{{inputs.date}}T{{inputs.time}}:00' } }, { message: 'Snoozed {{inputs.thread_id}}.' }],
      },
      { id: 'snooze_words', label: 'Snooze an email described in words', goal: 'Find the email the user describes and snooze its thread until when they say.', services: ['gmail'], inputs: [text('request', 'Which email, and until when?')], agent: { role: 'Mail helper', instructions: 'Find the email and snooze its thread.' } },
    ]);
    const heard: string[] = [];
    const message = 'Snooze Code review for the billing fix until May 22 at 9 am.';
    const [record] = await runApp(snooze, ['gmail'], [{ message, values: { 'subject|query': 'Code review for the billing fix', date: '2023-05-22', time: '09:00' }, action_hint: ['snooze'] }], listeningAgent(heard));
    expect(record?.action).toBe('snooze_words');
    expect(record?.route).toMatchObject([{ handler: 'agent', validated: true }]);
    expect(heard).toEqual([message]);
    expect(record?.choice).toEqual({ reason: 'no structured action could be filled ("snooze_by_id" cannot fill thread_id): the free-text request action takes the message', ambiguous: false });
  });

  const notes = app('notes-helper', [
    {
      id: 'new_note',
      label: 'New note',
      goal: 'Create a note with a title and text.',
      services: ['simple_note'],
      inputs: [text('title', 'Title'), text('body', 'Text')],
      plan: [{ call: 'simple_note.create_note', args: { title: '{{inputs.title}}', content: '{{inputs.body}}' }, bind: 'made' }, { message: 'Created note {{made.note_id}}.' }],
    },
    {
      id: 'share_by_id',
      label: 'Share a note (by note id)',
      goal: 'Share the note with this id with a person.',
      services: ['simple_note'],
      inputs: [number('note_id', 'Note id'), text('email', 'Email')],
      plan: [{ call: 'simple_note.share_note', args: { note_id: '{{inputs.note_id}}', email: '{{inputs.email}}' } }, { message: 'Shared {{inputs.note_id}}.' }],
    },
    { id: 'ask', label: 'Ask the notes assistant', goal: 'Anything else about my notes, in my own words.', services: ['simple_note'], inputs: [text('request', 'What should I do?')], agent: { role: 'Notes helper', instructions: 'Do what the user asks with their notes.' } },
  ]);

  it('is used when nothing structured can be filled, and not when something can', async () => {
    const heard: string[] = [];
    const records = await runApp(
      notes,
      ['simple_note'],
      [
        { message: 'Share my Grocery list with elena.haddad@outlook.com.', values: { 'note|query': 'Grocery list', email: 'elena.haddad@outlook.com' }, action_hint: ['share'] },
        { message: 'Make a note "Plumber" saying: call back on Monday.', values: { title: 'Plumber', 'text|content': 'call back on Monday.' }, action_hint: ['create'] },
      ],
      listeningAgent(heard),
    );
    // Before, the id form took the email (one value) over the request action (the message only).
    expect(routes(records)).toEqual(['ask', 'new_note']);
    expect(heard).toEqual(['Share my Grocery list with elena.haddad@outlook.com.']);
    expect(writes(records[1])).toEqual(['simple_note.create_note']);
  });
});
