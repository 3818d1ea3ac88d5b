/**
 * Reading 1's last sentences at the reopen, session 12 (`reopen-over.ts`). A service record looked
 * up by id is owed in the look-up, not on the reopened first screen; a sent email or text, a
 * payment deleted and restored, an order cancelled are over. Unit rules first, then the real
 * generate → run → check chain with hand-made apps: a stateless app that reopens on its empty
 * forms passes; a stale look-up and an app that never made the change but says it did still fail.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { keepsHistory } from './kept-history.ts';
import { withReopenOver } from './reopen-over.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'reopen-over');

/** A form app: no list, no line of its own state, no step writing it; its declared state stays (empty). */
function formOnly(pkg: Obj): Obj {
  for (const action of pkg.actions) action.plan = action.plan.filter((s: Obj) => !('append' in s || 'update' in s || 'remove' in s || 'set' in s));
  for (const view of pkg.views)
    view.components = view.components.filter((c: Obj, i: number, all: Obj[]) => c.type !== 'list' && c.type !== 'table' && !(c.type === 'text' && String(c.text).includes('{{state.')) && !(c.type === 'heading' && ['list', 'table'].includes(all[i + 1]?.type)));
  return pkg;
}

const reopenChecks = (t: Obj): Obj[] => (t.episodes as Obj[]).filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions as Obj[]);
const keptIds = (t: Obj): string[] => reopenChecks(t).filter((a) => a.type === 'persisted_visible' || a.type === 'state_retained').map((a) => a.id as string);

describe('a log kept in a text file is that file, not a list of the app', () => {
  it('"a running log in a text file" asks no list; a field log of many files, a log of what I sent still do', () => {
    expect(keepsHistory('Keep a running log in a text file: create it, correct a word in it, then read it back by id.')).toBe(false);
    expect(keepsHistory('I want a simple field log: each day\'s observations are saved as a text file in my documents folder.')).toBe(true);
    expect(keepsHistory('Text a friend from my contacts by name, with a log of what I sent.')).toBe(true);
  });
});

describe('reopens of an app owed no list (unit)', () => {
  const pv = (n: number, value: unknown, extra: Obj = {}) => ({ id: `reopen.0${n}.persisted_visible`, type: 'persisted_visible', value, match: 'normalized', ...extra });
  const input = { id: 'reopen.09.input_available', type: 'input_available', names: ['x'] };
  const task = (family: string, intention: string, before: Obj[], reopen: Obj[]) =>
    ({ family, apps: [{ slot: 'A', intention }], episodes: [{ id: 'revise', stage: 'revise', slot: 'A', assertions: before }, { id: 'reopen', stage: 'reopen', slot: 'A', assertions: reopen }] }) as never;
  const left = (t: never) => ((withReopenOver(t) as Obj).episodes[1].assertions as Obj[]).map((a) => a.id as string);
  const rec = (field: string) => ({ record: { app: 'phone', table: 'alarms', key: { id: '$recordId' }, field } });

  it('a service record looked up by id is not asked on the reopened screen, nor in the kept state; a tracked one is', () => {
    const reopen = [pv(1, '$recordId', rec('id')), pv(2, 'Stretch and floss', rec('label')), pv(3, '06:00'), { id: 'reopen.04.state_retained', type: 'state_retained', contains: '$recordId' }, input];
    expect(left(task('service', 'Create an alarm with a name, rename it, and pull it up by id.', [], reopen))).toEqual(['reopen.09.input_available']);
    expect(left(task('service', 'Track one expense shared with my neighbor: record, correct, look up.', [], reopen))).toHaveLength(5);
    // Not a service task: a record read back from the service stays.
    expect(left(task('single', 'Create an alarm with a name and rename it.', [], reopen))).toEqual(['reopen.01.persisted_visible', 'reopen.02.persisted_visible', 'reopen.03.persisted_visible', 'reopen.04.state_retained', 'reopen.09.input_available']);
  });

  it('a sent email or text: its recipient and subject go; a file it carried and the records it made stay', () => {
    const sent = [{ id: 'create.03.db_changed', type: 'db_changed', app: 'gmail', table: 'emails', op: 'inserted', where: { subject: 'Status, week 20' }, min: 1 }];
    const reopen = [pv(1, 'nora.patel@gmail.com', { or: ['Nora Patel', 'Nora'] }), pv(2, 'Status, week 20'), pv(3, '~/documents/reunion/venues.txt'), pv(4, 'Fix the garage door', { record: { app: 'todoist', table: 'tasks', key: { id: '$taskId' }, field: 'title' } }), input];
    expect(left(task('single', 'Email a recipe file to someone in my contacts.', sent, reopen))).toEqual(['reopen.03.persisted_visible', 'reopen.04.persisted_visible', 'reopen.09.input_available']);
    // A person named only by name, where the app sent nothing, stays.
    expect(left(task('single', 'Email a recipe file to someone in my contacts.', [], reopen))).toHaveLength(5);
    // An app asked to remember what it sent, or to keep a log of it, keeps all.
    expect(left(task('single', 'A thank-you email sender that sends a warm note and remembers it.', sent, reopen))).toHaveLength(5);
    expect(left(task('single', 'Text a friend by name, with a log of what I sent.', sent, reopen))).toHaveLength(5);
  });

  it('a payment deleted and restored is over: the person it was with goes; a pending request is no payment', () => {
    const touched = [{ id: 'revise.03.db_changed', type: 'db_changed', app: 'splitwise', table: 'payments', op: 'updated', where: { id: 1005772, deleted: false }, min: 1 }];
    const requested = [{ id: 'create.03.db_changed', type: 'db_changed', app: 'venmo', table: 'payment_requests', op: 'inserted', where: {}, min: 1 }];
    const reopen = [pv(1, 'aisha.schmidt@proton.me', { or: ['Aisha Schmidt'] }), input];
    expect(left(task('single', 'Delete my payment to a person, and undo the deletion.', touched, reopen))).toEqual(['reopen.09.input_available']);
    expect(left(task('single', 'Send Venmo payment requests and let me correct the amount.', requested, reopen))).toHaveLength(2);
  });

  it('the kept id of a cancelled order goes; the kept id of an order still open stays', () => {
    const cancel = [{ id: 'revise.04.record_matches', type: 'record_matches', app: 'amazon', table: 'orders', key: { id: '$orderId' }, fields: { status: 'cancelled' }, match: 'normalized' }];
    const reopen = [{ id: 'reopen.03.state_retained', type: 'state_retained', contains: '$orderId' }, input];
    expect(left(task('multi_tool', 'Buy the present wrapped on Amazon and email my cousin.', cancel, reopen))).toEqual(['reopen.09.input_available']);
    expect(left(task('multi_tool', 'Buy the present wrapped on Amazon and email my cousin.', [], reopen))).toHaveLength(2);
  });
});

describe('service look-ups: checked where the user looks, not on the reopened screen', () => {
  it('service.alarm-label: a stateless form app passes the followup and the reopen; a stale look-up and a change never made fail', async () => {
    const now = suiteTaskById('service.alarm-label');
    expect(keptIds(now)).toEqual([]);
    // The look-up still asks for the record's current name, read from the service then (not the typed id back: s15 look2).
    const followup = (now.episodes as Obj[]).find((e) => e.stage === 'followup')!.assertions as Obj[];
    expect(followup.filter((a) => a.type === 'visible_result_grounded').map((a) => a.value)).toEqual(['Stretch and floss']);

    const correct = await runCrafted(now, formOnly);
    expect([...failedIn(correct, 'followup'), ...failedIn(correct, 'reopen')]).toEqual([]);

    // Stale: the look-up shows the name it kept at creation and never reads the service.
    const stale = (pkg: Obj): Obj => {
      packageAction(pkg, 'create').plan.push({ set: 'looked_up', value: '{{inputs.label}}' });
      packageAction(pkg, 'look_up').plan = [{ message: '{{inputs.lookup_id}}: {{state.looked_up}}' }];
      return pkg;
    };
    expect(failedIn(await runCrafted(now, stale), 'followup')).toContain('followup.06.visible_result_grounded');

    // Never renamed: the change step says the new name but calls nothing; the look-up reads the old one.
    const unchanged = (pkg: Obj): Obj => {
      packageAction(pkg, 'change').plan = [{ message: 'Renamed {{inputs.record_id}} to {{inputs.new_label}}.' }];
      return pkg;
    };
    const rows = await runCrafted(now, unchanged);
    expect(failedIn(rows, 'revise')).toContain('revise.04.record_matches');
    expect(failedIn(rows, 'followup')).toContain('followup.06.visible_result_grounded');
  }, 300_000);

  it('service.project-color: a form app in other words passes; a look-up that shows the first colour fails', async () => {
    const now = suiteTaskById('service.project-color');
    expect(keptIds(now)).toEqual([]);
    const otherWords = (pkg: Obj): Obj => {
      formOnly(pkg);
      packageAction(pkg, 'look_up').plan = [packageAction(pkg, 'look_up').plan[0], { message: 'Project #{{inputs.lookup_id}} is "{{shown.name}}", coloured {{shown.color}}.' }];
      return pkg;
    };
    const correct = await runCrafted(now, otherWords);
    expect([...failedIn(correct, 'followup'), ...failedIn(correct, 'reopen')]).toEqual([]);
    const firstColour = (pkg: Obj): Obj => {
      packageAction(pkg, 'create').plan.push({ set: 'looked_up', value: '{{inputs.color}}' });
      packageAction(pkg, 'look_up').plan = [packageAction(pkg, 'look_up').plan[0], { message: '{{inputs.lookup_id}}: {{shown.name}}; {{state.looked_up}}' }];
      return pkg;
    };
    expect(failedIn(await runCrafted(now, firstColour), 'followup')).toContain('followup.07.visible_result_grounded');
  }, 300_000);
});

describe('over records: a stateless app reopens on its empty forms', () => {
  it('single.file_system.family-recipe-relay: the email/text form passes the reopen; an app that never emails fails', async () => {
    const now = suiteTaskById('single.file_system.family-recipe-relay');
    expect(keptIds(now)).toEqual([]);
    expect(failedIn(await runCrafted(now, formOnly), 'reopen')).toEqual([]);
    const noMail = (pkg: Obj): Obj => {
      for (const a of pkg.actions) a.plan = a.plan.filter((s: Obj) => !(typeof s.call === 'string' && s.call === 'gmail.send_email'));
      return pkg;
    };
    expect(failedIn(await runCrafted(now, noMail), 'create')).toContain('create.03.db_changed');
  }, 300_000);

  it('multi.anniversary-candle-order: a form that keeps no order id passes the reopen; an app that never cancels fails', async () => {
    const now = suiteTaskById('multi.anniversary-candle-order');
    expect(keptIds(now)).toEqual([]);
    expect(failedIn(await runCrafted(now, formOnly), 'reopen')).toEqual([]);
    const noCancel = (pkg: Obj): Obj => {
      for (const a of pkg.actions) a.plan = a.plan.filter((s: Obj) => !(typeof s.call === 'string' && s.call.endsWith('cancel_order')));
      return pkg;
    };
    expect(failedIds(await runCrafted(now, noCancel)).some((id) => id.startsWith('revise.'))).toBe(true);
  }, 300_000);
});
