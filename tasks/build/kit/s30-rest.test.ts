/**
 * s30 lane rest: older over-specifications closed by kind, on the real built tasks. Each block: the
 * correct forms of the finding now pass, and the cheap wrong forms still fail.
 */
import { describe, expect, it } from 'vitest';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';
import { headingSaysTrashed } from '../../../src/stages/check/rest.ts';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s30-rest');
const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
/** The kept check `check` on the reference's reopen record with its screen replaced by `rows` (its probes and captures kept). */
const reopenPasses = async (task: string, check: string, rows: readonly Line[]): Promise<boolean> => {
  const suite = suiteTask(task);
  const episode = suite.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(`${check}.`)))!.id;
  const records = await recordsOf(task);
  const screen = reopenedScreen([...rows]);
  const changed = new Map(records);
  changed.set(episode, { ...records.get(episode)!, visible_text: screen.visible_text, html: screen.html, shown: screen.shown });
  return checkTaskEvaluation(suite, 0, 'attack', changed).find((x) => x.assertion.startsWith(`${check}.`))!.passed;
};
const referencePasses = (id: string) => it(`${id}: the reference passes`, async () => {
  expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
}, 180_000);

const WRAP = 'single.amazon.wrapped-presents';
const C = 'Scented Soy Candle, Lavender';
describe('the unwrap said with "gift wrapping" (wrapped-presents s27-s193-f1)', () => {
  it('"no gift wrapping" and its field forms pass; wrapping still on fails', async () => {
    for (const s of [' — no gift wrapping', ' — without gift wrapping', ' — Gift wrapping: none', ' — wrapping: none', ' — gift-wrapped: none of 2', ' — wrapping off', ' — gift wrapping removed']) expect(await resultPasses(WRAP, 'step2.07', [C + s]), s).toBe(true);
    for (const s of [' — gift wrapping: yes', ' — gift wrapping on', ' — ×2, gift wrapping', '']) expect(await resultPasses(WRAP, 'step2.07', [C + s]), s).toBe(false);
  }, 180_000);
  referencePasses(WRAP);
});

const GARDEN = 'single.file_system.garden-out-of-projects';
describe('a heading that says its rows were moved to the trash (garden-out-of-projects s27-db1-f3)', () => {
  it('"Moved to trash", "Sent to trash", "Bin" over the folder pass; an offer or a time to come fails', async () => {
    for (const h of ['Moved to trash', 'Sent to trash', 'Bin', 'Trash']) expect(await reopenPasses(GARDEN, 'reopen.06', [h2(h), '/home/alex/projects']), h).toBe(true);
    for (const h of ['Folders', 'Move to trash', 'To be moved to trash', 'Moved to trash soon']) expect(await reopenPasses(GARDEN, 'reopen.06', [h2(h), '/home/alex/projects']), h).toBe(false);
  }, 180_000);
  it('the heading reading alone', () => {
    for (const h of ['moved to trash', 'sent to the bin:', 'moved to the recycle bin (2)', 'bin']) expect(headingSaysTrashed(h), h).toBe(true);
    for (const h of ['move to trash', 'to be moved to trash', 'moved to trash soon', 'bin day', 'not moved to trash']) expect(headingSaysTrashed(h), h).toBe(false);
  });
  referencePasses(GARDEN);
});

const RUN = 'single.spotify.morning-run-reset';
describe('a deleted record kept as moved to the trash (morning-run-reset s29-q0-f3)', () => {
  it('"moved to the trash", "in the trash", "→ Trash" pass; a button or a time to come fails', async () => {
    for (const l of ['Morning Run (playlist 2522267) moved to the trash', 'Morning Run — moved to trash', 'Morning Run (playlist 2522267) — moved to the bin', 'Morning Run — sent to the trash', 'Morning Run — in the trash', 'Morning Run → Trash', 'Morning Run — trashed']) expect(await reopenPasses(RUN, 'reopen.06', [h2('Playlists'), l]), l).toBe(true);
    for (const l of ['Morning Run', 'Morning Run · Move to trash', 'Morning Run — will be moved to the trash', 'Morning Run — to be moved to the trash', 'Morning Run (move to the trash?)']) expect(await reopenPasses(RUN, 'reopen.06', [h2('Playlists'), l]), l).toBe(false);
  }, 180_000);
  referencePasses(RUN);
});

const PURGE = 'single.file_system.tax-folder-purge';
describe('the trash entry said deleted (tax-folder-purge s27-w1-f1)', () => {
  const T = '/home/alex/documents/taxes';
  it('"Deleted trash entry N", "trashed · deleted", "permanently deleted" pass; the folder only trashed fails', async () => {
    for (const rows of [[`Trashed ${T} (trash entry 2771311).`, 'Deleted trash entry 2771311.'], [`${T} (trash 2771311) — trashed · deleted`], [`${T} (trash 2771311) — trashed · permanently deleted`], [`${T} — deleted permanently`]]) expect(await reopenPasses(PURGE, 'reopen.05', [h2('Folders sent away'), ...rows]), rows.join(' / ')).toBe(true);
    for (const rows of [[`${T} — trashed`], [`Moved ${T} to the trash (trash entry 2771311).`], [`${T} — in the trash`]]) expect(await reopenPasses(PURGE, 'reopen.05', [h2('Folders sent away'), ...rows]), rows.join(' / ')).toBe(false);
  }, 180_000);
  referencePasses(PURGE);
});

const PORTLAND = 'single.simple_note.lend-portland-itinerary';
describe('the sharing said ended with the person inside (lend-portland-itinerary s29-e0-f2)', () => {
  const N = 'Portland weekend itinerary';
  it('"sharing with Elena ended" passes on the result and the reopen checks; still shared fails', async () => {
    for (const l of [`${N} — sharing with Elena ended`, `${N} — share with Elena has ended`, `${N}: sharing with elena.haddad@outlook.com has ended`]) expect(await resultPasses(PORTLAND, 'revise.06', [l]), l).toBe(true);
    for (const l of [`${N} — sharing with Elena ended`, `${N} — sharing with elena.haddad@outlook.com has ended`, `${N} — share with Elena Haddad ended`]) expect(await reopenPasses(PORTLAND, 'reopen.05', [h2('Notes'), l]), l).toBe(true);
    for (const l of [`${N} — sharing with Elena until the weekend has ended`, `${N} — shared with Elena; her trip ended`, `${N} — sharing with Elena`]) {
      expect(await resultPasses(PORTLAND, 'revise.06', [l]), l).toBe(false);
      expect(await reopenPasses(PORTLAND, 'reopen.05', [h2('Notes'), l]), l).toBe(false);
    }
  }, 180_000);
  referencePasses(PORTLAND);
});

const LUNCH = 'single.splitwise.lunch-debt-venmo';
const RENT = 'single.splitwise.pay-via-venmo';
describe('Splitwise named beside Venmo as where the payment went (lunch-debt-venmo s27-w2-f10, pay-via-venmo s28-s203-f2)', () => {
  it('"on Venmo and Splitwise", "Venmo ✓ Splitwise ✓", "Splitwise: payment N" pass; Venmo alone or Splitwise not done fails', async () => {
    for (const l of ['Paid Liam Larsen $8 for Dinner at Lola on Venmo and Splitwise.', 'Paid Liam Larsen $8 for Dinner at Lola via Venmo and Splitwise.', 'Dinner at Lola — Venmo ✓ Splitwise ✓', 'Dinner at Lola: paid on Venmo + Splitwise']) expect(await resultPasses(LUNCH, 'create.12', [l]), l).toBe(true);
    for (const l of ['Paid Liam Larsen $8 for Dinner at Lola on Venmo.', 'Paid Liam Larsen $8 for Dinner at Lola on Venmo. Next: Splitwise', 'Dinner at Lola — Venmo ✓ Splitwise ✗']) expect(await resultPasses(LUNCH, 'create.12', [l]), l).toBe(false);
    const sent = 'Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up.';
    expect(await resultPasses(RENT, 'create.12', [sent, 'Splitwise: payment 7816962.'])).toBe(true);
    for (const l of ['Splitwise payment pending', 'Record Splitwise payment']) expect(await resultPasses(RENT, 'create.12', [sent, l]), l).toBe(false);
    expect(await resultPasses(RENT, 'create.12', [sent])).toBe(false);
  }, 180_000);
  for (const id of [LUNCH, RENT, 'single.splitwise.venmo-then-splitwise']) referencePasses(id);
});

describe('tax-docs-archive (s29-s213-f2): the intention asks for the note removed once the file is seen, as its two steps do', () => {
  it('the intention holds the pause between the two steps', () => {
    const t = suiteTask('single.simple_note.tax-docs-archive');
    expect(JSON.stringify(t)).toMatch(/once I have seen the file is there, remove the note/);
    expect(t.episodes.filter((e) => e.stage !== 'open' && e.stage !== 'reopen').length).toBe(2);
  });
  referencePasses('single.simple_note.tax-docs-archive');
});
