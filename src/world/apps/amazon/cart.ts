import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record } from '../../returns.ts';
import { cartRows, costs, requireProduct, type CartRow, type ProductRow } from './store.ts';

const productId = z.number().int().describe('The product id.');

function cartItem(ctx: ApiContext, product: number): CartRow {
  return (ctx.sql('SELECT * FROM amazon_cart_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, product) as CartRow | undefined) ??
    ctx.fail(404, 'product_not_in_cart', `The product ${product} is not in your cart.`);
}

function checkStock(ctx: ApiContext, product: ProductRow, quantity: number): void {
  if (quantity > product.inventory_quantity) {
    ctx.fail(409, 'out_of_stock', `Only ${product.inventory_quantity} of "${product.name}" left in stock; ${quantity} requested.`);
  }
}

export function showCart(ctx: ApiContext) {
  const rows = cartRows(ctx);
  const cart_items = rows.map((r) => ({ product_id: r.product_id, name: r.name, price: r.price, quantity: r.quantity, gift_wrap_quantity: r.gift_wrap_quantity, delivery_days: r.delivery_days }));
  return { cart_items, ...costs(rows) };
}

/** The cart: quantities within stock, gift wrapping per unit. */
export const cartApis: ApiDef[] = [
  api({
    name: 'show_cart',
    method: 'GET',
    auth: true,
    description: "Show the user's cart with costs (8% tax, free delivery from $35 else $5.99, gift wrap $4.99 per unit).",
    params: z.object({}),
    returns: record(field('cart_items', list(record('product_id', 'name', 'price', 'quantity', 'gift_wrap_quantity', 'delivery_days'))), 'base_cost', 'tax', 'delivery_fee', 'gift_wrap_fee', 'total_cost'),
    changes: [],
    handler: (ctx) => showCart(ctx),
  }),
  api({
    name: 'add_product_to_cart',
    method: 'POST',
    auth: true,
    description: 'Add a product to the cart; if it is already there, the quantities add up.',
    params: z.object({ product_id: productId, quantity: z.number().int().min(1).default(1).describe('How many to add.') }),
    returns: message(),
    changes: ['amazon.cart_items'],
    errors: ['product_not_found: no product with that id', 'out_of_stock: not enough inventory for the total quantity'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      const existing = ctx.sql('SELECT * FROM amazon_cart_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, product.id) as CartRow | undefined;
      checkStock(ctx, product, (existing?.quantity ?? 0) + args.quantity);
      if (existing) ctx.sql('UPDATE amazon_cart_items SET quantity = quantity + ? WHERE id = ?').run(args.quantity, existing.id);
      else ctx.sql('INSERT INTO amazon_cart_items (id, user_id, product_id, quantity, gift_wrap_quantity, added_at) VALUES (?, ?, ?, ?, 0, ?)').run(ctx.newId('cart_items'), ctx.user.id, product.id, args.quantity, ctx.now());
      return { message: 'Product added to the cart.' };
    },
  }),
  api({
    name: 'update_product_quantity_in_cart',
    method: 'PATCH',
    auth: true,
    description: 'Set how many of a product are in the cart (gift wrapping is capped at the new quantity).',
    params: z.object({ product_id: productId, quantity: z.number().int().min(1).describe('The new quantity.') }),
    returns: message(),
    changes: ['amazon.cart_items'],
    errors: ['product_not_in_cart: the product is not in the cart', 'out_of_stock: not enough inventory'],
    handler: (ctx, args) => {
      const item = cartItem(ctx, args.product_id);
      checkStock(ctx, requireProduct(ctx, args.product_id), args.quantity);
      ctx.sql('UPDATE amazon_cart_items SET quantity = ?, gift_wrap_quantity = MIN(gift_wrap_quantity, ?) WHERE id = ?').run(args.quantity, args.quantity, item.id);
      return { message: 'Cart updated.' };
    },
  }),
  api({
    name: 'delete_product_from_cart',
    method: 'DELETE',
    auth: true,
    description: 'Remove a product from the cart.',
    params: z.object({ product_id: productId }),
    returns: message(),
    changes: ['amazon.cart_items'],
    errors: ['product_not_in_cart: the product is not in the cart'],
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM amazon_cart_items WHERE id = ?').run(cartItem(ctx, args.product_id).id);
      return { message: 'Product removed from the cart.' };
    },
  }),
  api({
    name: 'clear_cart',
    method: 'DELETE',
    auth: true,
    description: 'Remove everything from the cart (an empty cart stays empty).',
    params: z.object({}),
    returns: message(),
    changes: ['amazon.cart_items'],
    handler: (ctx) => {
      ctx.sql('DELETE FROM amazon_cart_items WHERE user_id = ?').run(ctx.user.id);
      return { message: 'Cart cleared.' };
    },
  }),
  api({
    name: 'add_gift_wrapping_to_cart',
    method: 'PATCH',
    auth: true,
    description: 'Gift-wrap some units of a product in the cart ($4.99 each). Sets the number of wrapped units.',
    params: z.object({ product_id: productId, gift_wrap_quantity: z.number().int().min(1).default(1).describe('How many units to wrap (at most the quantity in the cart).') }),
    returns: message(),
    changes: ['amazon.cart_items'],
    errors: ['product_not_in_cart: the product is not in the cart', 'invalid_quantity: more wrapped units than in the cart'],
    handler: (ctx, args) => {
      const item = cartItem(ctx, args.product_id);
      if (args.gift_wrap_quantity > item.quantity) return ctx.fail(422, 'invalid_quantity', `Only ${item.quantity} unit(s) are in the cart.`);
      ctx.sql('UPDATE amazon_cart_items SET gift_wrap_quantity = ? WHERE id = ?').run(args.gift_wrap_quantity, item.id);
      return { message: 'Gift wrapping added.' };
    },
  }),
  api({
    name: 'remove_gift_wrapping_from_cart',
    method: 'PATCH',
    auth: true,
    description: 'Remove gift wrapping from a product in the cart.',
    params: z.object({ product_id: productId }),
    returns: message(),
    changes: ['amazon.cart_items'],
    errors: ['product_not_in_cart: the product is not in the cart', 'not_gift_wrapped: the product has no gift wrapping'],
    handler: (ctx, args) => {
      const item = cartItem(ctx, args.product_id);
      if (item.gift_wrap_quantity === 0) return ctx.fail(409, 'not_gift_wrapped', 'This product has no gift wrapping.');
      ctx.sql('UPDATE amazon_cart_items SET gift_wrap_quantity = 0 WHERE id = ?').run(item.id);
      return { message: 'Gift wrapping removed.' };
    },
  }),
];
