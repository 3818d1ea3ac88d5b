/**
 * s22: the reopen gone checks of the star toggles, on the findings the s21 reviews left open.
 * - star-for-taxes s21-r1-f1: a short caption right above the line (a <p>, <strong> or a one-column
 *   table header) that tells the old state heads it; an h2 that is the page's first heading under a
 *   title that is no heading heads a section too.
 * - star-for-taxes s21-r5-f1: "done" is no word of the star taken off.
 * - star-important s21-r2-f1: a history excuses only lines that tell the old state in words, not a
 *   line listed bare under "Starred now" or marked by ★ alone.
 * - unstar-done s21-r6-f1: "Finished threads" is a heading of the old state; ★ inside "Removed ★".
 * Each wrong screen fails and the reference's own screen, and a plain correct one, pass.
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

/** A reopened screen: `title` (a heading unless `plainTitle`), then body lines; tags per line (default p). */
function reopened(body: (string | [string, string])[], plainTitle = false): EpisodeRecord {
  const rows = body.map((b) => (typeof b === 'string' ? ['p', b] : b)) as [string, string][];
  const title = 'Mail Helper';
  const html = `${plainTitle ? `<div>${title}</div>` : `<h1>${title}</h1>`}${rows.map(([tag, line]) => `<${tag}>${line}</${tag}>`).join('')}`;
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: [title, ...rows.map(([, line]) => line)].join('\n'),
    html,
    shown: { state: rows.map(([, line]) => line), result: [] },
  };
}
const passes = (task: string, body: (string | [string, string])[], plainTitle = false) => evaluate(goneCheck(task), reopened(body, plainTitle), {}).passed;

describe('s22 gone checks of the star toggles', () => {
  it('star-for-taxes: a caption or table header of the old state right above the thread fails', () => {
    expect(passes('single.gmail.star-for-taxes', [['th', 'Starred threads'], 'Tax documents (thread 3591046)'])).toBe(false);
    expect(passes('single.gmail.star-for-taxes', ['Starred for taxes', 'Tax documents (thread 3591046)'])).toBe(false);
    expect(passes('single.gmail.star-for-taxes', [['strong', 'Currently starred'], 'Tax documents (thread 3591046)'])).toBe(false);
    expect(passes('single.gmail.star-for-taxes', [['h2', 'Starred threads'], 'Tax documents (thread 3591046)'], true)).toBe(false);
  });
  it('star-for-taxes: "done" does not tell the star taken off', () => {
    expect(passes('single.gmail.star-for-taxes', ['Done: starred Tax documents (thread 3591046)'])).toBe(false);
    expect(passes('single.gmail.star-for-taxes', ['Starred Tax documents — done'])).toBe(false);
  });
  it('star-for-taxes: the reference\'s log, a plain now-list and a caption of the new state pass', () => {
    expect(passes('single.gmail.star-for-taxes', [['h2', 'Tax threads'], 'starred: Tax documents (thread 3591046)', 'unstarred: Tax documents (thread 3591046)'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['Unstarred Tax documents'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', ['No longer starred', 'Tax documents (thread 3591046)'])).toBe(true);
    expect(passes('single.gmail.star-for-taxes', [['th', 'Threads'], 'Tax documents (thread 3591046)'])).toBe(true);
  });
  it('star-important: a line listed under "Starred now" or marked ★ is not excused by a history line', () => {
    expect(passes('single.gmail.star-important', ['Unstarred Flights for Thanksgiving', ['h2', 'Starred now'], 'Flights for Thanksgiving'])).toBe(false);
    expect(passes('single.gmail.star-important', ['Unstarred Flights for Thanksgiving', 'Currently starred:', 'Flights for Thanksgiving'])).toBe(false);
    expect(passes('single.gmail.star-important', ['Unstarred Flights for Thanksgiving', 'Flights for Thanksgiving ★'])).toBe(false);
    expect(passes('single.gmail.star-important', [['h2', 'Star changes'], 'starred: Flights for Thanksgiving (thread 4368830)', 'unstarred: Flights for Thanksgiving (thread 4368830)'])).toBe(true);
  });
  it('unstar-done: "Finished threads" and a star removed in symbols are the old state', () => {
    expect(passes('single.gmail.unstar-done', ['Starred New lease terms', ['h2', 'Finished threads'], 'New lease terms'])).toBe(false);
    for (const stale of ['Removed ★ from New lease terms', 'New lease terms ★ removed', 'Un-starred New lease terms']) expect(passes('single.gmail.unstar-done', [stale]), stale).toBe(false);
    // The reference: its log under its own heading, the star put back last.
    expect(passes('single.gmail.unstar-done', [['h2', 'Finished threads'], 'unstarred: New lease terms (thread 6035492)', 'starred: New lease terms (thread 6035492)'])).toBe(true);
    expect(passes('single.gmail.unstar-done', ['New lease terms ★'])).toBe(true);
  });
});

describe('s22 R1: a status line or a marked column is not excused by a history line (star-important s22-r1-f1)', () => {
  it('a card\'s "Status: starred" or a "Starred" column marked yes fails beside "Unstarred …"', () => {
    expect(passes('single.gmail.star-important', ['Unstarred Flights for Thanksgiving', 'Flights for Thanksgiving', 'Status: starred'])).toBe(false);
    expect(passes('single.gmail.star-important', ['Unstarred Flights for Thanksgiving', 'Thread\tStarred', 'Flights for Thanksgiving\tyes'])).toBe(false);
    expect(passes('single.gmail.star-important', ['Flights for Thanksgiving', 'Status: not starred'])).toBe(true);
  });
});

describe('s22 R2: a badge of the old state under the card (star-important s22-r2-f1)', () => {
  it('"Starred: yes", "Starred: ★" or "★ Starred" under the thread fails; "Starred: no" passes', () => {
    for (const badge of ['Starred: yes', 'Starred: ★', '★ Starred']) expect(passes('single.gmail.star-important', ['Flights for Thanksgiving', badge]), badge).toBe(false);
    expect(passes('single.gmail.star-important', ['Flights for Thanksgiving', 'Starred: no'])).toBe(true);
  });
});

describe('s22 R3: more badges (star-important s22-r2-f1)', () => {
  it('"Star: on", "Star: ★", "Starred: ✅", "Starred — yes" and a badge under a heading card fail', () => {
    for (const badge of ['Star: on', 'Star: ★', 'Starred: ✅', 'Starred — yes']) expect(passes('single.gmail.star-important', ['Flights for Thanksgiving', badge]), badge).toBe(false);
    expect(passes('single.gmail.star-important', [['h3', 'Flights for Thanksgiving'], 'Starred: yes'])).toBe(false);
    expect(passes('single.gmail.star-important', [['h3', 'Flights for Thanksgiving'], 'Starred: no'])).toBe(true);
  });
});
