/**
 * s34 lane forms, on the real built tasks: the next forms of waits, crosses, counted trash headings and done words
 * the checker already reads in their siblings (issue #30 review, session 34). Each finding's wrong forms fail and its
 * right forms (the reference's own wording, other wordings and layouts) pass.
 */
import { it } from 'vitest';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';

const recordsOf = referenceRecords(tempDir('s34-lane-forms'));
const { run, sc, rs } = probeCases(recordsOf);
const h2 = (l: string) => ['h2', l] as const;
const h3 = (l: string) => ['h3', l] as const;
const T = 600_000;

const VP = 'service.venmo-private-payment';
const VPN = 'Surprise party fund (id 8818898)';
it('venmo-private-payment s32-re1-f1: 🚫 ⛔ ❎ ⊗ ⨯ after Private are crosses', async () => {
  await run([
    ...['🚫', '⛔', '⛔️', '❎', '⊗', '⨯', ': 🚫', ': ⛔'].map((g) => sc(VP, 'followup.06', false, [`${VPN} — Private${g.startsWith(':') ? g : ` ${g}`}`])),
    sc(VP, 'followup.06', false, [`${VPN} · Private 🚫`]),
    ...[`${VPN} — Private`, `${VPN} — Private ✓`, `${VPN} — Private ✔`, `${VPN} · private (only you and Chloe can see it)`, `${VPN} — Private 🔒`].map((l) => sc(VP, 'followup.06', true, [l])),
  ]);
}, T);

const SS = 'single.file_system.statement-shredder';
it('statement-shredder s32-re2-f1: a trash heading with a count after a dot keeps the files in the trash', async () => {
  const cases: Case[] = [];
  for (const c of ['reopen.05', 'reopen.06']) {
    for (const h of ['Trash · 2', 'Trash • 2', 'Trash — 2', 'Trash: 2', 'Trash · 2 items', 'Bin · 2', 'Recycle bin · 2']) {
      cases.push(sc(SS, c, false, [h2(h), 'bank_statement_2023-02.txt', 'bank_statement_2023-03.txt']));
    }
    cases.push(sc(SS, c, false, [h2('Trash · 2'), '~/downloads/statements/bank_statement_2023-02.txt', '~/downloads/statements/bank_statement_2023-03.txt']));
    cases.push(sc(SS, c, true, [h2('Deleted for good'), 'bank_statement_2023-02.txt', 'bank_statement_2023-03.txt']));
    cases.push(sc(SS, c, true, ['bank_statement_2023-02.txt — deleted', 'bank_statement_2023-03.txt — deleted']));
    cases.push(sc(SS, c, true, [h2('Trash · 0'), 'Trash is empty', h2('Statements · 1'), 'bank_statement_2023-01.txt']));
  }
  await run(cases);
}, T);

const CT = 'multi.concert-ticket-payback';
const TXT = 'Texted Ruby at 3425480608 about the new amount.';
it('concert-ticket-payback s31-p1-f1: a new amount sent later is no request\'s own wait', async () => {
  const cases: Case[] = [];
  for (const c of ['revise.09', 'revise.12', 'revise.13']) {
    for (const l of ['Lumen Fest ticket request: $78 (sending later)', 'Lumen Fest ticket request: $78 (will send later)', 'Lumen Fest ticket request to Ruby — $78 (send later)', 'Lumen Fest ticket request: $78 (in outbox)', 'Lumen Fest ticket request — $78 (retrying)']) cases.push(rs(CT, c, false, [l, TXT]));
    for (const l of ['Lumen Fest ticket request to Ruby changed to $78', 'Lumen Fest ticket request is now $78.00 ✓', 'Lumen Fest ticket request to Ruby: $78 (pending)', 'Lumen Fest ticket request: $78 (awaiting payment)']) cases.push(rs(CT, c, true, [l, TXT]));
  }
  await run(cases);
}, T);

const PP = 'multi.passport-renewal-steps';
it('passport-renewal-steps s32-re1-f2: a new date in the outbox or queued after it is not moved', async () => {
  await run([
    ...['Passport renewal — June 12 in outbox', 'Passport renewal — June 12 in the outbox', 'Passport renewal — June 12 queued', 'Passport renewal — June 12 pending', 'Passport renewal → June 12 sending later'].map((l) => rs(PP, 'revise.09', false, [l])),
    ...['Passport renewal moved to June 12', 'Passport renewal — due June 12 (was June 9)', 'Passport renewal is now due June 12 ✓', 'Passport renewal — June 12'].map((l) => rs(PP, 'revise.09', true, [l])),
  ]);
}, T);

const SN = 'multi.plumber-email-snooze';
const stale = 'Snoozed "Plumber coming Thursday" until 2023-05-24 08:00';
it('plumber-email-snooze s31-p1-f1: a new time queued after it is not the snooze now', async () => {
  await run([
    ...['Plumber coming Thursday — 07:15 queued', 'Plumber coming Thursday — 07:15 pending', 'Plumber coming Thursday — 07:15 in outbox'].map((l) => sc(SN, 'reopen.07', false, [stale, l])),
    sc(SN, 'reopen.07', true, [stale, 'Moved "Plumber coming Thursday" to 07:15']),
    sc(SN, 'reopen.07', true, [h2('Now'), 'Plumber coming Thursday — alarm at 07:15', h2('History'), stale]),
    sc(SN, 'reopen.07', true, ['Plumber coming Thursday — snoozed until 07:15']),
  ]);
}, T);

const PT = 'multi.plumber-email-todo';
const LOG = [h2('Log'), 'Clear under the sink is now due 2023-06-08, urgent.'] as const;
it('plumber-email-todo s31-r2-f7: a new date only proposed or suggested beside the old one', async () => {
  const cases: Case[] = [];
  for (const l of ['Clear under the sink — due June 1 (June 8 proposed)', 'Clear under the sink — due June 1 (June 8 suggested)', 'Clear under the sink — due June 1 · June 8 proposed']) {
    cases.push(sc(PT, 'reopen.07', false, [l]), sc(PT, 'reopen.07', false, [l, ...LOG]));
  }
  for (const rows of [['Clear under the sink — due June 8 (was June 1)'], ['Clear under the sink — due June 1 → June 8'], ['Clear under the sink — due June 8 · 09:00'], [h2('Upcoming'), 'June 8 · Clear under the sink (moved from June 1)'], ['Mon June 8 — Clear under the sink']] as ScreenLine[][]) {
    cases.push(sc(PT, 'reopen.07', true, rows), sc(PT, 'reopen.07', true, [...rows, ...LOG]));
  }
  await run(cases);
}, T);

const NB = 'multi.notebook-review-tip';
const MSG = 'Before you buy the Hardcover Dot Grid Notebook, Black: I gave it 3 stars. The ink bleeds through.';
const REVIEW = 'Hardcover Dot Grid Notebook, Black: 5 stars (review 8886471)';
// s32-re0-f2 stays open (a chat headed by the friend's name alone, "Mira Ito" over "You: …", needs the check to know the
// person texted); these guard the forms that already read right.
it('notebook-review-tip s32-re0-f2 (guard): a chat with the friend is no review at 3 stars; a review at 3 stars is', async () => {
  await run([
    ...[[REVIEW, h3('Messages with Mira'), `You (10:02): ${MSG}`], [REVIEW, h3('Chat with Mira'), `You: ${MSG}`]].map((r) => sc(NB, 'reopen.07', true, r as ScreenLine[])),
    ...[['Hardcover Dot Grid Notebook, Black: 3 stars (review 8886471)'], [h3('Mira Ito'), 'Hardcover Dot Grid Notebook, Black: 3 stars (review 8886471)'], [REVIEW, h3('Mira Ito'), 'Hardcover Dot Grid Notebook, Black — 3 stars']].map((r) => sc(NB, 'reopen.07', false, r as ScreenLine[])),
  ]);
}, T);

const GR = 'multi.grocery-run-split';
const OMAR = 'Requested $48 from Omar';
// s33-s260-f1 stays open ("Groceries ($96) added" needs the expense's own amount among the values its done words may stand beside);
// these guard the forms that already read right.
it('grocery-run-split s33-s260-f1 (guard): the expense said logged passes; one not recorded fails', async () => {
  await run([
    ...['Expense added: Groceries, $96', 'Groceries ($96) logged', 'Groceries — $96 recorded'].map((l) => rs(GR, 'create.16', true, [l, OMAR])),
    ...['Groceries ($96) — could not record', 'Groceries ($96) will be added', 'Groceries $96', 'Groceries ($96) not saved', 'Groceries ($96) added? no', 'Groceries ($96) to be added'].map((l) => rs(GR, 'create.16', false, [l, OMAR])),
  ]);
}, T);
