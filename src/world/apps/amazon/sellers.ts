import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, record } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';

function sellerView(ctx: ApiContext, s: { id: number; name: string; rating: number; joined_at: string }) {
  const n = (ctx.sql('SELECT COUNT(*) AS n FROM amazon_products WHERE seller_id = ?').get(s.id) as { n: number }).n;
  return { seller_id: s.id, name: s.name, rating: s.rating, joined_at: s.joined_at, product_count: n };
}

/** Sellers and their products. */
export const sellerApis: ApiDef[] = [
  api({
    name: 'search_sellers',
    method: 'GET',
    auth: false,
    description: 'Search sellers by name and rating.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the seller name.'),
      min_rating: z.number().min(0).max(5).optional().describe('Seller rating at least this.'),
      sort_by: sortParam(['rating', 'name', 'joined_at']),
      ...pageParams,
    }),
    returns: list(record('seller_id', 'name', 'rating', 'joined_at', 'product_count')),
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT id, name, rating, joined_at FROM amazon_sellers ORDER BY id').all() as { id: number; name: string; rating: number; joined_at: string }[])
        .filter((s) => matchesQuery(args.query, s.name) && (args.min_rating === undefined || s.rating >= args.min_rating));
      return paginate(sortRows(rows, args.sort_by), args).map((s) => sellerView(ctx, s));
    },
  }),
  api({
    name: 'show_seller',
    method: 'GET',
    auth: false,
    description: 'Show a seller with the ids of the products they sell.',
    params: z.object({ seller_id: z.number().int().describe('The seller id.') }),
    returns: record('seller_id', 'name', 'rating', 'joined_at', 'product_count', 'product_ids'),
    changes: [],
    errors: ['seller_not_found: no seller with that id'],
    handler: (ctx, args) => {
      const s = ctx.sql('SELECT id, name, rating, joined_at FROM amazon_sellers WHERE id = ?').get(args.seller_id) as { id: number; name: string; rating: number; joined_at: string } | undefined;
      if (!s) return ctx.fail(404, 'seller_not_found', `The seller with id ${args.seller_id} does not exist.`);
      const ids = (ctx.sql('SELECT id FROM amazon_products WHERE seller_id = ? ORDER BY id').all(s.id) as { id: number }[]).map((r) => r.id);
      return { ...sellerView(ctx, s), product_ids: ids };
    },
  }),
];
