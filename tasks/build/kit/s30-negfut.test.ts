/**
 * s30 lane negfut, on the real built tasks: a negated state word ("no longer", "no longer exists", "not a
 * favourite") said of a time to come or under a condition on a result check tells nothing done, as its
 * positive words do (s29-q2-f1..f11); and what is left of a passive future (s28-r0-f1), a Splitwise side told
 * failed, waiting or to come (s29-d1-f2, s28-e3-f1, s28-r1-f13) and a queue's Clear button (s28-r1-f14, f15).
 * Each finding's wrong lines fail; the done-now forms pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, resultProbes } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s30-negfut');
const { which } = resultProbes(cache);
const T = 900_000;

describe('a deletion told "will no longer exist" or "no longer exists once you confirm" is not done (s29-q2-f1, f4..f10)', () => {
  const cases = [
    ['single.amazon.honest-review', 'step2.06', 'Your review of Personal Blender, Red', 's29-q2-f1'],
    ['single.phone.parcel-pickup-alarm', 'revise.06', 'Pick up the parcel', 's29-q2-f4'],
    ['single.phone.voicemail-triage', 'revise.07', '"I left the spare key under the blue pot by the door." (voicemail 3109597)', 's29-q2-f5'],
    ['single.simple_note.holiday-plans-archive', 'revise.05', 'Winter 2022 holiday plans (note 1123614)', 's29-q2-f6'],
    ['single.spotify.hot-take', 'step2.06', 'Your review of Broken Letters (review 2815436)', 's29-q2-f7'],
    ['single.spotify.retire-road-trip', 'step1.07', 'Road Trip 2022 (playlist 9077821)', 's29-q2-f8'],
    ['single.todoist.household-section-remove', 'revise.06', 'Car (section 5397988)', 's29-q2-f9'],
    ['single.venmo.carpool-request', 'revise.06', 'Gas this week (request 1122288)', 's29-q2-f10'],
  ] as const;
  for (const [task, check, n, finding] of cases) {
    it(`${task} ${check} (${finding}): the promised or conditioned forms fail, the done forms pass`, async () => {
      const wrong = [`${n} will no longer exist`, `${n} will no longer exist once you confirm`, `${n} no longer exists once you confirm`, `${n} will no longer exist.`, `${n} is going to no longer exist`, `${n} will be removed once you confirm`, `${n} removed once you confirm`, `${n} no longer exists if you confirm`];
      const right = [`${n} no longer exists`, `${n} no longer exists.`, `Removed ${n}`, `Deleted ${n}.`, `${n} — no longer exists`, `${n} no longer exists; restore it if you change your mind.`, `${n} no longer exists — undo?`];
      expect(await which(task, check, wrong, true)).toEqual([]);
      expect(await which(task, check, right, false)).toEqual([]);
    }, T);
  }
});

describe('a favourite told "will no longer be a favourite" or "not a favourite once you confirm" is not removed (s29-q2-f2, f3)', () => {
  for (const [task, n, finding] of [['single.phone.family-favourites', 'Chloe Patel', 's29-q2-f2'], ['single.phone.speed-dial-swap', 'Samuel Reyes', 's29-q2-f3']] as const) {
    it(`${task} revise.07 (${finding}): the promised or conditioned forms fail, the done forms pass`, async () => {
      const wrong = [`${n} will no longer be a favourite`, `${n} will no longer be a favourite.`, `${n} is going to be no longer a favourite`, `${n} is no longer a favourite once you confirm`, `${n}: no longer a favourite once you confirm`, `${n} is not a favourite once you confirm`, `${n} no longer a favourite if you confirm`, `${n} won't be a favourite any more`, `${n} will not be a favourite`, `${n} removed from favourites once you confirm`, `${n} will be off the favourites`, `${n}'ll no longer be a favourite`];
      const right = [`${n} is no longer a favourite — undo?`, `${n} is no longer a favourite; add back if you change your mind.`, `${n} is no longer a favourite`, `${n}: no longer a favourite`, `${n} — not a favourite`, `Removed ${n} from favourites.`, `${n} unfavourited`];
      expect(await which(task, 'revise.07', wrong, true)).toEqual([]);
      expect(await which(task, 'revise.07', right, false)).toEqual([]);
    }, T);
  }
});

describe('a friend told "will no longer be a friend" is not unfriended (neighbour-friend s29-q2-f11)', () => {
  const n = 'Mira Ito (mira.ito@proton.me)';
  it('revise.07: the promised or conditioned forms fail, the done forms pass', async () => {
    const wrong = [`${n} will no longer be a friend`, `${n} will no longer be your friend.`, `${n} is no longer a friend once you confirm`, `${n} removed once you confirm`, `${n} will be removed once you confirm`, `${n} must be unfriended`, `Confirm: unfriend ${n}?`];
    const right = [`${n} is no longer a friend`, `${n} — no longer your friend`, `Unfriended ${n}.`, `Removed ${n} from your friends.`];
    expect(await which('single.venmo.neighbour-friend', 'revise.07', wrong, true)).toEqual([]);
    expect(await which('single.venmo.neighbour-friend', 'revise.07', right, false)).toEqual([]);
  }, T);
});

describe('a favourite still being or only going to be added (emergency-favourites s28-r0-f1)', () => {
  it('create.07: passive future and progressive forms fail; the favourite told added passes', async () => {
    const task = 'single.phone.emergency-favourites';
    const wrong = ['Noah Patel is being added to favourites.', 'Noah Patel will be added to favourites.', 'Noah Patel to be added to favourites', 'Adding Noah Patel to favourites…', 'Noah Patel is about to become a favourite', 'Noah Patel: favourite (pending)', 'Noah Patel must be added to favourites', 'Noah Patel will be made a favourite', 'Noah Patel is being made a favourite', 'Noah Patel is going to be added to favourites'];
    const right = ['Added Noah Patel to favourites.', 'Noah Patel is a favourite now.', 'Noah Patel: favourite', 'Noah Patel (favourite)', 'Noah Patel — favourite', 'Favourite added: Noah Patel', 'Noah Patel was added to favourites.', 'Noah Patel has been made a favourite.'];
    expect(await which(task, 'create.07', wrong, true)).toEqual([]);
    expect(await which(task, 'create.07', right, false)).toEqual([]);
  }, T);
});

describe('the Splitwise side told failed, waiting, offered or to come (s29-d1-f2, s28-e3-f1, s28-r1-f13)', () => {
  it('book-club-dues-payback create.16 (s29-d1-f2): the colon forms read as the older forms do', async () => {
    const task = 'multi.book-club-dues-payback';
    const sent = 'Sent Elena $25 on Venmo for Book club dues';
    const wrong = ['Splitwise: payment failed', 'Splitwise: payment not recorded', 'Splitwise: payment not made', 'Splitwise: payment failed to record', 'Splitwise: payment pending', 'Splitwise: payment (pending)', 'Splitwise: payment queued', 'Splitwise: payment will be recorded', 'Splitwise: paid — failed', 'Splitwise: record payment', 'Splitwise payment failed', 'Splitwise payment pending', 'Splitwise ✓ (pending)', 'Splitwise payment will be saved'].map((x) => [sent, x]);
    const oneLine = [[`${sent} — Splitwise: payment failed`], [`${sent} + Splitwise (pending)`], [`${sent} — Splitwise ✗`]];
    const right = ['Splitwise: payment recorded', 'Splitwise: paid', 'Splitwise ✓', 'Splitwise payment recorded', 'Splitwise: payment', 'Recorded on Splitwise too'].map((x) => [sent, x]);
    expect(await which(task, 'create.16', [...wrong, ...oneLine], true)).toEqual([]);
    expect(await which(task, 'create.16', [...right, [`${sent} — Splitwise: payment recorded`], [`${sent} + Splitwise`]], false)).toEqual([]);
  }, T);
  it('pay-via-venmo create.12 (s28-e3-f1): "will be saved" fails; "saved" passes', async () => {
    const task = 'single.splitwise.pay-via-venmo';
    const s = 'Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up.';
    expect(await which(task, 'create.12', [`${s} Splitwise payment will be saved.`, 'Save to Splitwise?', `${s} Splitwise not saved.`, `${s} Splitwise payment to be saved.`], true)).toEqual([]);
    expect(await which(task, 'create.12', [`${s} Splitwise payment saved.`, `${s} Recorded on Splitwise.`], false)).toEqual([]);
  }, T);
  it('lunch-debt-venmo create.12 (s28-r1-f13): offers, buttons, promises and waits fail; recorded passes', async () => {
    const task = 'single.splitwise.lunch-debt-venmo';
    const wrong = ['Paid $8 on Venmo for Dinner at Lola; tap to record on Splitwise.', 'Paid $8 on Venmo for Dinner at Lola. Next: record it on Splitwise.', 'Paid $8 for Dinner at Lola — Record on Splitwise', 'Paid $8 for Dinner at Lola. You can record it on Splitwise.', 'Dinner at Lola: will be recorded on Splitwise', 'Dinner at Lola: will be saved to Splitwise', 'Dinner at Lola: waiting to sync to Splitwise', 'Dinner at Lola: about to be logged on Splitwise', 'Dinner at Lola: recorded on Splitwise (pending)', 'Dinner at Lola — record on Splitwise?', 'Dinner at Lola: Splitwise pending', 'Dinner at Lola — Save to Splitwise', 'Dinner at Lola — not saved', 'Dinner at Lola must be recorded on Splitwise.'];
    const right = ['Paid $8 on Venmo for Dinner at Lola; recorded on Splitwise.', 'Dinner at Lola: recorded on Splitwise', 'Dinner at Lola — saved to Splitwise', 'Dinner at Lola: Splitwise updated', 'Logged Dinner at Lola on Splitwise.'];
    expect(await which(task, 'create.12', wrong, true)).toEqual([]);
    expect(await which(task, 'create.12', right, false)).toEqual([]);
  }, T);
});

describe('a queue row with its Clear button is no queue cleared (bedtime-queue s28-r1-f14, fresh-queue s28-r1-f15)', () => {
  for (const task of ['single.spotify.bedtime-queue', 'single.spotify.fresh-queue']) {
    it(`${task} step1.06: the rows with a button fail, the queue told cleared passes`, async () => {
      const wrong = ['Your queue (3 songs) Clear', 'Up next: 3 songs · Clear', 'Queue: 3 songs Clear', 'Queue: 3 songs — Clear', '3 songs in queue — Clear', 'Queue: 3 songs Empty', 'Queue (3 songs) Clear', 'Queue · 3 songs · Clear', '3 songs · Clear', 'Queue: 3 songs. Clear', 'Up next (3 songs) Clear queue', 'Clear queue (3 songs)?', '3 songs must be cleared', 'Confirm: clear 3 songs?', 'Queue (3 songs) — clear pending', 'Queue: 3 songs Wipe', 'Queue (3 songs) will no longer exist'];
      const right = ['Queue cleared', 'Queue cleared — 3 songs', 'Queue: clear (3 songs removed)', 'Cleared the queue: 3 songs removed.', 'Wiped the queue (3 songs).', 'Deleted 3 songs from the queue.', 'Removed 3 songs — Undo?', 'Clear queue (3 songs): done', 'Queue cleared (3 songs)'];
      expect(await which(task, 'step1.06', wrong, true)).toEqual([]);
      expect(await which(task, 'step1.06', right, false)).toEqual([]);
    }, T);
  }
});

describe('the references pass', () => {
  for (const task of ['single.amazon.honest-review', 'single.phone.family-favourites', 'single.phone.speed-dial-swap', 'single.phone.parcel-pickup-alarm', 'single.phone.voicemail-triage', 'single.simple_note.holiday-plans-archive', 'single.spotify.hot-take', 'single.spotify.retire-road-trip', 'single.todoist.household-section-remove', 'single.venmo.carpool-request', 'single.venmo.neighbour-friend', 'single.phone.emergency-favourites', 'multi.book-club-dues-payback', 'single.splitwise.pay-via-venmo', 'single.splitwise.lunch-debt-venmo', 'single.spotify.bedtime-queue', 'single.spotify.fresh-queue']) {
    it(task, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
    }, T);
  }
});
