/**
 * s34 forms, on the real built tasks: a terse library status ("· In library", "— in library") tells the save done, while
 * the same place after a link's verb ("open in library", "View in library") is a link's caption and tells nothing
 * (s33-d0-f1 on concert-prep-listening, folk-discovery-todo, new-artist-homework; s33-s262-f5 kept closed).
 */
import { describe, expect, it } from 'vitest';
import { resultProbes, tempDir } from '../../../src/stages/__tests__/helpers.ts';

const { which } = resultProbes(tempDir('s34-forms'));
type Form = string | readonly string[];
const both = (task: string, check: string, wrong: readonly Form[], right: readonly Form[]) => async (): Promise<void> => {
  const got = { wrongPassing: await which(task, check, wrong, true), rightFailing: await which(task, check, right, false) };
  expect(got).toEqual({ wrongPassing: [], rightFailing: [] });
};

const ALBUMS: readonly (readonly [string, string])[] = [
  ['multi.concert-prep-listening', 'Salt and Smoke'],
  ['multi.folk-discovery-todo', 'Overgrown'],
  ['multi.new-artist-homework', 'Winter Sketches'],
];
describe('a terse library status tells the save; a link into the library does not (s33-d0-f1)', () => {
  for (const [task, album] of ALBUMS) {
    it(`${task} create.08`, both(task, 'create.08',
      [`${album} — open in library`, `${album} · View in library`, [album, 'Go to library'], [album, 'Library unchanged'], `${album} will be added to your library`,
        [album, '← Back to library'], [album, 'Back to library'], [album, 'Go back to library'], [album, 'Return to library'], [album, 'Navigate to library'], [album, 'Head to library'],
        `${album} — ← Back to library`, `${album} · Back to library`, `${album} | Back to library`],
      [`${album} · In library`, `${album} — in library`, `${album} (in library)`, `Added ${album} to library`, `${album} — added to library`, `Saved ${album} to your library`, `${album} is back in your library`, `${album} — back in your library`, `${album} — back to your library`]), 300_000);
  }
  it('band-practice-song step2.06 (s33-s262-f5)', both('single.spotify.band-practice-song', 'step2.06',
    ['Restless Parade by Northbound Static — open in library', ['Restless Parade', 'Library unchanged'], 'Restless Parade — Open in library'],
    ['Restless Parade — in library', 'Restless Parade — added to library', 'Saved Restless Parade to your library']), 300_000);
});

describe('a state word said beside another record of the same kind is that record\'s (s33-s262-f3, f14, f16)', () => {
  const FRIENDS = 'single.venmo.friend-list-tidy';
  it(`${FRIENDS} revise.07 (s33-s262-f16)`, both(FRIENDS, 'revise.07',
    [['Tomas Rossi — still your friend', 'Zoe Ito — removed'], ['Tomas Rossi', 'Removed Zoe Ito']],
    ['Removed Tomas Rossi from your friends', ['Tomas Rossi', 'removed from friends'], ['Tomas Rossi — removed', 'Zoe Ito — friend']]), 300_000);
  it(`${FRIENDS} create.07 (s33-s262-f16)`, both(FRIENDS, 'create.07',
    [['Tomas Rossi — added as a friend', 'Zoe Ito — not a friend'], ['Zoe Ito', 'Added Tomas Rossi']],
    ['Zoe Ito is now a friend', ['Zoe Ito', 'added as a friend'], ['Zoe Ito — added', 'Tomas Rossi — friend']]), 300_000);
  const PIN = 'single.simple_note.pin-wedding', W = 'Wedding - Priya and Sam';
  it(`${PIN} revise.08 (s33-s262-f3)`, both(PIN, 'revise.08',
    [`${W} will be unpinned`],
    [`Unpinned ${W}`, [W, 'unpinned'], [`${W} — unpinned`, 'Grocery list — pinned']]), 300_000);
  const SECTION = 'single.todoist.household-section-remove';
  it(`${SECTION} revise.06 (s33-s262-f14)`, both(SECTION, 'revise.06',
    [['Deleted the Garden section', 'Car']],
    ['Removed section Car', ['Car', 'section deleted'], ['Removed section Car', 'Garden — kept']]), 300_000);
});
