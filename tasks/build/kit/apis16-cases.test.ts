/**
 * s16 apis (issue #30), the case changes:
 * - multi.chore-rota-draft: "prepare a draft with it" never says attached; the draft carries the
 *   rota as the saved file attached or as its text in the body (cases/multi_tool/gmail.ts). A draft
 *   with the rota in its body passes; a draft with neither fails.
 * - single.todoist.label-energy-delete (and label-trial-delete): the user makes a second label
 *   after the one later deleted, so "the label made last" is not the one named.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** The reference's write-and-draft action with the draft's body and attachments replaced. */
const drafted = (body: string) => (pkg: Obj): Obj => {
  const act = (pkg.actions as Obj[]).find((a) => a.id === 'write_and_attach')!;
  const draft = (act.plan as Obj[]).find((s) => s.call === 'gmail.create_draft')!;
  draft.args = { ...draft.args, body, attachment_file_paths: [] };
  return pkg;
};

describe('the s16 apis case changes', () => {
  it('chore-rota-draft: passes the rota in the body; fails a draft with neither the file nor the rota', async () => {
    const right = failedIds(await runCrafted(suiteTaskById('multi.chore-rota-draft'), drafted('Here is the rota: {{inputs.content}}'), 'apis16'));
    expect(right).not.toContain('create.12.world_matches_reference');
    const wrong = failedIds(await runCrafted(suiteTaskById('multi.chore-rota-draft'), drafted('The rota is ready.'), 'apis16'));
    expect(wrong).toContain('create.12.world_matches_reference');
  }, 60_000);
  it('chore-rota-draft keeps the attachment where the user says attached (packing-list-mailer)', () => {
    const create = (suiteTaskById('multi.packing-list-mailer').episodes as Obj[]).find((e) => e.id === 'create')!;
    const world = (create.assertions as Obj[]).find((a) => a.type === 'world_matches_reference')!;
    expect((world.free as Obj[]).some((f) => f.field === 'attachment_file_paths')).toBe(false);
  });
  it('label-energy-delete: another label is made after the one the user deletes', () => {
    for (const id of ['single.todoist.label-energy-delete', 'single.todoist.label-trial-delete']) {
      const eps = suiteTaskById(id).episodes as Obj[];
      const order = eps.map((e) => e.id);
      expect(order.indexOf('create2')).toBeGreaterThan(order.indexOf('create'));
      expect(order.indexOf('create2')).toBeLessThan(order.indexOf('revise'));
      const revise = eps.find((e) => e.id === 'revise')!;
      const deleted = (revise.assertions as Obj[]).find((a) => a.type === 'db_changed' && a.op === 'deleted')!;
      // The label deleted is the first one made ($labelId), not the later one ($otherLabelId).
      expect(deleted.where.id).toBe('$labelId');
      expect(eps.find((e) => e.id === 'create2')!.captures.otherLabelId).toBeDefined();
    }
  });
});
