/**
 * s23: a reopened record's state on its card or in a marked table column.
 * - capture-then-file-gutter s22-s11-f1, label-recolor-garden s22-r4-f1, wetland-sensor s22-r4-f1:
 *   the state on a field line under the record ("Project: Household") counts; on the next
 *   record's card, or after "not", it does not.
 * - launch-checklist s22-r4-f2: a "Done" column marked true counts; false does not.
 * - star-important s22-r2-f1, s22-r4-f1: a star badge further down the card ("Starred: ✔️") and a
 *   "Star" column still true tell the old state; "Starred: no" does not.
 */
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { AssertionSpec } from '../../schemas/task.ts';
import { reopenedScreen, suiteTask } from '../__tests__/helpers.ts';
import { evaluate } from './evaluate.ts';

const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!spec) throw new Error(`${task}: no ${id}`);
  // The screen half only: the record's row is the run's to read.
  return { ...spec, record: undefined } as AssertionSpec;
};

const reopened = (rows: [string, string][]): EpisodeRecord => reopenedScreen(rows);
const passes = (task: string, id: string, rows: [string, string][]) => evaluate(check(task, id), reopened(rows), {}).passed;

const G = 'single.todoist.capture-then-file-gutter';
const L = 'single.todoist.label-recolor-garden';
const W = 'single.todoist.wetland-sensor';
const C = 'single.todoist.launch-checklist';
const S = 'single.gmail.star-important';

describe('s23 states on a card or in a column after reopen', () => {
  it('a field line of the record\'s own card tells its state', () => {
    expect(passes(G, 'reopen.03', [['b', 'Clean the gutters'], ['div', 'Project: Household']])).toBe(true);
    expect(passes(G, 'reopen.03', [['h2', 'Captured'], ['h3', 'Clean the gutters'], ['div', 'Project: Household']])).toBe(true);
    expect(passes(L, 'reopen.06', [['b', 'garden'], ['div', 'Colour: green']])).toBe(true);
    expect(passes(W, 'reopen.06', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Priority: medium · Due May 22']])).toBe(true);
    expect(passes(W, 'reopen.07', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Priority: medium · Due May 22']])).toBe(true);
  });
  it('the state on the next record\'s card, or negated, does not', () => {
    expect(passes(G, 'reopen.03', [['b', 'Clean the gutters'], ['div', 'Project: Inbox'], ['b', 'Fix the fence'], ['div', 'Project: Household']])).toBe(false);
    expect(passes(L, 'reopen.06', [['div', 'Label: garden'], ['div', 'Colour: red'], ['div', 'Label: herbs'], ['div', 'Colour: green']])).toBe(false);
    expect(passes(L, 'reopen.06', [['div', 'garden'], ['div', 'Colour: not green']])).toBe(false);
    expect(passes(W, 'reopen.06', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Priority: low'], ['b', 'Other job'], ['div', 'Priority: medium']])).toBe(false);
  });
  it('a column headed by the state word, marked yes, tells it', () => {
    expect(passes(C, 'reopen.02', [['div', 'Title\tDue\tDone'], ['div', 'Write release notes for search v2\t2023-05-30\ttrue']])).toBe(true);
    expect(passes(C, 'reopen.02', [['div', 'Title\tDue\tDone'], ['div', 'Write release notes for search v2\t2023-05-30\tfalse']])).toBe(false);
    expect(passes(C, 'reopen.02', [['b', 'Write release notes for search v2'], ['div', 'Done: ✔️']])).toBe(true);
  });
  it('a star badge down the card or a "Star" column still marked is the old state', () => {
    expect(passes(S, 'reopen.06', [['h2', 'Flights for Thanksgiving'], ['div', 'From: Chloe Patel'], ['div', 'Starred: yes']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Flights for Thanksgiving'], ['div', 'From: Chloe Patel'], ['div', 'Starred: ✔️']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Subject\tStar'], ['div', 'Flights for Thanksgiving\ttrue']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Subject\tStar'], ['div', 'Flights for Thanksgiving\tfalse']])).toBe(true);
    expect(passes(S, 'reopen.06', [['div', 'Flights for Thanksgiving'], ['div', 'From: Chloe Patel'], ['div', 'Starred: no']])).toBe(true);
  });
});

describe('s23 a star or a heart says the state its word says', () => {
  const R = 'multi.code-review-reply-task';
  const V = 'single.venmo.comment-likes';
  it('★ beside the starred thread, ❤ beside the hearted comment, "My hearts" over it pass', () => {
    expect(passes(R, 'reopen.02', [['div', '★ Code review for the billing fix — reply by 2023-05-23']])).toBe(true);
    expect(passes(V, 'reopen.01', [['div', '❤️ "Worth every penny" on Thai food at Little Bangkok 🍜']])).toBe(true);
    expect(passes(V, 'reopen.01', [['h2', 'My hearts'], ['div', '"Worth every penny" on Thai food at Little Bangkok 🍜']])).toBe(true);
  });
  it('no mark and no word still fails; a heart beside the un-hearted payment is still the old state', () => {
    expect(passes(R, 'reopen.02', [['div', 'Code review for the billing fix — reply by 2023-05-23']])).toBe(false);
    expect(passes(V, 'reopen.01', [['div', '"Worth every penny" on Thai food at Little Bangkok 🍜']])).toBe(false);
    expect(passes(V, 'reopen.06', [['div', '♥ Ski cabin weekend, my half of gas']])).toBe(false);
  });
});

describe('s23 R1: negated states, status fields down a card, a value on the card its record heads', () => {
  const V = 'single.venmo.comment-likes';
  const J = 'single.todoist.japan-trip-prep';
  const B = 'single.todoist.birthday-hand-off';
  it('comment-likes reopen.01: a liked word said negated does not tell liked (s23-r1-f2)', () => {
    for (const told of ['un-hearted', 'heart removed', 'like removed', 'no longer liked', 'Liked: no']) {
      expect(passes(V, 'reopen.01', [['div', `"Worth every penny" on Thai food at Little Bangkok 🍜 — ${told}`]])).toBe(false);
    }
    expect(passes(V, 'reopen.01', [['div', '"Worth every penny" on Thai food at Little Bangkok 🍜 — liked']])).toBe(true);
  });
  it('comment-likes reopen.06: the un-hearted comment under "Hearted comments" or carded "Liked: yes" fails (s23-r1-f1)', () => {
    expect(passes(V, 'reopen.06', [['h2', 'Hearted comments'], ['div', 'Ski cabin weekend, my half of gas']])).toBe(false);
    expect(passes(V, 'reopen.06', [['div', 'Ski cabin weekend, my half of gas'], ['div', 'Liked: yes']])).toBe(false);
    expect(passes(V, 'reopen.06', [['div', 'Ski cabin weekend, my half of gas — un-hearted']])).toBe(true);
  });
  it('star-important: "Status: Starred" or "Labels: Starred" down the card is the old state (s23-r1-f1)', () => {
    expect(passes(S, 'reopen.06', [['div', 'Flights for Thanksgiving'], ['div', 'From: Chloe Patel'], ['div', 'Status: Starred']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Flights for Thanksgiving'], ['div', 'Labels: Starred']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Flights for Thanksgiving'], ['div', 'From: Chloe Patel'], ['div', 'Status: unstarred']])).toBe(true);
  });
  it('japan-trip-prep reopen.03: the date on the card its to-do heads (s23-r1-f1)', () => {
    expect(passes(J, 'reopen.03', [['b', 'Renew passport'], ['div', 'Due: July 1 · high priority']])).toBe(true);
    expect(passes(J, 'reopen.03', [['h3', 'Renew passport'], ['div', 'Due: 2023-07-01']])).toBe(true);
    expect(passes(J, 'reopen.03', [['b', 'Renew passport'], ['div', 'Due: June 15'], ['b', 'Book flights'], ['div', 'Due: July 1']])).toBe(false);
  });
  it('birthday-hand-off reopen.06: the assignee beside the to-do, not on another line (s23-r1-f1)', () => {
    expect(passes(B, 'reopen.06', [['div', "Mom's 60th Birthday — shared with Chloe Patel"], ['div', 'Order the birthday cake — unassigned']])).toBe(false);
    expect(passes(B, 'reopen.06', [['div', 'Order the birthday cake — assigned to Chloe Patel']])).toBe(true);
    expect(passes(B, 'reopen.06', [['b', 'Order the birthday cake'], ['div', 'Assignee: chloe.patel@gmail.com']])).toBe(true);
  });
});

describe('s23 R1: a card line of labelled parts with no colon', () => {
  it('wetland-sensor: "Medium priority · due May 22" under the title counts; under another job it does not (s22-r4-f1)', () => {
    expect(passes(W, 'reopen.06', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Medium priority · due May 22']])).toBe(true);
    expect(passes(W, 'reopen.07', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Medium priority · due May 22']])).toBe(true);
    expect(passes(W, 'reopen.07', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Due May 22']])).toBe(true);
    expect(passes(W, 'reopen.06', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Low priority'], ['b', 'Fix the fence'], ['div', 'Medium priority']])).toBe(false);
    expect(passes(W, 'reopen.06', [['b', 'Check and calibrate the wetland sensor'], ['div', 'Fix the fence · medium priority']])).toBe(false);
  });
});

describe('s23 R2: stale status fields and negated lines under a title', () => {
  it('star-important: a "Status" column or an inline "Status: Starred" is the old state (s23-r2-f1)', () => {
    expect(passes(S, 'reopen.06', [['div', 'Subject\tStatus'], ['div', 'Flights for Thanksgiving\tStarred']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Flights for Thanksgiving — Status: Starred']])).toBe(false);
    expect(passes(S, 'reopen.06', [['div', 'Subject\tStatus'], ['div', 'Flights for Thanksgiving\tUnstarred']])).toBe(true);
  });
  it('comment-likes reopen.01: a negated line under a title that says hearts does not pass (s23-r1-f2)', () => {
    expect(passes('single.venmo.comment-likes', 'reopen.01', [['h2', 'Comment Hearts'], ['div', '"Worth every penny" on Thai food at Little Bangkok 🍜 — un-hearted']])).toBe(false);
    expect(passes('single.venmo.comment-likes', 'reopen.01', [['h2', 'Comment Hearts'], ['div', '"Worth every penny" on Thai food at Little Bangkok 🍜']])).toBe(true);
  });
});

describe('s23 R2: a rename log does not excuse the made-list line', () => {
  const gone = (rows: [string, string][]) => {
    const spec = suiteTask('single.spotify.workout-mix').episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true);
    if (!spec) throw new Error('no gone check');
    return evaluate(spec, reopened(rows), {}).passed;
  };
  it('workout-mix: "Leg Day Mix — playlist 6364352 (rock)" beside "Renamed Leg Day Mix to Leg Day Heavy Mix" fails (s23-s12-f1)', () => {
    expect(gone([['div', 'Renamed Leg Day Mix to Leg Day Heavy Mix'], ['div', 'Leg Day Mix — playlist 6364352 (rock)']])).toBe(false);
    expect(gone([['div', 'Created Leg Day Mix'], ['div', 'Renamed Leg Day Mix to Leg Day Heavy Mix'], ['div', 'Leg Day Heavy Mix — playlist 6364352 (rock)']])).toBe(true);
  });
});

describe('s23 S13: a renamed file is not shown by its old name as its name now', () => {
  const gone = (rows: [string, string][]) => {
    const spec = suiteTask('single.file_system.meeting-agenda').episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true);
    if (!spec) throw new Error('no gone check');
    return evaluate(spec, reopened(rows), {}).passed;
  };
  it('meeting-agenda: "agenda_2023-05-19.md — Friday" after the rename fails; the renamed file, or a log of the rename, passes', () => {
    expect(gone([['div', 'agenda_2023-05-19.md — Friday agenda']])).toBe(false);
    expect(gone([['div', '~/documents/work/agenda_2023-05-19.md']])).toBe(false);
    expect(gone([['div', 'agenda_2023-05-22.md — Monday agenda']])).toBe(true);
    expect(gone([['div', 'Renamed agenda_2023-05-19.md to agenda_2023-05-22.md']])).toBe(true);
  });
});

describe('s23 R3: a state word said negated in a gone check tells the other state', () => {
  const gone = (task: string, rows: [string, string][]) => {
    const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && a.logged === undefined);
    if (!spec) throw new Error(`${task}: no gone check`);
    // s27 reopen2: a flipped alarm's check names it by its id capture too (s27-s193-f5): ids no line shows.
    return evaluate(spec, reopened(rows), { alarmId: 9999991, expenseId: 9999992, trashId: 9999993 }).passed;
  };
  it('bin-night-alarm: "not enabled", "Active: no" are still off; "not paused", "Paused: no" are on again', () => {
    const spec = suiteTask('single.phone.bin-night-alarm').episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true);
    const value = String((spec as { value?: unknown } | undefined)?.value);
    expect(gone('single.phone.bin-night-alarm', [['div', `${value} — not enabled`]])).toBe(false);
    expect(gone('single.phone.bin-night-alarm', [['div', `${value} — not paused`]])).toBe(true);
    expect(gone('single.phone.bin-night-alarm', [['div', `${value} · Paused: no`]])).toBe(true);
  });
  it('mark-read-triage: "Read: no" tells the thread unread', () => {
    expect(gone('single.gmail.mark-read-triage', [['div', 'Plumber coming Thursday · Read: no']])).toBe(true);
    expect(gone('single.gmail.mark-read-triage', [['div', 'Plumber coming Thursday — read']])).toBe(false);
  });
});
