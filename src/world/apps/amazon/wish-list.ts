import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate } from '../common.ts';
import { productView, requireProduct, type ProductRow } from './store.ts';

const productId = z.number().int().describe('The product id.');

/** The wish list: products saved for later, and moves between it and the cart. */
export const wishListApis: ApiDef[] = [
  api({
    name: 'show_wish_list',
    method: 'GET',
    auth: true,
    description: "List the products on the user's wish list, newest first.",
    params: z.object({ ...pageParams }),
    returns: list(record('product_id', 'name', 'price', '...', 'added_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT p.*, w.added_at AS added_at_w FROM amazon_wish_list_items w JOIN amazon_products p ON p.id = w.product_id WHERE w.user_id = ? ORDER BY w.added_at DESC, w.id').all(ctx.user.id) as (ProductRow & { added_at_w: string })[];
      return paginate(rows, args).map((r) => ({ ...productView(ctx, r), added_at: r.added_at_w }));
    },
  }),
  api({
    name: 'add_product_to_wish_list',
    method: 'POST',
    auth: true,
    description: 'Put a product on the wish list.',
    params: z.object({ product_id: productId }),
    returns: message(),
    changes: ['amazon.wish_list_items'],
    errors: ['product_not_found: no product with that id', 'already_in_wish_list: the product is already there'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      if (ctx.sql('SELECT 1 FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, product.id)) {
        return ctx.fail(409, 'already_in_wish_list', 'The product is already on your wish list.');
      }
      ctx.sql('INSERT INTO amazon_wish_list_items (id, user_id, product_id, added_at) VALUES (?, ?, ?, ?)').run(ctx.newId('wish_list_items'), ctx.user.id, product.id, ctx.now());
      return { message: 'Product added to the wish list.' };
    },
  }),
  api({
    name: 'remove_product_from_wish_list',
    method: 'DELETE',
    auth: true,
    description: 'Take a product off the wish list.',
    params: z.object({ product_id: productId }),
    returns: message(),
    changes: ['amazon.wish_list_items'],
    errors: ['not_in_wish_list: the product is not on the wish list'],
    handler: (ctx, args) => {
      const result = ctx.sql('DELETE FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?').run(ctx.user.id, args.product_id);
      if (result.changes === 0) return ctx.fail(409, 'not_in_wish_list', `The product ${args.product_id} is not on your wish list.`);
      return { message: 'Product removed from the wish list.' };
    },
  }),
  api({
    name: 'move_product_from_cart_to_wish_list',
    method: 'POST',
    auth: true,
    description: 'Take a product out of the cart and save it on the wish list.',
    params: z.object({ product_id: productId }),
    returns: message(),
    changes: ['amazon.cart_items', 'amazon.wish_list_items'],
    errors: ['product_not_in_cart: the product is not in the cart', 'already_in_wish_list: the product is already on the wish list'],
    handler: (ctx, args) => {
      const item = ctx.sql('SELECT id FROM amazon_cart_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, args.product_id) as { id: number } | undefined;
      if (!item) return ctx.fail(404, 'product_not_in_cart', `The product ${args.product_id} is not in your cart.`);
      if (ctx.sql('SELECT 1 FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, args.product_id)) return ctx.fail(409, 'already_in_wish_list', 'The product is already on your wish list.');
      ctx.sql('DELETE FROM amazon_cart_items WHERE id = ?').run(item.id);
      insertRow(ctx, 'amazon_wish_list_items', { user_id: ctx.user.id, product_id: args.product_id, added_at: ctx.now() });
      return { message: 'Moved to the wish list.' };
    },
  }),
  api({
    name: 'move_product_from_wish_list_to_cart',
    method: 'POST',
    auth: true,
    description: 'Take a product off the wish list and put it in the cart (quantities add up if it is already there).',
    params: z.object({ product_id: productId, quantity: z.number().int().min(1).default(1).describe('How many to put in the cart.') }),
    returns: message(),
    changes: ['amazon.cart_items', 'amazon.wish_list_items'],
    errors: ['product_not_in_wish_list: the product is not on the wish list', 'out_of_stock: not enough inventory for the total quantity'],
    handler: (ctx, args) => {
      const wish = ctx.sql('SELECT id FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, args.product_id) as { id: number } | undefined;
      if (!wish) return ctx.fail(404, 'product_not_in_wish_list', `The product ${args.product_id} is not on your wish list.`);
      const product = requireProduct(ctx, args.product_id);
      const inCart = ctx.sql('SELECT id, quantity FROM amazon_cart_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, product.id) as { id: number; quantity: number } | undefined;
      const total = (inCart?.quantity ?? 0) + args.quantity;
      if (total > product.inventory_quantity) return ctx.fail(409, 'out_of_stock', `Only ${product.inventory_quantity} of "${product.name}" left in stock.`);
      ctx.sql('DELETE FROM amazon_wish_list_items WHERE id = ?').run(wish.id);
      if (inCart) ctx.sql('UPDATE amazon_cart_items SET quantity = ? WHERE id = ?').run(total, inCart.id);
      else insertRow(ctx, 'amazon_cart_items', { user_id: ctx.user.id, product_id: product.id, quantity: args.quantity, gift_wrap_quantity: 0, added_at: ctx.now() });
      return { message: 'Moved to the cart.' };
    },
  }),
  api({
    name: 'clear_wish_list',
    method: 'DELETE',
    auth: true,
    description: 'Remove every product from the wish list.',
    params: z.object({}),
    returns: message('removed_count'),
    changes: ['amazon.wish_list_items'],
    errors: ['wish_list_empty: the wish list is already empty'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM amazon_wish_list_items WHERE user_id = ?').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'wish_list_empty', 'Your wish list is already empty.');
      return { message: 'Wish list cleared.', removed_count: result.changes };
    },
  }),
];
