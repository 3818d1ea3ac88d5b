/**
 * s31 samples: the random samples' findings closed by kind, on the real built tasks. Each block:
 * the reviewer's wrong screen or app now fails, and correct forms still pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { madeIdTold, samePhoneArg } from '../../../src/stages/check/samples.ts';

const cache = tempDir('s31-samples');
const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
const ids = (rows: Awaited<ReturnType<typeof runAttacked>>['rows']): string[] => failed(rows);

const VENMO = 'service.venmo-private-payment';
describe('a look-up must say the payment private now, not negate it (venmo-private-payment s30-s230-f2)', () => {
  it('negated and opposite lines fail followup.06; private in any words passes', async () => {
    for (const line of ['Surprise party fund (id 8818898) — not private', 'Surprise party fund (id 8818898) — Private: no', 'Surprise party fund — $25 to Zoe Ito — private: false', 'Surprise party fund — public', 'Surprise party fund — never private']) expect(await resultPasses(VENMO, 'followup.06', [line]), line).toBe(false);
    for (const line of ['Surprise party fund (id 8818898) — private', 'Surprise party fund — Private: yes', 'Surprise party fund: hidden from the feed', 'Surprise party fund — not public', 'Surprise party fund — only you can see it']) expect(await resultPasses(VENMO, 'followup.06', [line]), line).toBe(true);
  }, 240_000);
  it('the reference passes', async () => {
    expect(ids((await runAttacked(suiteTask(VENMO), () => {}, cache)).rows)).toEqual([]);
  }, 240_000);
});

const PAY = 'single.splitwise.pay-via-venmo';
describe('the new Splitwise payment named by its id tells it added (pay-via-venmo s28-s203-f2)', () => {
  const sent = 'Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up.';
  it('the id forms pass; a wrong id, a pending or failed payment fail', async () => {
    for (const x of ['Splitwise payment 7816962 added.', 'Splitwise payment 7816962.', '(Splitwise payment 7816962)', 'Splitwise: payment 7816962.', 'Splitwise payment added.']) expect(await resultPasses(PAY, 'create.12', [sent, x]), x).toBe(true);
    expect(await resultPasses(PAY, 'create.12', ['Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up (Splitwise payment 7816962).'])).toBe(true);
    expect(await resultPasses(PAY, 'create.12', ['Rent catch-up: $300 to Sofia on Venmo; Splitwise payment 7816962 added.'])).toBe(true);
    for (const x of ['Splitwise payment 1234567.', 'Splitwise payment 7816962 failed.', 'Splitwise payment 7816962 will be added.', 'Splitwise payment 7816962 pending.', '']) expect(await resultPasses(PAY, 'create.12', [sent, x]), x).toBe(false);
  }, 240_000);
  it('madeIdTold reads only a stem of an app that made the row', () => {
    expect(madeIdTold('Splitwise payment 7816962', ['splitwise payment added'], [{ app: 'splitwise', id: 7816962 }])).toBe('Splitwise payment added');
    expect(madeIdTold('Splitwise payment 7816962', ['splitwise payment added'], [{ app: 'venmo', id: 7816962 }])).toBe('Splitwise payment 7816962');
    expect(madeIdTold('Splitwise payment 78169620', ['splitwise payment added'], [{ app: 'splitwise', id: 7816962 }])).toBe('Splitwise payment 78169620');
  });
});

const GIFT = 'shared.playlist-voice-gift';
const callArg = (pkg: Obj, api: string, key: string, value: string): void => {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Obj;
      if (o.call === api && o.args && typeof o.args === 'object') (o.args as Obj)[key] = value;
      Object.values(o).forEach(walk);
    }
  };
  walk(pkg);
};
describe('a phone number argument in any format is the same number (playlist-voice-gift s30-s231-f3)', () => {
  it('samePhoneArg compares digits of phone keys only', () => {
    for (const a of ['572-026-2025', '(572) 026-2025', '+1 572 026 2025', '572.026.2025']) expect(samePhoneArg('phone_number', a, '5720262025'), a).toBe(true);
    expect(samePhoneArg('phone_number', '572-026-2026', '5720262025')).toBe(false);
    expect(samePhoneArg('phone_number', 'call 5720262025', '5720262025')).toBe(false);
    expect(samePhoneArg('amount', '572-026-2025', '5720262025')).toBe(false);
  });
  it('an app sending to "572-026-2025" passes; another number fails b-find.02', async () => {
    const formatted = await runAttacked(suiteTask(GIFT), (refs) => { for (const r of Object.values(refs)) callArg(r, 'phone.send_voice_message', 'phone_number', '(572) 026-2025'); }, cache);
    expect(ids(formatted.rows)).toEqual([]);
    const other = await runAttacked(suiteTask(GIFT), (refs) => { for (const r of Object.values(refs)) callArg(r, 'phone.send_voice_message', 'phone_number', '206-555-0142'); }, cache);
    expect(ids(other.rows)).toContain('b-find.02.api_called');
  }, 300_000);
});

const setLookup = (refs: Record<string, Obj>, index: number): void => {
  for (const r of Object.values(refs)) for (const a of (r.package as Obj).actions as Obj[]) {
    if (a.id !== 'look_up') continue;
    for (const step of a.plan as Obj[]) if (step.call === 'amazon.show_return') (step.args as Obj).return_id = `{{state.records.${index}.id}}`;
  }
};
for (const id of ['service.earbuds-return', 'service.blender-return']) {
  describe(`${id}: the id typed for the look-up matters (earbuds-return s30-s230-f3)`, () => {
    it('the reference passes; a look-up of the app\'s last return instead of the typed id fails', async () => {
      expect(ids((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
      const last = await runAttacked(suiteTask(id), (refs) => setLookup(refs, -1), cache);
      const lastAlt = await runAttacked(suiteTask(id), (refs) => setLookup(refs, 1), cache);
      const first = await runAttacked(suiteTask(id), (refs) => setLookup(refs, 0), cache);
      const followFailed = (rows: string[]): boolean => rows.some((r) => r.startsWith('followup.'));
      // One of the app's records is the typed one; the other, the second return, fails the look-up.
      expect([ids(last.rows), ids(lastAlt.rows), ids(first.rows)].filter(followFailed).length).toBeGreaterThanOrEqual(1);
    }, 300_000);
  });
}

const CONTACT = 'single.phone.contact-book';
describe('a contact the user types is shown in any form she knows, and her relationship is shown (contact-book s30-s231-f1, f2)', () => {
  it('create.08 takes "Blake, Jordan" and the first name', async () => {
    for (const line of ['Saved Blake, Jordan — (206) 555-0142 (friend)', 'Added contact: first name Jordan, last name Blake, phone (206) 555-0142', 'Saved Jordan — (206) 555-0142', 'Added Jordan Blake (friend)']) expect(await resultPasses(CONTACT, 'create.08', [line]), line).toBe(true);
    expect(await resultPasses(CONTACT, 'create.08', ['Saved (206) 555-0142'])).toBe(false);
  }, 240_000);
  it('create.10 asks for "friend": an app that never shows it fails', async () => {
    expect(await resultPasses(CONTACT, 'create.10', ['Added Jordan Blake (206) 555-0142'])).toBe(false);
    for (const line of ['Added Jordan Blake (206) 555-0142 — friend', 'Saved Jordan Blake as a friend']) expect(await resultPasses(CONTACT, 'create.10', [line]), line).toBe(true);
  }, 240_000);
  it('the reference passes', async () => {
    expect(ids((await runAttacked(suiteTask(CONTACT), () => {}, cache)).rows)).toEqual([]);
  }, 240_000);
});
