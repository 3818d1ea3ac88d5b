/**
 * s24 history lane: a reopened screen's history line is not stale state. A correct app keeps a log
 * or the texts it sent; a line that names the old value there is history, while a kept list row
 * that still shows the old name or state as current stays stale. On the real built tasks.
 *
 * - breakup-comfort-mix, gym-buddy-playlist s23-r2-f1, road-trip-mix-text s23-r3-f1: a quoted sent
 *   text labelled "Text to …" (evaluate.ts `quotedMessage`).
 * - q3-slides-project s23-r2-f2: 'SMS: "… Q3 slides …"' on the project's card.
 * - chores-then-review, grant-report-draft, project-invite-draft s23-r3-f1: the user's own verb for
 *   the making ("Logged:", "Captured:", "Opened project") joins `logged_first` (kit/regone.ts `makingSaid`;
 *   s25 logverbs: before the name only).
 * - camping-checklist-folder s23-r3-f1/-f2: a file over its "Folder:" field is beside it; the new
 *   place told by name and folder (`now_beside`) makes a log of the old path history.
 * - snooze-plumber s23-r3-f1: "back in your inbox", "… back to the inbox" tell the thread is back (MORE_NOW).
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('history');

const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(`${id}.`));
  if (!spec) throw new Error(`${task}: no ${id}`);
  return spec;
};
const reopened = (lines: string[]): EpisodeRecord => reopenedScreen(lines);
const passes = (spec: AssertionSpec, lines: string[]): boolean => evaluate(spec, reopened(lines), {}).passed;

describe('a quoted sent text labelled "Text to …" is history (breakup-comfort-mix, gym-buddy-playlist, road-trip-mix-text)', () => {
  const ruby = check('multi.breakup-comfort-mix', 'reopen.06');
  const gym = check('multi.gym-buddy-playlist', 'reopen.06');
  const road = check('multi.road-trip-mix-text', 'reopen.06');
  it('the new name over the quoted text passes', () => {
    expect(passes(ruby, ["Ruby's Sunday Soul (soul, public)", 'Text to Ruby: "Your playlist For Ruby is waiting on Spotify"'])).toBe(true);
    expect(passes(gym, ['Heavy Day Fuel (hip-hop, public)', 'Text to 5570863802: "New playlist for us: Deadlift Fuel"'])).toBe(true);
    expect(passes(road, ['Coastal Miles (country, public)', 'Text to 6617111658: “New playlist for us: Highway 1 Miles”'])).toBe(true);
    expect(passes(road, ['Coastal Miles (country, public)', 'Texts sent', 'To 6617111658 — text: "New playlist for us: Highway 1 Miles"'])).toBe(true);
  });
  it('a kept row under the old name still fails, quoted or labelled but not both', () => {
    expect(passes(ruby, ["Ruby's Sunday Soul (soul, public)", 'For Ruby (soul, public)'])).toBe(false);
    expect(passes(ruby, ["Ruby's Sunday Soul (soul, public)", 'Playlist "For Ruby" (soul, public)'])).toBe(false);
    expect(passes(ruby, ["Ruby's Sunday Soul (soul, public)", 'For Ruby — text playlist (soul)'])).toBe(false);
    expect(passes(gym, ['Heavy Day Fuel (hip-hop, public)', 'Deadlift Fuel — Text to 5570863802: "New playlist for us"'])).toBe(false);
    // No new name anywhere: the quote is no history of a rename the screen tells.
    expect(passes(gym, ['Deadlift Fuel (hip-hop)', 'Text to 5570863802: "New playlist for us: Deadlift Fuel"'])).toBe(false);
  });
  it('an SMS quoted on the project card passes (q3-slides-project s23-r2-f2)', () => {
    const q3 = check('multi.q3-slides-project', 'reopen.06');
    expect(passes(q3, ['Q3 board slides', 'Color: blue', 'SMS: "Please accept my Todoist invite to Q3 slides today"'])).toBe(true);
    expect(passes(q3, ['Q3 board slides', 'Color: blue', 'Text to Marcus: “Please accept my Todoist invite to Q3 slides today”'])).toBe(true);
    expect(passes(q3, ['Q3 board slides', 'Q3 slides (color: blue)'])).toBe(false);
  });
});

describe("the user's own verb for the making names a log's entry (chores-then-review, grant-report-draft, project-invite-draft s23-r3-f1)", () => {
  const chores = check('shared.chores-then-review', 'a-reopen.05');
  const grant = check('shared.grant-report-draft', 'a-reopen.05');
  const offsite = check('shared.project-invite-draft', 'a-reopen.05');
  it('joins the verb the user said, and no other', () => {
    const logged = (a: AssertionSpec | undefined): string[] => (a as { logged?: string[] } | undefined)?.logged ?? [];
    // s25 logverbs (s24-d3-f1): before the name only (`logged_first`), never right after it.
    const first = (a: AssertionSpec | undefined): string[] => (a as { logged_first?: string[] } | undefined)?.logged_first ?? [];
    expect(first(chores)).toContain('logged');
    expect(first(grant)).toContain('captured');
    expect(first(offsite)).toContain('opened');
    expect(logged(chores)).not.toContain('logged');
    expect(logged(grant)).not.toContain('captured');
    expect(logged(offsite)).not.toContain('opened');
    const workout = suiteTask('single.spotify.workout-mix').episodes.flatMap((e) => e.assertions).find((a) => logged(a).length > 0);
    expect(logged(workout)).toContain('created');
    expect(logged(workout)).not.toContain('logged');
  });
  it('a log line in the user\'s verb passes beside the new name', () => {
    expect(passes(chores, ['Chores: Descale the kettle and the iron (id 5820844)', 'Logged: Descale the kettle'])).toBe(true);
    expect(passes(grant, ['Grant report section three (id 4372731)', 'Captured: Grant report'])).toBe(true);
    expect(passes(offsite, ['Offsite in Leavenworth (id 7252168)', 'Opened project Offsite'])).toBe(true);
  });
  it('the stale bare row (no verb) still fails', () => {
    expect(passes(chores, ['Chores: Descale the kettle (id 5820844)', 'Renamed to Descale the kettle and the iron.'])).toBe(false);
    expect(passes(chores, ['Descale the kettle and the iron — updated', 'Descale the kettle (id 5820844)'])).toBe(false);
    expect(passes(grant, ['Grant report section three — updated', 'Grant report (id 4372731)'])).toBe(false);
    expect(passes(offsite, ['Offsite in Leavenworth — updated', 'Offsite (id 7252168)'])).toBe(false);
    // The verb, but the new name nowhere: no history of a rename.
    expect(passes(offsite, ['Opened project Offsite'])).toBe(false);
  });
});

describe('a moved file told by its name and folder (camping-checklist-folder s23-r3-f1, s23-r3-f2)', () => {
  const T = 'single.file_system.camping-checklist-folder';
  const beside = check(T, 'reopen.02');
  const gone = check(T, 'reopen.07');
  it('reopen.02: the file over its "Folder:" field is beside it; another folder is not', () => {
    expect(passes(beside, ['camping_checklist.txt', 'Folder: camping_2023'])).toBe(true);
    expect(passes(beside, ['camping_checklist.txt — folder: camping_2023'])).toBe(true);
    expect(passes(beside, ['camping_checklist.txt', 'Folder: documents'])).toBe(false);
    expect(passes(beside, ['camping_checklist.txt', 'Folder: documents', 'camping_2023', 'Folder: documents'])).toBe(false);
  });
  it('reopen.07 carries the new place as name beside folder', () => {
    expect(gone).toMatchObject({ now_beside: { value: 'camping_checklist.txt', beside: ['camping_2023'] } });
  });
  it('reopen.07: a log of the old path passes where the file is told in its new folder', () => {
    expect(passes(gone, ['camping_checklist.txt — folder: camping_2023', 'Saved ~/documents/camping_checklist.txt'])).toBe(true);
    expect(passes(gone, ['Wrote ~/documents/camping_checklist.txt (file 1191850): tent, sleeping bag', 'Moved camping_checklist.txt into ~/documents/camping_2023 (still file 1191850).'])).toBe(true);
    expect(passes(gone, ['camping_checklist.txt', 'Folder: camping_2023', 'Saved ~/documents/camping_checklist.txt'])).toBe(true);
  });
  it('reopen.07: a kept row at the old path still fails', () => {
    expect(passes(gone, ['camping_checklist.txt — folder: camping_2023', '~/documents/camping_checklist.txt (file 1191850) — written'])).toBe(false);
    expect(passes(gone, ['~/documents/camping_checklist.txt (file 1191850)'])).toBe(false);
    // A log of the old path with the file never told in its new place.
    expect(passes(gone, ['Saved ~/documents/camping_checklist.txt', 'camping_checklist.txt — folder: documents'])).toBe(false);
  });
});

describe('a thread back in the inbox (snooze-plumber s23-r3-f1)', () => {
  const spec = check('single.gmail.snooze-plumber', 'reopen.06');
  it('"back in your inbox" and a log ending "back to the inbox" pass', () => {
    expect(passes(spec, ['Plumber coming Thursday — back in your inbox (was snoozed until May 24)'])).toBe(true);
    expect(passes(spec, ['Snoozed Plumber coming Thursday until 2023-05-24 18:00.', 'Brought Plumber coming Thursday back to the inbox.'])).toBe(true);
  });
  it('a kept snoozed row still fails, beside a heading "Inbox" or a "Back" button', () => {
    expect(passes(spec, ['Plumber coming Thursday — snoozed until May 24'])).toBe(false);
    expect(passes(spec, ['Inbox', 'Plumber coming Thursday — snoozed until May 24 [Back]'])).toBe(false);
    expect(passes(spec, ['snooze: Plumber coming Thursday (thread 5146614) — until 2023-05-24 18:00'])).toBe(false);
  });
});

/** The reference with its action `id` changed by `edit`. */
const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
/** The kept list never updated. */
const stale = (a: Obj) => {
  a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined && s.append === undefined);
};

describe('through the real runtime: the reference passes, a stale kept list fails', () => {
  it('chores-then-review: a list still under the old title fails a-reopen', async () => {
    const t = suiteTask('shared.chores-then-review');
    expect(failed((await runAttacked(t, () => {}, cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(t, acting('edit', stale), cache)).rows)).toContain(check('shared.chores-then-review', 'a-reopen.05').id);
  }, 60_000);
  it('snooze-plumber: the reference passes', async () => {
    expect(failed((await runAttacked(suiteTask('single.gmail.snooze-plumber'), () => {}, cache)).rows)).toEqual([]);
  }, 60_000);
});
