/**
 * s16 words3 (issue #30, undictated_text; kit/told-when.ts, kit/record-words.ts): a text the user
 * dictated no words for tells the day in the user's own word, and names a note by a telling word
 * of its title. Crafted runs use the real generate → run → check chain with a local model server
 * answering with a hand-edited reference.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { weekdayOf } from './told-when.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The package with the text of `api`'s call in `action` set to `text` (`field` of its args). */
const texting = (action: string, api: string, field: string, text: string) => (pkg: Obj): Obj => {
  const step = (packageAction(pkg, action).plan as Obj[]).find((s) => s.call === api) as Obj;
  step.args = { ...step.args, [field]: text };
  return pkg;
};

describe('the day in the user\'s word, a note by a word of its title', () => {
  it('knows the weekdays of the dates', () => {
    expect(weekdayOf('2023-05-27')).toBe('saturday');
    expect(weekdayOf('2023-05-28')).toBe('sunday');
  });

  it('dinner-party: "Saturday dinner at my place, see you then!" passes create.14; "Dinner at my place!" fails it', async () => {
    const task = suiteTaskById('multi.dinner-party');
    const right = await runCrafted(task, texting('make_plan', 'phone.send_text_message', 'message', '{{inputs.title}} at my place, see you then!'), 'words3-dinner-right');
    expect(failedIds(right).filter((id) => id.startsWith('create.'))).toEqual([]);
    expect(right.some((r) => r.assertion === 'create.14.world_matches_reference' && r.passed)).toBe(true);
    const wrong = await runCrafted(task, texting('make_plan', 'phone.send_text_message', 'message', 'Dinner at my place!'), 'words3-dinner-wrong');
    expect(failedIds(wrong)).toContain('create.14.world_matches_reference');
  }, 30_000);

  it('mom-recipe-voice: "Nana\'s dal recipe note" passes b-find.09; "my dal recipe" (the old note\'s word only) fails it', async () => {
    const task = suiteTaskById('shared.mom-recipe-voice');
    const voice = (text: string) => (slot: string, pkg: Obj): Obj => (slot === 'B' ? texting('find_and_handle', 'phone.send_voice_message', 'transcript', text)(pkg) : pkg);
    const right = await runCraftedSlots(task, voice("Mom, could you check Nana's dal recipe note?"), 'words3-voice-right');
    expect(failedIds(right).filter((id) => id.startsWith('b-find.'))).toEqual([]);
    expect(right.some((r) => r.assertion === 'b-find.09.world_matches_reference' && r.passed)).toBe(true);
    const wrong = await runCraftedSlots(task, voice('Mom, can you check my dal recipe?'), 'words3-voice-wrong');
    expect(failedIds(wrong)).toContain('b-find.09.world_matches_reference');
  }, 30_000);
});
