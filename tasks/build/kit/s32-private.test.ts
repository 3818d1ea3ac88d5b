/**
 * s32 lane private (F-private findings), on the real built tasks: a privacy heading with a condition, wait or
 * question gives no state; a row public now and private only later is public; a deletion failed/pending and an
 * empty-section card keep a section listed; a trash move undone is no trash; a trash heading with a count is the
 * trash; a deleted file named bare is the file; a bare tag word under a made note's title is its tag.
 */
import { describe, it } from 'vitest';
import { referenceRecords, resultLinesPass, screenJudge, tempDir, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';
import { expectProbes } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s32-private');
const recordsOf = referenceRecords(cache);
const judge = screenJudge(recordsOf);
const h2 = (l: string) => ['h2', l] as const;
const h3 = (l: string) => ['h3', l] as const;
const reopen = async (task: string, check: string, rows: readonly ScreenLine[]): Promise<boolean> => (await judge(task, check))(rows);
const result = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
const expectAll = expectProbes;

const PUB: readonly (readonly [string, string])[] = [
  ['multi.breakup-comfort-mix', "Ruby's Sunday Soul"],
  ['multi.gym-buddy-playlist', 'Heavy Day Fuel'],
  ['single.spotify.party-electronic', 'Friday Night Warmup'],
  ['single.spotify.study-focus', 'Deep Focus'],
  ['multi.road-trip-mix-text', 'Coastal Miles'],
];
describe('a public heading with a condition, wait or question; a row said private in other words (s31-r4-f3..f6, f10)', () => {
  it('fails', async () => {
    const heads = ['Public after you confirm', 'Waiting to go public', 'Public after review', 'Everyone (after review)', 'Open to all?', 'Requested: public', 'Going public?', 'Public (after sync)', 'Awaiting review: public', 'Public once approved', 'Public on approval', 'Public — not yet', 'Public?', 'Ready to publish', 'Public in review', 'Under review: public'];
    const rows = ['— only you', '— just me', '— sharing off', '(only me)', '— visible only to you', '— sharing disabled', '— not shared'];
    await expectAll(false, PUB.flatMap(([task, name]) => [
      ...heads.map((h) => [`${task} [${h}]`, () => reopen(task, 'reopen.02', [h2(h), name])] as const),
      ...rows.map((r) => [`${task} [Public] ${r}`, () => reopen(task, 'reopen.02', [h2('Public'), `${name} ${r}`])] as const),
      [`${task} [Shared] sharing off`, () => reopen(task, 'reopen.02', [h2('Shared'), `${name} — sharing off`])] as const,
    ]));
  }, 600_000);
  it('correct forms pass', async () => {
    await expectAll(true, PUB.flatMap(([task, name]) => [
      ...['Public', 'Shared with everyone', 'Visible to everyone', 'Published', 'Open to all', 'Public playlists', 'Public (1)', 'Published after review', 'Public — approved'].map((h) => [`${task} [${h}]`, () => reopen(task, 'reopen.02', [h2(h), name])] as const),
      [`${task} row public`, () => reopen(task, 'reopen.02', [h2('Playlists'), `${name} — anyone can see it, public`])] as const,
      [`${task} [Public] 5 songs`, () => reopen(task, 'reopen.02', [h3('Public'), `${name} — 5 songs`])] as const,
    ]));
  }, 600_000);
});

const PRIV: readonly (readonly [string, string])[] = [['single.spotify.campfire-text', 'Campfire Songs'], ['single.spotify.slow-jams-text', 'Sunday Slow Jams']];
describe('a row public now with private only to come (s31-r3-f4, f5)', () => {
  it('fails', async () => {
    const tails = [' — public (private later)', ' — public (private: later)', ' — public (private tomorrow)', ' — public; private at midnight', ' — public (private next)', ' — public (private tonight)', ' — public (private in 1 hour)', ' — public (private on Monday)', ' — public (private later today)', ' — public · private from tomorrow', ' — public (private soon)'];
    await expectAll(false, PRIV.flatMap(([task, name]) => tails.map((t) => [`${task} ${t}`, () => reopen(task, 'reopen.06', [h2('Playlists'), name + t])] as const)));
  }, 300_000);
  it('correct forms pass', async () => {
    const tails = [' — private', ' — private now', ' — private (public earlier)', ' — private (was public until today)', ' — private since today'];
    await expectAll(true, PRIV.flatMap(([task, name]) => tails.map((t) => [`${task} ${t}`, () => reopen(task, 'reopen.06', [h2('Playlists'), name + t])] as const)));
  }, 300_000);
});

const HSR = 'single.todoist.household-section-remove';
describe('a section deletion failed or pending, an empty-section card (s31-p1-f1)', () => {
  it('fails', async () => {
    await expectAll(false, [
      ...['Car — removal failed', 'Car — could not delete', 'Car — delete pending', 'Car — deletion failed', 'Car (removal pending)', 'Car — not deleted', 'Car — delete failed', "Car — couldn't remove"].map((l) => [l, () => reopen(HSR, 'reopen.06', [h2('Household'), l])] as const),
      ['Car / Empty section', () => reopen(HSR, 'reopen.06', [h2('Household'), 'Car', 'Empty section'])],
      ['h3 Car / Section · 0 tasks', () => reopen(HSR, 'reopen.06', [h2('Household'), h3('Car'), 'Section · 0 tasks'])],
      ['Car / No tasks in this section', () => reopen(HSR, 'reopen.06', [h2('Household'), 'Car', 'No tasks in this section'])],
      ['Car / Section', () => reopen(HSR, 'reopen.06', [h2('Household'), 'Car', 'Section'])],
    ]);
  }, 300_000);
  it('correct forms pass', async () => {
    await expectAll(true, [
      ...['Car — deleted', 'Car — section removed', 'Car — removed', 'Deleted section Car'].map((l) => [l, () => reopen(HSR, 'reopen.06', [h2('Household'), l])] as const),
      ['no Car', () => reopen(HSR, 'reopen.06', [h2('Household'), 'Kitchen', 'Garden'])],
      ['Car removed / Empty section?', () => reopen(HSR, 'reopen.06', [h2('Household'), 'Section Car deleted', 'No sections'])],
    ]);
  }, 300_000);
});

const VDB = 'single.gmail.vacation-draft-bin';
const L = 'Lunch and learn slides';
const V = 'Vacation days in July';
describe('a trash move said undone (s31-p1-f1 vacation-draft-bin)', () => {
  it('fails', async () => {
    const forms = [(x: string) => `Moved "${x}" to the trash — undone`, (x: string) => `Moved "${x}" to the trash (undone)`, (x: string) => `${x} — deleted, then restored`, (x: string) => `${x} — moved to the trash, then undone`, (x: string) => `${x} — trashed (undo done)`, (x: string) => `Moved "${x}" to the trash — restored`];
    await expectAll(false, forms.flatMap((f) => ['reopen.06', 'reopen.07'].map((c) => [`${c} ${f('X')}`, () => reopen(VDB, c, [h2('Drafts'), f(L), f(V)])] as const)));
  }, 300_000);
  it('correct forms pass', async () => {
    const forms = [(x: string) => `Moved "${x}" to the trash`, (x: string) => `${x} — in the trash`, (x: string) => `${x} — trashed`, (x: string) => `Moved "${x}" to the trash — Undo`];
    await expectAll(true, forms.flatMap((f) => ['reopen.06', 'reopen.07'].map((c) => [`${c} ${f('X')}`, () => reopen(VDB, c, [h2('Drafts'), f(L), f(V)])] as const)));
  }, 300_000);
});

const BNR = 'single.file_system.book-notes-rescue';
const BN = '/home/alex/documents/book_club_notes.md';
describe('a trash heading with a count (s31-r4-f7)', () => {
  it('fails', async () => {
    await expectAll(false, ['Trash (1 item)', 'Trash (2 items)', 'Bin (1 file)', 'Trash · 1 item', 'Trash (1)', 'Bin (1)', 'Trash — 3 files', 'Recycle bin (1 item)'].map((h) => [h, () => reopen(BNR, 'reopen.05', [h2(h), BN])] as const));
  }, 300_000);
  it('correct forms pass', async () => {
    await expectAll(true, [
      ['Documents', () => reopen(BNR, 'reopen.05', [h2('Documents'), `${BN} · 8 lines`])],
      ['Rescued', () => reopen(BNR, 'reopen.05', [h2('Rescued'), BN])],
      ['Trash (0 items) then Documents', () => reopen(BNR, 'reopen.05', [h2('Trash (0 items)'), 'Empty', h2('Documents'), BN])],
    ]);
  }, 300_000);
});

const DISK = 'single.file_system.disk-full-downloads';
const SHRED = 'single.file_system.statement-shredder';
describe('a deleted file named bare after reopen (s31-d3-f1, s30-d1-f7)', () => {
  it('fails', async () => {
    await expectAll(false, [
      ['disk Files resume 347', () => reopen(DISK, 'reopen.05', [h2('Files'), 'resume_copy.txt — 347 bytes'])],
      ['disk Downloads resume', () => reopen(DISK, 'reopen.05', [h2('Downloads'), 'resume_copy.txt'])],
      ['disk resume in the bin', () => reopen(DISK, 'reopen.05', [h2('Files'), 'resume_copy.txt (in the bin)'])],
      ['disk wifi 1.2 KB', () => reopen(DISK, 'reopen.06', [h2('Files'), 'wifi_router_manual.txt — 1.2 KB'])],
      ...['(in trash)', '— in the trash', '(in the trash)', '— moved to the trash'].map((t) => [`shred 02 ${t}`, () => reopen(SHRED, 'reopen.05', [h2('Files'), `bank_statement_2023-02.txt ${t}`])] as const),
      ...['(in trash)', '— in the trash'].map((t) => [`shred 03 ${t}`, () => reopen(SHRED, 'reopen.06', [h2('Files'), `bank_statement_2023-03.txt ${t}`])] as const),
    ]);
  }, 300_000);
  it('correct forms pass', async () => {
    await expectAll(true, [
      ...['— deleted for good', '— deleted', '— permanently removed', '— shredded'].map((t) => [`shred ${t}`, () => reopen(SHRED, 'reopen.05', [h2('Files'), `bank_statement_2023-02.txt ${t}`])] as const),
      ['disk resume deleted', () => reopen(DISK, 'reopen.05', [h2('Files'), 'resume_copy.txt — deleted for good'])],
      ['disk other files', () => reopen(DISK, 'reopen.05', [h2('Files'), 'resume.txt — 2 KB', 'photo.jpg'])],
      ['disk wifi deleted', () => reopen(DISK, 'reopen.06', [h2('Files'), 'wifi_router_manual.txt — permanently deleted'])],
    ]);
  }, 300_000);
});

const GYM = 'multi.gym-routine-file-note';
const W = 'Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).';
describe('a bare tag word under the made note\'s title (s26-d4c-f3)', () => {
  it('passes', async () => {
    await expectAll(true, [
      ['bare', () => result(GYM, 'create.14', [W, 'Gym routine', 'fitness'])],
      ['bare + body', () => result(GYM, 'create.14', [W, 'Gym routine', 'fitness', 'squats 3x8, rows 3x10'])],
      ['Tag:', () => result(GYM, 'create.14', [W, 'Gym routine', 'Tag: fitness'])],
    ]);
  }, 300_000);
  it('a tag word not under the title, or a failed note, fails', async () => {
    await expectAll(false, [
      ['apart', () => result(GYM, 'create.14', [W, 'Gym routine', 'squats 3x8, rows 3x10', 'other', 'fitness'])],
      ['not created', () => result(GYM, 'create.14', [W, 'Gym routine — not created', 'fitness'])],
    ]);
  }, 300_000);
});
