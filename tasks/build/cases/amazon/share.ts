/**
 * Amazon apps that reach a second service: tipping a friend off about a product by text, and
 * emailing a gift hint from the wish list.
 */
import { input } from '../../kit/package.ts';
import { type ActSpec, type CaseBase, idOf, logTask, phoneOf } from '../../shapes/found-log.ts';
import { SENT } from '../../kit/changes.ts';
import { wishAction, wishStep } from './wish-list.ts';

const WISH = wishAction('Put @name (product @id) on your wish list.');

// ---------------------------------------------------------------- text a friend about a product, wish for it myself

const TIP: ActSpec = {
  id: 'text_tip', label: 'Text a friend', find: 'product', goal: 'Find the product on Amazon and text a contact, found by name, my message about it.',
  inputs: [input('friend', 'Friend\'s name'), input('text', 'Text message')],
  calls: [
    ['phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'],
    ['phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: '{{inputs.text}}' }, 'texted'],
  ],
  what: 'texted to {{who.0.first_name}} {{who.0.last_name}}',
  say: 'Texted {{who.0.first_name}} {{who.0.last_name}} ({{who.0.phone_number}}) about @name at ${{found.0.price}}.',
};

type TipCase = CaseBase & { product: string; friend: string; text: string; tipMessage: string; wishMessage: string };

function tipTask(c: TipCase) {
  const product = idOf('product', c.product);
  const phone = phoneOf(c.friend);
  return logTask(c, {
    intro: 'Tip a friend off about a product, or wish for it yourself.', heading: 'Tips and wishes', empty: 'Nothing yet.', kind: 'product', actions: [TIP, WISH],
    openInputs: [['product', 'item'], ['friend', 'contact', 'name']], openActions: ['text', 'tip'],
    steps: [
      { message: c.tipMessage, values: { product: c.product, friend: c.friend, text: c.text }, hint: ['text', 'tip'],
        calls: [['phone.send_text_message', { phone_number: phone, message: c.text }]],
        changes: SENT.text, mutations: 3, show: [c.product, phone] },
      wishStep(c.wishMessage, c.product),
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

const tipCases: TipCase[] = [
  { id: 'single.amazon.text-a-deal', split: 'dev', seed: 2125, appId: 'deal-texter', title: 'Price Texter',
    summary: 'Texts a friend from my contacts about an Amazon product and its price; can put it on my wish list too.',
    intention: 'When I spot something a friend would like on Amazon I want to text them the name and price without copying anything, and maybe wish for it myself.',
    product: 'Strategy Board Game: Harbor Lords, Multicolor', friend: 'Owen Kim', text: 'Harbor Lords is on Amazon, want to split it for game night?',
    tipMessage: 'Text Owen Kim about the Strategy Board Game: Harbor Lords, Multicolor: Harbor Lords is on Amazon, want to split it for game night?',
    wishMessage: 'I want the Strategy Board Game: Harbor Lords, Multicolor too, add it to my wish list.' },
  { id: 'single.amazon.running-shoe-tip', split: 'sealed', seed: 2126, appId: 'run-club-tips', title: 'Run Club Tips',
    summary: 'Sends running gear tips from Amazon to my run club friends by text.',
    intention: 'My run club swaps gear tips. I want to text a clubmate from my contacts about a product on Amazon with its price, and add it to my own wish list.',
    product: 'Trail Running Shoes, Blue, Medium', friend: 'Mateo Haddad', text: 'Found the blue trail shoes you wanted, in medium.',
    tipMessage: 'Send Mateo Haddad a text about the Trail Running Shoes, Blue, Medium saying: Found the blue trail shoes you wanted, in medium.',
    wishMessage: 'Put the Trail Running Shoes, Blue, Medium on my wish list.' },
];

// ---------------------------------------------------------------- wish for a product, then email a gift hint

const HINT: ActSpec = {
  id: 'gift_hint', label: 'Email a gift hint', find: 'product', goal: 'Find the product on Amazon and email the address my gift hint about it.',
  inputs: [input('email', 'Send hint to (email)'), input('subject', 'Subject'), input('note', 'Hint')],
  // The user words the hint; the app finds the product and shows its price.
  calls: [['gmail.send_email', { email_addresses: ['{{inputs.email}}'], subject: '{{inputs.subject}}', body: '{{inputs.note}}' }, 'sent']],
  what: 'hinted to {{inputs.email}}',
  say: 'Emailed {{inputs.email}} "{{inputs.subject}}" about @name (product @id, ${{found.0.price}}).',
};

type HintCase = CaseBase & { product: string; email: string; subject: string; note: string; wishMessage: string; hintMessage: string };

function hintTask(c: HintCase) {
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Wish for a product, then drop a hint by email.', heading: 'Wishes and hints', empty: 'Nothing yet.', kind: 'product', actions: [WISH, HINT],
    openInputs: [['product', 'item'], ['email', 'address']], openActions: ['wish', 'hint'],
    steps: [
      wishStep(c.wishMessage, c.product),
      { message: c.hintMessage, values: { product: c.product, email: c.email, subject: c.subject, note: c.note }, hint: ['hint', 'email'],
        calls: [['gmail.send_email', { email_addresses: [c.email], subject: c.subject, body: c.note }]],
        // The sent email's recipient is kept as a person id, not the address: the hint is what shows.
        changes: SENT.email, mutations: 4, show: [c.subject] },
    ],
    reopenShows: [c.product, product], retained: product,
  });
}

const hintCases: HintCase[] = [
  { id: 'single.amazon.gift-hint-mom', split: 'dev', seed: 2127, appId: 'gift-hints', title: 'Gift Hints',
    summary: 'Puts products on my Amazon wish list and emails gift hints about them.',
    intention: 'My mother always asks what I want for my birthday. Let me add a product to my Amazon wish list and email her a hint about it.',
    product: 'Linen Throw Pillow Cover, Oatmeal', email: 'nora.patel@gmail.com', wishMessage: 'Add the Linen Throw Pillow Cover, Oatmeal to my wish list.',
    subject: 'Birthday idea', note: 'The oatmeal linen pillow cover on Amazon would make me very happy.',
    hintMessage: 'Now email nora.patel@gmail.com a hint about the Linen Throw Pillow Cover, Oatmeal. Subject: Birthday idea. Text: The oatmeal linen pillow cover on Amazon would make me very happy.' },
  { id: 'single.amazon.secret-santa-hint', split: 'sealed', seed: 2128, appId: 'santa-hints', title: 'Secret Santa Hints',
    summary: 'Wishes for a product on Amazon and sends my Secret Santa an email hint.',
    intention: 'Our office Secret Santa lets us send one anonymous-ish hint. I want to wish for something on Amazon and email the hint to the organiser.',
    product: 'Slim Phone Case, Lavender', email: 'priya.silva@proton.me', wishMessage: 'Wish list: Slim Phone Case, Lavender.', subject: 'Secret Santa hint',
    note: 'Whoever has me: a lavender slim phone case would be perfect.',
    hintMessage: 'Email priya.silva@proton.me my hint about the Slim Phone Case, Lavender, subject Secret Santa hint, saying: Whoever has me: a lavender slim phone case would be perfect.' },
];

export const tasks = () => [...tipCases.map(tipTask), ...hintCases.map(hintTask)];
