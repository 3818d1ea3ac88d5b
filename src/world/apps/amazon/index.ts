import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { cartApis } from './cart.ts';
import { seedAmazon } from './fixture.ts';
import { orderApis } from './orders.ts';
import { primeApis } from './prime.ts';
import { productApis } from './products.ts';
import { questionApis } from './questions.ts';
import { returnApis } from './returns.ts';
import { reviewApis } from './reviews.ts';
import { sellerApis } from './sellers.ts';
import { wishListApis } from './wish-list.ts';

/**
 * Online shopping (AppWorld's amazon): products of several sellers with reviews, the user's
 * cart, wish list, orders and returns. Amazon keeps no card or address tables of its own: it
 * reads (and charges) the account store's `supervisor_payment_cards` / `supervisor_addresses`,
 * so ids match what `supervisor.show_payment_cards` / `show_addresses` show and a charge is
 * visible in the diff. Placing an order saves a receipt file through file_system.create_file.
 */
export const amazon: AppModule = {
  name: 'amazon',
  description: 'Online shopping: search products and sellers, manage the cart and wish list, place, cancel and return orders, write product reviews, ask and answer product questions, subscribe to Prime.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    sellers: 'id INTEGER PRIMARY KEY, name TEXT NOT NULL, rating REAL NOT NULL, joined_at TEXT NOT NULL',
    products: `id INTEGER PRIMARY KEY, seller_id INTEGER NOT NULL, name TEXT NOT NULL, product_type TEXT NOT NULL, description TEXT NOT NULL,
    price REAL NOT NULL, delivery_days INTEGER NOT NULL, inventory_quantity INTEGER NOT NULL, color TEXT NOT NULL, relative_size TEXT,
    rating REAL NOT NULL DEFAULT 0, review_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL`,
    cart_items: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL, gift_wrap_quantity INTEGER NOT NULL DEFAULT 0, added_at TEXT NOT NULL, UNIQUE(user_id, product_id)',
    wish_list_items: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, product_id)',
    orders: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, payment_card_id INTEGER NOT NULL, address_id INTEGER NOT NULL, base_cost REAL NOT NULL,
    tax REAL NOT NULL, delivery_fee REAL NOT NULL, gift_wrap_fee REAL NOT NULL, total_cost REAL NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL`,
    order_items: `id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL, price REAL NOT NULL,
    gift_wrap_quantity INTEGER NOT NULL DEFAULT 0, returned_quantity INTEGER NOT NULL DEFAULT 0, expected_delivery_at TEXT NOT NULL, delivered_at TEXT`,
    product_reviews: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, rating INTEGER NOT NULL, title TEXT NOT NULL,
    text TEXT NOT NULL, is_verified INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE(user_id, product_id)`,
    returns: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL, reason TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL',
    product_questions: 'id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, user_id INTEGER NOT NULL, question TEXT NOT NULL, created_at TEXT NOT NULL',
    product_answers: 'id INTEGER PRIMARY KEY, question_id INTEGER NOT NULL, user_id INTEGER NOT NULL, answer TEXT NOT NULL, created_at TEXT NOT NULL',
    prime_subscriptions: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, plan TEXT NOT NULL, price REAL NOT NULL, payment_card_id INTEGER NOT NULL,
    started_at TEXT NOT NULL, renews_at TEXT NOT NULL, cancelled_at TEXT`,
  },
  apis: inDocsOrder('amazon', [
    'search_products',
    'show_product',
    'show_product_reviews',
    'write_product_review',
    'update_product_review',
    'delete_product_review',
    'show_cart',
    'add_product_to_cart',
    'update_product_quantity_in_cart',
    'delete_product_from_cart',
    'clear_cart',
    'add_gift_wrapping_to_cart',
    'remove_gift_wrapping_from_cart',
    'show_wish_list',
    'add_product_to_wish_list',
    'remove_product_from_wish_list',
    'place_order',
    'show_orders',
    'show_order',
    'initiate_return',
    'show_returns',
    'show_return',
    'cancel_return',
    'cancel_order',
    'show_product_questions',
    'write_product_question',
    'delete_product_question',
    'write_product_question_answer',
    'delete_product_question_answer',
    'show_prime_subscriptions',
    'subscribe_prime',
    'cancel_prime_subscription',
    'move_product_from_cart_to_wish_list',
    'move_product_from_wish_list_to_cart',
    'clear_wish_list',
    'search_sellers',
    'show_seller',
    'show_product_types',
  ], productApis, reviewApis, cartApis, wishListApis, orderApis, returnApis, questionApis, primeApis, sellerApis),
  seed: seedAmazon,
};
