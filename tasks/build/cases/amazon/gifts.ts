import { fixtureRow } from '../../kit/fixture.ts';
import { appPackage, append, call, input, message, optional } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { episode, task } from '../../kit/task.ts';

const RELATIONS = ['father', 'mother', 'sibling', 'cousin', 'spouse', 'partner', 'child', 'friend', 'roommate', 'coworker', 'manager', 'neighbor'];

/** The gift queue: each gift goes into the cart gift-wrapped and stays in the app's gift list. */
function giftQueuePackage() {
  return appPackage({
    id: 'gift-queue',
    title: 'Gift Queue',
    summary: 'Queues wrapped gifts on Amazon for people in my contacts and keeps the list of queued gifts.',
    intro: 'Name the gift and who it is for (a name, or a relationship like father); it goes into the cart gift-wrapped.',
    collections: [
      {
        name: 'gifts',
        fields: { id: 'number', recipient: 'string', product: 'string', price: 'number', wrapped: 'number' },
        item: '{{item.product}} for {{item.recipient}} — product {{item.id}}, ${{item.price}}, {{item.wrapped}} wrapped',
        heading: 'Gift list',
        empty: 'No gifts queued yet.',
      },
    ],
    actions: [
      {
        id: 'queue_gift',
        label: 'Queue wrapped gift',
        goal: 'Find the recipient in my contacts, put the product in the Amazon cart with gift wrapping, and add it to the gift list without touching earlier gifts.',
        services: ['amazon', 'phone'],
        inputs: [
          input('product', 'Gift (product to search for)'),
          optional('recipient_name', 'Recipient name'),
          optional('relationship', 'Or their relationship to me', 'select', { options: RELATIONS }),
        ],
        plan: [
          call('phone.search_contacts', { query: '{{inputs.recipient_name}}', relationship: '{{inputs.relationship}}', page_limit: 1 }, 'who'),
          call('amazon.search_products', { query: '{{inputs.product}}', in_stock: true, page_limit: 1 }, 'found'),
          call('amazon.add_product_to_cart', { product_id: '{{found.0.product_id}}', quantity: 1 }),
          call('amazon.add_gift_wrapping_to_cart', { product_id: '{{found.0.product_id}}', gift_wrap_quantity: 1 }),
          append('gifts', { id: '{{found.0.product_id}}', recipient: '{{who.0.first_name}} {{who.0.last_name}}', product: '{{found.0.name}}', price: '{{found.0.price}}', wrapped: 1 }),
          message('Queued {{found.0.name}} (product {{found.0.product_id}}) gift-wrapped for {{who.0.first_name}} {{who.0.last_name}}.'),
        ],
      },
    ],
  });
}

const DAD = 'Noah Patel';
const AVA = 'Ava Larsen';
const DAD_GIFT = 'Scented Soy Candle, Cedar';
const AVA_GIFT = '1000-Piece Jigsaw Puzzle';
const productId = (prefix: string) => fixtureRow<{ id: number }>('SELECT id FROM amazon_products WHERE name LIKE ? ORDER BY id', `${prefix}%`).id;

/**
 * The paper's gift queue: a wrapped gift for Dad (found by relationship), then a second one for
 * Ava. The second submit must add a cart line and keep Dad's wrapped line and list entry.
 */
export function giftQueueTask() {
  const cartOnly: [string, string, 'inserted', 'updated'] = ['amazon', 'cart_items', 'inserted', 'updated'];
  return task({
    id: 'single.amazon.gift-queue',
    family: 'single',
    split: 'public',
    domains: ['amazon'],
    example: 'gift queue',
    seed: 201,
    apps: [
      {
        slot: 'A',
        intention: 'I want an app that queues wrapped gifts on Amazon: I say what and for whom (my dad, a friend by name), it puts the gift in my cart with gift wrapping and keeps a gift list.',
        services: ['amazon', 'phone'],
      },
    ],
    episodes: [
      episode({ id: 'open', stage: 'open', checks: [A.input('product', 'gift'), A.input('recipient', 'relationship'), A.action('queue', 'gift'), A.about('Gift Queue')] }),
      episode({
        id: 'create',
        stage: 'submit',
        message: 'Queue a gift-wrapped cedar soy candle for Dad.',
        values: { product: DAD_GIFT, relationship: 'father' },
        hint: ['queue', 'gift'],
        captures: { dadGift: { app: 'amazon', table: 'cart_items', field: 'product_id' } },
        checks: [
          A.route(),
          A.called('phone', 'search_contacts', { relationship: 'father' }),
          A.called('amazon', 'add_gift_wrapping_to_cart', { product_id: productId(DAD_GIFT) }),
          A.changed('amazon', 'cart_items', 'inserted', { product_id: '$dadGift', quantity: 1 }),
          A.record('amazon', 'cart_items', { product_id: '$dadGift' }, { quantity: 1, gift_wrap_quantity: 1 }),
          A.mutations(2),
          A.onlyChanges(cartOnly),
          A.grounded('$dadGift'),
          A.grounded('Noah'),
          A.grounded(DAD_GIFT),
        ],
      }),
      episode({
        id: 'revise',
        stage: 'revise',
        message: 'Also queue a wrapped jigsaw puzzle for Ava — keep Dad\'s candle in there.',
        values: { product: AVA_GIFT, recipient_name: 'Ava' },
        hint: ['queue', 'gift'],
        captures: { avaGift: { app: 'amazon', table: 'cart_items', field: 'product_id' } },
        checks: [
          A.route(),
          A.called('phone', 'search_contacts', { query: 'Ava' }),
          A.called('amazon', 'add_gift_wrapping_to_cart', { product_id: productId(AVA_GIFT) }),
          A.changed('amazon', 'cart_items', 'inserted', { product_id: '$avaGift' }),
          A.record('amazon', 'cart_items', { product_id: '$avaGift' }, { quantity: 1, gift_wrap_quantity: 1 }),
          // Dad's wrapped line is still in the cart, untouched.
          A.record('amazon', 'cart_items', { product_id: '$dadGift' }, { quantity: 1, gift_wrap_quantity: 1 }),
          A.mutations(2),
          A.onlyChanges(cartOnly),
          A.grounded('$avaGift'),
          // The contact found, not only the name the user typed.
          A.grounded('Larsen'),
        ],
      }),
      episode({
        id: 'reopen',
        stage: 'reopen',
        checks: [A.persisted('$dadGift'), A.persisted('$avaGift'), A.persisted(DAD), A.persisted(AVA), A.retained('$dadGift'), A.retained('$avaGift'), A.input('product')],
      }),
    ],
    reference: { A: { package: giftQueuePackage() } },
  });
}
