/** multi_tool planners: one "plan" action over three or four services that keeps a to-do, and a "move" that reschedules it. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, update, type InputDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { at, type Allow, type Obj, type Values } from '../../kit/types.ts';
import { combo, type ComboCase } from '../../shapes/combo.ts';
import { SENT_EMAIL, SENT_TEXT } from '../../kit/changes.ts';
import { person } from '../../kit/fixture.ts';

const EXPENSE: Allow[] = [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']];

/**
 * A planner app whose one "plan" action coordinates three or four services and keeps a todoist
 * task as its anchor record; the revise episode moves the anchor task (same task, new due date).
 */
type PlannerCase = ComboCase & {
  services: string[];
  /** Extra plan steps before the anchor task is created (each calls one service). */
  steps: Obj[];
  inputs: InputDef[];
  values: Values;
  title: string;
  due: string;
  newDue: string;
  /** The steps' calls, with the arguments the user's values fix. */
  calls: [api: string, args?: Obj][];
  allow: Allow[];
  maxMutations: number;
};

function planner(c: PlannerCase): TaskInput {
  return combo({
    c, intro: 'Fill in the plan once; the app does the bookkeeping across your apps and keeps a to-do for it.', anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { name: 'plans', heading: 'Plans', empty: 'Nothing planned yet.', fields: { id: 'number', title: 'string', due: 'string' },
      item: '{{item.title}} — due {{item.due}} (to-do {{item.id}})' },
    open: { inputs: [['title'], ['due']], actions: ['plan'] }, reopenShows: [c.title, c.newDue],
    make: {
      id: 'make_plan', label: 'Make plan', goal: `Coordinate ${c.services.join(', ')} for the plan and keep a to-do for it.`, services: c.services,
      inputs: [input('title', 'Plan title'), input('due_date', 'Due date', 'date'), ...c.inputs],
      plan: [
        ...c.steps,
        call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', priority: 'high' }, 'todo'),
        append('plans', { id: '{{todo.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}' }),
        message('Planned "{{inputs.title}}" for {{inputs.due_date}} (to-do {{todo.task_id}}).'),
      ],
    },
    change: {
      id: 'move_plan', label: 'Move plan', goal: 'Move a plan to another day: update its to-do, same task.', services: ['todoist'],
      inputs: [input('todo_id', 'To-do id', 'number'), input('new_due_date', 'New due date', 'date')],
      plan: [
        call('todoist.update_task', { task_id: '{{inputs.todo_id}}', due_date: '{{inputs.new_due_date}}' }),
        update('plans', '{{inputs.todo_id}}', { due: '{{inputs.new_due_date}}' }),
        message('To-do {{inputs.todo_id}} is now due {{inputs.new_due_date}}.'),
      ],
    },
    create: {
      values: { title: c.title, due_date: c.due, ...c.values }, hint: ['make'], api: 'todoist.create_task', args: { title: c.title, due_date: c.due },
      where: { title: c.title }, fields: { title: c.title, due_date: c.due }, show: [c.title], allow: [['todoist', 'tasks', 'inserted'], ...c.allow], maxMutations: c.maxMutations,
      extra: c.calls.map(([api, args]) => A.called(...at(api), args ?? {})),
      // How urgent the anchor to-do is was never said: the app's choice.
      free: [{ app: 'todoist', table: 'tasks', field: 'priority' }],
    },
    revise: {
      values: { todo_id: '$todoId', new_due_date: c.newDue }, hint: ['move'], api: 'todoist.update_task', args: { task_id: '$todoId', due_date: c.newDue },
      fields: { due_date: c.newDue }, show: [c.newDue],
      // Moving the plan may also update what was made for it (an alarm, a note, a file).
      allow: [['todoist', 'tasks', 'updated'], ...c.allow.map(([app, table]): Allow => [app, table, 'updated'])], maxMutations: 4,
    },
  });
}

export function tasks(): TaskInput[] {
  const my = (relation: string, nth?: number) => person({ relation, nth });
  const [friend, friend2, roommate, coworker, sibling] = [my('friend'), my('friend', 1), my('roommate'), my('coworker'), my('sibling')];
  const cases: PlannerCase[] = [
    {
      id: 'multi.camping-trip-planner', split: 'public', seed: 1101, appTitle: 'Camping Trip Planner',
      intention: 'One app to plan a camping weekend: log the campsite fee in Splitwise with my friends, email them the plan, keep a packing note, and give me a to-do.',
      services: ['splitwise', 'gmail', 'simple_note', 'todoist'], inputs: [input('cost', 'Campsite fee', 'number'), input('friend_email', 'Friend email')],
      steps: [
        call('splitwise.record_expense', { description: 'Campsite: {{inputs.title}}', paid_amount: '{{inputs.cost}}', debtor_emails: ['{{inputs.friend_email}}'] }, 'expense'),
        call('gmail.send_email', { email_addresses: ['{{inputs.friend_email}}'], subject: 'Plan: {{inputs.title}}', body: 'We go on {{inputs.due_date}}. Campsite fee {{inputs.cost}} is in Splitwise.' }),
        call('simple_note.create_note', { title: 'Packing: {{inputs.title}}', content: 'Tent, stove, headlamps, water filter', tags: ['camping'] }),
      ],
      values: { cost: 48, friend_email: friend.email }, message: `Plan the Lake Wren campout for June 3rd with ${friend.first_name}, the campsite was $48.`,
      title: 'Lake Wren campout', due: '2023-06-03', newDue: '2023-06-10', changeMessage: 'Rain is coming, move the Lake Wren campout a week later, to June 10th.',
      calls: [['splitwise.record_expense', { paid_amount: 48 }], ['gmail.send_email', { email_addresses: [friend.email] }], ['simple_note.create_note']],
      allow: [...EXPENSE, ...SENT_EMAIL, ['simple_note', 'notes', 'inserted']], maxMutations: 10,
    },
    {
      id: 'multi.music-night', split: 'sealed', seed: 1102, appTitle: 'Music Night Host',
      intention: 'Host a music night: make the Spotify playlist, text my friend the invite, and put the night on my to-do list.', services: ['spotify', 'phone', 'todoist'],
      inputs: [input('genre', 'Genre'), input('friend_phone', 'Friend phone number')],
      steps: [
        call('spotify.create_playlist', { title: '{{inputs.title}}' }, 'playlist'),
        call('phone.send_text_message', { phone_number: '{{inputs.friend_phone}}', message: 'Music night "{{inputs.title}}" on {{inputs.due_date}}! Playlist {{playlist.playlist_id}} is up.' }),
      ],
      values: { genre: 'soul', friend_phone: friend2.phone_number }, message: `Set up Soul Sunday for May 28 and text ${friend2.first_name} the invite.`, title: 'Soul Sunday',
      due: '2023-05-28', newDue: '2023-06-04', changeMessage: 'Push Soul Sunday to June 4th.',
      calls: [['spotify.create_playlist', { title: 'Soul Sunday' }], ['phone.send_text_message', { phone_number: friend2.phone_number }]],
      // Filling the playlist with songs of the genre is welcome too.
      allow: [['spotify', 'playlists', 'inserted'], ['spotify', 'playlist_songs', 'inserted'], ...SENT_TEXT], maxMutations: 30,
    },
    {
      id: 'multi.rent-collector', split: 'public', seed: 1103, appTitle: 'Rent Collector',
      intention: 'Each month request my roommate\'s share of rent on Venmo, log it in Splitwise, email a receipt, and remind me to check it was paid.',
      services: ['venmo', 'splitwise', 'gmail', 'todoist'], inputs: [input('share', 'Roommate share', 'number'), input('roommate_email', 'Roommate email')],
      steps: [
        call('venmo.create_payment_request', { user_email: '{{inputs.roommate_email}}', amount: '{{inputs.share}}', description: '{{inputs.title}}' }, 'request'),
        call('splitwise.record_expense', { description: '{{inputs.title}}', paid_amount: '{{inputs.share}}', debtor_emails: ['{{inputs.roommate_email}}'], debt_amounts: ['{{inputs.share}}'] }),
        call('gmail.send_email', { email_addresses: ['{{inputs.roommate_email}}'], subject: '{{inputs.title}}', body: 'I sent a Venmo request {{request.payment_request_id}} for {{inputs.share}}.' }),
      ],
      values: { share: 950, roommate_email: roommate.email }, message: `Collect June rent from ${roommate.first_name}: $950 by June 1.`, title: 'June rent', due: '2023-06-01',
      newDue: '2023-06-05', changeMessage: 'They get paid late this month, make the June rent check on June 5 instead.',
      calls: [['venmo.create_payment_request', { amount: 950, user_email: roommate.email }], ['splitwise.record_expense'], ['gmail.send_email']],
      allow: [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted'], ...EXPENSE, ...SENT_EMAIL], maxMutations: 12,
    },
    {
      id: 'multi.book-club', split: 'dev', seed: 1104, appTitle: 'Book Club Organizer',
      intention: 'Organize my book club meeting: a discussion note, an alarm the evening before, an email to a member, and a to-do.',
      services: ['simple_note', 'phone', 'gmail', 'todoist'], inputs: [input('book', 'Book'), input('member_email', 'Member email')],
      steps: [
        call('simple_note.create_note', { title: 'Book club: {{inputs.book}}', content: 'Questions to discuss for {{inputs.book}}', tags: ['book-club'] }, 'note'),
        call('phone.create_alarm', { time: '19:30', label: 'Finish {{inputs.book}}' }),
        call('gmail.send_email', { email_addresses: ['{{inputs.member_email}}'], subject: 'Book club: {{inputs.book}}', body: 'We meet on {{inputs.due_date}}.' }),
      ],
      values: { book: 'The Overstory', member_email: coworker.email }, message: `Put "Book club: The Overstory" on June 8 and let ${coworker.first_name} know.`,
      title: 'Book club: The Overstory', due: '2023-06-08', newDue: '2023-06-15', changeMessage: 'Half the club is away, move the book club to June 15.',
      calls: [['simple_note.create_note'], ['phone.create_alarm'], ['gmail.send_email', { email_addresses: [coworker.email] }]],
      allow: [['simple_note', 'notes', 'inserted'], ['phone', 'alarms', 'inserted'], ...SENT_EMAIL], maxMutations: 8,
    },
    {
      id: 'multi.move-in-day', split: 'sealed', seed: 1105, appTitle: 'Move-in Day',
      intention: 'Help me run move-in day: an inventory file, the van rental split in Splitwise, and a to-do.', services: ['file_system', 'splitwise', 'todoist'],
      inputs: [input('van_cost', 'Van rental', 'number'), input('helper_email', 'Helper email')],
      steps: [
        call('file_system.create_file', { file_path: '~/documents/move-inventory.txt', content: 'Boxes for {{inputs.title}}: kitchen, books, desk' }),
        call('splitwise.record_expense', { description: 'Van for {{inputs.title}}', paid_amount: '{{inputs.van_cost}}', debtor_emails: ['{{inputs.helper_email}}'] }),
      ],
      values: { van_cost: 120, helper_email: sibling.email }, message: `Move into Pine Street on June 2; the van was $120 and ${sibling.first_name} splits it.`,
      title: 'Move into Pine Street', due: '2023-06-02', newDue: '2023-06-03', changeMessage: 'The keys come a day late, move it to June 3.',
      calls: [['file_system.create_file'], ['splitwise.record_expense', { paid_amount: 120 }]], allow: [['file_system', 'files', 'inserted'], ...EXPENSE], maxMutations: 6,
    },
    {
      id: 'multi.conference-trip', split: 'public', seed: 1106, appTitle: 'Conference Trip Prep',
      intention: 'Prepare my conference trip: write the itinerary file, set a wake-up alarm, draft an email to my manager, and add a to-do.',
      services: ['file_system', 'phone', 'gmail', 'todoist'], inputs: [input('city', 'City'), input('manager_email', 'Manager email')],
      steps: [
        call('file_system.create_file', { file_path: '~/documents/itinerary.txt', content: 'Conference in {{inputs.city}} on {{inputs.due_date}}' }),
        call('phone.create_alarm', { time: '05:45', label: 'Flight to {{inputs.city}}' }),
        call('gmail.create_draft', { email_addresses: ['{{inputs.manager_email}}'], subject: 'Out of office: {{inputs.city}}', body: 'I am at the conference on {{inputs.due_date}}.' }),
      ],
      values: { city: 'Denver', manager_email: coworker.email }, message: 'Get me ready for the Denver conference on June 12.', title: 'Denver conference', due: '2023-06-12',
      newDue: '2023-06-13', changeMessage: 'My talk moved, the Denver trip is June 13 now.', calls: [['file_system.create_file'], ['phone.create_alarm'], ['gmail.create_draft']],
      allow: [['file_system', 'files', 'inserted'], ['phone', 'alarms', 'inserted'], ['gmail', 'drafts', 'inserted']], maxMutations: 6,
    },
    {
      id: 'multi.dinner-party', split: 'dev', seed: 1107, appTitle: 'Dinner Party Planner',
      intention: 'Plan a dinner party: shopping note, text the guest, a Splitwise expense for groceries, and a to-do.', services: ['simple_note', 'phone', 'splitwise', 'todoist'],
      inputs: [input('groceries', 'Grocery cost', 'number'), input('guest_phone', 'Guest phone'), input('guest_email', 'Guest email')],
      steps: [
        call('simple_note.create_note', { title: 'Menu for {{inputs.title}}', content: 'Risotto, salad, lemon tart' }),
        call('phone.send_text_message', { phone_number: '{{inputs.guest_phone}}', message: 'Dinner "{{inputs.title}}" on {{inputs.due_date}}, 7pm!' }),
        call('splitwise.record_expense', { description: 'Groceries: {{inputs.title}}', paid_amount: '{{inputs.groceries}}', debtor_emails: ['{{inputs.guest_email}}'] }),
      ],
      values: { groceries: 64, guest_phone: friend.phone_number, guest_email: friend.email }, message: `Saturday dinner with ${friend.first_name} on May 27, groceries were $64.`,
      title: 'Saturday dinner', due: '2023-05-27', newDue: '2023-05-28', changeMessage: 'Let us do the dinner on Sunday the 28th instead.',
      calls: [['simple_note.create_note'], ['phone.send_text_message', { phone_number: friend.phone_number }], ['splitwise.record_expense', { paid_amount: 64 }]],
      allow: [['simple_note', 'notes', 'inserted'], ...SENT_TEXT, ...EXPENSE], maxMutations: 9,
    },
    {
      id: 'multi.gift-run', split: 'sealed', seed: 1108, appTitle: 'Gift Run',
      intention: 'For a birthday: put a gift in my Amazon cart, email the birthday person\'s sibling to coordinate, note the idea, and remind me with a to-do.',
      services: ['amazon', 'gmail', 'simple_note', 'todoist'], inputs: [input('gift', 'Gift search'), input('contact_email', 'Who to coordinate with')],
      steps: [
        call('amazon.search_products', { query: '{{inputs.gift}}', page_limit: 1 }, 'found'),
        call('amazon.add_product_to_cart', { product_id: '{{found.0.product_id}}', quantity: 1 }),
        call('gmail.send_email', { email_addresses: ['{{inputs.contact_email}}'], subject: 'Gift for {{inputs.title}}', body: 'I picked {{found.0.name}}.' }),
        call('simple_note.create_note', { title: 'Gift idea', content: '{{found.0.name}} for {{inputs.title}}' }),
      ],
      values: { gift: 'jigsaw puzzle', contact_email: sibling.email }, message: `Sort out a birthday gift by June 6, maybe a jigsaw puzzle, and loop in ${sibling.first_name}.`,
      title: 'Birthday gift', due: '2023-06-06', newDue: '2023-06-05', changeMessage: 'It needs to arrive earlier, make the gift to-do June 5.',
      calls: [['amazon.add_product_to_cart', { quantity: 1 }], ['gmail.send_email', { email_addresses: [sibling.email] }], ['simple_note.create_note']],
      allow: [['amazon', 'cart_items', 'inserted'], ...SENT_EMAIL, ['simple_note', 'notes', 'inserted']], maxMutations: 8,
    },
  ];
  return cases.map(planner);
}

