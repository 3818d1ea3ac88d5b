/**
 * An item or step still open on a kept checklist is not shown ticked after reopen (tags12, Reading
 * 1; s27 wedding-speech-tick s26-s185-f1: a Todoist app that showed every step done passed). No line
 * may show it beside a word or glyph of a tick unless the line also says it is open; named plainly,
 * or not at all, passes (its own `kept` check asks that it is shown).
 */
import type { Spec } from './types.ts';
import { STATE_WORDS } from './state-words.ts';

/** Words an app uses for an item still open on a checklist: with one of them, a tick word beside the item is not its state. */
export const OPEN_ITEM_WORDS = ['open', 'not ticked', 'unticked', 'not checked', 'unchecked', 'not done', 'not yet', 'to do', 'todo', 'to buy', 'to get', 'to pack', 'still', 'pending', 'not bought', 'not got', 'not packed', 'missing', 'need', 'needed', '[ ]', '☐', '□', 'incomplete', 'not complete'];

/** A row's button ("Complete", "Tick", "Mark done") tells no state: not a tick word of a step (s27). */
const BUTTONS = new Set(['tick', 'complete', 'finish', 'close', 'check off', 'mark done', 'mark as done']);

/** A checklist note's item still open (simple_note; its tick words as the app's checklist says them). */
export const stillOpen = (item: string): Spec => ({ type: 'persisted_visible', value: item, match: 'normalized', because: item, state: [...OPEN_ITEM_WORDS], gone: true, was: [...STATE_WORDS.itemTicked] });

/**
 * s32 s25 (baby-shower-checklist s32-s250-f4): an item the user ticked is not still listed open after
 * reopen ("onesies: open" kept beside "onesies: ticked"); a line that also says it ticked passes.
 */
export const notStillOpen = (item: string): Spec => ({ type: 'persisted_visible', value: item, match: 'normalized', because: item, note: 's32 s25: ticked, not still shown open', state: [...STATE_WORDS.itemTicked], gone: true, was: [...OPEN_ITEM_WORDS], was_headed: true });

/**
 * s27 (wedding-speech-tick s26-s185-f1): a task's step (a sub-task) still open, told by a done word of
 * a to-do; a button's caption on its row is masked (`actions_apart`), and so is a bare verb.
 */
export const stepStillOpen = (step: string): Spec => ({
  type: 'persisted_visible', value: step, match: 'normalized', because: step, state: [...OPEN_ITEM_WORDS], gone: true,
  was: STATE_WORDS.done.filter((w) => !BUTTONS.has(w)), actions_apart: true,
  // s28 steps: a heading of done rows over it, a log's entry, a zero count, a "Mark done" link (`step_open`).
  step_open: true,
});
