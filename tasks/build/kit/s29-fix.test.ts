/**
 * s29 fix: what the session's delta reviews and re-probes found the merged lanes broke or left too
 * tight (s29-d2-f1, f2, f3, f5, f6; s29-d0-f3, f4, f13; s29-d1-f1, f4; s29-q1-f7).
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { headingSaysDone, notNow, unoffered } from '../../../src/stages/check/evaluate.ts';

describe('the references pass their own checks again (s29-d2-f5, s29-d0-f13)', () => {
  for (const id of ['multi.climbing-partner-contact', 'multi.new-neighbor-hello', 'single.phone.early-flight-alarm', 'single.phone.wake-up-alarm']) {
    it(id, async () => {
      const { rows } = await runAttacked(suiteTask(id), () => undefined, tempDir('s29fix'));
      expect(failed(rows)).toEqual([]);
    }, 600_000);
  }
});

describe('a state word before a bracketed id is not a verb with an object (s29-d2-f5)', () => {
  it('"favourite (contact 7087852)" is the state; "Favourite Noah (contact 7)" still an offer', () => {
    expect(unoffered('Jae Park — 4255550118, favourite (contact 7087852) — note started', ['favourite'], ['Jae Park'])).toContain('favourite');
    expect(unoffered('Favourite Noah Patel (contact 6997865)', ['favourite'], [])).not.toContain('favourite');
  });
});

describe('a question or a failure says nothing near a value (s29-d2-f2)', () => {
  it('blanks the sentence', () => {
    expect(notNow('Text meeting_notes.txt to Ava Larsen?')).not.toContain('text');
    expect(notNow('Could not text meeting_notes.txt to Ava')).not.toContain('text');
    expect(notNow('Texted meeting_notes.txt to Ava, no errors.')).toContain('texted');
  });
});

describe('headings (s29-d2-f1, s29-d0-f4, s29-d1-f4)', () => {
  it('a deadline is no tick; the users\' own done words are', () => {
    for (const h of ['Done by May 30', 'Done by Friday', 'Done after launch', 'Completed before Monday']) expect(headingSaysDone(h)).toBe(false);
    for (const h of ['Done', 'Packed', 'Bought', 'Got it', 'Completed steps', 'Done on May 3']) expect(headingSaysDone(h)).toBe(true);
  });
});

describe('a wait followed by "then" is an earlier state (s29-q1-f7)', () => {
  it('history passes, a wait does not', () => {
    expect(unoffered('Coffee at Dawn — queued, then removed', ['removed'], ['Coffee at Dawn'])).toContain('removed');
    expect(unoffered('Coffee at Dawn — queued → removed', ['removed'], ['Coffee at Dawn'])).toContain('removed');
    expect(unoffered('Coffee at Dawn · removed (pending)', ['removed'], ['Coffee at Dawn'])).not.toContain('removed');
    expect(unoffered('Coffee at Dawn · removed — queued', ['removed'], ['Coffee at Dawn'])).not.toContain('removed');
  });
});
