/**
 * s27 stars lane: more forms of a deleted review's rating kept on the reopened screen, on the real
 * built tasks (evaluate.ts `was_heads` labels, scaled column headers and a card's rating line;
 * kit/made-undone.ts rating forms).
 * - s26-d2d-f1 / s26-d2c-f1: "<name> · Stars 3", "· Score: 3", "— Rating = 3", "— stars given: 3",
 *   "— three out of five"; a table headed "Stars (1-5)", "Rating (1–5)", "Stars (out of 5)",
 *   "Rating /5" over "<name> | 3"; a card "<name>" over "Stars: 3", "Rating: 3", "3 stars" or the
 *   star glyphs, all fail. An average, another record's rating, a review not deleted, the deleted
 *   review under "Deleted reviews" still pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { ALL, CAPS, CN, HR, HT, NAME, RATING, RR, SPELLED, TEXT } from '../../../src/stages/__tests__/review-tasks.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('stars-27');

const glyphs = (r: number): string => '★'.repeat(r) + '☆'.repeat(5 - r);

type Row = string | readonly [string, string];
const specs = new Map(ALL.map((t) => [t, suiteTask(t).episodes.flatMap((e) => e.assertions)]));
const spec = (task: string, id: string): AssertionSpec => specs.get(task)!.find((a) => a.id === id)!;
const deletedChecks = (task: string): AssertionSpec[] => specs.get(task)!.filter((a) => a.type === 'persisted_visible' && a.gone === true && a.history_kept === true);
const passes = (task: string, rows: Row[]): boolean => deletedChecks(task).every((s) => evaluate(s, reopenedScreen(rows), CAPS[task]!).passed);
const passesOne = (task: string, id: string, rows: Row[]): boolean => evaluate(spec(task, id), reopenedScreen(rows), CAPS[task]!).passed;
const R07 = 'reopen.07.persisted_visible';

describe('s26-d2d-f1 / s26-d2c-f1: a rating label with no colon, "Score", "=", "stars given" on the row fails', () => {
  it('the reviewers\' lines fail reopen.07 under "Your stars", "Posted", "Songs" or no heading', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      const rows = [`${n} · Stars ${r}`, `${n} · Score: ${r}`, `${n} · Score ${r}`, `${n} — Rating = ${r}`, `${n} — stars given: ${r}`, `${n} — my rating ${r}/5`, `${n} — my rating: ${r}`,
        `${n} — Stars ${r}/5`, `${n} — Score: ${r} out of 5`, `${n} — ${SPELLED[r]} out of five`, `${n} · Your score — ${r}`];
      for (const heading of [['h2', 'Your stars'], ['h2', 'Posted'], ['h2', 'Songs'], undefined] as const) {
        for (const row of rows) {
          const screen: Row[] = [...(heading ? [heading] : []), row];
          expect(passesOne(t, R07, screen), `${t}: ${heading?.[1] ?? '(none)'} / ${row}`).toBe(false);
        }
      }
    }
  });
  it('still passes: an average, another rating, a number that is no rating, a review not deleted', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      const other = r === 5 ? 4 : r + 1;
      const rows = [`${n} · Stars ${r}.3`, `${n} · Score: ${r}.0 (average)`, `${n} · ${r}.3 ★`, `${n} · Stars ${other}`, `${n} — Score: ${other}`, `${n} — Rating = ${other}`, `${n} — stars given: ${other}`,
        `${n} — Score ${r}${r}`, `${n} — Stars 1,2${r}4 reviews`, `Other Product · Stars ${r}`, `Another Song — Score: ${r}`];
      for (const row of rows) expect(passesOne(t, R07, [['h2', 'Your stars'], row]), `${t}: ${row}`).toBe(true);
    }
  });
});

describe('s26-d2c-f1: a rating column whose header gives the scale', () => {
  const HEADS = ['Stars (1-5)', 'Rating (1–5)', 'Stars (out of 5)', 'Rating /5', 'Rating (/5)', 'Stars (of 5)', 'Score (1 to 5)', 'My rating (1-5)'];
  it('"Song | Stars (1-5)" over "<name> | 3" fails, under "Songs" or no heading, with a Review column too', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      for (const head of HEADS) {
        for (const heading of [[['h2', 'Songs']], []] as Row[][]) {
          expect(passesOne(t, R07, [...heading, `Song\t${head}`, `${n}\t${r}`]), `${t}: ${head}`).toBe(false);
        }
        expect(passesOne(t, R07, [`Song\t${head}\tReview`, `${n}\t${r}\t${TEXT[t]}`]), `${t}: ${head} + Review`).toBe(false);
        expect(passes(t, [`Song\t${head}\tReview`, `${n}\t${r}\t${TEXT[t]}`]), `${t}: ${head} + Review`).toBe(false);
      }
    }
  });
  it('still passes: another rating, a decimal, the catalogue\'s scaled average beside a count, a scaled column of another kind', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      const other = r === 5 ? 4 : r + 1;
      for (const head of HEADS) {
        expect(passesOne(t, R07, [`Song\t${head}`, `${n}\t${other}`]), `${t}: ${head} other`).toBe(true);
        expect(passesOne(t, R07, [`Song\t${head}`, `${n}\t${r}.4`]), `${t}: ${head} decimal`).toBe(true);
      }
      expect(passesOne(t, R07, [`Item\tRating (1-5)\tReviews`, `${n}\t${r}\t120`]), `${t}: catalogue`).toBe(true);
      expect(passesOne(t, R07, [`Item\tAvg rating (1-5)`, `${n}\t${r}`]), `${t}: avg`).toBe(true);
      expect(passesOne(t, R07, [`Item\tQty (1-5)`, `${n}\t${r}`]), `${t}: qty`).toBe(true);
      // Under a heading telling the deletion, the row is told.
      expect(passes(t, [['h2', 'Deleted reviews'], `Song\tStars (1-5)\tReview`, `${n}\t${r}\t${TEXT[t]}`]), `${t}: deleted heading`).toBe(true);
    }
  });
});

describe('s26-d2d-f1: a card with the name on one line and its rating on the next', () => {
  const ratingLines = (r: number): string[] => [`Stars: ${r}`, `Rating: ${r}`, `${r} stars`, `${r} star`, glyphs(r), `Your stars: ${glyphs(r)}`, `Stars ${r}`, `Score: ${r}`, `${r}/5`, `Rating: ${r} out of 5`, `${r} ★`];
  it('"<name>" (div or h3) over a rating line fails, under "Your stars", "Songs" or no heading', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      for (const line of ratingLines(r)) {
        for (const tag of ['div', 'h3']) {
          for (const heading of [[['h2', 'Your stars']], [['h2', 'Songs']], []] as Row[][]) {
            const screen: Row[] = [...heading, [tag, n], line];
            expect(passesOne(t, R07, screen), `${t}: ${tag} ${heading.length ? (heading[0] as [string, string])[1] : '(none)'} / ${line}`).toBe(false);
          }
          // Also with another card after it.
          expect(passesOne(t, R07, [[tag, n], line, [tag, 'Other Product'], 'Stars: 2']), `${t}: ${tag} / ${line} + next card`).toBe(false);
        }
      }
    }
  });
  it('still passes: the average on the next line, another record\'s rating line, a review not deleted, the card under "Deleted reviews"', () => {
    for (const t of ALL) {
      const n = NAME[t]!;
      const r = RATING[t]!;
      const other = r === 5 ? 4 : r + 1;
      const screens: Row[][] = [
        // The product's or song's average, a decimal or beside a count.
        [['h3', n], `${r}.3 ★`],
        [['h3', n], `${r}.0 ★ (120 ratings)`],
        [['h3', n], `${glyphs(r)} (120)`],
        [['h3', n], `${glyphs(r)} 120 ratings`],
        [['h3', n], `Average: ${r} stars`],
        [n, `Rating: ${r}.3`],
        // Another rating on the next line.
        [['h3', n], `Stars: ${other}`],
        [n, `${other} stars`],
        // The next line is another record's own row with its rating.
        [n, `Other Product — Stars: ${r}`],
        [n, `Another Song · ${r} stars`],
        [['h2', 'Songs'], n, `Another Song`, `Stars: ${r}`],
        // A kept review of another record, the deleted one's name listed bare elsewhere.
        [['h2', 'Your stars'], ['h3', 'Other Product'], `Stars: ${r}`, ['h2', 'Catalogue'], n, 'In stock'],
        // The deleted review under a heading telling the deletion, the name also in the catalogue.
        [['h2', 'Catalogue'], n, ['h2', 'Deleted reviews'], ['h3', n], `Stars: ${r}`],
        [['h2', 'Catalogue'], n, ['h2', 'Deleted reviews'], n, `Stars: ${r}`],
        [['h2', 'Deleted reviews'], ['h3', n], `${r} stars`],
        [['div', 'Removed:'], n, glyphs(r)],
      ];
      for (const rows of screens) expect(passes(t, rows), `${t}: ${JSON.stringify(rows)}`).toBe(true);
      // With the review text in the card too, reopen.07 passes (reopen.06 reads a line under the card's
      // own h3 title by the told_headed rule, another lane's).
      expect(passesOne(t, R07, [['h2', 'Catalogue'], n, ['h2', 'Deleted reviews'], ['h3', n], `Stars: ${r}`, TEXT[t]!]), t).toBe(true);
    }
  });
});

describe('through the real runtime', () => {
  // The reference's list item worded "<name> · Stars 3" under "Your stars", and a delete that never drops the row.
  const keptStars = (what: string) => (ref: Record<string, Obj>) => {
    for (const pkg of versions(ref)) {
      for (const a of pkg.actions as Obj[]) {
        if (a.id === 'write_review') for (const s of a.plan as Obj[]) if (s.append !== undefined) Object.assign(s.item as Obj, { what });
        if (a.id === 'delete_review') a.plan = (a.plan as Obj[]).filter((s) => s.append === undefined);
      }
      for (const v of pkg.views as Obj[]) {
        for (const c of v.components as Obj[]) {
          if (c.type === 'list') c.item = '{{item.name}} · {{item.what}}';
          if (c.type === 'heading') c.text = 'Your stars';
        }
      }
    }
  };
  it('honest-review, review-then-regret: a kept "· Stars 3" or "· Score: 3" row fails reopen.07; "· Stars: 3" as before', async () => {
    for (const t of [HR, RR]) {
      for (const what of ['Stars {{inputs.rating}}', 'Score: {{inputs.rating}}', 'Stars: {{inputs.rating}}']) {
        expect(failed((await runAttacked(suiteTask(t), keptStars(what), cache)).rows), `${t}: ${what}`).toEqual([R07]);
      }
    }
  }, 240_000);
  it('the reference itself, and its list worded "<name> · Stars 3" with the delete dropping the row, pass every check', async () => {
    for (const t of ALL) expect(failed((await runAttacked(suiteTask(t), () => undefined, cache)).rows), t).toEqual([]);
    for (const t of [HR, RR]) {
      for (const what of ['Stars {{inputs.rating}}', 'Score: {{inputs.rating}}']) {
        const dropped = (ref: Record<string, Obj>) => {
          keptStars(what)(ref);
          for (const pkg of versions(ref)) {
            for (const a of pkg.actions as Obj[]) if (a.id === 'delete_review') a.plan = [{ remove: 'log', key_value: 'write_review {{inputs.review_id}}' }, ...(a.plan as Obj[])];
          }
        };
        expect(failed((await runAttacked(suiteTask(t), dropped, cache)).rows), `${t}: ${what}`).toEqual([]);
      }
    }
  }, 240_000);
  // classical-notes, hot-take: the list as a table "Song | Stars (1-5)" under "Songs" (the reference's own rating label).
  const tabled = (drop: boolean) => (ref: Record<string, Obj>) => {
    for (const pkg of versions(ref)) {
      for (const a of pkg.actions as Obj[]) {
        if (a.id === 'post_review') for (const s of a.plan as Obj[]) if (s.append !== undefined) Object.assign(s.item as Obj, { what: '{{inputs.rating}}' });
        if (a.id === 'take_down') a.plan = [...(drop ? [{ remove: 'log', key_value: 'post_review {{inputs.review_id}}' }] : []), ...(a.plan as Obj[]).filter((s) => s.append === undefined)];
      }
      for (const v of pkg.views as Obj[]) {
        v.components = (v.components as Obj[]).map((c) => (c.type === 'list' ? { type: 'table', collection: 'log', columns: [{ label: 'Song', field: 'name' }, { label: 'Stars (1-5)', field: 'what' }], empty: 'No reviews yet.' } : c.type === 'heading' ? { ...c, text: 'Songs' } : c));
      }
    }
  };
  it('classical-notes, hot-take: a kept row of a "Song | Stars (1-5)" table fails reopen.07; the row dropped passes every check', async () => {
    for (const t of [CN, HT]) {
      expect(failed((await runAttacked(suiteTask(t), tabled(false), cache)).rows), t).toEqual([R07]);
      expect(failed((await runAttacked(suiteTask(t), tabled(true), cache)).rows), t).toEqual([]);
    }
  }, 240_000);
});
