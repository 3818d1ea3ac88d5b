/**
 * The shared-world look-alike (kit/look-alike.ts) through the real generate → run → check chain:
 * with it in the task's own world, an app B that takes the newest record of the list fails the
 * end state with twins off; without it the same app passes there (the hole it closes); the
 * oracle passes either way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../../src/io/ndjson.ts';
import { runFiles } from '../../../src/infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../../src/schemas/assertions.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { tempDir, writeTaskDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../../../src/stages/eval/index.ts';
import { tasks as crossTasks } from '../cases/shared_world/cross.ts';
import { lookAlikeName, lookAlikeRows, olderName, siblingPath, withMadeLookAlikes } from './look-alike.ts';

async function rowsOf(generator: string, taskDir: string, task: string): Promise<AssertionRow[]> {
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, run, tasks: task, taskDir, twins: 'off' });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

const failed = (rows: readonly AssertionRow[]) => [...new Set(rows.filter((r) => !r.passed).map((r) => r.type))].sort();

describe('lookAlikeName', () => {
  it('is found by a search for the old name but not by one for the name the user remembers, and the remembered name does not hold it', () => {
    expect(lookAlikeName('Coast Drive', 'Coast Drive 2023', () => false)).toBe('Coast Drive (old)');
    // The rename drops words: the look-alike still does not hold the query, nor the query it.
    expect(lookAlikeName('Dal', 'Nana dal', () => false)).toBe('Dal (old)');
    expect(lookAlikeName('Coast Drive', 'Coast Drive 2023', (name) => name === 'Coast Drive (old)')).toBe('Old Coast Drive');
    expect(() => lookAlikeName('Tea', 'tea', () => false)).toThrow(/no look-alike name/);
  });
});

describe('lookAlikeRows', () => {
  it('copies a listed record of the user with the rows that list it (a group and its members)', () => {
    const rows = lookAlikeRows({ app: 'splitwise', table: 'groups', column: 'name', original: 'Cabin weekend', query: 'Cabin weekend June' });
    expect(rows[0]).toMatchObject({ app: 'splitwise', table: 'groups', row: { name: 'Cabin weekend (old)', deleted: 0 } });
    const members = rows.filter((r) => r.table === 'group_members');
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.row.group_id === rows[0]?.row.id)).toBe(true);
  });

  it('refuses a table it has no rule for', () => {
    expect(() => lookAlikeRows({ app: 'phone', table: 'voice_messages', column: 'text', original: 'Wake', query: 'Wake up' })).toThrow(/no look-alike rule/);
  });
});

describe('a shared-world task with its look-alike', () => {
  // Drafts are listed newest first: without the look-alike, the record A made is the newest.
  const id = 'shared.draft-heads-up-text';
  const task = crossTasks().find((t) => t.id === id);
  if (!task) throw new Error(`sample task ${id} is gone`);
  const withLookAlike = writeTaskDir([task]);
  const without = writeTaskDir([{ ...task, world: { fixture: task.world.fixture, seed: task.world.seed } }]);

  it('holds a look-alike of the record A makes', () => {
    expect(task.world.rows?.[0]).toMatchObject({ app: 'gmail', table: 'drafts', row: { subject: 'Summer visit (old)' } });
  });

  it('fails an app B that takes the newest draft on the end state, which passes without the look-alike', async () => {
    const caught = failed(await rowsOf('pick_newest', withLookAlike, id));
    expect(caught).toContain('world_matches_reference');
    // Without the look-alike only C1 sees it (its query input reaches no API).
    expect(failed(await rowsOf('pick_newest', without, id))).toEqual(['input_available']);
  });

  it('passes the oracle and a correct app in other words', async () => {
    expect(failed(await rowsOf('oracle', withLookAlike, id))).toEqual([]);
    expect(failed(await rowsOf('independent_vocabulary', withLookAlike, id))).toEqual([]);
  });
});

describe('olderName', () => {
  it('leaves a word out and marks the name old, never holding or held by what the user says', () => {
    expect(olderName('Weekly Chores', 'Household', ['Weekly Chores', 'Weekend Chores'], () => false)).toBe('Chores (old)');
    // Small words do not start or end the shorter name.
    expect(olderName('Mow the lawn', 'Household', ['Mow the lawn'], () => false)).toBe('Lawn (old)');
    // A one-word name: the copied record's own name, marked old.
    expect(olderName('Gym', 'Water the plants', ['Gym'], () => false)).toBe('Water the plants (old)');
    // A shorter name the user also says is skipped.
    expect(olderName('Weekly Chores', 'Household', ['Weekly Chores', 'Chores (old)'], () => false)).toBe('Old Chores');
  });
});

describe('a task that makes a record and then names it by id (issue #30, trivial targets)', () => {
  // The revise names the draft the create made by its captured id: without a look-alike it is the
  // newest draft of every world, so an app that takes the newest draft passes.
  const id = 'multi.chore-rota-draft';
  const built = JSON.parse(readFileSync(join('tasks', 'suite', `${id}.json`), 'utf8')) as TaskInput;
  const bare: TaskInput = { ...built, world: { fixture: built.world.fixture, seed: built.world.seed } };
  const made = withMadeLookAlikes(bare);
  const withLookAlike = writeTaskDir([made]);
  const without = writeTaskDir([bare]);

  it('gets a newer look-alike draft named like the user’s but not by the user’s words', () => {
    expect(made.world.rows?.[0]).toMatchObject({ app: 'gmail', table: 'drafts', row: { id: 1_000_000, subject: 'Chores (old)' } });
    expect(String(made.world.rows?.[0]?.row.updated_at) > '2023-05-18T12:00:00').toBe(true);
    // The suite holds the same rows, and a task with rows of its own keeps them.
    expect(built.world.rows).toEqual(made.world.rows);
    expect(withMadeLookAlikes(made)).toBe(made);
  });

  it('fails an app that acts on the newest draft, which passes without the look-alike', async () => {
    expect(failed(await rowsOf('pick_newest', withLookAlike, id))).toContain('record_matches');
    expect(failed(await rowsOf('pick_newest', without, id))).toEqual([]);
  });

  it('passes the oracle and a correct app in other words', async () => {
    expect(failed(await rowsOf('oracle', withLookAlike, id))).toEqual([]);
    expect(failed(await rowsOf('independent_vocabulary', withLookAlike, id))).toEqual([]);
  });
});

describe('look-alikes of payments, labels and open returns a task makes and names by id (issue #30, alike8)', () => {
  const load = (id: string): TaskInput => JSON.parse(readFileSync(join('tasks', 'suite', `${id}.json`), 'utf8')) as TaskInput;
  const bare = (task: TaskInput): TaskInput => ({ ...task, world: { fixture: task.world.fixture, seed: task.world.seed } });

  it('gives a made return an open look-alike (a cancel that takes the newest open return gets it), a payment a newer one, a label one named like another label and marked old', () => {
    const ret = withMadeLookAlikes(bare(load('single.amazon.earbuds-return')));
    expect(ret.world.rows?.[0]).toMatchObject({ app: 'amazon', table: 'returns', row: { id: 1_000_000, status: 'initiated' } });
    const pay = withMadeLookAlikes(bare(load('single.splitwise.coffee-debt-payment')));
    expect(pay.world.rows?.[0]).toMatchObject({ app: 'splitwise', table: 'payments', row: { id: 1_000_000, deleted: 0 } });
    expect(String(pay.world.rows?.[0]?.row.created_at) > '2023-05-18T12:00:00').toBe(true);
    const label = withMadeLookAlikes(bare(load('single.todoist.label-recolor-garden')));
    // Labels have no dates: the look-alike takes the top of the id space, above any id a world makes (s16).
    expect(label.world.rows?.[0]).toMatchObject({ app: 'todoist', table: 'labels', row: { id: 9_999_999 } });
    // Not the user's label, nor a name a search for it finds.
    expect(String(label.world.rows?.[0]?.row.name)).toMatch(/\(old\)|^Old /);
    expect(String(label.world.rows?.[0]?.row.name).toLowerCase()).not.toContain('garden');
  });

  for (const [id, caught] of [
    ['single.splitwise.coffee-debt-payment', 'record_matches'],
    ['single.todoist.label-recolor-garden', 'record_matches'],
    // A trash entry restored by its id, a file looked up by its id.
    ['single.file_system.itinerary-oops', 'world_matches_reference'],
    ['service.log-file-fix', 'record_matches'],
    // A file the user names again by its name: the look-alike is a newer sibling (pick_newest takes the newest file's path).
    ['single.file_system.band-setlist', 'world_matches_reference'],
  ] as const) {
    describe(id, () => {
      const built = load(id);
      const withLookAlike = writeTaskDir([built]);
      const without = writeTaskDir([bare(built)]);

      it('fails an app that acts on the first record of the list, which passes without the look-alike', async () => {
        expect(failed(await rowsOf('pick_newest', withLookAlike, id))).toContain(caught);
        expect(failed(await rowsOf('pick_newest', without, id))).not.toContain(caught);
      });

      it('passes the oracle and a correct app in other words', async () => {
        expect(failed(await rowsOf('oracle', withLookAlike, id))).toEqual([]);
        expect(failed(await rowsOf('independent_vocabulary', withLookAlike, id))).toEqual([]);
      });
    });
  }

  it('the open look-alike return fails an app that cancels the newest return', async () => {
    const id = 'single.amazon.earbuds-return';
    expect(failed(await rowsOf('pick_newest', writeTaskDir([load(id)]), id))).toContain('world_matches_reference');
    expect(failed(await rowsOf('oracle', writeTaskDir([load(id)]), id))).toEqual([]);
  });
});

describe('siblingPath', () => {
  const dirs = new Set(['/home/alex', '/home/alex/documents', '/home/alex/downloads']);
  it('puts the look-alike beside the made file, its name marked old, never holding or held by a name the user says', () => {
    expect(siblingPath('~/documents/runs.txt', '/home/alex/downloads/a.txt', ['~/documents/runs.txt', 'easy'], () => false, dirs)).toBe('/home/alex/documents/runs_old.txt');
    // A folder the run makes: the nearest folder there before it.
    expect(siblingPath('~/documents/garage_sale/prices.txt', '/home/alex/downloads/a.txt', ['garage_sale'], () => false, dirs)).toBe('/home/alex/documents/prices_old.txt');
    // The stem is a title the user says: a word of it left out.
    expect(siblingPath('~/documents/gym_routine.txt', '/home/alex/downloads/a.txt', ['gym_routine'], () => false, dirs)).toBe('/home/alex/documents/routine_old.txt');
    expect(siblingPath('/home/alex/documents/runs.txt', '/home/alex/downloads/a.txt', [], (p) => p.endsWith('runs_old.txt'), dirs)).toBe('/home/alex/documents/runs_earlier.txt');
  });
});
