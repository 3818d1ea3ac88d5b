import type { AppModule } from '../types.ts';
import { cartApis } from './amazon/cart.ts';
import { amazonExtraApis, amazonExtraTables } from './amazon/extras.ts';
import { seedAmazon } from './amazon/fixture.ts';
import { orderApis } from './amazon/orders.ts';
import { productApis } from './amazon/products.ts';
import { amazonTables } from './amazon/shared.ts';

/**
 * Online shopping (AppWorld's amazon): products of several sellers with reviews, the user's
 * cart, wish list, orders and returns. Cards and addresses are the account store's own rows
 * (`supervisor_payment_cards` / `supervisor_addresses`, same ids): placing an order charges
 * `supervisor_payment_cards.balance` and saves a receipt file through file_system.create_file.
 */
export const amazon: AppModule = {
  name: 'amazon',
  description: 'Online shopping: search products and sellers, manage the cart and wish list, place, cancel and return orders, write product reviews, ask and answer product questions, subscribe to Prime.',
  tables: { ...amazonTables, ...amazonExtraTables },
  apis: [...productApis, ...cartApis, ...orderApis, ...amazonExtraApis],
  seed: seedAmazon,
};
