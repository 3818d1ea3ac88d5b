/**
 * s16 texts (issue #30): each fix against the real built task and the real checker. A hand-changed
 * reference runs the real chain: the correct app the finding names passes, the cheapest wrong app
 * fails. The card and heading readings are checker rules, tested on the texts a screen gives.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { shownAbove, shownUnderHeading } from '../../../src/stages/check/evaluate.ts';
import { dictatesReason } from './reasons-apart.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, slot: string, id: string): Obj => (reference[slot]?.package.actions as Obj[]).find((a) => a.id === id) as Obj;
const argsOf = (reference: Record<string, Obj>, slot: string, action: string, call: string): Obj => ((actionOf(reference, slot, action).plan as Obj[]).find((s) => s.call === call) as Obj).args as Obj;
const check = (id: string, assertion: string): Obj => taskOf(id).episodes.flatMap((e) => (e.assertions ?? []) as Obj[]).find((a) => a.id === assertion) as Obj;

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('texts16'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('an SMS "about it" (bbq-supplies-split, jazz-dinner-invite-mix)', () => {
  it('a text naming the bill by the user\'s words passes; "Hi!" fails', async () => {
    const id = 'multi.bbq-supplies-split';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'split_bill', 'phone.send_text_message'), { message: 'I put the BBQ supplies in Splitwise for us to split' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'split_bill', 'phone.send_text_message'), { message: 'Hi!' }))).toContain('create.13.world_matches_reference');
  }, 30_000);

  it('a text naming the genre or the songs passes; "See you tonight" fails', async () => {
    const id = 'multi.jazz-dinner-invite-mix';
    const text = (ref: Record<string, Obj>) => ((actionOf(ref, 'A', 'make_mix').plan as Obj[]).find((s) => s.call === 'phone.send_text_message') as Obj).args as Obj;
    expect(await failed(id, (ref) => Object.assign(text(ref), { message: 'Tonight: Howling Echoes, Wild Signals, Runway' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(text(ref), { message: 'jazz playlist on Spotify for tonight' }))).toEqual([]);
    expect((await failed(id, (ref) => Object.assign(text(ref), { message: 'See you tonight' }))).some((a) => a.startsWith('create.') && a.endsWith('world_matches_reference'))).toBe(true);
  }, 40_000);
});

describe('a to-do about money names it by a telling word (payment-refund-todo)', () => {
  it('"Check refund of blue Trek bike deposit" passes; a to-do naming only the old deposit fails', async () => {
    const id = 'shared.payment-refund-todo';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'B', 'find_and_handle', 'todoist.create_task'), { title: 'Check refund of blue Trek bike deposit' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'B', 'find_and_handle', 'todoist.create_task'), { title: 'Check Bike deposit (old) refund' }))).toContain('b-find.11.world_matches_reference');
  }, 30_000);
});

describe('a reason said in passing is the app\'s (jacket-return-reminder, earbuds-return)', () => {
  it('reads "Reason: …" as dictation, a passing reason not', () => {
    expect(dictatesReason('Return the True Wireless Earbuds, Mint. Reason: Left earbud crackles.')).toBe(true);
    expect(dictatesReason('The True Wireless Earbuds, Mint: left bud crackles, return them.')).toBe(false);
    expect(check('single.amazon.earbuds-return', 'step1.10.world_matches_reference').free[0].constraint).toEqual({ contains: ['Left earbud crackles'] });
  });
  it('a return filed as "Doesn\'t fit" passes; an empty reason or the wrong item fails', async () => {
    const id = 'multi.jacket-return-reminder';
    const ret = (ref: Record<string, Obj>) => argsOf(ref, 'A', 'start_return', 'amazon.initiate_return');
    expect(await failed(id, (ref) => Object.assign(ret(ref), { reason: 'Doesn\'t fit' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(ret(ref), { quantity: 2 }))).toContain('create.04.record_matches');
  }, 30_000);
});

describe('a number on a card under its record\'s name (beside_others)', () => {
  const others = ['Silent Letters'];
  it('the title line just above "Stars: 3" counts; a look-alike\'s line does not', () => {
    expect(shownAbove('Sweet Ghosts\nStars: 3', '3', 'Sweet Ghosts', others, 'normalized')).toBe(true);
    expect(shownAbove('Sweet Ghosts\nThe harmonies…\nStars: 3', '3', 'Sweet Ghosts', others, 'normalized')).toBe(true);
    expect(shownAbove('Sweet Ghosts\nSilent Letters ★3', '3', 'Sweet Ghosts', others, 'normalized')).toBe(false);
    expect(shownAbove('Sweet Ghosts ★5\nSilent Letters\nStars: 3', '3', 'Sweet Ghosts', others, 'normalized')).toBe(false);
    expect(shownAbove('Sweet Ghosts\nline\nline\nStars: 3', '3', 'Sweet Ghosts', others, 'normalized')).toBe(false);
    expect(shownAbove('Time: 07:10\nSnooze: 5 min', '5', '07:10', ['Wake up (old)', '06:29'], 'normalized')).toBe(true);
    expect(shownAbove('Time: 07:10\n06:29 snooze 5', '5', '07:10', ['Wake up (old)', '06:29'], 'normalized')).toBe(false);
  });
  it('the flagged tasks name their look-alikes', () => {
    expect(check('multi.choir-song-notes', 'revise.07.visible_result_grounded').beside_others).toEqual(others);
    expect(check('single.phone.wake-up-alarm', 'reopen.06.persisted_visible').beside_others).toEqual(['Wake up (old)', '06:29']);
  });
});

describe('a list state on the heading above the record (state_headed)', () => {
  const html = '<main><h2>Blocked numbers</h2><ul><li>4155550178</li></ul><h2>Recent calls</h2><ul><li>5550001111</li></ul></main>';
  const text = 'Blocked numbers\n4155550178\nRecent calls\n5550001111';
  it('the nearest heading above tells the state; another heading does not', () => {
    expect(shownUnderHeading(html, text, '4155550178', 'blocked', 'normalized')).toBe(true);
    expect(shownUnderHeading(html, text, '5550001111', 'blocked', 'normalized')).toBe(false);
    // Not a heading: a plain line above says nothing of the record's state.
    expect(shownUnderHeading('<p>Blocked numbers</p><p>4155550178</p>', text.split('\n').slice(0, 2).join('\n'), '4155550178', 'blocked', 'normalized')).toBe(false);
  });
  it('the flagged tasks allow it', () => {
    expect(check('single.phone.robocall-block', 'reopen.01.persisted_visible').state_headed).toBe(true);
    expect(check('multi.study-guide-share', 'reopen.02.persisted_visible').state_headed).toBe(true);
  });
});

describe('a card titled with the reviewed product\'s full name (s18-S7-f1)', () => {
  it('product-reviews: the full catalogue name above "Stars: 5" counts; a look-alike pointing at the same product is not another record', () => {
    const t = loadTasks().find((x) => x.task.id === 'single.amazon.product-reviews')!.task;
    const check = t.episodes.find((e) => e.id === 'create')!.assertions.find((a) => a.id === 'create.11.visible_result_grounded') as { beside_others?: string[] };
    expect(check.beside_others).toEqual(['Hardcover Dot Grid Notebook, Mustard']);
    const others = check.beside_others ?? [];
    expect(shownAbove('Cookbook: Weeknight Vegetables, Hardcover\nStars: 5', '5', 'Cookbook: Weeknight Vegetables', others, 'normalized')).toBe(true);
    expect(shownAbove('Cookbook: Weeknight Vegetables\nHardcover Dot Grid Notebook, Mustard\nStars: 5', '5', 'Cookbook: Weeknight Vegetables', others, 'normalized')).toBe(false);
  });
});
