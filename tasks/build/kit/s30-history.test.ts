/**
 * s30 lane history, on the real built tasks: the reopen checks judged on the reference's recorded reopen episode
 * given other screens (probes and captures kept), both directions. A line telling the state now excuses the old
 * state's other lines only where they read as a log's entries (kettle-question s29-d0-f1, lend-interview-questions
 * s27-w2-f6).
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, referenceRecords, screenJudge, type ScreenLine, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s30-history');
type Line = ScreenLine;
const h2 = (line: string) => ['h2', line] as const;
const recordsOf = referenceRecords(cache);
const judge = screenJudge(recordsOf);
const cases: [string, string, boolean, Line[]][] = [];
const add = (task: string, id: string, want: boolean, lines: Line[]) => cases.push([task, id, want, lines]);
// kind 1: a list row never updated beside one line telling the state now
const KETTLE = 'single.amazon.kettle-question', LEND = 'single.simple_note.lend-interview-questions';
const Q = 'Can you set the temperature in single degrees?';
const ROW = `${Q} (question 4035641)`;
add(KETTLE, 'reopen.06', false, ['Withdrawn: question 4035641', h2('My questions'), ROW, 'Is there a matching set? (question 1000000)']);
add(KETTLE, 'reopen.06', false, [h2('My questions'), ROW, h2('Log'), 'Question 4035641 withdrawn']);
add(KETTLE, 'reopen.06', false, [h2('My questions'), ROW, 'Deleted question 4035641']);
add(KETTLE, 'reopen.06', false, [h2('Open questions'), ROW, h2('Recent activity'), `Removed: ${Q}`]);
add(KETTLE, 'reopen.06', false, [ROW, 'Question 4035641 deleted.']);
add(KETTLE, 'reopen.06', false, [h2('My questions'), ROW]);
add(KETTLE, 'reopen.06', true, [h2('History'), `Asked: ${ROW}`, 'Withdrawn: question 4035641']);
add(KETTLE, 'reopen.06', true, [h2('My questions'), 'Is there a matching set? (question 1000000)', h2('Activity'), `Deleted your question "${Q}"`]);
add(KETTLE, 'reopen.06', true, [`${ROW} — withdrawn`]);
add(KETTLE, 'reopen.06', true, [`Asked "${Q}"`, 'Question 4035641 withdrawn']);
add(KETTLE, 'reopen.06', true, [h2('Activity'), ROW, `Deleted: ${Q}`]);
add(KETTLE, 'reopen.06', true, [h2('My questions'), 'No questions']);
// a log's entry labelled by a past participle (answer-pan-colour's reference: "answered: …")
const PAN = 'single.amazon.answer-pan-colour';
add(PAN, 'reopen.06', true, [h2('Activity'), 'answered: Non-Stick Frying Pan 10in, Cream (answer 4303336)', 'withdrawn: answer 4303336']);
add(PAN, 'reopen.06', false, [h2('My answers'), 'Mine is a touch warmer than the photos, closer to ivory. (answer 4303336)', 'Deleted answer 4303336']);
// the independent_vocabulary control's screen: a log headed "Here" with event-first entries
add(KETTLE, 'reopen.06', true, [h2('Here'), `asked: Electric Gooseneck Kettle, Matte Black · question · 4035641`, 'withdrawn: withdrawn question · question · 4035641']);
const N = 'Interview questions for the backend role';
const SHARED = `${N} — shared with kenji.chen@proton.me`;
add(LEND, 'reopen.05', false, [`Stopped sharing ${N}`, SHARED]);
add(LEND, 'reopen.05', false, [`Access withdrawn: ${N}`, SHARED]);
add(LEND, 'reopen.05', false, [`Sharing ended: ${N}`, SHARED]);
add(LEND, 'reopen.05', false, [`${N} · Kenji Chen · read access`, `Revoked: ${N}`]);
add(LEND, 'reopen.05', false, [h2('Log'), 'Sharing with Kenji ended', h2('Notes'), SHARED]);
add(LEND, 'reopen.05', true, [`${N} — private`]);
add(LEND, 'reopen.05', true, [h2('Log'), `Stopped sharing ${N} with Kenji`, h2('Notes'), N]);
add(LEND, 'reopen.05', true, [`Shared ${N} with kenji.chen@proton.me`, `Stopped sharing ${N} with Kenji`]);
add(LEND, 'reopen.05', true, [h2('History'), SHARED, `${N} — no longer shared with Kenji`]);
add(LEND, 'reopen.05', true, [N]);

// playlist-then-share: a wait or "off" on the state now beside the old state (s30-r4-f2); a truthful creation entry (s29-s210-f1)
const PL = 'shared.playlist-then-share', RTM = 'Rainy Tuesday Mornings';
for (const t of ['private (sharing pending)', 'private · sharing off', 'private (share pending)', 'private; sharing: pending', 'private · sharing paused']) add(PL, 'a-reopen.06', false, [`${RTM} — ${t}`]);
for (const t of ['private', 'private, sharing failed', 'private; public once you confirm']) add(PL, 'a-reopen.06', false, [`${RTM} — ${t}`]);
add(PL, 'a-reopen.06', false, [h2(RTM), 'Private']);
for (const t of ['public (it was private)', 'anyone can follow it now', 'public · sharing on', 'shared publicly']) add(PL, 'a-reopen.06', true, [`${RTM} — ${t}`]);
add(PL, 'a-reopen.06', true, ['Created Rainy Tuesday (private)', `Renamed to ${RTM}`]);
add(PL, 'a-reopen.06', true, ['Made Rainy Tuesday, private', `Renamed it ${RTM}`]);
add(PL, 'a-reopen.06', true, ['Created private playlist Rainy Tuesday', `Renamed to ${RTM}`]);
add(PL, 'a-reopen.06', true, [RTM]);

// holiday-dates-snooze: the new time still being reached (s30-r4-f7)
const HOL = 'multi.holiday-dates-snooze', HT = 'Holiday travel dates';
for (const t of ['snoozed until May 21 16:00 (moving to 18:00)', 'snoozed until May 21 16:00, being moved to 18:00', 'snoozed until May 21 16:00 — will be changed to 18:00', 'snoozed until May 21 16:00 (changing it to 18:00)', 'snoozed until May 21 16:00; rescheduling to 18:00']) add(HOL, 'reopen.07', false, [`${HT} — ${t}`, 'Alarm 18:00']);
for (const t of ['snoozed until May 21 18:00', 'snoozed until May 21 18:00 (moved from 16:00)', 'snooze changed from 16:00 to 18:00', 'moved to 18:00 (was 16:00)']) add(HOL, 'reopen.07', true, [`${HT} — ${t}`, 'Alarm 18:00']);

describe('s30 history: the findings\' wrong screens fail, the correct forms pass', () => {
  for (const [task, id, want, lines] of cases) {
    it(`${task} ${id} ${want ? 'passes' : 'fails'}: ${JSON.stringify(lines)}`, async () => {
      expect((await judge(task, id))(lines)).toBe(want);
    }, 600_000);
  }
  for (const task of [KETTLE, LEND, PL, HOL, PAN, 'single.amazon.answer-earbud-question']) {
    it(`${task}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
    }, 600_000);
  }
});

describe('s30 history: the item an update removed is a source of the result naming it (reading-list-drop s28-e0-f4)', () => {
  const task = 'single.simple_note.reading-list-drop';
  const pass = async (line: string): Promise<boolean> => resultLinesPass(task, await recordsOf(task), 'revise.07', [line]);
  it('revise.07: the removed book named alone passes', async () => {
    for (const line of ['Removed The Overstory', '3. The Overstory — removed', 'Moved The Overstory to the trash', 'Dropped The Overstory from your list.', 'Removed The Overstory from Summer reading', '3. The Overstory — removed (note 7727622)']) expect([line, await pass(line)]).toEqual([line, true]);
  }, 600_000);
  it('revise.07: a book never on the list, or the removal not done, still fails', async () => {
    for (const line of ['Removed The Great Gatsby', 'The Overstory', 'Remove The Overstory?', 'The Overstory will be removed', 'Summer reading']) expect([line, await pass(line)]).toEqual([line, false]);
  }, 600_000);
});

