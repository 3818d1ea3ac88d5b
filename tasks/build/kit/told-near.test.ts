/**
 * s16 told4 (issue #30, undictated_text): plain words of a thing done, and the user's bare verb for
 * a text, count beside a value of the record they tell (`state_near`; told.ts, told-near.ts). The
 * real generate → run → check chain with hand-made apps (crafted-model): the correct app each
 * finding names passes; the word away from the record's value, or no word at all, still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, packageAction, runCrafted as runCraftedModel, suiteTaskById, withArgs } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'told-near');

/** The action's kept row and its message said anew. */
const said = (action: string, message: string, kept: Obj = {}) => (pkg: Obj): Obj => {
  const plan = packageAction(pkg, action).plan as Obj[];
  for (const step of plan) {
    if (typeof step.message === 'string') step.message = message;
    if (typeof step.append === 'string') step.item = { ...(step.item as Obj), ...kept };
  }
  return pkg;
};

describe('a text told in the user\'s own verb, beside whom it went to', () => {
  const t = suiteTaskById('single.splitwise.pizza-comment-text');
  it('pizza: "text to Ava Larsen ✓" passes create.12; "text" on a line without Ava, or no word, fails', async () => {
    const right = await runCrafted(t, said('comment_and_text', 'Commented on {{found.0.description}}; text to {{who.0.first_name}} {{who.0.last_name}} ✓'));
    expect(failedIn(right, 'create')).toEqual([]);
    const apart = await runCrafted(t, said('comment_and_text', 'Commented on {{found.0.description}}; comment text kept.', { text: '{{inputs.content}} (paid by {{who.0.first_name}} {{who.0.last_name}})' }));
    expect(failedIn(apart, 'create')).toContain('create.12.visible_result_grounded');
    const none = await runCrafted(t, said('comment_and_text', 'Commented on {{found.0.description}}, paid by {{who.0.first_name}} {{who.0.last_name}}'));
    expect(failedIn(none, 'create')).toContain('create.12.visible_result_grounded');
  }, 60_000);
});

describe('a note told as saved, beside what it holds', () => {
  const t = suiteTaskById('multi.vet-bill-shared-pet');
  /** The details typed into the expense as well: the text tells the expense too, no proof of the note. */
  const typedIn = (craft: (pkg: Obj) => Obj) => (pkg: Obj): Obj => withArgs('log_with_receipt', 'splitwise.record_expense', (old) => ({ ...old, description: '{{inputs.what}}: {{inputs.details}}' }))(craft(pkg));
  it('vet bill: "details saved: vaccines and a nail trim" passes create.16; with the details typed into the expense too, "saved" away from the details, or no word, fails', async () => {
    const right = await runCrafted(t, said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia — details saved: {{inputs.details}}', { told: 'split with {{inputs.email}}' }));
    expect(failedIn(right, 'create')).toEqual([]);
    const apart = await runCrafted(t, typedIn(said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia — saved.', { told: 'split with {{inputs.email}}; details: {{inputs.details}}' })));
    expect(failedIn(apart, 'create')).toContain('create.16.visible_result_grounded');
    const none = await runCrafted(t, typedIn(said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia: {{inputs.details}}', { told: 'split with {{inputs.email}}' })));
    expect(failedIn(none, 'create')).toContain('create.16.visible_result_grounded');
  }, 60_000);
  it('vet bill (s25 ownline, Reading 2): the details only the new note holds tell it made, on the expense\'s line too; no note made fails', async () => {
    const none = await runCrafted(t, said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia: {{inputs.details}}', { told: 'split with {{inputs.email}}' }));
    expect(failedIn(none, 'create')).not.toContain('create.16.visible_result_grounded');
    const apart = await runCrafted(t, said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia — saved.', { told: 'split with {{inputs.email}}; details: {{inputs.details}}' }));
    expect(failedIn(apart, 'create')).not.toContain('create.16.visible_result_grounded');
    const noNote = await runCrafted(t, (pkg) => {
      const act = packageAction(said('log_with_receipt', '{{inputs.what}}, ${{inputs.total}}, split with Sofia: {{inputs.details}}', { told: 'split with {{inputs.email}}' })(pkg), 'log_with_receipt');
      act.plan = (act.plan as Obj[]).filter((s) => s.call !== 'simple_note.create_note');
      return pkg;
    });
    expect(failedIn(noNote, 'create')).toContain('create.16.visible_result_grounded');
  }, 60_000);
});

describe('a made record told by a value only it holds (Readings 2 and 3; cases todoist/organize.ts, multi_tool/phone.ts)', () => {
  it('fitness: the new section listed as a plain row "Swimming" passes; a list without it fails', async () => {
    const t = suiteTaskById('single.todoist.fitness-section-remove');
    /** The sections listed as plain rows: the name alone. */
    const rows = (message: string, kept: Obj = {}) => (pkg: Obj): Obj => {
      for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = '{{item.name}}';
      return said('add_section', message, kept)(pkg);
    };
    const plain = await runCrafted(t, rows('{{inputs.section_name}}'));
    expect(failedIn(plain, 'create')).toEqual([]);
    const none = await runCrafted(t, rows('Done.', { name: 'Running' }));
    expect(failedIn(none, 'create').some((id) => id.endsWith('visible_result_grounded'))).toBe(true);
  }, 60_000);

  it('new neighbor: "Greta saved as a favourite" without the surname passes; no favourite word fails', async () => {
    const t = suiteTaskById('multi.new-neighbor-hello');
    const first = await runCrafted(t, said('welcome_contact', '{{inputs.first_name}} saved as a favourite ({{inputs.phone_number}}); note: {{inputs.met}}', { name: '{{inputs.first_name}}', tag: '' }));
    expect(failedIn(first, 'create')).toEqual([]);
    const plain = await runCrafted(t, said('welcome_contact', '{{inputs.first_name}} ({{inputs.phone_number}}); note: {{inputs.met}}', { name: '{{inputs.first_name}}', tag: '' }));
    expect(failedIn(plain, 'create').some((id) => id.endsWith('visible_result_grounded'))).toBe(true);
  }, 60_000);
});
