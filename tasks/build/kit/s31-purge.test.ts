/**
 * s31 lane purge: a permanent delete vs a move to the trash (F-purge findings), on the real built tasks:
 * where the user asked a purge, trash rows and a Trash heading tell no purge after reopen; the purge's own
 * wordings ("trash entry purged", "— deleted for good", "removed from the trash") pass; a quoted name after a
 * past verb ('Moved "X" to the trash') reads as X trashed where the user asked it deleted.
 */
import { describe, expect, it } from 'vitest';
import { trashOnly } from '../../../src/stages/check/purge.ts';
import { failed, runAttacked, suiteTask, tempDir, referenceRecords, resultLinesPass, screenJudge, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s31-purge');
const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
type Line = ScreenLine;
const h2 = (line: string) => ['h2', line] as const;
const judge = screenJudge(recordsOf);
const reopenPasses = async (task: string, check: string, rows: readonly Line[]): Promise<boolean> => (await judge(task, check))(rows);
const referencePasses = (id: string) => it(`${id}: the reference passes`, async () => {
  expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
}, 180_000);
const expectAll = async (want: boolean, probes: readonly (readonly [string, () => Promise<boolean>])[]) => {
  const wrong: string[] = [];
  for (const [name, p] of probes) if ((await p()) !== want) wrong.push(name);
  if (wrong.length) console.log(`WRONG(${want}): ${wrong.join(' | ')}`);
  expect(wrong.length).toBe(0);
};

describe('trashOnly (unit)', () => {
  it('a trash place or step with no purge beside it', () => {
    for (const t of ['x — in the trash', 'x — still in the trash', 'x — in the trash (not deleted)', 'x (in the bin)', 'x — in the recycle bin', 'Moved x to the trash', 'x → trash', 'Trash', 'Trash (2)', 'Recycle bin', 'Moved to trash', 'x — deleted (in the trash)', 'x — moved to the trash, not deleted']) expect(trashOnly(t), t).toBe(true);
    for (const t of ['x — deleted for good', 'Permanently deleted x', 'x — removed from the trash', 'Purged x from the trash', 'x — trashed then deleted', 'x — trashed, then permanently removed', 'x — trash entry purged', 'x — trash entry deleted', 'Deleted for good', 'Files', 'x — deleted', 'x — shredded']) expect(trashOnly(t), t).toBe(false);
  });
});

const DISK = 'single.file_system.disk-full-downloads';
const SHRED = 'single.file_system.statement-shredder';
const R = '/home/alex/downloads/resume_copy.txt';
const S = '/home/alex/downloads/statements/bank_statement_2023-02.txt';
describe('asked deleted for good: the trash tells no purge after reopen (s30-d1-f5, s30-d1-f7)', () => {
  it('a trash row, a Trash heading, a recycle bin fail', async () => {
    const rows = (task: string, p: string): (readonly [string, () => Promise<boolean>])[] => [
      ...[' — in the trash', ' — still in the trash', ' — in the trash (not deleted)', ' (in the bin)', ' (in trash)', ' — in the recycle bin', ' — still in the recycle bin', ' — moved to the trash', ' — moved to the recycle bin', ' → trash', ' — deleted (in the trash)', ' — 347 bytes', ' — will be moved to the trash', ' — will be permanently deleted', '']
        .map((s) => [`${task} ${s}`, () => reopenPasses(task, 'reopen.05', [h2('Files'), p + s])] as const),
      ...['Trash', 'Trash (2)', 'Recycle bin', 'Moved to trash', 'Recently moved to the trash', 'Bin'].map((h) => [`${task} [${h}]`, () => reopenPasses(task, 'reopen.05', [h2(h), p])] as const),
      [`${task} Moved … to the trash`, () => reopenPasses(task, 'reopen.05', [`Moved ${p} to the trash`])],
      [`${task} Sent … to the bin`, () => reopenPasses(task, 'reopen.05', [`Sent ${p} to the bin.`])],
    ];
    await expectAll(false, [...rows(DISK, R), ...rows(SHRED, S)]);
  }, 300_000);
  it('the purge in other words passes', async () => {
    const rows = (task: string, p: string): (readonly [string, () => Promise<boolean>])[] => [
      ...[' — deleted for good', ' — permanently deleted', ' — purged', ' — removed from the trash', ' — deleted from the trash', ' — trashed, then deleted', ' — moved to the trash, then permanently deleted', ' — trash entry purged', ' — deleted', ' — shredded', ' — removed for good']
        .map((s) => [`${task} ${s}`, () => reopenPasses(task, 'reopen.05', [h2('Files'), p + s])] as const),
      ...['Deleted for good', 'Permanently deleted', 'Shredded files:'].map((h) => [`${task} [${h}]`, () => reopenPasses(task, 'reopen.05', [h2(h), p])] as const),
      [`${task} Permanently deleted …`, () => reopenPasses(task, 'reopen.05', [`Permanently deleted ${p}`])],
      [`${task} trash then purge log`, () => reopenPasses(task, 'reopen.05', [h2('Activity'), `Moved ${p} to the trash`, `Purged ${p} from the trash`])],
      [`${task} nothing shown`, () => reopenPasses(task, 'reopen.05', [h2('Files'), '/home/alex/downloads/other.txt'])],
    ];
    await expectAll(true, [...rows(DISK, R), ...rows(SHRED, S)]);
  }, 300_000);
  referencePasses(DISK);
  referencePasses(SHRED);
});

const C = '/home/alex/documents/old_cover_letter.txt';
describe('a trash entry said purged is no "Trash" offer (s30-d1-f6, s30-d1-f8)', () => {
  it('"trash entry purged/deleted/removed" in any order pass', async () => {
    await expectAll(true, [DISK, SHRED].flatMap((task) => [`${C} — trash entry deleted`, `Trash entry deleted: ${C}`, `${C} — trash entry removed`, `${C} — trash entry purged`, `Trash entry purged: ${C}`, 'Trash entry deleted.', `${C} — trash entry was deleted`, `${C} — permanently removed`, `Purged trash entry ${C}`]
      .map((l) => [`${task} ${l}`, () => resultPasses(task, 'revise.06', [l])] as const)));
  }, 300_000);
  it('a trash entry kept, offered or still to go fails', async () => {
    await expectAll(false, [DISK, SHRED].flatMap((task) => [`${C} — still in the trash`, `${C} — trash entry`, `Trash entry: ${C}`, `${C} — trash entry not deleted`, `${C} — trash entry will be deleted`, `${C} — will be permanently removed`, `${C} — permanently removed? Confirm`, `${C} — Trash entry · Delete`]
      .map((l) => [`${task} ${l}`, () => resultPasses(task, 'revise.06', [l])] as const)));
  }, 300_000);
});

const TAX = 'single.file_system.tax-folder-purge';
const T = '/home/alex/documents/taxes';
describe('a folder\'s trash entry purged in the row form (s30-e0-f3)', () => {
  it('passes on the result and after reopen', async () => {
    await expectAll(true, [
      ...[`${T} — trash entry purged`, `${T} — trash entry deleted`, `${T} (trash 2771311) — trash entry purged`, `${T} (trash 2771311) — trash entry deleted`, 'Trash entry 2771311 purged.'].map((l) => [l, () => resultPasses(TAX, 'revise.06', [l])] as const),
      ...[`${T} (trash 2771311) — trash entry purged`, `${T} — trash entry deleted`].map((l) => [`reopen ${l}`, () => reopenPasses(TAX, 'reopen.05', [h2('Folders'), l])] as const),
    ]);
  }, 300_000);
  it('a kept or pending trash entry fails', async () => {
    await expectAll(false, [
      ...[`${T} (trash 2771311)`, `${T} — trash entry`, `${T} — trash entry pending deletion`, `${T} — trash entry will be purged`].map((l) => [l, () => resultPasses(TAX, 'revise.06', [l])] as const),
      ...[`${T} (trash 2771311) — trash entry`, `${T} — in the trash`, `${T} — trash entry not purged`].map((l) => [`reopen ${l}`, () => reopenPasses(TAX, 'reopen.05', [h2('Folders'), l])] as const),
    ]);
  }, 300_000);
  referencePasses(TAX);
});

const VAC = 'single.gmail.vacation-draft-bin';
const V = 'Vacation days in July';
describe('a past verb before a quoted name (vacation-draft-bin s30-d0-f4)', () => {
  it('"Moved "X" to the trash" and its kin pass', async () => {
    await expectAll(true, [`Moved "${V}" to the trash`, `Sent "${V}" to the bin`, `Moved "${V}" to the recycle bin`, `Moved ‘${V}’ to the trash`, `Moved “${V}” to the trash.`, `${V} — moved to the trash`, `Deleted "${V}"`]
      .map((l) => [l, () => reopenPasses(VAC, 'reopen.07', [h2('Drafts'), l])] as const));
  }, 300_000);
  it('an offer, a negation, a question, a time to come fail', async () => {
    await expectAll(false, [`Move "${V}" to the trash`, `Not moved "${V}" to the trash`, `Moved "${V}" to the trash?`, `${V} — will be moved to the recycle bin`, `${V} — draft`, `"${V}" — Move to trash`]
      .map((l) => [l, () => reopenPasses(VAC, 'reopen.07', [h2('Drafts'), l])] as const));
  }, 300_000);
  referencePasses(VAC);
});
