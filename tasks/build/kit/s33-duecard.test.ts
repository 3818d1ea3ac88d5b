/**
 * s33 duecard, on the real built tasks (issue #30 review, session 33):
 * - a to-do card read through any short plain line that is no record's title and no value ("Assigned to Dad",
 *   "★ Favourite", "Waiting on Sam", "Someday", "High priority"), so a stale old date below it fails
 *   (s32-re1-f1, s32-re2-f1, s32-re3-f1);
 * - beside the old date, a new date left waiting, retried or refused ("→ June 6 (queued)", "⏳", "(June 8 asked for)",
 *   "(move to June 5 pending)", "(07:10 from tomorrow)") tells nothing, and the arrow then no longer says the old one
 *   old (s31-r2-f5, f7, f9, f11, f17, s32-re1-f2, s32-re1-f1 wake-up-alarm);
 * - a reschedule's result said retried, sent later, refused in other words, only requested, fails
 *   (s32-re1-f3, s32-re1-f2, s32-re3-f2, s32-re3-f1 conference-trip, s32-re2-f1 moving-internet-tick).
 * Correct cards, rows and results still pass.
 */
import { describe, expect, it } from 'vitest';
import { screenJudge, referenceRecords, resultProbes, tempDir, type ScreenLine, dueTodos } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s33-duecard');
const recordsOf = referenceRecords(cache);
const judge = screenJudge(recordsOf);
const probes = resultProbes(cache);
const h2 = (line: string) => ['h2', line] as const;
const h3 = (line: string) => ['h3', line] as const;
const T = 600_000;
type Case = [string, string, boolean, ScreenLine[]];
const cases: Case[] = [];
const add = (task: string, check: string, want: boolean, lines: ScreenLine[]) => cases.push([task, check, want, lines]);

// [task, title, new iso, new, old]
const TODOS = dueTodos([
  'multi.dad-garage-handoff',
  'multi.dinner-party',
  'multi.gift-run',
  'multi.grandpa-voicemail-followup',
  'multi.insurance-renewal-todo',
  'multi.move-in-day',
  'multi.music-night',
  'multi.tax-docs-todo',
  'multi.passport-renewal-steps',
  'single.todoist.home-renovation-chores',
]);
const FIELDS = ['Assigned to Dad', '★ Favourite', 'Waiting', 'Blocked', 'Someday', 'Waiting on Sam', 'Assigned to Sam', 'Priority 1', 'High priority', 'Open'];
for (const [task, title, iso, now, old] of TODOS) {
  const log = [h2('Log'), `${title} is now due ${iso}, urgent.`];
  // s32-re1-f1, s32-re2-f1, s32-re3-f1: a plain field line between the new date and the old one is the same card's.
  for (const x of FIELDS) {
    add(task, 'reopen.07', false, [title, `Rescheduled to ${now}`, x, `Due ${old}`, ...log]);
    add(task, 'reopen.07', false, [title, `Rescheduled to ${now}`, x, `Due ${old}`]);
  }
  add(task, 'reopen.07', false, [title, `Due ${now}`, '★ Favourite', `Due: ${old}`]);
  add(task, 'reopen.07', false, [title, `Due ${now}`, 'Assigned to Dad', 'Waiting on Sam', `Due: ${old}`]);
  // s31-r2-f5, f17, s32-re1-f2: the move to the new date waiting after an arrow.
  for (const l of [`${title} — due ${old} → ${now} (queued)`, `${title} — due ${old} → ${now} ⏳`, `${title} — due ${old} → ${now} (pending)`, `${title} — due ${old} → ${now} (not yet saved)`,
    `${title} — due ${old} (${now} asked for)`, `${title} — due ${old} (move to ${now} pending)`, `${title} — due ${old} · move to ${now} pending`, `${title} — due ${old} → ${now} (will retry)`]) {
    add(task, 'reopen.07', false, [l]);
    add(task, 'reopen.07', false, [l, ...log]);
  }
  // Correct forms.
  for (const rows of [[title, `Due ${now}`], [title, 'Waiting on Sam', `Due ${now}`], [title, 'Assigned to Dad', `Due ${now}`, '★ Favourite'], [title, `Due ${now}`, 'High priority', `Was due ${old}`],
    [`${title} — due ${now} (was ${old})`], [`${title}: ${old} → ${now}`], [`${title} — due ${old} → ${now}`], [`${title} — due ${now}`, 'Waiting room', 'Retry the printer'],
    [title, `Due ${now}`, 'Assigned to Dad', 'Pay the rent', `Due ${old}`], [title, `Due ${now}`, 'Waiting room', `Due ${old}`], [title, `Due ${now}`, 'Retry the printer', `Due ${old}`],
    [title, `Due ${now}`, 'Shared drive cleanup', `Due ${old}`], [title, `Due ${now}`, '#garage', 'Blocked by the landlord'], [h2('Upcoming'), title, `Due ${now}`, 'Someday', h2('Done'), 'Pay the rent', `Due ${old}`]] as ScreenLine[][]) {
    add(task, 'reopen.07', true, rows);
    add(task, 'reopen.07', true, [...rows, ...log]);
  }
}

// s31-r2-f7 plumber-email-todo, s31-r2-f9 rent-collector: the same waits on their own tasks.
for (const [task, title, old, now, logLine] of [
  ['multi.plumber-email-todo', 'Clear under the sink', 'June 1', 'June 8', 'Clear under the sink is now due 2023-06-08, urgent.'],
  ['multi.rent-collector', 'June rent', 'June 1', 'June 5', 'June rent is now due 2023-06-05, urgent.'],
] as const) {
  const log = [h2('Log'), logLine];
  for (const l of [`${title} — due ${old} → ${now} (queued)`, `${title} — due ${old} → ${now} (pending)`, `${title} — due ${old} → ${now} (not yet saved)`, `${title} — due ${old} (${now} asked for)`,
    `${title} — due ${old} (move to ${now} pending)`, `${title} — due ${old} (change to ${now} pending)`, `${title} — due ${old} (update to ${now} pending)`, `${title} — due ${old} · move to ${now} pending`]) {
    add(task, 'reopen.07', false, [l]);
    add(task, 'reopen.07', false, [l, ...log]);
  }
  for (const rows of [[`${title} — due ${now} (was ${old})`], [`${title} — due ${now} · 09:00`], [h3(title), `Due ${now}`, `Was due ${old}`], [h2('Upcoming'), `${now} · ${title} (moved from ${old})`]] as ScreenLine[][]) {
    add(task, 'reopen.07', true, rows);
    add(task, 'reopen.07', true, [...rows, ...log]);
  }
}
add('multi.rent-collector', 'reopen.07', false, ['June rent — due 2023-06-01 (move to 2023-06-05 pending)']);
// A request's own wait beside the to-do's date now is that request's state.
add('multi.rent-collector', 'reopen.07', true, ['June rent — due June 5', 'Venmo request: June rent $950 (pending)']);
add('multi.rent-collector', 'reopen.07', true, ['June rent · Mon, Jun 5']);

// s31-r2-f11 tax-docs-followup: the card under a starred title, and a move under way.
const TAX = 'multi.tax-docs-followup';
for (const due of ['Due June 1 · could not move to June 6', 'Due June 1 (move to June 6 pending)', 'Due June 1 · June 6 queued']) add(TAX, 'reopen.07', false, ['Answer "Tax documents" ★ starred', due]);
add(TAX, 'reopen.07', false, ['Answer "Tax documents" ★ starred — due 2023-06-01 (postponing to 2023-06-06)']);
add(TAX, 'reopen.07', false, ['Answer "Tax documents" — due 2023-06-01 (postponing to 2023-06-06)']);
for (const rows of [['Answer "Tax documents" — due June 6, starred'], ['Answer "Tax documents" ★ starred · Tue 6 Jun'], ['Answer "Tax documents" ★ starred', 'Due June 6']]) add(TAX, 'reopen.07', true, rows);

// s31-p1-f1 plumber-email-snooze: the only 07:15 a change waiting, failed, under way or declined.
const SNOOZE = 'multi.plumber-email-snooze';
const snoozed = 'Snoozed "Plumber coming Thursday" until 2023-05-24 08:00';
for (const l of ['Plumber coming Thursday: change to 07:15 pending', 'Plumber coming Thursday — move to 07:15 failed', 'Moving "Plumber coming Thursday" to 07:15…', 'Plumber coming Thursday: move to 07:15 awaiting confirmation', 'Plumber coming Thursday — 07:15 requested (declined)', 'Plumber coming Thursday — will move to 07:15']) add(SNOOZE, 'reopen.07', false, [snoozed, l]);
add(SNOOZE, 'reopen.07', false, [h2('Snoozed'), 'Snoozed "Plumber coming Thursday" until 08:00', 'Could not move "Plumber coming Thursday" to 07:15']);
add(SNOOZE, 'reopen.07', true, [snoozed, 'Moved "Plumber coming Thursday" to 07:15']);
add(SNOOZE, 'reopen.07', true, [h2('Now'), 'Plumber coming Thursday — alarm at 07:15', h2('History'), snoozed]);

// s31-p0-f2 reply-drafts: the new text to come, waiting or failed beside the old one.
const DRAFTS = 'single.gmail.reply-drafts';
const NEW_TEXT = 'Count me in for Friday, but I can only stay until 9.';
for (const tail of [`(will change to "${NEW_TEXT}")`, `(will be changed to "${NEW_TEXT}")`, `(rewording to "${NEW_TEXT}" pending)`, `(could not reword to "${NEW_TEXT}")`]) add(DRAFTS, 'reopen.07', false, [`Team dinner on Friday: Count me in for Friday! ${tail}`]);
add(DRAFTS, 'reopen.07', true, [`Team dinner on Friday: ${NEW_TEXT}`]);
add(DRAFTS, 'reopen.07', true, [h3('Drafts'), 'Team dinner on Friday', NEW_TEXT]);
add(DRAFTS, 'reopen.07', true, [`Team dinner on Friday — draft: ${NEW_TEXT}`, h3('Version history'), '18 May 12:00 — Count me in for Friday!']);

// s32-re1-f1 wake-up-alarm: the new time said of a time to come beside the old one.
const WAKE = 'single.phone.wake-up-alarm';
for (const when of ['from tomorrow', 'starting Monday', 'next week']) {
  add(WAKE, 'reopen.07', false, [`Weekday wake-up at 06:45, snooze 5 min (07:10 ${when})`]);
  add(WAKE, 'reopen.07', false, ['Alarm 6658043 now at 07:10, snooze 5', `Weekday wake-up at 06:45, snooze 5 min (07:10 ${when})`]);
}
for (const l of ['Weekday wake-up at 07:10 from tomorrow, snooze 5 min', 'Weekday wake-up: 06:45 → 07:10 from tomorrow', 'Weekday wake-up at 07:10, snooze 5 min (was 06:45)', 'Weekday wake-up at 07:10 (next ring tomorrow), snooze 5 min']) add(WAKE, 'reopen.07', true, [l]);

describe('s33 duecard: cards, waiting arrows and times to come on reopen', () => {
  for (const task of [...new Set(cases.map((c) => c[0]))]) {
    it(task, async () => {
      const judges = new Map<string, (l: readonly ScreenLine[]) => boolean>();
      const bad: string[] = [];
      for (const [t, id, want, lines] of cases.filter((c) => c[0] === task)) {
        if (!judges.has(id)) judges.set(id, await judge(t, id));
        if (judges.get(id)!(lines) !== want) bad.push(`${id} want ${want}: ${JSON.stringify(lines)}`);
      }
      expect(bad).toEqual([]);
    }, T);
  }
});

// Result checks of the reschedule.
const moved = (name: string, nu: string, old: string): [string[], string[]] => [
  [`${name} — ${nu}, will retry later`, `${name} — ${nu} ⏳ sending later`, `${name} → ${nu} (will retry)`, `${name} — ${nu} (retry later)`, `${name} — ${nu} (retrying)`,
    `${name}: still ${old} — ${nu} has no room`, `${name}: ${nu} not available, kept ${old}`, `${name} — ${nu} (queued)`, `${name} → ${nu} ⏳`, `${name} — ${nu} (pending sync)`],
  [`${name} moved to ${nu}`, `${name} — due ${nu} (was ${old})`, `Rescheduled ${name}: ${old} → ${nu}`, `${name} is now due ${nu} ✓`, `${name} moved to ${nu} (${old} not available)`],
];
describe('s33 duecard: a reschedule said retried, sent later or refused is not done', () => {
  for (const [task, check, name, nu, old] of [
    ['multi.dad-garage-handoff', 'revise.09', 'Fix the garage door', 'June 6', 'June 3'],
    ['multi.passport-renewal-steps', 'revise.09', 'Passport renewal', 'June 12', 'June 9'],
    ['multi.grandpa-voicemail-followup', 'revise.07', 'Call Dad again', 'May 19 (urgent)', 'May 21'],
    ['single.todoist.home-renovation-chores', 'revise.07', 'Buy paint samples for the kitchen', 'June 3', 'May 27'],
    ['multi.gift-run', 'revise.07', 'Birthday gift', 'June 5', 'June 6'],
    ['multi.music-night', 'revise.07', 'Soul Sunday', 'June 4', 'May 28'],
  ] as const) {
    const [wrong, right] = moved(name, nu, old);
    it(`${task} ${check} (s32-re1-f2, f3, s32-re3-f2)`, probes.both(task, check, wrong, right), T);
  }
  it('multi.conference-trip revise.07 (s32-re3-f1)', probes.both('multi.conference-trip', 'revise.07',
    ['Denver conference — June 13 requested', 'Denver conference: asked to move it to June 13', 'Denver conference: June 13 (request sent)', 'Denver conference — June 13 (will retry)'],
    ['Denver conference moved to June 13', 'Denver conference is now on June 13', 'Moved Denver conference to 2023-06-13 (requested by you)']), T);
  it('single.simple_note.moving-internet-tick revise.07 (s32-re2-f1)', probes.both('single.simple_note.moving-internet-tick', 'revise.07',
    ['Moving checklist item 3: not done (pending sync)', 'Moving checklist item 3 — untick is pending', 'Moving checklist item 3 — untick pending', 'Moving checklist item 3: unticked (pending sync)'],
    ['Moving checklist item 3 marked not done', 'Moving checklist item 3: not done', 'Moving checklist item 3 unticked']), T);
});
