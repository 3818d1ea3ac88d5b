/**
 * s31 lane failed, on the real built tasks: a result line saying the change failed, was not done or is still to
 * come does not tell the new value (s31-s241-f1: coffee-maker-verdict, conference-trip, cover-letter-draft,
 * music-night, concert-ticket-payback) nor a sent voice note (s31-s240-f2: landlord-voice-note); the done forms pass.
 */
import { describe, expect, it } from 'vitest';
import { tempDir, resultProbes } from '../../../src/stages/__tests__/helpers.ts';

const { which } = resultProbes(tempDir('s31-failed'));
const T = 900_000;

type Case = [task: string, check: string, wrong: (string | readonly string[])[], right: (string | readonly string[])[]];
const COFFEE = 'Pour-Over Coffee Maker, Black';
const cases: Case[] = [
  ['multi.coffee-maker-verdict', 'revise.07', [
    `Could not change ${COFFEE} to 3 stars`, `${COFFEE}: 5 stars. Change to 3 stars failed.`, `Couldn't change ${COFFEE} to 3 stars`,
    `Unable to set ${COFFEE} to 3 stars`, `Failed to update ${COFFEE} to 3 stars`, `Error: ${COFFEE} could not be set to 3 stars`,
    `${COFFEE} — change to 3 stars didn't go through`, `${COFFEE}: 3 stars was not saved`, `${COFFEE} → 3 stars (failed)`,
    `${COFFEE} will be changed to 3 stars`, `${COFFEE}: 3 stars not saved, try again`,
  ], [
    `${COFFEE} now 3 stars (was 5)`, `Changed ${COFFEE} to 3 stars`, `${COFFEE}: 3 stars`, `Updated ${COFFEE} to 3 stars. Undo?`,
    [`${COFFEE}: 3 stars`, 'Could not load recommendations'], `${COFFEE} — 3 stars, no errors`,
  ]],
  ['multi.conference-trip', 'revise.07', [
    'Could not move Denver conference to 2023-06-13', "Couldn't move Denver conference to 2023-06-13", 'Unable to move Denver conference to 2023-06-13',
    'Failed to move Denver conference to 2023-06-13', 'Error: Denver conference was not moved to 2023-06-13', 'Move to 2023-06-13 didn\'t go through',
    'Denver conference → 2023-06-13 (failed)', 'Denver conference will be moved to 2023-06-13', 'Denver conference: 2023-06-13 was not saved',
  ], [
    'Moved Denver conference to 2023-06-13', 'Denver conference now on 2023-06-13', 'Denver conference: 2023-06-13 (no conflicts found)',
    ['Denver conference moved to 2023-06-13', 'Could not sync your calendar'], 'Moved Denver conference to 2023-06-13 — 0 errors', 'Moved Denver conference to 2023-06-13. Undo?',
  ]],
  ['multi.cover-letter-draft', 'revise.07', [
    'Could not rename cover_letter_draft.txt to cover_letter_final.txt', "Couldn't rename cover_letter_draft.txt to cover_letter_final.txt",
    'Rename to cover_letter_final.txt failed', 'Error: cover_letter_final.txt was not saved', 'cover_letter_final.txt (failed)',
    'Unable to rename the file to cover_letter_final.txt', 'The file will be renamed to cover_letter_final.txt',
  ], [
    'Renamed cover_letter_draft.txt to cover_letter_final.txt', 'Renamed to cover_letter_final.txt', 'cover_letter_final.txt (renamed from cover_letter_draft.txt)',
  ]],
  ['multi.music-night', 'revise.07', [
    'Could not push Soul Sunday to June 4', 'Failed to push Soul Sunday to June 4', 'Soul Sunday: move to June 4 failed', 'Soul Sunday → June 4 (failed)',
    'Unable to move Soul Sunday to 2023-06-04', "Soul Sunday wasn't moved to June 4", 'Soul Sunday will be moved to June 4',
  ], [
    'Pushed Soul Sunday to June 4', 'Soul Sunday now on June 4', 'Soul Sunday moved to 2023-06-04',
  ]],
  ['multi.concert-ticket-payback', 'revise.09', [
    ['Could not change the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
    ['Failed to update the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
    ['Lumen Fest ticket request: $78 — not saved', 'Texted Ruby at 3425480608 about the new amount.'],
  ], [
    ['Changed the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
  ]],
  ['multi.concert-ticket-payback', 'revise.12', [
    ['Could not change the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
  ], [
    ['Changed the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
  ]],
  ['multi.concert-ticket-payback', 'revise.13', [
    ['Could not change the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
    ["Couldn't update the request to $78.", 'Texted Ruby at 3425480608.'],
  ], [
    ['Changed the Lumen Fest ticket request to $78.', 'Texted Ruby at 3425480608 about the new amount.'],
  ]],
  ['multi.landlord-voice-note', 'create.15', [
    'Added Check heater repair for May 22 · Voice note: not sent', 'Added Check heater repair for May 22; voice note to Sofia will be sent',
    'Check heater repair (due May 22) — voice note to Sofia not sent, try again', 'Added Check heater repair · Voice note to Sofia: failed to send',
    'Added Check heater repair. Could not send the voice note to Sofia.', "Added Check heater repair; voice note to Sofia didn't go through",
    'Added Check heater repair — voice note to Sofia (failed)', 'Added Check heater repair. Error: voice note not delivered',
    'Added Check heater repair; unable to send voice note to Sofia', 'Added Check heater repair; voice note was not saved',
  ], [
    'Added Check heater repair for May 22 · Voice note sent to Sofia', 'Added Check heater repair and left Sofia a voice note',
    'Check heater repair (due May 22) — voice message sent to Sofia', 'Added Check heater repair. Sent Sofia a voice note. Undo?',
  ]],
];

describe('s31 failed: a result said failed, not done or to come tells nothing (s31-s241-f1, s31-s240-f2)', () => {
  for (const [task, check, wrong, right] of cases) {
    it(`${task} ${check}: the failed forms fail`, async () => { expect(await which(task, check, wrong, true)).toEqual([]); }, T);
    it(`${task} ${check}: the done forms pass`, async () => { expect(await which(task, check, right, false)).toEqual([]); }, T);
  }
});
