/**
 * s25 dellogs (kit/made-undone.ts `history_names`, evaluate.ts): a record the task made and then
 * deleted, on the reopened screen.
 * - Over-spec (honest-review, hot-take, review-then-regret s24-d2-f1 / s24-d1-f1): a kept log naming
 *   the review by its product or song ("Posted 3★ review of Personal Blender, Red: …", then "Deleted
 *   your review of Personal Blender, Red.") passes, as the by-id deletion line did.
 * - Holes (exam-day-alarm, carpool-request, concert-ticket-request s24-d1-f1): a list row still
 *   showing the record (no past-event verb before its name) fails beside any line telling the deletion,
 *   by name or by id.
 * - classical-notes s24-s15-f1: the song the deleted review was of, shown beside a word of its
 *   posted state ("reviewed: Bright Fever (review 8866543)", "Bright Fever — 4 stars"), fails.
 * - s25 dellogs2 (s25-d1-f1): a kept review row by its rating in other forms ("4/5", "★★★★", "(4 ★)",
 *   "Rating: 4") fails; a log in the request tasks' verb "Asked …" is history; a bare "On" cell in a
 *   Status column tells an alarm on (shift-alarms).
 * On the real built tasks: the checker on hand-made reopened screens, then the real runtime.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('dellogs25');

const checks = (task: string): AssertionSpec[] => suiteTask(task).episodes.flatMap((e) => e.assertions).filter((a) => a.type === 'persisted_visible' && a.gone === true && a.history_kept === true);
const reopened = (lines: string[], result: string[] = []): EpisodeRecord => ({
  ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
  visible_text: ['App', ...result, ...lines].join('\n'),
  html: `<h1>App</h1>${result.length ? `<section class="result">${result.map((l) => `<p>${l}</p>`).join('')}</section>` : ''}${lines.map((l) => `<div>${l}</div>`).join('')}`,
  shown: { state: lines, result },
});
/** Every made-and-deleted check of the task passes on the screen. */
const passes = (task: string, lines: string[], captures: Record<string, unknown>, result: string[] = []): boolean => {
  const specs = checks(task);
  expect(specs.length).toBeGreaterThan(0);
  return specs.every((s) => evaluate(s, reopened(lines, result), captures).passed);
};

const HR = 'single.amazon.honest-review';
const HT = 'single.spotify.hot-take';
const RR = 'single.amazon.review-then-regret';
const CN = 'single.spotify.classical-notes';
const EA = 'single.phone.exam-day-alarm';
const CP = 'single.venmo.carpool-request';
const CT = 'single.venmo.concert-ticket-request';

describe('over-spec: a kept log naming the deleted review by its product or song passes', () => {
  it('honest-review: posted, then deleted by product name', () => {
    const caps = { reviewId: 8228116 };
    expect(passes(HR, ['Activity', 'Posted 3★ review of Personal Blender, Red: "Blends fine but sounds like a jet engine."', 'Deleted your review of Personal Blender, Red.'], caps)).toBe(true);
    expect(passes(HR, ['Posted 3★ review of Personal Blender, Red: "Blends fine but sounds like a jet engine."', 'Review 8228116 is deleted.'], caps)).toBe(true);
  });
  it('hot-take: the reference\'s own wording and a posted line, then deleted by song', () => {
    const caps = { reviewId: 8228116 };
    expect(passes(HT, ['Posted 1★ on Broken Letters: "The beat goes nowhere."', 'Deleted your review of Broken Letters.'], caps)).toBe(true);
    expect(passes(HT, ['Reviewed Broken Letters with 1 stars: The beat goes nowhere.', 'Deleted your review of Broken Letters.'], caps)).toBe(true);
  });
  it('review-then-regret: posted 5 stars, then deleted by product', () => {
    const caps = { reviewId: 8228116 };
    expect(passes(RR, ['Posted 5 stars for Hardcover Dot Grid Notebook, Emerald: Paper takes fountain pen ink without bleeding.', 'Deleted the review of Hardcover Dot Grid Notebook, Emerald.'], caps)).toBe(true);
    expect(passes(RR, ['Posted 5 stars for Hardcover Dot Grid Notebook, Emerald: Paper takes fountain pen ink without bleeding.', 'Review 8228116 is deleted.'], caps)).toBe(true);
  });
  it('still fails: the posted line with no deletion kept, or only the last message telling it, or another product deleted', () => {
    const caps = { reviewId: 8228116 };
    expect(passes(HR, ['Posted 3★ review of Personal Blender, Red: "Blends fine but sounds like a jet engine."'], caps)).toBe(false);
    expect(passes(HR, ['Posted 3★ review of Personal Blender, Red: "Blends fine but sounds like a jet engine."'], caps, ['Deleted your review of Personal Blender, Red.'])).toBe(false);
    expect(passes(HR, ['Posted 3★ review of Personal Blender, Red: "Blends fine but sounds like a jet engine."', 'Deleted your review of Hardcover Dot Grid Notebook, Emerald.'], caps)).toBe(false);
    expect(passes(HR, ['Posted 3★ review of Personal Blender, Red: "Blends fine but sounds like a jet engine."', 'Review 1234567 is deleted.'], caps)).toBe(false);
  });
  it('a list row of the review stays stale beside the deletion line', () => {
    const caps = { reviewId: 8228116 };
    expect(passes(HR, ['My reviews', 'Personal Blender, Red — 3★ "Blends fine but sounds like a jet engine."', 'Deleted your review of Personal Blender, Red.'], caps)).toBe(false);
    expect(passes(HT, ['My reviews', 'Broken Letters — 1★: The beat goes nowhere.', 'Review 8228116 is deleted.'], caps)).toBe(false);
  });
});

describe('holes: a list row still showing the record fails beside a deletion told by name or id', () => {
  it('exam-day-alarm', () => {
    const caps = { alarmId: 3815489 };
    expect(passes(EA, ['Alarms set here', 'Statistics exam at 07:10 — alarm 3815489 (on)', 'Log', 'Removed Statistics exam'], caps)).toBe(false);
    expect(passes(EA, ['Alarms set here', 'Statistics exam at 07:10 — alarm 3815489 (on)', 'Log', 'Alarm 3815489 is removed.'], caps)).toBe(false);
    // A log: set, then removed; or nothing shown; or the row told removed.
    expect(passes(EA, ['Log', 'Set alarm Statistics exam at 07:10', 'Removed Statistics exam'], caps)).toBe(true);
    expect(passes(EA, ['Alarms set here', 'No alarms.'], caps)).toBe(true);
    expect(passes(EA, ['Statistics exam at 07:10 — removed'], caps)).toBe(true);
  });
  it('carpool-request', () => {
    const caps = { requestId: 1122288 };
    expect(passes(CP, ['Requests', 'Liam Larsen — $15 for Gas this week (request 1122288, pending)', 'Withdrew the Gas this week request'], caps)).toBe(false);
    expect(passes(CP, ['Requested $15 from Liam Larsen for Gas this week', 'Withdrew the Gas this week request'], caps)).toBe(true);
  });
  it('concert-ticket-request', () => {
    const caps = { requestId: 5221267 };
    expect(passes(CT, ['Requests sent', 'Concert ticket — $40 from Mira (pending)', 'Cancelled Concert ticket request'], caps)).toBe(false);
    expect(passes(CT, ['Requests sent', 'Concert ticket — $40 from Mira (pending)', 'Request 5221267 is cancelled.'], caps)).toBe(false);
    expect(passes(CT, ['Requested $40 from Mira for Concert ticket', 'Cancelled Concert ticket request'], caps)).toBe(true);
  });
});

describe('the app\'s own fixed text holding the record\'s words is no row of it (book-club-request, independent_vocabulary)', () => {
  const BC = 'single.venmo.book-club-request';
  const caps = { requestId: 3500961 };
  const intro = 'I collect book club dues. An app to send a member a Venmo request, and to delete a request when someone has left the club, would save me a lot of fiddling.';
  const screen = (rows: string[]): EpisodeRecord => ({ ...reopened([intro, ...rows]), shown: { state: rows, result: [] } });
  const ok = (rows: string[]): boolean => checks(BC).every((s) => evaluate(s, screen(rows), caps).passed);
  it('a description above the forms passes beside a log telling the cancel; a kept row still pending fails', () => {
    expect(ok(['Zoe Ito — $12 · Book club dues · request · 3500961, cancelled'])).toBe(true);
    expect(ok(['Zoe Ito — $12 · Book club dues · request · 3500961, pending'])).toBe(false);
    expect(ok(['Zoe Ito — $12 · Book club dues · request · 3500961, pending', 'Cancelled the Book club dues request'])).toBe(false);
  });
});

describe('classical-notes: the song shown beside the review\'s posted state fails', () => {
  const caps = { reviewId: 8866543 };
  it('is a second check on the song, with the made step\'s words and the rating', () => {
    const song = checks(CN).find((a) => a.type === 'persisted_visible' && a.value === 'Bright Fever');
    expect(song).toMatchObject({ gone: true, history: true, history_kept: true, history_names: expect.arrayContaining(['$reviewId']) });
    expect(song?.type === 'persisted_visible' ? song.was : []).toEqual(expect.arrayContaining(['reviewed', '4 stars']));
  });
  it('a kept list still showing the review by song fails', () => {
    expect(passes(CN, ['My song reviews', 'reviewed: Bright Fever (review 8866543)'], caps)).toBe(false);
    expect(passes(CN, ['My song reviews', 'Bright Fever — 4 stars'], caps)).toBe(false);
  });
  it('the song alone, a log that tells the deletion, or the row told deleted passes', () => {
    expect(passes(CN, ['Songs', 'Bright Fever — Marco Bellini — 3:41'], caps)).toBe(true);
    expect(passes(CN, ['reviewed: Bright Fever (review 8866543)', 'Review 8866543 is deleted.'], caps)).toBe(true);
    expect(passes(CN, ['Posted 4★ on Bright Fever: "Lovely slow movement, rushed finale."', 'Deleted your review of Bright Fever.'], caps)).toBe(true);
    expect(passes(CN, ['Bright Fever — 4 stars (deleted)'], caps)).toBe(true);
  });
});

describe('s25 dellogs2 (classical-notes, hot-take s25-d1-f1): a kept review row by its other rating forms fails', () => {
  it('the matcher: a score with its scale is found however written; a star run is whole', () => {
    for (const [text, word] of [['Bright Fever — 4/5', '4/5'], ['Bright Fever — 4 / 5', '4/5'], ['Bright Fever — 4 out of 5', '4/5'], ['Bright Fever ★★★★', '★★★★'], ['Bright Fever ★★★★☆', '★★★★'], ['Bright Fever (4 ★)', '4 ★'], ['Bright Fever — Rating: 4', 'rating: 4'], ['Bright Fever — Rating: 4/5', 'rating: 4']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(true);
    }
    for (const [text, word] of [['Bright Fever — 14/5', '4/5'], ['Bright Fever — 4/5/2023', '4/5'], ['Bright Fever — 4', '4/5'], ['Bright Fever ★★★★★', '★★★★'], ['Bright Fever ★★★', '★★★★'], ['Bright Fever — Rating: 4.5', 'rating: 4'], ['Broken Letters ★★★★★', '★']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(false);
    }
  });
  it('classical-notes: "4/5", "★★★★", "(4 ★)", "Rating: 4", "4 out of 5" beside the song fail with no deletion told', () => {
    const caps = { reviewId: 8866543 };
    for (const row of ['Bright Fever — 4/5', 'Bright Fever ★★★★', 'Bright Fever ★★★★☆', 'Bright Fever (4 ★)', 'Bright Fever — Rating: 4', 'Bright Fever — 4 out of 5', 'Bright Fever — 4 stars']) {
      expect(passes(CN, ['My song reviews', row], caps), row).toBe(false);
    }
  });
  it('classical-notes: a plain song row, another count, the row told deleted or a log telling it passes', () => {
    const caps = { reviewId: 8866543 };
    for (const lines of [['Songs', 'Bright Fever — Marco Bellini — 3:41'], ['Bright Fever — 4 plays'], ['Bright Fever — track 4'], ['Bright Fever — 4/5 (review deleted)'], ['Posted 4/5 on Bright Fever: "Lovely slow movement, rushed finale."', 'Deleted your review of Bright Fever.']]) {
      expect(passes(CN, lines, caps), lines.join(' | ')).toBe(true);
    }
  });
  it('hot-take: "1/5", "★", "(1 ★)", "Rating: 1" beside the song fail; a plain row or a 5-star run of another sense passes', () => {
    const caps = { reviewId: 2815436 };
    // A lone "★" is a card's average-rating glyph too ("★ 5.0"): not a rating of 1 (s25-d2-f1).
    for (const row of ['Broken Letters — 1/5', 'Broken Letters (1 ★)', 'Broken Letters — Rating: 1', 'Broken Letters — 1 out of 5', 'Broken Letters ★☆☆☆☆']) {
      expect(passes(HT, ['My song reviews', row], caps), row).toBe(false);
    }
    for (const lines of [['Songs', 'Broken Letters — Kairo Blaze — 4:12'], ['Broken Letters — 1 play today'], ['Broken Letters — 1/5 (deleted)'], ['Songs', 'Broken Letters · Kairo Blaze · ★ 5.0 (1 review)']]) {
      expect(passes(HT, lines, caps), lines.join(' | ')).toBe(true);
    }
  });
});

describe('s25 dellogs2 (book-club, carpool, concert-ticket-request s25-d1-f1): a log in the reference\'s verb "Asked" tells the deletion', () => {
  const BC = 'single.venmo.book-club-request';
  it('"Asked … (request N)." then "Request N is cancelled." passes', () => {
    expect(passes(BC, ['Activity', 'Asked Zoe Ito for $12 for Book club dues (request 3500961).', 'Request 3500961 is cancelled.'], { requestId: 3500961 })).toBe(true);
    expect(passes(CP, ['Activity', 'Asked Liam Larsen for $15 for Gas this week (request 1122288).', 'Request 1122288 is cancelled.'], { requestId: 1122288 })).toBe(true);
    expect(passes(CT, ['Activity', 'Asked Caleb Larsen for $68 for Concert ticket (request 5221267).', 'Request 5221267 is cancelled.'], { requestId: 5221267 })).toBe(true);
    expect(passes(CT, ['Billed Caleb Larsen $68 for Concert ticket.', 'Cancelled the Concert ticket request.'], { requestId: 5221267 })).toBe(true);
  });
  it('still fails: the log with no deletion kept, another request cancelled, or a list row beside the deletion', () => {
    expect(passes(CT, ['Activity', 'Asked Caleb Larsen for $68 for Concert ticket (request 5221267).'], { requestId: 5221267 })).toBe(false);
    expect(passes(CT, ['Activity', 'Asked Caleb Larsen for $68 for Concert ticket (request 5221267).', 'Request 1234567 is cancelled.'], { requestId: 5221267 })).toBe(false);
    expect(passes(CT, ['Activity', 'Asked Caleb Larsen for $68 for Concert ticket (request 5221267).'], { requestId: 5221267 }, ['Request 5221267 is cancelled.'])).toBe(false);
    expect(passes(CT, ['Requests', 'Caleb Larsen — $68 for Concert ticket (pending)', 'Request 5221267 is cancelled.'], { requestId: 5221267 })).toBe(false);
  });
});

describe('s25 dellogs2 (shift-alarms s25-d1-f1): a bare "On" cell in a Status column tells on, as "Off" tells off', () => {
  const SA = 'single.phone.shift-alarms';
  const spec = (id: string): AssertionSpec => ({ ...suiteTask(SA).episodes.flatMap((e) => e.assertions).find((a) => a.id === id)!, record: undefined } as AssertionSpec);
  const table = (rows: string[]): EpisodeRecord => reopened(rows);
  const ok = (id: string, rows: string[]): boolean => evaluate(spec(id), table(rows), {}).passed;
  it('reopen.03 / reopen.04 on a table with a Status column', () => {
    const rows = ['Shift\tTime\tStatus', 'Early shift\t05:15\tOn', 'Late shift\t11:45\tOff'];
    expect(ok('reopen.03.persisted_visible', rows)).toBe(true);
    expect(ok('reopen.04.persisted_visible', rows)).toBe(true);
    expect(ok('reopen.03.persisted_visible', ['Shift\tTime\tState\tDays', 'Early shift\t05:15\tOn\tMon–Fri', 'Late shift\t11:45\tOff\tMon–Fri'])).toBe(true);
  });
  it('the wrong states, or an "On" cell of another column, fail', () => {
    expect(ok('reopen.03.persisted_visible', ['Shift\tTime\tStatus', 'Early shift\t05:15\tOff', 'Late shift\t11:45\tOn'])).toBe(false);
    expect(ok('reopen.04.persisted_visible', ['Shift\tTime\tStatus', 'Early shift\t05:15\tOff', 'Late shift\t11:45\tOn'])).toBe(false);
    expect(ok('reopen.03.persisted_visible', ['Shift\tTime\tRepeat', 'Early shift\t05:15\tOn'])).toBe(false);
    expect(ok('reopen.03.persisted_visible', ['Shift\tTime\tStatus', 'Early shift\t05:15\tOn Mondays'])).toBe(false);
  });
  it('a result check reads the changed row under its header too', () => {
    const res = (id: string, rows: string[], before: string): unknown => (evaluate(spec(id), { ...table(rows), visible_before: before }, { earlyAlarm: 1, lateAlarm: 2 }).observed as { beside?: unknown }).beside;
    const header = 'Shift\tTime\tStatus';
    expect(res('switch-back.11.visible_result_grounded', [header, 'Early shift\t05:15\tOn', 'Late shift\t11:45\tOff'], ['App', header, 'Early shift\t05:15\tOff', 'Late shift\t11:45\tOn'].join('\n'))).not.toBe(null);
    expect(res('switch-back.11.visible_result_grounded', [header, 'Early shift\t05:15\tOff', 'Late shift\t11:45\tOn'], ['App', header, 'Early shift\t05:15\tOn', 'Late shift\t11:45\tOff'].join('\n'))).toBe(null);
  });
});

const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};

describe('through the real runtime: the references pass', () => {
  for (const t of [HR, HT, RR, CN, EA, CP, CT]) {
    it(t, async () => {
      expect(failed((await runAttacked(suiteTask(t), () => {}, cache)).rows)).toEqual([]);
    }, 60_000);
  }
  it('classical-notes: the kept list never told the deletion fails the song check', async () => {
    const stale = (a: Obj) => { a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined && s.append === undefined); };
    const rows = (await runAttacked(suiteTask(CN), acting('take_down', stale), cache)).rows;
    expect(failed(rows)).toContain('reopen.07.persisted_visible');
  }, 60_000);
});
