/**
 * s15 (carry, issue #30): texts the app words itself carry what they are about, and no more.
 * Each pair runs a hand-changed reference against the real built task and the real checker
 * (kit/record-words.ts; cases/multi_tool/venmo.ts, amazon.ts; shapes/cross-app.ts): the correct
 * app a finding names passes, the cheapest wrong app it names fails.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { recordWords } from './record-words.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const argsOf = (reference: Record<string, Obj>, slot: string, action: string, call: string): Obj =>
  (((reference[slot]?.package.actions as Obj[]).find((a) => a.id === action) as Obj).plan as Obj[]).find((s) => s.call === call)?.args as Obj;
const worldCheck = (id: string, episode: string): string =>
  (taskOf(id).episodes.find((e) => e.id === episode)?.assertions ?? []).find((a) => a.type === 'world_matches_reference')?.id as string;

async function failed(id: string, slot: string, action: string, call: string, args: Obj): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), (ref) => Object.assign(argsOf(ref, slot, action, call), args), tempDir('record-words'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('the words of a record', () => {
  it('are its distinctive words, never a word any message says', () => {
    expect(recordWords('Leaky bathroom tap, washer gone')).toEqual(['Leaky bathroom tap, washer gone', 'Leaky', 'bathroom', 'tap', 'washer']);
    expect(recordWords('Gas money Portland trip')).toEqual(['Gas money Portland trip', 'Gas', 'Portland']);
  });
});

describe('a voice note, text or alarm about another app\'s record names it by a word, not its whole title', () => {
  it('call-plumber-voice: the tap in other words passes; a note naming nothing fails', async () => {
    const id = 'shared.call-plumber-voice';
    const call = ['B', 'find_and_handle', 'phone.send_voice_message'] as const;
    expect(await failed(id, ...call, { transcript: 'Hi Sofia, the bathroom tap is leaking because the washer has gone' })).toEqual([]);
    expect(await failed(id, ...call, { transcript: 'Heads up, I am on it.' })).toContain(worldCheck(id, 'b-find'));
  });
  it('prescription-alarm: "Walgreens allergy meds refill" passes; "To-do reminder" fails', async () => {
    const id = 'shared.prescription-alarm';
    const call = ['B', 'find_and_handle', 'phone.create_alarm'] as const;
    expect(await failed(id, ...call, { label: 'Walgreens allergy meds refill' })).toEqual([]);
    expect(await failed(id, ...call, { label: 'To-do reminder' })).toContain(worldCheck(id, 'b-find'));
  });
  it('request-alarm-check: the amount names the request; "Check Venmo" fails', async () => {
    const id = 'shared.request-alarm-check';
    const call = ['B', 'find_and_handle', 'phone.create_alarm'] as const;
    expect(await failed(id, ...call, { label: 'Check Tomas\'s $25 Venmo request' })).toEqual([]);
    expect(await failed(id, ...call, { label: 'Check Venmo' })).toContain(worldCheck(id, 'b-find'));
  });
  it('request-privately-text: pizza night and $18 pass; "No rush!" fails', async () => {
    const id = 'shared.request-privately-text';
    const call = ['B', 'find_and_handle', 'phone.send_text_message'] as const;
    expect(await failed(id, ...call, { message: 'No rush, but there is an $18 Venmo request from me for pizza night' })).toEqual([]);
    expect(await failed(id, ...call, { message: 'No rush!' })).toContain(worldCheck(id, 'b-find'));
  });
});

describe('a Venmo request says what it is for; the text after a change tells the change', () => {
  it('concert-ticket-payback: a request filed as "Concert" fails; "Lumen Fest" passes', async () => {
    const id = 'multi.concert-ticket-payback';
    const call = ['A', 'request_money', 'venmo.create_payment_request'] as const;
    // A fixed description stands where the app passes what the user typed: the screen's and the
    // first screen's checks of that input are the attack's own doing; the world check judges it.
    expect(await failed(id, ...call, { description: 'Lumen Fest' })).not.toContain(worldCheck(id, 'create'));
    expect(await failed(id, ...call, { description: 'Concert' })).toContain(worldCheck(id, 'create'));
  });
  it('carpool-gas-money: a request described "Dinner" fails; "Gas for the carpool" passes', async () => {
    const id = 'multi.carpool-gas-money';
    const call = ['A', 'request_money', 'venmo.create_payment_request'] as const;
    expect(await failed(id, ...call, { description: 'Gas for the carpool' })).not.toContain(worldCheck(id, 'create'));
    expect(await failed(id, ...call, { description: 'Dinner' })).toContain(worldCheck(id, 'create'));
  });
  it('a text saying the request was updated passes without the amount; the first text sent again fails', async () => {
    const call = ['A', 'change_amount', 'phone.send_text_message'] as const;
    expect(await failed('multi.concert-ticket-payback', ...call, { message: 'I updated the Venmo request for the Lumen Fest ticket, please check it' })).toEqual([]);
    expect(await failed('multi.utility-bill-share', ...call, { message: 'Heads up, I updated the Venmo request for the May power bill' })).toEqual([]);
    expect(await failed('multi.concert-ticket-payback', ...call, { message: 'Hi! I sent you a Venmo request for $85.' })).toContain(worldCheck('multi.concert-ticket-payback', 'revise'));
  });
});

describe('a verdict and a warning carry what they are about', () => {
  it('coffee-maker-verdict: the bare line fails; the line with the product passes', async () => {
    const id = 'multi.coffee-maker-verdict';
    const call = ['A', 'review_and_tell', 'phone.send_text_message'] as const;
    expect(await failed(id, ...call, { message: 'That pour-over maker I got: Great coffee, the lid rattles.' })).toEqual([]);
    expect(await failed(id, ...call, { message: 'Great coffee, the lid rattles.' })).toContain(worldCheck(id, 'create'));
  });
  it('yoga-mat-warning: an encouragement naming the mat fails; the reason passes', async () => {
    const id = 'multi.yoga-mat-warning';
    const call = ['A', 'review_and_tell', 'phone.send_text_message'] as const;
    expect(await failed(id, ...call, { message: 'Skip that mat, it smells of rubber' })).toEqual([]);
    expect(await failed(id, ...call, { message: 'You should get the Extra-Thick Yoga Mat, Teal!' })).toContain(worldCheck(id, 'create'));
  });
});
