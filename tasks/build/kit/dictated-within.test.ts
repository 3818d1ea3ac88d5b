/**
 * s16 (issue #30, undictated_text): a dictated text held as contained (dictated-within.ts). The
 * real generate → run → check chain with hand-made apps (crafted-model): the correct app each
 * finding names passes; an app that leaves the dictated text out still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, runCrafted as runCraftedModel, suiteTaskById, withArgs } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'dictated-within');

describe('a dictated text held as contained', () => {
  it('gift hint: the dictated text followed by the product passes; a body without the text fails', async () => {
    const t = suiteTaskById('single.amazon.gift-hint-mom');
    const more = await runCrafted(t, withArgs('gift_hint', 'gmail.send_email', (old) => ({ ...old, body: 'Hi Mom!\n{{inputs.note}}\nIt is the Linen Throw Pillow Cover, Oatmeal.' })));
    expect(failedIn(more, 'step2')).toEqual([]);
    const without = await runCrafted(t, withArgs('gift_hint', 'gmail.send_email', (old) => ({ ...old, body: 'Hint: the Linen Throw Pillow Cover, Oatmeal.' })));
    expect(failedIn(without, 'step2')).toContain('step2.11.world_matches_reference');
  }, 60_000);

  it('invoice file: a heading and the client around the dictated line pass; a file without the line fails', async () => {
    const t = suiteTaskById('multi.design-invoice-request');
    const invoice = await runCrafted(t, withArgs('invoice', 'file_system.create_file', (old) => ({ ...old, content: 'INVOICE\nClient: Tomas Rossi\n{{inputs.content}}' })));
    expect([...failedIn(invoice, 'create'), ...failedIn(invoice, 'revise')]).toEqual([]);
    const wrong = await runCrafted(t, withArgs('invoice', 'file_system.create_file', (old) => ({ ...old, content: 'INVOICE\nClient: Tomas Rossi\nLogo design, $150' })));
    expect(failedIn(wrong, 'create')).toContain('create.12.world_matches_reference');
  }, 60_000);

  it('garage sale: the line added on the same line of the list, and mailed, passes; the old list mailed fails', async () => {
    const t = suiteTaskById('multi.garage-sale-folder');
    const oneLine = await runCrafted(t, withArgs('add_and_resend', 'file_system.append_to_file', (old) => ({ ...old, content: ', {{inputs.line}}' })));
    expect(failedIn(oneLine, 'revise')).toEqual([]);
    const stale = await runCrafted(t, withArgs('add_and_resend', 'file_system.append_to_file', (old) => ({ ...old, content: '' })));
    expect(failedIn(stale, 'revise')).toContain('revise.11.world_matches_reference');
  }, 60_000);

  it('payment note: the note added to what the payment said passes; another note fails', async () => {
    const t = suiteTaskById('single.splitwise.lunch-debt-venmo');
    const added = await runCrafted(t, withArgs('note_payment', 'splitwise.update_payment', (old) => ({ ...old, description: 'Venmo payback — {{inputs.note}}' })));
    expect(failedIn(added, 'revise')).toEqual([]);
    const other = await runCrafted(t, withArgs('note_payment', 'splitwise.update_payment', (old) => ({ ...old, description: 'Dinner at Lola' })));
    expect(failedIn(other, 'revise').length).toBeGreaterThan(0);
  }, 60_000);
});

describe('a second record made by the same create leaves the same words to the app (service/records.ts)', () => {
  it('stove draft: an empty body passes create-2; a draft with another subject fails', async () => {
    const t = suiteTaskById('service.draft-lifecycle');
    const empty = await runCrafted(t, withArgs('create', 'gmail.create_draft', (old) => ({ ...old, body: '' })));
    expect(failedIn(empty, 'create-2')).toEqual([]);
    const wrong = await runCrafted(t, withArgs('create', 'gmail.create_draft', (old) => ({ ...old, subject: 'Borrow something', body: '' })));
    expect(failedIn(wrong, 'create-2')).toContain('create-2.07.world_matches_reference');
  }, 60_000);
});

describe('an attachment path is compared as a path (justification of s16-A14-f1, s15-y1-f1)', () => {
  it('meeting notes: the draft attaching the file by its /home path passes create; another file fails', async () => {
    const t = suiteTaskById('multi.meeting-notes-draft');
    const home = await runCrafted(t, withArgs('write_and_attach', 'gmail.create_draft', (old) => ({ ...old, attachment_file_paths: ['/home/alex/documents/work/sync-notes.txt'] })));
    expect(failedIn(home, 'create')).toEqual([]);
    const other = await runCrafted(t, withArgs('write_and_attach', 'gmail.create_draft', (old) => ({ ...old, attachment_file_paths: ['/home/alex/documents/work/other-notes.txt'] })));
    expect(failedIn(other, 'create').length).toBeGreaterThan(0);
  }, 60_000);
});
