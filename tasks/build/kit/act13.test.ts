/**
 * s13 act13 (kit/recipient-told.ts, kit/free-reopen.ts, the member-added words of the e-mail
 * roster case, the business contact of the temp-contact case), through the real generate → run →
 * check chain with a hand-edited reference package. Each attack is the cheapest wrong app of a
 * finding and must fail the check that was tightened; each correct app says or stores the same in
 * other words and layout and must pass everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { RECIPIENT_WORDS } from './recipient-told.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** One action's plan: its `update` fields and its `message` replaced. */
function retell(pkg: Obj, action: string, fields: Obj | undefined, message: string): Obj {
  const a = packageAction(pkg, action);
  a.plan = (a.plan as Obj[]).map((s) => (s.update !== undefined && fields ? { ...s, fields } : typeof s.message === 'string' ? { message } : s));
  return pkg;
}

describe('a draft readdressed is told as its recipient (holiday-wish-hint)', () => {
  const task = () => suiteTaskById('multi.holiday-wish-hint');
  it('fails a result that only shows the new person, as a look-up would', async () => {
    const craft = (pkg: Obj) => retell(pkg, 'readdress', { told: 'wish-listed' }, 'Hana Patel, cousin · {{inputs.email}}');
    const failed = failedIds(await runCrafted(task(), craft, 'act13'));
    expect(failed).toContain('revise.07.visible_result_grounded');
    expect(failed.every((id) => id.includes('visible'))).toBe(true);
  }, 120_000);
  it('passes "To:" in another layout', async () => {
    const craft = (pkg: Obj) => retell(pkg, 'readdress', { told: 'hint for {{inputs.email}}' }, 'Updated. To: {{inputs.email}}');
    expect(failedIds(await runCrafted(task(), craft, 'act13'))).toEqual([]);
  }, 120_000);
});

describe('a member added by email is told as added (road-trip-roster)', () => {
  const task = () => suiteTaskById('single.splitwise.road-trip-roster');
  it('fails a result that only names the person', async () => {
    const craft = (pkg: Obj) => retell(pkg, 'add_member', { note: '{{inputs.user_email}}' }, '{{inputs.user_email}} — Road trip');
    const failed = failedIds(await runCrafted(task(), craft, 'act13'));
    expect(failed).toContain('revise.07.visible_result_grounded');
    expect(failed.every((id) => id.includes('visible'))).toBe(true);
  }, 120_000);
  it('passes "joined" in other words', async () => {
    const craft = (pkg: Obj) => retell(pkg, 'add_member', { note: 'crew: {{inputs.user_email}}' }, '{{inputs.user_email}} joined the trip.');
    expect(failedIds(await runCrafted(task(), craft, 'act13'))).toEqual([]);
  }, 120_000);
});

describe('a reopen takes the app\'s own words for a text it was free to word (airbnb-split-request)', () => {
  it('passes a Venmo request described in the app\'s own words', async () => {
    const craft = (pkg: Obj): Obj => {
      const a = packageAction(pkg, 'log_and_request');
      a.plan = (a.plan as Obj[]).map((s) => (s.call === 'venmo.create_payment_request' ? { ...s, args: { ...s.args, description: 'Your share of the cabin' } } : s));
      return pkg;
    };
    expect(failedIds(await runCrafted(suiteTaskById('multi.airbnb-split-request'), craft, 'act13'))).toEqual([]);
  }, 120_000);
  // The reminder sent is over after reopen (s15 acts-over.ts): the reopen asks the pending request's amount, read back.
  it('still fails a reopen that shows no amount of the pending request', async () => {
    const craft = (pkg: Obj): Obj => {
      for (const v of pkg.views ?? []) for (const c of v.components ?? []) if (c.type === 'list') c.item = 'request {{item.id}}';
      return pkg;
    };
    expect(failedIds(await runCrafted(suiteTaskById('multi.airbnb-split-request'), craft, 'act13'))).toContain('reopen.03.persisted_visible');
  }, 120_000);
});

describe('a business saved as a contact under one name (movers-contact)', () => {
  const task = () => suiteTaskById('single.phone.movers-contact');
  const oneField = (name: string) => (pkg: Obj): Obj => {
    const a = packageAction(pkg, 'save_contact');
    a.inputs = [{ name: 'company', label: 'Company', type: 'text', required: true }, { name: 'phone_number', label: 'Phone number', type: 'text', required: true }];
    a.plan = (a.plan as Obj[]).map((s) =>
      s.call === 'phone.add_contact' ? { ...s, args: { first_name: name, phone_number: '{{inputs.phone_number}}' } }
      : s.append !== undefined ? { ...s, item: { ...s.item, name } }
      : typeof s.message === 'string' ? { message: `Saved ${name}, {{inputs.phone_number}}, as contact {{saved.contact_id}}.` } : s);
    return pkg;
  };
  it('passes the whole name in the first name, the last name empty', async () => {
    expect(failedIds(await runCrafted(task(), oneField('{{inputs.company}}'), 'act13'))).toEqual([]);
  }, 120_000);
  it('fails a contact saved as "Swift" alone', async () => {
    const failed = failedIds(await runCrafted(task(), oneField('Swift'), 'act13'));
    expect(failed).toContain('create.11.world_matches_reference');
  }, 120_000);
});

describe('the sweep', () => {
  it('every readdressed draft\'s new person is asked beside a recipient word; no reopen reads a field its step left free', () => {
    for (const id of ['multi.holiday-wish-hint', 'multi.packing-list-mailer', 'service.draft-recipient', 'single.gmail.invite-recipients']) {
      const t = suiteTaskById(id);
      const revise = (t.episodes as Obj[]).find((e) => e.id === 'revise') as Obj;
      expect((revise.assertions as Obj[]).some((a) => a.type === 'visible_result_grounded' && RECIPIENT_WORDS.every((w) => (a.beside ?? []).includes(w))), id).toBe(true);
    }
    for (const id of ['multi.airbnb-split-request', 'multi.carpool-gas-money', 'multi.concert-ticket-payback', 'multi.grocery-run-split', 'multi.moving-truck-split']) {
      const t = suiteTaskById(id);
      const reads = (t.episodes as Obj[]).flatMap((e) => (e.assertions ?? []) as Obj[]).filter((a) => a.type === 'persisted_visible' && a.record?.field === 'description');
      expect(reads, id).toEqual([]);
    }
  });
});
