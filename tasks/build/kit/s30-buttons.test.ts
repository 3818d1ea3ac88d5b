/**
 * s30 buttons: a control's caption (a <button> of the page) is no state said, and a send's word
 * is read as said done now (src/stages/check/controls.ts). On the real built tasks: the
 * reviewers' wrong screens fail, the tag and state forms in plain text and the reference pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, type KeptSpec, reopenChecks, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { controlMasker, sendUndone } from '../../../src/stages/check/controls.ts';

const cache = tempDir('s30-buttons');
const recordsOf = referenceRecords(cache);
const passes = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
const expectAll = async (task: string, check: string, lines: readonly string[], want: boolean): Promise<void> => {
  for (const line of lines) expect(await passes(task, check, [line]), `${check}: ${line}`).toBe(want);
};
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const byId = (task: string, id: string): KeptSpec => reopenChecks(task).find((a) => a.id === id)!;
const judge = async (task: string, id: string, captures: Record<string, number> = {}) => {
  const probes = await reopenProbes(task, cache);
  const spec = byId(task, id);
  return (lines: readonly Line[], html = ''): boolean => { const s = reopenedScreen([...lines]); return evaluate(spec, { ...s, html: html === '' ? s.html : html, probes }, captures).passed; };
};

describe('controlMasker: a caption masked where it stands, by position', () => {
  it('masks a button inline or on its own line, never the same word in text', () => {
    const ctl = controlMasker('<div>Noah Patel <button>Favourite</button></div><div>Omar · Favourite</div>', 'Noah Patel Favourite\nOmar · Favourite');
    expect(ctl('Noah Patel Favourite')).toBe('Noah Patel ¦ ');
    expect(ctl('Omar · Favourite')).toBe('Omar · Favourite');
    const block = controlMasker('<li>Noah Patel<button>Star</button></li><p>Star</p>', 'Noah Patel\nStar\nStar');
    expect(block('Star')).toBe('Star');
    const alone = controlMasker('<li>Noah Patel<button>Star</button></li>', 'Noah Patel\nStar');
    expect(alone('Star')).toBe(' ¦ ');
    expect(alone('Noah Patel')).toBe('Noah Patel');
  });
  it('sendUndone blanks a send told waiting, failed, as a label or an offer', () => {
    const w = ['text', 'sms', 'sent'];
    for (const l of ['SMS to Ava pending', 'SMS not sent to Caleb', 'Caleb has no SMS', 'Caleb (SMS: 7817831642)', 'Caleb · 7817831642 · SMS', 'shoes · Send SMS', 'shoes — Text Mateo', 'shared (pending)']) expect(sendUndone(l, [...w, 'shared']), l).not.toMatch(/\b(?:sms|text|shared)\b(?!\s+mateo)/u);
    for (const l of ['SMS to Ava Larsen', 'sms sent to Leah', 'Texted Ava.', 'text to Ava Larsen', 'Shared x with Ava by SMS.']) expect(sendUndone(l, w), l).toBe(l);
  });
});

const NOAH = 'single.phone.emergency-favourites';
describe('a favourite button beside the contact is no favourite (s28-q1-f2, s29-q1-f4)', () => {
  it('the button forms fail; tag and state forms in text pass', async () => {
    await expectAll(NOAH, 'create.07', ['Noah Patel <button>Favourite</button>', 'Noah Patel (contact 6997865) <button>☆ Favourite</button>', 'Noah Patel <button>★ Add</button>'], false);
    await expectAll(NOAH, 'create.07', ['Noah Patel — favourite', 'Noah Patel: favourite', 'Added Noah Patel to favourites.', 'Noah Patel ★ favourite <button>Remove</button>'], true);
  }, 240_000);
  it('new-roommate: a Star button fails, "starred" passes', async () => {
    const T = 'single.phone.new-roommate-favourite';
    await expectAll(T, 'create.07', ['Omar Patel <button>Star</button>', 'Omar Patel (contact 6664520) <button>Star</button>', 'Omar Patel · <button>Star</button>'], false);
    await expectAll(T, 'create.07', ['Omar Patel — starred', 'Starred Omar Patel.', 'Omar Patel: favourite', 'Omar Patel — starred <button>Unstar</button>'], true);
  }, 240_000);
});

describe('other buttons read as the act (s29-q1-f2, s29-e1-f6, s29-e1-f7, s29-e3-f1, s29-d0-f2, s28-r1-f7, f9, f34)', () => {
  it('fitness-label: File under button fails', async () => {
    const T = 'single.gmail.fitness-label';
    await expectAll(T, 'step2.07', ['Marathon training plan <button>File under Training</button>', 'Marathon training plan · <button>Put under Training</button>'], false);
    await expectAll(T, 'step2.07', ['Filed Marathon training plan under Training.', 'Marathon training plan under Training'], true);
  }, 240_000);
  it('jacket: Keep it button fails', async () => {
    const T = 'multi.jacket-return-reminder';
    await expectAll(T, 'revise.07', ['Rain Shell Jacket, Yellow, Small — return started <button>Keep it</button>', 'Rain Shell Jacket, Yellow, Small — return open <button>Keep instead</button>'], false);
    await expectAll(T, 'revise.07', ['Rain Shell Jacket, Yellow, Small — return cancelled, you keep it'], true);
  }, 240_000);
  it('visa-docs: Mark done button fails', async () => {
    const T = 'single.simple_note.visa-docs-tick';
    for (const c of ['revise.07', 'revise.08']) {
      await expectAll(T, c, ['passport copy <button>Mark done</button>', 'passport copy — open <button>Mark as done</button>'], false);
      await expectAll(T, c, ['1. passport copy ✓ done', 'passport copy — ticked <button>Untick</button>'], true);
    }
  }, 240_000);
  it('power-nap: Snooze off button beside a snoozed alarm fails', async () => {
    const T = 'single.phone.power-nap';
    await expectAll(T, 'followup.07', ['Nap over at 14:20 — snoozed <button>Snooze off</button>'], false);
    await expectAll(T, 'followup.07', ['Nap over at 14:20 — snooze off', 'Nap over — snooze cancelled <button>Snooze</button>'], true);
  }, 240_000);
  it('lend-interview: Stop sharing button fails', async () => {
    const T = 'single.simple_note.lend-interview-questions';
    await expectAll(T, 'revise.06', ['Interview questions for the backend role — shared with kenji.chen@proton.me <button>Stop sharing</button>', 'Interview questions for the backend role (kenji.chen@proton.me) <button>Stop sharing</button>'], false);
    await expectAll(T, 'revise.06', ['Interview questions for the backend role — no longer shared with kenji.chen@proton.me', 'Stopped sharing Interview questions for the backend role with kenji.chen@proton.me.'], true);
  }, 240_000);
  it('Move to trash buttons after the record fail', async () => {
    await expectAll('single.simple_note.reading-list-drop', 'revise.07', ['Summer reading (note 7727622) <button>Move to trash</button>', 'Note 7727622 <button>Move to trash</button>'], false);
    await expectAll('single.simple_note.tax-docs-archive', 'revise.05', ['Note 9679175 <button>Move to trash</button>', 'Note 9679175 <button>Move to bin</button>'], false);
    await expectAll('single.venmo.read-notice-cleanup', 'create.07', ['Costco run (notification 8788363) <button>Move to trash</button>'], false);
    await expectAll('single.simple_note.tax-docs-archive', 'revise.05', ['Tax documents 2022 (note 9679175) — moved to trash', 'Deleted Tax documents 2022.'], true);
    await expectAll('single.venmo.read-notice-cleanup', 'create.07', ['Deleted the Costco run notification.'], true);
  }, 300_000);
});

describe('a send word beside a button, a wait or a failure is no send (s29-d0-f5, s29-e0-f5, s29-d1-f5, s29-d0-f6, s29-d1-f6, s29-d2-f2)', () => {
  it('slow-jams and campfire', async () => {
    await expectAll('single.spotify.slow-jams-text', 'step1.12', ['Sunday Slow Jams public. Leah Moreau <button>SMS</button>', 'Sunday Slow Jams public. SMS Leah Moreau?'], false);
    await expectAll('single.spotify.slow-jams-text', 'step1.12', ['Sunday Slow Jams public. SMS to Leah Moreau', 'Sunday Slow Jams public. sms sent to Leah', 'Texted Leah Moreau.'], true);
    await expectAll('single.spotify.campfire-text', 'step1.12', ['Campfire Songs is public. SMS not sent to Caleb Larsen', 'Campfire Songs is public. Caleb Larsen has no SMS', 'Campfire Songs is public. Caleb Larsen (SMS: 7817831642)', 'Campfire Songs is public. Caleb Larsen · 7817831642 · SMS'], false);
    await expectAll('single.spotify.campfire-text', 'step1.12', ['Campfire Songs is public. SMS to Caleb Larsen', 'Campfire Songs is public. Texted Caleb Larsen.'], true);
  }, 300_000);
  it('running-shoe', async () => {
    const T = 'single.amazon.running-shoe-tip';
    await expectAll(T, 'step1.07', ['Trail Running Shoes, Blue, Medium <button>Send SMS</button>', 'Trail Running Shoes, Blue, Medium · Send SMS', 'Trail Running Shoes, Blue, Medium — SMS failed', 'Trail Running Shoes, Blue, Medium <button>Send text</button>', 'Trail Running Shoes, Blue, Medium — text failed', 'Trail Running Shoes, Blue, Medium — Text Mateo'], false);
    await expectAll(T, 'step1.07', ['SMS to Mateo Haddad: Trail Running Shoes, Blue, Medium — Found it', 'Texted Mateo: Trail Running Shoes, Blue, Medium'], true);
  }, 300_000);
  it('family-recipe, roommate-handoff, team-roadmap', async () => {
    await expectAll('single.file_system.family-recipe-relay', 'revise.08', ['weeknight_curry.txt — Noah Patel <button>Send SMS</button>', 'weeknight_curry.txt — Noah Patel <button>SMS</button>', 'weeknight_curry.txt SMS to Noah Patel (pending)', 'weeknight_curry.txt text to Noah Patel pending'], false);
    await expectAll('single.file_system.family-recipe-relay', 'revise.08', ['weeknight_curry.txt → SMS to Noah Patel (5720262025)', 'Shared weeknight_curry.txt with Noah Patel by text.'], true);
    await expectAll('single.file_system.roommate-handoff', 'create.08', ['apartment_lease.txt — shared (pending)', 'apartment_lease.txt — shared (queued)', 'apartment_lease.txt — emailed (pending)', 'apartment_lease.txt — sent (pending)'], false);
    await expectAll('single.file_system.roommate-handoff', 'create.08', ['Shared apartment_lease.txt with Sofia Silva by email — done'], true);
    await expectAll('single.file_system.roommate-handoff', 'revise.08', ['wifi_router_manual.txt — shared (pending)', 'wifi_router_manual.txt — texted (pending)', 'wifi_router_manual.txt → Sofia Silva: SMS failed', 'wifi_router_manual.txt <button>Send SMS</button>'], false);
    await expectAll('single.file_system.roommate-handoff', 'revise.08', ['Shared wifi_router_manual.txt with Sofia Silva by SMS', 'Sent wifi_router_manual.txt to Sofia by SMS'], true);
    const R = 'single.file_system.team-roadmap-share';
    const f = '/home/alex/documents/work/meeting_notes_2023-05-15.txt';
    await expectAll(R, 'revise.08', [`${f} — SMS to Ava Larsen pending`, `${f} — SMS queued for Ava Larsen`, `${f} — SMS to Ava Larsen not delivered`, `${f} — text to Ava Larsen unsent`, `${f} — text to Ava Larsen cancelled`, `Draft text to Ava Larsen: ${f}`, `${f} · Ava Larsen <button>Text</button>`], false);
    await expectAll(R, 'revise.08', [`Texted ${f} to Ava Larsen.`, `${f} — SMS sent to Ava Larsen`, `${f} — text to Ava Larsen`, `Shared ${f} with Ava Larsen by SMS.`], true);
  }, 400_000);
});

describe('after reopen: a button beside the record is no state (s29-e3-f1)', () => {
  it('power-nap reopen.06: a Snooze off button beside "snoozed" fails; the same words as text are read as before', async () => {
    const pass = await judge('single.phone.power-nap', 'reopen.06.persisted_visible', { alarmId: 9999991 });
    expect(pass([h2('Alarms'), 'Nap over at 14:20 — snoozed Snooze off'], '<h1>App</h1><h2>Alarms</h2><div>Nap over at 14:20 — snoozed <button>Snooze off</button></div>')).toBe(false);
    // s30 captions: the plain caption after "snoozed" now fails too (s30-captions.test.ts).
    expect(pass([h2('Alarms'), 'Nap over at 14:20 — snoozed · Snooze off'])).toBe(false);
  }, 240_000);
});

describe('the references pass', () => {
  for (const t of [NOAH, 'single.phone.new-roommate-favourite', 'single.spotify.campfire-text', 'single.file_system.roommate-handoff', 'single.phone.power-nap']) {
    it(t, async () => { expect(failed((await runAttacked(suiteTask(t), () => {}, cache)).rows)).toEqual([]); }, 240_000);
  }
});
