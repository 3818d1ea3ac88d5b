/**
 * Venmo forms more than one case file builds: finding a person by name and asking them for money.
 * A helper module (no `tasks()`).
 */
import { append, call, input, message, type ActionDef } from '../../kit/package.ts';
import type { Obj } from '../../kit/types.ts';

/** The Venmo user whose name was typed into `inputName`, bound as `who`. */
export const findUser = (inputName: string): Obj => call('venmo.search_users', { query: `{{inputs.${inputName}}}`, page_limit: 1 }, 'who');

/**
 * "Request money": the person named in `payer` is asked for the amount, and the request kept in
 * the `requests` list (`item` adds fields to the list item; `bind` names the created request).
 */
export const requestMoney = (a: { id: string; goal: string; payerLabel: string; bind: string; item?: Obj; said: string }): ActionDef => ({
  id: a.id, label: 'Request money', goal: a.goal, services: ['venmo'],
  inputs: [input('payer', a.payerLabel), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
  plan: [
    findUser('payer'),
    call('venmo.create_payment_request', { user_email: '{{who.0.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' }, a.bind),
    append('requests', { id: `{{${a.bind}.payment_request_id}}`, payer: '{{who.0.name}}', amount: '{{inputs.amount}}', what: '{{inputs.what_for}}', ...a.item }),
    message(a.said),
  ],
});
