/**
 * s31 reached, on the real built tasks: beside the old date, time or number, a new value in a clause that failed,
 * is to come or waits tells nothing after reopen (s31-r0-f1, f2, s31-r2-f1, f16, s31-r3-f1); the change said done passes.
 */
import { describe, expect, it } from 'vitest';
import { referenceRecords, resultLinesPass, screenJudge, tempDir, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';

const recordsOf = referenceRecords(tempDir('s31-reached'));
const judge = screenJudge(recordsOf);
const h2 = (line: string) => ['h2', line] as const;
const cases: [string, string, boolean, ScreenLine[]][] = [];
const add = (task: string, check: string, want: boolean, lines: ScreenLine[]) => cases.push([task, check, want, lines]);

const BIKE = 'multi.bike-service-steps', BABY = 'multi.babysitter-contact', WAKE = 'single.phone.wake-up-alarm', SNOOZE = 'multi.holiday-dates-snooze', ROSA = 'multi.new-manager-contact';
for (const t of ['(moving to June 5)', ', will be moved to June 5', '(being moved to June 5)', '· move to June 5 pending', '· could not move to June 5', '(move to June 5 failed)', '· Change to June 5']) add(BIKE, 'reopen.07', false, [h2('To-dos'), `Bike tune-up — due 2023-06-04 ${t}`]);
for (const t of ['Bike tune-up — due June 5 (moved from June 4)', 'Bike tune-up — due 2023-06-05', 'Bike tune-up — June 4 → June 5']) add(BIKE, 'reopen.07', true, [h2('To-dos'), t]);
for (const t of ['(update to 3605550135 pending)', '· new number 3605550135 pending', '· could not change to 3605550135', '(update to 3605550135 failed)']) add(BABY, 'reopen.07', false, [`Ines Moura ★ favourite — 3605550164 ${t}`]);
add(BABY, 'reopen.07', true, ['Ines Moura ★ favourite — 3605550135 (changed from 3605550164)']);
for (const t of ['· could not move to 07:10', '(move to 07:10 failed)', '(move to 07:10 pending)']) add(WAKE, 'reopen.07', false, [`Weekday wake-up at 06:45, snooze 5 min ${t}`]);
add(WAKE, 'reopen.07', true, ['Weekday wake-up at 07:10, snooze 5 min (moved from 06:45)']);
for (const t of ['(18:00 pending)', '(18:00 on hold)', '; 18:00 not saved', '; move to 18:00 failed', '· Change to 18:00']) add(SNOOZE, 'reopen.07', false, [`Holiday travel dates — snoozed until May 21 16:00 ${t}`, 'Alarm 18:00']);
for (const t of ['Holiday travel dates — snoozed until May 21 18:00', 'Holiday travel dates — 18:00 (moved from 16:00)', 'Holiday travel dates — 16:00 → 18:00']) add(SNOOZE, 'reopen.07', true, [t, 'Alarm 18:00']);
for (const t of ['· could not change to (206) 555-0110', '(change to (206) 555-0110 pending)', '(will change to (206) 555-0110)']) add(ROSA, 'reopen.07', false, [`Rosa Varga ★ favourite — (206) 555-0187 ${t}`]);
add(ROSA, 'reopen.07', true, ['Rosa Varga ★ favourite — (206) 555-0110 (was (206) 555-0187)']);

describe('s31 reached: a new value not reached beside the old one is no state now', () => {
  it.each(cases.map((c, i) => [i, ...c] as const))('#%i %s %s → %s', async (_i, task, check, want, lines) => {
    expect((await judge(task, check))(lines)).toBe(want);
  });
});

// s31-d3-f3, s31-d0-f2, f6: on a check of a thing put into a list, taking it out of one tells the opposite.
const into: [string, string, boolean, string][] = [];
const HEART = 'single.spotify.heart-a-song', ROBO = 'single.phone.robocall-block';
for (const l of ['Silver Garden — removed from liked songs', 'Silver Garden taken out of your likes', 'Silver Garden — no longer in liked songs']) into.push([HEART, 'step1.06', false, l]);
for (const l of ['Silver Garden — added to liked songs', 'Silver Garden — liked', 'Check out Silver Garden — liked ♥']) into.push([HEART, 'step1.06', true, l]);
for (const l of ['Silver Garden — removed from liked songs', 'Silver Garden — no longer liked']) into.push([HEART, 'step2.06', true, l]);
for (const l of ['4155550178 removed from blocked numbers', '4155550178 taken out of blocked numbers']) into.push([ROBO, 'create.07', false, l]);
into.push([ROBO, 'create.07', true, '4155550178 added to blocked numbers']);
describe('s31: out of a list is not into it', () => {
  it.each(into.map((c, i) => [i, ...c] as const))('#%i %s %s → %s', async (_i, task, check, want, line) => {
    expect(resultLinesPass(task, await recordsOf(task), check, [line])).toBe(want);
  });
});
