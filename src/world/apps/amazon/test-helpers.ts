import { useApp } from '../test-world.ts';
import type { AppTest } from '../test-world.ts';

type Product = { id: number; price: number; inventory_quantity: number; delivery_days: number; name: string };

/** What amazon's tests add to `useApp`: products in stock, the user's cart rows and payment cards. */
export interface AmazonTest extends AppTest {
  /** The offset-th product with at least five in stock. */
  inStock(offset?: number): Product;
  cartRow(productId: number): Record<string, unknown>;
  card(name: string): { id: number; balance: number };
}

export function useAmazon(seed: number): AmazonTest {
  const app = useApp('amazon', seed);
  const { one, user } = app;
  return {
    ...app,
    inStock: (offset = 0) => one<Product>('SELECT * FROM amazon_products WHERE inventory_quantity >= 5 ORDER BY id LIMIT 1 OFFSET ?', offset),
    cartRow: (productId) => one('SELECT * FROM amazon_cart_items WHERE user_id = ? AND product_id = ?', user().id, productId),
    card: (name) => one<{ id: number; balance: number }>('SELECT * FROM supervisor_payment_cards WHERE card_name = ?', name),
  };
}
