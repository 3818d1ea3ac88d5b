/**
 * A person on screen in any form the user would recognise (kit/people-forms.ts; rubric fidelity/2,
 * Reading 3): the check that asked for the service's full name also takes the address the user
 * typed or the first name she said, after the step and after reopen. Correct apps that show the
 * person in the user's own form pass; apps that show nobody, or the wrong person, fail.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { person } from './fixture.ts';
import { withPeopleForms } from './people-forms.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const suiteTask = suiteTaskById;
const checkOf = (task: Obj, id: string): Obj | undefined => (task.episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === id);

const SETTLE = 'single.splitwise.settle-with-liam';
const liam = person({ first: 'Liam' });
const PAY = 'single.venmo.split-bill';

describe('withPeopleForms', () => {
  it('adds the address the user typed to a check of the full name she never said, not her first name read out of the address', () => {
    const task = suiteTask(SETTLE);
    expect(checkOf(task, 'create.08.visible_result_grounded')).toMatchObject({ value: `${liam.first_name} ${liam.last_name}`, or: [liam.email] });
    expect(checkOf(task, 'create.08.visible_result_grounded')).toMatchObject({ value: `${liam.first_name} ${liam.last_name}`, or: [liam.email] });
  });

  it('adds the first name the user said, and the name to a check of an address she never said', () => {
    expect(checkOf(suiteTask('single.amazon.gift-queue'), 'reopen.04.persisted_visible')).toMatchObject({ value: 'Ava Larsen', or: ['Ava'] });
    expect(checkOf(suiteTask(PAY), 'create.08.visible_result_grounded')).toMatchObject({ value: 'Elena Haddad', or: ['Elena'] });
    expect(checkOf(suiteTask('single.gmail.invite-recipients'), 'reopen.03.persisted_visible')).toMatchObject({ value: 'tomas.rossi@yahoo.com', or: ['Tomas Rossi', 'Tomas'] });
  });

  it('adds the name to a check of the address the user typed herself, and nothing to a check of no person', () => {
    const task = suiteTask(SETTLE) as TaskInput;
    const check = checkOf(task, 'create.08.visible_result_grounded')!;
    Object.assign(check, { value: liam.email });
    delete check.or;
    expect(checkOf(withPeopleForms(task), 'create.08.visible_result_grounded')).toMatchObject({ value: liam.email, or: [`${liam.first_name} ${liam.last_name}`] });
    expect(checkOf(withPeopleForms(task), 'revise.07.visible_result_grounded')?.or).toBeUndefined();
  });
});

describe('a person in the user\'s own form, through generate → run → check', () => {
  it('passes an app that confirms and keeps the settlement by the address the user typed', async () => {
    const rows = await runCrafted(suiteTask(SETTLE), (pkg) => rewritten(pkg, (t) => t.replaceAll('{{p.receiver.name}}', '{{inputs.user_email}}')), 'people-forms-email');
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails an app that never says with whom it settled, and one that shows the payer instead', async () => {
    const nobody = await runCrafted(suiteTask(SETTLE), (pkg) => rewritten(pkg, (t) => t.replaceAll(' with {{p.receiver.name}}', '').replaceAll('{{p.receiver.name}}', 'them')), 'people-forms-nobody');
    expect(failedIds(nobody)).toEqual(expect.arrayContaining(['create.08.visible_result_grounded']));
    const payer = await runCrafted(suiteTask(SETTLE), (pkg) => rewritten(pkg, (t) => t.replaceAll('{{p.receiver.name}}', '{{p.payer.email}}')), 'people-forms-payer');
    expect(failedIds(payer)).toEqual(expect.arrayContaining(['create.08.visible_result_grounded']));
  });

  it('passes an app that pays and lists the payee by the first name the user said; fails one that shows no payee', async () => {
    const first = await runCrafted(suiteTask(PAY), (pkg) => rewritten(pkg, (t) => t.replaceAll('{{who.0.name}}', '{{inputs.friend}}')), 'people-forms-first');
    expect(failedIds(first)).toEqual([]);
    const none = await runCrafted(suiteTask(PAY), (pkg) => rewritten(pkg, (t) => t.replaceAll('Paid {{who.0.name}} ', 'Paid ').replaceAll('{{who.0.name}}', '')), 'people-forms-none');
    expect(failedIds(none)).toEqual(expect.arrayContaining(['create.08.visible_result_grounded']));
  });
});
