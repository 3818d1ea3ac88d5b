/** The people on the phone: favourites in and out, numbers blocked and unblocked, contacts kept for one job. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { contact } from '../../kit/fixture.ts';
import { append, call, input, message, optional, recordAction, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import { caseTasks } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { stepsTask } from '../../shapes/record-steps.ts';
import { deleteStep, keptIn } from '../../kit/flow.ts';
import { inAndOut } from '../../shapes/in-and-out.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { withLookAlikeContact } from '../../kit/look-alike-people.ts';

/** Finds the contact the user names; later steps read `{{who.0.*}}`. */
export const findContact = (inputName = 'name') => call('phone.search_contacts', { query: `{{inputs.${inputName}}}`, page_limit: 1 }, 'who');

const peopleList: CollectionDef = {
  name: 'people', fields: { id: 'number', name: 'string', status: 'string' }, item: '{{item.name}} (contact {{item.id}}): {{item.status}}',
  heading: 'Changes made here', empty: 'Nothing changed yet.',
};

// ---------------------------------------------------------------- favourites: one in, one out

/** `add` and `drop`: contacts by full name. */
const FavouriteCase = z.object({ ...stepsCase, add: z.string(), drop: z.string(), addMessage: z.string(), dropMessage: z.string() });
type FavouriteCase = z.infer<typeof FavouriteCase>;

const FAVOURITES = 'phone.favorite_contacts';
const favouriteAction = (id: string, label: string, goal: string, api: string, status: string, said: string): ActionDef => ({
  id, label, goal, services: ['phone'], inputs: [input('name', 'Contact name')],
  plan: [
    findContact(),
    call(`phone.${api}`, { contact_id: '{{who.0.contact_id}}' }),
    append('people', { id: '{{who.0.contact_id}}', name: '{{who.0.first_name}} {{who.0.last_name}}', status }),
    message(`{{who.0.first_name}} {{who.0.last_name}} (contact {{who.0.contact_id}}) ${said}.`),
  ],
});

function favouriteTask(c: FavouriteCase): TaskInput {
  const add = contact(c.add);
  const drop = contact(c.drop);
  // That the contact is a favourite now is said, not only their name (issue #30); the contact
  // starred has a look-alike (same relationships, not a favourite, newest), so the name decides.
  return withStateWords(withLookAlikeContact(stepsTask(c, {
    services: ['phone'], list: peopleList,
    actions: [
      favouriteAction('add_favourite', 'Add to favourites', 'Find the contact by name and make them a phone favourite.', 'add_contact_to_favorites', 'favourite', 'is a favourite now'),
      favouriteAction('remove_favourite', 'Remove from favourites', 'Find the contact by name and take them off the phone favourites.', 'remove_contact_from_favorites', 'not a favourite', 'is no longer a favourite'),
    ],
    open: { inputs: [['name', 'contact']], actions: ['favourite', 'favorite', 'add'] },
    steps: inAndOut({
      table: FAVOURITES, capture: 'favouriteId',
      add: { message: c.addMessage, values: { name: c.add }, hint: ['add'], call: ['phone.add_contact_to_favorites', { contact_id: add.id }], where: { contact_id: add.id }, show: c.add },
      drop: {
        message: c.dropMessage, values: { name: c.drop }, hint: ['remove', 'off'], call: ['phone.remove_contact_from_favorites', { contact_id: drop.id }],
        where: { contact_id: drop.id }, show: c.drop,
      },
    }),
    reopen: { shows: [keptIn(FAVOURITES, '$favouriteId', 'contact_id', add.id), c.add, c.drop], retained: [add.id] },
  }), c.add), [{ episode: 'create', value: c.add, words: STATE_WORDS.favourite }]);
}

// ---------------------------------------------------------------- blocking: a new number in, an old one out

/** `number` is blocked; `unblock`, a number the fixture has blocked already, is let through again. */
const BlockCase = z.object({ ...stepsCase, number: z.string(), unblock: z.string(), blockMessage: z.string(), unblockMessage: z.string() });
type BlockCase = z.infer<typeof BlockCase>;

const BLOCKED = 'phone.blocked_numbers';
const numberAction = (id: string, label: string, goal: string, api: string, status: string): ActionDef => ({
  id, label, goal, services: ['phone'], inputs: [input('phone_number', 'Phone number')],
  plan: [call(`phone.${api}`, { phone_number: '{{inputs.phone_number}}' }), append('numbers', { number: '{{inputs.phone_number}}', status }), message(`{{inputs.phone_number}} is ${status}.`)],
});

// Blocked and unblocked must be said, not only the number the user typed (issue #30, K2).
const blockTask = (c: BlockCase): TaskInput =>
  withStateWords(stepsTask(c, {
    services: ['phone'],
    list: { name: 'numbers', key: 'number', fields: { number: 'string', status: 'string' }, item: '{{item.number}}: {{item.status}}', heading: 'Numbers handled here', empty: 'No numbers yet.' },
    actions: [
      numberAction('block', 'Block number', 'Block the number on the phone and note it here.', 'block_number', 'blocked'),
      numberAction('unblock', 'Unblock number', 'Unblock the number on the phone and note it here.', 'unblock_number', 'unblocked'),
    ],
    open: { inputs: [['phone_number', 'number']], actions: ['block'] },
    steps: inAndOut({
      table: BLOCKED, capture: 'blockId',
      add: { message: c.blockMessage, values: { phone_number: c.number }, hint: ['block'], call: ['phone.block_number', { phone_number: c.number }], where: { phone_number: c.number }, show: c.number },
      drop: {
        message: c.unblockMessage, values: { phone_number: c.unblock }, hint: ['unblock'], call: ['phone.unblock_number', { phone_number: c.unblock }],
        where: { phone_number: c.unblock }, show: c.unblock,
      },
    }),
    reopen: { shows: [keptIn(BLOCKED, '$blockId', 'phone_number', c.number), c.unblock], retained: [c.number] },
  }), [
    // s28 (s28-d0-f1): after reopen the number is in a list headed "Block list" or said "on your block list";
    // the heading's words tell the state there (the result check keeps its own phrases, never the bare noun).
    { episode: 'create', value: c.number, words: STATE_WORDS.blocked, keptWords: [...STATE_WORDS.blocked, 'block list', 'blocklist', 'blocked numbers', 'blocked list', 'on your block list', 'on your blocklist', 'in your block list', 'to your block list'] },
    { episode: 'revise', value: c.unblock, words: STATE_WORDS.unblocked },
  ]);

// ---------------------------------------------------------------- a contact for one job, deleted after

// `company`: the contact is a business the user names as one ("Swift Movers"), not a person with a
// first and a last name: the name may be saved whole in one field or split.
// `whole`: a person's name the user says whole and never splits, a trade name ("Bruno Plumbing"):
// saved whole or split, as the app's form has it, like a business's (s25-s16-f1/f2). Every check
// after the save reads the name as a business's does (delete by name, gone after reopen).
const TempCase = z.object({ ...stepsCase, first: z.string(), last: z.string(), phone: z.string(), addMessage: z.string(), deleteMessage: z.string(), company: z.boolean().optional(), whole: z.boolean().optional() });
type TempCase = z.infer<typeof TempCase>;

const CONTACTS = 'phone.contacts';

/** The delete step's name form goes by the contact id it stands for (one record, two forms: the operator fills the one the app takes). */
const nameFormOfId = (t: TaskInput): TaskInput => ({
  ...t,
  episodes: t.episodes.map((e) => (e.id === 'revise' && e.values !== undefined && 'name|contact_name|contact' in e.values ? { ...e, names: { ...(e.names ?? {}), 'name|contact_name|contact': 'contact_id' } } : e)),
});

const tempTask = (c: TempCase): TaskInput => {
  // The name is one the app may split its own way: a business's, or a person's said whole.
  const whole = c.company === true || c.whole === true;
  const t = stepsTask(c, {
    services: ['phone'], list: { ...peopleList, heading: 'Contacts saved for a job' },
    actions: [
      {
        id: 'save_contact', label: 'Save contact', goal: 'Add the person as a phone contact and keep them in the list.', services: ['phone'],
        inputs: [input('first_name', 'First name'), optional('last_name', 'Last name'), input('phone_number', 'Phone number')],
        plan: [
          call('phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}' }, 'saved'),
          append('people', { id: '{{saved.contact_id}}', name: '{{inputs.first_name}} {{inputs.last_name}}', status: 'saved' }),
          message('Saved {{inputs.first_name}} {{inputs.last_name}}, {{inputs.phone_number}}, as contact {{saved.contact_id}}.'),
        ],
      },
      recordAction({
        id: 'delete_contact', label: 'Job done: delete contact', goal: 'Delete a contact saved here from the phone.', service: 'phone', key: ['contact_id', 'Contact id'],
        call: ['phone.delete_contact', { contact_id: '{{inputs.contact_id}}' }], list: 'people', fields: { status: 'deleted' }, said: 'Contact {{inputs.contact_id}} deleted.',
      }),
    ],
    open: { inputs: [['first_name', 'name'], ['phone_number', 'number']], actions: ['save', 'add'] },
    steps: [
      {
        stage: 'submit', message: c.addMessage, values: { first_name: c.first, last_name: c.last, phone_number: c.phone, ...(c.company ? { 'company|business|organization': `${c.first} ${c.last}` } : {}) }, hint: ['save', 'add'],
        captures: { contactId: { at: CONTACTS, where: { phone_number: c.phone } } }, calls: [['phone.add_contact', { first_name: c.first, phone_number: c.phone }]],
        changes: [[CONTACTS, 'inserted', { phone_number: c.phone }]], records: [[CONTACTS, { id: '$contactId' }, whole ? { phone_number: c.phone } : { first_name: c.first, last_name: c.last, phone_number: c.phone }]],
        // A business's name is one name: saved whole as the first name, or split, each word of it in
        // the first or the last name (s13 act13, undictated_text); the world check reads it so.
        // So is a person's name said whole (s25-s16-f1/f2). Either way the first name, then the
        // last, reads the name as said: not reversed, repeated or with words added (s26-d1b-f1).
        ...(whole ? { free: [
          { app: 'phone', table: 'contacts', field: 'first_name', constraint: { contains: [c.first, c.last], joined_with: ['last_name'] }, or_in: ['last_name'], why: c.company ? 'the user names a business; its name may be saved whole in the first name or split over first and last name, as the app\'s contact form has it, and reads as the user says it' : 'the user says the name whole and never how it splits; it may be saved whole in the first name or split over first and last name, as the app\'s contact form has it, and reads as the user says it' },
          { app: 'phone', table: 'contacts', field: 'last_name', constraint: 'any', why: c.company ? 'a business has no last name of its own: the name split over it or left blank (the first name holds the whole) is the app\'s' : 'the user never says which word is a last name: the name split over it or left blank (the first name holds the whole) is the app\'s' },
        ] } : {}),
        // The person the user named, first and last name, is shown saved (issue #30).
        // And the number they dictated (compared by its digits).
        max: 1, allow: [['phone', 'contacts', 'inserted']], show: ['$contactId', c.first, c.last, c.phone],
      },
      // A business (or a name said whole) saved under a name the app may split has no one name field
      // to read it back by: the user names it ("the movers contact can go"), so the step types the
      // name beside the id and the result shows it by the name the user knows (s15, over: no id the
      // user never asked for).
      whole
        ? { ...deleteStep({ message: c.deleteMessage, values: { contact_id: '$contactId', 'name|contact_name|contact': `${c.first} ${c.last}` }, hint: ['delete', 'done', 'remove'], call: ['phone.delete_contact', 'contact_id'], table: CONTACTS, id: '$contactId' }), show: [`${c.first} ${c.last}`] }
        : deleteStep({ message: c.deleteMessage, values: { contact_id: '$contactId' }, hint: ['delete', 'done', 'remove'], call: ['phone.delete_contact', 'contact_id'], table: CONTACTS, id: '$contactId' }),
    ],
    reopen: { shows: ['$contactId', `${c.first} ${c.last}`], retained: ['$contactId'], input: ['phone_number', 'number'] },
  });
  return whole ? nameFormOfId(t) : t;
};

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, { favourite: [FavouriteCase, favouriteTask], block: [BlockCase, blockTask], temp: [TempCase, tempTask] });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
// A favourite taken off is said in the words of favourites too ("not a favourite any more").
export const tasks = (): TaskInput[] =>
  builtTasks().map((t) => withDeletionWords(t, { words: { 'phone.favorite_contacts': [...STATE_WORDS.deleted, ...STATE_WORDS.unfavourited] } }));
