import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { field, list, record } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';
import { SIZES } from './data.ts';
import { productView, requireProduct, type ProductRow } from './store.ts';

const productId = z.number().int().describe('The product id.');

/** The public catalog: products of several sellers, and their types (categories). */
export const productApis: ApiDef[] = [
  api({
    name: 'search_products',
    method: 'GET',
    auth: false,
    description: 'Search products by text (name, type, description) and filters.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the name, type or description.'),
      product_type: z.string().optional().describe('Only this product type (e.g. backpack, headphones, book).'),
      color: z.string().optional().describe('Only this color.'),
      relative_size: z.enum(SIZES).optional().describe('Only this size.'),
      min_price: z.number().optional().describe('Price at least this.'),
      max_price: z.number().optional().describe('Price at most this.'),
      min_rating: z.number().optional().describe('Average rating at least this (0-5).'),
      max_delivery_days: z.number().int().optional().describe('Delivered within this many days.'),
      seller_id: z.number().int().optional().describe('Only products of this seller.'),
      in_stock: z.boolean().optional().describe('Only products with inventory left (true) or sold out (false).'),
      sort_by: sortParam(['price', 'rating', 'delivery_days', 'review_count', 'name']),
      ...pageParams,
    }),
    returns: list(record('product_id', 'name', 'product_type', 'description', 'price', 'color', 'relative_size', 'delivery_days', 'inventory_quantity', 'rating', 'review_count', field('seller', record('seller_id', 'name', 'rating')))),
    changes: [],
    handler: (ctx, args) => {
      const eq = (a: string | null, b: string | undefined) => b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();
      const rows = (ctx.sql('SELECT * FROM amazon_products ORDER BY id').all() as ProductRow[])
        .filter((p) => matchesQuery(args.query, p.name, p.product_type, p.description))
        .filter((p) => eq(p.product_type, args.product_type) && eq(p.color, args.color) && eq(p.relative_size, args.relative_size))
        .filter((p) => (args.min_price === undefined || p.price >= args.min_price) && (args.max_price === undefined || p.price <= args.max_price))
        .filter((p) => args.min_rating === undefined || p.rating >= args.min_rating)
        .filter((p) => args.max_delivery_days === undefined || p.delivery_days <= args.max_delivery_days)
        .filter((p) => args.seller_id === undefined || p.seller_id === args.seller_id)
        .filter((p) => args.in_stock === undefined || p.inventory_quantity > 0 === args.in_stock);
      return paginate(sortRows(rows, args.sort_by), args).map((p) => productView(ctx, p));
    },
  }),
  api({
    name: 'show_product',
    method: 'GET',
    auth: false,
    description: 'Show one product.',
    params: z.object({ product_id: productId }),
    returns: record('product_id', 'name', 'product_type', 'description', 'price', 'color', 'relative_size', 'delivery_days', 'inventory_quantity', 'rating', 'review_count', 'seller'),
    changes: [],
    errors: ['product_not_found: no product with that id'],
    handler: (ctx, args) => productView(ctx, requireProduct(ctx, args.product_id)),
  }),
  api({
    name: 'show_product_types',
    method: 'GET',
    auth: false,
    description: 'The product types (categories) of the catalog with how many products each has and their price range.',
    params: z.object({}),
    returns: list(record('product_type', 'product_count', 'min_price', 'max_price')),
    changes: [],
    handler: (ctx) => {
      const rows = ctx.sql('SELECT * FROM amazon_products ORDER BY id').all() as ProductRow[];
      const groups = new Map<string, number[]>();
      for (const r of rows) groups.set(r.product_type, [...(groups.get(r.product_type) ?? []), r.price]);
      return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([type, prices]) => ({ product_type: type, product_count: prices.length, min_price: Math.min(...prices), max_price: Math.max(...prices) }));
    },
  }),
];
