/**
 * s30 captions: a plain-text caption after a line still in its old state, an imperative "Mark done",
 * a scheduled/in-queue wait, a bare Trash/Bin heading over a rescued file and a lone rating star
 * (src/stages/check/captions.ts). On the real built tasks, both directions.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, type KeptSpec, reopenChecks, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { captionMasked } from '../../../src/stages/check/captions.ts';

const cache = tempDir('s30-captions');
const recordsOf = referenceRecords(cache);
const passes = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
const expectAll = async (task: string, check: string, lines: readonly string[], want: boolean): Promise<void> => {
  for (const line of lines) expect(await passes(task, check, [line]), `${check}: ${line}`).toBe(want);
};
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const byId = (task: string, id: string): KeptSpec => reopenChecks(task).find((a) => a.id === id)!;
const judge = async (task: string, id: string, captures: Record<string, number> = {}) => {
  const probes = await reopenProbes(task, cache);
  const spec = byId(task, id);
  return (lines: readonly Line[]): boolean => evaluate(spec, { ...reopenedScreen([...lines]), probes }, captures).passed;
};

describe('captionMasked', () => {
  it('masks a trailing caption only after an old state, and Mark/set imperatives', () => {
    expect(captionMasked('X — return started · Keep it')).toBe('X — return started ¦ ');
    expect(captionMasked('X — return started [Keep it]')).toBe('X — return started ¦ ');
    expect(captionMasked('Omar Patel · Star')).toBe('Omar Patel · Star');
    expect(captionMasked('Nap over — not snoozed · Snooze off')).toBe('Nap over — not snoozed · Snooze off');
    expect(captionMasked('Return started · Cancelled')).toBe('Return started · Cancelled');
    expect(captionMasked('Mark Johnson · friend')).toBe('Mark Johnson · friend');
    expect(captionMasked('passport copy — Mark done')).not.toContain('done');
  });
});

describe('result: a plain caption after a line still in its old state is no new state (s29-e1-f6, s29-e3-f1, s29-e1-f7)', () => {
  it('jacket-return-reminder revise.07', async () => {
    const T = 'multi.jacket-return-reminder';
    const J = 'Rain Shell Jacket, Yellow, Small';
    await expectAll(T, 'revise.07', [`${J} — return started · Keep it`, `${J} — return open · Keep instead`, `${J} — return started | Keep it`, `${J} — return started [Keep it]`, `${J} — return started · Keep`, `${J} — return pending • Keep it`], false);
    await expectAll(T, 'revise.07', [`${J} — return cancelled, you keep it`, `Return for ${J} called off — it stays with you.`, `You are keeping the ${J}.`, `${J} — return cancelled · Keep it`, `${J} — kept · Return`], true);
  }, 300_000);
  it('power-nap followup.07', async () => {
    const T = 'single.phone.power-nap';
    await expectAll(T, 'followup.07', ['Nap over at 14:20 — snoozed · Snooze off', 'Nap over — set snooze off', 'Nap over at 14:20 — snoozed | Snooze off', 'Nap over at 14:20 — snoozed [Snooze off]', 'Nap over at 14:20 — snoozing · Cancel'], false);
    await expectAll(T, 'followup.07', ['Snooze cancelled for Nap over (14:20).', 'Nap over at 14:20 — not snoozed', 'Nap over — awake', 'Nap over — snooze off', 'Nap over — not snoozed · Snooze off', 'Set snooze off on Nap over.'], true);
  }, 300_000);
  it('visa-docs-tick revise.07/08', async () => {
    const T = 'single.simple_note.visa-docs-tick';
    for (const c of ['revise.07', 'revise.08']) {
      await expectAll(T, c, ['passport copy — Mark done', 'passport copy · Mark done', 'passport copy — Mark as done', 'passport copy — open · Mark done', 'passport copy — open | Mark done', 'passport copy — open [Mark done]', 'passport copy — to do · Tick'], false);
      await expectAll(T, c, ['1. passport copy ✓ done', 'Ticked off passport copy in Visa documents.', '[x] passport copy', 'passport copy — marked done', 'passport copy — done · Untick'], true);
    }
  }, 400_000);
});

describe('after reopen (s29-e3-f1, s30-r1-f4, s30-r2-f1, s28-r1-f19)', () => {
  it('power-nap reopen.06: a plain Snooze off caption after "snoozed" fails', async () => {
    const pass = await judge('single.phone.power-nap', 'reopen.06.persisted_visible', { alarmId: 9999991 });
    for (const row of ['Nap over at 14:20 — snoozed · Snooze off', 'Nap over at 14:20 — snoozed | Snooze off', 'Nap over at 14:20 — snoozed [Snooze off]']) expect(pass([h2('Alarms'), row]), row).toBe(false);
    for (const row of ['Nap over at 14:20 — snooze off', 'Nap over · 14:20 · not snoozed', 'Nap over at 14:20 — not snoozed · Snooze']) expect(pass([h2('Alarms'), row]), row).toBe(true);
  }, 240_000);
  it('campfire-text reopen.06: a private still scheduled or in queue fails', async () => {
    const pass = await judge('single.spotify.campfire-text', 'reopen.06.persisted_visible');
    for (const t of ['public (private: scheduled)', 'public (private — scheduled)', 'public; private scheduled', 'public; private in queue', 'public (private queued)']) expect(pass([h2('Playlists'), `Campfire Songs — ${t}`]), t).toBe(false);
    for (const t of ['private', 'made private', 'private (only you)', 'private · Make public']) expect(pass([h2('Playlists'), `Campfire Songs — ${t}`]), t).toBe(true);
  }, 240_000);
  it('book-notes-rescue reopen.05: the file under a bare Trash/Bin heading fails', async () => {
    const pass = await judge('single.file_system.book-notes-rescue', 'reopen.05.persisted_visible', { trashId: 9999991 });
    const P = '/home/alex/documents/book_club_notes.md';
    for (const rows of [[h2('Trash'), P], [h2('Bin'), P], [h2('Bin'), 'book_club_notes.md'], [h2('Bin (1)'), P], [h2('Recycle bin'), P], [h2('Moved to trash'), P]]) expect(pass(rows), JSON.stringify(rows)).toBe(false);
    for (const rows of [[h2('Bin'), '(empty)', h2('Documents'), P], [h2('Trash'), '(empty)', h2('Documents'), P], [h2('Documents'), P], [h2('Trash'), 'Nothing here', h2('Files'), `${P} — restored`]]) expect(pass(rows), JSON.stringify(rows)).toBe(true);
  }, 240_000);
  it('hot-take reopen.07: a lone star as the deleted review\'s rating fails', async () => {
    const pass = await judge('single.spotify.hot-take', 'reopen.07.persisted_visible', { reviewId: 9999991 });
    const B = 'Broken Letters';
    const bad: Line[][] = [[h2('Songs'), `${B} — Rating: ★`], [h2('Songs'), `${B} — My rating: ★`], [h2('Songs'), `${B} (★)`], [h2('Songs'), `${B} — Stars: ★`], [h2('Songs'), `${B} — ★ review`], [h2('Songs'), `${B} — Score: ★`], [h2('Songs'), `${B} — Rating: ⭐`], [h2('Songs'), `${B} [★]`], [h2('Songs'), B, '★'], [h2('Songs'), B, 'Rating: ★'], [h2('Songs'), `${B} — Your review: ★ "Overrated."`]];
    for (const rows of bad) expect(pass(rows), JSON.stringify(rows)).toBe(false);
    for (const rows of [[h2('Songs'), B], [h2('Songs'), `${B} — review deleted`], [h2('Songs'), `${B} — no rating`], [h2('Songs'), `${B} — not rated`], [h2('Songs'), `${B} — Rate it`], [h2('Songs'), `${B} — 1 star review deleted`], [h2('Songs'), `${B} — Rating: none`], [h2('Songs'), `${B} — ★ review deleted`], [h2('Songs'), `${B} — Rating: ☆☆☆☆☆`]]) expect(pass(rows), JSON.stringify(rows)).toBe(true);
  }, 240_000);
});

describe('the references pass', () => {
  for (const t of ['multi.jacket-return-reminder', 'single.phone.power-nap', 'single.simple_note.visa-docs-tick', 'single.spotify.campfire-text', 'single.file_system.book-notes-rescue', 'single.spotify.hot-take']) {
    it(t, async () => { expect(failed((await runAttacked(suiteTask(t), () => {}, cache)).rows)).toEqual([]); }, 300_000);
  }
});
