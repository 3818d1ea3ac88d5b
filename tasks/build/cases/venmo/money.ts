/** Money moving on Venmo: balance top-ups and withdrawals, answering requests, cancelling them, friends. */
import { z } from 'zod';
import type { ExtraRow, TaskInput } from '../../../../src/schemas/task.ts';
import { fixtureRow, fixtureRows, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, forEach, input, message, recordAction, type ActionDef } from '../../kit/package.ts';
import { stepsTask, type FlowStep, type StepsDef } from '../../shapes/record-steps.ts';
import { caseTasks } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { deleteStep, keptIn } from '../../kit/flow.ts';
import { said } from '../../kit/checks.ts';
import { inAndOut } from '../../shapes/in-and-out.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { findUser, requestMoney } from './actions.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { flippedCheck } from '../../kit/regone.ts';

const USER = userId();

/** What a table's tasks share: the app (services, kept list, forms) and what open looks for. */
type App = Omit<StepsDef, 'steps' | 'reopen'>;

// ---------------------------------------------------------------- balance: top up, then take some back out

const BalanceCase = z.object({ ...stepsCase, cardName: z.string(), topUp: z.number(), withdraw: z.number(), topUpMessage: z.string(), withdrawMessage: z.string() });
type BalanceCase = z.infer<typeof BalanceCase>;

/** A payment card of the user's account store by its name. */
const cardId = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM supervisor_payment_cards WHERE card_name = ?', name).id;

const TRANSFERS = 'venmo.bank_transfers';

const move = (id: string, label: string, goal: string, api: string, direction: string, verb: string): ActionDef => ({
  id, label, goal, services: ['venmo'], inputs: [input('amount', 'Amount ($)', 'number'), input('payment_card_id', 'Card id', 'number')],
  plan: [
    call(`venmo.${api}`, { amount: '{{inputs.amount}}', payment_card_id: '{{inputs.payment_card_id}}' }, 'moved'),
    call('venmo.show_venmo_balance', {}, 'balance'),
    append('transfers', { id: '{{moved.bank_transfer_id}}', amount: '{{inputs.amount}}', direction }),
    message(`${verb} \${{inputs.amount}} (transfer {{moved.bank_transfer_id}}); Venmo balance now \${{balance.venmo_balance}}.`),
  ],
});

/** Money moved between a card and the Venmo balance, both ways. */
const balanceApp: App = {
  services: ['venmo'],
  list: { name: 'transfers', fields: { id: 'number', amount: 'number', direction: 'string' }, item: '${{item.amount}} {{item.direction}} (transfer {{item.id}})', heading: 'Transfers made here', empty: 'No transfers yet.' },
  actions: [
    move('top_up', 'Top up Venmo', 'Move the amount from the card into the Venmo balance.', 'add_to_venmo_balance', 'into Venmo', 'Moved'),
    move('cash_out', 'Cash out', 'Move the amount from the Venmo balance to the card.', 'withdraw_from_venmo_balance', 'out to the card', 'Withdrew'),
  ],
  open: { inputs: [['amount'], ['payment_card_id', 'card']], actions: ['top', 'add', 'load'] },
};

function balanceTask(c: BalanceCase): TaskInput {
  const card = cardId(c.cardName);
  // The user reads the card's id off their cards page; the messages name it.
  const said = (text: string) => text.replace('#CARD', String(card));
  const step = (stage: 'submit' | 'revise', text: string, amount: number, api: string, direction: string, name: string, hint: string[]): FlowStep => {
    const moved = { amount, direction, payment_card_id: card };
    return {
      stage, message: said(text), values: { amount, payment_card_id: card }, hint, captures: { [name]: { at: TRANSFERS, where: { direction } } },
      calls: [[`venmo.${api}`, { amount, payment_card_id: card }]], changes: [[TRANSFERS, 'inserted', moved]], records: [[TRANSFERS, { id: `$${name}` }, moved]],
      max: 3, allow: [['venmo', 'bank_transfers', 'inserted'], ['venmo', 'users', 'updated'], ['supervisor', 'payment_cards', 'updated']], show: [`$${name}`, amount],
    };
  };
  const task = stepsTask(c, {
    ...balanceApp,
    steps: [
      step('submit', c.topUpMessage, c.topUp, 'add_to_venmo_balance', 'card_to_venmo', 'inId', ['top', 'up', 'add']),
      step('revise', c.withdrawMessage, c.withdraw, 'withdraw_from_venmo_balance', 'venmo_to_card', 'outId', ['cash', 'out', 'withdraw']),
    ],
    reopen: { shows: [keptIn(TRANSFERS, '$inId', 'amount', c.topUp), keptIn(TRANSFERS, '$outId', 'amount', c.withdraw)], retained: [c.topUp, c.withdraw] },
  });
  // The amount is the user's own typed number, so it alone cannot tell that money moved
  // (rubric fidelity/2, Reading 2): a word of the move, the user's verbs or the balance it left.
  return withStateWords(task, [
    { episode: 'create', value: c.topUp, words: [...MOVED, ...TOPPED_UP] },
    { episode: 'revise', value: c.withdraw, words: [...MOVED, ...CASHED_OUT] },
  ]);
}

/** Words that say money moved between a card and the Venmo balance, either way. */
const MOVED = ['moved', 'move', 'transferred', 'transfer', 'balance', 'done', 'success', 'successful', 'complete', 'completed', 'confirmed'];
/** Into Venmo: the services' word and the users' verbs (top up, load, put, pull, add). */
const TOPPED_UP = ['topped up', 'top up', 'top-up', 'added', 'add', 'loaded', 'load', 'put', 'pulled', 'pull', 'deposited', 'deposit', 'funded', 'into venmo'];
/** Out to the card: the services' word and the users' verbs (cash out, move back, take back). */
const CASHED_OUT = ['cashed out', 'cash out', 'cash-out', 'withdrew', 'withdrawn', 'withdraw', 'withdrawal', 'took', 'taken', 'take', 'back to', 'sent back', 'returned', 'to the card', 'to your card', 'to card'];

// ---------------------------------------------------------------- requests made to me: pay one, decline another

/** A pending request someone made to the user, by words of its description. */
function receivedRequest(words: string): { id: number; amount: number; description: string } {
  return fixtureRow("SELECT id, amount, description FROM venmo_payment_requests WHERE payer_id = ? AND status = 'pending' AND description LIKE ?", USER, `%${words}%`);
}

const AnswerCase = z.object({
  ...stepsCase, pay: z.string(), decline: z.string(), payMessage: z.string(), declineMessage: z.string(),
  /**
   * A fact of the case: pending requests the user's people sent that the fixture lacks (who by full
   * name, what for, how much, when), put into the task's world. A user whose housemate bills them
   * for shared shopping answers the housemate's requests; the newest of them is one the user leaves
   * alone, so neither answered request is the newest pending one (issue #30, trivial_target).
   */
  sent: z.array(z.object({ by: z.string(), description: z.string(), amount: z.number(), at: z.string() })).optional(),
  /**
   * Where the user asks for "an inbox" of the requests they let sit: what they say to see it before
   * answering one (s17 shapes19, unchecked_request). The step lists the pending requests made to
   * them, and the two they then answer must be on it.
   */
  inboxMessage: z.string().optional(),
});
type AnswerCase = z.infer<typeof AnswerCase>;
type Obj = Record<string, any>;

/** The world rows of the requests a case says the user's people sent (`AnswerCase.sent`). */
function sentRequests(c: AnswerCase): (ExtraRow & { row: { id: number; amount: number; description: string } })[] {
  const taken = fixtureRow<{ n: number }>('SELECT max(id) AS n FROM venmo_payment_requests').n;
  return (c.sent ?? []).map((r, i) => ({
    app: 'venmo', table: 'payment_requests',
    row: {
      id: taken + 1 + i, requester_id: personNamed(r.by).id, payer_id: USER, amount: r.amount, description: r.description, private: 0, status: 'pending',
      transaction_id: null, created_at: r.at, updated_at: r.at, approved_at: null, denied_at: null, last_reminded_at: null,
    },
  }));
}

/**
 * What every request waiting on the user is for: the fixture's pending ones made to them and the
 * case's own, newest first. An inbox lists each of them, not only the two the user answers next
 * (s17 inbox21, loose_check: an app showing only the two newest would pass).
 */
function waitingOn(sent: readonly { row: { description: string; created_at?: unknown } }[]): string[] {
  const fixture = fixtureRows<{ description: string; created_at: string }>("SELECT description, created_at FROM venmo_payment_requests WHERE payer_id = ? AND status = 'pending'", USER);
  const all = [...fixture, ...sent.map((r) => ({ description: r.row.description, created_at: String(r.row.created_at) }))];
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at)).map((r) => r.description);
}

/** Words that tell a request made to the user as answered: paid, declined, or taken back by its sender. */
const ANSWERED = ['approved', 'paid', 'declined', 'denied', 'rejected', 'cancelled', 'canceled', 'answered', 'settled', 'not pending', 'no longer pending', 'closed', 'done'];

/**
 * The inbox lists what waits on the user, not the requests already answered (s23, request-inbox
 * s22-s11-f1: an app listing every received request, paid and declined ones among them, passed
 * within the allowance for extra records). Each list check of the inbox step says which requests
 * made to the user are answered: shown only told as answered ("Parking at the stadium — declined").
 */
function answeredLeftOut(task: TaskInput): TaskInput {
  const answered = [...new Set(fixtureRows<{ description: string }>("SELECT description FROM venmo_payment_requests WHERE payer_id = ? AND status != 'pending' ORDER BY id", USER).map((r) => r.description))];
  if (answered.length === 0) return task;
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.id !== 'inbox' || e.assertions === undefined ? e : {
      ...e,
      assertions: e.assertions.map((a) => (a.type === 'visible_result_grounded' ? { ...a, left_out: { values: answered, told: ANSWERED } } : a)),
    })),
  };
}

/** Words of a request still waiting on the user: in a row, or as the heading of the inbox's list. */
const WAITING = ['waiting', 'pending', 'unpaid', 'outstanding', 'awaiting', 'unanswered', 'to pay'];
/**
 * s28 (s27-w3-f3): the user's own word for the waiting list ("inbox") and a list of requests as such
 * ("Requests", "Open requests") say it still waits too, at reopen. Not "asks": a row in those words
 * would read as a log's entry beside a kept answered list, and so pass where the heading catches it.
 */
const STILL_WAITING = [...WAITING, 'inbox', 'requests'];
/** Words that tell any request answered, beside each answer's own. */
const NO_LONGER_WAITING = ['answered', 'not pending', 'no longer pending', 'not waiting', 'no longer waiting', 'out of the inbox', 'out of inbox', 'off the inbox', 'removed from the inbox', 'removed from inbox', 'cleared from the inbox', 'cleared from inbox'];

/**
 * s27 reopen2 (request-inbox s27-s196-f2): the user asked for an inbox of the requests waiting on
 * them (a list, rubric Reading 1), so after reopen a request paid or declined is not shown as still
 * waiting (beside a waiting word, or under the inbox's waiting heading) unless told answered. The
 * record is known by its description, its id, or the user's word for it where no other request has it.
 */
function waitingGone(task: TaskInput, c: AnswerCase, answered: readonly { row: { id: number; description: string }; word: string; state: readonly string[] }[]): TaskInput {
  const descriptions = [...fixtureRows<{ id: number; description: string }>('SELECT id, description FROM venmo_payment_requests'), ...sentRequests(c).map((r) => r.row)];
  return {
    ...task,
    episodes: task.episodes.map((e) => {
      if (e.stage !== 'reopen' || e.assertions === undefined) return e;
      let checks = e.assertions;
      for (const a of answered) {
        const word = descriptions.some((d) => d.id !== a.row.id && d.description.toLowerCase().includes(a.word.toLowerCase())) || a.word === a.row.description ? [] : [a.word];
        checks = [...checks, flippedCheck(e.id, checks, {
          forms: [a.row.description, String(a.row.id), ...word], because: a.word, state: [...a.state, ...NO_LONGER_WAITING], was: STILL_WAITING,
          note: 's27 reopen2: a request answered is not shown as still waiting in the inbox',
        })];
      }
      return { ...e, assertions: checks };
    }),
  };
}

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

/** Requests made to me, paid or declined. */
const answerApp: App = {
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
};

/** The reference with an inbox: the pending requests made to me, listed on a button's press. */
function inboxApp(task: TaskInput): TaskInput {
  const ref = task.reference as Record<string, { package: Obj; revisions?: unknown }>;
  const pkg = structuredClone(ref.A!.package);
  pkg.state.collections.waiting = { key: 'id', fields: { id: 'number', who: 'string', amount: 'number', what: 'string' } };
  pkg.actions.unshift({
    id: 'show_inbox', label: 'Show waiting requests', goal: 'List the pending requests people sent me.', services: ['venmo'], inputs: [],
    plan: [
      call('venmo.show_received_payment_requests', { status: 'pending', page_limit: 20 }, 'pending'),
      forEach('{{pending}}', 'r', 20, [append('waiting', { id: '{{r.payment_request_id}}', who: '{{r.requester.name}}', amount: '{{r.amount}}', what: '{{r.description}}' })]),
      message('{{pending.length}} requests are waiting for you.'),
    ],
  });
  // s27 reopen2 (s27-s196-f2): a request paid or declined leaves the inbox of waiting ones.
  for (const a of pkg.actions as Obj[]) {
    if (a.id !== 'pay_request' && a.id !== 'decline_request') continue;
    const at = (a.plan as Obj[]).findIndex((s) => typeof s.call === 'string' && /^venmo\.(approve|deny)_payment_request$/.test(s.call));
    (a.plan as Obj[]).splice(at + 1, 0, { remove: 'waiting', key_value: '{{req.0.payment_request_id}}' });
  }
  const view = pkg.views[0];
  view.components.splice(1, 0, { type: 'button', action: 'show_inbox' }, { type: 'heading', text: 'Waiting for me' }, { type: 'list', collection: 'waiting', item: '{{item.who}} asks ${{item.amount}} for {{item.what}} (request {{item.id}})', empty: 'Press the button to see them.' });
  return { ...task, reference: { ...ref, A: { ...ref.A!, package: pkg } } } as TaskInput;
}

function answerTask(c: AnswerCase): TaskInput {
  const sent = sentRequests(c);
  const request = (words: string) => sent.find((r) => r.row.description.includes(words))?.row ?? receivedRequest(words);
  const pay = request(c.pay);
  const decline = request(c.decline);
  const inbox: FlowStep[] = c.inboxMessage === undefined ? [] : [{
    id: 'inbox', stage: 'submit', message: c.inboxMessage, values: {}, hint: ['inbox', 'requests', 'waiting', 'show'],
    calls: [['venmo.show_received_payment_requests']], max: 0, allow: [], show: [
      said(pay.description, c.pay), said(decline.description, c.decline),
      ...waitingOn(sent).filter((d) => d !== pay.description && d !== decline.description).map((d) => said(d, 'requests waiting on me')),
    ],
  }];
  const task = stepsTask(c, {
    ...answerApp,
    steps: [
      ...inbox,
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
  const withInbox = c.inboxMessage === undefined ? task : waitingGone(answeredLeftOut(inboxApp(task)), c, [
    { row: pay, word: c.pay, state: ['paid', 'approved', 'settled', 'sent'] },
    { row: decline, word: c.decline, state: ['declined', 'denied', 'rejected', 'turned down', 'refused'] },
  ]);
  const seeded: TaskInput = sent.length > 0 ? { ...withInbox, world: { ...withInbox.world, rows: [...(withInbox.world.rows ?? []), ...sent] } } : withInbox;
  // Paid or declined must be said, not only the request's description (issue #30, K2).
  return withStateWords(seeded, [
    { episode: 'create', value: pay.description, words: ['paid', 'pay', 'approved', 'approve', 'settled', 'sent'] },
    { episode: 'revise', value: decline.description, words: ['declined', 'decline', 'denied', 'deny', 'rejected', 'turned down', 'refused', 'refuse'] },
  ]);
}

// ---------------------------------------------------------------- a request I sent, then withdrawn

const CancelCase = z.object({ ...stepsCase, payer: z.string(), amount: z.number(), whatFor: z.string(), askMessage: z.string(), cancelMessage: z.string() });
type CancelCase = z.infer<typeof CancelCase>;

/** Requests I send, cancelled when they are not needed. */
const cancelApp: App = {
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
};

function cancelTask(c: CancelCase): TaskInput {
  const payer = personNamed(c.payer);
  return stepsTask(c, {
    ...cancelApp,
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

const FriendCase = z.object({ ...stepsCase, add: z.string(), drop: z.string(), addMessage: z.string(), dropMessage: z.string() });
type FriendCase = z.infer<typeof FriendCase>;

const FRIENDSHIPS = 'venmo.friendships';
const friendAction = (id: string, label: string, goal: string, api: string, status: string): ActionDef => ({
  id, label, goal, services: ['venmo'], inputs: [input('name', 'Name')],
  plan: [findUser('name'), call(`venmo.${api}`, { user_email: '{{who.0.email}}' }), append('friends', { email: '{{who.0.email}}', name: '{{who.0.name}}', status }), message(`{{who.0.name}} ({{who.0.email}}) ${status}.`)],
});

/** Venmo friends added and removed by name. */
const friendApp: App = {
  services: ['venmo'],
  list: { name: 'friends', key: 'email', fields: { email: 'string', name: 'string', status: 'string' }, item: '{{item.name}} <{{item.email}}>: {{item.status}}', heading: 'Friend changes', empty: 'No changes yet.' },
  actions: [
    friendAction('add_friend', 'Add friend', 'Find the person on Venmo and add them as a friend.', 'add_friend', 'is now a friend'),
    friendAction('remove_friend', 'Remove friend', 'Find the person on Venmo and remove them from my friends.', 'remove_friend', 'is no longer a friend'),
  ],
  open: { inputs: [['name', 'who', 'email']], actions: ['add', 'friend'] },
};

function friendTask(c: FriendCase): TaskInput {
  const add = personNamed(c.add);
  const drop = personNamed(c.drop);
  // That the person is a friend now is said, not only the name the user typed (issue #30).
  return withStateWords(stepsTask(c, {
    ...friendApp,
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
  }), [{ episode: 'create', value: c.add, words: STATE_WORDS.friended }]);
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    balance: [BalanceCase, balanceTask],
    answer: [AnswerCase, answerTask],
    cancel: [CancelCase, cancelTask],
    friend: [FriendCase, friendTask],
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
