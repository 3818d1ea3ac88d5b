/**
 * Session 17, lane ctrl17 (issue #30): five wrong controls passed one task each after the s16
 * fidelity fixes. Each task now asks, in its user's own words, for what the control gets wrong,
 * and this file runs the real control through the real generate → run → check chain on the real
 * built task: the control fails it, where it is built to fail; the oracle passes it.
 *
 * - billing-bug-comment-delete (no_persist): a second hunch the user keeps; the diary shows it
 *   after reopen, so an app that keeps nothing fails the reopen.
 * - status-report (schema_first): the user keeps track of the weeks sent; a console that keeps
 *   nothing fails the reopen.
 * - playlist-rename-lookup (wrong_content): the user asks for private playlists; an app that makes
 *   them public fails the world check.
 * - blender-return, earbuds-return (ignore_inputs): the user gives the reason as the field's value
 *   ("Reason: too loud"); an app that hard-codes it fails the twin.
 * - contact-book (junk_free_fields): Jordan is filed "as a friend"; an app that files no
 *   relationship fails (the field is no longer free, so the junk control leaves the task alone).
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readNdjson } from '../../../src/io/ndjson.ts';
import { runFiles } from '../../../src/infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../../src/schemas/assertions.ts';
import { tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { evaluateGenerator } from '../../../src/stages/eval/index.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

async function rowsOf(generator: string, tasks: string[], twins: 'on' | 'off' = 'off'): Promise<AssertionRow[]> {
  const run = join(tempDir(`ctrl17-${generator}`), 'run');
  await evaluateGenerator({ generator, run, tasks: tasks.join(','), twins });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

/** The assertions a task failed (base and twin rows alike), by id. */
const failedOf = (rows: readonly AssertionRow[], task: string): string[] => [...new Set(rows.filter((r) => r.task === task && !r.passed).map((r) => r.assertion))].sort();

describe('the wrong controls fail the tasks they passed (s17 ctrl17)', () => {
  it('the oracle passes all six', async () => {
    const tasks = ['single.todoist.billing-bug-comment-delete', 'single.gmail.status-report', 'service.playlist-rename-lookup', 'service.blender-return', 'service.earbuds-return', 'single.phone.contact-book'];
    const rows = await rowsOf('oracle', tasks);
    for (const t of tasks) expect(failedOf(rows, t)).toEqual([]);
  }, 30_000);

  it('no_persist fails the bug diary at reopen: the kept hunch is not shown', async () => {
    const id = 'single.todoist.billing-bug-comment-delete';
    expect(failedOf(await rowsOf('no_persist', [id]), id)).toEqual(['reopen.02.persisted_visible']);
  }, 30_000);

  it('schema_first fails the status report at reopen: the week sent is not kept', async () => {
    const id = 'single.gmail.status-report';
    expect(failedOf(await rowsOf('schema_first', [id]), id)).toContain('reopen.02.persisted_visible');
  }, 30_000);

  it('wrong_content fails the private playlist: made public, the world check fails', async () => {
    const id = 'service.playlist-rename-lookup';
    expect(failedOf(await rowsOf('wrong_content', [id]), id)).toEqual(expect.arrayContaining(['create.04.record_matches', 'create.09.world_matches_reference']));
  }, 30_000);

  it('ignore_inputs fails both returns: the reason hard-coded is not the twin\'s', async () => {
    const ids = ['service.blender-return', 'service.earbuds-return'];
    const rows = await rowsOf('ignore_inputs', ids, 'on');
    // The twin's other reason is not the one written. On the base run the hard-coded reason is
    // the one the user gave, and since s22 a literal a successful write took whole counts as shown
    // (the write carried it), so the base run may pass: the twin is what fails the control.
    for (const id of ids) {
      expect(failedOf(rows.filter((r) => r.variant === 'twin'), id)).toEqual(expect.arrayContaining([expect.stringMatching(/^create\.\d+\.world_matches_reference$/)]));
      for (const f of failedOf(rows.filter((r) => r.variant !== 'twin'), id)) expect(f).toMatch(/^create(?:-\d+)?\.\d+\.(?:visible_result_grounded|world_matches_reference)$/);
    }
  }, 60_000);

  it('contact-book: Jordan filed as a friend passes; filed as nothing or as a coworker fails', async () => {
    const addContact = (relationships: string[]) => (pkg: Obj): Obj => {
      for (const action of pkg.actions as Obj[]) for (const step of action.plan as Obj[]) if (step.call === 'phone.add_contact') step.args = { ...step.args, relationships };
      return pkg;
    };
    expect(failedIds(await runCrafted(suiteTaskById('single.phone.contact-book'), addContact(['friend']), 'ctrl17'))).toEqual([]);
    expect(failedIds(await runCrafted(suiteTaskById('single.phone.contact-book'), addContact([]), 'ctrl17'))).toContain('create.11.world_matches_reference');
    expect(failedIds(await runCrafted(suiteTaskById('single.phone.contact-book'), addContact(['coworker']), 'ctrl17'))).toContain('create.11.world_matches_reference');
  }, 60_000);
});
