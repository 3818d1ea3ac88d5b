/**
 * Reading 1 both ways, session 11 (`kept-history.ts`, file_system/cross.ts, service/records.ts).
 * Over records are not asked after reopen — a cancelled return, a ticked-off errand, a payment a
 * service user looked up by id, a task taken back off a done list — and "log" as a verb asks no
 * list. Kept lists show each record after reopen: a ledger its appended line, a roster everyone on
 * it; a recoloured record's colour is looked for on its own line. Unit rules first, then the real
 * generate → run → check chain with hand-made apps: the cheapest wrong app fails, a correct app
 * with other words or no list passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { doneNow, keepsHistory, withKeptHistory } from './kept-history.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'kept-over11');

/** The action's steps that write the app's own list left out: the service changes, the list goes stale. */
const staleList = (actionId: string) => (pkg: Obj): Obj => {
  const action = pkg.actions.find((a: Obj) => a.id === actionId);
  action.plan = action.plan.filter((s: Obj) => !('append' in s || 'update' in s));
  return pkg;
};

/** Every list row template of the package rewritten by `edit` (another app's own layout and words). */
const relisted = (edit: (item: string) => string, keepTold = true) => (pkg: Obj): Obj => {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const o = node as Obj;
    // What the kit's passes added to the row (what was done, `{{item.told}}`) stays on it.
    if (o.type === 'list' && typeof o.item === 'string') o.item = edit(o.item) + (keepTold && o.item.includes('{{item.told}}') ? ' — {{item.told}}' : '');
    Object.values(o).forEach(visit);
  };
  visit(pkg.views);
  return pkg;
};

/** A form app: no list, no line of its own state, no step writing it; its declared state stays (empty). */
function formOnly(pkg: Obj): Obj {
  for (const action of pkg.actions) action.plan = action.plan.filter((s: Obj) => !('append' in s || 'update' in s || 'remove' in s || 'set' in s));
  for (const view of pkg.views)
    view.components = view.components.filter((c: Obj, i: number, all: Obj[]) => c.type !== 'list' && c.type !== 'table' && !(c.type === 'text' && String(c.text).includes('{{state.')) && !(c.type === 'heading' && ['list', 'table'].includes(all[i + 1]?.type)));
  return pkg;
}

const reopenIds = (t: Obj): string[] => (t.episodes as Obj[]).filter((e) => e.stage === 'reopen').flatMap((e) => (e.assertions as Obj[]).map((a) => a.id as string));
const keptIds = (t: Obj): string[] =>
  (t.episodes as Obj[]).filter((e) => e.stage === 'reopen').flatMap((e) => (e.assertions as Obj[]).filter((a) => (a.type === 'persisted_visible' && a.gone !== true) || a.type === 'state_retained').map((a) => a.id as string));
// (A gone check demands nothing kept: it passes on a screen that shows nothing of the record; s24 renames.)
const reopenFails = (t: Obj, rows: Awaited<ReturnType<typeof runCrafted>>) => failedIds(rows).filter((id) => reopenIds(t).includes(id));

describe('who is owed a kept list: "log" the noun, not the verb', () => {
  it('a log, a ledger, a tally, a keeper are kept lists; logging one thing somewhere is not', () => {
    expect(keepsHistory('I want a simple field log: each day\'s observations are saved as a text file.')).toBe(true);
    expect(keepsHistory('Make me a payback log for Splitwise.')).toBe(true);
    expect(keepsHistory('I want a tally of every restaurant bill in one file.')).toBe(true);
    expect(keepsHistory('Build me a setlist keeper for my band.')).toBe(true);
    expect(keepsHistory('I hire the neighbour kid for yard work: log the job as a to-do and send the pay over Venmo right away.')).toBe(false);
    expect(keepsHistory('Log an expense split with my cousin Hana, give it a clearer name, and look it up by id.')).toBe(false);
    expect(keepsHistory('Call the people on the list and clear those calls from my call log.')).toBe(false);
  });
});

describe('over records after reopen (unit)', () => {
  const check = (n: number, value: string, extra: Obj = {}) => ({ id: `reopen.0${n}.persisted_visible`, type: 'persisted_visible', value, match: 'normalized', ...extra });
  const task = (family: string, intention: string, before: Obj[], reopen: Obj[]) =>
    ({ family, apps: [{ slot: 'A', intention }], episodes: [{ id: 'revise', stage: 'revise', slot: 'A', assertions: before }, { id: 'reopen', stage: 'reopen', slot: 'A', assertions: reopen }] }) as never;
  const left = (t: never) => ((withKeptHistory(t) as Obj).episodes[1].assertions as Obj[]).map((a) => a.id as string);
  const cancelled = [{ id: 'revise.04.record_matches', type: 'record_matches', app: 'amazon', table: 'returns', key: { id: '$returnId' }, fields: { status: 'cancelled' }, match: 'normalized' }];

  it('a cancelled return is over, in a multi-service and in a service task; kept where a list of returns is asked', () => {
    const reopen = [check(1, '$returnId', { record: { app: 'amazon', table: 'returns', key: { id: '$returnId' }, field: 'id' } }), check(2, 'Personal Blender, Red', { state: ['cancelled', 'kept'] }), { id: 'reopen.04.input_available', type: 'input_available', names: ['product'] }];
    expect(left(task('multi_tool', 'Open the return on Amazon and a dated to-do to ship it.', cancelled, reopen))).toEqual(['reopen.04.input_available']);
    expect(left(task('service', 'Start an Amazon return, cancel it if I change my mind, and check the return by its number.', cancelled, reopen))).toEqual(['reopen.04.input_available']);
    expect(left(task('multi_tool', 'Send back a gadget and keep track of my returns.', cancelled, reopen))).toEqual(['reopen.01.persisted_visible', 'reopen.02.persisted_visible', 'reopen.04.input_available']);
  });

  it('an errand ticked off is over, a ticked sub-task of an open to-do is not', () => {
    const done = ['done', 'completed', 'ticked off'];
    expect(left(task('multi_tool', 'Put the job in Todoist and pay over Venmo.', [], [check(2, 'Mow the lawn', { state: done, record: { app: 'todoist', table: 'tasks', key: { id: '$anchor' }, field: 'title' } })]))).toEqual([]);
    expect(left(task('single', 'Break a to-do into steps and tick steps off.', [], [check(5, 'Collect stories', { state: done, record: { app: 'todoist', table: 'subtasks', key: { id: '$stepId' }, field: 'content' } })]))).toEqual(['reopen.05.persisted_visible']);
  });

  it('a done list owes what is done now: a task taken back off it is not asked (only not shown as done, kept12), the done one is', () => {
    const reopen = [
      check(1, 'Review the Q2 planning doc', { state: ['reopened', 'open again', 'not done'] }),
      check(2, 'Draft launch blog post', { state: ['done', 'completed'] }),
      { id: 'reopen.03.state_retained', type: 'state_retained', contains: 'Review the Q2 planning doc' },
      { id: 'reopen.04.input_available', type: 'input_available', names: ['task'] },
    ];
    expect(doneNow(reopen as never).map((a) => a.id)).toEqual(['reopen.01.persisted_visible', 'reopen.02.persisted_visible', 'reopen.04.input_available']);
    expect((doneNow(reopen as never)[0] as { gone?: boolean }).gone).toBe(true);
    expect(left(task('single', 'Give me a done list where I mark finished work in Todoist by title and take that back when asked.', [], reopen))).toEqual(['reopen.01.persisted_visible', 'reopen.02.persisted_visible', 'reopen.04.input_available']);
  });
});

describe('over records: a correct app that reopens on its form passes, a wrong app still fails', () => {
  it('service.blender-return: a start/cancel/look-up form with no list passes; an app that never cancels fails', async () => {
    const now = suiteTaskById('service.blender-return');
    expect(keptIds(now)).toEqual([]);
    // (Its change step says only "Changed N.", so the revise screen is not judged here: the reopen is.)
    expect(reopenFails(now, await runCrafted(now, formOnly))).toEqual([]);
    const noCancel = (pkg: Obj) => {
      for (const a of pkg.actions) a.plan = a.plan.filter((s: Obj) => !(typeof s.call === 'string' && s.call.endsWith('cancel_return')));
      return formOnly(pkg);
    };
    expect(failedIds(await runCrafted(now, noCancel)).some((id) => id.startsWith('revise.'))).toBe(true);
  }, 240_000);

  it('service.venmo-payment-note: a pay/fix/look-up form that shows only its inputs after reopen passes', async () => {
    const now = suiteTaskById('service.venmo-payment-note');
    expect(keptIds(now)).toEqual([]);
    // (Its change step says only "Changed N.", so the revise screen is not judged here: the reopen is.)
    expect(reopenFails(now, await runCrafted(now, formOnly))).toEqual([]);
  }, 240_000);
});

describe('kept lists record by record after reopen', () => {
  it('gift-spend-log: the appended Venmo line is asked; a stale list without it fails, a ledger in its own words passes', async () => {
    const now = suiteTaskById('single.file_system.gift-spend-log');
    const line = (now.episodes as Obj[]).find((e) => e.stage === 'reopen')!.assertions.find((a: Obj) => a.value === 'Taylor concert ticket');
    expect(line?.type).toBe('persisted_visible');
    expect(reopenFails(now, await runCrafted(now, staleList('log_payment')))).toEqual([line.id]);
    expect(failedIds(await runCrafted(now, relisted(() => 'Gift: {{item.line}}')))).toEqual([]);
  }, 240_000);

  it('climbing-trip-roster: everyone on the roster is shown after reopen; a roster missing the first friend fails', async () => {
    const now = suiteTaskById('single.file_system.climbing-trip-roster');
    const kept = (now.episodes as Obj[]).find((e) => e.stage === 'reopen')!.assertions.filter((a: Obj) => a.type === 'persisted_visible');
    expect(kept.map((a: Obj) => a.because).sort()).toEqual(['Owen Kim', 'Zoe Ito']);
    expect(reopenFails(now, await runCrafted(now, staleList('start_sheet'))).length).toBeGreaterThan(0);
    expect(failedIds(await runCrafted(now, relisted(() => '{{item.number}} — {{item.name}}')))).toEqual([]);
  }, 240_000);

  it('band-setlist: the rewritten file is asked by its content, with no history word beside its name', async () => {
    const now = suiteTaskById('single.file_system.band-setlist');
    const reopen = (now.episodes as Obj[]).find((e) => e.stage === 'reopen')!.assertions as Obj[];
    // No state word is asked beside the name; the s30 stale check (gone: the old text not shown as now) carries the new text as its excuse.
    expect(reopen.some((a) => a.type === 'persisted_visible' && a.state !== undefined && a.gone !== true)).toBe(false);
    expect(reopen.some((a) => a.type === 'persisted_visible' && a.record?.field === 'content')).toBe(true);
    // A keeper whose list reads "<file> - <content>" and says nothing of a rewrite passes the reopen.
    const plain = (pkg: Obj) => JSON.parse(JSON.stringify(pkg).replace(/rewritten: /g, '')) as Obj;
    expect(reopenFails(now, await runCrafted(now, plain))).toEqual([]);
  }, 240_000);
});

describe('a recoloured project after reopen: its colour on its own line', () => {
  it('service.project-color: a stale list whose look-up names the project alone fails the look-up; a list in other words passes', async () => {
    const now = suiteTaskById('service.project-color');
    // The reopen asks no record (reopen12: a record looked up by id is owed in the look-up);
    // the look-up asks the new colour, read from the service then.
    expect(keptIds(now)).toEqual([]);
    const colour = (now.episodes as Obj[]).find((e) => e.stage === 'followup')!.assertions.find((a: Obj) => a.value === 'green');
    expect(colour).toMatchObject({ type: 'visible_result_grounded', value: 'green' });
    // The wrong app lists each project with the colour it was made in and never rewrites the row;
    // its look-up answer names the project alone.
    const stale = (pkg: Obj) => {
      staleList('change')(pkg);
      const create = pkg.actions.find((a: Obj) => a.id === 'create');
      for (const step of create.plan) if ('append' in step) step.item.label = '{{inputs.name}} {{inputs.color}}';
      const look = pkg.actions.find((a: Obj) => a.id === 'look_up');
      for (const step of look.plan) if ('message' in step) step.message = '{{inputs.lookup_id}}: {{shown.name}}';
      return pkg;
    };
    expect(failedIds(await runCrafted(now, stale))).toContain(colour.id);
    expect(failedIds(await runCrafted(now, relisted(() => '#{{item.id}} · {{item.label}}')))).toEqual([]);
  }, 240_000);
});

describe('a journal, a tracked expense list and a reading journal show each record as it is now after reopen', () => {
  it('listening-journal: the song liked, with the thought jotted; a list that lost both fails, one in its own layout passes', async () => {
    const now = suiteTaskById('multi.listening-journal');
    const reopen = (now.episodes as Obj[]).find((e) => e.stage === 'reopen')!.assertions as Obj[];
    const liked = reopen.find((a) => a.value === 'Velvet River');
    const thought = reopen.find((a) => a.value === 'The bass line carried the whole thing.');
    expect(liked?.state).toContain('liked');
    expect(thought?.type).toBe('persisted_visible');
    // The wrong app's row has the song and its stars only: neither the like nor the thought.
    // (Its stars as "N stars": the checker reads no N in "N/5", and the stars are asked on the song's line, beside13.)
    const bare = relisted(() => '{{item.song}}: {{item.rating}} stars (review {{item.id}})', false);
    expect(reopenFails(now, await runCrafted(now, bare))).toEqual([liked!.id, thought!.id]);
    expect(failedIds(await runCrafted(now, relisted(() => '{{item.song}} ({{item.rating}} stars) - liked - "{{item.thought}}"')))).toEqual([]);
  }, 240_000);

  it('service.expense-lifecycle: both expenses after reopen; an app showing only the one looked up fails', async () => {
    const now = suiteTaskById('service.expense-lifecycle');
    const ladder = (now.episodes as Obj[]).find((e) => e.stage === 'reopen')!.assertions.find((a: Obj) => a.value === 'Ladder rental');
    expect(ladder?.type).toBe('persisted_visible');
    const lookedUpOnly = (pkg: Obj) => {
      for (const view of pkg.views) view.components = view.components.filter((c: Obj, i: number, all: Obj[]) => c.type !== 'list' && !(c.type === 'heading' && all[i + 1]?.type === 'list'));
      return pkg;
    };
    expect(reopenFails(now, await runCrafted(now, lookedUpOnly))).toContain(ladder.id);
    expect(failedIds(await runCrafted(now, relisted(() => '#{{item.id}}: {{item.label}}')))).toEqual([]);
  }, 240_000);

  it('book-notes: the rewritten text is shown after the rewrite and after reopen; a list that says only "rewritten" fails', async () => {
    const now = suiteTaskById('single.simple_note.book-notes');
    const text = 'One of the best books I read this year.';
    const ids = (now.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => a.value === text).map((a) => a.id as string));
    expect(ids.some((id) => id.startsWith('revise.'))).toBe(true);
    expect(ids.some((id) => id.startsWith('reopen.'))).toBe(true);
    const saysRewritten = (pkg: Obj) => JSON.parse(JSON.stringify(pkg).replace(/"status":"\{\{inputs\.new_text\}\}"/g, '"status":"rewritten"').replace(/: \{\{inputs\.new_text\}\}/g, '.')) as Obj;
    expect(failedIds(await runCrafted(now, saysRewritten)).filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(failedIds(await runCrafted(now, relisted(() => '{{item.title}} — "{{item.status}}" (#{{item.id}})')))).toEqual([]);
  }, 240_000);
});
