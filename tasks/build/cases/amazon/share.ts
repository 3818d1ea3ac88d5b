/**
 * Amazon apps that reach a second service: tipping a friend off about a product by text, and
 * emailing a gift hint from the wish list.
 */
import { z } from 'zod';
import { input } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { appCase, caseTasks } from '../../kit/rows.ts';
import { type ActSpec, idOf, logTask, phoneOf } from '../../shapes/found-log.ts';
import { SENT } from '../../kit/changes.ts';
import { wishAction, wishStep } from './wish-list.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { STATE_WORDS } from '../../kit/state-words.ts';

const WISH = wishAction('Put @name (product @id) on your wish list.');

// ---------------------------------------------------------------- text a friend about a product, wish for it myself

const TIP: ActSpec = {
  id: 'text_tip', label: 'Text a friend', find: 'product', goal: 'Find the product on Amazon and text a contact, found by name, my message about it.',
  inputs: [input('friend', 'Friend\'s name'), input('text', 'Text message')],
  calls: [
    ['phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'],
    // The text carries the product's name and price as Amazon has them, after the user's words.
    ['phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: '{{inputs.text}} ({{found.0.name}}, ${{found.0.price}})' }, 'texted'],
  ],
  what: 'texted to {{who.0.first_name}} {{who.0.last_name}}',
  say: 'Texted {{who.0.first_name}} {{who.0.last_name}} ({{who.0.phone_number}}) about @name at ${{found.0.price}}: {{inputs.text}}',
};

const TipCase = z.object({ ...appCase, product: z.string(), friend: z.string(), text: z.string(), tipMessage: z.string(), wishMessage: z.string() });
type TipCase = z.infer<typeof TipCase>;

function tipTask(c: TipCase) {
  const product = idOf('product', c.product);
  const phone = phoneOf(c.friend);
  const price = fixtureRow<{ price: number }>('SELECT price FROM amazon_products WHERE name = ?', c.product).price.toFixed(2);
  return logTask(c, {
    intro: 'Tip a friend off about a product, or wish for it yourself.', heading: 'Tips and wishes', empty: 'Nothing yet.', kind: 'product', actions: [TIP, WISH],
    openInputs: [['product', 'item'], ['friend', 'contact', 'name']], openActions: ['text', 'tip'],
    steps: [
      { message: c.tipMessage, values: { product: c.product, friend: c.friend, text: c.text }, hint: ['text', 'tip'],
        calls: [['phone.send_text_message', { phone_number: phone }]],
        // The app tells the friend the name and price itself (the intention), beside the words the
        // user dictated; how it words the rest is its own (issue #30, reference_wrong).
        free: [{ app: 'phone', table: 'text_messages', field: 'message', constraint: { contains: [c.text, c.product, price] },
          why: 'the user dictates the sentence and wants the product\'s name and price told with it; the rest of the wording is the app\'s' }],
        // The short text the user dictated is shown sent, and to whom (issue #30).
        changes: SENT.text, mutations: 3, show: [c.product, phone, c.text, c.friend], state: STATE_WORDS.texted },
      wishStep(c.wishMessage, c.product),
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

// ---------------------------------------------------------------- wish for a product, then email a gift hint

const HINT: ActSpec = {
  id: 'gift_hint', label: 'Email a gift hint', find: 'product', goal: 'Find the product on Amazon and email the address my gift hint about it.',
  inputs: [input('email', 'Send hint to (email)'), input('subject', 'Subject'), input('note', 'Hint')],
  // The user words the hint; the app finds the product and shows its price.
  // Read back, so whom the hint went to is shown as Gmail holds it (issue #30, not_shown).
  calls: [['gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: '{{inputs.subject}}', body: '{{inputs.note}}' }, 'sent'], ['gmail.show_email', { email_id: '{{sent.email_id}}' }, 'mail']],
  what: 'hinted to {{inputs.email}}',
  say: 'Emailed {{inputs.email}} "{{inputs.subject}}" about @name (product @id, ${{found.0.price}}): {{inputs.note}}',
};

const HintCase = z.object({ ...appCase, product: z.string(), email: z.string(), subject: z.string(), note: z.string(), wishMessage: z.string(), hintMessage: z.string() });
type HintCase = z.infer<typeof HintCase>;

function hintTask(c: HintCase) {
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Wish for a product, then drop a hint by email.', heading: 'Wishes and hints', empty: 'Nothing yet.', kind: 'product', actions: [WISH, HINT],
    openInputs: [['product', 'item'], ['email', 'address']], openActions: ['wish', 'hint'],
    steps: [
      wishStep(c.wishMessage, c.product),
      { message: c.hintMessage, values: { product: c.product, email: c.email, subject: c.subject, note: c.note }, hint: ['hint', 'email'],
        calls: [['gmail.send_email', { email_addresses: [c.email], subject: c.subject, body: c.note }]],
        // The sent email's recipient is kept as a person id, not the address: the app reads the
        // email back, and the recipient the user dictated is shown, in any form of the person
        // (issue #30, not_shown; kit/people-forms.ts).
        changes: SENT.email, mutations: 4, show: [c.subject, c.note, c.email], state: STATE_WORDS.emailed },
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, { tip: [TipCase, tipTask], hint: [HintCase, hintTask] });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
