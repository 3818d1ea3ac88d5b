/**
 * Amazon tasks on the cart, the wish list and Prime before anything is bought: moving things
 * between the two lists, gift wrapping, emptying either list, stopping Prime.
 */
import { z } from 'zod';
import { fixtureRow } from '../../kit/fixture.ts';
import { said, type Said } from '../../kit/checks.ts';
import { input } from '../../kit/package.ts';
import { appCase, caseRows } from '../../kit/rows.ts';
import { type ActSpec, idOf, logTask, type PairDef, toggleTasks } from '../../shapes/found-log.ts';
import { toggleRow } from '../../shapes/toggle-row.ts';
import { userCount, userEmail } from '../../kit/fixture.ts';
import { postStep } from '../../shapes/found-log-posts.ts';
import { wishAction, wishStep } from './wish-list.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { CART_LOOK_ALIKES } from '../../kit/look-alike-rows.ts';

const PAIRS = {
  wishCart: {
    finder: 'product',
    on: {
      api: 'amazon.move_product_from_wish_list_to_cart', actionId: 'to_cart', label: 'Move to cart', what: 'moved to the cart', shown: ['cart', 'basket'],
      goal: 'Find the product by name and move it from my wish list into the cart.',
      changes: [['amazon.wish_list_items', 'deleted', 'product_id'], ['amazon.cart_items', 'inserted', 'product_id']],
    },
    off: {
      api: 'amazon.move_product_from_cart_to_wish_list', actionId: 'to_wish_list', label: 'Save for later', what: 'saved for later', shown: ['wish list', 'wishlist', 'later'],
      goal: 'Find the product by name and move it from the cart back to my wish list.',
      changes: [['amazon.cart_items', 'deleted', 'product_id'], ['amazon.wish_list_items', 'inserted', 'product_id']],
    },
  },
  cartLine: {
    finder: 'product', rows: ['amazon.cart_items', 'product_id'],
    on: { api: 'amazon.add_product_to_cart', actionId: 'add', label: 'Add to cart', what: 'added', shown: ['cart', 'basket'], goal: 'Find the product by name and put one in my Amazon cart.' },
    off: { api: 'amazon.delete_product_from_cart', actionId: 'remove', label: 'Remove from cart', what: 'removed', shown: ['removed', 'remove', 'deleted', 'taken out', 'out of the cart', 'no longer in'],
      goal: 'Find the product by name and take it out of my Amazon cart.' },
  },
} satisfies Record<string, PairDef>;

const CONFIRM = input('confirm', 'Type yes to confirm', 'text', { required: false });
const QUANTITY = input('quantity', 'How many', 'number', { default: 1 });

// ---------------------------------------------------------------- gift-wrapped in the cart, then unwrapped

const WRAP: ActSpec[] = [
  { id: 'add_wrapped', label: 'Add as gift', find: 'product', inputs: [QUANTITY],
    goal: 'Put that many of the product in my Amazon cart, all gift-wrapped.',
    calls: [
      ['amazon.add_product_to_cart', { product_id: '@id', quantity: '{{inputs.quantity}}' }],
      ['amazon.add_gift_wrapping_to_cart', { product_id: '@id', gift_wrap_quantity: '{{inputs.quantity}}' }],
      ['amazon.show_cart', {}, 'cart'],
    ],
    what: 'added gift-wrapped',
    say: 'Added {{inputs.quantity}} × @name (product @id), gift-wrapped; gift wrap fee ${{cart.gift_wrap_fee}}.' },
  { id: 'unwrap', label: 'Remove gift wrap', find: 'product', goal: 'Take the gift wrapping off a product in my Amazon cart.',
    calls: [['amazon.remove_gift_wrapping_from_cart', { product_id: '@id' }]],
    what: 'unwrapped', say: 'No more gift wrap on @name (product @id).' },
];

const WrapCase = z.object({ ...appCase, product: z.string(), quantity: z.number().int(), wrapMessage: z.string(), unwrapMessage: z.string() });
type WrapCase = z.infer<typeof WrapCase>;

function wrapTask(c: WrapCase): TaskInput {
  const product = idOf('product', c.product);
  const key = { product_id: product };
  const task = logTask(c, {
    intro: 'Add a present to the cart wrapped, or unwrap it.', heading: 'Presents', empty: 'No presents yet.', kind: 'product', actions: WRAP,
    openInputs: [['product', 'item'], ['quantity', 'how_many']], openActions: ['gift', 'wrap'],
    steps: [
      { message: c.wrapMessage, values: { product: c.product, quantity: c.quantity }, hint: ['gift', 'add'],
        calls: [
          ['amazon.add_product_to_cart', { product_id: product, quantity: c.quantity }],
          ['amazon.add_gift_wrapping_to_cart', { product_id: product, gift_wrap_quantity: c.quantity }],
        ],
        changes: [['amazon.cart_items', 'inserted', key]],
        records: [['amazon.cart_items', key, { quantity: c.quantity, gift_wrap_quantity: c.quantity }]],
        alsoAllow: [['amazon', 'cart_items', 'updated']], mutations: 2, show: [c.product, product, c.quantity] },
      { message: c.unwrapMessage, values: { product: c.product }, hint: ['unwrap', 'remove'],
        calls: [['amazon.remove_gift_wrapping_from_cart', key]],
        // A change lists only the fields it touched; the record check names the product.
        changes: [['amazon.cart_items', 'updated']],
        records: [['amazon.cart_items', key, { quantity: c.quantity, gift_wrap_quantity: 0 }]],
        mutations: 1, show: [c.product, product] },
    ],
    reopenShows: [c.product, product], retained: product,
  });
  // Wrapped, then the wrapping taken off, must be said, not only the product (issue #30).
  return withStateWords(task, [
    { episode: 'step1', value: c.product, words: STATE_WORDS.giftWrapped },
    { episode: 'step2', value: c.product, words: STATE_WORDS.unwrapped },
  ]);
}

// ---------------------------------------------------------------- empty the wish list, start it over

const CLEAR_WISH: ActSpec[] = [
  { id: 'clear_wish_list', label: 'Empty wish list', goal: 'Remove everything from my Amazon wish list.', inputs: [CONFIRM],
    calls: [['amazon.show_wish_list', { page_limit: 20 }, 'before'], ['amazon.clear_wish_list', {}, 'cleared']],
    ref: '{{before.0.product_id}}', name: 'whole wish list', what: 'emptied',
    say: 'Emptied the wish list: {{cleared.removed_count}} products removed, the newest was {{before.0.name}} (product {{before.0.product_id}}).' },
  wishAction('Put @name (product @id) on the wish list.'),
];

const ClearWishCase = z.object({ ...appCase, product: z.string(), clearMessage: z.string(), addMessage: z.string() });
type ClearWishCase = z.infer<typeof ClearWishCase>;

function clearWishTask(c: ClearWishCase) {
  const count = userCount('amazon_wish_list_items');
  const newest = fixtureRow<{ product_id: number; name: string }>(
    'SELECT w.product_id, p2.name FROM amazon_wish_list_items w JOIN admin_people p ON p.id = w.user_id JOIN amazon_products p2 ON p2.id = w.product_id WHERE p.email = ? ORDER BY w.added_at DESC',
    userEmail(),
  );
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Start the wish list over, then add what you still want.', heading: 'Wish list history', empty: 'Nothing yet.', kind: 'ref', actions: CLEAR_WISH,
    openInputs: [['product', 'item']], openActions: ['empty', 'clear', 'wish'],
    steps: [
      { message: c.clearMessage, values: {}, hint: ['empty', 'clear'],
        calls: [['amazon.clear_wish_list', {}]],
        changes: [['amazon.wish_list_items', 'deleted', {}, count]],
        mutations: count, show: [newest.product_id, newest.name], whole: true },
      wishStep(c.addMessage, c.product, ['wish', 'add']),
    ],
    reopenShows: [c.product], retained: product,
  });
}

// ---------------------------------------------------------------- fill the cart, then empty it

const CLEAR_CART: ActSpec[] = [
  { id: 'add', label: 'Add to cart', find: 'product', goal: 'Find the product by name and put that many in my Amazon cart.', inputs: [QUANTITY],
    calls: [['amazon.add_product_to_cart', { product_id: '@id', quantity: '{{inputs.quantity}}' }]],
    what: 'added', say: 'Added {{inputs.quantity}} × @name (product @id) to the cart.' },
  { id: 'empty_cart', label: 'Empty cart', goal: 'Remove everything from my Amazon cart.', inputs: [CONFIRM],
    calls: [['amazon.show_cart', {}, 'before'], ['amazon.clear_cart', {}]],
    ref: '{{before.cart_items.length}}', name: 'whole cart', what: 'emptied',
    say: 'Emptied the cart: {{before.cart_items.0.name}} and the rest ({{before.cart_items.length}} products, ${{before.total_cost}} no longer due).' },
];

const ClearCartCase = z.object({ ...appCase, product: z.string(), quantity: z.number().int(), addMessage: z.string(), clearMessage: z.string() });
type ClearCartCase = z.infer<typeof ClearCartCase>;

function clearCartTask(c: ClearCartCase) {
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Add products by name; empty the cart in one go.', heading: 'Cart history', empty: 'Nothing yet.', kind: 'ref', actions: CLEAR_CART,
    openInputs: [['product', 'item'], ['quantity', 'how_many']], openActions: ['add', 'cart'],
    steps: [
      { message: c.addMessage, values: { product: c.product, quantity: c.quantity }, hint: ['add'],
        calls: [['amazon.add_product_to_cart', { product_id: product, quantity: c.quantity }]],
        changes: [['amazon.cart_items', 'inserted', { product_id: product, quantity: c.quantity }]],
        mutations: 1, show: [c.product, product, c.quantity], state: STATE_WORDS.addedToCart },
      { message: c.clearMessage, values: {}, hint: ['empty', 'clear'],
        calls: [['amazon.clear_cart', {}]],
        changes: [['amazon.cart_items', 'deleted', { product_id: product }]],
        // The cart also holds the world's look-alike row (kit/look-alike-rows.ts): emptying it removes that too.
        mutations: 1 + CART_LOOK_ALIKES, show: [c.product], whole: true },
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

// ---------------------------------------------------------------- stop Prime, then a to-do to check it ended

const PRIME: ActSpec[] = [
  { id: 'stop_prime', label: 'Stop Prime renewal', goal: 'Stop my Amazon Prime subscription from renewing and say until when it still runs.', inputs: [CONFIRM],
    calls: [['amazon.show_prime_subscriptions', { page_limit: 1 }, 'subs'], ['amazon.cancel_prime_subscription', {}, 'stopped']],
    ref: '{{subs.0.prime_subscription_id}}', name: 'Prime {{subs.0.plan}} plan, ends {{stopped.ends_at}}', what: 'renewal stopped',
    say: 'Prime ({{subs.0.plan}}, subscription {{subs.0.prime_subscription_id}}) will not renew; it ends on {{stopped.ends_at}}.' },
  { id: 'remind', label: 'Add reminder', goal: 'Add a to-do with the date to my Todoist inbox.', inputs: [input('reminder', 'Reminder'), input('date', 'On', 'date')],
    calls: [['todoist.create_task', { project_id: 0, title: '{{inputs.reminder}}', due_date: '{{inputs.date}}' }, 'todo']],
    ref: '{{todo.task_id}}', name: '{{inputs.reminder}} on {{inputs.date}}', what: 'reminder added',
    say: 'Added "{{inputs.reminder}}" for {{inputs.date}} to Todoist (task {{todo.task_id}}).' },
];

const PrimeCase = z.object({ ...appCase, message: z.string(), reminder: z.string(), remindMessage: z.string() });
type PrimeCase = z.infer<typeof PrimeCase>;

/** The end date, with the user's words that ask to be told it, when the intention asks. */
const endAsked = (intention: string, endDate: string): Said[] => {
  const words = /when it (?:ends|runs out)|the last day [^,.;]*/i.exec(intention)?.[0];
  return words ? [said(endDate, words)] : [];
};

function primeTask(c: PrimeCase) {
  const sub = fixtureRow<{ id: number; renews_at: string }>('SELECT id, renews_at FROM amazon_prime_subscriptions WHERE cancelled_at IS NULL');
  const endDate = sub.renews_at.slice(0, 10);
  return logTask(c, {
    intro: 'Stop Prime renewing, then note a day to check on it.', heading: 'Subscription changes', empty: 'Nothing changed yet.', kind: 'id', actions: PRIME,
    openInputs: [['reminder', 'todo']], openActions: ['prime', 'stop', 'cancel'],
    steps: [
      { message: c.message, values: {}, hint: ['stop', 'prime'],
        calls: [['amazon.cancel_prime_subscription', {}]],
        changes: [['amazon.prime_subscriptions', 'updated', { id: sub.id }]],
        // The user asked to be told when Prime ends ("tells me when it ends", "show the last day I
        // still have it"): the end date is looked for on screen, by value (issue #30, loose_check).
        // The plan the user named comes first: the stopped state is asked beside it (the renewal
        // time and the id name no words of the user's, so a state put on them was dropped with them;
        // issue #30, not_shown).
        // Where the user asked for the end date, the stopped state is asked beside it, and the
        // plan's word ("monthly", how the user named the subscription) is not demanded on screen
        // (issue #30, s10: unrequested_value).
        mutations: 1, show: endAsked(c.intention, endDate).length > 0 ? [...endAsked(c.intention, endDate), sub.renews_at, sub.id] : ['monthly', sub.renews_at, sub.id], state: STATE_WORDS.renewalStopped },
      postStep({
        message: c.remindMessage, values: { reminder: c.reminder, date: endDate }, hint: ['remind', 'reminder'], capture: ['todoId', 'todoist.tasks'],
        call: ['todoist.create_task', { title: c.reminder, due_date: endDate }], where: { due_date: endDate }, fields: { title: c.reminder, due_date: endDate },
        mutations: 1, show: [c.reminder, endDate],
      }),
    ],
    reopenShows: [sub.id, c.reminder], retained: sub.id,
  });
}

function builtTasks() {
  const rows = caseRows(import.meta.url, { toggle: toggleRow(PAIRS), wrap: WrapCase, clearWish: ClearWishCase, clearCart: ClearCartCase, prime: PrimeCase });
  return [
    ...toggleTasks(PAIRS, rows.toggle),
    ...rows.wrap.map(wrapTask),
    ...rows.clearWish.map(clearWishTask),
    ...rows.clearCart.map(clearCartTask),
    ...rows.prime.map(primeTask),
  ];
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
