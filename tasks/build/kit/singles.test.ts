/**
 * s25 singles: single-task findings of review D3/D1/S15, each fixed for its kind, on the real suite tasks.
 * - bin-night-alarm s24-d3-f1, lecture-alarm s24-d3-f1, plant-watering-alarm s24-d2-f1: a switch's
 *   on said as a field or mark ("alarm: on", "· on", "— On", "| on", "is on") tells the alarm on
 *   only where the on ends its field (SWITCH_ON, src/stages/check/match.ts); a schedule ("Alarm: on
 *   Thursday at 20:30", "— on Tuesdays") does not.
 * - mark-read-triage s24-d1-f1: "Unread: no" is read (the un- of a word said no is no negation of the word).
 * - rug-errand-handoff s24-d1-f1: the look-alikes barred from the subject are barred from the body, its `or_in`.
 * - answer-pan-colour s24-s15-f1: a newer answer by the user (kit/look-alike-targets.ts), so deleting
 *   the user's newest answer is not deleting the one just made.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate, maskNegated } from '../../../src/stages/check/evaluate.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';

const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!spec) throw new Error(`${task}: no ${id}`);
  return { ...spec, record: undefined } as AssertionSpec;
};

function page(lines: string[]): EpisodeRecord {
  const all = ['App', ...lines];
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: all.join('\n'),
    html: `<h1>App</h1>${lines.map((l) => `<div>${l}</div>`).join('')}`,
    shown: { state: lines, result: [] },
  };
}
// s27 reopen2: a flipped alarm's check names it by its id capture too (s27-s193-f5): ids no line shows.
const passes = (task: string, id: string, lines: string[]): boolean => evaluate(check(task, id), page(lines), { alarmId: 9999991, expenseId: 9999992, trashId: 9999993 }).passed;

/** The state a result check reads off the lines an action changed (null: none). */
function resultState(task: string, id: string, lines: string[], before = 'App'): unknown {
  const episode: EpisodeRecord = { ...page(lines), visible_before: before };
  return (evaluate(check(task, id), episode, { alarmId: 5046904 }).observed as { state?: unknown }).state;
}

const BIN = 'single.phone.bin-night-alarm';
const LECTURE = 'single.phone.lecture-alarm';
const PLANTS = 'single.phone.plant-watering-alarm';
const TRIAGE = 'single.gmail.mark-read-triage';

describe('a switch on ends its field (bin-night-alarm, lecture-alarm, plant-watering-alarm s24-d*-f1)', () => {
  it('the matcher: "alarm: on" / "· on" / "is on" only where the on ends the line, punctuation or a separator follows', () => {
    for (const [text, word] of [['Bins out — Alarm: on', 'alarm: on'], ['Bins out — Alarm: on.', 'alarm: on'], ['Lecture day · 06:50 · on', '· on'], ['Water the plants — 19:00 — On', '— on'], ['Water the plants | 19:00 | on', '| on'], ['Bins out is on', 'is on'], ['Bins out is on, ringing at 20:30', 'is on'], ['Lecture day · on · 06:50', '· on'], ['Alarm: on now', 'alarm: on'], ['Bins out · on\nNext line', '· on']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(true);
    }
    for (const [text, word] of [['Bins out — Alarm: on Thursday at 20:30 (paused)', 'alarm: on'], ['Bins out · alarm: on thursdays, 20:30 · paused', 'alarm: on'], ['Lecture day — on Tuesdays', '— on'], ['Lecture day is on Tuesdays', 'is on'], ['Lecture day · on Tue, Thu', '· on'], ['Lecture day · on Tue', '· on']] as const) {
      expect(textShows(text, word, 'normalized'), `${text} / ${word}`).toBe(false);
      expect(textShows(text, word, 'fuzzy'), `${text} / ${word} (fuzzy)`).toBe(false);
    }
  });

  it('reopen.06 (bin-night-alarm): a kept row of the paused alarm with a schedule "Alarm: on Thursday" fails; a row marked on passes', () => {
    expect(passes(BIN, 'reopen.06', ['Bins out — Alarm: on Thursday at 20:30 (paused)'])).toBe(false);
    expect(passes(BIN, 'reopen.06', ['Bins out · alarm: on thursdays, 20:30 · paused'])).toBe(false);
    expect(passes(BIN, 'reopen.06', ['Bins out at 20:30 · Status: off'])).toBe(false);
    expect(passes(BIN, 'reopen.06', ['Bins out at 20:30 · off'])).toBe(false);
    for (const line of ['Bins out at 20:30 · on', 'Bins out — 20:30 — ON', 'Bins out | 20:30 | on', 'Bins out is on', 'Bins out — Alarm: on.', 'Bins out — Alarm: on', 'Bins out — Status: on']) expect(passes(BIN, 'reopen.06', [line]), line).toBe(true);
  });

  it('s26 (bin-night-alarm s24-s15-f1, s26-d1a-f1..f4): a bare field ": on" / ": off" tells the alarm\'s state; another switch\'s does not', () => {
    for (const line of ['Bins out: ON', 'Bins out: on', 'Bins out: On.', 'Bins out 20:30: on', 'Bins out (Thursday 20:30): On', 'Alarm 9289946: on']) expect(resultState(BIN, 'followup.07', [line], 'App\nBins out: OFF'), line).not.toBe(null);
    for (const line of ['Lecture day 06:50: on', 'Alarm 9695871: on']) expect(resultState(LECTURE, 'followup.07', [line], 'App\nLecture day 06:50: off'), line).not.toBe(null);
    for (const line of ['Water the plants 19:00: on', 'Water the plants (Wednesday 19:00): On']) expect(resultState(PLANTS, 'followup.07', [line], 'App\nWater the plants 19:00: off'), line).not.toBe(null);
    for (const line of ['Water the plants 19:00: off', 'Alarm 6292564: off', 'Water the plants (19:00): Off']) expect(resultState(PLANTS, 'revise.07', [line], 'App\nWater the plants 19:00: on'), line).not.toBe(null);
    // Another switch of the alarm, a schedule, a word going on: no state.
    expect(resultState(BIN, 'followup.07', ['Bins out · Vibration: on'], 'App\nBins out · Vibration: off')).toBe(null);
    expect(resultState(BIN, 'followup.07', ['Bins out 20:30 · Snooze: on'], 'App\nBins out 20:30 · Snooze: off')).toBe(null);
    expect(resultState(PLANTS, 'revise.07', ['Water the plants 19:00 · Repeat: off'], 'App\nWater the plants 19:00 · Repeat: on')).toBe(null);
    expect(resultState(BIN, 'followup.07', ['Bins out: on Thursdays at 20:30'])).toBe(null);
    expect(resultState(BIN, 'followup.07', ['Bins out: on hold'])).toBe(null);
    expect(resultState(BIN, 'revise.07', ['Bins out: OFF'], 'App\nBins out: ON')).not.toBe(null);
    expect(passes(BIN, 'reopen.06', ['Bins out: ON'])).toBe(true);
    expect(passes(BIN, 'reopen.06', ['Bins out: OFF'])).toBe(false);
  });

  it('s26 (sunday-jazz-alarm s26-d1a-f5): the day inside the playlist\'s title "Lazy Sunday" tells no day of the alarm', () => {
    const JAZZ = 'multi.sunday-jazz-alarm';
    expect(resultState(JAZZ, 'create.16', ['Alarm at 09:30 on Saturdays, playlist Lazy Sunday'])).toBe(null);
    expect(resultState(JAZZ, 'create.16', ['Alarm set for 09:30 with Lazy Sunday'])).toBe(null);
    for (const line of ['Alarm at 09:30 every Sunday, playlist Lazy Sunday', 'Lazy Sunday — 09:30 on Sundays', 'Alarm 09:30 (Sun) · Lazy Sunday']) expect(resultState(JAZZ, 'create.16', [line]), line).not.toBe(null);
  });

  it('s26 (s26-d2b-f1..f7): the typed day list counts as the days; a bare "off" tells the alarm off, never after another switch', () => {
    expect(resultState('multi.weekend-run-alarm-mix', 'create.16', ['Alarm at 07:15 on Saturday, Sunday'])).not.toBe(null);
    expect(resultState('multi.night-shift-wakeup', 'create.16', ['Alarm at 15:30 on Tuesday, Thursday'])).not.toBe(null);
    expect(resultState('multi.night-shift-wakeup', 'revise.07', ['Alarm 15:30 off'], 'App\nAlarm 15:30 on')).not.toBe(null);
    expect(resultState('multi.night-shift-wakeup', 'revise.07', ['Alarm 15:30 is on (vibration: off)'], 'App\nAlarm 15:30 is on (vibration: on)')).toBe(null);
    expect(resultState('multi.sunday-jazz-alarm', 'revise.07', ['Alarm 09:30 is on (vibration: off)'], 'App\nAlarm 09:30 is on (vibration: on)')).toBe(null);
    expect(resultState('multi.sunday-jazz-alarm', 'revise.07', ['Alarm 09:30 · Snooze off'], 'App\nAlarm 09:30 · Snooze on')).toBe(null);
    expect(resultState('multi.sunday-jazz-alarm', 'revise.07', ['Alarm 09:30 off'], 'App\nAlarm 09:30 on')).not.toBe(null);
  });

  it('s26 (s26-d2a-f1..f6): "Paused: on" is paused, never on; ", On" ends a row; the alarm the user calls a reminder is the record', () => {
    for (const line of ['Bins out 20:30 — Paused: on', 'Bins out 20:30 — Silenced: on', 'Bins out 20:30 — Disabled: on']) expect(resultState(BIN, 'followup.07', [line], 'App\nBins out 20:30 — Paused: off'), line).toBe(null);
    expect(passes(BIN, 'reopen.06', ['Bins out 20:30 — Paused: on'])).toBe(false);
    for (const line of ['Bins out, 20:30, On', 'Bins out 20:30 — Reminder: on']) expect(resultState(BIN, 'followup.07', [line], 'App\nBins out, 20:30, Off'), line).not.toBe(null);
    expect(resultState(LECTURE, 'followup.07', ['Lecture day, 06:50, On'], 'App\nLecture day, 06:50, Off')).not.toBe(null);
    for (const line of ['Water the plants, Wed & Sun 19:00, Off', 'Water the plants, 19:00, Off', 'Water the plants — Reminder: off']) expect(resultState(PLANTS, 'revise.07', [line], 'App\nWater the plants, 19:00, On'), line).not.toBe(null);
    expect(resultState(PLANTS, 'followup.07', ['Water the plants, 19:00, On'], 'App\nWater the plants, 19:00, Off')).not.toBe(null);
    expect(resultState(BIN, 'followup.07', ['Bins out, on Thursdays at 20:30'])).toBe(null);
  });

  it('s26 (s26-d3a, s26-d3b): an on or off in another switch\'s field or column tells nothing of the alarm', () => {
    for (const line of ['Bins out 20:30 (paused) · Snooze (15 min): on', 'Bins out 20:30 (paused) · Repeat weekly: on']) {
      expect(resultState(BIN, 'followup.07', [line], 'App\nBins out 20:30 (paused) · Snooze (15 min): off'), line).toBe(null);
      expect(passes(BIN, 'reopen.06', [line]), line).toBe(false);
    }
    expect(resultState('multi.night-shift-wakeup', 'revise.07', ['Alarm 15:30 · Enabled · Public: off'], 'App\nAlarm 15:30 · Enabled · Public: on')).toBe(null);
    const row = (cells: string) => `App\nTime\tPlaylist\tStatus\tVibration\n${cells}`;
    const spec = check('multi.night-shift-wakeup', 'revise.07');
    const judged = (before: string, after: string): unknown => (evaluate(spec, { ...page([]), visible_text: row(after), visible_before: row(before), shown: { state: row(after).split('\n'), result: [] } }, { alarmId: 1 }).observed as { state?: unknown }).state;
    expect(judged('15:30\tShift Start\tOn\tOn', '15:30\tShift Start\tOn\tOff')).toBe(null);
    expect(judged('15:30\tShift Start\tOn\tOn', '15:30\tShift Start\tOff\tOn')).not.toBe(null);
    expect(passes('multi.gentle-wakeup-playlist', 'reopen.03', ['Time\tPlaylist\tStatus\tVibration', '06:45\tSlow Sunrise\tOn\tOff'])).toBe(false);
    expect(passes('multi.gentle-wakeup-playlist', 'reopen.03', ['Time\tPlaylist\tStatus\tVibration', '06:45\tSlow Sunrise\tOff\tOn'])).toBe(true);
  });

  it('s26 (s26-d4h-f1..f6, s26-d3a-f4): an alarm\'s other settings and a day\'s off tell nothing of the alarm', () => {
    for (const line of ['Lecture day 06:50 (paused) · Fade-in: on', 'Lecture day 06:50 (paused) · Tone: on', 'Lecture day 06:50 (paused) · Volume ramp: on']) {
      expect(resultState(LECTURE, 'followup.07', [line], 'App\nLecture day 06:50 (paused) · Fade-in: off'), line).toBe(null);
      expect(passes(LECTURE, 'reopen.06', [line]), line).toBe(false);
    }
    for (const line of ['Alarm 15:30 · Enabled · Fade-in: off', 'Alarm 15:30 · Enabled · Alarm tone: off', 'Alarm 15:30 · Enabled · Crescendo: off', 'Alarm 15:30 — on · weekends off', 'Alarm 15:30 on (Sat, Sun off)']) expect(resultState('multi.night-shift-wakeup', 'revise.07', [line], 'App\nAlarm 15:30 · Enabled'), line).toBe(null);
    expect(resultState(BIN, 'followup.07', ['Bins out (Thursday 20:30): On'], 'App\nBins out (Thursday 20:30): Off')).not.toBe(null);
    // A day inside a name, or days in brackets before the state, are no day's off (s26-d5h-f8, f10, f12, f14).
    for (const line of ['06:45 — Slow Sunrise: off', '06:45 — Slow Sunrise (Mon–Fri): off']) expect(resultState('multi.gentle-wakeup-playlist', 'revise.07', [line], `App\n${line.replace('off', 'on')}`), line).not.toBe(null);
    expect(resultState('multi.night-shift-wakeup', 'revise.07', ['15:30 — Shift Start (Tue, Thu): off'], 'App\n15:30 — Shift Start (Tue, Thu): on')).not.toBe(null);
    expect(resultState('multi.sunday-jazz-alarm', 'revise.07', ['09:30 — Lazy Sunday: off'], 'App\n09:30 — Lazy Sunday: on')).not.toBe(null);
  });

  it('s26 (s26-d1a-f1..f3): a changed table row whose Status cell goes Off to On tells the alarm on', () => {
    const table = (cell: string) => `App\nLabel\tTime\tStatus\nBins out\t20:30\t${cell}`;
    const flipped = (task: string, id: string, label: string, from: string, to: string): unknown => {
      const spec = check(task, id);
      const now = table(to).replace('Bins out', label);
      const episode: EpisodeRecord = { ...page([]), visible_text: `${now}\nDone.`, visible_before: table(from).replace('Bins out', label), shown: { state: now.split('\n'), result: ['Done.'] } };
      return (evaluate(spec, episode, { alarmId: 5046904 }).observed as { state?: unknown }).state;
    };
    expect(flipped(BIN, 'followup.07', 'Bins out', 'Off', 'On')).not.toBe(null);
    expect(flipped(LECTURE, 'followup.07', 'Lecture day', 'Off', 'On')).not.toBe(null);
    expect(flipped(PLANTS, 'followup.07', 'Water the plants', 'Off', 'On')).not.toBe(null);
    expect(flipped(PLANTS, 'revise.07', 'Water the plants', 'On', 'Off')).not.toBe(null);
    expect(flipped(BIN, 'followup.07', 'Bins out', 'On', 'Off')).toBe(null);
  });


  it('followup.07 (lecture-alarm, plant-watering-alarm): a row flipped from off to on tells the state; a schedule does not', () => {
    expect(resultState(LECTURE, 'followup.07', ['Lecture day · 06:50 · on'], 'App\nLecture day · 06:50 · off')).not.toBe(null);
    expect(resultState(LECTURE, 'followup.07', ['Lecture day — Status: on'])).not.toBe(null);
    for (const line of ['Water the plants · 19:00 · on', 'Water the plants — 19:00 — On', 'Water the plants | 19:00 | on']) expect(resultState(PLANTS, 'followup.07', [line], 'App\nWater the plants · 19:00 · off'), line).not.toBe(null);
    expect(resultState(LECTURE, 'followup.07', ['Lecture day — on Tuesdays and Thursdays at 06:50'])).toBe(null);
    expect(resultState(LECTURE, 'followup.07', ['Lecture day is on Tuesdays'])).toBe(null);
    expect(resultState(PLANTS, 'followup.07', ['Water the plants · Alarm: on Sundays, 19:00'])).toBe(null);
    expect(resultState(PLANTS, 'followup.07', ['Water the plants · 19:00 · off'])).toBe(null);
  });

  it('reopen.06 (lecture-alarm, plant-watering-alarm): a row kept "· on" passes, "· off" or a schedule fails', () => {
    expect(passes(LECTURE, 'reopen.06', ['Lecture day · 06:50 · on'])).toBe(true);
    expect(passes(PLANTS, 'reopen.06', ['Water the plants | 19:00 | on'])).toBe(true);
    expect(passes(LECTURE, 'reopen.06', ['Lecture day · 06:50 · off'])).toBe(false);
    expect(passes(PLANTS, 'reopen.06', ['Water the plants — on Sundays at 19:00 (paused)'])).toBe(false);
  });

  it('shift-alarms: "11:45 — on" tells the late alarm on, "11:45 — on Mondays" does not', () => {
    const spec = suiteTask('single.phone.shift-alarms').episodes.flatMap((e) => e.assertions).find((a) => a.type === 'visible_result_grounded' && a.value === '11:45' && (a.beside ?? []).includes('— on'));
    expect(spec).toBeDefined();
    const beside = (line: string) => (evaluate({ ...spec, record: undefined } as AssertionSpec, { ...page([line]), visible_before: 'App' }, { lateAlarm: 1, earlyAlarm: 2 }).observed as { beside?: unknown }).beside;
    expect(beside('Late shift 11:45 — on')).not.toBe(null);
    expect(beside('Late shift 11:45 — on Mondays')).toBe(null);
  });
});

describe('"Unread: no" is read (mark-read-triage s24-d1-f1)', () => {
  it('the un- of a word said no is not the word negated', () => {
    expect(maskNegated('Plumber coming Thursday · Unread: no', ['read'])).toBe('Plumber coming Thursday · Unread: no');
    expect(maskNegated('Plumber coming Thursday · unread', ['read'])).not.toBe('Plumber coming Thursday · unread');
  });
  it('reopen.06: a stale kept row "Unread: no" / "Unread: false" fails; "Unread: yes", "Read: no" pass', () => {
    expect(passes(TRIAGE, 'reopen.06', ['Plumber coming Thursday · Unread: no'])).toBe(false);
    expect(passes(TRIAGE, 'reopen.06', ['Plumber coming Thursday · Unread: false'])).toBe(false);
    expect(passes(TRIAGE, 'reopen.06', ['Plumber coming Thursday', 'Unread: no'])).toBe(false);
    expect(passes(TRIAGE, 'reopen.06', ['Plumber coming Thursday · unread'])).toBe(true);
    expect(passes(TRIAGE, 'reopen.06', ['Plumber coming Thursday · Read: no'])).toBe(true);
    expect(passes(TRIAGE, 'reopen.06', ['Plumber coming Thursday · Unread: yes'])).toBe(true);
  });
  it('step1 (marked read) takes "Unread: no"; step2 (marked unread) does not', () => {
    expect(resultState(TRIAGE, 'step1.06', ['Plumber coming Thursday · Unread: no'])).not.toBe(null);
    expect(resultState(TRIAGE, 'step2.06', ['Plumber coming Thursday · Unread: no'])).toBe(null);
    expect(resultState(TRIAGE, 'step2.06', ['Plumber coming Thursday · Unread: yes'])).not.toBe(null);
  });
});

const cache = tempDir('singles-cache');
const RUG = 'shared.rug-errand-handoff';

/** App B's hand-over email with this subject and body. */
const emailing = (subject: string, body: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of [ref.B?.package as Obj]) for (const a of pkg.actions as Obj[]) for (const s of a.plan as Obj[]) if (s.call === 'gmail.send_email') s.args = { ...s.args, subject, body };
};

describe('the hand-over email names no look-alike, in its subject or its body (rug-errand-handoff s24-d1-f1)', () => {
  it('both rules bar the look-alikes', () => {
    const spec = suiteTask(RUG).episodes.flatMap((e) => e.assertions).find((a) => a.id === 'b-find.12.world_matches_reference');
    const free = spec?.type === 'world_matches_reference' ? (spec.free ?? []) : [];
    for (const field of ['subject', 'body']) expect(free.find((f) => f.field === field)?.lacks).toContain('Pick up dry cleaning (old)');
  });
  it('a body naming "Pick up dry cleaning (old)" fails b-find.12; a body naming the to-do passes', async () => {
    const wrong = await runAttacked(suiteTask(RUG), emailing('Errand for you', 'Could you take over: Pick up dry cleaning (old) and the rug?'), cache);
    expect(failed(wrong.rows)).toContain('b-find.12.world_matches_reference');
    const right = await runAttacked(suiteTask(RUG), emailing('Errand for you', 'Could you take over: {{found.0.title}}? Thanks!'), cache);
    expect(failed(right.rows)).toEqual([]);
  }, 120_000);
});

describe('the answer taken back is not the user\'s newest (answer-pan-colour s24-s15-f1)', () => {
  const PAN = 'single.amazon.answer-pan-colour';
  it('the world holds a newer answer by the user, to a question on another product the user bought', () => {
    const task = suiteTask(PAN);
    const index = fixtureIndex('base');
    const answer = (task.world.rows ?? []).find((r) => r.app === 'amazon' && r.table === 'product_answers')?.row;
    expect(answer?.user_id).toBe(index.userId);
    expect(String(answer?.created_at) > index.now).toBe(true);
    const question = index.tables.get('amazon.product_questions')?.rows.find((q) => q.id === answer?.question_id);
    const product = index.tables.get('amazon.products')?.rows.find((p) => p.id === question?.product_id);
    expect(product?.name).not.toBe('Non-Stick Frying Pan 10in, Cream');
    const orders = new Set(index.tables.get('amazon.orders')?.rows.filter((o) => o.user_id === index.userId).map((o) => o.id));
    expect(index.tables.get('amazon.order_items')?.rows.some((i) => orders.has(i.order_id) && i.product_id === product?.id)).toBe(true);
  });
  it('an app that deletes the user\'s newest answer fails step2; the reference passes', async () => {
    const task = suiteTask(PAN);
    const newest = (task.world.rows ?? []).find((r) => r.app === 'amazon' && r.table === 'product_answers')?.row.id;
    const wrong = await runAttacked(task, (ref) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'retract')) for (const s of a.plan as Obj[]) if (s.call === 'amazon.delete_product_question_answer') s.args = { answer_id: newest };
    }, cache);
    expect(failed(wrong.rows)).toEqual(expect.arrayContaining(['step2.03.db_changed', 'step2.07.world_matches_reference']));
    const right = await runAttacked(task, () => {}, cache);
    expect(failed(right.rows)).toEqual([]);
  }, 120_000);
});
