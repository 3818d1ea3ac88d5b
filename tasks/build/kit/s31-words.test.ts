/**
 * s31 words: result-check word lists read by kind (S24 findings). Holes: a trailing imperative
 * caption or a link ("— Turn off", "<a>Turn off</a>", "— Keep") is an offer, not the state.
 * Over-specs: the list's noun forms (likes / liked songs, block list / blocked numbers) and the
 * rewrite verbs (wrote / written / fixed) tell the state; their offers and negations still fail.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s31-words');
const recordsOf = referenceRecords(cache);
const passes = async (task: string, check: string, line: string): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, [line]);
const expectAll = async (task: string, check: string, lines: readonly string[], want: boolean): Promise<void> => {
  const wrong: string[] = [];
  for (const line of lines) if ((await passes(task, check, line)) !== want) wrong.push(line);
  expect(JSON.stringify(wrong), `${check} should ${want ? "pass" : "fail"}`).toBe("[]");
};

const BINS = 'single.phone.bin-night-alarm';
describe('an offer to turn the alarm off is no alarm off (bin-night-alarm s31-s242-f1)', () => {
  const B = 'Bins out (20:30, Thursdays)';
  it('trailing imperative captions and links fail, both directions', async () => {
    await expectAll(BINS, 'revise.07', [`${B} — Turn off`, `${B} — Switch off`, `${B} — <a href="#">Turn off</a>`, `${B} · Turn off`, `${B} — turn off`, `${B} | Switch it off`, `${B} <a href="#">Pause</a>`, `${B} — Silence`, `${B} — Turn off alarm`, `${B} — <a href="/x">Disable</a>`], false);
    await expectAll(BINS, 'followup.07', [`${B} — Turn on`, `${B} — Switch on`, `${B} — <a href="#">Turn on</a>`, `${B} — Enable`, `${B} <a href="#">Resume</a>`], false);
  }, 240_000);
  it('the state told in words passes', async () => {
    await expectAll(BINS, 'revise.07', [`${B} — turned off`, `${B} — off`, `${B}: switched off for this week`, `Turned off ${B}.`, `${B} — Off`, `${B} — paused · <a href="#">Turn on</a>`, `${B} — silenced <button>Turn on</button>`, `<a href="/alarms/1">${B}</a> — turned off`], true);
    await expectAll(BINS, 'followup.07', [`${B} — back on`, `${B} — turned on`, `${B} — On`, `${B} — enabled · <a href="#">Turn off</a>`, `<a href="/alarms/1">${B}</a> — on again`], true);
  }, 240_000);
});

const SONG = 'single.spotify.song-by-email';
describe('a caption "Keep" is no save (song-by-email s31-s242-f3)', () => {
  const S = 'Secret Horizon (Winter Sketches)';
  it('offers fail', async () => {
    await expectAll(SONG, 'step2.06', [`${S} — Keep`, `${S} — Save`, `${S} <button>Save</button>`, `${S} · <a href="#">Keep</a>`, `${S} — Keep in library`, `${S} | Add`], false);
  }, 240_000);
  it('saying it saved or kept passes', async () => {
    await expectAll(SONG, 'step2.06', [`${S} — saved to your library`, `${S} — kept in your library`, `Saved ${S}.`, `${S} is in your library`, `${S} — added`], true);
  }, 240_000);
});

const LIKES = 'single.spotify.likes-cleanup';
describe('the likes list by its noun forms (likes-cleanup s31-s241-f1)', () => {
  it('a removal said of "your likes" / "liked songs" passes; offers and negations fail', async () => {
    await expectAll(LIKES, 'step1.06', ['Glass Parade is no longer in your likes', 'Glass Parade deleted from your liked songs', 'Glass Parade: not in your likes anymore', 'Glass Parade removed from your likes', 'Glass Parade taken out of your liked songs', 'Glass Parade is no longer in your Liked Songs'], true);
    await expectAll(LIKES, 'step1.06', ['Glass Parade — Remove from your likes', 'Glass Parade — <a href="#">Delete from liked songs</a>', 'Glass Parade is in your likes', 'Glass Parade: still in your liked songs', 'Glass Parade will be removed from your likes', 'Glass Parade — not deleted from your liked songs', 'Glass Parade — Liked songs'], false);
  }, 240_000);
  it('the like back said of "your likes" passes; the offer fails', async () => {
    await expectAll(LIKES, 'step2.06', ['Glass Parade is in your likes again', 'Glass Parade is back in your liked songs', 'Glass Parade added to your likes', 'Glass Parade is liked again'], true);
    await expectAll(LIKES, 'step2.06', ['Glass Parade — Add to your likes', 'Glass Parade is not in your likes', 'Glass Parade: no longer in your likes', 'Glass Parade — <a href="#">Add to liked songs</a>'], false);
  }, 240_000);
});

const ROBO = 'single.phone.robocall-block';
describe('the block list by its noun forms (robocall-block s31-s241-f1)', () => {
  it('an unblock said of "your blocked numbers" passes; offers and negations fail', async () => {
    await expectAll(ROBO, 'revise.07', ['8005550199 removed from your blocked numbers', '8005550199 removed from your block list', '8005550199 deleted from blocked numbers', '8005550199 is no longer in your blocked numbers', '8005550199 taken off your blocked numbers'], true);
    await expectAll(ROBO, 'revise.07', ['8005550199 — Remove from blocked numbers', '8005550199 is in your blocked numbers', '8005550199 — still in your blocked numbers', '8005550199 will be removed from your blocked numbers', '8005550199 — Blocked numbers', '8005550199 added to your blocked numbers'], false);
  }, 240_000);
});

const LOG = 'single.file_system.field-log';
describe('a rewrite told by its verbs (field-log s31-s240-f4)', () => {
  const F = 'field_log_2023-05-18.txt';
  const T = 'Wetland plot 3: water level 38 cm, sensor reading drifted.';
  it('wrote / written / fixed pass', async () => {
    await expectAll(LOG, 'revise.08', [`Wrote ${F}: ${T}`, `${F} — written: ${T}`, `Fixed ${F}: ${T}`, `Corrected ${F}: ${T}`, `${F} updated`, `Rewrote ${F}`], true);
  }, 240_000);
  it('offers and negations fail', async () => {
    await expectAll(LOG, 'revise.08', [`${F} — Fix`, `${F} — <a href="#">Rewrite</a>`, `${F} — not written`, `${F} will be fixed`, `${F}`, `${F} — Write`], false);
  }, 240_000);
});

describe('the references pass', () => {
  for (const id of [BINS, SONG, LIKES, ROBO, LOG]) {
    it(id, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 240_000);
  }
});
