/**
 * s32 lane notdone, on the real built tasks: a result line saying the change is NOT done now (requested,
 * pending, queued, refused, waiting, full, in progress "-ing…", modal "should be added", paused/postponed,
 * "no return made", a crossed "Private ✗", a caption after " / ", "(…)", " — ") tells nothing; the done forms pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s32-notdone');
const recordsOf = referenceRecords(cache);
const passes = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
/** Probes (a line, or lines) whose check passes (want true) or fails (want false). */
async function which(task: string, check: string, forms: readonly (string | readonly string[])[], want: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const f of forms) if ((await passes(task, check, typeof f === 'string' ? [f] : f)) === want) out.push(typeof f === 'string' ? f : f.join(' ⏎ '));
  return out;
}
const T = 600_000;

type Case = { task: string; check: string; wrong: (string | readonly string[])[]; right: (string | readonly string[])[] };
/** A reschedule's result line (s31-r1-f2 … f19, s31-r0-f8). */
const moved = (task: string, check: string, name: string, old: string, nu: string): Case => ({
  task, check,
  wrong: [`${name}: still due ${old} — change to ${nu} requested`, `${name} stays on ${old}; ${nu} is full`, `${name} → ${nu} (sync pending)`, `${name} — ${nu} (pending)`, `${name}: change to ${nu} pending`, `${name}: ${nu} (not saved yet)`,
    `${name}: move to ${nu} queued`, `Moving ${name} to ${nu}…`, `${name} — ${nu} (update queued)`, `${name}: reschedule to ${nu} waiting`, `${name} — ${nu} (awaiting sync)`, `Request to move ${name} to ${nu} declined`],
  right: [`${name} moved to ${nu}`, `${name} — due ${nu} (was ${old})`, `${name} is now due ${nu}`, `Rescheduled ${name}: ${old} → ${nu}`, `Moved ${name} to ${nu} ✓`, `${name} — due ${nu}, not ${old}`],
});
const cases: Case[] = [
  moved('multi.dad-garage-handoff', 'revise.09', 'Fix the garage door', 'June 3', 'June 6'),
  moved('multi.dinner-party', 'revise.07', 'Saturday dinner', 'May 27', 'May 28'),
  moved('multi.gift-run', 'revise.07', 'Birthday gift', 'June 6', 'June 5'),
  moved('multi.move-in-day', 'revise.07', 'Move into Pine Street', 'June 2', 'June 3'),
  moved('multi.music-night', 'revise.07', 'Soul Sunday', 'May 28', 'June 4'),
  moved('multi.neighbor-mail-pickup', 'revise.09', 'Collect my mail', 'June 12', 'June 16'),
  moved('multi.grandpa-voicemail-followup', 'revise.07', 'Call Dad again', 'May 21', 'May 19 (urgent)'),
  moved('multi.landlord-voice-note', 'revise.07', 'Check heater repair', 'May 22', 'May 20 (urgent)'),
  moved('multi.insurance-renewal-todo', 'revise.09', 'Compare insurance quotes', 'June 10', 'June 14, email archived'),
  { task: 'multi.conference-trip', check: 'revise.07',
    wrong: ['Moving Denver conference to 2023-06-13…', 'Denver conference: move to 2023-06-13 pending', 'Denver conference — move to June 13 queued', 'Denver conference: change to June 13 requested', 'Denver conference — June 13 (sync pending)', 'Denver conference will move to 2023-06-13 once you confirm'],
    right: ['Denver conference moved to June 13 ✓', 'Denver conference is now due Tue, Jun 13', 'Moved Denver conference to 2023-06-13'] },
  { task: 'multi.cover-letter-draft', check: 'revise.07',
    wrong: ['Rename of cover_letter_draft.txt to cover_letter_final.txt is queued', 'cover_letter_draft.txt → cover_letter_final.txt (queued)', 'Rename to cover_letter_final.txt pending', 'Renaming cover_letter_draft.txt to cover_letter_final.txt…', 'Rename to cover_letter_final.txt waiting', 'Rename to cover_letter_final.txt refused', 'Will rename cover_letter_draft.txt to cover_letter_final.txt', 'Rename to cover_letter_final.txt failed'],
    right: ['cover_letter_final.txt — renamed from cover_letter_draft.txt', 'cover_letter_draft.txt is now called cover_letter_final.txt', 'Renamed cover_letter_draft.txt → cover_letter_final.txt'] },
  ...['revise.09', 'revise.12', 'revise.13'].map((check): Case => ({ task: 'multi.concert-ticket-payback', check,
    wrong: [['Lumen Fest ticket request: change to $78 pending', 'Texted Ruby at 3425480608 about the new amount.'], ['Lumen Fest ticket request to Ruby — $78 (update queued)', 'Texted Ruby at 3425480608 about the new amount.'], ['Ruby declined the change; Lumen Fest ticket request stays at $85, not $78', 'Texted Ruby at 3425480608 about the new amount.'], ['Could not change the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'], ['Lumen Fest ticket request: update to $78 requested', 'Texted Ruby at 3425480608 about the new amount.']],
    right: [['Lumen Fest ticket request changed to $78', 'Texted Ruby at 3425480608 about the new amount.'], ['Request for $78 sent to Ruby', 'Texted Ruby at 3425480608 about the new amount.'], ['Lumen Fest ticket request — now $78 (was $85)', 'Texted Ruby at 3425480608 about the new amount.']] })),
  { task: 'single.phone.emergency-favourites', check: 'create.07',
    wrong: ['Noah Patel should be added to favourites', 'Noah Patel may be added to favourites', 'Noah Patel can be added to favourites', 'Noah Patel could be added to favourites', 'Noah Patel will be added to favourites', 'Noah Patel should be a favourite', 'Noah Patel: favourite (not saved)', 'Noah Patel must be added to favourites'],
    right: ['Noah Patel is a favourite now.', 'Added Noah Patel to your favourites.', 'Dad (Noah Patel) is now on speed dial', 'Added to favourites: Noah Patel'] },
  { task: 'single.file_system.team-roadmap-share', check: 'revise.08',
    wrong: ['/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen paused', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen (paused)', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen postponed', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — SMS to Ava Larsen postponed until 18:00', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen deferred', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen delayed', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen: sending later', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — SMS to Ava Larsen (retrying)', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava Larsen on hold', '/home/alex/documents/work/meeting_notes_2023-05-15.txt — text to Ava not yet sent'],
    right: ['/home/alex/documents/work/meeting_notes_2023-05-15.txt — SMS sent to Ava Larsen', 'Ava Larsen got the contents of meeting_notes_2023-05-15.txt by text.', 'Texted Ava the text of meeting_notes_2023-05-15.txt ✓'] },
  { task: 'service.blender-return', check: 'create-2.06',
    wrong: ['True Wireless Earbuds, Mint — no return made. Reason: left bud crackles', 'True Wireless Earbuds, Mint — return not started. Reason: left bud crackles', 'Could not start a return for True Wireless Earbuds, Mint', 'True Wireless Earbuds, Mint — return pending. Reason: left bud crackles'],
    right: ['Return started for True Wireless Earbuds, Mint. Reason: left bud crackles', 'True Wireless Earbuds, Mint — return started (left bud crackles)'] },
  { task: 'service.blender-return', check: 'create.08',
    wrong: ['Personal Blender, Red — return not started', 'Personal Blender, Red — no return made. Reason: too loud'],
    right: ['Return started for Personal Blender, Red. Reason: too loud'] },
  { task: 'service.venmo-private-payment', check: 'followup.06',
    wrong: ['Surprise party fund (id 8818898) — Private ✗', 'Surprise party fund (id 8818898) — Private ✘', 'Surprise party fund (id 8818898) — private ❌', ['Surprise party fund (id 8818898)', 'Private: no'], ['Surprise party fund (id 8818898)', 'Private: false'], ['Surprise party fund (id 8818898)', 'Not private'], 'Surprise party fund (id 8818898) — Private: no'],
    right: ['Surprise party fund (id 8818898) — Private ✓', 'Surprise party fund is private now', ['Surprise party fund (id 8818898)', 'Private ✓'], ['Surprise party fund (id 8818898)', 'Private']] },
  { task: 'multi.jacket-return-reminder', check: 'revise.07',
    wrong: ['Rain Shell Jacket, Yellow, Small — return started (Keep it)', 'Rain Shell Jacket, Yellow, Small — return started (Keep)', 'Rain Shell Jacket, Yellow, Small — return started (Keep instead)', 'Rain Shell Jacket, Yellow, Small — return started — Keep it', 'Rain Shell Jacket, Yellow, Small — return started — Keep instead', 'Rain Shell Jacket, Yellow, Small — return started / Keep', 'Rain Shell Jacket, Yellow, Small — return open / Keep it', 'Rain Shell Jacket, Yellow, Small — return started · Keep it'],
    right: ['Rain Shell Jacket, Yellow, Small — return cancelled, you keep it', 'Rain Shell Jacket, Yellow, Small — kept (return cancelled)', 'Rain Shell Jacket, Yellow, Small — return cancelled — you keep it', 'Rain Shell Jacket, Yellow, Small — kept / return cancelled', 'Rain Shell Jacket, Yellow, Small: return cancelled · Start again'] },
  { task: 'single.phone.power-nap', check: 'followup.07',
    wrong: ['Nap over at 14:20 — snoozed / Snooze off', 'Nap over at 14:20 — snoozed (Snooze off)', 'Nap over at 14:20 — snoozed — Snooze off', 'Nap over at 14:20 — snoozed · Snooze off', 'Nap over at 14:20 — snoozed / Cancel'],
    right: ['Nap over at 14:20 — snooze off / awake', 'Nap over at 14:20 — awake (snooze off)', 'Nap over at 14:20 — not snoozed', 'Nap over at 14:20 — snooze off'] },
  { task: 'multi.gym-routine-file-note', check: 'create.14',
    wrong: [['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine (fitness) — will be imported'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine (fitness) — would be imported'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine (fitness) — note import on hold'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine (fitness) — importing…'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine (fitness) — import skipped'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine', 'Tag: fitness', 'Note not created']],
    right: [['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Your notes app now has "Gym routine", tagged fitness.'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Note', 'Gym routine', 'fitness'], ['Saved "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt (file 1762235).', 'Gym routine · fitness · in Simplenote']] },
];

describe('a change not done now tells nothing on a result check; the done forms pass', () => {
  for (const c of cases) {
    it(`${c.task} ${c.check}: not-done forms fail`, async () => {
      expect(await which(c.task, c.check, c.wrong, true)).toEqual([]);
    }, T);
    it(`${c.task} ${c.check}: done forms pass`, async () => {
      expect(await which(c.task, c.check, c.right, false)).toEqual([]);
    }, T);
  }
  for (const task of [...new Set(cases.map((c) => c.task))]) {
    it(`${task}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
    }, T);
  }
});
