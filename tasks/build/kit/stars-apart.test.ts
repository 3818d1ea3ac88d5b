/**
 * s18 (issue #30, s18-Z9; kit/stars-apart.ts): a review's stars beside the product are not a count of
 * reviews. The real runtime and seeded world.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { assertStarsApart, averageForms, countForms, starsClashes } from './stars-apart.ts';

const cache = tempDir('stars-apart');

/** The review app telling each review as `said` and listing it as `item`. */
const telling = (said: string, item: string) => (ref: Record<string, Obj>) => {
  const pkg = ref.A?.package as Obj;
  const review = (pkg.actions as Obj[]).find((a) => a.id === 'review_product')!;
  review.plan = (review.plan as Obj[]).map((s) => (s.message ? { message: said } : s));
  for (const c of (pkg.views as Obj[])[0]!.components as Obj[]) if (c.type === 'list') c.item = item;
};

describe('stars are not a count of reviews', () => {
  it('product-reviews: "Cookbook … — 2 reviews" fails create.11; "2 stars (2 reviews)" passes', async () => {
    const t = suiteTask('single.amazon.product-reviews');
    const check = t.episodes.find((e) => e.id === 'create')!.assertions.find((a) => a.id === 'create.11.visible_result_grounded') as { apart?: string[] };
    expect(check.apart).toEqual([...countForms(2), ...averageForms(2)]);
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
  it('running-shoe-review-text: "Five stars …" in the text to Liam passes create.11 (numbers count as words)', async () => {
    const t = suiteTask('multi.running-shoe-review-text');
    const texting = (message: string) => (ref: Record<string, Obj>) => {
      const act = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'review_and_tell')!;
      // s22: the review says the user's reason, which the task now asks said in the review or the text.
      act.plan = (act.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message } } : s.call === 'amazon.write_product_review' ? { ...s, args: { ...s.args, text: '{{inputs.verdict}}' } } : s));
    };
    expect(failed((await runAttacked(t, texting('Five stars for the {{found.0.name}}, no blisters.'), cache)).rows)).not.toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(t, texting('Loved the {{found.0.name}}, no blisters.'), cache)).rows)).toContain('create.11.world_matches_reference');
    // s19-Z1-f1: the rating of what — "5 stars!" names no shoes.
    expect(failed((await runAttacked(t, texting('5 stars! No blisters.'), cache)).rows)).toContain('create.11.world_matches_reference');
  });
});

describe('a warning may say plainly not to buy (s18-Z9-f2)', () => {
  it('yoga-mat-warning: "I would skip the … mat, not worth it" passes create.11; a friendly hello fails it', async () => {
    const t = suiteTask('multi.yoga-mat-warning');
    const texting = (message: string) => (ref: Record<string, Obj>) => {
      // s22: the review says the user's reason, which the task now asks said in the review or the text.
      for (const act of (ref.A?.package as Obj).actions as Obj[]) {
        act.plan = (act.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message } } : s.call === 'amazon.write_product_review' ? { ...s, args: { ...s.args, text: '{{inputs.verdict}}' } } : s));
      }
    };
    expect(failed((await runAttacked(t, texting('Heads up: I would skip the {{found.0.name}}, not worth it.'), cache)).rows)).not.toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(t, texting('Hi Aisha, about the {{found.0.name}}!'), cache)).rows)).toContain('create.11.world_matches_reference');
    // s19-Z1-f2: a warning of what — "Stay away." names no mat.
    expect(failed((await runAttacked(t, texting('Stay away, not worth it.'), cache)).rows)).toContain('create.11.world_matches_reference');
  });
});

/** Every action that writes a review tells only the product card it read; the kept list shows the product alone. */
const cardOnly = (ref: Record<string, Obj>) => {
  const pkg = ref.A?.package as Obj;
  for (const act of pkg.actions as Obj[]) {
    if (!(act.plan as Obj[]).some((s) => s.call === 'amazon.write_product_review')) continue;
    act.plan = (act.plan as Obj[]).map((s) => (s.message ? { message: 'Posted. {{found.0.name}} — Rating: {{found.0.rating}} (Reviews: {{found.0.review_count}})' } : s));
  }
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = '{{item.product}}';
};

/** The task with the user's stars in episode `episode` moved from `from` to `to` (typed value and every check of it). */
function restarred(task: Task, episode: string, from: number, to: number): Task {
  const copy = structuredClone(task) as Obj;
  const e = (copy.episodes as Obj[]).find((x) => x.id === episode)!;
  for (const k of Object.keys(e.values)) if (k.split('|').includes('stars') && e.values[k] === from) e.values[k] = to;
  for (const a of e.assertions as Obj[]) {
    if (a.value === from) a.value = to;
    if (a.fields?.rating === from) a.fields.rating = to;
    if (a.where?.rating === from) a.where.rating = to;
  }
  return copy as Task;
}

describe('the stars are none of the product\'s own numbers (s18-Z9-f1..f3, s18-Z11-f1)', () => {
  it('no task of the suite gives stars its reviewed product also shows', () => {
    const clashing = readdirSync(join('tasks', 'suite')).map((f) => suiteTask(f.replace(/\.json$/, ''))).filter((t) => starsClashes(t).length > 0).map((t) => t.id);
    expect(clashing).toEqual([]);
  });

  it('a case whose stars are the product\'s stored average or review count is refused at build, with the numbers', () => {
    const headlines = restarred(suiteTask('single.amazon.review-headlines'), 'create', 5, 4);
    expect(starsClashes(headlines).map((c) => c.as)).toEqual(expect.arrayContaining(['stored average', "stars of another person's review of it"]));
    expect(() => assertStarsApart(headlines)).toThrow(/single\.amazon\.review-headlines: .*4 stars = amazon.products 9615720's stored average/);
    // s19-Z1-f1: the product's other small numbers too — its delivery days, the user's order line's quantity.
    const coffee = restarred(suiteTask('multi.coffee-maker-verdict'), 'create', 5, 1);
    expect(starsClashes(coffee).map((c) => c.as)).toEqual(expect.arrayContaining(['stored delivery days', "quantity of the user's order of it"]));
    const yoga = restarred(suiteTask('multi.yoga-mat-warning'), 'revise', 5, 2);
    expect(starsClashes(yoga).map((c) => `${c.episode} ${c.as}`)).toContain('revise review count after the review');
    expect(assertStarsApart(suiteTask('multi.yoga-mat-warning')).id).toBe('multi.yoga-mat-warning');
  });

  it('review-headlines: a page of the product card alone ("Rating: 4 (Reviews: 1)") passed with 4 stars and fails with the case\'s 5', async () => {
    const t = suiteTask('single.amazon.review-headlines');
    expect(failed((await runAttacked(restarred(t, 'create', 5, 4), cardOnly, cache)).rows)).not.toContain('create.11.visible_result_grounded');
    expect(failed((await runAttacked(t, cardOnly, cache)).rows)).toContain('create.11.visible_result_grounded');
  });

  it('yoga-mat-warning: the card alone ("Reviews: 2") fails create.13; the stars beside the card pass it', async () => {
    const t = suiteTask('multi.yoga-mat-warning');
    expect(failed((await runAttacked(t, cardOnly, cache)).rows)).toContain('create.13.visible_result_grounded');
    const both = (ref: Record<string, Obj>) => {
      const act = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'review_and_tell')!;
      act.plan = (act.plan as Obj[]).map((s) => (s.message ? { message: '{{found.0.name}} — Rating: {{found.0.rating}} (Reviews: {{found.0.review_count}}). Your review: {{inputs.stars}} stars. Aisha was told.' } : s));
    };
    expect(failed((await runAttacked(t, both, cache)).rows).filter((id) => id.startsWith('create.'))).toEqual([]);
  });
});

describe('a tip carries the verdict (s18-Z10-f1)', () => {
  it('notebook-review-tip: a text that only names the notebook fails create.11; the reason or the stars pass it', async () => {
    const t = suiteTask('multi.notebook-review-tip');
    const texting = (message: string) => (ref: Record<string, Obj>) => {
      const act = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'review_and_tell')!;
      act.plan = (act.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message } } : s.call === 'amazon.write_product_review' ? { ...s, args: { ...s.args, text: '{{inputs.verdict}}' } } : s));
    };
    expect(failed((await runAttacked(t, texting('Hi Mira, about the {{found.0.name}}'), cache)).rows)).toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(t, texting('Mira, skip the dot grid notebook: the ink bleeds right through.'), cache)).rows)).not.toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(t, texting('Gave the {{found.0.name}} three stars.'), cache)).rows)).not.toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(t, texting('I gave it 1 star.'), cache)).rows)).toContain('create.11.world_matches_reference');
  });
});

describe('a review named by its product (s18-Z11-f2)', () => {
  it('review-headlines: the revise types the product, paired with the review, beside the old headline', () => {
    const revise = suiteTask('single.amazon.review-headlines').episodes.find((e) => e.id === 'revise')!;
    expect(revise.values).toMatchObject({ 'product|query': 'Compact Travel Umbrella, Yellow', 'review_title|product_review_title|review|product_review': 'Survived the wind' });
    expect(revise.names).toMatchObject({ 'product|query': 'review_id|product_review_id' });
  });
});
