/**
 * touch_other_row's reach (s13): free fields a copy, a merge, an export, a new label or a song
 * review leaves to the app, and the kinds of free field other lanes open (a payment's or a
 * request's privacy, a voice message's length, a contact's relationships). For each, the control's
 * package puts a value on other rows of the kind through a call the task's app may make, and the
 * real chain fails it on the end state; the same task, with the same free field, passes the
 * reference (the failure is the touch, not the task).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../io/ndjson.ts';
import { AssertionRowSchema, type AssertionRow } from '../schemas/assertions.ts';
import type { Task } from '../schemas/task.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../stages/eval/index.ts';
import { runFiles } from '../infra/paths.ts';
import { projectRoot } from '../io/meta.ts';
import { generatorByName } from './index.ts';

type Obj = Record<string, any>;

const suiteTask = (id: string): Task => JSON.parse(readFileSync(join(projectRoot, 'tasks', 'suite', `${id}.json`), 'utf8')) as Task;

/** The task with one free field in place of the ones it declares (what another lane's change makes free). */
function withFree(id: string, free: { app: string; table: string; field: string }): Task {
  const task = structuredClone(suiteTask(id));
  for (const episode of task.episodes) {
    for (const assertion of episode.assertions as Obj[]) {
      if (assertion.type === 'world_matches_reference') assertion.free = [{ ...free, constraint: 'any', why: 'left to the app (test)' }];
    }
  }
  return task;
}

/** Every call step of the control's packages for the task (nested ones included). */
async function controlSteps(task: Task): Promise<Obj[]> {
  const control = generatorByName('touch_other_row');
  const out: Obj[] = [];
  const visit = (steps: unknown) => {
    for (const step of Array.isArray(steps) ? (steps as Obj[]) : []) {
      out.push(step);
      visit(step.steps);
    }
  };
  for (const app of task.apps) {
    const entry = task.reference[app.slot];
    if (!entry) continue;
    const request = { task: task.id, slot: app.slot, intention: '', services: [], trial: 0 };
    const outcomes = [await control.generate(request, task.reference, task), ...(await Promise.all(Object.keys(entry.revisions).map((episode) => control.revise({ ...request, package: null, requirement: '', episode }, task.reference, task))))];
    for (const outcome of outcomes) if (outcome.ok) for (const action of (outcome.package as Obj).actions as Obj[]) visit(action.plan);
  }
  return out;
}

async function rowsOf(generator: string, taskDir: string, tasks: string): Promise<AssertionRow[]> {
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, run, taskDir, tasks });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

/** Free fields other lanes open, on tasks whose reference leaves them unset: the call the control adds. */
const OPENED: [string, { app: string; table: string; field: string }, Obj][] = [
  ['single.venmo.carpool-request', { app: 'venmo', table: 'payment_requests', field: 'private' }, { call: 'venmo.update_payment_request', args: { private: true } }],
  ['single.splitwise.pay-via-venmo', { app: 'venmo', table: 'transactions', field: 'private' }, { call: 'venmo.update_transaction', args: { private: true } }],
  ['multi.grandpa-voicemail-followup', { app: 'phone', table: 'voice_messages', field: 'duration' }, { call: 'phone.send_voice_message', args: { duration: 17 } }],
  ['single.phone.dogsitter-contact', { app: 'phone', table: 'contacts', field: 'relationships' }, { call: 'phone.update_contact', args: { relationships: ['neighbor'] } }],
];

describe('touch_other_row on free fields other lanes open', () => {
  it.each(OPENED)('%s: %o is set on other rows by %o', async (id, free, expected) => {
    const task = withFree(id, free);
    expect(generatorByName('touch_other_row').whyUnchanged?.(task)).toBeUndefined();
    const steps = await controlSteps(task);
    const touched = steps.filter((step) => step.call === expected.call && Object.entries(expected.args as Obj).every(([k, v]) => JSON.stringify(step.args?.[k]) === JSON.stringify(v)));
    expect(touched.length).toBeGreaterThan(0);
    // On other rows: inside a loop over a list of the kind (the user's own, where only those may change).
    const loop = steps.find((step) => Array.isArray(step.steps) && (step.steps as Obj[]).includes(touched[0] as Obj));
    expect(loop?.for_each).toMatch(/^\{\{other_rows_\d+\}\}$/);
    if (free.app === 'venmo') expect(steps.find((s) => s.bind === String(loop?.for_each).slice(2, -2))?.call).toMatch(/^venmo\.show_(transactions|sent_payment_requests)$/);
  });

  it('fails the end state of each such task, which the reference passes with the same free field', async () => {
    const dir = join(tempDir('touch-reach'), 'suite');
    mkdirSync(dir, { recursive: true });
    for (const [id, free] of OPENED) writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(withFree(id, free), null, 2)}\n`);
    const ids = OPENED.map(([id]) => id).join(',');
    const oracle = await rowsOf('oracle', dir, ids);
    expect(oracle.filter((r) => !r.passed).map((r) => `${r.task} ${r.assertion}`)).toEqual([]);
    const control = await rowsOf('touch_other_row', dir, ids);
    for (const [id] of OPENED) {
      expect(control.some((r) => r.task === id && r.type === 'world_matches_reference' && !r.passed), id).toBe(true);
    }
  });
});

describe('touch_other_row on kinds the service fills (a copy, a merge, an export, a label, a review)', () => {
  it.each([
    ['single.simple_note.banana-bread-copy', 'simple_note.update_note'],
    ['single.simple_note.merge-tahoe-lists', 'simple_note.update_note'],
    ['single.simple_note.may-budget-archive', 'file_system.append_to_file'],
    ['single.todoist.tag-backsplash-waiting', 'todoist.update_label'],
    ['single.spotify.classical-notes', 'spotify.review_song'],
  ])('%s: reached by %s in a loop over other rows', async (id, call) => {
    const task = suiteTask(id);
    expect(generatorByName('touch_other_row').whyUnchanged?.(task)).toBeUndefined();
    const steps = await controlSteps(task);
    expect(steps.some((step) => Array.isArray(step.steps) && (step.steps as Obj[]).some((s) => s.call === call))).toBe(true);
  });

  it('says why an id or a path it cannot put on another row is left (an expense group, a download path)', () => {
    for (const id of ['single.splitwise.gift-pool', 'single.gmail.lake-photos-download']) {
      expect(generatorByName('touch_other_row').whyUnchanged?.(suiteTask(id))).toMatch(/an id or a path that places the row/);
    }
  });
});
