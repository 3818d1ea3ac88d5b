/**
 * s23 trash23 (recipes-for-mom s23-s12-f1, over_specification/one_api): a file or folder the user
 * removes without saying "for good" may go to the trash (kit/trash-either.ts), through the real
 * runtime, operator, checker and seeded world. Moving it to the trash passes; leaving it, trashing
 * another file or the whole folder fails; where the user asks for good, shreds or frees space, the
 * hard delete is still demanded.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { equivalentCalls, trashAllowed } from '../../../src/generators/controls-equivalent.ts';
import { FOR_GOOD } from './trash-either.ts';

const cache = tempDir('trash23');

/** Every action `id` of slot A's packages, its plan's steps rewritten by `edit` (null drops the step). */
const steps = (id: string, edit: (step: Obj) => Obj | Obj[] | null) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = (a.plan as Obj[]).flatMap((s) => edit(s) ?? []);
};
/** The call `api` made as `call` with `args` instead (args templated on the same inputs). */
const swap = (api: string, call: string, args?: Obj) => (s: Obj): Obj => (s.call === api ? { ...s, call, args: args ?? s.args } : s);
const drop = (api: string) => (s: Obj): Obj | null => (s.call === api ? null : s);
const saying = (message: string) => (s: Obj): Obj => (typeof s.message === 'string' ? { message } : s);
const all = (...edits: ((s: Obj) => Obj | null)[]) => (s: Obj): Obj | null => edits.reduce<Obj | null>((x, e) => (x === null ? null : e(x)), s);
/** Every check ran and passed (a run that made no rows passes nothing). */
const allPass = (rows: readonly { passed: boolean; assertion: string }[]) => {
  expect(rows.length).toBeGreaterThan(10);
  expect(failed(rows)).toEqual([]);
};
const worldChecks = (rows: readonly { passed: boolean; assertion: string }[], episode: string) =>
  failed(rows).filter((id) => id.startsWith(`${episode}.`) && /(world_matches_reference|no_collateral|mutation_limit|db_changed)$/.test(id));

describe('recipes-for-mom: "take weeknight_curry.txt out of her copy" may go to the trash (s23-s12-f1)', () => {
  const task = suiteTask('single.file_system.recipes-for-mom');
  it('an app that moves the file to the trash passes every check', async () => {
    const rows = (await runAttacked(task, steps('remove_file', swap('file_system.delete_file', 'file_system.trash_file')), cache)).rows;
    allPass(rows);
  });
  it('an app that trashes the file with no look-up first, on a screen that says trashed, passes', async () => {
    const rows = (await runAttacked(task, steps('remove_file', (s) => {
      if (s.call === 'file_system.show_file_info') return null;
      if (s.call === 'file_system.delete_file') return { ...s, call: 'file_system.trash_file' };
      if (s.append !== undefined) return { append: s.append, item: { id: 0, path: '{{inputs.file}}', status: 'trashed' } };
      return typeof s.message === 'string' ? { message: 'Moved {{inputs.file}} to the trash.' } : s;
    }), cache)).rows;
    allPass(rows);
  });
  it('an app that trashes another file of the copy fails the end state', async () => {
    const rows = (await runAttacked(task, steps('remove_file', swap('file_system.delete_file', 'file_system.trash_file', { file_path: '/home/alex/documents/recipes_for_mom/banana_bread.txt' })), cache)).rows;
    expect(worldChecks(rows, 'revise')).toEqual(expect.arrayContaining(['revise.03.db_changed', 'revise.08.world_matches_reference']));
  });
  it('an app that trashes the whole copy fails the end state', async () => {
    const rows = (await runAttacked(task, steps('remove_file', swap('file_system.delete_file', 'file_system.trash_directory', { directory_path: '/home/alex/documents/recipes_for_mom' })), cache)).rows;
    expect(worldChecks(rows, 'revise')).toEqual(expect.arrayContaining(['revise.05.no_collateral', 'revise.08.world_matches_reference']));
  });
  it('an app that leaves the file and says it is gone fails', async () => {
    const rows = (await runAttacked(task, steps('remove_file', drop('file_system.delete_file')), cache)).rows;
    expect(worldChecks(rows, 'revise')).toEqual(expect.arrayContaining(['revise.03.db_changed', 'revise.08.world_matches_reference']));
  });
  it('an app that trashes the file and deletes another fails', async () => {
    const rows = (await runAttacked(task, steps('remove_file', (s) => (s.call === 'file_system.delete_file'
      ? [{ ...s, call: 'file_system.trash_file' }, { call: 'file_system.delete_file', args: { file_path: '/home/alex/documents/recipes_for_mom/banana_bread.txt' } }]
      : s)), cache)).rows;
    expect(worldChecks(rows, 'revise')).toEqual(expect.arrayContaining(['revise.04.mutation_limit', 'revise.08.world_matches_reference']));
  });
  it('the first screen of a trash-only app is able to remove the file', async () => {
    const rows = (await runAttacked(task, steps('remove_file', all(drop('file_system.show_file_info'), swap('file_system.delete_file', 'file_system.trash_file'), (s) => (s.append !== undefined ? { append: s.append, item: { id: 0, path: '{{inputs.file}}', status: 'trashed' } } : s), (s) => (typeof s.message === 'string' ? { message: 'Trashed {{inputs.file}}.' } : s))), cache)).rows;
    expect(failed(rows).filter((id) => /available$/.test(id))).toEqual([]);
  });
});

describe('the other removals the user does not ask for good', () => {
  it('garden-next-season: "delete …/seed_order.csv" by the trash passes', async () => {
    const rows = (await runAttacked(suiteTask('single.file_system.garden-next-season'), steps('remove_file', swap('file_system.delete_file', 'file_system.trash_file')), cache)).rows;
    allPass(rows);
  });
  it('garden-out-of-projects: "delete that folder" by the trash passes; trashing the moved folder instead fails', async () => {
    const t = suiteTask('single.file_system.garden-out-of-projects');
    allPass((await runAttacked(t, steps('delete_folder', swap('file_system.delete_directory', 'file_system.trash_directory')), cache)).rows);
    const wrong = (await runAttacked(t, steps('delete_folder', swap('file_system.delete_directory', 'file_system.trash_directory', { directory_path: '/home/alex/documents/garden_planner' })), cache)).rows;
    expect(worldChecks(wrong, 'revise')).toContain('revise.08.world_matches_reference');
  });
  it('meeting-notes-attic: "squash it into a zip and delete the original" by a zip and the trash passes', async () => {
    const rows = (await runAttacked(suiteTask('single.file_system.meeting-notes-attic'), steps('archive_folder', (s) => (s.call === 'file_system.compress_directory'
      ? [{ ...s, args: { ...(s.args as Obj), delete_directory: false } }, { call: 'file_system.trash_directory', args: { directory_path: '{{inputs.folder}}' } }]
      : s)), cache)).rows;
    allPass(rows);
  });
});

describe('a removal the user wants for good keeps the hard delete', () => {
  const trashEach = (s: Obj): Obj | Obj[] | null =>
    s.call === 'file_system.delete_files' ? { for_each: '{{inputs.files}}', as: 'f', limit: 20, steps: [{ call: 'file_system.trash_file', args: { file_path: '{{f}}' } }] } : saying('Deleted {{inputs.files}}.')(s);
  it('disk-full-downloads ("for good"): trashing the files fails the end state', async () => {
    const rows = (await runAttacked(suiteTask('single.file_system.disk-full-downloads'), steps('delete_now', trashEach), cache)).rows;
    expect(worldChecks(rows, 'create')).toEqual(expect.arrayContaining(['create.06.no_collateral', 'create.09.world_matches_reference']));
  });
  it('statement-shredder ("shred … outright"): trashing the files fails the end state', async () => {
    const rows = (await runAttacked(suiteTask('single.file_system.statement-shredder'), steps('delete_now', trashEach), cache)).rows;
    expect(worldChecks(rows, 'create')).toContain('create.09.world_matches_reference');
  });
  it('finance-consolidate ("wipe out"): trashing the folder fails the end state', async () => {
    const rows = (await runAttacked(suiteTask('single.file_system.finance-consolidate'), steps('delete_folder', swap('file_system.delete_directory', 'file_system.trash_directory')), cache)).rows;
    expect(worldChecks(rows, 'revise')).toContain('revise.08.world_matches_reference');
  });
  it('hawaii-photo-archive (a laptop nearly full): a zip and the trash fails the end state', async () => {
    const rows = (await runAttacked(suiteTask('single.file_system.hawaii-photo-archive'), steps('archive_folder', (s) => (s.call === 'file_system.compress_directory'
      ? [{ ...s, args: { ...(s.args as Obj), delete_directory: false } }, { call: 'file_system.trash_directory', args: { directory_path: '{{inputs.folder}}' } }]
      : s)), cache)).rows;
    expect(worldChecks(rows, 'create')).toContain('create.10.world_matches_reference');
  });
  it('the words that ask for good', () => {
    for (const said of ['Delete them for good.', 'Shred the ones I list outright', 'not just bin them', 'purge that entry', 'wipe out the folder', 'My laptop is nearly full', 'so the space comes back', 'Empty the trash too'])
      expect(FOR_GOOD.test(said), said).toBe(true);
    for (const said of ['take weeknight_curry.txt out of her copy', 'delete /home/alex/projects/garden_planner_2024/seed_order.csv', 'I want the emptied projects folder gone too', 'Squash that folder into a zip file and delete the original'])
      expect(FOR_GOOD.test(said), said).toBe(false);
  });
});

describe('equivalent_api removes through the trash where the task allows it', () => {
  it('recipes-for-mom: the control calls trash_file; disk-full-downloads keeps its hard delete', () => {
    const recipes = suiteTask('single.file_system.recipes-for-mom');
    expect(trashAllowed(recipes)).toBe(true);
    const pkg = structuredClone(recipes.reference.A?.package) as Obj;
    equivalentCalls(pkg, trashAllowed(recipes));
    expect(JSON.stringify(pkg)).toContain('"file_system.trash_file"');
    expect(JSON.stringify(pkg)).not.toContain('"file_system.delete_file"');
    for (const id of ['single.file_system.disk-full-downloads', 'single.file_system.statement-shredder', 'single.file_system.finance-consolidate', 'single.file_system.book-notes-rescue']) expect(trashAllowed(suiteTask(id)), id).toBe(false);
  });
});
