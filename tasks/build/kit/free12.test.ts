/**
 * s12 (free12, issue #30): a field the user never gave is the app's, and a text the user asks to
 * send is still about something. Each case runs a hand-written app (the reference package with one
 * call rewritten) through the real generate → run → check chain against the built task.
 *   - a review's title the user never gave (kit/unfilled.ts OPTIONAL: Spotify song reviews,
 *     Amazon product reviews), kept where the user typed a headline;
 *   - the email to the person splitting a gift (kit/text-carries.ts withBareCarries): its words
 *     are the app's, but an empty or unrelated email fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById, withArgs, worldCheck } from '../../../src/stages/__tests__/crafted-model.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withUnfilledFree } from './unfilled.ts';
import { withBareCarries } from './text-carries.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'free12');
const freeFields = (t: Obj, episode: string): string[] => (worldCheck(t, episode).free as Obj[]).map((f) => `${f.app}.${f.table}.${f.field}`);

describe('a review\'s title the user never gave is the app\'s', () => {
  const made = (message: string, values: Obj, args: Obj, intention = 'x'): TaskInput =>
    ({
      id: 't',
      apps: [{ slot: 'A', intention }],
      episodes: [{ id: 'create', slot: 'A', message, values, assertions: [{ id: 'c.1', type: 'no_collateral', allow: [{ app: 'spotify', table: 'song_reviews', ops: ['inserted'] }] }, { id: 'c.2', type: 'world_matches_reference', free: [], rows: [] }] }],
      reference: { A: { package: { actions: [{ id: 'a', plan: [{ call: 'spotify.review_song', args }] }] }, revisions: {} } },
    }) as unknown as TaskInput;
  const titleFree = (t: TaskInput) => freeFields(t, 'create').includes('spotify.song_reviews.title');

  it('frees it where the user gives stars and a thought but no title', () => {
    expect(titleFree(withUnfilledFree(made('Three stars for Rooftop Confessions.', { song: 'Rooftop Confessions', rating: 3 }, { song_id: 1, rating: '{{inputs.rating}}' })))).toBe(true);
  });
  it('keeps it where the user types a headline, says one, or the plan fills it from an input', () => {
    expect(titleFree(withUnfilledFree(made('Rate it.', { song: 'X', rating: 3, 'headline|title': 'Meh' }, { song_id: 1, rating: 3, title: '{{inputs.headline}}' })))).toBe(false);
    expect(titleFree(withUnfilledFree(made('Three stars, headline "Too long".', { song: 'X', rating: 3 }, { song_id: 1, rating: 3, title: 'Too long' })))).toBe(false);
    expect(titleFree(withUnfilledFree(made('Rate it.', { song: 'X', rating: 3, name: 'Y' }, { song_id: 1, rating: 3, title: '{{inputs.name}}' })))).toBe(false);
  });
  it('keeps the typed headline of Amazon\'s review-headlines checked', () => {
    expect(freeFields(suiteTaskById('single.amazon.review-headlines'), 'create')).not.toContain('amazon.product_reviews.title');
  });

  const vinyl = () => suiteTaskById('multi.vinyl-wishlist-ratings');
  it('passes an app that titles the review with the user\'s thought', async () => {
    const t = vinyl();
    const rows = await runCrafted(t, withArgs('log_song', 'spotify.review_song', (old) => ({ ...old, title: '{{inputs.thought}}' })));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('fails an app that titles it but gives other stars', async () => {
    const t = vinyl();
    const rows = await runCrafted(t, withArgs('log_song', 'spotify.review_song', (old) => ({ ...old, title: '{{inputs.thought}}', rating: 5 })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
});

describe('the email to the person splitting a gift is about the gift', () => {
  const bare = (free: Obj[]): TaskInput =>
    ({ id: 't', apps: [], episodes: [{ id: 'create', assertions: [{ id: 'c.1', type: 'world_matches_reference', free, rows: [] }] }] }) as unknown as TaskInput;
  const carry = [{ episode: 'create', app: 'gmail', field: 'body', orIn: ['subject'], one: ['gift'], why: 'w' }];
  it('adds the carry only where subject and body are both left bare', () => {
    const any = [{ app: 'gmail', table: '*', field: 'subject', constraint: 'any' }, { app: 'gmail', table: '*', field: 'body', constraint: 'any' }];
    const made = worldCheck(withBareCarries(bare(any), carry), 'create').free as Obj[];
    expect(made.find((f) => f.field === 'body')?.mentions_one).toEqual(['gift']);
    // "Email Hana the order number": the order's rule stands, nothing is added.
    const asked = [{ app: 'gmail', table: '*', field: 'subject', constraint: 'any' }, { app: 'gmail', table: '*', field: 'body', constraint: 'any', mentions_one: ['$orderId'] }];
    expect((worldCheck(withBareCarries(bare(asked), carry), 'create').free as Obj[]).find((f) => f.field === 'body')?.mentions_one).toEqual(['$orderId']);
  });

  const gift = () => suiteTaskById('multi.neighbor-baby-gift');
  it('passes an email in other words that names the present', async () => {
    const t = gift();
    const rows = await runCrafted(t, withArgs('send_gift', 'gmail.send_email', (old) => ({ ...old, subject: 'For the little one', body: 'Got the pillow cover for next door, we can split it.' })));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('fails an empty, unrelated email to the right person', async () => {
    const t = gift();
    const rows = await runCrafted(t, withArgs('send_gift', 'gmail.send_email', (old) => ({ ...old, subject: 'Hi', body: 'See you Sunday.' })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
});
