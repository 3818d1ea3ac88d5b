import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, all } = useAmazon(71);

describe('amazon products', () => {
  it('searches and shows products without a token', () => {
    const found = w.current.call('amazon', 'search_products', { product_type: 'book', sort_by: '+price', page_limit: 20 }).response as { product_type: string; price: number; product_id: number }[];
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((p) => p.product_type === 'book')).toBe(true);
    expect(found.map((p) => p.price)).toEqual([...found.map((p) => p.price)].sort((a, b) => a - b));
    expect(w.current.call('amazon', 'show_product', { product_id: found[0]!.product_id }).response).toMatchObject({ product_id: found[0]!.product_id, seller: { name: 'Harbor Light Books' } });
    expect(w.current.call('amazon', 'show_product', { product_id: 1 }).error?.code).toBe('product_not_found');
  });
});

describe('amazon sellers and product types', () => {
  it('searches and shows sellers and lists product types without a login', () => {
    const sellers = w.current.call('amazon', 'search_sellers', { sort_by: '-rating', page_limit: 20 }).response as { seller_id: number; name: string; rating: number; product_count: number }[];
    expect(sellers.length).toBe(all('SELECT 1 FROM amazon_sellers').length > 20 ? 20 : all('SELECT 1 FROM amazon_sellers').length);
    expect(sellers.map((s) => s.rating)).toEqual([...sellers.map((s) => s.rating)].sort((a, b) => b - a));
    const top = sellers[0]!;
    expect((w.current.call('amazon', 'search_sellers', { query: top.name.toLowerCase() }).response as { seller_id: number }[]).map((s) => s.seller_id)).toContain(top.seller_id);
    expect((w.current.call('amazon', 'search_sellers', { min_rating: top.rating }).response as { rating: number }[]).every((s) => s.rating >= top.rating)).toBe(true);
    const shown = w.current.call('amazon', 'show_seller', { seller_id: top.seller_id }).response as { product_ids: number[]; product_count: number };
    expect(shown.product_ids).toHaveLength(shown.product_count);
    expect(shown.product_ids.sort()).toEqual(all<{ id: number }>('SELECT id FROM amazon_products WHERE seller_id = ?', top.seller_id).map((r) => r.id).sort());
    expect(w.current.call('amazon', 'show_seller', { seller_id: 1 }).error?.code).toBe('seller_not_found');
    const types = w.current.call('amazon', 'show_product_types', {}).response as { product_type: string; product_count: number; min_price: number; max_price: number }[];
    expect(types.reduce((sum, t) => sum + t.product_count, 0)).toBe(all('SELECT 1 FROM amazon_products').length);
    expect(types.every((t) => t.min_price <= t.max_price)).toBe(true);
  });
});
