/**
 * The person a made record is with, on its line (s15 shown15, kit/person-beside.ts and the shared
 * sinks' payee): through the real generate → run → check chain with a local model server answering
 * with the reference package reworded. The cheapest wrong app of each finding (the record's name
 * and amount, no sign of the person) fails exactly the grown check, its world checks passing; an
 * app that names the person in another form and layout passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

describe('app A tells whom it paid (payback-text)', () => {
  const task = () => suiteTaskById('shared.payback-text');
  it('fails "Museum tickets · 22" with no sign of Mira', async () => {
    const nobody = (slot: string, pkg: Obj) => (slot !== 'A' ? pkg : rewritten(pkg, (s) => s.replace(' · With: {{item.who}}', '')));
    expect(failedIds(await runCraftedSlots(task(), nobody, 'person-beside'))).toEqual(['a-create.10.visible_result_grounded']);
  }, 60_000);
  it('passes "paid Mira Ito" in another layout', async () => {
    const other = (slot: string, pkg: Obj) => (slot !== 'A' ? pkg : rewritten(pkg, (s) => s.replace('{{item.label}} (id {{item.id}}) · Amount: {{item.amount}} · With: {{item.who}}', '#{{item.id}}: paid Mira Ito ${{item.amount}} for {{item.label}}')));
    expect(failedIds(await runCraftedSlots(task(), other, 'person-beside'))).toEqual([]);
  }, 60_000);
});

describe('app A of group-deposit-request: Zoe is typed, so whom the group is with is the world\'s check (s21)', () => {
  it('passes "Added Beach house" with no sign of Zoe; the group row made with her is checked in the world', async () => {
    const t = suiteTaskById('shared.group-deposit-request');
    const nobody = (slot: string, pkg: Obj) => (slot !== 'A' ? pkg : rewritten(pkg, (s) => s.replace(' · With: {{item.who}}', '')));
    expect(failedIds(await runCraftedSlots(t, nobody, 'person-beside'))).toEqual([]);
    expect((t.episodes as Obj[]).find((e) => e.id === 'a-create')?.values).toMatchObject({ member_email: 'zoe.ito@outlook.com' });
  }, 60_000);
});

describe('app B tells that Maya was paid (babysitter-pay)', () => {
  it('fails the to-do ticked off and 60 shown, with no payment to Maya told', async () => {
    const t = suiteTaskById('shared.babysitter-pay');
    const silent = (slot: string, pkg: Obj) => (slot !== 'B' ? pkg : rewritten(pkg, (s) => s.replace(' · {{item.made}}', '')));
    // s15 line3: the person's own check (person-line.ts) fails too.
    expect(failedIds(await runCraftedSlots(t, silent, 'person-beside'))).toContain('b-find.13.visible_result_grounded');
  }, 60_000);
});
