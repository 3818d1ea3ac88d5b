/**
 * s15 files3 (issue #30 unrequested_value; kit/path-names.ts): a plain check of a saved file's path
 * accepts the path home-relative, from the root, or the file name alone. Crafted runs use the real
 * generate → run → check chain with a local model server answering with a hand-edited reference.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { fileForms, pathForms } from './path-names.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const check = (task: Obj, id: string): Obj => (task.episodes as Obj[]).flatMap((e) => e.assertions ?? []).find((a: Obj) => a.id === id) as Obj;

/** Slot B's app naming the saved file by its name (read back with show_file_info) where `named`, else naming no file. */
const saying = (named: boolean) => (slot: string, pkg: Obj): Obj => {
  if (slot !== 'B') return pkg;
  const tail = named ? ' to {{item.path}}' : '';
  const main = pkg.views[0];
  main.components = main.components.map((c: Obj) => (c.type === 'list' ? { ...c, item: `{{item.title}} (id {{item.id}})${tail}` } : c));
  const plan = pkg.actions[0].plan as Obj[];
  const append = plan.find((s) => s.append) as Obj;
  append.item.path = '{{info.name}}';
  plan.splice(plan.indexOf(append), 0, { call: 'file_system.show_file_info', args: { file_path: '{{inputs.path}}' }, bind: 'info' });
  plan[plan.length - 1] = { message: `Logged {{found.0.description}} (\${{found.0.amount}})${named ? ' to {{info.name}}' : ''}.` };
  return pkg;
};

describe('a saved file told by its name', () => {
  it('takes the home, root and file-name forms of a file, not of a folder', () => {
    expect(fileForms('~/documents/payments-log.txt')).toEqual(['/home/alex/documents/payments-log.txt', 'payments-log.txt']);
    expect(fileForms('/home/alex/documents/tahoe_packing.txt')).toEqual(['~/documents/tahoe_packing.txt', 'tahoe_packing.txt']);
    expect(fileForms('/home/alex/downloads/bills')).toEqual([]);
    for (const [task, id, name] of [
      ['multi.design-invoice-request', 'create.14.visible_result_grounded', 'invoice_logo.txt'],
      ['shared.project-readme-file', 'b-find.09.visible_result_grounded', 'plant-bot-readme.txt'],
    ] as const) expect(check(suiteTaskById(task), id).or).toContain(name);
  });

  it('payment-log-file: "Logged … to payments-log.txt" passes b-find.09; an app that never names the file fails it', async () => {
    const task = suiteTaskById('shared.payment-log-file');
    const rows = await runCraftedSlots(task, saying(true), 'files3-name');
    expect(failedIds(rows)).not.toContain('b-find.09.visible_result_grounded');
    expect(failedIds(await runCraftedSlots(task, saying(false), 'files3-none'))).toContain('b-find.09.visible_result_grounded');
  }, 30_000);
});

/** pasta-card-file's app keeping each saved file by its name alone (read back with show_file_info) where `named`, else keeping no path. */
const keptByName = (named: boolean) => (pkg: Obj): Obj => {
  const save = pkg.actions[0];
  const plan = save.plan as Obj[];
  const append = plan.find((s) => s.append) as Obj;
  plan.splice(plan.indexOf(append), 0, { call: 'file_system.show_file_info', args: { file_path: '{{inputs.file}}' }, bind: 'info' });
  append.item.path = named ? '{{info.name}}' : 'a file';
  plan[plan.length - 1] = { message: `Saved the note "{{found.0.title}}"${named ? ' as {{info.name}}' : ''} (file {{saved.file_id}}).` };
  const list = pkg.views[0].components.find((c: Obj) => c.type === 'list');
  list.item = '{{item.path}} (file {{item.id}}) \u2014 {{item.from}}';
  return pkg;
};

describe('a path told by its name in every check (s16)', () => {
  it('takes a compound folder name, not a common word, and not a name the task uses at two places', () => {
    expect(pathForms('/home/alex/documents/for_accountant')).toEqual(['~/documents/for_accountant', 'for_accountant']);
    expect(pathForms('~/documents/taxes')).toEqual(['/home/alex/documents/taxes']);
    const told = check(suiteTaskById('multi.garage-sale-folder'), 'create.16.visible_result_grounded');
    expect(told.or).toContain('prices.txt');
    expect(told.state).toContain('emailed');
    expect(check(suiteTaskById('multi.reunion-folder'), 'reopen.02.persisted_visible').or).toContain('venues.txt');
    // garden_planner moves from ~/projects to ~/documents: its bare name does not say where it is.
    const moved = check(suiteTaskById('single.file_system.garden-out-of-projects'), 'reopen.01.persisted_visible');
    expect(moved.or ?? []).not.toContain('garden_planner');
  });

  it('pasta-card-file: a reopened list naming the file passes reopen.01; one naming no file fails it', async () => {
    const task = suiteTaskById('single.file_system.pasta-card-file');
    expect(failedIds(await runCrafted(task, keptByName(true), 'paths16-name'))).not.toContain('reopen.01.persisted_visible');
    expect(failedIds(await runCrafted(task, keptByName(false), 'paths16-none'))).toContain('reopen.01.persisted_visible');
  }, 30_000);
});
