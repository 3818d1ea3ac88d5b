/**
 * The wrong-app controls of issue #28 (and the content controls on tasks they used to leave
 * alone), through the real generate → run → check chain: each fails a sample task it applies to,
 * on the assertion named beside it; the two only a twin can catch pass the base and fail the twin.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../io/ndjson.ts';
import { AssertionRowSchema, type AssertionRow } from '../schemas/assertions.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../stages/eval/index.ts';
import { runFiles } from '../infra/paths.ts';
import { loadTasks } from '../suite/load.ts';
import { generatorByName } from './index.ts';

async function rowsOf(generator: string, task: string, twins: 'on' | 'off'): Promise<AssertionRow[]> {
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, run, tasks: task, twins });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

const failedTypes = (rows: readonly AssertionRow[], variant: 'base' | 'twin') => new Set(rows.filter((r) => (r.variant ?? 'base') === variant && !r.passed).map((r) => r.type));
const taskNamed = (id: string) => {
  const found = loadTasks().find(({ task }) => task.id === id)?.task;
  if (!found) throw new Error(`sample task ${id} is gone`);
  return found;
};

describe('controls only a twin catches', () => {
  it.each([
    ['ignore_inputs', 'single.amazon.cart-quantity'],
  ])('%s changes %s, passes its base on the end state and fails its twin there', async (control, task) => {
    expect(generatorByName(control).whyUnchanged?.(taskNamed(task))).toBeUndefined();
    const rows = await rowsOf(control, task, 'on');
    // In the base only C1 may see it: an input whose value no longer reaches the API is dead (C1 by
    // capability); and C4 where the typed value it shows is now fixed package text, not data (the
    // quantity a create writes is checked on screen since issue #30).
    expect([...failedTypes(rows, 'base')].filter((type) => type !== 'input_available' && type !== 'visible_result_grounded')).toEqual([]);
    expect(failedTypes(rows, 'twin')).toContain('world_matches_reference');
  });

  it('says why it leaves a task unchanged', () => {
    // The id this task's user gives is a step of the task it made: steps are listed per task, so
    // the world can hold no look-alike of it, and no list of steps to take the first from.
    expect(generatorByName('pick_newest').whyUnchanged?.(taskNamed('single.todoist.move-out-rename'))).toMatch(/no call looks up a record/);
    // A record the task made whose table the task's world holds a newer look-alike of is taken.
    expect(generatorByName('pick_newest').whyUnchanged?.(taskNamed('service.expense-rename'))).toBeUndefined();
  });
});

describe('controls the base world catches', () => {
  it.each([
    ['touch_other_row', 'single.phone.shift-alarms', 'world_matches_reference'],
    ['partial_dump', 'single.amazon.answer-pan-colour', 'visible_result_grounded'],
    // Tasks whose writes take only ids (archive a thread, star it): once left exactly the oracle's.
    ['wrong_content', 'single.gmail.archive-finished', 'world_matches_reference'],
    ['extra_writes', 'single.gmail.star-important', 'world_matches_reference'],
    // s20 (s20-Z3): star-important's thread was the inbox's newest, so only the twin caught pick_newest;
    // its world now holds a newer starred thread, and the base catches it too.
    ['pick_newest', 'single.gmail.star-important', 'world_matches_reference'],
    // Tasks they used to leave alone (issue #28 item 7): a text no API edits, sent to other
    // contacts too; a found thread the action changes, shown beside others; a song queued by id.
    ['touch_other_row', 'single.file_system.family-recipe-relay', 'world_matches_reference'],
    ['partial_dump', 'single.gmail.spring-clean', 'visible_result_grounded'],
    ['extra_writes', 'single.spotify.play-next', 'world_matches_reference'],
    // s12: a subject the task leaves free but for naming the event (in it or in the body): once
    // extended with " (other)" and passed; now the user's words are replaced in every text of the call.
    ['wrong_content', 'single.gmail.invite-recipients', 'world_matches_reference'],
    // s12: free fields the reference leaves to the app (a to-do's description, an alarm's snooze):
    // once unreached; now the app fills one in on the user's other records.
    ['touch_other_row', 'single.phone.power-nap', 'world_matches_reference'],
    ['touch_other_row', 'single.todoist.launch-checklist', 'world_matches_reference'],
    // s13: a copy's tags and an export's file content, once unreached (the service fills them):
    // now other notes get tags, other files get the app's words.
    ['touch_other_row', 'single.simple_note.banana-bread-copy', 'world_matches_reference'],
    ['touch_other_row', 'single.simple_note.may-budget-archive', 'world_matches_reference'],
    // s13: a delete of what the user names by a path, a tag or a label, once unreached (no id a
    // look-up found): now two others of the kind are deleted too.
    ['extra_writes', 'single.file_system.statement-shredder', 'world_matches_reference'],
    ['extra_writes', 'single.simple_note.fun-tag-swap', 'world_matches_reference'],
    ['extra_writes', 'single.gmail.label-tidy', 'world_matches_reference'],
  ])('%s changes %s and fails %s', async (control, task, assertion) => {
    expect(generatorByName(control).whyUnchanged?.(taskNamed(task))).toBeUndefined();
    const rows = await rowsOf(control, task, 'off');
    expect(failedTypes(rows, 'base')).toContain(assertion);
  });
});
