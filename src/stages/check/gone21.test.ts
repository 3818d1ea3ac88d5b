/**
 * s21: a gone check after reopen (`persisted_visible` with `gone`, `was`, `history`) reads a word
 * of one list inside a longer phrase of the other as that phrase ("star" in "star removed" is not
 * "starred"), and, with `was_headed`, a line under a section heading that tells the old state as
 * stale. The specs are the suite's own reopen checks.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import type { AssertionSpec } from '../../schemas/task.ts';
import { suiteTask } from '../__tests__/helpers.ts';
import { evaluate } from './evaluate.ts';

const goneCheck = (task: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true);
  if (!spec) throw new Error(`${task}: no gone check`);
  return spec;
};

/** A reopened screen: a title heading, then `body` lines; `headings` marks which of them are headings. */
function reopened(body: string[], headings: string[] = []): EpisodeRecord {
  const lines = ['Mail Helper', ...body];
  const html = `<h1>Mail Helper</h1>${body.map((line) => (headings.includes(line) ? `<h2>${line}</h2>` : `<p>${line}</p>`)).join('')}`;
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: lines.join('\n'),
    html,
    shown: { state: body, result: [] },
  };
}
const passes = (task: string, body: string[], headings: string[] = []) => evaluate(goneCheck(task), reopened(body, headings), {}).passed;

describe('gone after reopen: a phrase of the old state is not the new state\'s word inside it', () => {
  it('unstar-done (starred again): a kept list still saying the star is off fails, in any of its wordings', () => {
    for (const stale of ['New lease terms — star removed', 'New lease terms: not starred', 'New lease terms — no longer starred', 'Done: New lease terms — star cleared', 'Removed the star from New lease terms', 'Unstarred New lease terms']) {
      expect(passes('single.gmail.unstar-done', [stale]), stale).toBe(false);
    }
  });
  it('unstar-done: a list telling it starred, or a history ending in the star put back, passes', () => {
    expect(passes('single.gmail.unstar-done', ['New lease terms — starred'])).toBe(true);
    expect(passes('single.gmail.unstar-done', ['Star removed: New lease terms', 'Starred again: New lease terms'])).toBe(true);
    expect(passes('single.gmail.unstar-done', [])).toBe(true);
  });
  it('archive-finished (brought back): the user\'s own words for the inbox tell it now', () => {
    for (const told of [['Archived: Utilities for May', 'Moved to inbox: Utilities for May'], ['Archived: Utilities for May', 'Back to the inbox: Utilities for May'], ['Utilities for May — archived, then back to the inbox'], ['Utilities for May — no longer archived']]) {
      expect(passes('single.gmail.archive-finished', told), told.join(' / ')).toBe(true);
    }
    expect(passes('single.gmail.archive-finished', ['Utilities for May — archived'])).toBe(false);
  });
  it('dig-out-archive (archived again): every word the bring-back step took is stale now', () => {
    for (const stale of ['Put back: Recipe you asked for', 'Recipe you asked for is back', 'Recipe you asked for — added back', 'Recipe you asked for — unarchived']) {
      expect(passes('single.gmail.dig-out-archive', [stale]), stale).toBe(false);
    }
    expect(passes('single.gmail.dig-out-archive', ['Recipe you asked for — archived'])).toBe(true);
  });
});

describe('gone after reopen: the old state told by the section heading (was_headed)', () => {
  it('star-for-taxes (unstarred): listed under "Starred for taxes" with no word of its own fails', () => {
    expect(passes('single.gmail.star-for-taxes', ['Starred for taxes', 'Tax documents (thread 3591046)'], ['Starred for taxes'])).toBe(false);
  });
  it('star-for-taxes: the same line under a heading of both states, or with its own state, or under the app\'s title, passes', () => {
    expect(passes('single.gmail.star-for-taxes', ['Starred and unstarred', 'Tax documents (thread 3591046)'], ['Starred and unstarred'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['Starred for taxes', 'Tax documents — unstarred'], ['Starred for taxes'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['Tax documents (thread 3591046)'])).toBe(true);
  });
});

describe('gone after reopen: a label line above, or a status line of the card (was_headed)', () => {
  it('star-for-taxes: "Starred threads:" over the line, or "Status: starred" under it, fails', () => {
    expect(passes('single.gmail.star-for-taxes', ['Starred threads:', 'Tax documents (thread 3591046)'])).toBe(false);
    expect(passes('single.gmail.star-for-taxes', ['Tax documents (thread 3591046)', 'Status: starred'])).toBe(false);
  });
  it('star-for-taxes: "Status: not starred", or a label of both states, passes; so does another record\'s line below', () => {
    expect(passes('single.gmail.star-for-taxes', ['Tax documents (thread 3591046)', 'Status: not starred'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['Starred and unstarred:', 'Tax documents — unstarred'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['Tax documents — unstarred', 'Rent receipts — starred'])).toBe(true);
  });
});

describe('gone after reopen: a corrected text is not shown beside the record as it was (s20-z3-f1)', () => {
  it('meeting-minutes-export: a kept line still saying 10% fails; one saying 12%, or a history of both, passes', () => {
    expect(passes('multi.meeting-minutes-export', ['Vendor call June 2 — renew contract, ask for 10% off'])).toBe(false);
    expect(passes('multi.meeting-minutes-export', ['Vendor call June 2 — renew contract, ask for 12% off'])).toBe(true);
    expect(passes('multi.meeting-minutes-export', ['Vendor call June 2: 10% changed to 12%'])).toBe(true);
    expect(passes('multi.meeting-minutes-export', ['Vendor call June 2 → ~/documents/work/vendor_call.txt (note 4471093) — saved to file'])).toBe(true);
  });
});

describe('gone after reopen: a table column headed by the old state (was_headed)', () => {
  it('star-for-taxes: a row marked under "Starred" fails; marked "no", or under a column of the new state, passes', () => {
    expect(passes('single.gmail.star-for-taxes', ['Subject\tStarred', 'Tax documents\tyes'])).toBe(false);
    expect(passes('single.gmail.star-for-taxes', ['Subject\tStarred', 'Tax documents\tno'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['Subject\tUnstarred', 'Tax documents\tyes'])).toBe(true);
  });
});

describe('gone after reopen: the clause of a corrected text, on any line (corrected-gone)', () => {
  it('emergency-contacts-file-note: a card still showing "plumber 555-0199" fails; the new number, or no text, passes', () => {
    const task = 'multi.emergency-contacts-file-note';
    const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && a.note?.includes('old text'));
    expect(spec && 'value' in spec ? spec.value : undefined).toBe('plumber 555-0199');
    const run = (body: string[]) => evaluate(spec as AssertionSpec, reopened(body), {}).passed;
    expect(run(['Emergency numbers', 'vet 555-0100, plumber 555-0199'])).toBe(false);
    expect(run(['Emergency numbers', 'vet 555-0100, plumber 555-0142'])).toBe(true);
    expect(run(['Emergency numbers → ~/documents/emergency.txt'])).toBe(true);
    expect(run(['plumber 555-0199 → 555-0142'])).toBe(true);
  });
});

describe('gone after reopen: a log telling the correction anywhere makes the old text history (history_anywhere)', () => {
  it('emergency-contacts-file-note: "Saved … 555-0199" then "Replaced 555-0199 with 555-0142" passes; the old text alone fails', () => {
    const spec = suiteTask('multi.emergency-contacts-file-note').episodes.flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && a.note?.includes('old text'));
    const run = (body: string[]) => evaluate(spec as AssertionSpec, reopened(body), {}).passed;
    expect(run(["Saved 'vet 555-0100, plumber 555-0199' to ~/documents/emergency.txt", 'Replaced 555-0199 with 555-0142'])).toBe(true);
    expect(run(["Saved 'vet 555-0100, plumber 555-0199' to ~/documents/emergency.txt"])).toBe(false);
  });
});
