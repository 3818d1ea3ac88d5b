/**
 * A small number on its record's line (beside13, issue #30, rubric Reading 2): after reopen
 * `persisted_visible.beside` asks the kept rating or snooze on the line that names its record, so
 * a number elsewhere on screen (a picker's "5 / 10 / 15", a review count, a scale's label) does
 * not stand for it; and a record's name that contains the number ("Wool Hiking Socks (3 pairs)")
 * does not hide it: the number shown again outside the name counts, inside it alone does not.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import { AssertionSpecSchema } from '../../schemas/task.ts';
import { evaluate, shownBeside } from './evaluate.ts';

const snooze = AssertionSpecSchema.parse({
  id: 'reopen.06.persisted_visible',
  type: 'persisted_visible',
  value: 5,
  beside: ['07:10'],
  record: { app: 'phone', table: 'alarms', key: { id: 9 }, field: 'snooze_minutes' },
});

/** A reopened screen whose kept list renders `lines`; the world's alarm holds a snooze of `held`. */
function reopened(lines: string[], held = 5, extra: string[] = []): EpisodeRecord {
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: ['Wake-up alarm', 'Snooze (minutes)', ...extra, 'My alarm', ...lines].join('\n'),
    shown: { state: [...lines, ...extra], result: [] },
    probes: { [snooze.id]: [{ id: 9, time: '07:10', snooze_minutes: held }] },
  };
}

const run = (lines: string[], held?: number, extra?: string[]) => evaluate(snooze, reopened(lines, held, extra), {});

describe('persisted_visible with beside (a number on its record\'s line)', () => {
  it('fails the number shown elsewhere: a stale line beside a picker or another record', () => {
    // The finding's app: its own stale copy, beside a picker that offers 5 (kept state too).
    expect(run(['Weekday wake-up at 07:10, snooze 15 min'], 5, ['5 / 10 / 15 minutes']).passed).toBe(false);
    expect(run(['Weekday wake-up at 07:10, snooze 15 min'], 5, ['5 / 10 / 15 minutes']).observed).toMatchObject({ beside: null });
    // The alarm's time on one line, the 5 on another record's line, or offered by a picker on its card.
    expect(run(['Weekday wake-up at 07:10', 'Other alarm at 08:00, snooze 5 min']).passed).toBe(false);
    expect(run(['Weekday wake-up at 07:10', 'Snooze: 5 / 10 / 15 min']).passed).toBe(false);
    // s23 (japan-trip-prep s23-r1-f1): the 5 on a field line of the alarm's own card tells it.
    expect(run(['Weekday wake-up at 07:10', 'Snooze: 5 min']).passed).toBe(true);
  });

  it('fails the number on its line where the world no longer holds it', () => {
    expect(run(['07:10 weekdays, snooze 5 min'], 15).passed).toBe(false);
  });

  it('passes the number beside its record in any words or layout', () => {
    expect(run(['07:10 weekdays, snooze 5 min']).passed).toBe(true);
    expect(run(['Wake-up\t07:10\tMon–Fri\t5']).passed).toBe(true);
    expect(run(['Snoozes for 5 minutes — rings at 07:10']).passed).toBe(true);
    expect(run(['07:10 weekdays, snooze 5 min']).observed).toMatchObject({ beside: '07:10' });
  });
});

describe('shownBeside where the word contains the value', () => {
  const socks = 'Wool Hiking Socks (3 pairs), Green, Extra-Small';
  it('passes the number shown again outside the name', () => {
    expect(shownBeside(`${socks} × 3 in your cart`, '3', socks, 'normalized')).toBe(true);
    expect(shownBeside(`3 × ${socks}`, '3', socks, 'normalized')).toBe(true);
  });
  it('fails the number found only inside the name', () => {
    expect(shownBeside(`${socks} added to your cart`, '3', socks, 'normalized')).toBe(false);
    expect(shownBeside(`${socks}\nQuantity: 3`, '3', socks, 'normalized')).toBe(false);
  });
  it('keeps the old reading where the word does not contain the value', () => {
    expect(shownBeside('Sidewalk Chalk: 2 stars', '2', 'Sidewalk Chalk', 'normalized')).toBe(true);
    expect(shownBeside('Sidewalk Chalk: 4 stars\n2 reviews', '2', 'Sidewalk Chalk', 'normalized')).toBe(false);
  });
});
