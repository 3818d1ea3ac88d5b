/**
 * s26 stars lane: a review the user made and then deleted, on the reopened screen (kit/made-undone.ts,
 * evaluate.ts `was_heads`, match.ts star runs), on the real built tasks.
 * - s25-d4-f1 (classical-notes, hot-take, honest-review; review-then-regret alike): a kept row with the
 *   rating in emoji stars ("⭐⭐⭐⭐", "⭐ 4", "4⭐", "⭐☆☆☆☆", and "⭐️" with U+FE0F) fails; an average in a
 *   longer run ("⭐⭐⭐⭐⭐", "⭐️⭐️⭐️⭐️☆") does not show the deleted rating (the D5 revert's cause).
 * - s25-d1-f1 (classical-notes, hot-take): a row under a heading or label naming reviews ("My song
 *   reviews") fails; under "Songs", "Recently played", "Deleted reviews", or told deleted, it passes.
 * - s24-d1-f1 (classical-notes): a kept log telling the deletion by the song passes; a bare row still fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('stars26');

const CN = 'single.spotify.classical-notes';
const HT = 'single.spotify.hot-take';
const HR = 'single.amazon.honest-review';
const RR = 'single.amazon.review-then-regret';
const CAPS: Record<string, Record<string, unknown>> = { [CN]: { reviewId: 8866543 }, [HT]: { reviewId: 2815436 }, [HR]: { reviewId: 1410437 }, [RR]: { reviewId: 8228116 } };
const SONG: Record<string, string> = { [CN]: 'Bright Fever', [HT]: 'Broken Letters', [HR]: 'Personal Blender, Red', [RR]: 'Hardcover Dot Grid Notebook, Emerald' };
const RATING: Record<string, number> = { [CN]: 4, [HT]: 1, [HR]: 3, [RR]: 5 };

type Row = string | readonly [string, string];
const spec = (task: string, id: string): AssertionSpec => suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === id)!;
const deletedChecks = (task: string): AssertionSpec[] => suiteTask(task).episodes.flatMap((e) => e.assertions).filter((a) => a.type === 'persisted_visible' && a.gone === true && a.history_kept === true);
/** Every made-and-deleted check of the task (reopen.06 on the text, reopen.07 on the song) passes. */
const passes = (task: string, rows: Row[]): boolean => deletedChecks(task).every((s) => evaluate(s, reopenedScreen(rows), CAPS[task]!).passed);
const passesOne = (task: string, id: string, rows: Row[]): boolean => evaluate(spec(task, id), reopenedScreen(rows), CAPS[task]!).passed;

describe('the matcher: a star run is whole for ★ ☆ ⭐ alike, and U+FE0F is read through', () => {
  it('normalizeText drops the variation selectors', () => {
    expect(normalizeText('Bright Fever ⭐️⭐️⭐️⭐️')).toBe('bright fever ⭐⭐⭐⭐');
    expect(normalizeText('Done ✔️')).toBe('done ✔');
  });
  it('finds a whole run or a glyph beside the number', () => {
    for (const [text, word] of [['Bright Fever ⭐⭐⭐⭐', '⭐⭐⭐⭐'], ['Bright Fever ⭐️⭐️⭐️⭐️', '⭐⭐⭐⭐'], ['Bright Fever ⭐⭐⭐⭐☆', '⭐⭐⭐⭐☆'], ['Bright Fever ⭐ 4', '⭐ 4'], ['Bright Fever ⭐️ 4', '⭐ 4'], ['Bright Fever 4⭐', '4⭐'], ['Bright Fever 4⭐️', '4⭐'], ['(⭐⭐⭐)', '⭐⭐⭐'], ['Blender ⭐⭐⭐☆☆', '⭐⭐⭐'], ['Blender ⭐️⭐️⭐️☆☆', '⭐⭐⭐'], ['Bright Fever ★★★★☆', '★★★★']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(true);
    }
  });
  it('not a run inside a longer one, nor a number inside a run and a count', () => {
    for (const [text, word] of [['Bright Fever ⭐⭐⭐⭐⭐', '⭐⭐⭐⭐'], ['Bright Fever ⭐️⭐️⭐️⭐️⭐️', '⭐⭐⭐⭐'], ['Blender ⭐⭐⭐⭐☆ 4.0', '⭐⭐⭐'], ['Blender ⭐️⭐️⭐️⭐️☆', '⭐⭐⭐'], ['Blender ★★★★☆', '★★★'], ['Blender ★★★★★ 4 reviews', '★ 4'], ['Blender ⭐⭐⭐⭐⭐ 3 reviews', '⭐ 3'], ['Blender ⭐ 3.5', '⭐ 3'], ['Songs ⭐⭐', '⭐']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(false);
      expect(textShows(text, word, 'exact'), `${text} / ${word} (exact)`).toBe(false);
    }
  });
  it('a lone star mark is found as before', () => {
    expect(textShows('Tax documents ⭐️', '⭐', 'normalized')).toBe(true);
    expect(textShows('Tax documents ⭐️', '⭐', 'exact')).toBe(true);
    expect(textShows('Tax documents ★ starred', '★', 'normalized')).toBe(true);
  });
});

describe('s25-d4-f1: a kept review row with the rating in emoji stars fails', () => {
  it('is in the deleted song check of each review task', () => {
    for (const t of [CN, HT, HR, RR]) {
      const was = (spec(t, 'reopen.07.persisted_visible') as { was?: string[] }).was ?? [];
      expect(was, t).toEqual(expect.arrayContaining([`⭐ ${RATING[t]}`, `${RATING[t]}⭐`]));
    }
  });
  it('classical-notes, hot-take, honest-review, review-then-regret: the reviewer\'s rows and their U+FE0F forms', () => {
    const rows: Record<string, string[]> = {
      [CN]: ['Bright Fever ⭐⭐⭐⭐', 'Bright Fever ⭐ 4', 'Bright Fever 4⭐', 'Bright Fever ⭐⭐⭐⭐☆', 'Bright Fever — ⭐⭐⭐⭐', 'Bright Fever (⭐⭐⭐⭐☆)'],
      [HT]: ['Broken Letters ⭐ 1', 'Broken Letters 1⭐', 'Broken Letters ⭐☆☆☆☆', 'Broken Letters — ⭐ 1'],
      [HR]: ['Personal Blender, Red ⭐⭐⭐', 'Personal Blender, Red ⭐ 3', 'Personal Blender, Red 3⭐', 'Personal Blender, Red ⭐⭐⭐☆☆'],
      [RR]: ['Hardcover Dot Grid Notebook, Emerald ⭐⭐⭐⭐⭐', 'Hardcover Dot Grid Notebook, Emerald ⭐ 5', 'Hardcover Dot Grid Notebook, Emerald 5⭐'],
    };
    for (const [t, list] of Object.entries(rows)) {
      for (const row of [...list, ...list.map((r) => r.replace(/⭐/g, '⭐\uFE0F'))]) {
        expect(passesOne(t, 'reopen.07.persisted_visible', [row]), `${t}: ${row}`).toBe(false);
        expect(passes(t, [row]), `${t}: ${row}`).toBe(false);
      }
    }
  });
  it('still passes: the item\'s average in a longer emoji run, the row told deleted, a log telling the deletion', () => {
    const ok: Record<string, Row[][]> = {
      [CN]: [['Songs', 'Bright Fever · Marco Bellini · ⭐⭐⭐⭐⭐ 5.0 (1 review)'], ['Bright Fever ⭐️⭐️⭐️⭐️⭐️'], ['Bright Fever ⭐ 5.0'], ['Bright Fever ⭐⭐⭐⭐ (review deleted)'], ['Posted ⭐⭐⭐⭐ on Bright Fever: "Lovely slow movement, rushed finale."', 'Deleted your review of Bright Fever.']],
      [HT]: [['Songs', 'Broken Letters · Kairo Blaze · ⭐ 5.0 (1 review)'], ['Broken Letters ⭐⭐⭐⭐⭐'], ['Broken Letters ⭐️⭐️⭐️⭐️⭐️'], ['Broken Letters ⭐ 1 (deleted)']],
      [HR]: [['Personal Blender, Red ⭐⭐⭐⭐☆ 4.0'], ['Personal Blender, Red ⭐️⭐️⭐️⭐️☆ (12 ratings)'], ['Personal Blender, Red ⭐⭐⭐⭐⭐'], ['Personal Blender, Red ⭐ 4.1 · $39.99'], ['Personal Blender, Red ⭐⭐⭐ — review removed']],
      [RR]: [['Hardcover Dot Grid Notebook, Emerald ⭐⭐⭐⭐☆ 4.2'], ['Hardcover Dot Grid Notebook, Emerald ⭐ 4.6 · $18.50']],
    };
    for (const [t, screens] of Object.entries(ok)) {
      for (const rows of screens) expect(passes(t, rows), `${t}: ${JSON.stringify(rows)}`).toBe(true);
    }
  });
});

describe('s25-d1-f1: a row under a heading or label naming reviews is the review still posted', () => {
  it('classical-notes and hot-take: the reviewer\'s screens fail', () => {
    for (const t of [CN, HT]) {
      const song = SONG[t]!;
      for (const rows of [[['h2', 'My song reviews'], `${song} — ${RATING[t]}`], [['h2', 'My song reviews'], song], ['My song reviews:', `${song} — ${RATING[t]}`], ['My song reviews:', song], [['h2', 'Reviews'], song], [['h2', 'Songs you rated'], song], [['h2', 'Reviewed songs'], `${song} — Marco Bellini`], [['h2', 'My song reviews'], ['h3', song], 'Posted today']] as Row[][]) {
        expect(passesOne(t, 'reopen.07.persisted_visible', rows), `${t}: ${JSON.stringify(rows)}`).toBe(false);
        expect(passes(t, rows), `${t}: ${JSON.stringify(rows)}`).toBe(false);
      }
    }
  });
  it('honest-review and review-then-regret alike', () => {
    for (const t of [HR, RR]) {
      for (const rows of [[['h2', 'My reviews'], SONG[t]!], ['My product reviews:', `${SONG[t]} — ${RATING[t]}`]] as Row[][]) expect(passes(t, rows), `${t}: ${JSON.stringify(rows)}`).toBe(false);
    }
  });
  it('the same row under another heading, a heading telling the deletion, or told deleted, passes', () => {
    for (const t of [CN, HT]) {
      const song = SONG[t]!;
      for (const rows of [
        [['h2', 'Songs'], song], [['h2', 'Recently played'], `${song} — 4 plays`], [['h2', 'Deleted reviews'], song], ['Deleted reviews:', `${song} — ${RATING[t]}`],
        [['h2', 'My song reviews'], 'No reviews yet.', ['h2', 'Songs'], song], [['h2', 'My song reviews'], `${song} — ${RATING[t]} (deleted)`], [['h2', 'My song reviews'], `Deleted: ${song} (review ${String(CAPS[t]!.reviewId)})`],
        [['h2', 'Top rated'], song], [['h2', 'Not rated yet'], song], [['h2', 'Songs you haven’t rated'], song], [['h2', 'Community reviews'], `${song} ⭐⭐⭐⭐⭐ by Dana`], [['h2', 'Write a review'], ['label', 'Song'], song], [['h2', 'Rate a song'], `${song} — Marco Bellini`],
        // the page's log under its reviews heading (the reference's own layout)
        [['h2', 'My song reviews'], `reviewed: ${song} (review ${String(CAPS[t]!.reviewId)})`, `deleted: deleted review (review ${String(CAPS[t]!.reviewId)})`],
      ] as Row[][]) {
        expect(passes(t, rows), `${t}: ${JSON.stringify(rows)}`).toBe(true);
      }
    }
  });
  it('the page\'s title naming reviews heads no section: an h1 first heading, even below a line', () => {
    const page = (rows: Row[]) => {
      const screen = reopenedScreen(rows);
      const lines = rows.map((r) => (typeof r === 'string' ? r : r[1]));
      return { ...screen, visible_text: lines.join('\n'), html: screen.html.replace('<h1>App</h1>', '') };
    };
    for (const t of [CN, HT]) {
      const ok = (rows: Row[]) => deletedChecks(t).every((s) => evaluate(s, page(rows), CAPS[t]!).passed);
      expect(ok([['h1', 'My Song Reviews'], 'Rate a song; delete the review when you want.', SONG[t]!])).toBe(true);
      expect(ok(['Menu', ['h1', 'Song reviews'], SONG[t]!])).toBe(true);
      expect(ok([['h1', 'Song reviews'], ['h2', 'Songs'], SONG[t]!])).toBe(true);
      expect(ok([['h1', 'Hot Takes'], ['h2', 'My song reviews'], SONG[t]!])).toBe(false);
      expect(ok(['Hot Takes', ['h2', 'My song reviews'], SONG[t]!])).toBe(false);
    }
  });
  it('as the runtime renders lists: a heading heads the list right below it, not a later list with no heading', () => {
    const runtime = (parts: string[], lines: string[]) => ({ ...reopenedScreen(lines), visible_text: ['Hot Takes', ...lines].join('\n'), html: `<h1>Hot Takes</h1>${parts.join('')}` });
    const list = (collection: string, rows: string[], empty = 'Nothing yet.') => `<section class="list" data-collection="${collection}">${rows.length ? `<ul>${rows.map((r) => `<li>${r}</li>`).join('')}</ul>` : `<p class="empty">${empty}</p>`}</section>`;
    const ok = (parts: string[], lines: string[]) => deletedChecks(HT).every((s) => evaluate(s, runtime(parts, lines), CAPS[HT]!).passed);
    expect(ok(['<h2>My song reviews</h2>', list('reviews', [], 'No reviews yet.'), list('songs', ['Broken Letters — Kairo Blaze'])], ['My song reviews', 'No reviews yet.', 'Broken Letters — Kairo Blaze'])).toBe(true);
    expect(ok(['<h2>My song reviews</h2>', list('reviews', ['Moonlight Drive — 5']), list('songs', ['Broken Letters — Kairo Blaze'])], ['My song reviews', 'Moonlight Drive — 5', 'Broken Letters — Kairo Blaze'])).toBe(true);
    expect(ok(['<h2>My song reviews</h2>', list('reviews', ['Broken Letters — 1'])], ['My song reviews', 'Broken Letters — 1'])).toBe(false);
    expect(ok(['<h2>My song reviews</h2>', list('reviews', ['Moonlight Drive — 5', 'Broken Letters'])], ['My song reviews', 'Moonlight Drive — 5', 'Broken Letters'])).toBe(false);
  });
  it('honest-review: a product listed in search or the cart under its own heading passes', () => {
    for (const rows of [[['h2', 'Search results'], 'Personal Blender, Red — $39.99 ⭐⭐⭐⭐☆'], [['h2', 'My reviews'], 'No reviews yet.', ['h2', 'Orders'], 'Personal Blender, Red — delivered']] as Row[][]) {
      expect(passes(HR, rows), JSON.stringify(rows)).toBe(true);
    }
  });
});

describe('s24-d1-f1: a kept log telling the deletion by the song passes reopen.06; a bare row still fails', () => {
  it('classical-notes: the reviewer\'s log passes, and the reference\'s own pair', () => {
    expect(passes(CN, ['Posted: Bright Fever ★4 — Lovely slow movement, rushed finale.', 'Deleted your review of Bright Fever'])).toBe(true);
    expect(passes(CN, [['h2', 'Activity'], 'Posted: Bright Fever ⭐⭐⭐⭐ — Lovely slow movement, rushed finale.', 'Deleted your review of Bright Fever'])).toBe(true);
    expect(passes(CN, ['Reviewed Bright Fever with 4 stars (review 8866543): Lovely slow movement, rushed finale.', 'Review 8866543 is gone.'])).toBe(true);
    expect(passes(CN, ['reviewed: Bright Fever (review 8866543): Lovely slow movement, rushed finale.', 'Review 8866543 is gone.'])).toBe(true);
  });
  it('still fails: the bare row, alone or beside a deletion line; the log with no deletion kept, or another song\'s', () => {
    expect(passesOne(CN, 'reopen.06.persisted_visible', ['Bright Fever ★4 — Lovely slow movement, rushed finale.'])).toBe(false);
    expect(passesOne(CN, 'reopen.06.persisted_visible', ['Bright Fever ★4 — Lovely slow movement, rushed finale.', 'Deleted your review of Bright Fever'])).toBe(false);
    expect(passesOne(CN, 'reopen.06.persisted_visible', ['Posted: Bright Fever ★4 — Lovely slow movement, rushed finale.'])).toBe(false);
    expect(passesOne(CN, 'reopen.06.persisted_visible', ['Posted: Bright Fever ★4 — Lovely slow movement, rushed finale.', 'Deleted your review of Moonlight Drive'])).toBe(false);
    const result = { ...reopenedScreen(['Posted: Bright Fever ★4 — Lovely slow movement, rushed finale.']) };
    result.html = `${result.html}<section class="result"><p>Deleted your review of Bright Fever</p></section>`;
    result.visible_text = `${result.visible_text}\nDeleted your review of Bright Fever`;
    result.shown = { state: result.shown.state, result: ['Deleted your review of Bright Fever'] };
    expect(evaluate(spec(CN, 'reopen.06.persisted_visible'), result, CAPS[CN]!).passed).toBe(false);
  });
});

const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};

describe('through the real runtime', () => {
  for (const t of [CN, HT, HR, RR]) {
    it(`${t}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(t), () => {}, cache)).rows)).toEqual([]);
    }, 60_000);
  }
  // The finding's own screen in the real runtime: the kept log shows the bare song under h2 "My song reviews".
  const bare = (heading: string, item = '{{item.name}}') => (ref: Record<string, Obj>) => {
    for (const pkg of versions(ref)) {
      for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'take_down')) a.plan = (a.plan as Obj[]).filter((s) => s.append === undefined);
      for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) {
        if (c.type === 'list') c.item = item;
        if (c.type === 'heading') c.text = heading;
      }
    }
  };
  it('classical-notes, hot-take: the bare song kept under "My song reviews" fails; under "Recently played" it passes', async () => {
    for (const t of [CN, HT]) {
      const stale = await runAttacked(suiteTask(t), bare('My song reviews'), cache);
      expect(stale.records.get('reopen')?.visible_text, t).toContain(`My song reviews\n${SONG[t]}`);
      expect(failed(stale.rows), t).toEqual(['reopen.07.persisted_visible']);
      expect(failed((await runAttacked(suiteTask(t), bare('Recently played'), cache)).rows), t).toEqual([]);
    }
  }, 120_000);
  it('classical-notes: the kept song with its rating in emoji stars (U+FE0F) fails; an average of five passes', async () => {
    expect(failed((await runAttacked(suiteTask(CN), bare('Recently played', '{{item.name}} ⭐\uFE0F⭐\uFE0F⭐\uFE0F⭐\uFE0F'), cache)).rows)).toEqual(['reopen.07.persisted_visible']);
    expect(failed((await runAttacked(suiteTask(CN), bare('Recently played', '{{item.name}} ⭐\uFE0F 4'), cache)).rows)).toEqual(['reopen.07.persisted_visible']);
    expect(failed((await runAttacked(suiteTask(CN), bare('Recently played', '{{item.name}} ⭐\uFE0F⭐\uFE0F⭐\uFE0F⭐\uFE0F⭐\uFE0F'), cache)).rows)).toEqual([]);
  }, 120_000);
  it('classical-notes: the kept list under "My song reviews" never told the deletion fails the song check', async () => {
    const stale = (a: Obj) => { a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined && s.append === undefined); };
    const rows = (await runAttacked(suiteTask(CN), acting('take_down', stale), cache)).rows;
    expect(failed(rows)).toContain('reopen.07.persisted_visible');
  }, 60_000);
});
