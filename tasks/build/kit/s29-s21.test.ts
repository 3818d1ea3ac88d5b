/**
 * s29 lane s21: findings of sample S21, each fixed for its kind, on the real suite tasks.
 * - team-roadmap-share s29-s213-f1: a file sent is "shared" (kit cases/file_system/cross.ts), and a
 *   text is told by its medium "SMS" beside the record (kit/told-near.ts).
 * - book-club-dues-payback s29-s210-f2: Splitwise named as its line's label or mark (kit/told.ts).
 * - jazz-dinner-invite-mix s29-s210-f3: a state on the card under the record's title heading (shownUnderTitle).
 * - wake-up-alarm s29-s211-f4: the value on the line above the one it goes with (shownBelow).
 * - launch-checklist s29-s211-f5: a done step under a "Completed" heading (kit/state-headings.ts).
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { failed, runAttacked, suiteTask, telling, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s29-s21');
const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!spec) throw new Error(`${task}: no ${id}`);
  return { ...spec, record: undefined } as AssertionSpec;
};
type Row = string | [string, string];
function page(rows: Row[]): EpisodeRecord {
  const lines = rows.map((r) => (typeof r === 'string' ? r : r[1]));
  const html = rows.map((r) => (typeof r === 'string' ? `<div>${r}</div>` : `<${r[0]}>${r[1]}</${r[0]}>`)).join('');
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: ['App', ...lines].join('\n'),
    html: `<h1>App</h1>${html}`,
    shown: { state: lines, result: [] },
  };
}
const passes = (task: string, id: string, rows: Row[]): boolean => evaluate(check(task, id), page(rows), { alarmId: 9999991, taskId: 9999992, playlistId: 9999993 }).passed;

const ROADMAP = 'single.file_system.team-roadmap-share';
const DUES = 'multi.book-club-dues-payback';
const JAZZ = 'multi.jazz-dinner-invite-mix';
const ALARM = 'single.phone.wake-up-alarm';
const LAUNCH = 'single.todoist.launch-checklist';
// The app's list shows a neutral row, so the message alone tells the step.
const ROW: Record<string, string> = { [ROADMAP]: 'Item', [DUES]: '{{item.what}}: ${{item.amount}} (payment {{item.id}})', [ALARM]: 'Weekday wake-up (alarm {{item.id}})' };
const fails = async (task: string, action: string, message: string): Promise<string[]> => failed((await runAttacked(suiteTask(task), telling(action, message, ROW[task]), cache)).rows);

describe('a file shared by email or SMS (team-roadmap-share s29-s213-f1)', () => {
  it('create.08 / revise.08: "Shared … by email", "Shared … via SMS", "… (SMS)" pass; a line naming no sending fails', async () => {
    expect(await fails(ROADMAP, 'email_file', 'Shared {{inputs.attach}} with {{who.0.first_name}} {{who.0.last_name}} by email (subject {{inputs.subject}}).')).not.toContain('create.08.visible_result_grounded');
    expect(await fails(ROADMAP, 'email_file', '{{inputs.attach}} — {{who.0.first_name}} {{who.0.last_name}}, subject {{inputs.subject}}.')).toContain('create.08.visible_result_grounded');
    expect(await fails(ROADMAP, 'text_file', 'Shared {{doc.path}} with {{to.0.first_name}} via SMS.')).not.toContain('revise.08.visible_result_grounded');
    expect(await fails(ROADMAP, 'text_file', '{{doc.path}} → {{to.0.first_name}} {{to.0.last_name}} (SMS)')).not.toContain('revise.08.visible_result_grounded');
    expect(await fails(ROADMAP, 'text_file', 'Read {{doc.path}} for {{to.0.first_name}}.')).toContain('revise.08.visible_result_grounded');
  }, 240_000);
});

describe('Splitwise as the label of its line (book-club-dues-payback s29-s210-f2)', () => {
  it('create.16: "Splitwise: paid …", "(Venmo + Splitwise)", "Venmo ✓ Splitwise ✓" pass; Venmo alone fails', async () => {
    for (const m of ['Venmo: paid Elena Haddad ${{inputs.amount}} — {{inputs.what}}\nSplitwise: payment to Elena Haddad ${{inputs.amount}} — {{inputs.what}}', 'Venmo: sent Elena Haddad ${{inputs.amount}} — {{inputs.what}}\nSplitwise: paid Elena Haddad ${{inputs.amount}} — {{inputs.what}}', 'Repaid Elena ${{inputs.amount}} for {{inputs.what}} (Venmo + Splitwise)', 'Repaid Elena ${{inputs.amount}} for {{inputs.what}} — Venmo ✓ Splitwise ✓']) {
      expect(await fails(DUES, 'pay_back', m), m).not.toContain('create.16.visible_result_grounded');
    }
    expect(await fails(DUES, 'pay_back', 'Venmo: paid Elena Haddad ${{inputs.amount}} — {{inputs.what}}')).toContain('create.16.visible_result_grounded');
  }, 400_000);
});

describe('a state on the card under the record\'s title (jazz-dinner-invite-mix s29-s210-f3)', () => {
  it('reopen.02: "Public" under the h3 title passes; private, another card\'s public, a button or both states fail', () => {
    expect(passes(JAZZ, 'reopen.02', [['h3', 'Candlelight Supper'], 'Public · 5 jazz songs'])).toBe(true);
    expect(passes(JAZZ, 'reopen.02', [['h3', 'Candlelight Supper'], '5 jazz songs', 'Visibility: public'])).toBe(true);
    expect(passes(JAZZ, 'reopen.02', ['Candlelight Supper — public — 5 songs'])).toBe(true);
    expect(passes(JAZZ, 'reopen.02', ['Candlelight Supper — private'])).toBe(false);
    expect(passes(JAZZ, 'reopen.02', [['h3', 'Candlelight Supper'], 'Private · 5 jazz songs', ['h3', 'Other mix'], 'Public · 3 songs'])).toBe(false);
    expect(passes(JAZZ, 'reopen.02', [['h3', 'Candlelight Supper'], 'Private · 5 jazz songs', ['button', 'Make public']])).toBe(false);
    expect(passes(JAZZ, 'reopen.02', [['h3', 'Candlelight Supper'], 'Private — make it public so anyone can listen'])).toBe(false);
    expect(passes(JAZZ, 'reopen.02', [['h3', 'Candlelight Supper'], 'Not public yet'])).toBe(false);
  });
});

describe('the value above the line it goes with (wake-up-alarm s29-s211-f4)', () => {
  it('reopen.06: "Snooze 5 min" over "Rings at 7:10" passes; a snooze under the old alarm\'s line fails', () => {
    expect(passes(ALARM, 'reopen.06', [['h2', 'Alarms'], 'Snooze 5 min', 'Rings at 7:10 AM on weekdays'])).toBe(true);
    expect(passes(ALARM, 'reopen.06', [['h2', 'Alarms'], 'Rings at 7:10 AM on weekdays', 'Snooze 5 min'])).toBe(true);
    expect(passes(ALARM, 'reopen.06', [['h2', 'Alarms'], 'Wake up (old) 06:29', 'Snooze 5 min', 'Wake up 7:10 AM on weekdays'])).toBe(false);
    expect(passes(ALARM, 'reopen.06', [['h2', 'Alarms'], 'Snooze 5 min', 'Wake up (old) 06:29', 'Wake up 7:10 AM on weekdays'])).toBe(false);
    expect(passes(ALARM, 'reopen.06', [['h2', 'Alarms'], 'Snooze 10 min', 'Rings at 7:10 AM on weekdays'])).toBe(false);
  });
  it('revise.10: the snooze said before the time passes; the old alarm\'s snooze does not', async () => {
    const said = (m: string) => fails(ALARM, 'move_alarm', m);
    expect(await said('Snooze set to {{inputs.snooze_minutes}} min\nAlarm time: {{inputs.new_time}}')).not.toContain('revise.10.visible_result_grounded');
    expect(await said('Snooze now {{inputs.snooze_minutes}} minutes.\nAlarm moved to {{inputs.new_time}}.')).not.toContain('revise.10.visible_result_grounded');
    expect(await said('Alarm moved to {{inputs.new_time}}.')).toContain('revise.10.visible_result_grounded');
  }, 300_000);
});

describe('a done step under a "Completed" heading (launch-checklist s29-s211-f5)', () => {
  it('reopen.02: the step under "Completed" passes; under "Open", or with no heading or mark, it fails', () => {
    expect(passes(LAUNCH, 'reopen.02', [['h2', 'Completed'], 'Write release notes for search v2 — due May 30'])).toBe(true);
    expect(passes(LAUNCH, 'reopen.02', [['h3', 'Open'], 'Draft launch email — due Jun 2', ['h3', 'Completed'], 'Write release notes for search v2 — due May 30'])).toBe(true);
    expect(passes(LAUNCH, 'reopen.02', [['h3', 'Completed'], 'Draft launch email — due Jun 2', ['h3', 'Open'], 'Write release notes for search v2 — due May 30'])).toBe(false);
    expect(passes(LAUNCH, 'reopen.02', [['h3', 'Not completed'], 'Write release notes for search v2 — due May 30'])).toBe(false);
    expect(passes(LAUNCH, 'reopen.02', ['Write release notes for search v2 — due May 30'])).toBe(false);
  });
});
