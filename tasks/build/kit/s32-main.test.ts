/**
 * s32, fixes after the merges, on the real built tasks: a phrasal "taken down" is no slot taken (hot-take
 * s32-re0-f5), and a switch's own label answered "off" is its state, not a field answered no (s29-nowb
 * sunday-jazz-alarm). Each wrong form fails, each correct one passes.
 */
import { describe, expect, it } from 'vitest';
import { notDoneMasked } from '../../../src/stages/check/notdone.ts';
import { referenceRecords, screenJudge, tempDir } from '../../../src/stages/__tests__/helpers.ts';

const judge = screenJudge(referenceRecords(tempDir('s32-main')));
const blanked = (line: string): string => notDoneMasked(line, (p) => p.replace(/\S/gu, '_'));

describe('the not-done reading keeps what is done', () => {
  it('"was taken down" is a phrasal verb; "June 6 is taken" is a slot taken', () => {
    expect(blanked('Broken Letters — your review was taken down')).toBe('Broken Letters — your review was taken down');
    expect(blanked('Move to June 6 — June 6 is taken')).not.toBe('Move to June 6 — June 6 is taken');
  });
  it('"On/Off: off" keeps its label; "Private: no" voids the field', () => {
    expect(blanked('Lazy Sunday — On/Off: off')).toBe('Lazy Sunday — On/Off: off');
    expect(blanked('Surprise party fund — Private: no')).not.toContain('Private');
  });
  it('hot-take reopen.07: the review taken down passes; the review still shown fails', async () => {
    const j = await judge('single.spotify.hot-take', 'reopen.07');
    for (const l of ['Broken Letters — your review was taken down', 'Broken Letters — the review was taken down', 'Broken Letters — review taken down']) expect(j([l]), l).toBe(true);
    for (const l of ['Broken Letters — your review: 1 star', 'Broken Letters — ★☆☆☆☆ (your review)']) expect(j([l]), l).toBe(false);
  }, 600_000);
});
