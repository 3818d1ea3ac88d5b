/**
 * s30 oldval, on the real tasks: the reopen check that a changed date, time or phone number is not shown as the record's
 * value now (kit/stale-values.ts, src/stages/check/oldval.ts). Both sides for each finding of /work/s30/lanes/F-oldval.txt:
 * each wrong row fails (a stale value on a card's fifth line or later, incidental "from"/"old"/"earlier"/"before" on the
 * line, "bring old passport"); the history, the logs, the sent mail and the new value pass; the references pass.
 */
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { cardStaleLines, loggedBefore, oldValueHistory, wordsBefore } from '../../../src/stages/check/oldval.ts';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';

type Row = string | readonly [string, string];
const cache = tempDir('s30-oldval');
const staleCheck = (task: string) => {
  const found = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.note?.startsWith('s29 stale'));
  if (!found) throw new Error(`${task}: no s29 stale check`);
  return found;
};
const capturesOf = (task: string): Record<string, unknown> => {
  const check = staleCheck(task) as { value: string; or?: unknown[]; own_texts?: unknown[] };
  const refs = [...(check.or ?? []), ...(check.own_texts ?? [])].filter((r): r is string => typeof r === 'string' && r.startsWith('$'));
  return Object.fromEntries(refs.map((r) => [r.slice(1), r.endsWith('Title') ? check.value : null]));
};
const judge = (task: string, rows: Row[]): boolean => evaluate(staleCheck(task), reopenedScreen(rows) as EpisodeRecord, capturesOf(task)).passed;
const M = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July'];
const words = (d: string) => `${M[Number(d.slice(5, 7))]} ${Number(d.slice(8))}`;
const info = (task: string) => { const c = staleCheck(task) as any; return { N: c.value as string, O: c.was?.[0] as string, W: c.state[0] as string }; };
const P: [string, string, boolean, Row[]][] = [];
const add = (id: string, task: string, want: boolean, rows: Row[]) => P.push([id, task, want, rows]);
const phone = (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
const paren = (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
// r0 odd: incidental words on a contact/todo row
const contactTasks: [string, string, string][] = [['s29-r0-f1', 'multi.babysitter-contact', 'Ines Moura'], ['s29-r0-f13', 'multi.new-manager-contact', 'Rosa Varga'], ['s29-r0-f17', 'single.phone.contact-book', 'Jordan Blake']];
for (const [id, t, full] of contactTasks) {
  const { O, W } = info(t); const o = t.includes('contact-book') ? phone(O) : O; const w = t.includes('contact-book') ? phone(W) : W;
  const log: Row[] = [['h2', 'Log'], `${full}'s number is now ${w}`];
  for (const tail of ['favourite (from the Larsens)', 'favourite · 3 days old', 'favourite · met before']) add(id, t, false, [`${full} — ${o}, ${tail}`, ...log]);
  add(id, t, false, [`${full} — ${o} · added to favourites`, ...log]);
  add(id, t, true, [`${full} — ${w}, favourite (from the Larsens)`]);
  // f2.. fifth line
}
for (const [id, t, full] of [['s29-r0-f2', 'multi.babysitter-contact', 'Ines Moura'], ['s29-r0-f14', 'multi.new-manager-contact', 'Rosa Varga'], ['s29-r0-f18', 'single.phone.contact-book', 'Jordan Blake']] as const) {
  const { O, W } = info(t); const o = t.includes('contact-book') ? phone(O) : O; const w = t.includes('contact-book') ? phone(W) : W;
  add(id, t, false, [['h3', full], 'Favourite', 'Friend', 'someone@yahoo.com', 'Birthday: —', `Phone: ${o}`, ['h2', 'Log'], `${full}'s number is now ${w}`]);
  add(id, t, false, [['h3', full], 'Favourite', 'Friend', 'someone@yahoo.com', `Phone: ${o}`, ['h2', 'Log'], `${full}'s number is now ${w}`]);
  add(id, t, true, [['h3', full], 'Favourite', 'Friend', 'someone@yahoo.com', 'Birthday: —', `Phone: ${w}`, ['h2', 'Log'], `${full}'s number is now ${w}`]);
}
const r0todo: [string, string, string][] = [['s29-r0-f3', 'multi.camping-trip-planner', 'f4'], ['s29-r0-f5', 'multi.conference-trip', 'f6'], ['s29-r0-f7', 'multi.dad-garage-handoff', 'f8'], ['s29-r0-f9', 'multi.grandpa-voicemail-followup', 'f10'], ['s29-r0-f11', 'multi.move-in-day', 'f12'], ['s29-r0-f15', 'multi.plumber-email-todo', 'f16']];
for (const [id, t, five] of r0todo) {
  const { N, O, W } = info(t); const log: Row[] = [['h2', 'Log'], `To-do 1234567 is now due ${W}.`];
  for (const x of [`${N} — due ${O} (added earlier)`, `${N} — due ${O} · 3 days old`, `${N} — due ${O} before noon`, `${N} — from home — due ${O}`, `${N} — due ${O} · added to Plans`]) add(id, t, false, [x, ...log]);
  add(id, t, true, [`${N} — due ${W} (added earlier) · from home`]);
  const f = `s29-r0-${five}`;
  add(f, t, false, [['h3', N], 'Priority: normal', 'Project: Inbox', 'Label: home', 'Note started', `Due ${O}`, ...log]);
  add(f, t, false, [['h3', N], 'Priority: normal', 'Project: Inbox', 'Label: home', 'Note started', 'Created May 18', 'Reminder: none', 'Section: —', `Due ${O}`, ...log]);
  add(f, t, true, [['h3', N], 'Priority: normal', 'Project: Inbox', 'Label: home', 'Note started', `Due ${W}`, ...log]);
}
const r1todo: [string, string][] = [['s29-r1-f1', 'multi.bike-service-steps'], ['s29-r1-f3', 'multi.cousin-visit-voicemail'], ['s29-r1-f5', 'multi.dinner-party'], ['s29-r1-f7', 'multi.insurance-renewal-todo'], ['s29-r1-f9', 'multi.music-night'], ['s29-r1-f11', 'multi.rent-collector'], ['s29-r1-f13', 'single.todoist.home-renovation-chores']];
for (const [id, t] of r1todo) {
  const { N, O, W } = info(t); const msg = `To-do 1234567 is now due ${W}.`;
  for (const tail of ['synced from Todoist', '3 days old']) add(id, t, false, [`${N} — due ${O} · ${tail}`, msg]);
  add(id, t, false, [`${N} — due ${O}, before noon`, msg]);
  add(id, t, false, [['h3', N], `Due ${O} · from Todoist`, ['h2', 'Log'], `${N} moved to ${W}`]);
  add(id, t, false, [['h3', N], `Due ${O} (added earlier)`, ['h2', 'Log'], `${N} moved to ${W}`]);
  const f = `s29-r1-f${Number(id.split('-f')[1]) + 1}`;
  add(f, t, true, [['h3', N], `Due ${W}`, `Pick up groceries — due ${O}`]);
  add(f, t, true, [N, `Due ${W}`, 'Pick up groceries', `Due ${O}`]);
  add(f, t, true, [N, `Due ${W}`, 'Groceries', `Due ${O}`]);
}
for (const [id, t, full, fmt] of [['s29-r1-f15', 'multi.climbing-partner-contact', 'Jae Park', phone], ['s29-r1-f16', 'multi.new-neighbor-hello', 'Greta Lind', paren]] as const) {
  const { O, W } = info(t); const msg = `Contact 1234567 now has number ${W}.`;
  add(id, t, false, [msg, ['h3', `${full} ★ favourite`], `Mobile: ${fmt(O)} (from SIM)`]);
  add(id, t, false, [msg, ['h3', `${full} ★ favourite`], `Mobile: ${fmt(O)} · synced from Google`]);
  add(id, t, false, [msg, `${full} ★ favourite — ${fmt(O)} (from SIM)`]);
}
for (const [id, t, full, fmt] of [['s29-d2-f6', 'multi.climbing-partner-contact', 'Jae Park', phone], ['s29-r1-f17', 'multi.new-neighbor-hello', 'Greta Lind', paren]] as const) {
  const { O, W } = info(t); const head: Row[] = [['h2', 'Contacts'], `${full} ★ favourite, ${W}`];
  for (const x of [`${full} — saved ${fmt(O)}`, `${full} — first saved as ${fmt(O)}`, `${full} — saved ${O}`, `${full}: changed from ${O}`, `${full} — old number: ${O}`, `${full} (was ${O})`]) add(id, t, true, [...head, x]);
  add(id, t, false, [`${full} — ${fmt(O)} · saved May 18`]);
}
const r2: [string, string, string[]][] = [
  ['s29-r2-f1', 'multi.book-club', ['from your email to Ava', 'finish the book before']],
  ['s29-r2-f2', 'multi.closet-cleanout-steps', ['alarm 10:15 am, before the shelter opens']],
  ['s29-r2-f3', 'multi.coworker-voice-handoff', ['Marcus: send the client deck before noon', 'voice message from you to Marcus']],
  ['s29-r2-f4', 'multi.gift-run', ['jigsaw puzzle from the cart']],
  ['s29-r2-f5', 'multi.landlord-voice-note', ['call the landlord before then', 'from your voice note to Sofia']],
  ['s29-r2-f6', 'multi.neighbor-mail-pickup', ['from Lucas Nguyen']],
  ['s29-r2-f7', 'multi.passport-renewal-steps', ['arrive before 9 am']],
  ['s29-r2-f8', 'multi.tax-docs-todo', ['from the "Tax documents" email']],
];
for (const [id, t, tails] of r2) {
  const { N, O, W } = info(t); const log = `Now due ${W}.`;
  add(id, t, false, [`${N} — due ${O} (added earlier)`, ['h2', 'Log'], log]);
  add(id, t, false, [`${N} — due ${O} · 3 days old`, ['h2', 'Log'], log]);
  for (const tail of tails) add(id, t, false, [log, ['h2', 'Plans'], `${N} — due ${words(O)} — ${tail}`]);
  add(id, t, false, [log, ['h2', 'Plans'], `${N} — due ${words(O)} — made in this app`]);
  if (id === 's29-r2-f8') add(id, t, false, [log, ['h3', N], `Due: ${words(O)} · from email`]);
  add(id, t, true, [['h2', 'Plans'], `${N} — due ${words(W)} — ${tails[0]}`]);
}
{ const t = 'multi.passport-renewal-steps'; const id = 's29-e3-f3';
  add(id, t, false, ['Passport renewal, old passport needed — due 2023-06-09', 'Bring old passport — due 2023-06-12']);
  add(id, t, false, ['Passport renewal (bring old passport) — due 2023-06-09', 'Alarm 7:30 am on 2023-06-12']);
  add(id, t, false, ['Passport renewal — due 2023-06-09 — steps: Bring old passport', 'Alarm 7:30 am on 2023-06-12']);
  add(id, t, false, ['Passport renewal moved to 2023-06-12', ['h3', 'Passport renewal'], 'Due: June 9 — bring old passport']);
  add(id, t, true, ['Passport renewal, old passport needed — due 2023-06-12']);
  add(id, t, true, [['h3', 'Passport renewal'], 'Due: June 12 — bring old passport']);
}
{ const t = 'multi.camping-trip-planner'; const id = 's29-d1-f15'; const now = 'Lake Wren campout — due 2023-06-10';
  for (const x of [['Email to Aisha: Lake Wren campout on 2023-06-03'], [['h2', 'Sent'], 'To Aisha: Lake Wren campout on 2023-06-03'], [['h2', 'Outbox'], 'To Aisha: Lake Wren campout on 2023-06-03'], ['Emailed Aisha: Lake Wren campout on 2023-06-03']] as Row[][]) add(id, t, true, [now, ...x]);
  add(id, t, false, [['h2', 'Plans'], 'Lake Wren campout — due 2023-06-03']);
  add(id, t, false, [['h2', 'Sent'], 'To Aisha: Lake Wren campout on 2023-06-10', ['h2', 'Plans'], 'Lake Wren campout — due 2023-06-03']);
}
{ const t = 'multi.neighbor-mail-pickup'; const id = 's29-d1-f16'; const now = 'Collect my mail — due 2023-06-16';
  for (const x of [['Email to Lucas Nguyen: Collect my mail, by 2023-06-12'], ['Email to Lucas Nguyen: Could you collect my mail? Due 2023-06-12.'], [['h2', 'Sent'], 'To Lucas Nguyen: Collect my mail, by 2023-06-12'], [['h2', 'Outbox'], 'To Lucas Nguyen: Collect my mail, by 2023-06-12'], ['Mail to Lucas Nguyen — Collect my mail by 2023-06-12']] as Row[][]) add(id, t, true, [now, ...x]);
  add(id, t, false, [['h2', 'Plans'], 'Collect my mail — due 2023-06-12']);
}
{ const t = 'single.phone.wake-up-alarm'; const id = 's29-d2-f3'; const now: Row[] = [['h2', 'Wake-up alarms'], 'Weekday wake-up at 07:10, snooze 5 min'];
  for (const x of ['Set for 06:45', 'Alarm set for 06:45 on weekdays', '06:45 — set', 'Changed from 06:45', 'Old time: 06:45', 'Earlier 06:45', 'Previous time 06:45']) add(id, t, true, [...now, ['h2', 'History'], x]);
  add(id, t, false, [['h2', 'Wake-up alarms'], 'Weekday wake-up at 06:45, snooze 5 min']);
  add(id, t, false, [['h2', 'Alarms'], 'Set for 06:45', 'Weekdays']);
}

const KINDS: [string, RegExp][] = [
  ['a card read to its end, past its fourth line (s29-r0-f2, f4, .., f18)', /^s29-r0-f(2|4|6|8|10|12|14|16|18)$/],
  ['incidental words on the line are no history (s29-r0 odd, s29-r1 odd, s29-r2)', /^s29-(r0-f(1|3|5|7|9|11|13|15|17)|r1-f(1|3|5|7|9|11|13|15|16)|r2-f\d+)$/],
  ['the card ends at another record (s29-r1-f2, f4, .., f14)', /^s29-r1-f(2|4|6|8|10|12|14)$/],
  ['"saved" before the old number logs it (s29-d2-f6, s29-r1-f17)', /^s29-(d2-f6|r1-f17)$/],
  ['"old passport" is the user\'s step (s29-e3-f3)', /^s29-e3-f3$/],
  ['a sent email quotes the old date; a History heading (s29-d1-f15, s29-d1-f16, s29-d2-f3)', /^s29-(d1-f15|d1-f16|d2-f3)$/],
];
describe('s30 oldval: the findings\' rows, both sides', () => {
  it.each(KINDS)('%s', (_name, ids) => {
    const mine = P.filter(([id]) => ids.test(id));
    expect(mine.length).toBeGreaterThan(0);
    for (const [id, task, want, rows] of mine) expect(judge(task, rows), `${id} ${task} ${JSON.stringify(rows)}`).toBe(want);
  });
});

describe('s30 oldval: the reading in parts', () => {
  it('wordsBefore finds the value in any form', () => {
    expect(wordsBefore('Jae Park — first saved as (425) 555-0172', '4255550172', 'normalized')).toEqual(['jae', 'park', '—', 'first', 'saved', 'as']);
    expect(wordsBefore('Due: June 9 — bring old passport', '2023-06-09', 'normalized')).toEqual(['due:']);
    expect(wordsBefore('Due 2023-06-12', '2023-06-09', 'normalized')).toBeUndefined();
  });
  it('loggedBefore: the word right before the old value, never after it', () => {
    expect(loggedBefore('Created 2023-06-04', ['2023-06-04'], ['created'], 'normalized')).toBe(true);
    expect(loggedBefore('Due 2023-06-04 (added earlier)', ['2023-06-04'], ['added', 'earlier'], 'normalized')).toBe(false);
  });
  it('a card past twelve lines is not read; a repeated field label ends it', () => {
    const read = { forms: ['Bike tune-up'], names: (l: string) => l.includes('Bike tune-up'), isHeading: () => false, was: ['2023-06-04'], state: ['2023-06-05'], history: [], match: 'normalized' as const };
    const filler = Array.from({ length: 12 }, (_, k) => `Field ${k}: x`);
    expect(cardStaleLines({ ...read, all: ['Bike tune-up', ...filler.slice(0, 11), 'Due 2023-06-04'] })).toEqual(['Due 2023-06-04']);
    expect(cardStaleLines({ ...read, all: ['Bike tune-up', ...filler, 'Due 2023-06-04'] })).toEqual([]);
    expect(cardStaleLines({ ...read, all: ['Bike tune-up', 'Priority: normal', 'Pick up groceries', 'Priority: high', 'Due 2023-06-04'] })).toEqual([]);
  });
  it('a history heading excuses only where the new value is told outside it', () => {
    const read = { isHeading: (l: string) => l === 'History', was: ['06:45'], state: ['07:10'], history: [], match: 'normalized' as const };
    expect(oldValueHistory({ ...read, all: ['Alarm at 07:10', 'History', 'Set for 06:45'] })('Set for 06:45')).toBe(true);
    expect(oldValueHistory({ ...read, all: ['History', 'Set for 06:45', 'Changed to 07:10'] })('Set for 06:45')).toBe(false);
    expect(oldValueHistory({ ...read, all: ['Alarms', 'Set for 06:45', 'Alarm at 07:10'] })('Set for 06:45')).toBe(false);
  });
});

describe('s30 oldval: the references still pass every check', () => {
  it.each(['single.phone.wake-up-alarm', 'multi.camping-trip-planner', 'multi.new-neighbor-hello', 'multi.passport-renewal-steps'])('%s', async (task) => {
    expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
  }, 600_000);
});
