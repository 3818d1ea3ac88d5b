/**
 * Texts the app words itself carry the one thing the user's request names, and no API is demanded
 * where another leaves the same world (issue #30, text9; kit/text-carries.ts, kit/member-notices.ts). Each pair runs a hand-changed reference against the
 * real task: a correct app with other words or another API passes; the cheapest wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { idAsked, sideChannel } from '../../../src/suite/user-words.ts';
import { asksThanks, THANKS, withCarries } from './text-carries.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, slot: string, id: string): Obj => (reference[slot]?.package.actions as Obj[]).find((a) => a.id === id) as Obj;
const stepOf = (action: Obj, call: string): Obj => (action.plan as Obj[]).find((s) => s.call === call) as Obj;
const argsOf = (reference: Record<string, Obj>, slot: string, action: string, call: string): Obj => stepOf(actionOf(reference, slot, action), call).args as Obj;

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('text-carries'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('the rule', () => {
  it('a thanks is asked by "thanks" or "a thank-you", not by other words', () => {
    expect(asksThanks('Text Mira thanks for the Museum tickets and coffee.')).toBe(true);
    expect(asksThanks('Comment on a Venmo payment I sent, to add a thank-you.')).toBe(true);
    expect(asksThanks('Text Mira about the Museum tickets.')).toBe(false);
    expect(THANKS).toContain('appreciate');
  });
  it('a generated id is owed to a text only where the user asks for a number, id, code or link', () => {
    const sms = sideChannel('phone', 'message') as RegExp;
    expect(idAsked(['Host a music night: make the Spotify playlist, text my friend the invite, and put the night on my to-do list.'], sms)).toBe(false);
    expect(idAsked(['Order the gift and email my sister the order number.'], sideChannel('gmail', 'body') as RegExp)).toBe(true);
  });
  it('a carry on a field no end-state check leaves free is a builder error', () => {
    const t = structuredClone(taskOf('multi.road-trip-mix-text'));
    expect(() => withCarries(t as never, [{ episode: 'create', app: 'gmail', field: 'body', one: ['x'], why: 'x' }])).toThrow(/leaves no gmail.body free/);
  });
});

describe('made-up texts carry the one thing asked', () => {
  it('a hint draft in the app\'s own words naming the product passes; an empty draft fails', async () => {
    const id = 'multi.housewarming-registry-hint';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'wish', 'gmail.create_draft'), { subject: 'Gift idea', body: 'Psst: a Personal Blender would make us very happy.' }))).toEqual([]);
    const wrong = await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'wish', 'gmail.create_draft'), { subject: '', body: '' }));
    expect(wrong).toContain('create.11.world_matches_reference');
  });

  it('a text naming the playlist in other words passes; "hi" fails', async () => {
    const id = 'multi.road-trip-mix-text';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'make_mix', 'phone.send_text_message'), { message: 'Road trip tunes are ready: {{inputs.title}} on Spotify' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'make_mix', 'phone.send_text_message'), { message: 'hi' }))).toContain('create.12.world_matches_reference'); // s15 words2: the genre check create.09 is gone, so the world check is create.12
  });

  it('a receipt for the fee saying the amount passes; an empty email fails', async () => {
    const id = 'multi.tutor-fee';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'pay_and_email', 'gmail.send_email'), { subject: 'Lesson fee', body: 'Confirming $45 for today.' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'pay_and_email', 'gmail.send_email'), { subject: '', body: '' }))).toContain('create.12.world_matches_reference');
  });

  it('a "so she knows it went through" text with a paid word passes; "hi" fails', async () => {
    const id = 'single.venmo.babysitter-pay';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'pay_contact', 'phone.send_text_message'), { message: 'Just paid you on Venmo, thank you!' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'pay_contact', 'phone.send_text_message'), { message: 'hi' }))).toContain('create.12.world_matches_reference');
  });

  it('a comment of thanks in other words passes; "ok" fails', async () => {
    const id = 'shared.payment-comment-thanks';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'B', 'find_and_handle', 'venmo.create_transaction_comment'), { content: 'Much appreciated!' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'B', 'find_and_handle', 'venmo.create_transaction_comment'), { content: 'ok' }))).toContain('b-find.10.world_matches_reference');
  });

  it('a request note in the user\'s own words for it passes; "hi" fails', async () => {
    const id = 'shared.group-deposit-request';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'B', 'find_and_handle', 'venmo.create_payment_request'), { description: 'Holiday rental deposit' }))).toEqual([]);
    expect((await failed(id, (ref) => Object.assign(argsOf(ref, 'B', 'find_and_handle', 'venmo.create_payment_request'), { description: 'hi' }))).some((a) => a.endsWith('world_matches_reference'))).toBe(true);
  });
});

describe('one effect, any API', () => {
  it('a group made and then joined by add_member_to_group passes; a group without the member fails', async () => {
    const id = 'multi.new-flat-group';
    const split = (ref: Record<string, Obj>, withMember: boolean) => {
      const action = actionOf(ref, 'A', 'start_group');
      const plan = action.plan as Obj[];
      const at = plan.findIndex((s) => s.call === 'splitwise.create_group');
      plan[at] = { call: 'splitwise.create_group', args: { name: '{{inputs.name}}' }, bind: 'group' };
      if (withMember) plan.splice(at + 1, 0, { call: 'splitwise.add_member_to_group', args: { group_id: '{{group.group_id}}', user_email: '{{inputs.email}}' } });
    };
    expect(await failed(id, (ref) => split(ref, true))).toEqual([]);
    expect(await failed(id, (ref) => split(ref, false))).toContain('create.13.world_matches_reference');
  });
});

describe('reasons are not dictation (Reading 5)', () => {
  it('stars with no review text pass; other stars fail', async () => {
    const id = 'multi.choir-song-notes';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'log_song', 'spotify.review_song'), { text: '' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'A', 'log_song', 'spotify.review_song'), { rating: 2 }))).toContain('create.14.world_matches_reference');
  });
});
