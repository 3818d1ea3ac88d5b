/**
 * s16 misc3 (issue #30, one_api): "draft it to Mom" is judged by the draft the app leaves, not by
 * the call that addressed it (kit/arg-columns.ts). A draft made bare with the attachment and then
 * addressed with update_draft is the same draft as the reference's: it passes. The same app
 * addressing it to someone else fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { argColumn } from './arg-columns.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The write-and-attach action drafting with no recipient, then addressing the draft to `to`. */
const draftThenAddress = (to: string) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, 'write_and_attach');
  const plan = act.plan as Obj[];
  const at = plan.findIndex((s) => s.call === 'gmail.create_draft');
  const { email_addresses: _dropped, ...rest } = plan[at]!.args as Obj;
  plan.splice(at, 1, { ...plan[at], args: rest }, { call: 'gmail.update_draft', args: { draft_id: '{{draft.draft_id}}', email_addresses: [to] } });
  return pkg;
};

describe('a draft\'s recipients judged by the end state (kit/arg-columns.ts)', () => {
  it('maps create_draft\'s email_addresses to the recipients column, other arguments to themselves', () => {
    expect(argColumn('gmail', 'create_draft', 'email_addresses')).toBe('recipient_emails');
    expect(argColumn('gmail', 'create_draft', 'subject')).toBe('subject');
    expect(argColumn('phone', 'send_text_message', 'phone_number')).toBe('phone_number');
  });

  it('multi.recipe-card-draft names no create_draft call; the draft\'s recipients are still checked', () => {
    const create = (suiteTaskById('multi.recipe-card-draft').episodes as Obj[]).find((e) => e.id === 'create')!;
    expect((create.assertions as Obj[]).filter((a) => a.type === 'api_called')).toEqual([]);
    expect((create.assertions as Obj[]).find((a) => a.id === 'create.04.record_matches')?.fields).toEqual({ recipient_emails: ['nora.patel@gmail.com'] });
  });

  it('passes a draft made bare and addressed to Mom with update_draft; fails the same app addressing it to Chloe', async () => {
    const right = failedIds(await runCrafted(suiteTaskById('multi.recipe-card-draft'), draftThenAddress('{{inputs.to_email}}'), 'misc3-right'));
    expect(right.filter((id) => id.startsWith('create.'))).toEqual([]);
    const wrong = failedIds(await runCrafted(suiteTaskById('multi.recipe-card-draft'), draftThenAddress('chloe.patel@gmail.com'), 'misc3-wrong'));
    expect(wrong).toContain('create.04.record_matches');
    expect(wrong).toContain('create.12.world_matches_reference');
  }, 60_000);
});
