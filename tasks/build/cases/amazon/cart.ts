import { fixtureRow } from '../../kit/fixture.ts';
import { appPackage, append, call, input, message, revised, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { episode, task } from '../../kit/task.ts';
import { type Obj } from '../../kit/types.ts';

/** The fixture id of the product the user names (another colour or size is a wrong product). */
const productId = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM amazon_products WHERE name = ?', name).id;

/** A shopping helper that adds products to the cart by name and lets me change the quantity. */
function partyCartPackage(): Obj {
  return appPackage({
    id: 'party-cart',
    title: 'Party Supplies Cart',
    summary: 'Puts party supplies into my Amazon cart by name and quantity and keeps a list of what it added.',
    intro: 'Type what you need and how many; change the number later if the guest list changes.',
    collections: [
      {
        name: 'lines',
        fields: { id: 'number', product: 'string', quantity: 'number' },
        item: '{{item.quantity}} × {{item.product}} (product {{item.id}})',
        heading: 'Added to the cart',
        empty: 'Nothing added yet.',
      },
    ],
    actions: [
      {
        id: 'add_to_cart',
        label: 'Add to cart',
        goal: 'Find the product on Amazon, put that many in the cart, and list it here.',
        services: ['amazon'],
        inputs: [input('product', 'Product'), input('quantity', 'How many', 'number', { default: 1 })],
        plan: [
          call('amazon.search_products', { query: '{{inputs.product}}', in_stock: true, page_limit: 1 }, 'found'),
          call('amazon.add_product_to_cart', { product_id: '{{found.0.product_id}}', quantity: '{{inputs.quantity}}' }),
          append('lines', { id: '{{found.0.product_id}}', product: '{{found.0.name}}', quantity: '{{inputs.quantity}}' }),
          message('Added {{inputs.quantity}} × {{found.0.name}} (product {{found.0.product_id}}) to the cart.'),
        ],
      },
      {
        id: 'change_quantity',
        label: 'Change quantity',
        goal: 'Set how many of a listed product are in the Amazon cart.',
        services: ['amazon'],
        inputs: [input('product_id', 'Product id', 'number'), input('new_quantity', 'New quantity', 'number')],
        plan: [
          call('amazon.update_product_quantity_in_cart', { product_id: '{{inputs.product_id}}', quantity: '{{inputs.new_quantity}}' }),
          call('amazon.show_product', { product_id: '{{inputs.product_id}}' }, 'product'),
          update('lines', '{{inputs.product_id}}', { quantity: '{{inputs.new_quantity}}' }),
          message('The cart now holds {{inputs.new_quantity}} × {{product.name}}.'),
        ],
      },
    ],
  });
}

export function cartQuantityTask() {
  const product = 'Insulated Water Bottle 24oz, Navy';
  return task({
    id: 'single.amazon.cart-quantity',
    family: 'single',
    split: 'dev',
    domains: ['amazon'],
    seed: 204,
    apps: [{ slot: 'A', intention: 'I am planning a picnic: give me an app that adds supplies to my Amazon cart by name and amount, and lets me fix the amount when more people come.', services: ['amazon'] }],
    episodes: [
      episode({ id: 'open', stage: 'open', checks: [A.input('product'), A.input('quantity', 'how_many'), A.action('add', 'cart'), A.about('Party Supplies Cart')] }),
      episode({
        id: 'create',
        stage: 'submit',
        message: 'Put six of the navy insulated water bottles in my cart.',
        values: { product, quantity: 6 },
        hint: ['add'],
        captures: { cartRow: { app: 'amazon', table: 'cart_items' }, cartProduct: { app: 'amazon', table: 'cart_items', field: 'product_id' } },
        checks: [
          A.route(),
          A.called('amazon', 'add_product_to_cart', { product_id: productId(product), quantity: 6 }),
          A.changed('amazon', 'cart_items', 'inserted', { quantity: 6 }),
          A.record('amazon', 'cart_items', { id: '$cartRow' }, { product_id: '$cartProduct', quantity: 6 }),
          A.mutations(1),
          A.onlyChanges(['amazon', 'cart_items', 'inserted']),
          A.grounded('$cartProduct'),
          A.grounded(product),
        ],
      }),
      episode({
        id: 'revise',
        stage: 'revise',
        message: 'Four more friends are coming, make it ten bottles.',
        values: { product_id: '$cartProduct', new_quantity: 10 },
        hint: ['change', 'quantity', 'update', 'set'],
        checks: [
          A.route(),
          A.called('amazon', 'update_product_quantity_in_cart', { product_id: '$cartProduct', quantity: 10 }),
          A.sameRecord('amazon', 'cart_items', '$cartRow'),
          A.record('amazon', 'cart_items', { id: '$cartRow' }, { quantity: 10 }),
          A.mutations(1),
          A.onlyChanges(['amazon', 'cart_items', 'updated']),
          A.grounded('$cartProduct'),
          A.grounded(10),
        ],
      }),
      episode({
        id: 'reopen',
        stage: 'reopen',
        checks: [
          // C5 reads the world too: the cart row still holds the product, at the new quantity.
          A.persisted('$cartProduct', 'normalized', { app: 'amazon', table: 'cart_items', key: { id: '$cartRow' }, field: 'product_id' }),
          A.persisted(product),
          A.persisted(10, 'normalized', { app: 'amazon', table: 'cart_items', key: { id: '$cartRow' }, field: 'quantity' }),
          A.retained('$cartProduct'),
          A.input('product'),
        ],
      }),
    ],
    reference: { A: { package: partyCartPackage() } },
  });
}

/** Saves products to the wish list; the revision adds moving one into the cart. */
function wishListPackage(): Obj {
  return appPackage({
    id: 'wish-list-tracker',
    title: 'Wish List Tracker',
    summary: 'Saves products I like to my Amazon wish list and tracks where each one is.',
    intro: 'Name a product to save it for later.',
    collections: [
      {
        name: 'wishes',
        fields: { id: 'number', product: 'string', price: 'number', status: 'string' },
        item: '{{item.product}} — ${{item.price}} — {{item.status}} (product {{item.id}})',
        heading: 'Tracked products',
        empty: 'Nothing saved yet.',
      },
    ],
    actions: [
      {
        id: 'save_for_later',
        label: 'Save to wish list',
        goal: 'Find the product on Amazon, put it on my wish list and track it here.',
        services: ['amazon'],
        inputs: [input('product', 'Product')],
        plan: [
          call('amazon.search_products', { query: '{{inputs.product}}', page_limit: 1 }, 'found'),
          call('amazon.add_product_to_wish_list', { product_id: '{{found.0.product_id}}' }),
          append('wishes', { id: '{{found.0.product_id}}', product: '{{found.0.name}}', price: '{{found.0.price}}', status: 'on wish list' }),
          message('Saved {{found.0.name}} (product {{found.0.product_id}}, ${{found.0.price}}) to the wish list.'),
        ],
      },
    ],
  });
}

export function wishListMoverTask() {
  const product = 'Polarized Sunglasses, Tortoise';
  const cartTotal = fixtureRow<{ price: number }>('SELECT price FROM amazon_products WHERE name = ?', product).price;
  const pkg = wishListPackage();
  const next = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push({
      id: 'move_to_cart',
      label: 'Move to cart',
      goal: 'Take a tracked product off the Amazon wish list and put one in the cart.',
      services: ['amazon'],
      inputs: [input('product_id', 'Product id', 'number')] as unknown as Obj[],
      plan: [
        call('amazon.remove_product_from_wish_list', { product_id: '{{inputs.product_id}}' }),
        call('amazon.add_product_to_cart', { product_id: '{{inputs.product_id}}', quantity: 1 }),
        call('amazon.show_cart', {}, 'cart'),
        update('wishes', '{{inputs.product_id}}', { status: 'in cart' }),
        message('Moved product {{inputs.product_id}} to the cart; the cart total is ${{cart.total_cost}}.'),
      ],
    });
    const view = (copy.views as Obj[])[0] as Obj;
    const components = view.components as Obj[];
    components.splice(3, 0, { type: 'form', action: 'move_to_cart' });
  });
  return task({
    id: 'single.amazon.wish-list-mover',
    family: 'single',
    split: 'sealed',
    domains: ['amazon'],
    seed: 205,
    apps: [{ slot: 'A', intention: 'An app that saves Amazon products to my wish list and shows me what I am tracking.', services: ['amazon'] }],
    episodes: [
      episode({ id: 'open', stage: 'open', checks: [A.input('product'), A.action('save', 'wish'), A.about('Wish List Tracker')] }),
      episode({
        id: 'create',
        stage: 'submit',
        message: 'Save the tortoise polarized sunglasses for later.',
        values: { product },
        hint: ['save'],
        captures: { wishProduct: { app: 'amazon', table: 'wish_list_items', field: 'product_id' } },
        checks: [
          A.route(),
          A.called('amazon', 'add_product_to_wish_list', { product_id: productId(product) }),
          A.changed('amazon', 'wish_list_items', 'inserted', { product_id: '$wishProduct' }),
          A.record('amazon', 'wish_list_items', { product_id: '$wishProduct' }, { product_id: '$wishProduct' }),
          A.mutations(1),
          A.onlyChanges(['amazon', 'wish_list_items', 'inserted']),
          A.grounded('$wishProduct'),
          A.grounded(product),
        ],
      }),
      episode({
        id: 'revise',
        stage: 'revise',
        requirement: 'I also want to move something from the wish list into my cart (keep it in my list, marked as in the cart), and see the cart total when I do.',
        message: 'I decided to buy the sunglasses, move them to my cart.',
        values: { product_id: '$wishProduct' },
        hint: ['move', 'cart', 'buy'],
        checks: [
          A.route(),
          A.called('amazon', 'remove_product_from_wish_list', { product_id: '$wishProduct' }),
          A.called('amazon', 'add_product_to_cart', { product_id: '$wishProduct', quantity: 1 }),
          A.changed('amazon', 'wish_list_items', 'deleted', { product_id: '$wishProduct' }),
          A.record('amazon', 'cart_items', { product_id: '$wishProduct' }, { quantity: 1, gift_wrap_quantity: 0 }),
          A.mutations(2),
          A.onlyChanges(['amazon', 'wish_list_items', 'deleted'], ['amazon', 'cart_items', 'inserted']),
          A.grounded('$wishProduct'),
          // The cart was empty, so the total after the move is the one pair of sunglasses.
          A.grounded(cartTotal),
        ],
      }),
      episode({ id: 'reopen', stage: 'reopen', checks: [A.persisted('$wishProduct'), A.persisted(product), A.retained('$wishProduct'), A.input('product')] }),
    ],
    reference: { A: { package: pkg, revisions: { revise: next } } },
  });
}
