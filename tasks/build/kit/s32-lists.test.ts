/**
 * s32 lists: a thing taken OUT of a list said by kind (any removal verb, before or after the name, a list heading with
 * "removed") is not in it; a list's name as the old state after an unlike; a bare "from blocked numbers" needs a
 * removal verb; an unblock still to come is not done; a label made is no thread filed; "now holds" files a thread.
 */
import { describe, expect, it } from 'vitest';
import { tempDir, referenceRecords, resultLinesPass, screenJudge, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s32-lists');
const recordsOf = referenceRecords(cache);
const judge = screenJudge(recordsOf);
const h2 = (line: string) => ['h2', line] as const;
const expectLines = async (task: string, check: string, lines: readonly string[], want: boolean): Promise<void> => {
  const recs = await recordsOf(task);
  const wrong = lines.filter((l) => resultLinesPass(task, recs, check, [l]) !== want);
  expect(wrong, `${task} ${check} should ${want ? 'pass' : 'fail'}`).toEqual([]);
};
const expectScreens = async (task: string, check: string, screens: readonly (readonly ScreenLine[])[], want: boolean): Promise<void> => {
  const j = await judge(task, check);
  const wrong = screens.filter((s) => j(s) !== want).map((s) => JSON.stringify(s));
  expect(wrong, `${task} ${check} should ${want ? 'pass' : 'fail'}`).toEqual([]);
};

describe('taken out of a list, said by kind, is not in it (s31-q0-f1, f2, s31-q1-f1..f3, s31-d0-f6)', () => {
  it('choir-song-notes / heart-a-song: other removal verbs and a list heading with "removed" fail', async () => {
    for (const [task, check, n] of [['multi.choir-song-notes', 'create.17', 'Sweet Ghosts'], ['single.spotify.heart-a-song', 'step1.06', 'Silver Garden']] as const) {
      await expectLines(task, check, [`${n} — erased from liked songs`, `${n} — wiped from liked songs`, `${n} — cleared from liked songs`, `${n} — pulled from liked songs`, `Liked songs: ${n} removed`, `Liked songs: ${n} — removed`, `${n} — struck from your liked songs`, `Erased ${n} from liked songs`, `Pulled ${n} out of your liked songs`, `${n} — removed from liked songs`], false);
      await expectLines(task, check, [`${n} — added to liked songs`, `${n} — liked`, `Liked songs: ${n} added`, `${n} is now in your liked songs`, `Liked ${n}; it is in your liked songs`], true);
    }
  }, 300_000);
  it('playlist-bookmarks / album-likes-regret: verb first with the list after the name fails', async () => {
    const P = 'Dinner Party (playlist 2966706)';
    await expectLines('single.spotify.playlist-bookmarks', 'step1.06', [`Removed ${P} from your liked playlists`, `Removed ${P} from liked playlists`, `${P} — pulled from liked playlists`, `Liked playlists: ${P} removed`, `Deleted ${P} from liked playlists`], false);
    await expectLines('single.spotify.playlist-bookmarks', 'step1.06', [`${P} — added to liked playlists`, `Bookmarked: ${P}`, `Liked playlists: ${P} (added)`], true);
    const A = 'Fever Dream (album 2549893)';
    await expectLines('single.spotify.album-likes-regret', 'step2.06', [`Removed ${A} from liked albums`, `${A} — no longer among your liked albums`, `${A} — pulled from liked albums`, `Liked albums: ${A} removed`, `Liked albums: ${A} — removed`, `${A} — removed from liked albums`], false);
    await expectLines('single.spotify.album-likes-regret', 'step2.06', [`${A} — added to liked albums`, `${A} — back in liked albums`, `${A} — liked again, it is in your liked albums`, `${A} ♥ saved to your library`, `Re-added ${A} to liked albums`], true);
  }, 300_000);
  it('refund-like / robocall-block: payments and blocked numbers', async () => {
    await expectLines('single.venmo.refund-like', 'followup.08', ['Removed Uber home from the concert (payment 9376512) from liked payments', 'Uber home from the concert — removed from liked payments'], false);
    await expectLines('single.venmo.refund-like', 'create.08', ['Removed Camping gear rental refund from liked payments', 'Liked payments: Camping gear rental refund removed'], false);
    await expectLines('single.venmo.refund-like', 'create.08', ['Liked Camping gear rental refund', 'Camping gear rental refund — added to liked payments'], true);
    await expectLines('single.phone.robocall-block', 'create.07', ['Removed 4155550178 from blocked numbers', '4155550178 pulled from blocked callers', '4155550178 — pulled from blocked callers', 'Blocked numbers: 4155550178 removed', 'Blocked callers: 4155550178 removed', 'Blocked numbers: 4155550178 — removed', '4155550178 removed from blocked numbers'], false);
    await expectLines('single.phone.robocall-block', 'create.07', ['4155550178 blocked', 'Added 4155550178 to blocked numbers', 'Blocked numbers: 4155550178 (added)', '4155550178 — now in your blocked numbers'], true);
  }, 300_000);
});

describe('a list name as the old state after an unlike (s31-d1-f4, s31-d1-f5, gym-likes s31-d2-f1, listening-journal s31-d2-f1)', () => {
  it('album-of-the-week reopen.06: still in the likes fails; removed passes', async () => {
    const E = 'Echo Valley';
    await expectScreens('single.spotify.album-of-the-week', 'reopen.06', [[`${E} — in your likes`], [`${E} — still in the likes`], [`${E} — on likes`], [h2('Likes'), E], [h2('Your likes'), E], [`${E} — back in your likes`]], false);
    await expectScreens('single.spotify.album-of-the-week', 'reopen.06', [[`${E} — removed from liked albums`], [`${E} — no longer in your likes`], [`${E} — not in your likes`], [`${E} — removed from your likes`]], true);
  }, 300_000);
  it('halloween-like reopen.06 and gym-likes reopen.06', async () => {
    const H = 'Halloween pumpkins 🎃';
    await expectScreens('single.venmo.halloween-like', 'reopen.06', [[`${H} — in likes`, 'Paddleboard rental — in likes'], [`${H} — still in the likes`, 'Paddleboard rental — liked'], [h2('Likes'), H, 'Paddleboard rental'], [`${H} — on likes`, 'Paddleboard rental — liked']], false);
    await expectScreens('single.venmo.halloween-like', 'reopen.06', [[`${H} — removed from likes`, 'Paddleboard rental — liked'], [`${H} — no longer in your likes`, 'Paddleboard rental — liked']], true);
    await expectScreens('single.spotify.gym-likes', 'reopen.06', [['Electric Fever: in your likes'], ['Electric Fever: in likes'], ['Electric Fever — back in your likes'], ['Electric Fever: liked']], false);
    await expectScreens('single.spotify.gym-likes', 'reopen.06', [['Electric Fever — removed from your likes'], ['Electric Fever: not in your likes'], ['Electric Fever — unliked']], true);
  }, 300_000);
  it('listening-journal reopen.02: "in your likes" tells it liked', async () => {
    await expectScreens('multi.listening-journal', 'reopen.02', [['Velvet River: 1 star — in your likes'], ['Velvet River — in your likes'], ['Velvet River: 1 star — in likes'], ['Velvet River — liked']], true);
    await expectScreens('multi.listening-journal', 'reopen.02', [['Velvet River — not in your likes'], ['Velvet River — removed from your likes']], false);
  }, 300_000);
});

describe('blocked numbers: a bare "from" needs a removal verb; an unblock to come is not done (spam-blocker s31-d2-f1, ex-landlord-block s31-d1-f3)', () => {
  it('spam-blocker revise.07 and reopen.06', async () => {
    await expectLines('single.phone.spam-blocker', 'revise.07', ['8005550199: blocked. Calls from blocked numbers are silenced.', '8005550199 stays blocked; calls from blocked numbers go to voicemail', '8005550199 is blocked'], false);
    await expectLines('single.phone.spam-blocker', 'revise.07', ['Removed 8005550199 from blocked numbers', '8005550199 removed from the blocked numbers', '8005550199 unblocked', 'Deleted 8005550199 from your blocked numbers'], true);
    await expectScreens('single.phone.spam-blocker', 'reopen.06', [['3125550143: blocked', '8005550199: blocked — calls from blocked numbers are silenced'], ['3125550143: blocked', '8005550199: blocked']], false);
    await expectScreens('single.phone.spam-blocker', 'reopen.06', [['3125550143: blocked', '8005550199 — removed from blocked numbers'], ['3125550143: blocked']], true);
  }, 300_000);
  it('ex-landlord-block reopen.06: "will be removed from" is not done', async () => {
    await expectScreens('single.phone.ex-landlord-block', 'reopen.06', [['8005550199 — will be removed from blocked numbers'], ['8005550199 — will be removed from the block list'], ['8005550199 — to be removed from blocked numbers'], ['8005550199 — being removed from the blocked list']], false);
    await expectScreens('single.phone.ex-landlord-block', 'reopen.06', [['8005550199 — removed from the blocked list'], ['8005550199 — removed from blocked numbers'], ['8005550199 — unblocked']], true);
  }, 300_000);
});

describe('labels: a label made is no thread filed; "now holds" files it (thanksgiving-label s31-d1-f2, ski-trip-label s31-d0-f1)', () => {
  it('thanksgiving-label create.17', async () => {
    await expectLines('multi.thanksgiving-label', 'create.17', ['Label: Thanksgiving (created)', 'Label: Thanksgiving created. Flights for Thanksgiving was not filed.', 'Label: Thanksgiving (created); Flights for Thanksgiving — filing failed', 'Thanksgiving ✓ created; Flights for Thanksgiving not filed', 'Label: Thanksgiving (new)', 'Thanksgiving label made.'], false);
    await expectLines('multi.thanksgiving-label', 'create.17', ['Flights for Thanksgiving — label: Thanksgiving', 'Filed Flights for Thanksgiving under Thanksgiving', 'Created label Thanksgiving and filed Flights for Thanksgiving under it'], true);
  }, 300_000);
  it('ski-trip-label create.17: the label now holds the thread', async () => {
    await expectLines('multi.ski-trip-label', 'create.17', ['Label 8739091 "Ski Weekend" now holds "Ski cabin split"; topic note started.', 'Label "Ski Weekend" now holds "Ski cabin split"', 'Ski Weekend now holds "Ski cabin split"', '"Ski cabin split" now carries Ski Weekend.'], true);
    await expectLines('multi.ski-trip-label', 'create.17', ['Label "Ski Weekend" now holds nothing', 'Ski Weekend (created)'], false);
  }, 300_000);
});
