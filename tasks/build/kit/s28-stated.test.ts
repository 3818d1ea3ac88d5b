/**
 * s28 lead, on the real built tasks: a flipped reopen check (`state_stated`) reads no new-state word
 * after an obligation or a time to come ("to be resumed", "must be stopped", "will be re-added"), and
 * the old state negated ("unread") counts as the new one only where it is said as a state, not asked
 * (s28-d1-f2, f3, f7, f8, f11, f12). Correct rows still pass.
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen, suiteCheck } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

type Row = string | [string, string];
const passes = (task: string, id: string, rows: Row[]): boolean => evaluate(suiteCheck(task, id), reopenedScreen(rows), { alarmId: 4242 }).passed;

describe('a flipped reopen check: an obligation or a time to come is no state now', () => {
  const CASES: [string, string, string, string[], string[]][] = [
    ['single.phone.lecture-alarm', 'reopen.06', 'Lecture day 06:50', ['paused, to be resumed', 'paused — must be resumed', 'paused, needs to be turned on', 'paused — will be resumed'], ['resumed', 'on', 'enabled']],
    ['single.spotify.slow-jams-prune', 'reopen.06', 'Runway', ['removed, to be added back', 'removed — must be put back', 'removed, will be re-added'], ['added back', 'back in the playlist']],
    ['single.todoist.flight-prices-check', 'reopen.05', 'Compare flight prices to Tokyo', ['every three days, to be stopped', 'every three days — must be stopped'], ['no longer repeats', 'one-off']],
    ['single.gmail.book-club-read', 'reopen.06', 'Book club: next pick', ['read · unread?', 'read, to be marked unread', 'read — must be marked unread'], ['unread', 'marked unread']],
  ];
  for (const [task, id, name, wrong, right] of CASES) {
    it(`${task} ${id}`, () => {
      for (const tail of wrong) expect(passes(task, id, [['h2', 'Now'], `${name} — ${tail}`]), tail).toBe(false);
      for (const tail of right) expect(passes(task, id, [['h2', 'Now'], `${name} — ${tail}`]), tail).toBe(true);
    });
  }
});
