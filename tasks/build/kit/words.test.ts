/**
 * s25 words (findings s24-d2-f1/f2 of babysitter-contact, cousin-visit-voicemail,
 * grandpa-voicemail-followup, chore-comment, garden-project-email, house-label, book-club-dues-payback;
 * holes q3-slides-project s24-d2-f1, move-in-day s24-s15-f1), through the real runtime, operator,
 * checker and seeded world: each correct app named in a finding passes its check, and the wrong
 * app beside it (the record never made, the word telling another record) fails it.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('words25');

const check = (task: string, id: string): AssertionSpec & Obj => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!spec) throw new Error(`${task}: no ${id}`);
  return spec as AssertionSpec & Obj;
};

/** Slot A's first action says `message`, its list shows `item`; `drop` calls are left out. */
const acting = (message: string, item: string, drop: readonly string[] = []) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[])[0] as Obj;
    a.plan = (a.plan as Obj[]).filter((s) => !drop.includes(String(s.call))).map((s) => (typeof s.message === 'string' ? { message } : s));
    for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = item;
  }
};

const fails = async (task: string, attack: (ref: Record<string, Obj>) => void): Promise<string[]> => failed((await runAttacked(suiteTask(task), attack, cache)).rows);

describe('a voice message left, told with the person inside the phrase or by its transcript', () => {
  const C = 'multi.cousin-visit-voicemail';
  const G = 'multi.grandpa-voicemail-followup';
  const todo = '{{item.task}} (due {{item.due}})';
  it('"Left Hana a message: …" and "To Hana: \\"transcript\\"" pass create.15', async () => {
    expect(await fails(C, acting('Left Hana a message: "{{inputs.transcript}}"', `To-do: ${todo}`))).not.toContain('create.15.visible_result_grounded');
    expect(await fails(C, acting('To Hana: "{{inputs.transcript}}"', todo))).not.toContain('create.15.visible_result_grounded');
    expect(await fails(G, acting('Left Dad a message: "{{inputs.transcript}}"', `Follow-up: ${todo}`))).not.toContain('create.15.visible_result_grounded');
    expect(await fails(G, acting('To Dad: "{{inputs.transcript}}"', todo))).not.toContain('create.15.visible_result_grounded');
  });
  it('the to-do alone, or the transcript echoed with no voice message left, fails create.15', async () => {
    expect(await fails(C, acting('To-do: {{inputs.task}} (due {{inputs.due_date}})', todo))).toContain('create.15.visible_result_grounded');
    expect(await fails(C, acting('To Hana: "{{inputs.transcript}}"', todo, ['phone.send_voice_message']))).toContain('create.15.visible_result_grounded');
    expect(await fails(G, acting('To Dad: "{{inputs.transcript}}"', todo, ['phone.send_voice_message']))).toContain('create.15.visible_result_grounded');
  });
  it('the left-phrase names the person of the step: another person\'s name is no such phrase', () => {
    const state = check(C, 'create.15').state as string[];
    expect(state).toContain('left Hana a message');
    expect(state).not.toContain('left');
    expect(state.some((w) => /left dad/i.test(w))).toBe(false);
  });
});

describe('a note\'s dictated sentence beside the contact it is about', () => {
  const B = 'multi.babysitter-contact';
  it('the note\'s sentence shown as its own line beside the new contact passes create.17', async () => {
    expect(await fails(B, acting('{{inputs.met}}', '{{item.name}} · {{item.phone}} · ★ favourite'))).not.toContain('create.17.visible_result_grounded');
  });
  it('the same with no note made fails; the sentence on the contact\'s own line tells the note too (s25 ownline, Reading 2), not where no note holds it', async () => {
    expect(await fails(B, acting('{{inputs.met}}', '{{item.name}} · {{item.phone}} · ★ favourite', ['simple_note.create_note']))).toContain('create.17.visible_result_grounded');
    expect(await fails(B, acting('{{inputs.first_name}} {{inputs.last_name}} · {{inputs.phone_number}} · ★ favourite · {{inputs.met}}', '{{item.name}}'))).not.toContain('create.17.visible_result_grounded');
    expect(await fails(B, acting('{{inputs.first_name}} {{inputs.last_name}} · {{inputs.phone_number}} · ★ favourite · {{inputs.met}}', '{{item.name}}', ['simple_note.create_note']))).toContain('create.17.visible_result_grounded');
  });
  it('an input the reference keeps on the main record\'s row, or a text message\'s words, or a short attribute, is no own text', () => {
    expect(check('multi.listening-journal', 'create.18').state_made?.texts).toBeUndefined();
    expect(check('multi.notebook-review-tip', 'create.14').state_made?.texts).toBeUndefined();
    expect(check('multi.allergy-pill-alarm', 'create.15').state_made?.texts).toBeUndefined();
    expect(check('multi.carpool-gas-money', 'create.14').state_made?.texts).toBeUndefined();
    expect(check('multi.anniversary-candle-order', 'create.17').state_made?.texts).toBeUndefined();
  });
});

describe('the new record\'s own name where the only fixture text holding it is of a service the app never reads', () => {
  it('chore-comment: a list line "Clean the oven" after the create passes a-create.10; no to-do made fails', async () => {
    expect(await fails('shared.chore-comment', acting('Chores', '{{item.label}}'))).not.toContain('a-create.10.visible_result_grounded');
    expect(await fails('shared.chore-comment', acting('Chores', '{{item.label}}', ['todoist.create_task']))).toContain('a-create.10.visible_result_grounded');
  });
  it('garden-project-email: a list line "Raised beds" passes a-create.10; no project made fails', async () => {
    expect(await fails('shared.garden-project-email', acting('Projects', '{{item.label}}'))).not.toContain('a-create.10.visible_result_grounded');
    expect(await fails('shared.garden-project-email', acting('Projects', '{{item.label}}', ['todoist.create_project']))).toContain('a-create.10.visible_result_grounded');
  });
  it('house-label: "Label: Moving" passes step1.07; no label made fails', async () => {
    expect(await fails('single.gmail.house-label', acting('Label: {{inputs.label}}', '{{item.name}}'))).not.toContain('step1.07.visible_result_grounded');
    expect(await fails('single.gmail.house-label', acting('Label: {{inputs.label}}', '{{item.name}}', ['gmail.create_label']))).toContain('step1.07.visible_result_grounded');
  });
  it('a text of a service the app reads still keeps the look-alike rule (playlist-voice-gift keeps "For Dad" apart)', () => {
    expect(check('shared.chore-comment', 'a-create.10').state_made).toEqual({ app: 'todoist', table: 'tasks', texts: ['Clean the oven'] });
  });
});

describe('an invite told, not the project made beside it', () => {
  const Q = 'multi.q3-slides-project';
  const row = '{{item.name}}';
  it('"Added project Q3 slides; texted Marcus …" and "Project Q3 slides created (1 member)" fail create.16', async () => {
    expect(await fails(Q, acting('Added project {{inputs.name}}; texted Marcus at {{inputs.phone}}.', row))).toContain('create.16.visible_result_grounded');
    expect(await fails(Q, acting('Project {{inputs.name}} created (1 member); texted Marcus.', row))).toContain('create.16.visible_result_grounded');
  });
  it('"Added Marcus to Q3 slides", "invite sent to Marcus", "Members: Marcus Moreau" pass create.16', async () => {
    expect(await fails(Q, acting('Added Marcus to {{inputs.name}}; texted him at {{inputs.phone}}.', row))).not.toContain('create.16.visible_result_grounded');
    expect(await fails(Q, acting('{{inputs.name}}: invite sent to Marcus; texted him.', row))).not.toContain('create.16.visible_result_grounded');
    expect(await fails(Q, acting('{{inputs.name}} — Members: Marcus Moreau; texted him.', row))).not.toContain('create.16.visible_result_grounded');
  });
});

describe('a file saved, told beside the file', () => {
  const M = 'multi.move-in-day';
  const row = '{{item.title}} ({{item.due}})';
  it('"Created to-do … ; van 120 split with Chloe" fails create.15', async () => {
    expect(await fails(M, acting('Created to-do "{{inputs.title}}" for {{inputs.due_date}}; van {{inputs.van_cost}} split with Chloe', row))).toContain('create.15.visible_result_grounded');
  });
  it('"… saved move-inventory.txt", "inventory file written", "inventory saved" pass create.15', async () => {
    expect(await fails(M, acting('Created to-do "{{inputs.title}}" for {{inputs.due_date}}; inventory saved; van {{inputs.van_cost}} split with Chloe', row))).not.toContain('create.15.visible_result_grounded');
    expect(await fails(M, acting('Created to-do "{{inputs.title}}" for {{inputs.due_date}}; saved move-inventory.txt; van {{inputs.van_cost}} split with Chloe', row))).not.toContain('create.15.visible_result_grounded');
    expect(await fails(M, acting('"{{inputs.title}}" on {{inputs.due_date}}: inventory file written; van {{inputs.van_cost}} split with Chloe', row))).not.toContain('create.15.visible_result_grounded');
  });
});

describe('a payment logged on Splitwise, named by the service', () => {
  const P = 'multi.book-club-dues-payback';
  const row = '{{item.what}}';
  it('"Book club dues — $25 paid to Elena via Venmo and Splitwise" passes create.16; via Venmo alone fails', async () => {
    expect(await fails(P, acting('{{inputs.what}} — ${{inputs.amount}} paid to Elena via Venmo and Splitwise', row))).not.toContain('create.16.visible_result_grounded');
    expect(await fails(P, acting('{{inputs.what}} — ${{inputs.amount}} paid to Elena via Venmo', row))).toContain('create.16.visible_result_grounded');
  });
});
