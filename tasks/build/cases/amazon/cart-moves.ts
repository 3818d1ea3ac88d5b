/**
 * Amazon tasks on the cart, the wish list and Prime before anything is bought: moving things
 * between the two lists, gift wrapping, emptying either list, stopping Prime.
 */
import { fixtureRow } from '../../kit/fixture.ts';
import { input } from '../../kit/package.ts';
import { type ActSpec, type CaseBase, idOf, logTask, type PairDef, toggleTasks } from '../../shapes/found-log.ts';
import { userCount, userEmail } from '../../kit/fixture.ts';
import { postStep } from '../../shapes/found-log-posts.ts';
import { wishAction, wishStep } from './wish-list.ts';

const PAIRS = {
  wishCart: {
    finder: 'product',
    on: {
      api: 'amazon.move_product_from_wish_list_to_cart', actionId: 'to_cart', label: 'Move to cart', what: 'moved to the cart',
      goal: 'Find the product by name and move it from my wish list into the cart.',
      changes: [['amazon.wish_list_items', 'deleted', 'product_id'], ['amazon.cart_items', 'inserted', 'product_id']],
    },
    off: {
      api: 'amazon.move_product_from_cart_to_wish_list', actionId: 'to_wish_list', label: 'Save for later', what: 'saved for later',
      goal: 'Find the product by name and move it from the cart back to my wish list.',
      changes: [['amazon.cart_items', 'deleted', 'product_id'], ['amazon.wish_list_items', 'inserted', 'product_id']],
    },
  },
  cartLine: {
    finder: 'product', rows: ['amazon.cart_items', 'product_id'],
    on: { api: 'amazon.add_product_to_cart', actionId: 'add', label: 'Add to cart', what: 'added', goal: 'Find the product by name and put one in my Amazon cart.' },
    off: { api: 'amazon.delete_product_from_cart', actionId: 'remove', label: 'Remove from cart', what: 'removed',
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

type WrapCase = CaseBase & { product: string; quantity: number; wrapMessage: string; unwrapMessage: string };

function wrapTask(c: WrapCase) {
  const product = idOf('product', c.product);
  const key = { product_id: product };
  return logTask(c, {
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
        alsoAllow: [['amazon', 'cart_items', 'updated']], mutations: 2, show: [c.product, product] },
      { message: c.unwrapMessage, values: { product: c.product }, hint: ['unwrap', 'remove'],
        calls: [['amazon.remove_gift_wrapping_from_cart', key]],
        // A change lists only the fields it touched; the record check names the product.
        changes: [['amazon.cart_items', 'updated']],
        records: [['amazon.cart_items', key, { quantity: c.quantity, gift_wrap_quantity: 0 }]],
        mutations: 1, show: [c.product, product] },
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

const wrapCases: WrapCase[] = [
  { id: 'single.amazon.wrapped-presents', split: 'dev', seed: 2117, appId: 'present-wrapper', title: 'Present Wrapper',
    summary: 'Adds presents to my Amazon cart gift-wrapped, and removes the wrapping on request.',
    intention: 'For birthdays I want presents to arrive wrapped. Let me add a product to my Amazon cart with every unit gift-wrapped, and drop the wrapping if I end up handing it over myself.',
    product: 'Scented Soy Candle, Lavender', quantity: 2, wrapMessage: 'Add two Scented Soy Candle, Lavender as gifts, wrapped.',
    unwrapMessage: 'I will see them in person; remove the gift wrap from the Scented Soy Candle, Lavender.' },
  { id: 'single.amazon.teacher-gift', split: 'sealed', seed: 2118, appId: 'teacher-gifts', title: 'Teacher Gifts',
    summary: 'Puts end-of-year teacher presents in the Amazon cart gift-wrapped.',
    intention: 'At the end of the school year I buy a present for the teacher. It should go into the cart wrapped, and I need to undo the wrapping if my kid wants to wrap it.',
    product: 'Cookbook: Weeknight Vegetables, Hardcover', quantity: 1, wrapMessage: 'Add one Cookbook: Weeknight Vegetables, Hardcover, gift-wrapped, for Ms Rivera.',
    unwrapMessage: 'My son wants to wrap it himself. Remove the wrapping from the Cookbook: Weeknight Vegetables, Hardcover.' },
];

// ---------------------------------------------------------------- empty the wish list, start it over

const CLEAR_WISH: ActSpec[] = [
  { id: 'clear_wish_list', label: 'Empty wish list', goal: 'Remove everything from my Amazon wish list.', inputs: [CONFIRM],
    calls: [['amazon.show_wish_list', { page_limit: 20 }, 'before'], ['amazon.clear_wish_list', {}, 'cleared']],
    ref: '{{before.0.product_id}}', name: 'whole wish list', what: 'emptied',
    say: 'Emptied the wish list: {{cleared.removed_count}} products removed, the newest was {{before.0.name}} (product {{before.0.product_id}}).' },
  wishAction('Put @name (product @id) on the wish list.'),
];

type ClearWishCase = CaseBase & { product: string; clearMessage: string; addMessage: string };

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
        mutations: count, show: [newest.product_id, newest.name] },
      wishStep(c.addMessage, c.product, ['wish', 'add']),
    ],
    reopenShows: [c.product], retained: product,
  });
}

const clearWishCases: ClearWishCase[] = [
  { id: 'single.amazon.wish-list-reset', split: 'dev', seed: 2119, appId: 'wish-reset', title: 'Wish List Reset',
    summary: 'Wipes my Amazon wish list and lets me start it again product by product.',
    intention: 'My Amazon wish list is full of things I no longer want. I want to wipe it in one go and then add back only what I still care about.',
    product: 'Polarized Sunglasses, Gold', clearMessage: 'Empty my whole wish list, even the Classic Crewneck T-Shirt, Heather Grey, Extra-Small I added last.',
    addMessage: 'Now add the Polarized Sunglasses, Gold to it.' },
  { id: 'single.amazon.birthday-wish-list', split: 'public', seed: 2120, appId: 'birthday-wishes', title: 'Birthday Wish List',
    summary: 'Clears my Amazon wish list before my birthday and adds the one thing I really want.',
    intention: 'My family shops from my Amazon wish list for my birthday, so before it I clear out old stuff and put on just the thing I really want.',
    product: 'Electric Gooseneck Kettle, Stainless',
    clearMessage: 'My birthday is coming, clear out the wish list, Classic Crewneck T-Shirt, Heather Grey, Extra-Small and all.',
    addMessage: 'Put the Electric Gooseneck Kettle, Stainless on my wish list.' },
];

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

type ClearCartCase = CaseBase & { product: string; quantity: number; addMessage: string; clearMessage: string };

function clearCartTask(c: ClearCartCase) {
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Add products by name; empty the cart in one go.', heading: 'Cart history', empty: 'Nothing yet.', kind: 'ref', actions: CLEAR_CART,
    openInputs: [['product', 'item'], ['quantity', 'how_many']], openActions: ['add', 'cart'],
    steps: [
      { message: c.addMessage, values: { product: c.product, quantity: c.quantity }, hint: ['add'],
        calls: [['amazon.add_product_to_cart', { product_id: product, quantity: c.quantity }]],
        changes: [['amazon.cart_items', 'inserted', { product_id: product, quantity: c.quantity }]],
        mutations: 1, show: [c.product, product] },
      { message: c.clearMessage, values: {}, hint: ['empty', 'clear'],
        calls: [['amazon.clear_cart', {}]],
        changes: [['amazon.cart_items', 'deleted', { product_id: product }]],
        mutations: 1, show: [c.product] },
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

const clearCartCases: ClearCartCase[] = [
  { id: 'single.amazon.pen-restock', split: 'public', seed: 2121, appId: 'office-restock', title: 'Office Restock',
    summary: 'Loads office supplies into my Amazon cart by name and quantity, and empties the cart if the order is off.',
    intention: 'I restock office supplies for our small team. Let me add supplies to the Amazon cart by name and count, and clear the whole cart if the boss says wait.',
    product: 'Gel Pen Set (12 pack), Black', quantity: 5, addMessage: 'Add five Gel Pen Set (12 pack), Black to the cart.',
    clearMessage: 'The boss says wait until next quarter, empty the cart, Gel Pen Set (12 pack), Black included.' },
  { id: 'single.amazon.camping-cart-reset', split: 'dev', seed: 2122, appId: 'camp-cart', title: 'Camping Cart',
    summary: 'Fills my Amazon cart with camping gear by name and clears it when the trip is off.',
    intention: 'Before a camping trip I pile gear into my Amazon cart. If the trip is cancelled I want to empty everything at once.',
    product: 'Wool Hiking Socks (3 pairs), Green, Extra-Small', quantity: 3, addMessage: 'Three Wool Hiking Socks (3 pairs), Green, Extra-Small in the cart please.',
    clearMessage: 'The trip got rained off; clear my cart of the Wool Hiking Socks (3 pairs), Green, Extra-Small.' },
];

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

type PrimeCase = CaseBase & { message: string; reminder: string; remindMessage: string };

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
        mutations: 1, show: [sub.renews_at, sub.id, 'monthly'] },
      postStep({
        message: c.remindMessage, values: { reminder: c.reminder, date: endDate }, hint: ['remind', 'reminder'], capture: ['todoId', 'todoist.tasks'],
        call: ['todoist.create_task', { title: c.reminder, due_date: endDate }], where: { due_date: endDate }, fields: { title: c.reminder, due_date: endDate },
        mutations: 1, show: [c.reminder],
      }),
    ],
    reopenShows: [sub.id, c.reminder], retained: sub.id,
  });
}

const primeCases: PrimeCase[] = [
  { id: 'single.amazon.prime-off-switch', split: 'dev', seed: 2123, appId: 'prime-off', title: 'Prime Off Switch',
    summary: 'Stops my Amazon Prime from renewing, tells me when it runs out, and puts a check-up on my Todoist.',
    intention: 'I signed up for Prime for one sale and do not want it to renew. Give me a button that stops the renewal and tells me when it ends, plus a Todoist reminder so I verify it.',
    message: 'Stop my monthly Prime from renewing.', reminder: 'Check Prime did not charge me',
    remindMessage: 'Add a Todoist reminder for May 25: Check Prime did not charge me.' },
  { id: 'single.amazon.budget-prime', split: 'sealed', seed: 2124, appId: 'budget-cuts', title: 'Subscription Budget Cuts',
    summary: 'Cuts my Amazon Prime renewal as part of trimming subscriptions and notes the end date in Todoist.',
    intention: 'I am trimming subscriptions this month. Amazon Prime is first: make sure it will not charge me again, show the last day I still have it, and put that day on my to-do list.',
    message: 'Cancel my monthly Prime, I am trimming my subscriptions.', reminder: 'Last day of Prime',
    remindMessage: 'Put Last day of Prime on my to-do list for May 25.' },
];

export const tasks = () => [
  ...toggleTasks(PAIRS, [
  { pair: 'wishCart', id: 'single.amazon.payday-cart', split: 'public', seed: 2112, appId: 'payday-cart', title: 'Payday Picks', heading: 'Moves',
    summary: 'Moves products from my Amazon wish list into the cart on payday, and back if money is tight.',
    intention: 'On payday I treat myself to something from my Amazon wish list. Let me move a product into the cart by name, and push it back to the wish list if the budget says no.',
    intro: 'Name a wish list product to move it to the cart, or save a cart product for later.', item: 'Waterproof Hiking Backpack 30L, Forest Green',
    steps: [
      ['on', 'Payday! Move the Waterproof Hiking Backpack 30L, Forest Green into my cart.'],
      ['off', 'The car needs a repair. Save the backpack for later, back to the wish list.'],
    ] },
  { pair: 'wishCart', id: 'single.amazon.candle-decision', split: 'dev', seed: 2113, appId: 'wish-to-cart', title: 'Wish or Buy', heading: 'Wish list and cart moves',
    summary: 'Shifts products between my Amazon wish list and cart by name.',
    intention: 'I dither over small purchases. An app that shifts a product from the wish list to the cart and back, by name, would stop me clicking around.',
    intro: 'Move a product to the cart or back to the wish list.', item: 'Scented Soy Candle, Citrus',
    steps: [['on', 'Put the Scented Soy Candle, Citrus in the cart.'], ['off', 'Hmm, citrus is too strong. Move the candle back to my wish list.']] },
  { pair: 'wishCart', id: 'single.amazon.desk-lamp-move', split: 'sealed', seed: 2114, appId: 'desk-setup', title: 'Desk Upgrades', heading: 'Desk items',
    summary: 'Takes desk items off my Amazon wish list into the cart when I am ready to buy.',
    intention: 'I keep desk upgrades on my wish list until I am ready. Move one into the cart by name, or back to the wish list if I hesitate.',
    intro: 'Ready to buy? Move it to the cart. Not yet? Back to the wish list.', item: 'LED Desk Lamp with USB Port, Brass',
    steps: [['on', 'Time for the LED Desk Lamp with USB Port, Brass: move it to the cart.'], ['off', 'Not this month. Send the brass lamp back to the wish list.']] },
  { pair: 'cartLine', id: 'single.amazon.impulse-check', split: 'dev', seed: 2115, appId: 'impulse-check', title: 'Impulse Check', heading: 'Cart decisions',
    summary: 'Adds a product to my Amazon cart by name and removes it when I cool off.',
    intention: 'I add things on impulse and regret it. Give me a cart button by product name and a remove button for the next morning.',
    intro: 'Add it now, remove it after sleeping on it.', item: 'Wireless Noise-Cancelling Headphones, Silver',
    steps: [
      ['on', 'Add the Wireless Noise-Cancelling Headphones, Silver to my cart.'],
      ['off', 'Slept on it. Remove the Wireless Noise-Cancelling Headphones, Silver from the cart.'],
    ] },
  { pair: 'cartLine', id: 'single.amazon.yoga-cart', split: 'sealed', seed: 2116, appId: 'yoga-cart', title: 'Yoga Gear Cart', heading: 'Cart changes',
    summary: 'Puts yoga gear in my Amazon cart by name, and takes it out.',
    intention: 'My yoga teacher recommends gear by name. I want to add it to my Amazon cart in one go, and remove it if I find it cheaper locally.',
    intro: 'Name the product to add it to the cart or remove it.', item: 'Extra-Thick Yoga Mat, Purple',
    steps: [['on', 'Put an Extra-Thick Yoga Mat, Purple in the cart.'], ['off', 'The studio sells it cheaper; remove the Extra-Thick Yoga Mat, Purple.']] },
  ]),
  ...wrapCases.map(wrapTask),
  ...clearWishCases.map(clearWishTask),
  ...clearCartCases.map(clearCartTask),
  ...primeCases.map(primeTask),
];
