/**
 * Texts that carry their subject, forwards in any layout, and what was done told on screen (issue
 * #30, text11; kit/text-carries.ts, the forward rule in cases/gmail/share.ts with the checker's
 * `ends_line`, kit/told.ts `always: 'beside'`, kit/record-names.ts, the shared world's "added"
 * and "tagged"). Each pair runs a hand-changed reference against the real task: a correct app in
 * other words or another layout passes; the cheapest wrong app fails the check it should.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { endsALine } from '../../../src/stages/check/reference-state.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const planOf = (reference: Record<string, Obj>, action: string, app = 'A'): Obj[] => ((reference[app]?.package.actions as Obj[]).find((a) => a.id === action) as Obj).plan as Obj[];
/** The plan step that calls `call` (or appends, or says the message) in `action`. */
const stepOf = (reference: Record<string, Obj>, action: string, which: (s: Obj) => boolean, app = 'A'): Obj => planOf(reference, action, app).find(which) as Obj;
const calls = (call: string) => (s: Obj) => s.call === call;
const appends = (s: Obj) => typeof s.append === 'string';
const says = (s: Obj) => typeof s.message === 'string';
const args = (action: string, call: string, set: Obj, app = 'A') => (reference: Record<string, Obj>) => void Object.assign(stepOf(reference, action, calls(call), app).args as Obj, set);

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('text11'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('a text the app words itself carries what it is about', () => {
  it('the money on its way: "Money is on its way for lunch" passes; "hi" fails', async () => {
    const id = 'multi.office-lunch-reimburse';
    expect(await failed(id, args('pay_with_comment', 'phone.send_text_message', { message: 'The money for lunch is on its way!' }))).toEqual([]);
    expect(await failed(id, args('pay_with_comment', 'phone.send_text_message', { message: 'hi' }))).toContain('create.15.world_matches_reference');
  });
  it('the errand: "the garage door" in any words passes; "Reminder" / "Due 2023-06-03" fails', async () => {
    const id = 'multi.dad-garage-handoff';
    expect(await failed(id, args('hand_off', 'gmail.send_email', { subject: 'A favour', body: 'Could you look at the garage door by {{inputs.due_date}}?' }))).toEqual([]);
    expect(await failed(id, args('hand_off', 'gmail.send_email', { subject: 'Reminder', body: 'Due {{inputs.due_date}}' }))).toContain('create.11.world_matches_reference');
  });
  it('the payer pinged: pointing at the comment passes without its words; "hi" fails', async () => {
    const id = 'single.splitwise.grill-tools-nudge';
    expect(await failed(id, args('comment_and_text', 'phone.send_text_message', { message: "I left you a comment on the Father's Day grill tools expense in Splitwise" }))).toEqual([]);
    expect(await failed(id, args('comment_and_text', 'phone.send_text_message', { message: 'hi' }))).toContain('create.13.world_matches_reference');
  });
  it('a split bill: the half as money passes; "hi" fails, and so does a new total the text never tells', async () => {
    const id = 'multi.bbq-supplies-split';
    expect(await failed(id, args('split_bill', 'phone.send_text_message', { message: 'You owe me $45 for the barbecue stuff.' }))).toEqual([]);
    expect(await failed(id, args('split_bill', 'phone.send_text_message', { message: 'hi' }))).toContain('create.13.world_matches_reference');
    expect(await failed(id, args('fix_total', 'phone.send_text_message', { message: 'Changed it, see you Saturday.' }))).toContain('revise.11.world_matches_reference');
  });
  it('a plan texted: its name passes; a date alone fails', async () => {
    const id = 'multi.dinner-party';
    const text = (message: string) => (reference: Record<string, Obj>) => void Object.assign(stepOf(reference, 'make_plan', calls('phone.send_text_message')).args as Obj, { message });
    expect(await failed(id, text('Come for dinner on {{inputs.due_date}}!'))).toEqual([]);
    expect(await failed(id, text('hi, {{inputs.due_date}}'))).toContain('create.14.world_matches_reference');
  });
});

describe('a forward: the note as written and the forwarded text, in any layout, by any API', () => {
  it('a note ends its line: "Note: “Bring dessert!”" does, "Bring dessert! (other)" does not', () => {
    expect(endsALine('Note: “Bring dessert!”\n\n> quoted', 'Bring dessert!')).toBe(true);
    expect(endsALine('bring   DESSERT!', 'Bring dessert!')).toBe(true);
    expect(endsALine('Bring dessert! (other)\n---', 'Bring dessert!')).toBe(false);
  });
  const id = 'single.gmail.family-forward';
  const relayed = 'Bring dessert!\n\nHere is the thread:\n> Are you still coming over on Sunday? I was thinking of making the lemon chicken.\n> Hi Nora, yes, I will be there around 5. I can bring a salad and some bread.\n> Perfect. Your dad says to bring the board game you borrowed too!';
  const bySend = (body: string) => (reference: Record<string, Obj>) => {
    const step = stepOf(reference, 'forward_thread', calls('gmail.forward_email_thread'));
    step.call = 'gmail.send_email';
    step.args = { email_addresses: ['{{who.0.email}}'], subject: 'Sunday dinner plans', body };
  };
  it('the thread relayed by send_email in its own layout passes', async () => {
    expect((await failed(id, bySend(relayed))).filter((a) => a.startsWith('step1.'))).toEqual([]);
  });
  it('the note changed, or the thread left out, fails the end state', async () => {
    expect(await failed(id, args('forward_thread', 'gmail.forward_email_thread', { body: '{{inputs.note}} (other)' }))).toContain('step1.09.world_matches_reference');
    expect(await failed(id, bySend('Bring dessert!'))).toContain('step1.09.world_matches_reference');
  });
});

describe('what was done told on screen where its values could be reads (Reading 2)', () => {
  /** The kept row and the message reworded, and the list's own labels (`from` → `to`) too. */
  const unsaid = (action: string, kept: Obj, message: string, app = 'A', labels: [string, string][] = []) => (reference: Record<string, Obj>) => {
    Object.assign(stepOf(reference, action, appends, app).item as Obj, kept);
    Object.assign(stepOf(reference, action, says, app), { message });
    const pkg = reference[app] as Obj;
    pkg.package = JSON.parse(labels.reduce((text, [from, to]) => text.split(from).join(to), JSON.stringify(pkg.package))) as Obj;
  };
  it('a draft beside a wish-listed product: "drafted" passes; never saying so fails', async () => {
    const id = 'multi.holiday-wish-hint';
    expect(await failed(id, unsaid('wish', { told: 'wish-listed; hint drafted for {{inputs.family_email}}' }, 'Done.'))).toEqual([]);
    expect(await failed(id, unsaid('wish', { told: 'wish-listed, for {{inputs.family_email}}' }, '{{found.0.name}} added to the wish list for Chloe.', 'A', [['(draft {{item.id}})', '({{item.id}})']]))).toEqual(['create.15.visible_result_grounded']);
  });
  it('an order: "bought" passes; the product alone fails', async () => {
    const id = 'single.amazon.gift-mug-order';
    expect(await failed(id, unsaid('buy_now', { what: 'bought' }, 'Done.'))).toEqual([]);
    expect(await failed(id, unsaid('buy_now', { what: '' }, '{{found.0.name}} ${{found.0.price}}'))).toEqual(['step1.10.visible_result_grounded']);
  });
  // s25 words (garden-project-email, chore-comment s24-d2-f1, Reading 2): the project's dictated name,
  // held only by the project the step made (its owner membership is part of making it; the older
  // look-alike "(old)" is masked), newly shown tells it made without a word of making.
  it('a project given only its name: "new" passes; its name alone passes too (Reading 2)', async () => {
    const id = 'shared.project-readme-file';
    expect(await failed(id, unsaid('create', { made: 'new project' }, 'Done.'))).toEqual([]);
    expect(await failed(id, unsaid('create', { made: '' }, 'Done.'))).toEqual([]);
  });
  it('a note tagged: "#binder" passes; only the path (which holds "binder") fails', async () => {
    const id = 'shared.wifi-note-file';
    expect(await failed(id, unsaid('find_and_handle', { state: '#{{inputs.tag}}' }, 'Done.', 'B'))).toEqual([]);
    expect(await failed(id, unsaid('find_and_handle', { state: '' }, 'Saved to {{inputs.path}}.', 'B', [[' · Tag: {{item.tag}}', '']]))).toContain('b-find.10.visible_result_grounded');
  });
  it('an album saved: "in your library" passes; a follow word alone fails', async () => {
    const id = 'multi.folk-discovery-todo';
    expect(await failed(id, unsaid('discover', { status: 'in your library, to listen' }, 'To-do due {{inputs.due_date}}.'))).toEqual([]);
    expect(await failed(id, unsaid('discover', { status: 'to listen' }, '{{albums.0.title}}: following; to-do due {{inputs.due_date}}.'))).toEqual(['create.08.visible_result_grounded']);
  });
});
