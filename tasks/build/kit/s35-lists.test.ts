/**
 * s35 lists (issue #30 fidelity review, re-probes s35-re0/re1): likes and bookmarks, trash headings, friend
 * requests, library link captions with arrows, notices. On the real built tasks: each finding's wrong forms
 * fail and its right forms (the reference's wording, other wordings and layouts) pass.
 */
import { it } from 'vitest';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case } from '../../../src/stages/__tests__/helpers.ts';

const { run, sc, rs } = probeCases(referenceRecords(tempDir('s35-lists')));
const h2 = (l: string) => ['h2', l] as const;
const T = 1_200_000;

const HL = 'single.venmo.halloween-like', HP = 'Halloween pumpkins 🎃', PB = 'Paddleboard rental — liked';
it('halloween-like s32-re3-f1: a like taken off shown among likes, liked by the user, or counted is kept', async () => {
  const wrong = ['— among likes', '— under your likes', '— with your likes', '— you like this', '— your like', '— under likes', '— under the likes', '— with likes', '— you like it', '— you like', '— still your like', '— like kept', '— like on',
    '— among your likes', '— in your likes', '— one of your likes', '— you liked this', '— liked by you'];
  const right = ['— unliked', '— no longer among your likes', '— not among your likes', '— removed from likes', '— taken off your likes', '— like removed', '— 0 likes', '— you no longer like this'];
  await run([
    ...wrong.map((w) => sc(HL, 'reopen.06', false, [`${HP} ${w}`, PB])),
    ...right.map((r) => sc(HL, 'reopen.06', true, [`${HP} ${r}`, PB])),
    sc(HL, 'reopen.06', true, [HP, PB]),
    sc(HL, 'reopen.06', true, [PB]),
  ]);
}, T);

const PL = 'single.spotify.playlist-bookmarks', DP = 'Dinner Party';
it('playlist-bookmarks s32-re2-f1: a bookmark or like said removed is not the one asked', async () => {
  const wrong = [`${DP} — bookmark: removed`, `${DP} (liked playlists): unliked`, `${DP} — bookmark: deleted`, `${DP} — bookmark: cleared`, `${DP} — liked: removed`, `${DP} — heart: removed`,
    `${DP} — bookmark removed`, `${DP} — like: removed`, `${DP} (bookmarks): removed`, `${DP} — un-bookmarked`, `${DP} — bookmark: off`, `${DP} — bookmark: none`, `${DP} — bookmarked: no`];
  const right = [`${DP} — bookmarked`, `${DP} — liked playlists: added`, `${DP} added to your likes`, `Liked playlists: ${DP} (added)`, `♥ ${DP}`, `${DP} — bookmark: added`, `${DP} — bookmark: saved`];
  await run([...wrong.map((w) => rs(PL, 'step1.06', false, [w])), ...right.map((r) => rs(PL, 'step1.06', true, [r]))]);
}, T);

const RL = 'single.venmo.refund-like', CG = 'Camping gear rental refund', UB = 'Uber home from the concert';
it('refund-like s33-s262-f17: the like taken back listed under the likes given is kept', async () => {
  await run([
    sc(RL, 'reopen.06', false, [h2('Likes given'), CG, UB]),
    sc(RL, 'reopen.06', false, [h2('Likes given'), CG]),
    sc(RL, 'reopen.06', false, [`Likes given: ${CG}, ${UB}`]),
    ...['Liked', 'My likes', 'Likes', 'Your likes', 'Payments you liked', 'Liked by you'].map((h) => sc(RL, 'reopen.06', false, [h2(h), CG, UB])),
    sc(RL, 'reopen.06', false, [`${CG} — ♥ 1`]),
    ...['Likes given', 'My likes', 'Likes', 'Liked payments'].map((h) => sc(RL, 'reopen.06', true, [h2(h), UB])),
    sc(RL, 'reopen.06', true, [`Likes given: ${UB}`]),
    sc(RL, 'reopen.06', true, [`${UB} — liked`, `${CG} — unliked`]),
  ]);
}, T);
it('refund-like s33-s262-f18: a like kept may be listed under "Likes given"', async () => {
  await run([
    sc(RL, 'reopen.01', true, [h2('Likes given'), UB]),
    sc(RL, 'reopen.01', true, [h2('Likes given'), `${UB} (payment 9376512)`]),
    ...['My likes', 'Likes', 'Liked payments', 'Your likes', 'Payments you liked', 'Liked by you'].map((h) => sc(RL, 'reopen.01', true, [h2(h), UB])),
    sc(RL, 'reopen.01', true, [`${UB} — liked`, `${CG} — unliked`]),
    sc(RL, 'reopen.01', false, [h2('Likes given'), `${UB} — unliked`]),
    sc(RL, 'reopen.01', false, [h2('My likes'), `${UB} — unliked`]),
  ]);
}, T);

const SS = 'single.file_system.statement-shredder', F2 = 'bank_statement_2023-02.txt', F3 = 'bank_statement_2023-03.txt';
it('statement-shredder s32-re2-f1: a trash heading led by its icon, followed by "folder", or with a bare count keeps the files', async () => {
  const wrong = ['🗑 Trash', '🗑️ Trash', '🗑 Trash (2)', '🗑️ Trash (2 items)', '🗑 Trash · 2', '📁 Trash · 2', 'Trash 🗑 2', 'Trash (2 items) 🗑', 'Trash 2', 'Trash 2 items', 'Trash [2]', 'Trash {2}', 'Trash #2', 'Trash folder', 'Trash folder (2)', 'Trash · 2', 'Trash', 'Recycle bin'];
  const right = ['Deleted for good', 'Deleted for good (2)', 'Shredded · 2', 'Permanently deleted · 2'];
  const cases: Case[] = [];
  for (const c of ['reopen.05', 'reopen.06']) {
    for (const h of wrong) cases.push(sc(SS, c, false, [h2(h), F2, F3]));
    for (const h of right) cases.push(sc(SS, c, true, [h2(h), F2, F3]));
    cases.push(sc(SS, c, true, [`${F2} — deleted`, `${F3} — deleted for good`]));
  }
  await run(cases);
}, T);

const FT = 'single.venmo.friend-list-tidy', ZI = 'Zoe Ito';
it('friend-list-tidy s34-re1-f1: a friend request pending or sent is no friend added', async () => {
  const wrong = [`${ZI} — friend request pending`, `${ZI} — friend request sent`, `${ZI} — friend request awaiting`, `${ZI} — friend request`, `Friend request to ${ZI} pending`, `Friend request sent to ${ZI}`, `${ZI} — pending friend`];
  const right = [`${ZI} — friend`, `Added ${ZI}`, `${ZI} — added as a friend`, `${ZI} is now a friend`];
  await run([...wrong.map((w) => rs(FT, 'create.07', false, [w])), ...right.map((r) => rs(FT, 'create.07', true, [r])), rs(FT, 'create.07', true, [`${ZI} (zoe.ito@outlook.com)`, 'Added as a friend'])]);
}, T);

const ARROWS = ['↩', '⟵', '⬅', '⬅️', '◀', '⇐', '🔙', '↩︎', '←', '‹', '<', '«', '⇦', '◂'];
const LIB: readonly (readonly [string, string, string])[] = [
  ['multi.concert-prep-listening', 'create.08', 'Salt and Smoke'],
  ['multi.folk-discovery-todo', 'create.08', 'Overgrown'],
  ['multi.new-artist-homework', 'create.08', 'Winter Sketches'],
  ['single.spotify.dad-song-tip', 'step2.06', 'Wandering Fever'],
  ['single.spotify.band-practice-song', 'step2.06', 'Restless Parade'],
  ['single.spotify.song-by-email', 'step2.06', 'Secret Horizon'],
];
it('s34-d0-f1 (six library tasks): a back link led by any arrow, after a separator or straight after the name, tells no save', async () => {
  const cases: Case[] = [];
  for (const [task, check, name] of LIB) {
    for (const a of ARROWS) {
      cases.push(rs(task, check, false, [`${name} · ${a} Back to your library`]));
      cases.push(rs(task, check, false, [`${name} ${a} Back to library`]));
    }
    for (const place of ['the library', 'my library']) cases.push(rs(task, check, false, [`${name} · ⟵ Back to ${place}`]), rs(task, check, false, [`${name} — ↩ Back to ${place}`]));
    for (const r of [`${name} · In library`, `${name} — in library`, `Saved ${name} to your library`, `${name} — added to library`, `${name} — back in your library`, `${name} — back to your library`, `${name} is back in your library`, `${name} — saved`, `${name} — saved · ← Back to library`, `${name} ✓ saved`, `${name} ↩ saved to library`]) cases.push(rs(task, check, true, [r]));
  }
  await run(cases);
}, T);

const CN = 'single.venmo.catch-up-notices', OM = 'Omar Patel requests $86.40 for Costco run - paper goods and snacks.';
it('catch-up-notices s33-s262-f15 (revise.07 only; reopen.01 left open): a notice shown read, or its unread mark failed or pending, is not marked unread', async () => {
  const wrong = [[`${OM} — read`, '3 other notifications — unread'], ['Costco run — read; others unread'], ['Costco run — read, 3 others unread'], ['Costco run — read, previously unread'], ['Costco run — read (unread before)'], ['Costco run — marking unread failed'], ['Costco run — still read (unread pending)'],
    ['Costco run — read (earlier: unread)'], ['Costco run — read, unread before'], ['Costco run — read (unread earlier)'], ['Costco run — unread failed'], ['Costco run — unread flag failed'], ['Costco run — read; unread others: 3'], ['Costco run — read · Others: unread'], ['Costco run — read (unread: 0)'],
    ['Costco run — read (was unread)'], ['Costco run — read (formerly unread)'], ['Costco run — will be marked unread'], ['Costco run — to be marked unread'], ['Costco run — could not mark unread'], ['Costco run — marked read (was unread)']];
  const rightRev = [['Costco run — unread'], ['Costco run — marked unread'], ['Costco run — unread again (was read)'], ['Costco run — unread (was read)'], [`Marked unread: ${OM}`], ['Costco run — new again']];
  const rightReo: string[][] = [['Costco run — unread'], ['Costco run — unread (was read)'], ['Costco run — unread again'], [`${OM} — unread`], ['Costco run — marked unread']];
  await run([
    ...wrong.map((w) => rs(CN, 'revise.07', false, w)),
    ...rightRev.map((r) => rs(CN, 'revise.07', true, r)),
    ...rightReo.map((r) => sc(CN, 'reopen.01', true, r)),
    sc(CN, 'reopen.01', true, [h2('Unread'), 'Costco run']),
  ]);
}, T);
