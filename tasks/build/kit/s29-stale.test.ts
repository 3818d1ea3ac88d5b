/**
 * s29 stale lane, on the real tasks: a record whose value the user changed (a contact's number, an
 * alarm's time) is not shown after reopen with the old value as its value now (kit/stale-values.ts;
 * climbing-partner-contact s29-s211-f1, music-night s29-s211-f2, wake-up-alarm s29-s211-f3). Both sides: the findings' stale
 * rows fail the new check; the rows as they are now, a history line, another format and the
 * reference itself pass.
 */
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s29-stale');
const CLIMB = 'multi.climbing-partner-contact';
const ALARM = 'single.phone.wake-up-alarm';
const MUSIC = 'multi.music-night';
const TODOS = ['multi.bike-service-steps', 'multi.cousin-visit-voicemail', 'multi.rent-collector', 'single.todoist.japan-trip-prep'];
const CONTACTS = ['multi.babysitter-contact', 'multi.new-manager-contact', 'multi.new-neighbor-hello', 'single.phone.contact-book'];

const staleCheck = (task: string) => {
  const found = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.note?.startsWith('s29 stale'));
  if (!found) throw new Error(`${task}: no s29 stale check`);
  return found;
};
/** The captures a check names (`or`, `own_texts`): a title as `title` (the check's value where none is given), any other text none. */
const capturesOf = (task: string, title?: string): Record<string, unknown> => {
  const check = staleCheck(task) as { value: string; or?: unknown[]; own_texts?: unknown[] };
  const refs = [...(check.or ?? []), ...(check.own_texts ?? [])].filter((r): r is string => typeof r === 'string' && r.startsWith('$'));
  return Object.fromEntries(refs.map((r) => [r.slice(1), r.endsWith('Title') ? (title ?? check.value) : null]));
};
const judge = (task: string, screen: EpisodeRecord, title?: string): boolean => evaluate(staleCheck(task), screen, capturesOf(task, title)).passed;
type Row = string | readonly [string, string];
const on = (rows: Row[]): EpisodeRecord => reopenedScreen(rows);

describe('s29 stale: a changed number not shown beside the contact as now (s29-s211-f1)', () => {
  it('climbing-partner-contact: the finding\'s stale row fails; rows as they are now pass', () => {
    expect(judge(CLIMB, on(['Contact 7087852 now has number 4255550118.', ['h2', 'Made so far'], 'Jae Park — 4255550172, favourite (contact 7087852) — note started']))).toBe(false);
    expect(judge(CLIMB, on([['h2', 'Made so far'], 'Jae Park — (425) 555-0172 ★']))).toBe(false);
    expect(judge(CLIMB, on(['Contact 7087852 now has number 4255550118.', ['h2', 'Made so far'], 'Jae Park — 4255550118, favourite (contact 7087852) — note started']))).toBe(true);
    expect(judge(CLIMB, on([['h2', 'Contacts'], 'Jae Park · 425-555-0118 · favourite']))).toBe(true);
    // A history line telling the change, a log's entry of the making.
    expect(judge(CLIMB, on(['Jae Park: number changed from 4255550172 to 4255550118', 'Jae Park — 4255550118']))).toBe(true);
    expect(judge(CLIMB, on(['Created Jae Park, 4255550172', 'Jae Park — 4255550118, favourite']))).toBe(true);
    // The old number held by nothing else on the line: another contact's row is not read.
    expect(judge(CLIMB, on(['Samuel Reyes — 4255550172', 'Jae Park — 4255550118']))).toBe(true);
  });
  it('the other tasks that change a contact\'s number carry the same check', () => {
    for (const task of CONTACTS) {
      const check = staleCheck(task) as { value: string; was: string[]; state: string[] };
      expect(judge(task, on([`${check.value} — ${check.was[0]}`]))).toBe(false);
      expect(judge(task, on([`${check.value} — ${check.state[0]}`]))).toBe(true);
    }
  });
});

describe('s29 stale: a moved alarm not shown at its old time as now (s29-s211-f3)', () => {
  it('wake-up-alarm: the finding\'s stale row fails; the alarm as it is now passes', () => {
    expect(judge(ALARM, on(['Alarm 6658043 now rings at 07:10 with 5 minutes of snooze.', ['h2', 'Wake-up alarms'], 'Weekday wake-up at 06:45, snooze 15 min (alarm 6658043)']))).toBe(false);
    expect(judge(ALARM, on([['h2', 'Alarms'], '6:45 AM · Mon–Fri']))).toBe(false);
    expect(judge(ALARM, on([['h2', 'Wake-up alarms'], 'Weekday wake-up at 07:10, snooze 5 min (alarm 6658043)']))).toBe(true);
    expect(judge(ALARM, on([['h2', 'Alarms'], '7:10 AM · Mon–Fri · snooze 5']))).toBe(true);
    expect(judge(ALARM, on(['Weekday wake-up: moved from 06:45 to 07:10', 'Weekday wake-up at 07:10']))).toBe(true);
  });
});

describe('s29 stale: a moved to-do not shown on its old day as now (s29-s211-f2)', () => {
  it('music-night: the finding\'s stale row fails; the plan as it is now passes', () => {
    expect(judge(MUSIC, on(['To-do 4150964 is now due 2023-06-04.', ['h2', 'Plans'], 'Soul Sunday — due 2023-05-28 (to-do 4150964) — playlist made, texted 7817831642']))).toBe(false);
    expect(judge(MUSIC, on([['h2', 'Plans'], 'Soul Sunday · Sun, May 28']))).toBe(false);
    expect(judge(MUSIC, on(['To-do 4150964 is now due 2023-06-04.', ['h2', 'Plans'], 'Soul Sunday — due 2023-06-04 (to-do 4150964) — playlist made, texted 7817831642']))).toBe(true);
    expect(judge(MUSIC, on([['h2', 'Plans'], 'Soul Sunday · due Jun 4']))).toBe(true);
    // A log's entry of the invite texted with the old day, a line telling the move.
    expect(judge(MUSIC, on(['Texted Caleb: Soul Sunday on May 28, you in?', 'Soul Sunday — due Jun 4']))).toBe(true);
    expect(judge(MUSIC, on(['Soul Sunday moved from May 28 to June 4']))).toBe(true);
  });
  it('music-night: a title the app made with the old day may stay (own-follow); its due day may not', () => {
    const titled = 'Soul Sunday May 28';
    expect(judge(MUSIC, on([['h3', 'Soul Sunday May 28'], 'Due: Jun 4']), titled)).toBe(true);
    expect(judge(MUSIC, on(['Soul Sunday May 28 — due 2023-06-04']), titled)).toBe(true);
    expect(judge(MUSIC, on(['Soul Sunday May 28 — due 2023-05-28']), titled)).toBe(false);
    // Without its own texts the kept title would read as the old day.
    const bare = { ...staleCheck(MUSIC), own_texts: undefined } as AssertionSpec;
    expect(evaluate(bare, on([['h3', 'Soul Sunday May 28'], 'Due: Jun 4']), capturesOf(MUSIC, titled)).passed).toBe(false);
  });
  it('the other tasks that move a to-do carry the same check', () => {
    for (const task of TODOS) {
      const check = staleCheck(task) as { value: string; was: string[]; state: string[] };
      expect(judge(task, on([`${check.value} — due ${check.was[0]}`]))).toBe(false);
      expect(judge(task, on([`${check.value} — due ${check.state[0]}`]))).toBe(true);
    }
  });
});

describe('s29 stale: the references still pass every check', () => {
  it.each([CLIMB, ALARM, MUSIC])('%s', async (task) => {
    expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
  }, 300_000);
  it('music-night: an app that titles the to-do with its day and leaves the title passes', async () => {
    const titled = (ref: Record<string, Obj>) => {
      const step = ((versions(ref).flatMap((p) => p.actions as Obj[])[0]!.plan as Obj[]).find((x) => x.call === 'todoist.create_task')) as Obj;
      step.args.title = '{{inputs.title}} {{inputs.due_date}}';
    };
    const { rows, records } = await runAttacked(suiteTask(MUSIC), titled, cache);
    expect(records.get('create')?.calls.some((c) => c.ok && c.api === 'create_task')).toBe(true);
    expect(failed(rows)).toEqual([]);
  }, 300_000);
});

describe('s29 card: the old value on a card under the record\'s title (s29-d0-f7.., s29-d1-f7.., s29-d2-f4) and history said anywhere on the line (s29-d2-f6, s29-e1-f1..f4)', () => {
  it('music-night: a card with the old day fails; the card as it is now and a history note pass', () => {
    expect(judge(MUSIC, on(['To-do 4150964 is now due 2023-06-04.', ['h2', 'Soul Sunday'], 'Due: 2023-05-28', 'Playlist made']))).toBe(false);
    expect(judge(MUSIC, on(['To-do 4150964 is now due 2023-06-04.', 'Soul Sunday', 'Due 2023-05-28']))).toBe(false);
    expect(judge(MUSIC, on([['h2', 'Soul Sunday'], 'Due: 2023-06-04', 'Playlist made']))).toBe(true);
    expect(judge(MUSIC, on([['h2', 'Soul Sunday'], 'Due: 2023-06-04', 'Was: 2023-05-28']))).toBe(true);
    expect(judge(MUSIC, on(['Soul Sunday: date changed from 2023-05-28', 'Soul Sunday — due 2023-06-04']))).toBe(true);
    // Another record's card under its own title is not read.
    expect(judge(MUSIC, on([['h2', 'Soul Sunday'], 'Due: 2023-06-04', ['h2', 'Jazz brunch'], 'Due: 2023-05-28']))).toBe(true);
  });
  it('climbing-partner-contact: a card with the old number fails; "changed from" after the full name passes', () => {
    expect(judge(CLIMB, on(['Contact 7087852 now has number 4255550118.', ['h2', 'Jae Park'], '4255550172', 'favourite']))).toBe(false);
    expect(judge(CLIMB, on([['h2', 'Jae Park'], '4255550118', 'favourite']))).toBe(true);
    expect(judge(CLIMB, on(['Jae Park: changed from 4255550172', 'Jae Park — 4255550118']))).toBe(true);
    expect(judge(CLIMB, on(['Jae Park — old number 4255550172', 'Jae Park — 4255550118']))).toBe(true);
    expect(judge(CLIMB, on(['Jae Park — 4255550172']))).toBe(false);
  });
});

describe('s29 card2: only words that say the value is old make a line history; a card ends at another record (s29-r1-f1..f14, s29-r2-f1..f8, s29-r0-f1..)', () => {
  it('music-night: incidental "from", "before", "old", "earlier" do not excuse the old day; the next to-do ends the card', () => {
    for (const tail of ['synced from Todoist', '3 days old', 'before noon', '(added earlier)']) expect(judge(MUSIC, on(['To-do 4150964 is now due 2023-06-04.', `Soul Sunday — due 2023-05-28 · ${tail}`])), tail).toBe(false);
    expect(judge(MUSIC, on(['To-do 4150964 is now due 2023-06-04.', ['h2', 'Soul Sunday'], 'Due: 2023-05-28 · from Todoist']))).toBe(false);
    for (const note of ['Soul Sunday: date changed from 2023-05-28', 'Soul Sunday — was 2023-05-28', 'Soul Sunday (previous date: 2023-05-28)', 'Soul Sunday — moved from 2023-05-28']) expect(judge(MUSIC, on([note, 'Soul Sunday — due 2023-06-04'])), note).toBe(true);
    expect(judge(MUSIC, on([['h3', 'Soul Sunday'], 'Due 2023-06-04', 'Pick up groceries — due 2023-05-28']))).toBe(true);
    expect(judge(MUSIC, on(['Soul Sunday', 'Due 2023-06-04', 'Pick up groceries', 'Due 2023-05-28']))).toBe(true);
  });
  it('climbing-partner-contact: "(from SIM)" beside the old number is no history', () => {
    expect(judge(CLIMB, on(['Contact 7087852 now has number 4255550118.', 'Jae Park — 4255550172 (from SIM)']))).toBe(false);
    expect(judge(CLIMB, on(['Jae Park — old number 4255550172', 'Jae Park — 4255550118']))).toBe(true);
  });
});
