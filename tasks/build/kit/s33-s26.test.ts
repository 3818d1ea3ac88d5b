/**
 * s33 lane s26 (sample S26 findings), on the real built tasks: a claim still to come ("will be added", "queued for
 * your Inbox", "Details to save:", "sort later") is no result; a bare noun ("library", "queue") or "sort" is not the
 * action's word.
 */
import { describe, expect, it } from 'vitest';
import { referenceRecords, resultProbes, screenJudge, tempDir, expectScreenCases, type ScreenCase } from '../../../src/stages/__tests__/helpers.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import { toComeRead } from '../../../src/stages/check/s33.ts';

const cache = tempDir('s33-s26');
const { which } = resultProbes(cache);
type Form = string | readonly string[];
/** Every wrong form fails and every right one passes (both lists reported together). */
const probes = {
  both: (task: string, check: string, wrong: readonly Form[], right: readonly Form[]) => async (): Promise<void> => {
    const got = { wrongPassing: await which(task, check, wrong, true), rightFailing: await which(task, check, right, false) };
    if (got.wrongPassing.length + got.rightFailing.length > 0) console.log(`${task} ${check}: ${JSON.stringify(got)}`);
    expect(got).toEqual({ wrongPassing: [], rightFailing: [] });
  },
};
const judge = screenJudge(referenceRecords(cache));
const h2 = (l: string) => ['h2', l] as const;

const GUTTER = 'single.todoist.capture-then-file-gutter';
const SECTION = 'single.todoist.household-section-remove';
const PIN = 'single.simple_note.pin-wedding';
const NOTICES = 'single.venmo.catch-up-notices';

describe('a claim still to come is no result (s33-s262-f11, f14, f3, f15, f9)', () => {
  it('capture-then-file-gutter create.12 (s33-s262-f11)', probes.both(GUTTER, 'create.12',
    ['Clean the gutters will be added to your Inbox', 'Clean the gutters — queued for your Inbox', 'Clean the gutters — to be added to your Inbox', 'Could not capture Clean the gutters'],
    ['Captured "Clean the gutters" as task 2178924', 'Clean the gutters — Inbox', 'Clean the gutters (task 2178924) — added to your Inbox', 'Added Clean the gutters to your Inbox', 'Clean the gutters — in your Inbox, to sort later']));
  it('capture-then-file-gutter create.09 (s33-s262-f11)', probes.both(GUTTER, 'create.09',
    ['Details to save: Ladder is in the shed; the north side overflows first.', 'Details to add: Ladder is in the shed; the north side overflows first.', 'Will save details: Ladder is in the shed; the north side overflows first.'],
    ['Captured "Clean the gutters" as task 2178924 with note 2263143 — details: Ladder is in the shed; the north side overflows first.', 'Details saved: Ladder is in the shed; the north side overflows first.', 'Details: Ladder is in the shed; the north side overflows first.', 'Note: Ladder is in the shed; the north side overflows first.']));
  it('capture-then-file-gutter revise.07 (s33-s262-f9)', probes.both(GUTTER, 'revise.07',
    ['Clean the gutters — still in Inbox (Household not found, sort later)', ['Household', 'Sort later'], 'Sort Clean the gutters into a project: Household?', 'Clean the gutters will be moved to Household', 'Could not move Clean the gutters to Household'],
    ['Task 2178924 is now in Household (project 2468006).', 'Clean the gutters — moved to Household', 'Sorted Clean the gutters into Household', 'Filed Clean the gutters under Household', 'Clean the gutters → Household (sorted)']));
  it('household-section-remove create.08 (s33-s262-f14)', probes.both(SECTION, 'create.08',
    ['Section Car will be added', 'Car section will be created in Household', 'Car — to be added', 'Could not add section Car'],
    ['Added section "Car" (section 5397988) to Household.', 'Car in Household (section 5397988) — active', 'New section: Car', 'Section Car added']));
  it('household-section-remove create2.06 (s33-s262-f14)', probes.both(SECTION, 'create2.06',
    ['Garden section will be added to Household', 'Section Garden will be created'],
    ['Added section "Garden" (section 4175765) to Household.', 'Garden in Household (section 4175765) — active', 'New section: Garden']));
  it('pin-wedding revise.08 (s33-s262-f3)', probes.both(PIN, 'revise.08',
    ['Wedding - Priya and Sam will be unpinned', 'Wedding - Priya and Sam — to be unpinned'],
    ['"Wedding - Priya and Sam" (note 8456952) is unpinned.', 'Unpinned Wedding - Priya and Sam', 'Wedding - Priya and Sam — no longer pinned']));
  it('catch-up-notices revise.07 (s33-s262-f15)', probes.both(NOTICES, 'revise.07',
    ['Costco run — will be marked unread', 'Costco run will be flagged unread', 'Costco run — read (was unread)', 'Costco run: read, was unread before'],
    ['Notification 8788363 is unread again: Omar Patel requests $86.40 for Costco run - paper goods and snacks.', 'Flagged unread: Costco run', 'Costco run — unread (was read)', 'Costco run — marked unread', 'Costco run — unread (previously read)', 'Costco run: unread (was read before)']));
});

describe('a bare noun is not the action word (s33-s262-f5, f6, f8)', () => {
  it('band-practice-song step2.06 (s33-s262-f5)', probes.both('single.spotify.band-practice-song', 'step2.06',
    [['Restless Parade', 'Library unchanged'], ['Found Restless Parade by Northbound Static', 'Your library'], 'Restless Parade by Northbound Static — open in library', 'Restless Parade will be added to your library'],
    ['Saved Restless Parade (song 1453147) to your library.', 'Restless Parade is now in your library', 'Restless Parade — saved', 'Added Restless Parade to your library', 'saved: Restless Parade (song 1453147)', 'Restless Parade — added to library']));
  it('song-by-email step2.06 (s33-s262-f8)', probes.both('single.spotify.song-by-email', 'step2.06',
    [['Secret Horizon', 'Library unchanged'], ['Found Secret Horizon by Emi Tanaka', 'Your library'], ['Secret Horizon — emailed to zoe.ito@outlook.com', 'Library']],
    ['Secret Horizon is now in your library', 'Saved Secret Horizon to your library', 'Secret Horizon — added to your library']));
  it('road-queue step1.06 (s33-s262-f6)', probes.both('single.spotify.road-queue', 'step1.06',
    [['Just Another Tuesday', 'Queue unchanged'], ['Found Just Another Tuesday by Copper Canyon', 'Your queue'], 'Just Another Tuesday will be queued'],
    ['Queued Just Another Tuesday (song 9564395) at position 4.', 'Queued: Just Another Tuesday', 'Just Another Tuesday — added to the queue', 'Just Another Tuesday plays next', 'Just Another Tuesday — in your queue', 'Just Another Tuesday — Added to queue', 'Just Another Tuesday · in queue']));
});

describe('the builders: a binned file is not deleted outright; the forwarded email is named (s33-s261-f1, f2)', () => {
  const DISK = 'single.file_system.disk-full-downloads';
  for (const check of ['create.07', 'create.08']) {
    it(`disk-full-downloads ${check} (s33-s261-f1)`, probes.both(DISK, check,
      ['Moved resume_copy.txt and wifi_router_manual.txt to the trash', 'Binned resume_copy.txt and wifi_router_manual.txt', 'resume_copy.txt, wifi_router_manual.txt — trashed'],
      ['Deleted 2 files for good: /home/alex/downloads/resume_copy.txt, /home/alex/downloads/wifi_router_manual.txt.', 'Deleted resume_copy.txt and wifi_router_manual.txt', 'resume_copy.txt, wifi_router_manual.txt — removed permanently']));
  }
  it('handover-forward step2.07 (s33-s261-f2)', probes.both('single.gmail.handover-forward', 'step2.07',
    ['Forwarded Q2 planning doc to Aisha Schmidt', 'Forwarded to Aisha Schmidt'],
    ['Forwarded Conference budget approved to Aisha Schmidt', 'Conference budget approved — forwarded to aisha.schmidt@proton.me']));
});

describe('a done action told ahead still passes (guards of the to-come reading)', () => {
  it('pin-wedding create.06', probes.both(PIN, 'create.06',
    ['Wedding - Priya and Sam will be pinned', 'Wedding - Priya and Sam — to be pinned', 'Notes to pin: Wedding - Priya and Sam'],
    ['Pinned Wedding - Priya and Sam; it will be shown at the top of your notes.', 'Wedding - Priya and Sam — pinned, will be kept on top', 'Wedding - Priya and Sam (note 8456952) — pinned']));
});

const REFUND = 'single.venmo.refund-like';
const CASES: readonly ScreenCase[] = [
  // s33-s262-f4, withdrawn in s35 (s35-s0-f2): an unmarked name-first row beside a later one is a stale row; a log
  // heading or time stamps make the run a log.
  [PIN, 'reopen.05', false, ['Wedding - Priya and Sam — pinned', 'Wedding - Priya and Sam — unpinned']],
  [PIN, 'reopen.05', true, ['Wedding - Priya and Sam — pinned (09:14)', 'Wedding - Priya and Sam — unpinned (09:20)']],
  [PIN, 'reopen.05', true, ['Wedding - Priya and Sam — unpinned (09:20)', 'Wedding - Priya and Sam — pinned (09:14)']],
  [PIN, 'reopen.05', true, [h2('History'), 'Wedding - Priya and Sam — pinned', 'Wedding - Priya and Sam — unpinned']],
  [PIN, 'reopen.05', true, ['Pinned Wedding - Priya and Sam', 'Unpinned Wedding - Priya and Sam']],
  [PIN, 'reopen.05', true, ['"Wedding - Priya and Sam" (note 8456952) is unpinned.', h2('Pinned here'), 'Wedding - Priya and Sam (note 8456952) — unpinned']],
  [PIN, 'reopen.05', false, ['Wedding - Priya and Sam — unpinned', 'Wedding - Priya and Sam — pinned']],
  [PIN, 'reopen.05', false, ['Wedding - Priya and Sam — pinned']],
  // s33-s262-f13
  [SECTION, 'reopen.06', false, ['Car — section added', 'Car — section removed']],
  [SECTION, 'reopen.06', true, [h2('Activity'), 'Car — section added', 'Car — section removed']],
  [SECTION, 'reopen.06', true, ['Added section Car', 'Removed section Car']],
  [SECTION, 'reopen.06', true, ['Removed section 5397988.', h2('Sections'), 'Car in Household (section 5397988) — removed', 'Garden in Household (section 4175765) — active']],
  [SECTION, 'reopen.06', false, ['Car — section removed', 'Car — section added']],
  [SECTION, 'reopen.06', false, ['Sections: Chores, Bills, Car, Garden']],
  // s33-s262-f19
  [REFUND, 'reopen.06', false, ['Camping gear rental refund (payment 4043181): Liked', 'Camping gear rental refund (payment 4043181): Unliked']],
  [REFUND, 'reopen.06', true, [h2('History'), 'Camping gear rental refund (payment 4043181): Liked', 'Camping gear rental refund (payment 4043181): Unliked']],
  [REFUND, 'reopen.06', false, ['Camping gear rental refund — liked', 'Camping gear rental refund — unliked']],
  [REFUND, 'reopen.06', true, ['Liked Camping gear rental refund', 'Unliked Camping gear rental refund']],
  [REFUND, 'reopen.06', false, ['Camping gear rental refund — unliked', 'Camping gear rental refund — liked']],
  [REFUND, 'reopen.06', false, ['Camping gear rental refund — liked']],
];
describe('a name-first log is history under a log heading or with time stamps, not bare (s33-s262-f4, f13, f19; s35-s0-f2)', () => {
  for (const task of [PIN, SECTION, REFUND]) it(task, async () => expectScreenCases(judge, CASES, task), 300_000);
});

const JAZZ = 'multi.sunday-jazz-alarm';
const JAZZ_CASES: readonly ScreenCase[] = [
  // s33-s260-f2: the alarm's state on its own line under it.
  ...([
    [['h3', 'Lazy Sunday'], 'Alarm 09:30 on Sundays', 'Status: off'],
    [['h3', 'Lazy Sunday'], '09:30 · Sundays', 'State: Off'],
    ['Alarm 09:30', 'Status: off'],
    ['9:30 AM · Sundays', 'Disabled'],
    ['9:30 AM · Sundays', 'Turned off'],
    ['09:30 · Sundays', 'Disabled'],
    [['h3', 'Lazy Sunday'], 'Alarm 09:30 on Sundays', 'Status: disabled'],
    [['h3', 'Lazy Sunday'], '09:30 · Sundays', 'Off'],
    ['Alarm 2113726 at 09:30 is turned off; it won\'t ring.', 'Made so far', '09:30 turned off — Lazy Sunday (alarm 2113726) — playlist made, on ["sunday"]'],
  ] as const).map((rows) => [JAZZ, 'reopen.03', true, rows] as const),
  ...([
    ['Alarm 09:30', 'Status: on'],
    ['09:30 · Sundays', 'Enabled'],
    ['Alarm 09:30 on Sundays', 'Status: on', 'Vibrate: off'],
    ['Alarm 09:30', 'Turn off'],
    ['Alarm 09:30', 'Alarm 07:00', 'Status: off'],
  ] as const).map((rows) => [JAZZ, 'reopen.03', false, rows] as const),
];
describe('an alarm\'s state on the line under it (s33-s260-f2)', () => {
  it(JAZZ, async () => {
    const j = await judge(JAZZ, 'reopen.03');
    const wrong = JAZZ_CASES.filter(([, , want, rows]) => j(rows) !== want).map(([, , want, rows]) => `${want}: ${JSON.stringify(rows)}`);
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe('the expense told made in its own word (s33-s260-f1)', () => {
  it('grocery-run-split create.16', probes.both('multi.grocery-run-split', 'create.16',
    [['Groceries — $96', 'Requested $48 from Omar'], ['Groceries ($96) will be logged', 'Requested $48 from Omar'], ['Could not log Groceries ($96)', 'Requested $48 from Omar']],
    [['Expense added: Groceries, $96', 'Requested $48 from Omar'], ['Groceries: $96 expense added', 'Requested $48 from Omar'], ['Groceries ($96) logged', 'Requested $48 from Omar'], ['Logged Groceries ($96) in Splitwise', 'Requested $48 from Omar']]));
});

describe('a to-do label is not the app naming its own input field back (shared.recipe-then-groceries)', () => {
  const page = (extra: string): EpisodeRecord => ({
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'B', episode: 'b-find', episode_index: 4, stage: 'submit' }),
    visible_before: 'Grocery Planner\nLine to add',
    visible_text: `Grocery Planner\nLine to add\nHandled Weeknight Miso Soup · ${extra}`,
    html: '<h1>Grocery Planner</h1><div class="field"><label for="f-line">Line to add</label><input id="f-line" name="line"></div>',
  });
  it('keeps "Line to add: To buy: white miso" where "Line to add" is the field the user typed in', () => {
    expect(toComeRead(page('Line to add: To buy: white miso, silken tofu'), []).visible_text).toContain('To buy: white miso, silken tofu');
  });
  it('still blanks a label of what is still to be done that is no field of the page', () => {
    expect(toComeRead(page('Details to save: To buy: white miso, silken tofu'), []).visible_text).not.toContain('white miso');
  });
});
