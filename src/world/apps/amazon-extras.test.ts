import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from './test-world.ts';

const w = useWorld(71);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('amazon', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const all = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as T[];
const user = () => w.current.mainUser();

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}
const ins = (table: string, rows: unknown[], app = 'amazon') => ({ app, table, inserted: rows, updated: [], deleted: [] });
const del = (table: string, rows: unknown[], app = 'amazon') => ({ app, table, inserted: [], updated: [], deleted: rows });
const inStock = () => one<{ id: number; inventory_quantity: number; price: number }>('SELECT * FROM amazon_products WHERE inventory_quantity >= 5 ORDER BY id LIMIT 1');
const foreignInsert = (sql: string, ...params: unknown[]) => {
  w.current.db.prepare(sql).run(...params);
  w.current.db.exec('DELETE FROM _changes');
};

describe('amazon fixture extras', () => {
  it('has orders across 2022 and 2023 and a refunded return', () => {
    const orders = call('show_orders', { page_limit: 20 }).response as { created_at: string }[];
    expect(new Set(orders.map((o) => o.created_at.slice(0, 4)))).toEqual(new Set(['2022', '2023']));
    expect(orders.length).toBeGreaterThanOrEqual(9);
    const returns = call('show_returns').response as { return_id: number; status: string }[];
    expect(returns.map((r) => r.status)).toContain('refunded');
    const refunded = returns.find((r) => r.status === 'refunded')!;
    expect(call('show_return', { return_id: refunded.return_id }).response).toMatchObject({ status: 'refunded', quantity: 1, refund_amount: expect.any(Number) });
    fails('cancel_return', { return_id: refunded.return_id }, 409, 'return_not_cancellable');
    expect(one<{ n: number }>('SELECT COUNT(DISTINCT product_id) AS n FROM amazon_product_questions').n).toBeGreaterThanOrEqual(30);
  });
});

describe('amazon orders and returns extras', () => {
  it('cancels an order that has not shipped: refund, stock back', () => {
    const product = inStock();
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    const orderId = (call('place_order').response as { order_id: number }).order_id;
    const order = one<{ total_cost: number; payment_card_id: number }>('SELECT * FROM amazon_orders WHERE id = ?', orderId);
    const card = one<{ balance: number }>('SELECT balance FROM supervisor_payment_cards WHERE id = ?', order.payment_card_id);
    const cancelled = call('cancel_order', { order_id: orderId });
    expect(cancelled.response).toMatchObject({ refund_amount: order.total_cost });
    expect(cancelled.diff).toEqual([
      { app: 'amazon', table: 'orders', inserted: [], updated: [{ id: orderId, before: { status: 'placed' }, after: { status: 'cancelled' } }], deleted: [] },
      { app: 'amazon', table: 'products', inserted: [], updated: [{ id: product.id, before: { inventory_quantity: product.inventory_quantity - 2 }, after: { inventory_quantity: product.inventory_quantity } }], deleted: [] },
      { app: 'supervisor', table: 'payment_cards', inserted: [], updated: [{ id: order.payment_card_id, before: { balance: card.balance }, after: { balance: Math.round((card.balance + order.total_cost) * 100) / 100 } }], deleted: [] },
    ]);
    fails('cancel_order', { order_id: orderId }, 409, 'order_not_cancellable');
    const shipped = one<{ id: number }>("SELECT id FROM amazon_orders WHERE user_id = ? AND status != 'placed' ORDER BY id LIMIT 1", user().id);
    fails('cancel_order', { order_id: shipped.id }, 409, 'order_not_cancellable');
    fails('cancel_order', { order_id: 1 }, 404, 'order_not_found');
    const other = all<{ id: number }>('SELECT id FROM admin_people ORDER BY rowid')[1]!.id;
    foreignInsert("INSERT INTO amazon_orders (id, user_id, payment_card_id, address_id, base_cost, tax, delivery_fee, gift_wrap_fee, total_cost, status, created_at) VALUES (9990003, ?, 1, 1, 1, 0, 0, 0, 1, 'placed', '2023-05-01T00:00:00')", other);
    fails('cancel_order', { order_id: 9990003 }, 403, 'not_owner');
  });

  it('shows and cancels a return', () => {
    const item = one<{ order_id: number; product_id: number; price: number; id: number; returned_quantity: number }>(
      'SELECT i.* FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? AND i.delivered_at IS NOT NULL ORDER BY i.id LIMIT 1', user().id);
    const returnId = (call('initiate_return', { order_id: item.order_id, product_id: item.product_id, reason: 'too small' }).response as { return_id: number }).return_id;
    expect(call('show_return', { return_id: returnId }).response).toMatchObject({ return_id: returnId, quantity: 1, reason: 'too small', status: 'initiated', refund_amount: item.price, product_name: expect.any(String) });
    fails('show_return', { return_id: 1 }, 404, 'return_not_found');
    const cancelled = call('cancel_return', { return_id: returnId });
    expect(cancelled.diff).toEqual([
      { app: 'amazon', table: 'order_items', inserted: [], updated: [{ id: item.id, before: { returned_quantity: item.returned_quantity + 1 }, after: { returned_quantity: item.returned_quantity } }], deleted: [] },
      { app: 'amazon', table: 'returns', inserted: [], updated: [{ id: returnId, before: { status: 'initiated' }, after: { status: 'cancelled' } }], deleted: [] },
    ]);
    fails('cancel_return', { return_id: returnId }, 409, 'return_not_cancellable');
    fails('cancel_return', { return_id: 1 }, 404, 'return_not_found');
    const other = all<{ id: number }>('SELECT id FROM admin_people ORDER BY rowid')[1]!.id;
    foreignInsert("INSERT INTO amazon_returns (id, user_id, order_id, product_id, quantity, reason, status, created_at) VALUES (9990004, ?, 1, 1, 1, '', 'initiated', '2023-05-01T00:00:00')", other);
    fails('show_return', { return_id: 9990004 }, 403, 'not_owner');
    fails('cancel_return', { return_id: 9990004 }, 403, 'not_owner');
  });
});

describe('amazon questions and answers', () => {
  it('lists questions with answers without a login', () => {
    const q = one<{ product_id: number }>('SELECT product_id FROM amazon_product_questions q WHERE EXISTS (SELECT 1 FROM amazon_product_answers a WHERE a.question_id = q.id) ORDER BY id LIMIT 1');
    const listed = w.current.call('amazon', 'show_product_questions', { product_id: q.product_id, page_limit: 20 });
    expect(listed.ok).toBe(true);
    const views = listed.response as { question: string; answers: { answer: string }[] }[];
    expect(views.length).toBe(all('SELECT 1 FROM amazon_product_questions WHERE product_id = ?', q.product_id).length);
    expect(views.some((v) => v.answers.length > 0)).toBe(true);
    const word = views[0]!.question.split(' ')[1]!;
    expect((call('show_product_questions', { product_id: q.product_id, query: word }).response as unknown[]).length).toBeGreaterThan(0);
    expect(call('show_product_questions', { product_id: q.product_id, query: 'zzz-no-such-words' }).response).toEqual([]);
    fails('show_product_questions', { product_id: 1 }, 404, 'product_not_found');
  });

  it('asks, answers and deletes with exact diffs', () => {
    const product = inStock();
    const asked = call('write_product_question', { product_id: product.id, question: 'Does it fold flat?' });
    const qid = (asked.response as { question_id: number }).question_id;
    const qrow = one('SELECT * FROM amazon_product_questions WHERE id = ?', qid);
    expect(qrow).toMatchObject({ product_id: product.id, user_id: user().id, question: 'Does it fold flat?', created_at: w.current.now() });
    expect(asked.diff).toEqual([ins('product_questions', [qrow])]);
    fails('write_product_question', { product_id: product.id, question: 'does it fold flat?' }, 409, 'duplicate_question');
    fails('write_product_question', { product_id: 1, question: 'Any good?' }, 404, 'product_not_found');

    const answered = call('write_product_question_answer', { question_id: qid, answer: 'Yes, nearly flat.' });
    const aid = (answered.response as { answer_id: number }).answer_id;
    const arow = one('SELECT * FROM amazon_product_answers WHERE id = ?', aid);
    expect(answered.diff).toEqual([ins('product_answers', [arow])]);
    fails('write_product_question_answer', { question_id: qid, answer: 'again' }, 409, 'already_answered');
    fails('write_product_question_answer', { question_id: 1, answer: 'x' }, 404, 'question_not_found');
    expect(call('delete_product_question_answer', { answer_id: aid }).diff).toEqual([del('product_answers', [arow])]);
    fails('delete_product_question_answer', { answer_id: aid }, 404, 'answer_not_found');

    const foreignAnswer = one<{ id: number }>('SELECT id FROM amazon_product_answers WHERE user_id != ? ORDER BY id LIMIT 1', user().id);
    fails('delete_product_question_answer', { answer_id: foreignAnswer.id }, 403, 'not_owner');
    const foreignQuestion = one<{ id: number }>('SELECT q.id FROM amazon_product_questions q WHERE user_id != ? AND EXISTS (SELECT 1 FROM amazon_product_answers a WHERE a.question_id = q.id) ORDER BY id LIMIT 1', user().id);
    fails('delete_product_question', { question_id: foreignQuestion.id }, 403, 'not_owner');

    const other = call('write_product_question_answer', { question_id: foreignQuestion.id, answer: 'Works for me.' });
    expect(other.ok).toBe(true);
    call('write_product_question_answer', { question_id: qid, answer: 'Mine folds.' });
    const answers = all('SELECT * FROM amazon_product_answers WHERE question_id = ?', qid);
    expect(call('delete_product_question', { question_id: qid }).diff).toEqual([del('product_answers', answers), del('product_questions', [qrow])]);
    fails('delete_product_question', { question_id: qid }, 404, 'question_not_found');
  });
});

describe('amazon prime', () => {
  it('shows history, cancels the running plan, and subscribes again after it ends', () => {
    const history = call('show_prime_subscriptions').response as { plan: string; is_active: boolean; renews_at: string | null }[];
    expect(history.map((h) => [h.plan, h.is_active])).toEqual([['monthly', true], ['yearly', false]]);
    fails('subscribe_prime', { plan: 'yearly' }, 409, 'already_subscribed');
    const running = one<{ id: number; renews_at: string }>('SELECT * FROM amazon_prime_subscriptions WHERE user_id = ? AND cancelled_at IS NULL', user().id);
    const cancelled = call('cancel_prime_subscription');
    expect(cancelled.response).toMatchObject({ ends_at: running.renews_at });
    expect(cancelled.diff).toEqual([{ app: 'amazon', table: 'prime_subscriptions', inserted: [], updated: [{ id: running.id, before: { cancelled_at: null }, after: { cancelled_at: w.current.now() } }], deleted: [] }]);
    fails('cancel_prime_subscription', {}, 409, 'already_cancelled');
    expect((call('show_prime_subscriptions').response as { is_active: boolean; ends_at: string }[])[0]).toMatchObject({ is_active: true, ends_at: running.renews_at });

    w.current.advanceClock(10 * 86_400);
    fails('cancel_prime_subscription', {}, 409, 'not_subscribed');
    fails('subscribe_prime', { payment_card_id: 1 }, 404, 'payment_card_not_found');
    const card = one<{ id: number; balance: number }>('SELECT * FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1');
    const subscribed = call('subscribe_prime', { plan: 'yearly' });
    const row = one('SELECT * FROM amazon_prime_subscriptions WHERE id = ?', (subscribed.response as { prime_subscription_id: number }).prime_subscription_id);
    expect(row).toMatchObject({ plan: 'yearly', price: 139, payment_card_id: card.id, started_at: '2023-05-28T12:00:00', renews_at: '2024-05-28T12:00:00', cancelled_at: null });
    expect(subscribed.diff).toEqual([
      ins('prime_subscriptions', [row]),
      { app: 'supervisor', table: 'payment_cards', inserted: [], updated: [{ id: card.id, before: { balance: card.balance }, after: { balance: Math.round((card.balance - 139) * 100) / 100 } }], deleted: [] },
    ]);
  });

  it('refuses a card that cannot pay', () => {
    w.current.advanceClock(10 * 86_400);
    const card = one<{ id: number }>('SELECT id FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1');
    foreignInsert('UPDATE supervisor_payment_cards SET balance = 3 WHERE id = ?', card.id);
    fails('subscribe_prime', { plan: 'monthly' }, 422, 'insufficient_balance');
    foreignInsert('UPDATE supervisor_payment_cards SET expiry_year = 2020 WHERE id = ?', card.id);
    fails('subscribe_prime', { plan: 'monthly', payment_card_id: card.id }, 422, 'card_expired');
  });
});

describe('amazon cart and wish list moves', () => {
  it('moves a product from the cart to the wish list and back', () => {
    const product = one<{ id: number }>('SELECT id FROM amazon_products WHERE inventory_quantity >= 5 AND id NOT IN (SELECT product_id FROM amazon_wish_list_items) ORDER BY id LIMIT 1');
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    const cartRow = one('SELECT * FROM amazon_cart_items WHERE product_id = ?', product.id);
    const moved = call('move_product_from_cart_to_wish_list', { product_id: product.id });
    const wishRow = one('SELECT * FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?', user().id, product.id);
    expect(moved.diff).toEqual([del('cart_items', [cartRow]), ins('wish_list_items', [wishRow])]);
    fails('move_product_from_cart_to_wish_list', { product_id: product.id }, 404, 'product_not_in_cart');
    call('add_product_to_cart', { product_id: product.id });
    fails('move_product_from_cart_to_wish_list', { product_id: product.id }, 409, 'already_in_wish_list');

    const inCart = one<{ id: number; quantity: number }>('SELECT * FROM amazon_cart_items WHERE product_id = ?', product.id);
    const back = call('move_product_from_wish_list_to_cart', { product_id: product.id, quantity: 2 });
    expect(back.diff).toEqual([
      { app: 'amazon', table: 'cart_items', inserted: [], updated: [{ id: inCart.id, before: { quantity: 1 }, after: { quantity: 3 } }], deleted: [] },
      del('wish_list_items', [wishRow]),
    ]);
    fails('move_product_from_wish_list_to_cart', { product_id: product.id }, 404, 'product_not_in_wish_list');
  });

  it('moves a wished product into an empty cart line and checks stock', () => {
    const wished = one<{ product_id: number }>('SELECT product_id FROM amazon_wish_list_items WHERE user_id = ? ORDER BY id LIMIT 1', user().id);
    const product = one<{ inventory_quantity: number }>('SELECT inventory_quantity FROM amazon_products WHERE id = ?', wished.product_id);
    fails('move_product_from_wish_list_to_cart', { product_id: wished.product_id, quantity: product.inventory_quantity + 1 }, 409, 'out_of_stock');
    const wishRow = one('SELECT * FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?', user().id, wished.product_id);
    const moved = call('move_product_from_wish_list_to_cart', { product_id: wished.product_id });
    const cartRow = one('SELECT * FROM amazon_cart_items WHERE product_id = ?', wished.product_id);
    expect(cartRow).toMatchObject({ quantity: 1, gift_wrap_quantity: 0, added_at: w.current.now() });
    expect(moved.diff).toEqual([ins('cart_items', [cartRow]), del('wish_list_items', [wishRow])]);
  });

  it('clears the wish list', () => {
    const rows = all('SELECT * FROM amazon_wish_list_items WHERE user_id = ? ORDER BY id', user().id);
    expect(rows.length).toBeGreaterThan(0);
    const cleared = call('clear_wish_list');
    expect(cleared.response).toMatchObject({ removed_count: rows.length });
    expect(cleared.diff).toEqual([del('wish_list_items', rows)]);
    fails('clear_wish_list', {}, 409, 'wish_list_empty');
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
