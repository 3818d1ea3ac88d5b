/**
 * s23 regone (kit/regone.ts; findings book-notes-rescue, mark-read-triage, workout-mix s23-s12-f1):
 * a record flipped back, restored or renamed is not shown after reopen as it was. On the real built
 * tasks: the checker on hand-made reopened screens, then the real runtime with the reference and a
 * stale copy of it.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('regone');

const gone = (task: string, note: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && (a.note ?? '').includes(note));
  if (!spec) throw new Error(`${task}: no regone check`);
  return spec;
};
const reopened = (lines: string[]): EpisodeRecord => reopenedScreen(lines);
// s27 reopen2: a flipped check lists the record's id capture as a form (s27-s193-f5), so it is given.
const passes = (spec: AssertionSpec, lines: string[], captures: Record<string, unknown> = {}): boolean => evaluate(spec, reopened(lines), captures).passed;

const W = 'single.spotify.workout-mix';
const M = 'single.gmail.mark-read-triage';
const B = 'single.file_system.book-notes-rescue';

describe('renamed: the old name is not shown as the record\'s name now (workout-mix s23-s12-f1)', () => {
  const spec = gone(W, 'renamed');
  it('is on the reopen of the renaming app, on the old name, the new name its state', () => {
    expect(spec).toMatchObject({ value: 'Leg Day Mix', gone: true, state: ['Leg Day Heavy Mix'], history: true });
  });
  it('a kept list still under the old name fails, beside a line of the new one too', () => {
    expect(passes(spec, ['Leg Day Mix — playlist 6364352 (rock)'])).toBe(false);
    expect(passes(spec, ['Playlist 6364352 is now "Leg Day Heavy Mix" (public: false).', 'Playlists made here', 'Leg Day Mix — playlist 6364352 (rock)'])).toBe(false);
    expect(passes(spec, ['Leg Day Heavy Mix — updated', 'Leg Day Mix — playlist 6364352 (rock)'])).toBe(false);
  });
  it('the new name, nothing at all, or a history that tells the change passes', () => {
    expect(passes(spec, ['Playlists made here', 'Leg Day Heavy Mix — playlist 6364352 (rock)'])).toBe(true);
    expect(passes(spec, ['No playlists yet.'])).toBe(true);
    expect(passes(spec, ['Renamed Leg Day Mix to Leg Day Heavy Mix'])).toBe(true);
    expect(passes(spec, ['Created Leg Day Mix (rock, 5 songs)', 'Renamed Leg Day Mix to Leg Day Heavy Mix'])).toBe(true);
    expect(passes(spec, ['Leg Day Heavy Mix (was Leg Day Mix)'])).toBe(true);
    // A log's entry of the making, with the rename told by the playlist's id.
    expect(passes(spec, ['Created Leg Day Mix — playlist 6364352', 'Renamed playlist 6364352 to Leg Day Heavy Mix'])).toBe(true);
  });
  it('an old name inside the new one is not the old name (japan-section-rename)', () => {
    const day = gone('single.todoist.japan-section-rename', 'renamed');
    expect(day).toMatchObject({ value: 'Day trips' });
    expect(passes(day, ['Sections', 'Day trips from Kyoto'])).toBe(true);
    expect(passes(day, ['Renamed Day trips to Day trips from Kyoto'])).toBe(true);
    expect(passes(day, ['Sections', 'Day trips'])).toBe(false);
  });
});

describe('flipped back: not shown in the state it was flipped out of (mark-read-triage s23-s12-f1)', () => {
  const spec = gone(M, 'flipped back');
  it('asks the thread not shown as read, told unread', () => {
    expect(spec).toMatchObject({ value: 'Plumber coming Thursday', was: ['marked read', 'read'], state: ['marked unread', 'unread'], history: true });
  });
  it('a kept "— read" fails; "— unread", no line, or a log read then unread passes', () => {
    expect(passes(spec, ['Plumber coming Thursday — read'])).toBe(false);
    expect(passes(spec, ['marked read: Plumber coming Thursday (thread 5146614)'])).toBe(false);
    expect(passes(spec, ['Plumber coming Thursday — unread'])).toBe(true);
    expect(passes(spec, ['Plumber coming Thursday'])).toBe(true);
    expect(passes(spec, ['Nothing done yet.'])).toBe(true);
    expect(passes(spec, ['marked read: Plumber coming Thursday (thread 5146614)', 'marked unread: Plumber coming Thursday (thread 5146614)'])).toBe(true);
    expect(passes(spec, ['Plumber coming Thursday [Mark read]'])).toBe(true);
  });
  it('the other way round too (unread-reminder): a kept "— unread" fails, "— read" passes', () => {
    const back = gone('single.gmail.unread-reminder', 'flipped back');
    expect(passes(back, ['Car insurance renewal — unread'])).toBe(false);
    expect(passes(back, ['Car insurance renewal — read'])).toBe(true);
  });
});

describe('restored: not shown as still in the trash (book-notes-rescue s23-s12-f1)', () => {
  const spec = gone(B, 'flipped back');
  const path = '/home/alex/documents/book_club_notes.md';
  const trash = { trashId: 7318082 };
  it('a kept "— in the trash" fails; restored, not shown, or a button to bin it passes', () => {
    expect(passes(spec, [`${path} (trash 7318082) — in the trash`], trash)).toBe(false);
    expect(passes(spec, [`book_club_notes.md — trashed`], trash)).toBe(false);
    expect(passes(spec, [`${path} (trash 7318082) — restored as file 9383543`], trash)).toBe(true);
    expect(passes(spec, ['Nothing trashed yet.'], trash)).toBe(true);
    expect(passes(spec, [`${path} [Trash]`], trash)).toBe(true);
    expect(passes(spec, [`Moved ${path} to the trash`, `Restored ${path}`], trash)).toBe(true);
  });
  it('a group restored in Splitwise: a kept "— deleted" fails, "— restored" passes (family-gifts-restore)', () => {
    const g = gone('single.splitwise.family-gifts-restore', 'flipped back');
    expect(passes(g, ['Family Gifts — deleted'])).toBe(false);
    expect(passes(g, ['Family Gifts — restored'])).toBe(true);
    expect(passes(g, ['Family Gifts [Delete]'])).toBe(true);
  });
});

/** The reference with its action `id` changed by `edit`. */
const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
/** The kept list never updated, the result message as given. */
const stale = (message?: string) => (a: Obj) => {
  a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined && s.append === undefined).map((s) => (message !== undefined && typeof s.message === 'string' ? { message } : s));
};

describe('through the real runtime: the reference passes, a stale kept list fails', () => {
  it('workout-mix: a list still under the old title, beside the new title\'s message, fails reopen', async () => {
    const spec = gone(W, 'renamed');
    expect(failed((await runAttacked(suiteTask(W), () => {}, cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(W), acting('edit_playlist', stale()), cache)).rows)).toContain(spec.id);
  }, 60_000);
  it('mark-read-triage: a log never told the unread fails reopen', async () => {
    const spec = gone(M, 'flipped back');
    expect(failed((await runAttacked(suiteTask(M), () => {}, cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(M), acting('mark_unread', stale('Done.')), cache)).rows)).toContain(spec.id);
  }, 60_000);
  it('book-notes-rescue: a list still "in the trash" fails reopen', async () => {
    const spec = gone(B, 'flipped back');
    expect(failed((await runAttacked(suiteTask(B), () => {}, cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(B), acting('bring_back', stale('Done.')), cache)).rows)).toContain(spec.id);
  }, 60_000);
});
