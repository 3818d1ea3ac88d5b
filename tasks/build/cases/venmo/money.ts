/** Money moving on Venmo: balance top-ups and withdrawals, answering requests, cancelling them, friends. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { fixtureRow, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, type ActionDef } from '../../kit/package.ts';
import { stepsTask, type CaseBase, type FlowStep } from '../../shapes/record-steps.ts';
import { deleteStep, keptIn } from '../../kit/flow.ts';
import { inAndOut } from '../../shapes/in-and-out.ts';
import { findUser, requestMoney } from './actions.ts';

const USER = userId();

// ---------------------------------------------------------------- balance: top up, then take some back out

interface BalanceCase extends CaseBase { card: number; cardName: string; topUp: number; withdraw: number; topUpMessage: string; withdrawMessage: string }

/** A payment card of the user's account store by its name. */
const card = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM supervisor_payment_cards WHERE card_name = ?', name).id;
const EVERYDAY = card('Everyday Visa');
const TRAVEL = card('Travel Mastercard');

const balanceCases: BalanceCase[] = [
  {
    id: 'single.venmo.trip-float', split: 'public', seed: 3101, appId: 'trip-float', title: 'Trip Float',
    summary: 'Moves money between my card and my Venmo balance before and after a group trip.', intro: 'Move money into Venmo before the trip, and back to the card after.',
    intention: 'Before a group trip I load money onto Venmo so I can pay people back quickly, and afterwards I move what is left back to my card. I want an app for exactly that.',
    card: EVERYDAY, cardName: 'Everyday Visa', topUp: 200, withdraw: 60, topUpMessage: 'Load 200 dollars into Venmo from my Everyday Visa, card #CARD.',
    withdrawMessage: 'Trip is over, move 60 back to card #CARD.',
  },
  {
    id: 'single.venmo.allowance-topup', split: 'dev', seed: 3102, appId: 'venmo-topup', title: 'Venmo Top-up',
    summary: 'Tops up my Venmo balance from a card and cashes out to a card.', intro: 'Amount and card, in or out.',
    intention: 'My Venmo balance runs dry every few weeks. Give me a top-up screen that pulls money from a card, and a cash-out for when it builds up.',
    card: TRAVEL, cardName: 'Travel Mastercard', topUp: 120, withdraw: 45, topUpMessage: 'Top up 120 from the Travel Mastercard, that is card #CARD.',
    withdrawMessage: 'Cash out 45 to card #CARD again.',
  },
  {
    id: 'single.venmo.rent-buffer', split: 'sealed', seed: 3103, appId: 'rent-buffer', title: 'Rent Buffer',
    summary: 'Keeps a buffer on Venmo for paying my share of the rent, moving money in and out with a card.', intro: 'Add to or take from the Venmo buffer.',
    intention: 'I pay my roommate my rent share over Venmo, so I want a buffer there: an app that moves money in from my card and back out when the buffer is too big.',
    card: EVERYDAY, cardName: 'Everyday Visa', topUp: 950, withdraw: 25, topUpMessage: 'Put 950 into Venmo for rent from card #CARD.',
    withdrawMessage: 'Rent went through, take 25 of what is left back to card #CARD.',
  },
];

const TRANSFERS = 'venmo.bank_transfers';

function balanceTask(c: BalanceCase): TaskInput {
  const move = (id: string, label: string, goal: string, api: string, direction: string, verb: string): ActionDef => ({
    id, label, goal, services: ['venmo'], inputs: [input('amount', 'Amount ($)', 'number'), input('payment_card_id', 'Card id', 'number')],
    plan: [
      call(`venmo.${api}`, { amount: '{{inputs.amount}}', payment_card_id: '{{inputs.payment_card_id}}' }, 'moved'),
      call('venmo.show_venmo_balance', {}, 'balance'),
      append('transfers', { id: '{{moved.bank_transfer_id}}', amount: '{{inputs.amount}}', direction }),
      message(`${verb} \${{inputs.amount}} (transfer {{moved.bank_transfer_id}}); Venmo balance now \${{balance.venmo_balance}}.`),
    ],
  });
  // The user reads the card's id off their cards page; the messages name it.
  const said = (text: string) => text.replace('#CARD', String(c.card));
  const step = (stage: 'submit' | 'revise', text: string, amount: number, api: string, direction: string, name: string, hint: string[]): FlowStep => {
    const moved = { amount, direction, payment_card_id: c.card };
    return {
      stage, message: said(text), values: { amount, payment_card_id: c.card }, hint, captures: { [name]: { at: TRANSFERS, where: { direction } } },
      calls: [[`venmo.${api}`, { amount, payment_card_id: c.card }]], changes: [[TRANSFERS, 'inserted', moved]], records: [[TRANSFERS, { id: `$${name}` }, moved]],
      max: 3, allow: [['venmo', 'bank_transfers', 'inserted'], ['venmo', 'users', 'updated'], ['supervisor', 'payment_cards', 'updated']], show: [`$${name}`, amount],
    };
  };
  return stepsTask(c, {
    services: ['venmo'],
    list: { name: 'transfers', fields: { id: 'number', amount: 'number', direction: 'string' }, item: '${{item.amount}} {{item.direction}} (transfer {{item.id}})', heading: 'Transfers made here', empty: 'No transfers yet.' },
    actions: [
      move('top_up', 'Top up Venmo', 'Move the amount from the card into the Venmo balance.', 'add_to_venmo_balance', 'into Venmo', 'Moved'),
      move('cash_out', 'Cash out', 'Move the amount from the Venmo balance to the card.', 'withdraw_from_venmo_balance', 'out to the card', 'Withdrew'),
    ],
    open: { inputs: [['amount'], ['payment_card_id', 'card']], actions: ['top', 'add', 'load'] },
    steps: [
      step('submit', c.topUpMessage, c.topUp, 'add_to_venmo_balance', 'card_to_venmo', 'inId', ['top', 'up', 'add']),
      step('revise', c.withdrawMessage, c.withdraw, 'withdraw_from_venmo_balance', 'venmo_to_card', 'outId', ['cash', 'out', 'withdraw']),
    ],
    reopen: { shows: [keptIn(TRANSFERS, '$inId'), keptIn(TRANSFERS, '$outId')], retained: ['$inId', '$outId'] },
  });
}

// ---------------------------------------------------------------- requests made to me: pay one, decline another

/** A pending request someone made to the user, by words of its description. */
function receivedRequest(words: string): { id: number; amount: number; description: string } {
  return fixtureRow("SELECT id, amount, description FROM venmo_payment_requests WHERE payer_id = ? AND status = 'pending' AND description LIKE ?", USER, `%${words}%`);
}

interface AnswerCase extends CaseBase { pay: string; decline: string; payMessage: string; declineMessage: string }

const answerCases: AnswerCase[] = [
  {
    id: 'single.venmo.request-inbox', split: 'public', seed: 3104, appId: 'request-inbox', title: 'Request Inbox',
    summary: 'Pays or declines the Venmo requests people send me, picked by what they are for.', intro: 'Which request? A word from its description is enough.',
    intention: 'People send me Venmo requests and I let them sit for weeks. I want an inbox where I can pay one or decline one by saying what it was for.',
    pay: 'Jazz night', decline: 'Costco', payMessage: 'Pay Mira\'s request for the Jazz night tickets.', declineMessage: 'Decline the Costco one, I was not on that run.',
  },
  {
    id: 'single.venmo.settle-requests', split: 'dev', seed: 3105, appId: 'settle-requests', title: 'Settle Requests',
    summary: 'Answers payment requests on Venmo: approve from my balance or decline.', intro: 'Find a request by its description.',
    intention: 'Give me a place to settle the payment requests friends send me on Venmo: approve the fair ones from my balance and turn down the ones that are not mine.',
    pay: 'Team lunch', decline: 'Jazz night', payMessage: 'Approve the Team lunch request.', declineMessage: 'I never went to the Jazz night, decline that request.',
  },
  {
    id: 'single.venmo.roommate-requests', split: 'sealed', seed: 3106, appId: 'house-requests', title: 'House Requests',
    summary: 'Deals with the Venmo requests my housemates and friends send: pay or decline.', intro: 'Say which request and whether to pay it.',
    intention: 'My housemate bills me on Venmo for shared shopping. Build me an app to pay such a request or refuse it, naming it by what it was for.',
    pay: 'Costco', decline: 'Team lunch', payMessage: 'The Costco run was for the house, pay it.', declineMessage: 'Team lunch was on the company card, decline it.',
  },
];

const REQUESTS = 'venmo.payment_requests';
const findRequest = call('venmo.show_received_payment_requests', { status: 'pending', query: '{{inputs.words}}', page_limit: 1 }, 'req');
const answer = (id: string, label: string, goal: string, api: string, status: string, verb: string): ActionDef => ({
  id, label, goal, services: ['venmo'], inputs: [input('words', 'What the request is for')],
  plan: [
    findRequest,
    call(`venmo.${api}`, { payment_request_id: '{{req.0.payment_request_id}}' }),
    append('answered', { id: '{{req.0.payment_request_id}}', who: '{{req.0.requester.name}}', amount: '{{req.0.amount}}', what: '{{req.0.description}}', status }),
    message(`${verb} {{req.0.requester.name}}'s request {{req.0.payment_request_id}} of \${{req.0.amount}} for {{req.0.description}}.`),
  ],
});

function answerTask(c: AnswerCase): TaskInput {
  const pay = receivedRequest(c.pay);
  const decline = receivedRequest(c.decline);
  return stepsTask(c, {
    services: ['venmo'],
    list: {
      name: 'answered', fields: { id: 'number', who: 'string', amount: 'number', what: 'string', status: 'string' },
      item: '{{item.who}}: ${{item.amount}} for {{item.what}} — {{item.status}} (request {{item.id}})', heading: 'Requests answered', empty: 'Nothing answered yet.',
    },
    actions: [
      answer('pay_request', 'Pay', 'Pay the pending request from my Venmo balance.', 'approve_payment_request', 'paid', 'Paid'),
      answer('decline_request', 'Decline', 'Decline the pending request.', 'deny_payment_request', 'declined', 'Declined'),
    ],
    open: { inputs: [['words', 'query', 'what', 'request']], actions: ['pay', 'approve'] },
    steps: [
      {
        stage: 'submit', message: c.payMessage, values: { words: c.pay }, hint: ['pay', 'approve'], calls: [['venmo.approve_payment_request', { payment_request_id: pay.id }]],
        changes: [[REQUESTS, 'updated', { id: pay.id, status: 'approved' }], ['venmo.transactions', 'inserted', { amount: pay.amount, sender_id: USER }]],
        records: [[REQUESTS, { id: pay.id }, { status: 'approved' }]], max: 5,
        allow: [['venmo', 'payment_requests', 'updated'], ['venmo', 'transactions', 'inserted'], ['venmo', 'users', 'updated'], ['venmo', 'notifications', 'inserted']],
        show: [pay.id, pay.description],
      },
      {
        stage: 'revise', message: c.declineMessage, values: { words: c.decline }, hint: ['decline', 'deny'], calls: [['venmo.deny_payment_request', { payment_request_id: decline.id }]],
        changes: [[REQUESTS, 'updated', { id: decline.id, status: 'denied' }]], records: [[REQUESTS, { id: decline.id }, { status: 'denied' }], [REQUESTS, { id: pay.id }, { status: 'approved' }]],
        max: 2, allow: [['venmo', 'payment_requests', 'updated'], ['venmo', 'notifications', 'inserted']], show: [decline.id, decline.description],
      },
    ],
    reopen: { shows: [keptIn(REQUESTS, pay.id), decline.description], retained: [pay.id, decline.id] },
  });
}

// ---------------------------------------------------------------- a request I sent, then withdrawn

interface CancelCase extends CaseBase { payer: string; amount: number; whatFor: string; askMessage: string; cancelMessage: string }

const cancelCases: CancelCase[] = [
  {
    id: 'single.venmo.concert-ticket-request', split: 'dev', seed: 3107, appId: 'ticket-money', title: 'Ticket Money',
    summary: 'Asks friends on Venmo for ticket money and takes the request back if they pay another way.', intro: 'Who owes you for a ticket, and how much?',
    intention: 'I buy concert tickets for the group and then chase people for the money. I want to send a Venmo request by name, and cancel it if they end up paying me in cash.',
    payer: 'Caleb Larsen', amount: 68, whatFor: 'Concert ticket', askMessage: 'Ask Caleb Larsen for 68 for the Concert ticket.',
    cancelMessage: 'Caleb paid me cash, cancel that request.',
  },
  {
    id: 'single.venmo.carpool-request', split: 'sealed', seed: 3108, appId: 'carpool-gas', title: 'Carpool Gas',
    summary: 'Requests gas money on Venmo from the people I drive, and withdraws a request when it is not needed.', intro: 'Request gas money from a passenger.',
    intention: 'I drive a carpool and ask for gas money each week; sometimes someone fills the tank instead, and then I need to pull my Venmo request back.',
    payer: 'Liam Larsen', amount: 15, whatFor: 'Gas this week', askMessage: 'Request 15 from Liam Larsen, Gas this week.',
    cancelMessage: 'Liam filled up the tank himself, withdraw the request.',
  },
  {
    id: 'single.venmo.book-club-request', split: 'public', seed: 3109, appId: 'club-dues', title: 'Club Dues',
    summary: 'Sends book club dues requests on Venmo and cancels them on request.', intro: 'Who should pay dues, and how much?',
    intention: 'I collect book club dues. An app to send a member a Venmo request, and to delete a request when someone has left the club, would save me a lot of fiddling.',
    payer: 'Zoe Ito', amount: 12, whatFor: 'Book club dues', askMessage: 'Send Zoe Ito a request for 12, Book club dues.',
    cancelMessage: 'Zoe left the club, delete the dues request.',
  },
];

function cancelTask(c: CancelCase): TaskInput {
  const payer = personNamed(c.payer);
  return stepsTask(c, {
    services: ['venmo'],
    list: {
      name: 'requests', fields: { id: 'number', payer: 'string', amount: 'number', what: 'string', status: 'string' },
      item: '{{item.payer}} — ${{item.amount}} for {{item.what}} (request {{item.id}}, {{item.status}})', heading: 'My requests', empty: 'No requests yet.',
    },
    actions: [
      requestMoney({
        id: 'ask', goal: 'Find the person on Venmo and send them a payment request.', payerLabel: 'Who pays (name)', bind: 'asked', item: { status: 'pending' },
        said: 'Asked {{who.0.name}} for ${{inputs.amount}} (request {{asked.payment_request_id}}).',
      }),
      recordAction({
        id: 'cancel', label: 'Cancel request', goal: 'Delete a pending request made here.', service: 'venmo', key: ['request_id', 'Request id'],
        call: ['venmo.delete_payment_request', { payment_request_id: '{{inputs.request_id}}' }], list: 'requests', fields: { status: 'cancelled' }, said: 'Request {{inputs.request_id}} is cancelled.',
      }),
    ],
    open: { inputs: [['payer', 'who', 'name'], ['amount']], actions: ['request', 'ask'] },
    steps: [
      {
        stage: 'submit', message: c.askMessage, values: { payer: c.payer, amount: c.amount, what_for: c.whatFor }, hint: ['request', 'ask'],
        captures: { requestId: { at: REQUESTS, where: { payer_id: payer.id } } }, calls: [['venmo.create_payment_request', { user_email: payer.email, amount: c.amount, description: c.whatFor }]],
        changes: [[REQUESTS, 'inserted', { payer_id: payer.id, amount: c.amount }]], records: [[REQUESTS, { id: '$requestId' }, { amount: c.amount, description: c.whatFor, status: 'pending' }]],
        max: 2, allow: [['venmo', 'payment_requests', 'inserted'], ['venmo', 'notifications', 'inserted']], show: ['$requestId', c.payer],
      },
      deleteStep({ message: c.cancelMessage, values: { request_id: '$requestId' }, hint: ['cancel', 'delete', 'withdraw'], call: ['venmo.delete_payment_request', 'payment_request_id'], table: REQUESTS, id: '$requestId' }),
    ],
    reopen: { shows: ['$requestId', c.payer], retained: ['$requestId'] },
  });
}

// ---------------------------------------------------------------- friends: one added, one dropped

interface FriendCase extends CaseBase { add: string; drop: string; addMessage: string; dropMessage: string }

const friendCases: FriendCase[] = [
  {
    id: 'single.venmo.friend-list-tidy', split: 'dev', seed: 3110, appId: 'venmo-friends', title: 'Venmo Friends',
    summary: 'Adds and removes Venmo friends by name.', intro: 'Name someone to add or remove.',
    intention: 'My Venmo friends list still has people I have lost touch with and misses new ones. I want to add and remove friends by name.', add: 'Zoe Ito',
    drop: 'Tomas Rossi', addMessage: 'Add Zoe Ito as a friend on Venmo.', dropMessage: 'Remove Tomas Rossi, we have not spoken in years.',
  },
  {
    id: 'single.venmo.new-colleague-friend', split: 'sealed', seed: 3111, appId: 'office-circle', title: 'Team Friends',
    summary: 'Keeps my Venmo friends in step with who I actually share lunches with.', intro: 'Who joined, who left?',
    intention: 'At work we split lunches over Venmo. When someone joins the team I want them as a Venmo friend, and when someone leaves I want them gone from my friends.',
    add: 'Kenji Chen', drop: 'Ava Larsen', addMessage: 'Kenji Chen joined the team, friend him on Venmo.', dropMessage: 'Ava Larsen moved to another company, unfriend her.',
  },
  {
    id: 'single.venmo.neighbour-friend', split: 'public', seed: 3112, appId: 'street-friends', title: 'Street Friends',
    summary: 'Adds neighbours as Venmo friends and drops old ones.', intro: 'Add or remove a Venmo friend.',
    intention: 'We share a lot on our street — tools, dinners, babysitting — and pay each other on Venmo. Help me friend new neighbours and unfriend ones who moved away.',
    add: 'Maya Reyes', drop: 'Mira Ito', addMessage: 'Maya Reyes lives next door now, add her as a friend.',
    dropMessage: 'Mira Ito moved across the country, take her off my friends.',
  },
];

const FRIENDSHIPS = 'venmo.friendships';
const friendAction = (id: string, label: string, goal: string, api: string, status: string): ActionDef => ({
  id, label, goal, services: ['venmo'], inputs: [input('name', 'Name')],
  plan: [findUser('name'), call(`venmo.${api}`, { user_email: '{{who.0.email}}' }), append('friends', { email: '{{who.0.email}}', name: '{{who.0.name}}', status }), message(`{{who.0.name}} ({{who.0.email}}) ${status}.`)],
});

function friendTask(c: FriendCase): TaskInput {
  const add = personNamed(c.add);
  const drop = personNamed(c.drop);
  return stepsTask(c, {
    services: ['venmo'],
    list: { name: 'friends', key: 'email', fields: { email: 'string', name: 'string', status: 'string' }, item: '{{item.name}} <{{item.email}}>: {{item.status}}', heading: 'Friend changes', empty: 'No changes yet.' },
    actions: [
      friendAction('add_friend', 'Add friend', 'Find the person on Venmo and add them as a friend.', 'add_friend', 'is now a friend'),
      friendAction('remove_friend', 'Remove friend', 'Find the person on Venmo and remove them from my friends.', 'remove_friend', 'is no longer a friend'),
    ],
    open: { inputs: [['name', 'who', 'email']], actions: ['add', 'friend'] },
    steps: inAndOut({
      table: FRIENDSHIPS, capture: 'friendshipId',
      add: { message: c.addMessage, values: { name: c.add }, hint: ['add'], call: ['venmo.add_friend', { user_email: add.email }], where: { user_id: USER, friend_id: add.id }, show: c.add },
      drop: {
        message: c.dropMessage, values: { name: c.drop }, hint: ['remove', 'unfriend'], call: ['venmo.remove_friend', { user_email: drop.email }],
        where: { user_id: USER, friend_id: drop.id }, show: c.drop,
      },
      find: { friend_id: add.id }, kept: { friend_id: add.id },
    }),
    reopen: { shows: [add.email, c.drop], retained: [add.email] },
  });
}

export const tasks = (): TaskInput[] => [...balanceCases.map(balanceTask), ...answerCases.map(answerTask), ...cancelCases.map(cancelTask), ...friendCases.map(friendTask)];
