/**
 * s17 words19 (issue #30; kit/words19.ts, kit/words18.ts): the real built tasks and the real
 * generate → run → check chain with hand-edited references. Each finding's cheapest wrong app fails
 * its check; the correct app it names passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, listedAs, editSteps, runCrafted, runCraftedSlots, suiteTaskById, withArgs } from '../../../src/stages/__tests__/crafted-model.ts';
import { ownWords19 } from './words19.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const steps = editSteps;
const both = (...crafts: ((pkg: Obj) => Obj)[]) => (pkg: Obj): Obj => crafts.reduce((p, c) => c(p), pkg);
/** A Venmo like app that words the like `liked` and its taking back `unliked` (kept list and message). */
const likeWords = (liked: string, unliked: string | undefined) =>
  both(
    steps('like', (s) => (s.append ? { ...s, item: { ...s.item, status: liked } } : s.message ? { message: `${liked}: {{found.0.description}}.` } : s)),
    // `undefined`: the kept line is never updated (a stale copy).
    steps('unlike', (s) => (s.update ? (unliked === undefined ? { message: 'Done.' } : { ...s, fields: { status: unliked } }) : s.message ? { message: `${unliked ?? 'Done'}: {{found.0.description}}.` } : s)),
  );
const goneId = (t: Obj): string => (t.episodes as Obj[]).find((e) => e.id === 'reopen')!.assertions.find((a: Obj) => a.gone === true).id;

describe('words19: the user\'s own word for a like or for taking a comment down', () => {
  it('joins only lists of its state, only where the user says it', () => {
    expect(ownWords19('I like to give kudos on Venmo', ['liked', 'like'], 'forms')).toEqual(['kudos']);
    expect(ownWords19('I like to give kudos on Venmo', ['unliked', 'removed'], 'forms')).toEqual([]);
    expect(ownWords19('Like the Pho lunch payment.', ['liked', 'like'], 'forms')).toEqual([]);
    expect(ownWords19('a way to take my comment down afterwards', ['deleted'], 'forms')).toEqual(['taken down', 'took down']);
    expect(ownWords19('take it down again', ['liked'], 'forms')).toEqual([]);
  });

  for (const [id, liked, unliked] of [['single.venmo.kudos-likes', 'Kudos given', 'Kudos removed'], ['single.venmo.refund-like', 'Cheered', 'Cheer taken back']] as const) {
    it(`${id}: "${liked}" passes create, followup and reopen; a stale "${liked}" line after the taking back fails reopen.06`, async () => {
      const t = suiteTaskById(id);
      const own = await runCrafted(t, likeWords(liked, unliked), `words19-${id}-own`);
      expect(failedIn(own, 'create')).toEqual([]);
      expect(failedIn(own, 'followup')).toEqual([]);
      expect(failedIn(own, 'reopen')).toEqual([]);
      const stale = await runCrafted(t, likeWords(liked, undefined), `words19-${id}-stale`);
      expect(failedIn(stale, 'reopen')).toContain(goneId(t));
    }, 30_000);
  }

  it('playlist-bookmarks: "bookmarked: Dinner Party" kept with no line of the unlike fails reopen.06; with one it passes', async () => {
    const t = suiteTaskById('single.spotify.playlist-bookmarks');
    const bookmarked = steps('like_playlist', (s) => (s.append ? { ...s, item: { ...s.item, what: 'bookmarked' } } : s));
    const stale = await runCrafted(t, both(bookmarked, steps('unlike_playlist', (s) => (s.append || s.message ? { message: 'Done.' } : s))), 'words19-bookmark-stale');
    expect(failedIn(stale, 'reopen')).toContain(goneId(t));
    const told = await runCrafted(t, both(bookmarked, steps('unlike_playlist', (s) => (s.append ? { ...s, item: { ...s.item, what: 'bookmark removed' } } : s))), 'words19-bookmark-told');
    expect(failedIn(told, 'reopen')).toEqual([]);
  }, 30_000);

  for (const [id, text] of [['single.venmo.birthday-comment-delete', 'Thank you Dad, dinner is on me (taken down)'], ['single.splitwise.grill-tools-nudge', 'Did you keep the receipt? One tong is broken (taken down)']] as const) {
    it(`${id}: the comment kept as "${text}" passes reopen.06; kept as still posted it fails`, async () => {
      const t = suiteTaskById(id);
      const down = await runCrafted(t, steps('delete_comment', (s) => (s.update ? { ...s, fields: { text } } : s)), `words19-${id}-down`);
      expect(failedIn(down, 'reopen')).toEqual([]);
      const stale = await runCrafted(t, steps('delete_comment', (s) => (s.update ? { message: 'Done.' } : s)), `words19-${id}-stale`);
      expect(failedIn(stale, 'reopen')).toContain(goneId(t));
    }, 30_000);
  }

  it('rug errand: "pick up the rug" names no dry cleaning and fails b-find.12', async () => {
    const run = (body: string) => runCraftedSlots(suiteTaskById('shared.rug-errand-handoff'), (slot, pkg) => (slot === 'B' ? withArgs('find_and_handle', 'gmail.send_email', (old) => ({ ...old, subject: 'A favour?', body }))(pkg) : pkg), 'words19-rug');
    expect(failedIn(await run('Could you pick up the rug?'), 'b-find')).toContain('b-find.12.world_matches_reference');
    expect(failedIn(await run('Could you pick up my dry cleaning and the rug?'), 'b-find')).toEqual([]);
  }, 60_000);

  it('launch-checklist: the due date told as "May 30" beside the reopened item passes reopen.06; another day fails', async () => {
    const t = suiteTaskById('single.todoist.launch-checklist');
    // The first answer is the app as built; the next ones the app the user's revise asks for (it marks items done).
    const revised = (day: string) => {
      let calls = 0;
      return (pkg: Obj): Obj => listedAs('items', `{{item.title}} — due ${day} — {{item.state}} (task {{item.id}})`)(calls++ === 0 ? pkg : structuredClone(t.reference.A.revisions.revise));
    };
    expect(failedIn(await runCrafted(t, revised('May 30'), 'words19-date-may30'), 'reopen')).toEqual([]);
    expect(failedIn(await runCrafted(t, revised('May 31'), 'words19-date-may31'), 'reopen')).toContain('reopen.06.persisted_visible');
  }, 30_000);
});
