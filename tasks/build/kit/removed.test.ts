/**
 * s24 removed lane: a state the user took off a record is not shown after reopen as still on it
 * (kit/removed-gone.ts; family-favourites s24-s14-f1), and a return or review of a purchase does
 * not name the user's newest delivered purchase (kit/newer-purchase.ts; loud-blender-return
 * s24-s14-f1). On the real built tasks: the checker on hand-made reopened screens, the real
 * runtime with the reference.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('removed');

type Gone = Extract<AssertionSpec, { type: 'persisted_visible' }>;
const gone = (task: string): Gone => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && (a.note ?? '').startsWith('s24 removed'));
  if (!spec || spec.type !== 'persisted_visible') throw new Error(`${task}: no removed check`);
  return spec;
};
const reopened = (lines: string[], headings: string[] = []): EpisodeRecord => ({
  ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
  visible_text: ['App', ...lines].join('\n'),
  html: `<h1>App</h1>${lines.map((l) => (headings.includes(l) ? `<h2>${l}</h2>` : `<div>${l}</div>`)).join('')}`,
  shown: { state: lines, result: [] },
});
const passes = (spec: AssertionSpec, lines: string[], headings: string[] = []): boolean => evaluate(spec, reopened(lines, headings), {}).passed;

describe('a favourite taken off is not shown as still a favourite (family-favourites s24-s14-f1)', () => {
  const spec = gone('single.phone.family-favourites');
  it('is on the reopen, on Chloe Patel, with the favourite words as the old state', () => {
    expect(spec).toMatchObject({ value: 'Chloe Patel', gone: true, history: true, was_headed: true });
    expect(spec.was).toContain('favourites');
  });
  it('a kept list still naming her a favourite fails', () => {
    expect(passes(spec, ['Favourites: Nora Patel, Chloe Patel'])).toBe(false);
    // (Rows of more than four words: a short row right above is read as a caption over the next.)
    expect(passes(spec, ['Favourites', 'Nora Patel — mother, 2130324270', 'Chloe Patel — sister, 8212181981'], ['Favourites'])).toBe(false);
    expect(passes(spec, ['Chloe Patel — favourited'])).toBe(false);
  });
  it('the list now, nothing of her, or a line telling her taken off passes', () => {
    expect(passes(spec, ['Favourites: Nora Patel'])).toBe(true);
    expect(passes(spec, ['Favourites', 'Nora Patel — mother, 2130324270'], ['Favourites'])).toBe(true);
    expect(passes(spec, ['Chloe Patel is no longer a favourite.'])).toBe(true);
    expect(passes(spec, ['Removed Chloe Patel from favourites'])).toBe(true);
    // A contact list with a button to make her one again is no favourite state.
    expect(passes(spec, ['Contacts', 'Chloe Patel  Favourite'], ['Contacts'])).toBe(true);
  });
});

describe('result_apart: the removing step\'s own result message left on the reopened page is not a kept line', () => {
  const spec = gone('single.phone.family-favourites');
  const page = (result: string, list: string[]): EpisodeRecord => ({
    ...reopened([]),
    visible_text: ['App', 'Delete from favourites', result, 'Here', ...list].join('\n'),
    html: `<h1>App</h1><button>Delete from favourites</button><section class="result" role="status"><p class="message">${result}</p></section><h2>Here</h2><ul>${list.map((l) => `<li>${l}</li>`).join('')}</ul>`,
  });
  it('a result line under a button caption, in the app\'s own words, passes', () => {
    expect(evaluate(spec, page('Result: Chloe Patel · 2108973 · favourites', ['Nora Patel · 6220081): favourite', 'Chloe Patel · 2108973): not a favourite']), {}).passed).toBe(true);
  });
  it('a kept list beside it still naming her a favourite fails', () => {
    expect(evaluate(spec, page('Chloe Patel is no longer a favourite.', ['Favourites: Nora Patel, Chloe Patel']), {}).passed).toBe(false);
    expect(evaluate({ ...spec, result_apart: undefined }, page('Result: Chloe Patel · 2108973 · favourites', []), {}).passed).toBe(false);
  });
});

describe('other states taken off: unblocked, unfriended, unshared, unlabelled, unpinned, out of a group', () => {
  it('an unblocked number listed as blocked fails; told unblocked passes', () => {
    const spec = gone('single.phone.robocall-block');
    expect(passes(spec, ['Blocked numbers', '4155550178 (blocked 2023-05-18 12:00)', '8005550199 (blocked 2023-01-02 09:00)'], ['Blocked numbers'])).toBe(false);
    expect(passes(spec, ['8005550199 — blocked'])).toBe(false);
    expect(passes(spec, ['Blocked numbers', '4155550178 (blocked 2023-05-18 12:00)'], ['Blocked numbers'])).toBe(true);
    expect(passes(spec, ['8005550199 unblocked'])).toBe(true);
  });
  it('an unfriended person under "Friends" fails', () => {
    const spec = gone('single.venmo.friend-list-tidy');
    expect(passes(spec, ['Your friends', 'Zoe Ito — @zoe-ito, since 2023-05-18', 'Tomas Rossi — @tomas-rossi, since 2021-03-02'], ['Your friends'])).toBe(false);
    expect(passes(spec, ['Your friends', 'Zoe Ito — @zoe-ito, since 2023-05-18'], ['Your friends'])).toBe(true);
    expect(passes(spec, ['Tomas Rossi removed from your friends'])).toBe(true);
  });
  it('a note no longer shared shown as shared with the person fails', () => {
    const spec = gone('single.simple_note.lend-interview-questions');
    expect(spec.value).toBe('Interview questions for the backend role');
    expect(passes(spec, ['Interview questions for the backend role — shared with kenji.chen@proton.me (read only)'])).toBe(false);
    expect(passes(spec, ['Interview questions for the backend role — not shared'])).toBe(true);
    expect(passes(spec, ['Interview questions for the backend role'])).toBe(true);
  });
  it('a task still shown with the label taken off fails', () => {
    const spec = gone('single.todoist.tag-backsplash-waiting');
    expect(passes(spec, ['Pick a backsplash tile — @blocked-on-contractor'])).toBe(false);
    expect(passes(spec, ['Pick a backsplash tile — label removed'])).toBe(true);
    expect(passes(spec, ['Labels', 'blocked-on-contractor (made 2023-05-18)', 'Tasks', 'Pick a backsplash tile — due 2023-06-01'], ['Labels', 'Tasks'])).toBe(true);
  });
  it('an unpinned note under "Pinned" fails', () => {
    const spec = gone('single.simple_note.pin-budget');
    expect(passes(spec, ['Pinned', 'Budget - May (edited 2023-05-18, 12 lines)'], ['Pinned'])).toBe(false);
    expect(passes(spec, ['Budget - May — unpinned'])).toBe(true);
    expect(passes(spec, ['Notes', 'Budget - May'], ['Notes'])).toBe(true);
  });
  it('a member taken out still listed among the group\'s members fails', () => {
    const spec = gone('single.splitwise.road-trip-roster');
    expect(spec.value).toBe('caleb.larsen@yahoo.com');
    expect(passes(spec, ['Road trip to Big Sur — members: you, Caleb Larsen'])).toBe(false);
    expect(passes(spec, ['Road trip to Big Sur — members: you'])).toBe(true);
    expect(passes(spec, ['Removed Caleb Larsen from Road trip to Big Sur'])).toBe(true);
  });
  it('the reference passes every check on the real runtime', async () => {
    for (const id of ['single.phone.family-favourites', 'single.venmo.friend-list-tidy', 'single.simple_note.pin-budget']) {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }
  }, 120_000);
});

describe('a return or review does not name the newest delivered purchase (loud-blender-return s24-s14-f1)', () => {
  const newest = (id: string) => {
    const rows = suiteTask(id).world.rows ?? [];
    const order = rows.filter((r) => r.app === 'amazon' && r.table === 'orders' && r.row.status === 'delivered').sort((a, b) => String(b.row.created_at).localeCompare(String(a.row.created_at)))[0];
    const items = rows.filter((r) => r.table === 'order_items' && order && r.row.order_id === order.row.id);
    return { order, items };
  };
  it('the blender return gets a newer delivered order of another product, delivered before the clock', () => {
    const { order, items } = newest('single.amazon.loud-blender-return');
    expect(String(order?.row.created_at) > '2023-04-02T13:30:00').toBe(true);
    expect(items.map((i) => i.row.product_id)).not.toContain(9504626);
    expect(items.every((i) => i.row.delivered_at !== null && String(i.row.delivered_at) < '2023-05-18T12:00:00')).toBe(true);
  });
  it('a review of a purchase placed by kit/bought-reviewed is not the newest either', () => {
    const { order, items } = newest('single.amazon.product-reviews');
    expect(String(order?.row.created_at) > '2023-05-08T18:20:00').toBe(true);
    expect(items.map((i) => i.row.product_id)).not.toContain(7615713);
  });
  it('the reference still passes', async () => {
    expect(failed((await runAttacked(suiteTask('single.amazon.loud-blender-return'), () => {}, cache)).rows)).toEqual([]);
  }, 120_000);
});
