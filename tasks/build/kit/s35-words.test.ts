/**
 * s35 words, on the real built tasks: a result line telling its change still in progress, not yet made or failed
 * ("Car section — adding…", "Capturing Clean the gutters…", "Note pending: …") tells nothing made.
 */
import { it } from 'vitest';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case } from '../../../src/stages/__tests__/helpers.ts';

const { run, rs, sc } = probeCases(referenceRecords(tempDir('s35-words')));
const T = 600_000;

const HS = 'single.todoist.household-section-remove';
it('household-section-remove s33-s262-f14: a section still being added, pending or not yet created is not added', async () => {
  const cases: Case[] = [];
  for (const w of ['Car section — adding…', 'Car section — creating…', 'Adding section Car…', 'Car — section pending', 'Car section — not yet created', 'Car section (adding)', 'Creating section Car...', 'Car section — being added']) cases.push(rs(HS, 'create.08', false, [w]));
  for (const r of ['Added section Car to Household', 'Car section created', 'Household sections: Car (new)', 'Section Car added', 'Car section added — now adding tasks is possible']) cases.push(rs(HS, 'create.08', true, [r]));
  for (const w of ['Garden section — adding…', 'Adding section Garden…', 'Garden section — being created']) cases.push(rs(HS, 'create2.06', false, [w]));
  for (const r of ['Added section Garden to Household', 'Garden section created']) cases.push(rs(HS, 'create2.06', true, [r]));
  await run(cases);
}, T);

const GU = 'single.todoist.capture-then-file-gutter', GT = 'Clean the gutters', GN = 'Ladder is in the shed; the north side overflows first.';
it('capture-then-file-gutter s33-s262-f11: a capture or note not yet made, in progress or failed is none made', async () => {
  const cases: Case[] = [];
  for (const w of [`${GT} — not yet captured`, `Capturing ${GT}…`, `${GT} — adding to Inbox`, `${GT} — adding…`, `${GT} — being added`, `${GT} — capture pending`, `${GT} — not captured`, `${GT} — capture failed`, `Adding ${GT} to Inbox…`, `${GT} — saving…`]) cases.push(rs(GU, 'create.12', false, [w]));
  for (const r of [`${GT} — Inbox`, `Added ${GT} to Inbox`, GT, `Captured: ${GT}`, `${GT} — in your Inbox`]) cases.push(rs(GU, 'create.12', true, [r]));
  for (const w of [`Details not saved: ${GN}`, `Note pending: ${GN}`, `Saving note: ${GN}`, `Saving details: ${GN}`, `Note not saved: ${GN}`, `Details pending: ${GN}`, `Details (unsaved): ${GN}`]) cases.push(rs(GU, 'create.09', false, [GT, w]));
  for (const r of [`Details: ${GN}`, `Note saved: ${GN}`, GN]) cases.push(rs(GU, 'create.09', true, [GT, r]));
  await run(cases);
}, T);

const MI = 'single.simple_note.moving-internet-tick', MC = 'Moving checklist', MP = 'cancel the old internet plan';
it('moving-internet-tick s34-re0-f1: an item shown "pending" is open again, a pending change is not', async () => {
  const cases: Case[] = [];
  for (const r of [`${MC}: ${MP} — pending`, `${MC}: ${MP} (pending)`, `${MC} — ${MP}: pending`, `${MC} item 3 — pending`, `${MC} item 3: pending`, `${MC}: ${MP} is pending`, `${MC}: ${MP} — pending again`, `${MC}: ${MP} — to do`, `${MC}: ☐ ${MP}`, `Item 3 of ${MC} (note 3123621) — open again`]) cases.push(rs(MI, 'revise.07', true, [r]));
  for (const w of ['— untick pending', '(untick pending)', '— pending sync', '— change pending', '— done', '— ☑', '— could not untick', '— will reopen', '— reopen pending', '(pending untick)', '— pending…']) cases.push(rs(MI, 'revise.07', false, [`${MC}: ${MP} ${w}`]));
  await run(cases);
}, T);

const GR = 'multi.grocery-run-split', RQ = 'Requested $48 from Omar';
it('grocery-run-split s33-s260-f1: the expense told saved or added with its own $96 total is recorded', async () => {
  const cases: Case[] = [];
  for (const r of ['Groceries receipt ($96) saved', 'Groceries ($96) added', 'Added Groceries ($96)', 'Saved Groceries ($96)', 'Created Groceries ($96)', 'Groceries ($96) — created', 'Groceries — $96 saved', 'Groceries ($96) — done', 'Groceries ($96) saved to Splitwise', 'Expense added: Groceries, $96', 'Groceries ($96) logged']) cases.push(rs(GR, 'create.16', true, [r, RQ]));
  for (const w of ['Groceries ($96) — could not record', 'Groceries ($96) will be added', 'Groceries $96', 'Groceries ($96) — not added', 'Groceries ($96) — add failed', 'Groceries ($96) — not saved', 'Groceries ($96) — save failed', 'Groceries ($96) — to be added', 'Groceries ($96) — adding…', 'Groceries ($96) — saving…', 'Groceries ($96) — not yet saved', 'Save Groceries ($96)?', 'Groceries ($96) — added?']) cases.push(rs(GR, 'create.16', false, [w, RQ]));
  // The request's $48 is not the expense's: a word beside it tells the request.
  for (const w of ['Groceries: $48 added', 'Groceries — $48 saved']) cases.push(rs(GR, 'create.16', false, [w, 'Requested $48 from Omar.']));
  await run(cases);
}, T);

const RD = 'single.gmail.reply-drafts', RO = 'Count me in for Friday!', RN = 'Count me in for Friday, but I can only stay until 9.';
it('reply-drafts s31-p0-f2: a draft keeping the old text with the new one only to come is stale', async () => {
  const cases: Case[] = [];
  for (const x of [`to be reworded to "${RN}"`, `will say "${RN}"`, `will read "${RN}"`, `will become "${RN}"`, `to become "${RN}"`, `set to change to "${RN}"`, `due to become "${RN}"`, `reword to "${RN}" scheduled`, `reword to "${RN}" planned`, `rewording to "${RN}" later`, `update to "${RN}" scheduled`, `next: "${RN}"`, `soon: "${RN}"`, `coming: "${RN}"`, `reword to "${RN}" proposed`, `to read "${RN}"`, `after sync: "${RN}"`, `reword to "${RN}" tomorrow`, `will change to "${RN}"`, `pending: "${RN}"`]) cases.push(sc(RD, 'reopen.07', false, [`Team dinner on Friday: ${RO} (${x})`]));
  for (const r of [`Team dinner on Friday: ${RN}`, `${RN} (reworded from "${RO}")`, `Team dinner on Friday: ${RN} (was "${RO}")`, `Team dinner on Friday: ${RN} (changed from "${RO}")`, `Team dinner on Friday: "${RO}" → "${RN}"`, `Team dinner on Friday: reworded "${RO}" to "${RN}"`]) cases.push(sc(RD, 'reopen.07', true, [r]));
  cases.push(sc(RD, 'reopen.07', true, [['h3', 'Drafts'], 'Team dinner on Friday', RN]));
  cases.push(sc(RD, 'reopen.07', true, ['Team dinner on Friday', RN, ['h3', 'Version history'], `18 May 12:00 — ${RO}`]));
  await run(cases);
}, T);

it('s33-s262-f11 attack: a request\'s own "(pending)" or "request pending" stays its state', async () => {
  const CT = 'multi.concert-ticket-payback', TX = 'Texted Ruby at 3425480608 about the new amount.';
  await run([
    rs(CT, 'revise.09', true, ['Lumen Fest ticket request to Ruby: $78 (pending)', TX]),
    rs(CT, 'revise.09', true, ['Lumen Fest ticket request to Ruby: $78 — request pending', TX]),
    rs(CT, 'revise.09', false, ['Lumen Fest ticket request to Ruby: $78 — update pending', TX]),
  ]);
}, T);
