/**
 * s24 negated: a two-state check reads a negated word as the other state (kit/negated.ts,
 * `negatedFor` in src/stages/check/evaluate.ts), on the real suite tasks' checks.
 * - bin-night-alarm, campfire-text, unfollow-spree s23-r3-f1: the state now said negated (on the
 *   line, on the card under it) is the old state; expense-undo, mark-read-triage, comment-likes
 *   s23-r3-f1, bin-night-alarm and campfire-text s23-r3-f2: the old state said negated is the state now.
 * - comment-likes s23-r1-f2: the app's title "Comment Hearts" lends no state; a card "Liked: no" takes none.
 * - weekend-run-alarm-mix s23-s13-f1: "enabled: false", "Enabled: no", "is no longer active", an
 *   "Enabled" column reading false tell the alarm off; "Enabled: yes", "not paused" do not.
 * - lecture-alarm, plant-watering-alarm s23-r3-f1: "is now on", "(on)", "is now off" tell the state;
 *   "is on Tuesdays" does not.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { suiteTask } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!spec) throw new Error(`${task}: no ${id}`);
  return { ...spec, record: undefined } as AssertionSpec;
};

function page(rows: [string, string][], title = true): EpisodeRecord {
  const all: [string, string][] = title ? [['h1', 'App'], ...rows] : rows;
  const lines = all.map(([, line]) => line);
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: lines.join('\n'),
    html: all.map(([tag, line]) => `<${tag}>${line}</${tag}>`).join(''),
    shown: { state: lines, result: [] },
  };
}
// s27 reopen2: a flipped alarm's check names it by its id capture too (s27-s193-f5): ids no line shows.
const passes = (task: string, id: string, rows: [string, string][], title = true): boolean => evaluate(check(task, id), page(rows, title), { alarmId: 9999991, expenseId: 9999992, trashId: 9999993 }).passed;

/** The state a result check reads off the lines an action changed (null: none). */
function resultState(task: string, id: string, lines: string[]): unknown {
  const episode: EpisodeRecord = { ...page(lines.map((l) => ['div', l])), visible_before: 'App' };
  return (evaluate(check(task, id), episode, { alarmId: 5046904 }).observed as { state?: unknown }).state;
}

const BIN = 'single.phone.bin-night-alarm';
const CAMP = 'single.spotify.campfire-text';
const NOVA = 'single.spotify.unfollow-spree';
const RUN = 'multi.weekend-run-alarm-mix';

describe('reopen: the state now said negated is the old state (holes)', () => {
  it('an alarm on again, shown "not enabled", "enabled: no", "not active" or over "Active: no", fails', () => {
    for (const line of ['Bins out at 20:30 — not enabled', 'Bins out at 20:30 — enabled: no', 'Bins out at 20:30 · not active']) expect(passes(BIN, 'reopen.06', [['div', line]])).toBe(false);
    expect(passes(BIN, 'reopen.06', [['div', 'Bins out at 20:30'], ['div', 'Active: no']])).toBe(false);
    expect(passes(BIN, 'reopen.06', [['div', 'Time\tLabel\tEnabled'], ['div', '20:30\tBins out\tfalse']])).toBe(false);
  });
  it('a playlist private again shown "Private: no" or "not private" fails; an artist followed again shown "Following: no" fails', () => {
    expect(passes(CAMP, 'reopen.06', [['div', 'Campfire Songs · Private: no']])).toBe(false);
    expect(passes(CAMP, 'reopen.06', [['div', 'Campfire Songs'], ['div', 'Private: no']])).toBe(false);
    expect(passes(CAMP, 'reopen.06', [['div', 'Campfire Songs · not private']])).toBe(false);
    expect(passes(NOVA, 'reopen.06', [['div', 'Nova Kingsley · not followed']])).toBe(false);
    expect(passes(NOVA, 'reopen.06', [['div', 'Nova Kingsley'], ['div', 'Following: no']])).toBe(false);
  });
});

describe('reopen: the old state said negated is the state now (over-specification)', () => {
  it('"(not paused)", "Paused: no", "Public: no", "not deleted", "Read: no", "not hearted" pass', () => {
    expect(passes(BIN, 'reopen.06', [['div', 'Bins out at 20:30 (not paused)']])).toBe(true);
    expect(passes(BIN, 'reopen.06', [['div', 'Bins out at 20:30 · Paused: no']])).toBe(true);
    expect(passes(BIN, 'reopen.06', [['div', 'Bins out at 20:30'], ['div', 'Enabled: yes']])).toBe(true);
    expect(passes(CAMP, 'reopen.06', [['div', 'Campfire Songs · Public: no']])).toBe(true);
    expect(passes('single.splitwise.expense-undo', 'reopen.06', [['div', 'Picnic supplies $38 (not deleted)']])).toBe(true);
    expect(passes('single.splitwise.expense-undo', 'reopen.06', [['div', 'Picnic supplies $38 · Deleted: no']])).toBe(true);
    expect(passes('single.gmail.mark-read-triage', 'reopen.06', [['div', 'Plumber coming Thursday · Read: no']])).toBe(true);
    expect(passes('single.gmail.mark-read-triage', 'reopen.06', [['div', 'Plumber coming Thursday (not read)']])).toBe(true);
    for (const tail of ['— not hearted', '— no longer hearted', '· Liked: no']) expect(passes('single.venmo.comment-likes', 'reopen.06', [['div', `"Haha classic" on Ski cabin weekend, my half of gas ${tail}`]])).toBe(true);
  });
  it('the old state itself still fails', () => {
    expect(passes(BIN, 'reopen.06', [['div', 'Bins out at 20:30 (paused)']])).toBe(false);
    expect(passes('single.gmail.mark-read-triage', 'reopen.06', [['div', 'Plumber coming Thursday · read']])).toBe(false);
  });
});

describe('comment-likes reopen.01: the title lends no state, a card saying "Liked: no" takes none', () => {
  const V = 'single.venmo.comment-likes';
  const line = '"Worth every penny" on Thai food at Little Bangkok 🍜';
  it('under the app\'s title alone, or over "Liked: no", fails', () => {
    expect(passes(V, 'reopen.01', [['h1', 'Comment Hearts'], ['div', line]], false)).toBe(false);
    expect(passes(V, 'reopen.01', [['h1', 'Comment Hearts'], ['div', line], ['div', 'Liked: no']], false)).toBe(false);
    expect(passes(V, 'reopen.01', [['h2', 'My hearts'], ['div', line], ['div', 'Liked: no']])).toBe(false);
  });
  it('a section heading of the state under the title, a heart or "Liked: yes" passes', () => {
    expect(passes(V, 'reopen.01', [['h1', 'Comment Hearts'], ['h2', 'Hearted comments'], ['div', line]], false)).toBe(true);
    expect(passes(V, 'reopen.01', [['h1', 'Comment Hearts'], ['div', `❤️ ${line}`]], false)).toBe(true);
    expect(passes(V, 'reopen.01', [['h1', 'Comment Hearts'], ['div', line], ['div', 'Liked: yes']], false)).toBe(true);
  });
});

describe('weekend-run-alarm-mix: the alarm switched off told by its enabled field', () => {
  it('reopen.03: "Enabled: no", "not active", "is no longer active", an Enabled column false pass', () => {
    for (const l of ['07:15 — Trail Start — Enabled: no', '07:15 — Trail Start is no longer active', '07:15 — Trail Start — not active', '07:15 (enabled: false)']) expect(passes(RUN, 'reopen.03', [['div', l]])).toBe(true);
    expect(passes(RUN, 'reopen.03', [['div', '07:15 — Trail Start'], ['div', 'Enabled: no']])).toBe(true);
    expect(passes(RUN, 'reopen.03', [['div', 'Time\tLabel\tEnabled'], ['div', '07:15\tTrail Start\tfalse']])).toBe(true);
  });
  it('reopen.03: enabled, "not paused", or another alarm\'s "Enabled: no" fails', () => {
    expect(passes(RUN, 'reopen.03', [['div', '07:15 — Trail Start — Enabled: yes']])).toBe(false);
    expect(passes(RUN, 'reopen.03', [['div', 'Time\tLabel\tEnabled'], ['div', '07:15\tTrail Start\ttrue']])).toBe(false);
    expect(passes(RUN, 'reopen.03', [['div', '07:15 — Trail Start (not paused)']])).toBe(false);
    expect(passes(RUN, 'reopen.03', [['div', '07:15 — Trail Start'], ['div', '06:00 — Work'], ['div', 'Enabled: no']])).toBe(false);
  });
  it('revise.07: "enabled: false" on the result tells it off; "not paused" does not', () => {
    // s27 (s26-d2a-f7): a false "enabled" field now reads as the alarm's "status: off" before the negation is looked for.
    expect(resultState(RUN, 'revise.07', ['Alarm 5046904 at 07:15 — enabled: false'])).toBe(': off');
    expect(resultState(RUN, 'revise.07', ['07:15 is no longer active'])).toBe('not enabled');
    expect(resultState(RUN, 'revise.07', ['Alarm at 07:15 — not paused'])).toBe(null);
    expect(resultState(RUN, 'revise.07', ['Alarm at 07:15 — enabled'])).toBe(null);
  });
});

describe('alarms: "is now on", "(on)", "is now off" tell the state', () => {
  it('followup.07 and revise.07', () => {
    expect(resultState('single.phone.lecture-alarm', 'followup.07', ['Lecture day is now on.'])).not.toBe(null);
    expect(resultState('single.phone.plant-watering-alarm', 'followup.07', ['Water the plants at 19:00 — alarm 6292564 (on)'])).not.toBe(null);
    expect(resultState('single.phone.plant-watering-alarm', 'revise.07', ['Water the plants is now off.'])).not.toBe(null);
  });
  it('a weekday after "is on", or "paused: no" alone, tells no state', () => {
    expect(resultState('single.phone.lecture-alarm', 'followup.07', ['Lecture day is on Tuesdays and Thursdays'])).toBe(null);
    expect(resultState('single.phone.plant-watering-alarm', 'revise.07', ['Water the plants · Paused: no'])).toBe(null);
  });
});
