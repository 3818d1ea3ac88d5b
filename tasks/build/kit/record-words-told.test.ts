/**
 * s15 (carry2, issue #30): what a text, email, note or label the app words itself must tell, no
 * more and no less. Each pair runs a hand-changed reference against the real built task and the
 * real checker (kit/record-words.ts, shapes/cross-app.ts, cases/multi_tool/venmo.ts and
 * spotify.ts, cases/gmail/create-revise.ts, cases/shared_world/cross.ndjson): the correct app a
 * finding names passes, the cheapest wrong app it names fails.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { tellingWords } from './record-words.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
/** The args of `call` in `action` of the slot's package and of each of its revisions. */
const argsOf = (reference: Record<string, Obj>, slot: string, action: string, call: string): Obj[] => {
  const ref = reference[slot] as Obj;
  const packages = [ref.package as Obj, ...Object.values((ref.revisions ?? {}) as Record<string, Obj>)];
  return packages.flatMap((p) => ((p.actions as Obj[]).filter((a) => a.id === action) as Obj[]).flatMap((a) => (a.plan as Obj[]).filter((s) => s.call === call).map((s) => s.args as Obj)));
};
const worldCheck = (id: string, episode: string): string =>
  (taskOf(id).episodes.find((e) => e.id === episode)?.assertions ?? []).find((a) => a.type === 'world_matches_reference')?.id as string;

async function failed(id: string, slot: string, action: string, call: string, args: Obj): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), (ref) => { for (const a of argsOf(ref, slot, action, call)) Object.assign(a, args); }, tempDir('record-words-told'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('the words that tell a record from its look-alike', () => {
  it('are the words its first title lacks, or all its words where none is', () => {
    expect(tellingWords('Refill allergy meds at Walgreens', 'Refill allergy meds')).toEqual(['Refill allergy meds at Walgreens', 'Walgreens']);
    expect(tellingWords('Gas money Portland trip', 'Gas money')).toEqual(['Gas money Portland trip', 'Portland']);
    expect(tellingWords('Gas money Portland trip', undefined)).toEqual(['Gas money Portland trip', 'Gas', 'Portland']);
  });
});

describe('an alarm label or voice note names the record the user meant, not its look-alike', () => {
  const B = (call: string) => ['B', 'find_and_handle', call] as const;
  it('prescription-alarm: the look-alike "(old)" to-do fails; the Walgreens one passes', async () => {
    const id = 'shared.prescription-alarm';
    expect(await failed(id, ...B('phone.create_alarm'), { label: 'Refill allergy meds (old)' })).toContain(worldCheck(id, 'b-find'));
    expect(await failed(id, ...B('phone.create_alarm'), { label: 'Walgreens: allergy meds refill' })).toEqual([]);
  });
  it('request-alarm-check: the other gas request fails; Portland or $25 passes', async () => {
    const id = 'shared.request-alarm-check';
    expect(await failed(id, ...B('phone.create_alarm'), { label: 'Check Gas money (old), $180' })).toContain(worldCheck(id, 'b-find'));
    expect(await failed(id, ...B('phone.create_alarm'), { label: 'Check the Portland gas request' })).toEqual([]);
  });
  it('draft-voice-warning: a warning about the surprise in other words passes; one naming nothing fails', async () => {
    const id = 'shared.draft-voice-warning';
    expect(await failed(id, ...B('phone.send_voice_message'), { transcript: 'Heads up, my email draft about Mom\'s birthday is a surprise, keep it quiet' })).toEqual([]);
    expect(await failed(id, ...B('phone.send_voice_message'), { transcript: 'Hi Chloe, call me back' })).toContain(worldCheck(id, 'b-find'));
  });
  it('request-nudge-email: the items in other words and $12 pass; an email naming nothing fails', async () => {
    const id = 'shared.request-nudge-email';
    expect(await failed(id, ...B('gmail.send_email'), { subject: 'Friendly nudge', body: 'Hi Omar, a friendly nudge about the $12 Venmo request for the dish soap, sponges and trash bags' })).toEqual([]);
    expect(await failed(id, ...B('gmail.send_email'), { subject: 'Hi', body: 'Hi Omar, hope you are well' })).toContain(worldCheck(id, 'b-find'));
  });
});

describe('a text tells what the user asked it to; a request says what it is for', () => {
  it('breakup-comfort-mix: "a playlist is waiting" passes; a bare hello fails', async () => {
    const id = 'multi.breakup-comfort-mix';
    const call = ['A', 'make_mix', 'phone.send_text_message'] as const;
    expect(await failed(id, ...call, { message: 'Hey Ruby, I made you a soul playlist on Spotify, it\'s waiting for you' })).not.toContain(worldCheck(id, 'create'));
    expect(await failed(id, ...call, { message: 'Hey Ruby, thinking of you' })).toContain(worldCheck(id, 'create'));
  });
  it('expense-text-owe: the bare title fails; the title and that it is logged passes', async () => {
    const id = 'shared.expense-text-owe';
    const call = ['B', 'find_and_handle', 'phone.send_text_message'] as const;
    expect(await failed(id, ...call, { message: 'Electric bill April?' })).toContain(worldCheck(id, 'b-find'));
    expect(await failed(id, ...call, { message: 'Electric bill April is logged, check Splitwise' })).toEqual([]);
  });
  it('grocery-run-split: a request described "Dinner" fails; "Groceries this week" passes', async () => {
    const id = 'multi.grocery-run-split';
    const call = ['A', 'log_and_request', 'venmo.create_payment_request'] as const;
    expect(await failed(id, ...call, { description: 'Dinner' })).toContain(worldCheck(id, 'create'));
    expect(await failed(id, ...call, { description: 'Groceries this week' })).not.toContain(worldCheck(id, 'create'));
  });
  it('request-notes-log: a note that records no one fails; one noting Zoe pending passes', async () => {
    const id = 'shared.request-notes-log';
    const call = ['B', 'find_and_handle', 'simple_note.create_note'] as const;
    expect(await failed(id, ...call, { title: 'Gift for Ms Rivera retirement', content: '' })).toContain(worldCheck(id, 'b-find'));
    expect(await failed(id, ...call, { title: 'Gift for Ms Rivera retirement', content: 'Zoe Ito: $15, still pending' })).toEqual([]);
  });
});

describe('dictated text is held as content, in any layout, beside the app\'s words', () => {
  it('thank-you-sender: the PS inside a greeting passes; a follow-up without it fails', async () => {
    const id = 'single.gmail.thank-you-sender';
    const call = ['A', 'add_follow_up', 'gmail.reply_to_email'] as const;
    expect(await failed(id, ...call, { body: 'Hi Mira, PS: the plant is already on the windowsill. Alex' })).toEqual([]);
    expect(await failed(id, ...call, { body: 'Hi Mira, thanks again. Alex' })).toContain(worldCheck(id, 'revise'));
  });
  it('recipe-cook-todo: the items one per line pass; one item left out fails', async () => {
    const id = 'shared.recipe-cook-todo';
    const call = ['A', 'create', 'simple_note.create_note'] as const;
    expect(await failed(id, ...call, { content: '- eggs\n- tomatoes\n- peppers\n- cumin' })).toEqual([]);
    expect(await failed(id, ...call, { content: '- eggs\n- tomatoes\n- peppers' })).not.toEqual([]);
  });
});
