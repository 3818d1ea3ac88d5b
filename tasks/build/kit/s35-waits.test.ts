/**
 * s35 waits, on the real built tasks (re-probes s35-re0, s35-re1): a change still in flight, kept offline, unsent, in
 * the outbox, set to retry later, or only proposed tells no value now; a clock face after it waits as an hourglass does.
 * Each finding's wrong forms fail and its right forms (the reference's wording, other wordings) pass.
 */
import { it } from 'vitest';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case } from '../../../src/stages/__tests__/helpers.ts';

const { run, sc, rs } = probeCases(referenceRecords(tempDir('s35-waits')));
const h2 = (l: string) => ['h2', l] as const;
const T = 600_000;

const CT = 'multi.concert-ticket-payback', CR = 'Lumen Fest ticket request', TX = 'Texted Ruby at 3425480608 about the new amount.';
it('concert-ticket-payback s31-p1-f1: a new amount still to be sent, saving or updating is not the request\'s', async () => {
  const cases: Case[] = [];
  for (const c of ['revise.09', 'revise.12', 'revise.13']) {
    for (const w of ['(to be sent)', '(sending soon)', '(sending)', '(sending…)', '(update later)', '(saving)', '(updating…)', '(sync later)', '(goes out later)']) cases.push(rs(CT, c, false, [`${CR}: $78 ${w}`, TX]));
    for (const r of [`${CR} to Ruby changed to $78`, `${CR} is now $78.00 ✓`, `${CR} to Ruby: $78 (pending)`]) cases.push(rs(CT, c, true, [r, TX]));
  }
  await run(cases);
}, T);

const GV = 'multi.grandpa-voicemail-followup', GD = 'Call Dad again';
it('grandpa-voicemail-followup s32-re1-f2, f3: a move sending, saving or under a clock face has not gone through', async () => {
  const cases: Case[] = [];
  for (const w of ['(sending)', '🕒', '(sending…)', '🕐', '⏱', '(saving)', '(updating)']) cases.push(sc(GV, 'reopen.07', false, [`${GD} — due May 21 → May 19 ${w}`]));
  for (const r of [`${GD} — due May 19 (was May 21)`, `${GD} — due May 21 → May 19`, `${GD} — due May 21 → May 19 ✓`, `${GD} — due May 21 → May 19 (done)`]) cases.push(sc(GV, 'reopen.07', true, [r]));
  for (const w of [' — sending…', ', retry scheduled', ' (sending)', ' — saving…', ' — updating…', ', retry queued', ' (retry at 5pm)', ', resend scheduled', ', retry planned']) cases.push(rs(GV, 'revise.07', false, [`${GD} — May 19 (urgent)${w}`]));
  for (const r of [`${GD} moved to May 19 (urgent)`, `${GD} — now due May 19 (urgent)`, `${GD} — May 19 (urgent) ✓`]) cases.push(rs(GV, 'revise.07', true, [r]));
  await run(cases);
}, T);

const DG = 'multi.dad-garage-handoff', DD = 'Fix the garage door';
it('dad-garage-handoff s32-re1-f2, f3: a move offline, unsent or to retry has not gone through', async () => {
  const cases: Case[] = [];
  for (const w of ['(sending)', '🕒', '(sending…)', '— sending', '🕐', '(updating)', '(saving)', '(offline)', '(will sync)', '(retry scheduled)', '(to be sent)', '(outbox)']) cases.push(sc(DG, 'reopen.07', false, [`${DD} — due June 3 → June 6 ${w}`]));
  for (const r of [`${DD} — due June 6 (was June 3)`, `${DD} — due June 3 → June 6`, `${DD} — due June 6 ✓`]) cases.push(sc(DG, 'reopen.07', true, [r]));
  for (const w of [' — sending…', ', retry scheduled', ' (sending)', ' — saving…', ' — syncing…', ', sending now', ', retry at 5 pm', ' (retry queued)', ', retry pending', ' (offline, will sync)', ' 🕒']) cases.push(rs(DG, 'revise.09', false, [`${DD} — June 6${w}`]));
  for (const r of [`${DD} moved to June 6`, `${DD} — now due June 6`, `${DD} — due June 6`]) cases.push(rs(DG, 'revise.09', true, [r]));
  await run(cases);
}, T);

const PP = 'multi.passport-renewal-steps', PR = 'Passport renewal';
it('passport-renewal-steps s32-re1-f2: a move in the outbox, unsent or offline has not gone through', async () => {
  await run([
    ...['(outbox)', '(sitting in outbox)', '(unsent)', '(offline)'].map((w) => rs(PP, 'revise.09', false, [`${PR} — June 12 ${w}`])),
    ...[`${PR} moved to June 12`, `${PR} — due June 12`, `${PR} — June 12 (moved from June 9)`].map((r) => rs(PP, 'revise.09', true, [r])),
  ]);
}, T);

const PT = 'multi.plumber-email-todo', PS = 'Clear under the sink';
it('plumber-email-todo s31-r2-f7: a date only proposed, tentative or offered is no date now', async () => {
  await run([
    ...['(proposed: June 8)', '(June 8 tentative)', '(maybe June 8)', '(June 8 offered)', '(June 8 pencilled in)', '(June 8 under review)'].map((w) => sc(PT, 'reopen.07', false, [`${PS} — due June 1 ${w}`])),
    ...[`${PS} — due June 8 (was June 1)`, `${PS} — due June 1 → June 8`, `${PS} — due June 8 (proposed by the plumber)`].map((r) => sc(PT, 'reopen.07', true, [r])),
    sc(PT, 'reopen.07', true, [h2('Upcoming'), `June 8 · ${PS} (moved from June 1)`]),
  ]);
}, T);

const PE = 'multi.plumber-email-snooze', STALE = 'Snoozed "Plumber coming Thursday" until 2023-05-24 08:00';
it('plumber-email-snooze s31-p1-f1: a new time sending, syncing, offline or unconfirmed is no time now', async () => {
  await run([
    ...['(sending)', '(sending…)', '🕒', '(syncing)', '(offline)', '(not confirmed)', '(unconfirmed)'].map((w) => sc(PE, 'reopen.07', false, [STALE, `Plumber coming Thursday — 07:15 ${w}`])),
    sc(PE, 'reopen.07', true, [STALE, 'Moved "Plumber coming Thursday" to 07:15']),
    sc(PE, 'reopen.07', true, ['Plumber coming Thursday — snoozed until 07:15']),
    sc(PE, 'reopen.07', true, ['Plumber coming Thursday — 07:15 (was 08:00)']),
    sc(PE, 'reopen.07', true, ['Plumber coming Thursday — 07:15 (scheduled)']),
  ]);
}, T);

const HR = 'single.todoist.home-renovation-chores', HP = 'Buy paint samples for the kitchen';
it('home-renovation-chores s31-r2-f17 (reopen.07), s32-re1-f2: a move offline or sending has not gone through', async () => {
  await run([
    ...['(sending)', '🕒', '(offline, will sync)'].map((w) => sc(HR, 'reopen.07', false, [`${HP} — due May 27 → June 3 ${w}`])),
    ...[`${HP} — due June 3 (was May 27)`, `${HP} — due May 27 → June 3`, `${HP} — due June 3`].map((r) => sc(HR, 'reopen.07', true, [r])),
    ...['(offline, will sync)', '(offline)', '(will sync)', '(will sync later)', '(syncs when online)', '(saved offline)', '(unsynced)'].map((w) => rs(HR, 'revise.07', false, [`${HP} — June 3 ${w}`])),
    ...[', syncing…', ' — sending…', ', retry scheduled'].map((w) => rs(HR, 'revise.07', false, [`${HP} — June 3${w}`])),
    ...[`${HP} moved to June 3`, `${HP} — now due June 3`, `${HP}: due date changed from May 27 to June 3`].map((r) => rs(HR, 'revise.07', true, [r])),
  ]);
}, T);

it('s35-v1 wait variants: being saved, in flight, to be confirmed, kept offline or locally, undone', async () => {
  const cases: Case[] = [];
  for (const w of ['(being saved)', '(update in flight)', '(TBC)', '(kept offline)', '(will be sent)']) for (const c of ['revise.09', 'revise.12', 'revise.13']) cases.push(rs(CT, c, false, [`${CR}: $78 ${w}`, TX]));
  for (const w of ['(saved locally)', '(kept offline)', '📤', '(being saved)']) cases.push(rs(PP, 'revise.09', false, [`${PR} — June 12 ${w}`]));
  for (const w of ['(June 8 TBC)', '(June 8 to be confirmed)', '(June 8 provisional)']) cases.push(sc(PT, 'reopen.07', false, [`${PS} — due June 1 ${w}`]));
  for (const w of ['(stored locally)', '(cached)', '(kept offline)']) cases.push(rs(HR, 'revise.07', false, [`${HP} — June 3 ${w}`]));
  for (const w of ['(undone)', '(reverted)', '(update in flight)']) cases.push(sc(GV, 'reopen.07', false, [`${GD} — due May 21 → May 19 ${w}`]));
  await run(cases);
}, T);

const GC = 'multi.garden-club-project';
it('garden-club-project s35-v1-f1: an invite only in flight is not made', async () => {
  await run([
    rs(GC, 'create.16', false, ['Garden plots: Maya Reyes invited (sending)']),
    rs(GC, 'create.16', false, ['Garden plots — invitation to Maya Reyes (in outbox)']),
    rs(GC, 'create.16', true, ['Invited Maya Reyes to Garden plots']),
    rs(GC, 'create.16', true, ['Garden plots: Maya Reyes invited (pending)']),
  ]);
}, T);
