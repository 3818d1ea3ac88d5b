/**
 * Records kept in step with the one the user changes (kit/in-step.ts; issue #30, reference_wrong):
 * through the real generate → run → check chain, an app that carries the user's change over to
 * the record it set up beside the changed one (the chore's alarm, the Venmo note of the same
 * payment) passes as the reference does; an app that rewrites that record otherwise fails the end
 * state. And the dose the user gives for the medicine note must be in the note (fidelity/2
 * reading 5): a note without it fails, one that says it in other words passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, taskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as todoistCombos } from '../cases/multi_tool/todoist.ts';
import { tasks as splitwiseCombos } from '../cases/multi_tool/splitwise.ts';
import { tasks as phoneCombos } from '../cases/multi_tool/phone.ts';
import { allowInStep, maxInStep } from './in-step.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'in-step');
const actionOf = (pkg: Obj, id: string): Obj => (pkg.actions as Obj[]).find((a) => a.id === id) as Obj;
const worldCheck = (t: Obj, episode: string): string => ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).find((a) => a.type === 'world_matches_reference')?.id as string;

/**
 * The package with the id of a record the make action creates kept on the list item (`keep` under
 * `bind`'s field), and the change action calling `api` on it with `args` (the first kept item's).
 */
function alsoChanges(pkg: Obj, make: string, change: string, created: { api: string; bind: string; field: string; keep: string }, call: { service: string; api: string; idArg: string; args: Obj }): Obj {
  pkg.state.collections.items.fields[created.keep] = 'number';
  const m = actionOf(pkg, make);
  for (const step of m.plan as Obj[]) {
    if (step.call === created.api) step.bind = created.bind;
    if (step.append === 'items') step.item[created.keep] = `{{${created.bind}.${created.field}}}`;
  }
  const c = actionOf(pkg, change);
  if (!c.services.includes(call.service)) c.services.push(call.service);
  const at = (c.plan as Obj[]).findIndex((s) => 'update' in s);
  c.plan.splice(at, 0, { call: call.api, args: { [call.idArg]: `{{state.items.0.${created.keep}}}`, ...call.args } });
  return pkg;
}

describe('records kept in step (in_step)', () => {
  it('makes room in the collateral bound and the mutation cap', () => {
    const step = [{ app: 'phone', table: 'alarms', field: 'label', from: 'a', to: 'b', why: 'w' }];
    expect(allowInStep([['todoist', 'tasks', 'updated'], ['phone', 'alarms', 'inserted']], step)).toEqual([['todoist', 'tasks', 'updated'], ['phone', 'alarms', 'inserted', 'updated']]);
    expect(allowInStep([['todoist', 'tasks', 'updated']], step)).toEqual([['todoist', 'tasks', 'updated'], ['phone', 'alarms', 'updated']]);
    expect(maxInStep(3, step)).toBe(4);
  });

  const chore = () => taskById(todoistCombos, 'multi.plant-watering-chore');
  const relabel = (label: string) => (pkg: Obj) =>
    alsoChanges(pkg, 'set_up_chore', 'rename_repeat', { api: 'phone.create_alarm', bind: 'alarm', field: 'alarm_id', keep: 'alarm' }, { service: 'phone', api: 'phone.update_alarm', idArg: 'alarm_id', args: { label } });

  it('passes an app that renames the chore\'s alarm with the chore', async () => {
    expect(failedIds(await runCrafted(chore(), relabel('{{inputs.new_title}}')))).toEqual([]);
  }, 240_000);

  it('fails an app that relabels the chore\'s alarm to anything else', async () => {
    const t = chore();
    expect(failedIds(await runCrafted(t, relabel('Chore')))).toEqual([worldCheck(t, 'revise')]);
  }, 240_000);

  const payback = () => taskById(splitwiseCombos, 'multi.ski-pass-payback');
  const renote = (description: string) => (pkg: Obj) =>
    alsoChanges(pkg, 'pay_back', 'fix_note', { api: 'venmo.create_transaction', bind: 'sent', field: 'transaction_id', keep: 'tx' }, { service: 'venmo', api: 'venmo.update_transaction', idArg: 'transaction_id', args: { description } });

  it('passes an app that rewords the Venmo note of the same payment too, and fails one that writes another note there', async () => {
    expect(failedIds(await runCrafted(payback(), renote('{{inputs.new_what}}')))).toEqual([]);
    const t = payback();
    expect(failedIds(await runCrafted(t, renote('thanks!')))).toEqual([worldCheck(t, 'revise')]);
  }, 240_000);

  const allergy = () => taskById(phoneCombos, 'multi.allergy-pill-alarm');
  const noteSays = (content: string) => (pkg: Obj) => {
    for (const step of actionOf(pkg, 'start_course').plan as Obj[]) if (step.call === 'simple_note.create_note') step.args = { ...step.args, title: 'How I feel on {{inputs.medicine}}', content };
    return pkg;
  };

  it('holds the medicine note to the dose the user gave, in any words', async () => {
    expect(failedIds(await runCrafted(allergy(), noteSays('Taking {{inputs.dose}} each evening. Feelings log:')))).toEqual([]);
    const t = allergy();
    expect(failedIds(await runCrafted(t, noteSays('Feelings log:')))).toEqual([worldCheck(t, 'create')]);
  }, 240_000);
});
