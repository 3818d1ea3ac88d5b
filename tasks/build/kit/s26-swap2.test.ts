/**
 * s26 swap2 lane, on the real built tasks (delta review s26-d3d): the `corrected_by` mask of a
 * corrected text's gone checks reads a table's cells apart (f2, f4), takes a verb that tells the
 * new state too ("changed", "corrected", "swapped") after the old text only with "out" or before
 * the new one (f4), and before it only as a log's verb, never as a label (f1); a note imported from
 * a file is told in the service's own verb, "imported" (f3).
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteCheck, suiteTask, telling, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate, maskedCorrected } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('s26swap2');
const READ = 'multi.reading-list-export';
const RECIPE = 'multi.recipe-note-to-mom';
const MINUTES = 'multi.meeting-minutes-export';
const GYM = 'multi.gym-routine-file-note';
const WIFI = 'multi.wifi-instructions-note';
const PLUMBER = 'multi.emergency-contacts-file-note';

const spec = suiteCheck;
type Rows = (string | [string, string])[];
const passes = (task: string, id: string, rows: Rows): boolean => evaluate(spec(task, id), reopenedScreen(rows), {}).passed;
/** The same screen judged with the mask taken off (what the check said before lane swap). */
const passesUnmasked = (task: string, id: string, rows: Rows): boolean => evaluate({ ...spec(task, id), corrected_by: undefined } as AssertionSpec, reopenedScreen(rows), {}).passed;

describe('a table\'s cells are read apart (s26-d3d-f2, f4)', () => {
  it('a stale Content cell beside an action or status cell fails', () => {
    const wifi: Rows = ['Path\tContent\tLast action', '~/documents/wifi_help.txt\trouter in the hallway, reboot with the red button\treplaced'];
    expect(passes(WIFI, 'reopen.06', wifi)).toBe(false);
    for (const last of ['changed', 'Replaced', 'removed']) {
      const rows: Rows = ['Path\tContent\tLast action', `~/documents/emergency.txt\tvet 555-0100, plumber 555-0199\t${last}`];
      expect(passes(PLUMBER, 'reopen.06', rows), last).toBe(false);
    }
    const gym: Rows = ['Last action\tContent\tPath', 'Changed\tsquats 3x8, rows 3x10\t~/documents/gym_routine.txt'];
    expect(passes(GYM, 'reopen.06', gym)).toBe(false);
    expect(passes(READ, 'reopen.06', ['Note\tBooks\tLast action', 'Summer reading\tPiranesi, Circe, Educated\tswapped out'])).toBe(false);
  });
  it('a cell that tells the correction in its own words still passes, beside the new text or not', () => {
    expect(passes(WIFI, 'reopen.06', ['Path\tContent\tLast action', '~/documents/wifi_help.txt\trouter in the hallway, reboot with the blue button\tReplaced "red" with "blue"'])).toBe(true);
    expect(passes(PLUMBER, 'reopen.06', ['Path\tLast action', '~/documents/emergency.txt\tReplaced 555-0199 with 555-0142'])).toBe(true);
    expect(passes(PLUMBER, 'reopen.06', ['~/documents/emergency.txt\tplumber 555-0199 replaced\tsaved'])).toBe(true);
    expect(passes(READ, 'reopen.06', ['Summer reading\tswapped Circe\toverwritten'])).toBe(true);
    expect(passes(READ, 'reopen.07', ['Summer reading\tswapped out Circe\toverwritten'])).toBe(true);
  });
  it('the mask unit: never across a tab', () => {
    const c = { verbs: ['changed', 'replaced', 'removed'], of: ['555-0199'] };
    expect(maskedCorrected('vet 555-0100, plumber 555-0199\treplaced', c)).toContain('555-0199');
    expect(maskedCorrected('replaced\t555-0199', c)).toContain('555-0199');
    expect(maskedCorrected('a\t555-0199 replaced\tb', c)).not.toContain('555-0199');
  });
});

describe('after the old text, a verb of the new state tells nothing; only one of taking it out (s26-d3d-f4)', () => {
  it('"(changed)", "— corrected", "(swapped)" after the stale text fail', () => {
    expect(passes(PLUMBER, 'reopen.06', ['~/documents/emergency.txt — vet 555-0100, plumber 555-0199 (changed)'])).toBe(false);
    expect(passesUnmasked(PLUMBER, 'reopen.06', ['~/documents/emergency.txt — vet 555-0100, plumber 555-0199 (changed)'])).toBe(false);
    expect(passes(PLUMBER, 'reopen.06', ['Emergency numbers: vet 555-0100, plumber 555-0199 — changed'])).toBe(false);
    expect(passes(MINUTES, 'reopen.06', ['Vendor call June 2: renew contract, ask for 10% off (changed)'])).toBe(false);
    expect(passes(MINUTES, 'reopen.07', ['Vendor call June 2: renew contract, ask for 10% off (changed)'])).toBe(false);
    expect(passes(GYM, 'reopen.06', ['Gym routine: squats 3x8 (changed), rows 3x10'])).toBe(false);
    expect(passes(READ, 'reopen.07', ['Summer reading: Circe (swapped)'])).toBe(false);
    expect(passes(READ, 'reopen.07', ['Summer reading: Circe (corrected)'])).toBe(false);
    const c = { verbs: ['changed', 'corrected', 'fixed', 'swapped', 'replaced', 'removed'], of: ['3x8'] };
    for (const stale of ['3x8 (changed)', '3x8 — corrected', '3x8 fixed', '3x8 was updated', '3x8 (swapped)', '3x8 changed in the file', '3x8 swapped with 4x6']) expect(maskedCorrected(stale, c), stale).toContain('3x8');
  });
  it('a taking-out verb, "out", or the new text after the verb still tells it', () => {
    expect(passes(PLUMBER, 'reopen.06', ['~/documents/emergency.txt — 555-0199 replaced'])).toBe(true);
    expect(passes(PLUMBER, 'reopen.06', ['Emergency numbers — plumber 555-0199 changed to 555-0142'])).toBe(true);
    expect(passes(PLUMBER, 'reopen.06', ['Emergency numbers — plumber 555-0199 (removed)'])).toBe(true);
    expect(passes(READ, 'reopen.06', ['Summer reading: Circe swapped out · file overwritten'])).toBe(true);
    expect(passes(READ, 'reopen.07', ['Summer reading — Circe swapped for Klara and the Sun'])).toBe(true);
    expect(passes(MINUTES, 'reopen.06', ['Vendor call June 2 — 10% changed to 12%, file saved again'])).toBe(true);
    const c = { verbs: ['changed', 'swapped out', 'swapped', 'replaced', 'removed', 'dropped'], of: ['3x8'] };
    for (const told of ['3x8 changed to 4x6', '3x8 swapped out', '3x8 swapped for 4x6', '3x8 was replaced by 4x6', '3x8 (dropped)', '3x8 changed out']) expect(maskedCorrected(told, c), told).not.toContain('3x8');
  });
});

describe('before the old text, a verb of the new state counts as a log\'s verb only (s26-d3d-f1)', () => {
  it('a label with a colon, or "Last changed", before the stale text fails', () => {
    for (const label of ['Changed', 'Last changed', 'Updated', 'Corrected']) {
      expect(passes(GYM, 'reopen.06', [`~/documents/gym_routine.txt — ${label}: squats 3x8, rows 3x10`]), label).toBe(false);
    }
    expect(passesUnmasked(GYM, 'reopen.06', ['~/documents/gym_routine.txt — Changed: squats 3x8, rows 3x10'])).toBe(false);
    expect(passes(GYM, 'reopen.06', ['Last changed squats 3x8, rows 3x10'])).toBe(false);
    expect(passes(MINUTES, 'reopen.06', ['Vendor call June 2 — Changed: ask for 10% off'])).toBe(false);
    expect(passes(READ, 'reopen.07', ['Summer reading — Last corrected: Circe'])).toBe(false);
  });
  it('a log\'s verb right before the old text still tells it', () => {
    for (const told of ['Changed squats 3x8 to 4x6', 'Changed "3x8" to "4x6"', 'Replaced "squats 3x8"', 'Changed squats 3x8 in ~/documents/gym_routine.txt and its note', '~/documents/gym_routine.txt — changed 3x8 to 4x6', 'I changed 3x8 to 4x6 in the file and the note', 'Replaced: squats 3x8']) {
      expect(passes(GYM, 'reopen.06', [told]), told).toBe(true);
    }
    expect(passes(MINUTES, 'reopen.06', ['Vendor call June 2 → ~/documents/work/vendor_call.txt — changed 10%, file saved again'])).toBe(true);
    expect(passes(READ, 'reopen.07', ['Summer reading — Swapped: Circe'])).toBe(true);
    expect(passes(READ, 'reopen.07', ['Summer reading — corrected Circe'])).toBe(true);
    expect(passes(RECIPE, 'reopen.07', ['Replaced "bake 25 minutes" in Lemon bars'])).toBe(true);
  });
});

describe('a note made by the notes service\'s import is told in its own verb (s26-d3d-f3)', () => {
  it('the built check takes "imported" on all three import tasks', () => {
    for (const task of [WIFI, GYM, PLUMBER]) expect((spec(task, 'create.14') as { state?: string[] }).state, task).toContain('imported');
  });
  // s27 made (s26-d4c-f1): the tag beside the title, held by the new note alone, now tells it too;
  // the title without its tag still fails.
  it('in the real world: "imported \\"Wifi help\\" (tag home)" passes every check; the title alone without a made word fails create.14', async () => {
    const said = 'Wrote "{{inputs.content}}" to {{inputs.file_path}}; imported "{{inputs.title}}" (tag {{inputs.tag}}).';
    const run = await runAttacked(suiteTask(WIFI), telling('save_both', said, '{{item.path}}'), cache);
    expect(run.records.get('create')?.visible_text).toContain('imported "Wifi help" (tag home)');
    expect(failed(run.rows)).toEqual([]);
    const tagged = await runAttacked(suiteTask(WIFI), telling('save_both', 'Wrote "{{inputs.content}}" to {{inputs.file_path}}; "{{inputs.title}}" (tag {{inputs.tag}}).', '{{item.path}}'), cache);
    expect(failed(tagged.rows)).toEqual([]);
    const bare = await runAttacked(suiteTask(WIFI), telling('save_both', 'Wrote "{{inputs.content}}" to {{inputs.file_path}}; "{{inputs.title}}".', '{{item.path}}'), cache);
    expect(failed(bare.rows)).toContain('create.14.visible_result_grounded');
    const gym = await runAttacked(suiteTask(GYM), telling('save_both', said, '{{item.path}}'), cache);
    expect(failed(gym.rows)).toEqual([]);
    const reference = await runAttacked(suiteTask(WIFI), () => undefined, cache);
    expect(failed(reference.rows)).toEqual([]);
  }, 300_000);
});
