/**
 * Kept lists after reopen (issue #30, Reading 1; `kept-history.ts`). A single-app task whose user
 * asks no list kept asks after reopen only what the services hold now. Unit checks of the rule,
 * then the real generate → run → check chain with hand-made apps: an app that keeps nothing
 * passes a task of that kind where the old reopen failed it; an app that keeps its list in its
 * own words passes; an app that skips the service write still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById, taskById, withoutEpisode } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as venmoMoney } from '../cases/venmo/money.ts';
import { tasks as phoneVoice } from '../cases/phone/calls-voice.ts';
import { tasks as splitwiseGroups } from '../cases/splitwise/groups.ts';
import { tasks as splitwiseMoney } from '../cases/splitwise/money.ts';
import { keepsHistory, readAgain, withKeptHistory } from './kept-history.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'kept-history');

/** The app keeps nothing: no step writes its state, no list shows it, no heading names one. */
function stateless(pkg: Obj): Obj {
  pkg.state = { collections: {}, values: {} };
  const writes = (s: Obj) => 'append' in s || 'update' in s || 'remove' in s || 'set' in s;
  // A loop that only wrote the state goes with it (the request inbox's listing, s17 shapes19).
  for (const action of pkg.actions) action.plan = action.plan.filter((s: Obj) => !writes(s) && !(Array.isArray(s.steps) && s.steps.every(writes)));
  for (const view of pkg.views) view.components = view.components.filter((c: Obj, i: number, all: Obj[]) => c.type !== 'list' && c.type !== 'table' && !(c.type === 'heading' && ['list', 'table'].includes(all[i + 1]?.type)));
  return pkg;
}

/** The action's first service call left out: the app says it did the thing and did not. */
function skipsWrite(actionId: string): (pkg: Obj) => Obj {
  return (pkg) => {
    const action = pkg.actions.find((a: Obj) => a.id === actionId);
    action.plan.splice(action.plan.findIndex((s: Obj) => 'call' in s), 1);
    return pkg;
  };
}

const reopenIds = (t: Obj): string[] => (t.episodes as Obj[]).filter((e) => e.stage === 'reopen').flatMap((e) => (e.assertions as Obj[]).map((a) => a.id as string));
const keptIds = (t: Obj): string[] =>
  (t.episodes as Obj[]).filter((e) => e.stage === 'reopen').flatMap((e) => (e.assertions as Obj[]).filter((a) => a.type === 'persisted_visible' || a.type === 'state_retained').map((a) => a.id as string));

describe('who is owed a kept list', () => {
  it('reads it from the intention', () => {
    expect(keepsHistory('I want an app that queues wrapped gifts on Amazon and keeps a gift list.')).toBe(true);
    expect(keepsHistory('Make me a small reading journal: my thoughts on each book go into Simple Note.')).toBe(true);
    expect(keepsHistory('Give me a done list where I mark finished work in Todoist by title.')).toBe(true);
    expect(keepsHistory('Before a group trip I load money onto Venmo, and afterwards I move what is left back to my card.')).toBe(false);
    expect(keepsHistory('Make me an app to call someone back by name and then empty the missed-call list.')).toBe(false);
  });

  it('drops the own copy, the over records and event words, keeps what the service holds now', () => {
    const rec = (table: string) => ({ app: table.split('.')[0]!, table: table.split('.')[1]!, key: { id: 1 }, field: 'name' });
    const checks = [
      { id: 'reopen.01.persisted_visible', type: 'persisted_visible', value: 'zoe@x.com', match: 'normalized' },
      { id: 'reopen.02.persisted_visible', type: 'persisted_visible', value: 200, match: 'normalized', record: rec('venmo.bank_transfers') },
      { id: 'reopen.03.persisted_visible', type: 'persisted_visible', value: 'Costco run', match: 'normalized', state: ['declined', 'rejected'] },
      { id: 'reopen.04.persisted_visible', type: 'persisted_visible', value: 'Tahoe', match: 'normalized', record: rec('splitwise.groups'), state: ['restored', 'brought back'] },
      { id: 'reopen.05.persisted_visible', type: 'persisted_visible', value: '3125550143', match: 'normalized', record: rec('phone.blocked_numbers'), state: ['blocked'] },
      { id: 'reopen.06.persisted_visible', type: 'persisted_visible', value: 'Hey, dentist', match: 'normalized', state: ['heard'] },
      { id: 'reopen.07.state_retained', type: 'state_retained', contains: 'zoe@x.com' },
      { id: 'reopen.08.input_available', type: 'input_available', accepts: [] },
    ] as never[];
    const left = readAgain(checks) as Obj[];
    expect(left.map((a) => a.id)).toEqual(['reopen.04.persisted_visible', 'reopen.05.persisted_visible', 'reopen.06.persisted_visible', 'reopen.08.input_available']);
    expect(left[0]!.state).toBeUndefined();
    expect(left[1]!.state).toEqual(['blocked']);
    expect(left[2]!.state).toEqual(['heard']);
  });

  it('leaves tasks whose user asked a list, and other families, as they are', () => {
    const t = { family: 'single', apps: [{ slot: 'A', intention: 'keep a log of what I paid' }], episodes: [{ id: 'reopen', stage: 'reopen', slot: 'A', assertions: [{ id: 'reopen.01.state_retained', type: 'state_retained', contains: 1 }] }] } as never;
    expect(withKeptHistory(t)).toEqual(t);
    const multi = { family: 'multi', apps: [{ slot: 'A', intention: 'pay and text' }], episodes: [{ id: 'reopen', stage: 'reopen', slot: 'A', assertions: [{ id: 'reopen.01.state_retained', type: 'state_retained', contains: 1 }] }] } as never;
    expect(withKeptHistory(multi)).toEqual(multi);
  });
});

describe('an app that keeps no list, where none is owed', () => {
  it('loads money in and out with no transfer log: passes now, failed the old reopen; skipping the transfer fails', async () => {
    const old = taskById(venmoMoney, 'single.venmo.trip-float');
    const now = withKeptHistory(structuredClone(old) as never) as Obj;
    expect(keptIds(now)).toEqual([]);
    expect(failedIds(await runCrafted(now, stateless))).toEqual([]);
    const oldFails = failedIds(await runCrafted(old, stateless));
    expect(oldFails.filter((id) => keptIds(old).includes(id)).length).toBeGreaterThan(0);
    const wrong = failedIds(await runCrafted(now, (pkg) => skipsWrite('top_up')(stateless(pkg))));
    expect(wrong.some((id) => id.startsWith('create.'))).toBe(true);
  }, 240_000);

  it('calls mum back and clears missed calls with no call log: passes', async () => {
    const now = withKeptHistory(taskById(phoneVoice, 'single.phone.mum-callback') as never) as Obj;
    expect(keptIds(now)).toEqual([]);
    expect(failedIds(await runCrafted(now, stateless))).toEqual([]);
  }, 240_000);

  it('pays and declines requests with no list of answered ones: passes; not declining fails', async () => {
    // The inbox step asks the waiting requests of that episode's result, which a stateless app without its loop no longer shows (s17 shapes19): left out here.
    const now = withoutEpisode(withKeptHistory(taskById(venmoMoney, 'single.venmo.request-inbox') as never) as Obj, 'inbox');
    expect(failedIds(await runCrafted(now, stateless))).toEqual([]);
    const wrong = failedIds(await runCrafted(now, (pkg) => skipsWrite('decline_request')(stateless(pkg))));
    expect(wrong.some((id) => id.startsWith('revise.'))).toBe(true);
  }, 240_000);
});

describe('a restored record shown as it is now', () => {
  it('a group list that says "active" (not "restored") after reopen passes; one that forgot the group fails', async () => {
    const now = withKeptHistory(taskById(splitwiseGroups, 'single.splitwise.archive-old-trip') as never) as Obj;
    // The kept line says what the group is, not what was done to it.
    const active = (pkg: Obj) => {
      for (const action of pkg.actions) {
        for (const s of action.plan) if ('update' in s || 'append' in s) for (const k of Object.keys(s.fields ?? s.item)) if (/state|status|note/.test(k)) (s.fields ?? s.item)[k] = 'update' in s ? 'active' : 'in the bin';
      }
      return pkg;
    };
    const nowRows = await runCrafted(now, active);
    expect(failedIds(nowRows)).toEqual([]);
    // The group is still in Splitwise: a list that forgets it on reopen does not show what the service holds.
    const forgets = (pkg: Obj) => {
      const restore = pkg.actions.find((a: Obj) => a.id === 'restore_group');
      restore.plan = restore.plan.map((s: Obj) => ('update' in s ? { remove: s.update, key_value: s.key_value } : s));
      return pkg;
    };
    expect(failedIds(await runCrafted(now, forgets)).filter((id) => reopenIds(now).includes(id))).toEqual(['reopen.01.persisted_visible']);
  }, 240_000);
});

/** A reopen check read back from `table`'s row `$id` (or with no record when `table` is omitted). */
const shown = (n: number, value: unknown, table?: string, id = '$paymentId') => ({
  id: `reopen.0${n}.persisted_visible`, type: 'persisted_visible', value, match: 'normalized',
  ...(table ? { record: { app: table.split('.')[0], table: table.split('.')[1], key: { id }, field: 'description' } } : {}),
});
const made = (table: string, id = '$paymentId', fields: Obj = {}) => [
  { id: 'create.03.db_changed', type: 'db_changed', app: table.split('.')[0], table: table.split('.')[1], op: 'inserted', where: {}, min: 1 },
  { id: 'create.04.record_matches', type: 'record_matches', app: table.split('.')[0], table: table.split('.')[1], key: { id }, fields, match: 'normalized' },
];

describe('a finished transfer is over (Reading 1, s10)', () => {
  const task = (family: string, intention: string, create: Obj[], reopen: Obj[]) =>
    ({ family, apps: [{ slot: 'A', intention }], episodes: [{ id: 'create', stage: 'submit', slot: 'A', assertions: create }, { id: 'reopen', stage: 'reopen', slot: 'A', assertions: reopen }] }) as never;
  const left = (t: never) => ((withKeptHistory(t) as Obj).episodes[1].assertions as Obj[]).map((a) => a.id as string);

  it('drops the payment made and its person or note in the own copy, in every family', () => {
    const reopen = [shown(1, 'Algebra lesson 3', 'venmo.transactions'), shown(2, 'Liam'), shown(3, 'Ask for the deposit', 'venmo.payment_requests', '$requestId'), { id: 'reopen.04.input_available', type: 'input_available', names: ['email'] }];
    for (const family of ['multi_tool', 'shared_world', 'single']) {
      expect(left(task(family, 'Send the tutor fee on Venmo and mail a confirmation.', made('venmo.transactions'), reopen))).toEqual(['reopen.03.persisted_visible', 'reopen.04.input_available']);
    }
    // The service user looks the payment up by id where they ask (kept11): the reopen owes it no more.
    expect(left(task('service', 'Pay Jonah on Venmo and look the payment up by id.', made('venmo.transactions'), [shown(1, 'Frisbee', 'venmo.transactions')]))).toEqual([]);
  });

  it('keeps every reopen check where a list is asked, and where the app made no transfer', () => {
    const reopen = [shown(1, 'Coffee', 'splitwise.payments'), shown(2, 'Liam')];
    expect(left(task('multi_tool', 'Make me a payback log: every payment I make on Venmo, recorded in Splitwise.', made('splitwise.payments'), reopen))).toEqual(['reopen.01.persisted_visible', 'reopen.02.persisted_visible']);
    expect(left(task('multi_tool', 'Comment on a payment Liam made me.', [], [shown(2, 'Liam')]))).toEqual(['reopen.02.persisted_visible']);
  });

  it('drops a to-do ticked off before the reopen, not a ticked sub-task of an open to-do', () => {
    const ticked = (table: string) => [{ id: 'b.06.record_matches', type: 'record_matches', app: 'todoist', table, key: { id: '$recordId' }, fields: { is_completed: true }, match: 'normalized' }];
    const reopenOf = (table: string) => [{ ...shown(2, 'Pick up dry cleaning', `todoist.${table}`, '$recordId') }];
    const shared = (table: string) => ({
      family: 'shared_world', apps: [{ slot: 'A', intention: 'Drop errands into Todoist in one tap.' }, { slot: 'B', intention: 'Pass an errand on and tick it off.' }],
      episodes: [{ id: 'b-find', stage: 'submit', slot: 'B', assertions: ticked(table) }, { id: 'a-reopen', stage: 'reopen', slot: 'A', assertions: reopenOf(table) }],
    }) as never;
    expect(((withKeptHistory(shared('tasks')) as Obj).episodes[1].assertions as Obj[]).length).toBe(0);
    expect(((withKeptHistory(shared('subtasks')) as Obj).episodes[1].assertions as Obj[]).length).toBe(1);
  });
});

describe('a pay-and-note app that reopens on its empty form', () => {
  it('settle-rent-sofia: a form with no list passes now and failed the old reopen; not settling fails', async () => {
    const old = taskById(splitwiseMoney, 'single.splitwise.settle-rent-sofia');
    const now = suiteTaskById('single.splitwise.settle-rent-sofia');
    expect(keptIds(now)).toEqual([]);
    expect(failedIds(await runCrafted(now, stateless))).toEqual([]);
    expect(failedIds(await runCrafted(old, stateless)).filter((id) => keptIds(old).includes(id)).length).toBeGreaterThan(0);
    const wrong = failedIds(await runCrafted(now, (pkg) => skipsWrite('settle')(stateless(pkg))));
    expect(wrong.some((id) => id.startsWith('create.'))).toBe(true);
  }, 240_000);

  it('settle-and-tell (two services): a square-up form with no list passes the reopen', async () => {
    const now = suiteTaskById('multi.settle-and-tell');
    expect(keptIds(now)).toEqual([]);
    expect(failedIds(await runCrafted(now, stateless)).filter((id) => reopenIds(now).includes(id))).toEqual([]);
  }, 240_000);

  it('coffee-debt-payment asks a payback log: its reopen still wants the payment, and a form that keeps none fails it', async () => {
    const now = suiteTaskById('single.splitwise.coffee-debt-payment');
    expect(keptIds(now).length).toBeGreaterThan(0);
    expect(failedIds(await runCrafted(now, (pkg) => pkg))).toEqual([]);
    expect(failedIds(await runCrafted(now, stateless)).filter((id) => keptIds(now).includes(id)).length).toBeGreaterThan(0);
  }, 240_000);
});
