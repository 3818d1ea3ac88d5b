/** The people on the phone: favourites in and out, numbers blocked and unblocked, contacts kept for one job. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { contact } from '../../kit/fixture.ts';
import { append, call, input, message, optional, recordAction, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import { stepsTask, type CaseBase } from '../../shapes/record-steps.ts';
import { deleteStep, keptIn } from '../../kit/flow.ts';
import { inAndOut } from '../../shapes/in-and-out.ts';

/** Finds the contact the user names; later steps read `{{who.0.*}}`. */
export const findContact = (inputName = 'name') => call('phone.search_contacts', { query: `{{inputs.${inputName}}}`, page_limit: 1 }, 'who');

const peopleList: CollectionDef = {
  name: 'people', fields: { id: 'number', name: 'string', status: 'string' }, item: '{{item.name}} (contact {{item.id}}): {{item.status}}',
  heading: 'Changes made here', empty: 'Nothing changed yet.',
};

// ---------------------------------------------------------------- favourites: one in, one out

interface FavouriteCase extends CaseBase { add: string; drop: string; addMessage: string; dropMessage: string }

const favouriteCases: FavouriteCase[] = [
  {
    id: 'single.phone.speed-dial-swap', split: 'public', seed: 3011, appId: 'speed-dial', title: 'Speed Dial Favourites',
    summary: 'Puts the people I call most on my phone favourites and takes off the ones I no longer call.', intro: 'Name a contact to add or take off your favourites.',
    intention: 'My favourites list on the phone is out of date. I want an app where I name a contact to put on it, or to take off it.', add: 'Mira Ito',
    drop: 'Samuel Reyes', addMessage: 'Put Mira Ito on my favourites, we talk every day now.', dropMessage: 'Samuel Reyes left the team, take him off the favourites.',
  },
  {
    id: 'single.phone.emergency-favourites', split: 'dev', seed: 3012, appId: 'emergency-favourites', title: 'Emergency Contacts',
    summary: 'Keeps the people to call in an emergency at the top of my phone, as favourites.', intro: 'Who should be one tap away?',
    intention: 'If something happens I want the right people one tap away. Make me something to manage which contacts are favourites on my phone.',
    add: 'Noah Patel', drop: 'Priya Silva', addMessage: 'Add my dad, Noah Patel, as a favourite.',
    dropMessage: 'Priya Silva does not need to be a favourite any more, remove her.',
  },
  {
    id: 'single.phone.new-roommate-favourite', split: 'sealed', seed: 3013, appId: 'flat-favourites', title: 'Flat Favourites',
    summary: 'Updates my phone favourites when people move in or out of the flat.', intro: 'Add or remove a favourite by name.',
    intention: 'People move in and out of our flat all the time; I want a quick way to star a new flatmate on my phone and unstar the one who left.',
    add: 'Omar Patel', drop: 'Sofia Silva', addMessage: 'Omar Patel moved in, star him as a favourite.', dropMessage: 'Sofia Silva moved out last week, unstar her.',
  },
  {
    id: 'single.phone.family-favourites', split: 'dev', seed: 3014, appId: 'family-first', title: 'Family First',
    summary: 'Makes sure family is on my favourites and colleagues are not.', intro: 'Name the contact; choose add or remove.',
    intention: 'I would like my phone favourites to be family, not colleagues. Give me an app to add and remove favourites by name.', add: 'Nora Patel',
    drop: 'Chloe Patel', addMessage: 'Mum should be a favourite: Nora Patel.', dropMessage: 'And take my sister Chloe Patel off, she changes numbers too often.',
  },
];

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
  return stepsTask(c, {
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
  });
}

// ---------------------------------------------------------------- blocking: a new number in, an old one out

interface BlockCase extends CaseBase { number: string; blockMessage: string; unblockMessage: string }

const OLD_BLOCK = '8005550199';

const blockCases: BlockCase[] = [
  {
    id: 'single.phone.spam-blocker', split: 'public', seed: 3015, appId: 'spam-shield', title: 'Number Blocker',
    summary: 'Blocks numbers that pester me and unblocks them if I was wrong.', intro: 'Type the number to block or unblock.',
    intention: 'A number keeps calling me about my car warranty. I want a tiny app to block numbers like that, and to unblock one if it turns out to be legit.',
    number: '3125550143', blockMessage: 'Block 3125550143, it is the car warranty people again.', unblockMessage: 'Turns out 8005550199 is the pharmacy, unblock it.',
  },
  {
    id: 'single.phone.ex-landlord-block', split: 'sealed', seed: 3016, appId: 'quiet-line', title: 'Landlord Blocker',
    summary: 'Manages which phone numbers are blocked on my phone.', intro: 'Block or unblock a number.',
    intention: 'I need some peace from a former landlord who keeps calling, and I suspect I blocked someone useful by accident ages ago. Make me a blocking tool.',
    number: '6465550112', blockMessage: 'My old landlord calls from 6465550112, please block that.',
    unblockMessage: 'Also let 8005550199 through again, I blocked it by mistake.',
  },
  {
    id: 'single.phone.robocall-block', split: 'dev', seed: 3017, appId: 'robocall-guard', title: 'Robocall Guard',
    summary: 'Blocks robocall numbers on my phone and can lift a block.', intro: 'Enter a number.',
    intention: 'Robocalls at dinner time drive me mad. Build me something where I paste a number to block it, and can unblock numbers too.',
    number: '4155550178', blockMessage: 'Another robocall from 4155550178 — block it.', unblockMessage: 'Unblock 8005550199 please, the clinic uses that line.',
  },
];

const BLOCKED = 'phone.blocked_numbers';
const numberAction = (id: string, label: string, goal: string, api: string, status: string): ActionDef => ({
  id, label, goal, services: ['phone'], inputs: [input('phone_number', 'Phone number')],
  plan: [call(`phone.${api}`, { phone_number: '{{inputs.phone_number}}' }), append('numbers', { number: '{{inputs.phone_number}}', status }), message(`{{inputs.phone_number}} is ${status}.`)],
});

const blockTask = (c: BlockCase): TaskInput =>
  stepsTask(c, {
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
        message: c.unblockMessage, values: { phone_number: OLD_BLOCK }, hint: ['unblock'], call: ['phone.unblock_number', { phone_number: OLD_BLOCK }],
        where: { phone_number: OLD_BLOCK }, show: OLD_BLOCK,
      },
    }),
    reopen: { shows: [keptIn(BLOCKED, '$blockId', 'phone_number', c.number), OLD_BLOCK], retained: [c.number] },
  });

// ---------------------------------------------------------------- a contact for one job, deleted after

interface TempCase extends CaseBase { first: string; last: string; phone: string; addMessage: string; deleteMessage: string }

const tempCases: TempCase[] = [
  {
    id: 'single.phone.plumber-contact', split: 'dev', seed: 3018, appId: 'job-contacts', title: 'Job Contacts',
    summary: 'Saves tradespeople as phone contacts for the length of a job and deletes them afterwards.', intro: 'Save someone for a job; delete them when the job is done.',
    intention: 'When I hire a plumber or an electrician I save their number, and then my contacts fill up with people I never call again. I want contacts that I can delete in one go when the job is finished.',
    first: 'Bruno', last: 'Plumbing', phone: '5035550166', addMessage: 'Save Bruno Plumbing, 5035550166, he is fixing the boiler.',
    deleteMessage: 'Boiler is fixed, delete Bruno from my contacts.',
  },
  {
    id: 'single.phone.movers-contact', split: 'public', seed: 3019, appId: 'moving-day', title: 'Moving Day Contacts',
    summary: 'Keeps the movers\' number on my phone only for the move.', intro: 'Add a contact for the move, remove them after.',
    intention: 'We are moving flats. Give me a helper that saves the moving company as a contact and removes it once we have moved in.', first: 'Swift',
    last: 'Movers', phone: '7735550121', addMessage: 'Add Swift Movers as a contact, number 7735550121.', deleteMessage: 'We are moved in, the movers contact can go.',
  },
  {
    id: 'single.phone.dogsitter-contact', split: 'sealed', seed: 3020, appId: 'sitter-contacts', title: 'Sitter Contacts',
    summary: 'Adds a pet sitter as a phone contact while they look after the dog, then deletes them.', intro: 'Who is looking after the dog?',
    intention: 'Every holiday someone new minds the dog. An app that adds the sitter to my contacts while we are away and deletes them when we are back would keep my phone tidy.',
    first: 'Ines', last: 'Walker', phone: '2025550134', addMessage: 'The sitter this time is Ines Walker, 2025550134, add her.',
    deleteMessage: 'We are back, delete Ines Walker from contacts.',
  },
];

const CONTACTS = 'phone.contacts';

const tempTask = (c: TempCase): TaskInput =>
  stepsTask(c, {
    services: ['phone'], list: { ...peopleList, heading: 'Contacts saved for a job' },
    actions: [
      {
        id: 'save_contact', label: 'Save contact', goal: 'Add the person as a phone contact and keep them in the list.', services: ['phone'],
        inputs: [input('first_name', 'First name'), optional('last_name', 'Last name'), input('phone_number', 'Phone number')],
        plan: [
          call('phone.add_contact', { first_name: '{{inputs.first_name}}', last_name: '{{inputs.last_name}}', phone_number: '{{inputs.phone_number}}' }, 'saved'),
          append('people', { id: '{{saved.contact_id}}', name: '{{inputs.first_name}} {{inputs.last_name}}', status: 'saved' }),
          message('Saved {{inputs.first_name}} {{inputs.last_name}} as contact {{saved.contact_id}}.'),
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
        stage: 'submit', message: c.addMessage, values: { first_name: c.first, last_name: c.last, phone_number: c.phone }, hint: ['save', 'add'],
        captures: { contactId: { at: CONTACTS, where: { phone_number: c.phone } } }, calls: [['phone.add_contact', { first_name: c.first, phone_number: c.phone }]],
        changes: [[CONTACTS, 'inserted', { phone_number: c.phone }]], records: [[CONTACTS, { id: '$contactId' }, { first_name: c.first, last_name: c.last, phone_number: c.phone }]],
        max: 1, allow: [['phone', 'contacts', 'inserted']], show: ['$contactId'],
      },
      deleteStep({ message: c.deleteMessage, values: { contact_id: '$contactId' }, hint: ['delete', 'done', 'remove'], call: ['phone.delete_contact', 'contact_id'], table: CONTACTS, id: '$contactId' }),
    ],
    reopen: { shows: ['$contactId', `${c.first} ${c.last}`], retained: ['$contactId'], input: ['phone_number', 'number'] },
  });

export const tasks = (): TaskInput[] => [...favouriteCases.map(favouriteTask), ...blockCases.map(blockTask), ...tempCases.map(tempTask)];
