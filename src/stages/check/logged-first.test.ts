/**
 * s24 (`logged_first`, payment verbs such as "paid" and "logged"): a log's entry names the past
 * event before the record ("Paid Ski pass — $55"); the same word after the name is the row's own
 * status ("Ski pass — paid, $55"), a kept row that still shows the old name. Past-event words of
 * `logged` count before the name or right after it ("Ski pass renamed to …").
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import type { AssertionSpec } from '../../schemas/task.ts';

const spec = {
  id: 'reopen.07.persisted_visible', type: 'persisted_visible', value: 'Ski pass', match: 'normalized', gone: true,
  state: ['Ski pass, Tahoe trip'], history: true, logged: ['renamed'], logged_first: ['paid', 'logged'], apart: ['Ski pass, Tahoe trip'],
} as unknown as AssertionSpec;

const screen = (lines: string[]): EpisodeRecord => ({
  ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
  visible_text: lines.join('\n'),
  html: lines.map((l) => `<p>${l}</p>`).join(''),
}) as EpisodeRecord;

const passes = (lines: string[]): boolean => evaluate(spec, screen(lines), {}).passed;

describe('payment verbs tell a log only before the name (logged_first)', () => {
  it('a log entry with the verb first passes beside the new name', () => {
    expect(passes(['Paid Ski pass — $55 to Caleb', 'Ski pass, Tahoe trip — $55'])).toBe(true);
    expect(passes(['Logged Ski pass, $55', 'Ski pass, Tahoe trip — $55'])).toBe(true);
  });
  it('the same verb after the name is the row\'s status: the old name is stale', () => {
    expect(passes(['Ski pass — paid, $55', 'Ski pass, Tahoe trip — $55'])).toBe(false);
    expect(passes(['Ski pass — logged, $55', 'Ski pass, Tahoe trip — $55'])).toBe(false);
  });
  it('a rename word right after the name still tells the log', () => {
    expect(passes(['Ski pass renamed to Ski pass, Tahoe trip'])).toBe(true);
  });
  it('a log entry excuses nothing where the new name is shown nowhere', () => {
    expect(passes(['Paid Ski pass — $55 to Caleb'])).toBe(false);
  });
  it('the new name alone, which holds the old one, is not stale', () => {
    expect(passes(['Ski pass, Tahoe trip — $55 to Caleb'])).toBe(true);
  });
});
