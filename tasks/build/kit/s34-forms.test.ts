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
      [`${album} — open in library`, `${album} · View in library`, [album, 'Go to library'], [album, 'Library unchanged'], `${album} will be added to your library`],
      [`${album} · In library`, `${album} — in library`, `${album} (in library)`, `Added ${album} to library`, `${album} — added to library`, `Saved ${album} to your library`]), 300_000);
  }
  it('band-practice-song step2.06 (s33-s262-f5)', both('single.spotify.band-practice-song', 'step2.06',
    ['Restless Parade by Northbound Static — open in library', ['Restless Parade', 'Library unchanged'], 'Restless Parade — Open in library'],
    ['Restless Parade — in library', 'Restless Parade — added to library', 'Saved Restless Parade to your library']), 300_000);
});
