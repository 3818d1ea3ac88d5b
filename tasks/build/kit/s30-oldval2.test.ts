/**
 * s30 oldval2, on the real tasks (all 27 of /work/s30/rev/T-oldval.txt): the reopen check that a changed date, time or
 * phone number is not shown as the record's value now. A: a phrase of an old value about another field ("· previously in
 * Inbox", "renamed from Ines", "(changed from 15)" of the snooze) no longer excuses the stale line. B: a card read past a
 * long field label ("Next due date:", "Due date (Todoist):") and past a line with the new value ("Rescheduled to …").
 * Both sides: each wrong form fails, the correct forms (the new value, the phrase about the old value) pass.
 */
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { oldSaid, strayOldWordsOut } from '../../../src/stages/check/oldval.ts';
import { reopenedScreen, suiteTask } from '../../../src/stages/__tests__/helpers.ts';

type Row = string | readonly [string, string];
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
const paren = (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
const info = (task: string) => { const c = staleCheck(task) as any; return { N: c.value as string, O: c.was?.[0] as string, W: c.state[0] as string }; };

const CONTACTS: Record<string, string> = {
  'multi.babysitter-contact': 'Ines Moura', 'multi.climbing-partner-contact': 'Jae Park', 'multi.new-manager-contact': 'Rosa Varga',
  'multi.new-neighbor-hello': 'Greta Lind', 'single.phone.contact-book': 'Jordan Blake',
};
const TODOS = ['multi.bike-service-steps', 'multi.book-club', 'multi.camping-trip-planner', 'multi.closet-cleanout-steps', 'multi.conference-trip',
  'multi.cousin-visit-voicemail', 'multi.coworker-voice-handoff', 'multi.dad-garage-handoff', 'multi.dinner-party', 'multi.gift-run',
  'multi.grandpa-voicemail-followup', 'multi.insurance-renewal-todo', 'multi.landlord-voice-note', 'multi.move-in-day', 'multi.music-night',
  'multi.neighbor-mail-pickup', 'multi.passport-renewal-steps', 'multi.plumber-email-todo', 'multi.rent-collector', 'multi.tax-docs-todo',
  'single.todoist.home-renovation-chores'];
const ALARM = 'single.phone.wake-up-alarm';

// [kind, task, want, rows]
const P: [string, string, boolean, Row[]][] = [];
for (const [t, full] of Object.entries(CONTACTS)) {
  const { O, W } = info(t); const first = full.split(' ')[0]!;
  const log: Row[] = [['h2', 'Log'], `${full}'s number is now ${W}`];
  for (const x of [`${full} — ${O} · renamed from ${first}`, `${full} — ${O} · label changed from Work to Mobile`, `${full} — ${O} · previously in Friends`]) P.push(['A', t, false, [x, ...log]]);
  P.push(['A', t, false, [`${full} ★ favourite — ${O} (was Work)`, ...log]]);
  for (const x of [`${full} — ${W} · renamed from ${first}`, `${full} — ${W} · label changed from Work to Mobile`, `${full} — ${W} (changed from ${O})`]) P.push(['A', t, true, [x, ...log]]);
  for (const x of [`${full} — previous number ${O}`, `${full}: changed from ${O}`, `${full} (was ${O})`, `${full} — ${O} → ${W}`, `${full} — ${O} (old)`]) P.push(['A', t, true, [`${full} — ${W}`, x]]);
  P.push(['B', t, false, [['h3', full], `Mobile phone number: ${paren(O)}`, ...log]]);
  P.push(['B', t, false, [['h3', full], `Work: ${W}`, `Mobile: ${O}`, ...log]]);
  P.push(['B', t, false, [['h3', full], `Mobile: ${W}`, 'Favourite: yes', `Home phone number: ${O}`, ...log]]);
  P.push(['B', t, true, [['h3', full], `Mobile phone number: ${paren(W)}`, ...log]]);
  P.push(['B', t, true, [['h3', full], `Mobile: ${W}`, `Old number: ${O}`, ...log]]);
  P.push(['B', t, true, [['h3', full], `Mobile: ${W}`, 'Maya Chen', `Mobile: ${O}`]]);
  P.push(['B', t, true, [['h3', full], `Mobile: ${W}`, `Maya Chen — ${O}`]]);
}
for (const t of TODOS) {
  const { N, O, W } = info(t); const msg = `To-do 1234567 is now due ${W}.`; const log: Row[] = [msg, ['h2', 'Log'], `${N} is now due ${W}, urgent.`];
  for (const x of [`${N} — due ${O} · previously in Inbox`, `${N} — due ${O} · project changed from Inbox to Home`, `${N} — due ${O} · renamed from Errand`, `${N} — due ${O} (was in Inbox)`]) P.push(['A', t, false, [x, ...log]]);
  for (const x of [`${N} — due ${W} · previously in Inbox`, `${N} — due ${W} · project changed from Inbox to Home`, `${N} — due ${W} (moved from ${O})`, `${N} — due ${O} → ${W}`]) P.push(['A', t, true, [x, ...log]]);
  for (const x of [`${N} — was due ${O}`, `${N}: changed from ${words(O)}`, `${N} — previously due ${O}`, `${N} — due ${O} (old)`]) P.push(['A', t, true, [`${N} — due ${W}`, x]]);
  for (const card of [[`Next due date: ${O}`], [`Due date (Todoist): ${words(O)}`], [`Reminder ${W}`, `Due ${O}`], [`Rescheduled to ${words(W)}`, `Due ${O}`], ['Priority: urgent', `Due date for this task: ${O}`]]) P.push(['B', t, false, [['h3', N], ...card, ...log]]);
  for (const card of [[`Next due date: ${W}`], [`Due date (Todoist): ${words(W)}`], [`Rescheduled to ${words(W)}`, `Was due ${O}`], [`Due ${W}`, `Previous due date: ${O}`], [`Due ${W}`, 'Groceries', `Due ${O}`], [`Due ${W}`, `Pick up groceries — due ${O}`], [`Due ${W}`, `Groceries — due ${O}`], ['Priority: urgent', `Due date for this task: ${W}`]]) P.push(['B', t, true, [['h3', N], ...card, ...log]]);
}
{
  const msg = 'Alarm 6658043 now at 07:10, snooze 5';
  for (const x of ['Weekday wake-up 6:45 AM · renamed from Alarm 1', 'Weekday wake-up at 06:45, snooze 5 min (changed from 15)', 'Weekday wake-up at 06:45 · snooze previously 15 min, now 5', 'Weekday wake-up at 06:45 (was Morning alarm)']) P.push(['A', ALARM, false, [x, msg]]);
  for (const x of ['Weekday wake-up 7:10 AM · renamed from Alarm 1', 'Weekday wake-up at 07:10, snooze 5 min (changed from 15)', 'Weekday wake-up at 07:10 (changed from 06:45)', 'Weekday wake-up: 06:45 → 07:10']) P.push(['A', ALARM, true, [x, msg]]);
  for (const x of ['Previously 06:45', 'Was 06:45', 'Changed from 06:45']) P.push(['A', ALARM, true, ['Weekday wake-up at 07:10, snooze 5 min', x]]);
}

describe('s30 oldval2: both sides on all 27 tasks', () => {
  it('covers every task', () => expect(new Set(P.map(([, t]) => t)).size).toBe(27));
  it.each([['A: a phrase excuses the old value only in its reach', 'A'], ['B: a card read past long labels and the new value\'s line', 'B']])('%s', (_n, kind) => {
    const bad = P.filter(([k]) => k === kind).filter(([, t, want, rows]) => judge(t, rows) !== want).map(([, t, want, rows]) => `${t} want ${want} ${JSON.stringify(rows)}`);
    expect(bad).toEqual([]);
  });
});

describe('s30 oldval2: the reach in parts', () => {
  it('oldSaid', () => {
    expect(oldSaid('Ines Moura — 3605550164 · label changed from Work to Mobile', ['3605550164'], 'normalized')).toBe(false);
    expect(oldSaid('Bike tune-up — was due on June 4', ['2023-06-04'], 'normalized')).toBe(true);
    expect(oldSaid('Old number: (360) 555-0164', ['3605550164'], 'normalized')).toBe(true);
    expect(oldSaid('Due 2023-06-04 → 2023-06-05', ['2023-06-04'], 'normalized')).toBe(true);
  });
  it('strayOldWordsOut keeps the phrase in reach', () => {
    expect(strayOldWordsOut('at 06:45 (changed from 15)', ['06:45'], 'normalized')).toBe('at 06:45 · · 15)');
    expect(strayOldWordsOut('changed from 06:45', ['06:45'], 'normalized')).toBe('changed from 06:45');
    expect(strayOldWordsOut('renamed from Alarm 1', ['06:45'], 'normalized')).toBe('renamed from Alarm 1');
  });
});
