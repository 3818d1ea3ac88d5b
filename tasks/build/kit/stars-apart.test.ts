/**
 * s18 (issue #30, s18-Z9; kit/stars-apart.ts): a review's stars beside the product are not a count of
 * reviews. The real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { averageForms, countForms } from './stars-apart.ts';

const cache = tempDir('stars-apart');

/** The review app telling each review as `said` and listing it as `item`. */
const telling = (said: string, item: string) => (ref: Record<string, Obj>) => {
  const pkg = ref.A?.package as Obj;
  const review = (pkg.actions as Obj[]).find((a) => a.id === 'review_product')!;
  review.plan = (review.plan as Obj[]).map((s) => (s.message ? { message: said } : s));
  for (const c of (pkg.views as Obj[])[0]!.components as Obj[]) if (c.type === 'list') c.item = item;
};

describe('stars are not a count of reviews', () => {
  it('product-reviews: "Cookbook … — 5 reviews" fails create.11; "5 stars (5 reviews)" passes', async () => {
    const t = suiteTask('single.amazon.product-reviews');
    const check = t.episodes.find((e) => e.id === 'create')!.assertions.find((a) => a.id === 'create.11.visible_result_grounded') as { apart?: string[] };
    expect(check.apart).toEqual([...countForms(5), ...averageForms(5)]);
    const count = await runAttacked(t, telling('Posted on {{found.0.name}} — {{inputs.stars}} reviews.', '{{item.product}} — {{item.rating}} reviews'), cache);
    expect(failed(count.rows)).toContain('create.11.visible_result_grounded');
    const average = await runAttacked(t, telling('Posted on {{found.0.name}} — avg {{inputs.stars}}, "{{inputs.headline}}".', '{{item.product}} — avg {{item.rating}}'), cache);
    expect(failed(average.rows)).toContain('create.11.visible_result_grounded');
    const stars = await runAttacked(t, telling('Posted on {{found.0.name}}: {{inputs.stars}} stars, "{{inputs.headline}}" ({{inputs.stars}} reviews).', '{{item.product}}: {{item.rating}} stars, "{{item.headline}}"'), cache);
    expect(failed(stars.rows).filter((id) => id.startsWith('create.'))).toEqual([]);
  });

  it('review-headlines: the changed stars may stand beside the product the user names the review by', () => {
    const t = suiteTask('single.amazon.review-headlines');
    const revise = t.episodes.find((e) => e.id === 'revise')!.assertions.find((a) => a.type === 'visible_result_grounded' && a.value === 2) as { beside?: string[] };
    expect(revise.beside).toContain('Compact Travel Umbrella, Yellow');
  });
});

describe('stars in a text in the user\'s words', () => {
  it('running-shoe-review-text: "Five stars …" in the text to Liam passes create.12 (numbers count as words)', async () => {
    const t = suiteTask('multi.running-shoe-review-text');
    const texting = (message: string) => (ref: Record<string, Obj>) => {
      const act = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'review_and_tell')!;
      act.plan = (act.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message } } : s));
    };
    expect(failed((await runAttacked(t, texting('Five stars for the {{found.0.name}}, no blisters.'), cache)).rows)).not.toContain('create.12.world_matches_reference');
    expect(failed((await runAttacked(t, texting('Loved the {{found.0.name}}, no blisters.'), cache)).rows)).toContain('create.12.world_matches_reference');
  });
});

describe('a warning may say plainly not to buy (s18-Z9-f2)', () => {
  it('yoga-mat-warning: "I would skip the … mat, not worth it" passes create.11; a friendly hello fails it', async () => {
    const t = suiteTask('multi.yoga-mat-warning');
    const texting = (message: string) => (ref: Record<string, Obj>) => {
      for (const act of (ref.A?.package as Obj).actions as Obj[]) {
        act.plan = (act.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message } } : s));
      }
    };
    expect(failed((await runAttacked(t, texting('Heads up: I would skip the {{found.0.name}}, not worth it.'), cache)).rows)).not.toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(t, texting('Hi Aisha, about the {{found.0.name}}!'), cache)).rows)).toContain('create.11.world_matches_reference');
  });
});
