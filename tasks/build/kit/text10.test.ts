/**
 * Texts and titles the app words itself (issue #30, text10; kit/text-carries.ts, kit/free-agrees.ts,
 * planner `namedAfterPlan`, the nudge's comment text). Each pair runs a hand-changed reference
 * against the real task: a correct app with other words passes; the cheapest wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { withFreeAgreed } from './free-agrees.ts';
import { nameWords, subjectWords } from './text-carries.ts';
import { amountShows } from '../../../src/stages/check/number-words.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, action: string): Obj => (reference.A?.package.actions as Obj[]).find((a) => a.id === action) as Obj;
const argsOf = (reference: Record<string, Obj>, action: string, call: string): Obj => ((actionOf(reference, action).plan as Obj[]).find((s) => s.call === call) as Obj).args as Obj;
const set = (action: string, call: string, args: Obj) => (reference: Record<string, Obj>) => void Object.assign(argsOf(reference, action, call), args);

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('text10'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('the words', () => {
  it('a product is named by its name, its head or its noun, never by its colour', () => {
    expect(nameWords('True Wireless Earbuds, Mint')).toEqual(['True Wireless Earbuds, Mint', 'True Wireless Earbuds', 'earbuds', 'earbud']);
    expect(nameWords('Personal Blender, Red')).toContain('blenders');
    expect(nameWords('Personal Blender, Red')).not.toContain('Red');
  });
  it('a subject is named by itself or one of its longer words', () => {
    expect(subjectWords('Car insurance renewal')).toEqual(['Car insurance renewal', 'insurance', 'renewal']);
  });
});

describe('an amount written as money', () => {
  it('"$8", "8.00", "8 dollars" are the amount; "at 8", "$18", "2023-05-08", "$8.50" are not', () => {
    for (const text of ['Settled: $8.', 'paid you 8.00', 'sent 8 dollars', '€ 8, done']) expect(amountShows(text, 8), text).toBe(true);
    for (const text of ['see you at 8', 'paid $18', 'on 2023-05-08', 'paid $8.50', '$80']) expect(amountShows(text, 8), text).toBe(false);
    expect(amountShows('Paid $1,058.59 back', 1058.59)).toBe(true);
    expect(amountShows('paid 1058 back', 1058.59)).toBe(false);
  });
});

describe('a field the end state leaves free is not demanded verbatim elsewhere', () => {
  const task = (free: Obj[]) =>
    ({
      id: 't',
      episodes: [{ id: 'create', assertions: [
        { id: 'create.01.record_matches', type: 'record_matches', app: 'todoist', table: 'tasks', key: { id: '$a' }, fields: { title: 'Gym membership', due_date: '2023-06-01' } },
        { id: 'create.02.db_changed', type: 'db_changed', app: 'todoist', table: 'tasks', op: 'inserted', where: { title: 'Gym membership' }, min: 1 },
        { id: 'create.03.world_matches_reference', type: 'world_matches_reference', free },
      ] }],
    }) as never;
  const checks = (t: unknown) => (t as { episodes: { assertions: Obj[] }[] }).episodes[0]?.assertions ?? [];
  it('drops the field from the read by key and the row filter, keeps the rest', () => {
    const out = checks(withFreeAgreed(task([{ app: 'todoist', table: '*', field: 'title', constraint: { contains: ['Gym membership'] }, why: 'x' }])));
    expect(out[0]?.fields).toEqual({ due_date: '2023-06-01' });
    expect(out[1]?.where).toEqual({});
  });
  it('keeps a field pinned to listed values, and fields of other apps', () => {
    const pinned = task([{ app: 'todoist', table: 'tasks', field: 'title', constraint: { one_of: ['Gym membership'] }, why: 'x' }]);
    expect(withFreeAgreed(pinned)).toBe(pinned);
    const other = task([{ app: 'spotify', table: '*', field: 'title', why: 'x' }]);
    expect(withFreeAgreed(other)).toBe(other);
  });
});

describe('a to-do the app titles itself names what it is for', () => {
  it('earbuds: "Return the earbuds" passes; "Buy batteries" fails', async () => {
    const id = 'multi.earbuds-return-deadline';
    expect(await failed(id, set('start_return', 'todoist.create_task', { title: 'Return the earbuds to Amazon' }))).toEqual([]);
    expect(await failed(id, set('start_return', 'todoist.create_task', { title: 'Buy batteries' }))).toContain('create.12.world_matches_reference');
  });
  it('answer later: "Reply to Dad about the insurance" passes; "Water the plants" fails', async () => {
    const id = 'multi.inbox-answer-later';
    expect(await failed(id, set('flag_email', 'todoist.create_task', { title: 'Reply to Dad about the insurance' }))).toEqual([]);
    expect(await failed(id, set('flag_email', 'todoist.create_task', { title: 'Water the plants' }))).toContain('create.11.world_matches_reference');
  });
  // s13 words13: the user typed "Gym membership" for the expense and dictated no title for the to-do
  // ("so I check the charge"): the title names the gym or the membership in any words.
  it('gym: a to-do titled "Check the Gym membership charge" passes; "Check the monthly charge" fails', async () => {
    const id = 'multi.gym-membership-recurring';
    expect(await failed(id, set('set_up_recurring', 'todoist.create_task', { title: 'Check the {{inputs.what}} charge' }))).toEqual([]);
    expect(await failed(id, set('set_up_recurring', 'todoist.create_task', { title: 'Check the monthly charge' }))).toContain('create.14.world_matches_reference');
  });
  it('music night: a playlist "Soul Sunday playlist" passes; "Other playlist" fails', async () => {
    const id = 'multi.music-night';
    expect(await failed(id, set('make_plan', 'spotify.create_playlist', { title: '{{inputs.title}} playlist' }))).toEqual([]);
    expect(await failed(id, set('make_plan', 'spotify.create_playlist', { title: 'Other playlist' }))).toContain('create.12.world_matches_reference');
  });
});

describe('a text the app words itself carries what it is about', () => {
  it('settle-up: "All square now, thanks!" passes; "Hi" fails', async () => {
    const id = 'multi.roommate-settle-rent';
    expect(await failed(id, set('settle_up', 'phone.send_text_message', { message: 'All square now, {{inputs.who}}, thanks!' }))).toEqual([]);
    expect(await failed(id, set('settle_up', 'phone.send_text_message', { message: 'Hi' }))).toContain('create.11.world_matches_reference');
  });
  it('settle and tell: "We are square, I sent you 8 dollars" passes; "Settled up, see you at 8" fails', async () => {
    const id = 'multi.settle-and-tell';
    expect(await failed(id, set('settle_up', 'phone.send_text_message', { message: 'We are square {{inputs.who}}, I sent you {{settled.amount}} dollars' }))).toEqual([]);
    expect(await failed(id, set('settle_up', 'phone.send_text_message', { message: 'Settled up with you {{inputs.who}}, see you at 8' }))).toContain('create.11.world_matches_reference');
  });
  it('shared note: "Check the biology notes I opened for you" passes; "hi" fails', async () => {
    const id = 'multi.study-guide-share';
    expect(await failed(id, set('share_note', 'phone.send_text_message', { message: 'Check the biology stuff I opened for you' }))).toEqual([]);
    expect(await failed(id, set('share_note', 'phone.send_text_message', { message: 'hi' }))).toContain('create.14.world_matches_reference');
  });
  it('request changed: "Update: it is $57 now" passes; the old "$62" text again fails', async () => {
    const id = 'multi.utility-bill-share';
    expect(await failed(id, (ref) => {
      set('request_money', 'phone.send_text_message', { message: 'Your half of the bill is on Venmo' })(ref);
      set('change_amount', 'phone.send_text_message', { message: 'Update: it is {{inputs.new_amount}} dollars now' })(ref);
    })).toEqual([]);
    const wrong = await failed(id, set('change_amount', 'phone.send_text_message', { message: 'Hi! I sent you a Venmo request for $62.' }));
    expect(wrong).toContain('revise.10.world_matches_reference');
    expect(await failed(id, set('request_money', 'phone.send_text_message', { message: 'Hi' }))).toContain('create.12.world_matches_reference');
  });
  it('comment text: the comment without the expense name passes; "Hi" fails', async () => {
    const id = 'single.splitwise.comment-and-text-payer';
    expect(await failed(id, set('comment_and_text', 'phone.send_text_message', { message: 'Alex commented on Splitwise: {{inputs.content}}' }))).toEqual([]);
    expect(await failed(id, set('comment_and_text', 'phone.send_text_message', { message: 'Hi' }))).toContain('create.13.world_matches_reference');
  });
});
