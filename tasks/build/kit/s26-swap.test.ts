/**
 * s26 swap lane, on the real built tasks (reading-list-export s26-d1b-f2, rubric Reading 4): the
 * gone checks of a corrected text (simple_note.ts correctedNotStale, kit/corrected-gone.ts) take
 * the user's verb for the correction told right beside the old text ("swapped out Circe"), as
 * `corrected_by`; a stale list, a verb elsewhere on the line or the screen, a verb that takes the
 * text in, or the old text bare still fail.
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteCheck, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate, maskedCorrected } from '../../../src/stages/check/evaluate.ts';
import { correctedBy } from './corrected-gone.ts';

const cache = tempDir('s26swap');
const READ = 'multi.reading-list-export';
const RECIPE = 'multi.recipe-note-to-mom';
const MINUTES = 'multi.meeting-minutes-export';
const GYM = 'multi.gym-routine-file-note';
const WIFI = 'multi.wifi-instructions-note';
const PLUMBER = 'multi.emergency-contacts-file-note';

const spec = suiteCheck;
const passes = (task: string, id: string, rows: (string | [string, string])[]): boolean => evaluate(spec(task, id), reopenedScreen(rows), {}).passed;
const both = (rows: (string | [string, string])[]): [boolean, boolean] => [passes(READ, 'reopen.06', rows), passes(READ, 'reopen.07', rows)];

/** The reference app telling its correction in `told` on its kept row (the reviewer's run of s26-d1b-f2). */
const tellsCorrection = (told: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const plan = (pkg.actions as Obj[]).find((a) => a.id === 'correct_and_resave')!.plan as Obj[];
    for (const s of plan) if (s.update === 'items') (s.fields as Obj).told = told;
  }
};

/** As above, and the app keeps the note's text as typed in a second list it never updates. */
const staleText = (told: string) => (ref: Record<string, Obj>): void => {
  tellsCorrection(told)(ref);
  for (const pkg of versions(ref)) {
    for (const s of (pkg.actions as Obj[]).find((a) => a.id === 'write_and_send')!.plan as Obj[]) if (s.append === 'items') (s.item as Obj).content = '{{inputs.content}}';
    const c = ((pkg.state as Obj).collections as Obj).items as Obj;
    c.fields = { ...(c.fields as Obj), content: 'string' };
    for (const v of pkg.views as Obj[]) {
      const comps = v.components as Obj[];
      const list = comps.findIndex((x) => x.type === 'list' && x.collection === 'items');
      comps.splice(list + 1, 0, { type: 'list', collection: 'items', item: '{{item.content}}', empty: '' });
    }
  }
};

describe('the kit gives each corrected-text gone check the user\'s verb, beside the old text only', () => {
  it('swap, replace, change: the user\'s forms and the words of a replaced text', () => {
    expect(correctedBy('Swap "Circe" for "Klara and the Sun" and overwrite the file.', 'Circe')).toEqual({ verbs: ['swapped out', 'swapped', 'replaced', 'removed'], of: ['Circe'] });
    expect(correctedBy('Change "3x8" to "4x6" in the routine file and its note.', '3x8', 'squats 3x8').verbs).toContain('changed');
    expect(correctedBy('Drop "Circe", put "Klara and the Sun" in its place.', 'Circe').verbs).toContain('dropped');
    expect(correctedBy('Replace "red" with "blue".', 'red').verbs).not.toContain('swapped');
    // The intention's verb too ("correct a word"; s26-d3c-f1).
    for (const id of ['reopen.06', 'reopen.07']) expect(spec(READ, id)).toMatchObject({ gone: true, corrected_by: { verbs: ['swapped out', 'swapped', 'corrected', 'replaced', 'removed'], of: ['Circe', 'Piranesi, Circe, Educated'] } });
    expect(spec(RECIPE, 'reopen.07')).toMatchObject({ value: 'bake 25 minutes', corrected_by: { verbs: ['replaced', 'removed'], of: ['25 minutes', 'bake 25 minutes', 'zest three lemons, bake 25 minutes'] } });
    // The whole old text quoted after the verb too (s26-d4b-f1, f2). The note-title check is told by the verb beside the clause too (s26-d3c-f2, f3).
    expect(spec(MINUTES, 'reopen.06')).toMatchObject({ was: ['10%'], corrected_by: { verbs: ['changed', 'replaced', 'removed'], of: ['10%', 'ask for 10% off', 'renew contract, ask for 10% off'] } });
    expect(spec(RECIPE, 'reopen.06')).toMatchObject({ corrected_by: { of: ['25 minutes', 'bake 25 minutes', 'zest three lemons, bake 25 minutes'] } });
    for (const task of [GYM, WIFI, PLUMBER]) expect((spec(task, 'reopen.06') as { corrected_by?: unknown }).corrected_by).toBeDefined();
  });
  it('the mask: the verb right before or after the text, not one that takes it in, not further off', () => {
    const c = { verbs: ['swapped out', 'swapped', 'replaced', 'removed'], of: ['Circe'] };
    const shows = (line: string) => maskedCorrected(line, c).includes('circe');
    for (const told of ['swapped out Circe, file overwritten', 'Swapped out "Circe" and re-saved the file', 'Replaced Circe; file overwritten', 'Swapped: Circe', 'Circe swapped out', 'Circe (swapped out)', 'Circe was replaced by Klara and the Sun', 'Circe swapped for Klara and the Sun', 'removed Circe', 'Swapped Circe in Summer reading', 'Circe replaced in Summer reading']) expect(shows(told), told).toBe(false);
    for (const shown of ['Piranesi, Circe, Educated', 'Piranesi, Circe, Educated — swapped', 'Swapped in Circe', 'Circe swapped in for Educated', 'Swapped Circe in', 'Swapped Circe in.', 'Circe swapped in — Educated out', 'Swapped Circe in for Educated', 'Swapped Circe into the list', 'Circe swapped back', 'Replaced Educated with Circe', 'Swapped Educated for Circe', 'Circe replaced Educated', 'swap Circe', 'not replaced Circe', 'Circe was not swapped', 'Circe never swapped', 'Circe replaced: no', 'Piranesi, Circe, Educated — swapped out Circe']) expect(shows(shown), shown).toBe(true);
    expect(maskedCorrected('Summer reading: Circe', undefined)).toBe('Summer reading: Circe');
  });
});

describe('a correction told in the user\'s verb beside the old text passes (reading-list-export s26-d1b-f2)', () => {
  it('the finding\'s probes pass both reopen checks, in other layouts and words too', () => {
    for (const rows of [
      ['Summer reading → ~/documents/summer_reading.txt (note 2255310) — swapped out Circe, file overwritten'],
      ['Summer reading → /home/alex/documents/summer_reading.txt (note 2255310) — swapped out Circe, file overwritten'],
      ['Summer reading', 'Swapped out "Circe" and re-saved the file'],
      ['Summer reading — Replaced Circe; file overwritten'],
      ['Summer reading: Circe swapped out · file overwritten'],
      ['Summer reading\tswapped Circe\toverwritten'],
      ['Summer reading — removed Circe, saved again'],
      ['Summer reading — Circe was replaced by Klara and the Sun'],
      // An extra harmless read: the new list beside the told row.
      ['Summer reading → ~/documents/summer_reading.txt (note 2255310) — swapped out Circe, file overwritten', 'Piranesi, Klara and the Sun, Educated'],
    ] as string[][]) expect(both(rows), rows.join(' / ')).toEqual([true, true]);
  });
  it('the cheapest wrong apps still fail: the stale list, under a "Swapped" heading, beside a swap word elsewhere, Circe bare or taken in', () => {
    expect(both(['Summer reading: Piranesi, Circe, Educated'])).toEqual([false, false]);
    expect(both([['h2', 'Swapped'], 'Summer reading: Piranesi, Circe, Educated'])).toEqual([false, false]);
    expect(both(['Summer reading: Piranesi, Circe, Educated — swapped'])).toEqual([false, false]);
    expect(both(['Swapped the order of your notes', 'Summer reading: Piranesi, Circe, Educated'])).toEqual([false, false]);
    expect(both(['Summer reading: Piranesi, Circe, Educated — swapped out Circe'])).toEqual([false, false]);
    expect(both(['Summer reading — swapped in Circe'])).toEqual([false, false]);
    expect(both(['Summer reading — replaced Educated with Circe'])).toEqual([false, false]);
    expect(both(['Summer reading — Circe swapped in'])).toEqual([false, false]);
    expect(passes(READ, 'reopen.07', ['Circe'])).toBe(false);
    expect(passes(READ, 'reopen.07', ['Summer reading', 'Piranesi, Circe, Educated', 'Swap'])).toBe(false);
  });
  it('the other corrected-text tasks take their users\' verbs the same way, and still fail their stale text', () => {
    expect(passes(RECIPE, 'reopen.06', ['Lemon bars → ~/documents/recipes/lemon_bars.txt (note 5) — replaced 25 minutes, file re-saved'])).toBe(true);
    expect(passes(RECIPE, 'reopen.07', ['Replaced "bake 25 minutes" in Lemon bars'])).toBe(true);
    expect(passes(RECIPE, 'reopen.07', ['Lemon bars: zest three lemons, bake 25 minutes'])).toBe(false);
    expect(passes(RECIPE, 'reopen.06', ['Lemon bars: zest three lemons, bake 25 minutes — replaced'])).toBe(false);
    expect(passes(MINUTES, 'reopen.06', ['Vendor call June 2 → ~/documents/work/vendor_call.txt — changed 10%, file saved again'])).toBe(true);
    expect(passes(MINUTES, 'reopen.07', ['Vendor call June 2: renew contract, ask for 10% off'])).toBe(false);
    expect(passes(MINUTES, 'reopen.06', ['Vendor call June 2 — changed to 10%'])).toBe(false);
    expect(passes(GYM, 'reopen.06', ['Changed squats 3x8 in ~/documents/gym_routine.txt and its note'])).toBe(true);
    expect(passes(GYM, 'reopen.06', ['~/documents/gym_routine.txt: squats 3x8, rows 3x10 — changed'])).toBe(false);
    expect(passes(WIFI, 'reopen.06', ['Replaced red in ~/documents/wifi_help.txt: reboot with the blue button'])).toBe(true);
    expect(passes(WIFI, 'reopen.06', ['Wifi help: router in the hallway, reboot with the red button'])).toBe(false);
    expect(passes(PLUMBER, 'reopen.06', ['~/documents/emergency.txt — 555-0199 replaced'])).toBe(true);
    expect(passes(PLUMBER, 'reopen.06', ['Emergency numbers: vet 555-0100, plumber 555-0199'])).toBe(false);
  });
  it('in the real world: the reference telling "swapped out Circe" passes every check; with a stale text kept it fails reopen.07 only', async () => {
    const told = await runAttacked(suiteTask(READ), tellsCorrection('swapped out {{inputs.find}}, file overwritten'), cache);
    expect(told.records.get('reopen')?.visible_text).toContain('swapped out Circe, file overwritten');
    expect(failed(told.rows)).toEqual([]);
    const stale = await runAttacked(suiteTask(READ), staleText('swapped out {{inputs.find}}, file overwritten'), cache);
    expect(stale.records.get('reopen')?.visible_text).toContain('Piranesi, Circe, Educated');
    expect(failed(stale.rows)).toEqual(['reopen.07.persisted_visible']);
    const recipe = await runAttacked(suiteTask(RECIPE), tellsCorrection('replaced {{inputs.find}}, file re-saved'), cache);
    expect(failed(recipe.rows)).toEqual([]);
    const reference = await runAttacked(suiteTask(READ), () => undefined, cache);
    expect(failed(reference.rows)).toEqual([]);
  }, 300_000);
});
