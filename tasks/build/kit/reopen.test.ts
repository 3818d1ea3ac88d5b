/**
 * s24 reopen lane (kit/made-undone.ts; findings jacket-return s23-s13-f2, classical-notes
 * s23-r3-f1): a record the user made in the task and then undid is not shown after reopen as still
 * there. On the real built tasks: the checker on hand-made reopened screens, then the real runtime
 * with the reference and with a stale kept list.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('reopen24');

type Gone = Extract<AssertionSpec, { type: 'persisted_visible' }>;
const gone = (task: string): Gone => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && (a.note ?? '').includes('s24 made-undone'));
  if (!spec || spec.type !== 'persisted_visible') throw new Error(`${task}: no made-undone check`);
  return spec;
};
const reopened = (lines: string[], result: string[] = []): EpisodeRecord => ({
  ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
  visible_text: ['App', ...result, ...lines].join('\n'),
  html: `<h1>App</h1>${result.length ? `<section class="result">${result.map((l) => `<p>${l}</p>`).join('')}</section>` : ''}${lines.map((l) => `<div>${l}</div>`).join('')}`,
  shown: { state: lines, result },
});
const passes = (spec: AssertionSpec, lines: string[], result: string[] = [], captures: Record<string, unknown> = {}): boolean => evaluate(spec, reopened(lines, result), captures).passed;

const J = 'single.amazon.jacket-return';
const C = 'single.spotify.classical-notes';

describe('a return made, then cancelled (jacket-return s23-s13-f2)', () => {
  const spec = gone(J);
  const caps = { returnId: 8248499, $returnId: 8248499 };
  it('is on the reopen: the product (or the return id), told cancelled, not as started', () => {
    expect(spec).toMatchObject({ value: 'Rain Shell Jacket, Yellow, Small', or: ['$returnId'], gone: true, history: true });
    expect(spec.was).toContain('return started');
    expect(spec.state).toContain('cancelled');
  });
  it('a kept list still reading "return started" fails, beside the last message telling the cancel too', () => {
    expect(passes(spec, ['Returns', 'return started: Rain Shell Jacket, Yellow, Small (return 8248499)'], [], caps)).toBe(false);
    expect(passes(spec, ['Returns', 'return started: Rain Shell Jacket, Yellow, Small (return 8248499)'], ['Cancelled return 8248499; you keep the Rain Shell Jacket, Yellow, Small.'], caps)).toBe(false);
    expect(passes(spec, ['Return 8248499 — initiated'], [], caps)).toBe(false);
    expect(passes(spec, ['Open returns', 'Rain Shell Jacket, Yellow, Small'], [], caps)).toBe(true); // a bare name under a caption says no state (a limit: see the report)
  });
  it('nothing shown, shown cancelled, an order list, or a log that tells the cancel passes', () => {
    expect(passes(spec, ['Returns', 'No returns yet.'], [], caps)).toBe(true);
    expect(passes(spec, ['Rain Shell Jacket, Yellow, Small (return 8248499) — cancelled'], [], caps)).toBe(true);
    expect(passes(spec, ['Your orders', 'Rain Shell Jacket, Yellow, Small — delivered 2022-08-08'], [], caps)).toBe(true);
    expect(passes(spec, ['return started: Rain Shell Jacket, Yellow, Small (return 8248499)', 'return cancelled: Rain Shell Jacket, Yellow, Small (return 8248499)'], [], caps)).toBe(true);
    expect(passes(spec, ['Rain Shell Jacket, Yellow, Small: return started, then cancelled — you kept it'], [], caps)).toBe(true);
  });
});

describe('a review made, then deleted (classical-notes s23-r3-f1)', () => {
  const spec = gone(C);
  const caps = { reviewId: 8866543 }; // s25 dellogs: the id a kept line may tell the deletion by (`history_names`)
  it('is on the review\'s dictated text, not the song (the app may show the song for other reasons)', () => {
    expect(spec).toMatchObject({ value: 'Lovely slow movement, rushed finale.', gone: true, history: true });
    expect(spec.was).toBeUndefined();
    expect(spec.state).toContain('deleted');
  });
  it('a kept list still showing the review fails, beside the last message too', () => {
    expect(passes(spec, ['My song reviews', 'Bright Fever ★4 — Lovely slow movement, rushed finale.'], [], caps)).toBe(false);
    expect(passes(spec, ['My song reviews', 'Bright Fever ★4 — Lovely slow movement, rushed finale.'], ['Review 8866543 is gone.'], caps)).toBe(false);
  });
  it('nothing shown, the song alone, shown deleted, or a log that tells the deletion passes', () => {
    expect(passes(spec, ['My song reviews', 'No reviews yet.'], [], caps)).toBe(true);
    expect(passes(spec, ['Bright Fever — Marco Bellini'], [], caps)).toBe(true);
    expect(passes(spec, ['Bright Fever ★4 — Lovely slow movement, rushed finale. (deleted)'], [], caps)).toBe(true);
    expect(passes(spec, ['reviewed: Bright Fever — Lovely slow movement, rushed finale.', 'deleted: Bright Fever — Lovely slow movement, rushed finale.'], [], caps)).toBe(true);
  });
});

describe('the kind: every record made and undone in the task gets it; a move, a call or a sent draft does not', () => {
  it('deleted records made in the task: reviews, alarms, contacts, requests, a repeating expense', () => {
    expect(gone('single.amazon.honest-review').value).toBe('Blends fine but sounds like a jet engine.');
    expect(gone('single.phone.early-flight-alarm').value).toBe('Flight to Lisbon');
    expect(gone('single.phone.dogsitter-contact').value).toBe('Ines Walker');
    expect(gone('single.venmo.book-club-request').value).toBe('Book club dues');
    expect(gone('single.amazon.earbuds-return').value).toBe('True Wireless Earbuds, Mint');
  });
  it('a contact\'s deleted name fails when kept, passes when told deleted', () => {
    const d = gone('single.phone.dogsitter-contact');
    expect(passes(d, ['Contacts', 'Ines Walker — 2025550134'], [], { contactId: 4412345 })).toBe(false);
    expect(passes(d, ['Deleted contact Ines Walker'], [], { contactId: 4412345 })).toBe(true);
    expect(passes(d, ['Contacts', 'Chloe Patel — 8212181981'], [], { contactId: 4412345 })).toBe(true);
  });
  it('no check where the undo is a move, a call\'s log (no content of its own), or a draft gone because sent', () => {
    for (const t of ['single.amazon.wish-list-mover', 'single.phone.gift-call-erase', 'single.gmail.status-report']) {
      expect(suiteTask(t).episodes.flatMap((e) => e.assertions).some((a) => (a.note ?? '').includes('s24 made-undone'))).toBe(false);
    }
  });
});

const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
/** The kept list never updated by the undo, the result message as given. */
const stale = (message?: string) => (a: Obj) => {
  a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined && s.append === undefined).map((s) => (message !== undefined && typeof s.message === 'string' ? { message } : s));
};

describe('through the real runtime: the reference passes, a kept list never told the undo fails reopen', () => {
  it('jacket-return', async () => {
    const spec = gone(J);
    expect(failed((await runAttacked(suiteTask(J), () => {}, cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(J), acting('cancel_return', stale()), cache)).rows)).toContain(spec.id);
  }, 60_000);
  it('classical-notes', async () => {
    const spec = gone(C);
    expect(failed((await runAttacked(suiteTask(C), () => {}, cache)).rows)).toEqual([]);
    // The reference's log names the song and the id, not the text: a stale copy of it shows no text (checked on hand-made screens above).
    expect(spec.id).toBe('reopen.06.persisted_visible');
  }, 60_000);
});
