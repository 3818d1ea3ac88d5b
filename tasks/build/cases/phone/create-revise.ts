/**
 * Phone record tasks: a contact whose number is fixed, a text to a friend (then signed texts), a
 * weekday alarm moved. A task with an app of its own is a whole row of create-revise.ndjson
 * (`record`); the text task's builder below finds its friend in the fixture (`text`).
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, serviceActions, type ActionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { caseRows } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import type { Allow } from '../../kit/types.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { RecordCaseRow } from '../../shapes/record-row.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';

const phone = serviceActions('phone');

/** Texts a contact found by name; with a `signature`, every text ends with it. */
const sendText = (signature?: string): ActionDef => {
  const text = signature ? `{{inputs.text}} ${signature}` : '{{inputs.text}}';
  return phone({
    id: 'send_text', label: 'Send text',
    goal: signature ? `Find the contact by name and text them the message, signed "${signature}".` : 'Find the contact by name and text them the message.',
    inputs: [input('friend', 'Friend (name)'), input('text', 'Message')],
    plan: [
      call('phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'),
      call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: text }, 'sent'),
      append('texts', { id: '{{sent.text_message_id}}', to: '{{who.0.first_name}} {{who.0.last_name}}', text }),
      message('Texted {{who.0.first_name}} at {{who.0.phone_number}} (text {{sent.text_message_id}}).'),
    ],
  });
};

/** Two texts to one friend (by full name; the user types the first name); the changed requirement signs every text. */
const TextCase = z.object({
  ...stepsCase, friend: z.string(), first: z.string(), second: z.string(), signature: z.string(), createMessage: z.string(), requirement: z.string(), reviseMessage: z.string(),
});
type TextCase = z.infer<typeof TextCase>;

function textTask(c: TextCase): RecordCase {
  const [firstName = '', lastName = ''] = c.friend.split(' ');
  const friend = fixtureRow<{ id: number; phone_number: string }>('SELECT id, phone_number FROM admin_people WHERE first_name = ? AND last_name = ?', firstName, lastName);
  const signed = `${c.second} ${c.signature}`;
  const texted: Allow[] = [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']];
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: {
      id: c.appId, title: c.title, summary: c.summary, intro: c.intro,
      list: { name: 'texts', fields: { id: 'number', to: 'string', text: 'string' }, item: 'To {{item.to}}: {{item.text}} (text {{item.id}})', heading: 'Sent from here', empty: 'No texts yet.' },
      actions: [sendText()],
    },
    next: { replace: sendText(c.signature) },
    table: 'text_messages', capture: 'textId', inputs: [['friend', 'contact', 'recipient', 'name', 'to'], ['message', 'text']], actions: ['send', 'text'],
    create: {
      message: c.createMessage, values: { friend: firstName, text: c.first }, hint: ['send', 'text'],
      // To the friend's number from the contacts, not to anyone else.
      api: 'phone.send_text_message', args: { phone_number: friend.phone_number, message: c.first },
      fields: { message: c.first, receiver_id: friend.id }, show: [firstName], allow: texted, maxMutations: 3,
    },
    revise: {
      requirement: c.requirement, message: c.reviseMessage, values: { friend: firstName, text: c.second }, hint: ['send', 'text'],
      api: 'phone.send_text_message', args: { phone_number: friend.phone_number, message: signed }, identity: false,
      // The first text stays as it was; the new one is a separate, signed message.
      fields: { message: c.first },
      show: [signed], allow: texted, maxMutations: 3, extra: [A.changed('phone', 'text_messages', 'inserted', { message: signed })],
    },
    reopen: [c.first, signed],
  };
}

function builtTasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { record: RecordCaseRow, text: TextCase });
  return [...rows.record, ...rows.text.map(textTask)].map((c) => singleRecord('phone', c));
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
