/** multi_tool tasks led by amazon: reviews, gift orders, wish lists and returns that also reach phone, email and to-dos. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { combo, touched, type ComboCase } from '../../shapes/combo.ts';
import { NEW_TODO, SENT_EMAIL, SENT_TEXT } from '../../kit/changes.ts';
import type { Allow } from '../../kit/types.ts';
import { fixtureRow, person } from '../../kit/fixture.ts';

const productId = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM amazon_products WHERE name = ?', name).id;

// ------------------------------------------------ review a product and text a friend who was about to buy it

type ReviewTextCase = ComboCase & { product: string; stars: number; verdict: string; friend: string; newStars: number };

function reviewTextTask(c: ReviewTextCase): TaskInput {
  const friend = person({ first: c.friend });
  const id = productId(c.product);
  return combo({
    c, intro: 'Name the product, your stars and one line; the review goes on Amazon and the friend gets a text.',
    anchor: { app: 'amazon', table: 'product_reviews', capture: 'reviewId' },
    kept: { fields: { id: 'number', product: 'string', stars: 'number' }, item: '{{item.product}}: {{item.stars}} stars (review {{item.id}})' },
    open: { inputs: [['product'], ['stars', 'rating']], actions: ['review'] }, reopenShows: [c.product],
    make: {
      id: 'review_and_tell', label: 'Review and tell', goal: 'Post the Amazon review of the product and text the friend the verdict.', services: ['amazon', 'phone'],
      inputs: [input('product', 'Product'), input('stars', 'Stars (1-5)', 'number'), input('verdict', 'One-line verdict'), input('friend_phone', 'Friend phone number')],
      plan: [
        call('amazon.search_products', { query: '{{inputs.product}}', page_limit: 1 }, 'found'),
        call('amazon.write_product_review', { product_id: '{{found.0.product_id}}', rating: '{{inputs.stars}}', text: '{{inputs.verdict}}' }, 'review'),
        call('phone.send_text_message', { phone_number: '{{inputs.friend_phone}}', message: 'Before you buy the {{found.0.name}}: I gave it {{inputs.stars}} stars. {{inputs.verdict}}' }),
        append('items', { id: '{{review.product_review_id}}', product: '{{found.0.name}}', stars: '{{inputs.stars}}' }),
        message('Review {{review.product_review_id}} of {{found.0.name}} posted; text sent.'),
      ],
    },
    change: recordAction({ id: 'restar', label: 'Change stars', goal: 'Change the stars of a review posted here.', service: 'amazon', key: ['review_id', 'Review id'],
      more: [input('new_stars', 'New stars (1-5)', 'number')],
      call: ['amazon.update_product_review', { product_review_id: '{{inputs.review_id}}', rating: '{{inputs.new_stars}}' }], fields: { stars: '{{inputs.new_stars}}' },
      said: 'Review {{inputs.review_id}} now has {{inputs.new_stars}} stars.' }),
    create: {
      values: { product: c.product, stars: c.stars, verdict: c.verdict, friend_phone: friend.phone_number }, hint: ['review', 'tell'], api: 'amazon.write_product_review',
      args: { product_id: id, rating: c.stars }, fields: { product_id: id, rating: c.stars }, show: [c.product],
      allow: [['amazon', 'product_reviews', 'inserted'], ['amazon', 'products', 'updated'], ...SENT_TEXT], maxMutations: 6,
      extra: touched('phone', 'send_text_message', { phone_number: friend.phone_number }, 'text_messages'),
    },
    revise: {
      values: { review_id: '$reviewId', new_stars: c.newStars }, hint: ['change', 'stars'], api: 'amazon.update_product_review',
      args: { product_review_id: '$reviewId', rating: c.newStars }, fields: { rating: c.newStars }, show: [],
      allow: [['amazon', 'product_reviews', 'updated'], ['amazon', 'products', 'updated']], maxMutations: 2,
    },
  });
}

const reviewTextCases: ReviewTextCase[] = [
  { id: 'multi.coffee-maker-verdict', split: 'public', seed: 5020, appTitle: 'Honest Verdicts', product: 'Pour-Over Coffee Maker, Black', stars: 4,
    verdict: 'Great coffee, the lid rattles.', friend: 'Jonah', newStars: 2,
    intention: 'Friends keep asking me whether the stuff I bought is worth it. I want to post the Amazon review and send that friend the same verdict by text in one go.',
    message: 'The Pour-Over Coffee Maker, Black gets four stars: great coffee, the lid rattles. Jonah was eyeing it, text him.',
    changeMessage: 'The lid cracked, drop my coffee maker review to two stars.' },
  { id: 'multi.yoga-mat-warning', split: 'public', seed: 5021, appTitle: 'Purchase Advice', product: 'Extra-Thick Yoga Mat, Teal', stars: 2,
    verdict: 'It smells of rubber for weeks.', friend: 'Aisha', newStars: 3,
    intention: 'Give me a way to rate something on Amazon and warn or encourage a friend over SMS who is thinking about the same purchase.',
    message: 'Extra-Thick Yoga Mat, Teal: two stars, it smells of rubber for weeks. Warn Aisha by text, she wanted one.',
    changeMessage: 'The smell finally went away; bump the yoga mat to three stars.' },
  { id: 'multi.running-shoe-review-text', split: 'dev', seed: 5022, appTitle: 'Gear Review Relay', product: 'Trail Running Shoes, Blue, Medium', stars: 5,
    verdict: 'No blisters after 20 km.', friend: 'Liam', newStars: 4,
    intention: 'Our running group shares gear tips; I would like to review shoes on Amazon and pass my rating to a teammate on their phone.',
    message: 'Five stars for the Trail Running Shoes, Blue, Medium, no blisters after 20 km. Let Liam know by text.',
    changeMessage: 'The sole wore out fast; make the shoe review four stars.' },
  { id: 'multi.notebook-review-tip', split: 'sealed', seed: 5023, appTitle: 'Stationery Critic', product: 'Hardcover Dot Grid Notebook, Mustard', stars: 3,
    verdict: 'The ink bleeds through.', friend: 'Mira', newStars: 4,
    intention: 'I am picky about stationery, notebooks above all. After trying one I rate it on Amazon and tip off my friend who journals too, by text message.',
    message: 'Hardcover Dot Grid Notebook, Mustard: three stars, the ink bleeds through. Message Mira about it.',
    changeMessage: 'With a finer pen it is fine, change that notebook review to four stars.' },
];

// ------------------------------------------------ order a gift-wrapped present and email the co-giver

const ORDER_MADE: Allow[] = [
  ['amazon', 'cart_items', 'inserted', 'updated', 'deleted'],
  ['amazon', 'orders', 'inserted'],
  ['amazon', 'order_items', 'inserted'],
  ['amazon', 'products', 'updated'],
  ['supervisor', 'payment_cards', 'updated'],
  // The store saves a receipt file with each order.
  ['file_system', 'files', 'inserted'],
];

type GiftOrderCase = ComboCase & { product: string; occasion: string; cogiver: string };

function giftOrderTask(c: GiftOrderCase): TaskInput {
  const cogiver = person({ first: c.cogiver });
  const id = productId(c.product);
  return combo({
    c, intro: 'Say what to send and for which occasion; the app orders it gift-wrapped and emails whoever chips in.',
    anchor: { app: 'amazon', table: 'orders', capture: 'orderId' },
    kept: { fields: { id: 'number', product: 'string', occasion: 'string' }, item: '{{item.product}} for {{item.occasion}} (order {{item.id}})' },
    open: { inputs: [['product'], ['occasion']], actions: ['gift', 'order'] }, reopenShows: [c.product],
    make: {
      id: 'send_gift', label: 'Order gift', goal: 'Put the product in the cart with gift wrap, place the order, and email the co-giver the order number.',
      services: ['amazon', 'gmail'], inputs: [input('product', 'Product'), input('occasion', 'Occasion'), input('cogiver_email', 'Co-giver email')],
      plan: [
        call('amazon.search_products', { query: '{{inputs.product}}', page_limit: 1 }, 'found'),
        call('amazon.add_product_to_cart', { product_id: '{{found.0.product_id}}', quantity: 1 }),
        call('amazon.add_gift_wrapping_to_cart', { product_id: '{{found.0.product_id}}', gift_wrap_quantity: 1 }),
        call('amazon.place_order', {}, 'order'),
        call('gmail.send_email', { email_addresses: ['{{inputs.cogiver_email}}'], subject: 'Gift ordered for {{inputs.occasion}}', body: 'I ordered the {{found.0.name}}, gift-wrapped (order {{order.order_id}}). We can split it later.' }),
        append('items', { id: '{{order.order_id}}', product: '{{found.0.name}}', occasion: '{{inputs.occasion}}' }),
        message('Order {{order.order_id}}: {{found.0.name}}, gift-wrapped; email sent.'),
      ],
    },
    change: {
      id: 'call_off', label: 'Cancel order', goal: 'Cancel a gift order made here before it ships.', services: ['amazon'], inputs: [input('order_id', 'Order id', 'number')],
      plan: [
        call('amazon.cancel_order', { order_id: '{{inputs.order_id}}' }, 'cancelled'),
        update('items', '{{inputs.order_id}}', { occasion: 'cancelled' }),
        message('Order {{inputs.order_id}} cancelled; {{cancelled.refund_amount}} refunded.'),
      ],
    },
    create: {
      values: { product: c.product, occasion: c.occasion, cogiver_email: cogiver.email }, hint: ['order', 'gift'], api: 'amazon.place_order',
      // What the order holds is checked on its items below; its status is the store's word.
      fields: {}, show: [c.product], allow: [...ORDER_MADE, ...SENT_EMAIL], maxMutations: 12,
      extra: [
        A.called('amazon', 'add_product_to_cart', { product_id: id }),
        A.called('amazon', 'add_gift_wrapping_to_cart', { product_id: id }),
        A.changed('amazon', 'order_items', 'inserted', { order_id: '$orderId', product_id: id, gift_wrap_quantity: 1 }),
        ...touched('gmail', 'send_email', { email_addresses: [cogiver.email] }, 'emails'),
      ],
    },
    revise: {
      values: { order_id: '$orderId' }, hint: ['cancel'], api: 'amazon.cancel_order', args: { order_id: '$orderId' }, fields: { status: 'cancelled' }, show: [],
      allow: [['amazon', 'orders', 'updated'], ['amazon', 'products', 'updated'], ['supervisor', 'payment_cards', 'updated']], maxMutations: 3,
    },
  });
}

const giftOrderCases: GiftOrderCase[] = [
  { id: 'multi.dad-retirement-gift', split: 'public', seed: 5024, appTitle: 'Gift Dispatch', product: 'Electric Gooseneck Kettle, Stainless', occasion: 'Dad\'s retirement',
    cogiver: 'Chloe',
    intention: 'When a family occasion comes up I want one button that orders the gift wrapped on Amazon and emails my sister, who always chips in, the order number.',
    message: 'For Dad\'s retirement: order the Electric Gooseneck Kettle, Stainless, wrapped, and email Chloe.',
    changeMessage: 'Chloe already bought him one, I want that order cancelled.' },
  { id: 'multi.coworker-farewell-gift', split: 'public', seed: 5025, appTitle: 'Farewell Present', product: 'Hardcover Dot Grid Notebook, Emerald', occasion: 'Leah\'s farewell',
    cogiver: 'Felix', intention: 'A colleague is leaving and a few of us pitch in. Order a wrapped present on Amazon and let the coworker collecting money know by email.',
    message: 'For Leah\'s farewell get the Hardcover Dot Grid Notebook, Emerald, wrapped, and email Felix the order.',
    changeMessage: 'Felix found something better; get my notebook order cancelled.' },
  { id: 'multi.neighbor-baby-gift', split: 'dev', seed: 5026, appTitle: 'Neighborly Gifts', product: 'Linen Throw Pillow Cover, Oatmeal', occasion: 'the new baby next door',
    cogiver: 'Lucas', intention: 'The neighbors just had a baby; buy a gift-wrapped present on Amazon and email the other neighbor who is splitting it with me.',
    message: 'Order the Linen Throw Pillow Cover, Oatmeal as a wrapped gift for the new baby next door and email Lucas.',
    changeMessage: 'They asked for no gifts after all, so the order should be cancelled.' },
  { id: 'multi.anniversary-candle-order', split: 'sealed', seed: 5027, appTitle: 'Anniversary Sender', product: 'Scented Soy Candle, Cedar', occasion: 'Mom and Dad\'s anniversary',
    cogiver: 'Hana', intention: 'For my parents\' anniversary I want the present bought and wrapped on Amazon, and my cousin told by email since she shares the cost.',
    message: 'For Mom and Dad\'s anniversary: the Scented Soy Candle, Cedar, gift-wrapped. Email Hana the order number.',
    changeMessage: 'Mom is allergic to cedar, have the candle order cancelled.' },
];

// ------------------------------------------------ wish list a product and draft a hint to family

type WishDraftCase = ComboCase & { product: string; to: string; newTo: string };

function wishDraftTask(c: WishDraftCase): TaskInput {
  const to = person({ first: c.to });
  const newTo = person({ first: c.newTo });
  const id = productId(c.product);
  return combo({
    c, intro: 'Name the product; it lands on my Amazon wish list and a draft hint is ready for family.', anchor: { app: 'gmail', table: 'drafts', capture: 'draftId' },
    kept: { fields: { id: 'number', product: 'string' }, item: '{{item.product}} (draft {{item.id}})' }, open: { inputs: [['product'], ['email']], actions: ['wish', 'hint'] },
    reopenShows: [c.product],
    make: {
      id: 'wish', label: 'Wish and hint', goal: 'Add the product to the Amazon wish list and draft an email mentioning it and its price.', services: ['amazon', 'gmail'],
      inputs: [input('product', 'Product'), input('family_email', 'Send the hint to (email)')],
      plan: [
        call('amazon.search_products', { query: '{{inputs.product}}', page_limit: 1 }, 'found'),
        call('amazon.add_product_to_wish_list', { product_id: '{{found.0.product_id}}' }),
        call('gmail.create_draft', { email_addresses: ['{{inputs.family_email}}'], subject: 'A little hint', body: 'If you are wondering what to get me: the {{found.0.name}} ({{found.0.price}}) is on my Amazon wish list.' }, 'draft'),
        append('items', { id: '{{draft.draft_id}}', product: '{{found.0.name}}' }),
        message('{{found.0.name}} is on the wish list; hint draft {{draft.draft_id}} saved.'),
      ],
    },
    change: recordAction({ id: 'readdress', label: 'Change recipient', goal: 'Address a hint draft made here to someone else.', service: 'gmail',
      key: ['draft_id', 'Draft id'], more: [input('email', 'New recipient email')],
      call: ['gmail.update_draft', { draft_id: '{{inputs.draft_id}}', email_addresses: ['{{inputs.email}}'] }],
      said: 'Draft {{inputs.draft_id}} now goes to {{inputs.email}}.' }),
    create: {
      values: { product: c.product, family_email: to.email }, hint: ['wish'], api: 'gmail.create_draft', args: { email_addresses: [to.email] },
      fields: { recipient_emails: [to.email] }, show: [c.product], allow: [['amazon', 'wish_list_items', 'inserted'], ['gmail', 'drafts', 'inserted']], maxMutations: 2,
      extra: touched('amazon', 'add_product_to_wish_list', { product_id: id }, 'wish_list_items', { product_id: id }),
    },
    revise: {
      values: { draft_id: '$draftId', email: newTo.email }, hint: ['recipient', 'change'], api: 'gmail.update_draft',
      args: { draft_id: '$draftId', email_addresses: [newTo.email] }, fields: { recipient_emails: [newTo.email] }, show: [newTo.email], allow: [['gmail', 'drafts', 'updated']],
      maxMutations: 1,
    },
  });
}

const wishDraftCases: WishDraftCase[] = [
  { id: 'multi.birthday-hint-dropper', split: 'public', seed: 5028, appTitle: 'Birthday Hint Dropper', product: 'Polarized Sunglasses, Tortoise', to: 'Nora', newTo: 'Noah',
    intention: 'My family never knows what to get me. Let me put things on my Amazon wish list and have a hint email drafted to a relative at the same time.',
    message: 'I would love the Polarized Sunglasses, Tortoise. Wish-list them and draft a hint to Mom.', changeMessage: 'Actually send that hint to Dad instead.' },
  { id: 'multi.holiday-wish-hint', split: 'public', seed: 5029, appTitle: 'Holiday Wish Notes', product: 'Waterproof Hiking Backpack 30L, Orange', to: 'Chloe', newTo: 'Hana',
    intention: 'Around the holidays, keep my Amazon wish list current and prepare a draft email so my sibling knows what I would like.',
    message: 'Add the Waterproof Hiking Backpack 30L, Orange to my wish list and draft a note to Chloe.',
    changeMessage: 'Chloe is doing Secret Santa elsewhere; address it to my cousin Hana.' },
  { id: 'multi.housewarming-registry-hint', split: 'dev', seed: 5030, appTitle: 'Housewarming Registry', product: 'Personal Blender, Black', to: 'Zoe', newTo: 'Elena',
    intention: 'We just moved and people ask what we need. Save items to the Amazon wish list and write a draft to the friend organizing the housewarming.',
    message: 'Wish-list the Personal Blender, Black and draft it to Zoe, she is organizing.', changeMessage: 'Elena took over the organizing, make the draft go to her.' },
  { id: 'multi.graduation-wish-hint', split: 'sealed', seed: 5031, appTitle: 'Graduation Wishes', product: 'True Wireless Earbuds, White', to: 'Noah', newTo: 'Nora',
    intention: 'Graduation is coming; I need the gadgets I want kept on Amazon and a draft to my father listing one of them.',
    message: 'Put the True Wireless Earbuds, White on my wish list and draft the hint to Dad.', changeMessage: 'Mom handles presents, address the draft to her instead.' },
];

// ------------------------------------------------ return a delivered item and add a to-do to ship it

type ReturnCase = ComboCase & { product: string; reason: string; due: string };

function returnTask(c: ReturnCase): TaskInput {
  const item = fixtureRow<{ order_id: number; product_id: number }>(
    'SELECT oi.order_id, oi.product_id FROM amazon_order_items oi JOIN amazon_products p ON p.id = oi.product_id WHERE p.name = ?',
    c.product,
  );
  return combo({
    c, intro: 'Name the delivered item and why; the return starts on Amazon and a to-do reminds me to ship it.', anchor: { app: 'amazon', table: 'returns', capture: 'returnId' },
    kept: { fields: { id: 'number', product: 'string', reason: 'string' }, item: '{{item.product}} — {{item.reason}} (return {{item.id}})' },
    open: { inputs: [['product', 'item'], ['reason']], actions: ['return'] }, reopenShows: [c.product],
    make: {
      id: 'start_return', label: 'Start return', goal: 'Find the order with the item, return one of it on Amazon, and add a to-do to ship it by the date.',
      services: ['amazon', 'todoist'], inputs: [input('product', 'Item'), input('reason', 'Reason'), input('ship_by', 'Ship by', 'date')],
      plan: [
        call('amazon.show_orders', { query: '{{inputs.product}}', page_limit: 1 }, 'orders'),
        call('amazon.initiate_return', { order_id: '{{orders.0.order_id}}', product_id: '{{orders.0.items.0.product_id}}', quantity: 1, reason: '{{inputs.reason}}' }, 'ret'),
        call('todoist.create_task', { project_id: 0, title: 'Ship back the {{orders.0.items.0.name}}', due_date: '{{inputs.ship_by}}' }),
        append('items', { id: '{{ret.return_id}}', product: '{{orders.0.items.0.name}}', reason: '{{inputs.reason}}' }),
        message('Return {{ret.return_id}} started for {{orders.0.items.0.name}}; ship it by {{inputs.ship_by}}.'),
      ],
    },
    change: {
      id: 'keep_it', label: 'Keep it after all', goal: 'Cancel a return started here.', services: ['amazon'], inputs: [input('return_id', 'Return id', 'number')],
      plan: [
        call('amazon.cancel_return', { return_id: '{{inputs.return_id}}' }),
        update('items', '{{inputs.return_id}}', { reason: 'kept' }),
        message('Return {{inputs.return_id}} cancelled.'),
      ],
    },
    create: {
      values: { product: c.product, reason: c.reason, ship_by: c.due }, hint: ['return'], api: 'amazon.initiate_return',
      args: { order_id: item.order_id, product_id: item.product_id, quantity: 1 }, fields: { order_id: item.order_id, product_id: item.product_id, quantity: 1, reason: c.reason },
      show: [c.product], allow: [['amazon', 'returns', 'inserted'], ['amazon', 'order_items', 'updated'], ...NEW_TODO], maxMutations: 3,
      extra: touched('todoist', 'create_task', { due_date: c.due }, 'tasks', { due_date: c.due }),
    },
    revise: {
      values: { return_id: '$returnId' }, hint: ['cancel', 'keep'], api: 'amazon.cancel_return', args: { return_id: '$returnId' }, fields: { status: 'cancelled' }, show: [],
      allow: [['amazon', 'returns', 'updated'], ['amazon', 'order_items', 'updated']], maxMutations: 2,
    },
  });
}

const returnCases: ReturnCase[] = [
  { id: 'multi.jacket-return-reminder', split: 'public', seed: 5032, appTitle: 'Return Runner', product: 'Rain Shell Jacket, Yellow, Small', reason: 'too tight', due: '2023-06-09',
    intention: 'I always miss return deadlines. Start the Amazon return for me and put shipping it on my to-do list with a date.',
    message: 'One of the Rain Shell Jacket, Yellow, Small is too tight: return one and remind me to ship it by June 9.',
    changeMessage: 'My brother wants that jacket, so I keep it: return cancelled, please.' },
  { id: 'multi.blender-return-todo', split: 'public', seed: 5033, appTitle: 'Return Opener', product: 'Personal Blender, Red', reason: 'leaks from the base', due: '2023-05-31',
    intention: 'When something I ordered disappoints me, I want the return opened on Amazon and a dated to-do so the box actually goes to the post office.',
    message: 'The Personal Blender, Red leaks from the base. Return it, and I need to drop it off by May 31.',
    changeMessage: 'A new gasket fixed the leak; I want the blender return cancelled.' },
  { id: 'multi.earbuds-return-deadline', split: 'sealed', seed: 5034, appTitle: 'Return Window Watch', product: 'True Wireless Earbuds, Mint', reason: 'the left earbud cuts out',
    due: '2023-06-02', intention: 'Track my Amazon returns: open one for an item and give me a task with the day I must have shipped it.',
    message: 'Return the True Wireless Earbuds, Mint, the left earbud cuts out; ship by June 2.',
    changeMessage: 'They work after a reset, so the earbuds return can be cancelled.' },
];

export function tasks(): TaskInput[] {
  return [...reviewTextCases.map(reviewTextTask), ...giftOrderCases.map(giftOrderTask), ...wishDraftCases.map(wishDraftTask), ...returnCases.map(returnTask)];
}
