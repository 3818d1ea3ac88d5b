/**
 * s27 heads lane: what excuses a stale row of a record the user deleted, on the real tasks
 * (kit/made-undone.ts `told_headed`, `was_heads`; evaluate.ts `headingSaysDeleted`, `statedParts`).
 * - Headings (s26-d4d-f1, s26-d4e-f1, s26-d4g-f1 holes; s26-d5c-f1, s26-d5e-f2, s26-d5f-f1
 *   over-specifications): a heading excuses its rows only where its shape says they are deleted —
 *   it begins with a done deletion word (after "my", "the", "recently" …) or names the trash, joins
 *   no other state and puts no condition or time to come on it. A count, a date, a past reason or
 *   a "not"/"no longer" remark no longer matters.
 * - Rows (s26-d4f-f1 line part, s26-d5g-f1, s26-d5g-f2): a state word on the row tells the
 *   deletion only as done, not in a condition ("cancelled if paid in cash") or an offered action
 *   ("rid of it", "Removing").
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate, headingSaysDeleted } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('s27-heads');
type Row = string | readonly [string, string];
const CAPS = { contactId: 9215881, requestId: 5551234, alarmId: 9109966, reviewId: 8866543 };
const deletedChecks = (task: string): AssertionSpec[] => suiteTask(task).episodes.flatMap((e) => e.assertions).filter((a) => a.type === 'persisted_visible' && a.gone === true && a.told_headed === true && a.history_kept === true);
const passes = (task: string, rows: Row[]): boolean => {
  const checks = deletedChecks(task);
  expect(checks.length, task).toBeGreaterThan(0);
  return checks.every((s) => evaluate(s, reopenedScreen(rows), CAPS).passed);
};

/** Each task and a stale row of its deleted record, as an app that never drops it shows it. */
const STALE: [string, string][] = [
  ['single.phone.dogsitter-contact', 'Ines Walker — 2025550134'],
  ['single.phone.movers-contact', 'Swift Movers — 7735550121'],
  ['single.phone.plumber-contact', 'Bruno Plumbing — 5035550166'],
  ['single.venmo.book-club-request', 'Zoe Ito — $12 for Book club dues'],
  ['single.venmo.carpool-request', 'Liam Larsen — $15 for Gas this week'],
  ['single.venmo.concert-ticket-request', 'Caleb Larsen — $68 for Concert ticket'],
  ['single.phone.early-flight-alarm', 'Flight to Lisbon at 03:45 — alarm 9109966 (on)'],
  ['single.phone.exam-day-alarm', 'Statistics exam at 07:10 (on)'],
  ['single.amazon.honest-review', 'Personal Blender, Red · 3 stars · Blends fine but sounds like a jet engine.'],
  ['single.amazon.review-then-regret', 'Hardcover Dot Grid Notebook, Emerald · 5 stars · Paper takes fountain pen ink without bleeding.'],
  ['single.spotify.classical-notes', 'Bright Fever — 4 stars — Lovely slow movement, rushed finale.'],
  ['single.spotify.hot-take', 'Broken Letters — 1 stars — The beat goes nowhere.'],
];
const label = (text: string): Row => text;
const h2 = (text: string): Row => ['h2', text];

const DONE_HEADS: Row[] = [
  h2('Deleted contacts (1)'), h2('Removed (1)'), h2('Deleted on 18 May 2023'), h2('Removed after the job'), h2('Deleted when the job was done'),
  h2('Deleted — no longer on your phone'), h2('Deleted (not in your contacts any more)'), label('Deleted once the job was done:'), h2('Recently deleted (1)'),
  h2('Deleted reviews — not public'), h2('Withdrawn requests'), label('Withdrawn:'), h2('Cancelled after they paid cash'), h2('Deleted when member left'),
  // session 26's correct forms
  h2('Deleted'), h2('Deleted reviews'), ['h3', 'Recently deleted'], label('Removed:'), h2('Cancelled requests'), h2('Canceled requests'), h2('Retracted requests'), h2('Cancelled — paid in cash'), h2('Removed from your phone'),
  // other shapes of the same kind
  h2('Trash'), h2('In the trash'), h2('Reviews you removed'), h2('Contacts I deleted'), h2('🗑 Deleted items'),
  // a trash's offer to restore, or its final deletion to come, puts no condition on the deletion
  h2('Deleted (can be restored)'), h2('Recently deleted — restore within 30 days'), h2('Deleted — restore if you change your mind'), h2('Deleted — will be gone for good in 30 days'),
];
const NOT_HEADS: Row[] = [
  h2('Reviews posted or deleted'), h2('Posted and deleted reviews'), h2('Edited or deleted reviews'), h2('Reviewed or removed'), h2('My song reviews (two removed)'),
  h2('My song reviews — some removed'), h2('My song reviews (incl. deleted)'), h2('Throw away alarms for trips called off'), h2('Remove alarms of cancelled trips'),
  // failing already before s27 (s26-d4d-f1 .. s26-d4g-f1, s26-d4f-f1 headings)
  h2('My reviews (1 deleted)'), h2('Reviews posted here (removed ones are hidden)'), h2('My reviews (none deleted)'), h2('Nothing deleted yet'), h2('Nothing removed'),
  h2('Deleted reviews: 0'), h2('Deleted (0)'), label('Removed: none'), h2('Reviews (can be removed)'), label('Deleted reviews vanish from this list:'),
  h2('Temporary contacts (deleted when the job is done)'), label('Saved until we\'re back, then deleted:'), h2('To be removed when you are back'), h2('Will be deleted when the job is done'),
  h2('Deleted tomorrow'), h2('Auto-deleted at job end'), h2('Gone on holiday: our sitter'), h2('Open requests (cancelled if paid in cash)'), h2('Pending requests (withdrawn once paid)'),
  h2('Trip called off? Throw away its alarm'), h2('Alarms for cancelled trips'), h2('Cleared for take-off'), h2('Alarms get removed here'), h2('Get rid of an alarm'), h2('Removing an alarm'),
  h2('Not deleted'), label('Not yet removed:'), h2('Delete a draft'), h2('Deleted when the job is done'), h2('Deleted once paid'), h2('Deleted and restored'), h2('Deleted / restored'), h2('Deleted or restored'), h2('Deleted (or still posted)'), h2('Deleted (when the job is done)'),
  h2('My requests'), h2('Saved contacts'), h2('Alarms set here'), h2('My song reviews'),
];

describe('s27 heads: a heading excuses its rows only where its shape says they are deleted', () => {
  for (const [task, row] of STALE) {
    it(`${task}: the stale row under a heading that says its rows deleted passes`, () => {
      for (const head of DONE_HEADS) expect(passes(task, [h2('Something else'), 'x', head, row]), `${task}: ${JSON.stringify(head)}`).toBe(true);
    });
    it(`${task}: the stale row under any other heading fails`, () => {
      for (const head of NOT_HEADS) expect(passes(task, [head, row]), `${task}: ${JSON.stringify(head)}`).toBe(false);
      expect(passes(task, [row])).toBe(false);
      // a copy under the live list beside one under the trash is still stale
      expect(passes(task, [h2('My list'), row, h2('Deleted'), row])).toBe(false);
    });
  }
  it('the heading rule by itself', () => {
    const words = ['deleted', 'removed', 'cancelled', 'withdrawn', 'taken down', 'gone', 'cleared', 'removing'];
    expect(headingSaysDeleted('Taken down', [...words])).toBe(true);
    // s27 (s27-db3-f2, f3): "gone" and "pulled" where the check's words hold them; the rows' name then the done word.
    for (const head of ['Gone', 'Gone contacts', 'Already gone', 'Requests withdrawn', 'Alarms removed:', 'Contacts deleted (2)']) expect(headingSaysDeleted(head, [...words]), head).toBe(true);
    for (const head of ['Pulled', 'Pulled back', 'Pulled requests']) expect(headingSaysDeleted(head, [...words, 'pulled', 'pulled back']), head).toBe(true);
    expect(headingSaysDeleted('Pulled', [...words])).toBe(false);
    for (const head of ['My song reviews (two removed)', 'Reviews posted or deleted', 'Posted and deleted reviews', 'Songs I have not yet removed', 'Trips called off', 'Contacts to be removed']) expect(headingSaysDeleted(head, [...words]), head).toBe(false);
    expect(headingSaysDeleted('Removing', [...words])).toBe(false);
    expect(headingSaysDeleted('Deleted: no', [...words])).toBe(false);
    expect(headingSaysDeleted('Unpublished', [...words])).toBe(false);
    expect(headingSaysDeleted('Unpublished', [...words, 'unpublished'])).toBe(true);
  });
});

describe('s27 heads: a state word on the row tells the deletion only as done', () => {
  const hints = ['(deleted when the job is done)', ', to be removed when you are back', '(pending; cancelled if paid in cash)', '(pending; will be cancelled if paid in cash)', '— pending (can be cancelled)', '— pending, unless cancelled',
    '· throw away if the trip is called off', '— get rid of it if the exam moves', '· rid of it', '· Removing', '(deleted tomorrow)', '(removing after the job)'];
  const done = ['(deleted)', '— removed', '(cancelled)', '— withdrawn', '— deleted when you asked', '(deleted). Re-add it if you need to'];
  for (const [task, row] of STALE) {
    it(`${task}: a condition or an offered action on the row fails; a done word passes`, () => {
      for (const hint of hints) {
        const line = hint.startsWith(',') ? `${row}${hint}` : `${row} ${hint}`;
        expect(passes(task, [h2('My list'), line]), `${task}: ${line}`).toBe(false);
      }
      for (const word of done) expect(passes(task, [h2('My list'), `${row} ${word}`]), `${task}: ${row} ${word}`).toBe(true);
    });
  }
});

/** The reference app whose delete leaves its list as it was: the list's heading is `heading`, its row `item`. */
const staleList = (action: string, heading: string, item?: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === action)) a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined && s.remove === undefined);
    for (const v of pkg.views as Obj[]) {
      for (const c of v.components as Obj[]) {
        if (c.type === 'heading') c.text = heading;
        if (c.type === 'list' && item !== undefined) c.item = item;
      }
    }
  }
};

const FLIGHT = 'single.phone.early-flight-alarm';
const ROW = '{{item.label}} at {{item.time}} — alarm {{item.id}} ({{item.state}})';
describe('s27 heads: full runs (runAttacked) of the reference app on early-flight-alarm', () => {
  it('the reference passes', async () => {
    expect(failed((await runAttacked(suiteTask(FLIGHT), () => undefined, cache)).rows)).toEqual([]);
  }, 120_000);
  it('a delete that leaves the row fails under the finding\'s headings (s26-d4g-f1)', async () => {
    for (const heading of ['Throw away alarms for trips called off', 'Remove alarms of cancelled trips', 'Alarms set here']) {
      const { rows } = await runAttacked(suiteTask(FLIGHT), staleList('remove_alarm', heading), cache);
      expect(failed(rows), heading).toContain('reopen.06.persisted_visible');
    }
  }, 360_000);
  it('a delete that leaves the row fails with the hint "· throw away if the trip is called off" on it (s26-d5g-f1)', async () => {
    const { rows } = await runAttacked(suiteTask(FLIGHT), staleList('remove_alarm', 'Alarms set here', `${ROW} · throw away if the trip is called off`), cache);
    expect(failed(rows)).toContain('reopen.06.persisted_visible');
  }, 120_000);
  it('the reference under a heading "Alarms (1 removed)" still passes: its own row says "(removed)"', async () => {
    const { rows } = await runAttacked(suiteTask(FLIGHT), (ref) => { for (const pkg of versions(ref)) for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'heading') c.text = 'Alarms (1 removed)'; }, cache);
    expect(failed(rows)).toEqual([]);
  }, 120_000);
});
