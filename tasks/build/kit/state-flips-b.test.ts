/**
 * The changes of the splitwise, todoist, simple_note and file_system tasks are told on screen
 * (issue #30, not_shown): an expense deleted and restored, a task ticked off and open again, a
 * repeat set and stopped, a step ticked, a note's share taken back, a folder deleted. Each family
 * runs through the real generate → run → check chain with a local model server answering with the
 * reference package reworded: an app that echoes the thing and says nothing of what happened fails
 * exactly the state checks, with its world checks passing; an app that tells the state in other
 * words than ours passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, runCrafted as runCraftedModel, taskById, failedIds, describeFlipFamilies, reworded, type RewordedFamily } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as splitwiseExpenses } from '../cases/splitwise/expenses.ts';
import { tasks as todoistLifecycle } from '../cases/todoist/lifecycle.ts';
import { tasks as todoistSteps } from '../cases/todoist/steps.ts';
import { tasks as noteShares } from '../cases/simple_note/share.ts';
import { tasks as noteLists } from '../cases/simple_note/lists.ts';
import { tasks as fsFolders } from '../cases/file_system/folders.ts';
import { tasks as fsRecords } from '../cases/file_system/create-revise.ts';
import { cadenceWords, STATE_WORDS } from './state-words.ts';
import { withPeopleForms } from './people-forms.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const task = taskById;

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'state-flips-b');

const failed = failedIds;

type Family = RewordedFamily;

const FAMILIES: Family[] = [
  {
    name: 'an expense deleted, then restored',
    // The person the expense is split with is asked in any form the user knows, as in the suite.
    task: () => withPeopleForms(task(splitwiseExpenses, 'single.splitwise.expense-undo') as never) as Obj,
    field: 'status',
    asks: [['revise', 'deleted'], ['followup', 'restored']],
    echo: {
      delete: { state: 'noted', message: 'Expense {{inputs.expense_id}} noted.' },
      restore: { state: 'noted again', message: 'Expense {{inputs.expense_id}} noted again.' },
    },
    own: {
      delete: { state: 'binned', message: 'Expense {{inputs.expense_id}} is gone from Splitwise.' },
      restore: { state: 'brought back', message: 'Expense {{inputs.expense_id}} is back again.' },
    },
  },
  {
    name: 'a task ticked off, then open again',
    task: () => task(todoistLifecycle, 'single.todoist.planning-doc-done-undo'),
    field: 'state',
    asks: [['create', 'done'], ['create2', 'done'], ['revise', 'reopened']],
    echo: {
      tick_off: { state: 'noted', message: 'Noted "{{found.0.title}}".' },
      undo_tick: { state: 'noted again', message: 'Noted "{{found.0.title}}" again.' },
    },
    own: {
      tick_off: { state: 'finished', message: '"{{found.0.title}}" is finished.' },
      undo_tick: { state: 'to do', message: '"{{found.0.title}}" is back on your to do list.' },
    },
  },
  {
    name: 'a task made to repeat, then stopped',
    task: () => task(todoistLifecycle, 'single.todoist.flight-prices-check'),
    field: 'rule',
    asks: [['create', 'every 3 days'], ['revise', 'stopped']],
    echo: {
      make_repeat: { state: 'noted', message: 'Noted "{{found.0.title}}".' },
      stop_repeat: { state: 'noted again', message: 'Noted "{{found.0.title}}" again.' },
    },
    own: {
      make_repeat: { state: 'every three days', message: '"{{found.0.title}}" comes back every three days.' },
      stop_repeat: { state: 'one-off', message: '"{{found.0.title}}" is no longer recurring.' },
    },
  },
  {
    name: 'a step ticked',
    task: () => task(todoistSteps, 'single.todoist.garage-cleanout-tick'),
    field: 'state',
    asks: [['revise', 'done']],
    echo: { tick_step: { state: 'noted', message: 'Step {{inputs.subtask_id}} noted.' } },
    own: { tick_step: { state: 'checked off', message: 'Step {{inputs.subtask_id}} is checked off.' } },
  },
  {
    name: 'a lent note taken back',
    task: () => task(noteShares, 'single.simple_note.lend-interview-questions'),
    field: 'state',
    // The lending itself is told too (Reading 2, kit/action-words.ts).
    asks: [['create', 'shared'], ['revise', 'no longer shared']],
    echo: {
      lend: { state: 'found', message: '"{{found.0.title}}" (note {{found.0.note_id}}) found for {{inputs.email}}.' },
      take_back: { state: 'noted', message: 'Note {{inputs.note_id}} noted for {{inputs.person_email}}.' },
    },
    own: {
      lend: { state: 'lent', message: '{{inputs.email}} can read "{{found.0.title}}" now.' },
      take_back: { state: 'access revoked', message: '{{inputs.person_email}} cannot open note {{inputs.note_id}} any more.' },
    },
  },
  {
    name: 'a checklist item ticked',
    task: () => task(noteLists, 'single.simple_note.camping-gear-tick'),
    field: 'state',
    // The list's line and the ticked item's line each ask for the tick (s8: which item, not only the list).
    asks: [['revise', 'ticked'], ['revise', 'ticked']],
    echo: { tick_item: { state: 'noted', message: 'Item {{inputs.item_index}} of "{{note.title}}" (note {{note.note_id}}) noted.' } },
    own: { tick_item: { state: 'checked', message: 'Item {{inputs.item_index}} of "{{note.title}}" (note {{note.note_id}}) is checked.' } },
  },
  {
    name: 'a folder deleted',
    task: () => task(fsFolders, 'single.file_system.finance-consolidate'),
    field: 'what',
    asks: [['revise', 'deleted']],
    echo: { delete_folder: { state: 'noted, {{before.file_count}} files', message: 'Noted {{before.path}}.' } },
    own: { delete_folder: { state: 'erased with its {{before.file_count}} files', message: '{{before.path}} no longer exists.' } },
  },
];

describe('the changes of splitwise, todoist, simple_note and file_system on screen', () => {
  it('keeps each side\'s words off the other side, and bare on/off out', () => {
    const opposite: [keyof typeof STATE_WORDS, keyof typeof STATE_WORDS][] = [['deleted', 'restored'], ['done', 'reopened'], ['itemTicked', 'reopened'], ['trashed', 'restored']];
    for (const [a, b] of opposite) {
      expect((STATE_WORDS[a] as readonly string[]).filter((w) => (STATE_WORDS[b] as readonly string[]).includes(w))).toEqual([]);
    }
    for (const key of ['deleted', 'restored', 'done', 'reopened', 'repeatStopped', 'memberRemoved', 'unshared', 'leftShare', 'unlabeled', 'trashed', 'purged', 'packedAway', 'rewritten', 'itemTicked'] as const) {
      for (const word of STATE_WORDS[key]) expect(['on', 'off']).not.toContain(word);
    }
  });

  it('words a repeat as any app would: every 3 days, every three days, weekly', () => {
    expect(cadenceWords('day', 3)).toEqual(expect.arrayContaining(['every 3 days', 'every three days', '3 days']));
    expect(cadenceWords('week', 1)).toEqual(expect.arrayContaining(['every week', 'weekly', 'each week']));
    expect(cadenceWords('day', 1)).toContain('daily');
  });

  describeFlipFamilies(FAMILIES, 'change', runCrafted, (pkg, family, side) => reworded(pkg, family.field, family[side]));
});

describe('a file rewritten with the corrected line the user dictated', () => {
  const fieldLog = () => task(fsRecords, 'single.file_system.field-log');
  const change = 'Wetland plot 3: water level 38 cm, sensor reading drifted.';
  const checksOf = (t: Obj, episode: string) => ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded');

  it('looks for the file, said rewritten, and for the new line', () => {
    const checks = checksOf(fieldLog(), 'revise');
    expect(checks.map((a) => [a.value, a.state?.[0]])).toEqual([['field_log_2023-05-18.txt', 'rewritten'], [change, undefined]]);
  });

  it('fails an app that names the file but says neither the rewrite nor the new line', async () => {
    const t = fieldLog();
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'status', { rewrite_file: { state: 'noted', message: 'Noted {{after.path}} (file {{after.file_id}}).' } }));
    // Its kept list says "noted" after reopen too, where the corrected text must still be shown
    // (s10); the file's name is asked there with no history word beside it (kept11, Reading 1).
    const kept = ((t.episodes as Obj[]).find((e) => e.stage === 'reopen')?.assertions as Obj[]).filter((a) => a.type === 'persisted_visible');
    expect(kept).toHaveLength(2);
    expect(kept.filter((a) => a.state !== undefined)).toEqual([]);
    expect(failed(rows)).toEqual([...checksOf(t, 'revise').map((a) => a.id), ...kept.filter((a) => a.record?.field === 'content').map((a) => a.id)]);
  });

  it('passes an app that says it in its own words', async () => {
    const t = fieldLog();
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'status', { rewrite_file: { state: 'corrected: {{after.content}}', message: '{{after.path}} now says: {{after.content}}' } }));
    expect(failed(rows)).toEqual([]);
  });
});
