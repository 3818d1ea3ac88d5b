/**
 * Putting a product the user names on the Amazon wish list, as the cart and the sharing cases
 * both offer it: the action (each app words its message) and the step that checks it. No `tasks()`.
 */
import { type ActSpec, idOf, type StepDef } from '../../shapes/found-log.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';

export const wishAction = (say: string): ActSpec => ({
  id: 'wish', label: 'Add to wish list', find: 'product', goal: 'Find the product by name and put it on my Amazon wish list.',
  calls: [['amazon.add_product_to_wish_list', { product_id: '@id' }]],
  what: 'wished for', say,
});

export const wishStep = (message: string, product: string, hint = ['wish']): StepDef => {
  const id = idOf('product', product);
  return {
    message, values: { product }, hint,
    calls: [['amazon.add_product_to_wish_list', { product_id: id }]],
    changes: [['amazon.wish_list_items', 'inserted', { product_id: id }]],
    // That it is on the wish list now is said, not only the product found (issue #30).
    mutations: 1, show: [product, id], state: STATE_WORDS.wishListed,
  };
};
