/**
 * A message or side text the app words itself (an SMS, an email, an alarm's label, a payment's
 * note, a to-do's title) owes what the user's words ask it to carry, no more (issue #30,
 * undictated_text / unrequested_value; kit/said-parts.ts). A correct app with other wording
 * passes; the cheapest wrong app, which drops what the user did ask for, fails. The end-state
 * checks run with the real runtime against the reference replay.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { owedToSideText, sideChannel } from '../../../src/suite/user-words.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, slot: string, id: string): Obj => (reference[slot]?.package.actions as Obj[]).find((a) => a.id === id) as Obj;
const stepOf = (action: Obj, call: string): Obj => (action.plan as Obj[]).find((s) => s.call === call) as Obj;
const END = /\.world_matches_reference$/;

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('said-parts'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('what a side text owes (the rule)', () => {
  const sms = sideChannel('phone', 'message') as RegExp;
  it('"text them the amount" owes the amount; "let them know by SMS" owes none', () => {
    expect(owedToSideText(1110.26, ['settled amount'], ['Clear whatever I owe someone in Splitwise in one tap, then text them the amount so they know it is done.'], sms)).toBe(true);
    expect(owedToSideText(1110.26, ['settled amount'], ['Pay off my Splitwise debt to one person in full and let them know by SMS.'], sms)).toBe(false);
  });
  it('"email my sister the order number" owes the order, not the product', () => {
    const mail = sideChannel('gmail', 'body') as RegExp;
    const words = ['When a family occasion comes up I want one button that orders the gift wrapped on Amazon and emails my sister, who always chips in, the order number.', 'For Dad\'s retirement: order the Electric Gooseneck Kettle, Stainless, wrapped, and email Chloe.'];
    expect(owedToSideText(8310518, ['order order id'], words, mail)).toBe(true);
    expect(owedToSideText('Electric Gooseneck Kettle, Stainless', ['product', 'Product'], words, mail)).toBe(false);
  });
  it('a path is attached, not written into the text; a subject word inside a quoted title says no channel', () => {
    expect(owedToSideText('~/documents/reunion/venues.txt', ['file_path'], ['Organize documents for a reunion: new folder, a first file, and that file emailed to the co-organizer.'], sideChannel('gmail', 'subject') as RegExp)).toBe(false);
    expect(owedToSideText('Wedding RSVP reminder', ['found subject'], ['Star the "Wedding RSVP reminder" and remind me to answer by May 20.'], sideChannel('todoist', 'title') as RegExp)).toBe(false);
  });
  it('a payment note said in the phrase that asks for the payment is owed; one said beside it is not', () => {
    const note = sideChannel('venmo', 'description') as RegExp;
    expect(owedToSideText('book club dues', ['what'], ['Repay Elena $25 for book club dues.'], note)).toBe(true);
    expect(owedToSideText('Mow the lawn', ['title'], ['Mateo Haddad will mow the lawn on June 3, pay him $25.'], note)).toBe(false);
  });
});

describe('side texts in the suite', () => {
  // The email tells the order by its number or by its product (s12 world12, kit/order-told.ts): one naming neither fails.
  it('an order email without the product passes; one naming neither the order number nor the product fails', async () => {
    const correct = await failed('multi.dad-retirement-gift', (ref) => {
      stepOf(actionOf(ref, 'A', 'send_gift'), 'gmail.send_email').args = { ...(stepOf(actionOf(ref, 'A', 'send_gift'), 'gmail.send_email').args as Obj), subject: 'Dad', body: 'Ordered Dad retirement gift, order {{order.order_id}} - want to chip in?' };
    });
    expect(correct).toEqual([]);
    const wrong = await failed('multi.dad-retirement-gift', (ref) => {
      stepOf(actionOf(ref, 'A', 'send_gift'), 'gmail.send_email').args = { ...(stepOf(actionOf(ref, 'A', 'send_gift'), 'gmail.send_email').args as Obj), subject: 'Gift', body: 'I ordered something for Dad, want to chip in?' };
    });
    expect(wrong.some((a) => END.test(a))).toBe(true);
  });

  it('an alarm labelled in the app\'s words passes; an alarm at another hour fails', async () => {
    const correct = await failed('multi.plant-watering-chore', (ref) => {
      (stepOf(actionOf(ref, 'A', 'set_up_chore'), 'phone.create_alarm').args as Obj).label = 'Weekly chore';
    });
    expect(correct).toEqual([]);
    const wrong = await failed('multi.plant-watering-chore', (ref) => {
      (stepOf(actionOf(ref, 'A', 'set_up_chore'), 'phone.create_alarm').args as Obj).time = '07:00';
    });
    expect(wrong.some((a) => END.test(a))).toBe(true);
  });

  it('a payment with the app\'s own note passes; one of the wrong amount still fails', async () => {
    const correct = await failed('multi.dog-walk-paid', (ref) => {
      (stepOf(actionOf(ref, 'A', 'book_and_pay'), 'venmo.create_transaction').args as Obj).description = 'Dog walk';
    });
    expect(correct).toEqual([]);
    const wrong = await failed('multi.dog-walk-paid', (ref) => {
      (stepOf(actionOf(ref, 'A', 'book_and_pay'), 'venmo.create_transaction').args as Obj).amount = 15;
    });
    expect(wrong.some((a) => END.test(a))).toBe(true);
  });

  it('"let them know by SMS": a text without the amount passes; an empty text fails', async () => {
    const correct = await failed('multi.flatmate-settle-sofia', (ref) => {
      (stepOf(actionOf(ref, 'A', 'settle_up'), 'phone.send_text_message').args as Obj).message = 'Hi {{inputs.who}}, just settled up with you on Splitwise, thanks!';
    });
    expect(correct).toEqual([]);
    const wrong = await failed('multi.flatmate-settle-sofia', (ref) => {
      (stepOf(actionOf(ref, 'A', 'settle_up'), 'phone.send_text_message').args as Obj).message = '';
    });
    expect(wrong.length).toBeGreaterThan(0);
  });

  it('"text them the amount": a text without the amount fails', async () => {
    const wrong = await failed('multi.settle-and-tell', (ref) => {
      (stepOf(actionOf(ref, 'A', 'settle_up'), 'phone.send_text_message').args as Obj).message = 'Settled up with you on Splitwise!';
    });
    expect(wrong.some((a) => END.test(a))).toBe(true);
  });

  it('a payment note the user quotes ("Babysitting May 26") stays whole: a shorter one fails', async () => {
    const wrong = await failed('multi.babysitter-payment', (ref) => {
      (stepOf(actionOf(ref, 'A', 'relabel_payment'), 'venmo.update_transaction').args as Obj).description = 'Babysitting May 26, thanks';
    });
    expect(wrong.some((a) => END.test(a) || /record_matches/.test(a))).toBe(true);
  });
});
