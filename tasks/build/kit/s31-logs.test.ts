/**
 * s31 lane logs, on the real built tasks: a correct app keeping a history or log of its own changes passes the
 * reopen checks (a history heading over old versions, a log entry opening with the app's own action verb, a
 * name-first entry with a time stamp in a log); a bare stale row, or a name-first row with no log heading, still fails
 * (s30-d0-f1, s30-d0-f2, s30-d1-f3, s30-d1-f4, s30-e1-f5, s30-e0-f5).
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen, runAttacked, suiteTask, tempDir, referenceRecords } from '../../../src/stages/__tests__/helpers.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s31-logs');
void runAttacked;
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const h3 = (line: string) => ['h3', line] as const;
const recordsOf = referenceRecords(cache);
const judge = async (task: string, id: string) => {
  const suite = suiteTask(task);
  const records = await recordsOf(task);
  const episode = suite.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(`${id}.`)))!.id;
  const r = records.get(episode)!;
  return (lines: readonly Line[]): boolean => {
    const s = reopenedScreen([...lines]);
    const changed = new Map(records);
    changed.set(episode, { ...r, visible_text: s.visible_text, html: s.html, shown: s.shown });
    return checkTaskEvaluation(suite, 0, 'attack', changed).find((x) => x.assertion.startsWith(`${id}.`))!.passed;
  };
};
const cases: [string, string, boolean, Line[]][] = [];
const add = (task: string, id: string, want: boolean, lines: Line[]) => cases.push([task, id, want, lines]);

// s30-d0-f1: band-setlist, old versions under a history heading
const BAND = 'single.file_system.band-setlist';
const NEW = 'Dreams, Rhiannon, Go Your Own Way, Landslide', OLD = 'Dreams, Go Your Own Way, Rhiannon';
add(BAND, 'reopen.07', true, [`setlist_june_gig.txt: ${NEW}`, h3('History'), `v1: ${OLD}`]);
add(BAND, 'reopen.07', true, [`setlist_june_gig.txt: ${NEW}`, h3('Earlier versions'), OLD]);
add(BAND, 'reopen.07', true, [`setlist_june_gig.txt: ${NEW}`, h3('History'), `setlist_june_gig.txt: ${OLD}`]);
add(BAND, 'reopen.07', true, [`setlist_june_gig.txt: ${NEW}`, h3('Previous versions'), `Version 1 — ${OLD}`]);
add(BAND, 'reopen.07', true, [`setlist_june_gig.txt: ${NEW}`, 'Version history:', `v1 (10:05): ${OLD}`]);
add(BAND, 'reopen.07', true, [`setlist_june_gig.txt: ${NEW}`, h2('Revisions'), `setlist_june_gig.txt: ${OLD}`]);
add(BAND, 'reopen.07', false, [`setlist_june_gig.txt: ${OLD}`]);
add(BAND, 'reopen.07', false, [h3('History'), `setlist_june_gig.txt: ${OLD}`]);
add(BAND, 'reopen.07', false, [`setlist_june_gig.txt: ${NEW}`, `setlist_june_gig.txt: ${OLD}`]);
add(BAND, 'reopen.07', false, [`setlist_june_gig.txt: ${NEW}`, h3('Files'), `setlist_june_gig_copy.txt: ${OLD}`]);
add(BAND, 'reopen.07', false, [h3('Current version'), `setlist_june_gig.txt: ${OLD}`, h3('History'), `v2: ${NEW}`]);
// a folder of log files is no log (field-log s30-s221-f2)
const FIELD = 'single.file_system.field-log';
const FOLD = 'Wetland plot 3: water level 42 cm, sensor reading drifted.', FNEW = 'Wetland plot 3: water level 38 cm, sensor reading drifted.';
add(FIELD, 'reopen.07', false, [h2('Logs'), `field_log_2023-05-18.txt: ${FOLD}`, h2('Last correction sent'), FNEW]);
add(FIELD, 'reopen.07', true, [`field_log_2023-05-18.txt: ${FNEW}`, h2('Version history'), `field_log_2023-05-18.txt: ${FOLD}`]);
// a button's caption tells no state now (regone mark-read-triage)
const TRI = 'single.gmail.mark-read-triage';
add(TRI, 'reopen.06', false, ['Email subject', 'Mark unread', h2('Log'), 'marked read: Plumber coming Thursday (thread 5146614)']);
add(TRI, 'reopen.06', false, ['Email subject', 'Mark unread', 'Triage log', 'marked read: Plumber coming Thursday (thread 5146614)']);
// s30-d0-f2: reply-drafts
const MAIL = 'single.gmail.reply-drafts';
const MNEW = 'Count me in for Friday, but I can only stay until 9.', MOLD = 'Count me in for Friday!';
add(MAIL, 'reopen.07', true, [`Team dinner on Friday: ${MNEW}`, h3('History'), `v1: ${MOLD}`]);
add(MAIL, 'reopen.07', true, [`Team dinner on Friday: ${MNEW}`, h3('Earlier versions'), MOLD]);
for (const head of ['History', 'Log', 'Activity', 'Changes'])
  add(MAIL, 'reopen.07', true, [`Team dinner on Friday: ${MNEW}`, h3(head), `Saved reply draft: ${MOLD}`]);
add(MAIL, 'reopen.07', false, [`Team dinner on Friday: ${MOLD}`]);
add(MAIL, 'reopen.07', false, [`Team dinner on Friday: ${MNEW}`, h3('Drafts'), `Team dinner on Friday: ${MOLD}`]);
// s30-d1-f3: plumber-email-snooze, the app's own verbs
const PLUMB = 'multi.plumber-email-snooze', P = 'Plumber coming Thursday';
const snoozeLog = [`Snoozed "${P}" until 2023-05-24 08:00`, `Shifted "${P}" to 2023-05-24 07:15`];
add(PLUMB, 'reopen.07', true, snoozeLog);
add(PLUMB, 'reopen.07', true, [h2('Log'), ...snoozeLog]);
add(PLUMB, 'reopen.07', true, [h2('Activity'), ...snoozeLog]);
add(PLUMB, 'reopen.07', true, [`Parked "${P}" until May 24, 08:00`, `${P} — snoozed until 07:15`]);
add(PLUMB, 'reopen.07', true, [`Set alarm 08:00 for "${P}"`, `${P} — snoozed until 07:15`]);
add(PLUMB, 'reopen.07', true, [`Rescheduled "${P}" to 08:00`, `${P} — snoozed until 07:15`]);
add(PLUMB, 'reopen.07', true, [h2('Log'), `${P} — snoozed until 08:00 (10:05)`, `${P} — snoozed until 07:15 (10:07)`]);
add(PLUMB, 'reopen.07', false, [`${P} — snoozed until 08:00`]);
add(PLUMB, 'reopen.07', false, [`Snoozed "${P}" until 2023-05-24 08:00`]);
add(PLUMB, 'reopen.07', false, [`${P} — snoozed until 08:00`, `Snoozed "${P}" until 07:15`]);
add(PLUMB, 'reopen.07', false, [h2('Snoozed'), `${P} — 08:00`, h2('Log'), `Shifted "${P}" to 07:15`]);
// s30-d1-f4: tax-docs-followup
const TAX = 'multi.tax-docs-followup', T = 'Tax documents';
add(TAX, 'reopen.07', true, [`Starred "${T}"; to-do due 2023-06-01.`, `Answer "${T}" by 2023-06-06, starred`]);
add(TAX, 'reopen.07', true, [`Flagged "${T}", reply by 2023-06-01`, `Moved "${T}" reply to 2023-06-06`]);
add(TAX, 'reopen.07', true, [h2('Activity'), `Flagged "${T}", reply by 2023-06-01`, h2('To-dos'), `Answer "${T}" by 2023-06-06`]);
add(TAX, 'reopen.07', false, [`Answer "${T}" by 2023-06-01, starred`]);
add(TAX, 'reopen.07', false, [`Answer "${T}" by 2023-06-01, starred`, `Moved "${T}" reply to 2023-06-06`]);
// s30-e1-f5: tag-car-service
const CAR = 'single.simple_note.tag-car-service', C = 'Car service';
add(CAR, 'reopen.05', true, [h2('History'), `${C} — #urgent added`, `${C} — #urgent removed`]);
add(CAR, 'reopen.05', true, [h2('History'), `${C}: tag urgent added`, `${C}: tag urgent removed`]);
add(CAR, 'reopen.05', true, [h2('History'), `${C} — tagged urgent`, `${C} — urgent tag removed`]);
add(CAR, 'reopen.05', true, [h2('Log'), `${C} — tagged urgent (10:05)`, `${C} — untagged (10:07)`]);
add(CAR, 'reopen.05', true, [h2('History'), `Tagged ${C} urgent`, `Untagged ${C}`]);
add(CAR, 'reopen.05', false, [`${C} — #urgent`]);
add(CAR, 'reopen.05', false, [h2('Urgent'), C]);
// s35 (s35-s0-f2 withdraws s33-s262-f4's reading): an unmarked name-first row beside a later one at the state now is a
// stale row; under a log heading, or with time stamps, it is a log's entry.
add(CAR, 'reopen.05', false, [`${C} — tagged urgent`, `${C} — urgent tag removed`]);
add(CAR, 'reopen.05', true, [`${C} — tagged urgent (10:05)`, `${C} — urgent tag removed (10:07)`]);
add(CAR, 'reopen.05', false, [`${C} — urgent tag removed`, `${C} — tagged urgent`]);
add(CAR, 'reopen.05', false, [h2('Notes'), `${C} — #urgent`, h2('History'), `${C} — urgent tag removed`]);
// s30-e0-f5: tag-blog-ideas
const BLOG = 'single.simple_note.tag-blog-ideas', B = 'Ideas for the blog';
add(BLOG, 'reopen.05', true, [h2('Log'), `${B} — tagged drafting`, `${B} — untagged`]);
add(BLOG, 'reopen.05', true, [h2('Log'), `${B} — drafting added`, `${B} — untagged`]);
add(BLOG, 'reopen.05', true, [h2('Log'), `${B}: tagged drafting`, `${B}: drafting tag removed`]);
add(BLOG, 'reopen.05', true, [h2('Log'), `Tagged "${B}" drafting`, `${B} — untagged`]);
add(BLOG, 'reopen.05', false, [`${B} — #drafting`]);
add(BLOG, 'reopen.05', false, [h2('Notes'), `${B} — tagged drafting`, h2('Log'), `${B} — untagged`]);

describe('s31 logs: a kept history or log of the app\'s own changes, both directions', () => {
  it.each(cases.map((c, n) => [n, ...c] as const))('%i %s %s → %s', async (_n, task, id, want, lines) => {
    expect((await judge(task, id))(lines)).toBe(want);
  }, 300_000);
});
