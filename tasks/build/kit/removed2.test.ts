/**
 * s25 removed2 lane: a state the user took off an existing record (a favourite, a blocked number,
 * a note shared with them, a group member, an item on the wish list) is not shown after reopen as
 * still on it (kit/removed-gone.ts `withRemovedGone`, findings s24-d4-f1), and app A does not show
 * a record in the privacy app B changed (kit/removed-gone.ts `withChangedElsewhere`,
 * playlist-then-share s24-s15-f1). On the real built tasks: the checker on hand-made reopened
 * screens (wrong ones fail, correct ones pass), and the real runtime with the reference.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('removed2');

const gone = (task: string, episode?: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.filter((e) => episode === undefined || e.id === episode).flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && (a.note ?? '').startsWith('s25 removed2'));
  if (!spec) throw new Error(`${task}: no removed2 check`);
  return spec;
};
/** Rows: a string is a <div>, [tag, text] another element; [text, html] with tag 'raw' is given as is. */
type Row = string | [string, string];
const screen = (rows: Row[], result?: string): EpisodeRecord => {
  const text = rows.map((r) => (typeof r === 'string' ? r : r[0] === 'raw' ? r[1].replace(/<[^>]*>/g, '') : r[1]));
  const html = rows.map((r) => (typeof r === 'string' ? `<div>${r}</div>` : r[0] === 'raw' ? r[1] : `<${r[0]}>${r[1]}</${r[0]}>`)).join('');
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: ['App', ...(result ? [result] : []), ...text].join('\n'),
    html: `<h1>App</h1>${result ? `<section class="result" role="status"><p class="message">${result}</p></section>` : ''}${html}`,
    shown: { state: text, result: result ? [result] : [] },
  };
};
const passes = (spec: AssertionSpec, rows: Row[], result?: string): boolean => evaluate(spec, screen(rows, result), {}).passed;

describe('a favourite taken off is not shown as still one (family-favourites, emergency-favourites, new-roommate-favourite, speed-dial-swap s24-d4-f1)', () => {
  const spec = gone('single.phone.family-favourites');
  it('is on the reopen, on Chloe Patel, with exact favourite words and no glyph', () => {
    expect(spec).toMatchObject({ value: 'Chloe Patel', gone: true, was_headed: true, actions_apart: true, result_apart: true });
    if (spec.type !== 'persisted_visible') throw new Error('type');
    expect(spec.was).toContain('favourite');
    expect(spec.was).not.toContain('★');
  });
  it('a kept list still naming her a favourite fails, in a line, as rows under a heading or label, beside a log', () => {
    expect(passes(spec, ['Favourites: Nora Patel, Chloe Patel'])).toBe(false);
    expect(passes(spec, [['h2', 'Favourites'], 'Nora Patel', 'Chloe Patel'])).toBe(false);
    expect(passes(spec, [['h2', 'Favourites'], ['li', 'Nora Patel (contact 6220081)'], ['li', 'Chloe Patel (contact 2108973)']])).toBe(false);
    expect(passes(spec, ['Favourites:', 'Nora Patel', 'Chloe Patel'])).toBe(false);
    expect(passes(spec, ['Nora Patel: favourite', 'Chloe Patel: favourite'])).toBe(false);
    expect(passes(spec, ['Chloe Patel (contact 2108973): favourite'])).toBe(false);
    // A kept log line telling the removal excuses a log's entries, not a list line.
    expect(passes(spec, ['Favourites: Nora Patel, Chloe Patel', 'Removed Chloe Patel from favourites'])).toBe(false);
    expect(passes(spec, [['h2', 'Favourites'], 'Nora Patel', 'Chloe Patel', ['h2', 'Recent activity'], 'Removed Chloe Patel from favourites'])).toBe(false);
  });
  it('the list now, her row told off, a log, a button to add her again, an empty star, the removing step\'s message pass', () => {
    expect(passes(spec, ['Favourites: Nora Patel'])).toBe(true);
    expect(passes(spec, [['h2', 'Favourites'], 'Nora Patel', ['h2', 'Other contacts'], 'Ines Moura', 'Chloe Patel'])).toBe(true);
    expect(passes(spec, ['Nora Patel (contact 6220081): favourite', 'Chloe Patel (contact 2108973): not a favourite'])).toBe(true);
    expect(passes(spec, ['Removed Chloe Patel from favourites'])).toBe(true);
    expect(passes(spec, ['Added Chloe Patel to favourites', 'Removed Chloe Patel from favourites'])).toBe(true);
    expect(passes(spec, [['raw', '<div>Chloe Patel <button>Favourite</button></div>']])).toBe(true);
    expect(passes(spec, [['raw', '<div>Chloe Patel · 8212181981 <button>☆ Add to favourites</button></div>']])).toBe(true);
    expect(passes(spec, ['Chloe Patel ☆'])).toBe(true);
    expect(passes(spec, [['h2', 'Here'], ['li', 'Nora Patel · 6220081): favourite'], ['li', 'Chloe Patel · 2108973): not a favourite']], 'Result: Chloe Patel · 2108973 · favourite')).toBe(true);
  });
  it('emergency-favourites: Priya under "Favourites" below Noah fails; Omar\'s star over an unmarked Sofia passes (new-roommate-favourite s24-d3-f2)', () => {
    const priya = gone('single.phone.emergency-favourites');
    expect(passes(priya, [['h2', 'Favourites'], 'Noah Patel ★', 'Priya Silva ★'])).toBe(false);
    expect(passes(priya, [['h2', 'Favourites'], 'Noah Patel ★'])).toBe(true);
    const sofia = gone('single.phone.new-roommate-favourite');
    expect(passes(sofia, [['h2', 'Favourites'], 'Omar Patel ★', 'Sofia Silva ★'])).toBe(false);
    expect(passes(sofia, [['h2', 'Contacts'], 'Omar Patel ★', 'Sofia Silva'])).toBe(true);
    const samuel = gone('single.phone.speed-dial-swap');
    expect(passes(samuel, [['h2', 'Favourites'], 'Mira Ito', 'Samuel Reyes'])).toBe(false);
    expect(passes(samuel, ['Samuel Reyes — favourite'])).toBe(false);
    expect(passes(samuel, [['raw', '<div>Samuel Reyes\t<button>Add to favourites</button></div>']])).toBe(true);
  });
});

describe('an unblocked number is not listed as blocked (ex-landlord-block, robocall-block, spam-blocker s24-d4-f1)', () => {
  const spec = gone('single.phone.spam-blocker');
  it('a kept blocked list still holding it fails', () => {
    expect(passes(spec, ['Blocked numbers: 3125550143, 8005550199'])).toBe(false);
    expect(passes(spec, ['3125550143: blocked', '8005550199: blocked'])).toBe(false);
    expect(passes(spec, [['h2', 'Blocked numbers'], '3125550143', '8005550199'])).toBe(false);
    expect(passes(spec, ['Blocked numbers: 3125550143, 8005550199', 'Unblocked 8005550199'])).toBe(false);
    // Its "Unblock" button does not tell it unblocked.
    expect(passes(spec, [['h2', 'Blocked numbers'], ['raw', '<div>3125550143 <button>Unblock</button></div>'], ['raw', '<div>8005550199 <button>Unblock</button></div>']])).toBe(false);
    expect(passes(gone('single.phone.ex-landlord-block'), [['h2', 'Blocked numbers'], '6465550112', '8005550199'])).toBe(false);
    expect(passes(gone('single.phone.robocall-block'), ['4155550178: blocked', '8005550199: blocked'])).toBe(false);
  });
  it('the list now, or the number told unblocked, passes', () => {
    expect(passes(spec, [['h2', 'Blocked numbers'], '3125550143'])).toBe(true);
    expect(passes(spec, ['8005550199 unblocked'])).toBe(true);
    expect(passes(spec, ['8005550199 — not blocked'])).toBe(true);
    expect(passes(spec, ['Unblocked 8005550199'])).toBe(true);
    expect(passes(spec, [['raw', '<div>8005550199 <button>Block</button></div>']])).toBe(true);
  });
});

describe('s25 removed3: a log telling the number removed from the block list tells it unblocked (robocall-block, spam-blocker s25-d1-f1)', () => {
  it('"Removed … from block list", "… removed from blocklist", "Took … off the block list" pass, as "Unblocked …" does', () => {
    for (const [id, other, head] of [['single.phone.spam-blocker', '3125550143', 'History'], ['single.phone.robocall-block', '4155550178', 'Activity'], ['single.phone.ex-landlord-block', '6465550112', 'Activity']] as const) {
      const s = gone(id);
      expect(passes(s, [['h2', head], `Added ${other} to block list`, 'Removed 8005550199 from block list'])).toBe(true);
      expect(passes(s, [['h2', head], `Added ${other} to block list`, 'Unblocked 8005550199'])).toBe(true);
      expect(passes(s, ['8005550199 removed from blocklist'])).toBe(true);
      expect(passes(s, ['Removed 8005550199 from blocked numbers'])).toBe(true);
      expect(passes(s, ['Took 8005550199 off the block list'])).toBe(true);
      expect(passes(s, ['Added 8005550199 to block list', 'Removed 8005550199 from block list'])).toBe(true);
    }
  });
  it('the number still listed or marked blocked fails, with or without such a log', () => {
    for (const id of ['single.phone.spam-blocker', 'single.phone.robocall-block', 'single.phone.ex-landlord-block']) {
      const s = gone(id);
      expect(passes(s, ['Blocked: 8005550199'])).toBe(false);
      expect(passes(s, ['8005550199: blocked'])).toBe(false);
      expect(passes(s, ['Block list: 8005550199'])).toBe(false);
      expect(passes(s, [['h2', 'Blocked numbers'], '8005550199'])).toBe(false);
      expect(passes(s, [['h2', 'Blocked numbers'], ['raw', '<div>8005550199 <button>Remove</button></div>']])).toBe(false);
      expect(passes(s, ['Blocked numbers: 8005550199', 'Removed 8005550199 from block list'])).toBe(false);
      expect(passes(s, [['h2', 'Blocked numbers'], '8005550199', ['h2', 'History'], 'Removed 8005550199 from block list'])).toBe(false);
    }
  });
});

describe('a note shared with the user, left, is not listed as shared (tahoe-shared-list s24-d4-f1)', () => {
  const spec = gone('single.simple_note.tahoe-shared-list');
  it('the kept list under "Notes shared with me" fails; the list now or a line telling it left passes', () => {
    expect(passes(spec, [['h2', 'Notes shared with me'], 'Book club picks (note 1000000) from Aisha Schmidt — true', 'Tahoe trip shopping list (note 6456945) from Aisha Schmidt — true'])).toBe(false);
    expect(passes(spec, ['Tahoe trip shopping list — shared by Aisha Schmidt'])).toBe(false);
    expect(passes(spec, [['h2', 'Notes shared with me'], 'Book club picks (note 1000000) from Aisha Schmidt — true'])).toBe(true);
    expect(passes(spec, ['You left Tahoe trip shopping list'])).toBe(true);
    expect(passes(spec, ['Tahoe trip shopping list — no longer shared with you'])).toBe(true);
  });
});

describe('a member taken out of a group is not listed in it (road-trip-roster, supper-club-roster s24-d4-f1)', () => {
  it('a kept roster still holding them fails; the roster now or a line telling them out passes', () => {
    const caleb = gone('single.splitwise.road-trip-roster');
    expect(passes(caleb, ['Road trip to Big Sur — members: Alex Patel, Caleb Larsen'])).toBe(false);
    expect(passes(caleb, [['h2', 'Road trip to Big Sur'], 'Members:', 'Alex Patel', 'Caleb Larsen'])).toBe(false);
    expect(passes(caleb, [['h2', 'Members'], 'alex.patel@outlook.com', 'caleb.larsen@yahoo.com'])).toBe(false);
    expect(passes(caleb, ['Road trip to Big Sur — members: Alex Patel'])).toBe(true);
    expect(passes(caleb, ['Removed Caleb Larsen from Road trip to Big Sur'])).toBe(true);
    const lucas = gone('single.splitwise.supper-club-roster');
    expect(passes(lucas, [['h2', 'Supper Club'], 'Members: Alex Patel, Lucas Nguyen (lucas.nguyen@yahoo.com)'])).toBe(false);
    expect(passes(lucas, [['h2', 'Supper Club'], 'Members: Alex Patel'])).toBe(true);
  });
});

describe('an item moved off the wish list is not shown on it (wish-list-mover s24-d4-f1)', () => {
  const spec = gone('single.amazon.wish-list-mover');
  it('the never-updated row fails, with its own Move to cart action, beside a log or a second cart row', () => {
    expect(passes(spec, ['Polarized Sunglasses, Tortoise\t$63.95\ton wish list\tMove to cart'])).toBe(false);
    expect(passes(spec, [['raw', '<div>Polarized Sunglasses, Tortoise — on wish list <button>Move to cart</button></div>']])).toBe(false);
    expect(passes(spec, ['Polarized Sunglasses, Tortoise — on wish list', 'Moved Polarized Sunglasses, Tortoise to the cart'])).toBe(false);
    expect(passes(spec, ['Polarized Sunglasses, Tortoise — $63.95 — on wish list (product 7171274)', 'Polarized Sunglasses, Tortoise — $63.95 — in cart (product 7171274)'])).toBe(false);
  });
  it('the row as it is now, a log of the move, or a button to move it back passes', () => {
    expect(passes(spec, ['Polarized Sunglasses, Tortoise — $63.95 — in cart'])).toBe(true);
    expect(passes(spec, ['Moved Polarized Sunglasses, Tortoise to the cart'])).toBe(true);
    expect(passes(spec, [['raw', '<div>Polarized Sunglasses, Tortoise — in your cart <button>Move to wish list</button></div>']])).toBe(true);
  });
});

describe('s25 removed3: a card titled by the item over a field line "$63.95 · On wish list" is the item on the wish list (wish-list-mover s24-d4-f1)', () => {
  const spec = gone('single.amazon.wish-list-mover');
  const card = (fields: string, tag = 'h3') => [[tag, 'Polarized Sunglasses, Tortoise'], fields, ['raw', '<button>Move to cart</button>']] as Row[];
  it('the never-updated card fails (heading or title line, "·" or "|", or the state alone)', () => {
    expect(passes(spec, card('$63.95 · On wish list'))).toBe(false);
    expect(passes(spec, card('$63.95 | On wish list'))).toBe(false);
    expect(passes(spec, card('On wish list'))).toBe(false);
    expect(passes(spec, card('$63.95 · Wish list · Qty 1'))).toBe(false);
    expect(passes(spec, card('$63.95 · On wish list', 'div'))).toBe(false);
    expect(passes(spec, [['h2', 'Cart'], ['h3', 'Polarized Sunglasses, Tortoise'], '$63.95 · On wish list'])).toBe(false);
  });
  it('the card as it is now, one telling the move, a sibling row on the wish list, or a button to move it back passes', () => {
    expect(passes(spec, card('$63.95 · In cart'))).toBe(true);
    expect(passes(spec, card('$63.95 · Moved from wish list'))).toBe(true);
    expect(passes(spec, card('$63.95 · Off wish list'))).toBe(true);
    expect(passes(spec, card('$63.95 · Not on wish list'))).toBe(true);
    expect(passes(spec, card('$63.95 · Was on wish list · In your cart'))).toBe(true);
    expect(passes(spec, card('$63.95 · Qty 1'))).toBe(true);
    expect(passes(spec, [['h3', 'Polarized Sunglasses, Tortoise'], '$63.95 · Qty 1', ['raw', '<button>Move to wish list</button>']])).toBe(true);
    // A list of rows "Name · state": the row under the item's is another item's.
    expect(passes(spec, [['h2', 'Items'], 'Polarized Sunglasses, Tortoise · In cart', 'Beach Towel · On wish list'])).toBe(true);
    expect(passes(spec, [['h2', 'Cart'], 'Polarized Sunglasses, Tortoise — $63.95', 'Beach Towel · On wish list'])).toBe(true);
  });
});

describe('app A does not show a record in the privacy app B changed (playlist-then-share s24-s15-f1)', () => {
  const spec = gone('shared.playlist-then-share', 'a-reopen');
  it('is on A\'s reopen, with the old privacy as its old state', () => {
    expect(spec).toMatchObject({ value: 'Rainy Tuesday Mornings', gone: true });
    if (spec.type !== 'persisted_visible') throw new Error('type');
    expect(spec.was).toContain('private');
  });
  it('A\'s kept copy "— private" fails; the playlist with no privacy, or public, passes', () => {
    expect(passes(spec, ['Rainy Tuesday Mornings — private'])).toBe(false);
    expect(passes(spec, [['h2', 'Private playlists'], 'Rainy Tuesday Mornings (id 7018041)'])).toBe(false);
    expect(passes(spec, ['Rainy Tuesday Mornings (id 7018041)'])).toBe(true);
    expect(passes(spec, ['Rainy Tuesday Mornings — public'])).toBe(true);
    expect(passes(spec, ['Rainy Tuesday Mornings — not private'])).toBe(true);
  });
  it('a public payment made private by B: A\'s kept "public" row fails (request-then-track)', () => {
    const s = gone('shared.request-then-track', 'a-reopen');
    expect(passes(s, ['Internet May (fiber) — $35 — public'])).toBe(false);
    expect(passes(s, ['Internet May (fiber) — $35 — private'])).toBe(true);
    expect(passes(s, ['Internet May (fiber) — $35'])).toBe(true);
  });
});

describe('the reference still passes', () => {
  for (const id of ['single.phone.family-favourites', 'single.amazon.wish-list-mover', 'shared.playlist-then-share']) {
    it(id, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});
