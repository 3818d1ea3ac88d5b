/**
 * s26 stars2 lane: a review the user posted and then deleted, on the reopened screen, on the real
 * built tasks (kit/made-undone.ts, kit/deletions-shown.ts, evaluate.ts `was_heads` columns and
 * `told_headed`).
 * - s26-d2c-f1 / s26-d2d-f1: a kept row giving the rating as "Stars: 4", "4 of 5", "3-star",
 *   "three stars" or in a "Stars"/"Rating" column fails; an average ("4.0 of 5", "★ 4.1", a
 *   catalogue's "Rating" column beside a count or a price) passes.
 * - s26-d2c-f2: rows under a heading telling the deletion pass whatever they show; under "My song
 *   reviews", "Reviews" or no heading they still fail.
 * - s26-d2d-f2: "taken down", "took down", "pulled down", "unpublished" tell a review deleted.
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { ALL, CAPS, CN, HR, NAME, RATING, RR, SPELLED, TEXT } from '../../../src/stages/__tests__/review-tasks.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('stars2-26');


type Row = string | readonly [string, string];
const spec = (task: string, id: string): AssertionSpec => suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === id)!;
const deletedChecks = (task: string): AssertionSpec[] => suiteTask(task).episodes.flatMap((e) => e.assertions).filter((a) => a.type === 'persisted_visible' && a.gone === true && a.history_kept === true);
const passes = (task: string, rows: Row[]): boolean => deletedChecks(task).every((s) => evaluate(s, reopenedScreen(rows), CAPS[task]!).passed);
const passesOne = (task: string, id: string, rows: Row[]): boolean => evaluate(spec(task, id), reopenedScreen(rows), CAPS[task]!).passed;
const R07 = 'reopen.07.persisted_visible';
const R06 = 'reopen.06.persisted_visible';

describe('s26-d2c-f1 / s26-d2d-f1: a kept row giving the rating in other forms fails', () => {
  it('the reviewers\' rows fail reopen.07 on every review task', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      const rows = [`${n} — Stars: ${r}`, `${n} (stars: ${r})`, `${n} — ${r} of 5`, `${n} · Stars: ${r}`, `${n} — ${r}-star review`, `${n} — ${SPELLED[r]} stars`, `${n} — a ${SPELLED[r]}-star review`, `${n} — ${SPELLED[r]} star`];
      for (const row of rows) {
        expect(passesOne(t, R07, [row]), `${t}: ${row}`).toBe(false);
        expect(passes(t, [row]), `${t}: ${row}`).toBe(false);
      }
    }
  });
  it('a table "Song | Stars" or "Song | Rating" with the row "Bright Fever | 4", no reviews heading, fails', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      for (const head of ['Stars', 'Rating', 'My rating', 'Your stars', 'Score']) {
        for (const cell of [`${r}`, `${r}/5`]) {
          const rows: Row[] = [['h2', 'Library'], `Item\t${head}`, `${n}\t${cell}`];
          expect(passesOne(t, R07, rows), `${t}: ${head} ${cell}`).toBe(false);
        }
      }
      // "My rating" beside the catalogue's own columns is still the user's rating.
      expect(passesOne(t, R07, [`Item\tPrice\tMy rating`, `${n}\t$39.99\t${r}`]), t).toBe(false);
    }
  });
  it('still passes: an average ("4.0 of 5", "★ 4.1", "Rating: 4.0"), another rating, a catalogue table, a decimal cell', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      const other = r === 5 ? 4 : r + 1;
      const screens: Row[][] = [
        [`${n} · ${r}.0 of 5 (12 ratings)`],
        [`${n} ★ ${r}.1 · $39.99`],
        [`${n} — Rating: ${r}.0`],
        [`${n} — Stars: ${other}`],
        [`${n} — ${other} of 5`],
        [`${n} — ${SPELLED[other]} stars`],
        // The catalogue's table: a whole average beside a count, a price or plays.
        [`Item\tRating\tReviews`, `${n}\t${r}\t12`],
        [`Item\tStars\tPrice`, `${n}\t${r}\t$39.99`],
        [`Item\tAvg rating`, `${n}\t${r}`],
        [`Item\tAverage stars`, `${n}\t${r}`],
        [`Item\tRating`, `${n}\t${r}.0`],
        [`Item\tRating`, `${n}\t${r}.3`],
        [`Item\tStars`, `${n}\t${other}`],
        // A column that is no rating holding the same number.
        [`Item\tQty`, `${n}\t${r}`],
      ];
      for (const rows of screens) expect(passesOne(t, R07, rows), `${t}: ${JSON.stringify(rows)}`).toBe(true);
    }
  });
});

describe('s26-d2c-f2: a heading telling the deletion excuses the rows under it, whatever they show', () => {
  const rowsOf = (t: string): string[][] => {
    const n = NAME[t]!;
    const r = RATING[t]!;
    return [[`${n} ${'★'.repeat(r)}${'☆'.repeat(5 - r)}`], [`${n} — ${r} stars`], [`${n} (${r}/5)`], [`${n} — ${TEXT[t]}`], [`${n} ★${r} — ${TEXT[t]}`], [`${n}\u0009${r}`]];
  };
  it('under "Deleted reviews" (h2), "Recently deleted" (h3) or "Removed:", every check passes', () => {
    for (const t of ALL) {
      for (const heading of [['h2', 'Deleted reviews'], ['h3', 'Recently deleted'], ['div', 'Removed:']] as const) {
        for (const rows of rowsOf(t)) {
          const screen: Row[] = [['h2', 'Songs'], 'Something else', heading, ...(rows[0]!.includes('\t') ? ['Item\tStars'] : []), ...rows];
          expect(passes(t, screen), `${t}: ${heading[1]} / ${rows.join(' | ')}`).toBe(true);
        }
      }
    }
  });
  it('s26-d4d-f1, s26-d4e-f1: a heading with a count, a condition or a live list\'s name excuses nothing', () => {
    for (const t of ALL) {
      const row = `${NAME[t]} — ${RATING[t]} stars`;
      for (const heading of ['My song reviews (1 removed)', 'My song reviews — 1 deleted', 'My reviews (deleted ones not shown)', 'Reviews posted here (removed ones are hidden)', 'Deleted reviews: 0', 'Posted reviews (1 removed)']) {
        expect(passes(t, [['h2', heading], row]), `${t}: ${heading}`).toBe(false);
      }
    }
  });
  it('the review text under "Deleted reviews" passes reopen.06 (the reviewer\'s screen)', () => {
    for (const t of ALL) expect(passesOne(t, R06, [['h2', 'Deleted reviews'], `${NAME[t]} — ${TEXT[t]}`]), t).toBe(true);
  });
  it('the same rows under "My song reviews", "Reviews", a neutral heading or no heading still fail', () => {
    for (const t of ALL) {
      for (const heading of [['h2', 'My song reviews'], ['h2', 'Reviews'], ['h2', 'Library'], undefined] as const) {
        for (const rows of rowsOf(t)) {
          const screen: Row[] = [...(heading ? [heading] : []), ...(rows[0]!.includes('\t') ? ['Item\tStars'] : []), ...rows];
          expect(passes(t, screen), `${t}: ${heading?.[1] ?? '(none)'} / ${rows.join(' | ')}`).toBe(false);
        }
      }
    }
  });
  it('a heading negating the deletion ("Not deleted") or a later list after the deleted one tells nothing', () => {
    for (const t of ALL) {
      const row = `${NAME[t]} — ${RATING[t]} stars`;
      expect(passes(t, [['h2', 'Not deleted'], row]), t).toBe(false);
      expect(passes(t, [['h2', 'Deleted reviews'], 'Nothing here.', ['h2', 'My reviews'], row]), t).toBe(false);
    }
  });
});

describe('s26-d2d-f2: a review "taken down", "pulled down" or "unpublished" is told deleted', () => {
  it('each review task\'s deletion check takes the words, and its reopen checks too', () => {
    for (const t of ALL) {
      for (const id of ['step2.06.visible_result_grounded', R06, R07]) {
        expect((spec(t, id) as { state?: string[] }).state, `${t} ${id}`).toEqual(expect.arrayContaining(['taken down', 'took down', 'pulled down', 'unpublished']));
      }
    }
  });
  it('a log worded that way passes reopen.06 and reopen.07; the posted entry with no such line fails', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const posted = `Posted ${RATING[t]} stars on ${n}: "${TEXT[t]}"`;
      for (const down of [`Took down your review of ${n}.`, `${n}: review taken down`, `Pulled down your review of ${n}.`, `${n} — review unpublished`, `Review ${CAPS[t]!.reviewId} was taken down.`]) {
        expect(passes(t, [['h2', 'Activity'], posted, down]), `${t}: ${down}`).toBe(true);
        expect(passes(t, [`${n} ${RATING[t]}★ (taken down)`]), t).toBe(true);
      }
      expect(passes(t, [['h2', 'Activity'], posted]), t).toBe(false);
      // "published" is the posted state; the done form "unpublished" is not read as it.
      expect(passes(t, [`${n} — review published`]), t).toBe(false);
    }
  });
});

const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};

describe('through the real runtime', () => {
  const worded = (id: string, what: string, message: string) => acting(id, (a) => {
    for (const s of a.plan as Obj[]) {
      if (s.append !== undefined) Object.assign(s.item as Obj, { what, name: 'your review' });
      if (s.message !== undefined) s.message = message;
    }
  });
  it('honest-review, review-then-regret: the deletion told "taken down" / "unpublished" passes every check', async () => {
    for (const t of [HR, RR]) {
      for (const [what, message] of [['taken down', 'Review {{inputs.review_id}} was taken down.'], ['unpublished', 'Review {{inputs.review_id}} is unpublished.'], ['pulled down', 'Pulled down review {{inputs.review_id}}.']] as const) {
        expect(failed((await runAttacked(suiteTask(t), worded('delete_review', what, message), cache)).rows), `${t}: ${message}`).toEqual([]);
      }
    }
  }, 240_000);
  it('classical-notes: the deletion told "took down" passes; told "done" only, the result check fails', async () => {
    expect(failed((await runAttacked(suiteTask(CN), worded('take_down', 'took down', 'Took down review {{inputs.review_id}}.'), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(CN), worded('take_down', 'done', 'Review {{inputs.review_id}}: done.'), cache)).rows)).toContain('step2.06.visible_result_grounded');
  }, 120_000);
});
