/** Splitwise groups: made and filled (from phone contacts or by email), deleted and restored, their invitation codes renewed and shared. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { fixtureRow, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, input, message, optional, update, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import type { Obj, Values } from '../../kit/types.ts';
import { stepsTask, type CaseBase, type FlowStep } from '../../shapes/record-steps.ts';
import { keptIn } from '../../kit/flow.ts';

const USER = userId();

const GROUPS = 'splitwise.groups';
const MEMBERS = 'splitwise.group_members';

const groupList: CollectionDef = {
  name: 'groups', fields: { id: 'number', name: 'string', note: 'string' }, item: '{{item.name}} (group {{item.id}}) {{item.note}}', heading: 'Groups', empty: 'No groups yet.',
};

const createGroup: ActionDef = {
  id: 'create_group', label: 'Create group', goal: 'Create the Splitwise group with its name and what it is for, and keep it here.', services: ['splitwise'],
  inputs: [input('name', 'Group name'), optional('description', 'What it is for')],
  plan: [
    call('splitwise.create_group', { name: '{{inputs.name}}', description: '{{inputs.description}}' }, 'made'),
    append('groups', { id: '{{made.group_id}}', name: '{{inputs.name}}', note: '' }),
    message('Created {{inputs.name}} (group {{made.group_id}}).'),
  ],
};

/** Adds a person found in my phone contacts (by name) to a group, by their email. */
const addFromContacts: ActionDef = {
  id: 'add_contact', label: 'Add from contacts', goal: 'Find the person in my phone contacts and add them to the group by their email.',
  services: ['phone', 'splitwise'], inputs: [input('group_id', 'Group id', 'number'), input('contact', 'Contact name')],
  plan: [
    call('phone.search_contacts', { query: '{{inputs.contact}}', page_limit: 1 }, 'who'),
    call('splitwise.add_member_to_group', { group_id: '{{inputs.group_id}}', user_email: '{{who.0.email}}' }),
    update('groups', '{{inputs.group_id}}', { note: 'with {{who.0.first_name}} {{who.0.last_name}} <{{who.0.email}}>' }),
    message('Added {{who.0.first_name}} {{who.0.last_name}} ({{who.0.email}}) to group {{inputs.group_id}}.'),
  ],
};

interface NewGroupCase extends CaseBase {
  name: string;
  description: string;
  member: string;
  createMessage: string;
  addMessage: string;
  /** The by-email family only: the member is taken out again. */
  removeMessage?: string;
}

const createStep = (c: NewGroupCase): FlowStep => ({
  stage: 'submit', message: c.createMessage, values: { name: c.name, description: c.description }, hint: ['create'], captures: { groupId: { at: GROUPS, where: { name: c.name } } },
  calls: [['splitwise.create_group', { name: c.name, description: c.description }]], changes: [[GROUPS, 'inserted', { name: c.name }], [MEMBERS, 'inserted', { user_id: USER }]],
  records: [[GROUPS, { id: '$groupId' }, { name: c.name, description: c.description, creator_id: USER, deleted: false }]],
  max: 2, allow: [['splitwise', 'groups', 'inserted'], ['splitwise', 'group_members', 'inserted']], show: ['$groupId', c.name],
});

const addStep = (c: NewGroupCase, values: Values): FlowStep => {
  const who = personNamed(c.member);
  return {
    stage: 'revise', message: c.addMessage, values, hint: ['add', 'member'], calls: [['splitwise.add_member_to_group', { group_id: '$groupId', user_email: who.email }]],
    changes: [[MEMBERS, 'inserted', { group_id: '$groupId', user_id: who.id }]], records: [[GROUPS, { id: '$groupId' }, { name: c.name }]],
    max: 2, allow: [['splitwise', 'group_members', 'inserted'], ['splitwise', 'notifications', 'inserted']], show: [who.email],
  };
};

// ---------------------------------------------------------------- a new group, filled from phone contacts (splitwise + phone)

const contactGroupCases: NewGroupCase[] = [
  {
    id: 'single.splitwise.housemates-from-contacts', split: 'public', seed: 3201, appId: 'house-group', title: 'House Group Setup',
    summary: 'Creates a Splitwise group and adds people to it straight from my phone contacts.', intro: 'Name the group; then add people by their name in your contacts.',
    intention: 'I never remember anyone\'s email. When I start a Splitwise group I want to add people by the name they have in my phone contacts.',
    name: 'Garden Allotment', description: 'Seeds, tools and the plot fee', member: 'Maya Reyes',
    createMessage: 'Start a group called Garden Allotment for Seeds, tools and the plot fee.', addMessage: 'Add Maya Reyes from my contacts to it.',
  },
  {
    id: 'single.splitwise.climbing-group-contacts', split: 'dev', seed: 3202, appId: 'crew-builder', title: 'Group Starter',
    summary: 'Sets up Splitwise groups and fills them from my phone\'s address book.', intro: 'Create a group, then add contacts.',
    intention: 'Make me a Splitwise group starter that pulls members from my phone contacts by name, so I do not have to type emails.', name: 'Climbing Gym',
    description: 'Day passes and chalk', member: 'Felix Novak', createMessage: 'New group Climbing Gym, for Day passes and chalk.',
    addMessage: 'Put Felix Novak from my contacts in it.',
  },
  {
    id: 'single.splitwise.wedding-gift-contacts', split: 'sealed', seed: 3203, appId: 'gift-pool', title: 'Gift Pool',
    summary: 'Creates a Splitwise group for a shared gift and adds contributors from my contacts.', intro: 'Name the gift pool.',
    intention: 'Whenever we chip in for a wedding gift I set up a Splitwise group. I want to do it from my phone, adding people by their contact name.',
    name: 'Leah and Sam wedding gift', description: 'Shared present from the office', member: 'Marcus Moreau',
    createMessage: 'Create the group Leah and Sam wedding gift, description Shared present from the office.', addMessage: 'Add Marcus Moreau from my contacts.',
  },
];

const contactGroupTask = (c: NewGroupCase): TaskInput =>
  stepsTask(c, {
    services: ['phone', 'splitwise'], domains: ['splitwise', 'phone'], list: groupList, actions: [createGroup, addFromContacts],
    open: { inputs: [['name', 'group']], actions: ['create', 'group'] }, steps: [createStep(c), addStep(c, { group_id: '$groupId', contact: c.member })],
    reopen: { shows: [keptIn(GROUPS, '$groupId'), keptIn(GROUPS, '$groupId', 'name', c.name), c.member], retained: ['$groupId'] },
  });

// ---------------------------------------------------------------- a new group, a member added by email and taken out again

const emailGroupCases: (NewGroupCase & { removeMessage: string })[] = [
  {
    id: 'single.splitwise.road-trip-roster', split: 'public', seed: 3204, appId: 'trip-roster', title: 'Trip Roster',
    summary: 'Creates a Splitwise group for a trip and keeps its members current as plans change.', intro: 'Create the trip group, then add or drop people by email.',
    intention: 'Plans for our road trip keep changing. I want a Splitwise group for it where I can add someone by email and drop them again if they cancel.',
    name: 'Road trip to Big Sur', description: 'Gas, motels, snacks', member: 'Caleb Larsen',
    createMessage: 'Create Road trip to Big Sur, for Gas, motels, snacks.', addMessage: 'Add caleb.larsen@yahoo.com to the trip group.',
    removeMessage: 'Caleb cancelled, remove caleb.larsen@yahoo.com again.',
  },
  {
    id: 'single.splitwise.supper-club-roster', split: 'sealed', seed: 3205, appId: 'supper-roster', title: 'Supper Club Roster',
    summary: 'Runs the member list of our supper club group on Splitwise.', intro: 'Start the supper club group; manage who is in it.',
    intention: 'I host a monthly supper club and split the groceries on Splitwise. Give me a group for it and a way to add or remove a member by email.',
    name: 'Supper Club', description: 'Groceries for the monthly dinner', member: 'Lucas Nguyen',
    createMessage: 'Make a group Supper Club for Groceries for the monthly dinner.', addMessage: 'Add lucas.nguyen@yahoo.com.',
    removeMessage: 'Lucas moved away, remove lucas.nguyen@yahoo.com from Supper Club.',
  },
];

const memberAction = (id: string, label: string, api: string, note: string): ActionDef => ({
  id, label, goal: `${label} (by email) in a group made here.`, services: ['splitwise'], inputs: [input('group_id', 'Group id', 'number'), input('user_email', 'Email')],
  plan: [
    call(`splitwise.${api}`, { group_id: '{{inputs.group_id}}', user_email: '{{inputs.user_email}}' }),
    call('splitwise.show_group', { group_id: '{{inputs.group_id}}' }, 'g'),
    update('groups', '{{inputs.group_id}}', { note: `${note} {{inputs.user_email}}; {{g.member_count}} members` }),
    message(`${note} {{inputs.user_email}}: group {{inputs.group_id}} has {{g.member_count}} members.`),
  ],
});

function emailGroupTask(c: NewGroupCase & { removeMessage: string }): TaskInput {
  const who = personNamed(c.member);
  return stepsTask(c, {
    services: ['splitwise'], list: groupList,
    actions: [createGroup, memberAction('add_member', 'Add member', 'add_member_to_group', 'added'), memberAction('remove_member', 'Remove member', 'remove_member_from_group', 'removed')],
    open: { inputs: [['name', 'group']], actions: ['create', 'group'] },
    steps: [
      createStep(c),
      addStep(c, { group_id: '$groupId', user_email: who.email }),
      {
        stage: 'followup', message: c.removeMessage, values: { group_id: '$groupId', user_email: who.email }, hint: ['remove'],
        calls: [['splitwise.remove_member_from_group', { group_id: '$groupId', user_email: who.email }]], changes: [[MEMBERS, 'deleted', { group_id: '$groupId', user_id: who.id }]],
        records: [[GROUPS, { id: '$groupId' }, { name: c.name }]], max: 1, allow: [['splitwise', 'group_members', 'deleted']], show: ['$groupId'],
      },
    ],
    reopen: { shows: [keptIn(GROUPS, '$groupId'), keptIn(GROUPS, '$groupId', 'name', c.name)], retained: ['$groupId'] },
  });
}

// ---------------------------------------------------------------- an old group deleted, then restored

/** A group of the fixture by name. */
const group = (name: string) => fixtureRow<{ id: number; name: string }>('SELECT id, name FROM splitwise_groups WHERE name = ?', name);

interface DeleteCase extends CaseBase { group: string; deleteMessage: string; restoreMessage: string }

const deleteCases: DeleteCase[] = [
  {
    id: 'single.splitwise.archive-old-trip', split: 'public', seed: 3206, appId: 'group-cleanup', title: 'Group Cleanup',
    summary: 'Deletes Splitwise groups I created that are over, and restores one if I change my mind.', intro: 'Which group? Its name is enough.',
    intention: 'My Splitwise is cluttered with finished groups. I want to delete a group I made by its name, and bring it back if I deleted it too soon.',
    group: 'Tahoe Ski Trip 2023', deleteMessage: 'The ski trip is long over, delete Tahoe Ski Trip 2023.',
    restoreMessage: 'Wait, Mira still owes me, restore Tahoe Ski Trip 2023.',
  },
  {
    id: 'single.splitwise.family-gifts-restore', split: 'dev', seed: 3207, appId: 'group-bin', title: 'Group Bin',
    summary: 'Puts Splitwise groups I created in the bin and takes them out again.', intro: 'Delete or restore a group by name.',
    intention: 'Give me delete and undo for my own Splitwise groups, by name, because I tidy up too eagerly.', group: 'Family Gifts',
    deleteMessage: 'Delete the Family Gifts group.', restoreMessage: 'Oh no, Father\'s Day is coming, restore Family Gifts.',
  },
];

/** Finds my group by name (among deleted ones to restore it), deletes or restores it, and lists it. */
const groupAction = (id: string, label: string, api: string, deleted: boolean, note: string, keep: Obj): ActionDef => ({
  id, label, goal: `${label}: find my group by name${deleted ? '' : ' among deleted ones'} and ${note} it.`, services: ['splitwise'], inputs: [input('group', 'Group name')],
  plan: [
    call('splitwise.show_groups', { query: '{{inputs.group}}', include_deleted: !deleted, page_limit: 1 }, 'found'),
    call(`splitwise.${api}`, { group_id: '{{found.0.group_id}}' }),
    keep,
    message(`{{found.0.name}} (group {{found.0.group_id}}) ${note}.`),
  ],
});

function deleteTask(c: DeleteCase): TaskInput {
  const g = group(c.group);
  const step = (stage: 'submit' | 'revise', text: string, api: string, deleted: boolean, hint: string[]): FlowStep => ({
    stage, message: text, values: { group: c.group }, hint, calls: [[`splitwise.${api}`, { group_id: g.id }]], changes: [[GROUPS, 'updated', { id: g.id, deleted }]],
    records: [[GROUPS, { id: g.id }, { deleted, name: c.group }]], max: 1, allow: [['splitwise', 'groups', 'updated']], show: [g.id],
  });
  return stepsTask(c, {
    services: ['splitwise'], list: groupList,
    actions: [
      groupAction('delete_group', 'Delete group', 'delete_group', true, 'deleted', append('groups', { id: '{{found.0.group_id}}', name: '{{found.0.name}}', note: 'deleted' })),
      // A restored group is already in the list: restoring updates its note.
      groupAction('restore_group', 'Restore group', 'undelete_group', false, 'restored', update('groups', '{{found.0.group_id}}', { note: 'restored' })),
    ],
    open: { inputs: [['group', 'name']], actions: ['delete'] },
    steps: [step('submit', c.deleteMessage, 'delete_group', true, ['delete']), step('revise', c.restoreMessage, 'undelete_group', false, ['restore', 'undelete'])],
    reopen: { shows: [keptIn(GROUPS, g.id), keptIn(GROUPS, g.id, 'name', c.group)], retained: [g.id] },
  });
}

// ---------------------------------------------------------------- invitation code renewed, then someone added from contacts (splitwise + phone)

interface CodeCase extends CaseBase { group: string; to: string; renewMessage: string; addMessage: string }

const codeCases: CodeCase[] = [
  {
    id: 'single.splitwise.leaked-invite-code', split: 'dev', seed: 3208, appId: 'invite-guard', title: 'Invitation Guard',
    summary: 'Renews a Splitwise group\'s invitation code when it leaks, and adds the right people directly from my contacts.', intro: 'Pick your group by name.',
    intention: 'An old invitation code for my group got passed around. I want to renew the group\'s code on Splitwise so it stops working, and add the person who really should join straight from my phone contacts.',
    group: 'Tahoe Ski Trip 2023', to: 'Owen Kim', renewMessage: 'Renew the invitation code of Tahoe Ski Trip 2023.', addMessage: 'Add Owen Kim from my contacts to #GROUP.',
  },
  {
    id: 'single.splitwise.family-code-reset', split: 'sealed', seed: 3209, appId: 'family-invite', title: 'Family Invite',
    summary: 'Resets the invitation code of a family Splitwise group and adds relatives from my contacts.', intro: 'Which group, and who should be in it?',
    intention: 'Strangers keep asking to join our family gifts group on Splitwise. Make me something that resets the invitation code and adds a relative from my contacts myself.',
    group: 'Family Gifts', to: 'Chloe Patel', renewMessage: 'Make a new invitation code for Family Gifts.', addMessage: 'Add my sister Chloe Patel from contacts to #GROUP.',
  },
  {
    id: 'single.splitwise.mum-joins-gifts', split: 'dev', seed: 3210, appId: 'code-reset', title: 'Code Reset',
    summary: 'Resets invitation codes of my Splitwise groups and adds members from the phone\'s contacts.', intro: 'Group name first; then who to add.',
    intention: 'I want to reset the invite code of one of my Splitwise groups and put a person from my phone contacts into it without any code at all.',
    group: 'Family Gifts', to: 'Nora Patel', renewMessage: 'Reset the code for Family Gifts.', addMessage: 'Put Nora Patel from my contacts into #GROUP.',
  },
];

const renewCode: ActionDef = {
  id: 'renew_code', label: 'Renew invitation code', goal: 'Give one of my groups (found by name) a new invitation code and show it.', services: ['splitwise'], inputs: [input('group', 'Group name')],
  plan: [
    call('splitwise.show_groups', { query: '{{inputs.group}}', page_limit: 1 }, 'found'),
    call('splitwise.regenerate_invitation_code', { group_id: '{{found.0.group_id}}' }, 'fresh'),
    append('groups', { id: '{{found.0.group_id}}', name: '{{found.0.name}}', note: 'new code {{fresh.invitation_code}}' }),
    message('{{found.0.name}} (group {{found.0.group_id}}) has the new code {{fresh.invitation_code}}.'),
  ],
};

function codeTask(c: CodeCase): TaskInput {
  const g = group(c.group);
  const who = personNamed(c.to);
  return stepsTask(c, {
    services: ['phone', 'splitwise'], domains: ['splitwise', 'phone'], list: groupList, actions: [renewCode, addFromContacts],
    open: { inputs: [['group', 'name']], actions: ['code', 'renew'] },
    steps: [
      {
        stage: 'submit', message: c.renewMessage, values: { group: c.group }, hint: ['renew', 'new', 'code'], calls: [['splitwise.regenerate_invitation_code', { group_id: g.id }]],
        changes: [[GROUPS, 'updated', { id: g.id }]], records: [[GROUPS, { id: g.id }, { name: c.group, deleted: false }]], max: 1, allow: [['splitwise', 'groups', 'updated']], show: [g.id],
      },
      {
        // The group's id was on screen after the renewal ("group 8884715").
        stage: 'revise', message: c.addMessage.replace('#GROUP', `group ${g.id}`), values: { group_id: g.id, contact: c.to }, hint: ['add'],
        calls: [['splitwise.add_member_to_group', { group_id: g.id, user_email: who.email }]], changes: [[MEMBERS, 'inserted', { group_id: g.id, user_id: who.id }]],
        max: 2, allow: [['splitwise', 'group_members', 'inserted'], ['splitwise', 'notifications', 'inserted']], show: [who.email, c.to],
      },
    ],
    reopen: { shows: [keptIn(GROUPS, g.id), c.group, c.to], retained: [g.id] },
  });
}

export const tasks = (): TaskInput[] => [...contactGroupCases.map(contactGroupTask), ...emailGroupCases.map(emailGroupTask), ...deleteCases.map(deleteTask), ...codeCases.map(codeTask)];
