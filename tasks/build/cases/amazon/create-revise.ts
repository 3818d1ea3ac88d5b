/** Amazon's record tasks: a product review posted, then re-rated (and, with a changed requirement, re-headlined). */
import { z } from 'zod';
import { withOwnServiceWord } from '../../kit/tool-words.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { input, optional, recordAction, serviceActions, type ActionDef, type InputDef, type ListAppDef } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import { caseHead, caseRows } from '../../kit/rows.ts';
import type { Allow, Obj } from '../../kit/types.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { findThenAct } from '../../shapes/record-actions.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';

export const amazon = serviceActions('amazon');

/** The fixture id of the product the user names (another product, colour or size is wrong). */
export const productId = (name: string) => fixtureRow<{ id: number }>('SELECT id FROM amazon_products WHERE name = ?', name).id;

/** The review's edit form: new stars, and whatever else a case lets the user change with them. */
const changeStars = (edit: { label: string; goal: string; more?: InputDef[]; args?: Obj; fields?: Obj; said: string }): ActionDef =>
  recordAction({
    id: 'change_stars', label: edit.label, goal: edit.goal, service: 'amazon',
    key: ['review_id', 'Review id'], more: [input('new_stars', 'New stars (1-5)', 'number'), ...(edit.more ?? [])],
    call: ['amazon.update_product_review', { product_review_id: '{{inputs.review_id}}', rating: '{{inputs.new_stars}}', ...edit.args }],
    list: 'reviews', fields: { rating: '{{inputs.new_stars}}', ...edit.fields }, said: edit.said,
  });

/** Posts product reviews and lets me change the stars. */
const reviewApp = (id: string, title: string): ListAppDef => ({
  id, title,
  summary: 'Posts my Amazon product reviews and keeps them so I can change my rating later.',
  intro: 'Find a product by name, give it 1 to 5 stars, a headline and a few words.',
  list: {
    name: 'reviews', fields: { id: 'number', product: 'string', rating: 'number', headline: 'string' },
    item: '{{item.product}}: {{item.rating}} stars, "{{item.headline}}" (review {{item.id}})', heading: 'My product reviews', empty: 'No reviews yet.',
  },
  actions: [
    findThenAct({
      id: 'review_product', label: 'Post review', goal: 'Review the product found by name on Amazon and keep the review here.', service: 'amazon',
      inputs: [input('product', 'Product name'), input('stars', 'Stars (1-5)', 'number'), input('headline', 'Headline'), optional('text', 'Review text')],
      find: ['amazon.search_products', 'product'],
      act: ['amazon.write_product_review', { product_id: '{{found.0.product_id}}', rating: '{{inputs.stars}}', title: '{{inputs.headline}}', text: '{{inputs.text}}' }, 'created'],
      list: 'reviews', item: { id: '{{created.product_review_id}}', product: '{{found.0.name}}', rating: '{{inputs.stars}}', headline: '{{inputs.headline}}' },
      said: 'Reviewed {{found.0.name}} with {{inputs.stars}} stars (review {{created.product_review_id}}).',
    }),
    changeStars({
      label: 'Change my stars', goal: 'Change the star rating of one of my reviews on Amazon and here.', said: 'Review {{inputs.review_id}} now has {{inputs.new_stars}} stars.',
    }),
  ],
});

const REVIEW_ADDED: Allow[] = [['amazon', 'product_reviews', 'inserted'], ['amazon', 'products', 'updated']];
const REVIEW_CHANGED: Allow[] = [['amazon', 'product_reviews', 'updated'], ['amazon', 'products', 'updated']];
const REVIEW_OPEN = { table: 'product_reviews', capture: 'reviewId', actions: ['review'] };

/**
 * A review case: the product (its full name; `typed` is what the user types when shorter), the
 * review posted, then new stars and, with a changed requirement, a new headline too.
 */
const ReviewCase = z.object({
  ...caseHead, appId: z.string(), product: z.string(), typed: z.string().optional(), stars: z.number().int(), headline: z.string(), text: z.string().optional(),
  createMessage: z.string(), newStars: z.number().int(), newHeadline: z.string().optional(), requirement: z.string().optional(), reviseMessage: z.string(),
  inputs: z.array(z.array(z.string())), reopen: z.array(z.string()),
});
type ReviewCase = z.infer<typeof ReviewCase>;

function reviewCase(c: ReviewCase): RecordCase {
  const product = productId(c.product);
  const typed = c.typed ?? c.product;
  const title = c.newHeadline ?? c.headline;
  // A review text is typed only where the user says it; one the message never says is the app's
  // to leave out (issue #30, s5 review: the operator typed a text nobody dictated).
  const text = c.text !== undefined && c.createMessage.includes(c.text) ? c.text : undefined;
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: reviewApp(c.appId, c.title),
    // A changed requirement: the edit form must also change the headline.
    next: c.newHeadline === undefined ? undefined : {
      replace: changeStars({
        label: 'Change stars and headline', goal: 'Change the stars and the headline of one of my reviews on Amazon and here.', more: [input('new_headline', 'New headline')],
        args: { title: '{{inputs.new_headline}}' }, fields: { headline: '{{inputs.new_headline}}' },
        said: 'Review {{inputs.review_id}} now reads "{{inputs.new_headline}}" with {{inputs.new_stars}} stars.',
      }),
    },
    ...REVIEW_OPEN, inputs: c.inputs,
    create: {
      message: c.createMessage, values: { product: typed, stars: c.stars, headline: c.headline, ...(text === undefined ? {} : { text }) },
      hint: ['post', 'write', 'review'],
      api: 'amazon.write_product_review', args: { product_id: product, rating: c.stars, title: c.headline }, fields: { product_id: product, rating: c.stars, title: c.headline },
      show: [typed], allow: REVIEW_ADDED, maxMutations: 2,
      // Without a text from the user, whether the review has a body (the headline again, say) is the app's choice.
      ...(text === undefined ? { free: [{ app: 'amazon', table: 'product_reviews', field: 'text', why: 'the user gives stars and a headline and no review text' }] } : {}),
    },
    revise: {
      requirement: c.requirement, message: c.reviseMessage,
      values: { review_id: '$reviewId', new_stars: c.newStars, ...(c.newHeadline === undefined ? {} : { new_headline: c.newHeadline }) },
      hint: c.newHeadline === undefined ? ['change', 'stars', 'rating', 'update', 'edit'] : ['change', 'headline', 'update', 'edit'],
      api: 'amazon.update_product_review', args: { product_review_id: '$reviewId', rating: c.newStars, ...(c.newHeadline === undefined ? {} : { title: c.newHeadline }) },
      fields: { product_id: product, rating: c.newStars, title },
      // A new headline comes back from the service; the stars alone are nothing new to show.
      show: c.newHeadline === undefined ? [] : [c.newHeadline], allow: REVIEW_CHANGED, maxMutations: 2,
    },
    reopen: c.reopen,
  };
}

const builtTasks = (): TaskInput[] => caseRows(import.meta.url, { review: ReviewCase }).review.map((c) => withOwnServiceWord(singleRecord('amazon', reviewCase(c)), c.intention, 'review', /\breview(s|ing)?\b/i));

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
