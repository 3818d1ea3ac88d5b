/**
 * s32 duecard, on the real built tasks: a record's card still giving the old date, time or number fails after reopen
 * (s31-r1-f1..f18: a status line between the new and old date, a due field repeated at the old date), and a line
 * giving the old value with the new one said as the old ("(changed from <new>)", "<new> → <old>") fails
 * (s31-r2-f1, f3, f5, f7, f9, f11, f13, f16, f17). Correct cards and logs still pass.
 */
import { describe, expect, it } from 'vitest';
import { screenJudge, referenceRecords, tempDir, type ScreenLine, dueTodos } from '../../../src/stages/__tests__/helpers.ts';

const recordsOf = referenceRecords(tempDir('s32-duecard'));
const judge = screenJudge(recordsOf);
const h2 = (line: string) => ['h2', line] as const;
const h3 = (line: string) => ['h3', line] as const;
const cases: [string, string, boolean, ScreenLine[]][] = [];
const add = (task: string, check: string, want: boolean, lines: ScreenLine[]) => cases.push([task, check, want, lines]);

// [task, title, new (long), new (short), old (short), old iso]
const TODOS = dueTodos([
  'multi.dad-garage-handoff',
  'multi.dinner-party',
  'multi.gift-run',
  'multi.grandpa-voicemail-followup',
  'multi.insurance-renewal-todo',
  'multi.landlord-voice-note',
  'multi.move-in-day',
  'multi.music-night',
  'multi.neighbor-mail-pickup',
]);
for (const [task, title, iso, now, old] of TODOS) {
  const log = [h2('Log'), `${title} is now due ${iso}, urgent.`];
  for (const status of ['Open', 'Not started', 'In progress', 'Status: open']) add(task, 'reopen.07', false, [...log, title, `Rescheduled to ${now}`, status, `Due ${old}`]);
  add(task, 'reopen.07', false, [title, `Due ${now}`, `Due ${old}`]);
  add(task, 'reopen.07', false, [title, `Due: ${now}`, 'Status: Open', `Due: ${old}`]);
  add(task, 'reopen.07', false, [...log, title, `Rescheduled to ${now}`, `Due ${old}`]);
  // Correct forms.
  add(task, 'reopen.07', true, [title, `Due ${now}`]);
  add(task, 'reopen.07', true, [`${title} — due ${now} (was ${old})`]);
  add(task, 'reopen.07', true, [title, `Due: ${now}`, 'Status: Open']);
  add(task, 'reopen.07', true, [title, `Due ${now}`, 'Open', 'Urgent']);
  add(task, 'reopen.07', true, [title, `Due ${now}`, `Was due ${old}`]);
  add(task, 'reopen.07', true, [title, `Due ${now}`, h2('Log'), `Moved ${title} from ${old} to ${now}`]);
  add(task, 'reopen.07', true, [h2('Upcoming'), title, `Due ${now}`, 'Open', 'Pay the rent', `Due ${old}`]);
}

// s31-r2-f1, f3, f5, f7, f9, f11, f13, f16, f17: the new value said old, reversed, or left waiting beside the old one.
// (Left open: '<old> → <new> (queued)' — the arrow says the old value is old, which excuses the line as history.)
// [task, name, old, new, a Log line telling the new value]
const LINES: [string, string, string, string, string][] = [
  ['multi.tax-docs-todo', 'Send tax documents to accountant', 'June 5', 'June 9', 'Send tax documents to accountant is now due 2023-06-09, urgent.'],
  ['single.todoist.home-renovation-chores', 'Buy paint samples for the kitchen', 'May 27', 'June 3', 'Buy paint samples for the kitchen is now due 2023-06-03, urgent.'],
  ['multi.passport-renewal-steps', 'Passport renewal', 'June 9', 'June 12', 'Passport renewal is now due 2023-06-12, urgent.'],
  ['multi.plumber-email-todo', 'Clear under the sink', 'June 1', 'June 8', 'Clear under the sink is now due 2023-06-08, urgent.'],
  ['multi.rent-collector', 'June rent', 'June 1', 'June 5', 'June rent is now due 2023-06-05, urgent.'],
  ['single.phone.contact-book', 'Jordan Blake ★ favourite', '(206) 555-0142', '206-555-0199', 'Jordan Blake now has number 206-555-0199.'],
  ['multi.new-manager-contact', 'Rosa Varga ★ favourite', '(206) 555-0187', '(206) 555-0110', 'Rosa Varga now has number (206) 555-0110.'],
  ['multi.new-neighbor-hello', 'Greta Lind ★ favourite', '206-555-0143', '(206) 555-0199', 'Greta Lind now has number (206) 555-0199.'],
];
for (const [task, name, old, now, logLine] of LINES) {
  const due = /\d{3}/.test(old) ? '' : 'due ';
  const ctx = [h2('Log'), logLine];
  for (const l of [`${name} — ${due}${old} (changed from ${now})`, `${name}: ${now} → ${old}`, `${name} — ${due}${old} (requested: ${now})`, `${name} — ${due}${old} (moved from ${now})`, `${name} — ${due}${old} (was ${now})`]) {
    add(task, 'reopen.07', false, [l]);
    add(task, 'reopen.07', false, [l, ...ctx]);
  }
  for (const l of [`${name} — ${due}${now} (changed from ${old})`, `${name} — ${due}${now} (was ${old})`, `${name}: ${old} → ${now}`, `${name} — ${due}${now}`]) {
    add(task, 'reopen.07', true, [l]);
    add(task, 'reopen.07', true, [l, ...ctx]);
  }
}
const WAKE = 'single.phone.wake-up-alarm';
for (const l of ['Weekday wake-up at 06:45, snooze 5 min (changed from 07:10)', 'Weekday wake-up: 07:10 → 06:45, snooze 5 min', 'Weekday wake-up at 06:45, snooze 5 min (will ring at 07:10 after sync)']) add(WAKE, 'reopen.07', false, [l]);
for (const l of ['Weekday wake-up at 07:10, snooze 5 min (was 06:45)', 'Mon–Fri 07:10 — Weekday wake-up, snooze 5 min', 'Weekday wake-up: 06:45 → 07:10, snooze 5 min']) add(WAKE, 'reopen.07', true, [l]);
add(WAKE, 'reopen.07', true, [h3('Weekday wake-up'), '7:10 AM · Mon–Fri', 'Snooze 5 min']);

// s31-r2-f2, f4, f6, f8, f10, f12, f14, f18: one time on both rows is the record's own field, not a log's stamp.
for (const [task, name, old, now] of LINES) {
  const due = /\d{3}/.test(old) ? '' : 'due ';
  for (const [a, b] of [[' · 09:00', ''], [' · 9:00 AM', ''], ['', '09:00 ']]) add(task, 'reopen.07', false, [`${b}${name} — ${due}${old}${a}`, `${b}${name} — ${due}${now}${a}`]);
  add(task, 'reopen.07', true, [h2('Log'), `${name} — ${due}${old} (10:05)`, `${name} — ${due}${now} (10:07)`]);
}

describe('s32 duecard: the record card read whole', () => {
  it.each(cases.map((c, i) => [i, ...c] as const))('#%i %s %s → %s', async (_i, task, check, want, lines) => {
    expect((await judge(task, check))(lines)).toBe(want);
  });
});
