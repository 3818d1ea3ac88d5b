/** Amazon's record tasks: a product review posted, then re-rated (and, with a changed requirement, re-headlined). */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { input, optional, recordAction, serviceActions, type ActionDef, type InputDef, type ListAppDef } from '../../kit/package.ts';
import { fixtureRow } from '../../kit/fixture.ts';
import type { Allow, Obj } from '../../kit/types.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { findThenAct } from '../../shapes/record-actions.ts';

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

function reviewCases(): RecordCase[] {
  const cookbook = productId('Cookbook: Weeknight Vegetables, Hardcover');
  const umbrella = productId('Compact Travel Umbrella, Yellow');
  return [
    {
      id: 'single.amazon.product-reviews', split: 'sealed', seed: 202,
      intention: 'Make me an app to review things I bought on Amazon: pick the product, stars and a headline, and let me change the stars later.',
      app: reviewApp('product-reviews', 'Product Reviews'),
      ...REVIEW_OPEN, inputs: [['product'], ['stars', 'rating']],
      create: {
        message: 'Review the Weeknight Vegetables cookbook: five stars, "Dinner saver".',
        values: { product: 'Cookbook: Weeknight Vegetables', stars: 5, headline: 'Dinner saver', text: 'Quick recipes that actually work on a Tuesday.' },
        hint: ['post', 'write', 'review'],
        api: 'amazon.write_product_review', args: { product_id: cookbook, rating: 5, title: 'Dinner saver' }, fields: { product_id: cookbook, rating: 5, title: 'Dinner saver' },
        show: ['Cookbook: Weeknight Vegetables'], allow: REVIEW_ADDED, maxMutations: 2,
      },
      revise: {
        message: 'Hmm, a couple of recipes flopped. Make that cookbook review three stars.', values: { review_id: '$reviewId', new_stars: 3 },
        hint: ['change', 'stars', 'rating', 'update', 'edit'],
        api: 'amazon.update_product_review', args: { product_review_id: '$reviewId', rating: 3 }, fields: { product_id: cookbook, rating: 3, title: 'Dinner saver' },
        show: [], allow: REVIEW_CHANGED, maxMutations: 2,
      },
      reopen: ['Cookbook: Weeknight Vegetables', '3'],
    },
    {
      id: 'single.amazon.review-headlines', split: 'public', seed: 203,
      intention: 'I want a small app for reviewing my outdoor gear on Amazon and adjusting the reviews after I have used things for a while.',
      app: reviewApp('gear-reviews', 'Gear Reviews'),
      // A changed requirement: the edit form must also change the headline.
      next: {
        replace: changeStars({
          label: 'Change stars and headline', goal: 'Change the stars and the headline of one of my reviews on Amazon and here.', more: [input('new_headline', 'New headline')],
          args: { title: '{{inputs.new_headline}}' }, fields: { headline: '{{inputs.new_headline}}' },
          said: 'Review {{inputs.review_id}} now reads "{{inputs.new_headline}}" with {{inputs.new_stars}} stars.',
        }),
      },
      ...REVIEW_OPEN, inputs: [['product'], ['headline', 'title']],
      create: {
        message: 'Four stars for the compact travel umbrella in yellow, headline "Survived the wind".',
        values: { product: 'Compact Travel Umbrella, Yellow', stars: 4, headline: 'Survived the wind' }, hint: ['post', 'write', 'review'],
        api: 'amazon.write_product_review', args: { product_id: umbrella, rating: 4, title: 'Survived the wind' },
        fields: { product_id: umbrella, rating: 4, title: 'Survived the wind' },
        show: ['Compact Travel Umbrella, Yellow'], allow: REVIEW_ADDED, maxMutations: 2,
      },
      revise: {
        requirement: 'Let me change the headline of a review too, not only the stars.',
        message: 'The umbrella flipped inside out last week: two stars, headline "Flips in strong gusts".',
        values: { review_id: '$reviewId', new_stars: 2, new_headline: 'Flips in strong gusts' }, hint: ['change', 'headline', 'update', 'edit'],
        api: 'amazon.update_product_review', args: { product_review_id: '$reviewId', rating: 2, title: 'Flips in strong gusts' },
        fields: { product_id: umbrella, rating: 2, title: 'Flips in strong gusts' }, show: ['Flips in strong gusts'], allow: REVIEW_CHANGED, maxMutations: 2,
      },
      reopen: ['Flips in strong gusts', 'Compact Travel Umbrella, Yellow'],
    },
  ];
}

export const tasks = (): TaskInput[] => reviewCases().map((c) => singleRecord('amazon', c));
