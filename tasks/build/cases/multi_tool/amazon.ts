/** multi_tool tasks led by amazon: reviews, gift orders, wish lists and returns that also reach phone, email and to-dos. */
import { todoSettled } from '../../kit/in-step.ts';
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { caseTasks } from '../../kit/rows.ts';
import { append, call, input, message, recordAction } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { combo, comboCase, touched } from '../../shapes/combo.ts';
import { NEW_TODO, SENT_EMAIL, SENT_TEXT } from '../../kit/changes.ts';
import type { Allow } from '../../kit/types.ts';
import { fixtureRow, person } from '../../kit/fixture.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { nameWords, RETURN_WORDS, withBareCarries, withCarries } from '../../kit/text-carries.ts';
import { stemForms } from '../../kit/record-words.ts';
import { withOrderTold } from '../../kit/order-told.ts';

const findProduct = call('amazon.search_products', { query: '{{inputs.product}}', page_limit: 1 }, 'found');
const productId = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM amazon_products WHERE name = ?', name).id;

// ------------------------------------------------ review a product and text a friend who was about to buy it

const ReviewTextCase = z.object({
  ...comboCase, product: z.string(), stars: z.number(), verdict: z.string(), friend: z.string(), newStars: z.number(),
  /**
   * A fact of the case: the verdict is the user's reason for the stars, not a text dictated for the
   * review ("two stars, it smells of rubber for weeks. Warn Aisha"; rubric Reading 5). These are
   * its words (a stem each) a text to the friend may carry instead of the product.
   */
  reasonWords: z.array(z.string().min(3)).min(1).optional(),
});
type ReviewTextCase = z.infer<typeof ReviewTextCase>;

function reviewTextTask(c: ReviewTextCase): TaskInput {
  const friend = person({ first: c.friend });
  const id = productId(c.product);
  const task = reviewTextCombo(c, friend, id);
  const kind = fixtureRow<{ product_type: string }>('SELECT product_type FROM amazon_products WHERE name = ?', c.product).product_type;
  if (!c.reasonWords) {
    // s15 (carry): "send that friend the same verdict" is the review's verdict — the product and its
    // stars with the line — so the text names the product (its name or kind) or the stars as well
    // as the line; the bare line tells the friend nothing of what it is about (kit/record-words.ts).
    const rule = (task.episodes.find((e) => e.id === 'create')?.assertions ?? []).flatMap((a) => (a.type === 'world_matches_reference' ? (a.free ?? []) : [])).find((f) => f.app === 'phone' && f.field === 'message');
    const lineOnly = rule !== undefined && typeof rule.constraint === 'object' && 'contains' in rule.constraint && rule.constraint.contains.every((v) => v === c.verdict);
    // s19 (s19-Z1-f1): "pass my rating to a teammate" — the rating of what: a text of "5 stars!" alone
    // tells the friend nothing; it names the product (its name or kind) too.
    return lineOnly
      ? withCarries(task, [{ episode: 'create', app: 'phone', field: 'message', one: [...nameWords(c.product), kind, c.stars],
        why: 'the user asks to send the friend the same verdict: the line they gave, with the product (its name or kind) or its stars' }])
      : namingProduct(task, c.product, kind);
  }
  // s19 (s19-Z3-f1): "pass my rating to a teammate" — the text passes the stars on, whatever else it
  // says, and names what they rate; the reason for the stars is the user's, the review's words the app's.
  if (/\bpass my rating\b/i.test(c.intention)) {
    return namingProduct(withCarries(task, [{ episode: 'create', app: 'phone', field: 'message', one: [c.stars],
      why: 'the user asks to pass the rating on: its words are the app\'s, but it carries the stars' }]), c.product, kind);
  }
  // s15 (carry): a warning says why — the user's reason or the low score — not only the product's
  // name, which an encouragement names too ("Warn Aisha by text"; kit/record-words.ts).
  if (/(?<![a-z])warn/i.test(c.message)) {
    // Or it says plainly not to buy it ("I would skip the mat, not worth it"; s18-Z9-f2): words an encouragement never says.
    return namingProduct(withCarries(task, [{ episode: 'create', app: 'phone', field: 'message', one: [...c.reasonWords.flatMap(stemForms), c.stars, ...WARNING_WORDS],
      why: 'the user asks to warn the friend: its words are the app\'s, but it says the user\'s reason, the low score, or not to buy it' }]), c.product, kind);
  }
  // The text tips off the friend: the tip is the user's verdict — their reason, their stars, or
  // plainly whether to buy — not only the product's name, which any text about it names (s18-Z10-f1).
  return namingProduct(withCarries(task, [{ episode: 'create', app: 'phone', field: 'message', one: [...c.reasonWords.flatMap(stemForms), c.stars, ...WARNING_WORDS],
    why: 'the user asks to tip the friend off: its words are the app\'s, but it carries the verdict — the user\'s reason, the stars, or whether to buy it' }]), c.product, kind);
}

/**
 * s19 (s19-Z1-f1/f2): the text to the friend is about the product the friend was eyeing — a
 * verdict alone ("Stay away.", "I gave it 1 star.") does not say of what. The create's free rule for
 * the text names the product by one of its words (`names_one`: its name, the head of its name, its
 * noun, or its kind), beside what it must say of it (`mentions_one`).
 */
function namingProduct(task: TaskInput, product: string, kind: string): TaskInput {
  const names = [...new Set([...nameWords(product), kind])];
  const episodes = task.episodes.map((e) => (e.id !== 'create' ? e : {
    ...e,
    assertions: (e.assertions ?? []).map((a) => (a.type !== 'world_matches_reference' ? a : {
      ...a,
      free: (a.free ?? []).map((f) => (f.app === 'phone' && f.field === 'message' && f.names_one === undefined ? { ...f, names_one: names, why: `${f.why}; and it names the product (${names.map((w) => `"${w}"`).join(', ')})` } : f)),
    })),
  }));
  return { ...task, episodes };
}

function reviewTextCombo(c: ReviewTextCase, friend: ReturnType<typeof person>, id: number): TaskInput {
  // Reading 5: where the verdict is the user's reason for the stars, the review is the stars; its
  // text is the app's (the verdict, other words or none) and is not looked for on screen.
  // s22 (running-shoe-review-text s21-s9-f1): the reason is still the user's to pass on: the review
  // (its text or headline) or the text to the friend says it, in words of the app's choosing.
  const reasonFree = c.reasonWords
    ? [{ app: 'amazon', table: 'product_reviews', field: 'text', mentions_one: c.reasonWords.flatMap(stemForms), or_in: ['title'], mentions_or_at: [{ app: 'phone', table: 'text_messages', field: 'message' }],
      why: 'the user gives a reason for the stars, not a review text; what the review says is the app\'s, but the reason is said in it or in the text to the friend' }]
    : [];
  return combo({
    c, intro: 'Name the product, your stars and one line; the review goes on Amazon and the friend gets a text.',
    anchor: { app: 'amazon', table: 'product_reviews', capture: 'reviewId' },
    kept: { fields: { id: 'number', product: 'string', stars: 'number' }, item: '{{item.product}}: {{item.stars}} stars (review {{item.id}})' },
    open: { inputs: [['product'], ['stars', 'rating']], actions: ['review'] }, reopenShows: [c.product, c.newStars],
    make: {
      id: 'review_and_tell', label: 'Review and tell', goal: 'Post the Amazon review of the product and text the friend the verdict.', services: ['amazon', 'phone'],
      inputs: [input('product', 'Product'), input('stars', 'Stars (1-5)', 'number'), input('verdict', 'One-line verdict'), input('friend_phone', 'Friend phone number')],
      plan: [
        findProduct,
        // No headline: the user gives none (an app that adds one is as right, see the free title below).
        // Reading 5: a reason for the stars is the text's to the friend, not the review's.
        call('amazon.write_product_review', { product_id: '{{found.0.product_id}}', rating: '{{inputs.stars}}', title: '', text: c.reasonWords ? '' : '{{inputs.verdict}}' }, 'review'),
        call('phone.send_text_message', { phone_number: '{{inputs.friend_phone}}', message: 'Before you buy the {{found.0.name}}: I gave it {{inputs.stars}} stars. {{inputs.verdict}}' }),
        append('items', { id: '{{review.product_review_id}}', product: '{{found.0.name}}', stars: '{{inputs.stars}}' }),
        message('Review {{review.product_review_id}} of {{found.0.name}} posted ("{{inputs.verdict}}"); text sent.'),
      ],
    },
    change: recordAction({ id: 'restar', label: 'Change stars', goal: 'Change the stars of a review posted here.', service: 'amazon', key: ['review_id', 'Review id'],
      more: [input('new_stars', 'New stars (1-5)', 'number')],
      call: ['amazon.update_product_review', { product_review_id: '{{inputs.review_id}}', rating: '{{inputs.new_stars}}' }], fields: { stars: '{{inputs.new_stars}}' },
      said: 'Review {{inputs.review_id}} now has {{inputs.new_stars}} stars.' }),
    create: {
      values: { product: c.product, stars: c.stars, verdict: c.verdict, friend_phone: friend.phone_number }, hint: ['review', 'tell'], api: 'amazon.write_product_review',
      args: { product_id: id, rating: c.stars }, fields: { product_id: id, rating: c.stars }, show: c.reasonWords ? [c.product] : [c.product, c.verdict],
      allow: [['amazon', 'product_reviews', 'inserted'], ['amazon', 'products', 'updated'], ...SENT_TEXT], maxMutations: 6,
      // The user gives stars and a verdict; a headline above them (the verdict again, say) is the app's choice.
      free: [{ app: 'amazon', table: 'product_reviews', field: 'title', why: 'the user gives stars and a verdict and no headline' }, ...reasonFree],
      extra: touched('phone', 'send_text_message', { phone_number: friend.phone_number }, 'text_messages'),
    },
    revise: {
      values: { review_id: '$reviewId', new_stars: c.newStars }, hint: ['change', 'stars'], api: 'amazon.update_product_review',
      args: { product_review_id: '$reviewId', rating: c.newStars }, fields: { rating: c.newStars }, show: [c.newStars],
      allow: [['amazon', 'product_reviews', 'updated'], ['amazon', 'products', 'updated']], maxMutations: 2,
    },
  });
}

// ------------------------------------------------ order a gift-wrapped present and email the co-giver

/**
 * An order told by its noun (s35-s1-f1): not the bare "order", a verb in "order it when ready"; nor an order's id or
 * summary still to confirm ("order id pending", "Order summary: … — confirm to buy"). And the user's own verb: "got" (s35-v0-f6).
 */
const ORDER_NOUNS = ['your order', 'order #', 'order no', 'order number', 'got'];

const ORDER_MADE: Allow[] = [
  ['amazon', 'cart_items', 'inserted', 'updated', 'deleted'],
  ['amazon', 'orders', 'inserted'],
  ['amazon', 'order_items', 'inserted'],
  ['amazon', 'products', 'updated'],
  ['supervisor', 'payment_cards', 'updated'],
  // The store saves a receipt file with each order.
  ['file_system', 'files', 'inserted'],
];

const GiftOrderCase = z.object({ ...comboCase, product: z.string(), occasion: z.string(), cogiver: z.string() });
type GiftOrderCase = z.infer<typeof GiftOrderCase>;

function giftOrderTask(c: GiftOrderCase): TaskInput {
  const cogiver = person({ first: c.cogiver });
  const id = productId(c.product);
  // The order called off on the change is told beside its id.
  // "Email Lucas" asks no words, but the email is about the gift: where nothing else is asked of
  // it, it names what was ordered — the product (a word of its name) or the order's number — never
  // a bare "gift" or "present" that any filler says (s13 carry13; kit/text-carries.ts, withBareCarries).
  return withProductRow(withBareCarries(withOrderTold(withStateWords(combo({
    c, intro: 'Say what to send and for which occasion; the app orders it gift-wrapped and emails whoever chips in.',
    anchor: { app: 'amazon', table: 'orders', capture: 'orderId' },
    // The email is about the order: its number (and the product) are what the co-giver is told.
    known: { create: { 'found.0.name': c.product } },
    kept: { fields: { id: 'number', product: 'string', occasion: 'string' }, item: '{{item.product}} for {{item.occasion}} (order {{item.id}})' },
    open: { inputs: [['product'], ['occasion']], actions: ['gift', 'order'] }, reopenShows: [c.product],
    make: {
      id: 'send_gift', label: 'Order gift', goal: 'Put the product in the cart with gift wrap, place the order, and email the co-giver the order number.',
      services: ['amazon', 'gmail'], inputs: [input('product', 'Product'), input('occasion', 'Occasion'), input('cogiver_email', 'Co-giver email')],
      plan: [
        findProduct,
        call('amazon.add_product_to_cart', { product_id: '{{found.0.product_id}}', quantity: 1 }),
        call('amazon.add_gift_wrapping_to_cart', { product_id: '{{found.0.product_id}}', gift_wrap_quantity: 1 }),
        call('amazon.place_order', {}, 'order'),
        call('gmail.send_email', { email_addresses: ['{{inputs.cogiver_email}}'], subject: 'Gift ordered', body: 'I ordered the {{found.0.name}}, gift-wrapped (order {{order.order_id}}). We can split it later.' }),
        append('items', { id: '{{order.order_id}}', product: '{{found.0.name}}', occasion: '{{inputs.occasion}}' }),
        message('Order {{order.order_id}}: {{found.0.name}}, gift-wrapped; email sent.'),
      ],
    },
    change: recordAction({ id: 'call_off', label: 'Cancel order', goal: 'Cancel a gift order made here before it ships.', service: 'amazon', key: ['order_id', 'Order id'],
      call: ['amazon.cancel_order', { order_id: '{{inputs.order_id}}' }], bind: 'cancelled', fields: { occasion: 'cancelled' },
      said: 'Order {{inputs.order_id}} cancelled; {{cancelled.refund_amount}} refunded.' }),
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
      values: { order_id: '$orderId' }, hint: ['cancel'], api: 'amazon.cancel_order', args: { order_id: '$orderId' }, fields: { status: 'cancelled' }, show: ['$orderId'],
      allow: [['amazon', 'orders', 'updated'], ['amazon', 'products', 'updated'], ['supervisor', 'payment_cards', 'updated']], maxMutations: 3,
    },
  }), [{ episode: 'revise', value: '$orderId', words: STATE_WORDS.orderCancelled, kept: c.product },
    // s20 (s20-Z3-f1): the product the search read is told ordered, not only named (Reading 2): by a
    // word of it, or by the new order's number on the line.
    { episode: 'create', value: c.product, words: [...STATE_WORDS.ordered, ...ORDER_NOUNS, '$orderId'] }]), 'create', '$orderId', nameWords(c.product)), [
    { episode: 'create', app: 'gmail', field: 'body', orIn: ['subject'], one: [...nameWords(c.product), '$orderId'],
      why: 'the user asks to email the person splitting the gift: its words are the app\'s, but it names what was ordered (the product or the order\'s number)' },
  ]), c.product, id);
}

/**
 * s20 (s20-Z2-f1, one_api): the order called off may be told by its product, read from the
 * product's own row as the cancel leaves it (the cancel puts its stock back): an app that cancels
 * the order id it kept, with no look-up, and says "Cancelled your <product> order" passes.
 */
function withProductRow(task: TaskInput, product: string, id: number): TaskInput {
  // The order's check (its number, or the product the kit adds as its other form later).
  const record = { app: 'amazon', table: 'products', key: { id } };
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.id !== 'revise' ? e : {
      ...e,
      assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.record === undefined && (a.value === '$orderId' || (a.or ?? []).includes(product)) ? { ...a, record } : a)),
    })),
  };
}

// ------------------------------------------------ wish list a product and draft a hint to family

const WishDraftCase = z.object({ ...comboCase, product: z.string(), to: z.string(), newTo: z.string() });
type WishDraftCase = z.infer<typeof WishDraftCase>;

function wishDraftTask(c: WishDraftCase): TaskInput {
  const to = person({ first: c.to });
  const newTo = person({ first: c.newTo });
  const id = productId(c.product);
  // "Draft it to Zoe": the draft is about the product; its words are the app's (kit/text-carries.ts).
  const about = [c.product, c.product.split(',')[0]?.trim() ?? c.product];
  return withCarries(combo({
    c, intro: 'Name the product; it lands on my Amazon wish list and a draft hint is ready for family.', anchor: { app: 'gmail', table: 'drafts', capture: 'draftId' },
    kept: { fields: { id: 'number', product: 'string' }, item: '{{item.product}} (draft {{item.id}})' }, open: { inputs: [['product'], ['email']], actions: ['wish', 'hint'] },
    reopenShows: [c.product],
    make: {
      id: 'wish', label: 'Wish and hint', goal: 'Add the product to the Amazon wish list and draft an email mentioning it and its price.', services: ['amazon', 'gmail'],
      inputs: [input('product', 'Product'), input('family_email', 'Send the hint to (email)')],
      plan: [
        findProduct,
        call('amazon.add_product_to_wish_list', { product_id: '{{found.0.product_id}}' }),
        call('gmail.create_draft', { email_addresses: ['{{inputs.family_email}}'], subject: 'A little hint', body: 'If you are wondering what to get me: the {{found.0.name}} is on my Amazon wish list.' }, 'draft'),
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
  }), [{ episode: 'create', app: 'gmail', field: 'body', orIn: ['subject'], one: [...new Set(about)], why: 'the user asks for a draft about the product; its words are the app\'s, but it names the product' }]);
}

// ------------------------------------------------ return a delivered item and add a to-do to ship it

const ReturnCase = z.object({ ...comboCase, product: z.string(), reason: z.string(), due: z.string() });
type ReturnCase = z.infer<typeof ReturnCase>;

function returnTask(c: ReturnCase): TaskInput {
  const item = fixtureRow<{ order_id: number; product_id: number }>(
    'SELECT oi.order_id, oi.product_id FROM amazon_order_items oi JOIN amazon_products p ON p.id = oi.product_id WHERE p.name = ?',
    c.product,
  );
  // The item on its way back, and the return called off, are told beside the item and the return.
  return withCarries(withStateWords(combo({
    c, intro: 'Name the delivered item and why; the return starts on Amazon and a to-do reminds me to ship it.', anchor: { app: 'amazon', table: 'returns', capture: 'returnId' },
    kept: { fields: { id: 'number', product: 'string', reason: 'string', status: 'string' }, item: '{{item.product}} — {{item.reason}}, {{item.status}} (return {{item.id}})' },
    open: { inputs: [['product', 'item'], ['reason']], actions: ['return'] }, reopenShows: [c.product],
    make: {
      id: 'start_return', label: 'Start return', goal: 'Find the order with the item, return one of it on Amazon, and add a to-do to ship it by the date.',
      services: ['amazon', 'todoist'], inputs: [input('product', 'Item'), input('reason', 'Reason'), input('ship_by', 'Ship by', 'date')],
      plan: [
        call('amazon.show_orders', { query: '{{inputs.product}}', page_limit: 1 }, 'orders'),
        call('amazon.initiate_return', { order_id: '{{orders.0.order_id}}', product_id: '{{orders.0.items.0.product_id}}', quantity: 1, reason: '{{inputs.reason}}' }, 'ret'),
        call('todoist.create_task', { project_id: 0, title: 'Ship back the {{orders.0.items.0.name}}', due_date: '{{inputs.ship_by}}' }),
        append('items', { id: '{{ret.return_id}}', product: '{{orders.0.items.0.name}}', reason: '{{inputs.reason}}', status: 'return started' }),
        message('Return {{ret.return_id}} started for {{orders.0.items.0.name}}; ship it by {{inputs.ship_by}}.'),
      ],
    },
    change: recordAction({ id: 'keep_it', label: 'Keep it after all', goal: 'Cancel a return started here.', service: 'amazon', key: ['return_id', 'Return id'],
      call: ['amazon.cancel_return', { return_id: '{{inputs.return_id}}' }], fields: { reason: 'kept', status: 'return cancelled' }, said: 'Return {{inputs.return_id}} cancelled.' }),
    create: {
      values: { product: c.product, reason: c.reason, ship_by: c.due }, hint: ['return'], api: 'amazon.initiate_return',
      args: { order_id: item.order_id, product_id: item.product_id, quantity: 1 }, fields: { order_id: item.order_id, product_id: item.product_id, quantity: 1, reason: c.reason },
      show: [c.product, c.due], allow: [['amazon', 'returns', 'inserted'], ['amazon', 'order_items', 'updated'], ...NEW_TODO], maxMutations: 3,
      extra: touched('todoist', 'create_task', { due_date: c.due }, 'tasks', { due_date: c.due }),
      captures: { todo: { app: 'todoist', table: 'tasks', where: { due_date: c.due } } },
    },
    revise: {
      values: { return_id: '$returnId' }, hint: ['cancel', 'keep'], api: 'amazon.cancel_return', args: { return_id: '$returnId' }, fields: { status: 'cancelled' }, show: ['$returnId'],
      allow: [['amazon', 'returns', 'updated'], ['amazon', 'order_items', 'updated']], maxMutations: 2,
      // Nothing is shipped back now: the ship-by to-do may be ticked off or removed, or left.
      inStep: todoSettled('todo', 'the return is called off, so its ship-by to-do is moot; it may be ticked off or removed', true),
    },
  }), [{ episode: 'create', value: c.product, words: STATE_WORDS.multiReturnStarted }, { episode: 'revise', value: '$returnId', words: STATE_WORDS.multiReturnCancelled, kept: c.product }]),
  // "A task with the day I must have shipped it": the to-do's words are the app's, but it names the item or its going back.
  [{ episode: 'create', app: 'todoist', field: 'title', orIn: ['description'], one: [...nameWords(c.product), ...RETURN_WORDS], why: 'the user asks for a to-do to ship the item back: its words are the app\'s, but it names the item or the return' }]);
}

/** Words by which a text tells a friend not to buy a thing (a warning, never an encouragement). */
const WARNING_WORDS = ['skip', 'avoid', 'not worth', "don't buy", 'do not buy', "wouldn't buy", 'would not buy', 'stay away', 'pass on', 'not recommend', "don't recommend", 'would not recommend', "wouldn't recommend"];

export function tasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    reviewText: [ReviewTextCase, reviewTextTask],
    giftOrder: [GiftOrderCase, giftOrderTask],
    wishDraft: [WishDraftCase, wishDraftTask],
    return: [ReturnCase, returnTask],
  });
}
